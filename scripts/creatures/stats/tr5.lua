-- Tomb Raider 5's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB5 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local tr4 = require("creatures.stats.tr4")

return {
  -- TOMB5 huskie.cpp / setup.cpp: TR4's dog with 24 hit points, pivot 50
  -- and radius 256.
  huskie = families.dog({
    hit_points = 24, radius = 256, pivot = 50, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
  -- TOMB5 bat.cpp (TriggerBat, UpdateBats): TR5's BAT (93) is no creature
  -- but a swarm emitter, TR4's locusts (creatures/swarm.lua) as bats drawn
  -- with the BAT model's own meshes 0, 2, 4, 6; 2 a nip; SFX_BATS_1 (157)
  -- at the nearest on half the ticks.
  bats = families.with(tr4.locusts, {
    looks = { type = 93, frames = { 0, 2, 4, 6 } }, damage = 2, sound = { id = 157, one_in = 2 },
  }),
}
