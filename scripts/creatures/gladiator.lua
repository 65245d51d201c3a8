-- TR5's gladiator (TOMB5 gladiatr.cpp): a sword and a shield. Violent.
-- Bored it stands about and now and then strolls; hunting it walks or
-- runs at its target and cuts at it: two cuts from a stop within its
-- `cut` range, one from a walk within `walk_cut`, one from a run once
-- within `run_cut`. Each cut turns it towards its target as it swings
-- and lands once, after its first frames (`cut_from`), where its sword
-- (`touch`) meets the target. When Lara aims at it from ahead and close
-- it raises its shield now and then (surely against her shotgun, one time
-- in sixteen against other guns) and lowers it when she aims elsewhere,
-- is hit from behind, or on a 1-in-128 roll; the shield is a pose, the
-- original lets her shots through all the same. Fleeing, it holds its
-- ground while she aims elsewhere. After its first frames a cut breaks
-- the glass statics (50-59) of a stopper sector where its sword
-- (`shatters`, a joint) reaches, before it lands (lib/shatter_statics.lua).
-- Left out: the OCB 1 look (every mesh worn from MESHSWAP1). Numbers:
-- creatures/stats/tr5.lua `gladiator`.
local creature = require("ai.creature")
local shatter_statics = require("lib.shatter_statics")
local melee = require("ai.melee")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local gladiator = {}

creature.behaviour(gladiator, stats.of)

local NONE = creature.NONE

--- True on a roll of `one_in` (1 in N).
local function one_in(n) return world.random(n) == 0 end

--- Lara aims at it.
local function aimed_at(e, ai) return sense.targeted_by(e, ai.target) end

--- Whether Lara stands in front of it (within ±90° of its heading).
local function lara_in_front(e)
  local lara = world.lara()
  return lara ~= nil and math.abs(e:angle_to(lara)) < sense.AHEAD
end

--- Whether it raises its shield now: aimed at from ahead and close, on
--- its rolls (one in two; then against a gun other than `shield_against`
--- one in `shield_else`).
local function shields(e, ai, info, st)
  if not (aimed_at(e, ai) and lara_in_front(e) and info.distance < st.range.shield) then
    return false
  end
  if not one_in(2) then return false end
  local guns = ai.target.state.guns
  return (guns and guns.kind == st.shield_against) or one_in(st.chance.shield_else)
end

local decide = {}
gladiator.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = ai.mood == "bored" and 0 or creature.deg(st.turn.walk)
  if ai.mood == "escape" then
    local holds = not aimed_at(e, ai) and info.ahead and not creature.hit_lately(ai)
    e.goal_state = holds and S.stop or S.walk
  elseif ai.mood ~= "bored" then
    if shields(e, ai, info, st) then
      e.goal_state = S.guard
    elseif info.bite and info.distance < st.range.cut then
      e.goal_state = one_in(2) and S.cut_1 or S.cut_2
    else
      e.goal_state = S.walk
    end
  elseif ai.required ~= NONE then
    e.goal_state = ai.required
  elseif one_in(st.one_in.stroll) then
    e.goal_state = S.walk
  end
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  melee.walk(e, ai, info, {
    stop = S.stop, run = S.run, attack = S.walk_cut,
    turn = st.turn.walk, bored_turn = st.turn.bored, stroll = st.one_in.stroll,
    stop_within = st.range.stop, attack_within = st.range.walk_cut, run_beyond = st.range.run,
  })
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if ai.mood == "escape" then
    if not aimed_at(e, ai) and info.ahead then e.goal_state = S.stop end
  elseif ai.mood == "bored" then
    e.goal_state = S.walk
  elseif info.distance < st.range.run_cut then
    e.goal_state = info.bite and S.run_cut or S.walk
  end
end

decide.guard = function(e, ai, _, st)
  local S = st.states
  if creature.hit_lately(ai) then
    if not lara_in_front(e) then e.goal_state = S.stop end
  elseif not aimed_at(e, ai) or one_in(st.one_in.lower_shield) then
    e.goal_state = S.stop
  end
end

decide.guarding = function(e, ai, _, st)
  if not aimed_at(e, ai) then e.goal_state = st.states.stop end
end

--- A cut: it turns to face its target by up to `turn.cut` a tick, and
--- after `cut_from` frames its sword lands once where it touches.
local function cut(e, ai, info, st)
  melee.stand_facing(e, ai, info, st.turn.cut)
  if e.frame <= st.cut_from then return end
  shatter_statics.by_joint(e, st.shatters)
  if creature.strike_once(e, ai, st.bite, st.damage.cut, st.touch) then
    world.sound(st.sounds.cut, e)
  end
end
decide.cut_1, decide.cut_2, decide.run_cut, decide.walk_cut = cut, cut, cut, cut

---@param e Entity
function gladiator.control(e)
  creature.act_named(e, decide)
end

return gladiator
