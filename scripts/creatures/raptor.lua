-- The raptor (TR1): violent and quick. It walks while bored (calling now
-- and then), runs at its target leaning into its turns; in range while
-- running it goes for a charging bite, or stops (on a chance) to lunge.
-- From a stop it bites what its body touches or a target close ahead, and
-- lunges at one a little further.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local raptor = {}

--- The raptor's animation states (TR1's numbering).
local S = {
  NONE = 0, STOP = 1, WALK = 2, RUN = 3, LUNGE = 4, DEATH = 5, WARNING = 6, CHARGE = 7,
  BITE = 8,
}
raptor.STATES = S
creature.behaviour(raptor, stats.of)

local decide = {}

decide[S.STOP] = function(e, ai, info, st)
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif creature.touches(e, ai) then e.goal_state = S.BITE
  elseif info.bite and info.distance < st.range.close then e.goal_state = S.BITE
  elseif info.bite and info.distance < st.range.lunge then e.goal_state = S.LUNGE
  elseif ai.mood == "bored" then e.goal_state = S.WALK
  else e.goal_state = S.RUN end
end

decide[S.WALK] = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.STOP
  elseif info.ahead and world.random() < st.chance.roar then
    ai.required = S.WARNING
    e.goal_state = S.STOP
  end
end

decide[S.RUN] = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if creature.touches(e, ai) then
    e.goal_state = S.STOP
  elseif info.bite and info.distance < st.range.attack then
    -- Decided once: a stop to lunge from, or the charging bite.
    if e.goal_state == S.RUN then
      e.goal_state = world.random() < st.chance.stop and S.STOP or S.CHARGE
    end
  elseif info.ahead and ai.mood ~= "escape" and world.random() < st.chance.roar then
    ai.required = S.WARNING
    e.goal_state = S.STOP
  elseif ai.mood == "bored" then
    e.goal_state = S.STOP
  end
end

--- An attack lands once, when the body touches the target; `ahead` asks
--- for the target in front too; afterwards the raptor goes on in `after`.
local function attack(damage, after, ahead)
  return function(e, ai, info, st)
    ai.lean = true
    if info.ahead or not ahead then creature.strike(e, ai, st.bite, st.damage[damage], after) end
  end
end

decide[S.LUNGE] = attack("lunge", S.STOP, true)
decide[S.CHARGE] = attack("charge", S.RUN, true)
decide[S.BITE] = attack("bite", S.STOP, false)

---@param e Entity
function raptor.control(e)
  creature.act(e, decide, S.DEATH)
end

return raptor
