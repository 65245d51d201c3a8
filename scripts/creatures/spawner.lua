-- A spawner of creatures (TR3's Tinnos wasp and raptor respawn points,
-- tomb3 flymaker.cpp and rapmaker.cpp): while switched on it keeps up to
-- `keeps` of its creature alive, making one at its own place every
-- `every` ticks while Lara is within `near` of it (or beyond `far`: the
-- raptors come from out of her sight). The timer of the trigger that
-- switched it on is its supply: each creature spends `cost` of it (a
-- second), so a trigger without a timer makes none, as in the original.
-- A spawner with a `stagger` waits that many ticks times (its index mod
-- 4) before its first. Those it makes are roused (`state.roused`): they
-- go for Lara at once. The originals recycle three creatures placed with
-- the level; this one makes new ones, leaving the bodies where they fell.
-- Numbers: creatures/stats/tr3.lua `wasp_spawner`, `raptor_spawner`.
local stats = require("creatures.stats")

local spawner = {}

--- Spawners a stagger is counted over (the original: item number & 3).
local STAGGER_GROUPS = 4

---@param e Entity
function spawner.init(e)
  local st = stats.of(e)
  local s = e.state
  s.supply = s.supply or 0
  s.made = s.made or {}
  s.wait = s.wait or (st.stagger or 0) * (e.index % STAGGER_GROUPS)
end

--- How many it made are alive (the dead are forgotten).
local function living(made)
  for i = #made, 1, -1 do
    local c = made[i]
    if not (c:exists() and c.health > 0) then table.remove(made, i) end
  end
  return #made
end

--- Whether Lara stands where the spawner works.
local function lara_in_range(e, st)
  local lara = world.lara()
  if not lara then return false end
  local d = e:distance_to(lara.x, e.y, lara.z)
  if st.near and d > st.near then return false end
  if st.far and d <= st.far then return false end
  return true
end

---@param e Entity
function spawner.control(e)
  local st = stats.of(e)
  local s = e.state
  -- A trigger's timer becomes the supply; the spawner stays on.
  if e.timer > 0 then
    s.supply = e.timer
    e.timer = 0
  end
  if s.supply <= 0 or living(s.made) >= st.keeps or not lara_in_range(e, st) then return end
  if s.wait > 0 then
    s.wait = s.wait - 1
    return
  end
  if world.anim_info(st.spawns, 0) == nil then return end
  s.wait = st.every
  s.supply = s.supply - st.cost
  local c = world.spawn(st.spawns, e.room, e.x, e.y, e.z, e.yaw)
  c.state.roused = true
  c:activate(e)
  s.made[#s.made + 1] = c
end

return spawner
