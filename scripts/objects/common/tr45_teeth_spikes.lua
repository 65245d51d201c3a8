-- TR4/TR5 teeth spikes: a bed of spikes that shoots out of a floor, a wall
-- or a ceiling while its trigger is on, then draws back in and shoots out
-- again. Their OCB:
--   bits 0-2  the way they point, in eighths of a turn from straight down:
--             0 down (a ceiling), 2 and 6 across (a wall), 4 up (a floor),
--             the odd ones slanted 45 degrees between
--   bit 3     the axis they turn about: clear, they point along x; set,
--             along z
--   bit 4     once out they stay out
--   bit 5     they shoot out once, draw back and stay in
-- Out they hurt Lara among them every tick (HARM); floor spikes kill her
-- when she falls onto them or when they shoot up into her.
-- The original draws them scaled along their axis (extent / FULL); here
-- they slide out of the surface along it by the same share of their length,
-- hidden while all the way in. e.state.extent is that extent.
-- Source: TOMB4 InitialiseScaledSpike, ControlScaledSpike,
-- TestBoundsCollideTeethSpikes (facts and figures, not code).
local traps = require("lib.traps")
local ocb = require("lib.ocb")
local angles = require("lib.angles")
local fixed = require("lib.fixed")
local particles = require("lib.particles")
local body = require("lara.body")
local spikes = {}

--- Extent of the spikes drawn at their model's size.
spikes.FULL = 4096
--- How far out they shoot (the original's cap: a quarter past full size).
spikes.MAX = 5120
--- The speed they start out at, and what it gains each tick out.
spikes.LAUNCH, spikes.ACCEL = 1024, 128
--- Drawing back: the speed gains an eighth of itself plus this each tick.
spikes.RETRACT_ACCEL = 32
--- Ticks from fully out to the next shot (drawing back included).
spikes.CYCLE = 64
--- Harm a tick to Lara among them.
spikes.HARM = 8
--- A fall faster than this onto floor spikes kills.
spikes.DEADLY_FALL = 6
--- Half the width of the square they reach over: straight, slanted.
spikes.REACH, spikes.SLANT_REACH = 480, 300
--- How far above their test height Lara's feet may be and still be hit.
spikes.TEST_HEIGHT = 900
--- Blood drops when they hurt her, and when they kill her.
spikes.HURT_BLOOD, spikes.KILL_BLOOD = 3, 20
--- TR4's SFX_TEETH_SPIKES (params.sound for another game's).
spikes.SOUND = 343

