-- OCB (object code bits): the engine passes the raw signed 16-bit value
-- as e.ocb and never interprets it. These helpers read bit fields of it.
-- Written with arithmetic only, so they run on Lua 5.4 and LuaJIT alike.
local ocb = {}

--- The unsigned 16-bit pattern of an OCB value.
function ocb.bits(value)
  return value % 0x10000
end

--- `width` bits starting at bit `first` (0 = lowest).
function ocb.field(value, first, width)
  return math.floor(ocb.bits(value) / 2 ^ first) % math.floor(2 ^ width)
end

--- True when bit `n` is set.
function ocb.flag(value, n)
  return ocb.field(value, n, 1) == 1
end

--- The value as a signed number (what TRLE shows).
function ocb.signed(value)
  local v = ocb.bits(value)
  if v >= 0x8000 then v = v - 0x10000 end
  return v
end

return ocb
