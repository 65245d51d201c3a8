-- Creatures that shoot (TRX tr1 game/creature.c Creature_CanTargetEnemy,
-- Creature_ShootAtLara; TRX tr2 game/creature.c), for any game's gunmen:
-- whether the target may be shot at, and one shot from a gun point on a mesh.
-- A shot flashes at the muzzle; it hits on a roll that falls with the
-- distance (RULES: TR1 about three in four point blank, never beyond about 5¼
-- sectors; TR2 seven in eight point blank, one in four at seven sectors,
-- never at a target moving across the line of fire; TR3 as TR2 but out to
-- eight sectors): the target bleeds, takes the damage and flinches. A miss
-- flies at the floor near the target's feet and ricochets where its line
-- first meets geometry. A creature shooting at another creature (TR2's
-- mercenaries and monks) does a tenth of the damage. Also the missiles
-- creatures fire (knives, harpoons, flames, shards, rockets:
-- creatures/missile.lua), aimed at three quarters up the target's body.
local particles = require("lib.particles")
local sense = require("ai.sense")
local creature = require("ai.creature")
local fixed = require("lib.fixed")
local stats = require("creatures.stats")

local shoot = {}

--- Targets within seven sectors may be shot at (a game's rule may say
--- otherwise: `range`).
shoot.RANGE = 7 * 1024
--- Rolls are 0..32767.
shoot.ROLL_MAX = 0x7FFF
--- Each game's hit roll: the chance is `base` plus `scale` times the share
--- of the range (squared) left over; `lateral`, where given, is the
--- "targeting speed": a target whose speed across the line of fire is
--- one unit a tick or more is as good as out of range.
--- TR1 (TRX tr1 creature.c): −0x2000 + 0x7FFF × share (a quarter of
--- shots miss even point blank). TR2 (TRX tr2 creature.c M_SHOOT_HIT_CHANCE,
--- M_SHOOT_TARGETING_SPEED): 0x2000 + 0x5000 × share. TR3 (tomb3
--- people.cpp ShotLara, Targetable): TR2's roll over eight sectors
--- (0x4000000 / 0xCCC is 0x5000 to the unit).
shoot.RULES = {
  [1] = { base = -0x2000, scale = 0x7FFF },
  [2] = { base = 0x2000, scale = 0x5000, lateral = 300 },
  [3] = { base = 0x2000, scale = 0x5000, lateral = 300, range = 8 * 1024 },
}
--- TR4 (TOMB4 people.cpp ShotLara, Targetable): TR3's rule.
shoot.RULES[4] = shoot.RULES[3]
--- TR5 (TOMB5 people.cpp ShotLara): TR3's roll, out to eight sectors.
shoot.RULES[5] = shoot.RULES[3]
--- Subtracted from every TR1 hit roll: even point blank a quarter of shots miss.
shoot.MISS_CHANCE = -shoot.RULES[1].base
--- A creature's shot at another creature does this fraction of its damage
--- (TRX tr2 creature.c: damage / 10).
shoot.RIVAL_DAMAGE_DIVISOR = 10
--- A miss lands within half a sector (±256 on each axis) of the target.
shoot.SCATTER = 512
--- Particle effects (the renderer's effect ids; 1 is blood, 2 a
--- footprint, 3 bubbles).
shoot.FLASH = particles.GUN_FLASH
shoot.RICOCHET = particles.RICOCHET
--- Internal sounds: a bullet striking the target, a bullet ricocheting.
shoot.HIT_SOUND = 50
shoot.RICOCHET_SOUND = 10
--- A miss whose aim point has no sensible floor (in a wall) aims this far
--- at most from the target's feet.
local FLOOR_REACH = 4096

