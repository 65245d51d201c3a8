-- The TR4/TR5 traps, emitters and mechanisms, wired by NAME (both games
-- name them alike): NAME -> { behaviour, params, note }; params may be a
-- function of the game's NAME -> id table (an object naming another). A game's own
-- figures (TR5 sound ids and the like) go in objects/tr5.lua's overrides.
-- Facts from the TOMB4/TOMB5 decompilations.
--- TR4's dart emitter (common/dart_emitter.lua, timed): a dart every 25
--- ticks (TOMB4 timer 24, counted down to 0), 512 ahead and 512 up, flying
--- back past the emitter level at 256 a tick; SFX_DART_SPITT (TR4 325).
local function dart_emitter(id_of)
  return { dart = id_of.DARTS, period = 25, back = -512, rise = 512, turn = 0x8000,
           speed = 256, sound = 325 }
end

return {
  -- The dart (common/projectile.lua, flown): 25 harm and 160 poison to
  -- Lara it strikes (TOMB4 DartsControl); it strikes within 192 (half its
  -- 256 a tick and half her body's width), level, and ends in smoke at
  -- the floor or a wall.
  DARTS = { behaviour = "projectile",
            params = { damage = 25, poison = 160, reach = 192, gravity = 0, spark = "SMOKE" } },
  DART_EMITTER = { behaviour = "dart_emitter", params = dart_emitter },
  -- TOMB4 runs the homing emitter with the plain emitter's routine.
  HOMING_DART_EMITTER = { behaviour = "dart_emitter", params = dart_emitter },
  -- Spikes shooting out of a floor, wall or ceiling as their OCB says
  -- (common/tr45_teeth_spikes.lua); a kill is the spike death.
  TEETH_SPIKES = { behaviour = "tr45_teeth_spikes", params = { death = "spikes" } },
  -- Smoke, steam and mist emitters (common/emitters.lua): a puff
  -- every 4 ticks (steam every 8), TOMB4's wibble & 0xF and & 0x1F.
  SMOKE_EMITTER_WHITE = { behaviour = "emitters", params = { effect = "SMOKE_WHITE", every = 4 } },
  SMOKE_EMITTER_BLACK = { behaviour = "emitters", params = { effect = "SMOKE_BLACK", every = 4 } },
  STEAM_EMITTER = { behaviour = "emitters",
                    params = { effect = "SMOKE_WHITE", every = 8, steam = true } },
  -- Mist 544 units ahead of a waterfall's foot every 4 ticks, with the
  -- waterfall's roar (TR4 SFX_WATERFALL_LOOP 79), whatever its trigger.
  WATERFALLMIST = { behaviour = "emitters",
                    params = { effect = "MIST", every = 4, ahead = 544, always = true, sound = 79 } },
  -- The other fire routines (common/tr45_fires.lua).
  FLAME_EMITTER2 = { behaviour = "tr45_fires", params = { kind = "fire" } },
  FLAME_EMITTER3 = { behaviour = "tr45_fires", params = { kind = "flicker" } },
  FLAME = { behaviour = "unplaced",
            note = "the flame effect burning on Lara's body (TOMB4 FlameControl): lara/fire.lua burns her" },
  -- Blocks growing out of the floor (common/tr45_raising_block.lua).
  RAISING_BLOCK1 = { behaviour = "tr45_raising_block", params = { travel = 1024 } },
  RAISING_BLOCK2 = { behaviour = "tr45_raising_block", params = { travel = 2048 } },
  -- Rises and sinks with its trigger, OCB travel and speed
  -- (common/two_block_platform.lua).
  TWOBLOCK_PLATFORM = { behaviour = "two_block_platform" },
  -- The camera shakes now and then while it is on (common/earthquake.lua)
  -- with TR4's SFX_EARTHQUAKE_LOOP (107) and SFX_DOOR_GEN_THUD (255).
  -- TOMB4's OCB 888 (a 150-tick quake) and 333 (a 495-tick rumble) are not
  -- told apart.
  EARTHQUAKE = { behaviour = "earthquake", params = { rumble = 107, thud = 255 } },
  KILL_ALL_TRIGGERS = { behaviour = "marker",
                        note = "TOMB4 sets a flag (KillEverythingFlag) that nothing acts on: a still point" },
  ROPE = { behaviour = "marker",
           note = "a hanging rope drawn by the engine from its segments (TOMB4 RopeControl); "
             .. "Lara's rope moves (grab, swing, climb) are another issue, not played: a still point" },
  FIREROPE = { behaviour = "animating",
               note = "a rope that burns through and drops what hangs on it: its animation runs "
                 .. "while triggered; catching fire from a flame (TOMB4 BurningRopeCollision) is not played" },
  -- Arms its sector's floor trigger while triggered on
  -- (common/trigger_triggerer.lua).
  TRIGGER_TRIGGERER = { behaviour = "trigger_triggerer" },
  CAMERA_TARGET = { behaviour = "marker",
                    note = "a still, invisible point a fixed camera looks at (a trigger's look-at names it)" },
}
