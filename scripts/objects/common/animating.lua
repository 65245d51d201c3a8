-- Animatings (TR1 74-76, the cogs of St. Francis' Folly and the like) and
-- TR1's barricade (47, TRX's moving bar): run their animation (state 1)
-- while their trigger is on and settle back (state 0) when it goes off.
-- With params.solid (the moving bar, the scion holder, the cabin) they
-- push Lara out of their box through their collision routine (TRX tr1
-- moving_bar.c, scion_holder.c, cabin.c set Object_Collision: lara/push.lua
-- push.object) and are no wall in anyone's collision query.
-- Source: TRX's cog control: goal DOOR_OPEN while triggered, else
-- DOOR_CLOSED.
local two_state = require("lib.two_state")
local lara_push = require("lara.push")

local animating = two_state.behaviour()

function animating.collision(e, lara)
  if e.params and e.params.solid then lara_push.object(e, lara) end
end

return animating
