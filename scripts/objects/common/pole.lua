-- A vertical pole (TR4 POLEROPE 148, TR5 128) from the floor where it
-- stands up to the ceiling: Lara takes hold of it and climbs it
-- (lara/pole.lua; TOMB4 objects.cpp PoleCollision). Its model is drawn
-- as placed; it never moves.
local lara_pole = require("lara.pole")

local pole = {}

---@param p Entity
function pole.init(p)
  lara_pole.extent(p)
  p.collidable = true
  p.targetable = false
end

function pole.collision(p, lara)
  lara_pole.try_grab(lara, p)
end

return pole
