-- Where Lara stands relative to an object, in the originals' integer
-- arithmetic: the test of her place against the object's bounds table,
-- and the two ways she is put in place — at once (align) or a step a tick
-- (move). The object's frame is its rotation matrix built as the originals
-- build it (yaw, then pitch, then roll, each step a 14-bit fixed-point
-- product shifted down), so the figures match theirs to the unit.
-- Facts from TRX tr1 items.c (Item_TestPosition, Item_AlignPosition,
-- Item_MovePosition), math/matrix.c (the rotation order) and
-- global/const.h (MOVE_ANG: 2 degrees).
local fixed = require("lib.fixed")
local C = require("lara.constants")

local position = {}

--- The most ticks a move into place lasts before it is given up (TRX tr1
--- lara/common.c LARA_MOVE_TIMEOUT).
position.MOVE_TIMEOUT = 90

--- A bounds table: how far (in the object's frame) and how turned (her
--- rotation less the object's, 16-bit) she may be.
---@class Bounds
---@field x integer[] {min, max} across
---@field y integer[] {min, max} down
---@field z integer[] {min, max} ahead
---@field pitch integer[] {min, max}
---@field yaw integer[] {min, max}
---@field roll integer[] {min, max}

--- A rotation {pitch, yaw, roll}; nil fields are the entity's own.
---@class Rotation
---@field pitch? integer
---@field yaw? integer
---@field roll? integer

--- The rotation of `e`, with `rot`'s fields in place of its own.
---@param e Entity
---@param rot? Rotation
local function rotation_of(e, rot)
  rot = rot or {}
  return rot.pitch or e.pitch, rot.yaw or e.yaw, rot.roll or e.roll
end

--- Turns two columns a, b of the 3×3 matrix `m` (row-major, 1-based) by
--- the angle whose sine is `s` and cosine `c`, shifting each product down.
local function turn(m, a, b, s, c)
  for r = 0, 6, 3 do
    local ma, mb = m[r + a], m[r + b]
    m[r + a] = fixed.shr(ma * c - mb * s, fixed.SHIFT)
    m[r + b] = fixed.shr(mb * c + ma * s, fixed.SHIFT)
  end
end

--- The object's rotation matrix: the unit matrix turned by yaw, then pitch,
--- then roll (a zero angle leaves it as it is).
local function matrix(pitch, yaw, roll)
  local one = fixed.ONE
  local m = { one, 0, 0, 0, one, 0, 0, 0, one }
  if fixed.angle16(yaw) ~= 0 then turn(m, 1, 3, fixed.sin(yaw), fixed.cos(yaw)) end
  if fixed.angle16(pitch) ~= 0 then turn(m, 2, 3, -fixed.sin(pitch), fixed.cos(pitch)) end
  if fixed.angle16(roll) ~= 0 then turn(m, 1, 2, -fixed.sin(roll), fixed.cos(roll)) end
  return m
end

--- The point `v` {x, y, z} of the object's frame, in the world.
local function to_world(m, ox, oy, oz, v)
  local x, y, z = v[1], v[2], v[3]
  return ox + fixed.shr(m[1] * x + m[2] * y + m[3] * z, fixed.SHIFT),
      oy + fixed.shr(m[4] * x + m[5] * y + m[6] * z, fixed.SHIFT),
      oz + fixed.shr(m[7] * x + m[8] * y + m[9] * z, fixed.SHIFT)
end

local function within(v, range)
  return v >= range[1] and v <= range[2]
end

--- True when Lara's place and rotation relative to `target` (its own
--- rotation, or `rot`'s fields in its place) are within `bounds`.
---@param lara Entity
---@param target Entity
---@param bounds Bounds
---@param rot? Rotation
function position.in_bounds(lara, target, bounds, rot)
  local pitch, yaw, roll = rotation_of(target, rot)
  if not within(fixed.angle16(lara.pitch - pitch), bounds.pitch)
      or not within(fixed.angle16(lara.yaw - yaw), bounds.yaw)
      or not within(fixed.angle16(lara.roll - roll), bounds.roll) then
    return false
  end
  local dx, dy, dz = lara.x - target.x, lara.y - target.y, lara.z - target.z
  local m = matrix(pitch, yaw, roll)
  -- Her offset in the object's frame: the transposed matrix applied.
  local sx = fixed.shr(m[1] * dx + m[4] * dy + m[7] * dz, fixed.SHIFT)
  local sy = fixed.shr(m[2] * dx + m[5] * dy + m[8] * dz, fixed.SHIFT)
  local sz = fixed.shr(m[3] * dx + m[6] * dy + m[9] * dz, fixed.SHIFT)
  return within(sx, bounds.x) and within(sy, bounds.y) and within(sz, bounds.z)
end

--- Where `at` {x, y, z} of `target`'s frame lies in the world, and the
--- rotation she takes there.
local function goal(target, at, rot)
  local pitch, yaw, roll = rotation_of(target, rot)
  local x, y, z = to_world(matrix(pitch, yaw, roll), target.x, target.y, target.z, at)
  return x, y, z, pitch, yaw, roll
end

--- Puts Lara at once at `at` in `target`'s frame, turned as it is.
---@param lara Entity
---@param target Entity
---@param at integer[] {x, y, z}
---@param rot? Rotation
function position.align(lara, target, at, rot)
  local x, y, z, pitch, yaw, roll = goal(target, at, rot)
  lara.x, lara.y, lara.z = x, y, z
  lara.pitch, lara.yaw, lara.roll = fixed.u16(pitch), fixed.u16(yaw), fixed.u16(roll)
end

--- One step of an angle towards `to`, at most `step` (16-bit).
local function towards(from, to, step)
  local d = fixed.angle16(to - from)
  if d > step then return fixed.u16(from + step) end
  if d < -step then return fixed.u16(from - step) end
  return to
end

--- How far she is moved into place in a tick in the running game.
function position.speed()
  return C.ALIGN_SPEED[world.game()] or C.ALIGN_SPEED[1]
end

--- One tick of moving Lara towards the world point (x, y, z) and the
--- rotation (pitch, yaw, roll): straight at it by at most the game's move
--- speed (C's truncating division of each axis), each angle by at most 2
--- degrees. True once she is there and so turned.
---@param lara Entity
function position.step_to(lara, x, y, z, pitch, yaw, roll)
  local dx, dy, dz = x - lara.x, y - lara.y, z - lara.z
  local dist = fixed.sqrt(dx * dx + dy * dy + dz * dz)
  local speed = position.speed()
  if speed >= dist then
    lara.x, lara.y, lara.z = x, y, z
  else
    lara.x = lara.x + fixed.div(dx * speed, dist)
    lara.y = lara.y + fixed.div(dy * speed, dist)
    lara.z = lara.z + fixed.div(dz * speed, dist)
  end
  pitch, yaw, roll = fixed.u16(pitch), fixed.u16(yaw), fixed.u16(roll)
  lara.pitch = towards(lara.pitch, pitch, C.ALIGN_TURN)
  lara.yaw = towards(lara.yaw, yaw, C.ALIGN_TURN)
  lara.roll = towards(lara.roll, roll, C.ALIGN_TURN)
  return lara.x == x and lara.y == y and lara.z == z and lara.pitch == pitch
      and lara.yaw == yaw and lara.roll == roll
end

--- One tick of moving Lara towards `at` in `target`'s frame (TRX tr1
--- Item_MovePosition); true once she is there, turned as it is.
---@param lara Entity
---@param target Entity
---@param at integer[] {x, y, z}
---@param rot? Rotation
function position.move(lara, target, at, rot)
  return position.step_to(lara, goal(target, at, rot))
end

return position
