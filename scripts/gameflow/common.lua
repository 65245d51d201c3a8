-- Gameflow handlers shared by the games: each returns an action string the
-- game flow carries out ("level 3", "fmv 1", "title", …). The full game flow
-- (inventory at start, statistics, demos) comes with the gameflow issue;
-- these handlers already name every opcode so mods can hook them.
local flow = {}

function flow.action(name)
  return function(...)
    local parts = { name }
    for i = 1, select("#", ...) do parts[#parts + 1] = tostring((select(i, ...))) end
    return table.concat(parts, " ")
  end
end

return flow
