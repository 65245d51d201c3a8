-- What Lara takes from one level into the next (TRX tr1
-- game/inventory/inventory_func.c, tomb3 savegame.cpp): her weapons, their
-- rounds, medipacks and the rest of her inventory carry on; keys, puzzle
-- items and quest pieces stay in the level they belong to (TR1–TR3). Health
-- is full again at each new level, as the games do. The sequence's options
-- apply at the start: REMOVE_WEAPONS takes every gun (and its rounds),
-- REMOVE_AMMO the rounds and medipacks; START_INV items are given.
-- A game's own gameflow may put levels of different games in one sequence:
-- inventory keys are each game's type ids, so what she carries into a level
-- of another game goes by what each item is (the ring tables' kind, gun,
-- ammunition or healing), not by its number.
local carry = {}

local items = require("gameflow.items.common")

--- Kinds of inventory item (gameflow/items) that stay behind at a level's
--- end: the keys ring's keys, puzzle items, pickups and quest pieces.
local STAYS = { key = true }

--- The kind of an inventory entry in the ring's item tables (nil for an
--- entry they do not know: it carries on).
local function kind_of(l, item)
  local entry = items.entry_of(world.game(), item, l.item_names and l.item_names[item])
  return entry and entry.kind
end

local function copy(t)
  if type(t) ~= "table" then return t end
  local out = {}
  for k, v in pairs(t) do out[k] = copy(v) end
  return out
end

--- What `lara` carries out of the level, as plain data.
function carry.out(lara)
  if not lara then return nil end
  local l = lara.state
  local inventory = {}
  for item, count in pairs(l.inventory or {}) do
    if not STAYS[kind_of(l, item) or ""] and count ~= 0 then inventory[item] = count end
  end
  local guns = l.guns or {}
  return { inventory = inventory, ammo = copy(guns.ammo or {}), weapon = guns.kind,
           item_names = copy(l.item_names), game = world.game() }
end

--- True when ring entries `a` and `b` (of two games) are the same thing.
local function same_item(a, b)
  return a.kind == b.kind and a.weapon == b.weapon and a.ammo_for == b.ammo_for and a.heal == b.heal
end

--- Inventory `inventory` of game `from` in the keys of game `to`: each item
--- becomes the first key of the entry of `to` that is the same thing; an
--- item `to` has nothing like is left behind.
local function translate(inventory, names, from, to)
  local out = {}
  for item, count in pairs(inventory) do
    local entry = items.entry_of(from, item, names and names[item])
    local match
    if entry then
      for _, e in ipairs(items.table_of(to).list) do
        if e.items[1] and same_item(entry, e) then match = e break end
      end
    end
    if match then out[match.items[1]] = (out[match.items[1]] or 0) + count end
  end
  return out
end

--- Gives `lara` what she carried in, then applies the level's options.
function carry.into(lara, carried, options)
  if not lara then return end
  local l = lara.state
  local guns = require("lara.guns")
  options = options or {}
  if carried then
    l.inventory = copy(carried.inventory or {})
    if carried.game and carried.game ~= world.game() then
      l.inventory = translate(l.inventory, carried.item_names, carried.game, world.game())
    end
    l.item_names = copy(carried.item_names)
    if l.guns then
      l.guns.ammo = copy(carried.ammo or {})
      -- The gun in her hands, where this game has it.
      if carried.weapon and guns.tables()[carried.weapon] then l.guns.kind = carried.weapon end
    end
  end
  l.inventory = l.inventory or {}
  if options.remove_weapons and l.guns then
    local W = guns.tables()
    for _, name in ipairs(W.order or {}) do
      l.inventory[W[name].item] = nil
      l.guns.ammo[name] = nil
    end
  end
  if options.remove_ammo and l.guns then
    l.guns.ammo = {}
  end
  for _, item in ipairs(options.start_inv or {}) do
    l.inventory[item] = (l.inventory[item] or 0) + 1
  end
  if l.guns then guns.dress(lara, l) end
end

return carry
