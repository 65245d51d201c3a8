-- TR2's hunting fish: the shark (violent) and the barracuda (timid), and
-- TR4's hammerhead (violent, the `hammerhead` pace below). The first two
-- swim slowly or fast, stop to bite a target close ahead and lunge at one
-- from a fast swim; each blow lands once, on touch, while biting. They
-- keep under the surface (the shark a body's radius, the barracuda a
-- click) and, killed, float up to it. The two differ in when they change
-- pace (the stats' `pace` names the rules: the originals' routines). Numbers:
-- creatures/stats/tr2.lua `shark`, `barracuda`; tr4.lua `hammerhead`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local habitat = require("creatures.habitat")

local fish = {}

creature.behaviour(fish, stats.of)

--- The shark's pace: it slows only to bite and stops now and then when it
--- could lunge.
local shark = {}

shark.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck, ai.max_turn = false, 0
  if info.ahead and info.distance < st.range.bite and info.reachable then
    e.goal_state = S.bite
  else
    e.goal_state = S.swim_slow
  end
end

shark.swim_slow = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim_slow)
  if ai.mood == "bored" then return end
  if info.ahead and info.distance < st.range.bite then
    e.goal_state = S.stop
  elseif ai.mood == "escape" or info.distance > st.range.fast or not info.ahead then
    e.goal_state = S.swim_fast
  end
end

shark.swim_fast = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.swim_fast)
  if ai.mood == "bored" then
    e.goal_state = S.swim_slow
  elseif ai.mood ~= "escape" and info.ahead and info.distance < st.range.lunge
    and info.reachable then
    if world.random() < st.chance.stop then
      e.goal_state = S.stop
    elseif info.distance < st.range.bite then
      e.goal_state = S.lunge
    end
  end
end

--- The barracuda's pace: it slows to stalk and stops when it touches its
--- target.
local barracuda = {}

barracuda.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  if ai.mood == "bored" then e.goal_state = S.swim_slow
  elseif info.ahead and info.distance < st.range.bite then e.goal_state = S.bite
  elseif ai.mood == "stalk" then e.goal_state = S.swim_slow
  else e.goal_state = S.swim_fast end
end

barracuda.swim_slow = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim_slow)
  if ai.mood == "bored" then return end
  if info.ahead and creature.touches(e, ai) then
    e.goal_state = S.stop
  elseif ai.mood ~= "stalk" then
    e.goal_state = S.swim_fast
  end
end

barracuda.swim_fast = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.swim_fast)
  if ai.mood == "bored" then e.goal_state = S.swim_slow
  elseif info.ahead and info.distance < st.range.lunge then e.goal_state = S.lunge
  elseif info.ahead and info.distance < st.range.bite then e.goal_state = S.stop
  elseif ai.mood == "stalk" then e.goal_state = S.swim_slow end
end

--- TR4's hammerhead's pace: from its start it swims slowly, fast beyond
--- `range.fast`, and bites within `range.bite`; its blow is ready again
--- only back at the start (TOMB4 hammerhead.cpp).
local hammerhead = {}

hammerhead.stop = function(e, ai, _, st)
  ai.struck = false
  e.goal_state = st.states.swim_slow
end

hammerhead.swim_slow = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.swim_slow)
  if info.distance > st.range.fast then e.goal_state = S.swim_fast
  elseif info.distance < st.range.bite then e.goal_state = S.bite end
end

hammerhead.swim_fast = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.swim_fast)
  if info.distance < st.range.fast then e.goal_state = st.states.swim_slow end
end

--- Biting or lunging: one blow, on touch.
local function strike(kind)
  return function(e, ai, _, st) creature.strike_once(e, ai, st.bite, st.damage[kind]) end
end
for _, rules in ipairs({ shark, barracuda }) do
  rules.bite = strike("bite")
  rules.lunge = strike("lunge")
end
hammerhead.bite = strike("bite")

--- The decisions of each pace (by the state names of the stats), the
--- variant a stats table's `pace` names.
fish.decide = { shark = shark, barracuda = barracuda, hammerhead = hammerhead }
local PACES = fish.decide

--- Set-up; a fish whose stats name a `start_anim` starts in it where its
--- model has it (the hammerhead's start, animation 8).
---@param e Entity
function fish.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  local anim = creature.own_anim(e, st.start_anim, st.states.stop)
  if anim then creature.set_anim(e, anim) end
end

---@param e Entity
function fish.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  if e.health <= 0 then
    habitat.float_up(e, ai, S.death, st.float_speed, creature.own_anim(e, st.death_anim, S.death))
    return
  end
  local rules = PACES[st.pace]
  if not rules then error("no fish pace named " .. tostring(st.pace)) end
  habitat.before_move(e, ai)
  if not creature.act_named(e, rules) then return end
  habitat.steer_under(e, ai, st.below_surface)
end

--- In the water, under its surface.
---@param e Entity
function fish.after_move(e)
  local ai = e.state.ai
  if not ai or e.health <= 0 then return end
  habitat.keep_under(e, ai, ai.stats.below_surface)
end

return fish
