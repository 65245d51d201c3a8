-- The wolf (TR1): sleeps until its target shares its zone (or by chance
-- wakes to wander), then stalks at a crouch, runs, pounces from a run and
-- bites from a crouch. Timid: it keeps its distance while the target faces
-- it and may flee when hurt.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local wolf = {}

--- A pounce only from behind or the side: the target faces away when its
--- facing is outside this arc.
local FRONT_ARC = 16384

function wolf.init(e)
  local ai = creature.setup(e, stats.of(e))
  if not ai.slept then
    creature.play_state(e, ai.stats.states.sleep)
    ai.slept = true
  end
end

wolf.on_reload = function(e) creature.setup(e, stats.of(e)) end
wolf.on_hit = creature.on_hit

local function facing_us(info)
  return info.enemy_facing < FRONT_ARC and info.enemy_facing > -FRONT_ARC
end

--- The decision of each state (by the state names of the stats): sets goal
--- and required states, the turn rate and what tilt the body leans into.
local decide = {}
wolf.decide = decide

decide.sleep = function(e, ai, info, st)
  local S = st.states
  ai.want_head = 0
  if ai.mood == "escape" or info.zone == info.enemy_zone then
    ai.required = S.crouch
    e.goal_state = S.stop
  elseif world.random() < st.chance.wake then
    ai.required = S.walk
    e.goal_state = S.stop
  end
end

decide.stop = function(e, ai, _, st)
  local S = st.states
  e.goal_state = ai.required ~= creature.NONE and ai.required or S.walk
end

decide.walk = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.stalk
    ai.required = creature.NONE
  elseif world.random() < st.chance.sleep then
    ai.required = S.sleep
    e.goal_state = S.stop
  end
end

decide.crouch = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif ai.mood == "escape" then e.goal_state = S.run
  elseif info.distance < st.range.bite and info.bite then e.goal_state = S.bite
  elseif ai.mood == "stalk" then e.goal_state = S.stalk
  elseif ai.mood == "bored" then e.goal_state = S.stop
  else e.goal_state = S.run end
end

decide.stalk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.stalk)
  if ai.mood == "escape" then e.goal_state = S.run
  elseif info.distance < st.range.bite and info.bite then e.goal_state = S.bite
  elseif info.distance_sq > st.range.stalk * st.range.stalk then e.goal_state = S.run
  elseif ai.mood == "attack" then
    if not info.ahead or info.distance > st.range.attack or facing_us(info) then
      e.goal_state = S.run
    end
  elseif world.random() < st.chance.howl then
    ai.required = S.howl
    e.goal_state = S.crouch
  elseif ai.mood == "bored" then
    e.goal_state = S.crouch
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if info.ahead and info.distance < st.range.attack then
    -- Half the squared attack range, as TRX tr1 wolf.c halves it.
    if info.distance_sq > st.range.attack * st.range.attack // 2 and not facing_us(info) then
      ai.required = S.stalk
      e.goal_state = S.crouch
    else
      e.goal_state = S.attack
      ai.required = creature.NONE
    end
  elseif ai.mood == "stalk" and info.distance < st.range.stalk then
    ai.required = S.stalk
    e.goal_state = S.crouch
  elseif ai.mood == "bored" then
    e.goal_state = S.crouch
  end
end

decide.attack = function(e, ai, _, st)
  local S = st.states
  ai.lean = true
  if ai.required == creature.NONE and creature.bite(e, ai, st.bite, st.damage.pounce) then
    ai.required = S.run
  end
  e.goal_state = S.run
end

decide.bite = function(e, ai, info, st)
  local S = st.states
  if ai.required == creature.NONE and info.ahead and creature.bite(e, ai, st.bite, st.damage.bite) then
    ai.required = S.crouch
  end
end

---@param e Entity
function wolf.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    creature.die(e, ai, st.states.death)
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  ai.want_head = info.ahead and info.angle or 0
  ai.lean = false
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.tilt(e, ai, ai.lean and angle or 0)
  creature.head(e, ai, ai.want_head)
end

wolf.collision = creature.collision

return wolf
