-- An invisible, still marker (TR4/TR5 CAMERA_TARGET: the point a fixed
-- camera looks at when a trigger's look-at names it). The originals give
-- it no drawing and no routine: it is only a position.
local marker = {}

function marker.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
end

return marker
