-- Trapdoor: a floor that swings open while its trigger is on. Closed, it
-- can be stood on (collidable); open, it lets things fall through.
local two_state = require("lib.two_state")

return two_state.behaviour(function(e, open)
  e.collidable = not open
end)
