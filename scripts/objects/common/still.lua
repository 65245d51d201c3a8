-- A still, solid model: what is left where something died or broke and
-- no longer moves (TR2's dragon bones 217-219, which the dragon leaves
-- where it fell: TRX dragon.c M_Bones creates O_DRAGON_BONES_2 and _3 at
-- the dragon's place and facing, initialised, never activated; Lara
-- cannot walk through them). It never runs, animates or harms.
-- params: solid (default true).
local traps = require("lib.traps")

local still = {}

function still.init(e)
  e.solid = traps.param(e, "solid", true)
  e.targetable = false
  e.awake = false
end

function still.control(e) e.awake = false end

return still
