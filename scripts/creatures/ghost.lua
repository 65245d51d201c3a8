-- TR5's SKELETON (73; TOMB5 skeleton.cpp, the "invisible ghost" of the
-- level editors): not TR4's skeleton. It never walks: it turns in place
-- to face her, and when she is within its reach swings (one of two
-- swings, each landing once, from the swing's frame, a heavy blow). It is
-- all but unseen beyond a sector and a half and comes out of the air as
-- she nears (drawn the more opaque the nearer she is), moaning once each
-- time she comes that near. Nothing in its routine ends it: shots strike
-- it (blood) but it goes on. Numbers: creatures/stats/tr5.lua `ghost`.
-- Left out: its sparks of blue fire.
local creature = require("ai.creature")
local melee = require("ai.melee")
local stats = require("creatures.stats")
local undead = require("creatures.undead")

local ghost = {}

local one_in = undead.one_in

--- Shots strike it and are felt (`ai.hit_tick`), but take nothing.
---@param e Entity
---@param _damage integer
---@param source? Entity
function ghost.on_hit(e, _damage, source) creature.struck(e, source) end

creature.behaviour(ghost, stats.of)

--- How opaque it is drawn `distance` from her: the original's fade of
--- `fade.full` steps, `distance / fade.per` of them gone (`fade.far`
--- beyond its `range.seen`).
local function alpha(st, distance)
  local F = st.fade
  local gone = distance >= st.range.seen and F.far or distance // F.per
  return math.max(0, 255 * (F.full - gone) // F.full)
end

--- The decision of each state (by the state names of the stats).
ghost.decide = {}

--- Standing, it swings (either swing alike) once she is within reach.
function ghost.decide.stand(e, ai, info, st)
  local S = st.states
  ai.struck = false
  if info.distance < st.range.swing then
    e.goal_state = one_in(2) and S.swing_1 or S.swing_2
  end
end

--- A swing lands once, from its `strike.from` frame on.
local function swing(e, ai, _, st)
  if e.frame >= math.min(st.strike.from, creature.frames(e) - 1) then
    creature.strike_once(e, ai, st.bite, st.strike.damage, st.strike.touch)
  end
end
ghost.decide.swing_1 = swing
ghost.decide.swing_2 = swing

---@param e Entity
function ghost.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local S = st.states
  ai.max_turn = 0
  if not creature.think(e, false) then return end
  local info = ai.info
  melee.face(e, info, creature.deg(st.turn.face))
  local d = creature.by_number(ghost.decide, S)[e.anim_state]
  if d then d(e, ai, info, st) end
  e.alpha = alpha(st, info.distance)
  local near = info.distance < st.range.seen
  if near and not ai.moaned then world.sound(st.sound, e) end
  ai.moaned = near
end

return ghost
