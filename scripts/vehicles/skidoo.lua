-- TR2's red snowmobile (type 13): the land model of vehicles/common.lua
-- with a skidding momentum heading. Numbers from TRX
-- src/tr2/game/objects/vehicles/skidoo_common.c/.h; Lara's animations are
-- the "Lara snowmobile animation" object (type 10).
local behaviour = require("vehicles.behaviour")

local DEGREE = 182

return behaviour.of({
  name = "skidoo",
  medium = "land",
  front = 550, side = 260,        -- wheel offsets (M_FRONT, M_SIDE)
  step = 256,                     -- a wheel's floor rising more than this is a wall (STEP_L)
  mount_reach = 600,              -- Lara within this of its middle may get on (M_RADIUS + her radius)
  mount_rise = 384,               -- ... standing at most this far above or below it
  get_off_dist = 330,             -- she gets off this far to its side (M_GET_OFF_DIST)
  get_off_rise = 512,             -- ... onto a floor at most this far above or below it
  accel = 10, slowdown = 2, brake = 5, reverse = -5, max_back = -30,
  min_speed = 15,                 -- Left/Right alone creep forward at this speed
  max_speed = 100, slow_speed = 50, fast_speed = 150,
  turn = DEGREE // 2 + 2 * DEGREE, undo_turn = 2 * DEGREE, max_turn = 6 * DEGREE,
  momentum_turn = 3 * DEGREE,     -- its heading follows its nose this fast
  max_momentum_turn = 150 * DEGREE, -- ... lagging it at most this much
  dismount_moving = false,        -- she gets off only once it stands still
  strike_reach = 500,             -- it runs over creatures it touches (SKIDOO_RADIUS) ...
  run_over = {},                  -- ... killing them (Gun_HitTarget with all their hit points)
  -- Lara's animation object and its states and animations (TRX
  -- LARA_STATE_SKIDOO_*, LA_SKIDOO_*; relative to the object's first).
  lara = {
    object = 10,
    exit_frame = 59,              -- the get-off animation puts her down here
    states = { moving = 0, get_on = 1, left = 2, right = 3, fall = 4, hit = 5,
               get_off_left = 7, still = 8, get_off_right = 9, death = 11 },
    anims = { get_on_right = 1, fall = 8, hit_front = 13, hit_back = 14,
              death = 15, get_on_left = 18 },
  },
})
