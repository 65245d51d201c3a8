-- Flipeffects of TR4: every index of spec 000 §9.9.2 maps to a function
-- (caller, trigger). caller is the entity whose animation or trigger called it
-- (or nil); trigger.effect is the index and trigger.foot "left"/"right" for
-- footsteps. A function may return a task: a function called every tick
-- (with the tick number) until it returns a false value, which is how the
-- continuous effects of TR1–TR3 run. Effects not written yet are explicit
-- unimplemented("NAME") entries that log once.
local fx = require("flipeffects.common")
return {
  [0] = fx.turn180, -- ROTATE_180
  [1] = fx.floor_shake, -- FLOOR_SHAKE
  [2] = unimplemented("FLOOD_FX"),
  [3] = fx.bubbles, -- LARA_BUBBLES
  [4] = fx.finish_level, -- FINISH_LEVEL
  [5] = unimplemented("ACTIVATE_CAMERA"),
  [6] = unimplemented("ACTIVATE_KEY"),
  [7] = unimplemented("RUBBLE_FX"),
  [8] = unimplemented("SWAP_CROWBAR"),
  [9] = fx.none, -- no code in the original
  [10] = unimplemented("TIMER_FIELD_FX"),
  [11] = unimplemented("EXPLOSION_FX"),
  [12] = unimplemented("LARA_HANDSFREE"),
  [13] = fx.none, -- no code in the original
  [14] = unimplemented("DRAW_RIGHTGUN"),
  [15] = unimplemented("DRAW_LEFTGUN"),
  [16] = unimplemented("SHOOT_RIGHTGUN"),
  [17] = unimplemented("SHOOT_LEFTGUN"),
  [18] = unimplemented("MESH_SWAP1"),
  [19] = unimplemented("MESH_SWAP2"),
  [20] = unimplemented("MESH_SWAP3"),
  [21] = fx.inv_on, -- INV_ON
  [22] = fx.inv_off, -- INV_OFF
  [23] = fx.none, -- no code in the original
  [24] = fx.none, -- no code in the original
  [25] = fx.none, -- no code in the original
  [26] = unimplemented("RESET_HAIR"),
  [27] = fx.none, -- no code in the original
  [28] = unimplemented("SETFOG"),
  [29] = unimplemented("GHOSTTRAP"),
  [30] = unimplemented("LARALOCATION"),
  [31] = unimplemented("CLEARSCARABS"),
  [32] = fx.footprint, -- FOOTPRINT_FX
  [33] = fx.none, -- no code in the original
  [34] = fx.none, -- no code in the original
  [35] = fx.none, -- no code in the original
  [36] = fx.none, -- no code in the original
  [37] = fx.none, -- no code in the original
  [38] = fx.none, -- no code in the original
  [39] = fx.none, -- no code in the original
  [40] = fx.none, -- no code in the original
  [41] = fx.none, -- no code in the original
  [42] = fx.none, -- no code in the original
  [43] = unimplemented("POURSWAP_ON"),
  [44] = unimplemented("POURSWAP_OFF"),
  [45] = unimplemented("LARALOCATIONPAD"),
  [46] = unimplemented("KILLACTIVEBADDIES"),
  [47] = unimplemented("TUT_HINT_1"),
  [48] = unimplemented("TUT_HINT_2"),
  [49] = unimplemented("TUT_HINT_3"),
  [50] = unimplemented("TUT_HINT_4"),
  [51] = unimplemented("TUT_HINT_5"),
  [52] = unimplemented("TUT_HINT_6"),
  [53] = unimplemented("TUT_HINT_7"),
  [54] = unimplemented("TUT_HINT_8"),
  [55] = unimplemented("TUT_HINT_9"),
  [56] = unimplemented("TUT_HINT_10"),
  [57] = unimplemented("TUT_HINT_11"),
  [58] = unimplemented("TUT_HINT_12"),
}
