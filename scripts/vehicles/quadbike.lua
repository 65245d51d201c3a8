-- TR3's quad bike (type 16): the land model of vehicles/common.lua with
-- tomb3's keys (Action drives, Jump brakes and backs up, Roll with Left
-- or Right gets off once it stands) and a momentum heading as the
-- skidoo's. Numbers from tomb3 game/quadbike.cpp (velocities there are
-- in 1/256 units: shown here divided); Lara's animations are the shared
-- "vehicle animation" object (tomb3 VEHICLE_ANIM, type 11).
local behaviour = require("vehicles.behaviour")

local DEGREE = 182

return behaviour.of({
  name = "quadbike",
  medium = "land",
  keys = { go = "ACTION", brake = "JUMP", get_off = "ROLL" },
  front = 550, side = 260,        -- wheel offsets (TestHeight ±550, ±260)
  step = 256,                     -- a wheel's floor rising more than this is a wall (DoShift)
  mount_reach = 412,              -- Lara within this of its middle (dist² ≤ 170000)
  mount_rise = 256,               -- ... at most this far above or below it
  get_off_dist = 512,             -- she gets off this far to its side (CanGetOff)
  get_off_rise = 512,             -- ... onto a floor at most this far above or below it
  accel = 0, ease = 8,            -- speed eases to the top by an eighth of the gap (+8/256)
  slowdown = 1,                   -- coasting loses 256/256 a tick
  brake = 3, reverse = -3,        -- Jump: −640/256 moving, −768/256 backing
  max_back = -48,                 -- −0x3000/256
  min_speed = 0,                  -- it never creeps: it turns only while it rolls
  max_speed = 160,                -- 0xA000/256
  turn = 455, undo_turn = 364, max_turn = 910,
  turn_full_speed = 1,            -- any roll turns it fully; standing, not at all
  momentum_turn = 3 * DEGREE,     -- its heading follows its nose 546 a tick
  max_momentum_turn = 27300,      -- ... lagging it at most this much
  crash_anim_speed = 53,          -- her crash animation from 0x3555/256 on
  dismount_moving = false,
  strike_reach = 500,             -- SkidooBaddieCollision: TestBoundsCollide(…, 500) ...
  run_over = {},                  -- ... kills the creature (hit_points = 0)
  lara = {
    object = 11,
    exit_frame = 999,             -- she is put down at the get-off's last frame
    states = { moving = 1, left = 2, death = 7, fall = 8, get_on = 9, get_off_right = 10,
               hit_back = 11, hit_front = 12, still = 15, right = 22, get_off_left = 24 },
    anims = { get_on_right = 9, get_on_left = 23, fall = 25, hit_front = 12, hit_back = 11 },
  },
})
