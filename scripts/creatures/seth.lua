-- Seth (TR4 45; TOMB4 seth.cpp). No blow of Lara's wears him down
-- (creatures/undead.lua with the stats' `blast_proof`); her shotgun and
-- revolver knock him back within two sectors. From a stop he strikes the
-- killing blow at her within a sector, fires two bolts (one from each
-- hand) at her when she is close ahead, leaps up to fire from a high
-- ceiling when he could see her from there, pounces within three sectors,
-- fires a big bolt that sets her alight from farther, leaps a gap before
-- him, walks and runs at her otherwise; she a sector above him, he rises
-- into the air, follows her height and fires from there, and lands when
-- she comes down near his floor. A killing blow that takes her last hit
-- points is her death in his hands: he plays his kill, she hers at his
-- place (lara/damage.lua HELD_KILLS "seth"). Bolts: creatures/bolts.lua
-- volleys flown by creatures/missile.lua (homing). Numbers:
-- creatures/stats/tr4.lua `seth`.
-- Left out: the forced fixed camera over his kill.
local fixed = require("lib.fixed")
local atlantean = require("creatures.atlantean")
local bolts = require("creatures.bolts")
local creature = require("ai.creature")
local melee = require("ai.melee")
local sense = require("ai.sense")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local seth = creature.behaviour({ on_hit = undead.on_hit }, stats.of)

---@param e Entity
function seth.init(e)
  local fresh = e.state.ai == nil
  local st = stats.of(e)
  local ai = creature.setup(e, st)
  if not fresh then return end
  undead.force(e, st.states[st.start], st.anims[st.start])
  bolts.start(ai)
end

local decide = {}
seth.decide = decide

--- The floor under a point `k` leap probes ahead of him (nil: a wall).
local function floor_ahead(e, st, k)
  local sx, sz = fixed.step(e.yaw, st.leap.probe * k)
  return world.floor(e.room, e.x + sx, e.y, e.z + sz)
end

--- True when a gap lies before him that he can leap: the floor one or two
--- probes ahead falls more than `leap.gap` below his feet and the third
--- is level with them within `leap.landing` (or there is none).
local function gap_ahead(e, st)
  local L = st.leap
  local near, mid, far = floor_ahead(e, st, 1), floor_ahead(e, st, 2), floor_ahead(e, st, 3)
  local falls = (near and e.y < near - L.gap) or (mid and e.y < mid - L.gap)
  return falls and (far == nil or (e.y < far + L.landing and e.y > far - L.landing)) or false
end

--- The floor a probe behind him (nil: a wall).
local function floor_behind(e, st)
  local sx, sz = fixed.step(e.yaw, st.behind)
  return world.floor(e.room, e.x - sx, e.y, e.z - sz)
end

--- True when he would see Lara from `rise` above where he stands (TOMB4
--- lifts him for its Targetable test).
local function in_sight_from_above(e, info, rise)
  local lara = world.lara()
  if not (info.ahead and lara and lara.health > 0) then return false end
  local y = e.y - rise - sense.EYE_HEIGHT
  return world.line_of_sight(world.room_at(e.room, e.x, y, e.z), e.x, y, e.z,
    lara.x, lara.y - sense.EYE_HEIGHT, lara.z)
end

--- True when the ceiling over him is high enough to leap up and fire
--- from, the floor behind him no more than the leap's sill above him, and
--- a roll of one in two says so.
local function ceiling_leap(e, st)
  local C = st.ceiling_fire
  local ceiling = world.ceiling(e.room, e.x, e.y, e.z)
  local behind = floor_behind(e, st)
  return ceiling ~= nil and ceiling < e.y - C.headroom and behind ~= nil
    and behind > e.y - C.sill and undead.one_in(2)
end

decide.idle = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.struck = false
  e:set_leap(false, false)
  local lara = world.lara()
  local behind = floor_behind(e, st)
  if ai.required ~= creature.NONE then
    e.goal_state = ai.required
  elseif info.bite and info.distance < R.kill then
    e.goal_state = S.kill
  elseif lara.y < e.y - R.above then
    e.goal_state = S.hover
  elseif info.distance < R.dual and info.ahead and undead.one_in(2)
    and sense.lara_in_sight(e, info) then
    bolts.start(ai)
    e.goal_state = S.dual_fire
  elseif ceiling_leap(e, st) then
    if in_sight_from_above(e, info, st.ceiling_fire.rise) then
      bolts.start(ai)
      e.goal_state = S.jump_fire
    else
      e.goal_state = S.walk
    end
  elseif info.distance < R.pounce and math.abs(info.angle) < st.arcs.pounce and info.bite then
    e.goal_state = sense.lara_in_sight(e, info) and S.pounce or S.walk
  elseif info.distance < R.single and math.abs(info.angle) < st.arcs.single
    and behind and behind >= e.y - st.single_sill and sense.lara_in_sight(e, info) then
    bolts.start(ai)
    e.goal_state = S.single_fire
  elseif gap_ahead(e, st) then
    e.goal_state = S.jump
  else
    e.goal_state = S.walk
  end
end

--- Walking or running: a stop once she is ahead within four sectors or a
--- gap he can leap lies before him.
local function moving(e, ai, info, st, turn, on)
  local S = st.states
  ai.max_turn = creature.deg(turn)
  if (info.ahead and info.distance < st.range.single) or gap_ahead(e, st) then
    e.goal_state = S.idle
  elseif on then e.goal_state = on end
end

decide.walk = function(e, ai, info, st)
  moving(e, ai, info, st, st.turn.walk, info.distance > st.range.run and st.states.run)
end
decide.run = function(e, ai, info, st)
  moving(e, ai, info, st, st.turn.run, info.distance < st.range.run and st.states.walk)
end

decide.pounce = function(e, ai, _, st)
  -- Over a gap the pounce leaps it (from its first frame on).
  if e.frame == 0 and gap_ahead(e, st) then
    e:set_leap(true, false)
    ai.max_turn = 0
  end
  creature.strike_once(e, ai, st.hands.right, st.pounce.damage, st.pounce.touch)
end

--- The leap across a gap: straight on, no box holding him back.
decide.jump = function(e, ai, _, _)
  e:set_leap(true, false)
  ai.max_turn = 0
end

decide.kill = function(e, ai, info, st)
  melee.stand_facing(e, ai, info, st.turn.face)
  local k = st.kill
  local last = creature.frames(e) - 1
  if e.frame >= math.min(k.from, last) and e.frame <= math.min(k.to, last) then
    local lara = ai.target
    local last_blow = lara ~= nil and lara.health > 0 and lara.health - k.damage <= 0
    -- The blow that takes her last hit points: his kill, hers at his place.
    if creature.strike_once(e, ai, st.hands.right, k.damage, k.touch) and last_blow then
      undead.force(e, st.states.kill_end, st.anims.kill_end)
      ai.max_turn = 0
    end
  end
end

decide.hard_recoil = function(e, ai, _, st)
  if creature.last_frame(e) and undead.one_in(2) then ai.required = st.states.recover end
end

--- A firing state: he faces her and his hands release the volley's bolts.
local function firing(name)
  return function(e, ai, info, st)
    melee.stand_facing(e, ai, info, st.turn.face)
    bolts.volley(e, ai, name, world.lara())
  end
end
decide.dual_fire = firing("dual_fire")
decide.jump_fire = firing("jump_fire")
decide.single_fire = firing("single_fire")
decide.hover_fire = firing("dual_fire")

decide.hover = function(e, ai, info, st)
  local lara = world.lara()
  melee.stand_facing(e, ai, info, st.turn.face)
  local floor = world.floor(e.room, e.x, e.y, e.z)
  if lara.y > floor - st.land_within then
    atlantean.locomote(e, ai, st, false)
    e.gravity = e.y < floor
    if e.y >= floor then e.goal_state = st.states.idle end
    return
  end
  atlantean.locomote(e, ai, st, true)
  e:steer_height(lara.y)
  if sense.lara_in_sight(e, info) then
    bolts.start(ai)
    e.goal_state = st.states.hover_fire
  end
end

--- Knocked back by her shotgun or revolver within range (not while his
--- leap fires): hovering he reels in the air; with floor behind him near
--- his own height he is thrown back, else he staggers.
local function knock_back(e, ai, info, st)
  local S = st.states
  if not (undead.knocked(ai) and info.distance and info.distance < st.range.recoil) then return end
  if e.anim_state == S.jump_fire then return end
  local sx, sz = fixed.step(e.yaw, st.behind)
  local bx, bz = e.x - sx, e.z - sz
  local floor_behind = world.floor(e.room, bx, e.y, bz)
  if e.anim_state > S.single_fire then
    undead.force(e, S.hover_recoil, st.anims.hover_recoil)
  elseif floor_behind and math.abs(floor_behind - e.y) < st.recoil_floor then
    undead.force(e, S.hard_recoil, st.anims.hard_recoil)
  else
    undead.force(e, S.soft_recoil, st.anims.soft_recoil)
  end
end

---@param e Entity
function seth.control(e)
  local ai = e.state.ai
  -- Worn to nothing he would stand still (TOMB4 keeps his hit points at
  -- 0 and decides nothing); no blow of hers gets him there.
  if e.health <= 0 then return end
  local st = ai.stats
  creature.act_named(e, decide)
  if ai.info.distance then knock_back(e, ai, ai.info, st) end
end

return seth
