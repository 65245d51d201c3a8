-- TR5's grappling target (GRAPPLING_TARGET 131; TOMB5
-- InitialiseGrapplingTarget): a plate shown by its first mesh alone until
-- a grapple from Lara's grappling gun strikes it (weapons/projectile.lua,
-- `grapples`: the floor triggers under it go off, and it shows its next
-- mesh, the grapple caught in it). Shots meet it (it is in the way of
-- rays) but it is no body to hurt, nor one to bump into.
local target = {}

--- Its first mesh: the plate before a grapple strikes it.
local FIRST_MESH = 1

---@param e Entity
function target.init(e)
  e.mesh_bits = FIRST_MESH
  -- In the way of rays; not bumped into, not hurt.
  e.collidable, e.solid, e.targetable = true, false, false
end

return target
