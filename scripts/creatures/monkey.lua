-- TR3's monkey (tomb3 monkey.cpp MonkeyControl). Violent. It sits about
-- (eating or scratching now and then), stands, strolls and, angry, runs
-- at its target, rolls at it from within a sector, leaps at it from
-- within two thirds of one and, close, strikes low or (the target above
-- it) high, turning to face it as it strikes; one blow an attack. Fleeing,
-- it stands its ground while Lara does not aim at it and it faces her.
-- Where the level has TR3's tiger (the jungle) it leaves Lara be until she
-- hurts it; while she rides a vehicle it flees. It steals pickups and
-- hides them at an ambush point (creatures/thief.lua), walks a patrol
-- round under its orders (the guard, ambush, patrol and follow orders
-- come from the library, ai/orders.lua), alerts the other monkeys when hit
-- (ai/kin.lua), and climbs rises and jumps down drops of two to four
-- clicks (creatures/vault.lua). Its only targets are Lara, AI objects and
-- pickups (tomb3 GetAITarget): the original's blows at another target
-- meet nothing with hit points.
local angles = require("lib.angles")
local creature = require("ai.creature")
local kin = require("ai.kin")
local orders = require("ai.orders")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")
local thief = require("creatures.thief")
local vault = require("creatures.vault")

local monkey = {}

---@param e Entity
function monkey.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  creature.set_anim(e, ai.stats.start_anim)
  e.goal_state = ai.stats.states.sit
end
monkey.on_reload = function(e) creature.setup(e, stats.of(e)) end

---@param e Entity
---@param damage integer
---@param source? Entity
function monkey.on_hit(e, damage, source)
  creature.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and source and source.type == 0 then ai.hurt_by_lara = true end
end

--- At peace with Lara: a level with the tiger, and she has not hurt it.
local function friendly(ai, st)
  return not ai.hurt_by_lara and world.has_object(st.friendly_where)
end

--- Before its mood follows: at peace, Lara is out of reach; while she
--- rides a vehicle it flees (monkey.cpp: lara.skidoo, between
--- GetCreatureMood and CreatureMood).
local function amend(_, ai, info)
  local lara = world.lara()
  if friendly(ai, ai.stats) then info.reachable = false end
  ai.forced_mood = (lara and lara.state.vehicle ~= nil) and "escape" or nil
end

--- Fleeing, it stands its ground while Lara does not aim at it and it
--- faces her.
local function holds_ground(e, info)
  local lara = world.lara()
  return info.ahead and not (lara and sense.targeted_by(e, lara))
end

--- One roll in `n` (0..32767 rolls).
local function one_in(n) return world.random() % n == 0 end

--- The decision of each state (by the state names of the stats).
local decide = {}
monkey.decide = decide

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if orders.patrolling(info) then
    e.goal_state = S.walk
  elseif ai.mood == "escape" then
    e.goal_state = S.run
  elseif ai.mood == "bored" then
    if world.random() < st.chance.sit then e.goal_state = S.sit end
  else
    e.goal_state = S.stand
  end
end

--- Bored, standing or sitting: what is required, else now and then a
--- stroll or one of two idles.
local function idle(e, ai, a, b)
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif one_in(16) then e.goal_state = ai.stats.states.walk
  elseif one_in(16) then e.goal_state = one_in(2) and a or b end
end

decide.stand = function(e, ai, info, st)
  local S, target = st.states, ai.target
  ai.max_turn = 0
  local p = ai.errand_point
  if orders.patrolling(info) then
    e.goal_state = S.walk
  elseif ai.mood == "escape" then
    e.goal_state = holds_ground(e, info) and S.stand or S.run
  elseif ai.mood == "bored" then
    idle(e, ai, S.angry, S.sit)
  elseif info.bite and info.distance < st.range.bite then
    e.goal_state = target.y >= e.y and S.attack_low or S.attack_high
  elseif info.bite and info.distance < st.range.jump then
    e.goal_state = S.attack_jump
  elseif p and info.distance < st.range.jump and math.abs(p.y - e.y) < st.steals.level then
    e.goal_state = S.pickup
  elseif info.bite and info.distance < st.range.roll then
    e.goal_state = S.roll
  else
    e.goal_state = S.run
  end
end

decide.sit = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if orders.patrolling(info) then e.goal_state = S.walk
  elseif ai.mood == "bored" then idle(e, ai, S.scratch, S.eat)
  else e.goal_state = S.stand end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if ai.mood == "escape" then
    if holds_ground(e, info) then e.goal_state = S.stand end
  elseif ai.mood == "bored" then
    e.goal_state = S.roll
  elseif info.distance < st.range.jump then
    e.goal_state = S.stand
  elseif info.bite and info.distance < st.range.roll then
    e.goal_state = S.roll
  end
end

--- Turns to face the target by at most the walking turn a tick.
local function face(e, info, st)
  local most = creature.deg(st.turn.walk)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % (4 * angles.QUARTER)
end

--- At a pickup or its ambush point: on the pickup frame it takes the
--- pickup or puts its loot down (creatures/thief.lua); otherwise it turns
--- to face its errand.
decide.pickup = function(e, ai, info, st)
  ai.max_turn = 0
  local p = ai.errand_point
  if p and e.frame == math.min(st.steals.frame, creature.frames(e) - 1) then
    thief.handle(e, ai, st, p)
  else
    face(e, info, st)
  end
end

--- A strike: it faces the target (at most the walking turn a tick) and
--- lands one blow while its hands touch it.
local function strike(kind)
  return function(e, ai, info, st)
    ai.max_turn = 0
    face(e, info, st)
    if ai.required == creature.NONE then
      creature.strike(e, ai, st.bite, st.damage[kind], st.states.stand)
    end
  end
end
decide.attack_low = strike("low")
decide.attack_high = strike("high")
decide.attack_jump = strike("jump")

--- Shows the meshes of its look (stats `looks`): its orders' and whether
--- it carries loot; changed only when the look does.
local function dress(e, ai, st)
  local name = thief.modify_only(ai.orders) and "modify" or "plain"
  local look = st.looks[name]
  local swapped = ai.carried and look.carrying or look.bare
  local key = name .. (ai.carried and "+" or "")
  if ai.dressed == key then return end
  ai.dressed = key
  local wanted = {}
  for _, m in ipairs(swapped) do wanted[m] = true end
  for _, m in ipairs(st.looks.meshes) do
    local with = wanted[m] and world.model_mesh(look.source, m) or nil
    e:mesh_swap(m, with)
  end
end

---@param e Entity
function monkey.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    -- Dying, it shows its own meshes (mesh_bits -1).
    if ai.dressed then
      ai.dressed = nil
      for _, m in ipairs(st.looks.meshes) do e:mesh_swap(m) end
    end
    creature.die(e, ai, st.states.death)
    return
  end
  dress(e, ai, st)
  habitat.before_move(e, ai)
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent, amend) then return end
  -- A pickup to steal or an ambush point to hide it at takes Lara's place.
  local p = thief.errand(e, ai, st)
  ai.errand_point = p
  if p then
    orders.aim(ai, sense.update(e, ai, p), p)
    creature.aim(e, ai, p.x, p.y, p.z)
  end
  kin.raise_if_noticed(e, ai, false)
  local info = ai.info
  ai.lean = false
  local angle = creature.turn(e, ai, ai.max_turn)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  creature.tilt(e, ai, ai.lean and angle // 2 or 0)
  creature.head(e, ai, info.ahead and info.angle or 0)
end

monkey.after_move = vault.after_move

monkey.collision = creature.collision

return monkey
