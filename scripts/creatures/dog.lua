-- The dogs of TR3–TR5: TR3's dogs, TR4's dog and TR5's huskie share one
-- behaviour (the originals share one routine) and TR1's wolf's state
-- numbering (creatures/stats/families.lua `dog`); their numbers differ per game in
-- creatures/stats/tr3.lua … tr5.lua. Violent. Bored, a dog stands about,
-- strolls, howls now and then and (once asleep) dozes; hunting, it runs
-- at its target, leaps at it from a run and, close, stalks it at a
-- crouch and snaps. Its blows land on every tick of their animation's
-- biting frames while its jaws touch. Fleeing, it hides at a crouch while
-- the target aims elsewhere. A TR4/TR5 dog placed with an OCB starts in
-- its getting-up animation and cannot be hurt until that is over.
-- The AI objects' orders (guard, ambush, patrol, follow; TR3's AI_MODIFY:
-- dormant until Lara comes near) come from the library (ai/orders.lua,
-- with the stats' `rest` and `modify`). Left out: alerting the level's
-- guards, the patroller's walking gait (it runs its round), and the
-- head's pitch and the torso's turn (the library turns one joint, the
-- head).
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local dog = {}

local NONE = creature.NONE
--- A hit within this many ticks counts as "just hit" (the games' hit status).
local JUST_HIT_TICKS = 1

---@param e Entity
function dog.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  ai.sleep_ticks = 0
  local st = ai.stats
  local start = (e.ocb ~= 0 and st.anims.wake) or st.anims.start
  creature.set_anim(e, start)
  e.goal_state = st.states.stop
end

function dog.on_reload(e) creature.setup(e, stats.of(e)) end

--- True while it plays its getting-up animation (it cannot be hurt then).
local function waking(e, st)
  return e.ocb ~= 0 and st.anims.wake ~= nil and creature.anim(e) == st.anims.wake
end

---@param e Entity
---@param damage integer
---@param source? Entity
function dog.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and waking(e, ai.stats) then return end
  creature.on_hit(e, damage, source)
  if ai then ai.hit_at = world.tick() end
end

local function just_hit(ai)
  return ai.hit_at ~= nil and world.tick() - ai.hit_at <= JUST_HIT_TICKS
end

--- A roll of 0..32767 taken once a tick (the original rolls once and
--- tests it against several shares).
local function roll(ai) return ai.roll end

--- Blows: while in one of `windows` (frame ranges of the attack's
--- animation) its `mask` meshes touch a target level and ahead, it takes
--- `damage` each tick, and blood flies from the jaws.
local function bite_in(e, ai, info, blow)
  if not info.bite or e:touch_bits(ai.target, blow.touch) == 0 then return end
  for _, w in ipairs(blow.frames) do
    if e.frame >= w[1] and e.frame <= w[2] then
      local x, y, z = e:mesh_point(ai.stats.bite.mesh, ai.stats.bite.x, ai.stats.bite.y,
        ai.stats.bite.z)
      creature.blood(ai.target.room, x, y, z)
      ai.target:hit(blow.damage, e)
      return
    end
  end
end

--- Out of reach of a target that aims elsewhere.
local function hides(e, ai, info)
  return info.ahead and not sense.targeted_by(e, ai.target)
end

--- The decision of each state (by the state names of the stats).
local decide = {}
dog.decide = decide

local function asleep(e, ai, _, st)
  local S = st.states
  ai.head_off = true
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
    return
  end
  ai.sleep_ticks = ai.sleep_ticks + 1
  ai.max_turn = 0
  if ai.sleep_ticks > st.sleep.ticks and roll(ai) < st.sleep.wake then e.goal_state = S.stop end
end
decide.sleep = asleep
decide.empty = asleep

decide.walk = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "bored" and roll(ai) < st.chance.stop then
    e.goal_state = S.stop
  else
    e.goal_state = S.stalk
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if ai.mood == "escape" then
    if hides(e, ai, info) then e.goal_state = S.crouch end
  elseif ai.mood == "bored" then
    e.goal_state = S.crouch
  elseif info.bite and info.distance < st.range.leap then
    e.goal_state = S.attack
  elseif info.distance < st.range.stalk then
    ai.required = S.stalk
    e.goal_state = S.crouch
  end
end

decide.stalk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "bored" then
    e.goal_state = S.crouch
  elseif ai.mood == "escape" then
    e.goal_state = S.run
  elseif info.bite and info.distance < st.range.bite then
    e.goal_state = S.bite
    ai.required = S.stalk
  elseif info.distance > st.range.stalk or just_hit(ai) then
    e.goal_state = S.run
  end
end

decide.attack = function(e, ai, info, st)
  local S = st.states
  bite_in(e, ai, info, st.leap)
  e.goal_state = S.run
end

decide.howl = function(_, ai, _, _) ai.head_off = true end

decide.bite = function(e, ai, info, st)
  bite_in(e, ai, info, st.snap)
end

--- Standing or crouching: a crouch goes on to what is required; else both
--- decide alike (a crouch may stand up; stop and walk, stop and crouch
--- alternate).
local function standing(e, ai, info, st)
  local S = st.states
  local crouched = e.anim_state == S.crouch
  ai.max_turn = 0
  if crouched and roll(ai) < st.chance.stand then
    e.goal_state = S.stop
  elseif ai.mood == "escape" then
    if hides(e, ai, info) and not just_hit(ai) then
      e.goal_state = S.stop
    else
      ai.required = S.run
      e.goal_state = S.crouch
    end
  elseif ai.mood == "bored" then
    ai.sleep_ticks = 0
    ai.max_turn = creature.deg(st.turn.bored)
    if roll(ai) < st.chance.stroll then
      e.goal_state = crouched and S.stop or S.walk
    elseif roll(ai) % st.one_in.howl == 0 then
      e.goal_state = S.howl
    end
  else
    ai.required = S.run
    if not crouched then e.goal_state = S.crouch end
  end
end

decide.stop = standing
decide.crouch = function(e, ai, info, st)
  if ai.required ~= NONE then
    e.goal_state = ai.required
  else
    standing(e, ai, info, st)
  end
end

---@param e Entity
function dog.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    local pick = not ai.dead_since and st.death_anims[1 + world.random(#st.death_anims)]
    creature.die(e, ai, st.states.death, pick or ai.death_anim)
    return
  end
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  ai.roll = world.random()
  ai.head_off = false
  -- Bored, it turns at half its rate.
  local turn = ai.mood == "bored" and ai.max_turn // 2 or ai.max_turn
  creature.turn(e, ai, turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, (info.ahead and not ai.head_off) and info.angle or 0)
end

dog.collision = creature.collision

return dog
