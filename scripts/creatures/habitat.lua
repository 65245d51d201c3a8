-- Creatures of the water: where the surface is over them, and keeping a
-- swimmer in its water (it never moves to where there is none).
local creature = require("ai.creature")

local habitat = {}

--- The water surface over (or around) the entity, or nil on dry land.
---@param e Entity
function habitat.surface(e)
  return (world.water(e.room, e.x, e.y, e.z))
end

--- Remembers where the creature stands before its move (control runs
--- just before the world moves it).
---@param e Entity
function habitat.before_move(e, ai)
  ai.before_x, ai.before_y, ai.before_z, ai.before_room = e.x, e.y, e.z, e.room
end

--- After the move: a swimmer whose move left the water goes back to where
--- it was (across, keeping its new height). Returns the surface it is
--- under, or nil when it is out of the water.
---@param e Entity
function habitat.stay_in_water(e, ai)
  local surface = habitat.surface(e)
  if surface or not ai.before_x then return surface end
  e.x, e.z, e.room = ai.before_x, ai.before_z, ai.before_room
  --- A dead swimmer floats up `speed` a tick to the surface, playing its
--- death (`state`, or the animation `anim`: see creature.die); it stops for
--- good once there and its death has played.
---@param e Entity
---@param state integer
---@param speed integer
---@param anim? integer
function habitat.float_up(e, ai, state, speed, anim)
  if not ai.dead_since then
    creature.die(e, ai, state, anim)
    e:clear_locomotion()
  end
  local surface = habitat.surface(e)
  if surface and e.y > surface then
    e.y = math.max(surface, e.y - speed)
  else
    creature.die(e, ai, state, anim)
  end
end

return habitat.surface(e)
end

--- A dead swimmer floats up `speed` a tick to the surface, playing its
--- death (`state`, or the animation `anim`: see creature.die); it stops for
--- good once there and its death has played.
---@param e Entity
---@param state integer
---@param speed integer
---@param anim? integer
function habitat.float_up(e, ai, state, speed, anim)
  if not ai.dead_since then
    creature.die(e, ai, state, anim)
    e:clear_locomotion()
  end
  local surface = habitat.surface(e)
  if surface and e.y > surface then
    e.y = math.max(surface, e.y - speed)
  else
    creature.die(e, ai, state, anim)
  end
end

return habitat
