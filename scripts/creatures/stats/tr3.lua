-- Tomb Raider 3's creatures in numbers (units as in tr1.lua). Sources: the
-- tomb3 decompilation (setup.cpp for hit points, pivot and radius; lot.cpp
-- for steps; the creature's own file for the rest).
local families = require("creatures.stats.families")
local tr1 = require("creatures.stats.tr1")
local tr2 = require("creatures.stats.tr2")
local with = families.with
local particles = require("lib.particles")

--- TR3's tiger: where a level has it, monkeys leave Lara be until hurt.
local TIGER = 28

--- The types a tyrannosaur hunts (tomb3 objects.h FLARE_ITEM, RAPTOR).
local FLARE, RAPTOR = 179, 288

--- tomb3 objects.h FLAMETHROWER_BLOKE: the seal mutant's rival.
local FLAMETHROWER_BLOKE = 50

--- Fly-zone limits (tomb3 lot.cpp: the swimmers' and flyers' step).
local FLY_LIMIT = 20480

--- The mutants of the labs, the Tinnos monster and the brute (tomb3
--- clawmute.cpp, hybrid.cpp): violent walkers of a click up and two down
--- (lot.cpp), measuring from their origin, their head on mesh 8, a claw
--- striking from the same point of mesh 7. `own`: the rest.
local CLAW_POINT = { mesh = 7, x = 19, y = -13, z = 3 }
local function lab_mutant(own)
  return with({ pivot = 0, zone = "ground", step = 256, drop = 512, violent = true, head_mesh = 8 },
    own)
end

local tr3 = {
  -- tomb3 tiger.cpp: TR2's tiger with 24 hit points and blows of 90. It
  -- tests `bite` (level) where TR2's tests `ahead`; ours tests ahead.
  tiger = families.tiger({ hit_points = 24, damage = 90 }),
  -- tomb3 dog.cpp: the family's routine, bites of 50 and 12; no getting-up
  -- start. With an AI_MODIFY under it, it lies dormant until hurt or until
  -- Lara comes within three sectors (iDist < 0x900000).
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 50, snap = 12, bite = 426,
    death_anims = { 20, 21, 22, 20 }, modify = { wakes_within = 3 * 1024 },
  }),
  -- tomb3 monkey.cpp / setup.cpp / lot.cpp. It starts sitting (animation
  -- 2). Turns: 7° a tick walking, 11° running. Strikes within a third of
  -- a sector (low 40, high 40), leaps within two thirds (50), rolls at
  -- it within one; bored, a walk ends in a sit on a 256 roll. Its hands
  -- (touch 0x2400) strike; the bite point is on mesh 13; bone 7 (mesh 8)
  -- turns the head. It steps and drops four clicks (lot.cpp: step 1024,
  -- drop -1024; the zone of ground_zone[3]).
  monkey = {
    hit_points = 8, radius = 102, pivot = 0, zone = "jump", step = 1024, drop = 1024,
    head_mesh = 8, violent = true, start_anim = 2, friendly_where = TIGER,
    -- tomb3 monkey.h MONKEY_* (its stop unused): its climbs of four,
    -- three and two clicks (15-17) and jumps down (18-20) last.
    states = { walk = 2, stand = 3, run = 4, pickup = 5, sit = 6, eat = 7, scratch = 8, roll = 9,
               angry = 10, death = 11, attack_low = 12, attack_high = 13, attack_jump = 14,
               climb_4 = 15, climb_3 = 16, climb_2 = 17, drop_4 = 18, drop_3 = 19,
               drop_2 = 20 },
    turn = { walk = 7, run = 11 },
    range = { bite = 341, jump = 682, roll = 1024 },
    damage = { low = 40, high = 40, jump = 50 },
    chance = { sit = 256 }, touch = 0x2400,
    bite = { mesh = 13, x = 10, y = 10, z = 11 },
    -- The climbs (monkey.cpp after box.cpp CreatureVault, shift 128): a
    -- rise of 384, 640 or 896 or more climbed in animation 19, 18 or 17; a
    -- drop of more than 384, 640 or 896 jumped in animation 22, 21 or 20
    -- (the drops of two and three clicks are the monkey's alone); set back
    -- 128 inside the sector it left.
    vault = { inset = 128,
              up = { { 896, "climb_4" }, { 640, "climb_3" }, { 384, "climb_2" } },
              down = { { 896, "drop_4" }, { 640, "drop_3" }, { 384, "drop_2" } },
              anims = { climb_4 = 17, climb_3 = 18, climb_2 = 19, drop_4 = 20, drop_3 = 21,
                        drop_2 = 22 } },
    -- What it steals (creatures/thief.lua; tomb3 objects.h): a small
    -- medipack (MEDI_ITEM), or the fourth key (KEY_ITEM4) for a monkey
    -- whose only order is modify; it picks up from within `range.jump` and
    -- less than a click above or below, on frame 12 of its pickup.
    steals = { plain = 176, modify = 227, frame = 12, level = 256 },
    -- What it wears (monkey.cpp's mesh bits, DrawMonkey): a monkey whose
    -- only order is modify shows MESHSWAP3's (124) meshes 4, 7, 12 and 15
    -- (0xFFFF6F6F), any monkey carrying loot also mesh 8 (0xFFFF6E6F,
    -- 0xFFFFFEFF) from MESHSWAP3 or else MESHSWAP2 (123: the medipack in
    -- its hand). `meshes`: every mesh any look swaps.
    looks = { plain = { source = 123, bare = {}, carrying = { 8 } },
              modify = { source = 124, bare = { 4, 7, 12, 15 }, carrying = { 4, 7, 8, 12, 15 } },
              meshes = { 4, 7, 8, 12, 15 } },
    -- Holding still for its orders (ai/orders.lua): STAND (3), which its
    -- walk and its run change to directly.
    rest = { state = 3 },
  },
  -- The big gun's rocket (tomb3 lara1gun.cpp ControlRocket with
  -- item_flags[0] = 1): it leaves at 16 and gains a quarter plus 4 a tick
  -- up to 512; whatever it meets, its blast hurts every living body
  -- within two sectors by 60 (30 << 1) as a hit from the gunner.
  big_gun_rocket = {
    speed = 16, accel = { share = 4, add = 4, max = 512 }, damage = 60, blast = 2048, reach = 0,
    spread = 0, life = 300, hurts = "bodies", blast_effect = "EXPLOSION",
  },

  -- TR3's monsters (tomb3 shiva.cpp, lizman.cpp, clawmute.cpp, hybrid.cpp,
  -- sealmute.cpp, boomute.cpp, cleaner.cpp, autogun.cpp; hit points,
  -- radius and pivot from setup.cpp, steps from lot.cpp). Ranges are the
  -- square roots of the originals' squared ones; turns in degrees a tick.
  -- Shiva: wakes from stone mesh by mesh (one every `every` ticks, 31 in
  -- all), then breathes smoke for `settle` ticks; a big creature (lot.cpp
  -- blockable mask); blows of 150 (pincer, within 1280) and 180 (chopper,
  -- within 1365) from hands whose touch masks are 0x2400000 (right, mesh
  -- 22) and 0x2400 (left, mesh 13); her guard (states 2-4) turns Lara's
  -- shots from the front (larafire.cpp). Bored she walks on a 1024 roll.
  shiva = {
    hit_points = 100, radius = 341, pivot = 0, zone = "ground", step = 256, drop = 512,
    large = true, violent = true, head_mesh = 26,
    states = { wait = 0, walk = 1, wait_guard = 2, walk_guard = 3, start = 4, pincer = 5,
               kill = 6, chopper = 7, walk_back = 8, death = 9 },
    start_anim = 14, death_anim = 22, statue = 122,
    wake = { every = 2, meshes = 31, settle = 45 },
    guard = { ticks = 4, states = { 2, 3, 4 } },
    turn = { walk = 4 }, range = { pincer = 1280, chopper = 1365 },
    damage = { pincer = 150, chopper = 180 }, chance = { walk = 1024 },
    hands = {
      { touch = 0x2400000, bite = { mesh = 22, x = 0, y = 0, z = 920 } },
      { touch = 0x2400, bite = { mesh = 13, x = 0, y = 0, z = 920 } },
    },
    sound = { blow = 318, block = 10 },
  },
  -- The lizard man (Puna's summoned guard): 36 hit points; a swipe of
  -- 120 (touch 0x20, mesh 5) from a stop within 768, then a bite of 100
  -- (touch 0xC00, mesh 10) while within 1536; the same bite from a walk
  -- within 1536; gas (poison) within 2560 while Lara is not yet badly
  -- poisoned (256), breathed on frames 7-28 of its gas attack. Turns 10°
  -- walking (none in its walk animations 23 and 31), 4° running and
  -- aiming. It bursts at frame 50 of its death. It steps and drops four
  -- clicks (lot.cpp: step 1024, drop -1024; the zone of ground_zone[3]).
  lizard_man = {
    hit_points = 36, radius = 204, pivot = 0, zone = "jump", step = 1024, drop = 1024,
    violent = true,
    -- tomb3 lizman.h LIZMAN_*: its climbs of four, two and three clicks
    -- (12-14) and its jump down four (15) follow its death.
    states = { stop = 1, walk = 2, bite = 3, aim_bite = 4, wait = 5, aim_swipe = 6, aim_gas = 7,
               swipe = 8, gas = 9, run = 10, death = 11, climb_4 = 12, climb_2 = 13,
               climb_3 = 14, drop_4 = 15 },
    death_anim = 26, burst_frame = 50, burst_sound = 140,
    -- The climbs (lizman.cpp after box.cpp CreatureVault, shift 260): a
    -- rise of 384, 640 or 896 or more is a climb of two, three or four
    -- clicks in animation 28, 29 or 27, a drop of more than 896 a jump down
    -- in animation 30; set back 260 inside the sector it left.
    vault = { inset = 260,
              up = { { 896, "climb_4" }, { 640, "climb_3" }, { 384, "climb_2" } },
              down = { { 896, "drop_4" } },
              anims = { climb_4 = 27, climb_2 = 28, climb_3 = 29, drop_4 = 30 } },
    walk_without_turn = { 23, 31 },
    turn = { walk = 10, run = 4, aim = 4 },
    range = { swipe = 768, bite = 1536, gas = 2560, run = 2048 },
    damage = { swipe = 120, bite = 100 }, chance = { walk = 0x4000, wait = 256 },
    swipe = { touch = 0x20, bite = { mesh = 5, x = 0, y = 0, z = 0 } },
    bite = { touch = 0xC00, bite = { mesh = 10, x = 0, y = -120, z = 120 } },
    gas = { gun = { mesh = 9, x = 0, y = -64, z = 56 }, frames = { 7, 28 }, ramp = 2,
            poisoned = 256 },
  },
  -- The Tinnos monster (the claw mutant): 130 hit points; claws of 100
  -- (touch 0x90, meshes 7 and 4) from a stop within 1024 (slashing to
  -- the side Lara is on) or 1365, from a walk within 1365, from a run at
  -- a moving Lara within 2048; beyond 3072 (or out of its zone) a plasma
  -- ball from mesh 13 on frame 28 of its firing (not twice running: a
  -- quarter of its firings leave it unwilling until it has clawed). Turns
  -- 3° walking, 4° running and aiming. It bursts when its death ends.
  claw_mutant = lab_mutant({
    hit_points = 130, radius = 256,
    -- Violent only in its target's zone (GetCreatureMood's flag).
    violent = "in_zone",
    -- Holding still for its orders (ai/orders.lua): the stop.
    rest = { state = 0 },
    states = { stop = 0, walk = 1, run = 2, run_claw = 3, walk_claw_left = 4,
               walk_claw_right = 5, slash_left = 6, slash_right = 7, death = 8, claw = 9,
               fire = 10 },
    death_anim = 20, burst_sound = 106,
    turn = { walk = 3, run = 4, aim = 3 },
    range = { slash = 1024, claw = 1365, run_claw = 2048, fire = 3072 },
    damage = { claw = 100 }, touch = 0x90,
    bite = CLAW_POINT,
    plasma = { gun = { mesh = 13, x = -32, y = -16, z = -192 }, frame = 28, unwilling = 4 },
  }),
  -- The brute mutant (tomb3 MUTANT3, hybrid.cpp): 90 hit points; claws of
  -- 100 (touch 0x80, mesh 7) and a kick of 80 (touch 0x800, mesh 14) from
  -- a stop within 1024, a walking claw within 1365, a running one at a
  -- moving Lara within 2048; a leap (20 a tick of touch) at Lara straight
  -- ahead (within 45°) beyond a sector. Turns 3° walking, 6° running.
  brute_mutant = lab_mutant({
    hit_points = 90, radius = 128,
    -- Holding still for its orders (ai/orders.lua): the stop.
    rest = { state = 1 },
    states = { stop = 1, walk = 2, run = 3, leap = 4, leap_mid = 5, leap_end = 6, slash = 7,
               kick = 8, run_claw = 9, walk_claw = 10, death = 11 },
    death_anim = 18,
    turn = { walk = 3, run = 6 },
    range = { slash = 1024, claw = 1365, run = 2048, leap_within = 8192 },
    damage = { claw = 100, kick = 80, leap = 20 },
    claw = { touch = 0x80, bite = CLAW_POINT },
    kick = { touch = 0x800, bite = { mesh = 14, x = 19, y = -13, z = 3 } },
  }),
  -- The seal mutant (tomb3 BURNT_MUTANT, sealmute.cpp; TRosettaStone's
  -- "crawler mutant"): 50 hit points; walks at Lara and, in sight within
  -- 2048, burps gas (frames 35-58 of its burp, ramp 3); flees once she is
  -- badly poisoned (lara.poisoned >= 256: its mood forced to escape). Turns
  -- 3°. As it dies it breathes out what is left. Without orders it goes
  -- for the nearest of Lara and the flamethrower men holding a slot.
  seal_mutant = {
    hit_points = 50, radius = 204, pivot = 0, zone = "ground", step = 256, drop = 512,
    -- Violent only in its target's zone (GetCreatureMood's flag).
    violent = "in_zone", head_mesh = 10,
    rivals = { FLAMETHROWER_BLOKE },
    -- Holding still for its orders (ai/orders.lua): the stop.
    rest = { state = 0 },
    -- Scorched by a flamethrower man more than 80 times it dies burning
    -- (item_flags[0] > 80), flames on its meshes 9-16 all through its
    -- death instead of its last gas.
    burns_after = 80, burning_meshes = { 9, 16 },
    states = { stop = 0, walk = 1, burp = 2, death = 3 },
    death_anim = 5,
    turn = { walk = 3, aim = 3 }, range = { burp = 2048 },
    gas = { gun = { mesh = 10, x = 0, y = 48, z = 140 }, frames = { 35, 58 }, ramp = 3,
            poisoned = 256 },
    dying_gas = { first = 1, before_end = 8 },
  },
  -- The mutant in the closet (tomb3 BOO_MUTANT, boomute.cpp: no creature,
  -- an animation): once triggered it plays its animation and breathes gas
  -- from frame 1 to 8 before its end.
  closet_mutant = {
    gas = { gun = { mesh = 10, x = 0, y = 48, z = 140 }, first = 1, before_end = 8 },
  },
  -- Poison gas breathed by the lizard man and the mutants (tomb3
  -- DRAGON_FIRE with flag1 set, dragfire.cpp): flies at four times the
  -- breath's strength for 20 ticks through bodies; within 350 of Lara it
  -- poisons her by 4 a tick.
  gas = { type = 307, speed = 64, damage = 0, reach = 350, spread = 0, life = 20, burns = true,
          poison = 4, trail = "SMOKE_WHITE" },
  -- The claw mutant's plasma ball (tomb3 EXTRAFX1, clawmute.cpp): starts
  -- at 16-31 a tick and speeds up by an eighth plus 4 a tick to 384; 200
  -- to Lara within 200; bursts on the floor, a wall or her.
  plasma = { type = 368, speed = 24, accel = { share = 8, add = 4, max = 384 }, damage = 200,
             reach = 200, spread = 0, life = 300, trail = "GUN_FLASH",
             end_effect = "EXPLOSION", hit_sound = 106, end_sound = 106 },
  -- The cleaner robot (tomb3 ELECTRIC_CLEANER): untargetable; follows
  -- the sector grid 64 a tick, turning 1024 a tick, keeping a wall on its
  -- left; a heavy trigger under it (the fuse box) stops it; touching
  -- Lara (any mesh but the first two: 0xFFFC) kills her with its current.
  cleaner = {
    speed = 64, turn = 1024, touch = 0xFFFC, sound = { loop = 191, zap = 131 },
    sparks = { meshes = { 5, 9, 13 }, one_in = 8 },
  },
  -- The twin auto gun (tomb3 ROBOT_SENTRY_GUN): 100 hit points; asleep
  -- until shot or an alarm sounds; then each loop of its firing fires one
  -- of its two barrels (10 a hit) while Lara is in sight ahead, its gun
  -- turning 10° a tick after her; it sleeps again once she is gone.
  autogun = {
    hit_points = 100, radius = 102, states = { fire = 0, still = 1 }, start_anim = 1,
    damage = 10, turn = 10, joint = 1,
    -- It sees Lara within eight sectors (people.cpp Targetable, 0x4000000).
    range = 8192,
    barrels = { { mesh = 2, x = 110, y = -30, z = -530 }, { mesh = 2, x = -110, y = -30, z = -530 } },
    sound = { shot = 44, hit = 10 },
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
  -- only a Lara in the water (or on a vehicle), bored otherwise. Dead, it
  -- floats all the way up (tomb3 box.cpp CreatureFloat).
  crocodile = with(tr1.alligator, { hit_points = 42, pivot = 200, death_anim = 4,
                                    hunts = "in_water", float_rests_short = false }),
  -- The raptor (creatures/raptor3.lua): 90 hit points, pivot 600, TR3's
  -- one click up and two down, turns 2° walking and 4° running; bites what
  -- touches Lara or an enemy within 585, lunges or charges within a sector
  -- and a half, calls on a 128 roll. Its enemy is any creature awake
  -- (`rivals = "all"`), picked again on a roll with the low seven bits
  -- clear; another raptor only on a roll below 0x400 within 2048 of the
  -- original's 64-unit steps; Lara when she is nearer. Blows: 100 to Lara,
  -- 25 to a creature within half a sector on every axis. It dies in its
  -- animation 9 on a roll above 0x4000, else 10.
  raptor = with(tr1.raptor, {
    hit_points = 90, pivot = 600, drop = 512, turn = { walk = 2, run = 4 },
    range = { close = 585, lunge = 1536, attack = 1536, creature = 512 },
    damage = { lara = 100, creature = 25 },
    chance = { roar = 128, stop = 0x2000 },
    rivals = "all", rethink = 0x7F, kin = { chance = 0x400, within = 2048 * 64 },
    death_anims = { 9, 10 }, death_roll = 0x4000,
  }),
  -- The tyrannosaur (creatures/trex3.lua): TR1's T-Rex figures with TR3's
  -- 800 hit points, pivot 1800, a body of half a sector, roars on a 256
  -- roll and, after a bite, walks on a 1-in-4 roll a tick. It hunts
  -- burning flares and raptors in the rooms within four sectors, Lara only
  -- without one or once she has hurt it. Her stillness it bears 120 ticks
  -- and spends three calls (sniffs, long roars) on her. A bite at other
  -- prey lands on its 20th frame when the prey is within `range.prey` of
  -- its pivot on every axis (0x718E4: the original compares plain
  -- distances with what reads as a squared figure, so any prey in front
  -- is in reach), 50 to a raptor; its kill is its animation 11. Fleeing,
  -- it halts while its enemy is ahead and Lara does not aim at it.
  trex = with(tr1.trex, {
    hit_points = 800, pivot = 1800, radius = 512, drop = 512,
    states = { stop = 1, walk = 2, run = 3, death = 5, roar = 6, bite = 7, kill = 8,
               long_roar_start = 9, long_roar_mid = 10, long_roar_end = 11,
               sniff_start = 12, sniff_mid = 13, sniff_end = 14 },
    range = { bite = 1500, attack = 4096, run = 5120, prey = 0x718E4 },
    damage = { bite = 10000, trample = 10, touch = 1, prey = 50 },
    chance = { roar = 256, walk_after_bite = 4 },
    rivals = { FLARE, RAPTOR }, rivals_near = 4096, lara_last = true, flare = FLARE,
    interest = { ticks = 120, calls = 3 },
    bite = { mesh = 13, x = 0, y = 32, z = 64 }, bite_frame = 20, kill_anim = 11,
    halts_fleeing_unaimed = true,
  }),
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

-- TR3's people (creatures/shooter.lua, cover.lua, club_worker.lua,
-- tribe_axe.lua, blowpipe.lua). Sources: tomb3 setup.cpp (hit points,
-- radius, pivot), lot.cpp (the brawlers climb and drop four clicks),
-- armysmg.cpp, oilsmg.cpp, swat.cpp, flamer.cpp, oilred.cpp, londsec.cpp,
-- mpgun.cpp, 51baton.cpp, 51civvy.cpp, prisoner.cpp, punk.cpp,
-- tribeaxe.cpp, blowpipe.cpp, dragfire.cpp; sound ids from tomb3
-- sound.h. Ranges are distances (the sources compare squares), turns
-- degrees a tick, chances out of 32768; the head joint is the mesh after
-- the head bone the original turns. They shoot by TR3's rule
-- (ai/shoot.lua: out to eight sectors).
local TR2 = require("creatures.stats.tr2")

