-- The TR4/TR5 puzzle mechanisms and set pieces, wired by NAME as
-- objects/tr45/traps.lua wires the traps: NAME -> { behaviour, params, note };
-- params may be a function of the game's NAME -> id table. TR4's figures
-- are the defaults; TR5's differences are objects/tr5.lua's overrides.
-- Facts from the TOMB4/TOMB5 decompilations (each module cites its own).
local M = {}

-- Glass, jars and boards (common/smash_object.lua): TR4 breaks them when
-- Lara runs into one while its trigger is on, with SFX_EXPLOSION1/2
-- (105/106); a bullet breaks them in both games.
for i = 1, 8 do
  M["SMASH_OBJECT" .. i] = { behaviour = "objects.common.smash_object",
                             params = { touch = true, sounds = { 105, 106 } } }
end

-- Switches Lara shoots (common/shot_switch.lua): SWITCH_TYPE7's last
-- mesh blows away; SWITCH_TYPE8 swings round (TOMB4/TOMB5 GetTargetOnLOS).
M.SWITCH_TYPE7 = { behaviour = "objects.common.shot_switch", params = { explode = true } }
M.SWITCH_TYPE8 = { behaviour = "objects.common.shot_switch" }

-- The cog switch Lara pushes round with her own move (common/lara_switch.lua,
-- TOMB4/TOMB5 CogSwitchCollision); TR5's dove switch waits for hers.
M.COG_SWITCH = { behaviour = "objects.common.lara_switch", params = { kind = "cog" },
                 note = "it sets off its trigger as she starts pushing (TOMB4's switch trigger "
                   .. "never fires for it); it lifts the OCB 1 door its trigger names while she pushes" }
M.CROWDOVE_SWITCH = { behaviour = "objects.common.switch",
                      note = "Lara presses the dove with her own move (TOMB5 CrowDoveSwitchCollision, "
                        .. "AS_CROWDOVE 126, its mesh 1 blown away), not played: it flips as a wall switch" }

-- TR5's teleporters and lift (common/teleporter.lua), the raising cog.
M.TELEPORTER = { behaviour = "objects.common.teleporter",
                 params = function(id_of) return { gift = id_of.PUZZLE_ITEM2 } end }
M.LIFT_TELEPORTER = { behaviour = "objects.common.teleporter", params = { lift = true } }
M.RAISING_COG = { behaviour = "objects.common.raising_cog" }
M.LIFT = { behaviour = "objects.common.animating",
           note = "TOMB5 gives the lift car no routine (setup.cpp): a model drawn where it stands; "
             .. "the ride is LIFT_TELEPORTER's" }

-- Set pieces with no routine or a drawing-only one: their animation runs
-- while triggered.
local function set_piece(why) return { behaviour = "objects.common.animating", note = why } end
M.SARCOPHAGUS_CUT = set_piece("a still model in the cutscenes (TOMB4 ObjectCollision only)")
M.HORUS_STATUE = set_piece("a still model (TOMB4 ObjectCollision only)")
M.MONITOR_SCREEN = set_piece("a screen Lara looks into with a move of her own "
  .. "(TOMB5 MonitorScreenCollision), not played: still")
M.HIGH_OBJECT2 = set_piece("TOMB5 gives it no routine: a model drawn where it stands")
M.IMP_ROCK = set_piece("a rock the imps throw: TOMB5 gives the placed one no routine")
M.DIARY_ITEM = set_piece("TOMB4 gives it no routine: a model drawn where it stands")

-- Traps and machines of their own modules (each cites its source).
M.STARGATE = { behaviour = "objects.common.stargate" }
M.SPRINKLER = { behaviour = "objects.common.sprinkler" }
M.MAPPER = { behaviour = "objects.common.mapper" }
M.LIGHTNING_CONDUCTOR = { behaviour = "objects.common.lightning_conductor",
                          params = function(id_of) return { targets = id_of.ANIMATING8 } end }
M.GEN_SLOT1 = { behaviour = "objects.common.gen_slot" }

-- What Lara operates with a move of her own (common/operated.lua): her
-- animation, where she stands, what it hands over and when.
-- TR5's search objects (TOMB5 pickup.cpp SearchObjectCollision and
-- SearchObjectControl, init.cpp InitialiseSearchObject; SearchAnims
-- 464/465/466/472, SearchCollectFrames 180/100/153/83, SearchOffsets
-- 160/96/160/112; SOBounds: the bounds 128 wider, or 64 narrower for the
-- cabinet, and 200 deeper; the pickups within 512 across and 256 up are
-- what it holds).
local function search(anim, frame, offset, widen, extra)
  local p = { anim = anim, object_anim = 1, give_frame = frame, stand_off = offset,
              widen_x = widen, widen_z = 200, carries = "near" }
  for k, v in pairs(extra or {}) do p[k] = v end
  return { behaviour = "objects.common.operated", params = p }
end
local ALL_MESHES = 0xFFFFFFFF
M.SEARCH_OBJECT1 = search(464, 180, 160, -64,
  { idle_meshes = 7, mesh_frames = { { 1, ALL_MESHES } } })
