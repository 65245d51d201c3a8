-- Trapdoor: a floor over its sector at its height while its animation is
-- in the closed state; open, things fall through. Driven by its trigger as
-- the originals' trapdoor control does it (lib/two_state.lua
-- follow_trigger; TRX tr1 trapdoor.c TrapDoor_Control,
-- TrapDoor_GetFloorHeight: the floor goes the tick its animation is in the
-- open state).
local two_state = require("lib.two_state")

local HALF = 512

local function floor(e, closed)
  if closed then
    e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, 0)
  else
    e:clear_surface()
  end
end

local b = two_state.follow_trigger(function(e, open) floor(e, not open) end)

--- After its animation each tick: the floor follows the state it is in.
function b.after_move(e)
  if e.anim_count > 0 then floor(e, e.anim_state ~= two_state.OPEN) end
end

return b