--- A copy of `t` without the field `key` (a state a creature lacks).
local function without(t, key)
  local c = with(t, {})
  c[key] = nil
  return c
end

--- tomb3 sound.h: a blow landing on Lara (SFX_LARA_THUD).
local THUD = 70
--- TR3's type ids the people's rivalries name (tomb3 objects.h).
local MERCENARY, RX_TECH_GUNMAN, FLAMETHROWER, PRISONER, SENTRY_GUN = 37, 40, 50, 62, 64
--- Hit points a tick lost by the SWAT and the MP with a gun standing in a
--- box blocked now (tomb3 swat.cpp, mpgun.cpp: overlap index flag 0x4000).
local BLOCKED_BOX_DAMAGE = 20

--- A TR3 person on foot: a tenth of a sector wide, TR3's default step
--- (one click up, two down), timid.
local function person(own)
  return with({ radius = 102, pivot = 0, zone = "ground", step = 256, drop = 512,
                violent = false, drops = {} }, own)
end

--- The machine-gunners (the mercenary, the RX-Tech gunman, the MP with a
--- night sight and the London mercenary: one routine, TR2's gunman 2):
--- bored they stand; seeing Lara within three sectors they stand to shoot
--- (from one of two stances), beyond in her zone they walk on shooting;
--- 28 a bullet every sixth tick while they shoot. `own`: hit points, the
--- gun's place on mesh 7, turns.
local function gunner(own)
  return person(with({
    head_mesh = 8, death_anim = 19, states = families.GUNNER_STATES, bored_stands = true,
    lean = 2, range = { run = 2048, stand = 3072, walk_shot = 3072 },
    stand = { { "aim_1", 0x4000 }, { "aim_3" } },
    aims = { aim_1 = { shot = "shoot_1", back = "stop" }, aim_3 = { shot = "shoot_3", back = "stop" },
             aim_2 = { shot = "shoot_2", back = "walk" } },
    walk_shot = { "aim_2" }, wait_shot = "shoot_1", run_sees = "walk",
    damage = 28, every = 6,
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              shoot_2 = { back = "walk", walking = true } },
  }, own))
