-- Deaths that end in a burst (TR3's lizard man and claw mutant: the
-- originals' CreatureDie with explosion): the creature plays its death,
-- and at a given frame of it (or its last) the body flies apart in pieces
-- and an explosion with a sound, leaving nothing: hidden, not solid, its
-- AI slot given up, stopped for good.
local creature = require("ai.creature")
local particles = require("lib.particles")
local slots = require("ai.slots")

local bursting = {}

--- Pieces thrown by a bursting body; the blast is this high above its feet.
bursting.PIECES = 16
bursting.HEIGHT = 512

--- The burst itself.
---@param e Entity
---@param sound? integer
function bursting.burst(e, sound)
  local y = e.y - bursting.HEIGHT
  world.particles(particles.BODY_PIECES, e.room, e.x, y, e.z, bursting.PIECES)
  world.particles(particles.EXPLOSION, e.room, e.x, y, e.z, 1)
  if sound then world.sound(sound, e.x, e.y, e.z) end
  e.visible = false
  e.solid = false
  e.collidable = false
  e.targetable = false
  e:clear_joints()
  slots.release(e)
  e:finish()
end

--- A tick of dying in `state` (the original's `anim` where the model has
--- it): the body bursts at frame `at` of the death (its last without
--- one), with `sound`.
---@param e Entity
---@param ai table
---@param state integer
---@param anim? integer
---@param at? integer
---@param sound? integer
function bursting.die(e, ai, state, anim, at, sound)
  if not ai.dead_since then
    local own = creature.own_anim(e, anim, state)
    if own then creature.set_anim(e, own) else creature.play_state(e, state) end
    e.goal_state = state
    e.solid = false
    e.targetable = false
    ai.dead_since = world.tick()
    e:clear_joints()
    return
  end
  local frames = world.anim_info(creature.anim_type(e), creature.anim(e)) or 1
  local burst_at = math.min(at or frames - 1, frames - 1)
  if e.active and e.anim_state == state and e.frame >= burst_at then bursting.burst(e, sound) end
end

return bursting
