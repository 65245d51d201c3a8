-- How TR5's creatures (and TR4's Ahmet) raise the alarm (TOMB5 box.cpp AlertAllGuards,
-- AlertNearbyGuards; control.cpp ControlPhase; people.cpp TargetVisible):
--
-- * a guard that notices Lara (she runs within two sectors of it, it is
--   hit, or it has her in view) and is within five clicks of her height
--   alerts at once every creature of its kind that holds an AI slot and
--   runs (itself too): `raise`;
-- * her gunfire alerts every creature holding an AI slot in her room or
--   within earshot of her, whatever its kind: once every SWEEP ticks, on
--   the tick's turn between the creatures and her (the original's
--   `wibble & 0x7F`, wibble stepping by 4), when she fired since the last
--   sweep (`has_fired`): `sweep`, run first thing in her control.
--
-- Alerted, a creature's `ai.alarmed` is set: its guard post or patrol is
-- given up (ai/orders.lua), a seated, leaning or sleeping guard gets up
-- (creatures/guard.lua), and a timid one that cannot reach her stalks
-- (ai/mood.lua).
local sense = require("ai.sense")
local creature = require("ai.creature")
local slots = require("ai.slots")

local alarm = {}

--- Lara running this near (two sectors, faster than 20 a tick) is noticed
--- (TOMB5 guard: distance < 0x400000, speed > 20).
alarm.RUN_NEAR, alarm.RUN_SPEED = 2 * 1024, 20
--- A guard raises the alarm only for a Lara within this height of it
--- (five clicks: abs(dy) < 1280).
alarm.HEIGHT = 1280
--- Gunfire is heard in her room and where the squares of the offsets,
--- each in 64ths (an arithmetic shift by 6), sum below HEARING (about
--- 5724 units).
alarm.SCALE, alarm.HEARING = 64, 8000
--- Her gunfire is swept up once every this many ticks, on ticks that are
--- multiples of it.
alarm.SWEEP = 32
--- The games whose Lara sweeps her gunfire up this way (TOMB4 does too;
--- TR4's creatures keep their own alerts, so the sweep is TR5's here).
alarm.SWEEPS = { [5] = true }
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

--- Alerts every running creature of `e`'s type that holds an AI slot.
---@param e Entity
function alarm.raise(e)
  for _, h in ipairs(slots.holders()) do
    local ai = h.state.ai
    if ai and h.type == e.type and h.active then ai.alarmed = true end
  end
end

--- The last sweep before `tick`'s own (a multiple of SWEEP, below it).
local function last_sweep(tick)
  return (tick - 1) // alarm.SWEEP * alarm.SWEEP
end

--- True when Lara fired since the last sweep (the original's `has_fired`),
--- asked in the creatures' turn of the tick (before this tick's sweep).
---@param lara Entity
---@return boolean
function alarm.has_fired(lara)
  local guns = lara.state.guns
  local fired = guns and guns.fired_tick
  return fired ~= nil and fired >= last_sweep(world.tick())
end

--- True when `e` is within earshot of `lara`: in her room, or the squares
--- of their offsets in 64ths sum below HEARING.
---@param e Entity
---@param lara Entity
---@return boolean
function alarm.within_earshot(e, lara)
  if e.room == lara.room then return true end
  local s = alarm.SCALE
  local dx, dy, dz = (e.x - lara.x) // s, (e.y - lara.y) // s, (e.z - lara.z) // s
  return dx * dx + dy * dy + dz * dz < alarm.HEARING
end

--- Lara's gunfire sweep, first in her control: on a sweep tick, when she
--- fired since the last one, every creature holding an AI slot within
--- earshot of her is alerted.
---@param lara Entity
function alarm.sweep(lara)
  if not alarm.SWEEPS[world.game()] then return end
  local tick = world.tick()
  if tick % alarm.SWEEP ~= 0 then return end
  local guns = lara.state.guns
  local fired = guns and guns.fired_tick
  if not fired or fired < tick - alarm.SWEEP then return end
  for _, h in ipairs(slots.holders()) do
    local ai = h.state.ai
    if ai and alarm.within_earshot(h, lara) then ai.alarmed = true end
  end
end

--- True when Lara, as `info` (about her) tells, makes `e` notice her: she
--- runs near, it was hit, or she is in its view; only within `height` of
--- it (HEIGHT when nil; anywhere when false: TOMB5's hitman and second
--- mafia gunman).
---@param e Entity
---@param ai table
---@param info table
---@param lara Entity
---@param height? integer|false
---@return boolean
function alarm.notices(e, ai, info, lara, height)
  if height == nil then height = alarm.HEIGHT end
  if height and math.abs(lara.y - e.y) >= height then return false end
  if info.distance < alarm.RUN_NEAR and lara.speed > alarm.RUN_SPEED then return true end
  return creature.hit_lately(ai) or alarm.in_view(e, ai, info, lara)
end

return alarm
