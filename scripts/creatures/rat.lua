-- The rat family (TR1): the rat on land and the water rat (vole), told
-- apart by their stats (`swims`).
--
-- The rat is timid: it runs at its target (turning quickly), leaps at it
-- from a run when it is near ahead and level, bites from a stop when close,
-- stops when its body touches the target, and now and then stops to sit
-- up and look about while its target is ahead.
--
-- The vole is violent: it paths over the floor under the water like a
-- walker, swims at the surface, and snaps at a target ahead that its body
-- touches.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")

local rat = {}

creature.behaviour(rat, stats.of)

--- A bite that lands once, on a target ahead the body touches; the rat
--- then goes on in the state named `after`.
local function bite(damage, after)
  return function(e, ai, info, st)
    if info.ahead then creature.strike(e, ai, st.bite, st.damage[damage], st.states[after]) end
  end
end

--- The decision of each state (by the state names of the stats: the rat's
--- on land, the vole's in the water).
local decide = {}
rat.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif info.bite and info.distance < st.range.bite then e.goal_state = S.bite
  else e.goal_state = S.run end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  if info.ahead and creature.touches(e, ai) then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.charge then
    e.goal_state = S.leap
  elseif info.ahead and world.random() < st.chance.pose then
    ai.required = S.pose
    e.goal_state = S.stop
  end
end

local land_bite = bite("bite", "stop")
decide.leap = bite("charge", "run")

decide.pose = function(e, ai, _, st)
  if ai.mood ~= "bored" or world.random() < st.chance.pose then e.goal_state = st.states.stop end
end

decide.swim = function(e, ai, info, st)
  if info.ahead and creature.touches(e, ai) then e.goal_state = st.states.bite end
end

local snap = bite("bite", "swim")
decide.bite = function(e, ai, info, st)
  if not st.swims then return land_bite(e, ai, info, st) end
  snap(e, ai, info, st)
  -- No state asked for: the snap plays out into its next animation.
  e.goal_state = creature.NONE
end

---@param e Entity
function rat.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if st.swims then habitat.before_move(e, ai) end
  creature.act_named(e, decide)
  if st.swims then
    if e.health <= 0 then
      -- The vole's body stays where it died, at the surface.
      e:clear_locomotion()
    else
      -- Moved from the floor below, as Vole_Control sets it (TRX tr1
      -- rat.c); after_move eases it back towards the surface.
      e.y = world.floor(e.room, e.x, e.y, e.z)
    end
  end
end

--- The vole swims at the surface: the world moved it over the floor below
--- like a walker; its height eases from where it was towards the surface.
---@param e Entity
function rat.after_move(e)
  local ai = e.state.ai
  local st = ai and ai.stats
  if not (st and st.swims) or e.health <= 0 or not ai.before_y then return end
  local surface = habitat.surface(e)
  if not surface then return end
  local ease = st.surface_ease
  e.y = ai.before_y + math.max(-ease, math.min(ease, surface - ai.before_y))
end

return rat
