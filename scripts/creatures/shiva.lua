-- TR3's Shiva (tomb3 shiva.cpp): a statue until triggered. Woken, she
-- turns from stone to flesh one mesh at a time (her stone meshes are the
-- Shiva statue's, type `statue`, worn as mesh swaps), breathes smoke a
-- while, then hunts Lara (violent). Close, she strikes with her swords
-- from a stand: a pincer within `range.pincer`, a chop within
-- `range.chopper`; each hand lands once a blow. Hit, she raises her
-- guard (standing or walking) for a few loops, and while guarding (and
-- while still waking) Lara's shots from the front glance off her. Fleeing,
-- she backs away where the sector behind her is open, else guards. Dead,
-- she turns back to stone mesh by mesh. Numbers: creatures/stats/tr3.lua
-- `shiva`.
-- Left out: her killing blow's joint animation with Lara (CreatureKill,
-- Lara's extra animation) and the torso's pitch towards Lara.
local creature = require("ai.creature")
local sense = require("ai.sense")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local stats = require("creatures.stats")

local shiva = {}

--- How many of the model's meshes exist (at most `most`).
local function mesh_count(e, most)
  local n = 0
  while n < most and world.model_mesh(creature.anim_type(e), n) do n = n + 1 end
  return n
end

--- Mesh `i` of `e` as stone (the statue's mesh) or as flesh.
local function stone(e, st, i, on)
  local with = on and world.model_mesh(st.statue, i) or nil
  if on and not with then return end
  e:mesh_swap(i, with)
end

---@param e Entity
function shiva.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  local st = ai.stats
  ai.started = true
  ai.woken, ai.guard, ai.settle, ai.wait = 0, 0, 0, 0
  ai.meshes = mesh_count(e, st.wake.meshes)
  for i = 0, ai.meshes - 1 do stone(e, st, i, true) end
  local anim = creature.own_anim(e, st.start_anim, st.states.start)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, st.states.start) end
  e.goal_state = st.states.start
end
shiva.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- True when Lara's shot meets her guard: in a guarding state and fired
--- from in front of her.
local function guarded(e, st, source)
  if not source or source.type ~= 0 then return false end
  local guarding = false
  for _, s in ipairs(st.guard.states) do guarding = guarding or e.anim_state == s end
  if not guarding then return false end
  local bearing = sense.bearing(e.x, e.z, source.x, source.z)
  return math.abs(angles.diff(bearing, e.yaw)) < sense.AHEAD
end

---@param e Entity
---@param damage integer
---@param source? Entity
function shiva.on_hit(e, damage, source)
  local ai = e.state.ai
  if not ai then return end
  ai.was_hit = true
  if guarded(e, ai.stats, source) then
    local x, y, z = e:mesh_point(0, 0, 0, 0)
    world.particles(particles.RICOCHET, e.room, x, y, z, 1)
    world.sound(ai.stats.sound.block, e)
    return
  end
  creature.on_hit(e, damage, source)
end

--- Smoke about her while she settles.
local SMOKE_SPREAD = 768
local function smoke(e)
  local x = e.x + world.fx_random(2 * SMOKE_SPREAD) - SMOKE_SPREAD
  local z = e.z + world.fx_random(2 * SMOKE_SPREAD) - SMOKE_SPREAD
  world.particles(particles.SMOKE, e.room, x, e.y - world.fx_random(2 * SMOKE_SPREAD), z, 1)
end

--- Each hand that touches lands its blow once a strike.
local function strike(kind)
  return function(e, ai, _, st)
    ai.max_turn = creature.deg(st.turn.walk)
    if ai.struck then return end
    for _, hand in ipairs(st.hands) do
      if not ai.struck and creature.bite(e, ai, hand.bite, st.damage[kind], hand.touch) then
        ai.struck = true
        world.sound(st.sound.blow, e)
      end
    end
  end
end

--- True when the sector a sector behind her is open to her.
local function room_behind(e, ai)
  local dx, dz = fixed.step((e.yaw + 32768) % 65536, 1024)
  local box = world.box_at(e.room, e.x + dx, e.y, e.z + dz)
  return box ~= nil and not nav.box_closed(box, ai.large)
end

local decide = {}
shiva.decide = decide

decide.start = function(e, ai, _, st)
  ai.max_turn = 0
  if ai.wait > 0 then
    ai.wait = ai.wait - 1
  elseif ai.woken < ai.meshes then
    stone(e, st, ai.woken, false)
    local x, y, z = e:mesh_point(ai.woken, 0, 0, 0)
    world.particles(particles.SMOKE, e.room, x, y, z, 1)
    ai.woken = ai.woken + 1
    ai.wait = st.wake.every - 1
  end
  if ai.woken >= ai.meshes and ai.wait == 0 then
    e.goal_state = st.states.wait
    ai.settle = st.wake.settle
  end
end

decide.wait = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if ai.settle > 0 then
    ai.settle = ai.settle - 1
    smoke(e)
    return
  end
  ai.struck = false
  if ai.mood == "escape" then
    e.goal_state = (ai.guard == 0 and room_behind(e, ai)) and S.walk_back or S.wait_guard
  elseif ai.mood == "bored" then
    if world.random() < st.chance.walk then e.goal_state = S.walk end
  elseif info.bite and info.distance < st.range.pincer then
    e.goal_state, ai.guard = S.pincer, 0
  elseif info.bite and info.distance < st.range.chopper then
    e.goal_state, ai.guard = S.chopper, 0
  elseif ai.was_hit and info.ahead then
    e.goal_state, ai.guard = S.wait_guard, st.guard.ticks
  else
    e.goal_state = S.walk
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "escape" or ai.mood == "bored" then
    e.goal_state = S.wait
  elseif info.bite and info.distance < st.range.chopper then
    e.goal_state, ai.guard = S.wait, 0
  elseif ai.was_hit then
    e.goal_state, ai.guard = S.walk_guard, st.guard.ticks
  end
end

decide.wait_guard = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if ai.was_hit or ai.mood == "escape" then ai.guard = st.guard.ticks end
  if (info.bite and info.distance < st.range.chopper) or (e.frame == 0 and ai.guard == 0)
    or not info.ahead then
    e.goal_state, ai.guard = S.wait, 0
  elseif ai.guard > 0 then
    e.goal_state = S.wait_guard
  end
  if e.frame == 0 and ai.guard > 1 then ai.guard = ai.guard - 2 end
end

decide.walk_guard = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.was_hit then ai.guard = st.guard.ticks end
  if (info.bite and info.distance < st.range.pincer) or (e.frame == 0 and ai.guard == 0) then
    e.goal_state, ai.guard = S.walk, 0
  elseif ai.guard > 0 then
    e.goal_state = S.walk_guard
  end
  if e.frame == 0 then ai.guard = 0 end
end

decide.walk_back = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if (info.ahead and info.distance < st.range.chopper) or (e.frame == 0 and ai.guard == 0) then
    e.goal_state = S.wait
  elseif ai.was_hit then
    e.goal_state, ai.guard = S.wait, st.guard.ticks
  end
end

decide.pincer = strike("pincer")
decide.chopper = strike("chopper")

--- Dead: back to stone, a mesh a tick from the last, while the death plays.
local function petrify(e, ai, st)
  if ai.woken > 0 then
    ai.woken = ai.woken - 1
    stone(e, st, ai.woken, true)
  end
end

---@param e Entity
function shiva.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then petrify(e, ai, st) end
  local alive = creature.act_named(e, decide)
  if alive then ai.was_hit = false end
end

shiva.collision = creature.collision

return shiva
