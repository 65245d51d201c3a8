-- Earthquake (TR1 183): while its trigger is on the camera shakes now and
-- then: about one tick in 128 a big jolt with a rumble, else about one in
-- 32 a small one with a thud.
-- Source: TRX src/tr1/game/objects/general/earthquake.c (draw random
-- < 0x100: bounce -150, SFX_ROLLING_BALL; else control random < 0x400:
-- bounce 50, SFX_T_REX_FOOTSTOMP).
local traps = require("lib.traps")
local quake = {}

--- Chance out of 32768 of a big jolt each tick, and its strength.
local BIG_CHANCE, BIG = 0x100, 150
--- Chance out of 32768 of a small jolt, and its strength.
local SMALL_CHANCE, SMALL = 0x400, 50
--- TR1's SFX_ROLLING_BALL and SFX_T_REX_FOOTSTOMP (params.rumble and
--- params.thud for another game's).
local RUMBLE, THUD = 147, 70

function quake.control(e)
  if not e.active then return end
  if world.fx_random() < BIG_CHANCE then
    world.shake(BIG)
    world.sound(traps.param(e, "rumble", RUMBLE))
    e.state.jolts = (e.state.jolts or 0) + 1
  elseif world.random() < SMALL_CHANCE then
    world.shake(SMALL)
    world.sound(traps.param(e, "thud", THUD))
    e.state.jolts = (e.state.jolts or 0) + 1
  end
end

return quake
