-- The Tomb Raider 5 catalogue: every type id 0-459 (spec catalogue-tr4-tr5.md)
-- under its name (objects/tr45/names_tr5.lua), wired to a behaviour by name
-- in objects/tr45/catalogue.lua; what no common module serves yet stays
-- "inert". A level may still map types itself in levels/tr5/.
local catalogue = require("objects.tr45.catalogue")

-- TR5 differs from TR4 where a name is kept for another object:
-- SWITCH_TYPE7/8 are switches Lara shoots (they explode), not levers.
local SHOT = { behaviour = "inert",
               note = "a switch Lara shoots: the game explodes it when a bullet strikes it; "
                 .. "shots reaching objects are not played yet" }

return catalogue.build(require("objects.tr45.names_tr5"), {
  SWITCH_TYPE7 = SHOT,
  SWITCH_TYPE8 = SHOT,
  HUSKIE = { behaviour = "creatures.dog", params = { stats = "huskie" } },
})
