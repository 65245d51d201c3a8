-- Tomb Raider 1's inventory ring items (TRX tr1 game/inventory/inventory_vars.c).
-- Each entry: ring ("main", "keys", "options"), pos (the game's ring
-- position: entries are sorted by it), model (the ring's own "option"
-- model), items (the pickup item keys that count for it, as
-- lara.state.inventory holds them), name (as the game showed it), kind
-- (what selecting it does: gameflow/items/actions.lua) and the kind's
-- fields: weapon (the guns table's name), ammo_for (ammunition shown only
-- while that gun is not owned), heal and used (a medipack's health and
-- statistics share), always (shown without being carried).
return {
  layout = "rings",
  { ring = "main", pos = 0, model = 72, items = {}, name = "Compass", kind = "compass", always = true },
  { ring = "main", pos = 1, model = 99, items = { 84 }, name = "Pistols", kind = "weapon", weapon = "pistols" },
  { ring = "main", pos = 2, model = 100, items = { 85 }, name = "Shotgun", kind = "weapon", weapon = "shotgun" },
  { ring = "main", pos = 3, model = 101, items = { 86 }, name = "Magnums", kind = "weapon", weapon = "magnums" },
  { ring = "main", pos = 4, model = 102, items = { 87 }, name = "Uzis", kind = "weapon", weapon = "uzis" },
  { ring = "main", pos = 1, model = 103, items = { 88 }, name = "Pistol Clips", kind = "ammo", ammo_for = "pistols" },
  { ring = "main", pos = 2, model = 104, items = { 89 }, name = "Shotgun Shells", kind = "ammo", ammo_for = "shotgun" },
  { ring = "main", pos = 3, model = 105, items = { 90 }, name = "Magnum Clips", kind = "ammo", ammo_for = "magnums" },
  { ring = "main", pos = 4, model = 106, items = { 91 }, name = "Uzi Clips", kind = "ammo", ammo_for = "uzis" },
  { ring = "main", pos = 5, model = 107, items = { 92 }, name = "Grenade", kind = "inert" },
  { ring = "main", pos = 6, model = 109, items = { 94 }, name = "Large Medi Pack", kind = "medipack", heal = 1000, used = 1.0 },
  { ring = "main", pos = 7, model = 108, items = { 93 }, name = "Small Medi Pack", kind = "medipack", heal = 500, used = 0.5 },
  { ring = "keys", pos = 100, model = 127, items = { 126 }, name = "Lead Bar", kind = "key" },
  { ring = "keys", pos = 101, model = 133, items = { 129 }, name = "Key", kind = "key" },
  { ring = "keys", pos = 102, model = 134, items = { 130 }, name = "Key", kind = "key" },
  { ring = "keys", pos = 103, model = 135, items = { 131 }, name = "Key", kind = "key" },
  { ring = "keys", pos = 104, model = 136, items = { 132 }, name = "Key", kind = "key" },
  -- The puzzles run backwards on the ring (puzzle 4 first).
  { ring = "keys", pos = 105, model = 117, items = { 113 }, name = "Puzzle", kind = "key" },
  { ring = "keys", pos = 106, model = 116, items = { 112 }, name = "Puzzle", kind = "key" },
  { ring = "keys", pos = 107, model = 115, items = { 111 }, name = "Puzzle", kind = "key" },
  { ring = "keys", pos = 108, model = 114, items = { 110 }, name = "Puzzle", kind = "key" },
  -- Every scion pickup (143-146) gives item 143 (objects/tr1.lua).
  { ring = "keys", pos = 109, model = 150, items = { 143, 144, 145, 146 }, name = "Scion", kind = "key" },
  { ring = "keys", pos = 110, model = 149, items = { 142 }, name = "Pickup", kind = "key" },
  { ring = "keys", pos = 111, model = 148, items = { 141 }, name = "Pickup", kind = "key" },
  { ring = "options", pos = 0, model = 71, items = {}, name = "Game", kind = "passport", always = true },
  { ring = "options", pos = 1, model = 95, items = {}, name = "Detail Levels", kind = "setting", always = true },
  { ring = "options", pos = 2, model = 96, items = {}, name = "Sound", kind = "setting", always = true },
  { ring = "options", pos = 3, model = 97, items = {}, name = "Controls", kind = "setting", always = true },
  { ring = "options", pos = 5, model = 73, items = {}, name = "Lara's Home", kind = "setting", always = true },
}
