-- Tomb Raider 5's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB5 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local tr1 = require("creatures.stats.tr1")
local tr2 = require("creatures.stats.tr2")
local with = families.with

--- TOMB5 objects.h: BUBBLES, the effect slot the bolts fly as.
local BUBBLES = 367

-- Type ids the guards' numbers name (objects/tr45/names_tr5.lua).
local SWAT, BLUE_GUARD = 33, 37

--- TR5's guards' states (TOMB5 guard routine; their names after
--- TombEngine's tr5_guard.h; `look` and `search`, where Lara is out of
--- its line of sight, after what the routine does in them).
local GUARD_STATES = {
  stop = 1, turn = 2, shoot = 3, aim = 4, walk = 5, death = 6, run = 7, death_behind = 8,
  sit = 15, stand_up = 16, asleep = 17, wake = 18, wait_wall = 19, jump_start = 26, jump = 27,
  long_jump = 28, search = 30, look = 31, rapid = 35, computer = 38, surrender = 39,
  climb_2 = 20, climb_3 = 21, climb_4 = 22, drop_4 = 23, drop_3 = 24, drop_2 = 25,
}

--- The guards' climbs (TOMB5 box.cpp CreatureVault, sas.cpp): a rise
--- over 384, 640 or 896 is a climb of two, three or four clicks
--- (animations 35-37), a drop as far a jump down (40-38); nothing beyond
--- 1152. Set back 256 inside the sector it left. Tried from the states
--- below 20 and from the search (30).
local GUARD_VAULT = {
  inset = 256, beyond = 1152, below = 20, also = { "search" },
  up = { { 896, "climb_4" }, { 640, "climb_3" }, { 384, "climb_2" } },
  down = { { 896, "drop_4" }, { 640, "drop_3" }, { 384, "drop_2" } },
  anims = { climb_2 = 35, climb_3 = 36, climb_4 = 37, drop_4 = 38, drop_3 = 39, drop_2 = 40 },
}

--- The guards whose path search crosses gaps (TOMB5 lot.cpp
--- InitialiseSlot: the SAS, the blue guard, the second mafia gunman, the
--- sailor): the human zone, climbing and dropping four clicks, taking
--- jump overlaps. The others keep the basic zone, one click up, two down.
local JUMPER = { zone = "jump", step = 1024, drop = 1024, can_jump = true }

