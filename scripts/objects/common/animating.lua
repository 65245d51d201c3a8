-- Animatings (TR1 74-76, the cogs of St. Francis' Folly and the like) and
-- TR1's barricade (47, TRX's moving bar): run their animation (state 1)
-- while their trigger is on and settle back (state 0) when it goes off.
-- Source: TRX's cog control: goal DOOR_OPEN while triggered, else
-- DOOR_CLOSED.
local two_state = require("lib.two_state")

return two_state.behaviour(function(e, on)
  if e.params and e.params.solid then e.solid = true end
end)
