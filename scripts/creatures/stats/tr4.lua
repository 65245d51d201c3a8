-- Tomb Raider 4's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB4 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local with = families.with

local tr4 = {
  -- TOMB4 dog.cpp / setup.cpp. The spec's 18 hit points, radius 256 and
  -- pivot 50 are TombEngine's; TOMB4 sets 16, 341 and 300.
  dog = families.dog({
    hit_points = 16, radius = 341, pivot = 300, leap = 20, snap = 10,
    death_anims = { 20, 21, 22, 21 }, wakes = true,
  }),
  -- The skeleton (TOMB4 skeleton.cpp, setup.cpp; state names TombEngine's
  -- tr4_skeleton.cpp): 15 hit points (25 once knocked over), undead.
  skeleton = {
    hit_points = 15, radius = 128, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { rise = 0, wait = 1, stop = 2, look_left = 3, look_right = 4, dodge_left = 5,
               dodge_right = 6, shield = 7, attack_1 = 8, attack_2 = 9, attack_3 = 10,
               stuck = 11, recoil_front = 12, recoil_back = 13, stand_up = 14, walk = 15,
               run = 16, shield_hit = 17, walk_attack = 18, jump_left = 19, jump_right = 20,
               fall = 23, drop = 24, lying = 25 },
    -- The original's animations of the states it is put in at once.
    anims = { rise = 0, recoil_front = 17, jump_left = 34, jump_right = 37, lying = 46,
              recoil_back = 33, drop = 47 },
    -- OCB 0 rises from the floor (dust for its first 32 frames, 48 above
    -- the floor), 1 and 2 leap out right and left, 3 lies (and runs
    -- untriggered) ready to get up.
    starts = { [0] = { state = "rise" }, [1] = { state = "jump_right" },
               [2] = { state = "jump_left" }, [3] = { state = "lying", awake = true } },
    rise_dust_frames = 32, rise_dust_height = 48,
    -- Degrees a tick: standing (0 bored) and strolling, walking, running,
    -- turning into a swing.
    turn = { stop = 2, walk = 6, run = 7, attack = 6 },
    -- Swings within 682 (walking within a sector); runs beyond two
    -- sectors; the shotgun knocks it over within 3584.
    range = { attack = 682, close = 1024, far = 2048, knock = 3584 },
    -- One roll in n a tick: rest at a stop (32), idle or stroll (64), wait
    -- (16), raise the shield at a gun other than the shotgun (16), lower it
    -- (128), the third swing (4), the sword stuck (64), get up (32).
    one_in = { rest = 32, idle = 64, wake = 16, shield_anyway = 16, lower_shield = 128,
               thrust = 4, stuck = 64, stand_up = 32 },
    -- A swing lands after frame 15 (80, meshes 15 and 16 touching).
    strike = { from = 16, damage = 80, touch = 0x18000 },
    bite = { mesh = 16, x = 180, y = 0, z = 0 },
    shield = { against = "shotgun" }, knocked_by = { shotgun = true },
    -- Shot from beyond 67.5° either side it is thrown on its face.
    knock_front_arc = 12288,
    -- Knocked over it lies at least 20 frames; a floor a sector below
    -- drops it into the pit.
    down_from = 20, down_hit_points = 25, pit_depth = 1024,
  },
  -- The mummy (TOMB4 mummy.cpp, setup.cpp): 15 hit points, undead.
  mummy = {
    hit_points = 15, radius = 170, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { crossed = 0, stop = 1, walk = 2, arms_out = 3, grab = 4, stagger = 5,
               stagger_walking = 6, thrown = 7, lying = 8, rise = 9, swipe = 10 },
    anims = { crossed = 19, lying = 12, thrown = 10, stagger = 3, stagger_walking = 20 },
    -- Placed with this OCB it lies on the floor.
    lying_ocb = 2,
    turn = { walk = 7 },
    -- Wakes within a sector; swipes within 512 from a stop, grabs within
    -- 682 walking with its arms out (within 3072); stands beyond 7168;
    -- shot within 3072 it reels.
    range = { wake = 1024, swipe = 512, grab = 682, arms_out = 3072, far = 7168, shaken = 3072 },
    -- One roll in n: a heavy gun throws it down (4), another staggers it
    -- (8); lying, it gets up (128 a tick).
    one_in = { thrown = 4, stagger = 8, wake = 128 },
    knocked_by = { shotgun = true, grenade = true, revolver = true },
    -- A hand lands 100 after frame 13 and before 22 (meshes 11 and 14).
    strike = { from = 14, to = 21, damage = 100, touch = 0x4800 },
    bite = { mesh = 11, x = 0, y = 0, z = 0 },
  },
}

