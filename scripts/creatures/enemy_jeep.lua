-- TR4's enemy jeep (ENEMY_JEEP outside the train level; TOMB4 jeep.cpp
-- InitialiseEnemyJeep, EnemyJeepControl; numbers in creatures/stats/tr4.lua
-- `enemy_jeep`). It drives a course of AI markers numbered by their OCB,
-- 1, 2, 3… (any marker type; it starts at its own place, numbered 0): it
-- steers for the next marker, speeding up in its drive state (slowing on
-- the turns and uphill), and once within `range.reached` of it sets off
-- the heavy triggers there and picks the next. A marker with the `waits`
-- flag (its code bit 2: flags & 4) holds it, braked and placed on the
-- marker, until Lara has got that far (the LARALOCATION flipeffect's
-- count, `level_state().lara_location`); one with every code bit (flags
-- 62) is where it leaves the level (hidden, switched off). While at a
-- marker with Lara behind it (beyond `grenade.behind`) between
-- `grenade.near` and `grenade.far` away it drops a grenade out the back
-- (the missile `jeep_grenade`, lobbed), then waits `grenade.every` ticks
-- before the next. It leans to the floor under its four wheels.
-- TOMB4 gives it no death (40 hit points, undead: only grenades take
-- them, and nothing follows): here Lara's shots leave it be. Left out: the
-- leap off a drop ahead (its animation 8), the spinning wheels and the
-- brake lights' glow.
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local creature = require("ai.creature")
local missile = require("creatures.missile")
local particles = require("lib.particles")
local stats = require("creatures.stats")

local enemy_jeep = {}

---@param e Entity
function enemy_jeep.init(e)
  local ai = creature.setup(e, stats.of(e))
  local st = ai.stats
  if ai.started then return end
  ai.started = true
  local anim = creature.own_anim(e, st.anims.start, st.states.stop)
  if anim then creature.set_anim(e, anim) else creature.play_state(e, st.states.stop) end
  e.goal_state = st.states.stop
  e.mesh_bits = st.shown.driving
  -- The course: where it stands is marker 0.
  ai.course = { key = 0, x = e.x, y = e.y, z = e.z, room = e.room, flags = 0, yaw = e.yaw }
  ai.pace, ai.reload = 0, 0
end

---@param e Entity
function enemy_jeep.on_reload(e)
  creature.setup(e, stats.of(e))
end

--- Lara's shots: nothing (see the header).
function enemy_jeep.on_hit() end

--- The marker keyed `key` (the first with that OCB), as the course's next
--- goal: `ahead` units on along its heading unless its flags say to stop
--- on it (`flags.exact`); nil when the level has none.
local function marker(key, st)
  for i = 0, ai.count() - 1 do
    local m = ai.get(i)
    if m and m.ocb == key then
      local x, z = m.x, m.z
      if m.flags % (2 * st.flags.exact) < st.flags.exact then
        local dx, dz = fixed.step(m.angle, st.marker_ahead)
        x, z = x + dx, z + dz
      end
      return { key = key, x = x, y = m.y, z = z, room = m.room, flags = m.flags, yaw = m.angle }
    end
  end
  return nil
end

--- True when the marker's flags have bit `bit` (a power of two).
local function has(flags, bit)
  return flags % (2 * bit) >= bit
end

--- Lara has got as far as the marker keyed `key`.
local function lara_at(key)
  return (world.level_state().lara_location or 0) >= key
end

