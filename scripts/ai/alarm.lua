-- How guards raise the alarm among themselves (TR5; TOMB5 box.cpp
-- AlertAllGuards, AlertNearbyGuards, people.cpp TargetVisible):
--
-- * a guard that notices Lara (she runs within two sectors of it, it is
--   hit, or it has her in view) and is within five clicks of her height
--   alerts every guard of its kind about;
-- * her gunfire alerts every creature in her room or within about 5½
--   sectors of her (the original checks a shot once every 32 ticks).
--
-- An alerted creature's `ai.alarmed` is set: its guard post is given up
-- (ai/orders.lua) and a sleeping or seated guard gets up (creatures/
-- guard.lua). The alarm of a kind is kept in the level's shared table.
local sense = require("ai.sense")
local creature = require("ai.creature")

local alarm = {}

--- Lara running this near (two sectors, faster than 20 a tick) is noticed
--- (TOMB5 guard: distance < 0x400000, speed > 20).
alarm.RUN_NEAR, alarm.RUN_SPEED = 2 * 1024, 20
--- A guard raises the alarm only for a Lara within this height of it
--- (five clicks: abs(dy) < 1280).
alarm.HEIGHT = 1280
--- Gunfire is heard in her room and within this distance of her (the
--- original's squared 64ths below 8000: about 5724 units).
alarm.HEARING = 5724
--- Gunfire counts for this many ticks after her last shot (the original
--- looks once every 32 ticks).
alarm.SHOT_TICKS = 32
--- In view: within ±45° of where its head points and eight sectors
--- (TargetVisible), and in its line of sight.
alarm.VIEW_ANGLE, alarm.VIEW_RANGE = 8192, 8 * 1024

--- True when `target` is in `e`'s view (see VIEW_ANGLE) this tick; `info`
--- is about `target` (ai/sense.lua).
---@param e Entity
---@param ai table
---@param info table
---@param target Entity
---@return boolean
function alarm.in_view(e, ai, info, target)
  if target.health <= 0 or info.distance >= alarm.VIEW_RANGE then return false end
  local off = info.angle - (ai.head or 0)
  return off > -alarm.VIEW_ANGLE and off < alarm.VIEW_ANGLE and sense.sees(e, target)
end

--- The level's alarms: type → the tick its alarm was raised.
local function raised()
  local ls = world.level_state()
  ls.guard_alarms = ls.guard_alarms or {}
  return ls.guard_alarms
end

--- Raises the alarm among the guards of `e`'s type.
---@param e Entity
function alarm.raise(e)
  raised()[e.type] = world.tick()
end

--- True when Lara fired lately within earshot of `e`.
---@param e Entity
---@param lara Entity
---@return boolean
function alarm.shots_heard(e, lara)
  local guns = lara.state.guns
  local fired = guns and guns.fired_tick
  if not fired or world.tick() - fired > alarm.SHOT_TICKS then return false end
  if lara.room == e.room then return true end
  local dx, dy, dz = lara.x - e.x, lara.y - e.y, lara.z - e.z
  return dx * dx + dy * dy + dz * dz < alarm.HEARING * alarm.HEARING
end

--- True when Lara, as `info` (about her) tells, makes `e` notice her: she
--- runs near, it was hit, or she is in its view.
---@param e Entity
---@param ai table
---@param info table
---@param lara Entity
---@return boolean
function alarm.notices(e, ai, info, lara)
  if math.abs(lara.y - e.y) >= alarm.HEIGHT then return false end
  if info.distance < alarm.RUN_NEAR and lara.speed > alarm.RUN_SPEED then return true end
  return creature.hit_lately(ai) or alarm.in_view(e, ai, info, lara)
end

--- Updates `ai.alarmed` for the guard `e` this tick: gunfire heard, or an
--- alarm of its kind raised since its last tick. Returns it.
---@param e Entity
---@param ai table
---@return boolean
function alarm.update(e, ai)
  local lara = world.lara()
  if alarm.heard(e, ai) then return true end
  if lara and alarm.shots_heard(e, lara) then ai.alarmed = true end
  return ai.alarmed or false
end

--- Updates `ai.alarmed` for `e` from the alarms of its kind alone (TOMB4
--- box.cpp AlertAllGuards: a creature of the same type alerts it; no
--- gunfire is heard). Returns it.
---@param e Entity
---@param ai table
---@return boolean
function alarm.heard(e, ai)
  if ai.alarmed then return true end
  -- An alarm raised before it first looked (before it was about) passes it by.
  local at, since = raised()[e.type], ai.alarm_seen or (world.tick() - 1)
  if at and at >= since then ai.alarmed = true end
  ai.alarm_seen = world.tick()
  return ai.alarmed or false
end

return alarm
