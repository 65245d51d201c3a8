-- TR2's final level counter (262; TRX objects/general/
-- final_level_counter.c and InitialiseFinalLevel): Home Sweet Home's last
-- fight. It counts the level's placed `counted` types (the dogs, masked
-- goons 1 and stick-wielding goons 1 that raid the house); once Lara's
-- kills reach that count it wakes the last boss, one of the placed `boss`
-- goons still asleep (the nearest Lara cannot see; the first when she
-- sees them all), showing the meshes `boss_meshes`. Once her kills pass
-- the count (the boss is dead too) it waits `delay` ticks and ends the
-- level. It runs from the start of the level (it needs no trigger).
-- Not played: the original's ending scene in the level (Lara's final
-- animation with the shotgun under the cinematic camera) before the end.
local sense = require("ai.sense")

local final_level = {}

local function param(e, key)
  local v = e.params and e.params[key]
  if v == nil then error("final level counter: catalogue params name no " .. key) end
  return v
end

---@param e Entity
function final_level.init(e)
  e.awake = true
end

--- Counts the placed `counted` types and lists the `boss` goons; a boss
--- already about (a saved game) means it woke.
local function survey(e, s)
  local counted, boss = param(e, "counted"), param(e, "boss")
  s.count, s.bosses = 0, {}
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other:exists() then
      for _, t in ipairs(counted) do
        if other.type == t then s.count = s.count + 1 end
      end
      if other.type == boss then
        s.bosses[#s.bosses + 1] = other
        if other.status ~= "inactive" then s.woke = true end
      end
    end
  end
end

--- The boss to wake: the nearest Lara cannot see, else the first.
local function pick_boss(s)
  local lara = world.lara()
  local best, best_d = s.bosses[1], math.huge
  for _, b in ipairs(s.bosses) do
    if lara and b:exists() and not sense.sees(lara, b) then
      local d = b:distance_to(lara)
      if d < best_d then best, best_d = b, d end
    end
  end
  return best
end

---@param e Entity
function final_level.control(e)
  local s = e.state
  if not s.count then survey(e, s) end
  if s.ended then return end
  local kills = world.kills()
  if kills == s.count and not s.woke then
    s.woke = true
    local boss = pick_boss(s)
    if boss and boss:exists() then
      boss.mesh_bits = param(e, "boss_meshes")
      boss:activate(e)
    end
  elseif kills > s.count then
    s.waited = (s.waited or 0) + 1
    if s.waited >= param(e, "delay") then
      s.ended = true
      world.level_end()
    end
  end
end

return final_level
