-- The Tomb Raider 5 catalogue: every type id 0-459 (TOMB5 objects.h)
-- under its name (objects/tr45/names_tr5.lua), wired to a behaviour by name
-- in objects/tr45/catalogue.lua and, for what is TR5's own (its creatures
-- above all), below; a type no routine of the original serves stays
-- "inert" or "unplaced", with a note. The product is the catalogue shape
-- of every game (objects/catalogue.lua).
local catalogue = require("objects.tr45.catalogue")
local no_routine = require("objects.tr45.no_routine").entry

-- TR5's smash objects break as soon as their trigger turns them on
-- (TOMB5 SmashObjectControl), not by her touch, with SFX_SMASH_GLASS (12).
local SMASH = { behaviour = "objects.common.smash_object", params = { on_trigger = true, sounds = { 12 } } }

-- TR5's pushables: TR4's, landing with SFX_LARA_THUD (TR5 70: TR5 has no
-- boulder-fall sound); the same loop (63) and stop (11) sounds. TOMB5's
-- TestBlockPush / TestBlockPull let it meet no item, and its pull looks
-- for items about the block where it stands (lib/block_way.lua).
local PUSHABLE = { behaviour = "objects.common.pushable_block",
                   params = { ocb = "tr45", sounds = { loop = 63, stop = 11, fall = 70 },
                              pull_items_at = "place" } }

return catalogue.build(require("objects.tr45.names_tr5"), {
  SMASH_OBJECT1 = SMASH, SMASH_OBJECT2 = SMASH, SMASH_OBJECT3 = SMASH, SMASH_OBJECT4 = SMASH,
  SMASH_OBJECT5 = SMASH, SMASH_OBJECT6 = SMASH, SMASH_OBJECT7 = SMASH, SMASH_OBJECT8 = SMASH,
  -- The Submarine's monitors: run their animation while triggered.
  SECURITY_SCREENS = { behaviour = "objects.common.animating" },
  -- The robot arm's ball (common/wrecking_ball.lua): its yard, home and
  -- roaming centre are TOMB5's world coordinates (ControlWreckingBall).
  WRECKING_BALL = { behaviour = "objects.common.wrecking_ball",
                    params = { yard = { x0 = 45056, x1 = 57344, z0 = 26624, z1 = 43008 },
                               home = { x = 51200, z = 33792 }, centre = { x = 51712, z = 34304 } } },
  -- TR5 gives TR4's expanding platform's slot to the zip controller: not a
  -- zip line (that is DEATH_SLIDE) but Lara listening to Zip on her
  -- ear-piece while the track its OCB names plays
  -- (common/tr5_zip_controller.lua).
  EXPANDING_PLATFORM = { behaviour = "objects.common.tr5_zip_controller" },
  PUSHABLE_OBJECT1 = PUSHABLE, PUSHABLE_OBJECT2 = PUSHABLE, PUSHABLE_OBJECT3 = PUSHABLE,
  PUSHABLE_OBJECT4 = PUSHABLE, PUSHABLE_OBJECT5 = PUSHABLE,
  -- The Tower's steel door (common/tr5_steel_door.lua): TR5's
  -- SFX_WELD_THRU_DOOR_LOOP (248) while welded, SFX_RICH_VENT_IMPACT (170)
  -- as it hits the ground.
  STEEL_DOOR = { behaviour = "objects.common.tr5_steel_door", params = { sounds = { weld = 248, impact = 170 } } },
  HUSKIE = { behaviour = "creatures.dog", params = { stats = "huskie" } },
  -- Not TR4's skeleton: TOMB5's routine is the ghost (creatures/ghost.lua).
  SKELETON = { behaviour = "creatures.ghost", params = { stats = "ghost" } },
  -- TR5's bestiary (TOMB5 setup.cpp names each routine; numbers in
  -- creatures/stats/tr5.lua).
  DOG = { behaviour = "creatures.doberman", params = { stats = "dog" } },
  CROW = { behaviour = "creatures.bird", params = { stats = "crow" } },
  LION = { behaviour = "creatures.big_cat", params = { stats = "lion" } },
  GLADIATOR = { behaviour = "creatures.gladiator", params = { stats = "gladiator" } },
  IMP = { behaviour = "creatures.imp", params = { stats = "imp" } },
  RAT = { behaviour = "creatures.swarm", params = { stats = "rat_swarm" } },
  SPIDER = { behaviour = "creatures.swarm", params = { stats = "spider_swarm" } },
  -- The Roman statue (creatures/roman_god.lua) and the hydra
  -- (creatures/hydra.lua); their homing bolts fly in TOMB5's fx slot,
  -- BUBBLES (creatures/missile.lua).
  ROMAN_GOD = { behaviour = "creatures.roman_god", params = { stats = "roman_god" } },
  HYDRA = { behaviour = "creatures.hydra", params = { stats = "hydra" } },
  BUBBLES = { behaviour = "creatures.missile" },
  -- TR5's machines (creatures/guardian.lua, attack_sub.lua, gunship.lua);
  -- the sub's torpedoes fly as missiles (creatures/missile.lua).
  GUARDIAN = { behaviour = "creatures.guardian", params = { stats = "guardian" } },
  ATTACK_SUB = { behaviour = "creatures.attack_sub", params = { stats = "attack_sub" } },
  TORPEDO = { behaviour = "creatures.missile", params = { stats = "torpedo" } },
  GUNSHIP = { behaviour = "creatures.gunship", params = { stats = "gunship" } },
  -- The swamp and the maze (TOMB5 willwisp.cpp, minisub.cpp JellyControl,
  -- swampy.cpp): the lightning guide, the reaper, the brown beast, the
  -- lagoon witch.
  WILLOWISP = { behaviour = "creatures.wisp", params = { stats = "willowisp" } },
  REAPER = { behaviour = "creatures.reaper", params = { stats = "reaper" } },
  MAZE_MONSTER = { behaviour = "creatures.brown_beast", params = { stats = "brown_beast" } },
  GREEN_TEETH = { behaviour = "creatures.lagoon_witch", params = { stats = "lagoon_witch" } },
  SPIDER_GENERATOR = no_routine(
    "TOMB5 setup.cpp gives it no routine: SPIDER (95) is the spiders' emitter"),
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
  -- TR5's gang (numbers in creatures/stats/tr5.lua): Larson and Pierre on
  -- TR1's gunman routine with TR5's rally and post, the second mafia
  -- gunman and the hitman on the guards' routine, the chef and the
  -- two-gun man each their own.
  LARSON = { behaviour = "creatures.gunman", params = { stats = "larson" } },
  PIERRE = { behaviour = "creatures.gunman", params = { stats = "pierre" } },
  MAFIA2 = { behaviour = "creatures.guard", params = { stats = "mafia2" } },
  HITMAN = { behaviour = "creatures.guard", params = { stats = "hitman" } },
  CHEF = { behaviour = "creatures.chef", params = { stats = "chef" } },
  TWOGUN = { behaviour = "creatures.twogun", params = { stats = "twogun" } },
  -- TR5's bats: a swarm emitter (TOMB5 bat.cpp), TR4's locusts as bats.
  BAT = { behaviour = "creatures.locusts", params = { stats = "bats" } },
})
