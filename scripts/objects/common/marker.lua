-- A point the game refers to rather than a thing in the world: camera
-- targets (TR1 169, TR2 243, TR3 304 "Look at item", TR4/TR5 CAMERA_TARGET), which fixed cameras look
-- at (TRX/tomb3 CAMERA_TARGET: drawn by nothing, no control, no
-- collision). Placed in levels; unseen, untouchable, untargetable.
local marker = {}

---@param e Entity
function marker.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
end

return marker
