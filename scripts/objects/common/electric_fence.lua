-- TR3's electrified field (292, tomb3 LIGHTNING_EMITTER2 / ControlElectricFence):
-- an unseen fence along one sector edge. While its trigger is on it spits
-- sparks now and then along its length, and Lara stepping into it (within
-- REACH across it, up to HEIGHT above its foot) is killed by the current
-- in a shower of sparks. Away from it nothing happens.
-- Source: tomb3 51civvy.cpp ControlElectricFence (the fence spans from a
-- corner half a sector off its origin: 1056 along, 128 across, 3072 high;
-- sparks one tick in 32; hit_points = 0). The Office level's variant
-- (sparks only, no harm) is params.harmless.
local traps = require("lib.traps")
local particles = require("lib.particles")
local fence = {}

--- Half its length, half its depth, its height (1056, 128, 3072) and how
--- far below its foot she may be (32).
fence.LENGTH, fence.DEPTH, fence.HEIGHT, fence.BELOW = 1056, 128, 3072, 32
--- Nothing happens with Lara further than this on either axis (0x5000).
fence.AWAKE = 0x5000
--- Sparks one tick in SPARK_CHANCE, SPARKS_MIN + 0..3 of them.
fence.SPARK_CHANCE, fence.SPARKS_MIN = 32, 3
--- Sparks thrown over her when it kills her.
fence.KILL_SPARKS = 12
--- tomb3 SFX_LARA_ELECTRIC_CRACKLES.
fence.SOUND = 128

--- The fence's middle and half extents (x, z) for its heading.
function fence.area(e)
  local q = math.floor(((e.yaw + 8192) % 65536) / 16384)
  -- q 0: +z, 1: +x, 2: -z, 3: -x (the heading's quadrant).
  if q == 0 then return e.x + 512, e.z + 512, fence.LENGTH, fence.DEPTH end
  if q == 1 then return e.x + 512, e.z - 512, fence.DEPTH, fence.LENGTH end
  if q == 2 then return e.x - 512, e.z - 512, fence.LENGTH, fence.DEPTH end
  return e.x - 512, e.z + 512, fence.DEPTH, fence.LENGTH
end

function fence.init(e)
  e.visible = false
  e.collidable = false
  e.targetable = false
end

function fence.control(e)
  if not e.active then return end
  local lara = world.lara()
  if not lara or math.abs(lara.x - e.x) > fence.AWAKE or math.abs(lara.z - e.z) > fence.AWAKE then return end
  local cx, cz, hx, hz = fence.area(e)
  if world.fx_random(fence.SPARK_CHANCE) == 0 then
    local along = world.fx_random(2 * math.max(hx, hz)) - math.max(hx, hz)
    local sx = hx > hz and cx + along or cx
    local sz = hx > hz and cz or cz + along
    local sy = e.y - world.fx_random(fence.HEIGHT)
    world.particles(particles.SPARKS, e.room, sx, sy, sz, fence.SPARKS_MIN + world.fx_random(4))
  end
  if lara.health <= 0 or traps.param(e, "harmless", false) then return end
  if math.abs(lara.x - cx) > hx or math.abs(lara.z - cz) > hz then return end
  if lara.y > e.y + fence.BELOW or lara.y < e.y - fence.HEIGHT then return end
  world.particles(particles.SPARKS, lara.room, lara.x, lara.y - 384, lara.z, fence.KILL_SPARKS)
  world.sound(fence.SOUND, lara)
  e.state.killed = true
  lara:hit(lara.health + 1, e)
end

return fence
