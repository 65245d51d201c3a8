-- TR4's wraiths (WRAITH1-4; TOMB4 wraith.cpp, numbers in creatures/stats/
-- tr4.lua `wraith1` … `wraith4`): spirits that fly through walls at Lara
-- trailing flames of their colour. Each tick a wraith turns its heading and
-- its pitch towards its goal with a turning rate that grows while the goal
-- stays on one side and starts again from nothing when it changes side: it
-- overshoots and swings back, so its path weaves. It aims above its
-- target, higher the nearer or the farther it is (`arc`), and flies on at
-- its speed along heading and pitch.
-- Touching Lara (`touch`: close across the floor and at her chest) slows it
-- down and hurts her the more the farther from her axis it passes; WRAITH1
-- (`heats`) warms up with every touch and sets her alight once hot enough.
-- Out of contact it speeds up again. In water (`drowns`: all but WRAITH3)
-- it fizzles out within two ticks; a drowning WRAITH2 whose OCB names a
-- flipmap sets it off once (`flips_on_drowning`).
-- WRAITH3 (`trapped_by`) is the ghost trap's: the GHOSTTRAP flipeffect
-- (flipeffects/world.lua `ghost_trap`) or a trap of that type switched on
-- in a room it flies into makes the trap its target; held close to it for
-- `trap.hold` ticks it is drawn in (a blast) and gone, and the trap's OCB
-- counts one wraith fewer.
-- WRAITH1 and WRAITH2 (`rival`) hate each other: one flying into a room
-- where the other is, both leave Lara and make for a point between them;
-- the second to arrive while the first is still there blows both up.
-- WRAITH4 is WRAITH3's grey without the trap, and drowns.
-- Wraiths are no one's target and nothing bumps into them.
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local fire = require("lara.fire")
local stats = require("creatures.stats")

local wraith = {}

--- A wraith's flame burst when it passes through a floor or ceiling
--- (TOMB4 TriggerWraithEffect: 15 sparks).
local BURST = 15

---@param e Entity
function wraith.init(e)
  local st = stats.of(e)
  e.solid, e.collidable, e.targetable = false, false, false
  e.gravity = false
  local w = e.state
  if w.speed then return end
  w.speed = st.speed.top
  -- Turning rates (heading, pitch): grow while the goal stays one side.
  w.turn_yaw, w.turn_pitch = 0, 0
  w.pitch = 0
  w.heat, w.wet = 0, 0
  w.held, w.met = 0, 0
end
wraith.on_reload = wraith.init

--- Nothing hurts a wraith.
function wraith.on_hit() end

--- One axis of the weaving turn: `rate` grows by `accel` a tick while the
--- goal lies `off` to one side, and is reset to one unit the other way when
--- it changes side; once the goal is nearer than the rate, it is met at
--- once. Returns the turn made and the new rate.
local function weave(off, rate, accel)
  if math.abs(off) < math.abs(rate) and (off > 0) == (rate > 0) then return off, rate end
  if off >= 0 then
    if rate > 0 then return rate + accel, rate + accel end
    return 0, 1
  end
  if rate >= 0 then return 0, -1 end
  return rate - accel, rate - accel
end

--- The entity `w[key]` names while it exists and is switched on.
local function live(w, key)
  local other = w[key]
  if other and other:exists() and other.status == "active" then return other end
  w[key] = nil
  return nil
end

