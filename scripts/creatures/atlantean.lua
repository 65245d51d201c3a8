-- What Atlantis's creatures share (TR1: the mutants, the centaur, Natla and
-- the torso): aiming and firing missiles, blows that land once per attack,
-- flying and walking as two locomotions, and bursting into pieces when
-- they die. Not a behaviour: the creature modules build on it.
local particles = require("lib.particles")
local sense = require("ai.sense")
local creature = require("ai.creature")
local shoot = require("ai.shoot")

local atlantean = {}

--- Particle effects (the ids of TR1's effect objects): an explosion, the
--- sparks of a shard on stone, the pieces of a burst body.
atlantean.EXPLOSION = particles.EXPLOSION
atlantean.SPARKS = particles.SPARKS
atlantean.PIECES = particles.BODY_PIECES
--- Pieces thrown by a bursting body.
atlantean.PIECE_COUNT = 16

--- TR1 sound ids.
atlantean.SOUND = {
  RICOCHET = 10, BULLET_HIT = 50, EXPLODE = 104, NEEDLE = 123, DEATH = 171,
}

--- Guns reach seven sectors; they aim from and at three clicks above the
--- feet (sense.sees).
atlantean.SHOOT_RANGE = 7 * 1024
--- A bursting body hurts Lara within one sector of it (its pieces fly
--- about that far before they fall).
atlantean.BURST_REACH = 1024

--- True when the creature can shoot its living target: ahead, within
--- range and in sight (TRX tr1 game/creature.c Creature_CanTargetEnemy).
function atlantean.can_target(e, ai)
  local info = ai.info
  return info.ahead and not info.target_dead and info.distance < atlantean.SHOOT_RANGE
    and ai.target ~= nil and sense.sees(e, ai.target)
end

--- Fires a missile (`kind` "shard" or "rocket": its stats name the type)
--- from the point `gun` of `e`'s meshes at `target` (ai/shoot.lua
--- `launch`). Returns the missile and the pitch it flies at.
atlantean.fire = shoot.launch

--- True when `e`'s animation is on its last frame.
function atlantean.last_frame(e)
  local frames = world.anim_info(e.type, e.anim)
  return frames ~= nil and e.frame >= frames - 1
end

--- True when the meshes of `mask` touch the living target.
function atlantean.touching(e, ai, mask)
  local target = ai.target
  return target ~= nil and target.health > 0 and e:touch_bits(target, mask) ~= 0
end

--- Switches between walking (the stats' limits and zone) and flying (the
--- stats' `flight` limits in the fly zone); does nothing when already so.
function atlantean.locomote(e, ai, st, flying)
  if ai.flying == flying then return end
  ai.flying = flying
  local limits = flying and st.flight or st
  ai.class = flying and "fly" or (st.zone or "ground")
  ai.fly = flying
  e:set_locomotion({ zone = ai.class, large = ai.large, step = limits.step, drop = limits.drop,
                     radius = st.radius, fly = flying and limits.fly or 0 })
  if not flying then e:steer_height(nil) end
end

--- The body bursts: pieces and an explosion fly, Lara takes `damage` when
--- she is within BURST_REACH, and what is left of the creature is hidden,
--- not solid and switched off (the entity stays).
function atlantean.burst(e, ai, damage)
  if ai.burst then return end
  ai.burst = true
  local y = e.y - 512
  world.particles(atlantean.PIECES, e.room, e.x, y, e.z, atlantean.PIECE_COUNT)
  world.particles(atlantean.EXPLOSION, e.room, e.x, y, e.z, 1)
  world.sound(atlantean.SOUND.DEATH, e)
  local lara = world.lara()
  if damage > 0 and lara and lara.health > 0 then
    local dx, dy, dz = lara.x - e.x, lara.y - e.y, lara.z - e.z
    local r = atlantean.BURST_REACH
    if math.abs(dy) < r and dx * dx + dz * dz < r * r then lara:hit(damage, e) end
  end
  e.visible = false
  e.solid = false
  e.collidable = false
  e:clear_joints()
  e:deactivate()
end

--- Dying by an animation that ends in a burst: plays the first
--- animation of `state`, and when it has played out the body bursts.
function atlantean.die_bursting(e, ai, state, damage)
  if not ai.dead_since then
    creature.play_state(e, state)
    e.solid = false
    ai.dead_since = world.tick()
    ai.head = 0
    e:clear_joints()
  elseif e.anim_state == state and atlantean.last_frame(e) then
    atlantean.burst(e, ai, damage)
  end
end

return atlantean
