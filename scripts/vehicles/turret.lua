-- The turret drive of vehicles/common.lua (`stats.drive = "turret"`):
-- TR3's big gun. It stays where it stands; Lara seated at it swings it
-- with Left/Right — a swing rate that grows by `swing_accel` a tick to
-- `swing_max` (halved when she reverses, eased out by a quarter a tick
-- when she lets go); the aim moves by a quarter of the rate within
-- ±`aim_limit`, the gun's heading being its placed heading plus
-- `yaw_per_aim` per aim step — and tips the barrel with Forward (down)
-- and Back (up), one pitch step a tick within 0…`pitch_steps` (step
-- `level_step` fires level, it rests at `rest_step`; each step is
-- `pitch_per_step`). Action fires
-- a rocket (`rocket`: the missile type, creatures/missile.lua) from the
-- barrel, then the gun reloads for `reload` ticks and kicks back
-- `recoil` steps of pitch; Roll gets her off behind it. Her animation is
-- the aiming one (`lara.anims.aim`), held at the frame of the barrel's
-- pitch step, as the gun's own. Numbers: stats.turret
-- (vehicles/big_gun.lua, from tomb3 game/biggun.cpp).
local angles = require("lib.angles")
local particles = require("lib.particles")
local ride = require("lara.ride")

local turret = {}

--- Smoke puffs at the barrel when it fires.
local FIRE_SMOKE = 5

local function clamp(x, lo, hi) return math.max(lo, math.min(hi, x)) end

--- The aim and swing, set up the first time.
local function aim_state(v, t)
  local s = v.state
  s.aim_y = s.aim_y or 0
  s.aim_x = s.aim_x or t.rest_step
  s.swing = s.swing or 0
  s.reload = s.reload or 0
  s.start_yaw = s.start_yaw or v.yaw
  s.speed = 0
  return s
end

--- Left/Right swing the gun.
local function swing(s, t)
  if world.pressed(input.LEFT) then
    if s.swing > 0 then s.swing = s.swing // 2 end
    s.swing = math.max(s.swing - t.swing_accel, -t.swing_max)
  elseif world.pressed(input.RIGHT) then
    if s.swing < 0 then s.swing = -((-s.swing) // 2) end
    s.swing = math.min(s.swing + t.swing_accel, t.swing_max)
  else
    s.swing = s.swing - math.floor(s.swing / 4)
    if math.abs(s.swing) < t.swing_accel then s.swing = 0 end
  end
  s.aim_y = s.aim_y + math.floor(s.swing / 4)
  if math.abs(s.aim_y) > t.aim_limit then
    s.aim_y, s.swing = clamp(s.aim_y, -t.aim_limit, t.aim_limit), 0
  end
end

--- The barrel's pitch (TR units, up positive) at the current step.
---@param v Entity
---@return integer
function turret.pitch(v)
  local t = v.state.stats.turret
  return t.pitch_per_step * (t.level_step - v.state.aim_x)
end

--- Fires a rocket from the barrel along the gun's heading and pitch.
local function fire(v, t, rider)
  local b = t.barrel
  local x, y, z = v:mesh_point(b.mesh, b.x, b.y, b.z)
  local room = world.room_at(v.room, x, y, z)
  local pitch = turret.pitch(v)
  local m = world.spawn(t.rocket, room, x, y, z, v.yaw)
  m.yaw, m.pitch = v.yaw, pitch % angles.TURN
  m.state.flight = { shooter = v, source = rider, yaw = v.yaw, pitch = pitch, age = 0,
                     kind = t.rocket_stats }
  m:activate(rider)
  world.particles(particles.SMOKE, room, x, y, z, FIRE_SMOKE)
  if t.sound then world.sound(t.sound, v) end
  return m
end

--- One tick of the gun `v`: aimed and fired by `rider` when `steer_now`,
--- else its barrel settles back level. Returns "fired" and the rocket on
--- the tick it fires.
---@param v Entity
---@param rider? Entity
---@param steer_now boolean
---@return string|nil event, Entity|nil rocket
function turret.drive(v, rider, steer_now)
  local t = v.state.stats.turret
  local s = aim_state(v, t)
  if s.reload > 0 then s.reload = s.reload - 1 end
  if not steer_now or not rider then
    if s.aim_x < t.rest_step then s.aim_x = s.aim_x + 1
    elseif s.aim_x > t.rest_step then s.aim_x = s.aim_x - 1 end
    return nil
  end
  swing(s, t)
  v.yaw = (s.start_yaw + t.yaw_per_aim * s.aim_y) % angles.TURN
  if world.pressed(input.FORWARD) and s.aim_x < t.pitch_steps then s.aim_x = s.aim_x + 1
  elseif world.pressed(input.BACK) and s.aim_x > 0 then s.aim_x = s.aim_x - 1 end
  if world.pressed(input.ACTION) and s.reload == 0 then
    local m = fire(v, t, rider)
    s.reload = t.reload
    s.aim_x = clamp(s.aim_x - t.recoil, 0, t.pitch_steps)
    return "fired", m
  end
  return nil
end

--- Her tick at the gun while she aims it (lara/ride.lua hands it over):
--- the gun turns and fires, and she holds the aiming animation at the
--- barrel's pitch step.
---@param e Entity Lara
---@param l table her state table
---@param v Entity the gun
function turret.ride(e, l, v)
  turret.drive(v, e, true)
  ride.play(e, v, "aim", v.state.aim_x)
  l.turn = 0
end

--- A gun always stands: she may leave it whenever she likes.
function turret.standing(_)
  return true
end

return turret
