-- TR4/TR5's other fire emitters, invisible points burning while their
-- trigger is on. params.kind picks the routine:
--   "fire"    (FLAME_EMITTER2) by its OCB:
--               < 0   flips map |OCB| once and burns nothing
--               0     a fire (size LARGE) a quarter sector ahead of where it
--                     is placed, with its light
--               1     a small fire (size SMALL) there
--               2     a flame creeping backwards along the floor, CREEP
--                     units a tick, put out by water
--               123   a fire in place (size LARGE)
--   "flicker" (FLAME_EMITTER3) OCB 0: a fire jumping between points about
--               it, hurting Lara near it and setting her alight close to it
--               (lara/fire.lua's figures); OCB > 0: electric arcs (sparks
--               and their light), OCB 2 and 4 reaching ARC ahead of it
-- The heat of "fire" kinds is lara/fire.lua's (a small fire reaches half as
-- far). Source: TOMB4 InitialiseFlameEmitter2/3, FlameEmitter2Control,
-- FlameEmitter3Control (facts and figures, not code).
local traps = require("lib.traps")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local fire = require("lara.fire")
local fires = {}

--- FLAME_EMITTER2's OCB values.
fires.LARGE_OCB, fires.SMALL_OCB, fires.CREEPING_OCB, fires.IN_PLACE_OCB = 0, 1, 2, 123
--- Flames a tick of a large and a small fire.
fires.LARGE, fires.SMALL = 2, 1
--- A fire sits this far ahead of where it is placed (a creeping flame
--- CREEP_SHIFT), and this far up.
fires.SHIFT, fires.CREEP_SHIFT, fires.RISE = traps.CLICK, 80, 64
--- A creeping flame moves this far a tick (backwards along its heading).
fires.CREEP = 8
--- Flames are asked for this far above the fire's foot.
fires.FLAME_RISE = 32
--- How far the flickering fire jumps from its centre (its 16 points lie
--- within half a sector), and how long it stays at one point: JUMP_MIN +
--- a random 0..JUMP_RANDOM ticks.
fires.JUMP, fires.JUMP_MIN, fires.JUMP_RANDOM = 512, 8, 3
--- An arc of OCB 2 or 4 reaches this far ahead; sparks a tick along it.
fires.ARC, fires.ARC_SPARKS = 2048, 4
--- TR4's SFX_LOOP_FOR_SMALL_FIRES and SFX_ELEC_ARCING_LOOP.
fires.FIRE_SOUND, fires.ARC_SOUND = 150, 197

function fires.init(e)
  e.visible = false
  e.collidable = false
  local s = e.state
  if s.ready then return end
  s.ready = true
  if traps.param(e, "kind", "fire") ~= "fire" or e.ocb < 0 then return end
  e.y = e.y - fires.RISE
  if e.ocb ~= fires.IN_PLACE_OCB then
    local shift = e.ocb == fires.CREEPING_OCB and fires.CREEP_SHIFT or fires.SHIFT
    local dx, dz = fixed.step(e.yaw, shift)
    e.x, e.z = e.x + dx, e.z + dz
  end
end

--- Heat at the fire: lara/fire.lua's reaches, scaled by `share`.
local function heat(e, share)
  local lara = traps.living_lara()
  -- Burning already, she feels no more of it (her own flames hurt her).
  if not lara or lara.state.burning then return end
  local f = fire.figures()
  fire.near(lara, e.x, e.y, e.z, f.near_reach * share, f.catch_reach * share)
end

--- A flame creeping backwards along the floor; false once water puts it out.
local function creep(e)
  local dx, dz = fixed.step(e.yaw, -fires.CREEP)
  local x, z = e.x + dx, e.z + dz
  local room = world.room_at(e.room, x, e.y, z)
  local surface = world.water(room, x, e.y, z)
  if surface and e.y >= surface then
    e:kill()
    return false
  end
  e.x, e.z, e.room = x, z, room
  e.y = world.floor(room, x, e.y, z)
  return true
end

local function burn(e)
  local v = e.ocb
  if v < 0 then
    if not e.state.flipped then
      e.state.flipped = true
      world.flip(-v)
    end
    return
  end
  if v == fires.CREEPING_OCB then
    if not creep(e) then return end
    world.particles(particles.FLAME, e.room, e.x, e.y - fires.FLAME_RISE, e.z, 1)
    heat(e, 0.5)
  else
    local small = v == fires.SMALL_OCB
    world.particles(particles.FLAME, e.room, e.x, e.y, e.z, small and fires.SMALL or fires.LARGE)
    heat(e, small and 0.5 or 1)
  end
  world.sound(fires.FIRE_SOUND, e)
end

local function flicker(e)
  local s = e.state
  if e.ocb ~= 0 then
    -- Electric arcs: sparks along the arc (OCB 2 and 4) or about it.
    world.sound(fires.ARC_SOUND, e)
    local reach = (e.ocb == 2 or e.ocb == 4) and fires.ARC or traps.CLICK
    local dx, dz = fixed.step(e.yaw + angles.TURN // 2, reach)
    local every = reach / fires.ARC_SPARKS
    particles.along(particles.SPARKS, e.room, { e.x, e.y, e.z }, { e.x + dx, e.y, e.z + dz }, every, every)
    return
  end
  if not s.stay or s.stay == 0 then
    s.stay = fires.JUMP_MIN + world.fx_random(fires.JUMP_RANDOM + 1)
    s.dx = world.fx_random(2 * fires.JUMP + 1) - fires.JUMP
    s.dz = world.fx_random(2 * fires.JUMP + 1) - fires.JUMP
  else
    s.stay = s.stay - 1
  end
  world.particles(particles.FLAME, e.room, e.x + s.dx, e.y, e.z + s.dz, 1)
  world.sound(fires.FIRE_SOUND, e)
  heat(e, 1)
end

function fires.control(e)
  if traps.param(e, "kind", "fire") == "flicker" then flicker(e) else burn(e) end
end

return fires
