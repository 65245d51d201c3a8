-- The items whose boxes come near a point, as the TR4/TR5 originals
-- gather them (TOMB4 / TOMB5 collide.cpp GetCollidedObjects, items only:
-- Lara and clear bodies left out): an item counts when it is within two
-- sectors of the point on every axis, the point lies within `radius` and a
-- further 128 of its box's height, and, brought into the item's frame,
-- within the same of its box across and along.
local fixed = require("lib.fixed")
local collided = {}

--- The most an item may lie from the point along any axis.
collided.RANGE = 2048
--- What the routine adds to the radius on every side.
collided.SLACK = 128
--- world.bodies' reach: the corner of the RANGE cube.
local REACH = 3548

local found = {}

--- True when `item`'s box comes within `radius` (and SLACK) of (x, y, z).
---@param item Entity
---@return boolean
function collided.near(item, x, y, z, radius)
  local dx, dy, dz = x - item.x, y - item.y, z - item.z
  local range = collided.RANGE
  if dx < -range or dx > range or dy < -range or dy > range or dz < -range or dz > range then
    return false
  end
  local reach = radius + collided.SLACK
  local x0, x1, y0, y1, z0, z1 = item:bounds()
  if y + reach < item.y + y0 or y - reach > item.y + y1 then return false end
  local across, along = fixed.to_local(item.yaw, item.x, item.z, x, z)
  return across + reach >= x0 and across - reach <= x1 and along + reach >= z0 and along - reach <= z1
end

--- Fills `out[1..n]` with the items other than `self` (and Lara) whose
--- boxes come near (x, y, z) by `radius`, nearest first; returns n.
---@param self Entity?
---@param out Entity[]
---@return integer
function collided.items(self, x, y, z, radius, out)
  local lara = world.lara()
  local n = world.bodies(x, y, z, REACH, found)
  local count = 0
  for i = 1, n do
    local b = found[i]
    if b ~= self and b ~= lara and not b.clear_body and collided.near(b, x, y, z, radius) then
      count = count + 1
      out[count] = b
    end
  end
  for i = count + 1, #out do out[i] = nil end
  return count
end

return collided
