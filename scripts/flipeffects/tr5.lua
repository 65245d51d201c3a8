-- Flipeffects of TR5: the TR4 list (spec 000 §9.9.2) up to 46, with the
-- indices TR5 changed. See flipeffects/tr4.lua for how entries are called;
-- effects not written yet are unimplemented("NAME") entries.
local fx = require("flipeffects.common")
return fx.derive(require("flipeffects.tr4"), 47, {
  [14] = fx.none, -- no code in the original
  [15] = fx.none, -- no code in the original
  [18] = fx.none, -- no code in the original
  [19] = fx.none, -- no code in the original
  [20] = fx.none, -- no code in the original
  [29] = fx.none, -- no code in the original
  [31] = unimplemented("RESET_TEST"),
  [33] = unimplemented("CLEAR_SPIDERS_PATCH"),
  [43] = fx.none, -- no code in the original
  [44] = fx.none, -- no code in the original
})
