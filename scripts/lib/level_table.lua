-- Named tables in the level's shared Lua table (`world.level_state()`),
-- made on first use: what the entities of a level share and keep with it
-- (the pickups monkeys have put down).
local level_table = {}

--- The level's shared table called `name` (made empty the first time).
---@param name string
---@return table
function level_table.get(name)
  local ls = world.level_state()
  local t = ls[name]
  if not t then
    t = {}
    ls[name] = t
  end
  return t
end

return level_table
