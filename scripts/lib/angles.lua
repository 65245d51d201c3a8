-- Angles in TR units (65536 per turn): wrapping, differences, quadrants.
-- Their sine, cosine and the movement along a heading are the originals'
-- fixed-point routines in lib.fixed (fixed.sin, fixed.cos, fixed.step).
local angles = {}

angles.TURN = 65536
angles.QUARTER = 16384

--- The 90° sector (0 north … 3 west) a heading falls in.
function angles.quadrant(yaw)
  return math.floor((yaw + 8192) / 16384) % 4
end

--- `a − b` as the short way round, in −32768…32767.
function angles.diff(a, b)
  return (a - b + 32768) % 65536 - 32768
end

--- An angle brought into 0…65535.
function angles.wrap(a)
  return a % 65536
end

return angles
