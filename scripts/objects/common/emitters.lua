-- Emitters of smoke, steam and mist (TR4/TR5, and TR1's waterfall mist): invisible points that put out
-- particles (lib/particles.lua) while their trigger is on (a waterfall's
-- mist always), only when Lara is within SEEN of them. What each puts out
-- is data (params):
--   effect   the particle effect's name in lib/particles.lua
--   every    ticks between puffs
--   steam    true: a steam emitter, which reads its OCB:
--              bit 3 set: a jet blowing along the emitter's heading (it
--                sits JET_SHIFT ahead of its origin): OCB >> 4 ticks of
--                puffing, then a blast of BLAST_MIN + (0..BLAST_RANDOM)
--                ticks whose reach grows JET_GROWTH a tick to JET_FULL;
--                Lara in the blast loses JET_HARM a tick
--              under water it bubbles instead: OCB 1 a steady stream,
--                else bursts now and then
--   always   true: runs whether triggered or not (the mist)
--   ahead    the particles come out this far ahead along the heading
--   sound    a sound played each tick it runs
-- Source: TOMB4 InitialiseSmokeEmitter, ControlSmokeEmitter, WaterFall and
-- the spark damage test of UpdateSparks (facts and figures, not code).
local traps = require("lib.traps")
local ocb = require("lib.ocb")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local body = require("lara.body")
local emitters = {}

--- Nothing is put out when Lara is further than this across the floor.
emitters.SEEN = 16384
--- A steam jet sits this far ahead of where it is placed.
emitters.JET_SHIFT = 320
--- A blast lasts BLAST_MIN + a random 0..BLAST_RANDOM ticks.
emitters.BLAST_MIN, emitters.BLAST_RANDOM = 30, 63
--- The jet's strength grows (and dies down) this much a tick, to JET_FULL.
emitters.JET_GROWTH, emitters.JET_FULL = 256, 4096
--- How far the jet reaches at full strength: its puffs start at 64-128
--- units a tick and lose a sixteenth of their speed a tick over their
--- 16-23 ticks, about one sector.
emitters.JET_REACH = traps.SECTOR
--- Half the width of the jet.
emitters.JET_WIDTH = 256
--- Harm a tick to Lara in the blast (the scalding puffs' 2 a tick).
emitters.JET_HARM = 2
--- Puffs of a blast each tick, spread along its reach.
emitters.JET_PUFFS = 3
--- Under water: a burst starts one tick in BURST_CHANCE, lasts BURST_MIN
--- + a random 0..BURST_RANDOM ticks, a bubble one tick in BUBBLE_CHANCE.
emitters.BURST_CHANCE, emitters.BURST_MIN, emitters.BURST_RANDOM = 32, 4, 3
emitters.BUBBLE_CHANCE = 4

--- What the OCB of a steam emitter says: a jet, and its rest in ticks.
---@param value integer
---@return boolean jet, integer rest
function emitters.steam_reading(value)
  return ocb.flag(value, 3), ocb.field(value, 4, 12)
end

local function under_water(e)
  local surface = world.water(e.room, e.x, e.y, e.z)
  return surface ~= nil and e.y > surface
end

function emitters.init(e)
  e.visible = false
  e.collidable = false
  local s = e.state
  if s.ready then return end
  s.ready, s.tick, s.strength, s.blast, s.burst = true, 0, 0, 0, 0
  if traps.param(e, "steam", false) then
    local jet, rest = emitters.steam_reading(e.ocb)
    if jet then
      local dx, dz = fixed.step(e.yaw, emitters.JET_SHIFT)
      e.x, e.z = e.x + dx, e.z + dz
      s.rest = rest
    end
  end
  if traps.param(e, "always", false) then e.awake = true end
end

local function near_lara(e)
  local lara = world.lara()
  return lara ~= nil and math.abs(lara.x - e.x) <= emitters.SEEN
    and math.abs(lara.z - e.z) <= emitters.SEEN
end

--- A puff of the emitter's effect (ahead of it by params.ahead).
local function puff(e, effect, count)
  local dx, dz = fixed.step(e.yaw, traps.param(e, "ahead", 0))
  world.particles(effect, e.room, e.x + dx, e.y, e.z + dz, count)
end

--- Under water a steam emitter bubbles: a stream (OCB 1) or bursts.
local function bubble(e)
  local s = e.state
  if e.ocb ~= 1 and s.burst == 0 then
    if world.fx_random(emitters.BURST_CHANCE) == 0 then
      s.burst = emitters.BURST_MIN + world.fx_random(emitters.BURST_RANDOM + 1)
    end
    return
  end
  if world.fx_random(emitters.BUBBLE_CHANCE) == 0 then
    world.particles(particles.BUBBLES, e.room, e.x, e.y, e.z, 1)
    if s.burst > 0 then s.burst = s.burst - 1 end
  end
end

--- True when Lara stands in the jet blowing `reach` along the heading.
local function in_jet(e, lara, reach)
  local across, along = fixed.to_local(e.yaw, e.x, e.z, lara.x, lara.z)
  local _, _, top, bottom = lara:bounds()
  local dy = e.y - lara.y
  return along >= 0 and along <= reach and math.abs(across) <= emitters.JET_WIDTH
    and dy >= top and dy <= bottom
end

--- A steam jet: rests (puffing) OCB >> 4 ticks, then blasts. Returns true
--- while it rests (the plain puffs go on).
local function jet(e)
  local s = e.state
  if s.blast == 0 and s.rest > 0 then
    s.rest = s.rest - 1
    if s.rest == 0 then
      s.blast = emitters.BLAST_MIN + world.fx_random(emitters.BLAST_RANDOM + 1)
    end
    s.strength = math.max(s.strength - emitters.JET_GROWTH, 0)
  elseif s.strength < emitters.JET_FULL then
    s.strength = s.strength + emitters.JET_GROWTH
  end
  if s.strength == 0 then return true end
  local reach = math.floor(emitters.JET_REACH * s.strength / emitters.JET_FULL)
  for i = 1, emitters.JET_PUFFS do
    local dx, dz = fixed.step(e.yaw, reach * i // emitters.JET_PUFFS)
    world.particles(particles.STEAM, e.room, e.x + dx, e.y, e.z + dz, 1)
  end
  local lara = traps.living_lara()
  if lara and in_jet(e, lara, reach) then body.hurt(lara, emitters.JET_HARM) end
  if s.blast > 0 then
    s.blast = s.blast - 1
    if s.blast == 0 then s.rest = select(2, emitters.steam_reading(e.ocb)) end
  end
  return s.blast == 0 and s.rest > 0
end

function emitters.control(e)
  local s = e.state
  if not e.active and not traps.param(e, "always", false) then return end
  s.tick = s.tick + 1
  local steam = traps.param(e, "steam", false)
  if steam and under_water(e) then
    bubble(e)
    return
  end
  local sound = traps.param(e, "sound", nil)
  if sound and near_lara(e) then world.sound(sound, e) end
  local puffing = true
  if steam and s.rest then puffing = jet(e) end
  if puffing and s.tick % traps.param(e, "every", 1) == 0 and near_lara(e) then
    puff(e, particles[traps.param(e, "effect", "SMOKE_WHITE")], 1)
  end
end

return emitters
