-- Flipeffects of TR2: every index of TRX tr2 g_EffectRoutines maps to a function
-- (caller, trigger); see flipeffects/tr1.lua for how entries are called.
local fx = require("flipeffects.common")
local sounds = require("flipeffects.sounds")
local lara = require("flipeffects.lara")
local world_fx = require("flipeffects.world")
local courses = require("flipeffects.courses")

-- TR2's sound ids (the decompilation's list, TRX; the numbers §9.9 gives).
local SFX = {
  MASSIVE_CRASH = 24,   -- RUBBLE_FX
  WATERFALL_LOOP = 79,  -- FLOOD_FX
  EXPLOSION = 105,      -- EXPLOSION_FX
  PULLEY_CRANE = 190,   -- PISTON_FX
  CURTAIN = 191,        -- CURTAIN_FX
  CHAIN_PULLEY = 278,   -- CHANDELIER_FX
  STAGE_BACKDROP = 330, -- SETCHANGE_FX
  STONE_DOOR = 331,     -- STATUE_FX
  BOILER = 338,         -- BOILER_FX
}
-- Model type ids of the whole-body swaps (TRX's TR2 object ids).
local MESH_SWAP_1, MESH_SWAP_2, LARA_SWAP = 97, 98, 99
local SECOND = 30
local EXPLOSION_SHAKE = 75 -- camera.bounce = -75
local RUBBLE_SHAKE = 350   -- camera.bounce = -350
-- The assault course (§9.9): under 100 seconds plays "that was my best
-- time yet" (track 22), slower "I'm sure you can do better" (track 24).
local ASSAULT = { record = 100 * SECOND, track_best = 22, track_slower = 24 }

return {
  [0] = fx.turn180, -- TURN180
  [1] = fx.floor_shake, -- FLOOR_SHAKE
  [2] = lara.normal, -- LARA_NORMAL
  [3] = fx.bubbles, -- LARA_BUBBLES
  [4] = fx.finish_level, -- FINISH_LEVEL
  [5] = sounds.held(SFX.WATERFALL_LOOP, 4 * SECOND), -- FLOOD_FX
  [6] = sounds.held(SFX.CHAIN_PULLEY, SECOND), -- CHANDELIER_FX
  [7] = sounds.once(SFX.MASSIVE_CRASH, RUBBLE_SHAKE), -- RUBBLE_FX
  [8] = sounds.once(SFX.PULLEY_CRANE), -- PISTON_FX
  [9] = sounds.once(SFX.CURTAIN), -- CURTAIN_FX
  [10] = sounds.once(SFX.STAGE_BACKDROP), -- SETCHANGE_FX
  [11] = world_fx.explosion(SFX.EXPLOSION, EXPLOSION_SHAKE), -- EXPLOSION_FX
  [12] = lara.hands_free, -- LARA_HANDSFREE
  [13] = fx.flip_map, -- FLIP_MAP
  [14] = lara.draw_gun("right"), -- DRAW_RIGHTGUN
  [15] = lara.draw_gun("left"), -- DRAW_LEFTGUN
  [16] = fx.none, -- no code in the original (§9.9 "-"; TRX's table has none)
  [17] = fx.none, -- no code in the original (§9.9 "-"; TRX's table has none)
  [18] = lara.swap_all(MESH_SWAP_1), -- MESH_SWAP1
  [19] = lara.swap_all(MESH_SWAP_2), -- MESH_SWAP2
  [20] = lara.swap_all(LARA_SWAP), -- MESH_SWAP3 (TR2 swaps with LARA_SWAP)
  [21] = fx.inv_on, -- INV_ON
  [22] = fx.inv_off, -- INV_OFF
  [23] = lara.dynamic_light(true), -- DYN_ON
  [24] = lara.dynamic_light(false), -- DYN_OFF
  [25] = sounds.once(SFX.STONE_DOOR), -- STATUE_FX
  [26] = lara.reset_hair, -- RESET_HAIR
  [27] = sounds.once(SFX.BOILER), -- BOILER_FX
  [28] = courses.reset("assault"), -- ASSAULT_RESET
  [29] = courses.stop("assault"), -- ASSAULT_STOP
  [30] = courses.start("assault"), -- ASSAULT_START
  [31] = courses.finish("assault", ASSAULT), -- ASSAULT_FINISHED
}
