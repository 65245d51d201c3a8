-- Slots TOMB4 or TOMB5 name but give no routine: setup.cpp registers no
-- control and no collision for them. Placed in a level, such a model is
-- drawn where it stands, is not solid, and does nothing when triggered.
-- common/still.lua plays exactly that.
local no_routine = {}

--- The catalogue entry of a slot with no routine; `why` says what the
--- slot is and where the original leaves it.
---@param why string
---@return table
function no_routine.entry(why)
  return { behaviour = "objects.common.still", params = { solid = false }, note = why }
end

return no_routine
