-- TR2's masked goons (TRX's Cultist 1: Venice and the Opera House): gun
-- people with a silenced pistol, on TR1's gunman family (creatures/
-- gunman.lua: set-up, sight, the dying and drops) with a state machine of
-- their own. Timid. Idle they wait, strike a pose or stroll while their
-- target is ahead and they are bored; they walk at a target within two
-- sectors and run at one farther off; seeing it they stop and shoot from
-- one of two stances, or shoot on the run (one shot each running-shot
-- animation; a miss sends them running on). Goons 2 and 3 play goon 1's
-- animations; half of them lack two meshes, goon 3 six more.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local gunman = require("creatures.gunman")

local goon = {}

local NONE = creature.NONE

--- Mesh bits hold the first 32 meshes (signed as the engine keeps them).
local WORD = 2 ^ 32
local SIGN = 2 ^ 31

--- `bits` less those of `mask`, with arithmetic only (Lua 5.4 and LuaJIT).
local function without(bits, mask)
  local u, m = bits % WORD, mask % WORD
  for i = 0, 31 do
    local bit = 2 ^ i
    if math.floor(m / bit) % 2 == 1 and math.floor(u / bit) % 2 == 1 then u = u - bit end
  end
  if u >= SIGN then u = u - WORD end
  return math.floor(u)
end

---@param e Entity
function goon.init(e)
  local ai = gunman.init(e)
  if ai.dressed then return end
  ai.dressed = true
  local st = ai.stats
  local bits = e.mesh_bits
  if world.random() < st.hide_by_chance.chance then bits = without(bits, st.hide_by_chance.mask) end
  if st.hide then bits = without(bits, st.hide) end
  e.mesh_bits = bits
end
goon.on_reload = gunman.on_reload
goon.on_hit = gunman.on_hit

local via_stop = gunman.via_stop

--- One of its two standing aims.
local function an_aim(st, S)
  return world.random() < st.chance.aim_1 and S.aim_1 or S.aim_3
end

local decide = {}
goon.decide = decide

decide.stop = function(e, ai, _, _)
  ai.max_turn = 0
  if ai.required ~= NONE then e.goal_state = ai.required end
end

decide.wait = function(e, ai, info, st)
  local S = st.states
  if ai.mood == "escape" then
    via_stop(e, ai, S, S.run)
  elseif gunman.can_shoot(e, ai) then
    via_stop(e, ai, S, an_aim(st, S))
  elseif ai.mood == "bored" and info.ahead then
    local roll = world.random()
    if roll < st.chance.pose then
      via_stop(e, ai, S, S.pose)
    elseif roll < st.chance.walk then
      via_stop(e, ai, S, S.walk)
    end
  elseif ai.mood == "bored" or info.distance < st.range.run then
    via_stop(e, ai, S, S.walk)
  else
    via_stop(e, ai, S, S.run)
  end
end

decide.pose = function(e, ai, info, st)
  local S = st.states
  if gunman.can_shoot(e, ai) then
    via_stop(e, ai, S, S.aim_1)
  elseif ai.mood ~= "bored" or world.random() < st.chance.unpose or not info.ahead then
    e.goal_state = S.stop
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "escape" then
    e.goal_state = S.run
  elseif gunman.can_shoot(e, ai) then
    via_stop(e, ai, S, an_aim(st, S))
  elseif info.distance > st.range.run or not info.ahead then
    e.goal_state = S.run
  elseif ai.mood == "bored" and world.random() < st.chance.unwalk then
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  local angle = ai.turn_angle
  ai.max_turn = creature.deg(st.turn.run)
  ai.shot_anim = nil
  ai.lean = angle // 4
  local sees = gunman.can_shoot(e, ai)
  if ai.mood == "escape" then
    if sees then e.goal_state = S.shoot_run end
  elseif sees then
    local near = info.distance < st.range.run or info.zone ~= info.enemy_zone
    e.goal_state = near and S.stop or S.shoot_run
  elseif ai.mood == "bored" then
    e.goal_state = S.stop
  end
end

local function aim(e, ai, _, st)
  local S = st.states
  ai.fired = false
  if ai.mood == "escape" or not gunman.can_shoot(e, ai) then
    e.goal_state = S.stop
  else
    e.goal_state = e.anim_state == S.aim_1 and S.shoot_1 or S.shoot_3
  end
end
decide.aim_1 = aim
decide.aim_3 = aim

local function fire(e, ai, info, st)
  local gun = st.gun
  return shoot.fire(e, gun, ai.target, info.distance, gun.damage, st.accuracy)
end

--- One shot a stance.
local function shot(e, ai, info, st)
  if not ai.fired then
    fire(e, ai, info, st)
    ai.fired = true
  end
end
decide.shoot_1 = shot
decide.shoot_3 = shot

--- One shot each running-shot animation; a miss runs on.
decide.shoot_run = function(e, ai, info, st)
  local S = st.states
  local anim = creature.anim(e)
  if ai.shot_anim == anim then return end
  ai.shot_anim = anim
  if not fire(e, ai, info, st) then e.goal_state = S.run end
end

--- Decisions that turn the torso to the target.
local AIMING = { aim_1 = true, aim_3 = true, shoot_1 = true, shoot_3 = true, shoot_run = true }

--- The stop is a one-frame animation that the world ends in the tick it
--- starts (into waiting): a goon found waiting with a state required goes
--- on into it, as the stop would have.
local function stop_passes_on(e, ai, st)
  if e.anim_state == st.states.wait and ai.required ~= NONE then
    creature.play_state(e, ai.required)
  end
end

---@param e Entity
function goon.control(e)
  gunman.run_states(e, decide, { before = stop_passes_on, looks = AIMING })
end

goon.collision = creature.collision

return goon
