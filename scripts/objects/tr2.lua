-- The Tomb Raider 2 catalogue: every entity type id of spec 000 §15.1 mapped to a
-- behaviour module (objects/common/<name>.lua) and its parameters. Types whose
-- behaviour is not written yet are explicitly "inert". Lara (0) comes with her
-- own scripts in a later issue. Generated from the spec's table, then edited.
return {
  [0] = { name = "Lara", behaviour = "lara.player" },
  [1] = { name = "Lara pistols animation", behaviour = "lara.part" },
  [2] = { name = "Lara’s ponytail", behaviour = "unplaced", note = "Lara's ponytail: drawn and swung by the hair simulation" },
  [3] = { name = "Lara shotgun animation", behaviour = "lara.part" },
  [4] = { name = "Lara automags animation", behaviour = "lara.part" },
  [5] = { name = "Lara uzis animation", behaviour = "lara.part" },
  [6] = { name = "Lara M16 animation", behaviour = "lara.part" },
  [7] = { name = "Lara grenade gun animation", behaviour = "lara.part" },
  [8] = { name = "Lara harpoon gun animation", behaviour = "lara.part" },
  [9] = { name = "Lara flare animation", behaviour = "lara.part" },
  [10] = { name = "Lara snowmobile animation", behaviour = "lara.part" },
  [11] = { name = "Lara boat animation", behaviour = "lara.part" },
  [12] = { name = "Lara misc animations", behaviour = "lara.part" },
  -- Lara's vehicles (vehicles/common.lua): she gets on beside them with Action.
  [13] = { name = "Red snowmobile", behaviour = "vehicles.skidoo" },
  [14] = { name = "Boat", behaviour = "vehicles.boat" },
  [15] = { name = "Doberman", behaviour = "creatures.doberman", params = { stats = "doberman" } },
  [16] = { name = "Masked goon 1", behaviour = "creatures.goon", params = { stats = "masked_goon_1" } },
  [17] = { name = "Masked goon 2", behaviour = "creatures.goon", params = { stats = "masked_goon_2" } },
  [18] = { name = "Masked goon 3", behaviour = "creatures.goon", params = { stats = "masked_goon_3" } },
  -- TR2's people (creatures/stats/tr2.lua; TRX ids O_CULT_2, O_CULT_3,
  -- O_WORKER_1…5, O_BANDIT_1, _2, _2B, O_MONK_1, _2).
  [19] = { name = "Knifethrower", behaviour = "creatures.shooter", params = { stats = "cultist_2" } },
  [20] = { name = "Shotgun goon", behaviour = "creatures.shooter", params = { stats = "cultist_3" } },
  [21] = { name = "Rat", behaviour = "creatures.mouse", params = { stats = "rat" } },
  -- TRX dragon.c: the front is the creature, the back is posed with it
  -- (creatures/dragon.lua); only the dagger ends it.
  [22] = { name = "Dragon (front)", behaviour = "creatures.dragon", params = { stats = "dragon" } },
  [23] = { name = "Dragon (back)", behaviour = "still", note = "posed every tick by the dragon's front (22)" },
  -- TRX gondola.c: floats until the boat (14) rams it at 80 or more
  -- (boat.c: M_MAX_SPEED − 10), then shatters and sinks 50 a tick.
  [24] = { name = "Gondola", behaviour = "gondola", params = { rammer = 14, crash_speed = 80 } },
  [25] = { name = "Shark", behaviour = "creatures.fish", params = { stats = "shark" } },
  [26] = { name = "Yellow moray eel", behaviour = "creatures.eel", params = { stats = "yellow_eel" } },
  [27] = { name = "Black moray eel", behaviour = "creatures.eel", params = { stats = "black_eel" } },
  [28] = { name = "Barracuda", behaviour = "creatures.fish", params = { stats = "barracuda" } },
  -- TRX diver.c: harpoons from under the water and from its surface.
  [29] = { name = "Scuba diver", behaviour = "creatures.diver", params = { stats = "diver" } },
  [30] = { name = "Gunman 1", behaviour = "creatures.shooter", params = { stats = "worker_1" } },
  [31] = { name = "Gunman 2", behaviour = "creatures.shooter", params = { stats = "worker_2" } },
  [32] = { name = "Stick-wielding goon 1", behaviour = "creatures.club_worker", params = { stats = "club_worker_1" } },
  [33] = { name = "Stick-wielding goon 2", behaviour = "creatures.club_worker", params = { stats = "club_worker_2" } },
  [34] = { name = "Flamethrower goon", behaviour = "creatures.shooter", params = { stats = "worker_5" } },
  [36] = { name = "Spider", behaviour = "creatures.spider", params = { stats = "spider" } },
  [37] = { name = "Giant spider", behaviour = "creatures.spider", params = { stats = "giant_spider" } },
  [38] = { name = "Crow", behaviour = "creatures.bird", params = { stats = "crow" } },
  [39] = { name = "Tiger / Snow leopard", behaviour = "creatures.big_cat", params = { stats = "tiger" } },
  -- TRX bartoli.c: the explosions that turn him into the dragon.
  [40] = { name = "Marco Bartoli", behaviour = "creatures.bartoli", params = { stats = "bartoli" } },
  -- TRX xian_spearman.c, xian_knight.c: jade until triggered (wearing
  -- their statue models' meshes), then flesh; killed, jade again and shattered.
  [41] = { name = "Xian Guard w/spear", behaviour = "creatures.xian", params = { stats = "xian_spearman" } },
  [42] = { name = "Xian Guard w/spear statue", behaviour = "unplaced", note = "the spearman's jade meshes (TRX O_XIAN_SPEARMAN_STATUE): worn by 41 while it is stone" },
  [43] = { name = "Xian Guard w/sword", behaviour = "creatures.xian", params = { stats = "xian_knight" } },
  [44] = { name = "Xian Guard w/sword statue", behaviour = "unplaced", note = "the knight's jade meshes (TRX O_XIAN_KNIGHT_STATUE): worn by 43 while it is stone" },
  [45] = { name = "Yeti", behaviour = "creatures.yeti", params = { stats = "yeti" } },
  [46] = { name = "Bird monster (guards Talion)", behaviour = "creatures.bird_monster", params = { stats = "bird_monster" } },
  [47] = { name = "Eagle", behaviour = "creatures.bird", params = { stats = "eagle" } },
  [48] = { name = "Mercenary 1", behaviour = "creatures.shooter", params = { stats = "mercenary_1" } },
  [49] = { name = "Mercenary 2", behaviour = "creatures.shooter", params = { stats = "mercenary_2" } },
  [50] = { name = "Mercenary 3", behaviour = "creatures.shooter", params = { stats = "mercenary_3" } },
  -- TRX skidoo_driver.c, skidoo_armed.c: the driver brings the armed
  -- snowmobile, which drives and shoots; wrecked, Lara may ride it.
  [51] = { name = "Black snowmobile", behaviour = "creatures.skidoo_armed", params = { stats = "skidoo_armed" } },
  [52] = { name = "Mercenary snowmobile driver", behaviour = "creatures.skidoo_driver" },
  [53] = { name = "Monk with long stick", behaviour = "creatures.monk", params = { stats = "monk" } },
  [54] = { name = "Monk with knife-end stick", behaviour = "creatures.monk", params = { stats = "monk" } },
  -- TRX tr2/tomb3 FallingBlock: the TR1 routine.
  [55] = { name = "Falling block", behaviour = "falling_block" },
  [57] = { name = "Loose boards", behaviour = "falling_block" },
  -- tomb3 Pendulum: runs while triggered, 50 a tick of contact.
  [58] = { name = "Swinging sandbag / Spiky ball", behaviour = "swinging_blade", params = { free = true, damage = 50 } },
  [59] = { name = "Teeth spikes / Glass shards", behaviour = "spikes", params = { death = "spikes" } },
  [60] = { name = "Rolling ball", behaviour = "boulder", params = { death = "boulder" } },
  -- The dart: TR1's dart routine and figure (TR2's DartsControl is not
  -- decompiled in TRX yet; 50 is TR1's DART_DAMAGE).
  [61] = { name = "Disc", behaviour = "projectile", params = { damage = 50, spark = "RICOCHET" } },
  [62] = { name = "Discgun", behaviour = "dart_emitter", params = { dart = 61, sound = 151 } },
  -- TRX drawbridge.c: a door while raised, a floor over the two sectors
  -- before it once lowered.
  [63] = { name = "Drawbridge", behaviour = "drawbridge" },
  [64] = { name = "Slamming door", behaviour = "door" },
  -- TRX lift.c: down 22 clicks while triggered, back up when not, 16 a
  -- tick after three seconds at its door; its floor carries Lara.
  [65] = { name = "Elevator", behaviour = "lift" },
  -- TRX General_Control (O_GENERAL): runs its animation while triggered, lamp lit.
  [66] = { name = "Minisub", behaviour = "minisub" },
  [67] = { name = "Pushable block 1", behaviour = "pushable_block" },
  [68] = { name = "Pushable block 2", behaviour = "pushable_block" },
  [69] = { name = "Pushable block 3", behaviour = "pushable_block" },
  [70] = { name = "Pushable block 4", behaviour = "pushable_block" },
  -- TRX big_bowl.c: pours hot liquid (220) once tipped, flipmap 4 after 5 s.
  [71] = { name = "Lava bowl", behaviour = "big_bowl", params = { drop = 220, flip = 4 } },
  -- Broken by her running or jumping into it, or by a shot (tomb3 WindowControl).
  [72] = { name = "Breakable window 1", behaviour = "window", params = { sound = 58 } },
  [73] = { name = "Breakable window 2", behaviour = "window", params = { sound = 58 } },
  -- tomb3 PropellerControl: 200 a tick the blades touch (touch_bits & 6).
  [76] = { name = "Airplane propeller", behaviour = "propeller", params = { sound = 217 } },
  [77] = { name = "Power saw", behaviour = "propeller", params = { sound = 206, stop_sound = 207 } },
  -- TRX hook.c: swings while triggered, HOOK_DAMAGE 50 a tick it touches her.
  [78] = { name = "Overhead pulley hook", behaviour = "swinging_blade", params = { free = true, damage = 50 } },
  -- The TR1 routine (tomb3 FallingCeiling: 300 while it falls).
  [79] = { name = "Falling ceiling / Sandbag", behaviour = "falling_ceiling", params = { damage = 300 } },
  -- tomb3 SpinningBlade: rolls to the wall, 100 a tick of contact.
  [80] = { name = "Rolling spindle", behaviour = "spinning_blade", params = { damage = 100 } },
  -- tomb3 BladeControl: strikes and retracts while triggered, 100 a tick
  -- its blade (mesh 1) touches her.
  [81] = { name = "Wall-mounted knife blade", behaviour = "swinging_blade", params = { on_state = 2, off_state = 1, recoil = true, touch = 2, damage = 100 } },
  -- TRX tr2 killer_statue.c: cuts (2) from stop (1) while triggered,
  -- KILLER_STATUE_CUT_DAMAGE 20 a tick its sword (mesh 7, touch bits 128)
  -- touches her. The spec's 200 is TombEngine's figure.
  [82] = { name = "Statue with knife blade", behaviour = "swinging_blade", params = { on_state = 2, off_state = 1, recoil = true, touch = 128, damage = 20 } },
  [83] = { name = "Multiple boulders / snowballs", behaviour = "boulder", params = { death = "boulder" } },
  -- TRX icicle.c: cracks, falls, 200 a tick of contact, shatters.
  [84] = { name = "Detachable icicles", behaviour = "icicle", params = { damage = 200 } },
  -- tomb3 ControlSpikeWall: 16 a tick while the floor ahead is level, 20 a touch.
  [85] = { name = "Spiky wall", behaviour = "spike_wall", params = { step = 16, damage = 20 } },
  -- TRX springboard.c: launches her at 240 up as a forward jump.
  [86] = { name = "Bounce pad", behaviour = "springboard", params = { launch = 240 } },
  -- tomb3 ControlCeilingSpikes: 5 a tick down to a sector above the floor, 20 a touch.
  [87] = { name = "Spiky ceiling", behaviour = "spike_wall", params = { down = true, step = 5, damage = 20 } },
  -- TRX bell.c: a shot swings it; it sets off the heavy trigger under it.
  [88] = { name = "Tibetan bell", behaviour = "bell" },
  -- The skidoo's track meshes (TRX O_SKIDOO_TRACK): the skidoo draws them; never placed.
  [91] = { name = "Snowmobile belt", behaviour = "unplaced" },
  -- TRX O_SWITCH_TYPE_1: a wall switch (Switch_Collision).
  [92] = { name = "Wheel knob", behaviour = "switch" },
  [93] = { name = "Small wall switch", behaviour = "switch", params = { kind = "small" } },
  [94] = { name = "Underwater propeller", behaviour = "propeller", params = { sound = 215 } },
  [95] = { name = "Air fan", behaviour = "propeller", params = { sound = 217 } },
  [96] = { name = "Swinging box / spiky ball", behaviour = "swinging_blade", params = { free = true, damage = 50 } },
  -- TRX O_MESH_SWAP_1, O_MESH_SWAP_2, O_LARA_SWAP (97-99): meshes the
  -- cutscene flipeffects swap in (flipeffects/tr2.lua MESH_SWAP_1...).
  [97] = { name = "Cutscene actor 1", behaviour = "unplaced", note = "mesh source (TRX O_MESH_SWAP_1): meshes flipeffects swap onto Lara and actors in cutscenes" },
  [98] = { name = "Cutscene actor 2", behaviour = "unplaced", note = "mesh source (TRX O_MESH_SWAP_2): meshes flipeffects swap onto actors in cutscenes" },
  [99] = { name = "Cutscene actor 3", behaviour = "unplaced", note = "mesh source (TRX O_LARA_SWAP): Lara's meshes for cutscenes" },
  [100] = { name = "UI frame", behaviour = "unplaced", note = "the frame UI text boxes are drawn in (TRX O_TEXT_BOX)" },
  [101] = { name = "Rolling storage drums", behaviour = "boulder", params = { death = "boulder" } },
  -- TRX zipline.c: she grabs it and rides it to the line's end (state 70).
  [102] = { name = "Zipline handle", behaviour = "zipline", params = { max_speed = 100, accel = 5, grab_anim = 215, fall_anim = 217 } },
  [103] = { name = "Push-button switch", behaviour = "switch", params = { kind = "button" } },
  [104] = { name = "Wall switch", behaviour = "switch" },
  [105] = { name = "Underwater switch", behaviour = "switch", params = { underwater = true } },
  [106] = { name = "Door 1", behaviour = "door" },
  [107] = { name = "Door 2", behaviour = "door" },
  [108] = { name = "Door 3", behaviour = "door" },
  [109] = { name = "Door 4", behaviour = "door" },
  [110] = { name = "Door 5", behaviour = "door" },
  [111] = { name = "Lifting door 1", behaviour = "door" },
  [112] = { name = "Lifting door 2", behaviour = "door" },
  [113] = { name = "Lifting door 3", behaviour = "door" },
  [114] = { name = "Trapdoor 1", behaviour = "trapdoor" },
  [115] = { name = "Trapdoor 2", behaviour = "trapdoor" },
  [116] = { name = "Trapdoor 3", behaviour = "trapdoor" },
  [117] = { name = "Bridge flat", behaviour = "bridge", params = { tilt = 0 } },
  [118] = { name = "Bridge tilt 1", behaviour = "bridge", params = { tilt = 1 } },
  [119] = { name = "Bridge tilt 2", behaviour = "bridge", params = { tilt = 2 } },
  -- The spec's table calls 120, 121 and 133 the secret dragons; TRX's TR2
  -- object list has them as ring models and the dragons at 190-192.
  [120] = { name = "Passport (opening up)", behaviour = "unplaced", note = "the passport on the inventory ring (TRX O_PASSPORT_OPTION); the secret dragons are 190-192" },
  [121] = { name = "Compass", behaviour = "unplaced", note = "the compass on the inventory ring (TRX O_COMPASS_OPTION)" },
  [122] = { name = "Lara’s home photo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- TRX O_PLAYER_1-10: cutscene figures playing their animation.
  [123] = { name = "Cutscene actor 4", behaviour = "cutscene_actor" },
  [124] = { name = "Cutscene actor 5", behaviour = "cutscene_actor" },
  [125] = { name = "Cutscene actor 6", behaviour = "cutscene_actor" },
  [126] = { name = "Cutscene actor 7", behaviour = "cutscene_actor" },
  [127] = { name = "Cutscene actor 8", behaviour = "cutscene_actor" },
  [128] = { name = "Cutscene actor 9", behaviour = "cutscene_actor" },
  [129] = { name = "Cutscene actor 10", behaviour = "cutscene_actor" },
  [130] = { name = "Cutscene actor 11", behaviour = "cutscene_actor" },
  [133] = { name = "Passport (closed)", behaviour = "unplaced", note = "the closed passport of the title ring (TRX O_PASSPORT_CLOSED)" },
  [134] = { name = "Map", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [135] = { name = "Pistols", behaviour = "pickup", params = { item = 135 } },
  [136] = { name = "Shotgun", behaviour = "pickup", params = { item = 136 } },
  [137] = { name = "Automags", behaviour = "pickup", params = { item = 137 } },
  [138] = { name = "Uzi", behaviour = "pickup", params = { item = 138 } },
  [139] = { name = "Harpoon gun", behaviour = "pickup", params = { item = 139 } },
  [140] = { name = "M16", behaviour = "pickup", params = { item = 140 } },
  [141] = { name = "Grenade gun", behaviour = "pickup", params = { item = 141 } },
  [142] = { name = "Pistol ammo", behaviour = "pickup", params = { item = 142 } },
  [143] = { name = "Shotgun ammo", behaviour = "pickup", params = { item = 143 } },
  [144] = { name = "Auto-pistol ammo", behaviour = "pickup", params = { item = 144 } },
  [145] = { name = "Uzi ammo", behaviour = "pickup", params = { item = 145 } },
  [146] = { name = "Harpoon gun ammo", behaviour = "pickup", params = { item = 146 } },
  [147] = { name = "M16 ammo", behaviour = "pickup", params = { item = 147 } },
  [148] = { name = "Grenadegun ammo", behaviour = "pickup", params = { item = 148 } },
  [149] = { name = "Small medipack", behaviour = "pickup", params = { item = 149 } },
  [150] = { name = "Large medipack", behaviour = "pickup", params = { item = 150 } },
  -- A box of flares holds six (TRX FLARE_AMMO_QTY); a single flare one.
  [151] = { name = "Flares", behaviour = "pickup", params = { item = 151, count = 6 } },
  [152] = { name = "Flare", behaviour = "flare", params = { item = 151 } },
  [153] = { name = "Sunglasses", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [154] = { name = "CD player", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [155] = { name = "Direction keys", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [157] = { name = "Pistols", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [158] = { name = "Shotgun", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [159] = { name = "Automags", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [160] = { name = "Uzi", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [161] = { name = "Harpoon gun", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [162] = { name = "M16", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [163] = { name = "Grenade gun", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [164] = { name = "Pistol ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [165] = { name = "Shotgun ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- TRX O_MAGNUM_AMMO_OPTION: the automag clips' pickup is 144.
  [166] = { name = "Automag ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [167] = { name = "Uzi ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [168] = { name = "Harpoon gun ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [169] = { name = "M16 ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [170] = { name = "Grenadegun ammo", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [171] = { name = "Small medipack", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [172] = { name = "Large medipack", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [173] = { name = "Flares", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [174] = { name = "Puzzle 1", behaviour = "pickup", params = { item = 174 } },
  [175] = { name = "Puzzle 2", behaviour = "pickup", params = { item = 175 } },
  [176] = { name = "Puzzle 3", behaviour = "pickup", params = { item = 176 } },
  [177] = { name = "Puzzle 4", behaviour = "pickup", params = { item = 177 } },
  [178] = { name = "Puzzle 1", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [179] = { name = "Puzzle 2", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [180] = { name = "Puzzle 3", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [181] = { name = "Puzzle 4", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- Puzzle holes take their piece and then show it, wearing the
  -- meshes of their done model (186-189; TRX puzzle_hole.c).
  [182] = { name = "Puzzle hole 1", behaviour = "keyhole", params = { item = 174, kind = "puzzle", done_model = 186 } },
  [183] = { name = "Puzzle hole 2", behaviour = "keyhole", params = { item = 175, kind = "puzzle", done_model = 187 } },
  [184] = { name = "Puzzle hole 3", behaviour = "keyhole", params = { item = 176, kind = "puzzle", done_model = 188 } },
  [185] = { name = "Puzzle hole 4", behaviour = "keyhole", params = { item = 177, kind = "puzzle", done_model = 189 } },
  -- A hole placed already filled: used from the start, takes nothing.
  [186] = { name = "Puzzle done 1", behaviour = "keyhole", params = { item = 174, kind = "puzzle", done = true } },
  [187] = { name = "Puzzle done 2", behaviour = "keyhole", params = { item = 175, kind = "puzzle", done = true } },
  [188] = { name = "Puzzle done 3", behaviour = "keyhole", params = { item = 176, kind = "puzzle", done = true } },
  [189] = { name = "Puzzle done 4", behaviour = "keyhole", params = { item = 177, kind = "puzzle", done = true } },
  -- The secret dragons (stone, jade, gold): their pickup counts the secret
  -- (TRX Inv_AddItem O_SECRET_1-3).
  [190] = { name = "Secret 1", behaviour = "pickup_event", params = { item = 190, secret = 0 } },
  [191] = { name = "Secret 2", behaviour = "pickup_event", params = { item = 191, secret = 1 } },
  [192] = { name = "Secret 3", behaviour = "pickup_event", params = { item = 192, secret = 2 } },
  [193] = { name = "Key 1", behaviour = "pickup", params = { item = 193 } },
  [194] = { name = "Key 2", behaviour = "pickup", params = { item = 194 } },
  [195] = { name = "Key 3", behaviour = "pickup", params = { item = 195 } },
  [196] = { name = "Key 4", behaviour = "pickup", params = { item = 196 } },
  [197] = { name = "Key 1", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [198] = { name = "Key 2", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [199] = { name = "Key 3", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [200] = { name = "Key 4", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [201] = { name = "Keyhole 1", behaviour = "keyhole", params = { item = 193 } },
  [202] = { name = "Keyhole 2", behaviour = "keyhole", params = { item = 194 } },
  [203] = { name = "Keyhole 3", behaviour = "keyhole", params = { item = 195 } },
  [204] = { name = "Keyhole 4", behaviour = "keyhole", params = { item = 196 } },
  [205] = { name = "Quest item 1", behaviour = "pickup", params = { item = 205 } },
  [206] = { name = "Quest item 2", behaviour = "pickup", params = { item = 206 } },
  [207] = { name = "Quest item 1", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [208] = { name = "Quest item 2", behaviour = "unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  [209] = { name = "Dragon explosion effect 1", behaviour = "sphere_of_doom", params = { spin = -1 } },
  [210] = { name = "Dragon explosion effect 2", behaviour = "sphere_of_doom", params = { spin = 1 } },
  [211] = { name = "Dragon explosion effect 3", behaviour = "sphere_of_doom", params = { spin = -1 } },
  -- TRX alarm_sound.c: SFX_PLATFORM_ALARM 332 every tick its trigger is on.
  [212] = { name = "Alarm", behaviour = "sound_emitter", params = { mode = "while_on", sound = 332 } },
  -- TRX bird_tweeter.c (BIRD_TWEETER_1 and _2): a draw under 256 (drips,
  -- SFX_DRIPS_REVERB 329) or 1024 (birds, SFX_BIRDS_CHIRP 316) each tick.
  [213] = { name = "Dripping water", behaviour = "sound_emitter", params = { mode = "chance", chance = 256, sound = 329 } },
  [214] = { name = "T-Rex", behaviour = "creatures.trex", params = { stats = "trex", death = "trex" } },
  [215] = { name = "Singing birds", behaviour = "sound_emitter", params = { mode = "chance", chance = 1024, sound = 316 } },
  -- TRX clock_chimes.c: SFX_DOOR_CHIME 208 while the trigger's timer runs.
  [216] = { name = "Bartoli’s Hideout clock", behaviour = "sound_emitter", params = { mode = "chimes", sound = 208 } },
  -- TRX O_DRAGON_BONES_1-3 (217-219): the dragon's remains, still and solid
  -- (the dragon spawns 218 and 219 where it dies).
  -- Spec 000 names it "Placeholder"; TRX: DRAGON_BONES_1.
  [217] = { name = "Dragon bones", behaviour = "still" },
  [218] = { name = "Dragon bones (front)", behaviour = "still" },
  [219] = { name = "Dragon bones (back)", behaviour = "still" },
  -- TRX O_HOT_LIQUID: a drop the lava bowl pours; falls and splashes.
  -- Spec 000 names it "Extra fire"; TRX: HOT_LIQUID, the lava bowl's drops.
  [220] = { name = "Hot liquid (lava bowl drops)", behaviour = "hot_liquid", params = { pour_sound = 284, splash_sound = 285 } },
  -- TRX mine.c: a boat (14) within half a sector sets it (then all) off.
  [222] = { name = "Aquatic Mine (Venice)", behaviour = "mine", params = { boat = 14, sound = 105 } },
  [223] = { name = "Menu background", behaviour = "unplaced", note = "the inventory ring's backdrop (TRX O_INV_BACKGROUND)" },
  [224] = { name = "Gray disk", behaviour = "unplaced", note = "reserved effect slot (TRX O_FX_RESERVED)" },
  -- TRX gong_bonger.c: strikes (frame 41), then sets off the heavy trigger (79).
  [225] = { name = "Gong stick", behaviour = "gong_bonger" },
  -- TRX detonator.c (O_DETONATOR_1, _2): worked with key 2 (inventory 194).
  [226] = { name = "Gong", behaviour = "detonator", params = { item = 194, mode = "gong", bonger = 225 } },
  [227] = { name = "Detonator box", behaviour = "detonator", params = { item = 194, mode = "plunger", sound = 105 } },
  -- TRX copter.c / mini_copter.c: fly-bys with SFX_HELICOPTER_LOOP 297.
  [228] = { name = "Helicopter (Diving Area)", behaviour = "copter", params = { mode = "takeoff", sound = 297 } },
  [229] = { name = "Explosion", behaviour = "unplaced", note = "explosion sprites (particles.EXPLOSION draws them)" },
  [230] = { name = "Water ripples", behaviour = "unplaced", note = "splash and ripple sprites (particles.RIPPLES)" },
  [231] = { name = "Bubbles", behaviour = "unplaced", note = "bubble sprites (particles.BUBBLES)" },
  [233] = { name = "Blood", behaviour = "unplaced", note = "blood sprites (particles.BLOOD)" },
  [235] = { name = "Flare sparkles", behaviour = "unplaced", note = "the flare's fire sprites (particles.SPARKS)" },
  [236] = { name = "Glow", behaviour = "unplaced", note = "the glow sprite of lights and flares" },
  [238] = { name = "Ricochet", behaviour = "unplaced", note = "ricochet sprites (particles.RICOCHET)" },
  [240] = { name = "Gunflare", behaviour = "unplaced", note = "the pistols' muzzle flash, attached by lara.guns" },
  [241] = { name = "M16 gunflare", behaviour = "unplaced", note = "the M16's muzzle flash, attached by lara.guns" },
  [243] = { name = "Camera target", behaviour = "marker" },
  -- Spray at a waterfall's foot while triggered (TRX waterfall.c, as TR1's).
  [244] = { name = "Waterfall mist", behaviour = "emitters", params = { effect = "MIST", every = 4 } },
  -- TRX O_MISSILE_HARPOON: the diver's shot, not a pickup (harpoon-gun ammo is 146).
  [245] = { name = "Harpoon", behaviour = "creatures.missile", params = { stats = "harpoon" } },
  -- TRX O_MISSILE_FLAME: the flamethrower's flame (creatures/missile.lua).
  [246] = { name = "Flame (missile)", behaviour = "creatures.missile", params = { stats = "flame" } },
  [247] = { name = "Placeholder", behaviour = "creatures.missile", params = { stats = "knife" } },
  [248] = { name = "Grenade (single)", behaviour = "weapons.projectile" }, -- a grenade in flight (TRX O_ROCKET), spawned by the grenade gun
  [249] = { name = "Harpoon (flying)", behaviour = "weapons.projectile" }, -- a harpoon in flight (TRX O_HARPOON_BOLT), spawned by the harpoon gun
  -- TRX tr2 ember.c / ember_emitter.c: TR1's lava fountain, the same numbers
  -- (10 within 200 a drop, SFX_SANDBAG_HIT 149 a throw).
  [250] = { name = "Lava particles", behaviour = "projectile", params = { damage = 10, reach = 200 } },
  [251] = { name = "Lava / air particle emitter", behaviour = "lava_emitter", params = { drop = 250, sound = 149 } },
  [252] = { name = "Flame", behaviour = "unplaced", note = "flame sprites (particles.FLAME draws them; a burning thing is an effect, not an entity)" },
  [253] = { name = "Flame emitter", behaviour = "flame_emitter" },
  [254] = { name = "Skybox", behaviour = "unplaced", note = "the sky dome the renderer draws" },
  [255] = { name = "Font graphics", behaviour = "unplaced", note = "font glyphs" },
  -- TRX O_DYING_MONK, not a fighting monk: once the (up to two) creatures
  -- of its room are dead, Lara standing within a sector of it ends the level.
  [256] = { name = "Monk", behaviour = "creatures.dying_monk" },
  -- tomb2/TRX ding_dong: SFX_DOORBELL 334 once each time it is triggered.
  [257] = { name = "Door bell", behaviour = "sound_emitter", params = { mode = "once", sound = 334 } },
  -- TRX lara_alarm.c: SFX_BURGLAR_ALARM 335 every tick it is on.
  [258] = { name = "Alarm bell", behaviour = "sound_emitter", params = { mode = "while_on", sound = 335 } },
  [259] = { name = "Helicopter", behaviour = "copter", params = { mode = "flyby", sound = 297, speed = 100 } },
  -- TRX winston.c: follows Lara about the house.
  [260] = { name = "Winston", behaviour = "creatures.winston", params = { stats = "winston" } },
  -- TRX O_FINAL_LEVEL_COUNTER (InitialiseFinalLevel): kills of the placed
  -- dogs (15), masked goons 1 (16) and stick-wielding goons 1 (32) wake a
  -- shotgun goon (20) with meshes 13-15 hidden (0xFFFF1FFF); the level ends
  -- five seconds (CUTSCENE_DELAY 150 ticks) after its death.
  -- Spec 000 names it "Lara cutscene placement"; TRX: FINAL_LEVEL_COUNTER.
  [262] = { name = "Final level counter", behaviour = "creatures.final_level", params = { counted = { 15, 16, 32 }, boss = 20, boss_meshes = 0xFFFF1FFF, delay = 150 } },
  -- TRX O_CUT_SHOTGUN: the shotgun of a cutscene, animated with it.
  [263] = { name = "Shotgun animation", behaviour = "cutscene_actor" },
  -- TRX earthquake.c (O_EARTHQUAKE): jolts, wakes flame emitters and ceilings.
  -- Spec 000 names it "Dragon explosion emitter"; TRX: EARTHQUAKE.
  [264] = { name = "Earthquake", behaviour = "tr2_earthquake", params = { flame = 253, ceiling = 79, sound = 298 } },
}