M.SEARCH_OBJECT2 = search(465, 100, 96, 128,
  { idle_meshes = 2, mesh_frames = { { 18, 1 }, { 172, 2 } } })
M.SEARCH_OBJECT3 = search(466, 153, 160, 128)
M.SEARCH_OBJECT4 = search(472, 83, 112, 128, { idle_meshes = 9 })
M.SEARCH_OBJECT4.note = "the box: TOMB5 also lets it be searched again and swaps its meshes "
  .. "with flipmap 0 (SearchObjectControl): searched once here"
-- TR4's sarcophagus: opened with ANIM_SARCOPHAGUS 439 from 300 in front;
-- what lies at its x and z is hers at her frame 113 (TOMB4 pickup.cpp
-- SarcophagusCollision, SarcophagusBounds, SarcophagusPos).
M.SARCOPHAGUS = { behaviour = "objects.common.operated",
                  params = { anim = 439, box = { -512, 512, -512, 0 }, stand = 300,
                             carries = "same_xz", give_by = "lara", give_frame = 113 } }
-- TR4's statue plinth: with the statue (PUZZLE_ITEM5) she sets it on the
-- plinth with ANIM_PLINTHHI 424 where she stands; at her frame 45 the
-- statue shows and the trigger under it fires; an OCB places it done
-- (TOMB4 objects.cpp StatuePlinthCollision, init.cpp
-- InitialiseStatuePlinth: mesh_bits 1 bare, 255 with the statue).
M.STATUE_PLINTH = { behaviour = "objects.common.operated",
                    params = function(id_of)
                      return { anim = 424, needs = id_of.PUZZLE_ITEM5, trigger_frame = 45,
                               idle_meshes = 1, done_meshes = 255, stand = false,
                               any_heading = true, widen_z = 200 }
                    end }

