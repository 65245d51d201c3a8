-- The centaur mutant (TR1 23): turns towards its path at one rate in every
-- state, runs at its target, rears up to kick it with a hind hoof when it
-- is close ahead (and now and then while running), and stops to aim and
-- fire rockets whenever the target is in sight within range; its head
-- follows the target and pitches with the last shot. Violent. Killed, it
-- plays its death and then bursts into pieces.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local atlantean = require("creatures.atlantean")

local centaur = creature.behaviour({}, stats.of)


local function close_ahead(info, st)
  return info.bite and info.distance < st.range.rear
end

--- The decision of each state (by the state names of the stats).
local decide = {}
centaur.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.neck = 0
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif close_ahead(info, st) then e.goal_state = S.run
  elseif atlantean.can_target(e, ai) then e.goal_state = S.aim
  else e.goal_state = S.run end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  if close_ahead(info, st) then
    ai.required = S.warning
    e.goal_state = S.stop
  elseif atlantean.can_target(e, ai) then
    ai.required = S.aim
    e.goal_state = S.stop
  elseif world.random() < st.chance.rear then
    ai.required = S.warning
    e.goal_state = S.stop
  end
end

decide.aim = function(e, ai, _, st)
  local S = st.states
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif atlantean.can_target(e, ai) then e.goal_state = S.shoot
  else e.goal_state = S.stop end
end

decide.shoot = function(e, ai, _, st)
  local S = st.states
  if ai.required == creature.NONE then
    ai.required = S.aim
    local _, pitch = atlantean.fire(e, st.gun, "rocket", ai.target)
    ai.neck = pitch
  end
end

decide.warning = function(e, ai, _, st)
  creature.strike(e, ai, st.bite, st.damage.rear, st.states.stop)
end

---@param e Entity
function centaur.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    atlantean.die_bursting(e, ai, st.states.death, st.damage.parts)
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  creature.turn(e, ai, creature.deg(st.turn.run))
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
  e:turn_joint(st.head_mesh, ai.neck or 0, ai.head, 0)
end

return centaur
