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
-- doors), fly (vertical speed a tick), turn (degrees a tick by state;
-- `always`: in every state), head_mesh (the joint that follows
-- the target), violent (attacks whenever it can reach the target),
-- bite (a point on a mesh: {mesh, x, y, z}), touch (bit i: mesh i's sphere
-- lands blows; none: every mesh), swims (keeps to water).
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
  -- Flies at the top of its target's body and bites while any of its
  -- meshes touches it (no touch mask).
  bat = {
    hit_points = 1, radius = 102, pivot = 0, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, violent = false,
    turn = { always = 20 },
    damage = { bite = 2 },
    bite = { mesh = 4, x = 0, y = 16, z = 45 },
  },
  -- The crocodile on land: turns on the spot (always clockwise) towards a
  -- target far behind it; its bite lands once it is in the attack state.
  crocodile = {
    hit_points = 20, radius = 341, pivot = 600, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 8, violent = true,
    turn = { always = 3, fast = 6 }, fast_turn = { angle = 90, range = 3072 },
    range = { bite = 435 }, damage = { bite = 100 }, touch = 0x3FC,
    bite = { mesh = 9, x = 5, y = -21, z = 467 },
  },
  -- The alligator swims (fly zone), keeps a click under the surface while
  -- alive, bites on touch (any mesh) and floats up when dead.
  alligator = {
    hit_points = 20, radius = 341, pivot = 600, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, head_mesh = 8, violent = true,
    swims = true, below_surface = 256, float_speed = 32,
    turn = { always = 3 }, damage = { bite = 100 },
    bite = { mesh = 9, x = 5, y = -21, z = 467 },
  },
  lion = {
    hit_points = 30, radius = 341, pivot = 400, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 }, touch = 0x380066,
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  },
  lioness = {
    hit_points = 25, radius = 341, pivot = 400, smartness = 0x2000,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 }, touch = 0x380066,
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  },
  puma = {
    hit_points = 45, radius = 341, pivot = 400, smartness = 0x2000,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 }, touch = 0x380066,
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  },
  -- The ape climbs two clicks (vaulting anything higher than a click and
  -- a half) and drops a sector. Until alerted (hurt, or its target within
  -- the panic range) it shows off when its target is ahead: at a stop,
  -- rolls of 0..1023 pick from the shares below in order (the rest: runs
  -- right); running, the same shares out of 32768 a tick make it stop to.
  ape = {
    hit_points = 22, radius = 341, pivot = 250, smartness = 0x7FFF,
    zone = "step", step = 512, drop = 1024, head_mesh = 14, violent = false,
    turn = { run = 5 }, display_angle = 45, vault_rise = 384, vault_inset = 75,
    range = { attack = 430, panic = 2048 },
    damage = { attack = 200 }, touch = 0xFF00,
    display = { jump = 160, warning_1 = 160, warning_2 = 160, run_left = 272 },
    bite = { mesh = 15, x = 0, y = -19, z = 75 },
  },
  rat = {
    hit_points = 5, radius = 204, pivot = 200, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 2, violent = false,
    turn = { always = 6 }, range = { bite = 341, charge = 1536 },
    damage = { bite = 20, charge = 20 }, chance = { pose = 256 }, touch = 0x300018F,
    bite = { mesh = 3, x = 0, y = -11, z = 108 },
  },
  -- The water rat paths over the floor under the water like a walker and
  -- swims at the surface, easing to it at most `surface_ease` a tick.
  vole = {
    hit_points = 5, radius = 204, pivot = 200, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 2, violent = true,
    swims = true, surface_ease = 32,
    turn = { always = 3 }, damage = { bite = 20 }, touch = 0x300018F,
    bite = { mesh = 3, x = 0, y = -11, z = 108 },
  },
  -- The T-Rex: stopped by blockable boxes; its head and neck share the turn
  -- towards the target, half the bearing. Any touch hurts (more while it
  -- runs); its jaws (touch) kill.
  trex = {
    hit_points = 100, radius = 341, pivot = 2000, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 12, neck_mesh = 11,
    violent = true, turn = { walk = 2, run = 4 }, front_arc = 90,
    range = { bite = 1500, attack = 4096, run = 5120 },
    damage = { bite = 10000, trample = 10, touch = 1 }, chance = { roar = 512 },
    touch = 0x3000,
  },
  -- A running raptor in range goes for a charging bite, or on this chance
  -- stops to lunge instead.
  raptor = {
    hit_points = 20, radius = 341, pivot = 400, smartness = 0x4000,
    zone = "ground", step = 256, drop = 256, head_mesh = 22, violent = true,
    turn = { walk = 1, run = 4 }, range = { close = 680, lunge = 1536, attack = 1536 },
    damage = { bite = 100, lunge = 100, charge = 100 },
    chance = { roar = 256, stop = 0x2000 }, touch = 0xFF7C00,
    bite = { mesh = 22, x = 0, y = 66, z = 318 },
  },
  flying_mutant = {
    hit_points = 50, radius = 341, pivot = 150, smartness = 0x7FFF,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 32, large = true,
    head_mesh = 1, violent = true, can_fly = true, shoots = true,
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, attack = 2560, shoot = 3840 },
    damage = { lunge = 150, charge = 100, punch = 200, shard = 30, rocket = 100, parts = 100 },
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
  },
  walking_shooter = {
    hit_points = 50, radius = 341, pivot = 150, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 1, violent = true,
    can_fly = false, shoots = true,
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, attack = 2560, shoot = 3840 },
    damage = { lunge = 150, charge = 100, punch = 200, shard = 30, rocket = 100, parts = 100 },
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
  },
  walking_mutant = {
    hit_points = 50, radius = 341, pivot = 150, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 1, violent = true,
    can_fly = false, shoots = false,
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, attack = 2560 },
    damage = { lunge = 150, charge = 100, punch = 200, parts = 100 },
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
  },
  centaur = {
    hit_points = 120, radius = 341, pivot = 400, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 11, violent = true,
    turn = { run = 4 }, range = { rear = 1536 },
    damage = { rear = 200, rocket = 100, parts = 100 },
    chance = { rear = 96 },
    bite = { mesh = 13, x = 0, y = 0, z = 0 },
    gun = { mesh = 13, x = 11, y = 415, z = 41 },
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
  natla = {
    hit_points = 400, radius = 204, pivot = 0, smartness = 0x7FFF,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 32, head_mesh = 2, violent = true,
    turn = { fly = 5, run = 6 }, fire_arc = 30, land_chance = 256,
    down_health = 200, down_ticks = 16 * 30,
    damage = { shard = 30, rocket = 100 },
    gun = { mesh = 4, x = 5, y = 220, z = 7 },
  },
  torso = {
    hit_points = 500, radius = 341, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 1, violent = true,
    turn = { turn = 3 }, turn_in_place = 45,
    range = { attack = 2600, close = 2250 },
    damage = { slam = 500, touch = 5, parts = 250 },
    bite = { mesh = 13, x = 0, y = 0, z = 0 },
  },
}
