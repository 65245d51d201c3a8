-- Tomb Raider 4's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB4 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local with = families.with

local tr4 = {
  -- TOMB4 dog.cpp / setup.cpp. The spec's 18 hit points, radius 256 and
  -- pivot 50 are TombEngine's; TOMB4 sets 16, 341 and 300.
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
}

-- TR4's people (creatures/shooter.lua, missile.lua). Sources: TOMB4
-- setup.cpp (hit points, radius, pivot), sas.cpp, troops.cpp, people.cpp
-- (they shoot by TR3's rule, ai/shoot.lua), lara1gun.cpp (the grenade in
-- flight); sound ids from TOMB4 sound.h. Ranges are distances (the sources
-- compare squares), turns degrees a tick, chances out of 32768.

--- TOMB4 sound.h: SFX_EXPLOSION1, SFX_EXPLOSION2.
local EXPLOSION1, EXPLOSION2 = 105, 106
--- TOMB4 objects.h: the troops' own type (they spare each other) and the
--- grenade.
local TROOPS, GRENADE = 59, 365

--- The SAS and the troops: TR3's machine-gunners' numbering (stop 1, walk
--- 2, run 3, wait 4, shoots 5, 6 and 11, death 7, aims 8, 9 and 10;
--- families.GUNNER_STATES), the gun on mesh 7 (0, 300, 64), the head on
--- mesh 8; 40 hit points, radius 102, pivot 50. Bored they stand; seeing
--- Lara within three sectors they stand to shoot, beyond in her zone they
--- walk on shooting; chasing they run beyond two sectors. A shot every
--- sixth tick while they shoot (the countdown from 5). They play the
--- death animation 19 and start standing (animation 12). `own`: damage,
--- the stances, and the rest.
local function soldier(own)
  return with({
    hit_points = 40, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = false, drops = {}, head_mesh = 8, death_anim = 19, start_anim = 12,
    states = families.GUNNER_STATES, bored_stands = true, lean = 2,
    turn = { walk = 5, run = 10 }, range = { run = 2048, stand = 3072, walk_shot = 3072 },
    walk_shot = { "aim_2" }, wait_shot = "shoot_1", run_sees = "walk",
    guns = { gun = { mesh = 7, x = 0, y = 300, z = 64 } }, every = 6,
    -- Holding still for its orders (ai/orders.lua): the stop, which the
    -- walk and the run change to.
    rest = { state = 1 },
  }, own)
end

