-- TR3's Tinnos monster, the claw mutant (tomb3 clawmute.cpp). Violent
-- where it can reach Lara. From a stop it slashes at her side (close) or
-- claws (a little farther); walking it claws to the side she is on;
-- running at a moving Lara it claws on the run (a still one it stops
-- for). Far off (or where it cannot reach her) it turns to face her and
-- fires a plasma ball (the missile "plasma") from its chest, unless its
-- last firing left it unwilling (a roll: it must claw first). Each claw
-- lands once an attack. Its body bursts when its death ends. Its AI
-- objects' orders come from the library (ai/orders.lua; on a patrol round
-- it walks whatever it senses), and noticing Lara or being hit it alerts
-- every claw mutant about (ai/kin.lua). Numbers: creatures/stats/tr3.lua
-- `claw_mutant`.
-- Left out: the charge's light and the ball's scattering sparks.
local creature = require("ai.creature")
local kin = require("ai.kin")
local orders = require("ai.orders")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local bursting = require("creatures.bursting")

local claw = {}

creature.behaviour(claw, stats.of)

--- True when it would rather fire: Lara in sight far off and it willing,
--- or out of its zone; never at an AI object its orders send it to.
local function fires(e, ai, info, st)
  if info.order then return false end
  if info.zone ~= info.enemy_zone then return true end
  return not ai.unwilling and info.distance > st.range.fire
    and shoot.can_target(e, info, ai.target)
end

local decide = {}
claw.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  ai.struck = false
  if orders.patrolling(info) then
    e.goal_state = S.walk
  elseif ai.mood == "escape" then
    e.goal_state = S.run
  elseif info.bite and info.distance < st.range.slash then
    e.goal_state = info.angle < 0 and S.slash_left or S.slash_right
  elseif info.bite and info.distance < st.range.claw then
    e.goal_state = S.claw
  elseif fires(e, ai, info, st) then
    e.goal_state = S.fire
  elseif ai.mood == "bored" then
    e.goal_state = S.walk
  elseif ai.required ~= creature.NONE then
    e.goal_state = ai.required
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
    e.goal_state = info.angle < 0 and S.walk_claw_left or S.walk_claw_right
  elseif fires(e, ai, info, st) then
    e.goal_state = S.stop
  elseif ai.mood == "escape" or ai.mood == "attack" then
    e.goal_state = S.run
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if ai.mood == "bored" or (ai.struck and info.ahead) then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.run_claw then
    e.goal_state = ai.target.speed ~= 0 and S.run_claw or S.stop
  elseif fires(e, ai, info, st) then
    e.goal_state = S.stop
  end
  ai.struck = false
end

--- A claw: it lands once an attack; having clawed, it is willing to
--- fire again.
local function clawing(e, ai, _, st)
  creature.strike_once(e, ai, st.bite, st.damage.claw)
  ai.unwilling = false
end
decide.run_claw, decide.walk_claw_left, decide.walk_claw_right = clawing, clawing, clawing
decide.slash_left, decide.slash_right, decide.claw = clawing, clawing, clawing

decide.fire = function(e, ai, info, st)
  ai.max_turn = 0
  local most = creature.deg(st.turn.aim)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
  local plasma = st.plasma
  if e.frame == 0 and world.random(plasma.unwilling) == 0 then ai.unwilling = true end
  -- The ball leaves on the original's frame, or a stand-in's last.
  local frames = world.anim_info(creature.anim_type(e), creature.anim(e)) or 1
  if e.frame == math.min(plasma.frame, frames - 1) then
    shoot.launch(e, plasma.gun, "plasma", ai.target)
  end
end

---@param e Entity
function claw.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    bursting.die(e, ai, st.states.death, st.death_anim, nil, st.burst_sound)
    return
  end
  if creature.act_named(e, decide) then kin.raise_if_noticed(e, ai) end
end

return claw
