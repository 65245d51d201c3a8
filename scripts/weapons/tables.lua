-- The weapon tables of the game being played (weapons/trN.lua; TR1's until
-- a game brings its own), looked up once per load of this module: never a
-- file search per tick. Lara's guns (lara/guns.lua) and her shells in
-- flight (weapons/projectile.lua) read the same tables.
local tables = {}

local cached

--- The game's weapon tables.
---@return table
function tables.current()
  if not cached then
    local ok, own = pcall(require, "weapons.tr" .. world.game())
    cached = ok and own or require("weapons.tr1")
  end
  return cached
end

return tables
