-- The crocodile family (TR1): the crocodile on land and the alligator in
-- the water, told apart by their stats (`swims`). Both are violent.
--
-- On land it walks when stalking, runs when attacking or fleeing, turns
-- on the spot (always clockwise) towards a target far behind it, stops
-- when its body touches the target and bites from a stop when the target
-- is close ahead and level; the bite lands as the attack starts.
--
-- In the water it is held a click under the surface before each move
-- (from there it may rise its fly speed towards a target above), snaps at a
-- target it touches that is ahead and level (one bite each time the snap
-- starts over), and when dead its body floats up towards the surface. TR3's
-- (stats `hunts = "in_water"`) goes for Lara only while she is under the
-- water or riding a vehicle, and is bored otherwise.
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")

local crocodile = {}

creature.behaviour(crocodile, stats.of)

--- Far behind: beyond the fast-turn arc and range (the original weighs
--- the squared distance).
local function far_behind(info, st)
  local ft = st.fast_turn
  return math.abs(info.angle) > ft.arc and info.distance_sq > ft.range * ft.range
end

--- The decision of each state (by the state names of the stats: the
--- crocodile's on land, the alligator's in the water).
local decide = {}
crocodile.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if info.bite and info.distance < st.range.bite then e.goal_state = S.attack_1
  elseif ai.mood == "escape" then e.goal_state = S.run
  elseif ai.mood == "attack" then
    e.goal_state = far_behind(info, st) and S.fast_turn or S.run
  elseif ai.mood == "stalk" then e.goal_state = S.walk end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  if info.ahead and creature.touches(e, ai) then e.goal_state = S.stop
  elseif ai.mood == "attack" or ai.mood == "escape" then e.goal_state = S.run
  elseif ai.mood == "bored" then e.goal_state = S.stop end
end

decide.fast_turn = function(e, _, info, st)
  e.yaw = (e.yaw + creature.deg(st.turn.fast)) % 65536
  if math.abs(info.angle) < st.fast_turn.arc then e.goal_state = st.states.walk end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  if info.ahead and creature.touches(e, ai) then e.goal_state = S.stop
  elseif ai.mood == "stalk" then e.goal_state = S.walk
  elseif ai.mood == "bored" then e.goal_state = S.stop
  elseif ai.mood == "attack" and far_behind(info, st) then e.goal_state = S.stop end
end

decide.attack_1 = function(e, ai, _, st)
  if ai.required ~= creature.NONE then return end
  creature.blood(ai.target.room, sense.bite_point(e, st.bite))
  ai.target:hit(st.damage.bite, e)
  ai.required = st.states.stop
end

--- Whether a hunter of the water (`hunts = "in_water"`) may go for `target`:
--- she is under water or riding (tomb3 croc.cpp, orca.cpp: her room is a
--- water room, or she is on a vehicle; swimming at the surface she is not).
---@param target Entity
---@return boolean
function crocodile.within_reach(target)
  return target.water == "underwater" or target.state.vehicle ~= nil
end

--- The senses of a hunter of the water: a target out of it is no quarry.
---@param ai table
---@param info table
function crocodile.water_senses(_, ai, info)
  if ai.stats.hunts == "in_water" and not crocodile.within_reach(ai.target) then
    info.peaceful = true
    info.reachable = false
    info.distance = sense.FAR
  end
end

decide.swim = function(e, ai, info, st)
  if info.bite and creature.touches(e, ai) then e.goal_state = st.states.attack end
end

decide.attack = function(e, ai, info, st)
  -- Each time the snap starts over it may bite again.
  if e.frame == 0 then ai.required = creature.NONE end
  if info.bite and creature.touches(e, ai) then
    creature.strike(e, ai, st.bite, st.damage.bite, st.states.swim)
  else
    e.goal_state = st.states.swim
  end
end

---@param e Entity
function crocodile.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  if not st.swims then
    -- Turning on the spot it swings by its fast turn instead of steering.
    ai.max_turn = e.anim_state == S.fast_turn and 0 or creature.deg(st.turn.walk)
    creature.act_named(e, decide)
    return
  end
  if e.health <= 0 then
    habitat.float_up(e, ai, S.death, st.float_speed, creature.own_anim(e, st.death_anim, S.death),
      st.float_rests_short)
    return
  end
  habitat.before_move(e, ai)
  if not creature.act(e, creature.by_number(decide, S), S.death, nil, crocodile.water_senses) then
    return
  end
  habitat.hold_under(e, st.below_surface)
end

--- In the water: never out of it.
---@param e Entity
function crocodile.after_move(e)
  local ai = e.state.ai
  if not (ai and ai.stats.swims) or e.health <= 0 then return end
  habitat.stay_in_water(e, ai)
end

return crocodile
