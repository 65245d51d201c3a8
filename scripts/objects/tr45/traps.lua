-- The TR4/TR5 traps, emitters and mechanisms, wired by NAME (both games
-- name them alike): NAME -> { behaviour, params, note }. A game's own
-- figures (TR5 sound ids and the like) go in objects/tr5.lua's overrides.
-- Facts from the TOMB4/TOMB5 decompilations.
return {
  -- Spikes shooting out of a floor, wall or ceiling as their OCB says
  -- (common/tr45_teeth_spikes.lua); a kill is the spike death.
  TEETH_SPIKES = { behaviour = "tr45_teeth_spikes", params = { death = "spikes" } },
  CAMERA_TARGET = { behaviour = "tr45_marker",
                    note = "a still, invisible point a fixed camera looks at (a trigger's look-at names it)" },
}
