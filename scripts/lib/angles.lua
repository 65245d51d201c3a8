-- Angles in TR units (65536 per turn) and movement along a heading.
local angles = {}

angles.TURN = 65536
angles.QUARTER = 16384

--- Radians of a TR angle.
function angles.radians(a)
  return a * (2 * math.pi / 65536)
end

--- Sine and cosine of a TR angle.
---@param a number
---@return number
function angles.sin(a) return math.sin(angles.radians(a)) end
---@param a number
---@return number
function angles.cos(a) return math.cos(angles.radians(a)) end

--- The (dx, dz) of moving `distance` along heading `yaw`.
function angles.step(yaw, distance)
  local r = angles.radians(yaw)
  return math.floor(math.sin(r) * distance + 0.5), math.floor(math.cos(r) * distance + 0.5)
end

--- The 90° sector (0 north … 3 west) a heading falls in.
function angles.quadrant(yaw)
  return math.floor((yaw + 8192) / 16384) % 4
end

--- `a − b` as the short way round, in −32768…32767.
function angles.diff(a, b)
  return (a - b + 32768) % 65536 - 32768
end

--- World point (wx, wz) seen from (ox, oz) in a frame facing `yaw`:
--- across (to the right) and along (ahead). The heading's sine and cosine
--- are taken to 1/1024, as the originals' fixed-point tables do.
---@param yaw integer
---@return number across, number along
function angles.to_local(yaw, ox, oz, wx, wz)
  local sx, cz = angles.step(yaw, 1024)
  local dx, dz = wx - ox, wz - oz
  return (dx * cz - dz * sx) / 1024, (dx * sx + dz * cz) / 1024
end

--- An angle brought into 0…65535.
function angles.wrap(a)
  return a % 65536
end

return angles
