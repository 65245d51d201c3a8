-- The game's statistics: each completed level's counts kept in the flow's
-- state, summed for the final page.
local totals = {}

--- Keeps level `n`'s statistics.
function totals.add(state, n, stats)
  state.levels = state.levels or {}
  state.levels[n] = stats or {}
end

--- The sums of every level's counts.
function totals.sum(state)
  local sum = {}
  for _, stats in pairs(state.levels or {}) do
    for k, v in pairs(stats) do
      if type(v) == "number" then sum[k] = (sum[k] or 0) + v end
    end
  end
  return sum
end

--- The final statistics page's lines.
function totals.lines(state)
  local s = totals.sum(state)
  local levels = 0
  for _ in pairs(state.levels or {}) do levels = levels + 1 end
  local time = require("gameflow.menu").time(s.ticks)
  local lines = {
    { label = "LEVELS", value = tostring(levels) },
    { label = "TIME TAKEN", value = time },
    { label = "SECRETS FOUND", value = string.format("%d OF %d", s.secrets or 0, s.secrets_total or 0) },
    { label = "PICKUPS", value = tostring(s.pickups or 0) },
    { label = "KILLS", value = tostring(s.kills or 0) },
  }
  if s.distance then
    lines[#lines + 1] = { label = "DISTANCE TRAVELLED",
                          value = string.format("%dm", math.floor(s.distance / 445)) }
  end
  return lines
end

return totals
