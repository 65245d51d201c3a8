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
--- Every mesh (a touch anywhere counts).
local ALL_MESHES = -1
--- Pickups the gunmen carry (TR1 type ids) and the skate kid's board.
local SHOTGUN, MAGNUMS, UZIS, KEY_1, SCION_PIECE_2, SKATEBOARD = 85, 86, 87, 129, 144, 29
--- The gunmen's states: Larson and Pierre strike a pose (6) and shoot in 7;
--- the cowboy and Kold have no pose and shoot in 6.
local POSER_STATES = { stop = 1, walk = 2, run = 3, aim = 4, death = 5, pose = 6, shoot = 7 }
local GUNSLINGER_STATES = { stop = 1, walk = 2, run = 3, aim = 4, death = 5, shoot = 6 }

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
  -- Stands where placed and only turns its head (not a pathfinder); falls
  -- when its hit points are gone or when Lara brushes any of its meshes.
  mummy = {
    hit_points = 18, head_mesh = 3, touch = ALL_MESHES,
    states = { stop = 1, death = 2 },
  },
  -- The gunmen (creatures/gunman.lua). `guns`: each fires in the shoot
  -- state `at` ticks after it began (a later gun fires only at a target still
  -- in its sights, else just flashes); `escape_state`: where a shooter hurried
  -- away by its mood goes next; `drops`: the pickups it carries (spawned
  -- where it falls when the level has them). They land no blows: no touch.
  larson = {
    hit_points = 50, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 7, violent = false,
    states = POSER_STATES, death_anim = 15,
    turn = { walk = 3, run = 6 }, range = { walk = 3072 },
    chance = { pose = 96 },
    guns = { { mesh = 14, x = -60, y = 170, z = 0, damage = 50, at = 0 } },
    escape_state = "stop", drops = {},
  },
  -- Pierre cannot die before his final encounter (the one-shot trigger):
  -- at `flee_health` he stops losing hit points, runs, and is gone once out
  -- of sight for more than `vanish_ticks`; in water he is gone at once. Only
  -- one of him is about at a time.
  pierre = {
    hit_points = 70, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 7, violent = false,
    states = POSER_STATES, death_anim = 12,
    turn = { walk = 3, run = 6 }, range = { walk = 3072 },
    -- stand_ground: hurried by his mood, the chance a tick he keeps shooting.
    chance = { pose = 96, stand_ground = 0x2000 },
    guns = {
      { mesh = 11, x = 60, y = 200, z = 0, damage = 25, at = 0 },
      { mesh = 14, x = -57, y = 200, z = 0, damage = 25, at = 0 },
    },
    escape_state = "stop", flee_health = 40, vanish_ticks = 10, one_of_him = true,
    leaves_water = true,
    drops = { MAGNUMS, SCION_PIECE_2, KEY_1 },
  },
  skate_kid = {
    hit_points = 125, radius = 204, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 1, violent = false,
    states = { stop = 0, shoot_standing = 1, skate = 2, push = 3, shoot_skating = 4, death = 5 },
    start_state = "skate", death_anim = 13,
    turn = { skate = 4 }, range = { stop = 4096, dont_stop = 2560, too_close = 1024 },
    damage = { standing = 50, skating = 40 }, chance = { push = 0x200, skate = 0x400 },
    guns = {
      { mesh = 7, x = 0, y = 150, z = 34, at = 0 },
      { mesh = 4, x = 0, y = 150, z = 37, at = 0 },
    },
    -- His taunt (soundtrack 56) once his hit points fall below 120.
    speech = { track = 56, below = 120 },
    board = SKATEBOARD, drops = { UZIS },
  },
  cowboy = {
    hit_points = 150, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 1, violent = false,
    states = GUNSLINGER_STATES, death_anim = 7,
    turn = { walk = 3, run = 6 }, range = { walk = 3072 },
    guns = {
      { mesh = 5, x = 1, y = 200, z = 41, damage = 70, at = 0 },
      { mesh = 8, x = -2, y = 200, z = 40, damage = 70, at = 6 },
    },
    escape_state = "run", drops = { MAGNUMS },
  },
  -- Kold's shotgun: the squared distance of his shot counts half
  -- (`accuracy` 2), so he hits from farther away.
  kold = {
    hit_points = 200, radius = 102, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, head_mesh = 1, violent = true,
    states = GUNSLINGER_STATES, start_state = "run", death_anim = 14,
    turn = { walk = 3, run = 6 }, range = { walk = 4096 },
    guns = { { mesh = 9, x = -20, y = 440, z = 20, damage = 150, at = 0 } },
    accuracy = 2, escape_state = "run", drops = { SHOTGUN },
  },
  -- Mirrors Lara about an anchor (the catalogue's params); takes no hit
  -- points, and what is shot at it Lara loses `damage_factor` times over.
  -- Where the mirrored floor lies a `pit` or more below Lara's while she is
  -- on her feet, it drops (starting `fall_start` lower) and dies landing.
  doppelganger = {
    hit_points = 1000, damage_factor = 10, pit = 1024, fall_start = 50,
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
