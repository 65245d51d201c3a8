-- TR3's monkey as a thief (tomb3 box.cpp GetAITarget for MONKEY and
-- monkey.cpp MONKEY_PICKUP): a monkey with no standing orders and empty
-- hands goes for a pickup of its stats' `steals.plain` type (a small
-- medipack) lying in its zone; one whose only order is modify goes for
-- `steals.modify` (the fourth key) instead. At the pickup it plays its
-- pickup state and, on frame `steals.frame`, takes the pickup out of the
-- world. Having stolen a medipack it carries it to the nearest ambush
-- point in its zone (AI_AMBUSH of any key), and there, on the same frame
-- of its pickup state, puts it down where it stands; a pickup so put down
-- is never stolen again (the original gives it the guard bit). A stolen
-- key it keeps. Once Lara has hurt it, she is its only target.
local objects = require("ai.objects")
local level_table = require("lib.level_table")

local thief = {}

--- The pickups monkeys have put down (entity index → true), level-wide.
local function put_down() return level_table.get("monkey_put_down") end

--- Whether the monkey's only standing order is modify (ai_bits == MODIFY).
---@param o table? its orders (ai/orders.lua)
---@return boolean
function thief.modify_only(o)
  return o ~= nil and o.modify == true and not (o.guard or o.ambush or o.patrol1 or o.follow)
end
local modify_only = thief.modify_only

--- Whether the monkey has standing orders that keep it from stealing.
local function has_orders(o)
  return o ~= nil and (o.guard or o.ambush or o.patrol1 or o.follow) and true or false
end

--- The zone of the box under (room, x, y, z) for `ai`'s class, or nil.
local function zone_at(ai, room, x, y, z)
  local box = world.box_at(room, x, y, z)
  return box and nav.zone(ai.class, box)
end

--- A point for the senses at entity `item` (a pickup), kind `kind`.
local function point_at(item, kind)
  return { index = item.index, kind = kind, room = item.room, x = item.x, y = item.y, z = item.z,
           yaw = item.yaw, health = 1 }
end

--- Whether `item` may be stolen: it lies in the world, seen, not put
--- down by a monkey before.
local function stealable(item)
  return item ~= nil and item:exists() and item.visible and item.status ~= "removed"
    and not put_down()[item.index]
end

--- The first pickup of `type_id` in `e`'s zone that may be stolen.
local function find_pickup(e, ai, type_id, zone)
  for i = 0, world.entity_count() - 1 do
    local item = world.entity(i)
    if item and item:exists() and item.type == type_id and stealable(item)
      and zone_at(ai, item.room, item.x, item.y, item.z) == zone then
      return point_at(item, "steal")
    end
  end
  return nil
end

--- The nearest ambush point in `e`'s zone, as a point for the senses.
local function ambush_point(e, ai, zone)
  local entry = objects.find(e, "ambush", nil, ai.class, zone)
  if not entry then return nil end
  return { kind = "hide", room = entry.room, x = entry.x, y = entry.y, z = entry.z,
           yaw = entry.angle, box = entry.box, health = 1 }
end

--- Where the monkey `e` goes instead of Lara this tick: a pickup to steal,
--- an ambush point to hide its loot at, or nil (Lara, or its orders).
---@param e Entity
---@param ai table
---@param st table its stats (`steals`)
---@return table?
function thief.errand(e, ai, st)
  if ai.hurt_by_lara then return nil end
  local zone = zone_at(ai, e.room, e.x, e.y, e.z)
  if not zone then return nil end
  if ai.carried then
    if not ai.hides_loot then return nil end
    return ambush_point(e, ai, zone)
  end
  if has_orders(ai.orders) then return nil end
  local p = ai.errand
  if p and p.kind == "steal" and stealable(world.entity(p.index)) then return p end
  local wanted = modify_only(ai.orders) and st.steals.modify or st.steals.plain
  ai.errand = find_pickup(e, ai, wanted, zone)
  return ai.errand
end

--- Its pickup state's frame `steals.frame` with errand `p`: takes the
--- pickup (out of the world, carried) or puts its loot down where it
--- stands at an ambush point. True when it did either.
---@param e Entity
---@param ai table
---@param st table
---@param p table
---@return boolean
function thief.handle(e, ai, st, p)
  if p.kind == "steal" then
    local item = world.entity(p.index)
    if not stealable(item) then
      ai.errand = nil
      return false
    end
    item.visible, item.collidable = false, false
    ai.carried, ai.errand = item.index, nil
    ai.hides_loot = not modify_only(ai.orders)
    return true
  end
  local item = ai.carried and world.entity(ai.carried)
  if item and item:exists() then
    item:set_position(e.x, e.y, e.z)
    item.room = e.room
    item.visible, item.collidable = true, true
    put_down()[item.index] = true
  end
  ai.carried, ai.hides_loot = nil, false
  return true
end

return thief
