-- AI objects (TR3–TR5): unseen way-points the level designer puts down for
-- the creature AI (tomb3/tomb4 box.cpp GetAITarget, objects.h). TR3 places
-- them as entities of types 74–82, TR4/TR5 keep them in a block of their own;
-- the `ai` binding lists both alike. A marker on a creature's start square
-- gives it standing orders (guard, ambush, patrol, modify, follow) and a key
-- — the marker's OCB (TR3: its heading, tomb3 setup.cpp GetAIPickups) — that
-- names which other markers of a kind are its own. The orders themselves are
-- ai/orders.lua.
local objects = {}

--- Each game's AI object type ids (tomb3/tomb4/tomb5
--- objects.h order: GUARD, AMBUSH, PATROL1, MODIFY, FOLLOW, PATROL2, X1,
--- X2, then TR4/TR5's LARA_START_POS). TR1 and TR2 have none.
objects.TYPES = {
  [3] = { guard = 74, ambush = 75, patrol1 = 76, modify = 77, follow = 78, patrol2 = 79,
          x1 = 80, x2 = 81 },
  [4] = { guard = 398, ambush = 399, patrol1 = 400, modify = 401, follow = 402, patrol2 = 403,
          x1 = 404, x2 = 405, start_pos = 406 },
  [5] = { guard = 378, ambush = 379, patrol1 = 380, modify = 381, follow = 382, patrol2 = 383,
          x1 = 384, x2 = 385, start_pos = 386 },
}

--- The orders a marker on a creature's start square gives it: the kinds
--- before PATROL2 in the type order (the originals' item ai bits 1, 2, 4,
--- 8, 16). Such a marker is used up by the creature standing on it.
objects.ORDERS = { "guard", "ambush", "patrol1", "modify", "follow" }

--- Kinds a creature only notes when one shares its start sector (TR4+:
--- the baddies' way-points, TOMB4 raghead.cpp; the SAS never reads them:
--- its grenades are a roll, sas.cpp); they are not used up.
objects.FLAGS = { "x1", "x2" }

--- Which field of a marker is its key, per game: TR3 keys by heading
--- (tomb3 item_flags[3] = the marker's y_rot), TR4/TR5 by OCB.
objects.KEY_FIELD = { [3] = "angle", [4] = "ocb", [5] = "ocb" }

--- A creature within this distance on every axis has reached a marker:
--- TR3 768 (tomb3 box.cpp GetAITarget), TR4/TR5 640 (tomb4/tomb5 box.cpp).
objects.REACH = { [3] = 768, [4] = 640, [5] = 640 }

--- The level's AI object type ids of this game (an empty table before TR3).
---@return table<string, integer>
function objects.types()
  return objects.TYPES[world.game()] or {}
end

--- The key of AI object entry `entry` (see KEY_FIELD).
---@param entry AiObject
---@return integer
function objects.key(entry)
  return entry[objects.KEY_FIELD[world.game()] or "ocb"]
end

--- The markers creatures stood on at the start: used up, no one's goal
--- (the level's shared table, index → true).
local function used()
  local ls = world.level_state()
  ls.ai_objects_used = ls.ai_objects_used or {}
  return ls.ai_objects_used
end

--- The kind ("guard", "patrol2", …) of an AI object type id, or nil.
local function kind_of(type_id)
  for kind, id in pairs(objects.types()) do
    if id == type_id then return kind end
  end
  return nil
end

--- Reads the orders of the markers on `e`'s start square (same room, same
--- x and z, as the originals match them) into a new table: a true field
--- per order ("guard", "ambush", "patrol1", "modify", "follow"), `key`
--- (the last such marker's key), and `x1`/`x2` when such a marker shares
--- its sector. The order markers are used up. Call once, at set-up.
---@param e Entity
---@return table orders
function objects.read(e)
  local orders = {}
  local taken = used()
  for i = 0, ai.count() - 1 do
    local entry = ai.get(i)
    local kind = kind_of(entry.type)
    if kind and entry.room == e.room and entry.x == e.x and entry.z == e.z and not taken[i] then
      for _, order in ipairs(objects.ORDERS) do
        if order == kind then
          orders[order] = true
          orders.key = objects.key(entry)
          taken[i] = true
        end
      end
    end
  end
  local types = objects.types()
  for _, flag in ipairs(objects.FLAGS) do
    if types[flag] and ai.in_sector(e, types[flag]) then orders[flag] = true end
  end
  return orders
end

--- The nearest AI object of `kind` ("patrol1", "ambush", …) with key
--- `key` (any key when nil) that no creature stood on, whose box lies in
--- zone `zone` of class `class` (the creature's own: the originals search
--- only where it can walk). Returns its entry, or nil.
---@param e Entity
---@param kind string
---@param key? integer
---@param class string the creature's zone class (nav)
---@param zone integer the zone of the creature's box
---@return AiObject?
function objects.find(e, kind, key, class, zone)
  local type_id = objects.types()[kind]
  if not type_id then return nil end
  local taken = used()
  local best, best_d
  for i = 0, ai.count() - 1 do
    local entry = ai.get(i)
    if entry.type == type_id and not taken[i] and (key == nil or objects.key(entry) == key)
      and entry.box and nav.zone(class, entry.box) == zone then
      local dx, dy, dz = entry.x - e.x, entry.y - e.y, entry.z - e.z
      local d = dx * dx + dy * dy + dz * dz
      if not best_d or d < best_d then best, best_d = entry, d end
    end
  end
  return best
end

--- True when `e` is within the game's REACH of the point on every axis.
---@param e Entity
---@param entry AiObject
function objects.reached(e, entry)
  local reach = objects.REACH[world.game()] or objects.REACH[4]
  return math.abs(entry.x - e.x) < reach and math.abs(entry.y - e.y) < reach
    and math.abs(entry.z - e.z) < reach
end

return objects
