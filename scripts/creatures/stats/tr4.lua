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
  -- The skeleton (TOMB4 skeleton.cpp, setup.cpp; state names TombEngine's
  -- tr4_skeleton.cpp): 15 hit points (25 once knocked over), undead.
  skeleton = {
    hit_points = 15, radius = 128, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { rise = 0, wait = 1, stop = 2, look_left = 3, look_right = 4, dodge_left = 5,
               dodge_right = 6, shield = 7, attack_1 = 8, attack_2 = 9, attack_3 = 10,
               stuck = 11, recoil_front = 12, recoil_back = 13, stand_up = 14, walk = 15,
               run = 16, shield_hit = 17, walk_attack = 18, jump_left = 19, jump_right = 20,
               fall = 23, drop = 24, lying = 25 },
    -- The original's animations of the states it is put in at once.
    anims = { rise = 0, recoil_front = 17, jump_left = 34, jump_right = 37, lying = 46,
              recoil_back = 33, drop = 47 },
    -- OCB 0 rises from the floor (dust for its first 32 frames, 48 above
    -- the floor), 1 and 2 leap out right and left, 3 lies (and runs
    -- untriggered) ready to get up.
    starts = { [0] = { state = "rise" }, [1] = { state = "jump_right" },
               [2] = { state = "jump_left" }, [3] = { state = "lying", awake = true } },
    rise_dust_frames = 32, rise_dust_height = 48,
    -- Degrees a tick: standing (0 bored) and strolling, walking, running,
    -- turning into a swing.
    turn = { stop = 2, walk = 6, run = 7, attack = 6 },
    -- Swings within 682 (walking within a sector); runs beyond two
    -- sectors; the shotgun knocks it over within 3584.
    range = { attack = 682, close = 1024, far = 2048, knock = 3584 },
    -- One roll in n a tick: rest at a stop (32), idle or stroll (64), wait
    -- (16), raise the shield at a gun other than the shotgun (16), lower it
    -- (128), the third swing (4), the sword stuck (64), get up (32).
    one_in = { rest = 32, idle = 64, wake = 16, shield_anyway = 16, lower_shield = 128,
               thrust = 4, stuck = 64, stand_up = 32 },
    -- A swing lands after frame 15 (80, meshes 15 and 16 touching).
    strike = { from = 16, damage = 80, touch = 0x18000 },
    bite = { mesh = 16, x = 180, y = 0, z = 0 },
    shield = { against = "shotgun" }, knocked_by = { shotgun = true },
    -- Shot from beyond 67.5° either side it is thrown on its face.
    knock_front_arc = 12288,
    -- Knocked over it lies at least 20 frames; a floor a sector below
    -- drops it into the pit.
    down_from = 20, down_hit_points = 25, pit_depth = 1024,
  },
  -- The mummy (TOMB4 mummy.cpp, setup.cpp): 15 hit points, undead.
  mummy = {
    hit_points = 15, radius = 170, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { crossed = 0, stop = 1, walk = 2, arms_out = 3, grab = 4, stagger = 5,
               stagger_walking = 6, thrown = 7, lying = 8, rise = 9, swipe = 10 },
    anims = { crossed = 19, lying = 12, thrown = 10, stagger = 3, stagger_walking = 20 },
    -- Placed with this OCB it lies on the floor.
    lying_ocb = 2,
    turn = { walk = 7 },
    -- Wakes within a sector; swipes within 512 from a stop, grabs within
    -- 682 walking with its arms out (within 3072); stands beyond 7168;
    -- shot within 3072 it reels.
    range = { wake = 1024, swipe = 512, grab = 682, arms_out = 3072, far = 7168, shaken = 3072 },
    -- One roll in n: a heavy gun throws it down (4), another staggers it
    -- (8); lying, it gets up (128 a tick).
    one_in = { thrown = 4, stagger = 8, wake = 128 },
    knocked_by = { shotgun = true, grenade = true, revolver = true },
    -- A hand lands 100 after frame 13 and before 22 (meshes 11 and 14).
    strike = { from = 14, to = 21, damage = 100, touch = 0x4800 },
    bite = { mesh = 11, x = 0, y = 0, z = 0 },
  },
}
