-- Coastal Village: its schools of fish keep the ranges tomb3 fish.cpp lists for
-- this level (creatures/stats/tr3.lua `shoals.shore`).
return { types = require("creatures.school").level_types("shore") }
