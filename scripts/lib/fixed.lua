-- The originals' integer arithmetic for scripts: 16-bit angles (65536 a
-- turn), sine and cosine with a 14-bit fraction, the table arctangent, the
-- integer square root and C's division. Gameplay figures computed with
-- these land on the same units as the original games' (TRX math/math.c
-- Math_Sin, Math_Atan, Math_Sqrt; TOMB4/TOMB5 phd_sin, phd_atan, phd_sqrt).
-- The tables and the square root are the world's own (src/world/fixed.rs),
-- published by the host as `fixed_tables`.
--
-- Lua's `//` rounds towards −∞, C's `/` towards zero: use `fixed.div` where
-- the original divides, and `a // 2^n` (or `fixed.shr`) where it shifts a
-- signed value right (C's `>>` on a signed int is floor division by 2^n;
-- Lua's own `>>` is a logical shift and is wrong for negative values).
local SIN = fixed_tables.sin
local ATAN = fixed_tables.atan

---@class Fixed
local fixed = {}

--- 1.0 in the sine's fixed point.
fixed.ONE = 16384
--- The sine's fraction bits (the originals' W2V_SHIFT).
fixed.SHIFT = 14
fixed.QUARTER = 0x4000
fixed.HALF = 0x8000
fixed.TURN = 0x10000
--- One degree, as the originals round it (PHD_DEGREE).
fixed.DEGREE = 182
--- One radian as a 16-bit angle (65536 / 2π, rounded down): an arc's
--- length over its radius turned into the angle it spans.
fixed.RADIAN = 10430

-- The arctangent's octant bases, by (z < 0)·4 + (x < 0)·2 + (|x| > |z|).
local ATAN_BASE = { [0] = 0, -0x4000, -0xFFFF, 0xC000, -0x8000, 0x4000, 0x8000, -0xC000 }

--- The sine of a 16-bit angle (only its low 16 bits count), ×16384.
---@param angle integer
---@return integer
function fixed.sin(angle)
  local turn = angle & 0xFFFF
  local sector = turn & 0x7FFF
  if sector > 0x4000 then sector = 0x8000 - sector end
  local v = SIN[(sector >> 4) + 1]
  if turn >= 0x8000 then return -v end
  return v
end

--- The cosine of a 16-bit angle, ×16384.
---@param angle integer
---@return integer
function fixed.cos(angle)
  return fixed.sin(angle + 0x4000)
end

--- The heading of the vector (x, z), called z first as the originals do
--- (`atan(dz, dx)`): 0 along +z, 16384 along +x, in 0…65535; (0, 0) is 0.
---@param z integer
---@param x integer
---@return integer
function fixed.atan(z, x)
  if z == 0 and x == 0 then return 0 end
  local octant = 0
  if z < 0 then octant = octant | 4; z = -z end
  if x < 0 then octant = octant | 2; x = -x end
  if x > z then octant = octant | 1; z, x = x, z end
  local v = ATAN_BASE[octant] + ATAN[(0x800 * x) // z + 1]
  if v < 0 then return -v end
  return v
end

--- floor(√n) of a non-negative integer, 0 for n ≤ 0 (the originals'
--- phd_sqrt; the host's routine, src/world/fixed.rs `sqrt_wide`).
---@param n integer
---@return integer
fixed.sqrt = fixed_tables.sqrt

--- C's integer division: the quotient rounded towards zero.
---@param a integer
---@param b integer
---@return integer
function fixed.div(a, b)
  local q = a // b
  if q < 0 and q * b ~= a then q = q + 1 end
  return q
end

--- C's remainder: the sign of the dividend.
---@param a integer
---@param b integer
---@return integer
function fixed.rem(a, b)
  return a - fixed.div(a, b) * b
end

--- C's `>>` on a signed value (arithmetic: rounds towards −∞).
---@param a integer
---@param n integer
---@return integer
function fixed.shr(a, n)
  return a // (1 << n)
end

--- `(value · sin(angle)) >> 14`: a length projected on the x axis.
---@param value integer
---@param angle integer
---@return integer
function fixed.scale_sin(value, angle)
  return (value * fixed.sin(angle)) // 16384
end

--- `(value · cos(angle)) >> 14`: a length projected on the z axis.
---@param value integer
---@param angle integer
---@return integer
function fixed.scale_cos(value, angle)
  return (value * fixed.cos(angle)) // 16384
end

--- The (dx, dz) of moving `distance` along the heading `yaw`, as the
--- originals move an item: `distance · sin(yaw) >> 14` and
--- `distance · cos(yaw) >> 14`. `distance` must be an integer.
---@param yaw integer
---@param distance integer
---@return integer dx, integer dz
function fixed.step(yaw, distance)
  local d = math.tointeger(distance)
  if not d then
    error("fixed.step: the distance " .. tostring(distance) .. " is not an integer", 2)
  end
  return fixed.step_shr(yaw, d, 0)
end

--- [`fixed.step`] shifted `bits` further right in the same shift, as the
--- originals move by a fraction of a speed (`speed · sin >> (14 + 2)`).
---@param yaw integer
---@param distance integer
---@param bits integer
---@return integer dx, integer dz
function fixed.step_shr(yaw, distance, bits)
  local scale = 16384 << bits
  return (distance * fixed.sin(yaw)) // scale, (distance * fixed.cos(yaw)) // scale
end

--- World point (wx, wz) seen from (ox, oz) in a frame facing `yaw`: across
--- (to the right) and along (ahead), as the originals bring a point into
--- an item's frame (`(dx·cos − dz·sin) >> 14`, `(dx·sin + dz·cos) >> 14`).
---@param yaw integer
---@return integer across, integer along
function fixed.to_local(yaw, ox, oz, wx, wz)
  local s, c = fixed.sin(yaw), fixed.cos(yaw)
  local dx, dz = wx - ox, wz - oz
  return (dx * c - dz * s) // 16384, (dx * s + dz * c) // 16384
end

--- The world point of (across, along) in a frame at (ox, oz) facing
--- `yaw`: the inverse of [`fixed.to_local`], as the originals place a point
--- given in an item's frame (`(x·cos + z·sin) >> 14`, `(z·cos − x·sin) >> 14`).
---@param yaw integer
---@return integer wx, integer wz
function fixed.to_world(yaw, ox, oz, across, along)
  local s, c = fixed.sin(yaw), fixed.cos(yaw)
  return ox + (across * c + along * s) // 16384, oz + (along * c - across * s) // 16384
end

--- An angle as the originals' signed 16-bit PHD_ANGLE: −32768…32767.
---@param angle integer
---@return integer
function fixed.angle16(angle)
  return ((angle + 0x8000) & 0xFFFF) - 0x8000
end

--- An angle as an unsigned 16-bit value: 0…65535.
---@param angle integer
---@return integer
function fixed.u16(angle)
  return angle & 0xFFFF
end

return fixed
