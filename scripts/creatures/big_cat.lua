-- The big cats: TR1's lion, lioness and puma, TR2's tiger / snow leopard
-- and TR3's tiger share one behaviour; their numbers and state numbers
-- differ in their stats (`states`, by name). Violent.
-- A cat strolls while bored (roaring now and then), runs at its target
-- leaning into its turns, and from a stop bites a target close ahead (TR1:
-- one its body already touches) or pounces at one a little farther. The
-- tigers also leap from a run at a target within `range.leap` that is on
-- the move (a standing one they stop for), roar at a stop too, and bleed
-- their target with every blow (TR1's pounce only knocks it). TR5's lion
-- strolls off from a stop only on its stats' `chance.walk` roll and lands
-- each blow from its own point (`bites[kind]`, else `bite`).
local creature = require("ai.creature")
local stats = require("creatures.stats")

local big_cat = {}

local NONE = creature.NONE

creature.behaviour(big_cat, stats.of)

--- Close enough to bite: within the bite range where the stats give one,
--- else touching.
local function in_bite(e, ai, info, st)
  if st.range.bite then return info.distance < st.range.bite end
  return creature.touches(e, ai)
end

--- A roar on the stats' chance, in any mood but `st.roar_unless` (TR1's
--- cats do not roar fleeing, the tigers not while attacking).
local function roars(ai, st)
  return ai.mood ~= st.roar_unless and world.random() < st.chance.roar
end

local decide = {}
big_cat.decide = decide

decide.stop = function(e, ai, info, st)
  local S = st.states
  if ai.required ~= NONE then e.goal_state = ai.required
  elseif ai.mood == "bored" then
    if not st.chance.walk or world.random() < st.chance.walk then e.goal_state = S.walk end
  elseif info.ahead and in_bite(e, ai, info, st) then e.goal_state = S.bite
  elseif info.ahead and info.distance < st.range.pounce then e.goal_state = S.pounce
  elseif st.roars_at_stop and roars(ai, st) then e.goal_state = S.roar
  else e.goal_state = S.run end
end

decide.walk = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood ~= "bored" then
    e.goal_state = S.stop
  elseif world.random() < st.chance.roar then
    ai.required = S.roar
    e.goal_state = S.stop
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if ai.mood == "bored" then
    e.goal_state = S.stop
  elseif S.leap and info.ahead and info.distance < st.range.leap then
    -- A standing target is pounced on from a stop instead.
    e.goal_state = ai.target.speed ~= 0 and S.leap or S.stop
  elseif not S.leap and info.ahead and (info.distance < st.range.pounce or creature.touches(e, ai)) then
    e.goal_state = S.stop
  elseif roars(ai, st) then
    ai.required = S.roar
    e.goal_state = S.stop
  end
end

--- One blow per attack, landing while the touch mask meets the target:
--- with blood at the bite point, or (TR1's pounce: `knocks`) without.
local function blow(kind)
  return function(e, ai, _, st)
    local S = st.states
    if ai.required ~= NONE then return end
    if st.knocks == kind then
      if creature.touches(e, ai) then
        ai.target:hit(st.damage[kind], e)
        ai.required = S.stop
      end
    else
      creature.strike(e, ai, (st.bites and st.bites[kind]) or st.bite, st.damage[kind], S.stop)
    end
  end
end
decide.pounce = blow("pounce")
decide.bite = blow("bite")
decide.leap = blow("leap")

---@param e Entity
function big_cat.control(e)
  -- The original's death animation as it is: TR2's tiger dies in one its
  -- model files under another state.
  local st = e.state.ai.stats
  creature.act(e, creature.by_number(decide, st.states), st.states.death, st.death_anim, nil,
    st.death_choices)
end

return big_cat
