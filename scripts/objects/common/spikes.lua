-- Teeth spikes (and the later games' glass shards and barbed wire): Lara
-- running among them is hurt and bleeds, a slow walk is safe, and dropping
-- onto them kills her outright. The footprint is the spikes' sector.
-- Numbers from TRX spikes.c (TR1 and TR2; TR3 keeps TR2's routine).
-- params: damage, height, death (the death kind to play).
local particles = require("lib.particles")

local spikes = {}

local SECTOR = 1024
--- Harm per tick while she runs among them.
spikes.DAMAGE = 15
--- She is only harmed moving forward at least this fast (a walk is
--- slower; the originals compare her signed speed, so backing through
--- them is safe: TRX tr1 spikes.c, tomb3 SpikeCollision).
spikes.HARMFUL_SPEED = 30
--- A fall faster than this onto them kills: TR1 any fall, later games a
--- fall faster than gravity's 6 a tick (a step down is not a drop).
spikes.KILLING_FALL = { [1] = 0, default = 6 }
--- How far above their base they reach.
spikes.HEIGHT = 256
--- Blood drops spilled by a run through them, and by a drop onto them.
spikes.BLOOD_RUN, spikes.BLOOD_DROP = 1, 20

--- Blood from her legs, where the spikes are.
local function bleed(lara, drops)
  if drops > 0 then world.particles(particles.BLOOD, lara.room, lara.x, lara.y - spikes.HEIGHT / 2, lara.z, drops) end
end

--- True when Lara's feet are among the spikes.
local function among(e, lara, height)
  local half = SECTOR / 2
  return math.abs(lara.x - e.x) < half and math.abs(lara.z - e.z) < half
    and lara.y >= e.y - height and lara.y <= e.y + 64
end

---@param e Entity
---@param lara Entity
function spikes.collision(e, lara)
  if lara.health <= 0 then return end
  local p = e.params or {}
  if not among(e, lara, p.height or spikes.HEIGHT) then return end
  local killing = spikes.KILLING_FALL[world.game()] or spikes.KILLING_FALL.default
  if lara.gravity then
    if lara.fall_speed <= killing then return end
    -- Dropped onto them: the spike death.
    bleed(lara, spikes.BLOOD_DROP)
    lara:hit(lara.health + 1, e)
  elseif lara.speed >= spikes.HARMFUL_SPEED then
    bleed(lara, spikes.BLOOD_RUN)
    lara:hit(p.damage or spikes.DAMAGE, e)
  end
end

return spikes
