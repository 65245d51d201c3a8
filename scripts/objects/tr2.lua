-- The Tomb Raider 2 catalogue in the one shape of every game (objects/catalogue.lua):
-- each entity type id of TRosettaStone 3's entity catalogue (§15.1) with its
-- name, the behaviour module
-- that runs it (a full module name) and that module's parameters. The
-- names are TRosettaStone's; where it gives two types one name (a pickup
-- and its inventory-ring model), the second says which it is. A type no
-- routine of the original serves is "unplaced" or "inert", with a note.
return require("objects.catalogue").list({
  { id = 0, name = "Lara", behaviour = "lara.player" },
  { id = 1, name = "Lara pistols animation", behaviour = "lara.part" },
  { id = 2, name = "Lara’s ponytail", behaviour = "objects.common.unplaced", note = "Lara's ponytail: drawn and swung by the hair simulation" },
  { id = 3, name = "Lara shotgun animation", behaviour = "lara.part" },
  { id = 4, name = "Lara automags animation", behaviour = "lara.part" },
  { id = 5, name = "Lara uzis animation", behaviour = "lara.part" },
  { id = 6, name = "Lara M16 animation", behaviour = "lara.part" },
  { id = 7, name = "Lara grenade gun animation", behaviour = "lara.part" },
  { id = 8, name = "Lara harpoon gun animation", behaviour = "lara.part" },
  { id = 9, name = "Lara flare animation", behaviour = "lara.part" },
  { id = 10, name = "Lara snowmobile animation", behaviour = "lara.part" },
  { id = 11, name = "Lara boat animation", behaviour = "lara.part" },
  { id = 12, name = "Lara misc animations", behaviour = "lara.part" },
  -- Lara's vehicles (vehicles/common.lua): she gets on beside them with Action.
  { id = 13, name = "Red snowmobile", behaviour = "vehicles.skidoo" },
  { id = 14, name = "Boat", behaviour = "vehicles.boat" },
  { id = 15, name = "Doberman", behaviour = "creatures.doberman", params = { stats = "doberman" } },
  { id = 16, name = "Masked goon 1", behaviour = "creatures.goon", params = { stats = "masked_goon_1" } },
  { id = 17, name = "Masked goon 2", behaviour = "creatures.goon", params = { stats = "masked_goon_2" } },
  { id = 18, name = "Masked goon 3", behaviour = "creatures.goon", params = { stats = "masked_goon_3" } },
  -- TR2's people (creatures/stats/tr2.lua; TRX ids O_CULT_2, O_CULT_3,
  -- O_WORKER_1…5, O_BANDIT_1, _2, _2B, O_MONK_1, _2).
  { id = 19, name = "Knifethrower", behaviour = "creatures.shooter", params = { stats = "cultist_2" } },
  { id = 20, name = "Shotgun goon", behaviour = "creatures.shooter", params = { stats = "cultist_3" } },
  { id = 21, name = "Rat", behaviour = "creatures.mouse", params = { stats = "rat" } },
  -- TRX dragon.c: the front is the creature, the back is posed with it
  -- (creatures/dragon.lua); only the dagger ends it.
  { id = 22, name = "Dragon (front)", behaviour = "creatures.dragon", params = { stats = "dragon" } },
  { id = 23, name = "Dragon (back)", behaviour = "objects.common.still", params = { solid = false }, note = "posed every tick by the dragon's front (22), which also makes it solid" },
  -- TRX gondola.c: floats until the boat (14) rams it at 80 or more
  -- (boat.c: M_MAX_SPEED − 10), then shatters and sinks 50 a tick.
  { id = 24, name = "Gondola", behaviour = "objects.common.gondola", params = { rammer = 14, crash_speed = 80 } },
  { id = 25, name = "Shark", behaviour = "creatures.fish", params = { stats = "shark" } },
  { id = 26, name = "Yellow moray eel", behaviour = "creatures.eel", params = { stats = "yellow_eel" } },
  { id = 27, name = "Black moray eel", behaviour = "creatures.eel", params = { stats = "black_eel" } },
  { id = 28, name = "Barracuda", behaviour = "creatures.fish", params = { stats = "barracuda" } },
  -- TRX diver.c: harpoons from under the water and from its surface.
  { id = 29, name = "Scuba diver", behaviour = "creatures.diver", params = { stats = "diver" } },
  { id = 30, name = "Gunman 1", behaviour = "creatures.shooter", params = { stats = "worker_1" } },
  { id = 31, name = "Gunman 2", behaviour = "creatures.shooter", params = { stats = "worker_2" } },
  { id = 32, name = "Stick-wielding goon 1", behaviour = "creatures.club_worker", params = { stats = "club_worker_1" } },
  { id = 33, name = "Stick-wielding goon 2", behaviour = "creatures.club_worker", params = { stats = "club_worker_2" } },
  { id = 34, name = "Flamethrower goon", behaviour = "creatures.shooter", params = { stats = "worker_5" } },
  { id = 36, name = "Spider", behaviour = "creatures.spider", params = { stats = "spider" } },
  { id = 37, name = "Giant spider", behaviour = "creatures.spider", params = { stats = "giant_spider" } },
  { id = 38, name = "Crow", behaviour = "creatures.bird", params = { stats = "crow" } },
  { id = 39, name = "Tiger / Snow leopard", behaviour = "creatures.big_cat", params = { stats = "tiger" } },
  -- TRX bartoli.c: the explosions that turn him into the dragon.
  { id = 40, name = "Marco Bartoli", behaviour = "creatures.bartoli", params = { stats = "bartoli" } },
  -- TRX xian_spearman.c, xian_knight.c: jade until triggered (wearing
  -- their statue models' meshes), then flesh; killed, jade again and shattered.
  { id = 41, name = "Xian Guard w/spear", behaviour = "creatures.xian", params = { stats = "xian_spearman" } },
  { id = 42, name = "Xian Guard w/spear statue", behaviour = "objects.common.unplaced", note = "the spearman's jade meshes (TRX O_XIAN_SPEARMAN_STATUE): worn by 41 while it is stone" },
  { id = 43, name = "Xian Guard w/sword", behaviour = "creatures.xian", params = { stats = "xian_knight" } },
  { id = 44, name = "Xian Guard w/sword statue", behaviour = "objects.common.unplaced", note = "the knight's jade meshes (TRX O_XIAN_KNIGHT_STATUE): worn by 43 while it is stone" },
  { id = 45, name = "Yeti", behaviour = "creatures.yeti", params = { stats = "yeti", death = "yeti" } },
  { id = 46, name = "Bird monster (guards Talion)", behaviour = "creatures.bird_monster", params = { stats = "bird_monster" } },
  { id = 47, name = "Eagle", behaviour = "creatures.bird", params = { stats = "eagle" } },
  { id = 48, name = "Mercenary 1", behaviour = "creatures.shooter", params = { stats = "mercenary_1" } },
  { id = 49, name = "Mercenary 2", behaviour = "creatures.shooter", params = { stats = "mercenary_2" } },
  { id = 50, name = "Mercenary 3", behaviour = "creatures.shooter", params = { stats = "mercenary_3" } },
  -- TRX skidoo_driver.c, skidoo_armed.c: the driver brings the armed
  -- snowmobile, which drives and shoots; wrecked, Lara may ride it.
  { id = 51, name = "Black snowmobile", behaviour = "creatures.skidoo_armed", params = { stats = "skidoo_armed" } },
  { id = 52, name = "Mercenary snowmobile driver", behaviour = "creatures.skidoo_driver" },
  { id = 53, name = "Monk with long stick", behaviour = "creatures.monk", params = { stats = "monk" } },
  { id = 54, name = "Monk with knife-end stick", behaviour = "creatures.monk", params = { stats = "monk" } },
  -- TRX tr2/tomb3 FallingBlock: the TR1 routine.
  { id = 55, name = "Falling block", behaviour = "objects.common.falling_block" },
  { id = 57, name = "Loose boards", behaviour = "objects.common.falling_block" },
  -- tomb3 Pendulum: runs while triggered, 50 a tick of contact.
  { id = 58, name = "Swinging sandbag / Spiky ball", behaviour = "objects.common.swinging_blade", params = { free = true, damage = 50, collision = "object" } },
  { id = 59, name = "Teeth spikes / Glass shards", behaviour = "objects.common.spikes", params = { death = "spikes" } },
  { id = 60, name = "Rolling ball", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  -- The dart: TR1's routine and figure (TRX tr2 dart.c: DART_DAMAGE 50, a
  -- solid object to her, Object_Collision).
  { id = 61, name = "Disc", behaviour = "objects.common.projectile", params = { damage = 50, spark = "RICOCHET", collision = "object" } },
  { id = 62, name = "Discgun", behaviour = "objects.common.dart_emitter", params = { dart = 61, sound = 151 } },
  -- TRX drawbridge.c: a door while raised, a floor over the two sectors
  -- before it once lowered.
  { id = 63, name = "Drawbridge", behaviour = "objects.common.drawbridge" },
  { id = 64, name = "Slamming door", behaviour = "objects.common.door" },
  -- TRX lift.c: down 22 clicks while triggered, back up when not, 16 a
  -- tick after three seconds at its door; its floor carries Lara.
  { id = 65, name = "Elevator", behaviour = "objects.common.lift" },
  -- TRX General_Control (O_GENERAL): runs its animation while triggered, lamp lit.
  { id = 66, name = "Minisub", behaviour = "objects.common.minisub" },
  { id = 67, name = "Pushable block 1", behaviour = "objects.common.pushable_block" },
  { id = 68, name = "Pushable block 2", behaviour = "objects.common.pushable_block" },
  { id = 69, name = "Pushable block 3", behaviour = "objects.common.pushable_block" },
  { id = 70, name = "Pushable block 4", behaviour = "objects.common.pushable_block" },
  -- TRX big_bowl.c: pours hot liquid (220) once tipped, flipmap 4 after 5 s.
  { id = 71, name = "Lava bowl", behaviour = "objects.common.big_bowl", params = { drop = 220, flip = 4 } },
  -- Broken by her running or jumping into it, or by a shot (tomb3 WindowControl).
  { id = 72, name = "Breakable window 1", behaviour = "objects.common.window", params = { sound = 58 } },
  { id = 73, name = "Breakable window 2", behaviour = "objects.common.window", params = { sound = 58 } },
  -- tomb3 PropellerControl: 200 a tick the blades touch (touch_bits & 6).
  -- TRX tr2 propeller.c: solid only at rest (Object_Collision_Trap) and
  -- passable once wound down; the saw (power_saw.c) always solid.
  { id = 76, name = "Airplane propeller", behaviour = "objects.common.propeller", params = { sound = 217, collision = "trap", passable_once_stopped = true } },
  { id = 77, name = "Power saw", behaviour = "objects.common.propeller", params = { sound = 206, stop_sound = 207, collision = "object" } },
  -- TRX hook.c: swings while triggered, HOOK_DAMAGE 50 a tick it touches
  -- her; pushes her as a creature does (Creature_Collision).
  { id = 78, name = "Overhead pulley hook", behaviour = "objects.common.swinging_blade", params = { free = true, damage = 50, collision = "creature" } },
  -- The TR1 routine (tomb3 FallingCeiling: 300 while it falls).
  { id = 79, name = "Falling ceiling / Sandbag", behaviour = "objects.common.falling_ceiling", params = { damage = 300, collision = "trap" } },
  -- tomb3 SpinningBlade: rolls to the wall, 100 a tick of contact.
  { id = 80, name = "Rolling spindle", behaviour = "objects.common.spinning_blade", params = { damage = 100, collision = "object" } },
  -- tomb3 BladeControl: strikes and retracts while triggered, 100 a tick
  -- its blade (mesh 1) touches her.
  { id = 81, name = "Wall-mounted knife blade", behaviour = "objects.common.swinging_blade", params = { on_state = 2, off_state = 1, recoil = true, touch = 2, damage = 100, collision = "trap" } },
  -- TRX tr2 killer_statue.c: cuts (2) from stop (1) while triggered,
  -- KILLER_STATUE_CUT_DAMAGE 20 a tick its sword (mesh 7, touch bits 128)
  -- touches her. TRosettaStone's 200 is TombEngine's figure.
  { id = 82, name = "Statue with knife blade", behaviour = "objects.common.swinging_blade", params = { on_state = 2, off_state = 1, recoil = true, touch = 128, damage = 20 } },
  { id = 83, name = "Multiple boulders / snowballs", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  -- TRX icicle.c: cracks, falls, 200 a tick of contact, shatters.
  { id = 84, name = "Detachable icicles", behaviour = "objects.common.icicle", params = { damage = 200, collision = "trap" } },
  -- tomb3 ControlSpikeWall: 16 a tick while the floor ahead is level, 20 a touch.
  { id = 85, name = "Spiky wall", behaviour = "objects.common.spike_wall", params = { step = 16, damage = 20 } },
  -- TRX springboard.c: launches her at 240 up as a forward jump.
  { id = 86, name = "Bounce pad", behaviour = "objects.common.springboard", params = { launch = 240 } },
  -- tomb3 ControlCeilingSpikes: 5 a tick down to a sector above the floor, 20 a touch.
  { id = 87, name = "Spiky ceiling", behaviour = "objects.common.spike_wall", params = { down = true, step = 5, damage = 20 } },
  -- TRX bell.c: a shot swings it; it sets off the heavy trigger under it.
  { id = 88, name = "Tibetan bell", behaviour = "objects.common.bell" },
  -- The skidoo's track meshes (TRX O_SKIDOO_TRACK): the skidoo draws them; never placed.
  { id = 91, name = "Snowmobile belt", behaviour = "objects.common.unplaced" },
  -- TRX O_SWITCH_TYPE_1: a wall switch (Switch_Collision).
  { id = 92, name = "Wheel knob", behaviour = "objects.common.switch" },
  { id = 93, name = "Small wall switch", behaviour = "objects.common.switch", params = { kind = "small" } },
  { id = 94, name = "Underwater propeller", behaviour = "objects.common.propeller", params = { sound = 215, collision = "trap", passable_once_stopped = true } },
  { id = 95, name = "Air fan", behaviour = "objects.common.propeller", params = { sound = 217, collision = "trap", passable_once_stopped = true } },
  { id = 96, name = "Swinging box / spiky ball", behaviour = "objects.common.swinging_blade", params = { free = true, damage = 50, collision = "object" } },
  -- TRX O_MESH_SWAP_1, O_MESH_SWAP_2, O_LARA_SWAP (97-99): meshes the
  -- cutscene flipeffects swap in (flipeffects/tr2.lua MESH_SWAP_1...).
  { id = 97, name = "Cutscene actor 1", behaviour = "objects.common.unplaced", note = "mesh source (TRX O_MESH_SWAP_1): meshes flipeffects swap onto Lara and actors in cutscenes" },
  { id = 98, name = "Cutscene actor 2", behaviour = "objects.common.unplaced", note = "mesh source (TRX O_MESH_SWAP_2): meshes flipeffects swap onto actors in cutscenes" },
  { id = 99, name = "Cutscene actor 3", behaviour = "objects.common.unplaced", note = "mesh source (TRX O_LARA_SWAP): Lara's meshes for cutscenes" },
  { id = 100, name = "UI frame", behaviour = "objects.common.unplaced", note = "the frame UI text boxes are drawn in (TRX O_TEXT_BOX)" },
  { id = 101, name = "Rolling storage drums", behaviour = "objects.common.boulder", params = { death = "boulder" } },
  -- TRX zipline.c: she grabs it and rides it to the line's end (state 70).
  { id = 102, name = "Zipline handle", behaviour = "objects.common.zipline", params = { max_speed = 100, accel = 5, grab_anim = 215, fall_anim = 217 } },
  { id = 103, name = "Push-button switch", behaviour = "objects.common.switch", params = { kind = "button" } },
  { id = 104, name = "Wall switch", behaviour = "objects.common.switch" },
  { id = 105, name = "Underwater switch", behaviour = "objects.common.switch", params = { underwater = true } },
  { id = 106, name = "Door 1", behaviour = "objects.common.door" },
  { id = 107, name = "Door 2", behaviour = "objects.common.door" },
  { id = 108, name = "Door 3", behaviour = "objects.common.door" },
  { id = 109, name = "Door 4", behaviour = "objects.common.door" },
  { id = 110, name = "Door 5", behaviour = "objects.common.door" },
  { id = 111, name = "Lifting door 1", behaviour = "objects.common.door" },
  { id = 112, name = "Lifting door 2", behaviour = "objects.common.door" },
  { id = 113, name = "Lifting door 3", behaviour = "objects.common.door" },
  { id = 114, name = "Trapdoor 1", behaviour = "objects.common.trapdoor" },
  { id = 115, name = "Trapdoor 2", behaviour = "objects.common.trapdoor" },
  { id = 116, name = "Trapdoor 3", behaviour = "objects.common.trapdoor" },
  { id = 117, name = "Bridge flat", behaviour = "objects.common.bridge", params = { tilt = 0 } },
  { id = 118, name = "Bridge tilt 1", behaviour = "objects.common.bridge", params = { tilt = 1 } },
  { id = 119, name = "Bridge tilt 2", behaviour = "objects.common.bridge", params = { tilt = 2 } },
  -- TRosettaStone's table calls 120, 121 and 133 the secret dragons; TRX's TR2
  -- object list has them as ring models and the dragons at 190-192.
  { id = 120, name = "Passport (opening up)", behaviour = "objects.common.unplaced", note = "the passport on the inventory ring (TRX O_PASSPORT_OPTION); the secret dragons are 190-192" },
  { id = 121, name = "Compass", behaviour = "objects.common.unplaced", note = "the compass on the inventory ring (TRX O_COMPASS_OPTION)" },
  { id = 122, name = "Lara’s home photo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- TRX O_PLAYER_1-10: cutscene figures playing their animation.
  { id = 123, name = "Cutscene actor 4", behaviour = "objects.common.cutscene_actor" },
  { id = 124, name = "Cutscene actor 5", behaviour = "objects.common.cutscene_actor" },
  { id = 125, name = "Cutscene actor 6", behaviour = "objects.common.cutscene_actor" },
  { id = 126, name = "Cutscene actor 7", behaviour = "objects.common.cutscene_actor" },
  { id = 127, name = "Cutscene actor 8", behaviour = "objects.common.cutscene_actor" },
  { id = 128, name = "Cutscene actor 9", behaviour = "objects.common.cutscene_actor" },
  { id = 129, name = "Cutscene actor 10", behaviour = "objects.common.cutscene_actor" },
  { id = 130, name = "Cutscene actor 11", behaviour = "objects.common.cutscene_actor" },
  { id = 133, name = "Passport (closed)", behaviour = "objects.common.unplaced", note = "the closed passport of the title ring (TRX O_PASSPORT_CLOSED)" },
  { id = 134, name = "Map (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 135, name = "Pistols", behaviour = "objects.common.pickup", params = { item = 135 } },
  { id = 136, name = "Shotgun", behaviour = "objects.common.pickup", params = { item = 136 } },
  { id = 137, name = "Automags", behaviour = "objects.common.pickup", params = { item = 137 } },
  { id = 138, name = "Uzi", behaviour = "objects.common.pickup", params = { item = 138 } },
  { id = 139, name = "Harpoon gun", behaviour = "objects.common.pickup", params = { item = 139 } },
  { id = 140, name = "M16", behaviour = "objects.common.pickup", params = { item = 140 } },
  { id = 141, name = "Grenade gun", behaviour = "objects.common.pickup", params = { item = 141 } },
  { id = 142, name = "Pistol ammo", behaviour = "objects.common.pickup", params = { item = 142 } },
  { id = 143, name = "Shotgun ammo", behaviour = "objects.common.pickup", params = { item = 143 } },
  { id = 144, name = "Auto-pistol ammo", behaviour = "objects.common.pickup", params = { item = 144 } },
  { id = 145, name = "Uzi ammo", behaviour = "objects.common.pickup", params = { item = 145 } },
  { id = 146, name = "Harpoon gun ammo", behaviour = "objects.common.pickup", params = { item = 146 } },
  { id = 147, name = "M16 ammo", behaviour = "objects.common.pickup", params = { item = 147 } },
  { id = 148, name = "Grenadegun ammo", behaviour = "objects.common.pickup", params = { item = 148 } },
  { id = 149, name = "Small medipack", behaviour = "objects.common.pickup", params = { item = 149 } },
  { id = 150, name = "Large medipack", behaviour = "objects.common.pickup", params = { item = 150 } },
  -- A box of flares holds six (TRX FLARE_AMMO_QTY); a single flare one.
  { id = 151, name = "Flares", behaviour = "objects.common.pickup", params = { item = 151, count = 6 } },
  { id = 152, name = "Flare", behaviour = "objects.common.flare", params = { item = 151 } },
  { id = 153, name = "Sunglasses (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 154, name = "CD player (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 155, name = "Direction keys (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 157, name = "Pistols (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 158, name = "Shotgun (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 159, name = "Automags (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 160, name = "Uzi (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 161, name = "Harpoon gun (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 162, name = "M16 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 163, name = "Grenade gun (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 164, name = "Pistol ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 165, name = "Shotgun ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- TRX O_MAGNUM_AMMO_OPTION: the automag clips' pickup is 144.
  { id = 166, name = "Automag ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 167, name = "Uzi ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 168, name = "Harpoon gun ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 169, name = "M16 ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 170, name = "Grenadegun ammo (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 171, name = "Small medipack (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 172, name = "Large medipack (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 173, name = "Flares (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 174, name = "Puzzle 1", behaviour = "objects.common.pickup", params = { item = 174 } },
  { id = 175, name = "Puzzle 2", behaviour = "objects.common.pickup", params = { item = 175 } },
  { id = 176, name = "Puzzle 3", behaviour = "objects.common.pickup", params = { item = 176 } },
  { id = 177, name = "Puzzle 4", behaviour = "objects.common.pickup", params = { item = 177 } },
  { id = 178, name = "Puzzle 1 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 179, name = "Puzzle 2 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 180, name = "Puzzle 3 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 181, name = "Puzzle 4 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  -- Puzzle holes take their piece and then show it, wearing the
  -- meshes of their done model (186-189; TRX puzzle_hole.c).
  { id = 182, name = "Puzzle hole 1", behaviour = "objects.common.keyhole", params = { item = 174, kind = "puzzle", done_model = 186 } },
  { id = 183, name = "Puzzle hole 2", behaviour = "objects.common.keyhole", params = { item = 175, kind = "puzzle", done_model = 187 } },
  { id = 184, name = "Puzzle hole 3", behaviour = "objects.common.keyhole", params = { item = 176, kind = "puzzle", done_model = 188 } },
  { id = 185, name = "Puzzle hole 4", behaviour = "objects.common.keyhole", params = { item = 177, kind = "puzzle", done_model = 189 } },
  -- A hole placed already filled: used from the start, takes nothing.
  { id = 186, name = "Puzzle done 1", behaviour = "objects.common.keyhole", params = { item = 174, kind = "puzzle", done = true } },
  { id = 187, name = "Puzzle done 2", behaviour = "objects.common.keyhole", params = { item = 175, kind = "puzzle", done = true } },
  { id = 188, name = "Puzzle done 3", behaviour = "objects.common.keyhole", params = { item = 176, kind = "puzzle", done = true } },
  { id = 189, name = "Puzzle done 4", behaviour = "objects.common.keyhole", params = { item = 177, kind = "puzzle", done = true } },
  -- The secret dragons (stone, jade, gold): their pickup counts the secret
  -- (TRX Inv_AddItem O_SECRET_1-3).
  { id = 190, name = "Secret 1", behaviour = "objects.common.pickup_event", params = { item = 190, secret = 0 } },
  { id = 191, name = "Secret 2", behaviour = "objects.common.pickup_event", params = { item = 191, secret = 1 } },
  { id = 192, name = "Secret 3", behaviour = "objects.common.pickup_event", params = { item = 192, secret = 2 } },
  { id = 193, name = "Key 1", behaviour = "objects.common.pickup", params = { item = 193 } },
  { id = 194, name = "Key 2", behaviour = "objects.common.pickup", params = { item = 194 } },
  { id = 195, name = "Key 3", behaviour = "objects.common.pickup", params = { item = 195 } },
  { id = 196, name = "Key 4", behaviour = "objects.common.pickup", params = { item = 196 } },
  { id = 197, name = "Key 1 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 198, name = "Key 2 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 199, name = "Key 3 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 200, name = "Key 4 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 201, name = "Keyhole 1", behaviour = "objects.common.keyhole", params = { item = 193 } },
  { id = 202, name = "Keyhole 2", behaviour = "objects.common.keyhole", params = { item = 194 } },
  { id = 203, name = "Keyhole 3", behaviour = "objects.common.keyhole", params = { item = 195 } },
  { id = 204, name = "Keyhole 4", behaviour = "objects.common.keyhole", params = { item = 196 } },
  { id = 205, name = "Quest item 1", behaviour = "objects.common.pickup", params = { item = 205 } },
  { id = 206, name = "Quest item 2", behaviour = "objects.common.pickup", params = { item = 206 } },
  { id = 207, name = "Quest item 1 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 208, name = "Quest item 2 (inventory)", behaviour = "objects.common.unplaced", note = "an inventory-ring model (the ring draws it; never placed)" },
  { id = 209, name = "Dragon explosion effect 1", behaviour = "objects.common.sphere_of_doom", params = { spin = -1 } },
  { id = 210, name = "Dragon explosion effect 2", behaviour = "objects.common.sphere_of_doom", params = { spin = 1 } },
  { id = 211, name = "Dragon explosion effect 3", behaviour = "objects.common.sphere_of_doom", params = { spin = -1 } },
  -- TRX alarm_sound.c: SFX_PLATFORM_ALARM 332 every tick its trigger is on.
  { id = 212, name = "Alarm", behaviour = "objects.common.sound_emitter", params = { mode = "while_on", sound = 332 } },
  -- TRX bird_tweeter.c (BIRD_TWEETER_1 and _2): a draw under 256 (drips,
  -- SFX_DRIPS_REVERB 329) or 1024 (birds, SFX_BIRDS_CHIRP 316) each tick.
  { id = 213, name = "Dripping water", behaviour = "objects.common.sound_emitter", params = { mode = "chance", chance = 256, sound = 329 } },
  { id = 214, name = "T-Rex", behaviour = "creatures.trex", params = { stats = "trex", death = "trex" } },
  { id = 215, name = "Singing birds", behaviour = "objects.common.sound_emitter", params = { mode = "chance", chance = 1024, sound = 316 } },
  -- TRX clock_chimes.c: SFX_DOOR_CHIME 208 while the trigger's timer runs.
  { id = 216, name = "Bartoli’s Hideout clock", behaviour = "objects.common.sound_emitter", params = { mode = "chimes", sound = 208 } },
  -- TRX O_DRAGON_BONES_1-3 (217-219): the dragon's remains, still and solid
  -- (the dragon spawns 218 and 219 where it dies).
  -- TRosettaStone names it "Placeholder"; TRX: DRAGON_BONES_1.
  { id = 217, name = "Dragon bones", behaviour = "objects.common.still" },
  { id = 218, name = "Dragon bones (front)", behaviour = "objects.common.still" },
  { id = 219, name = "Dragon bones (back)", behaviour = "objects.common.still" },
  -- TRX O_HOT_LIQUID: a drop the lava bowl pours; falls and splashes.
  -- TRosettaStone names it "Extra fire"; TRX: HOT_LIQUID, the lava bowl's drops.
  { id = 220, name = "Hot liquid (lava bowl drops)", behaviour = "objects.common.hot_liquid", params = { pour_sound = 284, splash_sound = 285 } },
  -- TRX mine.c: a boat (14) within half a sector sets it (then all) off.
  { id = 222, name = "Aquatic Mine (Venice)", behaviour = "objects.common.mine", params = { boat = 14, sound = 105 } },
  { id = 223, name = "Menu background", behaviour = "objects.common.unplaced", note = "the inventory ring's backdrop (TRX O_INV_BACKGROUND)" },
  { id = 224, name = "Gray disk", behaviour = "objects.common.unplaced", note = "reserved effect slot (TRX O_FX_RESERVED)" },
  -- TRX gong_bonger.c: strikes (frame 41), then sets off the heavy trigger (79).
  { id = 225, name = "Gong stick", behaviour = "objects.common.gong_bonger" },
  -- TRX detonator.c (O_DETONATOR_1, _2): worked with key 2 (inventory 194).
  { id = 226, name = "Gong", behaviour = "objects.common.detonator", params = { item = 194, mode = "gong", bonger = 225 } },
  { id = 227, name = "Detonator box", behaviour = "objects.common.detonator", params = { item = 194, mode = "plunger", sound = 105 } },
  -- TRX copter.c / mini_copter.c: fly-bys with SFX_HELICOPTER_LOOP 297.
  { id = 228, name = "Helicopter (Diving Area)", behaviour = "objects.common.copter", params = { mode = "takeoff", sound = 297 } },
  { id = 229, name = "Explosion", behaviour = "objects.common.unplaced", note = "explosion sprites (particles.EXPLOSION draws them)" },
  { id = 230, name = "Water ripples", behaviour = "objects.common.unplaced", note = "splash and ripple sprites (particles.RIPPLES)" },
  { id = 231, name = "Bubbles", behaviour = "objects.common.unplaced", note = "bubble sprites (particles.BUBBLES)" },
  { id = 233, name = "Blood", behaviour = "objects.common.unplaced", note = "blood sprites (particles.BLOOD)" },
  { id = 235, name = "Flare sparkles", behaviour = "objects.common.unplaced", note = "the flare's fire sprites (particles.SPARKS)" },
  { id = 236, name = "Glow", behaviour = "objects.common.unplaced", note = "the glow sprite of lights and flares" },
  { id = 238, name = "Ricochet", behaviour = "objects.common.unplaced", note = "ricochet sprites (particles.RICOCHET)" },
  { id = 240, name = "Gunflare", behaviour = "objects.common.unplaced", note = "the pistols' muzzle flash, attached by lara.guns" },
  { id = 241, name = "M16 gunflare", behaviour = "objects.common.unplaced", note = "the M16's muzzle flash, attached by lara.guns" },
  { id = 243, name = "Camera target", behaviour = "objects.common.marker" },
  -- Spray at a waterfall's foot while triggered (TRX waterfall.c, as TR1's).
  { id = 244, name = "Waterfall mist", behaviour = "objects.common.emitters", params = { effect = "MIST", every = 4 } },
  -- TRX O_MISSILE_HARPOON: the diver's shot, not a pickup (harpoon-gun ammo is 146).
  { id = 245, name = "Harpoon", behaviour = "creatures.missile", params = { stats = "harpoon" } },
  -- TRX O_MISSILE_FLAME: the flamethrower's flame (creatures/missile.lua).
  { id = 246, name = "Flame (missile)", behaviour = "creatures.missile", params = { stats = "flame" } },
  { id = 247, name = "Placeholder", behaviour = "creatures.missile", params = { stats = "knife" } },
  { id = 248, name = "Grenade (single)", behaviour = "weapons.projectile" }, -- a grenade in flight (TRX O_ROCKET), spawned by the grenade gun
  { id = 249, name = "Harpoon (flying)", behaviour = "weapons.projectile" }, -- a harpoon in flight (TRX O_HARPOON_BOLT), spawned by the harpoon gun
  -- TRX tr2 ember.c / ember_emitter.c: TR1's lava fountain, the same numbers
  -- (10 within 200 a drop, SFX_SANDBAG_HIT 149 a throw).
  { id = 250, name = "Lava particles", behaviour = "objects.common.projectile", params = { damage = 10, reach = 200 } },
  { id = 251, name = "Lava / air particle emitter", behaviour = "objects.common.lava_emitter", params = { drop = 250, sound = 149 } },
  { id = 252, name = "Flame", behaviour = "objects.common.unplaced", note = "flame sprites (particles.FLAME draws them; a burning thing is an effect, not an entity)" },
  { id = 253, name = "Flame emitter", behaviour = "objects.common.flame_emitter" },
  { id = 254, name = "Skybox", behaviour = "objects.common.unplaced", note = "the sky dome the renderer draws" },
  { id = 255, name = "Font graphics", behaviour = "objects.common.unplaced", note = "font glyphs" },
  -- TRX O_DYING_MONK, not a fighting monk: once the (up to two) creatures
  -- of its room are dead, Lara standing within a sector of it ends the level.
  { id = 256, name = "Monk", behaviour = "creatures.dying_monk" },
  -- tomb2/TRX ding_dong: SFX_DOORBELL 334 once each time it is triggered.
  { id = 257, name = "Door bell", behaviour = "objects.common.sound_emitter", params = { mode = "once", sound = 334 } },
  -- TRX lara_alarm.c: SFX_BURGLAR_ALARM 335 every tick it is on.
  { id = 258, name = "Alarm bell", behaviour = "objects.common.sound_emitter", params = { mode = "while_on", sound = 335 } },
  { id = 259, name = "Helicopter", behaviour = "objects.common.copter", params = { mode = "flyby", sound = 297, speed = 100 } },
  -- TRX winston.c: follows Lara about the house.
  { id = 260, name = "Winston", behaviour = "creatures.winston", params = { stats = "winston" } },
  -- TRX O_FINAL_LEVEL_COUNTER (InitialiseFinalLevel): kills of the placed
  -- dogs (15), masked goons 1 (16) and stick-wielding goons 1 (32) wake a
  -- shotgun goon (20) with meshes 13-15 hidden (0xFFFF1FFF); the level ends
  -- five seconds (CUTSCENE_DELAY 150 ticks) after its death.
  -- TRosettaStone names it "Lara cutscene placement"; TRX: FINAL_LEVEL_COUNTER.
  { id = 262, name = "Final level counter", behaviour = "creatures.final_level", params = { counted = { 15, 16, 32 }, boss = 20, boss_meshes = 0xFFFF1FFF, delay = 150 } },
  -- TRX O_CUT_SHOTGUN: the shotgun of a cutscene, animated with it.
  { id = 263, name = "Shotgun animation", behaviour = "objects.common.cutscene_actor" },
  -- TRX earthquake.c (O_EARTHQUAKE): jolts, wakes flame emitters and ceilings.
  -- TRosettaStone names it "Dragon explosion emitter"; TRX: EARTHQUAKE.
  { id = 264, name = "Earthquake", behaviour = "objects.common.tr2_earthquake", params = { flame = 253, ceiling = 79, sound = 298 } },
})
