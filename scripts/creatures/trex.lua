-- The T-Rex (TR1): large (blockable boxes are closed to it, so it never
-- passes a door), violent. It runs at a far target, slows to a stop as it
-- comes within its run range ahead, walks while its target is in its
-- attack range ahead or stands behind it looking at it, roars now and
-- then, and from a stop bites a target close ahead: when its jaws close
-- on it the bite kills (the catalogue entry names the death Lara plays).
-- Lara, when its body touches her, is hurt every tick, trampled while it
-- runs.
-- Its head and neck turn together towards the target, each half the way.
-- Killed, it comes to a stop and falls. TR3's tyrannosaur
-- (creatures/trex3.lua) walks and runs by these decisions too.
local creature = require("ai.creature")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local trex = {}

creature.behaviour(trex, stats.of)

--- The decision of each state (by the state names of the stats).
local decide = {}
trex.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= creature.NONE then e.goal_state = ai.required
  elseif info.distance < st.range.bite and info.bite then e.goal_state = S.bite
  elseif ai.mood == "bored" or ai.wary then e.goal_state = S.walk
  else e.goal_state = S.run end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" or not ai.wary then
    e.goal_state = S.stop
  elseif info.ahead and world.random() < st.chance.roar then
    ai.required = S.roar
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  if (info.distance < st.range.run and info.bite) or ai.wary then
    e.goal_state = S.stop
  elseif ai.mood ~= "escape" and info.ahead and world.random() < st.chance.roar then
    ai.required = S.roar
    e.goal_state = S.stop
  elseif ai.mood == "bored" then
    e.goal_state = S.stop
  elseif st.halts_fleeing_unaimed and ai.mood == "escape" and info.ahead
    and not sense.targeted_by(e, world.lara()) then
    -- TR3's: fleeing, it halts while its enemy is ahead and Lara does not
    -- aim at it.
    e.goal_state = S.stop
  end
end

decide.bite = function(e, ai, _, st)
  local S = st.states
  if creature.touches(e, ai) then
    ai.target:hit(st.damage.bite, e)
    e.goal_state = S.kill
  end
  ai.required = S.walk
end

--- Wary: walks rather than runs while its target stands behind it looking
--- at it (facing within the originals' front arc, a quarter circle either
--- way), or ahead within its attack range beyond its bite (weighed on the
--- squared distance, as the original).
function trex.wary(ai, info, st)
  local arc = sense.AHEAD
  local watched = ai.mood ~= "escape" and not info.ahead
    and info.enemy_facing > -arc and info.enemy_facing < arc
  return watched or (info.distance_sq > st.range.bite * st.range.bite
    and info.distance < st.range.attack and info.bite)
end

--- Lara, while its body touches her, is hurt every tick (more while it
--- runs), whatever it hunts.
function trex.tread(e, st)
  local lara = world.lara()
  if not lara or lara.health <= 0 or e:touch_bits(lara) == 0 then return end
  lara:hit(e.anim_state == st.states.run and st.damage.trample or st.damage.touch, e)
end

--- Head and neck turn together, each towards half of `bearing`.
local function look(e, ai, st, bearing)
  creature.head(e, ai, bearing // 2)
  e:turn_joint(st.neck_mesh, 0, ai.head, 0)
end

--- Dead: comes to a stop, then falls, its head and neck easing back
--- straight; the body stays.
function trex.dying(e, ai)
  local st = ai.stats
  local S = st.states
  if e.anim_state == S.death then
    if not ai.dead_since then
      ai.dead_since = world.tick()
      e.solid = false
      e.targetable = false
    end
    creature.die(e, ai, S.death)
  else
    e.goal_state = e.anim_state == S.stop and S.death or S.stop
  end
  look(e, ai, st, 0)
end

---@param e Entity
function trex.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    trex.dying(e, ai)
    return
  end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, st.violent) then return end
  local info = ai.info
  creature.turn(e, ai, ai.max_turn)
  trex.tread(e, st)
  ai.wary = trex.wary(ai, info, st)
  local d = creature.by_number(decide, st.states)[e.anim_state]
  if d then d(e, ai, info, st) end
  look(e, ai, st, info.ahead and info.angle or 0)
end

return trex
