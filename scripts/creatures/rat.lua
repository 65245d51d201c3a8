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

--- The rat's states on land (TR1's numbering): LEAP is its charge.
local S = { NONE = 0, STOP = 1, LEAP = 2, RUN = 3, BITE = 4, DEATH = 5, POSE = 6 }
--- The vole's states.
local W = { NONE = 0, SWIM = 1, BITE = 2, DEATH = 3 }
rat.STATES, rat.WATER_STATES = S, W

creature.behaviour(rat, stats.of)

--- A bite that lands once, on a target ahead the body touches; the rat
--- then goes on in `after`.
local function bite(damage, after)
  return function(e, ai, info, st)
    if info.ahead then creature.strike(e, ai, st.bite, st.damage[damage], after) end
  end
end

local land = {}

land[S.STOP] = function(e, ai, info, st)
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif info.bite and info.distance < st.range.bite then e.goal_state = S.BITE
  else e.goal_state = S.RUN end
end

land[S.RUN] = function(e, ai, info, st)
  if info.ahead and creature.touches(e, ai) then
    e.goal_state = S.STOP
  elseif info.bite and info.distance < st.range.charge then
    e.goal_state = S.LEAP
  elseif info.ahead and world.random() < st.chance.pose then
    ai.required = S.POSE
    e.goal_state = S.STOP
  end
end

land[S.BITE] = bite("bite", S.STOP)
land[S.LEAP] = bite("charge", S.RUN)

land[S.POSE] = function(e, ai, _, st)
  if ai.mood ~= "bored" or world.random() < st.chance.pose then e.goal_state = S.STOP end
end

local water = {}

water[W.SWIM] = function(e, ai, info)
  if info.ahead and creature.touches(e, ai) then e.goal_state = W.BITE end
end

local snap = bite("bite", W.SWIM)
water[W.BITE] = function(e, ai, info, st)
  snap(e, ai, info, st)
  -- No state asked for: the snap plays out into its next animation.
  e.goal_state = W.NONE
end

---@param e Entity
function rat.control(e)
  local ai = e.state.ai
  if not ai.stats.swims then
    creature.act(e, land, S.DEATH)
    return
  end
  habitat.before_move(e, ai)
  creature.act(e, water, W.DEATH)
  -- The body stays where it died, at the surface.
  if e.health <= 0 then
    e:clear_locomotion()
  else
    -- Moved from the floor below, as Vole_Control sets it (TRX tr1 rat.c);
    -- after_move eases it back towards the surface.
    e.y = world.floor(e.room, e.x, e.y, e.z)
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
