-- The raptor (TR1): violent and quick. It walks while bored (calling now
-- and then), runs at its target leaning into its turns; in range while
-- running it goes for a charging bite, or stops (on a chance) to lunge.
-- From a stop it bites what its body touches or a target close ahead, and
-- lunges at one a little further.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local raptor = {}

creature.behaviour(raptor, stats.of)

--- The decision of each state (by the state names of the stats).
local decide = {}
raptor.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif creature.touches(e, ai) then e.goal_state = S.bite
  elseif info.bite and info.distance < st.range.close then e.goal_state = S.bite
  elseif info.bite and info.distance < st.range.lunge then e.goal_state = S.lunge
  elseif ai.mood == "bored" then e.goal_state = S.walk
  else e.goal_state = S.run end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
  elseif info.ahead and world.random() < st.chance.roar then
    ai.required = S.warning
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if creature.touches(e, ai) then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.attack then
    -- Decided once: a stop to lunge from, or the charging bite.
    if e.goal_state == S.run then
      e.goal_state = world.random() < st.chance.stop and S.stop or S.charge
    end
  elseif info.ahead and ai.mood ~= "escape" and world.random() < st.chance.roar then
    ai.required = S.warning
    e.goal_state = S.stop
  elseif ai.mood == "bored" then
    e.goal_state = S.stop
  end
end

--- An attack lands once, when the body touches the target; `ahead` asks
--- for the target in front too; afterwards the raptor goes on in the
--- state named `after`.
local function attack(damage, after, ahead)
  return function(e, ai, info, st)
    ai.lean = true
    if info.ahead or not ahead then
      creature.strike(e, ai, st.bite, st.damage[damage], st.states[after])
    end
  end
end

decide.lunge = attack("lunge", "stop", true)
decide.charge = attack("charge", "run", true)
decide.bite = attack("bite", "stop", false)

---@param e Entity
function raptor.control(e)
  local S = e.state.ai.stats.states
  creature.act(e, creature.by_number(decide, S), S.death)
end

return raptor
