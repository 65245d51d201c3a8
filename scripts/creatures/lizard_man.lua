-- TR3's lizard man (tomb3 lizman.cpp), Puna's guard. Violent. Bored it
-- stands about, waits or strolls; hunting it runs at Lara, slows to a
-- walk near her, and in reach fights: from a stop a swipe (then a bite
-- while she is still close), from a walk a bite; in sight within
-- `range.gas` it breathes poison gas at her (turning to face her) while
-- she is not yet badly poisoned. While she stands in a blockable box it
-- attacks whatever it senses and gasses her however poisoned she is.
-- Each blow lands once an attack. It bursts late in its death. It climbs
-- rises of two to four clicks and jumps down drops of four
-- (creatures/vault.lua). Numbers: creatures/stats/tr3.lua `lizard_man`.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local stats = require("creatures.stats")
local poison = require("lara.poison")
local breath = require("creatures.breath")
local bursting = require("creatures.bursting")
local habitat = require("creatures.habitat")
local vault = require("creatures.vault")

local lizard = {}

creature.behaviour(lizard, stats.of)

--- True while its target stands in a blockable box (tomb3: the box's
--- overlap index flag 0x8000).
local function in_blockable_box(info)
  return info.target_box ~= nil and nav.box_closed(info.target_box, true)
end

--- True when it may breathe gas at its target: in sight within range,
--- and not yet badly poisoned or standing in a blockable box.
local function may_gas(e, ai, info, st)
  return info.distance < st.range.gas and shoot.can_target(e, info, ai.target)
    and (poison.level(ai.target) < st.gas.poisoned or in_blockable_box(info))
end

--- Before its mood follows: a target in a blockable box it attacks.
local function attack_in_blockable_box(_, ai, info)
  ai.forced_mood = in_blockable_box(info) and "attack" or nil
end

--- Turns to face the target by at most `turn.aim` a tick.
local function face(e, info, st)
  local most = creature.deg(st.turn.aim)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
end

local decide = {}
lizard.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = 0
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif ai.mood == "bored" then
    if ai.required ~= creature.NONE then e.goal_state = ai.required
    elseif world.random() < st.chance.walk then e.goal_state = S.walk
    else e.goal_state = S.wait end
  elseif info.bite and info.distance < st.range.swipe then
    e.goal_state = S.aim_swipe
  elseif may_gas(e, ai, info, st) then
    e.goal_state = S.aim_gas
  else
    e.goal_state = S.run
  end
end

--- True while it plays one of the walk animations it does not turn in.
local function walks_straight(e, st)
  local anim = creature.anim(e)
  for _, a in ipairs(st.walk_without_turn) do
    if anim == a then return true end
  end
  return false
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = walks_straight(e, st) and 0 or creature.deg(st.turn.walk)
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif ai.mood == "bored" then
    if world.random() < st.chance.wait then
      ai.required = S.wait
      e.goal_state = S.stop
    end
  elseif info.bite and info.distance < st.range.swipe then
    e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.bite then
    e.goal_state = S.aim_bite
  elseif may_gas(e, ai, info, st) then
    e.goal_state = S.stop
  elseif info.distance > st.range.run then
    e.goal_state = S.run
  end
end

decide.wait = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = 0
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
  elseif world.random() < st.chance.wait then
    ai.required = S.walk
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if ai.mood == "escape" then return end
  if ai.mood == "bored" then e.goal_state = S.walk
  elseif info.bite and info.distance < st.range.swipe then e.goal_state = S.stop
  elseif may_gas(e, ai, info, st) then e.goal_state = S.stop
  elseif info.ahead and info.distance < st.range.run then e.goal_state = S.walk end
end

decide.aim_bite = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  ai.struck = false
  e.goal_state = (info.bite and info.distance < st.range.bite) and st.states.bite
    or st.states.walk
end

decide.aim_swipe = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  ai.struck = false
  e.goal_state = (info.ahead and info.distance < st.range.swipe) and st.states.swipe
    or st.states.stop
end

decide.aim_gas = function(e, ai, info, st)
  ai.max_turn = 0
  face(e, info, st)
  e.goal_state = (info.bite and may_gas(e, ai, info, st)) and st.states.gas or st.states.stop
end

decide.swipe = function(e, ai, info, st)
  creature.strike_once(e, ai, st.swipe.bite, st.damage.swipe, st.swipe.touch)
  if info.distance < st.range.bite then e.goal_state = st.states.bite end
end

decide.bite = function(e, ai, _, st)
  -- The bite lands once, even after a swipe that landed (its own flag).
  if not ai.bite_landed then
    ai.bite_landed = creature.bite(e, ai, st.bite.bite, st.damage.bite, st.bite.touch)
  end
end

decide.gas = function(e, ai, info, st)
  face(e, info, st)
  local first, last = st.gas.frames[1], st.gas.frames[2]
  if e.frame >= first and e.frame <= last then
    breath.puff(e, st.gas.gun, breath.grow(ai, st.gas.ramp), ai.target)
  elseif e.frame > last then
    ai.breath = 0
  end
end

---@param e Entity
function lizard.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    bursting.die(e, ai, st.states.death, st.death_anim, st.burst_frame, st.burst_sound)
    return
  end
  if e.anim_state ~= st.states.bite then ai.bite_landed = false end
  habitat.before_move(e, ai)
  creature.act(e, creature.by_number(decide, st.states), st.states.death, nil,
    attack_in_blockable_box)
end

lizard.after_move = vault.after_move

return lizard
