-- Tomb Raider 4's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB4 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local with = families.with

local tr3 = require("creatures.stats.tr3")

--- TR4's flyers and swimmers move in the fly zone (TOMB4 lot.cpp: step
--- and drop ±20480, 16 a tick up or down).
local FLY_LIMIT, FLY_SPEED = 20480, 16
--- A dead swimmer rises this much a tick (TOMB4 box.cpp CreatureFloat).
local FLOAT_SPEED = 32
--- Type ids the animals fight or spare (objects/tr45/names_tr4.lua).
local SCORPION, WILD_BOAR = 55, 73

local tr4 = {
  -- TOMB4 dog.cpp / setup.cpp: 16 hit points, radius 341 and pivot 300
  -- (18, 256 and 50 are TombEngine's figures).
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
  -- The skeleton (TOMB4 skeleton.cpp, setup.cpp; state names TombEngine's
  -- tr4_skeleton.cpp): 15 hit points (25 once knocked over), undead.
  skeleton = {
    hit_points = 15, radius = 128, pivot = 50, zone = "skeleton", step = 256, drop = 512,
    -- Its search crosses gaps in the skeleton zone (lot.cpp can_jump, SKELLY_ZONE).
    can_jump = true,
    violent = true,
    states = { rise = 0, wait = 1, stop = 2, look_left = 3, look_right = 4, dodge_left = 5,
               dodge_right = 6, shield = 7, attack_1 = 8, attack_2 = 9, attack_3 = 10,
               stuck = 11, recoil_front = 12, recoil_back = 13, stand_up = 14, walk = 15,
               run = 16, shield_hit = 17, walk_attack = 18, jump_left = 19, jump_right = 20,
               jump = 21, long_jump = 22, fall = 23, drop = 24, lying = 25 },
    -- Gaps (ai/leap.lua): floors probed 870 apart ahead; a jump starts in
    -- animation 40 (state 21), a long one going on to 22.
    leap = { reach = 870, anim = 40 },
    -- Aimed at by Lara from within 56.25° (0x2800) ahead, her squared
    -- distance over 870 (the source compares the square): it probes 870
    -- away at 45° (0x2000) and 78.75° (0x3800) each side; a wall (a floor
    -- more than 512 above it) ahead on a side and level floor (within 256)
    -- beside it send it leaping aside, left (19) or right (20).
    dodge = { aimed_within = 0x2800, beyond_sq = 870, reach = 870, wall_turn = 0x2000,
              side_turn = 0x3800, wall_height = 512, level = 256 },
    -- The original's animations of the states it is put in at once; `land`
    -- is the jump's landing part (state 21), `fall` the fall (23).
    anims = { rise = 0, recoil_front = 17, jump_left = 34, jump_right = 37, lying = 46,
              recoil_back = 33, drop = 47, land = 43, fall = 44 },
    -- It falls where the floor lies more than this under it: landing a
    -- jump (1280), running on over a gap without its sword arm (1024).
    falls = { jump = 1280, run = 1024 },
    -- setup.cpp `explodable_meshbits` 0xA00: its sword arm (mesh 9: without
    -- it, it flees) and its shield (mesh 11) may be knocked off; a
    -- crossbow bolt that does not burst does only that (lara1gun.cpp
    -- CrossbowHitSwitchType78), with SFX_HIT_ROCK (347).
    meshes = { arm = 9, shield = 11 },
    shell_shatters = { meshes = { 9, 11 }, sound = 347 },
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
    -- (128), the shield knocked off by a shotgun blast on it (4), the third
    -- swing (4), the sword stuck (64), get up (32).
    one_in = { rest = 32, idle = 64, wake = 16, shield_anyway = 16, lower_shield = 128,
               shield_lost = 4, thrust = 4, stuck = 64, stand_up = 32 },
    -- A swing lands after frame 15 (80, meshes 15 and 16 touching); from
    -- then on, a stopper sector under joint 16 loses its shatterable
    -- statics (skeleton.cpp, states 8, 9 and 18).
    strike = { from = 16, damage = 80, touch = 0x18000, shatters = 16 },
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
--- Adds a group of creatures' numbers to the table, each name once.
local function add(group)
  for name, st in pairs(group) do
    assert(tr4[name] == nil, "creatures/stats/tr4.lua: " .. name .. " twice")
    tr4[name] = st
  end
end
add(people)

-- TR4's animals.
local animals = {
  -- TOMB4 croc.cpp / setup.cpp: one crocodile on land and in the water.
  -- It walks when its target is ahead within a sector (runs again past a
  -- sector and a half), bites (mesh 9, 120, once a bite, on touch of
  -- meshes 8 and 9) from a stop within three quarters of one, and swims
  -- (fly zone) through water ahead a click under the surface; dry floor
  -- ahead brings it out walking. It turns 3° a tick every way it moves.
  -- Killed in the water it floats up (animation 16), on land it dies
  -- where it stands (animation 11).
  crocodile = {
    hit_points = 36, radius = 409, pivot = 300, zone = "ground", step = 256, drop = 256,
    violent = true, below_surface = 256, float_speed = FLOAT_SPEED,
    water = { zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = FLY_SPEED },
    states = { stop = 1, run = 2, walk = 3, attack = 5, death = 7, swim = 8, swim_attack = 9,
               swim_death = 10 },
    anims = { swim = 12, death = 11, swim_death = 16 },
    turn = { walk = 3, run = 3, swim = 3 },
    range = { bite = 768, walk = 1024, run = 1536 },
    -- How far ahead it looks for water or dry floor: swimming, walking.
    look = { swim = 1024, walk = 512 },
    damage = { bite = 120 }, touch = 0x300, bite = { mesh = 9, x = 0, y = -100, z = 500 },
  },
  -- TOMB4 bat.cpp: hangs (state 6, animation 5) until its target is
  -- within five sectors or it is hurt, takes off (1), bites once on touch
  -- (2, mesh 4) and flees until back within a quarter sector of its target
  -- or a 1-in-64 roll turns it. 20° a tick. Killed it falls (4) and dies
  -- below (5).
  bat = {
    hit_points = 5, radius = 102, pivot = 10, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = FLY_SPEED, violent = false,
    states = { take_off = 1, fly = 2, attack = 3, fall = 4, death = 5, hang = 6 },
    fall_anim = 3, bites_once = true, starts_hanging = true,
    turn = { always = 20 },
    range = { wake = 5120, regroup = 256 }, chance = { regroup = 512 },
    damage = { bite = 2 },
    bite = { mesh = 4, x = 0, y = 16, z = 45 },
  },
  -- TOMB4 scorpion.cpp / setup.cpp: the big scorpion. Within a third of a
  -- sector less than a sector and a half (1365) it stops and strikes,
  -- pincers or sting on a coin's toss (pincers for a rival nearly dead),
  -- turning up to 2° a tick at its target; further off it walks (2°) and
  -- runs (3°). A blow lands once a strike: 120 on touch of its claws or
  -- sting (the sting poisons, 2048), 15 to a rival within range. It goes
  -- for the nearest other creature (troops) and for Lara only when none
  -- is about or she has hurt it.
  scorpion = {
    hit_points = 80, radius = 512, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true, rivals = "all", allies = { SCORPION }, lara_last = true,
    states = { stop = 1, walk = 2, run = 3, pincers = 4, sting = 5, death = 6 },
    death_anim = 5,
    turn = { walk = 2, run = 3, strike = 2 },
    range = { stop = 1365, run = 1365 },
    damage = { pincers = 120, sting = 120, rival = 15 }, poison = { sting = 2048 },
    -- A rival this weak gets the pincers.
    weak_rival = 15,
    touch = 0x1B00100, bite = { mesh = 8, x = 0, y = 0, z = 0 },
    pincer = { mesh = 23, x = 0, y = 0, z = 0 },
  },
  -- TOMB4 scorpion.cpp (SmlscorpControl) / setup.cpp: the small one goes
  -- for Lara only; it runs right up to her (a third of a sector: the
  -- original's walk and run test 340, its stop 1365), turning 6° walking,
  -- 8° running and striking; a blow lands only in frames 21–31 of a
  -- strike, 20 (the sting poisons, 512).
  small_scorpion = {
    hit_points = 8, radius = 128, pivot = 20, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { stop = 1, walk = 2, run = 3, pincers = 4, sting = 5, death = 6 },
    death_anim = 5,
    turn = { walk = 6, run = 8, strike = 6 },
    range = { stop = 1365, run = 340 },
    damage = { pincers = 20, sting = 20 }, poison = { sting = 512 }, frames = { 21, 31 },
    weak_rival = 2,
    touch = 0x1B00100, bite = { mesh = 8, x = 0, y = 0, z = 0 },
    pincer = { mesh = 23, x = 0, y = 0, z = 0 },
  },
  -- TOMB4 wildboar.cpp / setup.cpp: stands (1) or grazes (3, in and out
  -- of it on 1-in-128 rolls) until its target is ahead, then charges (2:
  -- 6° a tick beyond two sectors, 3° within), strikes once within a
  -- quarter sector (4: 30 to Lara) and runs off until two sectors away.
  -- It goes for the nearest creature other than a boar when that is nearer
  -- than Lara.
  wild_boar = {
    hit_points = 40, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true, rivals = "all", allies = { WILD_BOAR },
    states = { stop = 1, run = 2, graze = 3, attack = 4, death = 5 },
    death_anim = 5,
    turn = { far = 6, near = 3 },
    range = { strike = 256, calm = 2048 }, chance = { graze = 256 },
    damage = { strike = 30 }, bite = { mesh = 14, x = 0, y = 0, z = 0 },
  },
  -- TOMB4 hammerhead.cpp / setup.cpp: swims a body's radius under the
  -- surface; from its start (0) slowly (1, 7° a tick), fast beyond a
  -- sector, biting (3: 120 once, on touch of meshes 10, 12 and 13) within
  -- two thirds of one. Killed it floats up (animation 4).
  hammerhead = {
    hit_points = 45, radius = 341, pivot = 300, zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT,
    fly = FLY_SPEED, violent = true, below_surface = 341, float_speed = FLOAT_SPEED,
    pace = "hammerhead",
    states = { stop = 0, swim_slow = 1, swim_fast = 2, bite = 3, death = 5 },
    start_anim = 8, death_anim = 4,
    turn = { swim_slow = 7, swim_fast = 7 },
    range = { bite = 682, fast = 1024 },
    damage = { bite = 120 }, touch = 0x3400, bite = { mesh = 12, x = 0, y = 0, z = 0 },
  },
  -- TOMB4 scarab.cpp (ScarabControl) / setup.cpp: the big beetle plays as
  -- TR3's Tinnos wasp (creatures/wasp.lua, the same routine's numbers:
  -- rousing within three sectors, landing 51 a tick, rolls 384 and 128),
  -- turning 7° in the air, biting within a quarter sector (50, once, on
  -- touch of meshes 5 and 6); after a bite it flies off until three
  -- sectors away, hit, or a 1-in-128 roll.
  big_beetle = families.with(tr3.tinnos_wasp, {
    hit_points = 30, radius = 204, pivot = 50,
    states = { wait = 1, takeoff = 2, move = 3, attack = 4, land = 5, fall = 6, death = 8,
               hover = 9 },
    start_anim = 3, death_anim = 5,
    turn = { air = 7, ground = 1 }, range = { sting = 256, rouse = 3072 },
    flees_after_sting = { range = 3072, chance = 256 },
    damage = { sting = 50 }, touch = 0x60, bite = { mesh = 12, x = 0, y = 0, z = 0 },
  }),
  -- TOMB4 baboon.cpp / setup.cpp: the three baboons share one routine
  -- and the normal one's animations. Sitting it idles (7, 8) on rolls,
  -- bored it wanders; it walks at 7° a tick and runs at 11°; from a stop
  -- it strikes within a third of a sector (12 low, 13 high when the target
  -- is above it), swipes within two thirds (14) and leaps within one (9):
  -- 70 a strike, once, on touch of meshes 4 and 7. Dead, it bursts in a
  -- red flash (FlashFade 255, 64, 0 over 32 ticks) a click above its feet
  -- and waits at its start for its trigger.
  baboon = {
    hit_points = 30, radius = 256, pivot = 200, zone = "ground", step = 256, drop = 512,
    violent = true, head_mesh = 4,
    states = { walk = 2, stop = 3, run = 4, sit = 6, sit_scratch = 7, sit_eat = 8, leap = 9,
               idle = 10, death = 11, strike_low = 12, strike_high = 13, swipe = 14,
               operate = 21 },
    sit_idles = { { "sit_scratch", 1 }, { "sit_eat", 1 } },
    stand_idles = { { "idle", 1 }, { "leap", 1 } },
    turn = { walk = 7, run = 11 },
    range = { close = 341, swipe = 682, leap = 1024 },
    -- Bored: wander one time in 4, else idle on 3 rolls in 4 (sitting);
    -- sit down from a walk on a roll below `sit`.
    one_in = { wander = 4, idle = 4 }, chance = { sit = 256 },
    damage = { strike = 70 }, touch = 0x90, bite = { mesh = 4, x = 10, y = 10, z = 11 },
    burst_height = 128, flash = { r = 255, g = 64, b = 0, radius = 2048, ticks = 32 },
    -- At the AI object it was sent to, within 682 (465124 squared) and a
    -- click level (256), it works the switch there (animation 31, state
    -- 21); at its frame 212 the triggers 1024 towards +z go off.
    operate = { anim = 31, within = 682, level = 256, frame = 212, trigger_dz = 1024 },
  },
}
add(animals)

-- The normal baboon (67) leaves Lara be until she hurts it (TOMB4: its
-- target is Lara only once hurt_by_lara); the other two go for her.
tr4.baboon_normal = families.with(tr4.baboon, { rivals = {}, spares_lara = true })

-- TOMB4 croc.cpp (TriggerLocust, UpdateLocusts, the emitter in the slot
-- the source calls FISH): the locust swarm (creatures/swarm.lua, "fly").
-- A pool of 64 drawn with AHMET_MIP's meshes 0, 2, 4, 6; each lives 20 ×
-- (15–22) ticks, starts at 16–47 a tick backwards from the emitter's
-- heading (±1024 yaw, ±512 pitch), aims at a point 128–767 above her feet
-- and ±512 about her (a new one one tick in 8), eases its speed by 1 a
-- tick to a share (1/8) of its distance within 48–128, turns an eighth of
-- the way at most 128 × its speed a tick, and flies straight its last 90.
-- 3 a nip inside three quarters of her box (two blood drops); the swarm
-- breaks off one in 8 a tick while she burns or is dead. SFX_LOCUSTS_LOOP
-- (120) at the nearest. The emitter stands half a sector ahead of where
-- it is placed.
tr4.locusts = {
  kind = "fly", pool = 64, nudge = 512, looks = { type = 103, frames = { 0, 2, 4, 6 } },
  life = { step = 20, min = 15, rolls = 8 }, straight = 90,
  speed = { min = 16, rolls = 32, per = 8, low = 48, high = 128 },
  spread = { yaw = 2048, pitch = 1024 },
  aim = { height_first = 512, height_min = 128, height_rolls = 640, offset_rolls = 128,
          offset_step = 8 },
  ease = 8, turn_per_speed = 128, one_in = { retarget = 8, break_off = 8 },
  nip_scale = 0.75, damage = 3, blood = 2, sound = { id = 120, one_in = 1 },
}

-- TOMB4 scarab.cpp (TriggerScarab, UpdateScarabs, InitialiseScarabGenerator):
-- the little beetles (creatures/swarm.lua, "crawl"), a pool of 128 drawn
-- with LITTLE_BEETLE's meshes 0 and 2. The OCB holds the count below 1000
-- and flags in the thousands: 1 thrown up from above (random heading,
-- 16–47 up), 4 let out slowly (one tick in 16 until 4 coin tosses have
-- gone); placed otherwise, the emitter stands half a sector behind its
-- heading and they start within 45° of it at 1–32 a tick. They fall 6 a
-- tick faster, bite 1 a tick within 85 of her feet on every axis; once
-- landed, further than a sector off (x + z) they speed up to 24–55 and
-- run at her (a wiggle within 22.5°, else 1024 a tick), close by they
-- mill about (512 a tick) at 48 less 1/128 of their bearing off her, 64
-- less still before her lit torch (backing off), and below −16 creep at
-- 0–15. A floor more than 1280 above is a wall: they turn a quarter. One
-- falling at 500 a tick is gone; they pitch 64 × their fall.
tr4.scarabs = {
  kind = "crawl", pool = 128, nudge = -512, ocb_flags = 1000, slow_rolls = 4,
  looks = { type = 83, frames = { 0, 2 } },
  throw = { min = 16, extra = 32 }, spread = { yaw = 16384 },
  speed = { min = 1, rolls = 32, far = 24, spread = 32, close = 48, torch = 64, per_angle = 128,
            slowest = -16, idle = 16 },
  gravity = 6, reach = 85, damage = 1, near = 1024,
  turn = { aim = 4096, far = 1024, near = 512 }, wiggle = { rate = 4, wrap = 256, scale = 8 },
  wall = 1280, fatal_fall = 500, pitch_per_fall = 64, one_in = { slow = 16 },
}

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
    -- Its search crosses gaps and monkey ceilings (lot.cpp).
    can_jump = true, can_monkey = true,
    head_mesh = 8,
    states = { stop = 0, walk = 1, run = 2, dodge_start = 4, dodge = 8, dodge_end = 9,
               draw_uzi = 10, put_away_uzi = 11, draw_sword = 12, sheathe_sword = 13,
               uzi_fire = 14, lunge = 15, hack = 16, slash = 17, roll_left = 23,
               jump_right = 24, crouch = 25, crouched = 26, pick_up = 27, stand_up = 28,
               walk_swing = 29, uzi_aim = 31, death = 32, climb_4 = 39, climb_3 = 40,
               climb_2 = 41, drop_4 = 42, drop_3 = 43, jump = 33, long_jump = 38,
               monkey_start = 18, monkey_hang = 19, monkey_swing = 20, kick = 21,
               monkey_drop = 22, bars_death = 35, bars_fall = 36, bars_dead = 37 },
    -- Gaps (ai/leap.lua): floors probed 942 apart ahead; a jump starts in
    -- animation 55 (state 33), a long one going on to 38. Swinging it
    -- turns 7° a tick. No climb is tried on a move made in a jump, a
    -- swing, its death (32) or state 30, or any state from the long jump
    -- (38) on: the climbs and drops among them (raghead.cpp, the state
    -- before CreatureAnimation).
    leap = { reach = 942, anim = 55, swing_turn = 7 },
    no_vault = { states = { 20, 30, 32, 33 }, from = 38 },
    -- Its fall when killed standing (animation 45, state 32); killed on
    -- the bars it lets go in animation 59 (state 35).
    death_anim = 45, anims = { bars_death = 59 },
    -- From the bars it kicks at Lara hanging from them within 682 ahead
    -- (0x718E4 squared); its first touch drops her 192 into her up jump's
    -- fall from frame 9 of her hang drop (ANIM_STOPHANG).
    kick = { within = 682, drop = 192, frame = 9 },
    -- Walking 7° a tick (1274), running 11° (2002).
    turn = { walk = 7, run = 11 },
    -- A sword's reach 682 (0x718E4 squared); a lunge from 512 (0x40000),
    -- the cuts closer; a swing as it walks within a sector (0x100000); it
    -- runs beyond a sector and stops running within 614 (0x5C0A4); it
    -- crouches for a pickup within 512.
    range = { sword = 682, close = 512, walk_swing = 1024, run = 1024, run_stop = 614,
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
    -- Lara aiming at it from within 56.25° (0x2800) ahead, her squared
    -- distance over 942 (0x3AE: the source compares the square): it
    -- probes 942 away at 45° (0x2000) and 78.75° (0x3800) each side; a
    -- wall (a floor more than 512 above it) ahead on a side and level floor
    -- (within 256) beside it there send it rolling left or leaping right
    -- (ai/leap.lua `dodge_side`); walking, it stops for it.
    dodge = { aimed_within = 0x2800, beyond_sq = 942, reach = 942, wall_turn = 0x2000,
              side_turn = 0x3800, wall_height = 512, level = 256 },
    -- The OCB's last three digits pick its start (the thousands are a group
    -- number); 10-19 as 0-9 with a second clip.
    ocb_group = 1000, extra_clip_ocb = { 10, 19 },
    starts = { plain = { anim = 18, state = 0 }, [1] = { anim = 47, state = 24 },
               [2] = { anim = 24, state = 23 }, [3] = { anim = 29, state = 26 },
               [4] = { anim = 62, state = 39 } },
    -- The climbs (box.cpp CreatureVault): a rise of 384, 640 or 896 or
    -- more is a climb of two, three or four clicks, a drop over 896 a jump
    -- down four; nothing beyond 1152. Set back 260 inside the sector it left.
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
add(baddies)

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
  -- On the blade's frames a stopper sector under joint 11 loses its
  -- shatterable statics, then the blade lands (templar.cpp, states 3-5).
  blade = { mesh = 11, x = 0, y = 0, z = 0, frames = { 43, 50 }, touch = 0xC00, shatters = 11 },
  -- Sparks at (0, 48, 448) on mesh 10 in his animations 0, 1, 11 and 12.
  sparks = { mesh = 10, x = 0, y = 48, z = 448, count = 2,
             anims = { [0] = true, [1] = true, [11] = true, [12] = true } },
  rest = { state = 1 },
}

-- TR4's bosses and monsters (creatures/seth.lua, ahmet.lua, harpy.lua,
-- demigod.lua). Sources: TOMB4 setup.cpp (hit points, radius, pivot,
-- "undead"), seth.cpp, ahmet.cpp, harpy.cpp, demigod.cpp; the bolts'
-- flight effect2.cpp ControlEnemyMissile; state names TombEngine's. Turns
-- are degrees a tick, ranges distances (the sources compare squares).

--- TOMB4 objects.h: BUBBLES, the effect slot the bolts fly as.
local BUBBLES = 384
--- TOMB4 sound.h: SFX_LOOP_FOR_SMALL_FIRES (Ahmet burning).
local SMALL_FIRES = 150

--- A bolt (TOMB4 TriggerSethMissile, TriggerHarpyMissile,
--- TriggerDemigodMissile; ControlEnemyMissile): it leaves at 96 (plus up
--- to 31, the launch's roll left out) and speeds up by 3 a tick to 192,
--- turning an eighth of the way to 256 above Lara's feet, at most 768 a
--- tick, meanwhile; within 200 of her it bursts. The burst's ring does the
--- harm, a little every tick it passes over her (TOMB4 tomb4fx.cpp
--- UpdateShockwaves: its speed over 8, or over 4 for the demigod's type 3
--- and 4 bolts); `damage` is what the ring takes from a Lara 100 from its
--- middle. `life`: a bound of ours (the original's bolts fly until they
--- meet something; they fly straight once at top speed).
local function bolt(own)
  return with({
    type = BUBBLES, speed = 96, reach = 200, life = 300,
    homes = { accel = 3, top = 192, turn = 768, above = 256 },
    trail = "SPARKS", end_effect = "SPARKS", blast_effect = "SPARKS",
  }, own)
end

local bosses = {
  -- Seth (TOMB4 seth.cpp): undead, and more: no blow of Lara's wears him
  -- down (setup.cpp makes him undead; lara1gun.cpp spares every undead but
  -- the skeleton and the mummy from a grenade's burst). 500 hit points
  -- all the same.
  seth = {
    hit_points = 500, radius = 341, pivot = 50, zone = "skeleton", step = 256, drop = 512,
    -- Like the skeleton, his search crosses gaps (lot.cpp SETHA: can_jump).
    can_jump = true,
    violent = true, blast_proof = true,
    states = { idle = 1, walk = 2, run = 3, pounce = 4, jump = 5, soft_recoil = 6,
               hard_recoil = 7, kill = 8, kill_end = 9, recover = 10, dual_fire = 11,
               jump_fire = 12, single_fire = 13, hover = 14, hover_fire = 15,
               hover_recoil = 16 },
    -- He starts in his leap's fire (animation 4, state 12).
    start = "jump_fire",
    anims = { jump_fire = 4, soft_recoil = 11, hard_recoil = 17, hover_recoil = 25, kill_end = 14 },
    turn = { walk = 7, run = 11, face = 3 },
    -- Kill blow within a sector; dual bolts within 2560 (ahead, one in
    -- two); a pounce within 3072 within 33.75 degrees; one big bolt
    -- within four sectors within 45 degrees; runs beyond 3072; Lara a
    -- sector above him: he rises into the air. Shotgun and revolver shots
    -- within two sectors knock him back.
    range = { kill = 1024, dual = 2560, pounce = 3072, single = 4096, run = 3072,
              above = 1024, recoil = 2048 },
    arcs = { pounce = 0x1800, single = 0x2000 },
    knocked_by = { shotgun = true, revolver = true },
    -- Knocked back with the floor 870 behind him within 512 of his
    -- feet he is thrown back (7), else he staggers (6).
    behind = 870, recoil_floor = 512,
    -- The leap: probes 870 apart ahead of him; a floor more than 384 under
    -- his feet at the first or second with the third within 256 of them
    -- (or none) is a gap he leaps.
    leap = { probe = 870, gap = 384, landing = 256 },
    -- He leaps up to fire (12) under a ceiling more than 1792 above his
    -- feet with the floor 870 behind him less than a sector above them,
    -- one time in two, when he would see her from 1536 higher; the single
    -- fire wants the floor behind him no more than a click above his feet.
    ceiling_fire = { headroom = 1792, sill = 1024, rise = 1536 },
    single_sill = 256,
    -- The pounce lands 200 once (hands: meshes 13-15, 16-19); the kill
    -- blow 250 between its frames 16 and 25.
    pounce = { damage = 200, touch = 0xE000 | 0xE0000 },
    kill = { from = 16, to = 25, damage = 250, touch = 0xFFFFFFFF },
    hands = { right = { mesh = 13, x = 0, y = 220, z = 50 },
              left = { mesh = 17, x = 0, y = 220, z = 50 } },
    -- The ticks of a firing state at which a bolt leaves (counted from 1):
    -- the dual fire's right hand at 96-99 and left at 122-125; the leap's
    -- both hands every other tick of 60-74 and 112-124; the single fire's
    -- big bolt at 102. Hovering, he fires as the dual fire does.
    volleys = {
      dual_fire = { { from = 96, to = 99, hand = "right" }, { from = 122, to = 125, hand = "left" } },
      jump_fire = { { from = 60, to = 74, hand = "both", every = 2 },
                    { from = 112, to = 124, hand = "both", every = 2 } },
      single_fire = { { from = 102, to = 102, hand = "right", kind = "seth_big_bolt" } },
    },
    bolt = "seth_bolt",
    -- Hovering he keeps to her height; she near his floor (within half a
    -- sector of it), he lands.
    flight = { fly = 16, step = 256, drop = 512 }, land_within = 512,
  },
  seth_bolt = bolt({ damage = 15 }),
  -- The big bolt (type 1): 64 slower to leave, up to 256 fast, 512 a tick
  -- of turn; it sets Lara alight (its ring spares her).
  seth_big_bolt = bolt({ damage = 0, speed = 32, ignites = true,
                         homes = { accel = 3, top = 256, turn = 512, above = 256 } }),

  -- Ahmet (TOMB4 ahmet.cpp): 80 hit points, radius 341, pivot 300. A
  -- heavy body (he sets off heavy triggers where he stands). Killed he
  -- burns on his last frame (flames about him every eighth tick).
  ahmet = {
    hit_points = 80, radius = 341, pivot = 300, zone = "ground", step = 256, drop = 512,
    violent = true, heavy = true,
    states = { idle = 1, walk = 2, run = 3, swipe = 4, jump_bite = 5, jump_swipe = 6, death = 7 },
    death_anim = 10,
    turn = { walk = 5, run = 8, face = 5 },
    -- Swipes within 682 (0x718E4 is 682 squared); within 1280 and 45
    -- degrees he leaps (bite or swipe, one in two); walks within 2560
    -- ahead, runs beyond.
    range = { swipe = 682, leap = 1280, walk = 2560 }, leap_arc = 0x2000,
    -- Blows land once each after the frame named: the swipe's left claw
    -- after 7 and right after 32, the leap's bite after 11 (120), the
    -- leaping swipe's right after 14 and left after 21 (80 a claw).
    claws = { left = { touch = 0x3C000, mesh = 16 }, right = { touch = 0xF00000, mesh = 22 } },
    swipe = { { claw = "left", after = 7 }, { claw = "right", after = 32 } },
    jump_swipe = { { claw = "right", after = 14 }, { claw = "left", after = 21 } },
    claw_damage = 80,
    bite = { after = 11, damage = 120, touch = 0xC00, mesh = 11 },
    burn = { every = 8, sound = SMALL_FIRES },
    -- Raised by the scales on the middle of his start sector, his height
    -- kept to the click (InitialiseAhmet, ReTriggerAhmet).
    raise = { sector = 1024, click = 256 },
  },

  -- The harpy (TOMB4 harpy.cpp): 60 hit points, radius 409, pivot 50;
  -- flies. Hovering (1) it stings within 341 (0x1C639), swoops within two
  -- sectors, and beyond 3584 fires (one in two). The stinger lands 100
  -- once and poisons Lara (2048); a swoop scratches 10 every tick it
  -- touches her. It flies as TOMB4 lot.cpp flies it: 32 a tick up or down,
  -- no step or drop it cannot take (20 sectors).
  harpy = {
    hit_points = 60, radius = 409, pivot = 50, zone = "fly", fly = 32, step = 20480, drop = 20480,
    violent = true,
    states = { hover = 1, fly = 2, dive = 3, swoop_start = 4, swoop = 5, sting = 6, flinch = 7,
               fire = 8, fall = 9, death = 11, falling = 10, fire_end = 12, swoop_end = 13 },
    start_anim = 4, death_anim = 5,
    turn = { fly = 7, attack = 2 },
    range = { sting = 341, swoop = 2048, fire = 3584, height = 1024 },
    sting = { damage = 100, poison = 2048, touch = 0x300000, mesh = 15 },
    swoop = { damage = 10, touch = 0x14, mesh = 2 },
    -- Its fire: a bolt from one hand or the other each tick of 61-65.
    volleys = { fire = { { from = 61, to = 65, hand = "alternate" } } },
    hands = { right = { mesh = 2, x = 0, y = 128, z = 0 }, left = { mesh = 4, x = 0, y = 128, z = 0 } },
    bolt = "harpy_bolt",
  },
  harpy_bolt = bolt({ damage = 14 }),
}

--- The demigods (TOMB4 demigod.cpp): one routine; 200 hit points, radius
--- 341, pivot 50. From a stop they walk (within three sectors of her they
--- stop; beyond it they run). `own`: what each does.
local function demigod(own)
  return with({
    hit_points = 200, radius = 341, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { idle = 0, walk = 1, run = 2, aim = 3, fire = 4, radial_aim = 5, radial_fire = 6,
               radial_end = 7, death = 8, float_aim = 9, float_fire = 10, aim_3 = 11,
               fire_3 = 12, hammer_aim = 13, hammer = 14 },
    death_anim = 12,
    turn = { walk = 7, face = 7 },
    range = { stop = 2048, near = 3072 },
    -- The staff's tip (mesh 16, 544 along it) fires.
    staff = { mesh = 16, x = -544, y = 96, z = 0 },
    -- Held still while the DEMIGOD3 (TR4 type 81) it found at its start
    -- runs.
    held_while = 81,
  }, own)
end

-- DEMIGOD1 swings a hammer (TOMB4 demigod.cpp: DEMIGOD1, not the third):
-- within three sectors, close ahead, he raises it (13) and brings it down
-- (14); on its frame 26 the ground shakes (the camera bounces 128) and a
-- ring runs out along the ground from where it struck (256 fast, slowing
-- by a sixteenth a tick: Lara on the ground within it loses its speed over
-- 8 every tick it passes her). Taken here as one blow when it lands: what
-- the ring takes from a Lara a sector off (118), within 3584 (where it has
-- slowed to a crawl). Undead: nothing of Lara's wears him down.
bosses.demigod1 = demigod({
  blast_proof = true, undead = true,
  hammer = { range = 3072, frame = 26, shake = 128, damage = 118, reach = 3584,
             -- On a climbing wall or hanging, at her first location, in a
             -- room past 114, the blow knocks her off: 50 back along x,
             -- speed 2, falling at 1.
             knock_off = { above_room = 114, location = 0, push = 50, speed = 2, fall_speed = 1 } },
})
-- DEMIGOD2 aims (3) and fires one bolt (4, type 5) from its staff; beyond
-- three sectors it runs.
bosses.demigod2 = demigod({ aim_state = "aim", fire_state = "fire", bolt = "demigod_bolt",
                            runs_beyond = 3072 })
-- DEMIGOD3 aims (11) and fires one bolt (12, type 3); between two and five
-- sectors off, one time in four it rises and fires a spray of bolts
-- (type 4: each 1024 off its heading either way by chance, keeping that
-- heading) from frame 8 to 64 of its spray.
bosses.demigod3 = demigod({ aim_state = "aim_3", fire_state = "fire_3", bolt = "demigod_heavy_bolt",
                            spray = { from = 2048, to = 5120, one_in = 4, first = 8, last = 64,
                                      bolt = "demigod_spray_bolt",
                                      hands = { { mesh = 17, x = 0, y = 0, z = 192 },
                                                { mesh = 18, x = 0, y = 0, z = 192 } } } })
bosses.demigod_bolt = bolt({ damage = 14 })
bosses.demigod_heavy_bolt = bolt({ damage = 29 })
bosses.demigod_spray_bolt = bolt({ damage = 29,
                                   homes = { accel = 3, top = 192, turn = 768, above = 256,
                                             keeps_heading = true } })

add(bosses)

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
  -- The guide (creatures/follower.lua): a one-click walker (the basic
  -- zone); stands (animation 4, state 1); walks at 7° (1274: his torchless
  -- walk 40 and, torch in hand, 2), runs at 11° (2002). He leads himself:
  -- his follow order never holds him, his control says when he goes on.
  -- Torch in hand, walking to his marker he runs while Lara has got past
  -- it and is farther than two sectors (0x400000); running he stops within
  -- two sectors (0x400000) of it.
  guide = leader({
    zone = "ground", step = 256, drop = 512, start = { anim = 4, state = 1 },
    turn = { walk = 7, run = 11 }, leads_itself = true,
    range = { lara_far = 2048, run_stop = 2048 },
    states = { stop = 1, walk = 2, run = 3, death = 0, light = 11, strike = 31, crouch = 36,
               take_torch = 37, read = 38, look = 39, torchless_walk = 40, approach = 41,
               approach_back = 42, look_out = 43 },
    -- Torchless (his walk 40) he walks past a reached marker of no flags;
    -- at one of flags 42 he sets off the heavy triggers at its point and
    -- walks on; at one of other flags he stops (to do what they ask), or
    -- vanishes when his own OCB is past 999.
    torchless = { passes = 42, vanish_past_ocb = 999 },
    -- His markers (creatures/marker_actions.lua): a marker's point lies
    -- 256 along its heading unless its flags carry 0x20, reached within
    -- 640 of it on every axis (GetAITarget). Where its flags ask, farther
    -- than 128 from it he slides there at 15 a tick, turning by up to 1820 to
    -- its heading (states 41 ahead, 42 behind); in an action he faces the
    -- marker's heading by up to 364 a tick. Flags 2: he steps onto the
    -- point and reads (38), its triggers at frame 42, taking its heading;
    -- 40: with Lara within two sectors he looks (39), triggers at frame
    -- 20; 16: with her near he crouches (36), triggers 20 frames before
    -- its end; 4: with her near he crouches (36) into his look-out (43),
    -- triggers 20 frames before its end; 32: he takes the torch on the wall
    -- (37, on the point with its heading, going on at once); 62: he
    -- vanishes.
    markers = {
      ahead = 256, exact_flag = 0x20, reach = 640, near = 128, turn = 364, lara_near = 2048,
      approach = { speed = 15, turn = 1820 },
      actions = {
        [2] = { state = "read", snap = true, at_frame = 42 },
        [40] = { state = "look", lara_near = true, at_frame = 20 },
        [16] = { state = "crouch", lara_near = true, before_end = 20 },
        [4] = { state = "crouch", then_state = "look_out", lara_near = true, before_end = 20 },
        [32] = { state = "take_torch", snap = true, at_frame = 0, triggers = false },
        [62] = { vanish = true },
      },
    },
    -- His torch (creatures/guide_torch.lua): taken on frame 35 of his
    -- taking it (37; the ANIMATING1-15 on his sector loses mesh 1: mesh
    -- bits 0xFFFFFFFD), lit from frame 164 to 180 of his lighting it (11),
    -- burning at mesh 18 (0, 20, 200) with the small fires' sound. With it
    -- he fights slot holders within two sectors (0x400000) and 512 of his
    -- height (256, unless Lara is within two sectors or it is a DOG, 91):
    -- walking he stops within three sectors (0x900000), stopped he strikes
    -- (31) within a sector (0x100000) ahead, facing it by up to 7° (1274),
    -- 20 once a blow between frames 15 and 26 when it is within 512.
    torch = {
      taken_frame = 35, lit_from = 164, lit_to = 180,
      wall = { first = 427, last = 455, mesh_bits = 0xFFFFFFFD },
      hand = { mesh = 18, x = 0, y = 20, z = 200 }, sound = SMALL_FIRES,
      fights = { range = 2048, height = 512, level = 256, dog = 91, stop_within = 3072,
                 strike_within = 1024, face = 7, from = 15, to = 26, reach = 512, damage = 20 },
    },
  }),
  -- Von Croy (creatures/von_croy.lua, voncroy.cpp VoncroyControl):
  -- climbs and drops four clicks (the human zone); starts in his animation
  -- 11 (state 6); walks at 6° (1092), runs at 8° (1456). He leads himself:
  -- his follow order never holds him, his control says when he goes on.
  von_croy = leader({
    zone = "jump", step = 1024, drop = 1024, start = { anim = 11, state = 6 },
    turn = { walk = 6, run = 8 }, leads_itself = true,
    -- His search crosses monkey ceilings and gaps (lot.cpp); he hangs from
    -- the bars (4) where the ceiling lies 1536 over the floor and swings
    -- along them (5) at 6° a tick (1092) until his way leads on by no
    -- swing or he stands in his search's target box.
    can_jump = true, can_monkey = true,
    states = { stop = 1, walk = 2, run = 3, death = 0, monkey_hang = 4, monkey_swing = 5,
               swap = 6, step_up = 7, look_far = 13, look_near = 14, jump = 15,
               long_jump = 16, climb_4 = 17, climb_3 = 18, climb_2 = 19, wait = 20,
               upper_strike = 21, turn_left = 22, drop_2 = 23, drop_3 = 24, drop_4 = 25,
               leap_up = 26, set_piece = 29, strike = 31, point = 32, run_jump_land = 33,
               run_jump_start = 34, turn_right = 35, approach = 36, approach_back = 37 },
    swing_turn = 6,
    -- Ranges as the routine's squared distances compare them: from a stand
    -- he walks to a marker beyond 640 (0x64000) while Lara is within five
    -- sectors (0x1900000) or has got as far as it; walking he runs beyond
    -- three sectors (0x900000) and stops within 640; running he stops
    -- within 640 and at a reached marker unless within sqrt(512) of it.
    -- Lara ahead of him within a sector (±0x1800, 0x100000) stops him.
    ranges = { walk = 640, lara_far = 5120, run = 3072, run_reached_sq = 512,
               lara_in_way = 1024, lara_in_way_angle = 0x1800 },
    -- His probes 808 apart along his heading (from where he stands, each
    -- tick): running, a one-block gap ahead stops him; a marker of flags 12
    -- takes the long jump where two blocks of gap lie ahead (ai/leap.lua).
    probe = 808,
    -- At a reached marker (within 640 on every axis of its point: 256
    -- along its heading unless its flags carry 0x20) whose flags ask for
    -- something, farther than 128 from the point he slides there at 15 a
    -- tick, turning up to 512 to its heading (36 ahead, 37 behind). He
    -- does what it asks once Lara has got past it, or has got to it and is
    -- within three sectors (TOMB4 also when her pad is his marker: its
    -- cutscene); with its flags and her farther he stands. At a marker of
    -- no flags not yet passed he turns to her (22 / 35, 512 a tick, beyond
    -- 1024 off) and looks out: each tick one chance in 16 (random & 0xF)
    -- that he looks (13 with her beyond three sectors, 14 within), else
    -- he turns to her again.
    markers = {
      ahead = 256, exact_flag = 0x20, near = 128, reach = 640, lara_near = 3072,
      approach = { speed = 15, turn = 512 }, face_within = 1024, turn = 512,
      look_odds = 0xF,
      -- What each flags value asks: `go_on` markers further (`triggers`:
      -- the heavy triggers at the point first); `anim`/`state`: set on the
      -- point into that animation, going on at once (`goal`, `long`: the
      -- state asked next, the long jump where two blocks of gap lie ahead;
      -- `jumping`: his search may cross gaps meanwhile); `goal`: the state
      -- asked for (the wait and the step up end the marker themselves);
      -- `passed`: markers gone on once Lara has got past it, else `goal`;
      -- `running_jump`: 34 on the point, then the run into the long jump.
      -- Flags 32 end the marker walking or running too, without a stop.
      actions = {
        [0] = { go_on = 1, triggers = true },
        [2] = { anim = 37, state = "set_piece", go_on = 1 },
        [4] = { anim = 36, state = "leap_up", jumping = true, go_on = 1 },
        [8] = { goal = "wait" },
        [10] = { goal = "step_up" },
        [12] = { anim = 22, state = "jump", goal = "jump", long = "long_jump", jumping = true,
                 go_on = 1 },
        [32] = { go_on = 1, triggers = true, on_the_move = true },
        [34] = { passed = 2, goal = "point" },
        [36] = { passed = 1, goal = "stop" },
        [40] = { running_jump = true },
        [48] = { go_on = 1, triggers = true },
        [255] = { go_on = 1 },
      },
      -- The wait (20): on the point with its heading at its frame 0, the
      -- triggers at frame 120. The step up (7): on the point at its frame
      -- 0, going on; at marker 6 it becomes the long jump (animation 22,
      -- 15 into 16), as the routine numbers it. Pointing (32): turning to
      -- his next marker by up to 1092 (6°) a tick, going on at frame 0 of
      -- animation 47, or on a 1-in-32 roll (random & 0x1F) to a stand.
      wait_triggers = 120, step_up_jump_key = 6, point_turn = 6, point_anim = 47,
      point_odds = 0x1F,
      -- The running jump (flags 40): at the point he sets himself (34),
      -- runs (3) with no turn, takes the long jump (16) and lands into 33,
      -- going on at frame 0 of its animation 52, walking into a run.
      -- Running onto such a marker within sqrt(512) he takes its heading
      -- and jumps at once. In the long jump his search crosses the gap
      -- from frame 6 (or in its animation 25); before, a one-block gap
      -- ahead turns it into the jump (15).
      land_anim = 52, long_jump_anim = 25, long_jump_commit = 5,
    },
    -- His fights: while Lara has not got past his marker, the nearest
    -- creature holding an AI slot (not another Von Croy) within five
    -- sectors on both axes draws him off his marker. Meshes 7 and 18 worn
    -- from MESHSWAP1 (his start: meshswap bits 0x40080) he first swaps
    -- them (6, at frame 28) with a foe within three sectors; without them
    -- he swaps again before he takes hold of the bars. Stopped within a
    -- sector (0x100000) he strikes (31: 20, frames 16 to 25, within 512
    -- on each axis) a foe ahead within 512 of his height, or one higher up
    -- (its feet within 512 of 512 over his) with the upper strike (21: 40,
    -- frames 21 to 44, its feet within 512 of 768 over his), turning by up
    -- to 1092 (6°) a tick; one blow a strike (frames exclusive below). Beyond 640 he walks at
    -- it; walking he stops within 0x200000 (1448), or within three sectors
    -- with the meshes still worn. A marker of flags 6 ends his strike at
    -- its frame 22 (its triggers set off).
    fights = {
      box = 5120, draw = 3072, swap_frame = 28, swap_model = 417, swap_meshes = { 7, 18 },
      reach = 1024, walk_beyond = 640, halt_sq = 0x200000, turn = 6, strike_flags = 6,
      strike_flags_frame = 21,
      strike = { from = 15, to = 26, reach = 512, above = 0, damage = 20 },
      upper_strike = { from = 20, to = 45, reach = 512, above = 768, damage = 40,
                       chosen_above = 512 },
      bite = { mesh = 18, x = 0, y = 35, z = 130 },
    },
    -- Climbs and drops of two to four clicks (box.cpp CreatureVault with
    -- shift 260: rises from 384, 640, 896; drops beyond them, Von Croy's
    -- own), none beyond 1152, in his animations 29, 28, 27 and 42, 41, 35;
    -- none on a move made in his swing (5) or any state from 15 on.
    vault = { inset = 260, beyond = 1152,
              up = { { 896, "climb_4" }, { 640, "climb_3" }, { 384, "climb_2" } },
              down = { { 896, "drop_4" }, { 640, "drop_3" }, { 384, "drop_2" } },
              anims = { climb_4 = 27, climb_3 = 28, climb_2 = 29, drop_4 = 35, drop_3 = 41,
                        drop_2 = 42 } },
    no_vault = { states = { 5 }, from = 15 },
  }),
}
add(leaders)

-- Jean-Yves (creatures/jean_yves.lua; TOMB4 jean.cpp): rows of four idle
-- animations (states 1-4, 5-8, …; a row's animation i carries state i + 1),
-- one row per stage of the game up to the fourth (stage 3).
tr4.jean_yves = { row = 4, row_first = 1, last_row = 3 }

-- TR4's wraiths (creatures/wraith.lua; TOMB4 wraith.cpp, effects.cpp
-- GhostTrap; the real test level carries none of their models).
--- Type ids (objects/tr45/names_tr4.lua): the wraiths that fight, and the
--- ghost trap (ANIMATING10) that takes WRAITH3.
local WRAITH1, WRAITH2, GHOST_TRAP = 86, 87, 445
--- SFX_WRAITH_WHISPERS (TOMB4 sound.h, counted from SFX_LARA_FEET 0).
local WRAITH_WHISPERS = 184
local function wraith(own)
  return with({
    -- Top speed 64 a tick (WraithSpeed); a touch slows it by 12 down to
    -- 32; out of touch it gains 1 a tick on half the ticks, in runs of
    -- four (wibble & 0x10, wibble 4 a tick). Its turning rates grow by
    -- (64 / speed) * 8 a tick.
    speed = { top = 64, slowest = 32, brake = 12, recover_run = 4, turn_accel = 8 },
    -- It aims 128 above the target's feet and higher by |d²/8192 - 512|
    -- (d² across the floor, squared).
    arc = { above = 128, scale = 8192, bend = 512 },
    -- A touch: within 170 across (d² < 28900) and within 256 of 384 above
    -- her feet; Lara loses d²/1024 a tick (up to 28).
    touch = { reach = 170, chest = 384, height = 256, hurt_scale = 1024 },
    -- Gone at the second tick running in water (all but WRAITH3).
    drowns = 2,
    -- Held by the ghost trap more than 25 ticks it is drawn in.
    trap = { hold = 25 },
    -- A rival met: the other has 10 to come too (decaying like its speed
    -- recovers).
    rival_meet = 10,
    sound = WRAITH_WHISPERS, end_effect = "EXPLOSION",
    -- TriggerDynamic(…, 16, …): a light 16 × 256 units out.
    light_radius = 4096,
  }, own)
end
local wraiths = {
  -- WRAITH1: orange fire; warms by 400 a touching tick (cooling 1 a tick
  -- out of water) and sets her alight above 8000; fights WRAITH2.
  wraith1 = wraith({ flame = "WRAITH_FIRE", light = { 160, 64, 8 }, rival = WRAITH2,
                     heats = { per_touch = 400, ignites_above = 8000 } }),
  -- WRAITH2: ice blue; fights WRAITH1; drowning, it sets off the flipmap
  -- its OCB names.
  wraith2 = wraith({ flame = "WRAITH_ICE", light = { 8, 64, 160 }, rival = WRAITH1,
                     flips_on_drowning = true }),
  -- WRAITH3: grey; no water ends it, the ghost trap takes it.
  wraith3 = wraith({ flame = "WRAITH_GREY", light = { 72, 72, 80 }, drowns = false,
                     trapped_by = GHOST_TRAP }),
  -- WRAITH4: WRAITH3's grey, drowns, no trap.
  wraith4 = wraith({ flame = "WRAITH_GREY", light = { 72, 72, 80 } }),
}
add(wraiths)

-- Lara's double (creatures/doppelganger.lua; TOMB4 laradouble.cpp,
-- setup.cpp): 1000 hit points it never loses; plays its own animations in
-- place; Lara loses what it is shot for (its hit points are put back to
-- 1000 and she takes the difference), grinding SFX_METAL_SCRAPE_LOOP1 (12).
tr4.lara_double = { hit_points = 1000, damage_factor = 1, still = true, sound = 12 }

-- The enemy jeep (creatures/enemy_jeep.lua; TOMB4 jeep.cpp
-- InitialiseEnemyJeep, EnemyJeepControl, JeepFireGrenade; setup.cpp: 40
-- hit points, radius 512, pivot 500; states and animations from jeep.cpp,
-- the real test level has no model of it).
--- SFX_JEEP_MOVE (TOMB4 sound.h).
local JEEP_MOVE = 155
tr4.enemy_jeep = {
  hit_points = 40, radius = 512, pivot = 500, zone = "ground", step = 256, drop = 256,
  states = { stop = 0, drive = 1, brake = 2, left = 3, right = 4, land = 5 },
  -- It starts in animation 14 (stopped); brakes in animation 1.
  anims = { start = 14, brake = 1 },
  -- Its mesh bits driving and standing (the brake lights).
  shown = { driving = 0xFFFDBFFF, braking = 0xFFFE7FFF },
  -- Pace: speed × 64. Braking loses 128 a tick, driving gains 37 (18 on a
  -- turn) up to 0x2200 (136 units a tick); it sets off when its goal is
  -- beyond a sector or Lara has got that far; a slope of pitch p takes p/512
  -- a tick and 2 go anyway; it turns pace/16 a tick at most.
  pace = { brake = 128, accel = 37, accel_turning = 18, top = 0x2200, start_beyond = 1024,
           hill = 512, drag = 2, turn_share = 16, scale = 64 },
  -- A goal more than 256 units of angle aside puts it in a turn state.
  steer_dead = 256,
  -- A marker within 1536 is reached (0x240000).
  range = { reached = 1536 },
  -- Wheels 682 ahead, behind and aside; a floor more than 768 off counts as
  -- level; pitch and roll ease 256 a tick.
  wheel = { ahead = 682, side = 682, step = 768, lean = 256 },
  -- Falls at most this much a tick onto a lower floor.
  fall = 64,
  -- Marker flags (code bits × 2): 4 waits for Lara, 32 is stopped on
  -- exactly (otherwise its goal is 256 along the marker's heading), 62
  -- (all five) is where it leaves.
  flags = { waits = 4, exact = 32, leaves = 62 },
  marker_ahead = 256,
  -- The grenade: dropped a sector behind and 768 up, with Lara behind it
  -- (beyond 112.5° either side: 20480) between 2048 and 10240 away
  -- (0x400000, 0x6400000 squared); then 150 ticks before the next. Five
  -- puffs of gun smoke.
  grenade = { missile = "jeep_grenade", behind_by = 1024, up = 768, near = 2048, far = 10240,
              behind = 20480, every = 150, smoke = 5 },
  sound = JEEP_MOVE,
}
-- Its grenade: the SAS's, thrown at 32 a tick (JeepFireGrenade; the one
-- in four "super" grenades of TOMB4 burst as the others here).
tr4.jeep_grenade = with(tr4.sas_grenade, { speed = 32 })
-- TR4's riders (creatures/horseman.lua; TOMB4 horse.cpp, setup.cpp). The
-- real test levels carry neither model: the state and animation numbers
-- are the decompilation's (state names TombEngine's tr4_horseman.cpp).
-- Sounds from TOMB4 sound.h. Ranges are distances (the sources compare
-- squares), turns degrees a tick, arcs TR angle units.

