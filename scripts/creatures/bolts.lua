-- Bolts fired by count (TR4's Seth, harpy and demigods; TOMB4 seth.cpp,
-- harpy.cpp: a firing state counts its ticks in the creature's first item
-- flag and releases bolts on the ticks its table names). Not a behaviour:
-- the creature modules use it. The stats give `volleys[state name]`: a
-- list of {from, to, hand, every?, kind?} (ticks counted from 1; `hand`
-- "right", "left", "both" or "alternate": one hand on odd ticks, the other
-- on even; `every` 2: every other tick), `hands` {right, left} as mesh
-- points, `bolt` the missile's stats name (a volley's `kind` instead).
local shoot = require("ai.shoot")

local bolts = {}

--- Starts the count of a firing state (the original's item_flags[0] = 0).
---@param ai table
function bolts.start(ai) ai.volley_tick = 0 end

--- Fires one bolt of `kind` from `hand` at `target`, turned `yaw_offset`.
---@param e Entity
---@param hand {mesh: integer, x: integer, y: integer, z: integer}
---@param kind string
---@param target Entity
---@param yaw_offset? integer
---@return Entity
function bolts.fire(e, hand, kind, target, yaw_offset)
  return (shoot.launch(e, hand, kind, target, yaw_offset))
end

--- One tick of the firing state `name`: counts, and fires what the tick
--- calls for at `target`. Returns the bolts fired this tick.
---@param e Entity
---@param ai table
---@param name string
---@param target Entity
---@return integer
function bolts.volley(e, ai, name, target)
  local st = ai.stats
  ai.volley_tick = (ai.volley_tick or 0) + 1
  local t, fired = ai.volley_tick, 0
  for _, v in ipairs(st.volleys[name] or {}) do
    if t >= v.from and t <= v.to and (t - v.from) % (v.every or 1) == 0 then
      local kind = v.kind or st.bolt
      local hands = { v.hand }
      if v.hand == "both" then hands = { "right", "left" }
      elseif v.hand == "alternate" then hands = { t % 2 == 1 and "right" or "left" } end
      for _, h in ipairs(hands) do
        bolts.fire(e, st.hands[h], kind, target)
        fired = fired + 1
      end
    end
  end
  return fired
end

return bolts
