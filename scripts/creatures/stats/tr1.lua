-- Tomb Raider 1's creatures in numbers (TRX tr1 game/objects/creatures/*.c:
-- each creature's defines and set-up; the file each cites). Distances in
-- world units (1024 a sector), turns in degrees a tick, damage in hit
-- points (Lara has 1000), chances out of 32768 a tick. A behaviour module
-- finds its entry through the catalogue's `params.stats`.
--
-- Common fields: states (state name -> the model's state number: the
-- creature module decides by these names, docs/lua-api.md "Contract"),
-- hit_points, radius (body), pivot (the point ahead of the
-- creature distances are measured from), smartness (chance a tick of
-- re-targeting the player), zone ("ground": one-click walkers, "step":
-- climbers, "fly": flyers and swimmers), step/drop (highest rise, deepest
-- drop between boxes), large (stopped by blockable boxes: never passes
-- doors), fly (vertical speed a tick), turn (degrees a tick by state;
-- `always`: in every state), head_mesh (the joint that follows
-- the target), violent (attacks whenever it can reach the target),
-- bite (a point on a mesh: {mesh, x, y, z}), touch (bit i: mesh i's sphere
-- lands blows; none: every mesh), swims (keeps to water), mesh_bits (which
-- meshes the body shows, bit i for mesh i: the games' mesh bits).
local families = require("creatures.stats.families")

local FLY_LIMIT = 20480
--- The walking mutants share the winged one's body with its wings
--- (meshes 15-20) hidden, as the original sets their mesh bits.
local WINGLESS = 0xFFE07FFF
--- Every mesh (a touch anywhere counts).
local ALL_MESHES = -1
--- A mutant egg's states (TRX pod.c POD_*): closed, breaking open (its
--- explode).
local EGG_STATES = { set = 0, open = 1 }
--- An egg's meshes (TRX pod.c): shown while closed, shown as it breaks
--- open, and of those the shell's that fly apart (the rest stay).
local EGG_MESHES = { closed = 0xFF0001FF, open = 0xFFFFFF, burst = 0xFFFE00 }
--- Pickups the gunmen carry (TR1 type ids) and the skate kid's board.
local SHOTGUN, MAGNUMS, UZIS, KEY_1, SCION_PIECE_2, SKATEBOARD = 85, 86, 87, 129, 144, 29
--- The gunmen's states: Larson and Pierre strike a pose (6) and shoot in 7;
--- the cowboy and Kold have no pose and shoot in 6.
local POSER_STATES = { stop = 1, walk = 2, run = 3, aim = 4, death = 5, pose = 6, shoot = 7 }
local GUNSLINGER_STATES = { stop = 1, walk = 2, run = 3, aim = 4, death = 5, shoot = 6 }

--- A lion, lioness or puma: the family's figures, its own hit points,
--- smartness and first death animation (it dies in that one or the next,
--- on a roll).
local function big_cat(hit_points, smartness, death_anim)
  return {
    hit_points = hit_points, radius = 341, pivot = 400, smartness = smartness,
    zone = "ground", step = 256, drop = 1024, head_mesh = 20, violent = true,
    -- TRX lion.c LION_*: its warning is the roar, its attacks the pounce and bite.
    states = { stop = 1, walk = 2, run = 3, pounce = 4, death = 5, roar = 6, bite = 7 },
    death_anim = death_anim, death_choices = 2,
    turn = { walk = 2, run = 5 },
    range = { pounce = 1024 }, damage = { bite = 250, pounce = 150 },
    chance = { roar = 128 }, roar_unless = "escape", knocks = "pounce", touch = 0x380066,
    bite = { mesh = 21, x = -2, y = -10, z = 132 },
  }
end

