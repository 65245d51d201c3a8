-- Nevada Desert: the cobra's object is a rattlesnake here, with the
-- closer ranges tomb3 cobra.cpp gives every level from Rooftops on
-- (creatures/stats/tr3.lua `rattlesnake`).
return {
  types = {
    [69] = { name = "Rattlesnake", behaviour = "creatures.cobra", params = { stats = "rattlesnake" } },
  },
}
