-- The Iris' own effects in TR5's Tower (VCI) levels. params.kind picks:
--   "lightning" (IRIS_LIGHTNING): while its trigger is on, arcs crackle
--     about it (SFX_RICH_IRIS_ELEC) and burn Lara whose hips come within
--     NEAR_Y of it up and down and NEAR across (on each axis): HURT a tick,
--     and once she has taken it LIMIT ticks running or has LAST health or
--     less she catches fire and dies. Her cry (SFX_LARA_INJURY_NONRND)
--     when it first touches her. The arcs are drawn as sparks from it
--     with their light (TOMB5's lightning bolts and glow are not drawn:
--     the renderer has no bolts).
--   "portal" (PORTAL): the portal door's blast when turned on (four
--     sounds, then PORTAL_FLASHES ticks of orange light about it) and
--     its sparks each tick while on, with its hum (SFX_PORTAL_LOOP). The
--     shimmering sheet (DrawPortalDoor) and the screen flash are not drawn:
--     the light stands for them.
-- Source: TOMB5 tower.cpp ControlIris, andrea.cpp ControlPortalDoor (facts
-- and figures, not code).
local fixed = require("lib.fixed")
local traps = require("lib.traps")
local particles = require("lib.particles")
local damage = require("lara.damage")
local fire = require("lara.fire")
local iris = {}

--- Reach on Lara's hips (TOMB5: |y| < 1024, |x|, |z| < 2048).
iris.NEAR_Y, iris.NEAR = 1024, 2048
--- Health a tick, the ticks running after which she burns, and the
--- health at or under which she burns at once (TOMB5: 12, 45, 72).
iris.HURT, iris.LIMIT, iris.LAST = 12, 45, 72
--- TR5's SFX_RICH_IRIS_ELEC, SFX_LARA_INJURY_NONRND.
iris.ELEC, iris.CRY = 87, 20
--- Arcs reach this far from it (TOMB5's long bolts: 2240), drawn this far
--- above it; sparks along an arc.
iris.ARC, iris.RISE, iris.ARC_SPARKS = 2240, 128, 4
--- The arcs' light: colour and radius.
local ARC_LIGHT, ARC_LIGHT_RADIUS = { 192, 128, 16 }, 2048

--- The portal: its hum and blast (TR5 SFX_PORTAL_LOOP, SFX_GOD_HEAD_BLAST,
--- SFX_EXPLOSION2, SFX_EXPLOSION1), the flash's ticks and light.
iris.HUM, iris.BLAST = 410, { 279, 106, 105 }
iris.PORTAL_FLASHES = 12
local FLASH, FLASH_RADIUS = { 192, 176, 64 }, 4096
--- Sparks rise up to a sector over its foot and spread half a sector
--- across it (TOMB5: & 0x3FF up, & 0x3FF - 512 across).
iris.SPARK_HEIGHT, iris.SPARK_WIDTH = 1024, 512
--- Lara's hips (mesh 0).
local HIPS = 0

local function hips(lara)
  if lara.anim_count == 0 then return lara.x, lara.y, lara.z end
  return lara:mesh_point(HIPS, 0, 0, 0)
end

local function burn_lara(e)
  local s = e.state
  local lara = traps.living_lara()
  if not lara or lara.state.burning then return end
  local x, y, z = hips(lara)
  if math.abs(y - e.y) >= iris.NEAR_Y or math.abs(x - e.x) >= iris.NEAR
    or math.abs(z - e.z) >= iris.NEAR then
    s.touching = 0
    return
  end
  if (s.touching or 0) == 0 then world.sound(iris.CRY, lara) end
  if lara.health <= iris.LAST or (s.touching or 0) >= iris.LIMIT then
    fire.ignite(lara)
    damage.kill(lara, "fire")
  else
    lara:hit(iris.HURT, e)
    s.touching = (s.touching or 0) + 1
  end
end

local function arcs(e)
  if world.tick() % 2 == 1 then return end
  local y = e.y - iris.RISE
  local ax, az = fixed.step(world.fx_random(65536), iris.ARC)
  local tip = { e.x + ax, y, e.z + az }
  local every = iris.ARC / iris.ARC_SPARKS
  particles.along(particles.SPARKS, e.room, { e.x, y, e.z }, tip, every, every)
  world.light(e.room, e.x, y, e.z, ARC_LIGHT[1], ARC_LIGHT[2], ARC_LIGHT[3], ARC_LIGHT_RADIUS)
end

local function lightning(e)
  if not e.active then return end
  world.sound(iris.ELEC, e)
  burn_lara(e)
  arcs(e)
end

local function portal(e)
  if not e.active then return end
  local s = e.state
  world.sound(iris.HUM, e)
  s.flash = s.flash or 0
  if s.flash == 0 then
    for _, sound in ipairs(iris.BLAST) do world.sound(sound, e) end
  end
  if s.flash <= iris.PORTAL_FLASHES then
    s.flash = s.flash + 1
    world.light(e.room, e.x, e.y - iris.SPARK_HEIGHT // 2, e.z, FLASH[1], FLASH[2], FLASH[3], FLASH_RADIUS)
  end
  world.particles(particles.SPARKS, e.room, e.x, e.y - world.fx_random(iris.SPARK_HEIGHT),
                  e.z + world.fx_random(2 * iris.SPARK_WIDTH) - iris.SPARK_WIDTH, 1)
end

--- Both are invisible points (TOMB5 gives neither a model drawing).
function iris.init(e)
  e.visible, e.collidable = false, false
end

function iris.control(e)
  if traps.param(e, "kind", "lightning") == "portal" then portal(e) else lightning(e) end
end

return iris
