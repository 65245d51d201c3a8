-- Using an item chosen on the inventory ring (TR4/TR5 "USE" on a key,
-- puzzle piece, waterskin…). Choosing closes the ring and leaves the item
-- in `lara.state.chosen_item`; then, in this order:
--  1. Lara's own use (`use_item.control`, from her tick, standing still with
--     her hands free): a waterskin is filled where her feet are in water, or
--     poured out (her ANIM_POURWATERSKIN); what she pours and how much is
--     `use_item.pouring(lara)` while the pour plays, for the object she pours
--     into to read (the scales, the element puzzle), which may turn her pour
--     into its own move (`use_item.pour_into`). The choice is spent.
--  2. Otherwise an object's collision hook may take it: `use_item.chosen`
--     gives the item's key and what is known of it (name, what it holds),
--     `use_item.accept` spends the choice, `use_item.refuse` spends it with a
--     notice (objects/common/keyhole.lua takes keys and puzzle pieces so).
-- Facts from TOMB4 lara.cpp UseInventoryItems and newinv.cpp (the
-- waterskins' fill), not its code.
local S = require("lara.states")
local guns = require("lara.guns")

local use_item = {}

--- Her animations (TOMB4 lara_states.h): pouring out a waterskin, filling
--- one, pouring into a vessel before her (the scales, a basin).
use_item.ANIMS = { POUR = 400, FILL = 401, POUR_INTO = 402 }

--- The waterskins (TOMB4 newinv.cpp): each fill is an item of its own,
--- NAME .. litres, NAME_EMPTY when empty; the small one holds 3 litres,
--- the large one 5.
use_item.WATERSKINS = {
  { prefix = "WATERSKIN1_", holds = 3 },
  { prefix = "WATERSKIN2_", holds = 5 },
}

--- What the pickup items pour (TR4: a level's SCRIPT.DAT marks a
--- PICKUP_ITEMn as sand with item flag 0x8000 or as oil with 0x4000).
--- A level's script sets its own: `use_item.POURS.PICKUP_ITEM2 = "oil"`.
use_item.POURS = {}

--- The game's type names (id -> NAME), for the games that name items.
local function names()
  local game = world.game()
  if game == 4 then return require("objects.tr45.names_tr4") end
  if game == 5 then return require("objects.tr45.names_tr5") end
  return {}
end

--- The name an item key goes by: as it was picked up, else the game's.
---@param lara Entity
---@param key integer
---@return string|nil
function use_item.name_of(lara, key)
  local picked = lara.state.item_names
  return (picked and picked[key]) or names()[key]
end

--- The id of a type name in the running game, or nil.
---@param name string
---@return integer|nil
function use_item.id_of(name)
  for id, n in pairs(names()) do
    if n == name then return id end
  end
  return nil
end
local id_of = use_item.id_of

--- What an item is, by name: { name, skin (a WATERSKINS entry), litres,
--- pours ("water", "oil", "sand" or nil) }.
---@param name string|nil
---@return table
function use_item.describe(name)
  local info = { name = name }
  if not name then return info end
  for _, skin in ipairs(use_item.WATERSKINS) do
    if name:sub(1, #skin.prefix) == skin.prefix then
      local rest = name:sub(#skin.prefix + 1)
      info.skin = skin
      info.litres = rest == "EMPTY" and 0 or tonumber(rest)
      info.pours = info.litres and info.litres > 0 and "water" or nil
      return info
    end
  end
  info.pours = use_item.POURS[name]
  return info
end

--- The item chosen on the ring and waiting to be used: its key and what
--- it is (`use_item.describe`), or nil.
---@param lara Entity
---@return integer|nil, table|nil
function use_item.chosen(lara)
  local key = lara.state.chosen_item
  if key == nil then return nil, nil end
  return key, use_item.describe(use_item.name_of(lara, key))
end

--- The chosen item has been used: the choice is spent.
---@param lara Entity
function use_item.accept(lara)
  lara.state.chosen_item = nil
end

--- The chosen item does not serve here: a notice, the choice is spent.
---@param lara Entity
---@param why? string
function use_item.refuse(lara, why)
  lara.state.chosen_item = nil
  world.notice(why or "That does not fit here")
end

--- Swaps one carried item for another (a waterskin's fill changing).
local function swap(l, from, to)
  local inv = l.inventory or {}
  l.inventory = inv
  inv[from] = math.max((inv[from] or 0) - 1, 0)
  inv[to] = (inv[to] or 0) + 1
end

--- True when her feet stand in water (TOMB4: a foot mesh under water).
local function feet_in_water(lara)
  local surface = world.water(lara.room, lara.x, lara.y, lara.z)
  return surface ~= nil and surface < lara.y
end

--- Starts one of her own item moves (played directly, state CONTROLLED).
local function play(lara, anim)
  if lara.anim_count == 0 or not world.anim_info(lara.type, anim) then return false end
  lara:set_anim(anim, 0)
  lara.goal_state = S.STOP
  return true
end

--- What she does herself with the chosen item, standing still with her
--- hands free: a waterskin is filled in water or poured out. Called from
--- her tick before her state's handler.
---@param lara Entity
---@param l table her state
function use_item.control(lara, l)
  if l.chosen_item == nil or lara.health <= 0 then return end
  if lara.anim_state ~= S.STOP or lara.water ~= "land" then return end
  if not guns.hands_free(l) then return end
  local key, info = use_item.chosen(lara)
  local skin = info and info.skin
  if not skin then
    -- Sand or oil carried in a pickup: poured out, kept until a basin
    -- takes it (`pouring.item`).
    if info and info.pours and play(lara, use_item.ANIMS.POUR) then
      l.pouring = { what = info.pours, amount = 1, item = key }
      use_item.accept(lara)
    end
    return
  end
  if not info.litres then return end
  if info.litres < skin.holds and feet_in_water(lara) then
    local full = id_of(skin.prefix .. skin.holds)
    if full and play(lara, use_item.ANIMS.FILL) then
      swap(l, key, full)
      use_item.accept(lara)
    end
  elseif info.litres > 0 then
    local empty = id_of(skin.prefix .. "EMPTY")
    if empty and play(lara, use_item.ANIMS.POUR) then
      swap(l, key, empty)
      l.pouring = { what = "water", amount = info.litres }
      use_item.accept(lara)
    end
  end
end

--- What she pours now — { what = "water"|"oil"|"sand", amount = litres,
--- item (a pickup poured, still carried: the vessel that takes it uses it
--- up) } — while her pour (or a vessel's pour-into move) plays; nil
--- otherwise.
---@param lara Entity
---@return table|nil
function use_item.pouring(lara)
  local p = lara.state.pouring
  if not p then return nil end
  if lara.anim ~= use_item.ANIMS.POUR and lara.anim ~= use_item.ANIMS.POUR_INTO then
    lara.state.pouring = false
    return nil
  end
  return p
end

--- A vessel in front of her takes her pour: her pour becomes the pour
--- into it (ANIM_FILLSCALE) from its first frame.
---@param lara Entity
function use_item.pour_into(lara)
  if lara.anim == use_item.ANIMS.POUR then play(lara, use_item.ANIMS.POUR_INTO) end
end

return use_item
