-- Boulder: waits until activated, then rolls along its heading, speeding
-- up to params.speed, falling where the floor drops, and stops at a wall.
-- Anything it rolls over takes params.damage.
local angles = require("lib.angles")
local boulder = {}

local ACCEL = 4
local RADIUS = 512

function boulder.init(e)
  e.heavy = true
  e.state.speed = 0
end

function boulder.on_activate(e)
  e.state.rolling = true
  e.awake = true
end

function boulder.control(e)
  if not e.state.rolling then e.awake = false return end
  local max = (e.params and e.params.speed) or 96
  e.state.speed = math.min(e.state.speed + ACCEL, max)
  local dx, dz = angles.step(e.yaw, e.state.speed)
  local ahead_x, ahead_z = angles.step(e.yaw, e.state.speed + RADIUS)
  local floor_ahead = world.floor(e.room, e.x + ahead_x, e.y - 256, e.z + ahead_z)
  if floor_ahead < e.y - 256 then
    -- A wall or a step up: the boulder stops for good.
    e.state.rolling = false
    e.awake = false
    e.heavy = false
    world.shake(e.state.speed * 4)
    return
  end
  e.x, e.z = e.x + dx, e.z + dz
  e.room = world.room_at(e.room, e.x, e.y - 256, e.z)
  local floor = world.floor(e.room, e.x, e.y - 256, e.z)
  if floor > e.y then
    e.y = math.min(e.y + 64, floor)
  end
  local lara = world.lara()
  if lara and lara:distance_to(e) < RADIUS + 128 then
    lara:hit((e.params and e.params.damage) or 1000, e)
  end
end

return boulder
