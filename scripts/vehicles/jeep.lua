-- TR4's jeep (type 32): the land model of vehicles/common.lua with
-- TOMB4's keys and its two gears: Action drives, Jump brakes (never
-- backs up), Sprint puts it in reverse gear (Action then drives it
-- backwards), Walk back in forward gear; Jump with Left gets off (on its
-- left only) once it stands. It turns only while it rolls, up to full
-- lock from 64 on. Numbers from TOMB4 game/jeep.cpp (velocities there in
-- 1/256 units, shown divided); Lara's animations are VEHICLE_EXTRA (33).
-- Not kept: the original asks for its key (PUZZLE_ITEM1) from the
-- inventory before she gets in.
local behaviour = require("vehicles.behaviour")

local DEGREE = 182

return behaviour.of({
  name = "jeep",
  medium = "land",
  keys = { go = "ACTION", brake = "JUMP", get_off = "JUMP",
           reverse_gear = "SPRINT", forward_gear = "WALK" },
  gears = true,
  brake_stops = true,             -- Jump only brakes
  front = 550, side = 256,        -- wheel offsets (TestHeight 550, ±256)
  step = 256,
  mount_reach = 600,              -- Lara touching it (TestBoundsCollide, 100)
  mount_rise = 256,
  get_off_dist = 512,             -- CanGetOff: 512 to its left
  get_off_rise = 512,
  get_off_sides = { "left" },
  accel = 0, ease = 8,
  slowdown = 1,                   -- 256/256 a tick without Action
  brake = 3,                      -- 768/256
  reverse = -4,                   -- reverse gear eases to −64 by about an eighth
  max_back = -64,                 -- −0x4000/256
  min_speed = 0,
  max_speed = 128,                -- 0x8000/256
  turn = 242, undo_turn = DEGREE, max_turn = 910,
  turn_full_speed = 64,           -- full lock from 0x4000/256 on, less below
  crash_anim_speed = 43,          -- 10922/256
  dismount_moving = false,
  strike_reach = 550,             -- JeepBaddieCollision: TestBoundsCollide(…, 550) ...
  run_over = {},                  -- ... kills the creature (hit_points = 0)
  lara = {
    object = 33,
    exit_frame = 999,
    states = { still = 0, moving = 1, hit_front = 4, hit_back = 5, left = 7, right = 8,
               get_on = 9, get_off_left = 10, fall = 11, death = 16 },
    anims = { get_on_right = 9, get_on_left = 18, fall = 6, hit_front = 11, hit_back = 10 },
  },
})
