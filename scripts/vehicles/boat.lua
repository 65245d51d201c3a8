-- TR2's motor boat (type 14): the water model of vehicles/common.lua —
-- it rests on the water surface and a bank higher than half a click is a
-- wall, so it never leaves the water. Numbers from TRX
-- src/tr2/game/objects/vehicles/boat.c; Lara's animations are the "Lara
-- boat animation" object (type 11). She gets off with a jump to the side.
local behaviour = require("vehicles.behaviour")

local DEGREE = 182

return behaviour.of({
  name = "boat",
  medium = "water",
  front = 750, side = 300,        -- hull corners (BOAT_FRONT, BOAT_SIDE)
  step = 128,                     -- a corner's surface rising more than this is a wall (STEP_L / 2)
  mount_reach = 700,              -- Lara within this of its middle may get on (BOAT_RADIUS + 200)
  mount_rise = 512,
  get_off_dist = 360,             -- her jump off lands this far to its side
  get_off_rise = 512,
  jump_off = { speed = 20, fall = -40, lift = 90 }, -- the jump off (TRX boat.c)
  accel = 5, slowdown = 1, brake = 5, reverse = -5, max_back = -20,
  min_speed = 20, max_speed = 90, slow_speed = 30, fast_speed = 140,
  turn = DEGREE // 8, undo_turn = DEGREE // 4, max_turn = 4 * DEGREE,
  turn_undo_on_reverse = true,    -- steering against the turn undoes it first
  dismount_moving = true,         -- she may jump off under way
  strike_reach = 500,             -- what it rams within this (BOAT_RADIUS) hears of it (the gondola)
  lara = {
    object = 11,
    exit_frame = 24,
    states = { get_on = 0, still = 1, moving = 2, get_off_right = 3, get_off_left = 4,
               hit = 5, fall = 6, death = 8 },
    anims = { get_on_left = 0, get_on_right = 8, fall = 15, death = 18 },
  },
})
