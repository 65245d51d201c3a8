-- TR3's bat swarm (347, tomb3 BAT_EMITTER): an unseen point that, once its
-- trigger is on, lets loose its bats (particles.BATS: a swarm of bat
-- sprites flying off from it) with their squeaking (SFX_BATS_1) and is
-- removed. The originals' bats fly on by themselves, each one squeaking
-- now and then as it goes; here the sound plays once where they start.
-- Source: tomb3 game/effect2.cpp BatEmitterControl, TriggerBats (32 bats
-- within 256 of it across the floor, up to 256 below it), UpdateBats;
-- draweffects.cpp S_DrawBat (drawn 512 above their point); sound.h
-- (SFX_BATS_1 157); setup.cpp (drawn as nothing). Facts, not code.
local particles = require("lib.particles")
local bats = {}

--- Bats let loose (TriggerBats: 32).
bats.COUNT = 32
--- The squeak of the bats (SFX_BATS_1).
bats.SOUND = 157
--- The swarm's middle: bats start 1-256 below the emitter and are drawn
--- 512 above their point, so 384 above it on average.
bats.RISE = 384

function bats.init(e)
  e.collidable = false
  e.targetable = false
end

function bats.control(e)
  if not e.active then return end
  world.particles(particles.BATS, e.room, e.x, e.y - bats.RISE, e.z, bats.COUNT)
  world.sound(bats.SOUND, e.x, e.y - bats.RISE, e.z)
  e:kill()
end

return bats
