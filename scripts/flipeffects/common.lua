-- Flipeffect functions shared by the games' tables (flipeffects/trN.lua).
-- Families of their own: flipeffects/sounds.lua (sound effects),
-- flipeffects/lara.lua (Lara and mesh swaps), flipeffects/world.lua
-- (explosions, fog, creatures, swarms) and flipeffects/courses.lua (the
-- assault course, race track and voice hints).
local particles = require("lib.particles")
local fixed = require("lib.fixed")
local fx = {}

--- An index the original engine lists without code.
function fx.none() end

--- A game's table made from an earlier game's: `base`'s entries below
--- `count`, with `changes` replacing or adding entries (for games whose
--- list starts as the previous game's).
function fx.derive(base, count, changes)
  local t = {}
  for i = 0, count - 1 do t[i] = base[i] end
  for i, f in pairs(changes) do t[i] = f end
  return t
end

--- TURN180 / ROTATE_180: the caller turns half a turn.
function fx.turn180(caller)
  if not caller then return end
  caller.yaw = (caller.yaw + 32768) % 65536
  -- Her pitch turns over too (TRX tr1 turn_180.c FX_Turn180).
  caller.pitch = (-caller.pitch) % 65536
end

--- FLOOR_SHAKE / DINO_STOMP: shakes the camera, weaker with the square of
--- the distance (TRX tr1 dino_stomp.c FX_DinoStomp: within 16 sectors on
--- each axis, a bounce of (1024² − d²/256) · 100 / 1024²). The original
--- measures from the camera; here from the player it follows.
local STOMP_REACH, STOMP_BOUNCE = 16 * 1024, 100
function fx.floor_shake(caller)
  local lara = world.lara()
  if not caller or not lara then return end
  local dx, dy, dz = caller.x - lara.x, caller.y - lara.y, caller.z - lara.z
  if math.abs(dx) >= STOMP_REACH or math.abs(dy) >= STOMP_REACH or math.abs(dz) >= STOMP_REACH then return end
  local d = (dx * dx + dy * dy + dz * dz) // 256
  local bounce = (1024 * 1024 - d) * STOMP_BOUNCE // (1024 * 1024)
  if bounce > 0 then world.shake(bounce) end
end

--- FINISH_LEVEL: the level ends (TR4+: the next level by index).
function fx.finish_level()
  world.level_end()
end

--- FLIP_MAP: toggles flip 0, as the trigger action does.
function fx.flip_map()
  world.flip(0)
end

--- FLICKER_FX (continuous, TR1's lights failing): flip 0 toggles on the
--- flip timer's 90th, 92nd, 105th and 107th tick and once more past its
--- 125th, when the effect ends: the rooms end flipped (TRX tr1
--- effect_routines/flicker.c FX_Flicker).
local FLICKER_TOGGLES = { [90] = true, [92] = true, [105] = true, [107] = true }
local FLICKER_END = 125
function fx.flicker()
  local start
  return function(tick)
    start = start or tick
    local t = tick - start
    if t > FLICKER_END then
      world.flip(0)
      return false
    end
    if FLICKER_TOGGLES[t] then world.flip(0) end
    return true
  end
end

--- INV_ON / INV_OFF: the caller becomes invisible / visible.
function fx.inv_on(caller)
  if caller then caller.visible = false end
end

function fx.inv_off(caller)
  if caller then caller.visible = true end
end

--- FOOTPRINT_FX: a footprint particle under the given foot.
function fx.footprint(caller, trigger)
  if not caller then return end
  local side = (trigger.foot == "left") and -64 or 64
  local dx, dz = fixed.step((caller.yaw + 16384) % 65536, side)
  world.particles(particles.FOOTPRINT, caller.room, caller.x + dx, caller.y, caller.z + dz, 1)
end

--- LARA_BUBBLES: bubbles rising from the caller's head.
function fx.bubbles(caller)
  local who = caller or world.lara()
  if who then world.particles(particles.BUBBLES, who.room, who.x, who.y - 700, who.z, 2) end
end

return fx
