-- Flipeffects of TR1: every index of spec 000 §9.9.2 maps to a function
-- (caller, trigger). caller is the entity whose animation or trigger called it
-- (or nil); trigger.effect is the index and trigger.foot "left"/"right" for
-- footsteps. A function may return a task: a function called every tick
-- (with the tick number) until it returns a false value, which is how the
-- continuous effects of TR1–TR3 run. Effects not written yet are explicit
-- unimplemented("NAME") entries that log once.
local fx = require("flipeffects.common")
return {
  [0] = fx.turn180, -- TURN180
  [1] = fx.floor_shake, -- DINO_STOMP
  [2] = unimplemented("LARA_NORMAL"),
  [3] = fx.bubbles, -- LARA_BUBBLES
  [4] = fx.finish_level, -- FINISH_LEVEL
  [5] = fx.earthquake, -- EARTHQUAKE_FX
  [6] = unimplemented("FLOOD_FX"),
  [7] = unimplemented("RAISINGBLOCK_FX"),
  [8] = unimplemented("STAIRS2SLOPE_FX"),
  [9] = unimplemented("SAND_FX"),
  [10] = unimplemented("POWERUP_FX"),
  [11] = unimplemented("EXPLOSION_FX"),
  [12] = unimplemented("LARA_HANDSFREE"),
  [13] = fx.flip_map, -- FLIP_MAP
  [14] = unimplemented("DRAW_RIGHTGUN"),
  [15] = unimplemented("CHAINBLOCK_FX"),
  [16] = fx.flicker, -- FLICKER_FX
}
