-- Creatures of the water: where the surface is over them, and keeping a
-- swimmer in its water (it never moves to where there is none).
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
  return habitat.surface(e)
end

return habitat
