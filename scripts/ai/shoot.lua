-- Creatures that shoot (spec creatures.md §1, "gun users"), for any game's
-- gunmen: whether the target may be shot at, and one shot from a gun point
-- on a mesh. A shot flashes at the muzzle; it hits on a roll that falls
-- with the distance (about three in four point blank, never beyond about
-- 5¼ sectors): the target bleeds, takes the damage and flinches. A miss
-- flies at the floor near the target's feet and ricochets where its line
-- first meets geometry.
local particles = require("lib.particles")
local sense = require("ai.sense")
local creature = require("ai.creature")

local shoot = {}

--- Targets within seven sectors may be shot at.
shoot.RANGE = 7 * 1024
--- Subtracted from every hit roll: even point blank a quarter of shots miss.
shoot.MISS_CHANCE = 0x2000
--- Rolls are 0..32767.
shoot.ROLL_MAX = 0x7FFF
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

--- True when `e` may shoot at `target`: ahead, within range, and in sight
--- (from three clicks above one's feet to three above the other's).
---@param e Entity
---@param info table the creature's per-tick info (sense.update)
---@param target Entity
function shoot.can_target(e, info, target)
  return info.ahead and info.distance < shoot.RANGE and sense.sees(e, target)
end

--- The roll below which a shot over `distance` hits; `accuracy` divides
--- the squared distance (a shotgun's spread counts it half).
function shoot.hit_chance(distance, accuracy)
  local range2 = shoot.RANGE * shoot.RANGE
  local d2 = distance * distance // (accuracy or 1)
  if d2 > range2 then return 0 end
  return (range2 - d2) // (range2 // shoot.ROLL_MAX) - shoot.MISS_CHANCE
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
--- feet, carried on past that point; it ricochets where it meets geometry.
local function ricochet(e, target, room, mx, my, mz)
  local function scatter()
    return (world.fx_random() - shoot.ROLL_MAX // 2) * shoot.SCATTER // shoot.ROLL_MAX
  end
  local ax, az = target.x + scatter(), target.z + scatter()
  local ay = world.floor(target.room, ax, target.y, az)
  if math.abs(ay - target.y) > FLOOR_REACH then ay = target.y end
  local x, y, z, _, _, _, hit_room = world.ray(room, mx, my, mz,
    2 * ax - mx, 2 * ay - my, 2 * az - mz, e)
  world.particles(shoot.RICOCHET, hit_room, x, y, z, 1)
  world.sound(shoot.RICOCHET_SOUND, x, y, z)
end

--- One shot of `e`'s `gun` at `target` over `distance`: true when it hit
--- (the target took `damage` from `e` and flinched).
---@param e Entity
---@param gun {mesh: integer, x: integer, y: integer, z: integer}
---@param target Entity
---@param distance integer
---@param damage integer
---@param accuracy? integer divides the squared distance (default 1)
function shoot.fire(e, gun, target, distance, damage, accuracy)
  local room, x, y, z = shoot.flash(e, gun)
  if world.random() < shoot.hit_chance(distance, accuracy) then
    bleed(target)
    target:hit(damage, e)
    return true
  end
  ricochet(e, target, room, x, y, z)
  return false
end

return shoot
