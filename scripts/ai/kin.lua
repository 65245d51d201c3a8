-- Creatures that alert the others of their kind (tomb3 box.cpp
-- AlertAllGuards, called by TR3's claw, brute and seal mutants and the
-- monkey): when one notices Lara (she is within a sector, she is in its
-- view, or it was hit), every running creature of its type that holds an
-- AI slot is alerted at once, itself too (ai/alarm.lua `raise`, the same
-- routine TOMB5's guards call): its `ai.alarmed` is set, which ends a
-- guard's or an ambusher's wait (ai/orders.lua).
local creature = require("ai.creature")
local orders = require("ai.orders")
local alarm = require("ai.alarm")

local kin = {}

--- After its mood: it alerts its kind when it was hit or, unless
--- `sees_too` is false, when it notices Lara.
---@param e Entity
---@param ai table
---@param sees_too? boolean false: only a hit alerts (tomb3 monkey.cpp)
function kin.raise_if_noticed(e, ai, sees_too)
  local lara = world.lara()
  if creature.hit_lately(ai) or (sees_too ~= false and orders.notices(e, ai, lara)) then
    alarm.raise(e)
  end
end

return kin
