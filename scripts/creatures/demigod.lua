-- TR4's demigods (77, 79, 81; TOMB4 demigod.cpp): one routine, what each
-- does in its stats (creatures/stats/tr4.lua `demigod1` … `demigod3`).
-- From a stop they walk at Lara and run when she is far, stopping within
-- two sectors. DEMIGOD1 carries a hammer: close ahead within three sectors
-- he raises it and brings it down, the ground shakes and its ring hurts
-- her where she stands on the ground; nothing of hers wears him down. On
-- a climbing wall or hanging within his range (in the rooms past his
-- stats' `knock_off.above_room`, at her first location) she draws the
-- hammer too, and its blow knocks her off into a fall.
-- DEMIGOD2 and DEMIGOD3 stop whenever they see her, aim and fire a bolt
-- from the staff (flown by creatures/missile.lua, homing); DEMIGOD2 beyond
-- three sectors strides off into its far stance, DEMIGOD3 between two and
-- five sectors off now and then rises to spray bolts from both hands.
-- A demigod is held still, whole, while the DEMIGOD3 it found at its start
-- runs (InitialiseDemigod, the start of DemigodControl). Where the level
-- asks for it (the catalogue's `follow_out_of_zone`: the Chambers of
-- Tulun, scripts/levels/tr4/CORTYARD.lua) a demigod not in her zone
-- follows the AI_FOLLOW of her location, and comes for her in it.
-- Killed, they play their death; the body stays.
local body = require("lara.body")
local bolts = require("creatures.bolts")
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local LS = require("lara.states")
local melee = require("ai.melee")
local particles = require("lib.particles")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local demigod = creature.behaviour({}, stats.of)

--- The undead one (DEMIGOD1) feels blows but keeps his hit points.
---@param e Entity
---@param damage integer
---@param source? Entity
function demigod.on_hit(e, damage, source)
  local ai = e.state.ai
  if ai and ai.stats.undead then undead.on_hit(e, damage, source)
  else creature.on_hit(e, damage, source) end
end

--- The DEMIGOD3 that holds `e` still while it runs: the last other one of
--- the level not itself held by one (InitialiseDemigod); nil without.
local function holder_of(e, held_type)
  local found = nil
  for i = 0, world.entity_count() - 1 do
    local o = world.entity(i)
    if o and o.index ~= e.index and o.type == held_type
      and not (o.state.ai and o.state.ai.held_by) then
      found = i
    end
  end
  return found
end

---@param e Entity
function demigod.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  local ai = creature.setup(e, st)
  if fresh then
    undead.force(e, st.states.idle)
    ai.held_by = holder_of(e, st.held_while)
  end
end

--- True while Lara hangs or climbs a wall where DEMIGOD1's hammer knocks
--- her off (DemigodControl: the climbing states or the hang, at her first
--- location, in the rooms past `knock_off.above_room`).
local function on_the_wall(st, lara)
  local k = st.hammer and st.hammer.knock_off
  if not (k and lara and lara.health > 0) then return false end
  local s = lara.anim_state
  local climbing = (s >= LS.LADDER_IDLE and s <= LS.LADDER_DOWN) or s == LS.HANG
  return climbing and (world.level_state().lara_location or 0) == k.location
    and lara.room > k.above_room
end

local decide = {}
demigod.decide = decide

decide.idle = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = 0
  ai.struck = false
  if st.hammer then
    if info.distance < st.hammer.range and (info.bite or on_the_wall(st, world.lara())) then
      e.goal_state = S.hammer_aim
      return
    end
  else
    if sense.lara_in_sight(e, info) then
      ai.locked = true
      e.goal_state = S[st.aim_state]
      return
    end
    local spray = st.spray
    if spray and info.distance > spray.from and info.distance < spray.to
      and undead.one_in(spray.one_in) then
      e.goal_state = S.float_aim
      return
    end
  end
  if st.runs_beyond and info.distance > st.runs_beyond then e.goal_state = S.radial_aim
  else e.goal_state = S.walk end
end

--- Walking or running: a stop when near (DEMIGOD1 within its hammer's
--- range, the others on seeing her).
local function stops(e, info, st)
  if info.distance < st.range.stop then return true end
  if st.hammer then return info.distance < st.hammer.range end
  return sense.lara_in_sight(e, info)
end

decide.walk = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if stops(e, info, st) then e.goal_state = S.idle
  elseif info.distance > st.range.near then
    e.goal_state = st.runs_beyond and S.radial_aim or S.run
  end
end

decide.run = function(e, ai, info, st)
  local S = st.states
  ai.max_turn = creature.deg(st.turn.walk)
  if stops(e, info, st) or (st.spray and info.distance > st.range.stop) then
    e.goal_state = S.idle
  elseif not st.hammer and info.distance < st.range.near then
    e.goal_state = S.walk
  end
end

--- Aiming the staff: it fires when it sees her (or saw her on stopping).
local function aiming(fire_state)
  return function(e, ai, info, st)
    melee.stand_facing(e, ai, info, st.turn.face)
    ai.fired = false
    local fires = sense.lara_in_sight(e, info) or ai.locked
    e.goal_state = fires and st.states[st[fire_state]] or st.states.idle
    ai.locked = false
  end
end
decide.aim = aiming("fire_state")
decide.aim_3 = aiming("fire_state")

--- Firing: one bolt from the staff as the fire begins.
local function firing(e, ai, _, _)
  if ai.fired then return end
  ai.fired = true
  local st = ai.stats
  bolts.fire(e, st.staff, st.bolt, world.lara())
end
decide.fire = firing
decide.fire_3 = firing

decide.radial_fire = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if sense.lara_in_sight(e, info) then e.goal_state = st.states.radial_end end
end

decide.float_aim = function(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if not sense.lara_in_sight(e, info) and info.distance < st.spray.to then
    e.goal_state = st.states.float_fire
  end
end

decide.float_fire = function(e, ai, info, st)
  local sp = st.spray
  ai.max_turn = creature.deg(st.turn.walk)
  local last = creature.frames(e) - 1
  if e.frame >= math.min(sp.first, last) and e.frame <= math.min(sp.last, last) then
    local hand = sp.hands[world.tick() % 2 + 1]
    local offset = world.random(2 * sp.spread) - sp.spread
    bolts.fire(e, hand, sp.bolt, world.lara(), offset)
  end
  if not sense.lara_in_sight(e, info) or info.distance < sp.to or undead.one_in(256) then
    e.goal_state = st.states.idle
  end
end

decide.hammer_aim = function(e, ai, info, st)
  melee.stand_facing(e, ai, info, st.turn.face)
  local strikes = (info.distance < st.hammer.range and info.bite) or on_the_wall(st, world.lara())
  e.goal_state = strikes and st.states.hammer or st.states.idle
end

--- The hammer's blow knocks her off the wall: she falls from where she
--- was, nudged back along x alone (as the routine moves her).
local function knock_off(lara, k)
  body.anim(lara, lara.state, "fall_start")
  lara.goal_state = LS.FORWARD_JUMP
  local back_x = fixed.step(lara.yaw, -k.push)
  lara.x = lara.x + back_x
  lara.gravity, lara.speed, lara.fall_speed = true, k.speed, k.fall_speed
end

--- The hammer comes down on its frame: the ground shakes, dust flies, and
--- Lara on the ground within its ring's reach takes its blow, once.
decide.hammer = function(e, ai, _, st)
  ai.max_turn = 0
  local h = st.hammer
  if ai.struck or e.frame < math.min(h.frame, creature.frames(e) - 1) then return end
  ai.struck = true
  world.shake(h.shake)
  world.particles(particles.SMOKE, e.room, e.x, e.y, e.z, 8)
  local lara = world.lara()
  if not lara or lara.health <= 0 then return end
  if on_the_wall(st, lara) then
    knock_off(lara, h.knock_off)
    return
  end
  local dx, dz = lara.x - e.x, lara.z - e.z
  local grounded = lara.y >= world.floor(lara.room, lara.x, lara.y, lara.z) - 1
  if grounded and dx * dx + dz * dz < h.reach * h.reach then lara:hit(h.damage, e) end
end

--- Held still and whole while its DEMIGOD3 runs.
local function held(e, ai)
  local d3 = ai.held_by and world.entity(ai.held_by)
  if d3 and d3.status == "active" then
    e.health = ai.stats.hit_points
    e.paused, ai.held = true, true
    return true
  end
  if ai.held then e.paused, ai.held = false, false end
  return false
end

--- The level's rule (`follow_out_of_zone`): in her zone it fights her, no
--- orders; out of it, it follows the AI_FOLLOW keyed by her location.
local function follow_out_of_zone(e, ai)
  local lara = world.lara()
  local own = world.box_at(e.room, e.x, e.y, e.z)
  local hers = lara and world.box_at(lara.room, lara.x, lara.y, lara.z)
  if own and hers and nav.zone(ai.class, own) == nav.zone(ai.class, hers) then
    ai.orders = nil
    return
  end
  local where = world.level_state().lara_location or 0
  local o = ai.orders
  if not (o and o.follow) then
    o = { follow = true }
    ai.orders = o
  end
  o.key, o.lead = where, where
end

---@param e Entity
function demigod.control(e)
  local ai = e.state.ai
  if held(e, ai) then return end
  if e.health > 0 and e.params and e.params.follow_out_of_zone then follow_out_of_zone(e, ai) end
  creature.act_named(e, decide)
end

return demigod
