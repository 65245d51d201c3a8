-- Light objects of TR3, TR4 and TR5: unseen points that light the world
-- about them while their trigger is on, one world.light a tick (the
-- originals' TriggerDynamic, whose falloff counts 256 units). How each
-- shines is data (params):
--   mode     "steady"  one colour, one radius (the coloured lights,
--                      TR3's ON_OFF_LIGHT)
--            "pulse"   TR3 PULSE_LIGHT: the radius swells and shrinks
--                      (PULSE_STEP a tick of phase, between PULSE_MIN and
--                      PULSE_MAX falloffs, a skip of PULSE_SKIP at the low end)
--            "throb"   TR4/TR5 PULSE_LIGHT: the brightness swells and
--                      shrinks (params.step of phase a tick), at most half
--                      the colour
--            "strobe"  an alarm's turning beacon: its beam turns
--                      STROBE_TURN a tick, lighting the wall it meets and
--                      a spot a quarter sector out, sounding params.sound
--                      every STROBE_SOUND_EVERY ticks
--            "flicker" an electrical light coming on: dim random flickers,
--                      dark with flashes, half light, then full light
--            "blink"   params.lit ticks lit out of every params.period
--   colour   {r, g, b} 0-255; colour_from_ocb: the OCB holds it as 5:5:5
--            bits (TR5's red bits 0-4, green 5-9, blue 10-14); a list of
--            games: only in those (TR5's BLINKING_LIGHT, not TR4's)
--   lit_mesh_bits, dark_mesh_bits  a blinker's model shows its lit or
--            dark mesh (TOMB4 ControlBlinker: mesh_bits 2 lit, 1 dark)
--   falloff  the radius in the originals' units of 256
-- Sources: tomb3 objlight.cpp (ControlStrobeLight, ControlPulseLight,
-- ControlOnOffLight, ControlElectricalLight, ControlBeaconLight) and
-- effect2.cpp (ControlColouredLights); TOMB4 objlight.cpp
-- (ControlPulseLight, ControlElectricalLight, ControlBlinker); TOMB5
-- objlight.cpp (ControlStrobeLight, ControlPulseLight,
-- ControlColouredLight, the OCB colour). Facts and figures, not code.
local fixed = require("lib.fixed")
local traps = require("lib.traps")
local light = {}

--- A falloff unit of TriggerDynamic, in world units.
light.FALLOFF_UNIT = 256
--- TR3 PULSE_LIGHT: phase a tick (of 65536), falloff bounds, and the jump
--- of phase when it touches the low end (item_flags[0] += 728; 8..31;
--- += 2048).
light.PULSE_STEP, light.PULSE_MIN, light.PULSE_MAX, light.PULSE_SKIP = 728, 8, 31, 2048
--- The strobe's turn a tick (pos.y_rot += 2912), the height it sits above
--- its origin (-512), the spot a quarter sector out and higher (-768,
--- rcossin >> 4), and the reach of its beam to the wall it lights
--- (phd_sin's full 16384).
light.STROBE_TURN, light.STROBE_RISE, light.STROBE_SPOT_RISE = 2912, 512, 768
light.STROBE_SPOT, light.STROBE_REACH = 256, 16384
--- The strobe's sound every this many ticks (wibble & 0x7F).
light.STROBE_SOUND_EVERY = 128
--- A strobe raised by an alarm (TR3 Area 51's lasers) runs this long (1800).
light.ALARM_TICKS = 1800
--- The flicker's stages end at these ticks (16, 96, 160).
light.FLICKER_SPARK, light.FLICKER_DARK, light.FLICKER_HALF = 16, 96, 160

--- The light's colour: params.colour, or the OCB's 5:5:5 bits.
function light.colour(e)
  local from_ocb = traps.param(e, "colour_from_ocb", false)
  if type(from_ocb) == "table" then
    local games = {}
    for _, g in ipairs(from_ocb) do games[g] = true end
    from_ocb = games[world.game()] or false
  end
  if from_ocb then
    local v = e.ocb % 32768
    return (v % 32) * 8, (math.floor(v / 32) % 32) * 8, (math.floor(v / 1024) % 32) * 8
  end
  local c = traps.param(e, "colour", { 255, 255, 255 })
  return c[1], c[2], c[3]
end

local function shine(e, x, y, z, scale, falloff)
  local r, g, b = light.colour(e)
  world.light(e.room, x, y, z, math.floor(r * scale), math.floor(g * scale), math.floor(b * scale),
    falloff * light.FALLOFF_UNIT)
  e.state.radius, e.state.scale = falloff * light.FALLOFF_UNIT, scale
end

--- |sin| of a 16-bit phase, 0..1 (the fixed-point sine over its 1.0).
local function wave(phase)
  return math.abs(fixed.sin(phase)) / fixed.ONE
end

local modes = {}

function modes.steady(e)
  shine(e, e.x, e.y, e.z, 1, traps.param(e, "falloff", 24))
end

function modes.pulse(e)
  local s = e.state
  s.phase = (s.phase or 0) + light.PULSE_STEP
  -- tomb3 reads the cosine of the phase, in falloffs up to 32.
  local f = (math.abs(fixed.cos(s.phase)) * 32) // fixed.ONE
  if f > light.PULSE_MAX then
    f = light.PULSE_MAX
  elseif f < light.PULSE_MIN then
    f = light.PULSE_MIN
    s.phase = s.phase + light.PULSE_SKIP
  end
  shine(e, e.x, e.y, e.z, 1, f)
end

function modes.throb(e)
  local s = e.state
  -- Each light starts at its own phase: its height (y & 0x3FFF) << 2.
  s.phase = (s.phase or (e.y % 16384) * 4) - traps.param(e, "step", 1024)
  shine(e, e.x, e.y, e.z, wave(s.phase) / 2, traps.param(e, "falloff", 24))
end

function modes.strobe(e)
  local s = e.state
  if traps.param(e, "needs_alarm", false) then
    if (s.alarm or 0) <= 0 then return end
    s.alarm = s.alarm - 1
  end
  s.turn = ((s.turn or e.yaw) + light.STROBE_TURN) % 65536
  local sx, sz = fixed.step(s.turn, light.STROBE_REACH)
  local y = e.y - light.STROBE_RISE
  local hx, hy, hz = world.ray(e.room, e.x, y, e.z, e.x + sx, y, e.z + sz)
  local r, g, b = light.colour(e)
  world.light(e.room, hx, hy, hz, r, g, b, traps.param(e, "beam_falloff", 12) * light.FALLOFF_UNIT)
  local spot_x, spot_z = fixed.step(s.turn, light.STROBE_SPOT)
  shine(e, e.x + spot_x, e.y - light.STROBE_SPOT_RISE, e.z + spot_z, 1, traps.param(e, "falloff", 6))
  s.ticks = (s.ticks or 0) + 1
  local sound = traps.param(e, "sound", nil)
  if sound and s.ticks % light.STROBE_SOUND_EVERY == 1 then world.sound(sound, e) end
end

function modes.flicker(e)
  local s = e.state
  local t = s.t or 0
  local shade
  if t < light.FLICKER_SPARK then
    shade = world.fx_random(32) / 128
    t = t + 1
  elseif t < light.FLICKER_DARK then
    if world.tick() % 64 ~= 0 and world.fx_random(8) ~= 0 then
      shade = world.fx_random(8) / 32
    else
      shade = (24 - world.fx_random(8)) / 32
    end
    t = t + 1
  elseif t < light.FLICKER_HALF then
    shade = (12 - world.fx_random(4)) / 32
    -- Now and then, past tick 128, it catches at once.
    if world.fx_random(32) == 0 and t > 128 then t = light.FLICKER_HALF else t = t + 1 end
  else
    shade = (31 - world.fx_random(4)) / 32
  end
  s.t = t
  shine(e, e.x, e.y, e.z, shade, traps.param(e, "falloff", 16))
end

function modes.blink(e)
  local s = e.state
  s.t = ((s.t or -1) + 1) % traps.param(e, "period", 64)
  local lit = s.t < traps.param(e, "lit", 3)
  if lit then
    shine(e, e.x, e.y, e.z, 1, traps.param(e, "falloff", 16))
  else
    s.radius, s.scale = 0, 0
  end
  local bits = traps.param(e, lit and "lit_mesh_bits" or "dark_mesh_bits", nil)
  if bits then e.mesh_bits = bits end
end

function light.init(e)
  e.visible = traps.param(e, "visible", false)
  e.collidable = false
  e.targetable = false
end

--- Another object's alarm (a TR3 alarm laser crossed) runs a strobe that
--- waits for one for ALARM_TICKS.
function light.raise_alarm(e)
  e.state.alarm = light.ALARM_TICKS
end

function light.control(e)
  if not e.active then
    e.state.t = nil
    e.state.radius = 0
    return
  end
  local mode = modes[traps.param(e, "mode", "steady")]
  if mode then mode(e) end
end

return light