--- The hit rule of the running game (a game without its own: TR1's).
function shoot.rule()
  return shoot.RULES[world.game()] or shoot.RULES[1]
end

--- How far the running game's gunmen shoot.
---@return integer
function shoot.range()
  return shoot.rule().range or shoot.RANGE
end

--- True when `e` may shoot at `target`: ahead, within range, and in sight
--- (from three clicks above one's feet to three above the other's).
---@param e Entity
---@param info table the creature's per-tick info (sense.update)
---@param target Entity
function shoot.can_target(e, info, target)
  return info.ahead and info.distance < shoot.range() and sense.sees(e, target)
end

--- How fast `target` moves across the line from a shooter at `bearing`
--- (whole units a tick, rounded down as the originals shift): its speed
--- times the sine of the angle between its heading and the line back to
--- the shooter.
local function across(target, bearing)
  return fixed.scale_sin(target.speed, bearing - target.yaw + 32768)
end

--- The roll below which a shot over `distance` hits; `accuracy` divides
--- the squared distance (a shotgun's spread counts it half). With the
--- target and the bearing from the shooter, a game whose rule has a
--- `lateral` term misses a target running across the line of fire.
---@param distance integer
---@param accuracy? integer
---@param target? Entity
---@param bearing? integer
function shoot.hit_chance(distance, accuracy, target, bearing)
  local rule = shoot.rule()
  local range2 = shoot.range() * shoot.range()
  local d2 = distance * distance // (accuracy or 1)
  if rule.lateral and target and bearing then
    local lead = across(target, bearing) * range2 // rule.lateral
    d2 = d2 + lead * lead
  end
  if d2 > range2 then return 0 end
  return rule.base + (range2 - d2) // (range2 // rule.scale)
end

--- The muzzle of `gun` ({mesh, x, y, z}) in the world and its room.
local function muzzle(e, gun)
  local x, y, z = e:mesh_point(gun.mesh, gun.x, gun.y, gun.z)
  return world.room_at(e.room, x, y, z), x, y, z
end

--- A flash at the muzzle and nothing else (a gun fired at nothing).
---@param e Entity
function shoot.flash(e, gun)
  local room, x, y, z = muzzle(e, gun)
  world.particles(shoot.FLASH, room, x, y, z, 1)
  return room, x, y, z
end

--- Blood from one of the target's meshes, picked at random.
local function bleed(target)
  local count = 0
  while world.model_mesh(target.type, count) do count = count + 1 end
  local x, y, z = target.x, target.y, target.z
  if count > 0 then x, y, z = target:mesh_point(world.fx_random(count), 0, 0, 0) end
  creature.blood(target.room, x, y, z)
  world.sound(shoot.HIT_SOUND, target)
end

--- The bullet of a miss: from the muzzle at the floor near the target's
--- feet, carried on past that point; it ricochets where the line of sight
--- (LOS_Check) stops.
local function ricochet(target, room, mx, my, mz)
  local function scatter()
    return (world.fx_random() - shoot.ROLL_MAX // 2) * shoot.SCATTER // shoot.ROLL_MAX
  end
  local ax, az = target.x + scatter(), target.z + scatter()
  local ay = world.floor(target.room, ax, target.y, az)
  if math.abs(ay - target.y) > FLOOR_REACH then ay = target.y end
  local _, x, y, z, hit_room = world.los(room, mx, my, mz, 2 * ax - mx, 2 * ay - my, 2 * az - mz)
  world.particles(shoot.RICOCHET, hit_room, x, y, z, 1)
  world.sound(shoot.RICOCHET_SOUND, x, y, z)
end

--- One shot of `e`'s `gun` at `target` over `distance`: true when it hit
--- (the target took `damage` from `e` and flinched; another creature a
--- tenth of it).
---@param e Entity
---@param gun {mesh: integer, x: integer, y: integer, z: integer}
---@param target Entity
---@param distance integer
---@param damage integer
---@param accuracy? integer divides the squared distance (default 1)
---@return boolean
function shoot.fire(e, gun, target, distance, damage, accuracy)
  local room, x, y, z = shoot.flash(e, gun)
  local bearing = sense.bearing(e.x, e.z, target.x, target.z)
  local hits = world.random() < shoot.hit_chance(distance, accuracy, target, bearing)
  if target.type ~= 0 then
    -- At a rival: no scatter to show, a tenth of the damage.
    if hits then
      bleed(target)
      target:hit(damage // shoot.RIVAL_DAMAGE_DIVISOR, e)
    end
    return hits
  end
  if hits then
    bleed(target)
    target:hit(damage, e)
    return true
  end
  ricochet(target, room, x, y, z)
  return false
end

--- A missile aims at this fraction of the target's height, from its feet.
local AIM_HEIGHT_NUM, AIM_HEIGHT_DEN = 3, 4

--- The heading and pitch (up positive) from (x, y, z) to three quarters
--- up `target`'s body.
---@param target Entity
function shoot.aim(x, y, z, target)
  local _, _, top, bottom = target:bounds()
  local ty = target.y + bottom + (top - bottom) * AIM_HEIGHT_NUM // AIM_HEIGHT_DEN
  return shoot.aim_at(x, y, z, target.x, ty, target.z)
end

--- The heading and pitch (up positive) from (x, y, z) to (tx, ty, tz).
---@return integer yaw
---@return integer pitch
function shoot.aim_at(x, y, z, tx, ty, tz)
  local dx, dz = tx - x, tz - z
  local pitch = fixed.angle16(fixed.atan(fixed.sqrt(dx * dx + dz * dz), y - ty))
  return sense.bearing(x, z, tx, tz), pitch
end

--- A pitch straight up (a quarter turn).
shoot.STRAIGHT_UP = 16384

--- A random offset within ±`spread`.
local function jitter(spread)
  if spread <= 0 then return 0 end
  return world.random(2 * spread + 1) - spread
end

--- Fires the missile whose stats are named `kind` (its `type` is the
--- entity spawned; creatures/missile.lua flies it) from the point `gun` of
--- `e`'s meshes at `target`, off its aim by up
--- to the missile's `spread` each way (and `still_spread` more at a target
--- standing still). A lobbed one (`lob` = {beyond, less}: the SAS's
--- grenade) aims higher at a target farther than `beyond`: by its
--- distance less `less`, in angle units. Returns the missile and its pitch.
---@param e Entity
---@param gun {mesh: integer, x: integer, y: integer, z: integer}
---@param kind string
---@param target Entity
function shoot.launch(e, gun, kind, target)
  local x, y, z = e:mesh_point(gun.mesh, gun.x, gun.y, gun.z)
  local room = world.room_at(e.room, x, y, z)
  local st = stats.named(kind)
  local m = world.spawn(st.type, room, x, y, z, e.yaw)
  local yaw, pitch = shoot.aim(x, y, z, target)
  -- A missile whose stats say how it leaves: level along the shooter's
  -- heading (`aim = "level"`), or straight up (`aim = "up"`).
  if st.aim == "level" then
    yaw, pitch = e.yaw, 0
  elseif st.aim == "up" then
    yaw, pitch = e.yaw, shoot.STRAIGHT_UP
  end
  local spread = st.spread or 0
  if st.still_spread and target.speed == 0 then spread = spread + st.still_spread end
  if st.lob and not st.aim then
    local dx, dz = target.x - e.x, target.z - e.z
    local far = fixed.sqrt(dx * dx + dz * dz)
    if far > st.lob.beyond then pitch = pitch + far - st.lob.less end
  end
  yaw = (yaw + jitter(spread)) % 65536
  pitch = pitch + jitter(spread)
  m.yaw, m.pitch = yaw, pitch % 65536
  m.state.flight = { shooter = e, yaw = yaw, pitch = pitch, age = 0, kind = kind }
  m:activate(e)
  return m, pitch
end

--- Turns a launched missile `m` by `offset` in heading (a volley's spread
--- drawn after the launch, as TRX tr1 natla.c NATLA_SHOOT adds it to the
--- effect the gun made).
---@param m Entity
---@param offset integer
function shoot.veer(m, offset)
  local flight = m.state.flight
  flight.yaw = (flight.yaw + offset) % 65536
  m.yaw = flight.yaw
end

return shoot
