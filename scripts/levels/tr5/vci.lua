-- The four levels after the Old Mill (the VCI building: The 13th Floor,
-- Escape with the Iris, Security Breach, Red Alert!; RICH1, RICH2,
-- RICHCUT2, RICH3): TOMB5 sas.cpp `SasControl` doubles the single shot
-- (state 3) of every guard on its routine there, `30 * ((gfCurrentLevel >
-- LVL5_OLD_MILL) + 1)`; their burst keeps 10 a bullet
-- (creatures/shooter.lua `shot_damage`).
local catalogue = require("objects.catalogue")
local tr5 = require("objects.tr5")

--- The single shot's damage after the Old Mill.
local SINGLE_SHOT_DAMAGE = 60

local guards = {}
for id, entry in pairs(tr5) do
  if type(id) == "number" and entry.behaviour == "creatures.guard" then guards[#guards + 1] = id end
end
table.sort(guards)

return { types = catalogue.with_params(tr5, guards, { shot_damage = { shoot = SINGLE_SHOT_DAMAGE } }) }
