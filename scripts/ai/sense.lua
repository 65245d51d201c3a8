-- What a creature knows about its target each tick (TRX tr1 game/creature.c
-- Creature_AIInfo, tomb3 box.cpp CreatureAIInfo): its own and the target's
-- box and zone, whether the target can be reached, the distance and bearing
-- from the creature's pivot, whether the target is ahead and within biting
-- height, and which way the target faces. Also touch tests for bites and
-- lines of sight for gun users.
local angles = require("lib.angles")

local sense = {}

--- Beyond this distance on either axis the distance is capped (30 sectors).
sense.FAR = 30 * 1024
--- Half the circle: `ahead` is a bearing within ±90°.
sense.AHEAD = 16384
--- Biting height: the target's feet within one click of the creature's.
sense.BITE_HEIGHT = 256
--- Gun users look from and at three clicks above the feet.
sense.EYE_HEIGHT = 768

--- Bearing (TR units) from (x, z) to (tx, tz).
function sense.bearing(x, z, tx, tz)
  return math.floor(math.atan(tx - x, tz - z) * 32768 / math.pi + 0.5) % 65536
end

--- Fills `info` (kept in the creature's AI table) about `target`.
---@param e Entity
---@param ai table the creature's AI state (ai.class, ai.large, ai.pivot)
---@param target Entity
function sense.update(e, ai, target)
  local info = ai.info
  local own = world.box_at(e.room, e.x, e.y, e.z)
  local theirs = world.box_at(target.room, target.x, target.y, target.z)
  info.box, info.target_box = own, theirs
  info.zone = own and nav.zone(ai.class, own) or -1
  info.enemy_zone = theirs and nav.zone(ai.class, theirs) or -2
  info.reachable = own ~= nil and theirs ~= nil and info.zone == info.enemy_zone
    and not nav.box_closed(theirs, ai.large)
  local px, pz = e.x, e.z
  if ai.pivot ~= 0 then
    local dx, dz = angles.step(e.yaw, ai.pivot)
    px, pz = px + dx, pz + dz
  end
  local dx, dz = target.x - px, target.z - pz
  if math.abs(dx) > sense.FAR or math.abs(dz) > sense.FAR then
    info.distance = sense.FAR
  else
    info.distance = math.floor(math.sqrt(dx * dx + dz * dz))
  end
  local bearing = sense.bearing(px, pz, target.x, target.z)
  info.angle = angles.diff(bearing, e.yaw)
  info.ahead = math.abs(info.angle) < sense.AHEAD
  info.bite = info.ahead and math.abs(target.y - e.y) <= sense.BITE_HEIGHT
  info.enemy_facing = angles.diff(bearing, (target.yaw + 32768) % 65536)
  info.target_dead = target.health <= 0
  return info
end

--- True while `target` (Lara) has `e` locked in her sights (TR3+ creatures
--- weigh it: a fleeing dog or tiger crouches out of reach only while she
--- aims elsewhere).
---@param e Entity
---@param target Entity
function sense.targeted_by(e, target)
  local guns = target.state.guns
  return guns ~= nil and guns.target == e
end

--- True when the world point (x, y, z) lies within `reach` of `target`'s
--- current bounding box (turned with its yaw), the box scaled by `scale`
--- about the target's origin (1 when not given; TR4's locusts nip inside
--- three quarters of her box).
---@param target Entity
---@param scale? number
function sense.near_box(target, x, y, z, reach, scale)
  local x0, x1, y0, y1, z0, z1 = target:bounds()
  local k = scale or 1
  x0, x1, y0, y1, z0, z1 = x0 * k, x1 * k, y0 * k, y1 * k, z0 * k, z1 * k
  local r = angles.radians(target.yaw)
  local s, c = math.sin(r), math.cos(r)
  local rx, rz = x - target.x, z - target.z
  local lx, lz = rx * c - rz * s, rx * s + rz * c
  local ly = y - target.y
  return lx >= x0 - reach and lx <= x1 + reach and ly >= y0 - reach and ly <= y1 + reach
    and lz >= z0 - reach and lz <= z1 + reach
end

--- The world point of a bite (a point on one of the creature's meshes).
---@param e Entity
---@param bite {mesh: integer, x: integer, y: integer, z: integer}
function sense.bite_point(e, bite)
  return e:mesh_point(bite.mesh, bite.x, bite.y, bite.z)
end

--- True when `a` sees `b`: a line from `EYE_HEIGHT` above one's feet to
--- the same height above the other's passes no floor, ceiling or wall.
function sense.sees(a, b)
  return world.line_of_sight(a.room, a.x, a.y - sense.EYE_HEIGHT, a.z,
    b.x, b.y - sense.EYE_HEIGHT, b.z)
end

--- True when `e` sees Lara alive ahead of it (TOMB4 Targetable: she is
--- within its front half, and a line of sight joins them; see `sees`).
---@param e Entity
---@param info table the creature's senses (`ai.info`)
---@return boolean
function sense.lara_in_sight(e, info)
  local lara = world.lara()
  return info.ahead and lara ~= nil and lara.health > 0 and sense.sees(e, lara)
end

return sense
