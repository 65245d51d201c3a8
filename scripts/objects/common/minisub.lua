-- TR2's minisub (66, TRX O_GENERAL "Minisub"): an animating object that
-- runs its animation (state 1) while its trigger is on and settles back
-- (state 0) when it goes off, moving as its animation carries it, with a
-- light at its lamp (3000 ahead on its first mesh, 720 down; TR2's
-- intensity 14 and falloff 11). When an animation command switches it
-- off it stays spent. Source: TRX General_Control.
local minisub = {}

local INACTIVE, ACTIVE = 0, 1
--- The lamp on mesh 0, and its light (intensity ×8, falloff ×256).
local LAMP = { mesh = 0, x = 3000, y = 720, z = 0 }
local LAMP_BRIGHTNESS, LAMP_RADIUS = 14 * 8, 11 * 256

function minisub.init(e)
  e.goal_state = INACTIVE
end

function minisub.on_activate(e) e.goal_state = ACTIVE end
function minisub.on_deactivate(e)
  e.goal_state = INACTIVE
  e.awake = true
end

function minisub.control(e)
  if e.status == "deactivated" then
    e.one_shot = true
    return
  end
  if not e.active and e.anim_state == INACTIVE then e.awake = false end
  local x, y, z = e:mesh_point(LAMP.mesh, LAMP.x, LAMP.y, LAMP.z)
  world.light(world.room_at(e.room, x, y, z), x, y, z, LAMP_BRIGHTNESS, LAMP_BRIGHTNESS,
    LAMP_BRIGHTNESS, LAMP_RADIUS)
end

return minisub
