-- Type ids by catalogue name, and names by id, in a game's catalogue
-- (objects/tr1.lua … tr5.lua: the one shape of objects/catalogue.lua):
-- `types.id("Wolf")` in TR1, `types.id("DOG")` in TR4. A script that
-- names another object (what a creature fears, what a switch opens) names
-- it here rather than by a bare number.
local catalogues = require("objects.catalogue")

local types = {}

--- Per catalogue table: name -> id (made once per catalogue as loaded; a
--- reloaded catalogue is a new table).
local ids_of = setmetatable({}, { __mode = "k" })

--- The catalogue of `game` (1-5; the running game when nil).
---@param game? integer
---@return table<integer, CatalogueEntry>
function types.catalogue(game)
  return require("objects.tr" .. (game or world.game()))
end

--- The type id of `name` in `game` (the running game when nil), or nil.
---@param name string
---@param game? integer
---@return integer?
function types.id(name, game)
  local catalogue = types.catalogue(game)
  local ids = ids_of[catalogue]
  if not ids then
    ids = catalogues.ids(catalogue)
    ids_of[catalogue] = ids
  end
  return ids[name]
end

--- The catalogue name of type `id` in `game` (the running game when nil),
--- or nil.
---@param id integer
---@param game? integer
---@return string?
function types.name(id, game)
  local entry = types.catalogue(game)[id]
  return entry and entry.name
end

return types
