-- TR4's sphinx (49; TOMB4 sphinx.cpp; numbers in creatures/stats/tr4.lua
-- `sphinx`): a stone bull that charges.
--   rest      it lies (shifting between two rests now and then) until
--             Lara comes within a sector, or at once with an OCB
--   walk      beyond two sectors, her within a sliver of its nose, it
--             charges; nearer, where the floor behind is level with its
--             own, it stops to back off
--   charge    it hardly turns; its horns gore her (200, once a charge);
--             run into a wall (it all but stopped moving) it is stunned:
--             the heavy triggers under it go off, and a Lara between it
--             and the wall is crushed; far off and off its nose it stops
--   back off  it backs away until she is two sectors off or the floor
--             behind it changes, then stops to charge again
-- Nothing of Lara's wears it down (undead, blast-proof: her shots
-- ricochet). Charging, it first breaks the shatterable statics of a
-- stopper sector `smashes_ahead` before it (lib/shatter_statics.lua).
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local shatter_statics = require("lib.shatter_statics")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local sphinx = creature.behaviour({ on_hit = undead.on_hit }, stats.of)

---@param e Entity
function sphinx.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  local ai = creature.setup(e, st)
  if fresh then
    undead.force(e, st.states.rest, st.start_anim)
    ai.last_x, ai.last_z = e.x, e.z
  end
end

--- True when the floor `st.behind` back is within a click of its own.
local function level_behind(e, st)
  local floor = world.probe(e, -st.behind)
  return floor ~= nil and math.abs(floor - e.y) <= st.level_floor
end

local decide = {}
sphinx.decide = decide

local function resting(other)
  return function(e, ai, info, st)
    ai.max_turn = 0
    if info.distance < st.range.wake or e.ocb ~= 0 then
      e.goal_state = st.states.wake
    elseif world.random(st.shift_one_in) == 0 then
      e.goal_state = st.states[other]
    end
  end
end
decide.rest = resting("rest_alerted")
decide.rest_alerted = resting("rest")

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if (info.distance > st.range.charge and math.abs(info.angle) <= st.charge_arc)
    or ai.required == S.run then
    e.goal_state = S.run
  elseif info.distance < st.range.charge and e.goal_state ~= S.run and level_behind(e, st) then
    e.goal_state = S.idle
    ai.required = S.walk_back
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  creature.strike_once(e, ai, st.gore, st.gore.damage, st.gore.touch)
  local stuck = math.abs(e.x - ai.last_x) < st.stuck_within
    and math.abs(e.z - ai.last_z) < st.stuck_within
  if stuck and creature.own_anim(e, st.anims.run, S.run) == creature.anim(e) then
    e.goal_state = S.collide
    ai.required = S.walk_back
    ai.max_turn = 0
  elseif info.distance > st.range.charge and math.abs(info.angle) > st.charge_arc then
    e.goal_state = S.idle
  end
end

decide.walk_back = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.distance > st.range.charge or not level_behind(e, st) then
    e.goal_state = S.idle
    ai.required = S.run
  end
end

--- Stunned against a wall: on its first frame the heavy triggers under it
--- go off and a Lara it touches is crushed.
decide.collide = function(e, ai, _, st)
  ai.max_turn = 0
  if e.frame ~= 0 or ai.stunned_at == world.tick() - 1 then return end
  ai.stunned_at = world.tick()
  world.test_triggers(e, "heavy")
  local lara = ai.target
  if lara and lara.health > 0 and creature.touches(e, ai, st.gore.touch) then
    creature.bite(e, ai, st.gore, lara.health, st.gore.touch)
  end
end

decide.idle = function(e, ai, _, st)
  local S = st.states
  ai.struck = false
  e.goal_state = ai.required == S.walk_back and S.walk_back or S.walk
end

---@param e Entity
function sphinx.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.anim_state == st.states.run then
    local dx, dz = fixed.step_shr(e.yaw, st.smashes_ahead, 0)
    shatter_statics.by_blow(e, e.x + dx, e.y, e.z + dz)
  end
  creature.act_named(e, decide)
  ai.last_x, ai.last_z = e.x, e.z
end

return sphinx
