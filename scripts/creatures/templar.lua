-- TR4's Knights Templar (TOMB4 templar.cpp; numbers in
-- creatures/stats/tr4.lua `templar`). A ghostly knight that cannot die:
-- whatever a hit takes, his hit points are whole again by his next tick.
--   stop    beyond a sword's reach he walks to her, or, while she aims at
--           him, raises his guard; within it he strikes with one of three
--           blows (one in two the first, else one in two each the others)
--   walk    back to a stop within reach or once she aims at him
--   blows   he turns with her slowly; the blade lands once a blow on its
--           frames
--   guard   while she aims at him from beyond his reach he holds it, a
--           hit rocking him in one of two reactions; else back to a stop
-- His sword throws sparks in his idle and guard animations now and then.
-- On its frames the blade first breaks the shatterable statics of a
-- stopper sector under it (lib/shatter_statics.lua), as TOMB4's.
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local particles = require("lib.particles")
local shatter_statics = require("lib.shatter_statics")

local templar = {}

---@param e Entity
function templar.init(e)
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  if not ai.started then
    ai.started = true
    local S = st.states
    local anim = creature.own_anim(e, st.start_anim, S.stop)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, S.stop) end
    e.goal_state = S.stop
    if st.hidden_mesh_bits then e.mesh_bits = st.hidden_mesh_bits end
  end
end

---@param e Entity
function templar.on_reload(e) creature.setup(e, stats.of(e)) end

--- A hit: he feels it (his guard reacts) but loses nothing for long; no
--- kill is ever counted.
---@param e Entity
---@param damage integer
---@param source? Entity
function templar.on_hit(e, damage, source) creature.struck(e, source) end

--- Turns towards the target by at most `limit` a tick, standing.
local function face(e, info, limit)
  e.yaw = (e.yaw + math.max(-limit, math.min(limit, info.angle))) % 65536
end

--- True while Lara aims at him.
local function aimed_at(e)
  local lara = world.lara()
  return lara ~= nil and sense.targeted_by(e, lara)
end

local decide = {}
templar.decide = decide

function decide.stop(e, ai, info, st)
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.stop)
  local S = st.states
  if info.distance > st.range.sword then
    e.goal_state = aimed_at(e) and S.guard or S.walk
  elseif world.random(2) == 0 then
    e.goal_state = S.blow_2
  elseif world.random(2) == 0 then
    e.goal_state = S.blow_1
  else
    e.goal_state = S.blow_3
  end
end

function decide.walk(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if aimed_at(e) or info.distance <= st.range.sword then e.goal_state = st.states.stop end
end

--- A blow: he turns with her; on its frames the blade breaks the statics
--- it reaches and lands once.
local function blow(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, creature.deg(st.turn.blow))
  local f, last = st.blade.frames, creature.frames(e) - 1
  if e.frame >= math.min(f[1], last) and e.frame <= math.min(f[2], last) then
    shatter_statics.by_joint(e, st.blade.shatters)
    creature.strike_once(e, ai, st.blade, st.damage, st.blade.touch)
  end
end
decide.blow_1 = blow
decide.blow_2 = blow
decide.blow_3 = blow

function decide.guard(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, creature.deg(st.turn.blow))
  local S = st.states
  if creature.hit_lately(ai) then
    e.goal_state = world.random(2) == 0 and S.guard_hit_1 or S.guard_hit_2
  elseif info.distance > st.range.guard and aimed_at(e) then
    e.goal_state = S.guard
  else
    e.goal_state = S.stop
  end
end

--- Sparks off his sword, one tick in two, in the animations that show it.
local function sparks(e, st)
  local s = st.sparks
  if not s.anims[creature.anim(e)] or world.random(2) == 0 then return end
  local x, y, z = e:mesh_point(s.mesh, s.x, s.y, s.z)
  world.particles(particles.SPARKS, e.room, x, y, z, s.count)
end

---@param e Entity
function templar.control(e)
  local ai = e.state.ai
  local st = ai.stats
  -- His hit points come back whatever took them.
  if e.health < st.hit_points then e.health = st.hit_points end
  sparks(e, st)
  creature.act_named(e, decide)
end

templar.collision = creature.collision

return templar
