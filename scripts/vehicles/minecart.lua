-- TR3's mine cart (type 17): the rail drive of vehicles/common.lua
-- (vehicles/rail.lua). Lara gets in beside it with Action; it sets off at
-- once and rolls where the rail's floor data leads; Duck keeps her head
-- under the beams, Jump brakes, Roll with Left or Right gets her out once
-- it stands at a buffer. Numbers from tomb3 game/minecart.cpp (speeds in
-- 1/256 units, as there); Lara's animations are the shared vehicle
-- animation object (tomb3 VEHICLE_ANIM, type 11) in a level with a cart.
local behaviour = require("vehicles.behaviour")

return behaviour.of({
  name = "minecart",
  medium = "land",
  drive = "rail",
  keys = { get_off = "ROLL", brake = "JUMP" },
  front = 256, side = 128,        -- (the rail drive reads its own probes)
  step = 256,
  mount_reach = 447,              -- GetInMineCart: dist² ≤ 200000
  mount_rise = 256,
  get_off_dist = 330,             -- CanGetOut: 330 to its side
  get_off_rise = 512,
  accel = 0, slowdown = 0, brake = 0, reverse = 0, max_back = 0,
  min_speed = 0, max_speed = 0, turn = 0, undo_turn = 0, max_turn = 0,
  dismount_moving = false,
  strike_reach = 256,             -- CartToBaddieCollision: TestBoundsCollide(…, 256) ...
  run_over = {},                  -- ... kills the creature it touches
  rail = {
    min_speed = 2560,             -- it never rolls slower than 10 a tick
    crawl = 32,                   -- ... and moves at least 32 a tick (a chain lift)
    slope_pull = 4,               -- speed −4 per unit of gradient (uphill slows)
    gradient_reach = 256,         -- the gradient: the floor's rise 256 ahead
    brake = 1536,                 -- Jump: −1536 a tick
    start_delay = 64,             -- ticks from setting off before a buffer can stop it
    pass_delay = 16,              -- a buffer run through at speed is ignored this long
    stop_below = 0xF000,          -- a buffer stops it below 240 a tick
    turn_radius = 3584,           -- a turn's quarter circle: 3.5 sectors
    turn_rate = 3,                -- the turn advances 3 angle units per unit of speed
    pitch_per_gradient = 32,      -- pitch = gradient << 5
    roll_divisor = 512,           -- roll in a turn = speed · progress / 512
    roll_ease = 8,                -- out of a turn the roll eases back by an eighth a tick
    tip_roll = 4096,              -- rolled past this it tips over
    hop_drop = 576,               -- a floor this far below, 512 ahead, is a gap: it hops
    hop = -1024,                  -- the hop's upward speed
    fall_accel = 1025, max_fall = 0x3F00,
    wall_reach = 512,             -- the wall test 512 ahead ...
    head_height = 762,            -- ... at her head's height ...
    wall_rise = 512,              -- ... a floor more than 512 up is a wall: a crash
    beam_height = 768,            -- a static or ceiling this near above the cart strikes her
    beam_radius = 100,
    beam_damage = 25, beam_per = 2048, beam_min = 20, -- 25 per 2048 of speed, at least 20
  },
  -- tomb3 VEHICLE_ANIM in a cart level: get in 0 (left) / 46 (right),
  -- out 1 (left) / 47 (right) through state 1, crash 23, thrown out 31,
  -- struck 34.
  lara = {
    object = 11,
    exit_frame = 999,
    states = { get_on = 0, prepare_off = 1, get_off_left = 2, get_off_right = 3, still = 4,
               duck = 5, moving = 6, brake = 11, thrown = 14, crash = 16, struck = 17, brake_hold = 19 },
    anims = { get_on_left = 0, get_on_right = 46, crash = 23, thrown = 31, struck = 34 },
  },
})
