-- TR4's baboons (normal, "inventory" and silent: one routine, TOMB4
-- baboon.cpp). A baboon sits (idling on rolls) until it has someone to go
-- for, stands up, walks, runs (leaning into turns), leaps at a target
-- within `range.leap`, and strikes from a stop: low or high within
-- `range.close` (high when the target is above it), a swipe within
-- `range.swipe`, turning at the target meanwhile; one blow a strike, on
-- touch, `damage.strike`. Bored it wanders and idles. The normal baboon
-- (stats `spares_lara`) leaves Lara be until she hurts it. A dead baboon
-- does not stay dead: once its death has played it bursts in a flash and
-- goes back to where it was placed, whole, hidden and switched off, until
-- its trigger brings it back. The normal baboon, not hurt by Lara, sent
-- to an AI object (an order of ai/orders.lua other than a patrol), at a
-- stop within `operate.within` of it and a click level with it, takes the
-- marker's place and heading and works the switch there (state 21): at
-- the animation's frame `operate.frame` the triggers `operate.trigger_dz`
-- north (+z) of it go off as under a heavy body, and from its start Lara
-- no longer targets it (TOMB4 sets its hit points to -16384, never
-- restored). TOMB4's baboon steals nothing: its pick-up state (5,
-- carrying KEY_ITEM4 to an AI_AMBUSH: TR3's monkey's theft) is never
-- reached, as no code of TOMB4 makes a key its target or asks for that
-- state; the crowbar switch (COG) flags it sets are read by nothing.
-- Numbers: creatures/stats/tr4.lua `baboon`.
local creature = require("ai.creature")
local stats = require("creatures.stats")
local sense = require("ai.sense")
local slots = require("ai.slots")
local particles = require("lib.particles")

local baboon = {}

---@param e Entity
function baboon.init(e)
  local ai = creature.setup(e, stats.of(e))
  if not e.state.home then
    e.state.home = { x = e.x, y = e.y, z = e.z, room = e.room, yaw = e.yaw }
  end
  if ai.started then return end
  ai.started = true
  creature.play_state(e, ai.stats.states.sit)
end

baboon.on_hit = creature.on_hit
baboon.on_reload = function(e) creature.setup(e, stats.of(e)) end

--- Back again when its trigger comes on once more.
---@param e Entity
function baboon.on_activate(e)
  e.visible = true
end

