-- Tomb Raider 4 and 5's inventory items, by the names of
-- objects/tr45/names_tr4.lua and names_tr5.lua (TOMB4/TOMB5 newinv.cpp,
-- objects.h): one ring holds everything Lara carries (the
-- pickup's own object is its ring model in these games), a second the load
-- and save entries. Names a game lacks are left out. Fields as
-- gameflow/items/tr1.lua describes, plus: combine (the other piece and the
-- whole it makes), laser (a gun the laser sight fits), ammo_choices (the
-- ammunition types a gun chooses between).
local M = {}

--- The weapons: name, ring name, its ammunition names, laser sight fits.
local WEAPONS = {
  { "PISTOLS_ITEM", "Pistols", "pistols", { "PISTOLS_AMMO_ITEM" } },
  { "UZI_ITEM", "Uzis", "uzis", { "UZI_AMMO_ITEM" } },
  { "SHOTGUN_ITEM", "Shotgun", "shotgun", { "SHOTGUN_AMMO1_ITEM", "SHOTGUN_AMMO2_ITEM" } },
  { "CROSSBOW_ITEM", "Crossbow", "crossbow",
    { "CROSSBOW_AMMO1_ITEM", "CROSSBOW_AMMO2_ITEM", "CROSSBOW_AMMO3_ITEM" }, laser = true },
  { "GRENADE_GUN_ITEM", "Grenade Gun", "grenade",
    { "GRENADE_GUN_AMMO1_ITEM", "GRENADE_GUN_AMMO2_ITEM", "GRENADE_GUN_AMMO3_ITEM" } },
  { "SIXSHOOTER_ITEM", "Revolver", "revolver", { "SIXSHOOTER_AMMO_ITEM" }, laser = true },
  { "REVOLVER_ITEM", "Revolver", "revolver", { "REVOLVER_AMMO_ITEM" }, laser = true },
  -- The HK has its own scope: the laser sight is not for it (TOMB5 control.cpp).
  { "HK_ITEM", "H&K Gun", "hk", { "HK_AMMO_ITEM" } },
}

--- Ammunition ring names.
local AMMO_NAMES = {
  PISTOLS_AMMO_ITEM = "Pistol Ammo", UZI_AMMO_ITEM = "Uzi Ammo",
  SHOTGUN_AMMO1_ITEM = "Shotgun Normal Ammo", SHOTGUN_AMMO2_ITEM = "Shotgun Wideshot Ammo",
  CROSSBOW_AMMO1_ITEM = "Crossbow Normal Ammo", CROSSBOW_AMMO2_ITEM = "Crossbow Poison Ammo",
  CROSSBOW_AMMO3_ITEM = "Crossbow Explosive Ammo",
  GRENADE_GUN_AMMO1_ITEM = "Grenadegun Normal Ammo", GRENADE_GUN_AMMO2_ITEM = "Grenadegun Super Ammo",
  GRENADE_GUN_AMMO3_ITEM = "Grenadegun Flash Ammo",
  SIXSHOOTER_AMMO_ITEM = "Revolver Ammo", REVOLVER_AMMO_ITEM = "Revolver Ammo", HK_AMMO_ITEM = "H&K Ammo",
}

--- Tools and supplies after the guns, in ring order.
local SUPPLIES = {
  { "LASERSIGHT_ITEM", "Lasersight", "laser_sight" },
  { "BIGMEDI_ITEM", "Large Medipack", "medipack", heal = 1000, used = 1.0 },
  { "SMALLMEDI_ITEM", "Small Medipack", "medipack", heal = 500, used = 0.5 },
  { "FLARE_INV_ITEM", "Flares", "flare" },
  { "BINOCULARS_ITEM", "Binoculars", "binoculars" },
  { "CROWBAR_ITEM", "Crowbar", "key" },
  { "COMPASS_ITEM", "Compass", "compass" },
  { "CLOCKWORK_BEETLE", "Mechanical Scarab", "key" },
}
-- The waterskins: one item per fill (lara/use_item.lua), the small one
-- holding 3 litres, the large one 5 (TOMB4 newinv.cpp).
for _, skin in ipairs({ { "WATERSKIN1_", "Small Waterskin", 3 }, { "WATERSKIN2_", "Large Waterskin", 5 } }) do
  SUPPLIES[#SUPPLIES + 1] = { skin[1] .. "EMPTY", skin[2] .. " (empty)", "key" }
  for litres = 1, skin[3] do
    SUPPLIES[#SUPPLIES + 1] = { skin[1] .. litres, skin[2] .. " (" .. litres .. "L)", "key" }
  end
end

--- Numbered item families: name prefix, ring name, how many, how many
--- have two pieces (_COMBO1, _COMBO2).
local FAMILIES = {
  { "KEY_ITEM", "Key", 12, 8 },
  { "PUZZLE_ITEM", "Puzzle", 12, 8 },
  { "PICKUP_ITEM", "Pickup", 4, 4 },
  { "QUEST_ITEM", "Quest Item", 6, 0 },
  { "EXAMINE", "Examine", 3, 0 },
}

--- The item table of a game from its names (id -> NAME).
---@param names table<integer, string>
function M.build(names)
  local id = {}
  for i, n in pairs(names) do id[n] = i end
  local out = { layout = "one_ring" }
  local pos = 0
  local function add(entry)
    pos = pos + 1
    entry.pos = entry.pos or pos
    entry.items = entry.items or { entry.model }
    out[#out + 1] = entry
  end
  for _, w in ipairs(WEAPONS) do
    if id[w[1]] then
      local choices = {}
      for _, a in ipairs(w[4]) do
        if id[a] then choices[#choices + 1] = id[a] end
      end
      add({ ring = "main", model = id[w[1]], name = w[2], kind = "weapon", weapon = w[3],
            ammo_choices = choices, laser = w.laser and id.LASERSIGHT_ITEM or nil })
      for _, a in ipairs(w[4]) do
        if id[a] then
          add({ ring = "main", model = id[a], name = AMMO_NAMES[a] or a, kind = "ammo", ammo_for = w[3] })
        end
      end
    end
  end
  for _, s in ipairs(SUPPLIES) do
    if id[s[1]] then
      add({ ring = "main", model = id[s[1]], name = s[2], kind = s[3], heal = s.heal, used = s.used })
    end
  end
  for _, f in ipairs(FAMILIES) do
    for n = 1, f[3] do
      local whole = f[1] .. n
      if id[whole] then
        add({ ring = "keys", model = id[whole], name = f[2] .. " " .. n, kind = "key", slot = whole })
      end
      if n <= f[4] then
        local a, b = id[whole .. "_COMBO1"], id[whole .. "_COMBO2"]
        if a and b and id[whole] then
          add({ ring = "keys", model = a, name = f[2] .. " " .. n .. " (piece 1)", kind = "key",
                combine = { with = b, gives = id[whole] }, slot = whole .. "_COMBO1" })
          add({ ring = "keys", model = b, name = f[2] .. " " .. n .. " (piece 2)", kind = "key",
                combine = { with = a, gives = id[whole] }, slot = whole .. "_COMBO2" })
        end
      end
    end
  end
  -- The scarab's two halves (TR4's CLOCKWORK_BEETLE_COMBO1 and _2).
  local beetle, b1, b2 = id.CLOCKWORK_BEETLE, id.CLOCKWORK_BEETLE_COMBO1, id.CLOCKWORK_BEETLE_COMBO2
  if beetle and b1 and b2 then
    add({ ring = "keys", model = b1, name = "Beetle Part", kind = "key", combine = { with = b2, gives = beetle } })
    add({ ring = "keys", model = b2, name = "Beetle Part", kind = "key", combine = { with = b1, gives = beetle } })
  end
  local load, save = id.PC_LOAD_INV_ITEM, id.PC_SAVE_INV_ITEM
  if load then add({ ring = "options", model = load, items = {}, name = "Load Game", kind = "load", always = true }) end
  if save then add({ ring = "options", model = save, items = {}, name = "Save Game", kind = "save", always = true }) end
  return out
end

return M