local people = {
  -- The SAS (TOMB4 sas.cpp): from a stop it aims on the sights (one in
  -- two), holds the gun at the hip (one in four) or kneels (one in four);
  -- from the hip aim it fires a burst or, one time in two, readies a
  -- grenade (15) and throws it on frame 20 of the throw (16), again while
  -- it sees her. 15 a bullet. Kneeling, its shot ends in the kneel's stop
  -- (14). Flash-blinded (17) it never is: Lara has no flash grenade yet.
  sas = soldier({
    damage = 15,
    states = with(families.GUNNER_STATES, { kneel_aim = 12, kneel_shot = 13, kneel_stop = 14,
                                            grenade_aim = 15, grenade_throw = 16, blind = 17 }),
    stand = { { "aim_1", 0x4000 }, { "aim_3", 0x6000 }, { "kneel_aim" } },
    aims = { aim_1 = { shot = "shoot_1", back = "stop" },
             aim_3 = { shot = { { "shoot_3", 0x4000 }, { "grenade_aim" } }, back = "stop" },
             kneel_aim = { shot = "kneel_shot", back = "stop" },
             aim_2 = { shot = "shoot_2", back = "walk" } },
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              kneel_shot = { back = "kneel_stop" },
              shoot_2 = { back = "walk", walking = true },
              grenade_throw = { frames = { 20 }, missile = "sas_grenade", back = "stop",
                                again = "grenade_aim" } },
    -- Readying a grenade (15) and the kneel's stop (14) decide nothing:
    -- their animations lead on to the throw and to the stop.
  }),
  -- The SAS's grenade (TOMB4 sas.cpp SasFireGrenade, lara1gun.cpp
  -- ControlGrenade): it leaves at 128 along the ground, rising as aimed
  -- (beyond three sectors aimed higher by the distance less 1024; at a
  -- Lara standing still off by up to 256 each way), falls by 3 a tick (in
  -- water its fall eases to 5 and it loses a quarter of its speed a tick),
  -- bounces, and bursts after 120 ticks or on a body it meets after its
  -- first two: Lara within two sectors of the burst loses 50 and catches
  -- fire when that leaves her at 50 or less. TOMB4 makes one grenade in four
  -- a "super" one that throws three burning fragments after its burst;
  -- these are not flown here.
  sas_grenade = {
    type = GRENADE, speed = 128, gravity = 3, water = { fall = 5, drag = 4 }, bounce = true,
    fuse = 120, armed = 2, blast = 2048, damage = 50, ignites_below = 50,
    spread = 0, still_spread = 256, lob = { beyond = 3072, less = 1024 },
    blast_effect = "EXPLOSION", blast_sound = EXPLOSION1, blast_sound_2 = EXPLOSION2,
    trail = "SMOKE",
  },
  -- The wounded soldiers SAS_DYING and SAS_CAPTAIN (TOMB4 sas.cpp
  -- InitialiseInjuredSas, InjuredSasControl; creatures/fidget.lua): with
  -- an OCB it lies (animation 0, state 1) and now and then stirs (2, one
  -- tick in 128) or groans (3, one in 256); without one it sits (animation
  -- 3, state 4) and now and then shifts (5, one tick in 128).
  wounded_sas = {
    starts = { ocb = { anim = 0, state = 1 }, plain = { anim = 3, state = 4 } },
    fidgets = { [1] = { { goal = 2, one_in = 128 }, { goal = 3, one_in = 256 } },
                [4] = { { goal = 5, one_in = 128 } } },
  },
  -- The troops (TOMB4 troops.cpp): the SAS without the kneel or the
  -- grenade, 23 a bullet; from a stop the sights or the hip one in two.
  -- They fight every other creature (but their fellows) and leave Lara be
  -- until she hurts them. TOMB4's troop with OCB 1 starts held in the big
  -- scorpion's claws (16) and dies there when the scorpion's kill
  -- animation plays; that pairing waits for the scorpion.
  troops = soldier({
    damage = 23,
    stand = { { "aim_1", 0x4000 }, { "aim_3" } },
    aims = { aim_1 = { shot = "shoot_1", back = "stop" }, aim_3 = { shot = "shoot_3", back = "stop" },
             aim_2 = { shot = "shoot_2", back = "walk" } },
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              shoot_2 = { back = "walk", walking = true } },
    rivals = "all", allies = { TROOPS }, spares_lara = true,
  }),
}
for name, st in pairs(people) do
  assert(tr4[name] == nil, "creatures/stats/tr4.lua: " .. name .. " twice")
  tr4[name] = st
end

-- TR4's baddies (creatures/baddy.lua). Sources: TOMB4 setup.cpp (hit
-- points, radius, pivot, BADDY_1 playing BADDY_2's animations where both
-- are loaded), raghead.cpp (the rest), lot.cpp (they step and drop four
-- clicks: the human zone), box.cpp CreatureVault (the climbs). Distances
-- as distances (the source compares squares); turns degrees a tick.

--- TOMB4 objects.h: BADDY_2, the pickups a baddy picks up, MESHSWAP2/3.
local BADDY_2, UZI_AMMO_ITEM, SMALLMEDI_ITEM = 43, 352, 369
local MESHSWAP2, MESHSWAP3 = 418, 419

