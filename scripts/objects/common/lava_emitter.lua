-- Lava particle emitter (TR1 177): while its trigger is on it throws up a
-- molten drop (params.drop, TR1 176, flown by objects/common/projectile)
-- every tick: a random heading, a speed of up to 31 units a tick and an
-- upward speed of up to 163, with the lava fountain's sound.
-- Source: TRX src/tr1/game/objects/traps/ember_emitter.c (speed
-- random >> 10, fall speed -random / 200, SFX_LAVA_FOUNTAIN).
local projectile = require("objects.common.projectile")
local particles = require("lib.particles")
local emitter = {}

--- The drop's type (TR1's O_EMBER, "lava particles").
local DROP = 176
--- TR1's SFX_LAVA_FOUNTAIN.
local SOUND = 149
--- Speed: the random draw (0…32767) shifted down 10 bits: 0…31.
local SPEED_SHIFT = 1024
--- Upward speed: the random draw over 200: 0…163.
local RISE_DIVISOR = 200

function emitter.control(e)
  if not e.active then return end
  local p = e.params or {}
  local kind = p.drop or DROP
  world.particles(particles.LAVA, e.room, e.x, e.y, e.z, 1)
  if not world.has_object(kind) then return end
  local yaw = ((world.random() - 0x4000) * 2) % 65536
  local speed = world.random() // SPEED_SHIFT
  local rise = world.random() // RISE_DIVISOR
  local drop = world.spawn(kind, e.room, e.x, e.y, e.z, yaw)
  projectile.launch(drop, yaw, speed, -rise)
  drop:activate(e)
  world.sound(p.sound or SOUND, e)
end

return emitter
