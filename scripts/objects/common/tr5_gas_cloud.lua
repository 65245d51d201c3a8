-- TR5's gas (GEN_SLOT2, the Tower's gas rooms): while its trigger is on,
-- Lara in the gas is gassed: her poison climbs DOSE a tick (TOMB5's
-- dpoisoned += 2 of a gassed tick; lara/poison.lua hurts her with it).
-- TOMB5 gasses her while her head is in a room flagged for gas; that
-- flag is not read by scripts, so the cloud's own room stands for it.
-- OCB 0-1: the room's cloud (drawn by DrawGasCloud as a sheet rolling
-- through the room's AI points: not drawn; a slow mist here); OCB 2 a
-- jet blowing out backwards from a wall (shifted JET_SHIFT along its
-- heading), 3 a jet down from the ceiling, 4 a jet blowing up (3 and 4
-- shifted JET_RISE up): green puffs each tick (drawn with the steam
-- effect, not tinted). The air she loses in the gas is not played.
-- Source: TOMB5 tower.cpp ControlGasCloud, init.cpp InitialiseGasCloud,
-- laramisc.cpp and health.cpp's gassed tick (facts and figures, not code).
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local poison = require("lara.poison")
local gas = {}

--- Poison a gassed tick (TOMB5 health.cpp: dpoisoned += 2).
gas.DOSE = 2
--- The jets' shift from where they are placed (TOMB5: 512 along the
--- heading for OCB 2, 256 up for 3 and 4).
gas.JET_SHIFT, gas.JET_RISE = 512, 256
local JET_SIDE, JET_DOWN, JET_UP = 2, 3, 4
--- The room cloud's mist: every CLOUD_EVERY ticks.
local CLOUD_EVERY = 8

function gas.init(e)
  e.visible, e.collidable = false, false
  local s = e.state
  if s.ready then return end
  s.ready = true
  if e.ocb == JET_DOWN or e.ocb == JET_UP then
    e.y = e.y - gas.JET_RISE
  elseif e.ocb == JET_SIDE then
    local dx, dz = fixed.step(e.yaw, gas.JET_SHIFT)
    e.x, e.z = e.x + dx, e.z + dz
  end
end

function gas.control(e)
  if not e.active then return end
  local lara = traps.living_lara()
  if lara and lara.room == e.room then
    poison.dose(lara, gas.DOSE)
    e.state.gassed = (e.state.gassed or 0) + 1
  end
  if e.ocb >= JET_SIDE then
    world.particles(particles.STEAM, e.room, e.x, e.y, e.z, 1)
  elseif world.tick() % CLOUD_EVERY == 0 then
    world.particles(particles.MIST, e.room, e.x, e.y, e.z, 1)
  end
end

return gas