--- Where the wraith heads this tick and who is there: the trap, its rival
--- (the point between them, level with the rival's middle), or Lara (with
--- the aim above her by `arc`). Returns x, y, z, the target and how far
--- (squared, across the floor) the goal is.
local function goal(e, w, st, lara)
  local target = live(w, "trap") or live(w, "rival") or lara
  if target == w.rival then
    local x, z = (e.x + target.x) // 2, (e.z + target.z) // 2
    local dx, dz = x - e.x, z - e.z
    return x, (e.y + target.y) // 2, z, target, dx * dx + dz * dz
  end
  local dx, dz = target.x - e.x, target.z - e.z
  local d2 = dx * dx + dz * dz
  local arc = st.arc
  local y = target.y - arc.above - math.abs(d2 // arc.scale - arc.bend)
  return target.x, y, target.z, target, d2
end

--- Inside the room's solid space (below its floor or above its ceiling).
local function out_of_bounds(room, x, y, z)
  return world.floor(room, x, y, z) < y or world.ceiling(room, x, y, z) > y
end

--- True when (x, y, z) is under water.
local function wet_at(room, x, y, z)
  local surface = world.water(room, x, y, z)
  return surface ~= nil and y > surface
end

--- The wraith has flown into `room`: a rival there, or for a wraith a trap
--- takes, an active trap there, becomes its target (the rival's too).
local function meet_in(e, w, st, room)
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other ~= e and other.room == room and other.status == "active" then
      if st.trapped_by and other.type == st.trapped_by then
        w.trap = other
        return
      elseif st.rival and other.type == st.rival then
        w.rival = other
        other.state.rival = e
        return
      end
    end
  end
end

--- Gone: a blast where it was, removed.
local function vanish(e, st)
  world.particles(particles[st.end_effect], e.room, e.x, e.y, e.z, 1)
  e:kill()
end

--- In water: sparks, and at the second tick running it is gone (a
--- drowning WRAITH2 sets off the flipmap its OCB names, once).
local function drown(e, w, st)
  world.particles(particles.EXPLOSION, e.room, e.x, e.y, e.z, 1)
  w.wet = w.wet + 1
  if w.wet < st.drowns then return false end
  if st.flips_on_drowning and e.ocb > 0 and not world.flipped(e.ocb) then world.flip(e.ocb, true) end
  e:kill()
  return true
end

--- Close to its target: slows, and hurts (Lara), is drawn in (the trap) or
--- meets its rival.
local function touch(e, w, st, target, d2, lara)
  if w.speed > st.speed.slowest then w.speed = w.speed - st.speed.brake end
  if target == lara then
    lara:hit(d2 // st.touch.hurt_scale, e)
    if st.heats then
      w.heat = w.heat + st.heats.per_touch
      if w.heat > st.heats.ignites_above then fire.ignite(lara) end
    end
  elseif target == w.trap then
    w.held = w.held + 1
    if w.held > st.trap.hold then
      e:set_position(target.x, target.y - st.touch.chest, target.z)
      target.ocb = target.ocb - 1
      if target.ocb > 0 then target:set_anim(target.anim, 0) end
      vanish(e, st)
      return true
    end
  else
    target.state.met = st.rival_meet
    if w.met > 0 then
      target:kill()
      vanish(e, st)
      return true
    end
  end
  return false
end

--- The trail: two flames (where it is and halfway back), a burst where it
--- passed through a floor or ceiling, and its light.
local function trail(e, st, x0, y0, z0, was_out)
  local flame = particles[st.flame]
  world.particles(flame, e.room, e.x, e.y, e.z, 1)
  world.particles(flame, e.room, (e.x + x0) // 2, (e.y + y0) // 2, (e.z + z0) // 2, 1)
  local now_out = out_of_bounds(e.room, e.x, e.y, e.z)
  if now_out ~= was_out then world.particles(flame, e.room, e.x, e.y, e.z, BURST) end
  local c = st.light
  world.light(e.room, e.x, e.y, e.z, c[1], c[2], c[3], st.light_radius)
end

---@param e Entity
function wraith.control(e)
  local st = stats.of(e)
  local w = e.state
  local lara = world.lara()
  if not lara then return end
  world.sound(st.sound, e)
  local gx, gy, gz, target, d2 = goal(e, w, st, lara)
  local accel = (st.speed.top // w.speed) * st.speed.turn_accel
  local yaw_off = angles.diff(e:angle_to(gx, e.y, gz), 0)
  local across = math.max(math.abs(gx - e.x), math.abs(gz - e.z))
    + math.min(math.abs(gx - e.x), math.abs(gz - e.z)) // 2
  local want_pitch = fixed.angle16(fixed.atan(across, gy - e.y))
  local dyaw, dpitch
  dyaw, w.turn_yaw = weave(yaw_off, w.turn_yaw, accel)
  dpitch, w.turn_pitch = weave(angles.diff(want_pitch, w.pitch), w.turn_pitch, accel)
  e.yaw = (e.yaw + dyaw) % 65536
  w.pitch = angles.diff(w.pitch + dpitch, 0)
  local was_out = out_of_bounds(e.room, e.x, e.y, e.z)
  local x0, y0, z0 = e.x, e.y, e.z
  local dx, dz = fixed.step(e.yaw, w.speed)
  local dy = fixed.scale_sin(w.speed, w.pitch)
  local x, y, z = x0 + dx, y0 + dy, z0 + dz
  local room = world.room_at(e.room, x, y, z)
  e:set_position(x, y, z)
  e.pitch = (-w.pitch) % 65536
  e.speed = 0
  if room ~= e.room then
    e.room = room
    meet_in(e, w, st, room)
  end
  if st.drowns then
    if wet_at(room, x, y, z) then
      if drown(e, w, st) then return end
    else
      w.wet = 0
      w.heat = math.max(0, w.heat - 1)
    end
  end
  local close = d2 < st.touch.reach * st.touch.reach
    and math.abs(e.y - (target.y - st.touch.chest)) < st.touch.height
  if close then
    if touch(e, w, st, target, d2, lara) then return end
  elseif (world.tick() // st.speed.recover_run) % 2 == 1 then
    -- Half the ticks, in runs: it speeds up again, and a meeting it was
    -- waiting at wears off.
    if w.speed < st.speed.top then w.speed = w.speed + 1 end
    if w.met > 0 then w.met = w.met - 1 end
  end
  trail(e, st, x0, y0, z0, was_out)
end

return wraith
