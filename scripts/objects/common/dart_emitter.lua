-- Dart emitter (TR1 40): while its trigger is on it plays its firing
-- animation (state 1) and shoots one dart (params.dart, TR1 39) each time
-- that animation starts over, from half a sector above its origin and
-- 412 units behind it along its heading, flying the way it faces; a puff
-- of smoke and the darts' sound go with each.
-- Source: TRX src/tr1/game/objects/traps/dart_emitter.c.
-- TR4/TR5's emitter (params.period set) has no animation: while its
-- trigger is on it shoots a dart every `period` ticks, from `back` behind
-- it (negative: ahead) and `rise` up, turned `turn` from its heading, and
-- flies it (common/projectile.lua) at `speed` units a tick, level; the
-- dart's own params say what it does to Lara (TR4: damage and poison).
-- Source: TOMB4 DartEmitterControl (a dart every 25 ticks, 512 ahead and
-- up, flying back past the emitter at 256).
local traps = require("lib.traps")
local projectile = require("objects.common.projectile")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
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
  local dx, dz = fixed.step(e.yaw, -traps.param(e, "back", BACK))
  local x, y, z = e.x + dx, e.y - traps.param(e, "rise", RISE), e.z + dz
  local yaw = angles.wrap(e.yaw + traps.param(e, "turn", 0))
  local dart = world.spawn(kind, world.room_at(e.room, x, y, z), x, y, z, yaw)
  dart:activate(e)
  local speed = traps.param(e, "speed", nil)
  if speed then projectile.launch(dart, yaw, speed, 0) end
  world.particles(particles.SMOKE, dart.room, x, y, z, 1)
  world.sound(traps.param(e, "sound", SOUND), dart)
  return dart
end

--- The timed emitter (params.period): a dart at once, then every period.
local function timed(e, period)
  if not e.active then
    e.awake = false
    return
  end
  local s = e.state
  s.wait = (s.wait or 0) - 1
  if s.wait > 0 then return end
  s.wait = period
  emitter.fire(e)
end

function emitter.control(e)
  local period = traps.param(e, "period", nil)
  if period then return timed(e, period) end
  traps.follow_trigger(e, FIRE, IDLE)
  if e.anim_state == FIRE and e.frame == 0 then emitter.fire(e) end
end

return emitter
