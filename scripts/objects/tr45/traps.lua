-- The TR4/TR5 traps, emitters and mechanisms, wired by NAME (both games
-- name them alike): NAME -> { behaviour, params, note }; params may be a
-- function of the game's NAME -> id table (an object naming another). A game's own
-- figures (TR5 sound ids and the like) go in objects/tr5.lua's overrides.
-- Facts from the TOMB4/TOMB5 decompilations.
local no_routine_entry = require("objects.tr45.no_routine").entry

--- TR4's dart emitter (common/dart_emitter.lua, timed): a dart every 25
--- ticks (TOMB4 timer 24, counted down to 0), 512 ahead and 512 up, flying
--- back past the emitter level at 256 a tick; SFX_DART_SPITT (TR4 325).
local function dart_emitter(id_of)
  return { dart = id_of.DARTS, period = 25, back = -512, rise = 512, turn = 0x8000,
           speed = 256, sound = 325 }
end

-- TR4's animated traps hurting by the frame (common/tr45_deadly_anim.lua):
-- damage a tick of contact, the deadly meshes (mask) and the frames when
-- they hurt, from TOMB4 traps.cpp (each trap's control routine sets
-- item_flags[0..1], the deadly meshes, and item_flags[3], the harm).
--- The bounding-box blades: hurt in the frames given, go back to their
--- first frame when the trigger goes off.
local function blade(windows, damage)
  return { behaviour = "objects.common.tr45_deadly_anim", params = { windows = windows, damage = damage, reset = true } }
end
--- Never past the last frame of any animation.
local LAST = 0x7FFF
--- An entry with a note of what is not played.
local function noted(entry, note)
  entry.note = note
  return entry
end

local DEADLY = {
  -- ControlChain: OCB 0 a light chain, meshes 7-10, 25 a tick; any other
  -- OCB a heavy swinging chain, meshes 12-17 (never mesh 0), 75 a tick.
  CHAIN = { behaviour = "objects.common.tr45_deadly_anim",
            params = { mask = 0x780, damage = 25,
                       nonzero_ocb = { mask = 0x3F000, damage = 75, skip_first = true } } },
  -- ControlPlough: meshes 12-17, 50 a tick.
  PLOUGH = { behaviour = "objects.common.tr45_deadly_anim", params = { mask = 0x3F000, damage = 50 } },
  -- ControlHammer: meshes 5-7 (OCB 0) or 5-10 (the Senet hammers), 150 a
  -- tick, until frame 52 of its blow. The puzzle hammers' OCB 2-4 (the
  -- obelisks, the pushable blocks they smash) are not played: they strike
  -- as OCB 0 does.
  HAMMER = noted({ behaviour = "objects.common.tr45_deadly_anim",
                   params = { damage = 150, windows = { { from = 0, to = 51, mask = 0xE0 } },
                              nonzero_ocb = { windows = { { from = 0, to = 51, mask = 0x7E0 } } } } },
                 "OCB 2-4's puzzle side (smashing pushables, turning obelisks) is not played"),
  -- CogCollision: the whole body, 10 a tick while triggered.
  COG = { behaviour = "objects.common.tr45_deadly_anim", params = { damage = 10 } },
  -- ControlSpikeball: meshes 11-22, 150 in frames 15-23 and 138-140, 50
  -- from frame 141.
  SPIKEBALL = { behaviour = "objects.common.tr45_deadly_anim",
                params = { mask = 0x7FF800, reset = true,
                           windows = { { from = 15, to = 23, damage = 150 },
                                       { from = 138, to = 140, damage = 150 },
                                       { from = 141, to = LAST, damage = 50 } } } },
  -- Control4xFloorRoofBlade: meshes 1-4, 20 in frames 6-7, 200 in 55-57.
  FLOOR_4BLADE = blade({ { from = 6, to = 7, damage = 20, mask = 30 },
                         { from = 55, to = 57, damage = 200, mask = 30 } }),
  ROOF_4BLADE = blade({ { from = 6, to = 7, damage = 20, mask = 30 },
                        { from = 55, to = 57, damage = 200, mask = 30 } }),
  -- ControlBirdBlade: meshes 1-2 in frames 15-30, 100 a tick.
  BIRD_BLADE = blade({ { from = 15, to = 30, mask = 6 } }, 100),
  -- ControlCatwalkBlade: the whole body from frame 38, 100 a tick.
  CATWALK_BLADE = blade({ { from = 38, to = LAST } }, 100),
  -- ControlMovingBlade: the whole body, 50 a tick while triggered.
  MOVING_BLADE = blade(nil, 50),
  -- ControlPlinthBlade: the whole body, 200 a tick while triggered.
  PLINTH_BLADE = blade(nil, 200),
  -- InitialiseSethBlade, ControlSethBlade: waits |OCB| ticks in state 2,
  -- strikes (state 1; OCB > 0 again and again): frames 1-6 all of it,
  -- 7-15 meshes 6-8, 1000 a tick.
  SETH_BLADE = { behaviour = "objects.common.tr45_deadly_anim",
                 params = { start_anim = 1, delay = { rest = 2, strike = 1 }, damage = 1000,
                            windows = { { from = 1, to = 6, state = 1 },
                                        { from = 7, to = 15, state = 1, mask = 0x1C0 } } } },
  -- ControlLRSquishyBlock: a block sliding from side to side crushes Lara
  -- it meets at either end of its run (frames 0 and 33).
  SQUISHY_BLOCK1 = { behaviour = "objects.common.tr45_deadly_anim",
                     params = { windows = { { from = 0, to = 0, kill = true },
                                            { from = 33, to = 33, kill = true } } } },
  -- ControlFallingSquishyBlock, FallingSquishyBlockCollision: shakes the
  -- camera 60 ticks, then drops; it crushes her in its first 8 frames.
  SQUISHY_BLOCK2 = { behaviour = "objects.common.tr45_deadly_anim",
                     params = { quake = 60, windows = { { from = 0, to = 8, kill = true } } } },
  -- TR5's Roman hammer (TOMB5 InitialiseRomeHammer: mesh 1, 250 a tick,
  -- ControlAnimatingSlots: it runs while triggered).
  ROME_HAMMER = { behaviour = "objects.common.tr45_deadly_anim", params = { mask = 2, damage = 250 } },
}

