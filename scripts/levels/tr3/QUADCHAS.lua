-- The River Ganges: its schools of fish keep the ranges tomb3 fish.cpp lists for
-- this level (creatures/stats/tr3.lua `shoals.quadchase`).
return { types = require("creatures.school").level_types("quadchase") }