--- One of `choices` ({state name, weight}…) picked by weight.
local function pick(S, choices)
  local total = 0
  for _, c in ipairs(choices) do total = total + c[2] end
  local roll = world.random(total)
  for _, c in ipairs(choices) do
    if roll < c[2] then return S[c[1]] end
    roll = roll - c[2]
  end
  return S[choices[#choices][1]]
end

--- The AI object it was sent to, when it may work the switch there: only
--- the baboon that spares Lara and is not hurt by her (TOMB4 makes Lara the
--- others' target over any marker); not a patrol's marker; within
--- `operate.within` and a click level with it.
local function switch_marker(e, ai, info, st)
  if not st.spares_lara or ai.hurt_by_lara then return nil end
  local p, o = ai.order_point, st.operate
  if not (p and info.order) or p.kind == "patrol1" or p.kind == "patrol2" then return nil end
  if info.distance >= o.within or math.abs(p.y - e.y) >= o.level then return nil end
  return p
end

--- Takes the marker's place and heading and starts working the switch;
--- the heavy triggers under its new place go off.
local function operate(e, p, st)
  e:set_position(p.x, p.y, p.z)
  e.room = world.room_at(p.room, p.x, p.y, p.z)
  e.yaw = p.yaw
  local S = st.states
  local anim = creature.own_anim(e, st.operate.anim, S.operate)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, S.operate) end
  e.goal_state = S.operate
  e.targetable = false
  world.test_triggers(e, "heavy")
end

--- Where it strikes from a stop, or nil.
local function strike_for(e, ai, info, st)
  local S = st.states
  if not info.bite then return nil end
  if info.distance < st.range.close then
    return ai.target.y < e.y and S.strike_high or S.strike_low
  elseif info.distance < st.range.swipe then
    return S.swipe
  elseif info.distance < st.range.leap then
    return S.leap
  end
  return nil
end

local decide = {}
baboon.decide = decide

decide.sit = function(e, ai, _, st)
  local S = st.states
  ai.struck, ai.max_turn = false, 0
  if ai.mood == "bored" then
    if world.random(st.one_in.wander) == 0 then e.goal_state = S.walk
    elseif world.random(st.one_in.idle) ~= 0 then e.goal_state = pick(S, st.sit_idles) end
  else
    e.goal_state = S.stop
  end
end

decide.walk = function(e, ai, _, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if ai.mood == "escape" then e.goal_state = S.run
  elseif ai.mood == "bored" then
    if world.random() < st.chance.sit then e.goal_state = S.sit end
  else e.goal_state = S.stop end
end

decide.stop = function(e, ai, info, st)
  local S = st.states
  ai.struck, ai.max_turn = false, 0
  if ai.mood == "escape" then
    e.goal_state = (not sense.targeted_by(e, ai.target) and info.ahead) and S.stop or S.run
  elseif ai.mood == "bored" then
    if world.random(st.one_in.wander) == 0 then e.goal_state = S.walk
    elseif world.random(2) == 0 then e.goal_state = pick(S, st.stand_idles) end
  else
    local blow = strike_for(e, ai, info, st)
    local marker = not blow and switch_marker(e, ai, info, st)
    if marker then operate(e, marker, st) else e.goal_state = blow or S.run end
  end
end

--- Working the switch: at its frame the triggers north of it go off. Run
--- every tick of the state, whatever its orders say (at its marker they
--- hold it still: ai/orders.lua).
local function work_switch(e, ai, st)
  ai.max_turn = 0
  local o = st.operate
  if e.frame == math.min(o.frame, creature.frames(e) - 1) then
    world.test_triggers(e, "heavy", e.room, e.x, e.y, e.z + o.trigger_dz)
    e.state.switched = true
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if ai.mood == "escape" then
    if not sense.targeted_by(e, ai.target) and info.ahead then e.goal_state = S.stop end
  elseif ai.mood == "bored" then e.goal_state = S.leap
  elseif info.distance < st.range.swipe then e.goal_state = S.stop
  elseif info.bite and info.distance < st.range.leap then e.goal_state = S.leap end
end

--- A strike: it turns at its target and lands one blow.
local function strike(e, ai, info, st)
  ai.max_turn = 0
  local most = creature.deg(st.turn.walk)
  e.yaw = (e.yaw + math.max(-most, math.min(most, info.angle))) % 65536
  creature.strike_once(e, ai, st.bite, st.damage.strike)
end
decide.strike_low, decide.strike_high, decide.swipe = strike, strike, strike

--- Its death played out: a flash, and back home whole, hidden, switched
--- off until its trigger comes on again; the normal baboon that has not
--- worked its switch is sent along its markers again.
local function respawn(e, ai)
  local st = ai.stats
  world.particles(particles.EXPLOSION, e.room, e.x, e.y - st.burst_height, e.z)
  world.light(e.room, e.x, e.y - st.burst_height, e.z, st.flash.r, st.flash.g, st.flash.b,
    st.flash.radius, st.flash.ticks)
  slots.release(e)
  local home = e.state.home
  e.x, e.y, e.z, e.room, e.yaw = home.x, home.y, home.z, home.room, home.yaw
  e.state.ai = nil
  creature.setup(e, st)
  local fresh = e.state.ai
  fresh.started = true
  fresh.respawned = (ai.respawned or 0) + 1
  -- The normal baboon that has not worked its switch follows its key's
  -- markers again (TOMB4 ReTriggerBaboon: FOLLOW unless its
  -- trigger_flags, set at the switch, say it has).
  if st.spares_lara and not e.state.switched then
    fresh.orders = { follow = true, key = ai.orders and ai.orders.key or 0 }
  end
  creature.play_state(e, st.states.sit)
  e.visible = false
  e:deactivate()
end

---@param e Entity
function baboon.control(e)
  local ai = e.state.ai
  local st = ai.stats
  if e.health <= 0 then
    local S = st.states
    if e.anim_state ~= S.death then
      creature.play_state(e, S.death)
      e.solid, e.targetable = false, false
      ai.head = 0
    elseif creature.last_frame(e) then
      respawn(e, ai)
    end
    return
  end
  if e.anim_state == st.states.operate then work_switch(e, ai, st) end
  creature.act_named(e, decide)
end

baboon.collision = creature.collision

return baboon
