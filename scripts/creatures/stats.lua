-- Finds a creature's numbers: the catalogue entry names them
-- (`params.stats = "wolf"`), the game picks the table (creatures/stats/
-- tr1.lua …); a game without its own entry borrows TR1's.
local stats = {}

--- The numbers called `name` for the game being played.
---@param name string
---@return table
function stats.named(name)
  local ok, own = pcall(require, "creatures.stats.tr" .. world.game())
  local found = (ok and own[name]) or require("creatures.stats.tr1")[name]
  if not found then error("no creature stats named " .. tostring(name)) end
  return found
end

---@param e Entity
---@return table
function stats.of(e)
  local name = e.params and e.params.stats
  if not name then error("catalogue entry of type " .. e.type .. " names no stats") end
  return stats.named(name)
end

return stats
