-- What a leader does at its AI_FOLLOW markers (TOMB4 guide.cpp
-- GuideControl, voncroy.cpp VoncroyControl; the leader's stats `markers`,
-- numbers in creatures/stats/tr4.lua): the point a marker leads to, when
-- it counts as reached (within `reach` of that point on every axis, until
-- the leader goes on), and going on to the next marker. At a marker whose
-- flags ask for an action the guide, standing, first steps onto the
-- marker's point exactly (a slide at its approach speed, turning to the
-- marker's heading), then plays the action's state (or passes through it
-- into its `then_state`, where the rest happens): it may wait for Lara to
-- come near, face the marker's heading a little every tick, snap onto the
-- point, and at the action's frame (or that many frames before its end) set
-- off the heavy triggers where it stands (unless the action's `triggers` is
-- false) and go on to the next marker. A marker that says so makes it
-- vanish. Von Croy's marker actions are his own (creatures/von_croy.lua);
-- he borrows the point, the reach and the slide from here.
local angles = require("lib.angles")
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local slots = require("ai.slots")

local actions = {}

--- The point a marker leads to: its own place with the `exact` flag, else
--- `ahead` units along its heading (FindAITargetObject).
function actions.point_of(p, m)
  if p.flags & m.exact_flag ~= 0 then return p.x, p.y, p.z end
  local sx, sz = fixed.step(p.yaw, m.ahead)
  return p.x + sx, p.y, p.z + sz
end

--- The marker the follow order leads to this tick, shifted to its point
--- (`point_of`), with its room, flags, heading and key; nil when there is
--- none.
---@param ai table
---@param m table the leader's stats `markers`
---@return table?
function actions.marker_of(ai, m)
  local o, p = ai.orders, ai.order_point
  if not (o and o.follow and p and p.kind == "follow") then return nil end
  local x, y, z = actions.point_of(p, m)
  return { x = x, y = y, z = z, room = world.room_at(p.room, x, y, z), yaw = p.yaw % 65536,
           flags = p.flags or 0, key = p.key, health = 1 }
end

--- Marks the marker reached (`ai.reached`) once `e` is within the stats'
--- `markers.reach` of its point on every axis; it stays reached until the
--- leader goes on (GetAITarget's reached_goal).
---@param e Entity
---@param ai table
---@param marker table from `marker_of`
function actions.note_reached(e, ai, marker)
  local reach = ai.stats.markers.reach
  if math.abs(marker.x - e.x) < reach and math.abs(marker.y - e.y) < reach
    and math.abs(marker.z - e.z) < reach then
    ai.reached = true
  end
end

--- Goes on `count` markers past the one the follow order leads to (the
--- routine's item_flags[3]): the marker is found afresh, not yet reached.
---@param ai table
---@param count integer
function actions.next_marker(ai, count)
  ai.reached, ai.marker_act = false, nil
  local o = ai.orders
  if o and o.follow then
    o.lead = (o.lead or o.key) + count
    ai.order_point = nil
  end
end

--- The leader vanishes for good (out of sight, its AI slot freed).
---@param e Entity
---@param ai table
function actions.vanish(e, ai)
  e.visible = false
  slots.release(e)
  e:finish()
  ai.marker_act = nil
end

--- Turns `e` towards heading `yaw` by at most `step` a tick.
local function face(e, yaw, step)
  local d = angles.diff(yaw, e.yaw)
  if d > step then e.yaw = (e.yaw + step) % 65536
  elseif d < -step then e.yaw = (e.yaw - step) % 65536 end
end

--- Done at the marker: it stops and goes on to the next.
local function go_on(e, ai)
  actions.next_marker(ai, 1)
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
    actions.vanish(e, ai)
    return
  end
  if action.lara_near and not lara_within(e, m.lara_near) then return end
  e.goal_state = S[action.state]
end

--- Starts the action the reached `marker` (from `marker_of`) asks of the
--- standing leader and plays its first tick; false when its flags ask for
--- none.
---@param e Entity
---@param ai table
---@param marker table
---@return boolean
function actions.begin(e, ai, marker)
  if not ai.stats.markers.actions[marker.flags] then return false end
  ai.marker_act = { flags = marker.flags, x = marker.x, y = marker.y, z = marker.z,
                    yaw = marker.yaw, started = false }
  return actions.update(e, ai)
end

--- One tick of the action under way at a marker; false when there is none
--- (the leader's own control runs).
---@param e Entity
---@param ai table
---@return boolean
function actions.update(e, ai)
  local m = ai.stats.markers
  local a = m and ai.marker_act
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
