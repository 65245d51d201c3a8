-- Creatures that burn up under a flamethrower (tomb3 flamer.cpp and
-- sealmute.cpp): a flamethrower man's pour grows each tick it goes on
-- (by a quarter of itself plus one, up to `ramp_to`); once grown, each tick
-- of it scorches his target, and a target whose stats give `burns_after`
-- dies burning once scorched more often than that.
local scorch = {}

--- One tick of `e`'s pour (its stats' `scorches`: { ramp_to }), from
--- zero on the tick it started pouring (`started`): grows the pour and,
--- once grown, scorches `target`.
---@param ai table the pourer's AI table
---@param scorches table
---@param started boolean
---@param target Entity?
function scorch.pour(ai, scorches, started, target)
  if started then ai.pour = 0 end
  local pour = ai.pour or 0
  if pour < scorches.ramp_to then
    ai.pour = pour + pour // 4 + 1
    return
  end
  local hit = target and target.state and target.state.ai
  if hit and hit.stats and hit.stats.burns_after then hit.scorched = (hit.scorched or 0) + 1 end
end

--- True once creature `e` (its AI table `ai`, stats `st`) has been
--- scorched past its `burns_after`: it is set alight (`ai.burning`) and
--- killed.
---@param e Entity
---@param ai table
---@param st table
---@return boolean
function scorch.burnt(e, ai, st)
  if ai.burning then return true end
  if not st.burns_after or (ai.scorched or 0) <= st.burns_after then return false end
  ai.burning = true
  e.health = 0
  return true
end

return scorch
