-- Lara's parts: models her scripts borrow rather than entities of their
-- own — the gun animation models (their arm frames and the hand, holster
-- and back meshes lara.guns swaps in) and the extra Lara model (the
-- costume meshes). Levels never place them; one placed anyway stands as a
-- still prop in its first pose and takes part in nothing.
local part = {}

---@param e Entity
function part.init(e)
  e.collidable = false
  e.targetable = false
end

return part
