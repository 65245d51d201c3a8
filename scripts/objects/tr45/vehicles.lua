-- TR4's vehicles and what they break, wired by name (objects/tr45/catalogue.lua):
-- Lara gets on them with Action (vehicles/common.lua, lara/ride.lua);
-- their Lara animations are VEHICLE_EXTRA, never placed.
local M = {}
M.MOTORBIKE = { behaviour = "vehicles.motorbike" }
M.JEEP = { behaviour = "vehicles.jeep" }
M.VEHICLE_EXTRA = { behaviour = "lara.part" }
-- Broken by the motorbike (objects/common/bike_smash.lua).
M.SMASHABLE_BIKE_WALL = { behaviour = "objects.common.bike_smash", params = { kind = "wall" } }
M.SMASHABLE_BIKE_FLOOR = { behaviour = "objects.common.bike_smash", params = { kind = "floor" } }
return M
