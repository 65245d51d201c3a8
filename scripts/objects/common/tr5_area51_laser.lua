-- Area 51's sweeping laser (TR5 GEN_SLOT4): a laser cutter that runs to
-- and fro along its heading while its trigger is on: first TRAVEL ahead
-- of its placed point, then between TRAVEL behind and TRAVEL ahead,
-- speeding up by ACCEL a tick to TOP_SPEED (in TOMB5's units: a quarter
-- of that a tick), easing off by a quarter a tick at each end, resting
-- PAUSE ticks there and turning back. Touching Lara it takes HURT a tick
-- and draws her blood (her cry, SFX_LARA_INJURY_NONRND, at the first
-- touch). It glows red (its light) and its beam meshes (2 and 4)
-- flicker; the whirr of its motor (SFX_ZOOM_VIEW_WHIRR) while it moves.
-- Source: TOMB5 tower.cpp ControlArea51Laser, init.cpp
-- InitialiseArea51Laser (facts and figures, not code).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local laser = {}

--- How far it runs from its placed point along its heading (TOMB5: 2560).
laser.TRAVEL = 2560
--- Speed in TOMB5's units (moved speed / 4 a tick): gained a tick, the
--- most; an end is reached within END_NEAR of it (TOMB5: 5, 512, 768).
laser.ACCEL, laser.TOP_SPEED, laser.END_NEAR = 5, 512, 768
--- Ticks it rests at each end (TOMB5: 32, counted down to 1).
laser.PAUSE = 31
--- Health a tick of contact (TOMB5: 100).
laser.HURT = 100
--- TR5's SFX_ZOOM_VIEW_WHIRR, SFX_LARA_INJURY_NONRND.
laser.WHIRR, laser.CRY = 313, 20
--- Meshes 2 and 4 flicker (TOMB5: mesh_bits = -1 - (random & 0x14)).
local FLICKER = { 4, 16 }
local ALL = 0xFFFFFFFF
--- Its red light: colour and radius.
local GLOW, GLOW_RADIUS = { 200, 8, 0 }, 2048

function laser.init(e)
  local s = e.state
  if s.home then return end
  s.home = { e.x, e.z }
  s.dir, s.speed, s.pause = 1, 0, 0
end

--- Distance from the placed point along the heading.
local function along(e)
  local s = e.state
  local dx, dz = fixed.step(e.yaw, 1024)
  return ((e.x - s.home[1]) * dx + (e.z - s.home[2]) * dz) / 1024
end

local function steer(e, s)
  local target = s.dir * laser.TRAVEL
  if s.pause == 0 and math.abs(along(e) - target) < laser.END_NEAR then s.pause = laser.PAUSE + 1 end
  if s.pause > 0 then
    if s.speed ~= 0 then
      if math.abs(s.speed) > 4 then
        s.speed = s.speed - math.floor(s.speed / 4)
      else
        s.speed = 0
      end
    else
      s.pause = s.pause - 1
      if s.pause == 1 then
        s.dir, s.pause = -s.dir, 0
      end
    end
  else
    s.speed = s.speed + s.dir * laser.ACCEL
    if math.abs(s.speed) > laser.TOP_SPEED then s.speed = s.dir * laser.TOP_SPEED end
  end
end

local function flicker(e)
  local bits = ALL
  for _, b in ipairs(FLICKER) do
    if world.fx_random(2) == 1 then bits = bits - b end
  end
  e.mesh_bits = bits
end

function laser.control(e)
  if not e.active then return end
  local s = e.state
  world.light(e.room, e.x, e.y - 64, e.z, GLOW[1], GLOW[2], GLOW[3], GLOW_RADIUS)
  flicker(e)
  steer(e, s)
  if s.speed ~= 0 then
    world.sound(laser.WHIRR, e)
    -- A quarter of the speed, in the projection's shift (`>> (14 + 2)`).
    local dx, dz = fixed.step_shr(e.yaw, s.speed, 2)
    e.x, e.z = e.x + dx, e.z + dz
    e.room = world.room_at(e.room, e.x, e.y, e.z)
  end
  local lara = traps.living_lara()
  if lara and traps.touches(e, lara) then
    if not s.touching then world.sound(laser.CRY, lara) end
    s.touching = true
    lara:hit(laser.HURT, e)
    world.particles(particles.BLOOD, lara.room, lara.x, e.y - 32, lara.z, 4)
  else
    s.touching = false
  end
end

return laser
