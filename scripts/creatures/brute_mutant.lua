-- TR3's brute mutant (tomb3 MUTANT3, hybrid.cpp). Violent. From a stop
-- it leaps at Lara straight ahead beyond a sector, or close slashes
-- (she on its left) or kicks; walking it claws within reach; running it
-- claws a moving Lara on the run (for a still one it stops), and slows to
-- a walk near her. Fleeing, it runs while she aims at it or is behind it,
-- else stands its ground. Claws and kick land once an attack; the leap
-- hurts every tick it touches. Its AI objects' orders come from the
-- library (ai/orders.lua; on a patrol round it walks whatever it senses),
-- and noticing Lara or being hit it alerts every brute about (ai/kin.lua).
-- Numbers: creatures/stats/tr3.lua `brute_mutant`.
local creature = require("ai.creature")
local kin = require("ai.kin")
local orders = require("ai.orders")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local brute = {}

creature.behaviour(brute, stats.of)

--- A leap's field: within 45° of straight ahead.
local LEAP_ANGLE = 8192

local decide = {}
brute.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  ai.struck = false
  if orders.patrolling(info) then
    e.goal_state = S.walk
  elseif ai.mood == "escape" then
    local aimed_at = sense.targeted_by(e, ai.target)
    e.goal_state = (aimed_at or not info.ahead) and S.run or S.stop
  elseif math.abs(info.angle) < LEAP_ANGLE and info.distance > st.range.slash then
    e.goal_state = S.leap
  elseif info.bite and info.distance < st.range.slash then
    e.goal_state = info.angle < 0 and S.slash or S.kick
  elseif ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif info.distance < st.range.run then
    e.goal_state = S.walk
  else
    e.goal_state = S.run
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if orders.patrolling(info) then
    e.goal_state = S.walk
  elseif info.bite and info.distance < st.range.claw then
    e.goal_state = S.walk_claw
  elseif ai.mood == "escape" or ai.mood == "attack" then
    e.goal_state = S.run
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if ai.mood == "bored"
    or (ai.mood == "escape" and not sense.targeted_by(e, ai.target) and info.ahead)
    or (ai.struck and info.ahead) then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.run then
    e.goal_state = ai.target.speed ~= 0 and S.run_claw or S.stop
  elseif info.distance < st.range.run then
    e.goal_state = S.walk
  end
  ai.struck = false
end

decide.leap = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.walk)
end

--- In the air and landing: every tick it touches her hurts.
local function leaping(e, ai, _, st)
  ai.max_turn = 0
  creature.bite(e, ai, st.claw.bite, st.damage.leap, st.claw.touch)
end
decide.leap_mid, decide.leap_end = leaping, leaping

--- A blow of `kind` ("claw" or "kick") lands once; out of reach it stops.
local function blow(kind, damage)
  return function(e, ai, info, st)
    ai.max_turn = creature.deg(st.turn.walk)
    creature.strike_once(e, ai, st[kind].bite, st.damage[damage], st[kind].touch)
    if not info.bite or info.distance >= st.range.slash then e.goal_state = st.states.stop end
    if creature.last_frame(e) then ai.struck = false end
  end
end
decide.slash = blow("claw", "claw")
decide.run_claw = blow("claw", "claw")
decide.walk_claw = blow("claw", "claw")
decide.kick = blow("kick", "kick")

---@param e Entity
function brute.control(e)
  local ai = e.state.ai
  if creature.act_named(e, decide) then kin.raise_if_noticed(e, ai) end
end

return brute