--- An Atlantean mutant (TRX mutant.c: the winged one and the two that
--- walk share one body: touch mask, blows and guns). On foot they think
--- timidly (hurt, they may flee), in the air violently. Only the winged
--- one takes to the air (`flight`: its limits while flying; it is large:
--- blockable boxes are closed to it); the walking ones wear its body with
--- the wings hidden. Blows land from mesh 10; a shooter's shard leaves
--- from mesh 9, its rocket from mesh 14, at a target within `shot_arc`
--- degrees right or left of ahead. The head joint is mesh 3; while aiming
--- a shard the upper body (mesh 1) twists instead. `own`: its smartness,
--- whether it `flies`, whether it `shoots`.
local function atlantean_mutant(own)
  local t = {
    hit_points = 50, radius = 341, pivot = 150, smartness = own.smartness,
    zone = "ground", step = 256, drop = 256, large = own.flies,
    head_mesh = 3, twist_mesh = 1, violent = false,
    can_fly = own.flies, shoots = own.shoots,
    -- TRX mutant.c FLYER_*: ATTACK1 the lunge, ATTACK2 the charge, ATTACK3
    -- the punch, AIM1 the shard's aim, AIM2 the rocket's.
    states = { stop = 1, walk = 2, run = 3, lunge = 4, death = 5, pose = 6, charge = 7, punch = 8,
               aim_shard = 9, aim_rocket = 10, shoot = 11, mummy = 12, fly = 13 },
    turn = { walk = 2, run = 6 },
    range = { punch = 300, lunge = 600, charge = 2560, walk = 4608 },
    damage = { lunge = 150, charge = 100, punch = 200, parts = 100 },
    chance = { pose = 80, unpose = 256 }, touch = 0x678,
    bite = { mesh = 10, x = -27, y = 98, z = 0 },
  }
  if own.flies then
    t.flight = { step = 30 * 1024, drop = 30 * 1024, fly = 32 }
    t.air_violent = true
  else
    t.mesh_bits = WINGLESS
  end
  if own.shoots then
    t.range.shoot = 3840
    t.shot_arc = 45
    t.shard_gun = { mesh = 9, x = -35, y = 269, z = 0 }
    t.rocket_gun = { mesh = 14, x = 51, y = 213, z = 0 }
  end
  return t
end

