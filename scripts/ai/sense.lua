-- What a creature knows about its target each tick as the originals compute it (TRX tr1
-- creature.c Creature_AIInfo; tr2; tomb3/TOMB4/TOMB5 CreatureAIInfo: the
-- world's `e:ai_info`): its own and the target's box and zone, whether the
-- target can be reached, the squared distance and the bearing from the
-- creature's pivot, whether the target is ahead and within biting height,
-- and which way the target faces. Also touch tests for bites and lines of
-- sight for gun users.
local fixed = require("lib.fixed")
local LS = require("lara.states")

local sense = {}

--- Beyond this distance on either axis TR1 caps the distance (30 sectors).
sense.FAR = 30 * 1024
--- Half the circle: `ahead` is a bearing within ±90°.
sense.AHEAD = 16384
--- Gun users look from and at three clicks above the feet.
sense.EYE_HEIGHT = 768

--- Lara's states in which a creature's pitch at her is taken 384 above
--- her feet, per game (tomb3, TOMB4, TOMB5 box.cpp `CreatureAIInfo`).
--- TOMB5 tests a range of states, AS_MONKEY180 < state < AS_HANG2DUCK: it
--- holds the crawl back and the monkey-hang turns too.
sense.CROUCH_LIFT = 384
sense.CROUCHED = {
  [3] = { LS.DUCK, LS.DUCK_ROLL, LS.CRAWL_IDLE, LS.CRAWL, LS.CRAWL_TURN_LEFT, LS.CRAWL_TURN_RIGHT },
  [4] = { LS.DUCK, LS.DUCK_ROLL, LS.CRAWL_IDLE, LS.CRAWL, LS.CRAWL_TURN_LEFT, LS.CRAWL_TURN_RIGHT,
    LS.DUCK_ROTATE_LEFT, LS.DUCK_ROTATE_RIGHT },
  [5] = { LS.DUCK, LS.DUCK_ROLL, LS.CRAWL_IDLE, LS.CRAWL, LS.MONKEY_TURN_LEFT, LS.MONKEY_TURN_RIGHT,
    LS.CRAWL_TURN_LEFT, LS.CRAWL_TURN_RIGHT, LS.CRAWL_BACK, LS.DUCK_ROTATE_LEFT, LS.DUCK_ROTATE_RIGHT },
}

--- The height above `target`'s feet the pitch is taken at: the crouch
--- lift for a crouching Lara in the games that have one, else 0.
---@param target table
---@return integer
function sense.pitch_lift(target)
  local crouched = sense.CROUCHED[world.game()]
  local lara = world.lara()
  if not crouched or lara == nil or target ~= lara then return 0 end
  for _, state in ipairs(crouched) do
    if lara.anim_state == state then return sense.CROUCH_LIFT end
  end
  return 0
end

--- Bearing (TR units) from (x, z) to (tx, tz), the originals' table
--- arctangent.
function sense.bearing(x, z, tx, tz)
  return fixed.atan(tz - z, tx - x)
end

--- Fills `info` (kept in the creature's AI table) about `target` (an
--- entity, or a point with x, y, z and room: an AI object): `box`, `zone`,
--- `target_box`, `enemy_zone` (flagged so it differs from `zone` when the
--- target is out of reach), `reachable`, `distance_sq` (the original's
--- squared distance), `distance` (its square root, for ranges in units),
--- `angle`, `enemy_facing`, `ahead`, `bite`, `x_angle`, `target_dead`.
---@param e Entity
---@param ai table the creature's AI state (ai.class: the zones it thinks in; ai.pivot)
---@param target table
function sense.update(e, ai, target)
  local info = ai.info
  local yaw = target.yaw or target.angle or 0
  local heading = (yaw + (target.move_offset or 0)) % 65536
  local alive = (target.health or 1) > 0
  info.box, info.zone, info.target_box, info.enemy_zone, info.distance_sq, info.angle,
    info.enemy_facing, info.ahead, info.bite, info.x_angle =
    e:ai_info(ai.class, ai.pivot, target.x, target.y, target.z, target.room or e.room, yaw, heading,
      target.speed or 0, alive, sense.pitch_lift(target))
  info.reachable = info.zone == info.enemy_zone
  info.distance = fixed.sqrt(info.distance_sq)
  info.target_dead = not alive
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
  local lx, lz = fixed.to_local(target.yaw, target.x, target.z, x, z)
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
