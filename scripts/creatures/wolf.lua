-- The wolf (TR1): sleeps until its target shares its zone (or by chance
-- wakes to wander), then stalks at a crouch, runs, pounces from a run and
-- bites from a crouch. Timid: it keeps its distance while the target faces
-- it and may flee when hurt.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local wolf = {}

--- The wolf's animation states (TR1's numbering).
local S = {
  NONE = 0, STOP = 1, WALK = 2, RUN = 3, JUMP = 4, STALK = 5, ATTACK = 6, HOWL = 7,
  SLEEP = 8, CROUCH = 9, FAST_TURN = 10, DEATH = 11, BITE = 12,
}
wolf.STATES = S

--- A pounce only from behind or the side: the target faces away when its
--- facing is outside this arc.
local FRONT_ARC = 16384

function wolf.init(e)
  local ai = creature.setup(e, stats.of(e))
  if not ai.slept then
    creature.play_state(e, S.SLEEP)
    ai.slept = true
  end
end

wolf.on_reload = function(e) creature.setup(e, stats.of(e)) end
wolf.on_hit = creature.on_hit

local function facing_us(info)
  return info.enemy_facing < FRONT_ARC and info.enemy_facing > -FRONT_ARC
end

--- The decision of each state: sets goal and required states, the turn rate
--- and what tilt the body leans into.
local decide = {}

decide[S.SLEEP] = function(e, ai, info, st)
  ai.want_head = 0
  if ai.mood == "escape" or info.zone == info.enemy_zone then
    ai.required = S.CROUCH
    e.goal_state = S.STOP
  elseif world.random() < st.chance.wake then
    ai.required = S.WALK
    e.goal_state = S.STOP
  end
end

decide[S.STOP] = function(e, ai)
  e.goal_state = ai.required ~= S.NONE and ai.required or S.WALK
end

decide[S.WALK] = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.STALK
    ai.required = S.NONE
  elseif world.random() < st.chance.sleep then
    ai.required = S.SLEEP
    e.goal_state = S.STOP
  end
end

decide[S.CROUCH] = function(e, ai, info, st)
  if ai.required ~= S.NONE then e.goal_state = ai.required
  elseif ai.mood == "escape" then e.goal_state = S.RUN
  elseif info.distance < st.range.bite and info.bite then e.goal_state = S.BITE
  elseif ai.mood == "stalk" then e.goal_state = S.STALK
  elseif ai.mood == "bored" then e.goal_state = S.STOP
  else e.goal_state = S.RUN end
end

decide[S.STALK] = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.stalk)
  if ai.mood == "escape" then e.goal_state = S.RUN
  elseif info.distance < st.range.bite and info.bite then e.goal_state = S.BITE
  elseif info.distance_sq > st.range.stalk * st.range.stalk then e.goal_state = S.RUN
  elseif ai.mood == "attack" then
    if not info.ahead or info.distance > st.range.attack or facing_us(info) then
      e.goal_state = S.RUN
    end
  elseif world.random() < st.chance.howl then
    ai.required = S.HOWL
    e.goal_state = S.CROUCH
  elseif ai.mood == "bored" then
    e.goal_state = S.CROUCH
  end
end

decide[S.RUN] = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if info.ahead and info.distance < st.range.attack then
    -- Half the squared attack range, as TRX tr1 wolf.c halves it.
    if info.distance_sq > st.range.attack * st.range.attack // 2 and not facing_us(info) then
      ai.required = S.STALK
      e.goal_state = S.CROUCH
    else
      e.goal_state = S.ATTACK
      ai.required = S.NONE
    end
  elseif ai.mood == "stalk" and info.distance < st.range.stalk then
    ai.required = S.STALK
    e.goal_state = S.CROUCH
  elseif ai.mood == "bored" then
    e.goal_state = S.CROUCH
  end
end

decide[S.ATTACK] = function(e, ai, _, st)
  ai.lean = true
  if ai.required == S.NONE and creature.bite(e, ai, st.bite, st.damage.pounce) then
    ai.required = S.RUN
  end
  e.goal_state = S.RUN
end

decide[S.BITE] = function(e, ai, info, st)
  if ai.required == S.NONE and info.ahead and creature.bite(e, ai, st.bite, st.damage.bite) then
    ai.required = S.CROUCH
  end
end

---@param e Entity
function wolf.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    creature.die(e, ai, S.DEATH)
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  ai.want_head = info.ahead and info.angle or 0
  ai.lean = false
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = decide[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.tilt(e, ai, ai.lean and angle or 0)
  creature.head(e, ai, ai.want_head)
end

return wolf
