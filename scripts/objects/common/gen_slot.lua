-- TR5's VCI generator slot (GEN_SLOT1): a press that runs while its
-- trigger is on (and only with an OCB other than 0); on frames 10 and 11
-- of its stroke, a point 350 units out along any of its six arms inside
-- Lara's body widened by 350 across crushes her: she bleeds and dies.
-- Source: TOMB5 game/andrea.cpp ControlGenSlot1 (frames 10-11, joints 1-6
-- at (0, -350, 0), GetLaraDeadlyBounds widened by 350 in x and z,
-- hit_points = 0).
local traps = require("lib.traps")
local particles = require("lib.particles")
local slot = {}

local CRUSH_FRAMES = { [10] = true, [11] = true }
local ARMS_FIRST, ARMS_LAST = 1, 6
local ARM_REACH = 350
local WIDEN = 350

function slot.on_activate(e) e.awake = true end

--- True when one of its arms' points is inside her widened body.
local function crushes(e, lara)
  local x0, x1, y0, y1, z0, z1 = lara:bounds()
  x0, x1 = lara.x + x0 - WIDEN, lara.x + x1 + WIDEN
  z0, z1 = lara.z + z0 - WIDEN, lara.z + z1 + WIDEN
  y0, y1 = lara.y + y0, lara.y + y1
  for mesh = ARMS_FIRST, ARMS_LAST do
    local x, y, z = e:mesh_point(mesh, 0, -ARM_REACH, 0)
    if x > x0 and x < x1 and y > y0 and y < y1 and z > z0 and z < z1 then return true end
  end
  return false
end

function slot.control(e)
  -- Only a slot with an OCB runs (TOMB5 GenSlot1Control).
  if not traps.runs_while_on(e) or e.ocb == 0 then
    e.paused = true
    return
  end
  local lara = traps.living_lara()
  if lara and CRUSH_FRAMES[e.frame] and crushes(e, lara) then
    world.particles(particles.BLOOD, lara.room, lara.x, lara.y - traps.CLICK * 2, lara.z, 8)
    lara:hit(lara.health, e)
  end
end

return slot
