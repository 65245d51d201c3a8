-- Tomb Raider 3's creatures in numbers (units as in tr1.lua). Sources: the
-- tomb3 decompilation (setup.cpp for hit points, pivot and radius; lot.cpp
-- for steps; the creature's own file for the rest).
local families = require("creatures.stats.families")

--- TR3's tiger: where a level has it, monkeys leave Lara be until hurt.
local TIGER = 28

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
  -- tomb3 monkey.cpp / setup.cpp / lot.cpp. It starts sitting (animation
  -- 2). Turns: 7° a tick walking, 11° running. Strikes within a third of
  -- a sector (low 40, high 40), leaps within two thirds (50), rolls at
  -- it within one; bored, a walk ends in a sit on a 256 roll. Its hands
  -- (touch 0x2400) strike; the bite point is on mesh 13; bone 7 (mesh 8)
  -- turns the head. The original climbs four clicks and drops four
  -- (zone 3) with vault animations of its own; without them it keeps
  -- TR3's default one click up and two down.
  monkey = {
    hit_points = 8, radius = 102, pivot = 0, zone = "ground", step = 256, drop = 512,
    head_mesh = 8, violent = true, start_anim = 2, friendly_where = TIGER,
    turn = { walk = 7, run = 11 },
    range = { bite = 341, jump = 682, roll = 1024 },
    damage = { low = 40, high = 40, jump = 50 },
    chance = { sit = 256 }, touch = 0x2400,
    bite = { mesh = 13, x = 10, y = 10, z = 11 },
  },
  -- The big gun's rocket (tomb3 lara1gun.cpp ControlRocket with
  -- item_flags[0] = 1): it leaves at 16 and gains a quarter plus 4 a tick
  -- up to 512; whatever it meets, its blast hurts every living body
  -- within two sectors by 60 (30 << 1) as a hit from the gunner.
  big_gun_rocket = {
    speed = 16, accel = 4, max_speed = 512, damage = 60, blast = 2048, reach = 0,
    spread = 0, life = 300, hurts = "bodies", blast_effect = "EXPLOSION",
  },
}
