-- TR4's Jean-Yves (TOMB4 jean.cpp; numbers in creatures/stats/tr4.lua
-- `jean_yves`): no mind, no hit points; he stands at his desk idling in
-- moves that follow how far Lara has got. His animations come in rows of
-- four, one row per stage of the game (the highest LARALOCATION reached,
-- `level_state().highest_location`, at most 3): when she has got further
-- than he last saw he starts one of the new row's four at random; after
-- that each tick asks for one of the row's moves (the second or third
-- three times in four, else the first or the fourth).
local stats = require("creatures.stats")

local jean = {}

---@param e Entity
function jean.init(e)
  local st = stats.of(e)
  e.targetable = false
  if e.state.seen == nil then
    e.state.seen = e.ocb
    e:set_anim(0, 0)
    e.goal_state = st.row_first
  end
end

---@param e Entity
function jean.control(e)
  local st = stats.of(e)
  local stage = math.min(world.level_state().highest_location or 0, st.last_row)
  if e.state.seen < stage then
    local pick = world.random(st.row) + st.row * stage
    e:set_anim(pick, 0)
    e.goal_state = pick + st.row_first
    e.state.seen = stage
    return
  end
  local row = (e.anim_state - st.row_first) // st.row * st.row
  local step
  if world.random(4) ~= 0 then
    step = 1 + world.random(2)
  else
    step = 3 * world.random(2)
  end
  e.goal_state = row + step + st.row_first
end

return jean
