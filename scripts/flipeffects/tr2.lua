-- Flipeffects of TR2: every index of spec 000 §9.9.2 maps to a function
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
  [16] = fx.none, -- no code in the original
  [17] = fx.none, -- no code in the original
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
}