-- Slots the originals give no routine (objects/tr45/no_routine.lua).
local no_routine = require("objects.tr45.no_routine").entry
-- Senet in the Tomb of Semerkhet (common/senet.lua the rules,
-- senet_sticks.lua the board's routine, senet_piece.lua the pieces): the
-- winner's prize as TOMB4 CheckSenetWinner hard-codes it for that level:
-- Lara's win raises the RAISING_BLOCK2 of rooms 0 and 19, the opponent's
-- opens the TRAPDOOR1 of rooms 20, 21, 22 and 81 (a level of another
-- layout overrides these params in levels/tr4/<LEVEL>.lua).
local function senet(id_of)
  return { pieces = { id_of.GAME_PIECE1, id_of.GAME_PIECE2, id_of.GAME_PIECE3 },
           opponent = id_of.ENEMY_PIECE,
           won = { type = id_of.RAISING_BLOCK2, rooms = { 0, 19 } },
           lost = { type = id_of.TRAPDOOR1, rooms = { 20, 21, 22, 81 } } }
end
M.GAME_PIECE1 = { behaviour = "objects.common.senet_piece", params = senet }
M.GAME_PIECE2 = M.GAME_PIECE1
M.GAME_PIECE3 = M.GAME_PIECE1
M.ENEMY_PIECE = M.GAME_PIECE1
M.WHEEL_OF_FORTUNE = { behaviour = "objects.common.senet_sticks", params = senet }
-- The scales and the element basins take what Lara pours from a waterskin
-- (or oil, sand) chosen on the ring (lara/use_item.lua): common/scales.lua
-- (OCB: the litres that balance them), common/element_puzzle.lua (OCB 0
-- water, 1 oil lit with her torch, 2 sand).
M.SCALES = { behaviour = "objects.common.scales" }
-- The three obelisks (common/tr4_obelisk.lua): turned a quarter at a time,
-- they lock the pulley until lined up; triggered they arc, and the OCB 2
-- one blows up the pyramid (ANIMATING3), freeing the disc.
M.OBELISK = { behaviour = "objects.common.tr4_obelisk",
              params = function(id_of)
                return { pyramid = id_of.ANIMATING3, disc = id_of.PUZZLE_ITEM1_COMBO1,
                         pulley = id_of.PULLEY }
              end,
              note = "nothing in TOMB4 starts a turn but the animation data's own state changes; "
                .. "the hammer of OCB 2 that triggers them is objects/tr45/traps.lua HAMMER's" }
M.ELEMENT_PUZZLE = { behaviour = "objects.common.element_puzzle",
                     note = "OCB 3, the puzzle's end (douses the room's FLAME_EMITTER2 and "
                       .. "activates its trigger's items), is not written: no binding lists a "
                       .. "trigger's items" }
-- Fades in, holds, fades out and goes (common/god_head.lua).
M.GOD_HEAD = { behaviour = "objects.common.god_head" }
M.SETH_DOOR = no_routine("TOMB4 gives it no routine in setup.cpp; its blades are SETH_BLADE")
M.BUTTERFLY = no_routine("TOMB4 gives it no routine in setup.cpp")
-- The planet chamber (common/tr4_planet_effect.lua): shown and locking the
-- pushable of its OCB once triggered; OCB 1 arcs to ANIMATING4 and the
-- four others once their triggers are complete.
M.PLANET_EFFECT = { behaviour = "objects.common.tr4_planet_effect",
                    params = function(id_of)
                      return { target = id_of.ANIMATING4,
                               blocks = { id_of.PUSHABLE_OBJECT1, id_of.PUSHABLE_OBJECT2,
                                          id_of.PUSHABLE_OBJECT3, id_of.PUSHABLE_OBJECT4,
                                          id_of.PUSHABLE_OBJECT5 } }
                    end }
-- A pole Lara climbs (common/pole.lua, lara/pole.lua: TOMB4 PoleCollision).
M.POLEROPE = { behaviour = "objects.common.pole" }
-- TR5's raising plinth (common/tr5_raising_plinth.lua): hauled up a click
-- a pull of the PULLEY standing on the OCB 112 triggerer, carrying
-- PUZZLE_ITEM4_COMBO2; it arms the OCB 111 triggerer's tile, sinks back
-- when its OCB in seconds runs out, flips map 3 once the item is taken.
M.HIGH_OBJECT1 = { behaviour = "objects.common.tr5_raising_plinth",
                   params = function(id_of)
                     return { triggerer = id_of.TRIGGER_TRIGGERER, pulley = id_of.PULLEY,
                              item = id_of.PUZZLE_ITEM4_COMBO2 }
                   end }
-- The Iris portal's blast and sparks (common/tr5_iris.lua).
M.PORTAL = { behaviour = "objects.common.tr5_iris", params = { kind = "portal" } }
-- The X-ray machine (common/tr5_xray_machine.lua): the HK seen on Lara's
-- skeleton, her shot, the font of fire at PUZZLE_HOLE1, the static mesh
-- broken on its point.
M.XRAY_CONTROLLER = { behaviour = "objects.common.tr5_xray_machine",
                      params = function(id_of)
                        return { hk = id_of.HK_ITEM, font = id_of.PUZZLE_HOLE1 }
                      end }
-- The VCI building's camera-eyes (common/tr5_motion_sensor.lua): they set
-- off the heavy triggers of their square when Lara hurries.
M.MOTION_SENSORS = { behaviour = "objects.common.tr5_motion_sensor" }
-- TR5's rope between two animatings (common/tr5_cutscene_rope.lua): TOMB5
-- switches it on at the level's start, so it runs outside cutscenes too.
M.CUTSCENE_ROPE = { behaviour = "objects.common.tr5_cutscene_rope",
                    params = function(id_of)
                      return { holder = id_of.ANIMATING16_MIP, anchor = id_of.ANIMATING4 }
                    end }
-- TR5's grappling target: struck by a grapple from the grappling gun
-- (weapons/tr5.lua), it sets off the triggers under it
-- (common/grappling_target.lua).
M.GRAPPLING_TARGET = { behaviour = "objects.common.grappling_target" }
-- TR5's generic slots as TOMB5 uses them: the gas (common/tr5_gas_cloud.lua),
-- an animating whose OCB is its mesh bits (common/tr5_animating_slot.lua),
-- Area 51's sweeping laser (common/tr5_area51_laser.lua).
M.GEN_SLOT2 = { behaviour = "objects.common.tr5_gas_cloud" }
M.GEN_SLOT3 = { behaviour = "objects.common.tr5_animating_slot" }
M.GEN_SLOT4 = { behaviour = "objects.common.tr5_area51_laser" }
-- TR5's tightrope ends and parallel bars: Lara's own moves
-- (lara/tightrope.lua, lara/bars.lua) started by these objects.
M.TIGHT_ROPE = { behaviour = "objects.common.tightrope" }
M.PARALLEL_BARS = { behaviour = "objects.common.parallel_bars" }
-- The dive suit's chaff (common/chaff.lua, launched by lara/chaff.lua;
-- TOMB5 minisub.cpp ChaffControl): it lasts 300 ticks, then 90 more once
-- it lies still; it flies as a flare does (DoProperDetection): a wall
-- turns it back, a fall onto the floor faster than 16 bounces (at most
-- 100 back up), a slower one stops and slides on losing 3 a tick;
-- falling it tumbles 3° and 5° a tick.
M.CHAFF = { behaviour = "objects.common.chaff", params = {
  life = 300, linger = 90,
  flight = { wall = "turn", bounce = { above = 16, most = 100, roll = 3 }, spin = { pitch = 546, roll = 910 } },
} }
M.SATCHEL_BOMB = no_routine("TOMB5 gives it no routine: never placed as a working object")

-- The flying fox (TOMB4/TOMB5 DeathSlideCollision, ControlDeathSlide:
-- TR2's zipline with the same bounds, 371 ahead, 5 a tick up to 100);
-- her grab is found through her stand animation's change to state 70,
-- her drop is the fall start.
M.DEATH_SLIDE = { behaviour = "objects.common.zipline", params = { grab_anim = false, fall_anim = false } }

return M
