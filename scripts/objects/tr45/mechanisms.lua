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
  M["SMASH_OBJECT" .. i] = { behaviour = "smash_object",
                             params = { touch = true, sounds = { 105, 106 } } }
end

-- Switches Lara shoots (common/shot_switch.lua): SWITCH_TYPE7's last
-- mesh blows away; SWITCH_TYPE8 swings round (TOMB4/TOMB5 GetTargetOnLOS).
M.SWITCH_TYPE7 = { behaviour = "shot_switch", params = { explode = true } }
M.SWITCH_TYPE8 = { behaviour = "shot_switch" }

-- Switches pushed round or pressed with a move of Lara's own that is not
-- played yet: they flip as a wall switch does (as TURN_SWITCH and PULLEY
-- in objects/tr45/catalogue.lua).
M.COG_SWITCH = { behaviour = "switch",
                 note = "Lara pushes the cog round with her own cog-switch move (TOMB4/TOMB5 "
                   .. "CogSwitchCollision), not played: it flips as a wall switch" }
M.CROWDOVE_SWITCH = { behaviour = "switch",
                      note = "Lara presses the dove with her own move (TOMB5 CrowDoveSwitchCollision), "
                        .. "not played: it flips as a wall switch" }

-- TR5's teleporters and lift (common/teleporter.lua), the raising cog.
M.TELEPORTER = { behaviour = "teleporter",
                 params = function(id_of) return { gift = id_of.PUZZLE_ITEM2 } end }
M.LIFT_TELEPORTER = { behaviour = "teleporter", params = { lift = true } }
M.RAISING_COG = { behaviour = "raising_cog" }
M.LIFT = { behaviour = "animating",
           note = "TOMB5 gives the lift car no routine (setup.cpp): a model drawn where it stands; "
             .. "the ride is LIFT_TELEPORTER's" }

-- Set pieces with no routine or a drawing-only one: their animation runs
-- while triggered.
local function set_piece(why) return { behaviour = "animating", note = why } end
M.SARCOPHAGUS_CUT = set_piece("a still model in the cutscenes (TOMB4 ObjectCollision only)")
M.HORUS_STATUE = set_piece("a still model (TOMB4 ObjectCollision only)")
M.ENEMY_PIECE = set_piece("Senet's opponent piece: moved by the game board's routine "
  .. "(WHEEL_OF_FORTUNE), still here")
M.MONITOR_SCREEN = set_piece("a screen Lara looks into with a move of her own "
  .. "(TOMB5 MonitorScreenCollision), not played: still")
M.HIGH_OBJECT2 = set_piece("TOMB5 gives it no routine: a model drawn where it stands")
M.IMP_ROCK = set_piece("a rock the imps throw: TOMB5 gives the placed one no routine")
M.DIARY_ITEM = set_piece("TOMB4 gives it no routine: a model drawn where it stands")

-- What waits for a move, a vehicle or a creature of another issue.
local function waits(why) return { behaviour = "inert", note = why } end
M.GAME_PIECE1 = waits("Senet's pieces: moved by the game board (WHEEL_OF_FORTUNE), whose play "
  .. "needs Lara's throw-the-sticks move (TOMB4 senet.cpp)")
M.GAME_PIECE2 = M.GAME_PIECE1
M.GAME_PIECE3 = M.GAME_PIECE1
M.WHEEL_OF_FORTUNE = waits("the Senet board: Lara throws the sticks with a move of her own "
  .. "(TOMB4 GameStixCollision) and the game plays her pieces against the enemy's: not played")
M.SCALES = waits("the scales: Lara pours a waterskin into them with her own move (TOMB4 "
  .. "ScalesCollision, the waterskin inventory combine), not played")
M.STARGATE = waits("Lara walks into a ring of blades that turns (TOMB4 ControlStargate): "
  .. "not written yet")
M.MAPPER = waits("a beam that fires when lit by its trigger (TOMB4 ControlMapper): not written yet")
M.OBELISK = waits("obelisks turned by pulleys, linked in threes (TOMB4 ControlObelisk): not written yet")
M.LIGHTNING_CONDUCTOR = waits("strikes lightning at Lara (TOMB4 ControlLightningConductor): "
  .. "not written yet")
M.ELEMENT_PUZZLE = waits("Lara pours or lights an element with moves of her own "
  .. "(TOMB4 ElementPuzzleCollision): not played")
M.SARCOPHAGUS = waits("Lara opens it with her own move (TOMB4 SarcophagusCollision): not played")
M.GOD_HEAD = waits("a head drawn fading in and out (TOMB4 ControlGodHead, DrawGodHead alpha): "
  .. "the renderer has no faded model")
M.SETH_DOOR = waits("TOMB4 gives it no routine in setup.cpp; its blades are SETH_BLADE")
M.STATUE_PLINTH = waits("Lara places a statue on it with her own move (TOMB4 StatuePlinthCollision): "
  .. "not played")
M.BUTTERFLY = waits("TOMB4 gives it no routine in setup.cpp")
M.SPRINKLER = waits("sprays water that puts out fire (TOMB4 ControlSprinkler): not written yet")
M.PLANET_EFFECT = waits("the planet chamber's beams (TOMB4 ControlPlanetEffect, DrawPlanetEffect): "
  .. "not written yet")
M.SMASHABLE_BIKE_WALL = waits("smashed by the motorbike only (TOMB4 ControlSmashableBikeWall): "
  .. "the vehicles are issue 17")
M.SMASHABLE_BIKE_FLOOR = M.SMASHABLE_BIKE_WALL
M.POLEROPE = waits("a pole Lara climbs (TOMB4 PoleCollision): her pole moves are issue 17")
M.STEEL_DOOR = waits("a door the guards blow down (TOMB5 ControlSteelDoor): not written yet")
M.HIGH_OBJECT1 = waits("a plinth raised by the pulleys (TOMB5 ControlRaisingPlinth): not written yet")
M.PORTAL = waits("the Iris portal's sparks (TOMB5 ControlPortalDoor): not written yet")
M.XRAY_CONTROLLER = waits("the X-ray machine's cutscene (TOMB5 ControlXRayMachine): not written yet")
M.MOTION_SENSORS = waits("lasers that alarm the guards (TOMB5 ControlMotionSensors): "
  .. "wait for the TR5 guards")
M.CUTSCENE_ROPE = waits("a rope drawn in a cutscene (TOMB5 CutsceneRopeControl): cutscenes are not played")
M.GRAPPLING_TARGET = waits("shot with the grappling gun (TOMB5 InitialiseGrapplingTarget): "
  .. "a weapon of another issue")
for i = 1, 4 do
  M["GEN_SLOT" .. i] = waits("the VCI generator slots (TOMB5 ControlGenSlot1): not written yet")
  M["SEARCH_OBJECT" .. i] = waits("a cabinet Lara searches with TR5's search moves (TOMB5 "
    .. "SearchObjectCollision): her script has no search state yet")
end
M.TIGHT_ROPE = waits("Lara walks the tightrope with moves of her own: issue 17")
M.PARALLEL_BARS = waits("Lara swings on the bars with moves of her own: issue 17")
M.TORPEDO = waits("the submarine's torpedo: a vehicle's (issue 17)")
M.CHAFF = waits("the submarine's chaff: a vehicle's (issue 17)")
M.SATCHEL_BOMB = waits("TOMB5 gives it no routine: never placed as a working object")

return M
