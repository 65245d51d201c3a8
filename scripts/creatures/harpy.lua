-- The harpy (TR4 75; TOMB4 harpy.cpp). It flies at Lara (creature.act_
-- flying: the fly zone, her height); hovering or flying it stings her
-- close ahead (once a sting, poisoning her), swoops at her within two
-- sectors (scratching her every tick its claws touch), and from farther
-- than 3584 fires now and then: a bolt from one hand or the other for a
-- few ticks (creatures/bolts.lua, flown by creatures/missile.lua). Hit
-- while flying it flinches; she far below, it dives. Killed it drops to
-- the floor and dies there. Numbers: creatures/stats/tr4.lua `harpy`.
-- Left out: attacking Lara's double when one is about.
local bolts = require("creatures.bolts")
local creature = require("ai.creature")
local poison = require("lara.poison")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local harpy = creature.behaviour({}, stats.of)

---@param e Entity
function harpy.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  local ai = creature.setup(e, st)
  if fresh then undead.force(e, st.states.hover, st.start_anim) end
  bolts.start(ai)
end

local one_in = undead.one_in

--- She is far below it, and so is its floor (it may dive).
local function far_below(e, lara, st)
  local deep = e.y + 2 * st.range.height
  return lara.y > deep and world.floor(e.room, e.x, e.y, e.z) > deep
end

--- Within a sector of her height.
local function level_with(e, lara, st)
  return math.abs(lara.y - e.y) <= st.range.height
end

local function start_fire(e, ai, st)
  bolts.start(ai)
  e.goal_state = st.states.fire
end

local decide = {}
harpy.decide = decide

decide.hover = function(e, ai, info, st)
  local S, R = st.states, st.range
  local lara = world.lara()
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.fly)
  if far_below(e, lara, st) then e.goal_state = S.dive
  elseif info.ahead and level_with(e, lara, st) and info.distance < R.sting then e.goal_state = S.sting
  elseif info.ahead and level_with(e, lara, st) and info.distance < R.swoop then
    e.goal_state = S.swoop_start
  elseif info.ahead and sense.sees(e, lara) and info.distance > R.fire and one_in(2) then
    start_fire(e, ai, st)
  else
    e.goal_state = S.fly
  end
end

decide.fly = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.fly)
  if ai.required ~= creature.NONE then
    if ai.required == S.fire then bolts.start(ai) end
    e.goal_state = ai.required
  elseif creature.hit_lately(ai) then e.goal_state = S.flinch
  elseif not info.ahead then e.goal_state = one_in(2) and S.flinch or S.swoop_start
  elseif info.distance < R.sting then e.goal_state = S.sting
  elseif info.distance <= R.fire or one_in(2) then e.goal_state = S.swoop_start
  else start_fire(e, ai, st) end
end

decide.dive = function(e, _, _, st)
  if not far_below(e, world.lara(), st) then e.goal_state = st.states.hover end
end

decide.swoop_start = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.attack)
  e.goal_state = (info.ahead and info.distance < st.range.swoop) and st.states.swoop
    or st.states.swoop_end
end

decide.swoop = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.attack)
  e.goal_state = st.states.fly
  local s = st.swoop
  creature.bite(e, ai, { mesh = s.mesh, x = 0, y = 0, z = 0 }, s.damage, s.touch)
end

decide.sting = function(e, ai, _, st)
  ai.max_turn = creature.deg(st.turn.attack)
  local s = st.sting
  if creature.strike_once(e, ai, { mesh = s.mesh, x = 0, y = 0, z = 0 }, s.damage, s.touch)
    and ai.target == world.lara() then
    poison.dose(ai.target, s.poison)
  end
end

decide.fire = function(e, ai, _, _)
  bolts.volley(e, ai, "fire", world.lara())
end

decide.fire_end = function(e, ai, info, st)
  if info.ahead and info.distance > st.range.fire then
    e.goal_state = st.states.fly
    ai.required = st.states.fire
  elseif one_in(2) then
    e.goal_state = st.states.hover
  end
end

decide.swoop_end = function(e, _, _, st) e.goal_state = st.states.fly end

---@param e Entity
function harpy.control(e)
  creature.act_flying(e, decide)
end

return harpy
