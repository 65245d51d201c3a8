-- Flipeffects of TR3: the TR2 list (spec 000 §9.9.2) with the gun-shot
-- indices and TR3's own 32–57 added. See flipeffects/tr2.lua for how entries
-- are called; effects not written yet are unimplemented("NAME") entries.
local fx = require("flipeffects.common")
return fx.derive(require("flipeffects.tr2"), 58, {
  [16] = unimplemented("SHOOT_RIGHTGUN"),
  [17] = unimplemented("SHOOT_LEFTGUN"),
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
})