-- TR4's people (creatures/shooter.lua, missile.lua). Sources: TOMB4
-- setup.cpp (hit points, radius, pivot), sas.cpp, troops.cpp, people.cpp
-- (they shoot by TR3's rule, ai/shoot.lua), lara1gun.cpp (the grenade in
-- flight); sound ids from TOMB4 sound.h. Ranges are distances (the sources
-- compare squares), turns degrees a tick, chances out of 32768.

--- TOMB4 sound.h: SFX_EXPLOSION1, SFX_EXPLOSION2.
local EXPLOSION1, EXPLOSION2 = 105, 106
--- TOMB4 objects.h: the troops' own type (they spare each other) and the
--- grenade.
local TROOPS, GRENADE = 59, 365

--- The SAS and the troops: TR3's machine-gunners' numbering (stop 1, walk
--- 2, run 3, wait 4, shoots 5, 6 and 11, death 7, aims 8, 9 and 10;
--- families.GUNNER_STATES), the gun on mesh 7 (0, 300, 64), the head on
--- mesh 8; 40 hit points, radius 102, pivot 50. Bored they stand; seeing
--- Lara within three sectors they stand to shoot, beyond in her zone they
--- walk on shooting; chasing they run beyond two sectors. A shot every
--- sixth tick while they shoot (the countdown from 5). They play the
--- death animation 19 and start standing (animation 12). `own`: damage,
--- the stances, and the rest.
local function soldier(own)
  return with({
    hit_points = 40, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = false, drops = {}, head_mesh = 8, death_anim = 19, start_anim = 12,
    states = families.GUNNER_STATES, bored_stands = true, lean = 2,
    turn = { walk = 5, run = 10 }, range = { run = 2048, stand = 3072, walk_shot = 3072 },
    walk_shot = { "aim_2" }, wait_shot = "shoot_1", run_sees = "walk",
    guns = { gun = { mesh = 7, x = 0, y = 300, z = 64 } }, every = 6,
    -- Holding still for its orders (ai/orders.lua): the stop, which the
    -- walk and the run change to.
    rest = { state = 1 },
  }, own)
end

local people = {
  -- The SAS (TOMB4 sas.cpp): from a stop it aims on the sights (one in
  -- two), holds the gun at the hip (one in four) or kneels (one in four);
  -- from the hip aim it fires a burst or, one time in two, readies a
  -- grenade (15) and throws it on frame 20 of the throw (16), again while
  -- it sees her. 15 a bullet. Kneeling, its shot ends in the kneel's stop
  -- (14). Flash-blinded (17) it never is: Lara has no flash grenade yet.
  sas = soldier({
    damage = 15,
    states = with(families.GUNNER_STATES, { kneel_aim = 12, kneel_shot = 13, kneel_stop = 14,
                                            grenade_aim = 15, grenade_throw = 16, blind = 17 }),
    stand = { { "aim_1", 0x4000 }, { "aim_3", 0x6000 }, { "kneel_aim" } },
    aims = { aim_1 = { shot = "shoot_1", back = "stop" },
             aim_3 = { shot = { { "shoot_3", 0x4000 }, { "grenade_aim" } }, back = "stop" },
             kneel_aim = { shot = "kneel_shot", back = "stop" },
             aim_2 = { shot = "shoot_2", back = "walk" } },
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              kneel_shot = { back = "kneel_stop" },
              shoot_2 = { back = "walk", walking = true },
              grenade_throw = { frames = { 20 }, missile = "sas_grenade", back = "stop",
                                again = "grenade_aim" } },
    -- Readying a grenade (15) and the kneel's stop (14) decide nothing:
    -- their animations lead on to the throw and to the stop.
  }),
  -- The SAS's grenade (TOMB4 sas.cpp SasFireGrenade, lara1gun.cpp
  -- ControlGrenade): it leaves at 128 along the ground, rising as aimed
  -- (beyond three sectors aimed higher by the distance less 1024; at a
  -- Lara standing still off by up to 256 each way), falls by 3 a tick (in
  -- water its fall eases to 5 and it loses a quarter of its speed a tick),
  -- bounces, and bursts after 120 ticks or on a body it meets after its
  -- first two: Lara within two sectors of the burst loses 50 and catches
  -- fire when that leaves her at 50 or less. TOMB4 makes one grenade in four
  -- a "super" one that throws three burning fragments after its burst;
  -- these are not flown here.
  sas_grenade = {
    type = GRENADE, speed = 128, gravity = 3, water = { fall = 5, drag = 4 }, bounce = true,
    fuse = 120, armed = 2, blast = 2048, damage = 50, ignites_below = 50,
    spread = 0, still_spread = 256, lob = { beyond = 3072, less = 1024 },
    blast_effect = "EXPLOSION", blast_sound = EXPLOSION1, blast_sound_2 = EXPLOSION2,
    trail = "SMOKE",
  },
  -- The wounded soldiers SAS_DYING and SAS_CAPTAIN (TOMB4 sas.cpp
  -- InitialiseInjuredSas, InjuredSasControl; creatures/fidget.lua): with
  -- an OCB it lies (animation 0, state 1) and now and then stirs (2, one
  -- tick in 128) or groans (3, one in 256); without one it sits (animation
  -- 3, state 4) and now and then shifts (5, one tick in 128).
  wounded_sas = {
    starts = { ocb = { anim = 0, state = 1 }, plain = { anim = 3, state = 4 } },
    fidgets = { [1] = { { goal = 2, one_in = 128 }, { goal = 3, one_in = 256 } },
                [4] = { { goal = 5, one_in = 128 } } },
  },
  -- The troops (TOMB4 troops.cpp): the SAS without the kneel or the
  -- grenade, 23 a bullet; from a stop the sights or the hip one in two.
  -- They fight every other creature (but their fellows) and leave Lara be
  -- until she hurts them. TOMB4's troop with OCB 1 starts held in the big
  -- scorpion's claws (16) and dies there when the scorpion's kill
  -- animation plays; that pairing waits for the scorpion.
  troops = soldier({
    damage = 23,
    stand = { { "aim_1", 0x4000 }, { "aim_3" } },
    aims = { aim_1 = { shot = "shoot_1", back = "stop" }, aim_3 = { shot = "shoot_3", back = "stop" },
             aim_2 = { shot = "shoot_2", back = "walk" } },
    shots = { shoot_1 = { back = "stop" }, shoot_3 = { back = "stop" },
              shoot_2 = { back = "walk", walking = true } },
    rivals = "all", allies = { TROOPS }, spares_lara = true,
  }),
}
for name, st in pairs(people) do
  assert(tr4[name] == nil, "creatures/stats/tr4.lua: " .. name .. " twice")
  tr4[name] = st