--- A guard of TR5 (creatures/guard.lua; TOMB5 setup.cpp and the guard
--- routine): 24 hit points unless `own` says otherwise, pivot 50, radius
--- 102; timid towards Lara. `own` lays its own numbers over these.
---@param own table
local function guard(own)
  return with({
    hit_points = 24, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = false, head_mesh = 14, states = GUARD_STATES, drops = {},
    -- Every guard of the routine jumps a gap it faces (whether or not its
    -- search leads across gaps): floors probed 870 apart ahead (sas.cpp,
    -- ai/leap.lua); the jump starts in animation 41 from a stop or a
    -- walk, 50 from a run (state 26), going on to 27, or 28 over two
    -- blocks.
    leap = { reach = 870, anims = { stop = 41, walk = 41, run = 50 } },
    -- Lara out of its line of sight, it looks about and searches (states
    -- 31 and 30), and stops walking or running (creatures/guard.lua).
    looks_about = true,
    vault = GUARD_VAULT,
    -- The SWAT's animations, or the blue guard's where he is absent.
    anims_of = { SWAT, BLUE_GUARD },
    -- Killed with Lara within 67½° it falls facing her (animation 11),
    -- else away from her (16).
    death_anims = { death = 11, death_behind = 16 }, death_facing = 12288,
    -- Degrees a tick: walking, running, aiming (turning to her in an aim
    -- or a shot, 364 units).
    turn = { walk = 5, run = 10, aim = 2 },
    -- Aims within four sectors, walks within three (runs beyond), stops
    -- within one.
    range = { aim = 4096, walk = 3072, stop = 1024 },
    -- The gun (TOMB5 sas_gun: 15, 80, 200 on mesh 13) and its shots: the
    -- burst (35) fires on frames 0, 1, 3, 5, 7 and 9, 10 a bullet; the
    -- single shot (3) 30 (TOMB5 doubles it in the levels after the Old
    -- Mill: levels/tr5/vci.lua gives their guards `shot_damage` 60).
    guns = { gun = { mesh = 13, x = 15, y = 80, z = 200 } },
    shot = "rapid", aims = {},
    shots = {
      shoot = { back = "aim", damage = 30 },
      rapid = { frames = { 0, 1, 3, 5, 7, 9 }, back = "aim", damage = 10 },
    },
    -- The muzzle's light (TriggerDynamic 192, 128, 32 for two ticks,
    -- falloff 14 then 12 of 256 units).
    light = { r = 192, g = 128, b = 32, radius = 14 * 256, ticks = 2 },
    -- Where it starts, by OCB (TOMB5 InitialiseSas; the animations are
    -- the SWAT's numbers): 3 seated at a desk, 4 asleep on a chair, 6
    -- leaning on a wall, 7 and 9 at a computer (half a click back; 7 may
    -- leave it), 11 running. OCBs 1, 2, 5 and 8 (reloading, crouched out
    -- of sight, coming down a rope, searching) are level set pieces not
    -- played: such a guard starts standing.
    poses = {
      [3] = { anim = 28, state = "sit" }, [4] = { anim = 30, state = "asleep" },
      [6] = { anim = 32, state = "wait_wall" },
      [7] = { anim = 59, state = "computer", back = 128, leaves = true },
      [9] = { anim = 59, state = "computer", back = 128 },
      [11] = { anim = 12, state = "run" },
    },
    -- Rooms flagged 0x80 (TR5's "no lens flare" bit) are full of gas: a
    -- guard without a mask loses a hit point every 8 ticks and flees.
    gas = { flag = 0x80, every = 8 },
    -- Holding still for its orders: it stands (1), a run slowing through
    -- the walk.
    rest = { state = 1, via = { [7] = 5 } },
  }, own)
end
local tr4 = require("creatures.stats.tr4")

--- TOMB5 lot.cpp InitialiseSlot: the wisp, the reaper, the lagoon witch
--- move in the flyers' zone (they swim or float), 20480 up or down a
--- step, 16 a tick up or down.
local SWAMP_FLY_LIMIT, SWAMP_FLY_SPEED = 20480, 16

return {
  -- TOMB5 setup.cpp: the SAS of TR5 has 40 hit points.
  sas = guard(with(JUMPER, { hit_points = 40 })),
  swat = guard({}),
  -- The SWAT with a gas mask.
  swat_plus = guard({ gas_mask = true }),
  -- The blue guard and the crane driver fire single shots.
  blue_guard = guard(with(JUMPER, { shot = "shoot" })),
  crane_guy = guard({ shot = "shoot" }),
  mafia = guard({}),
  sailor = guard(JUMPER),
  -- The VCI scientist carries no gun.
  scientist = guard({ unarmed = true }),
  -- The sniper (creatures/sniper.lua; TOMB5 sniper.cpp, setup.cpp): 35 hit
  -- points, one shot of 100 from his rifle (sniper_gun 0, 480, 110 on
  -- mesh 13); aiming he fires on 1 in 32 a tick, hit he stays up on a
  -- coin's toss; set a quarter sector to the right of where he is placed.
  sniper = {
    hit_points = 35, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true, head_mesh = 14,
    states = { hidden = 1, uncover = 2, aim = 3, fire = 4, cover = 5, death = 6 },
    death_anim = 5,
    gun = { mesh = 13, x = 0, y = 480, z = 110 }, damage = 100,
    chance = { fire = 1024, hold = 16384 },
    light = { r = 192, g = 128, b = 32, radius = 14 * 256, ticks = 2 },
    offset = { right = 256 },
  },
  -- TOMB5 huskie.cpp / setup.cpp: TR4's dog with 24 hit points, pivot 50
  -- and radius 256.
  huskie = families.dog({
    hit_points = 24, radius = 256, pivot = 50, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
  -- SKELETON, the ghost (TOMB5 skeleton.cpp, setup.cpp): 100 hit points
  -- that nothing ends; turns 3° a tick; swings within 614 (400, meshes
  -- 4-6, 10, 12 and 15 touching, from frame 18); all but unseen beyond
  -- 1536 (125 of 128 fade steps gone), nearer a step gone every 16 units;
  -- moans (sound 186) as she comes within 1536.
  ghost = {
    hit_points = 100, radius = 256, pivot = 20, zone = "ground", step = 256, drop = 512,
    states = { stand = 1, swing_1 = 2, swing_2 = 3 },
    turn = { face = 3 }, range = { swing = 614, seen = 1536 },
    strike = { from = 18, damage = 400, touch = 0x9470 },
    bite = { mesh = 17, x = 0, y = 0, z = 0 },
    fade = { full = 128, far = 125, per = 16 }, sound = 186,
  },

  -- TOMB5 dog.cpp / setup.cpp: TR2's doberman routine (the same states,
  -- ranges, bored rolls, bite point and head) with 18 hit points, pivot 50,
  -- radius 256; bites of 30 (from a stop, turning half a degree a tick),
  -- 80 (the leap) and 50 (the lunge) on touch mask 0x122000. It starts
  -- standing up on its hind legs (state 6, animation 10), or placed with
  -- an OCB crouching (state 5, animation 6).
  dog = with(tr2.doberman, {
    hit_points = 18, radius = 256, pivot = 50,
    turn = { walk = 3, run = 6, bite = 0.5 },
    damage = { bite = 30, leap = 80, lunge = 50 },
    touch = 0x122000,
    start = { state = 6, anim = 10 }, start_ocb = { state = 5, anim = 6 },
  }),
  -- TOMB5 crow.cpp / setup.cpp: TR2's crow (pecking at the floor to
  -- start, animation 14; a peck of 20 within half a sector; the fall,
  -- animation 1) with 10 hit points, radius 102, pivot 50, turning 5° a
  -- tick.
  crow = with(tr2.crow, { hit_points = 10, radius = 102, pivot = 50, turn = { always = 5 } }),
  -- TOMB5 lion.cpp / setup.cpp: TR1's lion's states and ranges (pounce
  -- from a stop within a sector, bite what its body touches ahead) with
  -- 40 hit points, pivot 50, TR5's step and drop; a pounce of 200 and a
  -- bite of 60, both bleeding, on touch mask 0x200048, each from its own
  -- point of mesh 21. Bored at a stop it strolls on a 1-in-64 roll;
  -- strolling or running it roars on a 128 roll. Turns: 2° walking, 5°
  -- running. Its death is one of its two death animations (7, 8) at
  -- random.
  lion = with(tr1.lion, {
    hit_points = 40, pivot = 50, drop = 512, smartness = false,
    death_anim = false, death_choices = false,
    damage = { bite = 60, pounce = 200 }, knocks = false, touch = 0x200048,
    chance = { roar = 128, walk = 512 },
    bites = { pounce = { mesh = 21, x = -2, y = -10, z = 250 } },
  }),
  -- TOMB5 gladiatr.cpp / setup.cpp: 20 hit points, pivot 50, radius 102.
  -- Cuts of 120 where its sword (meshes 13 and 14) touches, once a cut
  -- after frame 10, with SFX_LARA_THUD (70), blood from mesh 16. Ranges
  -- (square roots of the original's): the cuts from a stop within 819,
  -- from a walk within two sectors, from a run within a sector and a
  -- half; a walk stops within a sector and runs beyond a sector and a
  -- half. Turns: 2° bored, 7° walking, 11° running, 7° a cut. Shield up
  -- (state 4) when aimed at from within a sector and a half. Bored, it
  -- strolls or stops on a 1-in-64 roll.
  gladiator = {
    hit_points = 20, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    head_mesh = 14, violent = true,
    states = { stop = 1, walk = 2, run = 3, guard = 4, guarding = 5, death = 6,
               cut_1 = 8, cut_2 = 9, run_cut = 10, walk_cut = 11 },
    death_anim = 16,
    turn = { bored = 2, walk = 7, run = 11, cut = 7 },
    range = { cut = 819, walk_cut = 2048, run_cut = 1536, stop = 1024, run = 1536,
              shield = 1536 },
    damage = { cut = 120 }, touch = 0x6000, cut_from = 10,
    -- Where joint 16 reaches, a cut breaks the glass statics first.
    shatters = 16,
    bite = { mesh = 16, x = 0, y = 0, z = 0 },
    shield_against = "shotgun", chance = { shield_else = 16 },
    one_in = { stroll = 64, lower_shield = 128 },
    sounds = { cut = 70 },
  },
  -- TOMB5 imp.cpp / setup.cpp: 12 hit points, pivot 20, radius 102. It
  -- runs beyond two sectors, walks within them, stops within half a
  -- sector and claws or leaps at a target it can bite within 170; each
  -- tick its hands (touch mask 0x280) touch her, 3 (blood from mesh 9).
  -- Turns: 7° walking and running, 2° a tick facing her. A lit torch
  -- within two sectors frightens it (TombEngine's reading of TOMB5's
  -- torch room). Starts by OCB (its last digit): 1 climbing up a step
  -- (state 7, animation 7), 2 rolling (8, 8), else standing (1, 1). Its
  -- death: animation 45.
  imp = {
    hit_points = 12, radius = 102, pivot = 20, zone = "ground", step = 256, drop = 512,
    head_mesh = 10, violent = true,
    states = { walk = 0, stop = 1, run = 2, claw = 3, jump = 5, scared = 6, climb = 7,
               roll = 8, death = 9, throw = 11 },
    death_anim = 45,
    start = { [0] = { state = 1, anim = 1 }, [1] = { state = 7, anim = 7 },
              [2] = { state = 8, anim = 8 } },
    turn = { walk = 7, run = 7, face = 2 },
    range = { run = 2048, stop = 512, strike = 170 },
    damage = { strike = 3 }, touch = 0x280, bite = { mesh = 9, x = 0, y = 100, z = 0 },
    scared_within = 2048, scared_of = "BURNING_TORCH_ITEM",
  },
  -- The swarms (creatures/swarm.lua; TOMB5 rat.cpp, spider.cpp). Rats:
  -- 32 at most in a level, 1 a touch within 85 on each axis; they circle
  -- her within a sector (in steps summed across x and z), turn aside at a
  -- wall more than 1280 up and climb a rise above 64 at 24 a tick; each
  -- starts aged 0..30 (even), ages 2 every 16 ticks, turns away from her
  -- from 170, leaves at a wall past 170 and in a fall from 200. Their
  -- model's first 8 meshes make the flip-book, a frame every 2 ticks;
  -- SFX_RATS_1 (156). The emitter sits in a hole half a sector behind.
  rat_swarm = {
    pool = 32, damage = 1, touch = 85, near = 1024, wall = 1280, climb = 64, climb_step = 24,
    hole = true, ages = true, start_age = 32, age_every = 16, flees_at = 170, leaves_at = 200,
    frames = 8, frame_ticks = 2, sound = 156,
  },
  -- Spiders: 64 at most, 3 a touch with blood; they circle her within
  -- three quarters of a sector, climb at 8 a tick (turning back on a
  -- 1-in-32 roll), drop back 50 under a ceiling; two frames turning
  -- over every 2 ticks; SFX_BEETLES (276).
  spider_swarm = {
    pool = 64, damage = 3, bleeds = true, touch = 85, near = 768, wall = 1280, climb = 64,
    climb_step = 8, turns_back = 32, ceiling_drop = 50, frames = 2, frame_ticks = 2,
    sound = 276,
  },
  -- TOMB5 romangod.cpp / setup.cpp: the Roman statue, 300 hit points,
  -- pivot 50, radius 256. It stands as a statue (state 13, animation 16)
  -- until triggered, placed 486 to its right of its square's spot. Blows
  -- of 200 where its hammer (meshes 14, 15: touch 0xC000) meets her, once
  -- a blow after frame 10, with SFX_LARA_THUD (70) and blood from mesh 15;
  -- it turns 2° a tick at her while it swings. From a stop (turning 2° a
  -- tick when attacking): within a sector ahead a smash (one in four, when
  -- it can reach her) or either hammer blow; with its charge spent it
  -- powers up (state 2: five attacks a charge); a statue placed with OCB 1
  -- fires a bolt (state 12, frame 34, from mesh 14) at a target it can
  -- shoot at one time in two; OCB 0 smashes the ground within two and a
  -- half sectors (two shockwave rings spreading over the floor); else it
  -- walks. She beyond 112.5° either side: it turns
  -- about (state 10: 2° a tick, a half turn at the end). Walking (7° a
  -- tick attacking, else turning in place 2° a tick): stops within a
  -- sector, swings walking within 1792, stops to fire (OCB 1, one in four)
  -- or to smash (OCB 0, within two and a half sectors). One time in 32 a
  -- stop decides nothing unless she is within a sector. Its stone cracks
  -- as it is worn below 225, 150 and 75: each time it reels (state 6,
  -- animation 5). Dying (state 11, animation 14) it topples: frames 54 to
  -- 74 crush her for 40 a tick where it touches her.
  roman_god = {
    hit_points = 300, radius = 256, pivot = 50, zone = "ground", step = 256, drop = 512,
    head_mesh = 14, violent = true, sidestep = 486,
    states = { stop = 1, power_up = 2, smash = 3, blow_1 = 4, blow_2 = 5, reel = 6, walk = 7,
               walk_blow = 9, turn_about = 10, death = 11, bolt = 12, statue = 13 },
    start = { state = 13, anim = 16 }, reel_anim = 5, death_anim = 14,
    cracks = { 225, 150, 75 },
    turn = { stop = 2, walk = 7, swing = 2, about = 2 },
    range = { close = 1024, smash = 2560, walk_blow = 1792 },
    behind = 20480, charge = 5, fire_frame = 34, blow_from = 10,
    -- Where joint 16 (the hammer) reaches, a swing breaks the glass
    -- statics first (romangod.cpp states 3, 4, 5 and 9).
    shatters = 16,
    damage = { blow = 200, crush = 40 }, touch = 0xC000,
    bite = { mesh = 15, x = 0, y = 0, z = 0 }, crush_frames = { 54, 74 },
    gun = { mesh = 14, x = -48, y = 48, z = 450 }, missile = "roman_bolt",
    -- The OCB 0 smash (frame 34): two rings from under the hammer head
    -- (mesh 14 at -40, 64, 360), 64 and 128 over its feet (TOMB5
    -- TriggerShockwave: radii 16-160 at speed 96 and 16-96 at 64, both
    -- lasting 48 ticks and hurting).
    smash = { mesh = 14, x = -40, y = 64, z = 360,
              rings = { { inner = 16, outer = 160, speed = 96, life = 48, above = 64 },
                        { inner = 16, outer = 96, speed = 64, life = 48, above = 128 } } },
    one_in = { idle = 32, smash = 4, fire = 2, walk_fire = 4 },
    sounds = { blow = 70 },
  },
  -- TOMB5 hydra.cpp / setup.cpp: 30 hit points, pivot 50, radius 102,
  -- undead (her bullets do not wear it: only blasts, and its own rule).
  -- It never leaves its spot: placed facing east 256 west of it (OCB 1:
  -- 384 south, tilted left; OCB 2: 384 north, tilted right; its idle
  -- starting 30 frames on per OCB), it turns 1° a tick at her. Idle (0):
  -- within 1792 (or one time in 32) it rears (6) and strikes by distance
  -- (within 768: 7, 1280: 8, 1792: 9); within two sectors (or one time in
  -- 16) it strikes (1); else one time in 16 it powers up (2) and spits a
  -- bolt (3, on its first frame, from mesh 10). A strike bites for 120
  -- where its jaw (touch 0x400) meets her, blood from mesh 11. Striking,
  -- shot within 1792, it loses 5 less a point a sector (the shotgun three
  -- times that) and reels (4); powering up it loses 6 less a point a
  -- sector (shotgun three times) on a 16 roll below that, shot within ten
  -- sectors. Dying (11, animation 15).
  hydra = {
    hit_points = 30, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 256,
    head_mesh = 10, violent = true,
    states = { idle = 0, strike = 1, power_up = 2, spit = 3, reel = 4, rear = 6,
               strike_near = 7, strike_mid = 8, strike_far = 9, death = 11 },
    death_anim = 15,
    placed = { yaw = 0x4000, x = -256, ocb_z = { [1] = 384, [2] = -384 },
               ocb_tilt = { [1] = -512, [2] = 512 }, frames_per_ocb = 30 },
    turn = { face = 1 },
    range = { rear = 1792, strike = 2048, near = 768, mid = 1280, far = 1792,
              power_up_hurt = 10240 },
    one_in = { rear = 32, strike = 16, power_up = 16 },
    hurt = { strike = 5, power_up = 6, per = 1024, shotgun = 3, roll = 16 },
    damage = { bite = 120 }, touch = 0x400, bite = { mesh = 11, x = 0, y = 0, z = 0 },
    gun = { mesh = 10, x = 0, y = 144, z = 40 }, missile = "hydra_bolt",
  },
  -- Their bolts (TOMB5 effect2.cpp ControlEnemyMissile, TR4's `homes`
  -- rule; the fx slot is BUBBLES, 367): they leave at 64 (the original
  -- adds up to 31 at random), home on a point 256 over her feet (the hydra's turning at
  -- most 256 a tick, the statue's 384), speeding up 1 a tick below 192,
  -- and end on a floor, ceiling or wall. Where one meets her (within 200)
  -- the hydra's burns a Lara left under 500 hit points or hurts her 300;
  -- the statue's hurts her 200. `life` bounds a bolt that never meets
  -- anything (the original has none): ten seconds.
  hydra_bolt = {
    type = BUBBLES, speed = 64, damage = 300, burns_below = 500, reach = 200, spread = 0,
    life = 300, homes = { accel = 1, top = 192, turn = 256, above = 256 },
  },
  roman_bolt = {
    type = BUBBLES, speed = 64, damage = 200, reach = 200, spread = 0,
    life = 300, homes = { accel = 1, top = 192, turn = 384, above = 256 },
  },
  -- TOMB5 bat.cpp (TriggerBat, UpdateBats): TR5's BAT (93) is no creature
  -- but a swarm emitter, TR4's locusts (creatures/locusts.lua) as bats drawn
  -- with the BAT model's own meshes 0, 2, 4, 6; 2 a nip; SFX_BATS_1 (157)
  -- at the nearest on half the ticks.
  bats = families.with(tr4.locusts, {
    looks = { type = 93, frames = { 0, 2, 4, 6 } }, damage = 2, sound = { id = 157, one_in = 2 },
  }),
  -- TR5's swamp and maze creatures (TOMB5 willwisp.cpp, minisub.cpp
  -- JellyControl, swampy.cpp; hit points, radius and pivot from setup.cpp).
  -- The real TR5 test level carries none of their models: the state and
  -- animation numbers are the decompilation's.
  --
  -- The lightning guide (creatures/wisp.lua): it leads along the AI_FOLLOW
  -- markers keyed 0, 1, 2... (it reaches one within 640 on each axis),
  -- floating (1) while Lara is farther than 1365 and moving (2) while she
  -- is nearer, 7° a tick; it keeps 768 under the ceiling and 512 over the
  -- floor. Past its last marker (or once she hurts it) it comes at her,
  -- fading, and is gone 192 ticks later. Unseen (TOMB5 draws no mesh of
  -- it): a flickering light (TriggerDynamic falloff 15, colour level 48 +
  -- 0..31 less a quarter of its fading ticks; blue +4) and its loop
  -- SFX_WILLOWISP_LOOP (239). 256 hit points.
  willowisp = {
    hit_points = 256, radius = 256, pivot = 20, zone = "fly", step = SWAMP_FLY_LIMIT,
    drop = SWAMP_FLY_LIMIT, fly = SWAMP_FLY_SPEED, violent = true,
    states = { float = 1, move = 2 },
    turn = { always = 7 }, lead_within = 1365, lead_height = 1024, first_marker = 0,
    keep = { under_ceiling = 768, over_floor = 512 }, fade_ticks = 192,
    light = { base = 48, flicker = 32, fade_per = 4, extra = 12, blue = 4, radius = 15 * 256 },
    sound = 239,
  },
  -- The reaper (creatures/reaper.lua; TOMB5 JellyControl): it drifts
  -- after its target (Lara, or its AI markers) a sector under the
  -- surface, nose down 67.5°, 2° a tick; drifting (2) it pauses (1) on a
  -- 1-in-64 roll. No blow, and TOMB5 gives it no death: shot down to
  -- nothing it is no target any more but drifts on. 10 hit points.
  reaper = {
    hit_points = 10, radius = 102, pivot = 50, zone = "fly", step = SWAMP_FLY_LIMIT,
    drop = SWAMP_FLY_LIMIT, fly = SWAMP_FLY_SPEED, violent = false,
    states = { pause = 1, drift = 2 }, start = { anim = 1, state = 2 },
    turn = { always = 2 }, one_in = { pause = 64 }, below_surface = 1024, pitch = -0x3000,
  },
  -- The brown beast of the maze (creatures/brown_beast.lua; TOMB5
  -- MazeMonsterControl): 4000 hit points (setup.cpp). From a stand (1)
  -- it goes for its target on one of its two gaits (2 or 3, a coin's
  -- toss) beyond a sector, and within one mauls (4 or 6, a toss), facing
  -- it 2° a tick; 7° a tick otherwise. A maul lands once, 150 on touch
  -- of a hand in its frames: left (mesh 16, touch 0x3C000) frames 20-24 of
  -- animation 8 or 7-15 of animation 2; right (mesh 22, touch 0xF00000)
  -- frames 14-19 of 8 or 34-42 of 2. Moving it roars SFX_IMP_BARREL_ROLL
  -- (250). Dies in state 7, animation 10.
  brown_beast = {
    hit_points = 4000, radius = 341, pivot = 20, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { stop = 1, walk = 2, run = 3, maul_1 = 4, maul_2 = 6, death = 7 },
    death_anim = 10,
    turn = { move = 7, maul = 2 }, range = { maul = 1024 }, damage = { maul = 150 },
    hands = {
      left = { mesh = 16, x = 0, y = 0, z = 0, touch = 0x3C000, frames = { [8] = { 20, 24 }, [2] = { 7, 15 } } },
      right = { mesh = 22, x = 0, y = 0, z = 0, touch = 0xF00000, frames = { [8] = { 14, 19 }, [2] = { 34, 42 } } },
    },
    sound = 250,
  },
  -- The lagoon witch (creatures/lagoon_witch.lua; TOMB5 swampy.cpp): it
  -- starts idling (2, animation 1) half a sector lower than placed and
  -- keeps a third of a sector under the surface. Idle (2° a tick) it
  -- claws (3) within 768 and swims (1, 4° a tick) beyond a sector; swimming
  -- it idles again within one. A claw lands once after frame 29: 100 on
  -- touch of meshes 6-9 and 14-17 (0x3C3C0), blood at mesh 7. It goes for
  -- Lara when she has hurt it or carries PUZZLE_ITEM2 (173: then its AI
  -- markers are forgotten). TOMB5 gives it no death: shot down to nothing
  -- it is no target any more but goes on. 100 hit points.
  lagoon_witch = {
    hit_points = 100, radius = 256, pivot = 20, zone = "fly", step = SWAMP_FLY_LIMIT,
    drop = SWAMP_FLY_LIMIT, fly = SWAMP_FLY_SPEED, violent = true,
    states = { swim = 1, idle = 2, claw = 3 }, start = { anim = 1, state = 2, sink = 512 },
    turn = { swim = 4, idle = 2, claw = 2 }, range = { claw = 768, swim = 1024 },
    below_surface = 341, strike_after = 29, damage = { claw = 100 }, touch = 0x3C3C0,
    bite = { mesh = 7, x = 0, y = 0, z = 0 }, hunts_carrier_of = 173,
  },
  -- TR5's machines (creatures/guardian.lua, attack_sub.lua, gunship.lua).
  -- The guardian, the VCI laser head (TOMB5 guardian.cpp): hung 640 above
  -- where it is placed, it rises 640 more (3 faster a tick, 32 at most)
  -- once its eight arms (ANIMATING12_MIP, 439, one every 8 ticks) are
  -- awake around its base (ANIMATING12, 438); its eye point is 168 down,
  -- 248 ahead on mesh 0; its eyes are meshes 1 and 2. Hovering it bobs
  -- 128 up and down (546 of the circle a tick, from 2640). It sees her
  -- head within 8192 and then turns to her hips an eighth of the way a
  -- tick (speed 3: a shift); searching it looks at points 8192-16383 away,
  -- up to 4096 up or down, for 8-11 times its speed (3 or 5) in ticks, and
  -- one time in 128 after 150 ticks behind it (speed 2). It charges on a
  -- 1-in-32 roll tracking her with its aim within 1024 and her not falling
  -- (or 1 in 512), on a 1-in-64 roll after 300 ticks of searching; the
  -- charge lasts 90 ticks (SFX_GOD_HEAD_CHARGE 278), the beams 50 (a life
  -- of 100 losing 2 a tick; SFX_GOD_HEAD_BLAST 279, LASER_LOOPS 280),
  -- 8192 long along its heading, its pitch 0xD00 below its aim's. Dying it
  -- folds its arms (state 2, their animation 1; SFX_SMASH_ROCK 167) and
  -- spins from speed 3 to past 136: bobbing 192 less its speed, 182 times
  -- its speed a tick, every 8 ticks a new heading from 4096 left to 12288
  -- right and a pitch 2048 up or down, a quarter of the way a tick; it
  -- ends 256 higher in a blast (SFX_GOD_HEAD_BLAST, EXPLOSION2 106,
  -- EXPLOSION1 105) leaving PUZZLE_ITEM4 (175). No hit points of its own
  -- (1: bullets never wear it; its eyes decide). Its lights: TriggerDynamic
  -- of 16 (units of 256) in 0, 128-159, 64-95.
  guardian = {
    hit_points = 1, types = { base = 438, arm = 439, prize = 175 },
    arms = 8, arm_every = 8, arm_fold = 2, arm_fold_anim = 1,
    hung = 640, rise = 640, rise_speed = { accel = 3, top = 32 },
    eye_point = { mesh = 0, x = 0, y = 168, z = 248 }, eyes = { 1, 2 },
    bob = { start = 2640, height = 128, step = 546 }, sight = 8192,
    look = { fast = 3, slow = 2, speeds = { 3, 5 }, tilt = 4096, behind = 24576,
             behind_spread = 16384, reach = 8192, reach_spread = 8192, hold = 8, hold_spread = 4 },
    settled = 1024, pitch_offset = 0xD00,
    one_in = { wide = 128, charge = 32, anyway = 512, search_charge = 64 },
    search = { wide = 150, charge = 300 },
    charge = 90,
    charge_light = { r = 0, g = 144, b = 80, radius = 16 * 256 },
    beam = { reach = 8192, life = 50, spark_every = 256,
             light = { r = 0, g = 144, b = 80, radius = 6 * 256 } },
    death = { start = 3, ticks = 136, bob = 192, bob_step = 182, back = 4096, spread = 16384,
              tilt = 4096, turn = 2 },
    blast_lift = 256,
    sounds = { charge = 278, blast = 279, beam = 280, arm_burst = 167, end_blast = { 279, 106, 105 } },
  },
  -- The attack submarine (TOMB5 minisub.cpp, setup.cpp, lot.cpp): 100 hit
  -- points that nothing wears (undead: TOMB5 spares it bullets and
  -- blasts alike), pivot 200, radius 512, in the flyers' zone (±20480, 16
  -- a tick). Violent; turns 2° a tick; within a sector of her it turns
  -- straight at her, 2° a tick at most. In her sight (within eight
  -- sectors) it hangs still (state 0) within three sectors and swims
  -- (state 1, SFX_MINI_SUB_LOOP 385) beyond; out of it, it swims. A
  -- torpedo leaves every OCB ticks (120 when 0) while she is within 90°
  -- either side, from mesh 4 at -414..-287, -320, 352 (the middle here),
  -- with SFX_UNDERWATER_TORPEDO (398).
  attack_sub = {
    hit_points = 100, radius = 512, pivot = 200, zone = "fly", step = 20480, drop = 20480,
    fly = 16, violent = true, undead = true,
    states = { stop = 0, swim = 1 },
    turn = { swim = 2, close = 2 }, range = { stop = 3072, close = 1024, sight = 8192 },
    fire_every = 120, fire_arc = 16384,
    gun = { mesh = 4, x = -350, y = -320, z = 352 }, missile = "torpedo",
    sounds = { motor = 385, launch = 398 },
  },
  -- Its torpedo (TORPEDO 144; TOMB5 TorpedoControl): leaves level along
  -- the sub's heading at rest, gains 4 a tick below 48 and 1 a tick to
  -- 192; for its first 60 ticks it turns an eighth of the way to her feet
  -- a tick (512 at most), then runs straight. Out of the water, or on a
  -- floor, ceiling or wall, it blows up (SFX_UNDERWATER_EXPLOSION 397);
  -- within 200 of her it hurts her 200. `life` bounds one that meets
  -- nothing (the original has none): ten seconds. A live chaff of Lara's
  -- dive suit (CHAFF 145) draws it instead of her (`decoy`).
  torpedo = {
    type = 144, speed = 0, damage = 200, reach = 200, spread = 0, life = 300, aim = "level",
    water_only = true, hit_sound = 397, end_sound = 397, end_effect = "EXPLOSION",
    water_trail = "BUBBLES",
    homes = { accel = 1, quick = { below = 48, accel = 4 }, top = 192, turn = 512, above = 0,
              turn_for = 60, decoy = 145 },
  },
  -- The gunship (TOMB5 tower.cpp ControlGunship): while triggered it
  -- hovers (SFX_HELICOPTER_LOOP 65) 256 over her torso (mesh 7, a point up
  -- to 255 off it at random), moving a 32nd of the way a tick along x (OCB
  -- 1: along z) and up or down. Its aim follows that point, keeping five
  -- sixths of itself a tick. From up to 128 off its own point it looks at
  -- her: for 15 ticks after it last saw her it fires (its flash, mesh 8;
  -- SFX_HK_FIRE 68) along the line through its aim and as far again
  -- twice; every other tick that line's first body takes the shot: she
  -- bleeds 20, a smash object (the windows) breaks. Its light: 16 (units
  -- of 256) of 96-159, 64-95, 0.
  gunship = {
    torso = 7, scatter = 255, above = 256, follow = 32, aim_keeps = 5, muzzle_scatter = 128,
    beyond = 2, fire_for = 15, flash_mesh = 8, every = 2, damage = 20, breaks = "^SMASH_OBJECT",
    light = { r = 128, g = 80, b = 0, radius = 16 * 256 },
    sounds = { rotor = 65, fire = 68 },
  },
  -- TR5's gang (TOMB5 setup.cpp for hit points, pivot, radius; each
  -- routine's own file for the rest).
  --
  -- Larson and Pierre: one routine (TOMB5 pierre.cpp PierreControl), TR1's
  -- gunman family (creatures/gunman.lua) with the same states and death
  -- animations (Larson 15, Pierre 12): 60 hit points, pivot 50, radius
  -- 102. Walking (7° a tick) within three sectors, running (11°) beyond;
  -- a bored one strikes his pose on a 96 roll; aiming and shooting he
  -- turns to her 2° a tick (364); shots of 20 on the first frame of the
  -- shoot state, Larson's gun on mesh 14 (-55, 200, 5), Pierre's two on
  -- meshes 11 (60, 200, 0) and 14 (-57, 200, 0). Spared unless woken by a
  -- one-shot trigger, at 40 he rallies to 60 and runs for an AI_AMBUSH,
  -- gone once there; placed with an OCB he stands posted 384 forward.
  -- Left out: Larson's death setting off the triggers of the square he
  -- started on, and Trajan's Markets' rule (he stays at his ambush marker).
  larson = with(tr1.larson, {
    hit_points = 60, pivot = 50, drop = 512, turn = { walk = 7, run = 11, aim = 2 },
    chance = { pose = 96, stand_ground = 0x2000 },
    guns = { { mesh = 14, x = -55, y = 200, z = 5, damage = 20, at = 0 } },
    flee_health = 40, rally = { health = 60 }, vanish_ticks = 10, post = { shift = 384 },
    aims_from_stop = true,
  }),
  pierre = with(tr1.pierre, {
    hit_points = 60, pivot = 50, drop = 512, turn = { walk = 7, run = 11, aim = 2 },
    guns = {
      { mesh = 11, x = 60, y = 200, z = 0, damage = 20, at = 0 },
      { mesh = 14, x = -57, y = 200, z = 0, damage = 20, at = 0 },
    },
    rally = { health = 60 }, post = { shift = 384 }, aims_from_stop = true,
    one_of_him = false, leaves_water = false, drops = {},
  }),
  -- The second mafia gunman (TOMB5 mafia2.cpp, setup.cpp): the guards'
  -- routine on his own model, 26 hit points; he starts with his guns
  -- holstered and draws them first (state 37; turning about, state 2,
  -- when she is behind him), then fires single shots of 35 (mafia_gun
  -- -50, 220, 60 on mesh 13). Left out: the holstered guns' mesh swap
  -- (meshes 10 and 13 worn from the swap set until frame 16 of the draw).
  mafia2 = guard(with(JUMPER, {
    hit_points = 26, anims_of = false, poses = {}, gas = false, shot = "shoot",
    -- His routine has no look about, climbs from the states below 20 only
    -- and notices her at any height (mafia2.cpp).
    looks_about = false, vault = with(GUARD_VAULT, { also = {} }), notice_height = false,
    states = with(GUARD_STATES, { draw = 37 }), holstered = true,
    guns = { gun = { mesh = 13, x = -50, y = 220, z = 60 } },
    shots = { shoot = { back = "aim", damage = 35 } },
  })),
  -- The hitman, VCI's cyborg (creatures/hitman.lua; TOMB5 hitman.cpp,
  -- setup.cpp; TombEngine tr5_cyborg): the guards' routine on his own
  -- model with his own moves and state numbers, 50 hit points; no turning
  -- about; he notices her at any height. Bullets only short his circuits
  -- (sparks, hit points kept: TombEngine keeps them full outside the
  -- gas); in a gassed room (flag 0x80) he loses one every 8 ticks, flees,
  -- and dies choking (state 42, animation 68). He aims within four
  -- sectors, turning 2° a tick; his burst (state 39) fires on its odd
  -- frames 7 to 15, 12 a bullet (hitman_gun 0, 300, 64 on mesh 7). He
  -- paths in the human zone, crossing gaps and monkey bars (lot.cpp
  -- InitialiseSlot: step 1024, drop −1024, `can_jump`, `can_monkey`):
  -- his floors probed 808 apart, a jump starts in animation 22 (state 15)
  -- from any move, going on to 16 over two blocks; he hangs from the bars
  -- (4) and swings (5, 5° a tick); he climbs from the states below 15 but
  -- the swing (CreatureVault, shift 260: animations 29, 28, 27 up two,
  -- three, four clicks, 42, 41, 35 down). Left out: the shorts of his
  -- joints underwater that kill him and electrocute her where she wades.
  hitman = guard({
    hit_points = 50, anims_of = false, poses = {}, head_mesh = 7, routine = "creatures.hitman",
    zone = "jump", step = 1024, drop = 1024, can_jump = true, can_monkey = true,
    looks_about = false, notice_height = false,
    states = { stop = 1, walk = 2, run = 3, monkey_start = 4, monkey_swing = 5, jump_start = 15,
               jump = 15, long_jump = 16, climb_4 = 17, climb_3 = 18, climb_2 = 19, drop_2 = 23,
               drop_3 = 24, drop_4 = 25, aim = 38, rapid = 39, death = 42, death_behind = 42 },
    leap = { reach = 808, anims = { stop = 22, walk = 22, run = 22 } },
    vault = with(GUARD_VAULT, {
      inset = 260, below = 15, also = {}, except = { "monkey_swing" },
      anims = { climb_2 = 29, climb_3 = 28, climb_4 = 27, drop_4 = 35, drop_3 = 41, drop_2 = 42 },
    }),
    death_anims = { death = 68, death_behind = 68 }, turns_about = false,
    guns = { gun = { mesh = 7, x = 0, y = 300, z = 64 } },
    shots = { rapid = { frames = { 7, 9, 11, 13, 15 }, back = "aim", damage = 12 } },
    shot = "rapid", shots_spark = true, rest = { state = 1, via = { [3] = 2 } },
  }),
  -- The chef (creatures/chef.lua; TOMB5 chef.cpp, setup.cpp; his death,
  -- state 8 animation 16, from TombEngine tr5_chef): 35 hit points,
  -- pivot 50, radius 102; placed 192 forward. At his stove (state 1)
  -- with his back to her until she is within a sector and a half and a
  -- sector of his height and touches him, hits him, moves faster than 15
  -- or comes into his view; then he turns about (2: 2° a tick against
  -- her side, a half turn at its end). Ready (4, turning 2° a tick) he
  -- strikes (3) a target he can reach within 682, turns about when she is
  -- beyond 112½°, walks (5, 7° a tick) at her when attacking. His pan
  -- (touch 0x2000, from frame 10) hits once a swing for 80 with
  -- SFX_LARA_THUD (70), blood at mesh 13 (0, 200, 0).
  chef = {
    hit_points = 35, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    head_mesh = 14, violent = true,
    states = { cooking = 1, turn = 2, strike = 3, ready = 4, walk = 5, death = 8 },
    death_anim = 16, forward = 192,
    notice = { range = 1536, height = 1024, speed = 15 },
    turn = { about = 2, face = 2, ready = 2, walk = 7 },
    range = { strike = 682 }, behind = 20480,
    strike = { from = 10, damage = 80, touch = 0x2000, sound = 70 },
    bite = { mesh = 13, x = 0, y = 200, z = 0 },
  },
  -- The two-gun man (creatures/twogun.lua; TOMB5 twogun.cpp, setup.cpp):
  -- 24 hit points, pivot 50, radius 128; starts in animation 6. Stands
  -- turning to her 2° a tick, turns about (8) when she is beyond 112½°,
  -- walks (2, 5° a tick) and fires walking when she is within 33¾° ahead
  -- (3: the right gun, 4: the left, on their first frame; the left once
  -- the walk is past frame 29), aims (5) within three sectors or from
  -- another zone and fires both (6, frame 17). Dies in state 7 (animation
  -- 3). Each shot is a beam from a gun (mesh 8 or 5, at 0/8, 230, 40)
  -- 4096 along the mesh's y: it meets her where it passes within 320 on
  -- every axis of her middle; she loses 250, or, left with 500 or less,
  -- burns. He notices her within two sectors ahead or moving faster than
  -- 20, hit, or in view, within 1536 of his height, and alarms the
  -- guards. Left out: OCB 1-3 set pieces (a fall from a ledge, a single
  -- scripted shot).
  twogun = {
    hit_points = 24, radius = 128, pivot = 50, zone = "ground", step = 256, drop = 512,
    head_mesh = 2, violent = false,
    states = { stop = 1, walk = 2, walk_fire_right = 3, walk_fire_left = 4, aim = 5, fire = 6,
               death = 7, turn = 8 },
    start_anim = 6, death_anim = 3,
    turn = { face = 2, walk = 5, about = 2 },
    behind = 20480, fire_ahead = 6144, range = { aim = 3072 },
    left_from = 29, fire_frame = 17,
    guns = { left = { mesh = 8, x = 0, y = 230, z = 40 }, right = { mesh = 5, x = 8, y = 230, z = 40 } },
    beam = { length = 4096, step = 256, reach = 320, damage = 250, burns_at = 500 },
    notice = { range = 2048, speed = 20, height = 1536 },
    -- The beam's glow (TriggerDynamic 0, 64, 255 fading over 16 ticks).
    light = { r = 0, g = 64, b = 255, radius = 24 * 256, ticks = 16 },
  },
}
