-- Flipeffects of TR3: the TR2 list (TRX tr2 g_EffectRoutines) with the gun shots and
-- TR3's own 32–59 added (the decompilation, Trxyebeep/tomb3, has 60 entries:
-- §9.9 stops at 57 and lacks TubeTrain and RumbleNoShake). See
-- flipeffects/tr1.lua for how entries are called.
local fx = require("flipeffects.common")
local sounds = require("flipeffects.sounds")
local lara = require("flipeffects.lara")
local courses = require("flipeffects.courses")
local world_fx = require("flipeffects.world")

-- TR3's sound ids where they differ from TR2's (tomb3's sound list).
local SFX = {
  RUMBLE_NEXTDOOR = 149,  -- RumbleNoShake
  RESERVOIR_FLUSH = 163,  -- FLOOD_FX (§9.9: 163)
}
-- Model type ids of the whole-body swaps (tomb3's object list).
local MESHSWAP1, MESHSWAP2, MESHSWAP3 = 122, 123, 124
local SECOND = 30
local TUBE_TRAIN_SHAKE = 350 -- camera.bounce = -350
-- The assault course: 8 and 30 second penalties; 10 seconds for each
-- target not shot (level_state().assault_targets); under 180 seconds plays
-- "that was my best time yet" (track 95); TR3 has no slower track.
local ASSAULT = { record = 180 * SECOND, track_best = 95, per_target = 10 * SECOND }
local RACE = { needs_vehicle = true }
-- The gym's voice hints, 1–19, and the track each plays (tomb3's Exercise
-- routines); the 18th only at the water's surface, the 19th starts over.
local GYM = { 108, 107, 115, 86, 118, 110, 82, 113, 114, 119, 98, 116, 117, 83, 109, 89, 96, 112, 90 }
local GYM_FIRST = 38
local SURFACE_HINT = 18

local changes = {
  [5] = sounds.held(SFX.RESERVOIR_FLUSH, 4 * SECOND), -- FLOOD_FX
  [16] = lara.shoot_gun("right"), -- SHOOT_RIGHTGUN
  [17] = lara.shoot_gun("left"), -- SHOOT_LEFTGUN
  [18] = lara.swap_all(MESHSWAP1), -- MESH_SWAP1
  [19] = lara.swap_all(MESHSWAP2), -- MESH_SWAP2
  [20] = lara.swap_all(MESHSWAP3), -- MESH_SWAP3
  [31] = courses.finish("assault", ASSAULT), -- ASSAULT_FINISHED
  [32] = fx.footprint, -- FOOTPRINT_FX
  [33] = courses.penalty("assault", 8 * SECOND), -- ASSAULT_PENALTY_8
  [34] = courses.start("race", true), -- RACETRACK_START
  [35] = courses.stop("race", true), -- RACETRACK_RESET (the code stops the clock)
  [36] = courses.finish("race", RACE), -- RACETRACK_FINISHED
  [37] = courses.penalty("assault", 30 * SECOND), -- ASSAULT_PENALTY_30
  [57] = courses.hint_reset("gym_hint"), -- GYM_HINT_RESET
  [58] = world_fx.shake(TUBE_TRAIN_SHAKE), -- TubeTrain: a hard shake
  [59] = sounds.once(SFX.RUMBLE_NEXTDOOR), -- RumbleNoShake
}
for n, track in ipairs(GYM) do
  local opts = { wrap = n == #GYM }
  if n == SURFACE_HINT then
    opts.condition = function(l) return l ~= nil and l.water == "surface" end
  end
  changes[GYM_FIRST + n - 1] = courses.hint("gym_hint", n, track, opts) -- GYM_HINT_n
end
return fx.derive(require("flipeffects.tr2"), 60, changes)