end

-- TR4's bosses and monsters (creatures/seth.lua, ahmet.lua, harpy.lua,
-- demigod.lua). Sources: TOMB4 setup.cpp (hit points, radius, pivot,
-- "undead"), seth.cpp, ahmet.cpp, harpy.cpp, demigod.cpp; the bolts'
-- flight effect2.cpp ControlEnemyMissile; state names TombEngine's. Turns
-- are degrees a tick, ranges distances (the sources compare squares).

--- TOMB4 objects.h: BUBBLES, the effect slot the bolts fly as.
local BUBBLES = 384
--- TOMB4 sound.h: SFX_LOOP_FOR_SMALL_FIRES (Ahmet burning).
local SMALL_FIRES = 150

--- A bolt (TOMB4 TriggerSethMissile, TriggerHarpyMissile,
--- TriggerDemigodMissile; ControlEnemyMissile): it leaves at 96 (plus up
--- to 31, the launch's roll left out) and speeds up by 3 a tick to 192,
--- turning an eighth of the way to 256 above Lara's feet, at most 768 a
--- tick, meanwhile; within 200 of her it bursts. The burst's ring does the
--- harm, a little every tick it passes over her (TOMB4 tomb4fx.cpp
--- UpdateShockwaves: its speed over 8, or over 4 for the demigod's type 3
--- and 4 bolts); `damage` is what the ring takes from a Lara 100 from its
--- middle. `life`: a bound of ours (the original's bolts fly until they
--- meet something; they fly straight once at top speed).
local function bolt(own)
  return with({
    type = BUBBLES, speed = 96, reach = 200, life = 300,
    homes = { accel = 3, top = 192, turn = 768, above = 256 },
    trail = "SPARKS", end_effect = "SPARKS", blast_effect = "SPARKS",
  }, own)
end

local bosses = {
  -- Seth (TOMB4 seth.cpp): undead, and more: no blow of Lara's wears him
  -- down (setup.cpp makes him undead; lara1gun.cpp spares every undead but
  -- the skeleton and the mummy from a grenade's burst). 500 hit points
  -- all the same.
  seth = {
    hit_points = 500, radius = 341, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true, blast_proof = true,
    states = { idle = 1, walk = 2, run = 3, pounce = 4, jump = 5, soft_recoil = 6,
               hard_recoil = 7, kill = 8, kill_end = 9, recover = 10, dual_fire = 11,
               jump_fire = 12, single_fire = 13, hover = 14, hover_fire = 15,
               hover_recoil = 16 },
    -- He starts in his leap's fire (animation 4, state 12).
    start = "jump_fire",
    anims = { jump_fire = 4, soft_recoil = 11, hard_recoil = 17, hover_recoil = 25 },
    turn = { walk = 7, run = 11, face = 3 },
    -- Kill blow within a sector; dual bolts within 2560 (ahead, one in
    -- two); a pounce within 3072 within 33.75 degrees; one big bolt
    -- within four sectors within 45 degrees; runs beyond 3072; Lara a
    -- sector above him: he rises into the air. Shotgun and revolver shots
    -- within two sectors knock him back.
    range = { kill = 1024, dual = 2560, pounce = 3072, single = 4096, run = 3072,
              above = 1024, recoil = 2048 },
    arcs = { pounce = 0x1800, single = 0x2000 },
    knocked_by = { shotgun = true, revolver = true },
    -- Knocked back with the floor 870 behind him within 512 of his
    -- feet he is thrown back (7), else he staggers (6).
    behind = 870, recoil_floor = 512,
    -- The pounce lands 200 once (hands: meshes 13-15, 16-19); the kill
    -- blow 250 between its frames 16 and 25.
    pounce = { damage = 200, touch = 0xE000 | 0xE0000 },
    kill = { from = 16, to = 25, damage = 250, touch = 0xFFFFFFFF },
    hands = { right = { mesh = 13, x = 0, y = 220, z = 50 },
              left = { mesh = 17, x = 0, y = 220, z = 50 } },
    -- The ticks of a firing state at which a bolt leaves (counted from 1):
    -- the dual fire's right hand at 96-99 and left at 122-125; the leap's
    -- both hands every other tick of 60-74 and 112-124; the single fire's
    -- big bolt at 102. Hovering, he fires as the dual fire does.
    volleys = {
      dual_fire = { { from = 96, to = 99, hand = "right" }, { from = 122, to = 125, hand = "left" } },
      jump_fire = { { from = 60, to = 74, hand = "both", every = 2 },
                    { from = 112, to = 124, hand = "both", every = 2 } },
      single_fire = { { from = 102, to = 102, hand = "right", kind = "seth_big_bolt" } },
    },
    bolt = "seth_bolt",
    -- Hovering he keeps to her height; she near his floor (within half a
    -- sector of it), he lands.
    flight = { fly = 16, step = 256, drop = 512 }, land_within = 512,
  },
  seth_bolt = bolt({ damage = 15 }),
  -- The big bolt (type 1): 64 slower to leave, up to 256 fast, 512 a tick
  -- of turn; it sets Lara alight (its ring spares her).
  seth_big_bolt = bolt({ damage = 0, speed = 32, ignites = true,
                         homes = { accel = 3, top = 256, turn = 512, above = 256 } }),

  -- Ahmet (TOMB4 ahmet.cpp): 80 hit points, radius 341, pivot 300. A
  -- heavy body (he sets off heavy triggers where he stands). Killed he
  -- burns on his last frame (flames about him every eighth tick).
  ahmet = {
    hit_points = 80, radius = 341, pivot = 300, zone = "ground", step = 256, drop = 512,
    violent = true, heavy = true,
    states = { idle = 1, walk = 2, run = 3, swipe = 4, jump_bite = 5, jump_swipe = 6, death = 7 },
    death_anim = 10,
    turn = { walk = 5, run = 8, face = 5 },
    -- Swipes within 682 (0x718E4 is 682 squared); within 1280 and 45
    -- degrees he leaps (bite or swipe, one in two); walks within 2560
    -- ahead, runs beyond.
    range = { swipe = 682, leap = 1280, walk = 2560 }, leap_arc = 0x2000,
    -- Blows land once each after the frame named: the swipe's left claw
    -- after 7 and right after 32, the leap's bite after 11 (120), the
    -- leaping swipe's right after 14 and left after 21 (80 a claw).
    claws = { left = { touch = 0x3C000, mesh = 16 }, right = { touch = 0xF00000, mesh = 22 } },
    swipe = { { claw = "left", after = 7 }, { claw = "right", after = 32 } },
    jump_swipe = { { claw = "right", after = 14 }, { claw = "left", after = 21 } },
    claw_damage = 80,
    bite = { after = 11, damage = 120, touch = 0xC00, mesh = 11 },
    burn = { every = 8, sound = SMALL_FIRES },
  },

  -- The harpy (TOMB4 harpy.cpp): 60 hit points, radius 409, pivot 50;
  -- flies. Hovering (1) it stings within 341 (0x1C639), swoops within two
  -- sectors, and beyond 3584 fires (one in two). The stinger lands 100
  -- once and poisons Lara (2048); a swoop scratches 10 every tick it
  -- touches her. It flies as TOMB4 lot.cpp flies it: 32 a tick up or down,
  -- no step or drop it cannot take (20 sectors).
  harpy = {
    hit_points = 60, radius = 409, pivot = 50, zone = "fly", fly = 32, step = 20480, drop = 20480,
    violent = true,
    states = { hover = 1, fly = 2, dive = 3, swoop_start = 4, swoop = 5, sting = 6, flinch = 7,
               fire = 8, fall = 9, death = 11, falling = 10, fire_end = 12, swoop_end = 13 },
    start_anim = 4, death_anim = 5,
    turn = { fly = 7, attack = 2 },
    range = { sting = 341, swoop = 2048, fire = 3584, height = 1024 },
    sting = { damage = 100, poison = 2048, touch = 0x300000, mesh = 15 },
    swoop = { damage = 10, touch = 0x14, mesh = 2 },
    -- Its fire: a bolt from one hand or the other each tick of 61-65.
    volleys = { fire = { { from = 61, to = 65, hand = "alternate" } } },
    hands = { right = { mesh = 2, x = 0, y = 128, z = 0 }, left = { mesh = 4, x = 0, y = 128, z = 0 } },
    bolt = "harpy_bolt",
  },
  harpy_bolt = bolt({ damage = 14 }),
}

--- The demigods (TOMB4 demigod.cpp): one routine; 200 hit points, radius
--- 341, pivot 50. From a stop they walk (within three sectors of her they
--- stop; beyond it they run). `own`: what each does.
local function demigod(own)
  return with({
    hit_points = 200, radius = 341, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = true,
    states = { idle = 0, walk = 1, run = 2, aim = 3, fire = 4, radial_aim = 5, radial_fire = 6,
               radial_end = 7, death = 8, float_aim = 9, float_fire = 10, aim_3 = 11,
               fire_3 = 12, hammer_aim = 13, hammer = 14 },
    death_anim = 12,
    turn = { walk = 7, face = 7 },
    range = { stop = 2048, near = 3072 },
    -- The staff's tip (mesh 16, 544 along it) fires.
    staff = { mesh = 16, x = -544, y = 96, z = 0 },
  }, own)
end

-- DEMIGOD1 swings a hammer (TOMB4 demigod.cpp: DEMIGOD1, not the third):
-- within three sectors, close ahead, he raises it (13) and brings it down
-- (14); on its frame 26 the ground shakes (the camera bounces 128) and a
-- ring runs out along the ground from where it struck (256 fast, slowing
-- by a sixteenth a tick: Lara on the ground within it loses its speed over
-- 8 every tick it passes her). Taken here as one blow when it lands: what
-- the ring takes from a Lara a sector off (118), within 3584 (where it has
-- slowed to a crawl). Undead: nothing of Lara's wears him down.
bosses.demigod1 = demigod({
  blast_proof = true, undead = true,
  hammer = { range = 3072, frame = 26, shake = 128, damage = 118, reach = 3584 },
})
-- DEMIGOD2 aims (3) and fires one bolt (4, type 5) from its staff; beyond
-- three sectors it runs.
bosses.demigod2 = demigod({ aim_state = "aim", fire_state = "fire", bolt = "demigod_bolt",
                            runs_beyond = 3072 })
-- DEMIGOD3 aims (11) and fires one bolt (12, type 3); between two and five
-- sectors off, one time in four it rises and fires a spray of bolts
-- (type 4: each 1024 off its heading either way by chance, keeping that
-- heading) from frame 8 to 64 of its spray.
bosses.demigod3 = demigod({ aim_state = "aim_3", fire_state = "fire_3", bolt = "demigod_heavy_bolt",
                            spray = { from = 2048, to = 5120, one_in = 4, first = 8, last = 64,
                                      bolt = "demigod_spray_bolt",
                                      hands = { { mesh = 17, x = 0, y = 0, z = 192 },
                                                { mesh = 18, x = 0, y = 0, z = 192 } } } })
bosses.demigod_bolt = bolt({ damage = 14 })
bosses.demigod_heavy_bolt = bolt({ damage = 29 })
bosses.demigod_spray_bolt = bolt({ damage = 29,
                                   homes = { accel = 3, top = 192, turn = 768, above = 256,
                                             keeps_heading = true } })

for name, st in pairs(bosses) do
  assert(tr4[name] == nil, "creatures/stats/tr4.lua: " .. name .. " twice")
  tr4[name] = st
end

return tr4
