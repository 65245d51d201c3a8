-- TR5's laser beams (params.kind):
--   "wall"   LASERS: a curtain of beams from the floor to the ceiling,
--            OCB bits 0-7 sectors wide along its heading (an even width
--            is centred on the sector edge behind it); with OCB bit 9 set
--            it burns Lara who walks into it to death; without, it only
--            sets off the floor triggers where it stands (an alarm).
--   "steam"  STEAM_LASERS: beams two sectors wide and 1536 high that show
--            only in steam and switch on and off by a fixed pattern (the
--            OCB picks its column), killing her when on. (The original
--            draws them in steam only; they burn whether seen or not.)
--   "floor"  FLOOR_LASERS: a grid of beams over the floor, OCB % 10
--            sectors along z and OCB / 10 along x from the placed sector;
--            it kills her standing in it.
-- Not played: the beams are drawn by the originals' own routines (only a
-- spark shows where one burns her here), and the wall curtain's alarm needs
-- the world to run the floor triggers of an entity's sector (as
-- TRIGGER_TRIGGERER does), which it does for Lara only.
-- Source: TOMB5 init.cpp InitialiseLasers, InitialiseSteamLasers,
-- InitialiseFloorLasers, lasers.cpp ControlLasers, ControlSteamLasers,
-- ControlFloorLasers, SteamLasers, CheckLaserBox (facts and figures, not
-- code).
local traps = require("lib.traps")
local ocb = require("lib.ocb")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local fire = require("lara.fire")
local damage = require("lara.damage")
local lasers = {}

local SECTOR, HALF = traps.SECTOR, traps.SECTOR / 2
--- The steam lasers' width, and how high above the floor they burn
--- (TOMB5: 2048 wide, their box reaching 2048 up).
lasers.STEAM_WIDTH, lasers.STEAM_REACH = 2048, 2048
--- Which of five steam lasers are on in each of eight 32-tick spells
--- (TOMB5 SteamLasers).
lasers.STEAM_PATTERN = {
  [0] = { 1, 0, 1, 0, 0 }, { 0, 0, 1, 0, 1 }, { 0, 1, 0, 0, 1 }, { 0, 1, 1, 1, 0 },
  { 1, 0, 1, 1, 1 }, { 1, 1, 0, 0, 1 }, { 0, 1, 0, 1, 0 }, { 1, 0, 0, 1, 0 },
}
--- Ticks of each spell of the pattern (TOMB5: GlobalCounter >> 5).
lasers.SPELL = 32
--- TR5's SFX_RICH_DOOR_BEAM while they are on.
lasers.SOUND = 163

--- The box the beams fill: x0, x1, y0, y1, z0, z1 in the world.
local function wall_box(e, width, height)
  local half = width // 2
  local ax = math.abs(fixed.scale_sin(half, e.yaw + 0x8000))
  local az = math.abs(fixed.scale_cos(half, e.yaw + 0x8000))
  return { e.x - ax, e.x + ax, e.y - height, e.y, e.z - az, e.z + az }
end

function lasers.init(e)
  local s = e.state
  if s.box then return end
  local kind = traps.param(e, "kind", "wall")
  if kind == "floor" then
    local along_z, along_x = e.ocb % 10, e.ocb // 10
    s.box = { e.x - HALF, e.x - HALF + along_x * SECTOR, e.y, e.y,
              e.z - HALF, e.z - HALF + along_z * SECTOR }
  else
    local width = kind == "steam" and lasers.STEAM_WIDTH or ocb.field(e.ocb, 0, 8) * SECTOR
    if kind == "steam" or not ocb.flag(e.ocb, 0) then
      local dx, dz = fixed.step(e.yaw + 0x8000, width // 2 - HALF)
      e.x, e.z = e.x + dx, e.z + dz
    end
    e.y = world.floor(e.room, e.x, e.y, e.z)
    local height = kind == "steam" and lasers.STEAM_REACH
      or e.y - world.ceiling(e.room, e.x, e.y, e.z)
    s.box = wall_box(e, width, height)
  end
  e.visible = false
end

--- True when Lara's body meets the box.
local function in_box(box, lara)
  local x0, x1, y0, y1, z0, z1 = lara:bounds()
  return lara.x + x1 >= box[1] and lara.x + x0 <= box[2]
    and lara.y + y1 >= box[3] and lara.y + y0 <= box[4]
    and lara.z + z1 >= box[5] and lara.z + z0 <= box[6]
end

--- True when this laser's beams are on this tick.
local function on(e)
  if traps.param(e, "kind", "wall") ~= "steam" then return true end
  local row = lasers.STEAM_PATTERN[(world.tick() // lasers.SPELL) % 8]
  return (row[(e.ocb % 5) + 1] or 0) == 1
end

--- Whether these beams kill (the wall curtain only with OCB bit 9).
local function deadly(e)
  if traps.param(e, "kind", "wall") ~= "wall" then return true end
  return ocb.flag(e.ocb, 9)
end

function lasers.control(e)
  if not e.active then e.awake = false return end
  world.sound(traps.param(e, "sound", lasers.SOUND), e)
  local lara = traps.living_lara()
  if not lara or lara.state.burning or not on(e) or not in_box(e.state.box, lara) then return end
  if not deadly(e) then return end
  world.particles(particles.SPARKS, lara.room, lara.x, lara.y - HALF, lara.z, 8)
  fire.ignite(lara)
  damage.kill(lara, "fire")
end

return lasers
