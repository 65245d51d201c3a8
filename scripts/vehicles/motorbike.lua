-- TR4's motorbike (type 31): the land model of vehicles/common.lua with
-- TOMB4's keys: Action drives, Jump brakes, Back (nearly stopped) pushes
-- it backwards, Jump with Right gets off (on its right only) once it
-- stands. It leans into its turns and smashes the bike walls and floors
-- it rides into (objects/common/bike_smash.lua). Numbers from TOMB4
-- game/bike.cpp (velocities there in 1/256 units, shown divided); Lara's
-- animations are VEHICLE_EXTRA (33).
local behaviour = require("vehicles.behaviour")

local DEGREE = 182

return behaviour.of({
  name = "motorbike",
  medium = "land",
  keys = { go = "ACTION", brake = "JUMP", back = "BACK", get_off = "JUMP" },
  brake_stops = true,
  back_below = 8,                 -- Back pushes it only below 2048/256
  front = 500, side = 128,        -- wheel offsets (TestHeight ±500, 128 right)
  step = 256,
  mount_reach = 412,              -- GetOnBike: dist² ≤ 170000
  mount_rise = 256,
  mount_sides = { "right" },      -- she gets on from its right only
  get_off_dist = 512,
  get_off_rise = 272,             -- CanGetOff: a floor at most 272 off
  get_off_sides = { "right" },
  accel = 0, ease = 16,           -- eases by a sixteenth of the gap (above 0x4000)
  slowdown = 2,                   -- 384/256 a tick without Action (rounded up)
  brake = 3,                      -- 0x300/256
  reverse = -6, max_back = -48,   -- the push back: −0x600/256 a tick to −0x3000/256
  min_speed = 0,
  max_speed = 192,                -- 0xC000/256
  turn = 273, undo_turn = DEGREE, max_turn = 910,
  turn_full_speed = 64,
  lean = 4,                       -- rolls 4 per unit of turn: 20° at full lock
  smashes = true,                 -- breaks SMASHABLE_BIKE_WALL/FLOOR
  crash_anim_speed = 43,
  dismount_moving = false,
  lara = {
    object = 33,
    exit_frame = 999,
    states = { moving = 1, left = 2, fall = 8, get_on = 9, get_off_right = 10, hit_back = 11,
               hit_front = 12, still = 15, right = 22 },
    anims = { get_on_right = 9, fall = 22, hit_front = 12, hit_back = 11 },
  },
})
