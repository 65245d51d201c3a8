-- A vehicle's keys: the input bits its stats name for go, brake, get off
-- and the gears (vehicles/common.lua drives by them, vehicles/dive.lua
-- steers by them, lara/ride.lua gets her off by them).
local keys = {}

--- TR2's keys: Forward drives, Back brakes and backs up, Jump gets off
--- (and Action, the default "fast" key, drives at `fast_speed`).
keys.DEFAULT_KEYS = { go = "FORWARD", brake = "BACK", get_off = "JUMP" }

--- The input bits of the vehicle's keys (`stats.keys`: go, brake, get
--- off, gear up/down as input names; TR2's default Forward, Back, Jump).
---@param st table the stats
---@param key string "go"|"brake"|"back"|"get_off"|"reverse_gear"|"forward_gear"|"fast"
---@return integer|nil
function keys.key(st, key)
  local name = (st.keys or keys.DEFAULT_KEYS)[key]
  return name and input[name]
end

return keys
