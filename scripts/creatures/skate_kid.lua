-- The skate kid (TR1): rides his board in circles about his target,
-- pushing off now and then, shooting with both guns as he rolls; at
-- middle range he stops to shoot standing (harder), and he skates off again
-- when hurried or when the target comes too close. Taunts once hurt. His
-- board (creatures/skateboard.lua) goes where he goes. Falls as the other
-- gunmen do (creatures/gunman.lua), dropping his uzis.
local creature = require("ai.creature")
local shoot = require("ai.shoot")
local gunman = require("creatures.gunman")
local skateboard = require("creatures.skateboard")

local kid = {
  init = gunman.init,
  on_reload = gunman.on_reload,
  on_hit = creature.on_hit,
}

local NONE = creature.NONE

local decide = {}
kid.decide = decide

decide.stop = function(e, ai, _, st)
  local S = st.states
  ai.fired = false
  if ai.required ~= NONE then
    e.goal_state = ai.required
  elseif gunman.can_shoot(e, ai) then
    e.goal_state = S.shoot_standing
  else
    e.goal_state = S.skate
  end
end

decide.skate = function(e, ai, info, st)
  local S = st.states
  ai.fired = false
  if world.random() < st.chance.push then
    e.goal_state = S.push
  elseif gunman.can_shoot(e, ai) then
    local middle = info.distance > st.range.dont_stop and info.distance < st.range.stop
    if middle and ai.mood ~= "escape" then
      e.goal_state = S.stop
    else
      e.goal_state = S.shoot_skating
    end
  end
end

decide.push = function(e, _, _, st)
  local S = st.states
  if world.random() < st.chance.skate then e.goal_state = S.skate end
end

--- Both guns once a shooting spell, standing (more damage) or rolling.
local function shooting(e, ai, info, st)
  local S = st.states
  if not ai.fired and gunman.can_shoot(e, ai) then
    local damage = e.anim_state == S.shoot_standing and st.damage.standing or st.damage.skating
    for _, gun in ipairs(st.guns) do shoot.fire(e, gun, ai.target, info.distance, damage) end
    ai.fired = true
  end
  if ai.mood == "escape" or info.distance < st.range.too_close then ai.required = S.skate end
end
decide.shoot_standing = shooting
decide.shoot_skating = shooting

---@param e Entity
function kid.control(e)
  local ai, st = gunman.alive(e)
  if not (ai and creature.think(e, st.violent)) then return end
  local info = ai.info
  creature.turn(e, ai, creature.deg(st.turn.skate))
  if e.health < st.speech.below and not ai.spoke then
    world.track(st.speech.track)
    ai.spoke = true
  end
  local d = decide[ai.state_names[e.anim_state]]
  if d then d(e, ai, info, st) end
  creature.head(e, ai, info.ahead and info.angle or 0)
end

--- Brings his board out the first time (when the level has one) and lays
--- it under him after each move.
---@param e Entity
function kid.after_move(e)
  local ai = e.state.ai
  if not ai then return end
  if ai.board == nil then
    local t = ai.stats.board
    ai.board = (t and world.has_object(t)) and world.spawn(t, e.room, e.x, e.y, e.z, e.yaw) or false
  end
  if ai.board and ai.board:exists() then skateboard.follow(ai.board, e) end
end

kid.collision = creature.collision

return kid
