-- TR3's underwater propulsion vehicle (UPV, type 19): the diving drive
-- model (vehicles/dive.lua) over vehicles/common.lua. Lara boards it
-- swimming (at the surface or under it) with Action; Jump thrusts,
-- Left/Right turn, Forward/Back pitch its nose down/up; Jump with Forward
-- at the surface dives. Roll gets her off once it stands still, where the
-- water behind it is open: treading at the surface, or treading under
-- water. Numbers from tomb3 game/sub.cpp (UserInput, SubControl,
-- BackgroundCollision, GetOnSub, CanGetOff), where rates are kept in
-- 1/65536 units: given here in world units and TR angle units a tick.
-- Lara's animations are the shared vehicle animation object (tomb3
-- VEHICLE_ANIM, type 11) in the levels that carry it. (TR5 has no UPV:
-- its TORPEDO and CHAFF belong to the enemy submarine.)
local behaviour = require("vehicles.behaviour")

return behaviour.of({
  name = "upv",
  medium = "underwater",
  drive = "dive",                 -- moves in three dimensions (vehicles/dive.lua)
  sides = "water",                -- boarded and left by where she swims
  keys = { go = "JUMP", get_off = "ROLL" },
  mount_reach = 512,              -- within 512 across (GetOnSub: 0x40000 squared)
  mount_rise = 384,               -- her hips within 256 of 128 above its origin (GetOnSub)
  get_off_dist = 1024,            -- the water behind it must be open this far back (CanGetOff)
  get_off_room = 256,             -- with this much between floor and ceiling there
  dive = {
    thrust = 4,                   -- speed gained a tick with Jump (0x40000)
    drag = 1.5,                   -- speed lost every tick (0x18000)
    max_speed = 64,               -- (0x400000)
    turn_moving = 64,             -- turn rate gained a tick thrusting (0x400000)
    turn_still = 32,              -- and coasting (0x200000)
    turn_decay = 16,              -- turn rate lost every tick (0x100000)
    max_turn = 448,               -- (0x1C00000)
    lean = 16,                    -- roll per unit of turn rate (Rot >> 12)
    pitch_turn = 364,             -- pitch rate a tick with Forward/Back, and its limit (0x16C0000)
    pitch_decay = 182,            -- pitch rate lost every tick (0xB60000)
    max_pitch = 14560,            -- the nose no more than 80° up or down
    surface_depth = 210,          -- it rides this far under the surface
    surface_pitch = 9100,         -- its nose at the surface (50° up)
    surface_ease = 182,           -- eased there 1° a tick
    dive_pitch = 2730,            -- a dive from the surface drops the nose to 15° down
    dive_rate = 910,              -- 5° a tick
    length = 1024,                -- its length: how tall it stands pitched (BackgroundCollision)
    min_height = 200,             -- at least this tall
    radius = 300,                 -- its collision radius
    ceiling_reach = 400,          -- a ceiling this far below its top blocks
    deflect = 910,                -- a wall met at its side turns it 5° away
  },
  lara = {
    object = 11,
    exit_frame = { surface = 51, underwater = 42 }, -- she lets go at these frames
    states = { death = 0, get_off_surface = 2, moving = 4, still = 5, get_on = 8,
               get_off_underwater = 9 },
    anims = { get_on_surface = 10, get_on_underwater = 13, death = 0 },
  },
})
