-- TR5's motion sensors (MOTION_SENSORS: the camera-eyes on the walls of the
-- VCI building). Placed on a wall, it hangs SET_BACK behind its placed
-- point and LIFT above it. While its trigger is on it sweeps its gaze to
-- and fro over SWEEP from SWEEP_START left of its heading, tilted down by
-- REST_PITCH, and watches Lara: the first tick she is in any state but the
-- quiet ones (walking, standing, stepping, turning, working a switch,
-- riding the zip line: QUIET) it sets off the heavy triggers of its own
-- square (what the level puts there: the guards' alarm, a door shut) and
-- from then on follows her with its eye. A bullet blows its eye (mesh 0)
-- away; while on, it then bursts with SFX_EXPLOSION2 and is gone.
-- Source: TOMB5 autogun.cpp ControlMotionSensors, init.cpp
-- InitialiseMotionSensors, setup.cpp (explodable mesh 0), control.cpp
-- InterpolateAngle (an angle eases by its difference shifted right):
-- facts and figures, not code.
local particles = require("lib.particles")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local S = require("lara.states")
local sensor = {}

--- Where it hangs from its placed point: SET_BACK behind, LIFT above.
sensor.SET_BACK, sensor.LIFT = 360, 88
--- Its sweep: from SWEEP_START left of its heading (−0x2800), SWEEP wide
--- (0x5000), each way eased by a 32nd of what is left a tick (shift 5),
--- turning back once within TURN_NEAR (256) of the end.
sensor.SWEEP_START, sensor.SWEEP, sensor.SWEEP_SHIFT, sensor.TURN_NEAR = -0x2800, 0x5000, 5, 256
--- Its tilt while sweeping (−2048: down), eased by an 8th a tick (shift 3).
sensor.REST_PITCH, sensor.TILT_SHIFT = -2048, 3
--- Once tripped it eyes this far above her feet (384), easing by an 8th.
sensor.EYE_AT = 384
--- TR5's SFX_EXPLOSION2; the blast's particles.
sensor.BLAST_SOUND, sensor.BLAST_PARTICLES = 106, 8
--- Its eye: mesh 0 (TOMB5 explodable_meshbits 1).
local EYE = 1
--- Lara's states it does not notice (TOMB5's list; 130–132 are TOMB5's
--- zip-line states AS_INTO_ZIP, AS_ZIP, AS_OUT_ZIP, whose animations
--- 467–469 carry them in TR5's levels).
sensor.QUIET = {
  [S.WALK] = true, [S.STOP] = true, [S.STEP_LEFT] = true, [S.STEP_RIGHT] = true,
  [S.BACK] = true, [S.TURN_RIGHT] = true, [S.TURN_LEFT] = true, [S.POSE] = true,
  [130] = true, [131] = true, [132] = true,
  [S.SWITCH_ON] = true, [S.SWITCH_OFF] = true, [S.FAST_TURN] = true,
}

--- `from` eased towards `to` by their difference shifted right by `shift`
--- (the short way round); also that difference. The shift is the
--- originals' arithmetic one on a signed angle: a floor division, which
--- keeps the sign of a negative difference in every Lua.
local function ease(to, from, shift)
  local d = angles.diff(to, from)
  return angles.wrap(from + d // (1 << shift)), d
end

---@param e Entity
function sensor.init(e)
  local s = e.state
  if s.sweep_from then return end
  local dx, dz = fixed.step(e.yaw, sensor.SET_BACK)
  e:set_position(e.x - dx, e.y - sensor.LIFT, e.z - dz)
  s.sweep_from = angles.wrap(e.yaw + sensor.SWEEP_START)
  s.back = false
  s.tripped = false
  e.health = 1
  e.targetable = true
end

--- A bullet: its eye is blown away (it bursts on its next tick while on).
---@param e Entity
function sensor.on_hit(e)
  if e.mesh_bits & EYE == 0 then return end
  e.mesh_bits = e.mesh_bits & ~EYE
  e.targetable = false
end

--- Sweeping: true once Lara has moved in a way it notices.
local function sweep(e, s, lara)
  e.pitch = ease(sensor.REST_PITCH, e.pitch, sensor.TILT_SHIFT)
  local goal = s.sweep_from
  if s.back then goal = angles.wrap(goal + sensor.SWEEP) end
  local yaw, left = ease(goal, e.yaw, sensor.SWEEP_SHIFT)
  e.yaw = yaw
  if math.abs(left) < sensor.TURN_NEAR then s.back = not s.back end
  return lara ~= nil and not sensor.QUIET[lara.anim_state]
end

--- Tripped: its eye follows her.
local function follow(e, lara)
  local dx, dy, dz = lara.x - e.x, lara.y - sensor.EYE_AT - e.y, lara.z - e.z
  local heading = fixed.atan(dz, dx)
  local pitch = -fixed.angle16(fixed.atan(fixed.sqrt(dx * dx + dz * dz), dy))
  e.yaw = ease(angles.wrap(heading), e.yaw, sensor.TILT_SHIFT)
  e.pitch = ease(angles.wrap(pitch), e.pitch, sensor.TILT_SHIFT)
end

---@param e Entity
function sensor.control(e)
  if not e.active then return end
  local s = e.state
  if e.mesh_bits & EYE == 0 then
    world.sound(sensor.BLAST_SOUND, e)
    world.particles(particles.EXPLOSION, e.room, e.x, e.y, e.z, sensor.BLAST_PARTICLES)
    e:kill()
    return
  end
  local lara = world.lara()
  if s.tripped then
    if lara then follow(e, lara) end
  elseif sweep(e, s, lara) then
    world.test_triggers(e, "heavy")
    s.tripped = true
  end
end

return sensor
