-- Flipeffects of TR3: every index of spec 000 §9.9.2 maps to a function
-- (caller, trigger). caller is the entity whose animation or trigger called it
-- (or nil); trigger.effect is the index and trigger.foot "left"/"right" for
-- footsteps. A function may return a task: a function called every tick
-- (with the tick number) until it returns a false value, which is how the
-- continuous effects of TR1–TR3 run. Effects not written yet are explicit
-- unimplemented("NAME") entries that log once.
local fx = require("flipeffects.common")
return {
  [0] = fx.turn180, -- TURN180
  [1] = fx.floor_shake, -- FLOOR_SHAKE
  [2] = unimplemented("LARA_NORMAL"),
  [3] = fx.bubbles, -- LARA_BUBBLES
  [4] = fx.finish_level, -- FINISH_LEVEL
  [5] = unimplemented("FLOOD_FX"),
  [6] = unimplemented("CHANDELIER_FX"),
  [7] = unimplemented("RUBBLE_FX"),
  [8] = unimplemented("PISTON_FX"),
  [9] = unimplemented("CURTAIN_FX"),
  [10] = unimplemented("SETCHANGE_FX"),
  [11] = unimplemented("EXPLOSION_FX"),
  [12] = unimplemented("LARA_HANDSFREE"),
  [13] = fx.flip_map, -- FLIP_MAP
  [14] = unimplemented("DRAW_RIGHTGUN"),
  [15] = unimplemented("DRAW_LEFTGUN"),
  [16] = unimplemented("SHOOT_RIGHTGUN"),
  [17] = unimplemented("SHOOT_LEFTGUN"),
  [18] = unimplemented("MESH_SWAP1"),
  [19] = unimplemented("MESH_SWAP2"),
  [20] = unimplemented("MESH_SWAP3"),
  [21] = fx.inv_on, -- INV_ON
  [22] = fx.inv_off, -- INV_OFF
  [23] = unimplemented("DYN_ON"),
  [24] = unimplemented("DYN_OFF"),
  [25] = unimplemented("STATUE_FX"),
  [26] = unimplemented("RESET_HAIR"),
  [27] = unimplemented("BOILER_FX"),
  [28] = unimplemented("ASSAULT_RESET"),
  [29] = unimplemented("ASSAULT_STOP"),
  [30] = unimplemented("ASSAULT_START"),
  [31] = unimplemented("ASSAULT_FINISHED"),
  [32] = fx.footprint, -- FOOTPRINT_FX
  [33] = unimplemented("ASSAULT_PENALTY_8"),
  [34] = unimplemented("RACETRACK_START"),
  [35] = unimplemented("RACETRACK_RESET"),
  [36] = unimplemented("RACETRACK_FINISHED"),
  [37] = unimplemented("ASSAULT_PENALTY_30"),
  [38] = unimplemented("GYM_HINT_1"),
  [39] = unimplemented("GYM_HINT_2"),
  [40] = unimplemented("GYM_HINT_3"),
  [41] = unimplemented("GYM_HINT_4"),
  [42] = unimplemented("GYM_HINT_5"),
  [43] = unimplemented("GYM_HINT_6"),
  [44] = unimplemented("GYM_HINT_7"),
  [45] = unimplemented("GYM_HINT_8"),
  [46] = unimplemented("GYM_HINT_9"),
  [47] = unimplemented("GYM_HINT_10"),
  [48] = unimplemented("GYM_HINT_11"),
  [49] = unimplemented("GYM_HINT_12"),
  [50] = unimplemented("GYM_HINT_13"),
  [51] = unimplemented("GYM_HINT_14"),
  [52] = unimplemented("GYM_HINT_15"),
  [53] = unimplemented("GYM_HINT_16"),
  [54] = unimplemented("GYM_HINT_17"),
  [55] = unimplemented("GYM_HINT_18"),
  [56] = unimplemented("GYM_HINT_19"),
  [57] = unimplemented("GYM_HINT_RESET"),
}
