-- Tomb Raider 3's creatures in numbers (units as in tr1.lua). Sources: the
-- tomb3 decompilation (setup.cpp for hit points, pivot and radius; lot.cpp
-- for steps; the creature's own file for the rest).
local families = require("creatures.stats.families")

return {
  -- tomb3 tiger.cpp: TR2's tiger with 24 hit points and blows of 90. It
  -- tests `bite` (level) where TR2's tests `ahead`; ours tests ahead.
  tiger = families.tiger({ hit_points = 24, damage = 90 }),
  -- tomb3 dog.cpp: the family's routine, bites of 50 and 12; no getting-up
  -- start.
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 50, snap = 12,
    death_anims = { 20, 21, 22, 20 },
  }),
}
