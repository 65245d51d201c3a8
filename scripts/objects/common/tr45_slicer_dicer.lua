-- TR4's slicer-dicer: a great blade wheeling round a circle in the plane of
-- its heading, its hub half a sector to the side of where it is placed and
-- 4608 above; it turns while its trigger is on and cuts Lara it touches.
-- Source: TOMB4 init.cpp InitialiseSlicerDicer, traps.cpp
-- ControlSlicerDicer, collide.cpp GenericDeadlyBoundingBoxCollision (facts
-- and figures, not code).
local traps = require("lib.traps")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local slicer = {}

--- The circle's radius, and how far the hub is above the placed point.
slicer.RADIUS = 4608
--- How far to the side (a quarter turn from the heading) the hub is.
slicer.SIDE = 512
--- What the wheel turns by each tick (TOMB4: 170, about a degree).
slicer.TURN = 170
--- Harm a tick of contact (TOMB4 item_flags[3]: 50).
slicer.DAMAGE = 50
--- TR4's SFX_METAL_SCRAPE_LOOP and SFX_METAL_SCRAPE_LOOP1 while it turns.
slicer.SOUNDS = { 20, 12 }

function slicer.init(e)
  local s = e.state
  if s.hub then return end
  local dx, dz = fixed.step(e.yaw + angles.QUARTER, slicer.SIDE)
  s.hub = { e.x + dx, e.y - slicer.RADIUS, e.z + dz }
  s.angle = 0
end

--- Places the blade on its circle at its angle.
local function place(e)
  local s = e.state
  local dx, dz = fixed.step(e.yaw, fixed.scale_cos(slicer.RADIUS, s.angle))
  local x, y, z = s.hub[1] + dx, s.hub[2] - fixed.scale_sin(slicer.RADIUS, s.angle), s.hub[3] + dz
  e.room = world.room_at(e.room, x, y, z)
  e.x, e.y, e.z = x, y, z
end

function slicer.control(e)
  local s = e.state
  if not e.active then e.awake = false return end
  for _, id in ipairs(traps.param(e, "sounds", slicer.SOUNDS)) do world.sound(id, e) end
  place(e)
  s.angle = (s.angle + slicer.TURN) % angles.TURN
  traps.strike(e, slicer.DAMAGE)
end

return slicer
