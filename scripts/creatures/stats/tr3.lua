-- Tomb Raider 3's creatures in numbers (units as in tr1.lua). Sources: the
-- tomb3 decompilation (setup.cpp for hit points, pivot and radius; lot.cpp
-- for steps; the creature's own file for the rest).
local families = require("creatures.stats.families")

--- TR3's tiger: where a level has it, monkeys leave Lara be until hurt.
local TIGER = 28

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
  -- The big gun's rocket (tomb3 lara1gun.cpp ControlRocket with
  -- item_flags[0] = 1): it leaves at 16 and gains a quarter plus 4 a tick
  -- up to 512; whatever it meets, its blast hurts every living body
  -- within two sectors by 60 (30 << 1) as a hit from the gunner.
  big_gun_rocket = {
    speed = 16, accel = 4, max_speed = 512, damage = 60, blast = 2048, reach = 0,
    spread = 0, life = 300, hurts = "bodies", blast_effect = "EXPLOSION",
  },
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
local with = families.with

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
    head_mesh = 14, death_anim = 26, zone = "climb", step = 1024, drop = 1024,
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
  -- The MP with a night sight and the London mercenary (tomb3 swat.cpp).
  swat = gunner({ hit_points = 45, turn = { walk = 6, run = 9 },
                  guns = { gun = { mesh = 7, x = 0, y = 300, z = 64 } } }),
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
  }),
  -- The flame he pours (tomb3 dragfire.cpp ControlFlameThrower): TR2's,
  -- the flame object of TR3 (DRAGON_FIRE 307), flying at up to 160 (its
  -- speed ramps to 40 × 4).
  flame = with(TR2.flame, { type = 307, speed = 160 }),
  -- The RX-Tech guard in the red jacket (tomb3 oilred.cpp): 35 a bullet,
  -- walks on shooting beyond two sectors.
  rx_tech_guard = cover_guard({ hit_points = 34, damage = 35, turn = { walk = 6, run = 10 },
                                range = { run = 0, stand = 2048, walk_shot = 2048 } }),
  -- The London guard (tomb3 londsec.cpp): 32 a bullet.
  london_guard = cover_guard({ hit_points = 28, damage = 32, turn = { walk = 5, run = 10 },
                               range = { run = 0, stand = 2048, walk_shot = 2048 } }),
  -- The MP with a gun (tomb3 mpgun.cpp): 32 a bullet, always shoots from
  -- where he stands, walking on shooting beyond a sector and a half; goes
  -- for a prisoner nearer than Lara.
  mp_gun = cover_guard({ hit_points = 28, damage = 32, turn = { walk = 5, run = 10 },
                         range = { run = 0, walk_shot = 1536 }, rivals = { PRISONER } }),
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

return tr3