local SECTOR, HALF = traps.SECTOR, traps.SECTOR / 2
--- The eight directions (bits 0-2): rotation about the axis, from
--- straight down; where the spike sits across the axis (a wall spike at the
--- sector's edge); how far up its origin is; its test height above that.
local DIRECTIONS = {
  [0] = { turn = -0x8000, side = 0,     rise = -SECTOR, test = SECTOR },
  [1] = { turn = -0x6000, side = 0,     rise = 0,       test = HALF },
  [2] = { turn = -0x4000, side = HALF,  rise = -HALF,   test = HALF },
  [3] = { turn = -0x2000, side = 0,     rise = 0,       test = HALF },
  [4] = { turn = 0,       side = 0,     rise = 0,       test = 0 },
  [5] = { turn = 0x2000,  side = 0,     rise = 0,       test = HALF },
  [6] = { turn = 0x4000,  side = -HALF, rise = -HALF,   test = HALF },
  [7] = { turn = 0x6000,  side = 0,     rise = 0,       test = HALF },
}
spikes.DIRECTIONS = DIRECTIONS

--- What the OCB says: direction 0-7, about z (false) or x (true), stay
--- out, pop once.
---@param value integer
---@return integer direction, boolean along_z, boolean stay, boolean once
function spikes.reading(value)
  return ocb.field(value, 0, 3), ocb.flag(value, 3), ocb.flag(value, 4), ocb.flag(value, 5)
end

--- The unit vector (x, y, z) they point along (y down), in the sine's
--- fixed point (1.0 is 16384).
---@param direction integer
---@param along_z boolean
function spikes.axis(direction, along_z)
  local turn = DIRECTIONS[direction].turn
  -- Turned from pointing up: across by sin (direction 2, on the +x wall,
  -- points to -x), up by cos.
  local across, up = fixed.sin(turn), fixed.cos(turn)
  if along_z then return 0, -up, -across end
  return across, -up, 0
end

--- True when direction `d` points up out of a floor (straight or slanted).
local function floor_spikes(d) return d >= 3 and d <= 5 end

function spikes.init(e)
  local s = e.state
  if s.extent then return end
  local d, along_z = spikes.reading(e.ocb)
  local dir = DIRECTIONS[d]
  -- The sector they guard: the one they were placed in.
  s.cx = math.floor(e.x / SECTOR) * SECTOR + HALF
  s.cz = math.floor(e.z / SECTOR) * SECTOR + HALF
  if along_z then
    e.pitch, e.yaw = dir.turn % angles.TURN, angles.QUARTER
    e.z = e.z - dir.side
  else
    e.roll = dir.turn % angles.TURN
    e.x = e.x + dir.side
  end
  e.y = e.y + dir.rise
  s.base = { e.x, e.y, e.z }
  local _, _, miny = e:bounds()
  s.length = math.max(math.abs(miny or 0), traps.CLICK)
  s.speed, s.extent, s.wait = spikes.LAUNCH, 0, 0
  e.visible = false
end

--- Places them out by their extent along their axis.
local function place(e)
  local s = e.state
  local ax, ay, az = spikes.axis(spikes.reading(e.ocb))
  local back = s.length * (spikes.FULL - s.extent) // spikes.FULL
  e.x = s.base[1] - (ax * back) // fixed.ONE
  e.y = s.base[2] - (ay * back) // fixed.ONE
  e.z = s.base[3] - (az * back) // fixed.ONE
  e.visible = s.extent > 0
end

--- True when Lara's body reaches into the square they guard.
local function among(e, lara)
  local s = e.state
  local d = spikes.reading(e.ocb)
  local reach = d % 2 == 1 and spikes.SLANT_REACH or spikes.REACH
  local y = s.base[2] + DIRECTIONS[d].test
  local x0, x1, top, bottom, z0, z1 = lara:bounds()
  if lara.y + top > y or lara.y + bottom < y - spikes.TEST_HEIGHT then return false end
  return lara.x + x0 <= s.cx + reach and lara.x + x1 >= s.cx - reach
    and lara.z + z0 <= s.cz + reach and lara.z + z1 >= s.cz - reach
end

--- Their blow while out.
local function strike(e, lara)
  local s = e.state
  local d = spikes.reading(e.ocb)
  local drops = 0
  if (s.speed > spikes.LAUNCH or lara.gravity) and floor_spikes(d) then
    if lara.fall_speed > spikes.DEADLY_FALL or s.speed > spikes.LAUNCH then
      lara:hit(lara.health + 1, e)
      drops = spikes.KILL_BLOOD
    end
  else
    body.hurt(lara, traps.param(e, "harm", spikes.HARM))
    drops = spikes.HURT_BLOOD
  end
  if drops > 0 then
    world.particles(particles.BLOOD, lara.room, lara.x, lara.y - traps.CLICK, lara.z, drops)
  end
end

--- Drawing back (or staying in): the speed grows, the extent shrinks.
local function draw_back(e)
  local s = e.state
  s.speed = s.speed + math.floor(s.speed / 8) + spikes.RETRACT_ACCEL
  s.extent = s.extent - s.speed
  if s.extent < 0 then s.speed, s.extent = spikes.LAUNCH, 0 end
end

local function shoot_out(e)
  local s = e.state
  if s.speed == spikes.LAUNCH then world.sound(traps.param(e, "sound", spikes.SOUND), e) end
  local lara = traps.living_lara()
  if lara and among(e, lara) then strike(e, lara) end
  s.speed = s.speed + spikes.ACCEL
  s.extent = s.extent + s.speed
  if s.extent < spikes.MAX then return end
  s.extent = spikes.MAX
  if s.speed > spikes.LAUNCH then
    -- Shot out hard: they spring back half way and come out again.
    s.speed = -math.floor(s.speed / 2)
    return
  end
  s.speed = 0
  local _, _, stay = spikes.reading(e.ocb)
  if not stay and traps.living_lara() then s.wait = spikes.CYCLE end
end

function spikes.on_deactivate(e) e.awake = true end

function spikes.control(e)
  local s = e.state
  local _, _, _, once = spikes.reading(e.ocb)
  if e.active and s.wait == 0 then
    shoot_out(e)
  elseif e.active then
    draw_back(e)
    s.wait = once and 1 or s.wait - 1
  else
    -- Switched off: they draw back in and rest.
    if s.extent > 0 then
      draw_back(e)
    else
      s.speed = spikes.LAUNCH
      e.awake = false
    end
  end
  place(e)
end

return spikes
