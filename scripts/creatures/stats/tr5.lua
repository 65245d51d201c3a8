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
}
