-- The Chambers of Tulun: TOMB4 demigod.cpp gives this level (its level 24)
-- the rule that a demigod not in Lara's zone follows the AI_FOLLOW of her
-- location (creatures/demigod.lua `follow_out_of_zone`).
local catalogue = require("objects.tr4")

--- TR4's DEMIGOD1, DEMIGOD2 and DEMIGOD3.
local DEMIGODS = { 77, 79, 81 }

local types = {}
for _, id in ipairs(DEMIGODS) do
  local entry = catalogue[id]
  local params = { follow_out_of_zone = true }
  for k, v in pairs(entry.params or {}) do params[k] = v end
  types[id] = { id = id, name = entry.name, behaviour = entry.behaviour, params = params }
end

return { types = types }
