-- TR3's Area 51 laser sweeper (291, tomb3 AREA51_LASER): while its trigger
-- is on it glides to and fro along its heading, REACH either side of where
-- it was placed (first ahead), speeding up by ACCEL a tick to TOP, braking
-- near each end and resting there PAUSE ticks; it glows red and each tick
-- it touches Lara she loses DAMAGE and bleeds.
-- Source: tomb3 51laser.cpp (InitialiseArea51Laser, ControlArea51Laser:
-- 2560 out, speed steps of 5 to 512 in quarter units, braking within 768
-- by a quarter a tick, a rest of 32, 25 a touch, TriggerDynamic falloff
-- 8-9 of a red 192-223 with a little green).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local sweeper = {}

sweeper.REACH, sweeper.NEAR = 2560, 768
sweeper.ACCEL, sweeper.TOP, sweeper.PAUSE = 5, 512, 32
sweeper.DAMAGE = 25
sweeper.LIGHT_FALLOFF = 8 * 256

function sweeper.init(e)
  local s = e.state
  if s.home then return end
  s.home = { e.x, e.z }
  s.dir, s.speed, s.rest = 1, 0, 0
end

--- The end it is heading for.
local function goal(e)
  local s = e.state
  local dx, dz = fixed.step(e.yaw, s.dir * sweeper.REACH)
  return s.home[1] + dx, s.home[2] + dz
end

function sweeper.control(e)
  if not e.active then return end
  local s = e.state
  world.light(e.room, e.x, e.y - 64, e.z, 192 + world.fx_random(32), world.fx_random(32),
    world.fx_random(8), sweeper.LIGHT_FALLOFF + world.fx_random(2) * 256)
  local gx, gz = goal(e)
  if s.rest == 0 and math.abs(gx - e.x) < sweeper.NEAR and math.abs(gz - e.z) < sweeper.NEAR then
    s.rest = sweeper.PAUSE
  end
  if s.rest > 0 then
    if math.abs(s.speed) > 4 then
      s.speed = s.speed - math.floor(s.speed / 4)
    else
      s.speed = 0
      s.rest = s.rest - 1
      if s.rest == 0 then s.dir = -s.dir end
    end
  else
    s.speed = math.max(-sweeper.TOP, math.min(sweeper.TOP, s.speed + s.dir * sweeper.ACCEL))
  end
  -- A quarter of the speed, in the projection's shift (`>> (14 + 2)`).
  local dx, dz = fixed.step_shr(e.yaw, s.speed, 2)
  e:set_position(e.x + dx, e.y, e.z + dz)
  local lara = traps.living_lara()
  if lara and traps.touches(e, lara) then
    traps.wound(e, lara, traps.param(e, "damage", sweeper.DAMAGE))
  end
end

return sweeper
