-- TR2's bird monster, the giant yeti that guards the Talion. Violent. At a
-- stop it slams or crushes (half and half) a target within a sector
-- ahead; walking, it swings its fists at one within two. A target ahead
-- that it is not hunting it roars at, or, out of its reach, it walks off
-- (fleeing). Each blow winds up first and goes on only while the target is
-- still in range; each fist lands once a blow. Numbers: creatures/stats/
-- tr2.lua `bird_monster` (TombEngine's figures: the decompilation has not
-- reached this routine).
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local bird_monster = {}

creature.behaviour(bird_monster, stats.of)

--- Not hunting: bored or stalking.
local function idle(ai) return ai.mood == "bored" or ai.mood == "stalk" end

local decide = {}
bird_monster.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  if info.ahead and info.distance < st.range.slam then
    e.goal_state = world.random() < st.chance.slam and S.slam or S.crush
  elseif info.ahead and idle(ai) then
    if info.zone ~= info.enemy_zone then
      e.goal_state = S.walk
      ai.mood = "escape"
    else
      e.goal_state = S.roar
    end
  else
    e.goal_state = S.walk
  end
end

decide.roar = function(e, ai, info, st)
  ai.max_turn = 0
  if ai.mood ~= "bored" or not info.ahead then e.goal_state = st.states.stop end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.ahead and info.distance < st.range.punch then e.goal_state = S.punch
  elseif idle(ai) and info.ahead then e.goal_state = S.stop end
end

--- Winding up a blow: it goes on into `hit` while the target is ahead
--- within `range`, else back to a stop.
local function wind_up(hit, range)
  return function(e, ai, info, st)
    ai.landed_right, ai.landed_left = false, false
    if info.ahead and info.distance < st.range[range] then
      e.goal_state = st.states[hit]
    else
      e.goal_state = st.states.stop
    end
  end
end
decide.slam = wind_up("slam_hit", "slam")
decide.crush = wind_up("crush_hit", "slam")
decide.punch = wind_up("punch_right", "punch")

--- One fist's blow: it lands once, when it touches; true once it has.
local function fist_lands(e, ai, st, fist, landed)
  if landed or not creature.touches(e, ai, fist.touch) then return landed end
  creature.blood(ai.target.room, sense.bite_point(e, fist.bite))
  ai.target:hit(st.damage.blow, e)
  return true
end

--- A blow going on: each fist that touches lands once.
local function blows(e, ai, _, st)
  ai.landed_right = fist_lands(e, ai, st, st.fists.right, ai.landed_right)
  ai.landed_left = fist_lands(e, ai, st, st.fists.left, ai.landed_left)
end
decide.slam_hit, decide.crush_hit = blows, blows
decide.punch_right, decide.punch_left = blows, blows

---@param e Entity
function bird_monster.control(e)
  creature.act_named(e, decide)
end

return bird_monster
