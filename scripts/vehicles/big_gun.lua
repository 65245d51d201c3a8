-- TR3's big gun (type 18): a mounted rocket gun on the turret drive of
-- vehicles/common.lua (vehicles/turret.lua). Lara steps up to it and
-- takes it with Action from any side; Left/Right swing it, Forward/Back
-- tip the barrel, Action fires, Roll leaves it. Numbers from tomb3
-- game/biggun.cpp (BigGunControl, FireBigGun); Lara's animations are the
-- shared vehicle animation object (tomb3 VEHICLE_ANIM, type 11) in a
-- level with the gun: get on 0, get off 1, aim 2 (a frame per pitch step).
local behaviour = require("vehicles.behaviour")

local DEGREE = 182

return behaviour.of({
  name = "big_gun",
  medium = "land",
  drive = "turret",
  keys = { get_off = "ROLL" },
  mount_from = "anywhere",        -- CanUseGun asks only that she is near
  mount_reach = 173,              -- dist² ≤ 30000
  mount_rise = 256,
  get_off_sides = { "back" },     -- she steps off behind it
  get_off_dist = 512,
  get_off_rise = 256,
  front = 0, side = 0, step = 256,
  accel = 0, slowdown = 0, brake = 0, reverse = 0, max_back = 0,
  min_speed = 0, max_speed = 0, turn = 0, undo_turn = 0, max_turn = 0,
  dismount_moving = true,
  turret = {
    swing_accel = 8, swing_max = 64, -- GunRotYAdd ±8 a tick, at most ±64
    aim_limit = 544,              -- RotY within ±544 ...
    yaw_per_aim = 45,             -- ... each 45 of heading: ±24480 (about ±134°)
    pitch_steps = 59,             -- RotX 0…59 (Forward raises RotX: the barrel dips)
    level_step = 32,              -- RotX 32 fires level ...
    rest_step = 30,               -- ... and it rests at 30 (2° up)
    pitch_per_step = DEGREE,      -- a degree a step: 32° up to 27° down
    reload = 26,                  -- FireCount
    recoil = 0,                   -- the original's barrel does not kick
    rocket = 309,                 -- ROCKET, flown by creatures/missile.lua
    rocket_stats = "big_gun_rocket", -- ... with these stats (creatures/stats/tr3.lua)
    barrel = { mesh = 2, x = 0, y = 0, z = 256 }, -- GetJointAbsPosition(item, {0, 0, 256}, 2)
  },
  lara = {
    object = 11,
    exit_frame = 999,
    states = { get_on = 0, get_off_back = 1, aim = 2 },
    anims = { get_on_left = 0, aim = 2 },
  },
})
