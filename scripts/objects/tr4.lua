-- The Tomb Raider 4 catalogue: every type id 0-464 (spec catalogue-tr4-tr5.md)
-- under its name (objects/tr45/names_tr4.lua), wired to a behaviour by name
-- in objects/tr45/catalogue.lua; what no common module serves yet (the
-- creatures, most traps, vehicles, effects) stays "inert". A level may still
-- map types itself in levels/tr4/.
local catalogue = require("objects.tr45.catalogue")

return catalogue.build(require("objects.tr45.names_tr4"), {
  DOG = { behaviour = "creatures.dog", params = { stats = "dog" } },
  SKELETON = { behaviour = "creatures.skeleton", params = { stats = "skeleton" } },
  MUMMY = { behaviour = "creatures.walking_mummy", params = { stats = "mummy" } },
})
