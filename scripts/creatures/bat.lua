-- The bat (TR1, TR4): wakes from hanging and flies at its target, easing
-- its height towards the top of the target's body. It bites by touch:
-- TR1's bites every tick while any of its meshes touches the target, and
-- losing touch it flies off (bored for a tick) and comes round again.
-- TR4's (stats `bites_once`) hangs until its target comes within
-- `range.wake` or it is hurt, takes off, bites once and then flees until
-- it is back within `range.regroup` of its target or a roll of
-- `chance.regroup` says it turns. Timid. Killed in the air it drops to the
-- floor and dies there. Numbers: creatures/stats/tr1.lua and tr4.lua
-- `bat` (TR1's TRX bat.c, TOMB4 bat.cpp).
local creature = require("ai.creature")
local stats = require("creatures.stats")

local bat = {}

---@param e Entity
function bat.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  -- TR4's is placed hanging (stats `starts_hanging`).
  if ai.stats.starts_hanging then creature.play_state(e, ai.stats.states.hang) end
end

bat.on_hit = creature.on_hit
bat.on_reload = function(e) creature.setup(e, stats.of(e)) end

local decide = {}
bat.decide = decide

decide.hang = function(e, ai, info, st)
  local S = st.states
  if not S.take_off then
    e.goal_state = S.fly
  elseif info.distance < st.range.wake or ai.hurt_by_lara or creature.hit_lately(ai) then
    e.goal_state = S.take_off
  end
end

decide.fly = function(e, ai, info, st)
  if st.bites_once and (info.distance < st.range.regroup or world.random() < st.chance.regroup) then
    ai.flee = false
  end
  if not ai.flee and creature.touches(e, ai) then e.goal_state = st.states.attack end
end

decide.attack = function(e, ai, _, st)
  if not ai.flee and creature.bite(e, ai, st.bite, st.damage.bite) then
    ai.flee = st.bites_once or false
    return
  end
  e.goal_state = st.states.fly
  ai.mood = "bored"
end

---@param e Entity
function bat.control(e)
  local ai = e.state.ai
  local S = ai.stats.states
  if e.health <= 0 then
    creature.fall_dead(e, ai, S.fall, S.death, ai.stats.fall_anim)
    return
  end
  creature.act(e, creature.by_number(decide, S), S.death)
end

bat.collision = creature.collision

return bat
