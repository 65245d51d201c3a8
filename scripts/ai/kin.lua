-- Creatures that alert the others of their kind (tomb3 box.cpp
-- AlertAllGuards, called by TR3's claw, brute and seal mutants and the
-- monkey): when one notices Lara (she is within a sector, she is in its
-- view, or it was hit), every active creature of its type is alerted: its
-- `ai.alarmed` is set, which ends a guard's or an ambusher's wait
-- (ai/orders.lua). The alerts of each type are kept in the level's
-- shared table (`world.level_state().kin_alerts`: type → tick).
local creature = require("ai.creature")
local orders = require("ai.orders")
local level_table = require("lib.level_table")

local kin = {}

local function alerts() return level_table.get("kin_alerts") end

--- Alerts every creature of `e`'s type (itself too, as the original's
--- loop over the slots does).
---@param e Entity
function kin.alert(e)
  alerts()[e.type] = world.tick()
end

--- Before it thinks: an alert of its kind raised since its last look (or,
--- on its first, in the tick before) sets `ai.alarmed`. Returns it.
---@param e Entity
---@param ai table
---@return boolean
function kin.hear(e, ai)
  if not ai.alarmed then
    local at, since = alerts()[e.type], ai.kin_seen or (world.tick() - 1)
    if at and at >= since then ai.alarmed = true end
  end
  ai.kin_seen = world.tick()
  return ai.alarmed or false
end

--- After its mood: it alerts its kind when it was hit or, unless
--- `sees_too` is false, when it notices Lara.
---@param e Entity
---@param ai table
---@param sees_too? boolean false: only a hit alerts (tomb3 monkey.cpp)
function kin.raise_if_noticed(e, ai, sees_too)
  local lara = world.lara()
  if creature.hit_lately(ai) or (sees_too ~= false and orders.notices(e, ai, lara)) then
    kin.alert(e)
  end
end

return kin
