-- Tomb Raider 5's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB5 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")

return {
  -- TOMB5 huskie.cpp / setup.cpp: TR4's dog with 24 hit points, pivot 50
  -- and radius 256.
  huskie = families.dog({
    hit_points = 24, radius = 256, pivot = 50, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
  -- SKELETON, the ghost (TOMB5 skeleton.cpp, setup.cpp): 100 hit points
  -- that nothing ends; turns 3° a tick; swings within 614 (400, meshes
  -- 4-6, 10, 12 and 15 touching, from frame 18); all but unseen beyond
  -- 1536 (125 of 128 fade steps gone), nearer a step gone every 16 units;
  -- moans (sound 186) as she comes within 1536.
  ghost = {
    hit_points = 100, radius = 256, pivot = 20, zone = "ground", step = 256, drop = 512,
    states = { stand = 1, swing_1 = 2, swing_2 = 3 },
    turn = { face = 3 }, range = { swing = 614, seen = 1536 },
    strike = { from = 18, damage = 400, touch = 0x9470 },
    bite = { mesh = 17, x = 0, y = 0, z = 0 },
    fade = { full = 128, far = 125, per = 16 }, sound = 186,
  },
}
