-- The Chambers of Tulun: TOMB4 demigod.cpp gives this level (its level 24)
-- the rule that a demigod not in Lara's zone follows the AI_FOLLOW of her
-- location (creatures/demigod.lua `follow_out_of_zone`).
local catalogue = require("objects.catalogue")

--- TR4's DEMIGOD1, DEMIGOD2 and DEMIGOD3.
local DEMIGODS = { 77, 79, 81 }

return {
  types = catalogue.with_params(require("objects.tr4"), DEMIGODS, { follow_out_of_zone = true }),
}
