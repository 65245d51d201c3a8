-- TR3's kayak (type 14): a boat Lara paddles (the paddle drive model,
-- vehicles/paddle.lua, over vehicles/common.lua's water model). It rests
-- on the water surface; a probe of its hull meeting a surface or floor
-- more than `step` higher stops it (banks, walls). She gets in from the
-- bank beside it with Action and out with Roll and Left or Right onto
-- dry ground no higher than the water. Numbers from tomb3 game/kayak.cpp
-- (KayakUserInput, KayakToBackground, GetInKayak, CanGetOut), where the
-- speed and turn are kept in 1/65536 units: they are given here in world
-- units a tick and TR angle units a tick. Lara's animations are the
-- shared vehicle animation object (tomb3 VEHICLE_ANIM, type 11) in the
-- levels that carry the kayak. The original has no capsize: the rapids'
-- drowning is the level's deadly floor (tomb3 LaraRapidsDrown).
local behaviour = require("vehicles.behaviour")
local C = require("lara.constants")

--- The fastest it goes either way (KayakUserInput clamps ±0x380000).
local MAX_SPEED = 56

return behaviour.of({
  name = "kayak",
  medium = "water",
  keys = { get_off = "ROLL" },
  -- The hull's probes, { ahead, to the right } (KayakToBackground): bow,
  -- the two sides at 512 and 128 ahead and 320 behind, stern.
  probes = {
    { 1024, 0 }, { 512, -96 }, { 512, 96 }, { 128, -128 }, { 128, 128 },
    { -320, -128 }, { -320, 128 }, { -640, 0 },
  },
  -- Pitch and roll are read at the side probes 512 ahead (tomb3 reads the
  -- bow and the sides at 128 ahead): points the walls were tested at, so
  -- a bank the bow touches never tilts it.
  front = 512, side = 96,
  step = 64,                      -- a probe rising more than this meets a wall
  mount_reach = 360,              -- Lara within this of its middle (GetInKayak: 130000 squared)
  mount_rise = 512,
  get_off_dist = 768,             -- she climbs out this far to its side (CanGetOut)
  get_off_rise = 0,               -- onto ground no higher than the water (CanGetOut)
  get_off_drop = 2 * C.CLICK,     -- lower ground she steps down to (the original lets her fall)
  get_off_dry = true,             -- out of the water only
  dismount_moving = true,         -- Roll gets her out under way too (only a current forbids it)
  slowdown = 0, max_back = -MAX_SPEED, max_speed = MAX_SPEED,
  paddle = {
    drag = 0.5,                   -- speed lost every tick (0x8000)
    max_speed = MAX_SPEED,
    turn_decay = 5,               -- turn rate lost every tick (0x50000)
    bite_frame = 7,               -- a side stroke bites at this frame of its animation
    -- Side strokes: the forward paddling's (0x800000 turn to at most
    -- 0x1000000, 0x180000 speed), the turn on the spot from a standstill
    -- (0x1000000), the steering stroke under way (0xC00000, 0x100000).
    forward = { turn = 128, max_turn = 256, speed = 24 },
    spin = { turn = 256, max_turn = 256, speed = 0 },
    steer = { turn = 192, max_turn = 192, speed = 16 },
    -- The back stroke bites at frames 8 and 31, each −0x180000 speed,
    -- turning +0x800000 then back.
    back = { speed = -24, frames = { { frame = 8, turn = 128 }, { frame = 31, turn = -128 } } },
    -- The paddle held in the water: 0x200000 turn a tick to at most
    -- 0x1000000, braking 0x8000 a tick.
    hold = { turn = 32, max_turn = 256, brake = 0.5 },
    -- Without her animations, a stroke's length in ticks: past its last
    -- bite and the ripples tomb3 makes with it (side strokes to frame 23,
    -- the back stroke to 34); the pose is one tick between strokes.
    ticks = { still = 1, left = 24, right = 24, back = 35, hold_left = 1, hold_right = 1 },
  },
  lara = {
    object = 11,
    exit_frame = 83,              -- she leaves the kayak at frame 83 of her climb out
    states = { back = 0, still = 1, left = 2, right = 3, get_on = 4, death = 5,
               prepare_off = 9, hold_left = 10, hold_right = 11,
               get_off_left = 13, get_off_right = 14 },
    anims = { get_on_right = 3, get_on_left = 28, death = 5 },
  },
})
