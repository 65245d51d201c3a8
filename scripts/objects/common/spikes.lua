-- Teeth spikes (and the later games' glass shards and barbed wire): Lara
-- among them is hurt while she moves and killed outright when she drops onto
-- them. The footprint is the spikes' sector; params.damage is the harm per
-- moving tick, params.height how far above their base they reach.
local spikes = {}

local SECTOR = 1024
--- Harm per tick while she moves among them (TR1: 15).
local DAMAGE = 15
--- How far above their base they reach.
local HEIGHT = 256

--- True when Lara's feet are among the spikes.
local function among(e, lara, height)
  local half = SECTOR / 2
  return math.abs(lara.x - e.x) < half and math.abs(lara.z - e.z) < half
    and lara.y >= e.y - height and lara.y <= e.y + 64
end

function spikes.collision(e, lara)
  if lara.health <= 0 then return end
  local p = e.params or {}
  if not among(e, lara, p.height or HEIGHT) then return end
  if lara.gravity and lara.fall_speed > 0 then
    -- Dropped onto them: the spike death.
    lara:hit(lara.health + 1, e)
  elseif lara.speed ~= 0 then
    lara:hit(p.damage or DAMAGE, e)
  end
end

return spikes
