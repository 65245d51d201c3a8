-- TR2's bird monster, the giant yeti that guards the Talion (TRX tr2
-- objects/creatures/bird_guardian.c BirdGuardian_Control). Violent. At a
-- stop it slams or crushes (half and half) a target within a sector
-- ahead; a target ahead that it is not hunting (bored or stalking) it
-- roars at; otherwise it walks. Walking, it swings its fists at a target
-- within two sectors ahead and stops for one it is not hunting. Each blow
-- winds up first and goes on only while the target is still in range
-- (else back to the stop, or from the walking blow to the walk); each fist
-- lands once a blow. Its death ends the level at frame `level_end_frame`
-- of its death animation. Numbers: creatures/stats/tr2.lua `bird_monster`.
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
    e.goal_state = S.roar
  else
    e.goal_state = S.walk
  end
end

decide.roar = function(e, ai, info, st)
  if ai.mood ~= "bored" or not info.ahead then e.goal_state = st.states.stop end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.ahead and info.distance < st.range.punch then e.goal_state = S.punch
  elseif idle(ai) and info.ahead then e.goal_state = S.stop end
end

--- Winding up a blow: it goes on into `hit` while the target is ahead
--- within `range`, else back to `back`.
local function wind_up(hit, range, back)
  return function(e, ai, info, st)
    ai.landed_right, ai.landed_left = false, false
    if info.ahead and info.distance < st.range[range] then
      e.goal_state = st.states[hit]
    else
      e.goal_state = st.states[back]
    end
  end
end
decide.slam = wind_up("slam_hit", "slam", "stop")
decide.crush = wind_up("crush_hit", "slam", "stop")
decide.punch = wind_up("punch_right", "punch", "walk")

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
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 and e.anim_state == st.states.death and e.frame == st.level_end_frame
    and not ai.ended_level then
    ai.ended_level = true
    world.level_end()
  end
end

return bird_monster
