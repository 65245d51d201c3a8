-- TR3's inflatable boat (type 15): the water model of vehicles/common.lua,
-- like TR2's motor boat (vehicles/boat.lua) but with tomb3's keys: Action
-- drives (Sprint with it the fastest, Walk with it slowly), Jump brakes
-- and backs up, Roll with Left or Right jumps her off once it stands
-- still. Numbers from tomb3 game/boat.cpp (BoatUserControl, BoatDynamics,
-- BoatCollision); Lara's animations are the shared vehicle animation
-- object (tomb3 VEHICLE_ANIM, type 11), at the offsets TR2's boat uses.
local behaviour = require("vehicles.behaviour")

return behaviour.of({
  name = "boat3",
  medium = "water",
  keys = { go = "ACTION", brake = "JUMP", get_off = "ROLL", fast = "SPRINT" },
  front = 750, side = 300,        -- hull corners (TestWaterHeight ±750, ±300)
  step = 128,                     -- a corner's surface rising more than this is a wall (BoatDynamics)
  mount_reach = 700,              -- Lara within this of its middle may get on (as TR2's boat)
  mount_rise = 512,
  get_off_dist = 360,             -- her jump off lands this far to its side (as TR2's boat)
  get_off_rise = 512,
  jump_off = { speed = 20, fall = -40, lift = 90 }, -- the jump off (as TR2's boat)
  accel = 5,                      -- speed += 5·speed / (2·top) + 2 under Action
  slowdown = 1,                   -- coasting loses 1 a tick
  brake = 5, reverse = -2,        -- Jump: −5 a tick moving forward, −2 backing
  max_back = -20,                 -- backing no faster than 20
  min_speed = 20,                 -- steering from a stand creeps at 20
  max_speed = 110,                -- Action
  slow_speed = 36,                -- Action + Walk
  fast_speed = 185,               -- Action + Sprint
  turn = 22, undo_turn = 45, max_turn = 728, -- boat_turn ±22 a tick, undone by 45, at most 728
  turn_undo_on_reverse = true,    -- steering against the turn undoes it first
  dismount_moving = false,        -- Roll gets her off only once it stands (BOAT_STILL)
  -- Her animations: TR2's boat's, at the same offsets of object 11.
  lara = require("vehicles.boat").stats.lara,
})