--- What both baddies share; `own` gives hit points, the weapon they start
--- with and how they show what they hold.
local function baddy(own)
  return with({
    radius = 102, pivot = 50, zone = "jump", step = 1024, drop = 1024, violent = true,
    head_mesh = 8,
    states = { stop = 0, walk = 1, run = 2, dodge_start = 4, dodge = 8, dodge_end = 9,
               draw_uzi = 10, put_away_uzi = 11, draw_sword = 12, sheathe_sword = 13,
               uzi_fire = 14, lunge = 15, hack = 16, slash = 17, roll_left = 23,
               jump_right = 24, crouch = 25, crouched = 26, pick_up = 27, stand_up = 28,
               walk_swing = 29, uzi_aim = 31, death = 32, climb_4 = 39, climb_3 = 40,
               climb_2 = 41, drop_4 = 42, drop_3 = 43 },
    -- Its fall when killed standing (animation 45, state 32).
    death_anim = 45,
    -- Walking 7° a tick (1274), running 11° (2002).
    turn = { walk = 7, run = 11 },
    -- A sword's reach 682 (0x718E4 squared); a lunge from 512 (0x40000),
    -- the cuts closer; a swing as it walks within a sector (0x100000); it
    -- runs beyond a sector and stops running within 618 (0x5C0A4); it
    -- crouches for a pickup within 512.
    range = { sword = 682, close = 512, walk_swing = 1024, run = 1024, run_stop = 618,
              pick_up = 512 },
    -- 15 a bullet; 120 a blade that lands (once a swing, on frames 14-20,
    -- when meshes 14-16 touch: 0x1C000).
    damage = { bullet = 15, sword = 120 },
    gun = { mesh = 11, x = 0, y = -16, z = 200 },
    blade = { mesh = 15, x = 0, y = 0, z = 0, frames = { 14, 20 }, touch = 0x1C000 },
    -- A burst: a shot on each even frame below 13.
    burst = { every = 2, below = 13 },
    -- A clip holds 24 rounds.
    clip = 24,
    -- Frames on which the hands change (raghead.cpp states 10-13).
    change_frames = { draw_uzi = 21, put_away_uzi = 20, draw_sword = 12, sheathe_sword = 22 },
    pick_up_frame = 9,
    pickups = { [SMALLMEDI_ITEM] = "health", [UZI_AMMO_ITEM] = "rounds" },
    -- Lara aiming at it from within 56.25° (0x2800) ahead and beyond 942:
    -- it probes 942 away at 45° (0x2000) and 78.75° (0x3800) each side; a
    -- wall (a floor more than 512 above it) ahead on a side and level floor
    -- (within 256) beside it there send it rolling left or leaping right.
    dodge = { aimed_within = 0x2800, reach = 942, wall_turn = 0x2000, side_turn = 0x3800,
              wall_height = 512, level = 256 },
    -- The OCB's last three digits pick its start (the thousands are a group
    -- number); 10-19 as 0-9 with a second clip.
    ocb_group = 1000, extra_clip_ocb = { 10, 19 },
    starts = { plain = { anim = 18, state = 0 }, [1] = { anim = 47, state = 24 },
               [2] = { anim = 24, state = 23 }, [3] = { anim = 29, state = 26 },
               [4] = { anim = 62, state = 39 } },
    -- The climbs (box.cpp CreatureVault): a rise over 384, 640 or 896 is a
    -- climb of two, three or four clicks, a drop over 896 a jump down four;
    -- nothing beyond 1152. Set back 260 inside the sector it left.
    vault = { inset = 260, beyond = 1152,
              up = { { 896, "climb_4" }, { 640, "climb_3" }, { 384, "climb_2" } },
              down = { { 896, "drop_4" } },
              anims = { climb_4 = 62, climb_3 = 63, climb_2 = 64, drop_4 = 65, drop_3 = 66 } },
    -- Holding still for its orders (ai/orders.lua): the stop.
    rest = { state = 0 },
  }, own)
end

local baddies = {
  -- BADDY_1: 25 hit points, an uzi in hand and one clip; it wears
  -- MESHSWAP3's meshes (masks from raghead.cpp: the uzi 0x7FC010, the
  -- sword 0x7E0880, empty hands 0x7FC800). It plays BADDY_2's moves where
  -- the level has them.
  baddy_1 = baddy({
    hit_points = 25, rounds = 24, start_hands = "uzi", meshswap = MESHSWAP3,
    hands = { uzi = 0x7FC010, sword = 0x7E0880, empty = 0x7FC800 },
    anims_of_loaded = BADDY_2,
  }),
  -- BADDY_2: 35 hit points, a sword in hand and no rounds; MESHSWAP2's
  -- meshes (its sword 0x880). Sword in hand, with Lara aiming at it from
  -- ahead beyond a sword's reach, it dodges (4, 8, 9).
  baddy_2 = baddy({
    hit_points = 35, rounds = 0, start_hands = "sword", meshswap = MESHSWAP2,
    hands = { uzi = 0x7FC010, sword = 0x880, empty = 0x7FC800 },
    dodges_aim = true,
  }),
}
for name, st in pairs(baddies) do
  assert(tr4[name] == nil, "creatures/stats/tr4.lua: " .. name .. " twice")
  tr4[name] = st
