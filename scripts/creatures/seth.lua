-- Seth (TR4 45; TOMB4 seth.cpp). No blow of Lara's wears him down
-- (creatures/undead.lua with the stats' `blast_proof`); her shotgun and
-- revolver knock him back within two sectors. From a stop he strikes the
-- killing blow at her within a sector, fires two bolts (one from each
-- hand) at her when she is close ahead, pounces within three sectors,
-- fires a big bolt that sets her alight from farther, walks and runs at
-- her otherwise; she a sector above him, he rises into the air, follows
-- her height and fires from there, and lands when she comes down near his
-- floor. Bolts: creatures/bolts.lua volleys flown by creatures/missile.lua
-- (homing). Numbers: creatures/stats/tr4.lua `seth`.
-- Left out: his leap across gaps (the box graph has no jumps), the leap's
-- fire from a ceiling high above (he fires it where he starts), the
-- killing blow's paired death animation of Lara's.
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

decide.idle = function(e, ai, info, st)
  local S, R = st.states, st.range
  ai.struck = false
  local lara = world.lara()
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
  elseif info.distance < R.pounce and math.abs(info.angle) < st.arcs.pounce and info.bite then
    e.goal_state = sense.lara_in_sight(e, info) and S.pounce or S.walk
  elseif info.distance < R.single and math.abs(info.angle) < st.arcs.single
    and sense.lara_in_sight(e, info) then
    bolts.start(ai)
    e.goal_state = S.single_fire
  else
    e.goal_state = S.walk
  end
end

--- Walking or running: a stop once she is ahead within four sectors.
local function moving(e, ai, info, st, turn, on)
  local S = st.states
  ai.max_turn = creature.deg(turn)
  if info.ahead and info.distance < st.range.single then e.goal_state = S.idle
  elseif on then e.goal_state = on end
end

decide.walk = function(e, ai, info, st)
  moving(e, ai, info, st, st.turn.walk, info.distance > st.range.run and st.states.run)
end
decide.run = function(e, ai, info, st)
  moving(e, ai, info, st, st.turn.run, info.distance < st.range.run and st.states.walk)
end

decide.pounce = function(e, ai, _, st)
  creature.strike_once(e, ai, st.hands.right, st.pounce.damage, st.pounce.touch)
end

decide.kill = function(e, ai, info, st)
  melee.stand_facing(e, ai, info, st.turn.face)
  local k = st.kill
  local last = creature.frames(e) - 1
  if e.frame >= math.min(k.from, last) and e.frame <= math.min(k.to, last) then
    creature.strike_once(e, ai, st.hands.right, k.damage, k.touch)
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
