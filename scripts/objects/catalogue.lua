-- The one shape of every game's catalogue (docs/lua-api.md "Contract").
-- A catalogue is a table keyed by type id whose entries are
--   { id = 7, name = "Wolf", behaviour = "creatures.wolf", params = { ... }, note = "..." }
-- `id` the type id (the key), `name` unique in its game (TRosettaStone 3's
-- name for TR1–TR3, the original's object NAME for TR4/TR5; a level
-- override or a script names a type by it as well as by its id),
-- `behaviour` a full module name ("objects.common.door", "creatures.wolf")
-- or "inert" (no behaviour: it animates when triggered), `params` what the
-- behaviour reads as `e.params`, `note` why an entry is inert or what a
-- slot never placed is for (check-scripts --coverage prints it).
-- TR1–TR3 list their entries (objects/tr1.lua …); TR4/TR5 make theirs from
-- the game's name list by rules (objects/tr45/catalogue.lua). Both end here.
local catalogue = {}

--- The catalogue of `entries` (a list in the shape above), keyed by id.
--- An entry without an integer id, or an id or name given twice, is an
--- error naming the entry: the whole catalogue is refused, as check-scripts
--- reports.
---@param entries CatalogueEntry[]
---@return table<integer, CatalogueEntry>
function catalogue.list(entries)
  local by_id, by_name = {}, {}
  for i, entry in ipairs(entries) do
    local id = entry.id
    if type(id) ~= "number" or id ~= math.floor(id) then
      error(("catalogue entry %d (%s) has no integer id"):format(i, tostring(entry.name)), 2)
    end
    if by_id[id] then
      error(("catalogue id %d is listed twice (%s, %s)"):format(id, tostring(by_id[id].name),
        tostring(entry.name)), 2)
    end
    local name = entry.name
    if name ~= nil and by_name[name] then
      error(("catalogue name %q is given to ids %d and %d"):format(name, by_name[name], id), 2)
    end
    by_id[id] = entry
    if name ~= nil then by_name[name] = id end
  end
  return by_id
end

--- Name -> id of a catalogue.
---@param cat table<integer, CatalogueEntry>
---@return table<string, integer>
function catalogue.ids(cat)
  local ids = {}
  for id, entry in pairs(cat) do
    if entry.name then ids[entry.name] = id end
  end
  return ids
end

--- A level override's entries for the type ids `ids` of catalogue `cat`:
--- each entry as the catalogue has it, with `extra` laid over its
--- parameters.
---@param cat table<integer, CatalogueEntry>
---@param ids integer[]
---@param extra table
---@return table<integer, CatalogueEntry>
function catalogue.with_params(cat, ids, extra)
  local types = {}
  for _, id in ipairs(ids) do
    local entry = cat[id]
    local params = {}
    for k, v in pairs(entry.params or {}) do params[k] = v end
    for k, v in pairs(extra) do params[k] = v end
    types[id] = { id = id, name = entry.name, behaviour = entry.behaviour, params = params }
  end
  return types
end

return catalogue
