-- Bridges (TR1 68 flat, 69 tilt 1, 70 tilt 2, and the later games'): a
-- floor over one sector lent to the world. params.tilt is its slope in
-- clicks per sector (0, 1 or 2): it rises across the sector towards its
-- own +x (east at heading 0, north (-z) at heading 90°), from params.tilt
-- clicks below its origin at one edge to its origin at the other.
-- Source: TRX's TR1 bridge routines: at heading 0 the offset below the
-- origin is ((WALL_L - x) & (WALL_L - 1)) >> 2 for tilt 1, >> 1 for
-- tilt 2 (x and z swapped and mirrored at the other headings); a flat
-- bridge is level with its origin.
local bridge = {}

local SECTOR = 1024
local HALF = SECTOR // 2
local CLICK = 256

function bridge.init(e)
  local clicks = (e.params and e.params.tilt) or 0
  local drop = clicks * CLICK
  -- Local x across the sector from -512 (back, lowest) to 511 (front):
  -- height = origin + drop / 2 - x * drop / 1024.
  e:set_surface("floor", -HALF, HALF - 1, -HALF, HALF - 1, drop // 2, -drop, 0)
end

return bridge
