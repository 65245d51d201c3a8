-- Flipeffects of TR4: indices 0–46 (the decompilation's effect_routines[47],
-- Trxyebeep/TOMB4; TRosettaStone's TUT_HINT rows belong to TR5). See
-- flipeffects/tr1.lua for how entries are called; trigger.timer is the
-- trigger's timer field, which SETFOG, TIMER_FIELD_FX and LARALOCATION read.
local fx = require("flipeffects.common")
local sounds = require("flipeffects.sounds")
local lara = require("flipeffects.lara")
local world_fx = require("flipeffects.world")

-- TR4's sound ids (TOMB4's sound list).
local SFX = {
  EXPLOSION = 105,     -- EXPLOSION_FX
  WATER_FLUSHES = 238, -- FLOOD_FX (PoseidonSFX; §9.9: 238)
}
-- TR4's model type ids (TOMB4 objects.h).
local OBJ = {
  LARA_WATER_MESH = 25, -- the waterskin in her hand (POURSWAP_ON)
  CROWBAR_ANIM = 28,    -- SWAP_CROWBAR (§9.9 says 246: that is CROWBAR_ITEM)
  WRAITH3 = 88,         -- GHOSTTRAP's wraith
  EARTHQUAKE = 383,     -- RUBBLE_FX's quake object
  MESHSWAP1 = 417, MESHSWAP2 = 418, MESHSWAP3 = 419,
}
local EXPLOSION_SHAKE = 75 -- camera.bounce = -75
local RUBBLE_SHAKE = 150   -- camera.bounce = -150 without a quake object
-- SETFOG's colours by trigger timer (TOMB4's FogTableColor); 100: fog off.
local FOG = {
  [0] = { 0, 0, 0 }, { 245, 200, 60 }, { 120, 196, 112 }, { 202, 204, 230 }, { 128, 64, 0 },
  { 64, 64, 64 }, { 243, 232, 236 }, { 0, 64, 192 }, { 0, 128, 0 }, { 150, 172, 157 },
  { 128, 128, 128 }, { 204, 163, 123 }, { 177, 162, 140 }, { 0, 223, 191 }, { 111, 255, 223 },
  { 244, 216, 152 }, { 248, 192, 60 }, { 252, 0, 0 }, { 198, 95, 87 }, { 226, 151, 118 },
  { 248, 235, 206 }, { 0, 30, 16 }, { 250, 222, 167 }, { 218, 175, 117 }, { 225, 191, 78 },
  { 77, 140, 141 }, { 4, 181, 154 }, { 255, 174, 0 },
}
local FOG_OFF = 100

local t = {
  [0] = fx.turn180, -- ROTATE_180
  [1] = fx.floor_shake, -- FLOOR_SHAKE
  [2] = sounds.once(SFX.WATER_FLUSHES), -- FLOOD_FX (one shot from TR3 on)
  [3] = fx.bubbles, -- LARA_BUBBLES
  [4] = fx.finish_level, -- FINISH_LEVEL
  [5] = world_fx.activate_key, -- ACTIVATE_CAMERA
  [6] = world_fx.activate_key, -- ACTIVATE_KEY
  [7] = world_fx.rubble(OBJ.EARTHQUAKE, RUBBLE_SHAKE), -- RUBBLE_FX
  [8] = lara.toggle_mesh(lara.HAND_RIGHT, OBJ.CROWBAR_ANIM), -- SWAP_CROWBAR
  [9] = fx.none, -- no code in the original (TOMB4: void_effect)
  [10] = sounds.timer_field, -- TIMER_FIELD_FX
  [11] = world_fx.explosion(SFX.EXPLOSION, EXPLOSION_SHAKE), -- EXPLOSION_FX
  [12] = lara.hands_free, -- LARA_HANDSFREE
  [13] = fx.none, -- no code in the original (TOMB4: void_effect)
  [14] = lara.draw_gun("right"), -- DRAW_RIGHTGUN
  [15] = lara.draw_gun("left"), -- DRAW_LEFTGUN
  [16] = lara.shoot_gun("right"), -- SHOOT_RIGHTGUN
  [17] = lara.shoot_gun("left"), -- SHOOT_LEFTGUN
  [18] = lara.swap_all(OBJ.MESHSWAP1), -- MESH_SWAP1
  [19] = lara.swap_all(OBJ.MESHSWAP2), -- MESH_SWAP2
  [20] = lara.swap_all(OBJ.MESHSWAP3), -- MESH_SWAP3
  [21] = fx.inv_on, -- INV_ON
  [22] = fx.inv_off, -- INV_OFF
  [26] = lara.reset_hair, -- RESET_HAIR
  [28] = world_fx.set_fog(FOG, FOG_OFF), -- SETFOG
  [29] = world_fx.ghost_trap(OBJ.WRAITH3), -- GHOSTTRAP
  [30] = world_fx.lara_location(false), -- LARALOCATION
  [31] = world_fx.clear_swarm("scarabs"), -- CLEARSCARABS
  [32] = fx.footprint, -- FOOTPRINT_FX
  -- POURSWAP_ON/OFF: her left hand (mesh 13, TOMB4's LM_LHAND; §9.9 says
  -- 10) holds the waterskin, then her own hand again.
  [43] = lara.set_mesh(lara.HAND_LEFT, OBJ.LARA_WATER_MESH), -- POURSWAP_ON
  [44] = lara.set_mesh(lara.HAND_LEFT, nil), -- POURSWAP_OFF
  [45] = world_fx.lara_location(true), -- LARALOCATIONPAD
  [46] = world_fx.kill_active_baddies, -- KILLACTIVEBADDIES
}
-- No code in the original (TOMB4: void_effect) at 23–25, 27 and 33–42.
for _, i in ipairs({ 23, 24, 25, 27, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42 }) do t[i] = fx.none end
return t
