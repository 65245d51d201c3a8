-- The TR4/TR5 light objects, wired by NAME as objects/tr45/traps.lua wires
-- the traps: NAME -> { behaviour, params, note }.
return {}
