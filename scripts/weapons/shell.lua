-- A shell's flight, tick by tick, from its figures (weapons/trN.lua's
-- `projectile`; weapons/projectile.lua's header says what each means):
-- its speed, fall and pitch, where it goes, and how it bounces off
-- geometry. Lara's shells (weapons/projectile.lua) and the creatures'
-- lobbed missiles (creatures/missile.lua: the SAS's grenade) fly alike.
local fixed = require("lib.fixed")

local shell = {}

--- A pitch pointing straight down.
local STRAIGHT_DOWN = -16384
--- How near a floor or ceiling a bounce counts as one (not a wall).
local SURFACE_SLACK = 16
--- A bounced fall slower than this stops: the shell rolls.
local ROLL_FALL = 8

--- Meeting geometry with a bouncing shell: floors and ceilings throw its
--- fall back at half, walls turn it back at half speed. `shot` is the
--- flight ({yaw, speed, fall}).
---@param e Entity
---@param shot table
---@param x integer
---@param y integer
---@param z integer
---@param room integer
function shell.bounce(e, shot, x, y, z, room)
  local floor = world.floor(room, x, y, z)
  local ceiling = world.ceiling(room, x, y, z)
  if shot.fall > 0 and y >= floor - SURFACE_SLACK then
    e.y = math.min(e.y, floor - 1)
    shot.fall = -(shot.fall // 2)
    if -shot.fall < ROLL_FALL then shot.fall = 0 end
    shot.speed = shot.speed * 3 // 4
  elseif shot.fall < 0 and y <= ceiling + SURFACE_SLACK then
    shot.fall = -(shot.fall // 2)
  else
    shot.yaw = (shot.yaw + 32768) % 65536
    shot.speed = shot.speed // 2
  end
end

--- This tick's speed, fall and pitch of flight `shot` ({speed, fall,
--- pitch}) from the figures `P` (see the header).
---@param shot table
---@param P table
---@param in_water boolean
function shell.steer(shot, P, in_water)
  if P.accel then
    local top = in_water and P.accel.top_water or P.accel.top
    if shot.speed < top then
      shot.speed = math.min(top, shot.speed + shot.speed // P.accel.share + P.accel.add)
    elseif shot.speed > top then
      -- Faster than water lets it: it slows by a quarter a tick.
      shot.speed = math.max(top, shot.speed - shot.speed // P.accel.share)
    end
  end
  if P.speed_water then shot.speed = in_water and P.speed_water or P.speed end
  if P.slow_water and in_water and shot.speed > P.slow_water.least then
    shot.speed = shot.speed - shot.speed // P.slow_water.share
  end
  if P.dip and not in_water then shot.pitch = math.max(shot.pitch - P.dip, STRAIGHT_DOWN) end
  if P.gravity then
    if in_water and P.water then
      shot.fall = shot.fall + (P.water.fall - shot.fall) // 2
      shot.speed = shot.speed - shot.speed // P.water.drag
    else
      shot.fall = shot.fall + P.gravity
    end
  end
end

--- Where flight `shot` goes this tick (dx, dy, dz): along its heading
--- (lobbed, `P.gravity`: level, plus its fall), or along its heading and
--- pitch.
---@param shot table
---@param P table
---@return integer, integer, integer
function shell.step(shot, P)
  if P.gravity then
    local dx, dz = fixed.step(shot.yaw, shot.speed)
    return dx, shot.fall, dz
  end
  local dx, dz = fixed.step(shot.yaw, fixed.scale_cos(shot.speed, shot.pitch))
  return dx, -fixed.scale_sin(shot.speed, shot.pitch), dz
end

return shell
