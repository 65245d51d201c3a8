-- Tomb Raider 2's creatures in numbers (units as in tr1.lua). Sources: TRX's
-- decompiled TR2 (src/tr2/game/objects/creatures/tiger.c, cultist_1.c):
-- hit points, radius, pivot, turns, ranges, chances, damage, bite points,
-- touch masks; state and animation numbers checked against the models of
-- tr2/TEST1.TR2. Step and drop: TR2's default (one click up, two down).
-- TR2 gives no smartness: the library's default applies.
local families = require("creatures.stats.families")

--- Masked goon 1's type: goons 2 and 3 play its animations.
local GOON_1 = 16

--- The masked goons' states (TRX CULT_1): AIM_2 (8) is never used; the
--- running shot is shoot_run.
local GOON_STATES = {
  walk = 1, run = 2, stop = 3, wait = 4, pose = 5, aim_1 = 6, shoot_1 = 7,
  aim_run = 8, shoot_run = 9, aim_3 = 10, shoot_3 = 11, death = 12,
}

--- A masked goon (TRX Cultist 1): `own` adds what sets one apart (goons 2
--- and 3 play goon 1's animations; goon 3 shows fewer meshes).
local function goon(own)
  return families.with({
    hit_points = 25, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    -- Bone 0 turns: the torso follows the target while it aims.
    head_mesh = 1, violent = false, states = GOON_STATES,
    turn = { walk = 5, run = 5 },
    -- Runs (rather than walks) at a target beyond two sectors.
    range = { run = 2048 },
    -- Bored and facing its target it may strike a pose (below `pose`) or
    -- stroll (below `walk`); posing it stops on `unpose`, strolling on
    -- `unwalk`; one of two aims on `aim_1` (else the other).
    chance = { pose = 0x500, walk = 0xA00, unpose = 0x100, unwalk = 0x300, aim_1 = 0x4000 },
    gun = { mesh = 10, x = 3, y = 331, z = 56, damage = 50 },
    death_anims = { 20, 21 },
    -- Half of them (a 0x4000 roll) come without meshes 4 and 5.
    hide_by_chance = { mask = 0x30, chance = 0x4000 },
    drops = {},
  }, own)
end

--- Fly-zone limits, vertical speed and a dead swimmer's rise a tick
--- (TRX creature.c FLOAT_SPEED).
local FLY_LIMIT, FLY_SPEED, FLOAT_SPEED = 20480, 16, 32

--- The spiders' states (TRX SPIDER_STATE, BIG_SPIDER_STATE).
local SPIDER_STATES = { stop = 1, walk = 2, run = 3, bite = 4, leap = 5, lunge = 6, death = 7 }

local with = families.with

--- An eagle or a crow (TRX bird.c): one body of numbers, each its own hit
--- points, start, death animation and beak.
local function bird(own)
  return with({
    radius = 204, pivot = 0, zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = FLY_SPEED,
    violent = false, turn = { always = 3 },
    states = { fly = 1, stop = 2, glide = 3, fall = 4, death = 5, attack = 6, eat = 7 },
    range = { attack = 512 }, damage = { bite = 20 },
  }, own)
end

local tr2 = {
  -- Tiger / snow leopard (creatures/stats/families.lua): blows of 100.
  tiger = families.tiger({ hit_points = 20, damage = 100 }),
  masked_goon_1 = goon({}),
  masked_goon_2 = goon({ anims_of = GOON_1 }),
  -- Goon 3 hides meshes 15–20 too.
  masked_goon_3 = goon({ anims_of = GOON_1, hide = 0x1F8000 }),

  -- TR2's animals (TRX's decompiled TR2, src/tr2/game/objects/creatures/:
  -- dog.c, mouse.c, trex.c, shark.c, barracuda.c, eel.c, big_eel.c,
  -- bird.c, spider.c, big_spider.c, yeti.c; the bird monster from
  -- TombEngine's tr2_bird_monster.cpp). Ranges are the square roots of the
  -- originals' squared ones; a head joint is the mesh after the bone the
  -- original turns. Fly-zone creatures keep TR2's flyer limits (±20480,
  -- 16 a tick).
  doberman = {
    hit_points = 10, radius = 341, pivot = 300, zone = "ground", step = 256, drop = 512,
    head_mesh = 20, violent = false,
    states = { walk = 1, run = 2, stop = 3, bark = 4, crouch = 5, stand = 6, bite = 7,
               leap = 8, lunge = 9, death = 10 },
    death_anim = 13,
    turn = { walk = 3, run = 6 },
    -- Bite from a stop within a third of a sector, leap from a run within
    -- three quarters, lunge after a blow within two thirds.
    range = { bite = 341, leap = 768, lunge = 682 },
    damage = { bite = 100, leap = 100, lunge = 100 },
    -- Bored rolls at a stop or a walk, counted up in order: below `bark`
    -- it barks, below `crouch` crouches, below `stand` (walking) stops,
    -- below `walk` (standing) walks; out of a bark, crouch or stand on
    -- its own roll.
    chance = { bark = 0x300, crouch = 0x600, stand = 0xB00, walk = 0x2600,
               unbark = 0x500, uncrouch = 0x100, unstand = 0x200 },
    touch = 0x13F7000, bite = { mesh = 20, x = 0, y = 30, z = 141 },
  },
  -- The rat (the original's "mouse").
  rat = {
    hit_points = 4, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    head_mesh = 4, violent = false,
    states = { run = 1, stop = 2, wait_1 = 3, wait_2 = 4, bite = 5, death = 6 },
    death_anim = 9,
    turn = { always = 6 }, range = { bite = 341 }, damage = { bite = 20 },
    -- Rolls while bored or stalking: below `wait_1` it sits up, below
    -- `wait_2` it stops to look about (and, looking about, runs on above it).
    chance = { wait_1 = 0x500, wait_2 = 0xA00 },
    touch = 0x7F, bite = { mesh = 2, x = 0, y = 0, z = 57 },
  },
  -- TR1's T-Rex with TR2's pivot (its numbers are otherwise TR1's).
  trex = with(require("creatures.stats.tr1").trex, { pivot = 1800 }),
  -- The shark: violent, stopped by blockable boxes like the big ones,
  -- keeps a body's radius under the surface.
  shark = {
    hit_points = 30, radius = 341, pivot = 200, zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT,
    fly = FLY_SPEED, large = true, head_mesh = 10, violent = true, below_surface = 341,
    float_speed = FLOAT_SPEED, pace = "shark",
    states = { stop = 0, swim_slow = 1, swim_fast = 2, bite = 3, lunge = 4, death = 5 },
    death_anim = 4,
    turn = { swim_slow = 0.5, swim_fast = 2 },
    -- Bites from a stop within three quarters of a sector; swims fast
    -- beyond three sectors; lunges from a fast swim within one and a third
    -- (stopping instead on `chance.stop`).
    range = { bite = 768, fast = 3072, lunge = 1365 },
    damage = { bite = 400, lunge = 400 }, chance = { stop = 0x800 },
    touch = 0x3400, bite = { mesh = 12, x = 17, y = -22, z = 344 },
  },
  -- The barracuda: timid, keeps a click under the surface.
  barracuda = {
    hit_points = 12, radius = 204, pivot = 200, zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT,
    fly = FLY_SPEED, head_mesh = 7, violent = false, below_surface = 256,
    float_speed = FLOAT_SPEED, pace = "barracuda",
    states = { stop = 1, swim_slow = 2, swim_fast = 3, bite = 4, lunge = 5, death = 6 },
    death_anim = 6,
    turn = { swim_slow = 2, swim_fast = 4 },
    -- Bites from a stop within two thirds of a sector, lunges from a fast
    -- swim within a third.
    range = { bite = 682, lunge = 341 },
    damage = { bite = 100, lunge = 100 },
    touch = 0xE0, bite = { mesh = 7, x = 2, y = -60, z = 121 },
  },
  -- The moray eels wait in their holes; Lara within `range` in front of
  -- one (within `arc` degrees of the square it faces, or of its heading
  -- for the black one) draws it out to strike: it slides along its
  -- heading `slide` a tick until its head is `length` from her; dead, it
  -- slides out to range − length. The yellow one turns half a degree a
  -- tick towards her as it strikes.
  yellow_eel = {
    hit_points = 5, damage = 50, arc = 10, range = 2048, length = 512, slide = 102,
    turn = 0.5, faces = "square", states = { attack = 1, stop = 2, death = 3 }, death_anim = 3,
    touch = 0x180, bite = { mesh = 7, x = 7, y = 157, z = 333 },
  },
  black_eel = {
    hit_points = 20, damage = 500, arc = 10, range = 6144, length = 2560, slide = 102,
    turn = 0, faces = "heading", states = { attack = 1, stop = 2, death = 3 }, death_anim = 2,
    touch = 0x180, bite = { mesh = 7, x = 7, y = 157, z = 333 },
  },
  -- The birds: timid; they sit on the floor while bored (the crow
  -- pecking at it), fly at their target and peck within half a sector.
  eagle = bird({ hit_points = 20, start = "stop", start_anim = 5, death_anim = 8,
                 bite = { mesh = 6, x = 15, y = 46, z = 21 } }),
  crow = bird({ hit_points = 15, start = "eat", start_anim = 14, death_anim = 1,
                bite = { mesh = 14, x = 2, y = 10, z = 60 } }),
  -- The small spider: timid, climbs two clicks and drops four (TR2's
  -- jumpers' zone), bites on touch from a stop, jumps at its target from
  -- a run (to lunge within a fifth of a sector, to leap within half of
  -- one) and leaps up any rise above a click and a half; killed, it bursts.
  spider = {
    hit_points = 5, radius = 102, pivot = 0, zone = "step", step = 512, drop = 1024,
    violent = false, turn = { always = 8 },
    states = SPIDER_STATES, jumps = true, leap_anim = 2, leap_rise = 384, bursts = true,
    range = { leap = 512, lunge = 204 }, damage = { bite = 25 },
    chance = { stroll = 256 }, bite = { mesh = 1, x = 0, y = 0, z = 41 },
  },
  -- The giant spider: violent, bites on touch from a stop only.
  giant_spider = {
    hit_points = 40, radius = 341, pivot = 0, zone = "ground", step = 256, drop = 512,
    violent = true, turn = { always = 4 }, states = SPIDER_STATES, death_anim = 2,
    damage = { bite = 100 }, bite = { mesh = 1, x = 0, y = 0, z = 41 },
  },
  -- The yeti: violent, climbs and drops four clicks (the zone of step 1024: TRX box.h BOX_ZONE),
  -- vaulting up rises of two to four clicks and jumping down deeper drops.
  yeti = {
    hit_points = 30, radius = 128, pivot = 100, zone = "jump", step = 1024, drop = 1024,
    head_mesh = 15, violent = true,
    states = { run = 1, stop = 2, walk = 3, punch = 4, thump = 5, charge = 6, wait_1 = 7,
               death = 8, wait_2 = 9, climb_2 = 10, climb_3 = 11, climb_4 = 12, fall = 13,
               kill = 14 },
    -- A blow that kills Lara plays its animation 36 (the kill) on it, her
    -- death in its arms on her (lara/damage.lua HELD_KILLS.yeti).
    death_anim = 31, kill_anim = 36,
    -- TRX reads the charge's test as "lands while a blow has landed" (flags
    -- set), and the run it comes from has cleared that: as TRX reads it,
    -- the charge never lands.
    charge_lands = "after_a_blow",
    turn = { walk = 4, run = 6 },
    -- Punches from a stop within half a sector (on `chance.punch`),
    -- thumps within two thirds, charges from a run within two sectors and
    -- runs beyond two when walking at its target.
    range = { punch = 512, thump = 682, charge = 2048, run = 2048 },
    damage = { punch = 100, thump = 150, charge = 200 },
    -- Bored rolls, counted up in order: wait 1 (beating its chest), wait
    -- 2 (looking about), walk; roaring, it stops on `stop_roar`.
    chance = { punch = 0x4000, wait_1 = 0x100, wait_2 = 0x200, walk = 0x300, stop_roar = 0x200 },
    -- The right arm (meshes 8-10) and the left (11-13), blood from each hand.
    fists = {
      right = { touch = 0x700, bite = { mesh = 10, x = 12, y = 101, z = 19 } },
      left = { touch = 0x3800, bite = { mesh = 13, x = 12, y = 101, z = 19 } },
    },
    -- Vaults: a rise of one and a half, two and a half, three and a half
    -- clicks or more climbed in climb 2, 3, 4; a floor more than three and a
    -- half clicks down jumped to; `inset`: how far from the edge it climbs.
    vault = { inset = 300, rises = { 384, 640, 896 }, fall = 896,
              anims = { climb_2 = 34, climb_3 = 33, climb_4 = 32, fall = 35 } },
  },
  -- The bird monster (the giant yeti guarding Talion; TRX tr2
  -- bird_guardian.c): violent; slams or crushes from a stop within a
  -- sector (half and half), punches from a walk within two; each fist
  -- (meshes 18-19 and 21-22) lands once a blow. The level ends at frame
  -- 158 of its death (BIRD_GUARDIAN_DEATH_FRAME).
  bird_monster = {
    hit_points = 200, radius = 341, pivot = 0, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { stop = 1, walk = 2, slam = 3, slam_hit = 4, punch = 5, punch_right = 6,
               punch_left = 7, roar = 8, death = 9, crush = 10, crush_hit = 11 },
    death_anim = 20, level_end_frame = 158,
    turn = { walk = 4 }, range = { slam = 1024, punch = 2048 },
    damage = { blow = 200 }, chance = { slam = 0x4000 },
    -- The right arm (meshes 21-22) and the left (18-19), blood from each hand.
    fists = {
      right = { touch = 0x600000, bite = { mesh = 22, x = 0, y = 224, z = 0 } },
      left = { touch = 0xC0000, bite = { mesh = 19, x = 0, y = 224, z = 0 } },
    },
  },
}

-- TR2's people (creatures/shooter.lua, club_worker.lua, monk.lua, missile.lua).
-- Sources: TRX src/tr2/game/objects/creatures/worker_1.c … worker_3.c,
-- cultist_2.c, cultist_3.c, bandit_1.c, bandit_2.c, monk.c and
-- objects/effects/missile_common.c, spawn.c; sounds by TRX's TR2 ids.
-- Ranges are distances (the sources compare their squares); turns are
-- degrees a tick; chances are out of 32768; `lean` divides the turn into
-- the body's roll.

--- Workers and cultists are a tenth of a sector wide (TRX WORKER_RADIUS,
--- CULTIST_RADIUS, BANDIT_RADIUS, MONK_RADIUS: WALL_L / 10).
local PERSON_RADIUS = 102
--- TRX's TR2 sound ids.
local SFX = { ENEMY_HIT_1 = 71, ENEMY_HIT_2 = 72, MONK_CRUNCH = 245, CIRCLE_BLADE_HIT = 258,
              DRAGON_FIRE = 305, CRUNCH_1 = 317 }
--- Mercenaries 1 and 2 and the fighting monks (TRX O_BANDIT_1, O_BANDIT_2,
--- O_MONK_1, O_MONK_2): each side's rivals (ai/rivals.lua); mercenary 2B
--- (50) fights Lara only.
local MERCENARIES = { 48, 49 }
local MONKS = { 53, 54 }

--- A TR2 person on foot: `own` sets the rest (ground zone, one click up
--- and two down: TR2's default).
local function person(own)
  return families.with({ radius = PERSON_RADIUS, pivot = 0, zone = "ground", step = 256,
                         drop = 512, violent = false, drops = {} }, own)
end

--- The armed workers 2 (machine gun) and 5 (flamethrower) share one
--- routine and one state numbering (TRX worker_2.c).
local WORKER_2_STATES = families.GUNNER_STATES
--- Their gun (and the flamethrower's nozzle) on mesh 9.
local WORKER_2_GUN = { mesh = 9, x = 0, y = 308, z = 32 }

--- Gunman 2 and the flamethrower: `own` gives hit points, the standing
--- stances, and what the gun fires.
local function worker_2(own)
  return person({
    hit_points = own.hit_points, head_mesh = 5, death_anim = 19, states = WORKER_2_STATES,
    turn = { walk = 3, run = 5 }, lean = 2,
    -- Runs beyond two sectors; stands to shoot within three (beyond,
    -- in its target's zone, it walks on and shoots walking).
    range = { run = 2048, stand = 3072, walk_shot = 3072 },
    stand = own.stand,
    aims = { aim_1 = { shot = "shoot_1", back = "stop" }, aim_3 = { shot = "shoot_3", back = "stop" },
             aim_2 = { shot = "shoot_2", back = "walk" } },
    walk_shot = { "aim_2" }, wait_shot = "shoot_1", run_sees = "walk",
    guns = { gun = WORKER_2_GUN }, damage = own.damage, missile = own.missile, every = own.every,
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              shoot_2 = { back = "walk", walking = true } },
  })
end

--- Mercenaries 2 and 2B (TRX bandit_2.c; 2B plays 2's animations).
local function mercenary_2(own)
  return person({
    hit_points = 50, head_mesh = 7, violent = true, death_anim = 9,
    states = { aim_4 = 1, stop = 2, walk = 3, run = 4, aim_1 = 5, aim_2 = 6, shoot_1 = 7,
               shoot_2 = 8, shoot_4a = 9, shoot_4b = 10, death = 11, aim_5 = 12, shoot_5 = 13 },
    turn = { walk = 4, run = 6 }, lean = 2,
    -- Stands to shoot within two sectors (beyond, on a 0x4000 roll, it
    -- walks on shooting); runs at a target it cannot see; bored, strolls
    -- off on a 0x100 roll; after a shot stops on a 0x2000 one.
    range = { stand = 2048, walk_shot = 2048, run = 0 },
    chance = { walk_on = 0x4000, stroll = 0x100, stop_after_shot = 0x2000 },
    stand = { { "shoot_1", 0x2000 }, { "shoot_2", 0x5000 }, { "aim_5" } },
    aims = { aim_5 = { shot = "shoot_5", back = "stop" }, aim_4 = { shot = "shoot_4a", back = "walk" } },
    walk_shot = { "aim_4" }, run_sees = "stop",
    guns = { gun = { mesh = 17, x = -1, y = 230, z = 9 } }, damage = 50,
    shots = {
      shoot_1 = { back = "stop" }, shoot_2 = { back = "stop" }, shoot_5 = { back = "stop" },
      shoot_4a = { back = "walk", walking = true }, shoot_4b = { back = "walk", walking = true },
    },
    rivals = own.rivals, anims_of = own.anims_of,
  })
end

local people = {
  -- Gunman 1 (TRX worker_1.c): a shotgun, one blast of 150 a shot.
  worker_1 = person({
    hit_points = 25, head_mesh = 5, death_anim = 18,
    states = { walk = 1, stop = 2, wait = 3, shoot_1 = 4, run = 5, shoot_2 = 6, death = 7,
               aim_1 = 8, aim_2 = 9, shoot_3 = 10 },
    turn = { walk = 3, run = 5 }, lean = 2,
    range = { run = 2048, stand = 3072, walk_shot = 3072 },
    stand = { { "aim_1", 0x4000 }, { "aim_2" } },
    aims = { aim_1 = { shot = "shoot_1", back = "stop" }, aim_2 = { shot = "shoot_3", back = "stop" } },
    walk_shot = { "shoot_2" }, wait_shot = "shoot_1", run_sees = "walk",
    guns = { gun = { mesh = 9, x = 0, y = 281, z = 40 } }, damage = 150,
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              shoot_2 = { back = "walk", walking = true } },
  }),
  -- Gunman 2 (TRX worker_2.c): a machine gun, 30 a bullet every sixth
  -- tick while it shoots.
  worker_2 = worker_2({ hit_points = 20, stand = { { "aim_1", 0x4000 }, { "aim_3" } },
                        damage = 30, every = 6 }),
  -- The flamethrower goon (TRX worker_2.c as O_WORKER_5): gunman 2's
  -- routine, always from its first stance, pouring out a flame a tick.
  worker_5 = worker_2({ hit_points = 20, stand = { { "aim_1" } }, missile = "flame", every = 1 }),
  -- The knifethrower (TRX cultist_2.c): a knife from either hand walking
  -- (at a target beyond two and a half sectors), from both standing.
  cultist_2 = person({
    hit_points = 60, pivot = 50, head_mesh = 1, death_anim = 23,
    states = { stop = 1, walk = 2, run = 3, aim_1_l = 4, shoot_1_l = 5, aim_1_r = 6,
               shoot_1_r = 7, aim_2 = 8, shoot_2 = 9, death = 10 },
    turn = { walk = 3, run = 6 }, lean = 4,
    range = { walk_shot = 2560, run = 4096 },
    stand = { { "aim_2" } },
    aims = { aim_1_l = { shot = "shoot_1_l", back = "walk" },
             aim_1_r = { shot = "shoot_1_r", back = "walk" },
             aim_2 = { shot = "shoot_2", back = "stop" } },
    walk_shot = { "aim_1_l", "aim_1_r" }, run_sees = "walk",
    guns = { left = { mesh = 5, x = 0, y = 0, z = 0 }, right = { mesh = 8, x = 0, y = 0, z = 0 } },
    missile = "knife",
    shots = { shoot_1_l = { guns = { "left" }, back = "walk", walking = true },
              shoot_1_r = { guns = { "right" }, back = "walk", walking = true },
              shoot_2 = { guns = { "left", "right" }, back = "stop" } },
  }),
  -- The shotgun goon (TRX cultist_3.c: in fact two pistols): violent, 150
  -- hit points; starts waiting (its wait is a stop); both guns standing
  -- (within three sectors), the gun on the target's side walking or
  -- running; 50 a bullet.
  cultist_3 = person({
    hit_points = 150, head_mesh = 11, violent = true, death_anim = 32, start_state = "wait",
    states = { stop = 1, wait = 2, walk = 3, run = 4, aim_l = 5, aim_r = 6, shoot_l = 7,
               shoot_r = 8, aim_2 = 9, shoot_2 = 10, death = 11 },
    wait_is_stop = true,
    turn = { walk = 3, run = 3 }, lean = 4,
    range = { stand = 3072, walk_shot = 3072, run = 5120 },
    stand = { { "aim_2" } },
    aims = { aim_l = { shot = "shoot_l", back = "walk" }, aim_r = { shot = "shoot_r", back = "walk" },
             aim_2 = { shot = "shoot_2", back = "stop" } },
    walk_shot = { left = "aim_l", right = "aim_r" }, run_sees = "walk_shot",
    guns = { left = { mesh = 6, x = -2, y = 275, z = 23 }, right = { mesh = 10, x = 2, y = 275, z = 23 } },
    damage = 50,
    shots = { shoot_l = { guns = { "left" }, back = "walk", walking = true },
              shoot_r = { guns = { "right" }, back = "walk", walking = true },
              shoot_2 = { guns = { "left", "right" }, back = "stop" } },
  }),
  -- Mercenary 1 (TRX bandit_1.c): an Uzi, 8 a bullet every tick it
  -- shoots; fights the monks.
  mercenary_1 = person({
    hit_points = 45, head_mesh = 7, death_anim = 14, rivals = MONKS,
    states = families.UZI_STATES,
    turn = { walk = 4, run = 6 }, lean = 2,
    range = { stand = 2048, walk_shot = 2048, run = 0 },
    stand = { { "shoot_1", 0x2000 }, { "shoot_2", 0x4000 }, { "aim_3" } },
    aims = { aim_3 = { shot = "shoot_3a", back = "stop" }, aim_4 = { shot = "shoot_4a", back = "walk" } },
    walk_shot = { "aim_4" }, run_sees = "stop",
    guns = { gun = { mesh = 17, x = -2, y = 150, z = 19 } }, damage = 8, every = 1,
    shots = { shoot_1 = { back = "stop" }, shoot_2 = { back = "stop" },
              shoot_3a = { back = "stop" }, shoot_3b = { back = "stop" },
              shoot_4a = { back = "walk", walking = true },
              shoot_4b = { back = "walk", walking = true } },
  }),
  -- Mercenary 2 (TRX bandit_2.c): violent, 50 a shot, fights the monks.
  mercenary_2 = mercenary_2({ rivals = MONKS }),
  -- Mercenary 2B: 2's animations and numbers, Lara its only enemy.
  mercenary_3 = mercenary_2({ anims_of = 49 }),
  -- The stick-wielding goons (TRX worker_3.c, workers 3 and 4: 4 plays
  -- 3's animations): climbers (zone 3: up and down four clicks), three
  -- blows (80 close, 80 from a step, 100 from the walk), once an attack,
  -- when the club (touch bits 0x600) meets the target; bored, they
  -- stand or stroll (0x4000 roll), set off from a rest or stop for one
  -- on 0x100 rolls.
  club_worker_1 = person({
    hit_points = 27, head_mesh = 1, death_anim = 26, zone = "jump", step = 1024, drop = 1024,
    states = families.CLUB_STATES,
    turn = { walk = 5, run = 6 }, lean = 2,
    range = { punch_0 = 512, punch_1 = 1024, punch_2 = 1536, walk = 2048 },
    chance = { walk = 0x4000, stroll = 0x100, rest = 0x100 },
    damage = { punch_0 = 80, punch_1 = 80, punch_2 = 100 },
    sound = { punch_0 = SFX.ENEMY_HIT_2, punch_1 = SFX.ENEMY_HIT_1, punch_2 = SFX.ENEMY_HIT_1 },
    touch = 0x600, bite = { mesh = 10, x = 247, y = 10, z = 11 },
  }),
  -- The monks (TRX monk.c; 53 with a long stick, 54 with a knife-ended
  -- one): violent, at peace with Lara until she shoots one (the truce
  -- "monks", level-wide: more than `patience` damage to one busy
  -- fighting, or any hit on an idle one); meanwhile they fight the
  -- mercenaries (5 a blow within half a sector); Lara takes 150 a blow
  -- when the stick (touch bit 0x4000) meets her.
  monk = person({
    hit_points = 30, head_mesh = 7, violent = true, death_anims = { 20, 21 },
    rivals = MERCENARIES, truce = "monks", patience = 10,
    states = { wait_1 = 1, walk = 2, run = 3, attack_1 = 4, attack_2 = 5, attack_3 = 6,
               attack_4 = 7, aim_3 = 8, death = 9, attack_5 = 10, wait_2 = 11 },
    turn = { walk = 3, run = 4, angry_run = 5 }, lean = 4,
    range = { close = 512, long = 1024, walk = 2048, charge = 3072, rival_reach = 512 },
    chance = { attack_1 = 0x7000, attack_2 = 0x3000, aim_3 = 0x6000, wait_1 = 0x4000 },
    damage = { lara = 150, rival = 5 }, hit_sound = SFX.MONK_CRUNCH,
    touch = 0x4000, bite = { mesh = 14, x = -23, y = 16, z = 265 },
  }),
  -- What they throw and pour (creatures/missile.lua; TRX missile_common.c,
  -- spawn.c): aimed at three quarters of Lara's height, up to 256 off
  -- each way (0x4000 / 64), striking within `reach`. Knives and harpoons
  -- fly at 150 and do 50 (a crunch, 317); on stone they ricochet (258).
  -- A harpoon out of the water noses down a degree a tick to 0x3000. A
  -- flame flies at 200 for 20 ticks, 3 a tick to Lara within 350, and
  -- sets her alight (lara/fire.lua); it dies with a roar (305). `life`
  -- of knives and harpoons: our own bound (ten seconds).
  knife = { type = 247, speed = 150, damage = 50, reach = 200, spread = 256, life = 300,
            hit_sound = SFX.CRUNCH_1, end_effect = "RICOCHET", end_sound = SFX.CIRCLE_BLADE_HIT },
  harpoon = { type = 245, speed = 150, damage = 50, reach = 200, spread = 256, life = 300,
              hit_sound = SFX.CRUNCH_1, end_effect = "RICOCHET", end_sound = SFX.CIRCLE_BLADE_HIT,
              water_trail = "BUBBLES", dips = { step = 182, limit = 0x3000 } },
  flame = { type = 246, speed = 200, damage = 3, reach = 350, spread = 256, life = 20, burns = true,
            trail = "FLAME", end_sound = SFX.DRAGON_FIRE },
}
people.club_worker_2 = people.club_worker_1
for name, t in pairs(people) do tr2[name] = t end

-- The rest of TR2's bestiary (creatures/diver.lua, xian.lua,
-- skidoo_driver.lua, winston.lua). Sources: TRX src/tr2/game/objects/
-- creatures/diver.c, xian_spearman.c, xian_knight.c, skidoo_driver.c,
-- winston.c, vehicles/skidoo_armed.c, decomp/skidoo.c; sounds by TRX's
-- TR2 ids. Ranges are distances, turns degrees a tick, chances out of 32768.

--- TRX's TR2 sound ids of this block.
local SFX_MORE = { LARA_UZI_FIRE = 43, EXPLOSION_1 = 105, SKIDOO_IDLE = 153, SKIDOO_MOVING = 155,
                   WARRIOR_HOVER = 312, CRUNCH_2 = 318, WINSTON_GRUNT_1 = 344,
                   WINSTON_GRUNT_2 = 345, WINSTON_GRUNT_3 = 346, WINSTON_CUPS = 347 }
--- A swimmer's reach up and down: anywhere in its water (TR2's water
--- creatures: twenty sectors).
local SWIM_LIMIT = 20 * 1024
--- The spearman's walk and stance rolls (TRX XIAN_STOP_CHANCE, XIAN_WALK_CHANCE).
local XIAN_BORED = { first = 0x200, second = 0x400 }

local more = {
  -- The scuba diver (TRX diver.c): 20 hit points, a third of a sector
  -- wide; swims (not violent) half a sector or more under the surface
  -- (swim, aim, shoot) or at the surface (surface, surface_aim,
  -- surface_shoot) when its target is above the water line (the surface
  -- plus `surface_band`); shoots one harpoon an aim at Lara within 45° of
  -- its heading and in its sight (out of the water: from a click above
  -- its feet to `chest` above hers; in it: feet to feet). Dead, it floats
  -- up 32 a tick (TRX creature.c FLOAT_SPEED).
  diver = {
    hit_points = 20, radius = 341, pivot = 50, zone = "fly", step = SWIM_LIMIT,
    drop = SWIM_LIMIT, fly = 16, violent = false, head_mesh = 11,
    states = { swim = 1, surface = 2, shoot = 3, aim = 4, surface_aim = 6, surface_shoot = 7,
               death = 9 },
    death_anim = 16, turn = { swim = 3 }, front_arc = 45, surface_band = 512,
    eye = 256, chest = 612, float_speed = 32,
    gun = { mesh = 18, x = 17, y = 164, z = 44 }, missile = "harpoon",
  },
  -- The Xian guards (TRX xian_spearman.c, xian_knight.c, xian_common.c):
  -- jade statues (the `statue` model's meshes) until triggered, then a
  -- mesh at a time turns to flesh every `wake_every` ticks while the
  -- start animation plays; killed, they turn back to jade from the last
  -- mesh (a mesh a tick, as the originals' 32-bit mesh mask empties) and
  -- shatter (EXPLOSION_1). Violent. Each blow lands once an attack when
  -- its weapon's touch bits meet Lara.
  xian_spearman = {
    hit_points = 100, radius = 204, pivot = 0, zone = "ground", step = 256, drop = 256,
    violent = true, head_mesh = 7, statue = 42, wake_every = 4,
    states = { stop = 1, stop_2 = 2, walk = 3, run = 4, aim_1 = 5, hit_1 = 6, aim_2 = 7,
               hit_2 = 8, aim_3 = 9, hit_3 = 10, aim_4 = 11, hit_4 = 12, aim_5 = 13,
               hit_5 = 14, aim_6 = 15, hit_6 = 16, death = 17, start = 18 },
    turn = { walk = 3, run = 5 },
    -- Bored, a stance or the walk rolls below `first` for its first
    -- change and below `second` for its other one.
    bored = { stop = { "stop_2", "walk" }, stop_2 = { "stop", "walk" },
              walk = { "stop", "stop_2" } },
    chance = { bored = XIAN_BORED, pick = 0x4000 },
    -- Walking within two sectors it aims to strike: within a sector and a
    -- half the lunge (aim_2), beyond one of two (aim_3, aim_4).
    range = { stop = 1024, stop_2 = 1024, walk = 2048, lunge = 1536, run = 3072, charge = 2048 },
    -- Aims: the strike while the target is ahead within range, else back.
    -- (TRX: aims 3 and 4 both lead to strike 2.)
    aims = { aim_1 = { range = 1024, shot = "hit_1", back = "stop" },
             aim_2 = { range = 1536, shot = "hit_2", back = "walk" },
             aim_3 = { range = 2048, shot = "hit_2", back = "walk" },
             aim_4 = { range = 2048, shot = "hit_2", back = "walk" },
             aim_5 = { range = 1024, shot = "hit_5", back = "stop_2" },
             aim_6 = { range = 2048, shot = "hit_6", back = "run" } },
    -- Strikes: their damage, and where they go next: the first rule whose
    -- `within` holds (target ahead and nearer; none: always), to its state
    -- or one of its two on an even roll.
    hits = {
      hit_1 = { damage = 75 },
      hit_2 = { damage = 75, after = { { within = 1024, to = { "stop", "stop_2" } }, { to = "walk" } } },
      hit_3 = { damage = 75, after = { { within = 1024, to = { "stop", "stop_2" } }, { to = "walk" } } },
      hit_4 = { damage = 75, after = { { within = 1024, to = { "stop", "stop_2" } }, { to = "walk" } } },
      hit_5 = { damage = 75, after = { { within = 1024, to = "stop" }, { to = "stop_2" } } },
      hit_6 = { damage = 120, after = { { within = 1024, to = { "stop", "stop_2" } },
                                        { within = 2048, to = "walk" }, { to = "run" } } },
    },
    -- Both spears (meshes 18 and 11, 920 along them) wound.
    blows = { { touch = 0x40000, bite = { mesh = 18, x = 0, y = 0, z = 920 } },
              { touch = 0x800, bite = { mesh = 11, x = 0, y = 0, z = 920 } } },
    hit_sound = SFX_MORE.CRUNCH_2, shatter_sound = SFX_MORE.EXPLOSION_1,
  },
  xian_knight = {
    hit_points = 80, radius = 204, pivot = 0, zone = "ground", step = 256, drop = 256,
    violent = true, head_mesh = 7, statue = 44, wake_every = 4,
    states = { stop = 1, walk = 2, aim_1 = 3, slash_1 = 4, aim_2 = 5, slash_2 = 6, wait = 7,
               fly = 8, start = 9, aim_3 = 10, slash_3 = 11, death = 12 },
    turn = { walk = 5, fly = 4 },
    chance = { pick = 0x4000 },
    -- It flies (in its fly state, where its target is in another ground
    -- zone) 64 a tick up or down, anywhere within twenty sectors.
    flight = { zone = "fly", step = 20 * 1024, drop = 20 * 1024, fly = 64 },
    range = { slash = 1024, walk_slash = 2048 },
    aims = { aim_1 = { range = 1024, shot = "slash_1", back = "stop", bite = true },
             aim_2 = { range = 1024, shot = "slash_2", back = "stop", bite = true },
             aim_3 = { range = 2048, shot = "slash_3", back = "walk", bite = true } },
    hits = { slash_1 = { damage = 300 }, slash_2 = { damage = 300 }, slash_3 = { damage = 300 } },
    -- The sword (touch bits 0xC000) wounds.
    blows = { { touch = 0xC000, bite = { mesh = 15, x = 0, y = 37, z = 550 } } },
    hover_sound = SFX_MORE.WARRIOR_HOVER, shatter_sound = SFX_MORE.EXPLOSION_1,
  },
}
for name, t in pairs(more) do tr2[name] = t end

-- TR2's bosses and last inhabitants (creatures/dragon.lua, bartoli.lua,
-- skidoo_driver.lua, skidoo_armed.lua, winston.lua). Sources: TRX
-- src/tr2/game/objects/creatures/dragon.c, bartoli.c, skidoo_driver.c,
-- winston.c, vehicles/skidoo_armed.c, decomp/skidoo.c, decomp/effects.c
-- (the flame); ranges are the square roots of the originals' squared ones.
local DEGREE = 182
local bosses = {
  -- The dragon (front; its back, 23, is posed with it): 300 hit points, a
  -- third of a sector wide, violent, turning 2° a tick as it walks (a
  -- turn of more than a degree walks it round to the left or right).
  -- Between three and six sectors ahead it stops, aims and breathes fire
  -- for `breath` ticks (a flame a tick from its mouth while Lara is
  -- ahead); nearer it swipes (250 when the swipe's meshes touch her) or
  -- turns on the spot a degree a tick. Touching her at all hurts 10 a
  -- tick. Knocked down it lies `live_time` ticks, then gets up, and
  -- `almost_live` ticks later it has half its hit points back; while it
  -- lies there (its death animation played out) Lara facing its chest
  -- with Action pulls the dagger: it burns away, leaves its bones (218,
  -- 219; the front bones without meshes 22 and 23) and sinks into the
  -- floor 10 a tick, gone `gone_at` ticks after the dagger.
  dragon = {
    hit_points = 300, radius = 341, pivot = 300, zone = "ground", step = 256, drop = 512,
    violent = true, turn = { always = 2 },
    states = { walk = 1, left = 2, right = 3, aim = 4, fire = 5, stop = 6, turn_left = 7,
               turn_right = 8, swipe_left = 9, swipe_right = 10, death = 11 },
    death_anim = 21,
    need_turn = DEGREE, spin = DEGREE,
    range = { close = 3072, stop = 6144 },
    damage = { touch = 10, swipe = 250 },
    swipes = { swipe_left = 0x7F000000, swipe_right = 0xFE },
    mouth = { mesh = 12, x = 35, y = 171, z = 1168 }, missile = "dragon_flame", breath = 30,
    fire_sound = SFX.DRAGON_FIRE,
    down = { live_time = 330, almost_live = 100, revive_share = 2 },
    fade = { lights_for = 20, bones_at = 100, gone_at = 200, sink = 10 },
    back = 23, bones = { front = 218, back = 219, front_hidden = 0xC00000 },
    -- Lara and the fallen dragon, in its frame (x across its body, z
    -- along it): its chest lies between `close` and `mid` across, where
    -- she may stand; nearer she is pushed out to `close`, beyond `mid` to
    -- `far`; the dagger is hers within `reach` of its middle along it,
    -- from `near` across, facing it (her heading 90° ± `facing` from its).
    body = { close = 900, far = 2300, mid = 1600, side = 512, near = 550, reach = 350,
             facing = 30 },
    -- Her move (the misc-animations model, 12): from its first
    -- animation (a breath) into the pull (state 7); the dagger (Puzzle 2,
    -- 175) is hers at frame 180.
    dagger = { object = 12, anim = 0, state = 7, item = 175, at_frame = 180 },
  },
  -- Its flame (TRX Effect_MissileFlame): the flamethrower's, living as
  -- long as it flies (0x4000 ticks while the dragon is in the level).
  dragon_flame = families.with(tr2.flame, { life = 0x4000 }),
  -- Marco Bartoli (40): set two clicks back on x and z (the model stands
  -- off its origin); once Lara comes within five sectors (each axis) his
  -- timer starts: the camera jolts every 8 ticks, he glows, and at
  -- `boom` ticks, ten ticks apart, the three explosion spheres (209-211)
  -- burst from him; the tick after the last he is gone and the dragon
  -- (22) stands in his place.
  bartoli = { shift = 512, range = 5120, boom = 130, boom_every = 10,
              spheres = { 209, 210, 211 }, dragon = 22, jolt_every = 8 },
  -- The armed snowmobile (51) and its driver (52, who brings it): the
  -- snowmobile is the creature (100 hit points, a third of a sector wide,
  -- half a sector up and a sector down); it turns up to 3° a tick,
  -- swerving (its left/right states) where the turn exceeds 1°; it waits
  -- while Lara is within four sectors and 15° of its nose; each gun (mesh
  -- 0, a foot ahead at either side) fires at her then, 10 a hit while she
  -- rides a snowmobile, else 50, and after a hit the guns rattle 5 ticks
  -- before they fire again. Moving into her on foot hurts 100. Shot to
  -- pieces, the driver falls off (death, anim 10), it coasts to a stop and
  -- becomes a snowmobile she may ride (vehicles/skidoo.lua).
  skidoo_armed = {
    hit_points = 100, radius = 341, pivot = 0, zone = "step", step = 512, drop = 1024,
    violent = true, turn = { always = 3 },
    states = { wait = 1, moving = 2, start_left = 3, start_right = 4, left = 5, right = 6,
               death = 7 },
    min_turn = 364, aim = 15 * DEGREE, range = { wait = 4096 },
    guns = { { mesh = 0, x = 219, y = -71, z = 550 }, { mesh = 0, x = -235, y = -71, z = 550 } },
    damage = { riding = 10, on_foot = 50, rammed = 100 }, rattle = 5,
    driver_death_anim = 10, driver = 52,
    sounds = { guns = SFX_MORE.LARA_UZI_FIRE, idle = SFX_MORE.SKIDOO_IDLE,
               moving = SFX_MORE.SKIDOO_MOVING },
  },
  -- Winston (Lara's home): never a target, a tenth of a sector wide; he
  -- follows her (walk) and stops within a sector and a half where she is
  -- ahead of him, grumbling (and rattling his tray of cups) when she is
  -- near but behind him, and when she bumps into him; now and then (a
  -- 0x100 roll a tick) the cups rattle anyway.
  winston = {
    hit_points = 1, radius = 102, pivot = 0, zone = "ground", step = 256, drop = 512,
    violent = true, untargetable = true, turn = { always = 1 },
    states = { stop = 1, walk = 2 }, range = { stop = 1536 }, chance = { cups = 0x100 },
    sounds = { follow = SFX_MORE.WINSTON_GRUNT_2, behind = SFX_MORE.WINSTON_GRUNT_1,
               bumped = SFX_MORE.WINSTON_GRUNT_3, cups = SFX_MORE.WINSTON_CUPS },
  },
}
for name, t in pairs(bosses) do tr2[name] = t end

return tr2