end

--- The pistol guards who take cover (the RX-Tech guard in the red jacket,
--- the London guard, the MP with a gun: TR2's Uzi mercenary's routine and
--- numbering with ducking behind low walls, creatures/cover.lua): a shot
--- on given frames of its animation (beyond a shorter animation: its
--- last), each a bullet of `damage`. `own`: hit points, damage, turns,
--- ranges.
local function cover_guard(own)
  return person(with({
    head_mesh = 14, death_anim = 14, lean = 2, cover = true,
    states = with(families.UZI_STATES, { duck = 15, ducked = 16, duck_aim = 17, duck_shot = 18,
                                         duck_walk = 19, stand = 20 }),
    stand = { { "shoot_1", 0x2000 }, { "shoot_2", 0x4000 }, { "aim_3" } },
    aims = { aim_3 = { shot = "shoot_3a", back = "stop" }, aim_4 = { shot = "shoot_4a", back = "walk" } },
    walk_shot = { "aim_4" }, run_sees = "stop",
    guns = { gun = { mesh = 13, x = 0, y = 160, z = 40 } },
    shots = {
      shoot_1 = { frames = { 0 }, back = "stop" }, shoot_2 = { frames = { 0 }, back = "stop" },
      shoot_3a = { frames = { 0, 11 }, back = "stop" }, shoot_3b = { frames = { 0, 11 }, back = "stop" },
      shoot_4a = { frames = { 16 }, back = "walk", walking = true },
      shoot_4b = { frames = { 16 }, back = "walk", walking = true },
    },
  }, own))
