-- TR3's subway train (110, tomb3 TRAIN): once triggered it runs along its
-- heading at SPEED a tick, riding the floor (gone where the floor ends),
-- headlight lit ahead of it, rumbling. Touching Lara kills her (the train
-- death), after which it brakes by BRAKE a tick to a stop.
-- Source: tomb3 train.cpp (TrainControl: 260 a tick, the floor 32 under
-- it, TriggerDynamic 3072 ahead falloff 16 white, SFX_TUBE_LOOP;
-- TrainCollision: hit_points = 0, speed set to 160 then -48 a tick). The
-- death animation (LARA_EXTRA's train kill) is not played: her death is
-- the usual one.
local traps = require("lib.traps")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local train = {}

--- Units a tick at full speed; after a kill it drops to HIT_SPEED and
--- loses BRAKE a tick.
train.SPEED, train.HIT_SPEED, train.BRAKE = 260, 160, 48
--- It rides this far above the floor.
train.RIDE = 32
--- Its headlight: this far ahead, radius (falloff 16).
train.LIGHT_AHEAD, train.LIGHT_RADIUS = 3072, 16 * 256
--- tomb3 SFX_TUBE_LOOP.
train.SOUND = 148
--- Blood spilled where it strikes her.
train.BLOOD = 15

function train.init(e)
  e.state.speed = e.state.speed or traps.param(e, "speed", train.SPEED)
end

local function strike(e, lara)
  lara:hit(lara.health + 1, e)
  world.particles(particles.BLOOD, lara.room, lara.x, lara.y - 512, lara.z, train.BLOOD)
  world.stop_sound(train.SOUND, e)
  e.state.speed = train.HIT_SPEED
  e.state.struck = true
end

function train.control(e)
  if not e.active then return end
  local s = e.state
  if s.struck then s.speed = math.max(s.speed - train.BRAKE, 0) end
  local dx, dz = fixed.step(e.yaw, s.speed)
  local x, z = e.x + dx, e.z + dz
  local room = world.room_at(e.room, x, e.y - train.RIDE, z)
  local floor = world.floor(room, x, e.y - train.RIDE, z)
  if floor == nil or floor < e.y - 4 * traps.SECTOR or floor > e.y + 4 * traps.SECTOR then
    e:kill()
    return
  end
  e:set_position(x, floor - train.RIDE, z)
  local lx, lz = fixed.step(e.yaw, train.LIGHT_AHEAD)
  world.light(e.room, e.x + lx, e.y, e.z + lz, 255, 255, 255, train.LIGHT_RADIUS)
  if not s.struck then world.sound(train.SOUND, e) end
  local lara = traps.living_lara()
  if lara and traps.touches(e, lara) then strike(e, lara) end
end

return train
