-- The TR4/TR5 light objects, wired by NAME as objects/tr45/traps.lua wires
-- the traps: NAME -> { behaviour, params, note }. All are
-- objects/common/light.lua with their data; falloffs in TriggerDynamic's
-- units of 256.
-- Sources: TOMB4 effect2.cpp ControlColouredLights (the five colours,
-- falloff 24, as TR3's), objlight.cpp ControlElectricalLight (falloff 16,
-- the OCB's colour) and ControlBlinker (amber 255,192,16, falloff 16,
-- lit 4 ticks of 32, showing mesh 2 lit and mesh 1 dark); TOMB5
-- objlight.cpp ControlColouredLight (the OCB's 5:5:5 colour, falloff 24),
-- ControlPulseLight (brightness |sin| of a phase losing 1024 a tick, half
-- the colour at most, falloff 24), ControlStrobeLight (the turning beam:
-- its wall spot falloff 12, a near spot falloff 8), ControlElectricalLight
-- and ControlBlinker (the OCB's colour).
local BLINK = { mode = "blink", period = 32, lit = 4, falloff = 16, visible = true,
                lit_mesh_bits = 2, dark_mesh_bits = 1 }

local function with(base, extra)
  local t = {}
  for k, v in pairs(base) do t[k] = v end
  for k, v in pairs(extra) do t[k] = v end
  return t
end

local LENS_FLARE_NOTE = "marker: a sun's lens flare (TOMB4/TOMB5 LENS_FLARE) is a glare drawn over the screen where the point is seen; it lights nothing and the renderer has no screen glare yet"

return {
  RED_LIGHT = { behaviour = "objects.common.light", params = { colour = { 255, 0, 0 }, falloff = 24 } },
  GREEN_LIGHT = { behaviour = "objects.common.light", params = { colour = { 0, 255, 0 }, falloff = 24 } },
  BLUE_LIGHT = { behaviour = "objects.common.light", params = { colour = { 0, 0, 255 }, falloff = 24 } },
  AMBER_LIGHT = { behaviour = "objects.common.light", params = { colour = { 255, 192, 0 }, falloff = 24 } },
  WHITE_LIGHT = { behaviour = "objects.common.light", params = { colour = { 224, 224, 255 }, falloff = 24 } },
  -- TR4 amber; TR5 takes its colour from the OCB.
  BLINKING_LIGHT = { behaviour = "objects.common.light", params = with(BLINK, { colour = { 255, 192, 16 }, colour_from_ocb = { 5 } }) },
  COLOURED_LIGHT = { behaviour = "objects.common.light", params = { colour_from_ocb = true, falloff = 24 } },
  PULSE_LIGHT = { behaviour = "objects.common.light", params = { mode = "throb", colour_from_ocb = true, step = 1024, falloff = 24 } },
  STROBE_LIGHT = { behaviour = "objects.common.light", params = { mode = "strobe", colour_from_ocb = true, falloff = 8, beam_falloff = 12 } },
  ELECTRICAL_LIGHT = { behaviour = "objects.common.light", params = { mode = "flicker", colour_from_ocb = true, falloff = 16 } },
  LENS_FLARE = { behaviour = "objects.common.marker", note = LENS_FLARE_NOTE },
}