return {
  wolf = {
    hit_points = 6, radius = 341, pivot = 375, smartness = 0x2000,
    zone = "ground", step = 256, drop = 1024, head_mesh = 3, violent = false,
    states = families.WOLF_STATES,
    turn = { walk = 2, run = 5, stalk = 2 },
    range = { bite = 345, attack = 1536, stalk = 3072 },
    damage = { bite = 100, pounce = 50 },
    chance = { wake = 32, sleep = 32, howl = 384 }, touch = 0x774F,
    bite = { mesh = 6, x = 0, y = -14, z = 174 },
  },
  -- The original measures the bear's distances from 500 ahead of it, so a
  -- reared bear paws at the air in front of a target standing at the
  -- measured range (600); TRX's fix (world option "bear_ai") measures from
  -- its origin with a paw that reaches 300.
  bear = {
    hit_points = 20, radius = 341, pivot = 500, smartness = 0x4000,
    zone = "ground", step = 256, drop = 256, head_mesh = 14, violent = true,
    -- TRX bear.c BEAR_*: the stroll is state 0, "none required" too.
    states = { stroll = 0, stop = 1, walk = 2, run = 3, rear = 4, roar = 5, attack_1 = 6,
               attack_2 = 7, eat = 8, death = 9 },
    turn = { walk = 2, run = 5, dying = 1 },
    range = { attack = 1024, paw = 600, rear = 2048, eat = 768 },
    fix = { pivot = 0, paw = 300 },
    damage = { charge = 3, bite = 200, paw = 400, slam = 200 },
    chance = { roar = 80, rear = 768, drop = 1536 }, touch = 0x2406C,
    bite = { mesh = 14, x = 0, y = 96, z = 335 },
  },
  -- Flies at the top of its target's body and bites while any of its
  -- meshes touches it (no touch mask).
  bat = {
    hit_points = 1, radius = 102, pivot = 0, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, violent = false,
    -- TRX bat.c BAT_*: its stop (1) is hanging; TR1's has no take-off.
    states = { hang = 1, fly = 2, attack = 3, fall = 4, death = 5 },
    turn = { always = 20 },
    damage = { bite = 2 },
    bite = { mesh = 4, x = 0, y = 16, z = 45 },
  },
  -- The crocodile on land: turns on the spot (always clockwise) towards a
  -- target far behind it; its bite lands once it is in the attack state.
  crocodile = {
    hit_points = 20, radius = 341, pivot = 600, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 8, violent = true,
    -- TRX crocodile.c CROCODILE_* (on land).
    states = { stop = 1, run = 2, walk = 3, fast_turn = 4, attack_1 = 5, attack_2 = 6, death = 7 },
    death_anim = 11,
    -- It steers by `walk` in every state but the fast turn, which swings
    -- it by `fast` a tick instead; it turns so at a target beyond a
    -- quarter circle (`arc`, FRONT_ARC's 0x4000) and three sectors away.
    turn = { walk = 3, fast = 6 }, fast_turn = { arc = 0x4000, range = 3072 },
    range = { bite = 435 }, damage = { bite = 100 }, touch = 0x3FC,
    bite = { mesh = 9, x = 5, y = -21, z = 467 },
  },
  -- The alligator swims (fly zone), keeps a click under the surface while
  -- alive, bites on touch (any mesh) and floats up when dead.
  alligator = {
    hit_points = 20, radius = 341, pivot = 600, smartness = 0x400,
    zone = "fly", step = FLY_LIMIT, drop = FLY_LIMIT, fly = 16, head_mesh = 8, violent = true,
    -- TRX crocodile.c ALLIGATOR_* (in the water).
    states = { swim = 1, attack = 2, death = 3 }, death_anim = 4,
    -- Dead, it rises a float speed a tick while more than that under the
    -- surface, and rests there.
    swims = true, below_surface = 256, float_speed = 32, float_rests_short = true,
    turn = { always = 3 }, damage = { bite = 100 },
    bite = { mesh = 9, x = 5, y = -21, z = 467 },
  },
  -- The big cats share one body; each differs in hit points and smartness.
  -- (TRX lion.c LION_DIE_ANIM 7, PUMA_DIE_ANIM 4.)
  lion = big_cat(30, 0x7FFF, 7),
  lioness = big_cat(25, 0x2000, 7),
  puma = big_cat(45, 0x2000, 4),
  -- The ape climbs two clicks (vaulting a rise of a click and a half or
  -- more, in its vault animation) and drops a sector. Until alerted (hurt, or its target within
  -- the panic range) it shows off when its target is ahead: at a stop,
  -- rolls of 0..1023 pick from the shares below in order (the rest: runs
  -- right); running, the same shares out of 32768 a tick make it stop to.
  ape = {
    hit_points = 22, radius = 341, pivot = 250, smartness = 0x7FFF,
    zone = "step", step = 512, drop = 1024, head_mesh = 14, violent = false,
    -- TRX ape.c APE_*.
    states = { stop = 1, walk = 2, run = 3, attack = 4, death = 5, warning_1 = 6, warning_2 = 7,
               run_left = 8, run_right = 9, jump = 10, vault = 11 },
    death_anim = 7, death_choices = 2, vault_anim = 19,
    turn = { run = 5 }, display_angle = 45, vault_rise = 384, vault_inset = 75,
    range = { attack = 430, panic = 2048 },
    damage = { attack = 200 }, touch = 0xFF00,
    display = { jump = 160, warning_1 = 160, warning_2 = 160, run_left = 272 },
    bite = { mesh = 15, x = 0, y = -19, z = 75 },
  },
  rat = {
    hit_points = 5, radius = 204, pivot = 200, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 2, violent = false,
    -- TRX rat.c RAT_* (on land): the leap is its charge.
    states = { stop = 1, leap = 2, run = 3, bite = 4, death = 5, pose = 6 }, death_anim = 8,
    turn = { always = 6 }, range = { bite = 341, charge = 1536 },
    damage = { bite = 20, charge = 20 }, chance = { pose = 256 }, touch = 0x300018F,
    bite = { mesh = 3, x = 0, y = -11, z = 108 },
  },
  -- The water rat paths over the floor under the water like a walker and
  -- swims at the surface, easing to it at most `surface_ease` a tick.
  vole = {
    hit_points = 5, radius = 204, pivot = 200, smartness = 0x2000,
    zone = "ground", step = 256, drop = 256, head_mesh = 2, violent = true,
    -- TRX rat.c VOLE_* (in the water).
    states = { swim = 1, bite = 2, death = 3 }, death_anim = 2,
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
    -- TRX trex.c TREX_*.
    states = { stop = 1, walk = 2, run = 3, attack_1 = 4, death = 5, roar = 6, bite = 7, kill = 8 },
    violent = true, turn = { walk = 2, run = 4 },
    range = { bite = 1500, attack = 4096, run = 5120 },
    damage = { bite = 10000, trample = 10, touch = 1 }, chance = { roar = 512 },
    touch = 0x3000,
  },
  -- A running raptor in range goes for a charging bite, or on this chance
  -- stops to lunge instead.
  raptor = {
    hit_points = 20, radius = 341, pivot = 400, smartness = 0x4000,
    zone = "ground", step = 256, drop = 256, head_mesh = 22, violent = true,
    -- TRX raptor.c RAPTOR_*.
    states = { stop = 1, walk = 2, run = 3, lunge = 4, death = 5, warning = 6, charge = 7, bite = 8 },
    turn = { walk = 1, run = 4 }, range = { close = 680, lunge = 1536, attack = 1536 },
    damage = { bite = 100, lunge = 100, charge = 100 },
    chance = { roar = 256, stop = 0x2000 }, touch = 0xFF7C00,
    bite = { mesh = 22, x = 0, y = 66, z = 318 },
  },
  -- The Atlantean mutants (winged 20, walking shooter 21, walking
  -- non-shooter 22): one body (see `atlantean_mutant`).
  flying_mutant = atlantean_mutant({ smartness = 0x7FFF, flies = true, shoots = true }),
  walking_shooter = atlantean_mutant({ smartness = 0x2000, flies = false, shoots = true }),
  walking_mutant = atlantean_mutant({ smartness = 0x7FFF, flies = false, shoots = false }),
  -- The centaur turns at 4° a tick in every state; it rears to kick with
  -- a hind hoof (mesh 5) and fires rockets from its arm (mesh 13). Its
  -- head (mesh 11) follows the target and pitches with the last shot.
  centaur = {
    hit_points = 120, radius = 341, pivot = 400, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = true, head_mesh = 11, violent = true,
    -- TRX centaur.c CENTAUR_*.
    states = { stop = 1, shoot = 2, run = 3, aim = 4, death = 5, warning = 6 },
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
    -- It bursts with the blast of SFX_ATLANTEAN_EXPLODE (104).
    release = 23, reach = 3584, height = 1024, round = true, sound = 104,
    pose = { anim = 7, frame = 36 },
  },
  -- Mutant eggs: a small pod hatches when Lara is within four sectors on
  -- every axis (or at once when a one-shot trigger woke it), a big pod as
  -- soon as it is triggered. What hatches comes from the pod's activation
  -- mask as placed: 1 walking shooter, 2 centaur, 4 torso, 8 walking
  -- non-shooter, anything else the winged mutant.
  pod = {
    reach = 4096, height = 4096, round = false, always = false, states = EGG_STATES,
    meshes = EGG_MESHES,
    hatchlings = { [1] = 21, [2] = 23, [4] = 34, [8] = 22 }, hatchling = 20,
  },
  big_pod = {
    reach = 4096, height = 4096, round = false, always = true, states = EGG_STATES,
    meshes = EGG_MESHES,
    hatchlings = { [1] = 21, [2] = 23, [4] = 34, [8] = 22 }, hatchling = 20,
  },
  -- Stands where placed and only turns its head (not a pathfinder); falls
  -- when its hit points are gone or when Lara brushes any of its meshes.
  mummy = {
    hit_points = 18, head_mesh = 3, touch = ALL_MESHES,
    -- Meshes 11–14 hidden from the start (TRX mummy.c Mummy_Initialise).
    mesh_bits = 0xFFFF87FF,
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
  -- Natla: flies in her first phase (limits in `flight`), thinking
  -- timidly except while landing; fires rockets in flight every 30 ticks
  -- and three at once standing. At 200 hit points or less she falls, lies
  -- 16 s out of reach of guns and rises on foot with 200, firing a shard
  -- every 20 ticks. Her gun is mesh 4; her head (mesh 3) pitches with the
  -- gun and rolls towards the target.
  natla = {
    hit_points = 400, radius = 204, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256,
    -- TRX natla.c NATLA_*.
    states = { stop = 1, fly = 2, run = 3, aim = 4, down = 5, shoot = 6, fall = 7, stand = 8,
               death = 9 },
    flight = { step = FLY_LIMIT, drop = FLY_LIMIT, fly = 32 },
    head_mesh = 3, violent = true, air_violent = false,
    turn = { fly = 5, run = 6 }, fire_arc = 30,
    chance = { land = 256 },
    down_health = 200, down_ticks = 16 * 30,
    -- Her speech as she rises (MX_NATLA_SPEECH).
    rising_track = 54,
    reload = { fly = 30, run = 20 }, volley = 3,
    -- A volley's outer rockets turn by (roll − centre) / divisor: ±4096.
    volley_spread = { centre = 0x4000, divisor = 4 },
    gun = { mesh = 4, x = 5, y = 220, z = 7 },
  },
  -- The torso boss (Adam): no path turning; it turns on the spot in two
  -- turning animations (8: 9° a tick over frames 14–22 to the left, 17:
  -- 14° over 17–22 to the right) when the target is more than 45° off; its
  -- stride's 3° goes to its goal state, not its heading (torso.lua). Anything of it touching Lara hurts 5 a
  -- tick; the left arm is meshes 4–14, the right 15–25. Head joint mesh 2.
  torso = {
    hit_points = 500, radius = 341, pivot = 0, smartness = 0x7FFF,
    zone = "ground", step = 256, drop = 256, large = false, head_mesh = 2, violent = true,
    -- TRX torso.c TORSO_*.
    states = { stop = 1, turn_left = 2, turn_right = 3, attack_1 = 4, attack_2 = 5, grab = 6,
               forward = 7, set = 8, fall = 9, death = 10, kill = 11 },
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
  -- seconds; our own bound) is removed. `type`: the entity launched. A
  -- shard that strikes plays the bullet hit (50); one that ends on stone
  -- sparks and ricochets (10); a rocket explodes (104).
  -- Both meet only floors and ceilings (`meets`), as TR1's do.
  shard = { type = 172, speed = 250, damage = 30, reach = 200, spread = 256, life = 300, meets = "surfaces",
            hit_sound = 50, end_effect = "SPARKS", end_sound = 10 },
  rocket = { type = 173, speed = 220, damage = 100, blast = 1024, reach = 200, spread = 256, meets = "surfaces",
             life = 300, blast_effect = "EXPLOSION", blast_sound = 104 },
}
