-- TR4's guide leading Lara (TOMB4 guide.cpp GuideControl; numbers in
-- creatures/stats/tr4.lua `guide`). He heads along the level's AI_FOLLOW
-- markers, keyed 0, 1, 2… by OCB (the follow order, ai/orders.lua, with
-- `leads_itself`); a marker counts as reached within `markers.reach` of its
-- point (creatures/marker_actions.lua) until he goes on. His pace has two
-- phases, by the torch (creatures/guide_torch.lua):
-- * before he has taken it he walks his torchless walk from marker to
--   marker whatever Lara does: past a marker of no flags, past one of the
--   `torchless.passes` flags setting off its triggers; at one of other
--   flags he stops to do what they ask (creatures/marker_actions.lua: he
--   reads inscriptions, looks about, takes the torch off the wall,
--   vanishes), or vanishes there when his own OCB is past
--   `torchless.vanish_past_ocb`. A creature near him, as his fights
--   choose one, sends him on walking even at a reached marker.
-- * torch in hand (he stops to light it first), Lara's location (the
--   LARALOCATION flipeffect's count, `level_state().lara_location`, -1
--   before the first) paces him: once it is lit he stands while she has
--   not got as far as his marker's number; he walks, stops where she has
--   not got that far, runs while she has got past it and is farther than
--   `range.lara_far`, and stops running within `range.run_stop` of it;
--   from a marker of no flags he goes on at once, at another he stops for
--   its action. With the torch he also fights (creatures/guide_torch.lua).
-- Lara's shots do him no harm. Von Croy has a control of his own
-- (creatures/von_croy.lua) and borrows this one's start.
-- Left out: the wraith levels' guide (his torch lit from the start); past
-- his last marker he stands where GuideControl keeps within two sectors of
-- Lara.
local creature = require("ai.creature")
local guide_torch = require("creatures.guide_torch")
local habitat = require("creatures.habitat")
local marker_actions = require("creatures.marker_actions")
local sense = require("ai.sense")
local stats = require("creatures.stats")

local follower = {}

---@param e Entity
function follower.init(e)
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  e.targetable = false
  if not ai.started then
    ai.started = true
    -- It leads from the first marker, whatever stands on its square.
    ai.orders = ai.orders or {}
    ai.orders.follow, ai.orders.key = true, ai.orders.key or st.first_marker
    local start = st.start
    local anim = creature.own_anim(e, start.anim, start.state)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, start.state) end
    e.goal_state = start.state
  end
end

---@param e Entity
function follower.on_reload(e)
  creature.setup(e, stats.of(e))
  e.targetable = false
end

--- Lara's shots do nothing to it (it is no one's target).
function follower.on_hit() end

--- The number of the marker he heads for (the routine's item_flags[3]),
--- kept past his last marker.
local function key_of(ai)
  local o = ai.orders or {}
  return o.lead or o.key or ai.stats.first_marker
end

--- True while Lara's location holds him: his torch is lit and she has not
--- got as far as his marker.
local function held(ai, location)
  return ai.torch == "lit" and location < key_of(ai)
end

--- Lara's squared distance on the floor (the far value beyond the
--- senses' reach on either axis).
local function lara_d2(e)
  local lara = world.lara()
  if not lara then return sense.FAR * sense.FAR end
  local dx, dz = lara.x - e.x, lara.z - e.z
  if math.abs(dx) > sense.FAR or math.abs(dz) > sense.FAR then return sense.FAR * sense.FAR end
  return dx * dx + dz * dz
end

--- Reached his marker on the move: from one of no flags he goes on at
--- once, at another he stops.
local function goes_on_walking(e, ai, marker)
  if marker.flags == 0 then
    marker_actions.next_marker(ai, 1)
  else
    e.goal_state = ai.stats.states.stop
  end
end

--- His decisions by state; `t` is the tick's view: his marker (nil past
--- the last), its number `key` and Lara's `location` and `lara_d2`.
local decide = {}
follower.decide = decide

function decide.stop(e, ai, _, t)
  local S = ai.stats.states
  ai.max_turn = 0
  if held(ai, t.location) or not t.marker then return end
  -- Torchless, a creature near him (as his fights choose it) sends him on
  -- his walk even at a reached marker.
  if not ai.reached or not ai.torch and guide_torch.foe_of(e, ai) then
    e.goal_state = ai.torch and S.walk or S.torchless_walk
  elseif t.marker.flags == 0 then
    marker_actions.next_marker(ai, 1)
  else
    marker_actions.begin(e, ai, t.marker)
  end
end

--- On the move at the gait's `turn` (degrees a tick): his marker, or nil
--- past the last one, where he stops.
local function moving(e, ai, t, turn)
  ai.max_turn = creature.deg(turn)
  if not t.marker then e.goal_state = ai.stats.states.stop end
  return t.marker
end

function decide.walk(e, ai, _, t)
  local st = ai.stats
  if not moving(e, ai, t, st.turn.walk) then return end
  if ai.reached then
    goes_on_walking(e, ai, t.marker)
  elseif t.location < t.key then
    e.goal_state = st.states.stop
  elseif t.location > t.key and t.lara_d2 > st.range.lara_far * st.range.lara_far then
    e.goal_state = st.states.run
  end
end

function decide.run(e, ai, info, t)
  local st = ai.stats
  ai.lean = true
  if not moving(e, ai, t, st.turn.run) then return end
  if info.distance_sq < st.range.run_stop * st.range.run_stop or t.location < t.key then
    e.goal_state = st.states.stop
  elseif ai.reached then
    goes_on_walking(e, ai, t.marker)
  end
end

function decide.torchless_walk(e, ai, _, t)
  local st = ai.stats
  local m = moving(e, ai, t, st.turn.walk)
  if not (m and ai.reached) then return end
  local passing = st.torchless
  if m.flags == 0 then
    marker_actions.next_marker(ai, 1)
  elseif m.flags == passing.passes then
    world.test_triggers(e, "heavy", m.room, m.x, m.y, m.z)
    marker_actions.next_marker(ai, 1)
  elseif e.ocb <= passing.vanish_past_ocb then
    e.goal_state = st.states.stop
  else
    marker_actions.vanish(e, ai)
  end
end

---@param e Entity
function follower.control(e)
  local ai = e.state.ai
  local st = ai.stats
  habitat.before_move(e, ai)
  local location = world.level_state().lara_location or -1
  if guide_torch.update(e, ai, held(ai, location)) or marker_actions.update(e, ai) then return end
  creature.goal_follows_animation(e, ai)
  if not creature.think(e, false) then return end
  local marker = marker_actions.marker_of(ai, st.markers)
  local info = ai.info
  if marker then
    info = sense.update(e, ai, marker)
    marker_actions.note_reached(e, ai, marker)
  end
  local t = { marker = marker, key = key_of(ai), location = location, lara_d2 = lara_d2(e) }
  creature.decide_turning(e, ai, info, creature.by_number(decide, st.states), t)
end

return follower
