-- TR4's demigods (77, 79, 81; TOMB4 demigod.cpp): one routine, what each
-- does in its stats (creatures/stats/tr4.lua `demigod1` … `demigod3`).
-- From a stop they walk at Lara and run when she is far, stopping within
-- two sectors. DEMIGOD1 carries a hammer: close ahead within three sectors
-- he raises it and brings it down, the ground shakes and its ring hurts
-- her where she stands on the ground; nothing of hers wears him down.
-- DEMIGOD2 and DEMIGOD3 stop whenever they see her, aim and fire a bolt
-- from the staff (flown by creatures/missile.lua, homing); DEMIGOD2 beyond
-- three sectors strides off into its far stance, DEMIGOD3 between two and
-- five sectors off now and then rises to spray bolts from both hands.
-- Killed, they play their death; the body stays.
-- Left out: the Chambers of Tulun's rule (a demigod not in her zone
-- follows her AI object), the hammer knocking her off a climbing wall, a
-- demigod held still while a DEMIGOD3 of the level runs.
local bolts = require("creatures.bolts")
local creature = require("ai.creature")
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

---@param e Entity
function demigod.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  creature.setup(e, st)
  if fresh then undead.force(e, st.states.idle) end
end

local decide = {}
demigod.decide = decide

decide.idle = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.max_turn = 0
  ai.struck = false
  if st.hammer then
    if info.distance < st.hammer.range and info.bite then
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
  e.goal_state = (info.distance < st.hammer.range and info.bite) and st.states.hammer
    or st.states.idle
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
  local dx, dz = lara.x - e.x, lara.z - e.z
  local grounded = lara.y >= world.floor(lara.room, lara.x, lara.y, lara.z) - 1
  if grounded and dx * dx + dz * dz < h.reach * h.reach then lara:hit(h.damage, e) end
end

---@param e Entity
function demigod.control(e)
  creature.act_named(e, decide)
end

return demigod
