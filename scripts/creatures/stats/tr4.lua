-- Tomb Raider 4's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB4 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local tr3 = require("creatures.stats.tr3")

--- TR4's flyers and swimmers move in the fly zone (TOMB4 lot.cpp: step
--- and drop ±20480, 16 a tick up or down).
local FLY_LIMIT, FLY_SPEED = 20480, 16
--- A dead swimmer rises this much a tick (TOMB4 box.cpp CreatureFloat).
local FLOAT_SPEED = 32
--- Type ids the animals fight or spare (objects/tr45/names_tr4.lua).
local SCORPION, WILD_BOAR = 55, 73

local tr4 = {
  -- TOMB4 dog.cpp / setup.cpp. The spec's 18 hit points, radius 256 and
  -- pivot 50 are TombEngine's; TOMB4 sets 16, 341 and 300.
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),

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
    fall_anim = 3, bites_once = true,
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
               idle = 10, death = 11, strike_low = 12, strike_high = 13, swipe = 14 },
    sit_idles = { { "sit_scratch", 1 }, { "sit_eat", 1 } },
    stand_idles = { { "idle", 1 }, { "leap", 1 } },
    turn = { walk = 7, run = 11 },
    range = { close = 341, swipe = 682, leap = 1024 },
    -- Bored: wander one time in 4, else idle on 3 rolls in 4 (sitting);
    -- sit down from a walk on a roll below `sit`.
    one_in = { wander = 4, idle = 4 }, chance = { sit = 256 },
    damage = { strike = 70 }, touch = 0x90, bite = { mesh = 4, x = 10, y = 10, z = 11 },
    burst_height = 128, flash = { r = 255, g = 64, b = 0, radius = 2048, ticks = 32 },
  },
}

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

return tr4
