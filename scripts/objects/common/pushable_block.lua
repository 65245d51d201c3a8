-- Pushable block (skeleton): heavy (sets off heavy triggers), blocks the
-- navigation box it stands on, and moves one sector at a time when pushed
-- or pulled. Grabbing and the player's push/pull animations come with her
-- scripts; `push(e, dx, dz)` is the primitive they call.
local angles = require("lib.angles")
local block = {}

local SECTOR = 1024
local SPEED = 32 -- units per tick: one sector in 32 ticks

local function set_blocked(e, blocked)
  local b = nav.box_of(e)
  if b then world.set_box_blocked(b, blocked) end
end

function block.init(e)
  e.heavy = true
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

function block.collision(e, lara)
  if not world.pressed(input.ACTION) or e.state.moving then return end
  if lara:distance_to(e) > SECTOR then return end
  local q = angles.quadrant(lara.yaw)
  local dx, dz = ({ [0] = 0, 1, 0, -1 })[q], ({ [0] = 1, 0, -1, 0 })[q]
  if world.pressed(input.FORWARD) then
    block.push(e, dx, dz)
  elseif world.pressed(input.BACK) then
    block.push(e, -dx, -dz)
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
