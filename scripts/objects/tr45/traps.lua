-- The TR4/TR5 traps, emitters and mechanisms, wired by NAME (both games
-- name them alike): NAME -> { behaviour, params, note }. A game's own
-- figures (TR5 sound ids and the like) go in objects/tr5.lua's overrides.
-- Facts from the TOMB4/TOMB5 decompilations.
return {
  -- Spikes shooting out of a floor, wall or ceiling as their OCB says
  -- (common/tr45_teeth_spikes.lua); a kill is the spike death.
  TEETH_SPIKES = { behaviour = "tr45_teeth_spikes", params = { death = "spikes" } },
  -- Smoke, steam and mist emitters (common/tr45_emitters.lua): a puff
  -- every 4 ticks (steam every 8), TOMB4's wibble & 0xF and & 0x1F.
  SMOKE_EMITTER_WHITE = { behaviour = "tr45_emitters", params = { effect = "SMOKE_WHITE", every = 4 } },
  SMOKE_EMITTER_BLACK = { behaviour = "tr45_emitters", params = { effect = "SMOKE_BLACK", every = 4 } },
  STEAM_EMITTER = { behaviour = "tr45_emitters",
                    params = { effect = "SMOKE_WHITE", every = 8, steam = true } },
  -- Mist 544 units ahead of a waterfall's foot every 4 ticks, with the
  -- waterfall's roar (TR4 SFX_WATERFALL_LOOP 79), whatever its trigger.
  WATERFALLMIST = { behaviour = "tr45_emitters",
                    params = { effect = "MIST", every = 4, ahead = 544, always = true, sound = 79 } },
  -- The other fire routines (common/tr45_fires.lua).
  FLAME_EMITTER2 = { behaviour = "tr45_fires", params = { kind = "fire" } },
  FLAME_EMITTER3 = { behaviour = "tr45_fires", params = { kind = "flicker" } },
  FLAME = { behaviour = "unplaced",
            note = "the flame effect burning on Lara's body (TOMB4 FlameControl): lara/fire.lua burns her" },
  CAMERA_TARGET = { behaviour = "tr45_marker",
                    note = "a still, invisible point a fixed camera looks at (a trigger's look-at names it)" },
}
