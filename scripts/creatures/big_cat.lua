-- The big cats (TR1): lion, lioness and puma share one behaviour; their
-- hit points and smartness differ in their stats. Violent. A cat strolls
-- while bored (roaring now and then), runs at its target leaning into its
-- turns, and from a stop pounces at a target close ahead or bites one its
-- body already touches.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local big_cat = {}

--- The big cats' animation states (TR1's numbering).
local S = {
  NONE = 0, STOP = 1, WALK = 2, RUN = 3, POUNCE = 4, DEATH = 5, WARNING = 6, BITE = 7,
}
big_cat.STATES = S
creature.behaviour(big_cat, stats.of)

local decide = {}

decide[S.STOP] = function(e, ai, info, st)
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" then e.goal_state = S.WALK
  elseif info.ahead and creature.touches(e, ai) then e.goal_state = S.BITE
  elseif info.ahead and info.distance < st.range.pounce then e.goal_state = S.POUNCE
  else e.goal_state = S.RUN end
end

decide[S.WALK] = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.STOP
  elseif world.random() < st.chance.roar then
    ai.required = S.WARNING
    e.goal_state = S.STOP
  end
end

decide[S.RUN] = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if ai.mood == "bored" then
    e.goal_state = S.STOP
  elseif info.ahead and (info.distance < st.range.pounce or creature.touches(e, ai)) then
    e.goal_state = S.STOP
  elseif ai.mood ~= "escape" and world.random() < st.chance.roar then
    ai.required = S.WARNING
    e.goal_state = S.STOP
  end
end

--- The pounce knocks the target (no blood); the bite draws blood.
decide[S.POUNCE] = function(e, ai, _, st)
  if ai.required == S.NONE and creature.touches(e, ai) then
    ai.target:hit(st.damage.pounce, e)
    ai.required = S.STOP
  end
end

decide[S.BITE] = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.bite, S.STOP)
end

---@param e Entity
function big_cat.control(e)
  creature.act(e, decide, S.DEATH)
end

return big_cat
