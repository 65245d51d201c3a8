-- The Tomb Raider 3 catalogue in the one shape of every game (objects/catalogue.lua):
-- each entity type id of TRosettaStone 3's entity catalogue (§15.1) with its
-- name, the behaviour module
-- that runs it (a full module name) and that module's parameters. The
-- names are TRosettaStone's; where it gives two types one name (a pickup
-- and its inventory-ring model), the second says which it is. A type no
-- routine of the original serves is "unplaced" or "inert", with a note.
return require("objects.catalogue").list({
  { id = 0, name = "Lara", behaviour = "lara.player" },
  { id = 1, name = "Lara pistol animation", behaviour = "lara.part" },
  { id = 2, name = "Lara’s ponytail", behaviour = "objects.common.unplaced", note = "Lara's ponytail: drawn and swung by the hair simulation" },
  { id = 3, name = "Lara shotgun animation", behaviour = "lara.part" },
  { id = 4, name = "Lara Desert Eagle animation", behaviour = "lara.part" },
  { id = 5, name = "Lara Uzi animation", behaviour = "lara.part" },
  { id = 6, name = "Lara MP5 animation", behaviour = "lara.part" },
  { id = 7, name = "Lara rocket launcher animation", behaviour = "lara.part" },
  { id = 8, name = "Lara grenade gun animation", behaviour = "lara.part" },
  { id = 9, name = "Lara harpoon gun animation", behaviour = "lara.part" },
  { id = 10, name = "Lara flare animation", behaviour = "lara.part" },
  -- tomb3 objects.h: 11 is VEHICLE_ANIM, Lara's animations on every TR3
  -- vehicle (TRosettaStone's "UPV animation"; scripts/vehicles/*.lua borrow
  -- it); 12 is VEHICLE_EXTRA (more of them: the mine cart's, the UPV's);
  -- 19 is the UPV itself (TRosettaStone's "Hydro propeller (?)").
  { id = 11, name = "Lara vehicle animation", behaviour = "lara.part" },
  { id = 12, name = "Lara vehicle extra animation", behaviour = "lara.part" },
  { id = 14, name = "Kayak", behaviour = "vehicles.kayak" },
  { id = 15, name = "Inflatable boat", behaviour = "vehicles.boat3" },
  -- Lara's vehicles (vehicles/common.lua): she gets on beside them with Action.
  { id = 16, name = "Quadbike", behaviour = "vehicles.quadbike" },
  -- The mine cart rides the rail the floor data lays (vehicles/rail.lua);
  -- the big gun is a mounted rocket gun (vehicles/turret.lua); the UPV
  -- dives (vehicles/dive.lua).
  { id = 17, name = "Mine cart", behaviour = "vehicles.minecart" },
  { id = 18, name = "Big gun", behaviour = "vehicles.big_gun" },
  { id = 19, name = "UPV", behaviour = "vehicles.upv" },
  -- TR3's people (creatures/stats/tr3.lua): tribesmen, gunmen, guards, brawlers.
  { id = 20, name = "Tribesman with spiked axe", behaviour = "creatures.tribe_axe", params = { stats = "tribe_axe" } },
  { id = 21, name = "Tribesman with poison-dart gun", behaviour = "creatures.blowpipe", params = { stats = "blowpipe" } },
  { id = 22, name = "Dog", behaviour = "creatures.dog", params = { stats = "dog" } },
  { id = 23, name = "Rat", behaviour = "creatures.mouse", params = { stats = "rat" } },
  -- tomb3 KILL_ALL_TRIGGERS (KillAllCurrentItems / KillEverything): when
  -- triggered every active object but Lara, flares and doors (and
  -- reversed ones) is removed.
  { id = 24, name = "Kill All Triggers", behaviour = "objects.common.kill_all", params = { spare = { 0, 179, 131, 132, 133, 134, 135, 136, 137, 138 } } },
  { id = 25, name = "Killer whale", behaviour = "creatures.orca", params = { stats = "killer_whale" } },
  { id = 26, name = "Scuba diver", behaviour = "creatures.diver", params = { stats = "diver" } },
  { id = 27, name = "Crow", behaviour = "creatures.bird", params = { stats = "crow" } },
  { id = 28, name = "Tiger", behaviour = "creatures.big_cat", params = { stats = "tiger" } },
  { id = 29, name = "Vulture", behaviour = "creatures.bird", params = { stats = "vulture" } },
  { id = 30, name = "Assault-course target", behaviour = "objects.common.assault_target" },
  -- tomb3 BOO_MUTANT (boomute.cpp): an animation breathing gas once opened.
  { id = 31, name = "Crawler mutant in closet", behaviour = "creatures.closet_mutant", params = { stats = "closet_mutant" } },
  { id = 32, name = "Crocodile (in water)", behaviour = "creatures.crocodile", params = { stats = "crocodile" } },
  { id = 34, name = "Compsognathus", behaviour = "creatures.compy", params = { stats = "compy" } },
  { id = 35, name = "Lizard man", behaviour = "creatures.lizard_man", params = { stats = "lizard_man" } },
  { id = 36, name = "Puna", behaviour = "creatures.puna", params = { stats = "puna" } },
  { id = 37, name = "Mercenary", behaviour = "creatures.shooter", params = { stats = "mercenary" } },
  -- tomb3 CARCASS (CarcassControl): dropped by its trigger, it falls and
  -- rolls onto its side; in water it is the piranhas' bait.
  { id = 38, name = "Raptor hung by rope", behaviour = "objects.common.carcass" },
  { id = 39, name = "RX-Tech guy in red jacket", behaviour = "creatures.shooter", params = { stats = "rx_tech_guard" } },
  { id = 40, name = "RX-Tech guy with gun", behaviour = "creatures.shooter", params = { stats = "rx_tech_gunman" } },
  { id = 41, name = "Dog (Antarctica)", behaviour = "creatures.dog", params = { stats = "dog" } },
  -- tomb3 BURNT_MUTANT (sealmute.cpp): the seal mutant of Antarctica.
  { id = 42, name = "Crawler mutant", behaviour = "creatures.seal_mutant", params = { stats = "seal_mutant" } },
  { id = 44, name = "Tinnos wasp", behaviour = "creatures.wasp", params = { stats = "tinnos_wasp" } },
  -- tomb3 MUTANT2 (clawmute.cpp) and MUTANT3 (hybrid.cpp).
  { id = 45, name = "Tinnos monster", behaviour = "creatures.claw_mutant", params = { stats = "claw_mutant" } },
  { id = 46, name = "Brute mutant (with claw)", behaviour = "creatures.brute_mutant", params = { stats = "brute_mutant" } },
  { id = 47, name = "Tinnos wasp respawn point", behaviour = "creatures.spawner", params = { stats = "wasp_spawner" } },
  { id = 48, name = "Raptor respawn point", behaviour = "creatures.spawner", params = { stats = "raptor_spawner" } },
  { id = 49, name = "Willard spider", behaviour = "creatures.willard", params = { stats = "willard" } },
  { id = 50, name = "RX-Tech flamethrower guy", behaviour = "creatures.shooter", params = { stats = "flamethrower" } },
  { id = 51, name = "London mercenary", behaviour = "creatures.shooter", params = { stats = "swat" } },
  { id = 53, name = "Punk", behaviour = "creatures.club_worker", params = { stats = "punk" } },
  { id = 56, name = "London guard", behaviour = "creatures.shooter", params = { stats = "london_guard" } },
  { id = 57, name = "Sophia Lee", behaviour = "creatures.sophia", params = { stats = "sophia" } },
  { id = 58, name = "Cleaner robot", behaviour = "creatures.cleaner", params = { stats = "cleaner" } },
  { id = 60, name = "MP with stick", behaviour = "creatures.club_worker", params = { stats = "mp_stick" } },
  { id = 61, name = "MP with gun", behaviour = "creatures.shooter", params = { stats = "mp_gun" } },
  { id = 62, name = "Prisoner", behaviour = "creatures.club_worker", params = { stats = "prisoner" } },
  { id = 63, name = "MP with sighted gun and night sight", behaviour = "creatures.shooter", params = { stats = "swat" } },
  -- tomb3 ROBOT_SENTRY_GUN (autogun.cpp): the twin auto gun.
  { id = 64, name = "Gun turret", behaviour = "creatures.autogun", params = { stats = "autogun" } },
  { id = 65, name = "Dam guard", behaviour = "creatures.club_worker", params = { stats = "dam_guard" } },
  -- tomb3 SECURITY_LASER_ALARM/DEADLY/KILLER (lasers.cpp): beams that
  -- wake the strobe lights (318) and twin auto guns (64), take 10 a
  -- tick, or kill.
  { id = 66, name = "Tripwire", behaviour = "objects.common.security_laser", params = { kind = "alarm", alarms = { 318, 64 } } },
  { id = 67, name = "Electrified wire", behaviour = "objects.common.security_laser", params = { kind = "deadly" } },
  { id = 68, name = "Killer tripwire", behaviour = "objects.common.security_laser", params = { kind = "killer" } },
  -- The cobra's figures; Nevada's rattlesnakes: levels/tr3/NEVADA.lua.
  { id = 69, name = "Cobra / Rattlesnake", behaviour = "creatures.cobra", params = { stats = "cobra" } },
  { id = 70, name = "Shiva", behaviour = "creatures.shiva", params = { stats = "shiva" } },
  { id = 71, name = "Monkey", behaviour = "creatures.monkey", params = { stats = "monkey" } },
  { id = 73, name = "Tony Firehands", behaviour = "creatures.tony", params = { stats = "tony" } },
  { id = 74, name = "AI Guard", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_GUARD, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square it holds its post until alerted (ai/orders.lua guard)" },
  { id = 75, name = "AI Ambush", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_AMBUSH, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: alerted, it runs to the AI_AMBUSH of its key and lies in wait there (ai/orders.lua ambush)" },
  { id = 76, name = "AI Patrol 1", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_PATROL1, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: it walks between the AI_PATROL1 and AI_PATROL2 of its key (ai/orders.lua patrol); elsewhere one end of a round" },
  { id = 77, name = "AI Modify", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_MODIFY, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: what its stats' modify says (ai/orders.lua; TR3's dog lies dormant)" },
  { id = 78, name = "AI Follow", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_FOLLOW, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: it leads Lara along the AI_FOLLOWs of its key and the next ones (ai/orders.lua follow)" },
  { id = 79, name = "AI Patrol 2", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_PATROL2, DrawDummyItem, AIPickupCollision), keyed by its heading: the other end of a patrol round (ai/orders.lua patrol)" },
  { id = 80, name = "AI Path", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_X1, DrawDummyItem, AIPickupCollision), keyed by its heading: noted as ai.orders.x1 by a creature sharing its sector; none reads it yet" },
  { id = 81, name = "AI Check", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_X2, DrawDummyItem, AIPickupCollision), keyed by its heading: noted as ai.orders.x2 by a creature sharing its sector; none reads it yet" },
  { id = 82, name = "AI X3 (Unknown)", behaviour = "objects.common.marker", note = "marker: an AI object (tomb3 AI_X3, DrawDummyItem, AIPickupCollision), keyed by its heading: no creature reads it (the level keeps it out of the AI object list)" },
  -- tomb3 FallingBlock (also 84, 85): the TR1 routine.
  { id = 83, name = "Falling block", behaviour = "objects.common.falling_block" },
  -- Not in TRosettaStone's table; tomb3 objects.h FALLING_BLOCK2, FALLING_PLANK.
  { id = 84, name = "Falling block 2", behaviour = "objects.common.falling_block" },
  { id = 85, name = "Falling plank", behaviour = "objects.common.falling_block" },
  -- tomb3 Pendulum: runs while triggered, 50 a tick of contact.
  { id = 86, name = "Swinging thing", behaviour = "objects.common.swinging_blade", params = { free = true, damage = 50, collision = "object" } },
  { id = 87, name = "Teeth spikes / Barbed wire", behaviour = "objects.common.spikes", params = { death = "spikes" } },
  { id = 88, name = "Rolling ball / Barrel", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  { id = 89, name = "Giant boulder", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  -- tomb3 DartsControl: 25 a dart and 160 poison (lara/poison.lua), flying
  -- level; the blowpipe tribesman's darts are these (creatures/blowpipe.lua).
  { id = 90, name = "Disc", behaviour = "objects.common.projectile", params = { damage = 25, poison = 160, gravity = 0, spark = "RICOCHET", collision = "object" } },
  { id = 91, name = "Dart shooter", behaviour = "objects.common.dart_emitter", params = { dart = 90, sound = 151 } },
  -- tomb3 objects.h HOMING_DART_EMITTER: the same control (DartEmitterControl).
  { id = 92, name = "Homing dart shooter", behaviour = "objects.common.dart_emitter", params = { dart = 90, sound = 151 } },
  -- tomb3 objects.h DRAW_BRIDGE (not in TRosettaStone's table): TR2's drawbridge.
  { id = 93, name = "Drawbridge", behaviour = "objects.common.drawbridge" },
  -- tomb3 TeethTrap: TR1's teeth trap, 400 a tick.
  { id = 94, name = "Skeleton trap / Slamming door", behaviour = "objects.common.swinging_blade", params = { damage = 400, on_state = 1, off_state = 0, collision = "trap" } },
  { id = 97, name = "Pushable block 1", behaviour = "objects.common.pushable_block" },
  { id = 98, name = "Pushable block 2", behaviour = "objects.common.pushable_block" },
  -- tomb3 WindowControl / SmashWindow (102-104: SMASH_OBJECT1-3, the
  -- same routine), SFX_METAL_SHUTTERS_SMASH 214.
  { id = 101, name = "Destroyable boarded-up window", behaviour = "objects.common.window", params = { sound = 214 } },
  { id = 102, name = "Destroyable boarded-up window / wall", behaviour = "objects.common.window", params = { sound = 214 } },
  -- tomb3 objects.h SMASH_OBJECT2, SMASH_OBJECT3 (not in TRosettaStone's table).
  { id = 103, name = "Smashable object 2", behaviour = "objects.common.window", params = { sound = 214 } },
  { id = 104, name = "Smashable object 3", behaviour = "objects.common.window", params = { sound = 214 } },
  -- tomb3 objects.h SAW: PropellerControl, SFX_DRILL_BIT_1 (not in
  -- TRosettaStone's table); always solid (setup: ObjectCollision).
  { id = 105, name = "Saw", behaviour = "objects.common.propeller", params = { sound = 206, collision = "object" } },
  -- tomb3 HOOK (HookControl): swings while on, 50 every other tick of
  -- contact (25 a tick here); pushes her as a creature (CreatureCollision).
  { id = 106, name = "Area 51 swinger", behaviour = "objects.common.swinging_blade", params = { free = true, damage = 25, collision = "creature" } },
  -- tomb3 FallingCeiling: 300 while it falls.
  { id = 107, name = "Falling ceiling", behaviour = "objects.common.falling_ceiling", params = { damage = 300, collision = "trap" } },
  -- tomb3 SpinningBlade: rolls to the wall, 100 a tick of contact.
  { id = 108, name = "Rolling spindle", behaviour = "objects.common.spinning_blade", params = { damage = 100, collision = "object" } },
  { id = 110, name = "Subway train", behaviour = "objects.common.train" },
  -- tomb3 BladeControl: 100 a tick its blade (mesh 1) touches her; the
  -- TRosettaStone's 200 is TombEngine's figure.
  { id = 111, name = "Wall knife blade / Knife disk", behaviour = "objects.common.swinging_blade", params = { on_state = 2, off_state = 1, recoil = true, touch = 2, damage = 100, collision = "trap" } },
  -- tomb3 objects.h AVALANCHE, OILDRUMS: RollingBallControl (not in TRosettaStone's table).
  { id = 112, name = "Avalanche", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  -- tomb3 keeps TR2's icicle routine (IcicleControl).
  { id = 113, name = "Detachable stalactites", behaviour = "objects.common.icicle", params = { damage = 200, collision = "trap" } },
  -- tomb3 ControlSpikeWall: 16 a tick while the floor ahead is level, 20 a touch.
  { id = 114, name = "Spiky wall", behaviour = "objects.common.spike_wall", params = { step = 16, damage = 20 } },
  -- tomb3 CEILING_SPIKES (ControlCeilingSpikes): 5 a tick, 20 a touch.
  { id = 116, name = "Spiky vertical wall / Tunnel borer", behaviour = "objects.common.spike_wall", params = { down = true, step = 5, damage = 20 } },
  -- tomb3 AIRLOCK_SWITCH: SwitchControl / SwitchCollision, a switch.
  { id = 117, name = "Valve wheel / Pulley", behaviour = "objects.common.switch" },
  { id = 118, name = "Small wall switch", behaviour = "objects.common.switch", params = { kind = "small" } },
  -- tomb3 objects.h: 119 is FAN, 120 SMALL_FAN, 121 SWING_BOX (TRosettaStone's
  -- "damaging animatings"); PropellerControl, 200 a touch; the fans solid
  -- only at rest (TrapCollision) and passable once wound down.
  { id = 119, name = "Damaging animating 1", behaviour = "objects.common.propeller", params = { sound = 215, collision = "trap", passable_once_stopped = true } },
  { id = 120, name = "Damaging animating 2", behaviour = "objects.common.propeller", params = { sound = 217, collision = "trap", passable_once_stopped = true } },
  { id = 121, name = "Damaging animating 3", behaviour = "objects.common.swinging_blade", params = { free = true, damage = 50, collision = "object" } },
  -- tomb3 objects.h MESHSWAP1-3 (122-124): meshes other objects borrow.
  { id = 122, name = "Shiva statue", behaviour = "objects.common.unplaced", note = "mesh source (tomb3 MESHSWAP1): the stone meshes Shiva (70) wears as a statue and sheds when she wakes; the statue itself is the Shiva entity" },
  { id = 123, name = "Monkey medipack meshswap", behaviour = "objects.common.unplaced", note = "mesh source (tomb3 MESHSWAP2): the medipack a monkey carries" },
  { id = 124, name = "Monkey key meshswap", behaviour = "objects.common.unplaced", note = "mesh source (tomb3 MESHSWAP3): the key a monkey carries" },
  { id = 125, name = "UI frame", behaviour = "objects.common.unplaced", note = "the frame UI text boxes are drawn in (tomb3 BORDERS)" },
  { id = 126, name = "Oil drums", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  -- TR2's handle (tomb3 DeathSlideCollision/ControlDeathSlide: the same
  -- bounds, 371 ahead, 5 a tick up to 100); her grab is found through her
  -- stand animation's change to state 70, her drop is the fall start.
  { id = 127, name = "Zipline handle", behaviour = "objects.common.zipline", params = { grab_anim = false, fall_anim = false } },
  { id = 128, name = "Push-button switch", behaviour = "objects.common.switch", params = { kind = "button" } },
  { id = 129, name = "Wall switch", behaviour = "objects.common.switch" },
  { id = 130, name = "Underwater switch", behaviour = "objects.common.switch", params = { underwater = true } },
  { id = 131, name = "Door 1", behaviour = "objects.common.door" },
  { id = 132, name = "Door 2", behaviour = "objects.common.door" },
  { id = 133, name = "Door 3", behaviour = "objects.common.door" },
  { id = 134, name = "Door 4", behaviour = "objects.common.door" },
  { id = 135, name = "Door 5", behaviour = "objects.common.door" },
  { id = 136, name = "Door 6", behaviour = "objects.common.door" },
  { id = 137, name = "Door 7", behaviour = "objects.common.door" },
  { id = 138, name = "Door 8", behaviour = "objects.common.door" },
  { id = 139, name = "Trapdoor 1", behaviour = "objects.common.trapdoor" },
  { id = 140, name = "Trapdoor 2", behaviour = "objects.common.trapdoor" },
  { id = 141, name = "Trapdoor 3", behaviour = "objects.common.trapdoor" },
  { id = 142, name = "Bridge flat", behaviour = "objects.common.bridge", params = { tilt = 0 } },
  { id = 143, name = "Bridge tilt 1", behaviour = "objects.common.bridge", params = { tilt = 1 } },
  { id = 144, name = "Bridge tilt 2", behaviour = "objects.common.bridge", params = { tilt = 2 } },
  { id = 145, name = "Passport (opening up) (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 146, name = "Stopwatch (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 147, name = "Lara’s Home photo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- tomb3 PLAYER_1-10: cutscene figures playing their animation.
  { id = 148, name = "Cutscene actor 1", behaviour = "objects.common.cutscene_actor" },
  { id = 149, name = "Cutscene actor 2", behaviour = "objects.common.cutscene_actor" },
  { id = 150, name = "Cutscene actor 3", behaviour = "objects.common.cutscene_actor" },
  { id = 151, name = "Cutscene actor 4", behaviour = "objects.common.cutscene_actor" },
  { id = 152, name = "Cutscene actor 5", behaviour = "objects.common.cutscene_actor" },
  { id = 153, name = "Cutscene actor 6", behaviour = "objects.common.cutscene_actor" },
  { id = 154, name = "Cutscene actor 7", behaviour = "objects.common.cutscene_actor" },
  { id = 155, name = "Cutscene actor 8", behaviour = "objects.common.cutscene_actor" },
  { id = 156, name = "Cutscene actor 9", behaviour = "objects.common.cutscene_actor" },
  { id = 158, name = "Passport (closed) (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 159, name = "Map (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 160, name = "Pistols", behaviour = "objects.common.pickup", params = { item = 160 } },
  { id = 161, name = "Shotgun", behaviour = "objects.common.pickup", params = { item = 161 } },
  { id = 162, name = "Desert Eagle", behaviour = "objects.common.pickup", params = { item = 162 } },
  { id = 163, name = "Uzis", behaviour = "objects.common.pickup", params = { item = 163 } },
  { id = 164, name = "Harpoon gun", behaviour = "objects.common.pickup", params = { item = 164 } },
  { id = 165, name = "MP5", behaviour = "objects.common.pickup", params = { item = 165 } },
  { id = 166, name = "Rocket launcher", behaviour = "objects.common.pickup", params = { item = 166 } },
  { id = 167, name = "Grenade launcher", behaviour = "objects.common.pickup", params = { item = 167 } },
  { id = 168, name = "Pistol ammo", behaviour = "objects.common.pickup", params = { item = 168 } },
  { id = 169, name = "Shotgun ammo", behaviour = "objects.common.pickup", params = { item = 169 } },
  { id = 170, name = "Desert Eagle ammo", behaviour = "objects.common.pickup", params = { item = 170 } },
  { id = 171, name = "Uzi ammo", behaviour = "objects.common.pickup", params = { item = 171 } },
  { id = 172, name = "Harpoons", behaviour = "objects.common.pickup", params = { item = 172 } },
  { id = 173, name = "MP5 ammo", behaviour = "objects.common.pickup", params = { item = 173 } },
  { id = 174, name = "Rockets", behaviour = "objects.common.pickup", params = { item = 174 } },
  { id = 175, name = "Grenades", behaviour = "objects.common.pickup", params = { item = 175 } },
  { id = 176, name = "Small medipack", behaviour = "objects.common.pickup", params = { item = 176 } },
  { id = 177, name = "Large medipack", behaviour = "objects.common.pickup", params = { item = 177 } },
  -- A box of flares holds eight (tomb3 FLARE_AMMO_BOX); a single flare one.
  { id = 178, name = "Flares", behaviour = "objects.common.pickup", params = { item = 178, count = 8 } },
  { id = 179, name = "Flare", behaviour = "objects.common.flare", params = { item = 178 } },
  -- Taken into the inventory (the ring's save crystals), where the game may
  -- spend it on a save: pickup_event asks the game to save (world.save_game()).
  -- Spins and floats (tomb3 AnimatingPickUp).
  { id = 180, name = "Savegame crystal", behaviour = "objects.common.pickup_event", params = { item = 180, save_request = true, spin = 1024, bob = 256 } },
  { id = 181, name = "Sunglasses (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 182, name = "Portable CD Player (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 183, name = "Direction keys (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 184, name = "Globe (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 185, name = "Pistols (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 186, name = "Shotgun (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 187, name = "Desert Eagle (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 188, name = "Uzis (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 189, name = "Harpoon gun (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 190, name = "MP5 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 191, name = "Rocket launcher (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 192, name = "Grenade gun (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 193, name = "Pistol ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 194, name = "Shotgun ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 195, name = "Desert Eagle ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 196, name = "Uzi ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 197, name = "Harpoons (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 198, name = "MP5 ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 199, name = "Rockets (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 200, name = "Grenades (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 201, name = "Small medipack (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 202, name = "Large medipack (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 203, name = "Flares (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 204, name = "Savegame crystal (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 205, name = "Puzzle 1", behaviour = "objects.common.pickup", params = { item = 205 } },
  { id = 206, name = "Puzzle 2", behaviour = "objects.common.pickup", params = { item = 206 } },
  { id = 207, name = "Puzzle 3", behaviour = "objects.common.pickup", params = { item = 207 } },
  { id = 208, name = "Puzzle 4", behaviour = "objects.common.pickup", params = { item = 208 } },
  { id = 209, name = "Puzzle 1 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 210, name = "Puzzle 2 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 211, name = "Puzzle 3 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 212, name = "Puzzle 4 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- Puzzle holes take their piece and then show it, wearing the
  -- meshes of their done model (217-220; tomb3 PuzzleHoleCollision).
  { id = 213, name = "Slot 1 empty", behaviour = "objects.common.keyhole", params = { item = 205, kind = "puzzle", done_model = 217 } },
  { id = 214, name = "Slot 2 empty", behaviour = "objects.common.keyhole", params = { item = 206, kind = "puzzle", done_model = 218 } },
  { id = 215, name = "Slot 3 empty", behaviour = "objects.common.keyhole", params = { item = 207, kind = "puzzle", done_model = 219 } },
  { id = 216, name = "Slot 4 empty", behaviour = "objects.common.keyhole", params = { item = 208, kind = "puzzle", done_model = 220 } },
  -- A hole placed already filled: used from the start, takes nothing.
  { id = 217, name = "Slot 1 full", behaviour = "objects.common.keyhole", params = { item = 205, kind = "puzzle", done = true } },
  { id = 218, name = "Slot 2 full", behaviour = "objects.common.keyhole", params = { item = 206, kind = "puzzle", done = true } },
  { id = 219, name = "Slot 3 full", behaviour = "objects.common.keyhole", params = { item = 207, kind = "puzzle", done = true } },
  { id = 220, name = "Slot 4 full", behaviour = "objects.common.keyhole", params = { item = 208, kind = "puzzle", done = true } },
  { id = 224, name = "Key 1", behaviour = "objects.common.pickup", params = { item = 224 } },
  { id = 225, name = "Key 2", behaviour = "objects.common.pickup", params = { item = 225 } },
  { id = 226, name = "Key 3", behaviour = "objects.common.pickup", params = { item = 226 } },
  { id = 227, name = "Key 4", behaviour = "objects.common.pickup", params = { item = 227 } },
  { id = 228, name = "Key 1 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 229, name = "Key 2 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 230, name = "Key 3 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 231, name = "Key 4 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 232, name = "Keyhole 1", behaviour = "objects.common.keyhole", params = { item = 224 } },
  { id = 233, name = "Keyhole 2", behaviour = "objects.common.keyhole", params = { item = 225 } },
  { id = 234, name = "Keyhole 3", behaviour = "objects.common.keyhole", params = { item = 226 } },
  { id = 235, name = "Keyhole 4", behaviour = "objects.common.keyhole", params = { item = 227 } },
  { id = 236, name = "Quest item 1", behaviour = "objects.common.pickup", params = { item = 236 } },
  { id = 237, name = "Quest item 2", behaviour = "objects.common.pickup", params = { item = 237 } },
  { id = 238, name = "Quest item 1 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 239, name = "Quest item 2 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- The artefacts (tomb3 ICON_PICKUP1-4_ITEM): pickups that turn where they
  -- lie (AnimatingPickUp); 244-247 are their ring models.
  { id = 240, name = "Infada stone", behaviour = "objects.common.pickup_event", params = { item = 240, spin = 1024 } },
  { id = 241, name = "Element 115", behaviour = "objects.common.pickup_event", params = { item = 241, spin = 1024 } },
  { id = 242, name = "Eye of Isis", behaviour = "objects.common.pickup_event", params = { item = 242, spin = 1024 } },
  { id = 243, name = "Ora dagger", behaviour = "objects.common.pickup_event", params = { item = 243, spin = 1024 } },
  { id = 244, name = "Infada stone (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 245, name = "Element 115 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 246, name = "Eye of Isis (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 247, name = "Ora dagger (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 272, name = "Keys (sprite) 1", behaviour = "objects.common.unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  { id = 273, name = "Keys (sprite) 2", behaviour = "objects.common.unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  { id = 276, name = "Infada stone (pickup display)", behaviour = "objects.common.unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  { id = 277, name = "Element 115 (pickup display)", behaviour = "objects.common.unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  { id = 278, name = "Eye of Isis (pickup display)", behaviour = "objects.common.unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  { id = 279, name = "Ora dagger (pickup display)", behaviour = "objects.common.unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  -- tomb3 FIREHEAD (firehead.cpp): rears and blows a flame jet whose
  -- deadly reach grows 32 a tick to 2048, setting Lara alight.
  { id = 282, name = "Fire-breathing dragon statue", behaviour = "objects.common.fire_head" },
  { id = 285, name = "Unknown visible 285", behaviour = "objects.common.marker", note = "tomb3 ALARM_SOUND: setup.cpp gives it no routine (no control, no collision): nothing in TR3 makes it act" },
  { id = 287, name = "Tyrannosaur", behaviour = "creatures.trex3", params = { stats = "trex", death = "trex" } },
  { id = 288, name = "Raptor", behaviour = "creatures.raptor3", params = { stats = "raptor" } },
  { id = 291, name = "Laser sweeper", behaviour = "objects.common.laser_sweeper" },
  { id = 292, name = "Electrified Field", behaviour = "objects.common.electric_fence" },
  { id = 294, name = "Shadow sprite", behaviour = "objects.common.unplaced", note = "the blob shadow sprite drawn under creatures" },
  -- tomb3 DetonatorCollision: TR2's box, taking Key 2 (225).
  { id = 295, name = "Detonator switch box", behaviour = "objects.common.detonator", params = { item = 225, mode = "plunger", sound = 105 } },
  { id = 296, name = "Misc sprites", behaviour = "objects.common.unplaced", note = "explosion sprites (tomb3 EXPLOSION1)" },
  { id = 297, name = "Bubble", behaviour = "objects.common.unplaced", note = "bubble sprites (particles.BUBBLES)" },
  { id = 299, name = "Glow", behaviour = "objects.common.unplaced", note = "the glow sprite of lights and flares" },
  { id = 300, name = "Gunflare", behaviour = "objects.common.unplaced", note = "the pistols' muzzle flash, attached by lara.guns" },
  { id = 301, name = "Gunflare (MP5)", behaviour = "objects.common.unplaced", note = "the MP5's muzzle flash, attached by lara.guns" },
  { id = 304, name = "Look At item", behaviour = "objects.common.marker" },
  -- Spray at a waterfall's foot while triggered (tomb3 WaterFall, as TR1's).
  { id = 305, name = "Waterfall mist", behaviour = "objects.common.emitters", params = { effect = "MIST", every = 4 } },
  -- tomb3 DIVER_HARPOON: the scuba diver's harpoon (creatures/missile.lua).
  { id = 306, name = "Harpoon (diver's)", behaviour = "creatures.missile", params = { stats = "harpoon" } },
  -- tomb3 DRAGON_FIRE: the flamethrower man's flame and the lizard man's
  -- and the mutants' poison gas (creatures/missile.lua; the launcher names
  -- which: its flight's `kind`).
  { id = 307, name = "Flame (missile)", behaviour = "creatures.missile", params = { stats = "flame" } },
  -- Shells in flight, spawned by Lara's rocket launcher, harpoon gun and
  -- grenade gun (weapons/projectile.lua); the big gun's rocket (309) flies
  -- as a creature missile with its own stats (creatures/missile.lua).
  { id = 309, name = "Rocket (single)", behaviour = "weapons.projectile" },
  { id = 310, name = "Harpoon (single)", behaviour = "weapons.projectile" },
  { id = 311, name = "Grenade (single)", behaviour = "weapons.projectile" },
  -- Area 51's rocket launch (tomb3 51rocket.cpp): the rocket (SPECIAL_FX1,
  -- ControlArea51Rocket: ignition, blast fire, lift-off, shake), its idling
  -- exhaust (SPECIAL_FX2, the same routine's smoke) and the gantry's struts
  -- (SPECIAL_FX3, ControlArea51Struts) swinging away as it climbs.
  { id = 312, name = "Big missile", behaviour = "objects.common.area51_rocket", params = { role = "rocket" } },
  { id = 313, name = "Smoke", behaviour = "objects.common.area51_rocket", params = { role = "smoke" } },
  { id = 314, name = "Movable Boom", behaviour = "objects.common.area51_rocket", params = { role = "struts" } },
  { id = 315, name = "Lara skin", behaviour = "objects.common.unplaced", note = "Lara's outfit meshes her model borrows (tomb3 LARA_SKIN)" },
  { id = 316, name = "Glow 2", behaviour = "objects.common.unplaced", note = "glow sprites (tomb3 O_LAVA: the lava emitter's drops)" },
  { id = 317, name = "Unknown visible 317", behaviour = "objects.common.marker", note = "tomb3 LAVA_EMITTER: setup.cpp gives it no routine in TR3 (the lava sprites are 316)" },
  -- Lights (objects/common/light.lua; tomb3 objlight.cpp, effect2.cpp
  -- ControlColouredLights): 318 STROBE_LIGHT, 319 ELECTRICAL_LIGHT, 321
  -- PULSE_LIGHT, 322 EXTRA_LIGHT1 (a beacon), 324-328 RED..WHITE_LIGHT.
  -- The strobe's sound is SFX_ALARM_1 (208).
  { id = 318, name = "Alarm light", behaviour = "objects.common.light", params = { mode = "strobe", colour = { 255, 96, 0 }, falloff = 6, beam_falloff = 12, sound = 208 } },
  { id = 319, name = "Light", behaviour = "objects.common.light", params = { mode = "flicker", colour = { 248, 248, 255 }, falloff = 16 } },
  { id = 321, name = "Light 2", behaviour = "objects.common.light", params = { mode = "pulse", colour = { 255, 96, 0 } } },
  { id = 322, name = "Pulsating Light", behaviour = "objects.common.light", params = { mode = "blink", colour = { 255, 255, 240 }, period = 64, lit = 3, falloff = 16 } },
  { id = 324, name = "Red Light", behaviour = "objects.common.light", params = { colour = { 255, 0, 0 }, falloff = 24 } },
  { id = 325, name = "Green Light", behaviour = "objects.common.light", params = { colour = { 0, 255, 0 }, falloff = 24 } },
  { id = 326, name = "Blue Light", behaviour = "objects.common.light", params = { colour = { 0, 0, 255 }, falloff = 24 } },
  { id = 327, name = "Light 3", behaviour = "objects.common.light", params = { colour = { 255, 192, 0 }, falloff = 24 } },
  { id = 328, name = "Light 4", behaviour = "objects.common.light", params = { colour = { 224, 224, 255 }, falloff = 24 } },
  -- tomb3 FLAME_EMITTER (big fire), FLAME_EMITTER2 (small), FLAME_EMITTER3
  -- (a jet) and SIDE_FLAME_EMITTER: each keeps one FLAME effect burning
  -- while on; TR3 items carry no OCB, so each burns in place.
  { id = 330, name = "Fire", behaviour = "objects.common.flame_emitter" },
  { id = 331, name = "Alternate Fire", behaviour = "objects.common.flame_emitter" },
  { id = 332, name = "Alternate Fire 2", behaviour = "objects.common.flame_emitter" },
  { id = 333, name = "Fire 2", behaviour = "objects.common.flame_emitter" },
  -- tomb3 SMOKE_EMITTER_WHITE/BLACK, STEAM_EMITTER (ControlSmokeEmitter, as
  -- TR4's) and GHOST_GAS_EMITTER (ControlGhostGasEmitter: a diver's pale
  -- green gas, drawn here as white smoke).
  { id = 334, name = "Smoke 2", behaviour = "objects.common.emitters", params = { effect = "SMOKE_WHITE", every = 2 } },
  { id = 335, name = "Smoke 3", behaviour = "objects.common.emitters", params = { effect = "SMOKE_BLACK", every = 2 } },
  { id = 336, name = "Smoke 4", behaviour = "objects.common.emitters", params = { effect = "SMOKE_WHITE", every = 2, steam = true } },
  { id = 337, name = "Greenish Smoke", behaviour = "objects.common.emitters", params = { effect = "SMOKE_WHITE", every = 2 } },
  -- tomb3 fish.cpp: schools of 24 about their emitter (creatures/school.lua,
  -- the swarm module's "school" kind); piranhas bite Lara in their room.
  -- Each level's ranges: scripts/levels/tr3/<LEVEL>.lua.
  { id = 338, name = "Pirahnas", behaviour = "creatures.locusts", params = { stats = "piranhas" } },
  { id = 339, name = "Fish", behaviour = "creatures.locusts", params = { stats = "fish" } },
  -- tomb3 BAT_EMITTER: 32 bats (particles.BATS) fly off, SFX_BATS_1, removed.
  { id = 347, name = "Bat swarm", behaviour = "objects.common.bat_swarm" },
  { id = 349, name = "Animating 1", behaviour = "objects.common.animating" },
  { id = 350, name = "Animating 2", behaviour = "objects.common.animating" },
  { id = 351, name = "Animating 3", behaviour = "objects.common.animating" },
  { id = 352, name = "Animating 4", behaviour = "objects.common.animating" },
  { id = 353, name = "Animating 5", behaviour = "objects.common.animating" },
  { id = 354, name = "Animating 6", behaviour = "objects.common.animating" },
  { id = 355, name = "Skybox", behaviour = "objects.common.unplaced", note = "the sky dome the renderer draws" },
  { id = 356, name = "Font graphics", behaviour = "objects.common.unplaced", note = "font glyphs" },
  -- tomb3 DING_DONG (ControlDingDong: SFX_DOORBELL 334 once, then its code
  -- bits clear) and LARA_ALARM (ControlLaraAlarm: SFX_BURGLAR_ALARM 335
  -- while on).
  { id = 357, name = "Doorbell", behaviour = "objects.common.sound_emitter", params = { sound = 334, mode = "once" } },
  { id = 358, name = "Burglar alarm", behaviour = "objects.common.sound_emitter", params = { sound = 335, mode = "while_on" } },
  -- tomb3 winston.cpp: the butler follows Lara about the house; in his
  -- camouflage suit he takes the butler's place, shields himself with his
  -- tray from her aim, falls when shot out and gets up again.
  { id = 360, name = "Winston", behaviour = "creatures.winston", params = { stats = "winston" } },
  { id = 361, name = "Winston in camo suit", behaviour = "creatures.winston",
            params = { stats = "army_winston" } },
  { id = 362, name = "Timer font graphics", behaviour = "objects.common.unplaced", note = "the timer's digits (tomb3 ASSAULT_NUMBERS)" },
  -- tomb3 EarthQuake (objects.cpp): a running rumble (SFX_EARTHQUAKE_LOOP
  -- 107) whose shake swells and eases; the TR1 module's jolts with that
  -- sound for both.
  { id = 365, name = "Earthquake", behaviour = "objects.common.earthquake", params = { rumble = 107, thud = 107 } },
  { id = 366, name = "Yellow shell casing", behaviour = "objects.common.unplaced", note = "a pistol cartridge case thrown from a gun: an effect" },
  { id = 367, name = "Red shell casing", behaviour = "objects.common.unplaced", note = "a shotgun shell thrown from a gun: an effect" },
  -- tomb3 EXTRAFX3 (ControlRotateyThing): the Tinnos arena's light shaft
  -- turns by its animation while triggered and is removed once its trigger
  -- goes off; the arena's bosses (Willard/Tinnos) are issue 18.
  -- tomb3 EXTRAFX1: the claw mutant's plasma ball.
  { id = 368, name = "Plasma ball (missile)", behaviour = "creatures.missile", params = { stats = "plasma" } },
  { id = 370, name = "Tinnos light shaft", behaviour = "objects.common.lives_while_on" },
  -- The bosses' missiles (creatures/missile.lua): tomb3 TONYFIREBALL,
  -- EXTRAFX2 (Willard's plasma), EXTRAFX4 (Sophia Lee's bolts).
  { id = 283, name = "Tony's fireball (missile)", behaviour = "creatures.missile", params = { stats = "tony_fireball" } },
  { id = 369, name = "Willard's plasma (missile)", behaviour = "creatures.missile", params = { stats = "willard_plasma" } },
  { id = 371, name = "Sophia's bolt (missile)", behaviour = "creatures.missile", params = { stats = "sophia_bolt" } },
  -- tomb3 EXTRAFX6 (ControlFusebox): one shot bursts it; on Sophia Lee's
  -- level it fires its heavy triggers and counts in
  -- world.level_state().fuse_boxes_burst, which her fight (issue 18) reads
  -- (the original lowers LON_BOSS's shield, item_flags[2]).
  { id = 373, name = "Electrical switch box", behaviour = "objects.common.fuse_box" },
})
