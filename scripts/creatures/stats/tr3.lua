-- Tomb Raider 3's creatures in numbers (units as in tr1.lua). Sources: the
-- tomb3 decompilation (setup.cpp for hit points, pivot and radius; lot.cpp
-- for steps; the creature's own file for the rest).
local families = require("creatures.stats.families")
local tr1 = require("creatures.stats.tr1")
local tr2 = require("creatures.stats.tr2")
local with = families.with

--- TR3's tiger: where a level has it, monkeys leave Lara be until hurt.
local TIGER = 28

--- Fly-zone limits (tomb3 lot.cpp: the swimmers' and flyers' step).
local FLY_LIMIT = 20480

local tr3 = {
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

  -- TR3's animals (tomb3 rat.cpp, bird.cpp, croc.cpp, raptor.cpp, trex.cpp,
  -- cobra.cpp, compy.cpp, orca.cpp, wingmute.cpp, flymaker.cpp,
  -- rapmaker.cpp, fish.cpp; hit points, radius and pivot from setup.cpp,
  -- steps from lot.cpp). Ranges are the square roots of the originals'
  -- squared ones; turns in degrees a tick.
  --
  -- The rat is TR2's "mouse" to the figure.
  rat = tr2.rat,
  -- The vulture is TR2's eagle, the crow TR2's crow, each with its own
  -- hit points (18 and 8).
  vulture = with(tr2.eagle, { hit_points = 18 }),
  crow = with(tr2.crow, { hit_points = 8 }),
  -- The crocodile is TR1's alligator (TR3 has no crocodile on land) with
  -- 42 hit points, a pivot of 200 and its death animation (4); it hunts
  -- only a Lara in the water (or on a vehicle), bored otherwise.
  crocodile = with(tr1.alligator, { hit_points = 42, pivot = 200, death_anim = 4,
                                    hunts = "in_water" }),
  -- TR1's raptor with TR3's figures: 90 hit points, pivot 600, TR3's one
  -- click up and two down, bites what it touches or a target within 585,
  -- lunges or charges within a sector and a half, calls on a 128 roll.
  raptor = with(tr1.raptor, { hit_points = 90, pivot = 600, drop = 512,
                              range = { close = 585, lunge = 1536, attack = 1536 },
                              chance = { roar = 128, stop = 0x2000 } }),
  -- TR1's T-Rex with TR3's figures: 800 hit points, pivot 1800, a body of
  -- half a sector, roars on a 256 roll.
  trex = with(tr1.trex, { hit_points = 800, pivot = 1800, radius = 512, drop = 512,
                          chance = { roar = 256 } }),
  -- The cobra: coiled asleep (untargetable) until Lara comes within
  -- `alert`, it rises and watches her, turning at most 10° a tick to face
  -- `facing` (about 17°) off her bearing; it strikes at her ahead within
  -- `strike`, when hit, or when she moves faster than `startle_speed`,
  -- and coils up again when she is beyond `forget`. A strike that touches
  -- (mesh 13) bites for 80 and poisons her (256). It never moves from its
  -- spot (the original gives it no pathfinding).
  cobra = {
    hit_points = 8, radius = 102, pivot = 0, zone = "ground", step = 256, drop = 512,
    states = { wake = 0, watch = 1, strike = 2, sleep = 3, death = 4 },
    start_anim = 2, start_frame = 45, death_anim = 4,
    turn = { face = 10 }, facing = 3072, startle_speed = 15,
    range = { forget = 3072, alert = 1536, strike = 1024 },
    damage = { bite = 80 }, poison = 256, touch = 0x2000, bite = { mesh = 13, x = 0, y = 0, z = 0 },
  },
  -- The compsognathus (compy): a pack. Each one keeps its own place a
  -- sector from Lara (its `spread` share of the circle by its index) and
  -- circles there; the pack bites only once it has turned on her. Lara
  -- running at one she faces (within `scare.facing`, faster than
  -- `scare.speed`), rolling, or a hit scares the whole pack: each flees
  -- after its own stagger (`scare.stagger` ticks by index) until the
  -- shared `scare.ticks` run out (every compy's tick spends one). A
  -- scared compy turns on her on a `turn_on.scared` roll once it has
  -- lived `turn_on.scared_after` ticks; a hit one on `turn_on.hurt` after
  -- `turn_on.hurt_after`. Bored, it feeds on a carcass in its room
  -- (`feeds_on`: Animating 6).
  compy = {
    hit_points = 10, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    head_mesh = 2, violent = true,
    states = { stop = 0, run = 1, jump = 2, attack = 3, death = 4 }, death_anim = 6,
    turn = { stop = 3, run = 10, attack = 10 },
    -- Strikes within two thirds of a sector; runs to its place beyond a
    -- sector (beyond 762 once the pack has turned on her), feeds within
    -- 590 of the carcass; leans into half its turn.
    range = { strike = 682, keep = 1023, keep_attacking = 762, feed = 590 },
    circle = 1024, spread = 512, spread_first = 1792,
    scare = { ticks = 280, facing = 0x3000, speed = 15, stagger = 4 },
    turn_on = { scared = 0x1F, scared_after = 180, hurt = 0xC1C, hurt_after = 200 },
    -- From a stop at its target: bite (else jump) on `attack`; fleeing,
    -- a jump on `jump` (else run). A place whose floor lies more than a
    -- click from its own is given up.
    chance = { attack = 0x4000, jump = 0x1000 }, place_step = 256,
    damage = { bite = 90 }, touch = 0x4, bite = { mesh = 2, x = 0, y = 0, z = 0 },
    feeds_on = 354,
  },
  -- The killer whale: untargetable and unhurt by anything, large (stopped
  -- by blockable boxes), keeps a fifth of a sector under the surface and
  -- hunts only a Lara in the water. It swims slowly and fast, butts at
  -- her ahead within three quarters of a sector, rolls round when she is
  -- far behind it, breaches and jumps now and then (one in `one_in`); the
  -- roll turns it about on its frame 59. It never bites.
  killer_whale = {
    hit_points = 1, untargetable = true, radius = 341, pivot = 200, zone = "fly",
    step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, large = true, violent = true, hunts = "in_water",
    below_surface = 204,
    states = { slow = 0, fast = 1, jump = 2, splash = 3, slow_butt = 4, fast_butt = 5, breach = 6,
               roll = 7 },
    turn = { swim = 2 }, roll_angle = 0x5000, roll_frame = 59,
    range = { butt = 768, slow = 1536 },
    one_in = { bored_jump = 256, breach = 64, fast_jump = 128 },
  },
  -- The Tinnos wasp: violent, flies. It waits on the floor (turning 1° a
  -- tick) until hit, hurt or Lara within `rouse`, takes off, hovers and
  -- moves about (moving on a `move` roll), stings her ahead within half a
  -- sector (once a sting, mesh 12, 50), lands when bored (51 a tick).
  -- One a spawner made never lands. Killed, it drops and dies below.
  tinnos_wasp = {
    hit_points = 24, radius = 204, pivot = 0, zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT,
    fly = 16, violent = true,
    states = { hover = 0, land = 1, wait = 2, takeoff = 3, attack = 4, fall = 5, death = 6,
               move = 7 },
    -- It starts waiting (animation 2); it falls dead in animation 5.
    start_anim = 2, death_anim = 5,
    turn = { air = 3, ground = 1 }, range = { sting = 512, rouse = 3072 }, land_speed = 51,
    -- Hovering it moves on below `move`; it goes for her unless a roll
    -- falls below `idle`.
    chance = { move = 384, idle = 128 },
    damage = { sting = 50 }, touch = 0x1000, bite = { mesh = 12, x = 0, y = 0, z = 0 },
  },
  -- The spawners (creatures/spawner.lua): each keeps up to `keeps` of its
  -- creature alive, making one every `every` ticks while Lara is within
  -- `near` (the wasps) or beyond `far` (the raptors), each spending
  -- `cost` of the timer its trigger gave (a second of it a creature).
  -- A raptor spawner waits `stagger` × (its index mod 4) ticks first.
  wasp_spawner = { spawns = 44, keeps = 3, every = 255, cost = 30, near = 12288 },
  raptor_spawner = { spawns = 288, keeps = 3, every = 255, cost = 30, far = 4096, stagger = 96 },
}

-- The rattlesnake (the cobra's object in the levels from Rooftops on:
-- Nevada's) notices and strikes closer in.
tr3.rattlesnake = with(tr3.cobra, { range = { forget = 2560, alert = 1280, strike = 682 } })

return tr3
