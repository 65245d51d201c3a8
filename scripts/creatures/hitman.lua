-- TR5's hitman, VCI's cyborg (TOMB5 hitman.cpp HitmanControl): the guards'
-- routine (creatures/guard.lua: his start, hits, gas, fall, alarm and
-- burst) with his own moves, which the stats name as his `routine`:
--   stop     having her in his sights he aims within `range.aim` (or
--            from another zone), else walks on; not seeing her he jumps
--            a gap ahead, or where his way leads along monkey bars he
--            hangs from them (under them) or walks on to them; else he
--            stands while bored, walks within `range.walk`, runs beyond
--   walk     in his sights within `range.aim`: stops to aim; jumps a gap;
--            stops for bars ahead or within `range.stop`; runs beyond
--            `range.walk` (no orders)
--   run      as the walk, walking within `range.walk`
--   aim      turns to her; fires his burst while she is in his sights
--            within `range.aim` (or from another zone), else stops
--   monkey_start  hanging from the bars: at their end under them he drops
--            to a stop, else swings on
--   monkey_swing  swinging along the bars, his top held at the ceiling;
--            at their end he hangs still
-- He never turns about, and his jumps start in one animation from any
-- move (stats `leap`).
local creature = require("ai.creature")
local leap = require("ai.leap")
local gunman = require("creatures.gunman")
local guard = require("creatures.guard")

local hitman = {}

local NONE = creature.NONE

local decide = {}
hitman.decide = decide

--- His way leads along bars: under them he hangs from them, else he
--- walks on to them.
local function to_the_bars(e, S)
  e.goal_state = leap.under_bars(e) and S.monkey_start or S.walk
end

--- In his sights and near enough, or she is out of his reach: he aims.
local function aims(e, ai, info, st)
  return guard.sights(e, ai, st) and (info.distance < st.range.aim or not info.reachable)
end

function decide.stop(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  e:set_leap(false, false)
  if ai.required ~= NONE then
    e.goal_state = ai.required
  elseif info.order then
    e.goal_state = info.order == "ambush" and S.run or S.walk
  elseif guard.sights(e, ai, st) then
    e.goal_state = aims(e, ai, info, st) and S.aim or S.walk
  elseif guard.jumps(e, ai, st, "stop") then
    return
  elseif ai.monkey_ahead then
    to_the_bars(e, S)
  else
    guard.pursue(e, ai, info, st)
  end
end

--- Walking or running (`how`: "walk" or "run"), the moves' shared turns.
local function moving(how)
  return function(e, ai, info, st)
    local S = st.states
    ai.max_turn = creature.deg(st.turn[how])
    e:set_leap(false, false)
    if aims(e, ai, info, st) then
      gunman.via_stop(e, ai, S, S.aim)
    elseif guard.jumps(e, ai, st, how) then
      return
    elseif ai.monkey_ahead then
      e.goal_state = S.stop
    elseif how == "walk" then
      if info.order then return end -- its errand's end is the order's (ai/orders.lua)
      if info.distance < st.range.stop then
        e.goal_state = S.stop
      elseif info.distance > st.range.walk then
        e.goal_state = S.run
      end
    elseif info.distance < st.range.walk then
      e.goal_state = S.walk
    end
  end
end
decide.walk = moving("walk")
decide.run = moving("run")

--- Aiming: he turns to her; in his sights within range he fires, else
--- stops.
function decide.aim(e, ai, info, st)
  local S = st.states
  ai.max_turn = 0
  gunman.face(e, info, st.turn.aim)
  e.goal_state = aims(e, ai, info, st) and S.rapid or S.stop
end

--- His way along the bars ends here (ai/leap.lua).
local swing_ends = leap.swing_ends

function decide.monkey_start(e, ai, _, st)
  local S = st.states
  ai.max_turn = 0
  if not swing_ends(e, ai) then
    e.goal_state = S.monkey_swing
  elseif leap.under_bars(e) then
    e.goal_state = S.stop
    e:set_leap(false, false)
  end
end

function decide.monkey_swing(e, ai, _, st)
  e:set_leap(true, true)
  ai.max_turn = creature.deg(st.turn.walk)
  if swing_ends(e, ai) and leap.under_bars(e) then e.goal_state = st.states.monkey_start end
end

return hitman
