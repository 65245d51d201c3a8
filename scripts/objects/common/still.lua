-- A still, solid model: what is left where something died or broke and
-- no longer moves (TR2's dragon bones 217-219, which the dragon leaves
-- where it fell: TRX dragon.c M_Bones creates O_DRAGON_BONES_2 and _3 at
-- the dragon's place and facing, initialised, never activated; Lara
-- cannot walk through them). It never runs, animates or harms. Solid, it
-- pushes Lara out of its box through its collision routine, as the
-- originals' Object_Collision does (lara/push.lua push.object), and is no
-- wall in anyone's collision query.
-- params: solid (default true).
local traps = require("lib.traps")
local lara_push = require("lara.push")

local still = {}

function still.init(e)
  e.solid = false
  e.targetable = false
  e.awake = false
end

function still.control(e) e.awake = false end

function still.collision(e, lara)
  if traps.param(e, "solid", true) then lara_push.object(e, lara) end
end

return still
