-- What the inventory ring shows: each game's item table
-- (gameflow/items/tr1.lua, tr2.lua, tr3.lua, tr45.lua) matched against
-- what Lara carries (lara.state.inventory: item key -> count, and her guns'
-- rounds), sorted into rings by position, with the model to draw.
local guns = require("lara.guns")

local common = {}

--- The rings of each layout, top to bottom (up goes to the one above):
--- id, heading, and which table rings it gathers.
common.LAYOUTS = {
  -- TR1-TR3: options above, the main ring, the keys ring below.
  rings = {
    { id = "options", name = "OPTION", takes = { options = true } },
    { id = "main", name = "INVENTORY", takes = { main = true } },
    { id = "keys", name = "ITEMS", takes = { keys = true } },
  },
  -- TR4/TR5: one ring of everything she carries, and load/save above it.
  one_ring = {
    { id = "options", name = "OPTIONS", takes = { options = true } },
    { id = "main", name = "INVENTORY", takes = { main = true, keys = true } },
  },
}

--- Item tables by game, built once per load of this module (static data).
local cache = {}

--- The catalogue name game `game` gives type `key` (nil when none).
local function catalogue_name(game, key)
  if type(key) ~= "number" then return nil end
  if game <= 3 then
    local ok, cat = pcall(require, "objects.tr" .. game)
    local entry = ok and cat[key]
    return entry and entry.name or nil
  end
  local ok, names = pcall(require, "objects.tr45.names_tr" .. game)
  return ok and names[key] or nil
end

--- Game `game`'s items: { list, by_item (key -> entry), layout }.
---@param game integer 1..5
function common.table_of(game)
  if cache[game] then return cache[game] end
  local list
  if game >= 4 then
    list = require("gameflow.items.tr45").build(require("objects.tr45.names_tr" .. game))
  else
    list = require("gameflow.items.tr" .. game)
  end
  local by_item = {}
  for _, entry in ipairs(list) do
    entry.game = game
    -- TR1–TR3 keys ring: the script's slot ("KEY_ITEM2") from the
    -- catalogue's name of its pickup ("Key 2"), for the level's own names.
    if not entry.slot and entry.kind == "key" then
      local family, n = (catalogue_name(game, entry.items[1]) or ""):match("^(%a+) (%d+)$")
      local SLOTS = { Key = "KEY_ITEM", Puzzle = "PUZZLE_ITEM", Pickup = "PICKUP_ITEM" }
      if family and SLOTS[family] then entry.slot = SLOTS[family] .. n end
    end
    for _, k in ipairs(entry.items) do
      if by_item[k] == nil then by_item[k] = entry end
    end
  end
  cache[game] = { list = list, by_item = by_item, layout = list.layout or "rings", game = game }
  return cache[game]
end

--- The entry of inventory key `key`: the game's own; else another game's
--- whose catalogue calls the key what it was called when she picked it up
--- (`named`): a level that borrows another game's catalogue, as the
--- builder's demo uses TR1's ids in every format.
---@return table? entry
function common.entry_of(game, key, named)
  local own = common.table_of(game).by_item[key]
  if own then return own end
  if not named then return nil end
  for g = 1, 5 do
    if g ~= game then
      local e = common.table_of(g).by_item[key]
      if e and catalogue_name(g, key) == named then return e end
    end
  end
  return nil
end

--- The guns table's entry for a weapon name (nil when the game's guns
--- do not have it).
local function gun(l, name)
  if not name or not l.guns then return nil end
  -- guns.weapon reads the kind of the state it is given: ask for `name`.
  return guns.weapon({ guns = { kind = name } })
end

--- How many of the entry's item keys she carries.
local function carried(inv, entry)
  local n = 0
  for _, k in ipairs(entry.items) do
    local c = tonumber(inv[k]) or 0
    if c > 0 then n = n + c end
  end
  return n
end

