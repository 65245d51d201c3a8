-- The Tomb Raider 3 catalogue: every entity type id of spec 000 §15.1 mapped to a
-- behaviour module (objects/common/<name>.lua) and its parameters. Types whose
-- behaviour is not written yet are explicitly "inert". Lara (0) comes with her
-- own scripts in a later issue. Generated from the spec's table, then edited.
return {
  [0] = { name = "Lara", behaviour = "lara.player" },
  [1] = { name = "Lara pistol animation", behaviour = "lara.part" },
  [2] = { name = "Lara’s ponytail", behaviour = "unplaced", note = "Lara's ponytail: drawn and swung by the hair simulation" },
  [3] = { name = "Lara shotgun animation", behaviour = "lara.part" },
  [4] = { name = "Lara Desert Eagle animation", behaviour = "lara.part" },
  [5] = { name = "Lara Uzi animation", behaviour = "lara.part" },
  [6] = { name = "Lara MP5 animation", behaviour = "lara.part" },
  [7] = { name = "Lara rocket launcher animation", behaviour = "lara.part" },
  [8] = { name = "Lara grenade gun animation", behaviour = "lara.part" },
  [9] = { name = "Lara harpoon gun animation", behaviour = "lara.part" },
  [10] = { name = "Lara flare animation", behaviour = "lara.part" },
  -- tomb3 objects.h: 11 is VEHICLE_ANIM, Lara's animations on every TR3
  -- vehicle (the spec's "UPV animation"; scripts/vehicles/*.lua borrow
  -- it); 12 is VEHICLE_EXTRA (more of them: the mine cart's, the UPV's);
  -- 19 is the UPV itself (the spec's "Hydro propeller (?)").
  [11] = { name = "Lara vehicle animation", behaviour = "lara.part" },
  [12] = { name = "Lara vehicle extra animation", behaviour = "lara.part" },
  [14] = { name = "Kayak", behaviour = "vehicles.kayak" },
  [15] = { name = "Inflatable boat", behaviour = "vehicles.boat3" },
  -- Lara's vehicles (vehicles/common.lua): she gets on beside them with Action.
  [16] = { name = "Quadbike", behaviour = "vehicles.quadbike" },
  -- The mine cart rides the rail the floor data lays (vehicles/rail.lua);
  -- the big gun is a mounted rocket gun (vehicles/turret.lua); the UPV
  -- dives (vehicles/dive.lua).
  [17] = { name = "Mine cart", behaviour = "vehicles.minecart" },
  [18] = { name = "Big gun", behaviour = "vehicles.big_gun" },
  [19] = { name = "UPV", behaviour = "vehicles.upv" },
  -- TR3's people (creatures/stats/tr3.lua): tribesmen, gunmen, guards, brawlers.
  [20] = { name = "Tribesman with spiked axe", behaviour = "creatures.tribe_axe", params = { stats = "tribe_axe" } },
  [21] = { name = "Tribesman with poison-dart gun", behaviour = "creatures.blowpipe", params = { stats = "blowpipe" } },
  [22] = { name = "Dog", behaviour = "creatures.dog", params = { stats = "dog" } },
  [23] = { name = "Rat", behaviour = "creatures.mouse", params = { stats = "rat" } },
  -- tomb3 KILL_ALL_TRIGGERS (KillAllCurrentItems / KillEverything): when
  -- triggered every active object but Lara, flares and doors (and
  -- reversed ones) is removed.
  [24] = { name = "Kill All Triggers", behaviour = "kill_all", params = { spare = { 0, 179, 131, 132, 133, 134, 135, 136, 137, 138 } } },
  [25] = { name = "Killer whale", behaviour = "creatures.orca", params = { stats = "killer_whale" } },
  [26] = { name = "Scuba diver", behaviour = "creatures.diver", params = { stats = "diver" } },
  [27] = { name = "Crow", behaviour = "creatures.bird", params = { stats = "crow" } },
  [28] = { name = "Tiger", behaviour = "creatures.big_cat", params = { stats = "tiger" } },
  [29] = { name = "Vulture", behaviour = "creatures.bird", params = { stats = "vulture" } },
  [30] = { name = "Assault-course target", behaviour = "assault_target" },
  -- tomb3 BOO_MUTANT (boomute.cpp): an animation breathing gas once opened.
  [31] = { name = "Crawler mutant in closet", behaviour = "creatures.closet_mutant", params = { stats = "closet_mutant" } },
  [32] = { name = "Crocodile (in water)", behaviour = "creatures.crocodile", params = { stats = "crocodile" } },
  [34] = { name = "Compsognathus", behaviour = "creatures.compy", params = { stats = "compy" } },
  [35] = { name = "Lizard man", behaviour = "creatures.lizard_man", params = { stats = "lizard_man" } },
  [36] = { name = "Puna", behaviour = "creatures.puna", params = { stats = "puna" } },
  [37] = { name = "Mercenary", behaviour = "creatures.shooter", params = { stats = "mercenary" } },
  -- tomb3 CARCASS (CarcassControl): dropped by its trigger, it falls and
  -- rolls onto its side; in water it is the piranhas' bait.
  [38] = { name = "Raptor hung by rope", behaviour = "carcass" },
  [39] = { name = "RX-Tech guy in red jacket", behaviour = "creatures.shooter", params = { stats = "rx_tech_guard" } },
  [40] = { name = "RX-Tech guy with gun", behaviour = "creatures.shooter", params = { stats = "rx_tech_gunman" } },
  [41] = { name = "Dog (Antarctica)", behaviour = "creatures.dog", params = { stats = "dog" } },
  -- tomb3 BURNT_MUTANT (sealmute.cpp): the seal mutant of Antarctica.
  [42] = { name = "Crawler mutant", behaviour = "creatures.seal_mutant", params = { stats = "seal_mutant" } },
  [44] = { name = "Tinnos wasp", behaviour = "creatures.wasp", params = { stats = "tinnos_wasp" } },
  -- tomb3 MUTANT2 (clawmute.cpp) and MUTANT3 (hybrid.cpp).
  [45] = { name = "Tinnos monster", behaviour = "creatures.claw_mutant", params = { stats = "claw_mutant" } },
  [46] = { name = "Brute mutant (with claw)", behaviour = "creatures.brute_mutant", params = { stats = "brute_mutant" } },
  [47] = { name = "Tinnos wasp respawn point", behaviour = "creatures.spawner", params = { stats = "wasp_spawner" } },
  [48] = { name = "Raptor respawn point", behaviour = "creatures.spawner", params = { stats = "raptor_spawner" } },
  [49] = { name = "Willard spider", behaviour = "creatures.willard", params = { stats = "willard" } },
  [50] = { name = "RX-Tech flamethrower guy", behaviour = "creatures.shooter", params = { stats = "flamethrower" } },
  [51] = { name = "London mercenary", behaviour = "creatures.shooter", params = { stats = "swat" } },
  [53] = { name = "Punk", behaviour = "creatures.club_worker", params = { stats = "punk" } },
  [56] = { name = "London guard", behaviour = "creatures.shooter", params = { stats = "london_guard" } },
  [57] = { name = "Sophia Lee", behaviour = "creatures.sophia", params = { stats = "sophia" } },
  [58] = { name = "Cleaner robot", behaviour = "creatures.cleaner", params = { stats = "cleaner" } },
  [60] = { name = "MP with stick", behaviour = "creatures.club_worker", params = { stats = "mp_stick" } },
  [61] = { name = "MP with gun", behaviour = "creatures.shooter", params = { stats = "mp_gun" } },
  [62] = { name = "Prisoner", behaviour = "creatures.club_worker", params = { stats = "prisoner" } },
  [63] = { name = "MP with sighted gun and night sight", behaviour = "creatures.shooter", params = { stats = "swat" } },
  -- tomb3 ROBOT_SENTRY_GUN (autogun.cpp): the twin auto gun.
  [64] = { name = "Gun turret", behaviour = "creatures.autogun", params = { stats = "autogun" } },
  [65] = { name = "Dam guard", behaviour = "creatures.club_worker", params = { stats = "dam_guard" } },
  -- tomb3 SECURITY_LASER_ALARM/DEADLY/KILLER (lasers.cpp): beams that
  -- wake the strobe lights (318) and twin auto guns (64), take 10 a
  -- tick, or kill.
  [66] = { name = "Tripwire", behaviour = "security_laser", params = { kind = "alarm", alarms = { 318, 64 } } },
  [67] = { name = "Electrified wire", behaviour = "security_laser", params = { kind = "deadly" } },
  [68] = { name = "Killer tripwire", behaviour = "security_laser", params = { kind = "killer" } },
  -- The cobra's figures; Nevada's rattlesnakes: levels/tr3/NEVADA.lua.
  [69] = { name = "Cobra / Rattlesnake", behaviour = "creatures.cobra", params = { stats = "cobra" } },
  [70] = { name = "Shiva", behaviour = "creatures.shiva", params = { stats = "shiva" } },
  [71] = { name = "Monkey", behaviour = "creatures.monkey", params = { stats = "monkey" } },
  [73] = { name = "Tony Firehands", behaviour = "creatures.tony", params = { stats = "tony" } },
  [74] = { name = "AI Guard", behaviour = "marker", note = "marker: an AI object (tomb3 AI_GUARD, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square it holds its post until alerted (ai/orders.lua guard)" },
  [75] = { name = "AI Ambush", behaviour = "marker", note = "marker: an AI object (tomb3 AI_AMBUSH, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: alerted, it runs to the AI_AMBUSH of its key and lies in wait there (ai/orders.lua ambush)" },
  [76] = { name = "AI Patrol 1", behaviour = "marker", note = "marker: an AI object (tomb3 AI_PATROL1, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: it walks between the AI_PATROL1 and AI_PATROL2 of its key (ai/orders.lua patrol); elsewhere one end of a round" },
  [77] = { name = "AI Modify", behaviour = "marker", note = "marker: an AI object (tomb3 AI_MODIFY, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: what its stats' modify says (ai/orders.lua; TR3's dog lies dormant)" },
  [78] = { name = "AI Follow", behaviour = "marker", note = "marker: an AI object (tomb3 AI_FOLLOW, DrawDummyItem, AIPickupCollision), keyed by its heading: on a creature's start square: it leads Lara along the AI_FOLLOWs of its key and the next ones (ai/orders.lua follow)" },
  [79] = { name = "AI Patrol 2", behaviour = "marker", note = "marker: an AI object (tomb3 AI_PATROL2, DrawDummyItem, AIPickupCollision), keyed by its heading: the other end of a patrol round (ai/orders.lua patrol)" },
  [80] = { name = "AI Path", behaviour = "marker", note = "marker: an AI object (tomb3 AI_X1, DrawDummyItem, AIPickupCollision), keyed by its heading: noted as ai.orders.x1 by a creature sharing its sector; none reads it yet" },
  [81] = { name = "AI Check", behaviour = "marker", note = "marker: an AI object (tomb3 AI_X2, DrawDummyItem, AIPickupCollision), keyed by its heading: noted as ai.orders.x2 by a creature sharing its sector; none reads it yet" },
  [82] = { name = "AI X3 (Unknown)", behaviour = "marker", note = "marker: an AI object (tomb3 AI_X3, DrawDummyItem, AIPickupCollision), keyed by its heading: no creature reads it (the level keeps it out of the AI object list)" },
  -- tomb3 FallingBlock (also 84, 85): the TR1 routine.
  [83] = { name = "Falling block", behaviour = "falling_block" },
  -- Not in the spec's table; tomb3 objects.h FALLING_BLOCK2, FALLING_PLANK.
  [84] = { name = "Falling block 2", behaviour = "falling_block" },
  [85] = { name = "Falling plank", behaviour = "falling_block" },
  -- tomb3 Pendulum: runs while triggered, 50 a tick of contact.
  [86] = { name = "Swinging thing", behaviour = "swinging_blade", params = { free = true, damage = 50 } },
  [87] = { name = "Teeth spikes / Barbed wire", behaviour = "spikes", params = { death = "spikes" } },
  [88] = { name = "Rolling ball / Barrel", behaviour = "boulder", params = { death = "boulder" } },
  [89] = { name = "Giant boulder", behaviour = "boulder", params = { death = "boulder" } },
  -- tomb3 DartsControl: 25 a dart and 160 poison (lara/poison.lua), flying
  -- level; the blowpipe tribesman's darts are these (creatures/blowpipe.lua).
  [90] = { name = "Disc", behaviour = "projectile", params = { damage = 25, poison = 160, gravity = 0, spark = "RICOCHET" } },
  [91] = { name = "Dart shooter", behaviour = "dart_emitter", params = { dart = 90, sound = 151 } },
  -- tomb3 objects.h HOMING_DART_EMITTER: the same control (DartEmitterControl).
  [92] = { name = "Homing dart shooter", behaviour = "dart_emitter", params = { dart = 90, sound = 151 } },
  -- tomb3 objects.h DRAW_BRIDGE (not in the spec's table): TR2's drawbridge.
  [93] = { name = "Drawbridge", behaviour = "drawbridge" },
  -- tomb3 TeethTrap: TR1's teeth trap, 400 a tick.
  [94] = { name = "Skeleton trap / Slamming door", behaviour = "swinging_blade", params = { damage = 400, on_state = 1, off_state = 0 } },
  [97] = { name = "Pushable block 1", behaviour = "pushable_block" },
  [98] = { name = "Pushable block 2", behaviour = "pushable_block" },
  -- tomb3 WindowControl / SmashWindow (102-104: SMASH_OBJECT1-3, the
  -- same routine), SFX_METAL_SHUTTERS_SMASH 214.
  [101] = { name = "Destroyable boarded-up window", behaviour = "window", params = { sound = 214 } },
  [102] = { name = "Destroyable boarded-up window / wall", behaviour = "window", params = { sound = 214 } },
  -- tomb3 objects.h SMASH_OBJECT2, SMASH_OBJECT3 (not in the spec's table).
  [103] = { name = "Smashable object 2", behaviour = "window", params = { sound = 214 } },
  [104] = { name = "Smashable object 3", behaviour = "window", params = { sound = 214 } },
  -- tomb3 objects.h SAW: PropellerControl, SFX_DRILL_BIT_1 (not in the spec's table).
  [105] = { name = "Saw", behaviour = "propeller", params = { sound = 206 } },
  -- tomb3 HOOK (HookControl): swings while on, 50 every other tick of
  -- contact (25 a tick here).
  [106] = { name = "Area 51 swinger", behaviour = "swinging_blade", params = { free = true, damage = 25 } },
  -- tomb3 FallingCeiling: 300 while it falls.
  [107] = { name = "Falling ceiling", behaviour = "falling_ceiling", params = { damage = 300 } },
  -- tomb3 SpinningBlade: rolls to the wall, 100 a tick of contact.
  [108] = { name = "Rolling spindle", behaviour = "spinning_blade", params = { damage = 100 } },
  [110] = { name = "Subway train", behaviour = "train" },
  -- tomb3 BladeControl: 100 a tick its blade (mesh 1) touches her; the
  -- spec's 200 is TombEngine's figure.
  [111] = { name = "Wall knife blade / Knife disk", behaviour = "swinging_blade", params = { on_state = 2, off_state = 1, recoil = true, touch = 2, damage = 100 } },
  -- tomb3 objects.h AVALANCHE, OILDRUMS: RollingBallControl (not in the spec's table).
  [112] = { name = "Avalanche", behaviour = "boulder", params = { death = "boulder" } },
  -- tomb3 keeps TR2's icicle routine (IcicleControl).
  [113] = { name = "Detachable stalactites", behaviour = "icicle", params = { damage = 200 } },
  -- tomb3 ControlSpikeWall: 16 a tick while the floor ahead is level, 20 a touch.
  [114] = { name = "Spiky wall", behaviour = "spike_wall", params = { step = 16, damage = 20 } },
  -- tomb3 CEILING_SPIKES (ControlCeilingSpikes): 5 a tick, 20 a touch.
  [116] = { name = "Spiky vertical wall / Tunnel borer", behaviour = "spike_wall", params = { down = true, step = 5, damage = 20 } },
  -- tomb3 AIRLOCK_SWITCH: SwitchControl / SwitchCollision, a switch.
  [117] = { name = "Valve wheel / Pulley", behaviour = "switch" },
  [118] = { name = "Small wall switch", behaviour = "switch", params = { kind = "small" } },
  -- tomb3 objects.h: 119 is FAN, 120 SMALL_FAN, 121 SWING_BOX (the spec's
  -- "damaging animatings"); PropellerControl, 200 a touch.
  [119] = { name = "Damaging animating 1", behaviour = "propeller", params = { sound = 215 } },
  [120] = { name = "Damaging animating 2", behaviour = "propeller", params = { sound = 217 } },
  [121] = { name = "Damaging animating 3", behaviour = "swinging_blade", params = { free = true, damage = 50 } },
  -- tomb3 objects.h MESHSWAP1-3 (122-124): meshes other objects borrow.
  [122] = { name = "Shiva statue", behaviour = "unplaced", note = "mesh source (tomb3 MESHSWAP1): the stone meshes Shiva (70) wears as a statue and sheds when she wakes; the statue itself is the Shiva entity" },
  [123] = { name = "Monkey medipack meshswap", behaviour = "unplaced", note = "mesh source (tomb3 MESHSWAP2): the medipack a monkey carries" },
  [124] = { name = "Monkey key meshswap", behaviour = "unplaced", note = "mesh source (tomb3 MESHSWAP3): the key a monkey carries" },
  [125] = { name = "UI frame", behaviour = "unplaced", note = "the frame UI text boxes are drawn in (tomb3 BORDERS)" },
  [126] = { name = "Oil drums", behaviour = "boulder", params = { death = "boulder" } },
  -- TR2's handle (tomb3 DeathSlideCollision/ControlDeathSlide: the same
  -- bounds, 371 ahead, 5 a tick up to 100); her grab is found through her
  -- stand animation's change to state 70, her drop is the fall start.
  [127] = { name = "Zipline handle", behaviour = "zipline", params = { grab_anim = false, fall_anim = false } },
  [128] = { name = "Push-button switch", behaviour = "switch", params = { kind = "button" } },
  [129] = { name = "Wall switch", behaviour = "switch" },
  [130] = { name = "Underwater switch", behaviour = "switch", params = { underwater = true } },
  [131] = { name = "Door 1", behaviour = "door" },
  [132] = { name = "Door 2", behaviour = "door" },
  [133] = { name = "Door 3", behaviour = "door" },
  [134] = { name = "Door 4", behaviour = "door" },
  [135] = { name = "Door 5", behaviour = "door" },
  [136] = { name = "Door 6", behaviour = "door" },
  [137] = { name = "Door 7", behaviour = "door" },
  [138] = { name = "Door 8", behaviour = "door" },
  [139] = { name = "Trapdoor 1", behaviour = "trapdoor" },
  [140] = { name = "Trapdoor 2", behaviour = "trapdoor" },
  [141] = { name = "Trapdoor 3", behaviour = "trapdoor" },
  [142] = { name = "Bridge flat", behaviour = "bridge", params = { tilt = 0 } },
  [143] = { name = "Bridge tilt 1", behaviour = "bridge", params = { tilt = 1 } },
  [144] = { name = "Bridge tilt 2", behaviour = "bridge", params = { tilt = 2 } },
  [145] = { name = "Passport (opening up)", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [146] = { name = "Stopwatch", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [147] = { name = "Lara’s Home photo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- tomb3 PLAYER_1-10: cutscene figures playing their animation.
  [148] = { name = "Cutscene actor 1", behaviour = "cutscene_actor" },
  [149] = { name = "Cutscene actor 2", behaviour = "cutscene_actor" },
  [150] = { name = "Cutscene actor 3", behaviour = "cutscene_actor" },
  [151] = { name = "Cutscene actor 4", behaviour = "cutscene_actor" },
  [152] = { name = "Cutscene actor 5", behaviour = "cutscene_actor" },
  [153] = { name = "Cutscene actor 6", behaviour = "cutscene_actor" },
  [154] = { name = "Cutscene actor 7", behaviour = "cutscene_actor" },
  [155] = { name = "Cutscene actor 8", behaviour = "cutscene_actor" },
  [156] = { name = "Cutscene actor 9", behaviour = "cutscene_actor" },
  [158] = { name = "Passport (closed)", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [159] = { name = "Map", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [160] = { name = "Pistols", behaviour = "pickup", params = { item = 160 } },
  [161] = { name = "Shotgun", behaviour = "pickup", params = { item = 161 } },
  [162] = { name = "Desert Eagle", behaviour = "pickup", params = { item = 162 } },
  [163] = { name = "Uzis", behaviour = "pickup", params = { item = 163 } },
  [164] = { name = "Harpoon gun", behaviour = "pickup", params = { item = 164 } },
  [165] = { name = "MP5", behaviour = "pickup", params = { item = 165 } },
  [166] = { name = "Rocket launcher", behaviour = "pickup", params = { item = 166 } },
  [167] = { name = "Grenade launcher", behaviour = "pickup", params = { item = 167 } },
  [168] = { name = "Pistol ammo", behaviour = "pickup", params = { item = 168 } },
  [169] = { name = "Shotgun ammo", behaviour = "pickup", params = { item = 169 } },
  [170] = { name = "Desert Eagle ammo", behaviour = "pickup", params = { item = 170 } },
  [171] = { name = "Uzi ammo", behaviour = "pickup", params = { item = 171 } },
  [172] = { name = "Harpoons", behaviour = "pickup", params = { item = 172 } },
  [173] = { name = "MP5 ammo", behaviour = "pickup", params = { item = 173 } },
  [174] = { name = "Rockets", behaviour = "pickup", params = { item = 174 } },
  [175] = { name = "Grenades", behaviour = "pickup", params = { item = 175 } },
  [176] = { name = "Small medipack", behaviour = "pickup", params = { item = 176 } },
  [177] = { name = "Large medipack", behaviour = "pickup", params = { item = 177 } },
  -- A box of flares holds eight (tomb3 FLARE_AMMO_BOX); a single flare one.
  [178] = { name = "Flares", behaviour = "pickup", params = { item = 178, count = 8 } },
  [179] = { name = "Flare", behaviour = "flare", params = { item = 178 } },
  -- Taken into the inventory (the ring's save crystals), where the game may
  -- spend it on a save: pickup_event asks the game to save (world.save_game()).
  -- Spins and floats (tomb3 AnimatingPickUp).
  [180] = { name = "Savegame crystal", behaviour = "pickup_event", params = { item = 180, save_request = true, spin = 1024, bob = 256 } },
  [181] = { name = "Sunglasses", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [182] = { name = "Portable CD Player", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [183] = { name = "Direction keys", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [184] = { name = "Globe", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [185] = { name = "Pistols", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [186] = { name = "Shotgun", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [187] = { name = "Desert Eagle", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [188] = { name = "Uzis", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [189] = { name = "Harpoon gun", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [190] = { name = "MP5", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [191] = { name = "Rocket launcher", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [192] = { name = "Grenade gun", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [193] = { name = "Pistol ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [194] = { name = "Shotgun ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [195] = { name = "Desert Eagle ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [196] = { name = "Uzi ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [197] = { name = "Harpoons", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [198] = { name = "MP5 ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [199] = { name = "Rockets", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [200] = { name = "Grenades", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [201] = { name = "Small medipack", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [202] = { name = "Large medipack", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [203] = { name = "Flares", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [204] = { name = "Savegame crystal", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [205] = { name = "Puzzle 1", behaviour = "pickup", params = { item = 205 } },
  [206] = { name = "Puzzle 2", behaviour = "pickup", params = { item = 206 } },
  [207] = { name = "Puzzle 3", behaviour = "pickup", params = { item = 207 } },
  [208] = { name = "Puzzle 4", behaviour = "pickup", params = { item = 208 } },
  [209] = { name = "Puzzle 1", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [210] = { name = "Puzzle 2", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [211] = { name = "Puzzle 3", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [212] = { name = "Puzzle 4", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- Puzzle holes take their piece and then show it, wearing the
  -- meshes of their done model (217-220; tomb3 PuzzleHoleCollision).
  [213] = { name = "Slot 1 empty", behaviour = "keyhole", params = { item = 205, kind = "puzzle", done_model = 217 } },
  [214] = { name = "Slot 2 empty", behaviour = "keyhole", params = { item = 206, kind = "puzzle", done_model = 218 } },
  [215] = { name = "Slot 3 empty", behaviour = "keyhole", params = { item = 207, kind = "puzzle", done_model = 219 } },
  [216] = { name = "Slot 4 empty", behaviour = "keyhole", params = { item = 208, kind = "puzzle", done_model = 220 } },
  -- A hole placed already filled: used from the start, takes nothing.
  [217] = { name = "Slot 1 full", behaviour = "keyhole", params = { item = 205, kind = "puzzle", done = true } },
  [218] = { name = "Slot 2 full", behaviour = "keyhole", params = { item = 206, kind = "puzzle", done = true } },
  [219] = { name = "Slot 3 full", behaviour = "keyhole", params = { item = 207, kind = "puzzle", done = true } },
  [220] = { name = "Slot 4 full", behaviour = "keyhole", params = { item = 208, kind = "puzzle", done = true } },
  [224] = { name = "Key 1", behaviour = "pickup", params = { item = 224 } },
  [225] = { name = "Key 2", behaviour = "pickup", params = { item = 225 } },
  [226] = { name = "Key 3", behaviour = "pickup", params = { item = 226 } },
  [227] = { name = "Key 4", behaviour = "pickup", params = { item = 227 } },
  [228] = { name = "Key 1", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [229] = { name = "Key 2", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [230] = { name = "Key 3", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [231] = { name = "Key 4", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [232] = { name = "Keyhole 1", behaviour = "keyhole", params = { item = 224 } },
  [233] = { name = "Keyhole 2", behaviour = "keyhole", params = { item = 225 } },
  [234] = { name = "Keyhole 3", behaviour = "keyhole", params = { item = 226 } },
  [235] = { name = "Keyhole 4", behaviour = "keyhole", params = { item = 227 } },
  [236] = { name = "Quest item 1", behaviour = "pickup", params = { item = 236 } },
  [237] = { name = "Quest item 2", behaviour = "pickup", params = { item = 237 } },
  [238] = { name = "Quest item 1", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [239] = { name = "Quest item 2", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- The artefacts (tomb3 ICON_PICKUP1-4_ITEM): pickups that turn where they
  -- lie (AnimatingPickUp); 244-247 are their ring models.
  [240] = { name = "Infada stone", behaviour = "pickup_event", params = { item = 240, spin = 1024 } },
  [241] = { name = "Element 115", behaviour = "pickup_event", params = { item = 241, spin = 1024 } },
  [242] = { name = "Eye of Isis", behaviour = "pickup_event", params = { item = 242, spin = 1024 } },
  [243] = { name = "Ora dagger", behaviour = "pickup_event", params = { item = 243, spin = 1024 } },
  [244] = { name = "Infada stone", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [245] = { name = "Element 115", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [246] = { name = "Eye of Isis", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [247] = { name = "Ora dagger", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [272] = { name = "Keys (sprite)", behaviour = "unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  [273] = { name = "Keys (sprite)", behaviour = "unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  [276] = { name = "Infada stone", behaviour = "unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  [277] = { name = "Element 115", behaviour = "unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  [278] = { name = "Eye of Isis", behaviour = "unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  [279] = { name = "Ora dagger", behaviour = "unplaced", note = "the model shown on screen as it is picked up (tomb3 PICKUPDISPLAY)" },
  -- tomb3 FIREHEAD (firehead.cpp): rears and blows a flame jet whose
  -- deadly reach grows 32 a tick to 2048, setting Lara alight.
  [282] = { name = "Fire-breathing dragon statue", behaviour = "fire_head" },
  [285] = { name = "Unknown visible 285", behaviour = "marker", note = "tomb3 ALARM_SOUND: setup.cpp gives it no routine (no control, no collision): nothing in TR3 makes it act" },
  [287] = { name = "Tyrannosaur", behaviour = "creatures.trex", params = { stats = "trex", death = "trex" } },
  [288] = { name = "Raptor", behaviour = "creatures.raptor", params = { stats = "raptor" } },
  [291] = { name = "Laser sweeper", behaviour = "laser_sweeper" },
  [292] = { name = "Electrified Field", behaviour = "electric_fence" },
  [294] = { name = "Shadow sprite", behaviour = "unplaced", note = "the blob shadow sprite drawn under creatures" },
  -- tomb3 DetonatorCollision: TR2's box, taking Key 2 (225).
  [295] = { name = "Detonator switch box", behaviour = "detonator", params = { item = 225, mode = "plunger", sound = 105 } },
  [296] = { name = "Misc sprites", behaviour = "unplaced", note = "explosion sprites (tomb3 EXPLOSION1)" },
  [297] = { name = "Bubble", behaviour = "unplaced", note = "bubble sprites (particles.BUBBLES)" },
  [299] = { name = "Glow", behaviour = "unplaced", note = "the glow sprite of lights and flares" },
  [300] = { name = "Gunflare", behaviour = "unplaced", note = "the pistols' muzzle flash, attached by lara.guns" },
  [301] = { name = "Gunflare (MP5)", behaviour = "unplaced", note = "the MP5's muzzle flash, attached by lara.guns" },
  [304] = { name = "Look At item", behaviour = "marker" },
  -- Spray at a waterfall's foot while triggered (tomb3 WaterFall, as TR1's).
  [305] = { name = "Waterfall mist", behaviour = "emitters", params = { effect = "MIST", every = 4 } },
  -- tomb3 DIVER_HARPOON: the scuba diver's harpoon (creatures/missile.lua).
  [306] = { name = "Harpoon (single)", behaviour = "creatures.missile", params = { stats = "harpoon" } },
  -- tomb3 DRAGON_FIRE: the flamethrower man's flame and the lizard man's
  -- and the mutants' poison gas (creatures/missile.lua; the launcher names
  -- which: its flight's `kind`).
  [307] = { name = "Flame (missile)", behaviour = "creatures.missile", params = { stats = "flame" } },
  -- Shells in flight, spawned by Lara's rocket launcher, harpoon gun and
  -- grenade gun (weapons/projectile.lua); the big gun's rocket (309) flies
  -- as a creature missile with its own stats (creatures/missile.lua).
  [309] = { name = "Rocket (single)", behaviour = "weapons.projectile" },
  [310] = { name = "Harpoon (single)", behaviour = "weapons.projectile" },
  [311] = { name = "Grenade (single)", behaviour = "weapons.projectile" },
  -- Area 51's rocket launch (tomb3 51rocket.cpp): the rocket (SPECIAL_FX1,
  -- ControlArea51Rocket: ignition, blast fire, lift-off, shake), its idling
  -- exhaust (SPECIAL_FX2, the same routine's smoke) and the gantry's struts
  -- (SPECIAL_FX3, ControlArea51Struts) swinging away as it climbs.
  [312] = { name = "Big missile", behaviour = "area51_rocket", params = { role = "rocket" } },
  [313] = { name = "Smoke", behaviour = "area51_rocket", params = { role = "smoke" } },
  [314] = { name = "Movable Boom", behaviour = "area51_rocket", params = { role = "struts" } },
  [315] = { name = "Lara skin", behaviour = "unplaced", note = "Lara's outfit meshes her model borrows (tomb3 LARA_SKIN)" },
  [316] = { name = "Glow 2", behaviour = "unplaced", note = "glow sprites (tomb3 O_LAVA: the lava emitter's drops)" },
  [317] = { name = "Unknown visible 317", behaviour = "marker", note = "tomb3 LAVA_EMITTER: setup.cpp gives it no routine in TR3 (the lava sprites are 316)" },
  -- Lights (objects/common/light.lua; tomb3 objlight.cpp, effect2.cpp
  -- ControlColouredLights): 318 STROBE_LIGHT, 319 ELECTRICAL_LIGHT, 321
  -- PULSE_LIGHT, 322 EXTRA_LIGHT1 (a beacon), 324-328 RED..WHITE_LIGHT.
  -- The strobe's sound is SFX_ALARM_1 (208).
  [318] = { name = "Alarm light", behaviour = "light", params = { mode = "strobe", colour = { 255, 96, 0 }, falloff = 6, beam_falloff = 12, sound = 208 } },
  [319] = { name = "Light", behaviour = "light", params = { mode = "flicker", colour = { 248, 248, 255 }, falloff = 16 } },
  [321] = { name = "Light 2", behaviour = "light", params = { mode = "pulse", colour = { 255, 96, 0 } } },
  [322] = { name = "Pulsating Light", behaviour = "light", params = { mode = "blink", colour = { 255, 255, 240 }, period = 64, lit = 3, falloff = 16 } },
  [324] = { name = "Red Light", behaviour = "light", params = { colour = { 255, 0, 0 }, falloff = 24 } },
  [325] = { name = "Green Light", behaviour = "light", params = { colour = { 0, 255, 0 }, falloff = 24 } },
  [326] = { name = "Blue Light", behaviour = "light", params = { colour = { 0, 0, 255 }, falloff = 24 } },
  [327] = { name = "Light 3", behaviour = "light", params = { colour = { 255, 192, 0 }, falloff = 24 } },
  [328] = { name = "Light 4", behaviour = "light", params = { colour = { 224, 224, 255 }, falloff = 24 } },
  -- tomb3 FLAME_EMITTER (big fire), FLAME_EMITTER2 (small), FLAME_EMITTER3
  -- (a jet) and SIDE_FLAME_EMITTER: each keeps one FLAME effect burning
  -- while on; TR3 items carry no OCB, so each burns in place.
  [330] = { name = "Fire", behaviour = "flame_emitter" },
  [331] = { name = "Alternate Fire", behaviour = "flame_emitter" },
  [332] = { name = "Alternate Fire 2", behaviour = "flame_emitter" },
  [333] = { name = "Fire 2", behaviour = "flame_emitter" },
  -- tomb3 SMOKE_EMITTER_WHITE/BLACK, STEAM_EMITTER (ControlSmokeEmitter, as
  -- TR4's) and GHOST_GAS_EMITTER (ControlGhostGasEmitter: a diver's pale
  -- green gas, drawn here as white smoke).
  [334] = { name = "Smoke 2", behaviour = "emitters", params = { effect = "SMOKE_WHITE", every = 2 } },
  [335] = { name = "Smoke 3", behaviour = "emitters", params = { effect = "SMOKE_BLACK", every = 2 } },
  [336] = { name = "Smoke 4", behaviour = "emitters", params = { effect = "SMOKE_WHITE", every = 2, steam = true } },
  [337] = { name = "Greenish Smoke", behaviour = "emitters", params = { effect = "SMOKE_WHITE", every = 2 } },
  -- tomb3 fish.cpp: schools of 24 about their emitter (creatures/school.lua,
  -- the swarm module's "school" kind); piranhas bite Lara in their room.
  -- Each level's ranges: scripts/levels/tr3/<LEVEL>.lua.
  [338] = { name = "Pirahnas", behaviour = "creatures.locusts", params = { stats = "piranhas" } },
  [339] = { name = "Fish", behaviour = "creatures.locusts", params = { stats = "fish" } },
  -- tomb3 BAT_EMITTER: 32 bats (particles.BATS) fly off, SFX_BATS_1, removed.
  [347] = { name = "Bat swarm", behaviour = "bat_swarm" },
  [349] = { name = "Animating 1", behaviour = "animating" },
  [350] = { name = "Animating 2", behaviour = "animating" },
  [351] = { name = "Animating 3", behaviour = "animating" },
  [352] = { name = "Animating 4", behaviour = "animating" },
  [353] = { name = "Animating 5", behaviour = "animating" },
  [354] = { name = "Animating 6", behaviour = "animating" },
  [355] = { name = "Skybox", behaviour = "unplaced", note = "the sky dome the renderer draws" },
  [356] = { name = "Font graphics", behaviour = "unplaced", note = "font glyphs" },
  -- tomb3 DING_DONG (ControlDingDong: SFX_DOORBELL 334 once, then its code
  -- bits clear) and LARA_ALARM (ControlLaraAlarm: SFX_BURGLAR_ALARM 335
  -- while on).
  [357] = { name = "Doorbell", behaviour = "sound_emitter", params = { sound = 334, mode = "once" } },
  [358] = { name = "Burglar alarm", behaviour = "sound_emitter", params = { sound = 335, mode = "while_on" } },
  -- tomb3 winston.cpp: the butler follows Lara about the house; in his
  -- camouflage suit he takes the butler's place, shields himself with his
  -- tray from her aim, falls when shot out and gets up again.
  [360] = { name = "Winston", behaviour = "creatures.winston", params = { stats = "winston" } },
  [361] = { name = "Winston in camo suit", behaviour = "creatures.winston",
            params = { stats = "army_winston" } },
  [362] = { name = "Timer font graphics", behaviour = "unplaced", note = "the timer's digits (tomb3 ASSAULT_NUMBERS)" },
  -- tomb3 EarthQuake (objects.cpp): a running rumble (SFX_EARTHQUAKE_LOOP
  -- 107) whose shake swells and eases; the TR1 module's jolts with that
  -- sound for both.
  [365] = { name = "Earthquake", behaviour = "earthquake", params = { rumble = 107, thud = 107 } },
  [366] = { name = "Yellow shell casing", behaviour = "unplaced", note = "a pistol cartridge case thrown from a gun: an effect" },
  [367] = { name = "Red shell casing", behaviour = "unplaced", note = "a shotgun shell thrown from a gun: an effect" },
  -- tomb3 EXTRAFX3 (ControlRotateyThing): the Tinnos arena's light shaft
  -- turns by its animation while triggered and is removed once its trigger
  -- goes off; the arena's bosses (Willard/Tinnos) are issue 18.
  -- tomb3 EXTRAFX1: the claw mutant's plasma ball.
  [368] = { name = "Plasma ball (missile)", behaviour = "creatures.missile", params = { stats = "plasma" } },
  [370] = { name = "Tinnos light shaft", behaviour = "lives_while_on" },
  -- The bosses' missiles (creatures/missile.lua): tomb3 TONYFIREBALL,
  -- EXTRAFX2 (Willard's plasma), EXTRAFX4 (Sophia Lee's bolts).
  [283] = { name = "Tony's fireball (missile)", behaviour = "creatures.missile", params = { stats = "tony_fireball" } },
  [369] = { name = "Willard's plasma (missile)", behaviour = "creatures.missile", params = { stats = "willard_plasma" } },
  [371] = { name = "Sophia's bolt (missile)", behaviour = "creatures.missile", params = { stats = "sophia_bolt" } },
  -- tomb3 EXTRAFX6 (ControlFusebox): one shot bursts it; on Sophia Lee's
  -- level it fires its heavy triggers and counts in
  -- world.level_state().fuse_boxes_burst, which her fight (issue 18) reads
  -- (the original lowers LON_BOSS's shield, item_flags[2]).
  [373] = { name = "Electrical switch box", behaviour = "fuse_box" },
}
