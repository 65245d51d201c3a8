-- Flipeffects of TR1: every index of TRX tr1 g_EffectRoutines (global/vars.c) maps to a function
-- (caller, trigger). caller is the entity whose animation or trigger called it
-- (or nil); trigger.effect is the index, trigger.foot "left"/"right" for
-- footsteps and trigger.timer the trigger's timer field (nil from an
-- animation). A function may return a task: a function called every tick
-- (with the tick number) until it returns a false value, which is how the
-- continuous effects of TR1–TR3 run.
local fx = require("flipeffects.common")
local sounds = require("flipeffects.sounds")
local lara = require("flipeffects.lara")
local world_fx = require("flipeffects.world")

-- TR1's sound ids (the decompilation's SOUND_EFFECT_ID list, TRX).
local SFX = {
  LARA_SPLASH = 33,      -- CHAINBLOCK_FX's second sound
  T_REX_FOOTSTOMP = 70,  -- EARTHQUAKE_FX's stomps
  WATERFALL_BIG = 81,    -- FLOOD_FX (§9.9)
  EXPLOSION = 99,        -- EARTHQUAKE_FX's blasts (§9.9: 99)
  RAISINGBLOCK = 117,    -- RAISINGBLOCK_FX (§9.9)
  SAND = 118,            -- SAND_FX's falling sand
  STAIRS2SLOPE = 119,    -- STAIRS2SLOPE_FX (§9.9)
  ROLLING_BALL = 147,    -- EARTHQUAKE_FX's rumble
  POWERUP = 155,         -- POWERUP_FX (§9.9)
  TRAPDOOR_OPEN = 161,   -- SAND_FX's first sound
  EXPLOSION_FX = 170,    -- EXPLOSION_FX (the code's id; §9.9 says 105, TR2's)
  SECRET = 173,          -- CHAINBLOCK_FX's first sound (§9.9: 173)
}
-- Durations in ticks from the decompiled flip timers (30 ticks a second).
local FOUR_SECONDS = 4 * 30
local EXPLOSION_SHAKE = 75   -- camera.bounce = -75
local EARTHQUAKE_SHAKE = 250 -- camera.bounce = -250

return {
  [0] = fx.turn180, -- TURN180
  [1] = fx.floor_shake, -- DINO_STOMP
  [2] = lara.normal, -- LARA_NORMAL
  [3] = fx.bubbles, -- LARA_BUBBLES
  [4] = fx.finish_level, -- FINISH_LEVEL
  -- EARTHQUAKE_FX: blasts on ticks 0 and 35, the rumble on 3, stomps on 20,
  -- 50 and 70, a hard shake on 0; over after tick 104.
  [5] = sounds.timeline({ [0] = SFX.EXPLOSION, [3] = SFX.ROLLING_BALL, [20] = SFX.T_REX_FOOTSTOMP,
                          [35] = SFX.EXPLOSION, [50] = SFX.T_REX_FOOTSTOMP,
                          [70] = SFX.T_REX_FOOTSTOMP }, 104, { [0] = EARTHQUAKE_SHAKE }),
  [6] = sounds.held(SFX.WATERFALL_BIG, FOUR_SECONDS), -- FLOOD_FX
  [7] = sounds.once(SFX.RAISINGBLOCK), -- RAISINGBLOCK_FX
  [8] = sounds.timeline({ [5] = SFX.STAIRS2SLOPE }, 5), -- STAIRS2SLOPE_FX: on tick 5
  [9] = sounds.held(SFX.SAND, FOUR_SECONDS, SFX.TRAPDOOR_OPEN), -- SAND_FX
  [10] = sounds.held(SFX.POWERUP, FOUR_SECONDS), -- POWERUP_FX (§9.9: 1 s; the code runs 4 s)
  [11] = world_fx.explosion(SFX.EXPLOSION_FX, EXPLOSION_SHAKE), -- EXPLOSION_FX
  [12] = lara.hands_free, -- LARA_HANDSFREE
  [13] = fx.flip_map, -- FLIP_MAP
  [14] = lara.draw_gun("right"), -- DRAW_RIGHTGUN
  -- CHAINBLOCK_FX: the secret chime at once, the splash on tick 54.
  [15] = sounds.timeline({ [0] = SFX.SECRET, [54] = SFX.LARA_SPLASH }, 54),
  [16] = fx.flicker, -- FLICKER_FX
}
