-- TR3's security lasers (66 alarm, 67 deadly, 68 killer): while their
-- trigger is on, level beams run from half a sector ahead of them back
-- along their heading to the first wall. The trigger's timer (1-7, 0 as
-- 1) says how many beams, each a quarter sector above the last. Lara
-- crossing a beam: an alarm beam raises the alarms (the strobe lights of
-- params.alarms wake for light.ALARM_TICKS), a deadly beam takes DAMAGE a
-- tick and draws blood, a killer beam kills her outright.
--   params.kind   "alarm" | "deadly" | "killer"
--   params.alarms the types an alarm wakes (TR3 318 STROBE_LIGHT)
-- Source: tomb3 lasers.cpp (S_DrawLaser, LaraOnLOS, hit_points -= 10 or
-- = 0) and control.cpp (the trigger timer & 7 as the beam count). The
-- beams' boxes blocking creatures' paths (LaserSplitterToggle) are not
-- done: the boxes' blockable bit is not given to scripts.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local light = require("objects.common.light")
local laser = {}

--- Harm a tick of a deadly beam (hit_points -= 10).
laser.DAMAGE = 10
--- The beam starts this far ahead (511) and runs 32 times as far back.
laser.AHEAD, laser.BACK = 511, 32 * 511
--- Beams are this far apart, upwards.
laser.SPACING = 256
--- Half Lara's width across a beam.
laser.HALF_WIDTH = 128
--- Beams at most (timer & 7).
laser.MAX_BEAMS = 7
--- The world counts a trigger's timer in ticks, 30 to its second.
local TICKS_PER_SECOND = 30

function laser.init(e)
  e.collidable = false
  e.targetable = false
  e.state.beams = e.state.beams or 1
end

function laser.on_activate(e)
  -- tomb3 reads the trigger's timer as the beam count and zeroes it: the
  -- lasers stay on (the world would otherwise time them out).
  local n = (e.timer // TICKS_PER_SECOND) % (laser.MAX_BEAMS + 1)
  e.timer = 0
  e.state.beams = n == 0 and 1 or n
end

--- The beams' ends on the floor plan: (x0, z0) ahead, (x1, z1) at the wall.
local function ends(e, y)
  local ax, az = fixed.step(e.yaw, laser.AHEAD)
  local bx, bz = fixed.step(e.yaw, -laser.BACK)
  local x0, z0 = e.x + ax, e.z + az
  -- Walls end it (tomb3's LOS), not Lara's own body.
  local _, hx, _, hz = world.los(e.room, x0, y, z0, e.x + bx, y, e.z + bz)
  return x0, z0, hx, hz
end

--- True when Lara's body crosses the beam at height y from (x0, z0) to (x1, z1).
function laser.crosses(lara, y, x0, z0, x1, z1)
  local _, _, top, bottom = lara:bounds()
  if y < lara.y + top or y > lara.y + bottom then return false end
  local dx, dz = x1 - x0, z1 - z0
  local len = fixed.sqrt(dx * dx + dz * dz)
  if len < 1 then return false end
  local px, pz = lara.x - x0, lara.z - z0
  local along = fixed.div(px * dx + pz * dz, len)
  local across = fixed.div(math.abs(px * dz - pz * dx), len)
  return along >= 0 and along <= len and across <= laser.HALF_WIDTH
end

local function raise_alarms(e)
  local kinds = {}
  for _, t in ipairs(traps.param(e, "alarms", {})) do kinds[t] = true end
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and kinds[other.type] then light.raise_alarm(other) end
  end
end

function laser.control(e)
  if not e.active then return end
  local lara = traps.living_lara()
  if not lara then return end
  local kind = traps.param(e, "kind", "alarm")
  for i = 0, e.state.beams - 1 do
    local y = e.y - i * laser.SPACING
    local x0, z0, x1, z1 = ends(e, y)
    if laser.crosses(lara, y, x0, z0, x1, z1) then
      e.state.crossed = (e.state.crossed or 0) + 1
      if kind == "alarm" then
        raise_alarms(e)
      else
        world.particles(particles.BLOOD, lara.room, lara.x, y, lara.z, 1)
        if kind == "killer" then
          lara:hit(lara.health + 1, e)
        else
          lara:hit(traps.param(e, "damage", laser.DAMAGE), e)
        end
      end
      return
    end
  end
end

return laser
