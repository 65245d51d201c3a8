---@meta
-- Editor annotations for the tombrs Lua API (LuaLS). Not loaded by the engine.
-- See docs/lua-api.md for the meaning of each entry.

---@class Entity
---@field x integer
---@field y integer
---@field z integer
---@field yaw integer
---@field pitch integer
---@field roll integer
---@field room integer
---@field type integer
---@field index integer
---@field generation integer
---@field model integer?
---@field anim integer
---@field anim_id integer
---@field frame integer
---@field anim_state integer the state the entity is in; set it to play an animation under another state, as the originals set `current_anim_state` (TOMB4 RopeCollision: a reach's catch swings under the swing's state)
---@field state_id integer
---@field goal_state integer
---@field speed integer
---@field fall_speed integer
---@field jump_fall_speed integer the fall speed the next jump-velocity animation command takes instead of its own (0: the command's); cleared when used
---@field gravity boolean
---@field driven boolean
---@field heavy boolean
---@field awake boolean
---@field mesh_bits integer which meshes are drawn and touch (bit i: mesh i, the first 32), the games' mesh bits
---@field paused boolean held still: its control hook runs, the world neither animates nor moves it
---@field health integer
---@field air integer breath left under water in ticks (1800 full)
---@field timer integer
---@field ocb integer
---@field mask integer
---@field active boolean
---@field status "inactive"|"active"|"deactivated"|"removed"
---@field visible boolean
---@field alpha integer how opaque it is drawn, 0..255 (255 opaque, the default; below, blended over what lies behind)
---@field collidable boolean
---@field one_shot boolean
---@field triggered boolean
---@field clear_body boolean
---@field state table
---@field params table?
---@field name string the catalogue's name for the type
---@field anim_count integer animations of the entity's model
---@field move_offset integer direction of motion relative to the yaw (a sidestep moves at ±16384)
---@field stride integer percent of its animation's ground speed the world moves it by (100 default, 0–400)
---@field auto_land boolean the world stops its fall at the floor (false for Lara: her scripts land her)
---@field motion "ground"|"swim" ground: animation speed along the yaw, gravity when set; swim: fall_speed/4 along yaw and pitch
---@field water "land"|"wade"|"surface"|"underwater" kept by the behaviour; read by the HUD
---@field solid boolean other bodies are pushed out of its bounding box
---@field targetable boolean guns may lock on to it while it lives
local Entity = {}

--- Keeps the creature inside the box graph of its class after each move;
--- with `can_jump` / `can_monkey` its search takes TR4/TR5 overlaps across
--- gaps / along monkey ceilings (LOT.can_jump, LOT.can_monkey).
---@param t {zone: "ground"|"step"|"climb"|"jump"|"skeleton"|"fly"|"swim", large: boolean?, step: integer?, drop: integer?, radius: integer?, fly: integer?, can_jump: boolean?, can_monkey: boolean?}
function Entity:set_locomotion(t) end
--- In a jump its behaviour started (no box rule holds it back; it lands on
--- a floor at most a click under it, deeper undoes the move) and swinging
--- along a monkey ceiling (its top held at the ceiling): LOT.is_jumping,
--- LOT.is_monkeying.
---@param jumping boolean
---@param monkeying boolean
function Entity:set_leap(jumping, monkeying) end
--- How it crosses to the next box of its way: across a gap, along a
--- monkey ceiling (CreatureMood's jump_ahead, monkey_ahead).
---@return boolean jump, boolean monkey
function Entity:way_ahead() end
function Entity:clear_locomotion() end
--- The height a flyer or swimmer eases towards (nil: stay).
---@param y integer?
function Entity:steer_height(y) end
--- What the last move ran into.
---@return boolean clamped, boolean shifted, Entity? blocker
function Entity:move_outcome() end
--- The turn its control made this tick and the tilt it leant by: made
--- again when a wall shifts it (Creature_Animate).
---@param angle integer
---@param tilt integer
function Entity:set_turn(angle, tilt) end
--- A cleared path search (made once) with the boxes of its zone, as a
--- creature taking an AI slot gets; false without a locomotion.
---@return boolean
function Entity:start_search() end
--- The search's required box, target box and aimed-at point (all nil
--- without a search).
---@return integer? required, integer? target, integer? x, integer? y, integer? z
function Entity:search_boxes() end
--- The box the mood wants (nil: none) and, when given, the point there.
---@param box integer?
---@param x integer?
---@param y integer?
---@param z integer?
function Entity:require_box(box, x, y, z) end
--- Requires `box` and aims at a random point of it (Box_TargetBox).
---@param box integer
---@return integer x, integer y, integer z
function Entity:target_box(box) end
--- A box of its zone picked with one roll (the moods' random box).
---@return integer?
function Entity:zone_box() end
--- True when the search reached `box` only through a box closed to it.
---@param box integer
---@return boolean
function Entity:search_blocked(box) end
--- The box one step from `box` towards the search's target box.
---@param box integer
---@return integer?
function Entity:search_exit(box) end
--- This tick's search and the point it heads for (Box_CalculateTarget).
---@return integer x, integer y, integer z, "primary"|"secondary"|"none" kind
function Entity:calculate_target() end
--- The senses of the tick towards a target at (x, y, z) in `room`, zones
--- read for `class` (Creature_AIInfo): own box, zone, target box, target zone (flagged when
--- out of reach), squared distance, angle, enemy_facing, ahead, bite, x_angle; the pitch
--- (`x_angle`, TR3 on) taken at `pitch_lift` above the target's feet.
---@param class string
---@param pivot integer
---@param x integer
---@param y integer
---@param z integer
---@param room integer
---@param yaw integer
---@param heading integer
---@param speed integer
---@param alive boolean
---@param pitch_lift? integer
---@return integer? box, integer zone, integer? target_box, integer enemy_zone, integer distance_sq, integer angle, integer enemy_facing, boolean ahead, boolean bite, integer x_angle
function Entity:ai_info(class, pivot, x, y, z, room, yaw, heading, speed, alive, pitch_lift) end
--- Bit i set when mesh i's collision sphere meets one of `other`'s; with
--- `mask`, only the bits it keeps (no bit operators needed: LuaJIT has none).
---@param other Entity
---@param mask? integer
---@return integer
function Entity:touch_bits(other, mask) end
--- Each mesh's collision sphere as the originals compute it (integer
--- matrices, the keyframe nearest its frame): four numbers a mesh in `out`
--- (x, y, z, radius; mesh i at 4i+1..4i+4), in the world, or seen from
--- the eye (x, y, z) looking along yaw and pitch (up positive): x right,
--- y down, z along the line. Returns the mesh count.
---@param out number[]
---@param x? integer
---@param y? integer
---@param z? integer
---@param yaw? integer
---@param pitch? integer
---@return integer
function Entity:spheres(out, x, y, z, yaw, pitch) end
--- The bounding box of the keyframe nearest its frame (what guns aim at).
---@return integer min_x, integer max_x, integer min_y, integer max_y, integer min_z, integer max_z
function Entity:best_bounds() end
--- An extra turn (x, y, z in TR units) on a mesh after its animation.
function Entity:turn_joint(mesh, x, y, z) end
function Entity:clear_joints() end
--- Meshes first..first+count posed by frame `frame` of the model of `type`,
--- the first turned by (aim_x, aim_y).
function Entity:set_limb(first, count, type, frame, aim_x, aim_y) end
function Entity:clear_limb(first) end
--- Draws level mesh `mesh` fixed to mesh `parent` at (x, y, z) turned by (rx, ry, rz).
function Entity:attach(slot, parent, mesh, x, y, z, rx, ry, rz) end
function Entity:detach(slot) end
--- World position of a point given in one mesh's frame as posed now.
---@return integer x, integer y, integer z
function Entity:mesh_point(mesh, x, y, z) end

---@return boolean
function Entity:exists() end
---@return integer x, integer y, integer z
function Entity:position() end
---@param x integer
---@param y integer
---@param z integer
function Entity:set_position(x, y, z) end
---@param anim integer animation index within the model
---@param frame? integer frame within the animation
---@param type? integer play an animation of this type's model instead of its own
function Entity:set_anim(anim, frame, type) end
---@param mesh integer
---@param with_mesh? integer nil restores the model's own mesh
function Entity:mesh_swap(mesh, with_mesh) end
---The level mesh id `mesh` is swapped with, or nil while it shows its own.
---@param mesh integer
---@return integer?
function Entity:mesh_of(mesh) end
---Draws it stretched along its own x, y, z (4096 = its model's size, up to
---256 times that); without arguments, at its own size again. Drawing only.
---@param x? integer
---@param y? integer
---@param z? integer
function Entity:set_scale(x, y, z) end
---Its drawn scale along its own x, y, z (4096 each when unscaled).
---@return integer, integer, integer
function Entity:scale() end
---@param other Entity|integer
---@param y? integer
---@param z? integer
---@return integer
function Entity:distance_to(other, y, z) end
---@param other Entity|integer
---@param y? integer
---@param z? integer
---@return integer relative angle, -32768..32767
function Entity:angle_to(other, y, z) end
---@param by? Entity
function Entity:activate(by) end
---@param by? Entity
function Entity:deactivate(by) end
---Stops it for good, as a spent object or a dead body stops: no hook is
---called and its status becomes "deactivated".
function Entity:finish() end
---@param damage integer
---@param source? Entity
function Entity:hit(damage, source) end
---A vehicle ran into it at `speed`: its behaviour's on_vehicle_hit(e,
---vehicle, speed) hook runs once the calling hook returns.
---@param vehicle Entity
---@param speed integer
function Entity:vehicle_hit(vehicle, speed) end
---@return boolean removed
function Entity:kill() end
---Lends the world a floor or ceiling over a footprint in the entity's frame,
---`offset` above (negative) or below its origin; tilt in units per 1024.
---@param kind "floor"|"ceiling"
function Entity:set_surface(kind, x0, x1, z0, z1, offset, tilt_x, tilt_z) end
---Withdraws the lent floor or ceiling.
function Entity:clear_surface() end
---The current frame's bounding box in the entity's frame.
---@return integer min_x, integer max_x, integer min_y, integer max_y, integer min_z, integer max_z
function Entity:bounds() end
---True when the current animation has a state change to `state`.
---@param state integer
---@return boolean
function Entity:has_change(state) end
--- Plays its animation frame by frame towards `state` within this tick
--- (the originals' Lara_AnimateUntil: an object starting one of Lara's
--- moves); true once it is in that state, false after 256 frames without.
--- Flipeffects of the frames played are raised as events only.
---@param state integer
---@return boolean
function Entity:animate_until(state) end
--- Plays one more frame of its animation within this tick: the state
--- change, the movement and the commands (a routine's own `Lara_Animate`,
--- as TRX tr1 Lara_Col_ForwardJump's on landing).
function Entity:animate_frame() end

---Tries the state change to the goal state from the current frame at once,
---as the animation step does (a routine that animates its entity itself, as
---TRX tr1 Lara_TestVault does); true when the animation changed.
---@return boolean
function Entity:take_change() end

---@class Behaviour
---@field init? fun(e: Entity)
---@field control? fun(e: Entity)
---@field collision? fun(e: Entity, lara: Entity)
---@field on_activate? fun(e: Entity, activator: Entity?)
---@field on_deactivate? fun(e: Entity, activator: Entity?)
---@field on_hit? fun(e: Entity, damage: integer, source: Entity?)
---@field on_reload? fun(e: Entity)
---@field after_move? fun(e: Entity) after the entity animated and moved this tick (collision routines)
---@field on_vehicle_hit? fun(e: Entity, vehicle: Entity, speed: integer) a vehicle ran into it (`e:vehicle_hit`)

---@class CatalogueEntry
---@field id integer the type id (the key of the entry in its catalogue)
---@field name string unique in its game: a level override or lib/types.lua names the type by it
---@field behaviour string a full module name ("objects.common.door", "creatures.wolf") or "inert"
---@field params? table what the behaviour reads as `e.params`
---@field note? string why the entry is inert, or what a slot never placed is for

---@class AiObject
---@field index integer
---@field type integer
---@field room integer
---@field x integer
---@field y integer
---@field z integer
---@field ocb integer
---@field flags integer
---@field angle integer
---@field box integer?

---@class CollisionProbe
---@field floor integer floor relative to the feet (positive: below); -32767 where there is no floor
---@field ceiling integer ceiling relative to the top of the head (positive: below it)
---@field slope "flat"|"gentle"|"steep"|"wall"
---@field tilt_x integer clicks the floor drops per sector along +x
---@field tilt_z integer
---@field kill boolean
---@field climb integer climbable walls (1 +Z, 2 +X, 4 −Z, 8 −X)
---@field monkey boolean
---@field portal boolean the probe lies in another room
---@field room integer

---The collision query's table: fields the caller sets, fields world.collide fills.
---@class CollisionInfo
---@field radius integer
---@field height integer
---@field max_drop integer|false a floor further below than this is a drop (nil/false: no limit)
---@field max_rise integer|false a floor higher than this above the feet is a wall
---@field max_ceiling integer|false a ceiling more than this below the head blocks
---@field slopes_are_walls boolean
---@field slopes_are_pits boolean
---@field kill_is_pit boolean
---@field original boolean? the originals' probes only: the front probe square on the facing axis, no clamp for a floor higher than a step underfoot, no solid-entity push, the front corners blocking by their floors alone
---@field facing integer? direction of the probes (nil: the entity's direction of motion)
---@field mid CollisionProbe
---@field front CollisionProbe
---@field front_left CollisionProbe
---@field front_right CollisionProbe
---@field left CollisionProbe
---@field right CollisionProbe
---@field blocked "none"|"front"|"left"|"right"|"top"|"top_front"|"clamp"
---@field shift_x integer
---@field shift_y integer
---@field shift_z integer
---@field hit_static boolean
---@field hit_entity Entity?

---@class FlipeffectTrigger
---@field effect integer
---@field foot? "left"|"right"
---@field timer? integer the trigger setup's timer field (nil when an animation called it)

world = {}
---@return integer
function world.floor(room, x, y, z) end
---@return integer
function world.ceiling(room, x, y, z) end
---@return integer
function world.room_at(room, x, y, z) end
---`special`: the floor functions 0x14 (1) and 0x15 (2) of the sector (TR3's
---mine-cart rail marks; TR4/TR5's trigger-triggerer and beetle marks).
---@return integer? box, integer climb, boolean monkey, boolean kill, integer material, boolean wall, integer special
function world.sector(room, x, y, z) end
---@param e Entity
---@return integer floor, integer ceiling, integer room
function world.probe(e, forward, side) end
---@param e Entity
---@return boolean moved
function world.push_out(e, radius, height, step) end
---True when `body` stands within `radius` of `item`'s box (its nearest
---keyframe's, in its own frame) on the ground plane and their boxes overlap
---in height (TRX tr1 items.c Item_TestBoundsCollide).
---@param item Entity
---@param body Entity
---@param radius integer
---@return boolean
function world.bounds_collide(item, body, radius) end
---Where `item` pushes `body` out of its box (widened by `widen` on each
---side; `inclusive`: the edge counts as inside): the body's new x and z,
---and its place less the centre of the box (x, z); nil when it is outside.
---Moves nothing (TRX tr1 lara/common.c Lara_Push, tomb3 ItemPushLara).
---@param item Entity
---@param body Entity
---@param widen integer
---@param inclusive boolean
---@return integer? x, integer? z, integer? from_x, integer? from_z
function world.push_body(item, body, widen, inclusive) end
---True when nothing solid stands between the two points: `world.los`'s
---`clear` (the originals' LOS_Check, walked across the sector grid).
---@return boolean
function world.line_of_sight(room, x1, y1, z1, x2, y2, z2) end
---The originals' line of sight, walked across the sector grid: clear or
---not, and where it stopped (the end when clear) with that point's room.
---With `types` (type id → true), also the first item of those types in the
---rooms the sight crossed whose box the segment to where it stopped passes
---through (TRX tr2 los.c LOS_CheckSmashable, tomb3 ObjectOnLOS); spent
---items are passed over.
---@param types? table<integer, boolean|string>
---@return boolean clear, integer x, integer y, integer z, integer room, Entity? item
function world.los(room, x1, y1, z1, x2, y2, z2, types) end
---True when the fan fix `name` is switched on (config.toml [fixes], sim's
---`--fix NAME`); never in a demo. Without it a behaviour plays the original.
---@param name string
---@return boolean
function world.option(name) end
---The collision query for `e` where it stands: reads the thresholds from
---`coll`, fills the probes, what blocked and the shift out of obstacles.
---@param e Entity
---@param coll CollisionInfo
---@return string blocked
function world.collide(e, coll) end
---The edge on the sector line ahead of `e` within `reach` (its top above the
---feet, or at most `below` under them).
---@param e Entity
---@param facing? integer
---@param below? integer
---@return integer? top, integer facing, integer hang_x, integer hang_z, integer distance, integer clearance, integer left, integer right
function world.ledge(e, radius, reach, facing, below) end
---The water column at a point: its surface, the floor under it, the room
---whose ceiling is the surface and whether air lies above; nil without water.
---`liquid`: the room flag bits that fill a room (default 1, water; TR3's
---quicksand adds 0x80).
---@param liquid? integer
---@return integer? surface, integer floor, integer room, boolean open
function world.water(room, x, y, z, liquid) end
---A room's flag bits as the level file stores them (what a bit means can
---differ between games).
---@param room integer
---@return integer
function world.room_flags(room) end
---Something broke the water surface at the point (splash particles, sound).
function world.splash(room, x, y, z) end
---The level starts again (after the player's death).
function world.restart() end
---Asks the game to save now (TR3's save crystals, a checkpoint): a
---SaveRequest event; `tombrs play` writes the level's quick slot.
function world.save_game() end
---@return Entity
function world.spawn(type, room, x, y, z, yaw) end
---True when the level has a model or a sprite sequence of `type`.
---@return boolean
function world.has_object(type) end
---@return Entity?
function world.entity(index) end
---@return Entity?
function world.lara() end
---@return integer
function world.entity_count() end
---The level's shared table, for state that belongs to no one entity (the
---creatures' AI slots): kept across reloads, fresh when the level restarts.
---@return table
function world.level_state() end
function world.sound(id, e_or_x, y, z) end

---Shows a line on screen for a few seconds (120 characters at most).
---@param text string
function world.notice(text) end
---Sets the global fog colour (0–255 each); with no arguments turns fog off.
---@param r? integer
---@param g? integer
---@param b? integer
function world.fog(r, g, b) end
---The entity's ponytail starts again hanging at rest (RESET_HAIR).
---@param e Entity
function world.reset_hair(e) end
---Tests the floor triggers under `e` once its hook returns: "heavy" as a
---heavy body standing there (heavy triggers), "own" as `e` setting off the
---switch, key or pickup trigger that names it first (mark it `triggered`).
---@param e Entity
---@param how "heavy"|"own"
---@param room? integer with x, y, z: test the sector at that point instead of under `e`
---@param x? integer
---@param y? integer
---@param z? integer
function world.test_triggers(e, how, room, x, y, z) end
---True when the sector at the point carries a heavy trigger (heavy, heavy
---switch or heavy antitrigger): TR3's cleaner robot stops on one.
---@param room integer
---@param x integer
---@param y integer
---@param z integer
---@return boolean
function world.heavy_trigger_at(room, x, y, z) end
---The kind of the trigger the sector at the point carries, lower case
---("trigger", "pad", "switch", "key", "pickup", "heavy", "antipad",
---"combat", "dummy", "antitrigger", "heavyswitch", "heavyantitrigger",
---"monkey", "skeleton", "tightrope", "crawl", "climb"), nil without one.
---@param room integer
---@param x integer
---@param y integer
---@param z integer
---@return string?
function world.trigger_kind(room, x, y, z) end
---Arms or disarms the trigger-triggerer mark (TR4/TR5 floor function 14)
---of the sector under `e`: that sector's trigger fires only while armed.
---@param e Entity
---@param armed boolean
---@return boolean marked false when the sector carries no mark
function world.set_trigger_mark(e, armed) end

---Stops internal sound `id` (nil: every sound) of entity `e` (omitted: anyone's).
---@param id? integer
---@param e? Entity
function world.stop_sound(id, e) end
function world.shake(strength) end
---Asks the renderer for `count` (default 1) particles of effect `effect`
---(an id of lib/particles.lua) at a point.
---@param effect integer
---@param room integer
---@param count? integer
function world.particles(effect, room, x, y, z, count) end

---One game's sprites: a sequence object type id (all its frames), or
---{ sequence, first, count } for frames of one sequence.
---A point light of colour (r, g, b) (0–255) at a point, fading linearly to
---nothing at `radius` world units, for `ticks` (default 1) ticks dimming as
---it ages (the originals' TriggerDynamic). Call it each tick to keep a lamp lit.
---@param room integer
---@param radius integer
---@param ticks? integer
function world.light(room, x, y, z, r, g, b, radius, ticks) end

---@alias ParticleSprite integer|integer[]

---@class ParticleLight
---@field colour? integer[] {r, g, b} 0–255 (default white)
---@field radius? number world units at which it fades out (default 1024)
---@field ticks? integer ticks it lasts, dimming linearly (default 1)

---A particle effect (docs/lua-api.md, "Particle effects"). Units: world
---units and ticks; y grows downward.
---@class ParticleDef
---@field name? string
---@field sprite? {tr1?: ParticleSprite, tr2?: ParticleSprite, tr3?: ParticleSprite, tr4?: ParticleSprite, tr5?: ParticleSprite}
---@field life? integer ticks, 1–3000 (default 15)
---@field speed? number initial speed per tick (default 0)
---@field spread? number 0 straight up … 1 any direction (default 1)
---@field jitter? number start scatter on each axis (default 0)
---@field gravity? number downward speed added per tick; negative rises (default 0)
---@field drag? number share of velocity lost per tick, 0–1 (default 0)
---@field size? number half width at birth (default 32)
---@field growth? number size change per tick (default 0)
---@field fade? number share of life after which it fades out (default 0.5)
---@field animate? boolean frames over the life, else one random frame (default true)
---@field flat? boolean lies flat instead of facing the camera (default false)
---@field blend? "alpha"|"additive"
---@field colour? integer[] {r, g, b}: drawn as a soft spot when the level lacks the sprites
---@field splash? integer particles thrown up by every world.splash (default 0)
---@field light? ParticleLight

---Defines particle effect `id` (1–1024); errors name the bad field.
---@param id integer
---@param def ParticleDef
function world.define_particle(id, def) end
---@param e Entity?
function world.look_at(e) end

---What a requested view draws over the frame.
---@class CameraSight
---@field mask? "none"|"binoculars"|"scope" the dark mask around the lens(es) (default "none")
---@field crosshair? integer[] {r, g, b}: a crosshair of that colour
---@field dot? integer[] {r, g, b}: a dot of that colour in the middle (a laser sight's)

---A view a script asks for: first person from a point of an entity, or
---("fixed") an eye standing in the world looking at a point (a scene's camera).
---@class CameraRequest
---@field mode? "first_person"|"fixed" (default "first_person")
---@field entity Entity the entity the eye is fixed to ("fixed": the entity whose room starts the search for the eye's)
---@field eye? integer[] "fixed" only: {x, y, z} where the eye stands in the world
---@field target? integer[] "fixed" only: {x, y, z} the point it looks at (sets yaw and pitch)
---@field mesh? integer the mesh of its model the eye is fixed to (default: the entity's origin)
---@field offset? integer[] {x, y, z}: the eye in that mesh's (or the entity's) frame
---@field yaw? number heading the eye looks along, TR units, absolute (default: the entity's)
---@field pitch? number TR units, positive looks down (−16384..16384; default 0)
---@field fov? number vertical field of view in degrees, 1–170 (default 80)
---@field lens? integer instead of `fov`: the originals' lens (AlterFOV), the horizontal angle across a 4:3 frame in TR units (182 a degree)
---@field hide? boolean the entity is not drawn while the view is on (default true; "fixed": false)
---@field sight? CameraSight

---Asks for a view of the script's own until `world.camera_release()` (or
---until its entity is gone); a later request replaces it. Flybys still
---take over; fixed cameras and the chase camera wait. Part of the world's
---state: saved, replayed. Errors name the bad field.
---@param view CameraRequest
function world.camera_request(view) end
---Gives the requested view back: the chase camera (or a fixed camera) again.
function world.camera_release() end
---The view requested now, as the table `camera_request` takes (entity a
---handle), or nil.
---@return CameraRequest?
function world.camera_requested() end
---The letterbox bars grow or shrink to `height` 256ths of the screen's
---height each, one a tick (a scene that takes the player's control).
---@param height integer 0..127
function world.letterbox(height) end
---The screen darkens or clears to `to` (0 clear … 255 black) 16 a tick,
---from `from` at once when given; answers how dark it is and where it goes.
---@param to? integer 0..255
---@param from? integer 0..255
---@return integer fade, integer goal
function world.fade(to, from) end
---Where the game camera stands and looks: {x, y, z, target x, y, z}, as the
---frontend last reported it, else the chase camera's first place behind
---the player (nil with no player).
---@return integer[]?
function world.game_view() end
function world.camera(index, seconds) end
---@param on? boolean toggles when nil
function world.flip(n, on) end
---@return boolean
function world.flipped(n) end
function world.secret(index) end
--- The secrets found so far (world.secret) and the level's total: the
--- distinct secret indices its floor triggers name (TR2's dragons are
--- pickups, not triggers: their total reads 0).
---@return integer found, integer total
function world.secrets_found() end
function world.level_end(level, start) end
function world.track(n) end
---Stops the one-shot track (the ambience comes back).
function world.stop_track() end
--- The one-shot soundtrack track still playing and the ticks it has left,
--- or nil once it has ended (lengths measured from the track files when
--- the level loaded; a track with no file lasts 0 ticks).
---@return integer? track
---@return integer? ticks_left
function world.track_playing() end
--- Only these input bits reach the world from the next tick on (a script
--- taking the controls away keeps `input.LOOK`; `input.ALL` gives them back).
---@param bits integer
function world.set_input_mask(bits) end
--- The input bits that reach the world.
---@return integer
function world.input_mask() end
---@return integer
function world.tick() end
---@return integer 1..5
function world.game() end
---The level's outfit for Lara as its header stores it: TR5's 0 normal,
---3 catsuit, 4 dive suit, 6 invisible; 0 in the other games.
---@return integer
function world.lara_type() end
---@return integer
function world.random(n) end
---@return integer
function world.fx_random(n) end
---@return boolean
function world.pressed(bits) end
function world.set_box_blocked(box, blocked) end
--- Shuts the room's own sector over world (x, z) as a wall (no floor,
--- ceiling, portals, box or floor functions for any query), or with
--- `shut` false gives it back: a closed door's sector (TRX tr1 door.c
--- M_Shut). Its flipped alternate is shut with it.
---@param room integer
---@param x integer
---@param z integer
---@param shut boolean
function world.shut_sector(room, x, z, shut) end
--- The room the collisional portal of the room's own sector over world
--- (x, z) leads to, shut or not; nil without one.
---@param room integer
---@param x integer
---@param z integer
---@return integer?
function world.sector_portal(room, x, z) end
--- True when the sector under `e`'s place, found from its room through
--- portals, is the room's own sector over world (x, z): who stands in a
--- door's sector (TRX tr1 door.c M_LaraDoorCollision).
---@param e Entity
---@param room integer
---@param x integer
---@param z integer
---@return boolean
function world.stands_in_sector(e, room, x, z) end
--- The indices of the items the trigger of the trigger sector at the point
--- names, in its order (a switch's, key's or pickup's own item first);
--- empty without a trigger (TOMB4 switch.cpp CogSwitchCollision reads its
--- door from there).
---@param room integer
---@param x integer
---@param y integer
---@param z integer
---@return integer[]
function world.trigger_items(room, x, y, z) end
--- The first geometry or entity box on the segment (ignoring `ignore`);
--- when a room static's box stopped it, that static's room and index (as
--- `world.static_mesh` takes them).
---@return integer x, integer y, integer z, Entity? hit, boolean wall, number fraction, integer room, integer? static_room, integer? static_index
function world.ray(room, x0, y0, z0, x1, y1, z1, ignore) end
---@class StaticMesh a room static still standing
---@field room integer the room whose data holds it (the alternate when flipped)
---@field index integer its index in that room's list
---@field id integer its static-mesh slot id (the games' static number)
---@field x integer
---@field y integer
---@field z integer
--- The statics still standing in the room whose origin lies in the
--- 1024-unit square of world (x, z) (`v >> 10` equal), in list order.
---@param room integer
---@param x integer
---@param z integer
---@return StaticMesh[]
function world.statics_at(room, x, z) end
--- Static `index` of a room (as `world.statics_at` and `world.ray` name
--- it); nil when broken or absent.
---@param room integer
---@param index integer
---@return StaticMesh?
function world.static_mesh(room, index) end
--- True when the room's own sector over world (x, z) carries a stopper:
--- a static stands on it that nothing broke yet (TOMB4 `FLOOR_INFO.stopper`).
---@param room integer
---@param x integer
---@param z integer
---@return boolean
function world.stopper(room, x, z) end
--- Breaks a room static: gone from collision, rays and the drawn scene,
--- its sector's stopper cleared, `StaticBroken` raised. True when it stood.
---@param room integer
---@param index integer
---@return boolean
function world.break_static(room, index) end
---@return integer? box
function world.box_at(room, x, y, z) end
--- The level's mesh id of mesh `index` of the model of `type` (nil: no such model).
---@return integer?
function world.model_mesh(type, index) end
--- Where mesh `index` of the model of `type` sits from its parent mesh in
--- that model's skeleton (nil: no such model or mesh).
---@param type integer
---@param index integer
---@return integer? x, integer? y, integer? z
function world.model_link(type, index) end
--- Frames, state id, next animation (from the model's first) and first
--- frame (its number in the level's frame store) of a model's animation.
---@return integer? frames, integer? state, integer? next_anim, integer? first_frame
function world.anim_info(type, anim) end
--- Fills out[1..n] with the living targetable entities in range, in
--- `order`: "nearest" first (the default), "newest" running first (the
--- originals' active list) or "oldest" first (their AI slots' order).
---@param out Entity[]
---@param order? "nearest"|"newest"|"oldest"
---@return integer n
function world.targets(x, y, z, range, out, order) end
--- Fills out[1..n] with the collidable, visible entities still in the
--- world within range (alive or not, running or not), nearest first.
---@param out Entity[]
---@return integer n
function world.bodies(x, y, z, range, out) end
--- One more kill for the level's statistics; the new count.
---@return integer
function world.count_kill() end
---@return integer
function world.kills() end
---@return boolean
function world.box_blocked(box) end

---@alias CreatureClass "ground"|"step"|"climb"|"jump"|"skeleton"|"fly"|"walk"|"swim"
---@alias Mood "bored"|"attack"|"escape"|"stalk"

nav = {}
---@param e Entity
---@return integer?
function nav.box_of(e) end
--- True when doors and blocks may close the box (its overlap index's
--- BLOCKABLE bit).
---@param box integer
---@return boolean
function nav.blockable(box) end
---@param class CreatureClass
---@return integer
function nav.zone(class, box) end
---@return integer x, integer y, integer z
function nav.random_point(from, to) end
---@return integer
function nav.box_count() end
---@return integer x_min, integer x_max, integer z_min, integer z_max, integer floor
function nav.box_bounds(box) end
--- True when the block mask of a creature stops it at `box` (large ones:
--- blockable boxes; others: boxes blocked now).
---@return boolean
function nav.box_closed(box, large) end

ai = {}
---@return integer
function ai.count() end
---@return AiObject?
function ai.get(i) end
---@return AiObject?, integer?
function ai.nearest(type, x, y, z) end
---@return AiObject?
function ai.by_ocb(type, ocb) end
---@param e Entity
---@return AiObject?
function ai.in_sector(e, type) end

input = {
  FORWARD = 1, BACK = 2, LEFT = 4, RIGHT = 8, JUMP = 16, ACTION = 32, WALK = 64,
  STEP_LEFT = 128, STEP_RIGHT = 256, ROLL = 512, LOOK = 1024,
  DRAW = 2048, SPRINT = 4096, DUCK = 8192, FLARE = 16384,
  INVENTORY = 32768, PAUSE = 65536,
  ALL = 4294967295,
}

log = {}
function log.info(...) end
function log.warn(...) end
function log.error(...) end

---@param name string
---@return fun(caller: Entity?, trigger: FlipeffectTrigger)
function unimplemented(name) end
