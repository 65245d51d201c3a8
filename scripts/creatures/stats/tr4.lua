-- Tomb Raider 4's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB4 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")

return {
  -- TOMB4 dog.cpp / setup.cpp. The spec's 18 hit points, radius 256 and
  -- pivot 50 are TombEngine's; TOMB4 sets 16, 341 and 300.
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
}
