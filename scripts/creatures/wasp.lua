-- TR3's Tinnos wasp (the original's winged mutant). Violent, it flies.
-- It waits on the floor, turning slowly, until it is hit, Lara has hurt
-- it, or she comes within its rousing range; then it takes off. In the
-- air it hovers and moves about, stings her (once a sting, on touch) when
-- she is ahead and close, and lands again when bored. One a spawner made
-- (`e.state.roused`) never lands and always goes for her. Killed, it
-- drops to the floor and dies there; the body stays.
-- TR4's big beetle is the same routine (TOMB4 scarab.cpp), flying off
-- after a sting (`flees_after_sting`).
-- Numbers: creatures/stats/tr3.lua `tinnos_wasp`, tr4.lua `big_beetle`.
local creature = require("ai.creature")
local stats = require("creatures.stats")

local wasp = {}

---@param e Entity
function wasp.init(e)
  local ai = creature.setup(e, stats.of(e))
  if ai.started then return end
  ai.started = true
  local st = ai.stats
  local S = st.states
  local start = e.state.roused and S.hover or S.wait
  local anim = creature.own_anim(e, not e.state.roused and st.start_anim or nil, start)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, start) end
  e.goal_state = start
end

wasp.on_hit = creature.on_hit
wasp.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- Goes for her: not bored (unless a roll says it idles), or hurt, or roused.
local function keen(e, ai, st)
  return (ai.mood ~= "bored" and world.random() >= st.chance.idle) or ai.hurt_by_lara
    or e.state.roused
end

--- Stings her when she is ahead within range.
local function sting_if_close(e, info, st)
  if info.ahead and info.distance < st.range.sting then e.goal_state = st.states.attack end
end

local decide = {}
wasp.decide = decide

decide.hover = function(e, ai, info, st)
  local S = st.states
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.air)
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif ai.was_hit or world.random() < st.chance.move or e.state.roused then
    e.goal_state = S.move
  elseif keen(e, ai, st) then
    sting_if_close(e, info, st)
  else
    e.goal_state = S.land
  end
end

decide.move = function(e, ai, info, st)
  ai.struck = false
  ai.max_turn = creature.deg(st.turn.air)
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif keen(e, ai, st) then
    sting_if_close(e, info, st)
  else
    e.goal_state = st.states.hover
  end
end

decide.land = function(e, _, _, st)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  e.y = math.min(floor, e.y + st.land_speed)
  e:steer_height(floor)
end

decide.wait = function(e, ai, info, st)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  e.y = floor
  e:steer_height(floor)
  ai.max_turn = creature.deg(st.turn.ground)
  if ai.was_hit or info.distance < st.range.rouse or ai.hurt_by_lara or e.state.roused then
    e.goal_state = st.states.takeoff
  end
end

decide.attack = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.air)
  if info.ahead and info.distance < st.range.sting then
    e.goal_state = S.attack
  else
    e.goal_state = S.hover
    if info.distance >= st.range.sting then ai.required = S.move end
  end
  if creature.strike_once(e, ai, st.bite, st.damage.sting) and st.flees_after_sting then
    ai.flee = true
  end
end

--- One that flees after a sting (`flees_after_sting`: TR4's big beetle)
--- turns back once `range` away, when hit, or on a `chance` roll.
local function regroup(ai, st)
  local rule = st.flees_after_sting
  if not (rule and ai.flee) then return end
  if (ai.info.distance or 0) > rule.range or ai.was_hit or world.random() < rule.chance then
    ai.flee = false
  end
end

---@param e Entity
function wasp.control(e)
  local ai = e.state.ai
  -- Hit this tick (thinking clears `hurt` as the mood reacts to it).
  ai.was_hit = ai.hurt
  regroup(ai, ai.stats)
  creature.act_flying(e, decide)
end

wasp.collision = creature.collision

return wasp
