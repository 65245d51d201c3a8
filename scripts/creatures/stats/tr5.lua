-- Tomb Raider 5's creatures in numbers (units as in tr1.lua). Sources: the
-- TOMB5 decompilation (setup.cpp for hit points, pivot and radius; the
-- creature's own file for the rest).
local families = require("creatures.stats.families")
local with = families.with

-- Type ids the guards' numbers name (objects/tr45/names_tr5.lua).
local SWAT, BLUE_GUARD = 33, 37

--- TR5's guards' states (TOMB5 guard routine; their names after
--- TombEngine's tr5_guard.h).
local GUARD_STATES = {
  stop = 1, turn = 2, shoot = 3, aim = 4, walk = 5, death = 6, run = 7, death_behind = 8,
  sit = 15, stand_up = 16, asleep = 17, wake = 18, wait_wall = 19, rapid = 35, computer = 38,
  surrender = 39,
}

--- A guard of TR5 (creatures/guard.lua; TOMB5 setup.cpp and the guard
--- routine): 24 hit points unless `own` says otherwise, pivot 50, radius
--- 102; timid towards Lara. `own` lays its own numbers over these.
---@param own table
local function guard(own)
  return with({
    hit_points = 24, radius = 102, pivot = 50, zone = "ground", step = 256, drop = 512,
    violent = false, head_mesh = 14, states = GUARD_STATES, drops = {},
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
    -- Mill: a level may give its guards `damage` 60).
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

return {
  -- TOMB5 setup.cpp: the SAS of TR5 has 40 hit points.
  sas = guard({ hit_points = 40 }),
  swat = guard({}),
  -- The SWAT with a gas mask.
  swat_plus = guard({ gas_mask = true }),
  -- The blue guard and the crane driver fire single shots.
  blue_guard = guard({ shot = "shoot" }),
  crane_guy = guard({ shot = "shoot" }),
  mafia = guard({}),
  sailor = guard({}),
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
}
