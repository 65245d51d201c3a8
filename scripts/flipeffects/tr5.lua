-- Flipeffects of TR5: the TR4 list (TOMB4 effects.cpp) with the indices TR5
-- changed and the tutorial's voice hints at 47–58 (the decompilation's
-- effect_routines[59], Trxyebeep/TOMB5). See flipeffects/tr1.lua for how
-- entries are called.
local fx = require("flipeffects.common")
local world_fx = require("flipeffects.world")
local courses = require("flipeffects.courses")

-- TR5's earthquake object (TOMB5's object list).
local EARTHQUAKE = 366
local RUBBLE_SHAKE = 150 -- camera.bounce = -150 without a quake object
-- The tutorial's voice hints 1–12 and their tracks (TOMB5's TL_ routines):
-- 1–9 play when no later hint was heard, 10–12 only right after the one
-- before.
local TUTORIAL = { 9, 7, 23, 39, 2, 22, 51, 3, 4, 13, 0, 35 }
local FIRST_STRICT = 10
local TUTORIAL_FIRST = 47

local changes = {
  [7] = world_fx.rubble(EARTHQUAKE, RUBBLE_SHAKE), -- RUBBLE_FX
  [14] = fx.none, -- no code in the original (TOMB5: void_effect)
  [15] = fx.none, -- no code in the original (TOMB5: void_effect)
  [18] = fx.none, -- no code in the original (TOMB5: void_effect)
  [19] = fx.none, -- no code in the original (TOMB5: void_effect)
  [20] = fx.none, -- no code in the original (TOMB5: void_effect)
  [28] = fx.none, -- SETFOG: no code in the original but ending the effect (TOMB5 SetFog)
  [29] = fx.none, -- no code in the original (TOMB5: void_effect)
  -- 31 is CLEAR_SPIDERS_PATCH and 33 RESET_TEST (TOMB5's table; §9.9 has
  -- them the other way round).
  [31] = world_fx.clear_swarm("spiders"), -- CLEAR_SPIDERS_PATCH
  -- RESET_TEST: every active creature back to its start, switched off
  -- until triggered again (TOMB5 effects.cpp ResetTest).
  [33] = world_fx.reset_creatures,
  [43] = fx.none, -- no code in the original (TOMB5: void_effect)
  [44] = fx.none, -- no code in the original (TOMB5: void_effect)
}
for n, track in ipairs(TUTORIAL) do
  changes[TUTORIAL_FIRST + n - 1] =
    courses.hint("tutorial_hint", n, track, { strict = n >= FIRST_STRICT }) -- TUT_HINT_n
end
return fx.derive(require("flipeffects.tr4"), 59, changes)
