-- TR5's explosion point (EXPLOSION): an invisible charge that goes off
-- DELAY_STEP x (OCB mod 100) ticks after its trigger turns it on. The
-- blast (SFX_EXPLOSION1 and 2, a fireball and OCB / 100 more about it,
-- spread that many times RANDOM_SPREAD) shatters the smash objects within
-- REACH of it and knocks the shot switches there (SWITCH_TYPE7/8, as a
-- bullet does); Lara's hips within NEAR of it on every axis lose a
-- sixteenth of their distance to it in health (TOMB5 takes distance / 16:
-- nearer hurts less) and within BURN she catches fire.
-- Its OCB packs more: + 1000 a shockwave instead of the blow to Lara (the
-- ring is drawn as a blast here; the original's ring hurts nobody either),
-- + 10000 a blast that spares Lara (TOMB5's third kind of sparks),
-- + 20000 it stays spent instead of vanishing, + 30000 it goes off again
-- and again while triggered, every delay.
-- Not played: the static meshes it shatters (statics 50-57), the grenade
-- damage to creatures it catches, guards alerted by it, and the switches
-- behind a repeating charge reset.
-- Source: TOMB5 traps.cpp ControlExplosion, init.cpp InitialiseExplosion
-- (facts and figures, not code).
local fixed = require("lib.fixed")
local traps = require("lib.traps")
local particles = require("lib.particles")
local fire = require("lara.fire")
local explosion = {}

--- OCB fields (TOMB5 InitialiseExplosion).
explosion.REPEAT, explosion.STAYS, explosion.SPARES, explosion.SHOCKWAVE = 30000, 20000, 10000, 1000
--- Ticks per unit of OCB mod 100 before it goes off (TOMB5: 7).
explosion.DELAY_STEP = 7
--- Extra fireballs are scattered up to RANDOM_SPREAD x size on each axis.
explosion.RANDOM_SPREAD = 64
--- What it shatters and knocks (TOMB5 GetCollidedObjects radius 2048).
explosion.REACH = 2048
--- Lara's hips within NEAR on each axis are hurt; within BURN she burns.
explosion.NEAR, explosion.BURN, explosion.HURT_SHARE = 1024, 768, 16
--- TR5's SFX_EXPLOSION1, SFX_EXPLOSION2.
explosion.SOUNDS = { 105, 106 }
--- Fireballs at the point itself.
local FIREBALL = 3
--- Lara's hips (mesh 0).
local HIPS = 0

--- The OCB's fields: kind ("once", "stays", "repeat"), spares Lara,
--- shockwave, size, delay in ticks.
function explosion.decode(ocb)
  local kind, spares = "once", false
  if ocb >= explosion.REPEAT then
    kind, ocb = "repeat", ocb - explosion.REPEAT
  end
  if ocb >= explosion.STAYS then
    kind, ocb = "stays", ocb - explosion.STAYS
  elseif ocb >= explosion.SPARES then
    spares, ocb = true, ocb - explosion.SPARES
  end
  local shockwave = false
  if ocb >= explosion.SHOCKWAVE then
    shockwave, ocb = true, ocb - explosion.SHOCKWAVE
  end
  local size = ocb // 100
  return { kind = kind, spares = spares, shockwave = shockwave, size = size,
           delay = explosion.DELAY_STEP * (ocb - 100 * size) }
end

local function blow_lara(e)
  local lara = traps.living_lara()
  if not lara then return end
  local x, y, z = lara.x, lara.y, lara.z
  if lara.anim_count > 0 then x, y, z = lara:mesh_point(HIPS, 0, 0, 0) end
  local dx, dy, dz = x - e.x, y - e.y, z - e.z
  if math.abs(dx) >= explosion.NEAR or math.abs(dy) >= explosion.NEAR
    or math.abs(dz) >= explosion.NEAR then return end
  local d = fixed.sqrt(dx * dx + dy * dy + dz * dz)
  lara:hit(d // explosion.HURT_SHARE, e)
  if d < explosion.BURN then fire.ignite(lara) end
end

local function shatter_near(e)
  for i = 0, world.entity_count() - 1 do
    local other = world.entity(i)
    if other and other.index ~= e.index and other:exists() and e:distance_to(other) <= explosion.REACH then
      local name = other.name or ""
      if name:find("^SMASH_OBJECT%d$") then
        world.particles(particles.EXPLOSION, other.room, other.x, other.y - traps.CLICK / 2, other.z, FIREBALL)
        other:hit(1, e)
      elseif name == "SWITCH_TYPE7" or name == "SWITCH_TYPE8" then
        other:hit(1, e)
      end
    end
  end
end

local function blast(e, o)
  for _, sound in ipairs(explosion.SOUNDS) do world.sound(sound, e) end
  world.particles(particles.EXPLOSION, e.room, e.x, e.y, e.z, FIREBALL)
  for _ = 1, o.size do
    local function scatter() return (world.fx_random(128) - 64) * o.size end
    world.particles(particles.EXPLOSION, e.room, e.x + scatter(), e.y + scatter(), e.z + scatter(), 1)
  end
  world.shake(traps.SECTOR)
  if not o.shockwave and not o.spares then blow_lara(e) end
  shatter_near(e)
  e.state.blasts = (e.state.blasts or 0) + 1
end

function explosion.init(e)
  e.visible, e.collidable = false, false
  e.state.count = e.state.count or 0
end

function explosion.control(e)
  if not e.active then return end
  local s = e.state
  local o = explosion.decode(e.ocb)
  if s.count < o.delay then
    s.count = s.count + 1
    return
  end
  if s.count > o.delay then return end
  s.count = s.count + 1
  blast(e, o)
  if o.kind == "repeat" then
    s.count = 0
  elseif o.kind == "once" then
    e:kill()
  end
end

return explosion
