-- Bodies that only fidget: no mind, no hit points, nothing to shoot at
-- (TR4's wounded soldiers SAS_DYING and SAS_CAPTAIN: TOMB4 sas.cpp
-- InitialiseInjuredSas, InjuredSasControl). The OCB picks how one is
-- placed (its stats' `starts.ocb` for a non-zero OCB, `starts.plain` for
-- none: each an animation and its state); while it runs, in a state its
-- stats' `fidgets` name it goes on a roll to another state, tried in
-- order, one roll each ({ goal, one_in }: one tick in `one_in`), and that
-- state's animation brings it back.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local fidget = {}

---@param e Entity
function fidget.init(e)
  local st = stats.of(e)
  e.targetable = false
  if e.state.placed then return end
  e.state.placed = true
  local start = e.ocb ~= 0 and st.starts.ocb or st.starts.plain
  local anim = creature.own_anim(e, start.anim, start.state)
  if anim then
    e:set_anim(anim, 0)
  else
    creature.play_state(e, start.state)
  end
  e.goal_state = start.state
end

---@param e Entity
function fidget.control(e)
  local moves = stats.of(e).fidgets[e.anim_state]
  if not moves then return end
  for _, m in ipairs(moves) do
    if world.random(m.one_in) == 0 then
      e.goal_state = m.goal
      return
    end
  end
end

return fidget
