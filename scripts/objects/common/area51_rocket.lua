-- Area 51's rocket launch, TR3's set piece of one level, in three parts
-- (params.role):
--   "rocket"  the rocket (312, tomb3 SPECIAL_FX1). Triggered, it fizzes
--             while its ignition counter climbs IGNITE_STEP a tick to
--             IGNITED, then bangs and jumps ahead by IGNITE_JUMP; from then
--             a wall of blast fire runs back along −x from it, its reach
--             growing BLAST_GROWTH a tick (held at BLAST_HOLD until the
--             counter reaches LIFT), and Lara anywhere on +x of the fire's
--             front (the reach and BURN_MARGIN more behind the rocket) is
--             burnt to death. Past LIFT the rocket rises, faster each tick,
--             and the gantry's struts swing away once it climbs faster than
--             STRUTS_AT; when the fire's reach passes LAUNCH the trench
--             bursts into a sheet of fire and the rocket is gone up: it
--             roars and shakes the camera less and less, its fire's glow
--             fading, until the counter passes GONE and it is removed. The
--             camera shakes all along with the counter.
--   "smoke"   the exhaust points about its foot (313, SPECIAL_FX2): while
--             triggered, the smoke the rocket puts out, idling.
--   "struts"  the gantry's struts (314, SPECIAL_FX3): held in their first
--             state until the rocket climbs, then they play state 2 (swing
--             away).
-- Both the rocket and the smoke puff smoke at four points about them every
-- SMOKE_EVERY ticks (fire once the rocket has ignited, the plume larger as
-- the counter climbs). The original fills the trench of room 52 with the
-- blast (its floor); here the blast lies on the rocket's starting base.
-- Source: tomb3 game/51rocket.cpp (ControlArea51Rocket, Trigger51BlastFire,
-- Trigger51RocketSmoke, ControlArea51Struts), setup.cpp, sound.h
-- (SFX_LARA_FLARE_BURN 12, SFX_EXPLOSION2 106, SFX_HUGE_ROCKET_LOOP 257).
-- Facts and figures, not code.
local particles = require("lib.particles")
local fire = require("lara.fire")
local damage = require("lara.damage")
local rocket = {}

