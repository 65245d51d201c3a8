-- The Tomb Raider 5 catalogue: every type id 0-459 (spec catalogue-tr4-tr5.md)
-- under its name (objects/tr45/names_tr5.lua), wired to a behaviour by name
-- in objects/tr45/catalogue.lua; what no common module serves yet stays
-- "inert". A level may still map types itself in levels/tr5/.
local catalogue = require("objects.tr45.catalogue")

-- TR5's smash objects break as soon as their trigger turns them on
-- (TOMB5 SmashObjectControl), not by her touch, with SFX_SMASH_GLASS (12).
local SMASH = { behaviour = "smash_object", params = { on_trigger = true, sounds = { 12 } } }

-- TR5's pushables: TR4's, landing with SFX_LARA_THUD (TR5 70: TR5 has no
-- boulder-fall sound); the same loop (63) and stop (11) sounds.
local PUSHABLE = { behaviour = "pushable_block",
                   params = { ocb = "tr45", sounds = { loop = 63, stop = 11, fall = 70 } } }

-- Enemies of the TR5 bestiary whose routines are not written yet.
local function enemy(what)
  return { behaviour = "inert", note = what .. ": an enemy of TR5's bestiary, not written yet" }
end

return catalogue.build(require("objects.tr45.names_tr5"), {
  SMASH_OBJECT1 = SMASH, SMASH_OBJECT2 = SMASH, SMASH_OBJECT3 = SMASH, SMASH_OBJECT4 = SMASH,
  SMASH_OBJECT5 = SMASH, SMASH_OBJECT6 = SMASH, SMASH_OBJECT7 = SMASH, SMASH_OBJECT8 = SMASH,
  -- The Submarine's monitors: run their animation while triggered.
  SECURITY_SCREENS = { behaviour = "animating" },
  WRECKING_BALL = { behaviour = "inert",
                    note = "the robot arm's ball: a routine of its own (TOMB5 ControlWreckingBall), not written yet" },
  -- TR5 gives TR4's expanding platform's slot to the zip-line controller.
  EXPANDING_PLATFORM = { behaviour = "inert",
                         note = "TR5 gives the slot to the zip-line controller (TOMB5 ControlZipController): "
                           .. "a move of Lara's on the zip line, not played" },
  PUSHABLE_OBJECT1 = PUSHABLE, PUSHABLE_OBJECT2 = PUSHABLE, PUSHABLE_OBJECT3 = PUSHABLE,
  PUSHABLE_OBJECT4 = PUSHABLE, PUSHABLE_OBJECT5 = PUSHABLE,
  -- The Tower's steel door (common/tr5_steel_door.lua): TR5's
  -- SFX_WELD_THRU_DOOR_LOOP (248) while welded, SFX_RICH_VENT_IMPACT (170)
  -- as it hits the ground.
  STEEL_DOOR = { behaviour = "tr5_steel_door", params = { sounds = { weld = 248, impact = 170 } } },
  HUSKIE = { behaviour = "creatures.dog", params = { stats = "huskie" } },
  -- TR5's guards: one routine (creatures/guard.lua), each its own numbers.
  SAS = { behaviour = "creatures.guard", params = { stats = "sas" } },
  SWAT = { behaviour = "creatures.guard", params = { stats = "swat" } },
  SWAT_PLUS = { behaviour = "creatures.guard", params = { stats = "swat_plus" } },
  BLUE_GUARD = { behaviour = "creatures.guard", params = { stats = "blue_guard" } },
  MAFIA = { behaviour = "creatures.guard", params = { stats = "mafia" } },
  SAILOR = { behaviour = "creatures.guard", params = { stats = "sailor" } },
  CRANE_GUY = { behaviour = "creatures.guard", params = { stats = "crane_guy" } },
  SCIENTIST = { behaviour = "creatures.guard", params = { stats = "scientist" } },
  SNIPER = { behaviour = "creatures.sniper", params = { stats = "sniper" } },
})