end

--- The brawlers (TR2's stick-wielding goons' routine and numbering): they
--- climb and drop four clicks; every blow lands once an attack when the
--- hand (touch 0x2400, mesh 13) meets the target. `own`: the rest.
local function brawler(own)
  return person(with({
    head_mesh = 14, death_anim = 26, zone = "jump", step = 1024, drop = 1024,
    states = families.CLUB_STATES, lean = 2,
    chance = { walk = 0x4000, stroll = 0x100, rest = 0x100 },
    sound = { punch_0 = THUD, punch_1 = THUD, punch_2 = THUD, kick = THUD },
    touch = 0x2400,
  }, own))
end

--- The tribesmen's states (tomb3 tribeaxe.cpp, blowpipe.cpp; the pipe's
--- has no attack 6).
local TRIBE_STATES = { wait_1 = 1, walk = 2, run = 3, attack_1 = 4, attack_2 = 5, attack_3 = 6,
                       attack_4 = 7, aim_3 = 8, death = 9, attack_5 = 10, wait_2 = 11, attack_6 = 12 }

local people = {
  -- The South Pacific mercenary (tomb3 armysmg.cpp): fights every other
  -- creature (but its fellows) and leaves Lara be until she hurts it.
  mercenary = gunner({ hit_points = 30, turn = { walk = 5, run = 10 },
                       guns = { gun = { mesh = 7, x = 0, y = 300, z = 64 } },
                       rivals = "all", allies = { MERCENARY }, spares_lara = true }),
  -- The RX-Tech gunman (tomb3 oilsmg.cpp), the gun further down the arm.
  rx_tech_gunman = gunner({ hit_points = 30, turn = { walk = 5, run = 10 },
                            guns = { gun = { mesh = 7, x = 0, y = 400, z = 64 } } }),
  -- The MP with a night sight and the London mercenary (tomb3 swat.cpp):
  -- half of them (a roll as the death begins) fire a last 84 on frames
  -- 45-51 of their death whose frame number is a multiple of four; they
  -- lose 20 a tick in a blocked box.
  swat = gunner({ hit_points = 45, turn = { walk = 6, run = 9 },
                  guns = { gun = { mesh = 7, x = 0, y = 300, z = 64 } },
                  dying_shot = { frames = { 45, 46, 47, 48, 49, 50, 51 }, every = 4, damage = 84,
                                 chance = { one_in = 2 } },
                  blocked_box_damage = BLOCKED_BOX_DAMAGE }),
  -- The RX-Tech flamethrower man (tomb3 flamer.cpp): never runs; within
  -- four sectors he stands and pours flame, beyond he walks on pouring it;
  -- a flame a tick; he fights the other creatures (but the RX-Tech
  -- gunmen) and leaves Lara be until she hurts him.
  flamethrower = person({
    hit_points = 36, head_mesh = 8, death_anim = 19, lean = 2,
    states = without(families.GUNNER_STATES, "run"),
    turn = { walk = 5, run = 5 }, range = { run = 4096, stand = 4096, walk_shot = 4096 },
    stand = { { "aim_3" } },
    aims = { aim_3 = { shot = "shoot_3", back = "stop" }, aim_2 = { shot = "shoot_2", back = "walk" } },
    walk_shot = { "aim_2" }, wait_shot = "stop", run_sees = "walk",
    guns = { gun = { mesh = 7, x = 0, y = 340, z = 64 } }, missile = "flame", every = 1,
    shots = { shoot_3 = { back = "stop" }, shoot_2 = { back = "walk", walking = true } },
    rivals = "all", allies = { RX_TECH_GUNMAN, FLAMETHROWER }, spares_lara = true,
    -- His pour grows from 0 by a quarter plus one a tick while under 40;
    -- grown, each tick scorches his target (a seal mutant burns up:
    -- creatures/scorch.lua).
    scorches = { ramp_to = 40 },
  }),
  -- The flame he pours (tomb3 dragfire.cpp ControlFlameThrower): TR2's,
  -- the flame object of TR3 (DRAGON_FIRE 307), flying at up to 160 (its
  -- speed ramps to 40 × 4).
  flame = with(TR2.flame, { type = 307, speed = 160 }),
  -- The RX-Tech guard in the red jacket (tomb3 oilred.cpp): 35 a bullet,
  -- walks on shooting beyond two sectors; dying, a last shot of 105 on
  -- frame 47 of his death.
  rx_tech_guard = cover_guard({ hit_points = 34, damage = 35, turn = { walk = 6, run = 10 },
                                range = { run = 0, stand = 2048, walk_shot = 2048 },
                                dying_shot = { frames = { 47 }, damage = 105 } }),
  -- The London guard (tomb3 londsec.cpp): 32 a bullet; dying, a last shot
  -- of 64 on frame 3 or 28 of his death when that tick's roll is odd.
  london_guard = cover_guard({ hit_points = 28, damage = 32, turn = { walk = 5, run = 10 },
                               range = { run = 0, stand = 2048, walk_shot = 2048 },
                               dying_shot = { frames = { 3, 28 }, damage = 64,
                                              chance = { one_in = 2, remainder = 1,
                                                         each_tick = true } } }),
  -- The MP with a gun (tomb3 mpgun.cpp): 32 a bullet, always shoots from
  -- where he stands, walking on shooting beyond a sector and a half; goes
  -- for a prisoner nearer than Lara; dying, a last 32 on frame 1 of his
  -- death on a 1-in-4 roll (drawn each dying tick); 20 a tick lost in a
  -- blocked box.
  mp_gun = cover_guard({ hit_points = 28, damage = 32, turn = { walk = 6, run = 10 },
                         range = { run = 0, walk_shot = 1536 }, rivals = { PRISONER },
                         dying_shot = { frames = { 1 }, damage = 32,
                                        chance = { one_in = 4, each_tick = true } },
                         blocked_box_damage = BLOCKED_BOX_DAMAGE }),
  -- The MP with a stick (tomb3 51baton.cpp): 80 a jab or swing, 100 the
  -- swipe from the walk, 150 a kick (meshes 5-6, from its ninth frame)
  -- at a target below him or crouching within a sector and a half; goes
  -- for a prisoner nearer than Lara (5, 5, 6, 9 a blow to him).
  mp_stick = brawler({
    hit_points = 25, turn = { walk = 6, run = 7 },
    states = with(families.CLUB_STATES, { kick = 12 }),
    range = { punch_0 = 512, punch_1 = 1024, punch_2 = 1280, walk = 1024, kick = 1536 },
    damage = { punch_0 = 80, punch_1 = 80, punch_2 = 100, kick = 150 },
    rival_damage = { punch_0 = 5, punch_1 = 5, punch_2 = 6, kick = 9 },
    bite = { mesh = 13, x = 247, y = 10, z = 11 },
    kick = { from = 8, touch = 0x60, bite = { mesh = 6, x = 0, y = 0, z = 100 } },
    rivals = { PRISONER },
  }),
  -- The prisoner (tomb3 prisoner.cpp): fights the guards (every creature
  -- but his fellows and the sentry guns) and leaves Lara be until she
  -- hurts him; 40 a punch, 50 the swipe (25, 20, 20 to a guard).
  prisoner = brawler({
    hit_points = 20, turn = { walk = 7, run = 11 },
    range = { punch_0 = 341, punch_1 = 682, punch_2 = 768, walk = 1024 },
    damage = { punch_0 = 40, punch_1 = 40, punch_2 = 50 },
    rival_damage = { punch_0 = 20, punch_1 = 20, punch_2 = 25 },
    bite = { mesh = 13, x = 10, y = 10, z = 11 },
    rivals = "all", allies = { PRISONER, SENTRY_GUN }, spares_lara = true,
  }),
  -- The dam guard (tomb3 51civvy.cpp): 40 a punch, 50 the swipe.
  dam_guard = brawler({
    hit_points = 15, turn = { walk = 5, run = 6 },
    range = { punch_0 = 341, punch_1 = 682, punch_2 = 1024, walk = 1024 },
    damage = { punch_0 = 40, punch_1 = 40, punch_2 = 50 },
    bite = { mesh = 13, x = 0, y = 0, z = 0 },
  }),
  -- The punk (tomb3 punk.cpp): 80 a blow, 100 the swipe.
  punk = brawler({
    hit_points = 20, turn = { walk = 5, run = 6 },
    range = { punch_0 = 512, punch_1 = 1024, punch_2 = 1280, walk = 1024 },
    damage = { punch_0 = 80, punch_1 = 80, punch_2 = 100 },
    bite = { mesh = 13, x = 16, y = 48, z = 320 },
  }),
  -- The tribesman with the spiked axe (tomb3 tribeaxe.cpp): violent; each
  -- attack hurts on a window of frames, 8 or 32 a tick the axe (touch
  -- 0x2000) touches Lara, 2 a tick to a rival. Turns: 4° in a stance, 9°
  -- walking, 6° running; bored 2¼° walking, 1½° running.
  tribe_axe = person({
    hit_points = 28, violent = true, head_mesh = 14, states = TRIBE_STATES,
    death_anim = 20, death_anim_in = { wait_1 = 21, attack_4 = 21 },
    turn = { stance = 4, walk = 9, run = 6, bored_walk = 2.25, bored_run = 1.5 },
    lean = { walk = 8, run = 4 },
    range = { chop = 682, near = 1024, walk = 2048 },
    chance = { set_off = 0x100, settle = 0x100 },
    stance_near = { { "walk", 0x4000 }, { "attack_4" } },
    stance_close = { { "attack_2", 0x800 }, { "aim_3" } },
    settle_walk = { { "wait_1", 0x2000 }, { "wait_2" } },
    settle_run = { { "wait_1", 0x4000 }, { "wait_2" } },
    run_attack = { { "attack_6", 0x4000 }, { "attack_5", 0x5000 }, { "walk" } },
    blows = {
      attack_2 = { from = 2, to = 12, damage = 8 }, attack_3 = { from = 8, to = 9, damage = 32 },
      attack_4 = { from = 19, to = 28, damage = 8 }, attack_5 = { from = 7, to = 14, damage = 8 },
      attack_6 = { from = 15, to = 19, damage = 32 },
    },
    rival_damage = 2, touch = 0x2000, bite = { mesh = 13, x = 0, y = 16, z = 265 },
    hit_sound = THUD,
  }),
  -- The tribesman with the blowpipe (tomb3 blowpipe.cpp): violent; darts
  -- (the level's dart, TR3 90: 25 and 160 poison, objects/tr3.lua) blown
  -- at 256 a tick on frame 15, striking within 192 (half a tick's flight
  -- and half Lara's width, as TR4's); a jab of 100 within half a sector
  -- (5 to a rival). Turns: 2° standing (and bored), 9° walking, 6°
  -- running.
  blowpipe = person({
    hit_points = 28, violent = true, head_mesh = 14,
    states = without(TRIBE_STATES, "attack_6"),
    death_anim = 20, death_anim_in = { wait_1 = 21, attack_1 = 21 },
    turn = { stance = 2, walk = 9, run = 6 }, lean = 4,
    range = { jab = 512, walk = 2048 }, chance = { stroll = 512 },
    damage = 100, rival_damage = 5, touch = 0x2400, bite = { mesh = 13, x = 0, y = 0, z = -200 },
    hit_sound = THUD,
    pipe = { mesh = 13, x = 8, y = 40, z = -248 },
    dart = { type = 90, speed = 256, frame = 15, reach = 192 },
  }),
  -- The scuba diver (tomb3 diver.cpp): TR2's diver and numbers
  -- (creatures/diver.lua), with TR3's harpoon (DIVER_HARPOON 306: TR2's
  -- figures, ending in a ricochet's sound, SFX_LARA_RICOCHET 10).
  diver = TR2.diver,
  harpoon = with(TR2.harpoon, { type = 306, end_sound = 10 }),
}
for name, t in pairs(people) do tr3[name] = t end
-- The rattlesnake (the cobra's object in the levels from Rooftops on:
-- Nevada's) notices and strikes closer in.
tr3.rattlesnake = with(tr3.cobra, { range = { forget = 2560, alert = 1280, strike = 682 } })

-- TR3's bosses (creatures/tony.lua, puna.lua, willard.lua, sophia.lua over
-- creatures/boss.lua). Sources: tomb3 setup.cpp (hit points), tonyboss.cpp,
-- triboss.cpp with draweffects.cpp (Puna's beam), willboss.cpp,
-- londboss.cpp, fusebox.cpp; sound ids from tomb3 sound.h. Distances are
-- world units (the sources compare squares), turns degrees a tick (the
-- sources' 182 a degree), frames of the originals' animations (a shorter
-- stand-in plays them on its last frame).
--- tomb3 sound.h: SFX_BLAST_CIRCLE, SFX_EXPLOSION2, SFX_LARA_FIRE.
local BLAST_CIRCLE, EXPLOSION2, FIRE_SOUND = 76, 106, 8
--- The touch masks of Willard's two fangs (meshes 20 and 23) and of any mesh.
local FANGS, ANY_MESH = 0x900000, 0xFFFFFF
local bosses = {
  -- Tony Firehands (TONY): 200 hit points, but held at 100 (unharmed)
  -- until his first blast (BIGBOOM, frame 56); wakes within five sectors
  -- (0x1900000); turns 2° floating (none the first 16 frames of his
  -- rise), 1° throwing a fireball; a throw every 64 ticks (the original's
  -- wibble & 0xFF: wibble counts 4 a tick); the blast flips the rooms 32
  -- ticks in and is over after 64. Hands: meshes 10 and 13. Death:
  -- animation 6, the body goes at frame 110.
  tony = {
    hit_points = 200, held_health = 100, radius = 102, pivot = 50, zone = "ground",
    step = 256, drop = 256, violent = true,
    states = { wait = 0, rise = 1, float = 2, zap = 3, rock_zap = 4, big_boom = 5, death = 6 },
    death = { state = 6, anim = 6, at = 110, sound = BLAST_CIRCLE },
    range = { wake = 5120 }, turn = { float = 2, zap = 1 }, rise_still = 16,
    frames = { zap = 28, rock_zap = 40, big_boom = 56 },
    zap_every = 64, flip_at = 32, boom_ticks = 64,
    hands = { { mesh = 13, x = 0, y = 0, z = 0 }, { mesh = 10, x = 0, y = 0, z = 0 } },
  },
  -- His fireballs (TONYFIREBALL 283): thrown ahead at 160 a tick, rising
  -- 16-19 a tick (a fall of −32-39 halved); up from his hands at the roof
  -- (16 a tick, an eighth more plus 1 each tick) to rain down on Lara from
  -- 256 below her ceiling, up to 512 aside (falling 4-7 a tick, 2 more
  -- each tick, to 512). Any of them within 200 of her (not yet burning):
  -- 200 and she burns.
  tony_fireball = { type = 283, speed = 160, aim = "level", fall = -18, damage = 200,
                    reach = 200, spread = 0, life = 300, ignites = true, trail = "FLAME",
                    end_effect = "EXPLOSION", end_sound = EXPLOSION2, hit_sound = FIRE_SOUND },
  tony_rock = { type = 283, speed = 16, aim = "up", accel = { share = 8, add = 1, max = 4096 },
                damage = 200, reach = 200, spread = 0, life = 120, ignites = true,
                trail = "FLAME", end_effect = "EXPLOSION", end_sound = EXPLOSION2,
                rain = { kind = "tony_rain", below_ceiling = 256, scatter = 512 } },
  tony_rain = { type = 283, speed = 0, fall = 5, gravity = 2, max_fall = 512, damage = 200,
                reach = 200, spread = 0, life = 300, ignites = true, trail = "FLAME",
                end_effect = "EXPLOSION", end_sound = EXPLOSION2 },
  -- Puna (TRIBEBOSS): 200 hit points; wakes within two sectors (0x400000);
  -- turns his chair 3° a tick (546), eases it an eighth of the way back
  -- to his seat and a sixteenth to a summoning point (square within 1°:
  -- 182); casts when Lara is within 128 (0.7°) of straight ahead; four
  -- bolts, then a summoning. A bolt charges 3 a tick, lashes from 64 on
  -- (the cast plays to 128 here); a summoning 2 a tick to 64 then 3,
  -- lashing from 64 to 96, the lizard man up past 90. The beam runs to
  -- 20480 and kills. Head: mesh 8 (tribeboss_hit[5] is 400 ahead of it).
  -- Death: animation 3, the body goes at frame 120, trembling 32 more a
  -- tick. SFX_TRIBOSS_TAKE_HIT.
  puna = {
    hit_points = 200, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 256,
    violent = true,
    states = { chair = 0, lightning = 1, summon = 2, death = 3 },
    death = { state = 3, anim = 3, at = 120, shake = 32, sound = BLAST_CIRCLE },
    range = { wake = 2048 }, turn = { chair = 3 }, aim_within = 128, square_within = 182,
    chair_ease = 16, seat_ease = 8, bolts = 4, beam_reach = 20480,
    charge = { lightning = 3, beam = 64, done = 128, summon_slow = 2, summon_fast = 3,
               summon_to = 96, summon_at = 90 },
    head_point = { mesh = 8, x = 8, y = 32, z = 400 },
    summon = { type = 35, ahead = 2048 }, hit_sound = 361,
  },
  -- Willard (WILLARD_BOSS): 200 hit points, up again whole after 280
  -- ticks out; the artefacts are ICON_PICKUP1-4 (240-243). Round his ring
  -- he heads a sector past the nearest marker; turns round when Lara is 1-5
  -- markers ahead of his way or more than 10 behind; fires when she is
  -- nearer a junction than the ring or he is 2048 below her, within 4096
  -- of her junction. Lunge within 2048 (0x400000; 440), walking strikes
  -- within 1536 (0x240000; 220, a quarter of the time he stops instead;
  -- from frame 30 of the walk the first strike); a touch costs 10 a tick.
  -- Turns 5° walking (910), 2° lunging and aiming (364). Turn round at
  -- frame 51, plasma at frame 40 from meshes 20 and 23 (±64, 410 below),
  -- 4096 each side of his heading. Death: animation 7, gone 2 frames
  -- before its end.
  willard = {
    hit_points = 200, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 256,
    violent = true, touch = FANGS, touch_any = ANY_MESH,
    states = { stop = 0, walk = 1, lunge = 2, big_kill = 3, stunned = 4, knockout = 5,
               getup = 6, strike_1 = 7, strike_2 = 8, about = 9, shoot = 10 },
    death = { state = 4, anim = 7, sound = BLAST_CIRCLE },
    knocked_out = 280, artefacts = { 240, 241, 242, 243 },
    ring = { path_type = 80, junction_type = 81, ahead = 1024, behind = 6, round = 10,
             above = 2048 },
    range = { fire = 4096, lunge = 2048, strike = 1536 },
    turn = { walk = 5, lunge = 2 }, chance = { pause = 4 }, strike_late = 30,
    frames = { about = 51, shoot = 40 },
    damage = { lunge = 440, walk = 220, touch = 10 },
    bite = { mesh = 20, x = 19, y = -13, z = 3 },
    guns = { { mesh = 20, x = -64, y = 410, z = 0, turn = -4096 },
             { mesh = 23, x = 64, y = 410, z = 0, turn = 4096 } },
  },
  -- His plasma (EXTRAFX2 369): homes on Lara from 16-47 a tick, a
  -- sixteenth more plus 4 each tick, to 512; within 200 of her she burns
  -- to death.
  willard_plasma = { type = 369, speed = 32, homing = true, accel = { share = 16, add = 4, max = 512 },
                     damage = 1000, kills = true, ignites = true, reach = 200, spread = 0,
                     life = 300, trail = "GUN_FLASH", end_effect = "EXPLOSION" },
  -- Sophia Lee (LON_BOSS): 300 hit points, all kept (shots glance off:
  -- SFX_LONDON_BOSS_TAKE_HIT); the ring within 2816 of her, aimed 256 up
  -- Lara: radius 768 spreading 32 a tick for 32 ticks, 200 to Lara. She
  -- casts with Lara more than a click below her; laughs on 1 in 16. A
  -- summoning (animation 1, played out here in 64 ticks) gives 600
  -- ticks of power. Small casts at frame 14: bolts from points 0 and 2 of
  -- mesh 10, 512 each side of her heading; the great cast at frame 36
  -- adds the great bolt from point 1. Turns 4° walking and casting (728),
  -- 7° running (1274); walks within a sector. Death: animation 17, gone
  -- on its last frame.
  sophia = {
    hit_points = 300, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 256,
    violent = true, head_mesh = 10,
    states = { stand = 1, walk = 2, run = 3, summon = 4, big_zap = 5, death = 6, laugh = 7,
               small_zap = 8 },
    death = { state = 6, anim = 17, sound = BLAST_CIRCLE },
    range = { ring = 2816, walk = 1024, level = 256 },
    ring = { chest = 256, radius = 768, speed = 32, ticks = 32 },
    damage = { ring = 200 }, chance = { laugh = 16 }, power_ticks = 600,
    turn = { walk = 4, cast = 4, run = 7 },
    frames = { summon = 64, small_zap = 14, big_zap = 36 },
    small_cast = {
      { kind = "sophia_bolt", turn = 512, gun = { mesh = 10, x = 16, y = 56, z = 356 } },
      { kind = "sophia_bolt", turn = -512, gun = { mesh = 10, x = -72, y = 48, z = 356 } },
    },
    big_cast = {
      { kind = "sophia_bolt", turn = 512, gun = { mesh = 10, x = 16, y = 56, z = 356 } },
      { kind = "sophia_big_bolt", turn = 0, gun = { mesh = 10, x = -28, y = 48, z = 304 } },
      { kind = "sophia_bolt", turn = -512, gun = { mesh = 10, x = -72, y = 48, z = 356 } },
    },
    hit_sound = 353,
  },
  -- Her bolts (EXTRAFX4 371): from 16 (the great one 24) a tick, an eighth
  -- more plus 2 each tick, to 384; within 400 of Lara they strike (30; the
  -- great one 30 + 512), else they burst on a floor or wall, hurting her
  -- within a sector the more the nearer (up to 16; the great one 256).
  sophia_bolt = { type = 371, speed = 16, accel = { share = 8, add = 2, max = 384 }, damage = 30,
                  blast = 1024, blast_damage = 16, reach = 400, spread = 0, life = 300,
                  trail = "GUN_FLASH", blast_effect = "EXPLOSION", blast_sound = 105 },
  sophia_big_bolt = { type = 371, speed = 24, accel = { share = 8, add = 2, max = 384 },
                      damage = 542, blast = 1024, blast_damage = 256, reach = 400, spread = 0,
                      life = 300, trail = "GUN_FLASH", blast_effect = "EXPLOSION",
                      blast_sound = 105 },
}
for name, t in pairs(bosses) do tr3[name] = t end

-- TR3's schools (creatures/school.lua through creatures/locusts.lua's
-- "school" kind). Source: tomb3 fish.cpp (SetupShoal, SetupFish,
-- ControlFish, FishNearLara), setup.cpp (the fish's drawing routine),
-- draweffects.cpp S_DrawFish (the sprites). The source's angles are
-- 4096ths of a turn: here × 16.
local ANGLE = 16
--- One school's ranges from the source's table row (x, z, depth): half
--- widths of (x + 2) and (z + 2) quarter sectors, depth quarter sectors.
local QUARTER = 256
local function shoal(x, z, depth)
  return { x = (x + 2) * QUARTER, z = (z + 2) * QUARTER, y = depth * QUARTER }
end
local school = {
  kind = "school", count = 24, burst = 24, pool = 24,
  -- Easing a heading: past `dead` off it the turn rate grows by `accel` a
  -- tick; within, it loses a quarter (`decay`) and stops below `accel`;
  -- past `sharp` a quarter of the rate more.
  steer = { dead = 128 * ANGLE, accel = 4 * ANGLE, decay = 4, sharp = 1024 * ANGLE },
  lead = {
    first_speed = { min = 8, rolls = 64 }, want_first = { min = 32, rolls = 128 },
    most_turn = 120 * ANGLE, speed_slack = 4, speed_step = 4,
    -- Going for Lara: a dash of 192-255.
    dash = { min = 192, rolls = 64 },
    wander = {
      time = { min = 8, rolls = 16 }, drift = { min = -24 * ANGLE, rolls = 64 * ANGLE },
      swerve = 32, one_in = { restart = 16, swerve = 4 },
      edge_turn = { min = 128 * ANGLE, rolls = 128 * ANGLE },
      speed = {
        top = 255, time = { min = 32, rolls = 32 }, one_in = { burst = 8, faster = 4 },
        burst = { min = 128, rolls = 128 }, faster = { min = 32, rolls = 128 }, fast = 140,
        slower = { min = 48, rolls = 32 }, dawdle_time = { min = 4, rolls = 4 },
        dawdle = { min = -15, rolls = 32 },
      },
    },
  },
  fish = {
    first_speed = { min = 32, rolls = 32 },
    -- Fish n keeps to a place (128 n − 3072) across and back from the
    -- leader, within √((128 n)² + 1024²) of it; turns at most n/2 + 92.
    place = { step = 128, start = 3072, radius = 1024 }, most_turn = 92 * ANGLE,
    slow_floor = 32, slow_share = 32, hurry_to = 160, hurry_rolls = 4, slower_each = 4,
    slowest = 32, fastest = 200,
    depth_close = 16, depth_ease = 16, about_prey = 256,
  },
}
tr3.fish = families.with(school, { looks = { particle = particles.FISH } })
-- Piranhas: 4 a tick from each within 256 of her (a circle, and 256 up
-- or down), blood every 8 ticks.
tr3.piranhas = families.with(school, {
  looks = { particle = particles.PIRANHA }, bite = { reach = 256, damage = 4, wait = 8, blood = 4 },
})
-- Each level's schools by number (SetupShoal's tables, by level file);
-- any other level's are a quarter sector every way.
tr3.shoals = {
  default = { { x = QUARTER, z = QUARTER, y = QUARTER } },
  jungle = { shoal(8, 20, 3) },
  temple = { shoal(4, 4, 2), shoal(4, 16, 2), shoal(4, 28, 3) },
  quadchase = { shoal(4, 12, 1), shoal(0, 12, 2), shoal(8, 4, 2), shoal(4, 8, 1),
                shoal(4, 16, 2), shoal(4, 24, 1), shoal(12, 4, 1), shoal(16, 4, 1) },
  house = { shoal(4, 4, 1), shoal(16, 8, 2), shoal(24, 8, 2), shoal(8, 16, 2), shoal(8, 12, 1),
            shoal(20, 8, 2), shoal(16, 8, 1) },
  shore = { shoal(12, 12, 6), shoal(12, 20, 6), shoal(20, 4, 8) },
  crash = { shoal(20, 4, 6) },
  rapids = { shoal(16, 16, 8), shoal(4, 8, 5) },
}

-- Winston (creatures/winston.lua). Source: tomb3 winston.cpp
-- (OldWinstonControl, WinstonControl), setup.cpp (20 hit points, a tenth
-- of a sector wide, both a target). The real test levels carry neither
-- model: the state and animation numbers are the source's.
-- In his butler's clothes (360) he is TR2's Winston, a target now, whom a
-- shot only robs of hit points.
tr3.winston = with(tr2.winston, { hit_points = 20, untargetable = false })
-- In his camouflage suit (361, the assault course): he takes the butler's
-- place; turning 2° a tick, he raises his tray (defend) while she aims at
-- him, flinches at a hit (hit, then defend_high or defend_low on a coin
-- toss, hit_high/hit_low back to defend); without hit points he falls
-- (animation 16), lies 150 ticks (a hit knocks him down again), gets up
-- with 16 and on a coin toss a tick brushes himself off. No bump sound.
tr3.army_winston = with(tr2.winston, {
  hit_points = 20, untargetable = false, replaces = 360, turn = { always = 2 },
  states = { stop = 1, walk = 2, defend = 3, defend_high = 4, defend_low = 5, hit = 6,
             hit_high = 7, hit_low = 8, hit_down = 9, fall_down = 10, get_up = 11,
             brush_off = 12, on_floor = 13 },
  knock_out = { anim = 16, ticks = 150, hit_points = 16 },
  sounds = { follow = tr2.winston.sounds.follow, behind = tr2.winston.sounds.behind,
             cups = tr2.winston.sounds.cups },
})

return tr3