--- The ignition counter (required_anim_state): += 8 a tick to 512, then a
--- jump of 2048; += 32 a tick afterwards; the climb starts at 4608, the
--- counter is held at 12288 until launch, the rocket is gone past 16000.
rocket.IGNITE_STEP, rocket.IGNITED, rocket.IGNITE_JUMP = 8, 512, 2048
rocket.COUNT_STEP, rocket.LIFT, rocket.HOLD, rocket.GONE = 32, 4608, 12288, 16000
--- The blast fire's reach (goal_anim_state): 64 at ignition, += 80 a tick,
--- held at 1024 before the lift, drawn no further than 8192; at 22528 the
--- rocket is launched.
rocket.BLAST_START, rocket.BLAST_GROWTH, rocket.BLAST_HOLD = 64, 80, 1024
rocket.BLAST_DRAWN, rocket.LAUNCH = 8192, 22528
--- Lara burns when she is less than the reach and 1536 behind the rocket.
rocket.BURN_MARGIN = 1536
--- The climb: the fall speed loses 1 a tick down to −1024; the rocket
--- rises a quarter of it a tick; the struts go once it is below −72.
rocket.CLIMB_MAX, rocket.STRUTS_AT = 1024, 72
--- The roar starts once the reach passes 768 (before the lift).
rocket.ROAR_FROM = 768
--- Sounds (tomb3 sound.h): SFX_LARA_FLARE_BURN, SFX_EXPLOSION2,
--- SFX_HUGE_ROCKET_LOOP.
rocket.SOUNDS = { fizz = 12, bang = 106, roar = 257 }
--- Smoke every four ticks (wibble & 0xC), at four points about it
--- (x − 896 / − 128 at z − 512, x − 512 at z − 896 / − 128), 64 up.
local SMOKE_EVERY, SMOKE_RISE = 4, 64
local SMOKE_AT = { { -896, -512 }, { -128, -512 }, { -512, -896 }, { -512, -128 } }
--- The plume's size from the counter: 4 × counter − 512, at most 6144;
--- above 2048 of it two puffs rather than one.
local PLUME_MAX, PLUME_BIG = 6144, 2048
--- The blast: its glow at the rocket's foot (x − 512, z − 512, falloff 31)
--- and at the fire front (z − 1024, falloff 24); fire puffs every other
--- tick spread 2048 deep and 2048 across (z − 2048 .. z), up to 255 high
--- (2047 once the reach passes 1024); at launch 64 puffs of fire and 32 of
--- smoke fill the trench 4096 deep from 5632 behind it.
local GLOW_BACK, FRONT_BACK, GLOW_FALLOFF, FRONT_FALLOFF, FALLOFF_UNIT = 512, 1024, 31, 24, 256
local FIRE_DEEP, FIRE_ACROSS, FIRE_LOW, FIRE_HIGH = 2048, 2048, 255, 2047
local SHEET_BACK, SHEET_DEEP, SHEET_FIRE, SHEET_SMOKE = 5632, 4096, 64, 32
--- After launch the glow sits 7680 behind the rocket, 256-767 above the
--- base; it and the shake fade as the counter nears 16384.
local AFTER_BACK, AFTER_RISE, FADE_FULL = 7680, 256, 16384
--- Camera shake: the counter / 64 (a 1 at the start), and
--- (16384 − counter) / 64 from 8192 on.
local SHAKE_DIV, SHAKE_FADE_FROM = 64, 8192
--- Fire colour (r 224-255, g 96-159, b 0-31; midpoints).
local FIRE_COLOUR = { 240, 128, 16 }

local function role(e)
  return (e.params and e.params.role) or "rocket"
end

local function shared()
  return world.level_state()
end

function rocket.init(e)
  local st = e.state
  local r = role(e)
  if r == "struts" then
    if st.begun == nil then
      st.begun = true
      shared().area51_struts_fall = false
    end
    return
  end
  e.collidable = r == "rocket"
  e.targetable = false
  if st.count == nil then
    st.count, st.blast, st.climb = 0, 0, 0
    st.base = e.y
  end
end

local function puff_smoke(e, st)
  if world.tick() % SMOKE_EVERY ~= 0 then return end
  local size = st.count >= 128 and math.min(PLUME_MAX, 4 * st.count - 512) or 16
  local effect = st.count >= rocket.IGNITED and particles.FLAME or particles.SMOKE
  local n = size > PLUME_BIG and 2 or 1
  for _, at in ipairs(SMOKE_AT) do
    world.particles(effect, e.room, e.x + at[1], e.y - SMOKE_RISE, e.z + at[2], n)
  end
end

local function glow(e, x, y, z, falloff, fade)
  local c = FIRE_COLOUR
  local k = fade or 1
  world.light(e.room, x, y, z, math.floor(c[1] * k), math.floor(c[2] * k), math.floor(c[3] * k),
    falloff * FALLOFF_UNIT)
end

local function blast(e, st)
  glow(e, e.x - GLOW_BACK, e.y, e.z - GLOW_BACK, GLOW_FALLOFF)
  local reach = math.min(st.blast, rocket.BLAST_DRAWN)
  local high = st.blast >= rocket.BLAST_HOLD and FIRE_HIGH or FIRE_LOW
  local y = st.base - world.fx_random(high + 1)
  if world.tick() % 2 == 0 then
    local x = e.x - world.fx_random(FIRE_DEEP) - reach + GLOW_BACK
    world.particles(particles.FLAME, e.room, x, y, e.z - world.fx_random(FIRE_ACROSS), 1)
    world.particles(particles.SMOKE, e.room, x - GLOW_BACK * 2, y, e.z - world.fx_random(FIRE_ACROSS), 1)
  end
  glow(e, e.x - reach + GLOW_BACK, y, e.z - FRONT_BACK, FRONT_FALLOFF)