--- True when she owns the gun of weapon entry `entry` (its ring entry's
--- keys, or the guns table's item).
function common.owns(l, entry)
  local inv = l.inventory or {}
  if carried(inv, entry) > 0 then return true end
  local w = gun(l, entry.weapon)
  return w ~= nil and (tonumber(inv[w.item]) or 0) > 0
end

--- The model to draw: the ring model, else the pickup's own model, else
--- the gun's model, where the level has it; else the ring model.
local function model_of(entry, key)
  local tries = { entry.model, key }
  for _, k in ipairs(entry.items) do tries[#tries + 1] = k end
  -- A gun's own model (its hands and holsters) where the level has no
  -- inventory model of it: the builder's demo, edited levels.
  local w = entry.weapon and guns.weapon({ guns = { kind = entry.weapon } })
  if w and w.model then tries[#tries + 1] = w.model end
  for _, t in ipairs(tries) do
    if type(t) == "number" and world.has_object(t) then return t end
  end
  return type(entry.model) == "number" and entry.model or (type(key) == "number" and key or 0)
end

--- The name the level's script gives an entry (its keys, puzzle items,
--- pickups: SCRIPT.DAT's item strings, TOMBPC.DAT's per-level names, a
--- folder's own gameflow.lua), else the built-in one.
local function label_of(entry)
  local gf = world.level_state().gameflow
  local names = gf and gf.item_names
  return (names and entry.slot and names[entry.slot]) or entry.name
end

--- One ring slot: the entry, the key she carries it under, the count shown.
local function slot(entry, key, count)
  return { entry = entry, key = key, count = count, model = model_of(entry, key), label = label_of(entry) }
end

--- The ammunition an entry stands for: carried pickups, or rounds of a gun
--- she does not own yet, in pickups (rounds ÷ rounds a pickup gives).
local function ammo_count(l, entry, weapon_entry)
  local n = carried(l.inventory or {}, entry)
  local w = gun(l, entry.ammo_for)
  local rounds = w and l.guns and l.guns.ammo and guns.rounds_for(l, entry.ammo_for, entry.model) or 0
  if w and rounds > 0 and not (weapon_entry and common.owns(l, weapon_entry)) then
    n = n + math.ceil(rounds / math.max(w.ammo or 1, 1))
  end
  return n
end

--- The slots of every ring of `lara`'s inventory in `game`, by ring id:
--- { ring_id = { slot, ... } }, each ring sorted by position.
---@param lara Entity
---@param game integer
function common.contents(lara, game)
  local l = lara.state
  local inv = l.inventory or {}
  local names = l.item_names or {}
  local t = common.table_of(game)
  local by_ring, claimed = {}, {}
  local weapons = {}
  for _, entry in ipairs(t.list) do
    if entry.kind == "weapon" then weapons[entry.weapon] = entry end
  end
  local function put(ring, s)
    by_ring[ring] = by_ring[ring] or {}
    table.insert(by_ring[ring], s)
  end
  for _, entry in ipairs(t.list) do
    for _, k in ipairs(entry.items) do claimed[k] = true end
    local w = gun(l, entry.weapon or entry.ammo_for)
    if w then
      if w.item then claimed[w.item] = true end
      if w.ammo_item then claimed[w.ammo_item] = true end
    end
    if entry.always then
      put(entry.ring, slot(entry, entry.items[1], nil))
    elseif entry.kind == "weapon" then
      if common.owns(l, entry) then
        local rounds = w and guns.rounds(l, entry.weapon) or nil
        put(entry.ring, slot(entry, entry.items[1], rounds))
      end
    elseif entry.kind == "ammo" then
      local weapon_entry = weapons[entry.ammo_for]
      if not (weapon_entry and common.owns(l, weapon_entry)) or carried(inv, entry) > 0 then
        local n = ammo_count(l, entry, weapon_entry)
        if n > 0 then put(entry.ring, slot(entry, entry.items[1], n)) end
      end
    else
      local n = carried(inv, entry)
      if n > 0 then
        local key = entry.items[1]
        for _, k in ipairs(entry.items) do
          if (tonumber(inv[k]) or 0) > 0 then key = k break end
        end
        put(entry.ring, slot(entry, key, n))
      end
    end
  end
  -- Keys no entry of this game claims: another game's entry by name, or
  -- a plain item on the keys ring under the name it was picked up with.
  local extra = {}
  for k, c in pairs(inv) do
    if not claimed[k] and (tonumber(c) or 0) > 0 then extra[#extra + 1] = k end
  end
  table.sort(extra, function(a, b) return tostring(a) < tostring(b) end)
  for _, k in ipairs(extra) do
    local entry = common.entry_of(game, k, names[k])
    if not entry then
      entry = { ring = "keys", pos = 1000, items = { k }, kind = "key", model = k,
                name = names[k] or ("Item " .. tostring(k)) }
    end
    put(entry.ring, slot(entry, k, tonumber(inv[k])))
  end
  for _, list in pairs(by_ring) do
    for i, s in ipairs(list) do s.order = i end
    table.sort(list, function(a, b)
      if a.entry.pos ~= b.entry.pos then return a.entry.pos < b.entry.pos end
      return a.order < b.order
    end)
  end
  return by_ring
end

--- Takes one of `slot`'s items from her inventory (the key it is shown
--- under first). False when she has none.
function common.consume(l, key, entry)
  local inv = l.inventory or {}
  local keys = { key }
  for _, k in ipairs(entry.items) do keys[#keys + 1] = k end
  for _, k in ipairs(keys) do
    local c = tonumber(inv[k]) or 0
    if c > 0 then
      inv[k] = c - 1
      return true
    end
  end
  return false
end

return common