local TRAPS = {
  -- The dart (common/projectile.lua, flown): 25 harm and 160 poison to
  -- Lara it strikes (TOMB4 DartsControl); it strikes within 192 (half its
  -- 256 a tick and half her body's width), level, and ends in smoke at
  -- the floor or a wall; until then a solid object to her (ObjectCollision).
  DARTS = { behaviour = "objects.common.projectile",
            params = { damage = 25, poison = 160, reach = 192, gravity = 0, spark = "SMOKE", collision = "object" } },
  DART_EMITTER = { behaviour = "objects.common.dart_emitter", params = dart_emitter },
  -- TOMB4 runs the homing emitter with the plain emitter's routine.
  HOMING_DART_EMITTER = { behaviour = "objects.common.dart_emitter", params = dart_emitter },
  -- Spikes shooting out of a floor, wall or ceiling as their OCB says
  -- (common/tr45_teeth_spikes.lua); a kill is the spike death.
  TEETH_SPIKES = { behaviour = "objects.common.tr45_teeth_spikes", params = { death = "spikes" } },
  -- Smoke, steam and mist emitters (common/emitters.lua): a puff
  -- every 4 ticks (steam every 8), TOMB4's wibble & 0xF and & 0x1F.
  SMOKE_EMITTER_WHITE = { behaviour = "objects.common.emitters", params = { effect = "SMOKE_WHITE", every = 4 } },
  SMOKE_EMITTER_BLACK = { behaviour = "objects.common.emitters", params = { effect = "SMOKE_BLACK", every = 4 } },
  STEAM_EMITTER = { behaviour = "objects.common.emitters",
                    params = { effect = "SMOKE_WHITE", every = 8, steam = true } },
  -- Mist 544 units ahead of a waterfall's foot every 4 ticks, with the
  -- waterfall's roar (TR4 SFX_WATERFALL_LOOP 79), whatever its trigger.
  WATERFALLMIST = { behaviour = "objects.common.emitters",
                    params = { effect = "MIST", every = 4, ahead = 544, always = true, sound = 79 } },
  -- The other fire routines (common/tr45_fires.lua).
  FLAME_EMITTER2 = { behaviour = "objects.common.tr45_fires", params = { kind = "fire" } },
  FLAME_EMITTER3 = { behaviour = "objects.common.tr45_fires", params = { kind = "flicker" } },
  FLAME = { behaviour = "objects.common.unplaced",
            note = "the flame effect burning on Lara's body (TOMB4 FlameControl): lara/fire.lua burns her" },
  -- Blocks growing out of the floor (common/tr45_raising_block.lua).
  RAISING_BLOCK1 = { behaviour = "objects.common.tr45_raising_block", params = { travel = 1024 } },
  RAISING_BLOCK2 = { behaviour = "objects.common.tr45_raising_block", params = { travel = 2048 } },
  -- Rises and sinks with its trigger, OCB travel and speed
  -- (common/two_block_platform.lua).
  TWOBLOCK_PLATFORM = { behaviour = "objects.common.two_block_platform" },
  -- The camera shakes now and then while it is on (common/earthquake.lua)
  -- with TR4's SFX_EARTHQUAKE_LOOP (107) and SFX_DOOR_GEN_THUD (255).
  -- TOMB4's OCB 888 (a 150-tick quake) and 333 (a 495-tick rumble) are not
  -- told apart.
  EARTHQUAKE = { behaviour = "objects.common.earthquake", params = { rumble = 107, thud = 255 } },
  KILL_ALL_TRIGGERS = { behaviour = "objects.common.marker",
                        note = "TOMB4 sets a flag (KillEverythingFlag) that nothing acts on: a still point" },
  -- Lara catches it, climbs, slides, turns and swings on it (common/rope.lua,
  -- lara/rope.lua: TOMB4 rope.cpp, lara.cpp's rope states).
  ROPE = { behaviour = "objects.common.rope",
           note = "nothing draws it yet: TOMB4 draws its 24 segments itself (DrawRope)" },
  FIREROPE = { behaviour = "objects.common.animating",
               note = "a rope that burns through and drops what hangs on it: its animation runs "
                 .. "while triggered; catching fire from a flame (TOMB4 BurningRopeCollision) is not played" },
  -- Arms its sector's floor trigger while triggered on
  -- (common/trigger_triggerer.lua).
  TRIGGER_TRIGGERER = { behaviour = "objects.common.trigger_triggerer" },
  CAMERA_TARGET = { behaviour = "objects.common.marker",
                    note = "a still, invisible point a fixed camera looks at (a trigger's look-at names it)" },
}

--- Slots both games name but give no routine (objects/tr45/no_routine.lua).
local function no_routine(what)
  return no_routine_entry(what .. ": TOMB4 and TOMB5 give it no control or collision routine")
end

local OTHERS = {
  -- Drops onto the floor once triggered and lies there; 300 a tick to Lara
  -- it falls on (TOMB4 FallingCeiling: TR1's routine and figures).
  FALLING_CEILING = { behaviour = "objects.common.falling_ceiling", params = { collision = "trap" } },
  -- TR5's crumbling floor is TOMB4's falling block (TOMB5 setup.cpp:
  -- FallingBlock, FallingBlockCollision, FallingBlockFloor).
  CRUMBLING_FLOOR = { behaviour = "objects.common.falling_block" },
  JOBY_SPIKES = { behaviour = "objects.common.tr45_joby_spikes" },
  SLICER_DICER = { behaviour = "objects.common.tr45_slicer_dicer" },
  -- The land mine (OCB 0) and the burning helicopter wreck whose blast
  -- wrecks the sentry guns of its room.
  MINE = { behaviour = "objects.common.tr45_mine", params = function(id_of) return { sentry = id_of.SENTRY_GUN } end },
  -- Lit by its trigger (the torch thrown on it is not played); flips
  -- flipmap 0 when burnt out (TOMB4 FlipMap(0)).
  BURNING_FLOOR = { behaviour = "objects.common.tr45_burning_floor", params = { flip = 0 } },
  SENTRY_GUN = { behaviour = "objects.common.tr45_sentry_gun" },
  -- TR5's autogun (TOMB5 autogun.cpp): unfolds, 20 a hit every other tick,
  -- never shot down, no flamethrower; TR5's SFX_HK_FIRE (68) a shot.
  AUTOGUN = { behaviour = "objects.common.tr45_sentry_gun",
              params = { unfold = true, shootable = false, damage = 20, reload = 2,
                         range = 0x7FFFFFFF, close = 0, shot = 68 } },
  SCALING_TRAPDOOR = no_routine("a trapdoor model"),
  SPIKEY_FLOOR = no_routine("a spiked floor model"),
  TRIPWIRE = no_routine("a tripwire model"),
  ONEBLOCK_PLATFORM = no_routine("a one-block platform model"),
  ROLLINGBARREL = no_routine("TR5's rolling barrel"),
  -- TR5's lasers (common/tr45_lasers.lua) and electricity
  -- (common/tr45_electric.lua).
  LASERS = { behaviour = "objects.common.tr45_lasers", params = { kind = "wall" } },
  STEAM_LASERS = { behaviour = "objects.common.tr45_lasers", params = { kind = "steam" } },
  FLOOR_LASERS = { behaviour = "objects.common.tr45_lasers", params = { kind = "floor" } },
  ELECTRIC_FENCE = { behaviour = "objects.common.tr45_electric", params = { kind = "fence" } },
  ELECTRICAL_CABLES = { behaviour = "objects.common.tr45_electric", params = { kind = "cables" } },
  -- TR5's fans (common/tr5_fan.lua): blow Lara away along their axis
  -- (PROPELLER_H) or up and down (PROPELLER_V) within OCB sectors.
  PROPELLER_H = { behaviour = "objects.common.tr5_fan", params = { vertical = false } },
  PROPELLER_V = { behaviour = "objects.common.tr5_fan", params = { vertical = true } },
  -- TR5's cooker flame and burning roots (common/tr5_fires.lua); the roots
  -- char to ANIMATING16_MIP's meshes and free the heart (PUZZLE_ITEM1).
  COOKER_FLAME = { behaviour = "objects.common.tr5_fires", params = { kind = "cooker" } },
  BURNING_ROOTS = { behaviour = "objects.common.tr5_fires",
                    params = function(id_of)
                      return { kind = "roots", burnt = id_of.ANIMATING16_MIP, heart = id_of.PUZZLE_ITEM1 }
                    end },
  -- TR5's explosion point (common/tr5_explosion.lua).
  EXPLOSION = { behaviour = "objects.common.tr5_explosion" },
  -- TR4's expanding platform (common/tr4_expanding_platform.lua); TR5's
  -- slot is another object (objects/tr5.lua).
  EXPANDING_PLATFORM = { behaviour = "objects.common.tr4_expanding_platform" },
  -- The Tower's iris lightning (common/tr5_iris.lua).
  IRIS_LIGHTNING = { behaviour = "objects.common.tr5_iris", params = { kind = "lightning" } },
  HAMMER2 = no_routine("TR5's second hammer"),
}

-- The pushable objects (common/pushable_block.lua reading the OCB as
-- lib/pushable_ocb.lua says), with TR4's sounds (TOMB4 MovableBlock:
-- SFX_PUSHABLE_SOUND 63 while it moves, SFX_PUSH_BLOCK_END 11 when it
-- stops; TombEngine lands a falling one with SFX_BOULDER_FALL, TR4 122).
-- TR5's landing sound is in objects/tr5.lua.
-- TOMB4 TestBlockPush / TestBlockPull let it meet the two-block platform
-- and the hammer where it goes (lib/block_way.lua).
local PUSHABLE = { behaviour = "objects.common.pushable_block",
                   params = { ocb = "tr45", sounds = { loop = 63, stop = 11, fall = 122 },
                              passes = { "TWOBLOCK_PLATFORM", "HAMMER" } } }
for n = 1, 5 do OTHERS["PUSHABLE_OBJECT" .. n] = PUSHABLE end

for name, entry in pairs(DEADLY) do TRAPS[name] = entry end
for name, entry in pairs(OTHERS) do TRAPS[name] = entry end
return TRAPS
