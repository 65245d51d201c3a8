-- The TR4/TR5 puzzle mechanisms and set pieces, wired by NAME as
-- objects/tr45/traps.lua wires the traps: NAME -> { behaviour, params, note };
-- params may be a function of the game's NAME -> id table.
return {}
