-- Swinging blade (TR1 36, the pendulum): swings (WORKING) while its trigger
-- is on and comes to rest (SET) when it goes off. Each tick it swings and
-- touches Lara she takes params.damage and bleeds.
-- Source: TRX src/tr1/game/objects/traps/pendulum.c (PENDULUM_DAMAGE 100).
local traps = require("lib.traps")
local blade = {}

--- Harm per tick of contact while swinging (TR1: 100; spec weapons.md).
local DAMAGE = 100

blade.on_deactivate = traps.keep_awake

function blade.control(e)
  traps.follow_trigger(e, traps.WORKING, traps.SET)
  local lara = traps.living_lara()
  if e.anim_state == traps.WORKING and traps.touches(e, lara) then
    traps.wound(e, lara, traps.param(e, "damage", DAMAGE))
  end
end

return blade
