-- The bear (TR1): strolls on all fours, runs at its target (hurting it by
-- touch as it charges), rears up to swipe with both paws, bites from a
-- run, roars now and then, and eats a dead Lara. Violent. Shot while
-- reared, it falls forward onto whoever stands in front of it.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local bear = {}

--- The bear's animation states (TR1's numbering).
local S = {
  STROLL = 0, STOP = 1, WALK = 2, RUN = 3, REAR = 4, ROAR = 5, ATTACK_1 = 6, ATTACK_2 = 7,
  EAT = 8, DEATH = 9,
}
bear.STATES = S
--- "No state required" is STROLL's number too, as in the original.
local NONE = 0

--- TRX's fix (world option "bear_fix"): distances from the bear's
--- origin, and a paw that reaches `fix.paw`, not the original's.
local function fixed()
  return world.option ~= nil and world.option("bear_fix")
end

function bear.init(e)
  local ai = creature.setup(e, stats.of(e))
  if fixed() then ai.pivot = ai.stats.fix.pivot end
end
bear.on_reload = bear.init

--- Falling when killed: from all fours it drops where it stands, reared it
--- topples forward onto the target (slam damage once).
local dying = {}
dying[S.WALK] = function(e) e.goal_state = S.REAR end
dying[S.RUN] = function(e) e.goal_state = S.STOP end
dying[S.STROLL] = dying[S.RUN]
dying[S.REAR] = function(e, ai) ai.slam = true; e.goal_state = S.DEATH end
dying[S.STOP] = function(e, ai) ai.slam = false; e.goal_state = S.DEATH end
dying[S.DEATH] = function(e, ai, st)
  if ai.slam and creature.bite(e, ai, st.bite, st.damage.slam) then ai.slam = false end
  if not ai.dead_since then
    ai.dead_since = world.tick()
    e.solid = false
    e.targetable = false
  end
  creature.die(e, ai, S.DEATH)
end

local decide = {}

decide[S.STOP] = function(e, ai, info, st, target_dead)
  if target_dead then
    e.goal_state = (info.bite and info.distance < st.range.eat) and S.EAT or S.STROLL
  elseif ai.required ~= NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" then e.goal_state = S.STROLL
  else e.goal_state = S.RUN end
end

decide[S.STROLL] = function(e, ai, info, st, target_dead)
  ai.max_turn = creature.deg(st.turn.walk)
  if target_dead and info.ahead and creature.touches(e, ai) then
    e.goal_state = S.STOP
  elseif ai.mood ~= "bored" then
    e.goal_state = S.STOP
    if ai.mood == "escape" then ai.required = S.STROLL end
  elseif world.random() < st.chance.roar then
    ai.required = S.ROAR
    e.goal_state = S.STOP
  end
end

decide[S.RUN] = function(e, ai, info, st, target_dead)
  ai.max_turn = creature.deg(st.turn.run)
  if creature.touches(e, ai) then ai.target:hit(st.damage.charge, e) end
  if ai.mood == "bored" or target_dead then
    e.goal_state = S.STOP
  elseif info.ahead and ai.required == NONE then
    if not ai.hit_before and info.distance < st.range.rear and world.random() < st.chance.rear then
      ai.required = S.REAR
      e.goal_state = S.STOP
    elseif info.distance < st.range.attack then
      e.goal_state = S.ATTACK_1
    end
  end
end

decide[S.REAR] = function(e, ai, info, st)
  if ai.hit_before then
    ai.required = S.STROLL
    e.goal_state = S.STOP
  elseif ai.required ~= NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" or ai.mood == "escape" then e.goal_state = S.STOP
  elseif info.bite and info.distance < (fixed() and st.fix.paw or st.range.paw) then
    e.goal_state = S.ATTACK_2
  else e.goal_state = S.WALK end
end

decide[S.WALK] = function(e, ai, info, st)
  if ai.hit_before then
    ai.required = S.STROLL
    e.goal_state = S.REAR
  elseif info.ahead and creature.touches(e, ai) then
    e.goal_state = S.REAR
  elseif ai.mood == "escape" then
    e.goal_state = S.REAR
    ai.required = S.STROLL
  elseif ai.mood == "bored" or world.random() < st.chance.roar then
    ai.required = S.ROAR
    e.goal_state = S.REAR
  elseif info.distance_sq > st.range.rear * st.range.rear or world.random() < st.chance.drop then
    ai.required = S.STOP
    e.goal_state = S.REAR
  end
end

decide[S.ATTACK_1] = function(e, ai, _, st)
  if ai.required == NONE and creature.bite(e, ai, st.bite, st.damage.bite) then
    ai.required = S.STOP
  end
end

decide[S.ATTACK_2] = function(e, ai, _, st)
  if ai.required == NONE and creature.bite(e, ai, st.bite, st.damage.paw) then
    ai.required = S.REAR
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
    local d = dying[e.anim_state]
    if d then d(e, ai, st) end
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  if ai.hurt_seen then ai.hit_before = true end
  creature.turn(e, ai, ai.max_turn)
  local d = decide[e.anim_state]
  if d then d(e, ai, info, st, ai.target.health <= 0) end
  creature.head(e, ai, info.ahead and info.angle or 0)
end

--- Remembers being shot: a bear once hurt no longer rears to threaten.
function bear.on_hit(e, damage, source)
  creature.on_hit(e, damage, source)
  if e.state.ai then e.state.ai.hurt_seen = true end
end

return bear
