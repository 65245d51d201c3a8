-- Climbing creatures' vaults (TR1's ape, TR2's yeti): a move that rose
-- too high is undone to the edge of the sector the creature came from,
-- square on to the step, and the creature climbs it in an animation of
-- its own.
local angles = require("lib.angles")

local vault = {}

local SECTOR = 1024

--- Back to the edge of the sector it came from (`inset` inside it, from
--- `ai.before_x/z`), square on to the step; false when it crossed no
--- sector edge (a diagonal step is climbed where it stands).
---@param e Entity
---@param inset integer
---@return boolean
function vault.square_up(e, ai, inset)
  local bx, bz = ai.before_x // SECTOR, ai.before_z // SECTOR
  local nx, nz = e.x // SECTOR, e.z // SECTOR
  if bz == nz then
    if bx == nx then return false end
    if nx < bx then
      e.yaw, e.x = 3 * angles.QUARTER, bx * SECTOR + inset
    else
      e.yaw, e.x = angles.QUARTER, nx * SECTOR - inset
    end
  elseif bx == nx then
    if nz > bz then
      e.yaw, e.z = 0, nz * SECTOR - inset
    else
      e.yaw, e.z = 2 * angles.QUARTER, bz * SECTOR + inset
    end
  end
  return true
end

return vault
