-- The level's statistics: time, kills, pickups, secrets, distance, ammo
-- used, hits and medipacks, kept in world.level_state().stats (so a save
-- holds them and a restart starts them again), and the lines of the
-- level-end statistics page as each game showed them (TRX tr1
-- game/stats.c, tomb3 savegame.cpp). Counted where they happen: time and
-- distance by Lara's behaviour each tick (lara/player.lua), kills where a
-- creature dies (ai/creature.lua), pickups in objects/common/pickup.lua,
-- ammunition and hits in lara/guns.lua, medipacks in gameflow/ring.lua.
local fixed = require("lib.fixed")
local stats = {}

--- Every counter, zero at the start of a level.
stats.FIELDS = { "ticks", "kills", "pickups", "secrets", "distance", "ammo_used", "hits", "medipacks" }

--- World units in a metre for the distance travelled (TR2's statistics
--- divide the distance by this).
local UNITS_PER_METRE = 445
local METRES_PER_KM = 1000
local TICKS_PER_SECOND = 30

--- The level's statistics table (made on first use).
---@return table<string, number>
function stats.get()
  local level = world.level_state()
  local s = level.stats
  if type(s) ~= "table" then
    s = {}
    for _, f in ipairs(stats.FIELDS) do s[f] = 0 end
    level.stats = s
  end
  return s
end

--- Adds `n` (default 1) to counter `name`; the new value.
---@param name string
---@param n number?
---@return number
function stats.add(name, n)
  local s = stats.get()
  s[name] = (tonumber(s[name]) or 0) + (n or 1)
  return s[name]
end

--- The secrets found and the level's total (world.secrets_found, else
--- the counter `secrets` and no total).
---@return integer found, integer total
function stats.secrets()
  if world.secrets_found then return world.secrets_found() end
  return math.floor(stats.get().secrets or 0), 0
end

--- One tick of Lara's control: the time, and the distance she moved since
--- the last tick (straight-line, horizontal and vertical together).
--- `from` keeps her last position (her own state table: no allocation).
---@param e Entity
---@param from table
function stats.tick(e, from)
  local s = stats.get()
  s.ticks = s.ticks + 1
  if from.x then
    local dx, dy, dz = e.x - from.x, e.y - from.y, e.z - from.z
    s.distance = s.distance + fixed.sqrt(dx * dx + dy * dy + dz * dz)
  end
  from.x, from.y, from.z = e.x, e.y, e.z
end

--- A time in ticks as the games wrote it: H:MM:SS from an hour, else MM:SS.
---@param ticks number
---@return string
function stats.time(ticks)
  local secs = math.floor((ticks or 0) / TICKS_PER_SECOND)
  local h, m, s = secs // 3600, (secs // 60) % 60, secs % 60
  if h > 0 then return string.format("%d:%02d:%02d", h, m, s) end
  return string.format("%02d:%02d", m, s)
end

--- A distance in world units as TR2 wrote it: metres, or kilometres with
--- two decimals from 1000 m.
---@param units number
---@return string
function stats.distance(units)
  local m = math.floor((units or 0) / UNITS_PER_METRE)
  if m < METRES_PER_KM then return string.format("%dm", m) end
  return string.format("%d.%02dkm", m // METRES_PER_KM, (m % METRES_PER_KM) // 10)
end

--- Each game's page: the rows in order, each a label and how its value
--- is written.
local PAGES = {
  [1] = { { "TIME TAKEN", "time" }, { "SECRETS FOUND", "secrets_of" }, { "PICKUPS", "pickups" },
          { "KILLS", "kills" } },
  [2] = { { "TIME TAKEN", "time" }, { "SECRETS FOUND", "secrets" }, { "KILLS", "kills" },
          { "AMMO USED", "ammo_used" }, { "HITS", "hits" }, { "HEALTH PACKS USED", "medipacks" },
          { "DISTANCE TRAVELLED", "distance" } },
  [3] = { { "TIME TAKEN", "time" }, { "SECRETS FOUND", "secrets_of" }, { "KILLS", "kills" },
          { "AMMO USED", "ammo_used" }, { "HITS", "hits" }, { "HEALTH PACKS USED", "medipacks" },
          { "DISTANCE TRAVELLED", "distance" } },
  [4] = { { "TIME TAKEN", "time" }, { "DISTANCE TRAVELLED", "distance" }, { "AMMO USED", "ammo_used" },
          { "HEALTH PACKS USED", "medipacks" }, { "SECRETS FOUND", "secrets_of" } },
}
PAGES[5] = PAGES[4]

local VALUES = {
  time = function(s) return stats.time(s.ticks) end,
  distance = function(s) return stats.distance(s.distance) end,
  -- Small packs count a half, large ones one: one decimal.
  medipacks = function(s) return string.format("%.1f", s.medipacks or 0) end,
  secrets = function()
    local found = stats.secrets()
    return found > 0 and tostring(found) or "NONE"
  end,
  secrets_of = function()
    local found, total = stats.secrets()
    return string.format("%d OF %d", found, total)
  end,
}

--- The statistics page's lines for `game` (1-5; default the level's), as
--- page lines { label, value }.
---@param game integer?
---@return { label: string, value: string }[]
function stats.lines(game)
  local s = stats.get()
  local page = PAGES[game or world.game()] or PAGES[1]
  local out = {}
  for i, row in ipairs(page) do
    local f = VALUES[row[2]]
    out[i] = { label = row[1], value = f and f(s) or tostring(math.floor(s[row[2]] or 0)) }
  end
  return out
end

return stats
