-- Blades that cut while their trigger is on: TR1's pendulum (36) and
-- teeth trap (42), the later games' wall-mounted blades, TR2's killer
-- statue, the swinging sandbags and boxes. Each tick it is in its cutting
-- state (params.on_state) and one of its meshes in params.touch touches
-- Lara, she takes params.damage and bleeds.
--   on_state/off_state: the cutting and the resting state; the blade goes
--     to on_state while triggered and back to off_state when not (TRX's
--     goal-state pair).
--   recoil: after each cut it goes back to rest and cuts again (tomb3's
--     BladeControl, TRX tr2's killer statue: goal "cut" only from "stop").
--   free: it sets no goal state at all, it just runs its animation while
--     triggered and cuts while triggered (tomb3's Pendulum: sandbags, boxes).
-- Sources: TRX src/tr1/game/objects/traps/pendulum.c (100),
-- teeth_trap.c (TEETH_TRAP_DAMAGE 400, states nice 0 / nasty 1),
-- tomb3 game/traps.cpp BladeControl (100, touch_bits & 2, states 1/2) and
-- Pendulum (50 a tick while triggered), TRX tr2 killer_statue.c
-- (KILLER_STATUE_CUT_DAMAGE 20, touch bits 0b10000000, stop 1 / cut 2).
local traps = require("lib.traps")
local blade = {}

--- Harm per tick of contact while cutting (TR1 pendulum: 100).
local DAMAGE = 100

blade.on_deactivate = traps.keep_awake

--- True when `e` is cutting this tick.
local function cutting(e, on)
  if traps.param(e, "free", false) then return e.active end
  return e.anim_state == on
end

function blade.control(e)
  local on = traps.param(e, "on_state", traps.WORKING)
  if traps.param(e, "free", false) then
    if not e.active then e.awake = false end
  else
    local off = traps.param(e, "off_state", traps.SET)
    traps.follow_trigger(e, on, off)
    if traps.param(e, "recoil", false) and e.anim_state == on then e.goal_state = off end
  end
  local lara = traps.living_lara()
  if cutting(e, on) and traps.touches(e, lara, traps.param(e, "touch", nil)) then
    traps.wound(e, lara, traps.param(e, "damage", DAMAGE))
  end
end

--- Solid at rest or not at all, by its catalogue (lib/traps.lua collide).
blade.collision = traps.collide

return blade