--- TOMB4 sound.h: SFX_HORSE_RICOCHETS, SFX_HORSEMAN_TAKEHIT.
local HORSE_RICOCHETS, HORSEMAN_TAKEHIT = 213, 301
--- TOMB4 objects.h: the horse.
local HORSE = 65

local riders = {
  -- The horseman: 25 hit points in the saddle, 100 once knocked off
  -- (horse.cpp sets them anew); radius 409 mounted, 170 on foot (horse.cpp
  -- changes his object's radius); pivot 50. Undead (setup.cpp): only the
  -- shield rule below takes his hit points.
  horseman = {
    hit_points = 25, foot_hit_points = 100, radius = 409, foot_radius = 170, pivot = 50,
    zone = "ground", step = 256, drop = 512, violent = true, undead = true,
    horse_type = HORSE,
    states = { run = 1, walk = 2, halt = 3, rear = 4, mount = 5, strike_right = 6,
               strike_left = 7, fall_off = 8, idle = 9, foot_walk = 10, foot_run = 11,
               walk_strike_right = 12, walk_strike_left = 13, strike = 14, shield = 15,
               death = 16, sprint = 17 },
    -- He starts standing (animation 8); falls off (3), mounts (14), dies
    -- (21); his sprint is animation 29.
    anims = { idle = 8, fall_off = 3, mount = 14, death = 21, sprint = 29 },
    death_anim = 21,
    -- 3° a tick riding, sprinting, walking and in a blow on foot (546);
    -- 1.5° at a mounted walk (273).
    turn = { ride = 3, walk = 1.5, foot = 3 },
    -- Mounted: he rides off (to his markers) with Lara within four
    -- sectors; halts to rear within a sector, within 10° of his nose;
    -- strikes aside within a sector, or 1365 (0x1C6E39) within 20°; halts
    -- for her within 45°. On foot: blows within 682 (0x718E4), walks within
    -- six sectors, runs between 1365 and five sectors.
    range = { ride_off = 4096, close = 1024, aside = 1365, foot_blow = 682, foot_walk = 6144,
              foot_run = 5120 },
    arcs = { nose = 1820, aside = 3640, halt = 8192 },
    -- A marker within 640 on every axis is reached (TOMB4 box.cpp); he
    -- mounts the horse this near.
    reach = 640,
    -- Blows, each once: the mounted axe 250 (meshes 5-6), the kick 100
    -- (mesh 14), in the sprint the axe 250 or the shield 150 (mesh 10);
    -- the horse's hooves 150 rearing (meshes 13, 17) and sprinting (and
    -- its head, mesh 19). On foot TOMB4 has no blow at all; TombEngine's
    -- axe (100, meshes 5-6) is taken so that he fights on foot.
    axe = { damage = 250, touch = 0x60, mesh = 6, x = 0, y = 0, z = 0 },
    kick = { damage = 100, touch = 0x4000, mesh = 14, x = 0, y = 0, z = 0 },
    shield_blow = { damage = 150, touch = 0x400, mesh = 10, x = 0, y = 0, z = 0 },
    foot_axe = { damage = 100, touch = 0x60, mesh = 14, x = 0, y = 0, z = 0 },
    hooves = { damage = 150, rear_touch = 0x22000, sprint_touch = 0xA2000,
               mesh = 13, x = 0, y = 0, z = 0 },
    -- The shield (mesh 10) and the rule of his wounds (horse.cpp): only a
    -- shot while Lara is within two sectors and 67.5° of his nose counts.
    -- Mounted, a shot from his left (the shield's side) is turned; from his
    -- right it wounds. On foot it wounds unless the shield is raised (he
    -- raises it after each wound while he has it); a raised shield turns
    -- the shot and, one time in eight, is shattered off. A wound takes 10
    -- (shotgun), 20 (revolver) or 1 (any other gun); shots from elsewhere
    -- take nothing.
    shield = { mesh = 10, bit = 0x400, range = 2048, arc = 12288, shatter_one_in = 8,
               wounds = { shotgun = 10, revolver = 20 }, wound = 1,
               spark = { mesh = 1, x = 0, y = -128, z = 80, count = 7 },
               sounds = { HORSEMAN_TAKEHIT, HORSE_RICOCHETS } },
    -- He leans the horse with the ground under it: floors 341 before and
    -- behind; 256 a tick of pitch at most.
    slope = { reach = 341, rate = 256 },
    rest = { state = 9 },
  },
  -- His horse (TOMB4 horse.cpp InitialiseHorse: animation 2, state 1); it
  -- has no routine of its own: its rider drives its states and carries it.
  -- Its rear is animation 1 (state 4). Once its rider is dead it fades
  -- over 128 ticks and is gone (TOMB4 after_death).
  horse = {
    role = "mount",
    states = { idle = 1, run = 2, walk = 3, rear = 4, sprint = 5 },
    anims = { idle = 2, rear = 1, sprint = 10 },
    fade_ticks = 128,
  },
}
add(riders)

-- The sphinx (creatures/sphinx.lua; TOMB4 sphinx.cpp, setup.cpp): 1000
-- hit points, pivot 500, radius 512; undead and more: no blow of Lara's
-- wears it down (lara1gun.cpp spares every undead but the skeleton and the
-- mummy from a grenade's burst), her shots ricochet. The real test levels
-- carry no sphinx: the numbers are the decompilation's (state names
-- TombEngine's tr4_sphinx.cpp).
tr4.sphinx = {
  hit_points = 1000, radius = 512, pivot = 500, zone = "ground", step = 256, drop = 512,
  violent = true, undead = true, blast_proof = true,
  states = { rest = 1, rest_alerted = 2, wake = 3, walk = 4, run = 5, walk_back = 6,
             collide = 7, shake = 8, idle = 9, death = 0 },
  -- It starts resting (animation 1); its charge is animation 0.
  start_anim = 1, anims = { run = 0 },
  -- 3° a tick walking and backing (546), a third of a degree charging (60).
  turn = { walk = 3, run = 0.33 },
  -- Wakes within a sector (or at once with any OCB); charges beyond two
  -- sectors within 512 of its nose, backs off within them where the floor
  -- behind (614 back) is within a click of its own.
  range = { wake = 1024, charge = 2048 }, charge_arc = 512, behind = 614, level_floor = 256,
  -- On a roll of 0 of 32768 a tick it shifts between its rests.
  shift_one_in = 32768,
  -- Its charge gores 200 once (mesh 6 touching); run into a wall (moved
  -- under 50 on both axes in a tick of its charge) it is stunned, sets off
  -- the heavy triggers where it stands, and crushes a Lara it touches.
  gore = { damage = 200, touch = 0x40, mesh = 6, x = 0, y = 0, z = 0 },
  stuck_within = 50,
  -- Charging, it breaks the shatterable statics of a stopper sector 614
  -- ahead of it before it thinks (sphinx.cpp SphinxControl, state 5).
  smashes_ahead = 614,
}

-- The crocodile god (TR4 63 MUTANT; creatures/crocodile_god.lua; TOMB4
-- croc.cpp InitialiseCrocgod, CrocgodControl, TriggerCrocgodMissile;
-- setup.cpp: 15 hit points, radius 128, pivot 50, undead; bones 6 and 7,
-- meshes 7 and 8, turn). The real test levels carry no such model: the
-- state and frame numbers are the decompilation's. It starts in its
-- animation 0 (state 1) and never moves nor turns. Undead and more: no
-- blow of Lara's wears it down (lara1gun.cpp spares every undead but the
-- skeleton and the mummy from a grenade's burst).
tr4.crocodile_god = {
  hit_points = 15, radius = 128, pivot = 50, zone = "ground", step = 256, drop = 512,
  violent = true, undead = true, blast_proof = true,
  states = { start = 1, choose = 2, fan = 3, locusts = 4, fireballs = 5 },
  -- It senses her from three clicks above its origin (its head's height).
  eye_above = 768,
  -- Its first 600 ticks in states 2 and 4 it only "appears" (item_flags[2]
  -- counting to 600), its head still.
  appear_ticks = 600,
  -- Then from state 2: fireballs within 5120, the fan within 7680, the
  -- locusts within 11264 (the source compares squares).
  range = { fireballs = 5120, fan = 7680, locusts = 11264 },
  -- The head follows her (TOMB4 CreatureJoint: 910 a tick, ±0x3000 at
  -- most): meshes 7 and 8 turn by her bearing and pitch.
  head = { meshes = { 7, 8 }, speed = 910, limit = 0x3000 },
  -- The mouth: fire and locusts leave from the front point on mesh 9
  -- along the line from the back point to it.
  mouth = { mesh = 9, back = { 0, -96, 144 }, front = { 0, -128, 288 } },
  -- The frames each shot leaves on, turned `turn` off the mouth's heading;
  -- `hold`: ticks a fireball keeps its heading (TOMB4's counter, 15 + 16
  -- × num: 15 for the middle fireball and the fan's straight one, 31 for
  -- the others).
  volleys = {
    fireballs = { { frame = 45, hold = 31 }, { frame = 60, hold = 15 }, { frame = 75, hold = 31 } },
    fan = { { frame = 94, hold = 15, turn = 0 }, { frame = 95, hold = 31, turn = -2048 },
            { frame = 96, hold = 31, turn = 2048 } },
  },
  -- Locusts (stats `locusts`) one a tick on frames 60-120 of state 4.
  swarm = { kind = "locusts", from = 60, to = 120 },
  fireball = "crocgod_fireball",
}

-- Its fireball (TOMB4 ControlEnemyMissile, type 6, in the BUBBLES slot):
-- it leaves at 96 + 0-31 and 32-95 above the mouth, speeds up by 1 a tick
-- to 192, turning an eighth of the way (at most 768 a tick) to 256 above
-- Lara's feet meanwhile (its heading only once its hold is over). Within
-- 200 of her it bursts and sets her alight, doing no harm itself; a floor
-- or ceiling ends it in a burst. `life`: a bound of ours.
tr4.crocgod_fireball = {
  type = BUBBLES, speed = 96, speed_rolls = 32, rise = { min = 32, rolls = 64 },
  reach = 200, life = 300, damage = 0, ignites = true,
  homes = { accel = 1, top = 192, turn = 768, above = 256 },
  trail = "FLAME", end_effect = "EXPLOSION", struck_effect = "EXPLOSION",
}

return tr4
