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
  local t = {
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
  }
  for k, v in pairs(own) do t[k] = v end
  return t
end

--- Fly-zone limits, vertical speed and a dead swimmer's rise a tick
--- (TRX creature.c FLOAT_SPEED).
local FLY_LIMIT, FLY_SPEED, FLOAT_SPEED = 20480, 16, 32

--- The spiders' states (TRX SPIDER_STATE, BIG_SPIDER_STATE).
local SPIDER_STATES = { stop = 1, walk = 2, run = 3, bite = 4, leap = 5, lunge = 6, death = 7 }

--- A copy of `base` with the fields of `own` laid over it.
local function with(base, own)
  local t = {}
  for k, v in pairs(base) do t[k] = v end
  for k, v in pairs(own) do t[k] = v end
  return t
end

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

return {
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
  -- The yeti: violent, climbs and drops four clicks (TR2's climbers' zone),
  -- vaulting up rises of two to four clicks and jumping down deeper drops.
  yeti = {
    hit_points = 30, radius = 128, pivot = 100, zone = "climb", step = 1024, drop = 1024,
    head_mesh = 15, violent = true,
    states = { run = 1, stop = 2, walk = 3, punch = 4, thump = 5, charge = 6, wait_1 = 7,
               death = 8, wait_2 = 9, climb_2 = 10, climb_3 = 11, climb_4 = 12, fall = 13 },
    death_anim = 31,
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
  -- The bird monster (the giant yeti guarding Talion): violent; slams or
  -- crushes from a stop within a sector (half and half), punches from a
  -- walk within two; each fist (meshes 18-19 and 21-22) lands once a blow.
  bird_monster = {
    hit_points = 200, radius = 341, pivot = 0, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { stop = 1, walk = 2, slam = 3, slam_hit = 4, punch = 5, punch_right = 6,
               punch_left = 7, roar = 8, death = 9, crush = 10, crush_hit = 11 },
    death_anim = 20,
    turn = { walk = 4 }, range = { slam = 1024, punch = 2048 },
    damage = { blow = 200 }, chance = { slam = 0x4000 },
    -- The right arm (meshes 21-22) and the left (18-19), blood from each hand.
    fists = {
      right = { touch = 0x600000, bite = { mesh = 22, x = 0, y = 224, z = 0 } },
      left = { touch = 0xC0000, bite = { mesh = 19, x = 0, y = 224, z = 0 } },
    },
  },
}
