-- TR4's expanding platform: a slab that slides out of a wall while its
-- trigger is on and back into it when it goes off, its top a floor Lara
-- stands on once it is out. It is placed in the sector before the wall,
-- facing the wall: its origin is moved to the sector's edge at the wall
-- (EDGE along its heading) and it comes out from there back across the
-- sector, STEP of FULL a tick (the raising block's pace:
-- tr45_raising_block.lua), with the raising block's rumble and, for a
-- non-zero OCB, its camera shake. An OCB of 2 starts it out (TOMB4 turns
-- it on at once).
-- The original draws the model scaled along its heading by how far out it
-- is (DrawScaledSpike) and lifts its sector's floor a sector
-- (AlterFloorHeight) for as long as it is on; here the model is drawn
-- whole while any of it is out and the floor lent is the part that is
-- out, TOP above its origin.
-- Source: TOMB4 traps.cpp ControlRaisingBlock, DrawScaledSpike, init.cpp
-- InitialiseRaisingBlock (facts and figures, not code).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local block = require("objects.common.tr45_raising_block")
local platform = {}

--- The origin moves this far along the heading (TOMB4: 511).
platform.EDGE = 511
--- Its top above its origin (TOMB4 raises the floor a sector).
platform.TOP = traps.SECTOR
--- Out at once (TOMB4 InitialiseRaisingBlock: OCB 2).
platform.START_OUT = 2

local HALF = traps.SECTOR / 2

--- How far out it is, 0..SECTOR.
function platform.out(e)
  return math.floor(traps.SECTOR * (e.state.extent or 0) / block.FULL)
end

local function place(e)
  local out = platform.out(e)
  e.visible = out > 0
  if out > 0 then
    e:set_surface("floor", -HALF, HALF - 1, -out, -1, -platform.TOP)
  else
    e:clear_surface()
  end
end

function platform.init(e)
  local s = e.state
  if s.extent == nil then
    s.extent = 0
    local dx, dz = fixed.step(e.yaw, platform.EDGE)
    e.x, e.z = e.x + dx, e.z + dz
    if e.ocb == platform.START_OUT then e:activate() end
  end
  place(e)
end

function platform.on_deactivate(e) e.awake = true end

function platform.control(e)
  if block.advance(e, e.y) then place(e) end
end

return platform
