-- TR2's rat (the original calls it the mouse: its own routine, not TR1's
-- rat). Timid. It scurries at its target, turning quickly; bored or
-- stalking it now and then stops to sit up or to look about, and looking
-- about it may sit up or run on. Hunting, it stops close to a target ahead
-- and from there bites (once a bite). Numbers: creatures/stats/tr2.lua
-- `rat`.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local mouse = {}

creature.behaviour(mouse, stats.of)

local NONE = creature.NONE

--- Idling: bored, or stalking out of its target's sight.
local function idle(ai) return ai.mood == "bored" or ai.mood == "stalk" end

local decide = {}
mouse.decide = decide

decide.run = function(e, ai, info, st)
  local S = st.states
  if idle(ai) then
    local roll = world.random()
    if roll < st.chance.wait_1 then
      ai.required, e.goal_state = S.wait_1, S.stop
    elseif roll < st.chance.wait_2 then
      e.goal_state = S.stop
    end
  elseif info.ahead and info.distance < st.range.bite then
    e.goal_state = S.stop
  end
end

-- Nothing asked for, the stop plays on into looking about (wait 2).
decide.stop = function(e, ai, _, _)
  if ai.required ~= NONE then e.goal_state = ai.required end
end

decide.wait_1 = function(e, _, _, st)
  local S = st.states
  if world.random() < st.chance.wait_1 then e.goal_state = S.stop end
end

decide.wait_2 = function(e, ai, info, st)
  local S = st.states
  if idle(ai) then
    local roll = world.random()
    if roll < st.chance.wait_1 then ai.required = S.wait_1
    elseif roll > st.chance.wait_2 then ai.required = S.run end
  elseif info.distance < st.range.bite then
    ai.required = S.bite
  else
    ai.required = S.run
  end
  if ai.required ~= NONE then e.goal_state = S.stop end
end

decide.bite = function(e, ai, _, st)
  local S = st.states
  if ai.required == NONE then creature.strike(e, ai, st.bite, st.damage.bite, S.stop) end
end

---@param e Entity
function mouse.control(e)
  creature.act_named(e, decide)
end

return mouse