end

--- Lara on +x of the fire's front burns to death.
local function scorch(e, st)
  local lara = world.lara()
  if not lara or lara.state.burning then return end
  local reach = math.min(st.blast, rocket.BLAST_DRAWN)
  if lara.x > e.x - reach - rocket.BURN_MARGIN and lara.health > 0 then
    lara.health = 0
    fire.ignite(lara)
    if not lara.gravity then damage.kill(lara, "fire") end
  end
end

local function gone_up(e, st)
  world.sound(rocket.SOUNDS.roar, e)
  st.count = st.count + rocket.COUNT_STEP
  if st.count > rocket.GONE then
    e:kill()
    return
  end
  local left = (FADE_FULL - st.count) / FADE_FULL
  local y = st.base - world.fx_random(512) - AFTER_RISE
  glow(e, e.x - AFTER_BACK, y, e.z - FRONT_BACK, FRONT_FALLOFF, left)
  world.shake((FADE_FULL - st.count) // SHAKE_DIV)
end

local function launch(e, st)
  for i = 1, SHEET_FIRE + SHEET_SMOKE do
    local x = e.x - world.fx_random(SHEET_DEEP) - SHEET_BACK
    local z = e.z + world.fx_random(FIRE_ACROSS) - FIRE_ACROSS
    local y = st.base - world.fx_random(FIRE_HIGH + 1)
    world.particles(i <= SHEET_FIRE and particles.FLAME or particles.SMOKE, e.room, x, y, z, 1)
  end
  world.shake((FADE_FULL - st.count) // SHAKE_DIV)
  st.launched = true
end

local function climb(e, st)
  st.climb = math.max(-rocket.CLIMB_MAX, st.climb - 1)
  if st.climb < -rocket.STRUTS_AT then shared().area51_struts_fall = true end
  e:set_position(e.x, e.y + st.climb // 4, e.z)
end

local function shake(st)
  if st.count >= SHAKE_FADE_FROM then
    world.shake((FADE_FULL - st.count) // SHAKE_DIV)
  elseif st.count <= SHAKE_DIV then
    world.shake(1)
  else
    world.shake(st.count // SHAKE_DIV)
  end
end

local function run_rocket(e, st)
  if st.count < rocket.IGNITED then
    st.count = st.count + rocket.IGNITE_STEP
    if st.count < rocket.IGNITED then
      world.sound(rocket.SOUNDS.fizz, e)
    else
      st.count = st.count + rocket.IGNITE_JUMP
      st.blast = rocket.BLAST_START
      world.sound(rocket.SOUNDS.bang, e)
    end
  else
    if st.launched then
      gone_up(e, st)
      return false
    end
    scorch(e, st)
    st.blast = st.blast + rocket.BLAST_GROWTH
    st.count = st.count + rocket.COUNT_STEP
  end
  if st.count < rocket.LIFT then
    if st.blast > rocket.ROAR_FROM then world.sound(rocket.SOUNDS.roar, e) end
    st.blast = math.min(st.blast, rocket.BLAST_HOLD)
  else
    world.sound(rocket.SOUNDS.roar, e)
    st.count = math.min(st.count, rocket.HOLD)
    if st.blast > rocket.LAUNCH then
      launch(e, st)
      return false
    end
    climb(e, st)
  end
  shake(st)
  return true
end

local function run_struts(e)
  if not shared().area51_struts_fall then
    e.goal_state = 1
  elseif e.goal_state ~= 2 and e.anim_state ~= 2 then
    e.goal_state = 2
  end
end

function rocket.control(e)
  local r = role(e)
  if r == "struts" then return run_struts(e) end
  if not e.active then return end
  local st = e.state
  if r == "rocket" and not run_rocket(e, st) then return end
  if not e:exists() then return end
  puff_smoke(e, st)
  if st.blast > 0 then blast(e, st) end
end

return rocket
