-- What a leader does at an AI_FOLLOW marker whose flags ask for an action
-- (TOMB4 guide.cpp GuideControl; the leader's stats `markers`, numbers in
-- creatures/stats/tr4.lua). Reaching such a marker it first steps onto the
-- marker's point exactly (a slide at its approach speed, turning to the
-- marker's heading), then plays the action's state (or passes through it
-- into its `then_state`, where the rest happens): it may wait for Lara to
-- come near, face the marker's heading a little every tick, snap onto the
-- point, and at the action's frame (or that many frames before its end) set
-- off the heavy triggers where it stands (unless the action's `triggers` is
-- false) and go on to the next marker. A marker that says so makes it
-- vanish. Markers without flags, or with flags no action names, leave the
-- leader to its follow order (ai/orders.lua). Von Croy's marker actions
-- are his own (creatures/von_croy.lua); he borrows the point and the
-- slide from here.
local angles = require("lib.angles")
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local objects = require("ai.objects")
local slots = require("ai.slots")

local actions = {}

--- The point a marker leads to: its own place with the `exact` flag, else
--- `ahead` units along its heading (FindAITargetObject).
function actions.point_of(p, m)
  if p.flags & m.exact_flag ~= 0 then return p.x, p.y, p.z end
  local sx, sz = fixed.step(p.yaw, m.ahead)
  return p.x + sx, p.y, p.z + sz
end

--- Turns `e` towards heading `yaw` by at most `step` a tick.
local function face(e, yaw, step)
  local d = angles.diff(yaw, e.yaw)
  if d > step then e.yaw = (e.yaw + step) % 65536
  elseif d < -step then e.yaw = (e.yaw - step) % 65536 end
end

--- The action under way, or one that starts at the marker the follow order
--- leads to when `e` has reached it.
local function current(e, ai, m)
  if ai.marker_act then return ai.marker_act end
  local o, p = ai.orders, ai.order_point
  if not (o and o.follow and p and p.kind == "follow" and p.key == (o.lead or o.key)) then return nil end
  local action = m.actions[p.flags or 0]
  if not action or not objects.reached(e, p) then return nil end
  local x, y, z = actions.point_of(p, m)
  ai.marker_act = { flags = p.flags, x = x, y = y, z = z, yaw = p.yaw % 65536, started = false }
  return ai.marker_act
end

--- Done at the marker: the follow order goes on to the next.
local function go_on(e, ai)
  local o = ai.orders
  o.lead = (o.lead or o.key) + 1
  ai.marker_act, ai.order_point = nil, nil
  e.goal_state = ai.stats.states.stop
end

--- Slides `e` towards the point `a` ({x, y, z, yaw}) at `speed`, turning
--- to its heading by at most `turn` (MoveCreature3DPos).
---@param e Entity
---@param a table
---@param speed integer
---@param turn integer
function actions.slide(e, a, speed, turn)
  local dx, dy, dz = a.x - e.x, a.y - e.y, a.z - e.z
  local d = fixed.sqrt(dx * dx + dy * dy + dz * dz)
  if speed < d then
    e.x = e.x + fixed.div(speed * dx, d)
    e.y = e.y + fixed.div(speed * dy, d)
    e.z = e.z + fixed.div(speed * dz, d)
  else
    e.x, e.y, e.z = a.x, a.y, a.z
  end
  local d_yaw = angles.diff(a.yaw, e.yaw)
  if d_yaw > turn then e.yaw = (e.yaw + turn) % 65536
  elseif d_yaw < -turn then e.yaw = (e.yaw - turn) % 65536
  else e.yaw = a.yaw end
  e.room = world.room_at(e.room, e.x, e.y, e.z)
end

--- True when Lara is within `within` of `e` (squared distances, x and z).
local function lara_within(e, within)
  local lara = world.lara()
  if not lara then return false end
  local dx, dz = lara.x - e.x, lara.z - e.z
  return dx * dx + dz * dz < within * within
end

--- From a stand at the marker: slide onto its point, or start the action.
local function from_stand(e, ai, a, action, m)
  local S = ai.stats.states
  local dx, dz = a.x - e.x, a.z - e.z
  if dx * dx + dz * dz > m.near * m.near then
    local bearing = angles.diff(fixed.atan(dz, dx), e.yaw)
    e.goal_state = math.abs(bearing) < 16384 and S.approach or S.approach_back
    return
  end
  if action.vanish then
    e.visible = false
    slots.release(e)
    e:finish()
    ai.marker_act = nil
    return
  end
  if action.lara_near and not lara_within(e, m.lara_near) then return end
  e.goal_state = S[action.state]
end

--- One tick of a leader at an action marker; false when there is none
--- (its usual control runs).
---@param e Entity
---@param ai table
---@return boolean
function actions.update(e, ai)
  local m = ai.stats.markers
  local a = m and current(e, ai, m)
  if not a then return false end
  local S = ai.stats.states
  local action = m.actions[a.flags]
  local state = e.anim_state
  local final = S[action.then_state or action.state]
  ai.max_turn = 0
  if state == S.approach or state == S.approach_back then
    actions.slide(e, a, m.approach.speed, m.approach.turn)
    e.goal_state = S.stop
  elseif action.then_state and state == S[action.state] then
    -- Its first state leads into the one the action ends in.
    a.started = true
    face(e, a.yaw, m.turn)
    e.goal_state = final
  elseif state == final then
    a.started = true
    local frame, last = e.frame, creature.frames(e) - 1
    local at = action.at_frame or (last - action.before_end)
    if action.snap and frame == 0 then e.x, e.y, e.z = a.x, a.y, a.z end
    if frame < at then face(e, a.yaw, m.turn)
    elseif frame == at then
      if action.snap then e.yaw = a.yaw end
      if action.triggers ~= false then world.test_triggers(e, "heavy") end
      go_on(e, ai)
    end
  elseif a.started then
    -- The action's animation ended before its frame: it is over.
    go_on(e, ai)
  else
    from_stand(e, ai, a, action, m)
  end
  return true
end

return actions
