-- Dart emitter (TR1 40): while its trigger is on it plays its firing
-- animation (state 1) and shoots one dart (params.dart, TR1 39) each time
-- that animation starts over, from half a sector above its origin and
-- 412 units behind it along its heading, flying the way it faces; a puff
-- of smoke and the darts' sound go with each.
-- Source: TRX src/tr1/game/objects/traps/dart_emitter.c.
local traps = require("lib.traps")
local angles = require("lib.angles")
local particles = require("lib.particles")
local emitter = {}

local IDLE, FIRE = 0, 1
--- The dart starts this far behind the emitter (TRX: WALL_L / 2 - 100).
local BACK = traps.SECTOR / 2 - 100
--- …and this far above its origin (TRX: WALL_L / 2).
local RISE = traps.SECTOR / 2
--- TR1's SFX_DARTS.
local SOUND = 151
--- The dart's type (TR1's O_DART).
local DART = 39

emitter.on_deactivate = traps.keep_awake

--- Shoots one dart; returns it (nil when the level has no dart).
function emitter.fire(e)
  local kind = traps.param(e, "dart", DART)
  if not world.has_object(kind) then return nil end
  local dx, dz = angles.step(e.yaw, -BACK)
  local x, y, z = e.x + dx, e.y - RISE, e.z + dz
  local dart = world.spawn(kind, world.room_at(e.room, x, y, z), x, y, z, e.yaw)
  dart:activate(e)
  world.particles(particles.SMOKE, dart.room, x, y, z, 1)
  world.sound(traps.param(e, "sound", SOUND), dart)
  return dart
end

function emitter.control(e)
  traps.follow_trigger(e, FIRE, IDLE)
  if e.anim_state == FIRE and e.frame == 0 then emitter.fire(e) end
end

return emitter
