-- Tomb Raider 1's creatures in numbers (spec creatures.md §2). Distances in
-- world units (1024 a sector), turns in degrees a tick, damage in hit
-- points (Lara has 1000), chances out of 32768 a tick. A behaviour module
-- finds its entry through the catalogue's `params.stats`.
--
-- Common fields: hit_points, radius (body), pivot (the point ahead of the
-- creature distances are measured from), smartness (chance a tick of
-- re-targeting the player), zone ("ground": one-click walkers, "step":
-- climbers, "fly": flyers and swimmers), step/drop (highest rise, deepest
-- drop between boxes), large (stopped by blockable boxes: never passes
-- doors), fly (vertical speed a tick), head_mesh (the joint that follows
-- the target), violent (attacks whenever it can reach the target),
-- bite (a point on a mesh: {mesh, x, y, z}), touch (bit i: mesh i's sphere
-- lands blows).
local FLY_LIMIT = 20480

return {
  wolf = {
    hit_points = 6, radius = 341, pivot = 375, smartness = 0x2000,
    zone = "ground", step = 256, drop = 1024, head_mesh = 3, violent = false,
    turn = { walk = 2, run = 5, stalk = 2 },
    range = { bite = 345, attack = 1536, stalk = 3072 },
    damage = { bite = 100, pounce = 50 },
    chance = { wake = 32, sleep = 32, howl = 384 }, touch = 0x774F,
    bite = { mesh = 6, x = 0, y = -14, z = 174 },
  },
  -- The original measures the bear's distances from 500 ahead of it, so a
  -- reared bear paws at the air in front of a target standing at the
  -- measured range; like TRX's fix, distances here are from its origin
  -- and the paw reaches 300.
  bear = {
    hit_points = 20, radius = 341, pivot = 0, smartness = 0x4000,
    zone = "ground", step = 256, drop = 256, head_mesh = 14, violent = true,
    turn = { walk = 2, run = 5, dying = 1 },
    range = { attack = 1024, paw = 300, rear = 2048, eat = 768 },
    damage = { charge = 3, bite = 200, paw = 400, slam = 200 },
    chance = { roar = 80, rear = 768, drop = 1536 }, touch = 0x2406C,
    bite = { mesh = 14, x = 0, y = 96, z = 335 },
  },
  bat = {
    hit_points = 1, radius = 102, pivot = 0, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, violent = false,
    turn = { fly = 20 },
    damage = { bite = 2 },
    bite = { mesh = 4, x = 0, y = 16, z = 45 },
  },
  crocodile = {
    hit_points = 20, radius = 341, pivot = 600, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, violent = true,
    turn = { walk = 3, fast = 6 }, fast_turn_range = 3072,
    range = { bite = 435 }, damage = { bite = 100 },
    bite = { mesh = 5, x = 0, y = -247, z = 0 },
  },
  alligator = {
    hit_points = 20, radius = 341, pivot = 600, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, violent = true,
    turn = { swim = 3 }, damage = { bite = 100 }, float_speed = 32,
    bite = { mesh = 5, x = 0, y = -47, z = 0 },
  },
  lion = {
    hit_points = 30, radius = 341, pivot = 400, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 },
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  },
  lioness = {
    hit_points = 25, radius = 341, pivot = 400, smartness = 0x2000,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 },
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  },
  puma = {
    hit_points = 45, radius = 341, pivot = 400, smartness = 0x2000,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 },
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  },
  ape = {
    hit_points = 22, radius = 341, pivot = 250, smartness = 0x7FFF,
    zone = "step", step = 512, drop = 1024, head_mesh = 14, violent = false,
    turn = { run = 5 }, range = { attack = 430, panic = 2048 },
    damage = { attack = 200 },
    chance = { jump = 160, warning = 320, run_left = 480, run_right = 640 },
    bite = { mesh = 15, x = 0, y = -19, z = 75 },
  },
  rat = {
    hit_points = 5, radius = 204, pivot = 200, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 1, violent = false,
    turn = { run = 6 }, range = { bite = 341, charge = 1536 },
    damage = { bite = 20, charge = 20 }, chance = { squeak = 256 },
    bite = { mesh = 3, x = 0, y = -11, z = 108 },
  },
  vole = {
    hit_points = 5, radius = 204, pivot = 200, smartness = 0x2000,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, violent = false,
    turn = { swim = 3 }, range = { bite = 300 }, damage = { bite = 20 },
    bite = { mesh = 3, x = 0, y = -11, z = 108 },
  },
  trex = {
    hit_points = 100, radius = 341, pivot = 2000, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 12, violent = true,
    turn = { walk = 2, run = 4 }, head_factor = 0.5,
    range = { bite = 1500, attack = 4096, run = 5120 },
    damage = { bite = 10000, trample = 10, touch = 1 }, chance = { roar = 512 },
    bite = { mesh = 12, x = 0, y = 0, z = 0 },
  },
  raptor = {
    hit_points = 20, radius = 341, pivot = 400, smartness = 0x4000,
    zone = "ground", step = 256, drop = 256, head_mesh = 21, violent = true,
    turn = { walk = 1, run = 4 }, range = { close = 680, attack = 1536 },
    damage = { bite = 100, lunge = 100, charge = 100 }, chance = { roar = 256 },
    bite = { mesh = 22, x = 0, y = 66, z = 318 },
  },
  -- The Atlantean mutants (winged 20, walking shooter 21, walking
  -- non-shooter 22) share one body: touch mask, blows and guns. On foot
  -- they think timidly (hurt, they may flee), in the air violently. Only
  -- the winged one takes to the air (`flight`: its limits while flying).
  -- Blows land from mesh 10; a shard leaves from mesh 9, a rocket from
  -- mesh 14, at a target within `shot_arc` degrees right or left of
  -- ahead. The head joint is mesh 3; while aiming a shard the upper body
  -- (mesh 1) twists instead.
  flying_mutant = {
    hit_points = 50, radius = 341, pivot = 150, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true,
    flight = { step = 30 * 1024, drop = 30 * 1024, fly = 32 },
    head_mesh = 3, twist_mesh = 1, violent = false, air_violent = true,
    can_fly = true, shoots = true,
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, charge = 2560, shoot = 3840, walk = 4608 },
    damage = { lunge = 150, charge = 100, punch = 200, parts = 100 },
    chance = { pose = 80, unpose = 256 }, touch = 0x678, shot_arc = 45,
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
    shard_gun = { mesh = 9, x = -35, y = 269, z = 0 },
    rocket_gun = { mesh = 14, x = 51, y = 213, z = 0 },
  },
  walking_shooter = {
    hit_points = 50, radius = 341, pivot = 150, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, large = false,
    head_mesh = 3, twist_mesh = 1, violent = false,
    can_fly = false, shoots = true,
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, charge = 2560, shoot = 3840, walk = 4608 },
    damage = { lunge = 150, charge = 100, punch = 200, parts = 100 },
    chance = { pose = 80, unpose = 256 }, touch = 0x678, shot_arc = 45,
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
    shard_gun = { mesh = 9, x = -35, y = 269, z = 0 },
    rocket_gun = { mesh = 14, x = 51, y = 213, z = 0 },
  },
  walking_mutant = {
    hit_points = 50, radius = 341, pivot = 150, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = false,
    head_mesh = 3, twist_mesh = 1, violent = false,
    can_fly = false, shoots = false,
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, charge = 2560, walk = 4608 },
    damage = { lunge = 150, charge = 100, punch = 200, parts = 100 },
    chance = { pose = 80, unpose = 256 }, touch = 0x678,
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
  },
  -- The centaur turns at 4° a tick in every state; it rears to kick with
  -- a hind hoof (mesh 5) and fires rockets from its arm (mesh 13). Its
  -- head (mesh 11) follows the target and pitches with the last shot.
  centaur = {
    hit_points = 120, radius = 341, pivot = 400, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 11, violent = true,
    turn = { run = 4 }, range = { rear = 1536 },
    damage = { rear = 200, parts = 100 },
    chance = { rear = 96 }, touch = 0x30199,
    bite = { mesh = 5, x = 50, y = 30, z = 0 },
    gun = { mesh = 13, x = 11, y = 415, z = 41 },
  },
  -- The statue a centaur bursts out of when Lara comes within 3.5 sectors
  -- (and one sector of its height); the centaur starts at frame 36 of its
  -- rearing animation (7).
  centaur_statue = {
    release = 23, reach = 3584, height = 1024, round = true,
    pose = { anim = 7, frame = 36 },
  },
  -- Mutant eggs: a small pod hatches when Lara is within four sectors on
  -- every axis (or at once when a one-shot trigger woke it), a big pod as
  -- soon as it is triggered. What hatches comes from the pod's activation
  -- mask as placed: 1 walking shooter, 2 centaur, 4 torso, 8 walking
  -- non-shooter, anything else the winged mutant.
  pod = {
    reach = 4096, height = 4096, round = false, always = false,
    hatchlings = { [1] = 21, [2] = 23, [4] = 34, [8] = 22 }, hatchling = 20,
  },
  big_pod = {
    reach = 4096, height = 4096, round = false, always = true,
    hatchlings = { [1] = 21, [2] = 23, [4] = 34, [8] = 22 }, hatchling = 20,
  },
  mummy = {
    hit_points = 18, radius = 341, pivot = 0, smartness = 0,
    zone = "ground", step = 256, drop = 256, head_mesh = 2, violent = false,
  },
  larson = {
    hit_points = 50, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 6, violent = false,
    turn = { walk = 3, run = 6 }, range = { walk = 3072 },
    damage = { shot = 50 }, chance = { pose = 600 },
    gun = { mesh = 14, x = -60, y = 170, z = 0 },
  },
  pierre = {
    hit_points = 70, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 6, violent = false,
    turn = { walk = 3, run = 6 }, range = { walk = 3072 },
    damage = { shot = 25 }, flee_health = 40, vanish_ticks = 10, chance = { pose = 600 },
    gun = { mesh = 11, x = 60, y = 200, z = 0 }, gun2 = { mesh = 14, x = -57, y = 200, z = 0 },
  },
  skate_kid = {
    hit_points = 125, radius = 204, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 6, violent = false,
    turn = { skate = 4 }, range = { stop = 4096, dont_stop = 2560, too_close = 1024 },
    damage = { standing = 50, skating = 40 }, chance = { push = 1024 },
    gun = { mesh = 7, x = 0, y = 150, z = 34 }, gun2 = { mesh = 4, x = 0, y = 150, z = 37 },
  },
  cowboy = {
    hit_points = 150, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 6, violent = false,
    turn = { walk = 3, run = 6 }, range = { walk = 3072 },
    damage = { shot = 70 },
    gun = { mesh = 5, x = 1, y = 200, z = 41 }, gun2 = { mesh = 8, x = -2, y = 200, z = 40 },
  },
  kold = {
    hit_points = 200, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 6, violent = true,
    turn = { walk = 3, run = 6 }, range = { walk = 4096 },
    damage = { shot = 150 },
    gun = { mesh = 9, x = -20, y = 440, z = 20 },
  },
  -- Natla: flies in her first phase (limits in `flight`), thinking
  -- timidly except while landing; fires rockets in flight every 30 ticks
  -- and three at once standing. At 200 hit points or less she falls, lies
  -- 16 s out of reach of guns and rises on foot with 200, firing a shard
  -- every 20 ticks. Her gun is mesh 4; her head (mesh 3) pitches with the
  -- gun and rolls towards the target.
  natla = {
    hit_points = 400, radius = 204, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256,
    flight = { step = FLY_LIMIT, drop = FLY_LIMIT, fly = 32 },
    head_mesh = 3, violent = true, air_violent = false,
    turn = { fly = 5, run = 6 }, fire_arc = 30,
    chance = { land = 256 },
    down_health = 200, down_ticks = 16 * 30,
    reload = { fly = 30, run = 20 }, volley = 3, volley_spread = 4096,
    gun = { mesh = 4, x = 5, y = 220, z = 7 },
  },
  -- The torso boss (Adam): no path turning; it turns on the spot in two
  -- turning animations (8: 9° a tick over frames 14–22 to the left, 17:
  -- 14° over 17–22 to the right) when the target is more than 45° off, and
  -- by 3° a tick while striding. Anything of it touching Lara hurts 5 a
  -- tick; the left arm is meshes 4–14, the right 15–25. Head joint mesh 2.
  torso = {
    hit_points = 500, radius = 341, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = false, head_mesh = 2, violent = true,
    turn = { forward = 3, need = 45 },
    turn_anims = {
      left = { anim = 8, first = 14, last = 22, turn = -9 },
      right = { anim = 17, first = 17, last = 22, turn = 14 },
    },
    range = { attack = 2600, close = 2250 },
    damage = { slam = 500, touch = 5, parts = 250 },
    chance = { attack_1 = 0x4000 },
    touch = 0x3FFFFF0, left_arm = 0x7FF0, right_arm = 0x3FF8000,
    shake = 500,
  },
  -- Missiles (spawned entities): they fly straight at `speed` a tick,
  -- aimed at three quarters of the target's height with a spread of up
  -- to `spread` either way in heading and pitch; they strike a target
  -- they pass within `reach` of. A rocket's blast hurts within `blast`,
  -- less with distance. One that meets nothing in `life` ticks (ten
  -- seconds; our own bound) is removed.
  shard = { speed = 250, damage = 30, reach = 200, spread = 256, life = 300 },
  rocket = { speed = 220, damage = 100, blast = 1024, reach = 200, spread = 256, life = 300 },
}
