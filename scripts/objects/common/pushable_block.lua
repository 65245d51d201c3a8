-- Pushable block: heavy (sets off heavy triggers), blocks the navigation
-- box it stands on, solid, and a floor for whoever climbs on it. Lara grabs
-- it with Action standing square in front of it, then pushes (forward) or
-- pulls (back) it one sector at a time; she follows it as it moves.
local angles = require("lib.angles")
local interact = require("lara.interact")
local S = require("lara.states")
local block = {}

local SECTOR = 1024
local SPEED = 32 -- units per tick: one sector in 32 ticks

local function set_blocked(e, blocked)
  local b = nav.box_of(e)
  if b then world.set_box_blocked(b, blocked) end
end

local HALF = SECTOR / 2
-- Lara holds it from this far from its centre (half a sector and her radius).
local GRAB_DISTANCE = HALF + 100

function block.init(e)
  e.heavy = true
  e.solid = true
  -- Its top is a floor over its sector (block height: one sector).
  e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, -SECTOR)
  set_blocked(e, true)
end

--- Starts moving one sector along (dx, dz) in {-1, 0, 1}; false when the
--- floor there is not level with the block's.
function block.push(e, dx, dz)
  if e.state.moving then return false end
  local tx, tz = e.x + dx * SECTOR, e.z + dz * SECTOR
  local floor = world.floor(e.room, tx, e.y - 128, tz)
  if floor ~= e.y then return false end
  set_blocked(e, false)
  e.state.moving = { tx = tx, tz = tz, dx = dx, dz = dz }
  e.awake = true
  return true
end

--- True when Lara has room to step back one sector while pulling.
local function room_behind(lara, dx, dz)
  local bx, bz = lara.x - dx * SECTOR, lara.z - dz * SECTOR
  return world.floor(lara.room, bx, lara.y - 128, bz) == lara.y
end

function block.collision(e, lara)
  if e.state.moving or lara:distance_to(e) > SECTOR then return end
  local l = lara.state
  if l.grabbed ~= e then
    if interact.start(lara, "grab", e, GRAB_DISTANCE) then
      l.grabbed, l.grab_distance = e, GRAB_DISTANCE
    end
    return
  end
  if lara.anim_state ~= S.PUSH_READY or not world.pressed(input.ACTION) then return end
  local q = angles.quadrant(lara.yaw)
  local dx, dz = ({ [0] = 0, 1, 0, -1 })[q], ({ [0] = 1, 0, -1, 0 })[q]
  if world.pressed(input.FORWARD) and block.push(e, dx, dz) then
    lara.goal_state = S.PUSH_BLOCK
  elseif world.pressed(input.BACK) and room_behind(lara, dx, dz) and block.push(e, -dx, -dz) then
    lara.goal_state = S.PULL_BLOCK
  end
end

function block.control(e)
  local m = e.state.moving
  if not m then e.awake = false return end
  e.x = e.x + m.dx * SPEED
  e.z = e.z + m.dz * SPEED
  if (m.dx ~= 0 and e.x == m.tx) or (m.dz ~= 0 and e.z == m.tz) then
    e.state.moving = nil
    e.awake = false
    e.room = world.room_at(e.room, e.x, e.y - 128, e.z)
    set_blocked(e, true)
  end
end

return block