end

-- TR4's Knights Templar (creatures/templar.lua; TOMB4 setup.cpp, templar.cpp).
tr4.templar = {
  -- 15 hit points, always whole again; radius 128, pivot 50; a walker of
  -- one click (lot.cpp: the basic zone).
  hit_points = 15, radius = 128, pivot = 50, zone = "ground", step = 256, drop = 512,
  violent = true, head_mesh = 8,
  -- Stop 1, walk 2, blows 3-5, guard 6 and its reactions to a hit 7 and 8.
  -- There is no death (state 0 serves the library's bookkeeping: he never
  -- reaches it).
  states = { stop = 1, walk = 2, blow_1 = 3, blow_2 = 4, blow_3 = 5, guard = 6,
             guard_hit_1 = 7, guard_hit_2 = 8, death = 0 },
  start_anim = 2,
  -- Mesh 11 (the broken blade) is hidden from the start (mesh bits less 0x800).
  hidden_mesh_bits = 0xFFFFF7FF,
  -- Turns: 2° a tick standing (364), 7° walking (1274), 1° in a blow or on
  -- guard (182).
  turn = { stop = 2, walk = 7, blow = 1 },
  -- His sword's reach 682 (0x718E4 squared); he guards beyond it.
  range = { sword = 682, guard = 682 },
  -- 120 a blow, landing once on frames 43-50 of it when meshes 10-11
  -- (0xC00) touch.
  damage = 120,
  blade = { mesh = 11, x = 0, y = 0, z = 0, frames = { 43, 50 }, touch = 0xC00 },
  -- Sparks at (0, 48, 448) on mesh 10 in his animations 0, 1, 11 and 12.
  sparks = { mesh = 10, x = 0, y = 48, z = 448, count = 2,
             anims = { [0] = true, [1] = true, [11] = true, [12] = true } },
  rest = { state = 1 },
}

-- TR4's leaders (creatures/follower.lua; TOMB4 setup.cpp, guide.cpp,
-- voncroy.cpp, lot.cpp). Neither can be hurt: TOMB4 gives the guide no
-- hit points to aim at and Von Croy is undead; both keep a token 15 here
-- (the library counts a creature at 0 as dead). Distances as distances
-- (the sources compare squares); turns degrees a tick.
local function leader(own)
  return with({
    hit_points = 15, radius = 128, pivot = 0, violent = false, head_mesh = 21,
    first_marker = 0, rest = { state = 1 },
    states = { stop = 1, walk = 2, run = 3, death = 0 },
  }, own)
end
local leaders = {
  -- The guide: a one-click walker (the basic zone); stands (animation 4,
  -- state 1); walks at 7° (1274), runs at 11° (2002) beyond four sectors
  -- (0x1000000), back to a walk within two (0x400000).
  guide = leader({
    zone = "ground", step = 256, drop = 512, start = { anim = 4, state = 1 },
    turn = { walk = 7, run = 11 }, range = { run = 4096, walk = 2048, arrived = 128 },
  }),
  -- Von Croy: climbs and drops four clicks (the human zone); starts in his
  -- animation 11 (state 6); walks at 6° (1092), runs at 8° (1456) beyond
  -- three sectors (0x900000), walks within 640 (0x64000).
  von_croy = leader({
    zone = "jump", step = 1024, drop = 1024, start = { anim = 11, state = 6 },
    turn = { walk = 6, run = 8 }, range = { run = 3072, walk = 640, arrived = 128 },
  }),
}
for name, st in pairs(leaders) do
  assert(tr4[name] == nil, "creatures/stats/tr4.lua: " .. name .. " twice")
  tr4[name] = st
end

-- Jean-Yves (creatures/jean_yves.lua; TOMB4 jean.cpp): rows of four idle
-- animations (states 1-4, 5-8, …; a row's animation i carries state i + 1),
-- one row per stage of the game up to the fourth (stage 3).
tr4.jean_yves = { row = 4, row_first = 1, last_row = 3 }

return tr4
