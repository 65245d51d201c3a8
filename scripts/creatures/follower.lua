-- TR4's guide (TOMB4 guide.cpp GuideControl; numbers in
-- creatures/stats/tr4.lua `guide`): he leads Lara along the level's
-- AI_FOLLOW markers, keyed 0, 1, 2… by OCB, through the follow order
-- (ai/orders.lua): he goes to his next marker, waits there until she comes
-- within two sectors, sets off the triggers under it and goes on to the
-- next. He never sets off before Lara has got as far as that marker's
-- number (the LARALOCATION flipeffect's count,
-- `level_state().lara_location`). He walks, runs when the marker is far,
-- and slows to a walk near it. Lara's shots do him no harm.
-- A leader whose stats have `markers` does what a marker's flags ask for
-- at it (creatures/marker_actions.lua: the guide reads inscriptions, looks
-- about, takes a torch off the wall, vanishes); with `torch` the guide
-- lights it and fights with it (creatures/guide_torch.lua).
-- Von Croy has a control of his own (creatures/von_croy.lua) and borrows
-- this one's start. Left out: the guide's look-out (flags 4) and the
-- wraith levels' guide.
local creature = require("ai.creature")
local guide_torch = require("creatures.guide_torch")
local habitat = require("creatures.habitat")
local marker_actions = require("creatures.marker_actions")
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

--- True while Lara has not got as far as the marker it would lead to.
local function waits_for_lara(ai)
  local o = ai.orders
  local lead = o and o.follow and (o.lead or o.key)
  if not lead then return false end
  return (world.level_state().lara_location or 0) < lead
end

local decide = {}
follower.decide = decide

function decide.stop(e, ai, info, st)
  ai.max_turn = 0
  if waits_for_lara(ai) or not ai.orders or not ai.orders.follow then return end
  if info.distance > st.range.run then
    e.goal_state = st.states.run
  elseif info.distance > st.range.arrived then
    e.goal_state = st.states.walk
  end
end

function decide.walk(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.walk)
  if waits_for_lara(ai) or info.distance <= st.range.arrived then
    e.goal_state = st.states.stop
  elseif info.distance > st.range.run then
    e.goal_state = st.states.run
  end
end

function decide.run(e, ai, info, st)
  ai.max_turn = creature.deg(st.turn.run)
  ai.lean = true
  if waits_for_lara(ai) or info.distance <= st.range.arrived then
    e.goal_state = st.states.stop
  elseif info.distance < st.range.walk then
    e.goal_state = st.states.walk
  end
end

---@param e Entity
function follower.control(e)
  local ai = e.state.ai
  habitat.before_move(e, ai)
  if guide_torch.update(e, ai) or marker_actions.update(e, ai) then return end
  creature.act_named(e, decide)
end

return follower
