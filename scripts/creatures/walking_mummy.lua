-- TR4's mummy (47; TOMB4 mummy.cpp): unlike TR1's, it walks. Undead
-- (creatures/undead.lua): only a blast wears it down and bursts it. It
-- stands with its arms crossed until she comes within a sector (or at
-- once, with an OCB of 0 or more), shambles at her with its arms out when
-- she is near, swipes (once a swing, within the swing's frames) when she
-- is at arm's length, and stands still when she is far. Shot near, it
-- staggers back now and then (always under the heavy guns of its stats'
-- `knocked_by`), and a heavy gun sometimes throws it down: it lies, then
-- gets up. Placed with OCB 2 it lies on the floor until woken (she comes
-- within a sector, or one roll in 128 a tick). Numbers: creatures/stats/
-- tr4.lua `mummy`.
-- Left out: the AI objects' orders; the wait of a negative OCB.
local creature = require("ai.creature")
local melee = require("ai.melee")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local mummy = creature.behaviour({ on_hit = undead.on_hit }, stats.of)

---@param e Entity
function mummy.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  creature.setup(e, st)
  if not fresh then return end
  local start = e.ocb == st.lying_ocb and "lying" or "crossed"
  undead.force(e, st.states[start], st.anims[start])
end

local one_in = undead.one_in

local decide = {}
mummy.decide = decide

decide.crossed = function(e, ai, info, st)
  ai.max_turn = 0
  if info.distance < st.range.wake or e.ocb >= 0 then e.goal_state = st.states.walk end
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = 0
  if info.distance > st.range.swipe and info.distance < st.range.far then
    e.goal_state = S.walk
  elseif info.distance < st.range.swipe then
    e.goal_state = S.swipe
  else
    e.goal_state = S.stop
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if info.distance < st.range.arms_out then e.goal_state = S.arms_out
  elseif info.distance > st.range.far then e.goal_state = S.stop end
end

decide.arms_out = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.walk)
  if info.distance < st.range.swipe then
    e.goal_state = S.stop
  elseif info.distance > st.range.arms_out then
    if info.distance < st.range.far then e.goal_state = S.walk end
  elseif info.distance < st.range.grab then
    e.goal_state = S.grab
  end
end

--- A swing: within the swing's frames a touching hand lands once.
local function swing(e, ai, info, st)
  melee.swing(e, ai, info, st.turn.walk, st.strike, st.bite)
end
decide.grab, decide.swipe = swing, swing

decide.lying = function(e, ai, info, st)
  ai.max_turn = 0
  e.targetable = false
  if info.distance < st.range.wake or one_in(st.one_in.wake) then
    e.goal_state = st.states.rise
    e.targetable = true
  end
end

--- States a blow does not interrupt: staggering, thrown down, lying.
local function reeling(S, state)
  return state == S.thrown or state == S.stagger or state == S.lying
end

--- Shot near: thrown down (one roll in 4, under a heavy gun), or
--- staggering (one in 8, or always under a heavy gun). True when a blow
--- was answered so.
local function shaken(e, ai, st)
  local S, info = st.states, ai.info
  if not (creature.hit_lately(ai) and info.distance and info.distance < st.range.shaken)
    or reeling(S, e.anim_state) or ai.shaken_at == ai.hit_tick then
    return false
  end
  ai.shaken_at = ai.hit_tick
  local heavy = ai.blow ~= nil and st.knocked_by[ai.blow] == true
  if heavy and one_in(st.one_in.thrown) then
    undead.force(e, S.thrown, st.anims.thrown)
    ai.max_turn = 0
  elseif heavy or one_in(st.one_in.stagger) then
    local walking = e.anim_state == S.arms_out or e.anim_state == S.grab
    if walking then undead.force(e, S.stagger_walking, st.anims.stagger_walking)
    else undead.force(e, S.stagger, st.anims.stagger) end
  else
    return false
  end
  e.yaw = (e.yaw + info.angle) % 65536
  return true
end

---@param e Entity
function mummy.control(e)
  local ai = e.state.ai
  if e.health <= 0 then
    if e.active then undead.burst(e) end
    return
  end
  if shaken(e, ai, ai.stats) then return end
  creature.act_named(e, decide)
end

return mummy
