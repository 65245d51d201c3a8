-- The bear (TR1): strolls on all fours, runs at its target (hurting it by
-- touch as it charges), rears up to swipe with both paws, bites from a
-- run, roars now and then, and eats a dead Lara. Violent. Shot while
-- reared, it falls forward onto whoever stands in front of it.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local bear = {}

--- "No state required": the stroll's number (0) too, as in the original.
local NONE = creature.NONE

--- TRX's fix (world option "bear_ai"): distances from the bear's
--- origin, and a paw that reaches `fix.paw`, not the original's.
local function fixed()
  return world.option ~= nil and world.option("bear_ai")
end

function bear.init(e)
  local ai = creature.setup(e, stats.of(e))
  if fixed() then ai.pivot = ai.stats.fix.pivot end
end
bear.on_reload = bear.init

--- Falling when killed: from all fours it drops where it stands, reared it
--- topples forward onto the target (slam damage once). By state name:
--- `(e, ai, st)`.
local dying = {}
dying.walk = function(e, _, st) e.goal_state = st.states.rear end
dying.run = function(e, _, st) e.goal_state = st.states.stop end
dying.stroll = dying.run
dying.rear = function(e, ai, st) ai.slam = true; e.goal_state = st.states.death end
dying.stop = function(e, ai, st) ai.slam = false; e.goal_state = st.states.death end
dying.death = function(e, ai, st)
  if ai.slam and creature.bite(e, ai, st.bite, st.damage.slam) then ai.slam = false end
  if not ai.dead_since then
    ai.dead_since = world.tick()
    e.targetable = false
  end
  creature.die(e, ai, st.states.death)
end

--- The decision of each state (by the state names of the stats); the
--- control notes `ai.target_dead` first.
local decide = {}
bear.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.target_dead then
    e.goal_state = (info.bite and info.distance < st.range.eat) and S.eat or S.stroll
  elseif ai.required ~= NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" then e.goal_state = S.stroll
  else e.goal_state = S.run end
end

decide.stroll = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.target_dead and info.ahead and creature.touches(e, ai) then
    e.goal_state = S.stop
  elseif ai.mood ~= "bored" then
    e.goal_state = S.stop
    if ai.mood == "escape" then ai.required = S.stroll end
  elseif world.random() < st.chance.roar then
    ai.required = S.roar
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if creature.touches(e, ai) then ai.target:hit(st.damage.charge, e) end
  if ai.mood == "bored" or ai.target_dead then
    e.goal_state = S.stop
  elseif info.ahead and ai.required == NONE then
    if not ai.hit_before and info.distance < st.range.rear and world.random() < st.chance.rear then
      ai.required = S.rear
      e.goal_state = S.stop
    elseif info.distance < st.range.attack then
      e.goal_state = S.attack_1
    end
  end
end

decide.rear = function(e, ai, info, st)
  local S = st.states
  if ai.hit_before then
    ai.required = S.stroll
    e.goal_state = S.stop
  elseif ai.required ~= NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" or ai.mood == "escape" then e.goal_state = S.stop
  elseif info.bite and info.distance < (fixed() and st.fix.paw or st.range.paw) then
    e.goal_state = S.attack_2
  else e.goal_state = S.walk end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  if ai.hit_before then
    ai.required = S.stroll
    e.goal_state = S.rear
  elseif info.ahead and creature.touches(e, ai) then
    e.goal_state = S.rear
  elseif ai.mood == "escape" then
    e.goal_state = S.rear
    ai.required = S.stroll
  elseif ai.mood == "bored" or world.random() < st.chance.roar then
    ai.required = S.roar
    e.goal_state = S.rear
  elseif info.distance_sq > st.range.rear * st.range.rear or world.random() < st.chance.drop then
    ai.required = S.stop
    e.goal_state = S.rear
  end
end

decide.attack_1 = function(e, ai, _, st)
  local S = st.states
  if ai.required == NONE and creature.bite(e, ai, st.bite, st.damage.bite) then
    ai.required = S.stop
  end
end

decide.attack_2 = function(e, ai, _, st)
  local S = st.states
  if ai.required == NONE and creature.bite(e, ai, st.bite, st.damage.paw) then
    ai.required = S.rear
  end
end

---@param e Entity
function bear.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    creature.arrived(e, ai)
    ai.target = ai.target or creature.target(e)
    creature.turn(e, ai, creature.deg(st.turn.dying))
    local d = creature.by_number(dying, st.states)[e.anim_state]
    if d then d(e, ai, st) end
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  if ai.hurt_seen then ai.hit_before = true end
  creature.turn(e, ai, ai.max_turn)
  ai.target_dead = ai.target.health <= 0
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
end

--- Remembers being shot: a bear once hurt no longer rears to threaten.
function bear.on_hit(e, damage, source)
  creature.on_hit(e, damage, source)
  if e.state.ai then e.state.ai.hurt_seen = true end
end

bear.collision = creature.collision

return bear