--- Drops a grenade out of the back: a sector behind, three clicks up,
--- pitched as the jeep is.
local function drop_grenade(e, st)
  local g = st.grenade
  local yaw = (e.yaw + angles.TURN // 2) % angles.TURN
  local dx, dz = fixed.step(yaw, g.behind_by)
  local x, y, z = e.x + dx, e.y - g.up, e.z + dz
  local room = world.room_at(e.room, x, y, z)
  world.particles(particles.SMOKE, e.room, e.x, e.y, e.z, g.smoke)
  missile.fire(g.missile, room, x, y, z, yaw, angles.diff(e.pitch, 0), e)
end

--- At its goal: the triggers there, the brake at a marker Lara has not
--- reached, a grenade at her behind, the exit, the next marker.
local function at_goal(e, ai, st, lara)
  local c = ai.course
  world.test_triggers(e, "heavy")
  local S = st.states
  if not lara_at(c.key) and e.anim_state ~= S.brake and e.goal_state ~= S.brake then
    local anim = creature.own_anim(e, st.anims.brake, S.brake)
    if anim then creature.set_anim(e, anim) else creature.play_state(e, S.brake) end
    e.goal_state = S.brake
    if has(c.flags, st.flags.waits) then
      e:set_position(c.x, c.y, c.z)
      e.room, e.yaw = c.room, c.yaw
    end
  end
  local g = st.grenade
  if lara and ai.reload == 0 then
    local dx, dz = lara.x - e.x, lara.z - e.z
    local d2 = dx * dx + dz * dz
    if d2 > g.near * g.near and d2 < g.far * g.far and math.abs(e:angle_to(lara)) > g.behind then
      drop_grenade(e, st)
      ai.reload = g.every
    end
  end
  if c.flags == st.flags.leaves then
    e.visible = false
    e:deactivate()
    return
  end
  if lara_at(c.key) or not has(c.flags, st.flags.waits) then
    ai.reached = false
    ai.course = marker(c.key + 1, st) or { key = c.key + 1, x = c.x, y = c.y, z = c.z,
                                            room = c.room, flags = st.flags.waits, yaw = c.yaw }
  end
end

--- Pace (the original's speed × 64) by state.
local function drive(e, ai, st, goal_distance, angle)
  local S, p = st.states, st.pace
  local state = e.anim_state
  if state == S.stop or state == S.brake then
    ai.pace = math.max(0, ai.pace - p.brake)
    e.mesh_bits = st.shown.braking
    if goal_distance > p.start_beyond or lara_at(ai.course.key) then e.goal_state = S.drive end
  elseif state == S.drive then
    ai.pace = math.min(p.top, ai.pace + p.accel)
    e.mesh_bits = st.shown.driving
    if angle > st.steer_dead then
      e.goal_state = S.right
    elseif angle < -st.steer_dead then
      e.goal_state = S.left
    end
  elseif state == S.left or state == S.right then
    ai.pace = math.min(p.top, ai.pace + p.accel_turning)
    e.goal_state = S.drive
  end
end

--- Pitch and roll eased (`lean` a tick) towards the floor under the wheels
--- (`wheel.ahead` along, `wheel.side` across; a floor more than
--- `wheel.step` off counts as level).
local function lean(e, st)
  local w = st.wheel
  local function height(along, across)
    local dx, dz = fixed.step(e.yaw, along)
    local sx, sz = fixed.step((e.yaw + angles.QUARTER) % angles.TURN, across)
    local x, z = e.x + dx + sx, e.z + dz + sz
    local h = world.floor(world.room_at(e.room, x, e.y, z), x, e.y, z)
    if math.abs(h - e.y) > w.step then return e.y end
    return h
  end
  local function toward(now, want)
    now = angles.diff(now, 0)
    if math.abs(want - now) < w.lean then return want % angles.TURN end
    return (now + (want > now and w.lean or -w.lean)) % angles.TURN
  end
  -- The table arctangent of the rise over the wheelbase, as a signed angle.
  local roll = fixed.angle16(fixed.atan(2 * w.side, height(0, w.side) - height(0, -w.side)))
  local pitch = fixed.angle16(fixed.atan(2 * w.ahead, height(-w.ahead, 0) - height(w.ahead, 0)))
  e.pitch, e.roll = toward(e.pitch, pitch), toward(e.roll, roll)
  return pitch
end

---@param e Entity
function enemy_jeep.control(e)
  local ai = e.state.ai
  local st = ai.stats
  local lara = world.lara()
  local c = ai.course
  local dx, dz = c.x - e.x, c.z - e.z
  local goal_distance = fixed.sqrt(dx * dx + dz * dz)
  local angle = e:angle_to(c.x, c.y, c.z)
  drive(e, ai, st, goal_distance, angle)
  if goal_distance < st.range.reached then ai.reached = true end
  if ai.reached then
    at_goal(e, ai, st, lara)
    if not e.active then return end
  end
  ai.reload = math.max(0, ai.reload - 1)
  local pitch = lean(e, st)
  -- Uphill (pitch up: positive) slows it, downhill speeds it; and a
  -- little always.
  ai.pace = math.max(0, ai.pace - pitch // st.pace.hill - st.pace.drag)
  if not ai.reached then
    local turn = ai.pace // st.pace.turn_share
    e.yaw = (e.yaw + math.max(-turn, math.min(turn, e:angle_to(c.x, c.y, c.z)))) % angles.TURN
  end
  -- The pace projected, then scaled down (TOMB4: `pace · sin >> 14`, then `>> 6`).
  local mx, mz = fixed.step(e.yaw, ai.pace)
  mx, mz = mx // st.pace.scale, mz // st.pace.scale
  local x, z = e.x + mx, e.z + mz
  local room = world.room_at(e.room, x, e.y, z)
  local floor = world.floor(room, x, e.y, z)
  -- On its floor, or falling towards it at `fall` a tick.
  e:set_position(x, floor <= e.y + st.fall and floor or e.y + st.fall, z)
  e.room = room
  e.speed = 0
  if ai.pace > 0 then world.sound(st.sound, e) end
end

return enemy_jeep
