-- Aquatic mine (TR2 222, Venice): floating mines a boat sets off. When a
-- boat (params.boat, TR2's 14) passes within half a sector across the
-- water of a mine, that boat is blown apart (and Lara with it when she
-- drives it), the trigger under the mine is set off, and every other
-- mine of the level starts going off too, each with a chance of one in
-- sixteen a tick. A mine that goes off throws up a blast a sector above
-- itself and a splash, sounds SFX_EXPLOSION_1 (105) and is left as its
-- first mesh (the chain) only, no longer solid. Lara swimming among them
-- sets none off: only a boat does, as in the original.
-- Source: TRX src/tr2/game/objects/traps/mine.c (boat within WALL_L / 2
-- of the point two sectors above the mine, the boat's O_BOAT_BITS burst,
-- Room_TestTriggers, m_DetonateAllMines, Random_GetControl() < 0x7800
-- waits, the explosion WALL_L above, mesh_bits 1, collidable off).
-- params: boat, sound.
local traps = require("lib.traps")
local particles = require("lib.particles")

local mine = {}

--- TR2's boat.
local BOAT = 14
--- How near across the water a boat sets it off.
local REACH = traps.SECTOR / 2
--- Once one went off, the others wait while a draw (0-32767) falls under this.
local WAIT_CHANCE = 0x7800
--- The explosion's sound and how far above the mine the blast shows.
local SOUND, BLAST_RISE = 105, traps.SECTOR

function mine.init(e)
  e.solid = true
  -- It watches for boats from the start (TRX's mines run from level load).
  e.awake = not e.state.spent
end

--- The boat within reach of `e`, if any.
local function boat_near(e)
  local boat_type = traps.param(e, "boat", BOAT)
  for i = 0, world.entity_count() - 1 do
    local b = world.entity(i)
    if b and b.type == boat_type and b.status ~= "removed" then
      local dx, dz = b.x - e.x, b.z - e.z
      if dx * dx + dz * dz < REACH * REACH then return b end
    end
  end
  return nil
end

--- The mine goes off.
local function explode(e)
  e.state.spent = true
  world.particles(particles.EXPLOSION, e.room, e.x, e.y - BLAST_RISE, e.z, 1)
  world.splash(e.room, e.x, e.y, e.z)
  world.sound(traps.param(e, "sound", SOUND), e)
  e.mesh_bits = 1
  e.solid = false
  e.collidable = false
  e.awake = false
  e:finish()
end

--- A boat ran onto it: the boat (and its driver) is blown apart, its
--- trigger fires and every mine of the level is set to go off.
local function sink(e, boat)
  local lara = world.lara()
  if lara and lara.health > 0 and lara.state.vehicle == boat then
    world.particles(particles.BODY_PIECES, lara.room, lara.x, lara.y - traps.CLICK * 2, lara.z, 1)
    lara:hit(lara.health + 1, e)
  end
  world.particles(particles.BODY_PIECES, boat.room, boat.x, boat.y, boat.z, 1)
  boat:kill()
  -- The trigger under it fires, as under a heavy object.
  world.test_triggers(e, "heavy")
  world.level_state().mines_detonating = true
end

function mine.control(e)
  if e.state.spent then e.awake = false return end
  e.awake = true
  if not world.level_state().mines_detonating then
    local boat = boat_near(e)
    if not boat then return end
    sink(e, boat)
  elseif world.random() < WAIT_CHANCE then
    return
  end
  explode(e)
end

return mine
