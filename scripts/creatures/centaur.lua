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

--- The centaur's animation states (TR1's numbering).
local S = { NONE = 0, STOP = 1, SHOOT = 2, RUN = 3, AIM = 4, DEATH = 5, WARNING = 6 }
centaur.STATES = S

local function close_ahead(info, st)
  return info.bite and info.distance < st.range.rear
end

local decide = {}

decide[S.STOP] = function(e, ai, info, st)
  ai.neck = 0
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif close_ahead(info, st) then e.goal_state = S.RUN
  elseif atlantean.can_target(e, ai) then e.goal_state = S.AIM
  else e.goal_state = S.RUN end
end

decide[S.RUN] = function(e, ai, info, st)
  if close_ahead(info, st) then
    ai.required = S.WARNING
    e.goal_state = S.STOP
  elseif atlantean.can_target(e, ai) then
    ai.required = S.AIM
    e.goal_state = S.STOP
  elseif world.random() < st.chance.rear then
    ai.required = S.WARNING
    e.goal_state = S.STOP
  end
end

decide[S.AIM] = function(e, ai)
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif atlantean.can_target(e, ai) then e.goal_state = S.SHOOT
  else e.goal_state = S.STOP end
end

decide[S.SHOOT] = function(e, ai, _, st)
  if ai.required == S.NONE then
    ai.required = S.AIM
    local _, pitch = atlantean.fire(e, st.gun, "rocket", ai.target)
    ai.neck = pitch
  end
  e.goal_state = S.AIM
end

decide[S.WARNING] = function(e, ai, _, st)
  atlantean.strike(e, ai, st.bite, st.damage.rear, S.STOP)
end

---@param e Entity
function centaur.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    atlantean.die_bursting(e, ai, S.DEATH, st.damage.parts)
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  creature.turn(e, ai, creature.deg(st.turn.run))
  local d = decide[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
  e:turn_joint(st.head_mesh, ai.neck or 0, ai.head, 0)
end

return centaur
