//! The simulation: a fixed 30 Hz step over entities, animation, floor data
//! triggers and flipmaps. It knows nothing of SDL, GL, cpal or Lua: what an
//! entity does is decided by a [`Hooks`] implementation (the script host),
//! and everything audible or visible leaves as [`Event`]s.

pub mod animate;
pub mod camera;
pub mod collide;
pub mod collision;
pub mod creature;
pub mod effects;
pub mod entity;
pub mod fixed;
pub mod flyby;
pub mod geometry;
pub mod id;
pub mod line_box;
pub mod los;
pub mod nav;
pub mod pose;
pub mod probes;
pub mod push;
pub mod ray;
pub mod rng;
pub mod saved;
pub mod shut;
pub mod snapshot;
pub mod soundtrack;
pub mod spheres;
pub mod statics;
pub mod surfaces;
pub mod trace;
pub mod triggers;
pub mod views;

use std::sync::Arc;

use crate::level::sound::SoundSource;
use crate::level::{AnimId, Level, ModelId, RoomId};

pub use entity::{Entity, LentSurface, Motion, Status, WaterState};
pub use id::EntityId;
pub use rng::Rng;
pub use snapshot::{EntitySnapshot, Snapshot};
pub use soundtrack::{PlayingTrack, TrackTable};

/// Ticks per second of the simulation.
pub const TICK_RATE: u32 = 30;

/// Player input for one tick, as bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Input {
    pub bits: u32,
}

impl Input {
    pub const FORWARD: u32 = 1 << 0;
    pub const BACK: u32 = 1 << 1;
    pub const LEFT: u32 = 1 << 2;
    pub const RIGHT: u32 = 1 << 3;
    pub const JUMP: u32 = 1 << 4;
    pub const ACTION: u32 = 1 << 5;
    pub const WALK: u32 = 1 << 6;
    pub const STEP_LEFT: u32 = 1 << 7;
    pub const STEP_RIGHT: u32 = 1 << 8;
    pub const ROLL: u32 = 1 << 9;
    pub const LOOK: u32 = 1 << 10;
    /// Draw or holster the weapons.
    pub const DRAW: u32 = 1 << 11;
    /// Sprint (TR3+ dash).
    pub const SPRINT: u32 = 1 << 12;
    /// Duck / crouch (TR3+).
    pub const DUCK: u32 = 1 << 13;
    /// Light or throw a flare (TR2+).
    pub const FLARE: u32 = 1 << 14;
    /// Open the inventory ring (the originals' Option key; backs out of
    /// the ring while it is open).
    pub const INVENTORY: u32 = 1 << 15;
    /// Pause the game (the pause page).
    pub const PAUSE: u32 = 1 << 16;

    /// Every action by its name in input files, config.toml and Lua's
    /// `input` table (upper-cased there).
    pub const NAMES: [(&'static str, u32); 17] = [
        ("forward", Self::FORWARD),
        ("back", Self::BACK),
        ("left", Self::LEFT),
        ("right", Self::RIGHT),
        ("jump", Self::JUMP),
        ("action", Self::ACTION),
        ("walk", Self::WALK),
        ("step_left", Self::STEP_LEFT),
        ("step_right", Self::STEP_RIGHT),
        ("roll", Self::ROLL),
        ("look", Self::LOOK),
        ("draw", Self::DRAW),
        ("sprint", Self::SPRINT),
        ("duck", Self::DUCK),
        ("flare", Self::FLARE),
        ("inventory", Self::INVENTORY),
        ("pause", Self::PAUSE),
    ];

    /// The bit of a named action.
    pub fn bit(name: &str) -> Option<u32> {
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, b)| b)
    }

    /// True when all of `bits` are pressed.
    pub fn has(&self, bits: u32) -> bool {
        self.bits & bits == bits
    }
}

/// Something the world tells the renderer, the mixer or the game flow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Play internal sound `sound` at a position (None: not positional).
    Sound {
        sound: u16,
        pos: Option<[i32; 3]>,
        entity: Option<EntityId>,
    },
    /// Stop a sound (None: every sound) of an entity (None: of anyone);
    /// looped sounds play until this arrives or their entity is gone.
    StopSound {
        sound: Option<u16>,
        entity: Option<EntityId>,
    },
    /// A flipeffect was called (by a trigger or an animation command).
    Flipeffect {
        effect: u16,
        entity: Option<EntityId>,
        /// The footstep side an animation command marks (0x4000 / 0x8000).
        foot: Option<Foot>,
    },
    /// An animation freed the entity's hands (the EmptyHands command).
    EmptyHands { entity: EntityId },
    /// Spawn a particle effect (splash, sparks, smoke…) at a point; raised
    /// by behaviours through [`World::emit`], drawn by the renderer.
    Particles {
        effect: u16,
        pos: [i32; 3],
        room: RoomId,
        count: u16,
    },
    /// The soundtrack trigger asks for a track.
    Track { track: u16 },
    /// A script stops the one-shot track; the ambience comes back.
    StopTrack,
    /// A secret was found.
    Secret { index: u16 },
    /// The level ends (TR4: level index and start position).
    LevelEnd { level: u16, start: u16 },
    /// Switch to a fixed camera.
    Camera {
        camera: u16,
        timer: u8,
        once: bool,
        move_timer: u8,
    },
    /// Start a flyby sequence.
    Flyby { sequence: u16, once: bool },
    /// Rooms flipped (alternate group; TR1–TR3: all).
    Flip { group: Option<u8>, on: bool },
    /// The camera should look at an entity.
    LookAt { entity: u16 },
    /// Shake the camera.
    Shake { strength: i32 },
    /// The global fog colour changes (None: fog off), raised by scripts
    /// (TR4's SETFOG flipeffect).
    Fog { color: Option<[u8; 3]> },
    /// An entity's ponytail starts again from hanging at rest (RESET_HAIR).
    ResetHair { entity: EntityId },
    /// Play cutscene `index` of the game's script.
    Cutscene { index: u16 },
    /// A line for the player on screen (pickups, hints), raised by scripts.
    Notice { text: String },
    /// An entity lost health (scripts lowering `e.health`, hits).
    Damage { entity: EntityId, amount: i32 },
    /// An entity's health reached zero.
    Death { entity: EntityId },
    /// The level starts again from its beginning (after the player died).
    Restart,
    /// A script asks the game to save (TR3's save crystals, a mod's
    /// checkpoint): the game writes its save (`world.save_game()`).
    SaveRequest,
    /// Something broke a water surface at a point (Lara diving in, a body
    /// falling into water): splash particles and sound.
    Splash { pos: [i32; 3], room: RoomId },
    /// A point light for `ticks` ticks, dimming linearly, raised by
    /// scripts (`world.light`: the originals' TriggerDynamic, lamps,
    /// alarms and fires lighting the world about them).
    Light {
        pos: [i32; 3],
        room: RoomId,
        colour: [u8; 3],
        radius: u16,
        ticks: u16,
    },
    /// A room's static mesh broke ([`World::break_static`]): static
    /// `index` of `room`'s list, its slot id and its position.
    StaticBroken {
        room: RoomId,
        index: u32,
        static_id: u16,
        pos: [i32; 3],
    },
}

/// Which foot a footstep flipeffect belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Foot {
    Left,
    Right,
}

/// What the world asks of entity behaviour (the script host implements it).
pub trait Hooks {
    /// An entity became active (its mask is complete, or a trigger forced it).
    fn on_activate(&mut self, _world: &mut World, _id: EntityId, _activator: Option<EntityId>) {}
    /// An entity became inactive.
    fn on_deactivate(&mut self, _world: &mut World, _id: EntityId, _activator: Option<EntityId>) {}
    /// Runs once per tick for each active entity, before it animates.
    fn control(&mut self, _world: &mut World, _id: EntityId) {}
    /// Runs once per tick for each running entity after it animated and
    /// moved (Lara's collision routines: step, stop, fall, land, grab).
    fn after_move(&mut self, _world: &mut World, _id: EntityId) {}
    /// Runs once per tick for each collidable entity near the player
    /// (`other`), after the player moved.
    fn collision(&mut self, _world: &mut World, _id: EntityId, _other: EntityId) {}
    /// A flipeffect was called by a trigger (caller: the activator; timer:
    /// the trigger setup's timer field, which TR4/TR5 effects read as a
    /// parameter) or by an animation command (caller: the animating entity,
    /// no timer). The world has already queued the matching
    /// [`Event::Flipeffect`].
    fn flipeffect(
        &mut self,
        _world: &mut World,
        _effect: u16,
        _caller: Option<EntityId>,
        _foot: Option<Foot>,
        _timer: Option<u8>,
    ) {
    }
}

/// How far from the player (world units, each axis) entities get their
/// collision hook called.
pub const COLLISION_RANGE: i32 = 4096;

/// Hooks that do nothing (headless runs without scripts).
#[derive(Debug, Default)]
pub struct NoHooks;
impl Hooks for NoHooks {}

/// The simulation state. Its fields are private to `world`: the rest of the
/// crate reads it and asks for changes through the methods of [`views`].
#[derive(Debug, Clone)]
pub struct World {
    level: Arc<Level>,
    entities: Vec<Entity>,
    tick: u64,
    /// Gameplay randomness.
    rng: Rng,
    /// Cosmetic randomness.
    fx_rng: Rng,
    /// The flipmap bytes (masks per flip index) and which are on.
    flip_map: [u8; 256],
    flip_on: [bool; 256],
    /// Rooms currently swapped with their alternates (by original index).
    flipped: Vec<bool>,
    /// Tracks already played, with the trigger masks that played them.
    track_masks: Vec<u8>,
    /// How long each soundtrack track lasts (handed over by the game layer;
    /// empty: every track lasts 0 ticks).
    track_table: Arc<TrackTable>,
    /// The one-shot track asked for last (see [`World::track_playing`]).
    one_shot_track: Option<PlayingTrack>,
    secrets: u32,
    /// Creatures killed by the player this level (behaviours count them).
    kills: u32,
    events: Vec<Event>,
    /// The particle effects scripts defined (published by the script host;
    /// read by the renderer, never by the simulation).
    effects: effects::EffectTable,
    input: Input,
    /// The input bits that reach the world and its scripts (all of them
    /// unless a script took control of the player away: see
    /// [`World::step`]).
    input_mask: u32,
    /// The sink of the underwater current acting this tick.
    current_sink: Option<u16>,
    /// Fixed cameras, flybys and look-at requests.
    camera: camera::CameraState,
    /// Boxes currently blocked (closed doors, blocks), by box index.
    box_blocked: Vec<bool>,
    /// Sectors shut as walls (closed doors: [`World::shut_sector`]), sorted.
    shut: Vec<shut::SectorKey>,
    /// Room statics broken ([`World::break_static`]), sorted.
    broken_statics: Vec<statics::StaticKey>,
    /// Sectors carrying a stopper (a static standing on them), sorted.
    stoppers: Vec<shut::SectorKey>,
    /// The trigger sector each activator stood on last (pads fire on arrival).
    last_sectors: std::collections::BTreeMap<EntityId, (RoomId, usize, usize)>,
    /// Entities lending a floor or ceiling ([`World::lend_surface`]).
    lenders: Vec<EntityId>,
    /// The step's order of entities to run (reused, never shrunk).
    run_order: Vec<usize>,
    /// Trigger-triggerer marks switched since the level loaded, by floor
    /// list: armed or not ([`triggers::set_trigger_mark`]).
    trigger_marks: std::collections::BTreeMap<crate::level::FloorListId, bool>,
    /// The fan fixes of the originals' behaviour switched on, by name
    /// (`config.toml`'s `[fixes]`, `sim --fix`): behaviours read them and
    /// play the original without them. Never on in a level's demo.
    fixes: std::collections::BTreeSet<String>,
}

impl geometry::RoomView for World {
    fn level(&self) -> &Level {
        &self.level
    }
    fn active(&self, r: RoomId) -> RoomId {
        self.level.active_room(&self.flipped, r)
    }
    fn shut(&self, r: RoomId, x: usize, z: usize) -> bool {
        self.is_shut(r, x, z)
    }
}

/// The player's stand state in every game.
pub const STATE_STOP: u16 = 2;

/// A model's looping animation in the stop state, if it has one.
fn standing_anim(level: &Level, model: ModelId) -> Option<AnimId> {
    let m = &level.models[model.index()];
    let first = m.first_animation?.index();
    (first..first + m.animation_count as usize)
        .find(|&a| {
            let anim = &level.animations[a];
            anim.state == STATE_STOP && anim.next_animation.index() == a && anim.speed == 0
        })
        .map(|a| AnimId(a as u32))
}

impl World {
    /// A world over `level`, seeded with `seed`, entities placed as stored.
    pub fn new(level: Arc<Level>, seed: u32) -> World {
        let mut world = World {
            entities: Vec::with_capacity(level.entities.len()),
            tick: 0,
            rng: Rng::new(seed),
            fx_rng: Rng::new(seed ^ 0x5EED),
            flip_map: [0; 256],
            flip_on: [false; 256],
            flipped: vec![false; level.rooms.len()],
            track_masks: vec![0; 256],
            track_table: Arc::default(),
            one_shot_track: None,
            secrets: 0,
            kills: 0,
            events: Vec::new(),
            effects: effects::EffectTable::default(),
            input: Input::default(),
            input_mask: u32::MAX,
            current_sink: None,
            camera: Default::default(),
            box_blocked: level.navigation.boxes.iter().map(|b| b.blocked).collect(),
            shut: Vec::new(),
            broken_statics: Vec::new(),
            stoppers: statics::load_stoppers(&level),
            last_sectors: Default::default(),
            trigger_marks: Default::default(),
            fixes: Default::default(),
            lenders: Vec::new(),
            run_order: Vec::new(),
            level,
        };
        for (i, e) in world.level.entities.clone().iter().enumerate() {
            let model = world
                .level
                .models
                .iter()
                .position(|m| m.type_id == e.type_id as u32)
                .map(|m| ModelId(m as u32));
            let first = model.and_then(|m| world.level.models[m.index()].first_animation);
            // The player starts in her looping stand animation (state 2 in
            // every game) rather than in her model's first animation.
            let start = if e.type_id == 0 {
                model.and_then(|m| standing_anim(&world.level, m)).or(first)
            } else {
                first
            };
            let (anim, frame, state) = start
                .map(|a| {
                    (
                        a,
                        world.level.animations[a.index()].frame_start,
                        world.level.animations[a.index()].state,
                    )
                })
                .unwrap_or((AnimId(0), 0, 0));
            // §5.5.3: a full mask at load means pre-activated; the mask is
            // cleared and the entity runs, reversed for later triggers.
            let pre_activated = e.activation_mask == 0x1F;
            let mut entity = Entity::new(
                EntityId {
                    index: i as u32,
                    generation: 0,
                },
                e.type_id,
                model,
                e.room,
                e.pos,
                e.angle,
                (anim, frame, state),
            );
            if pre_activated {
                entity.status = Status::Active;
                entity.reversed = true;
            } else {
                entity.mask = e.activation_mask;
            }
            entity.invisible = e.invisible;
            entity.clear_body = e.clear_body;
            entity.ocb = e.ocb;
            entity.driven = e.type_id != 0;
            world.entities.push(entity);
        }
        // Anything placed above its floor (outside water) starts falling.
        for i in 0..world.entities.len() {
            let e = &world.entities[i];
            let floor = geometry::floor_height(&world, e.room, e.pos[0], e.pos[1], e.pos[2]);
            let in_water = world
                .level
                .rooms
                .get(e.room.index())
                .is_some_and(|r| r.is_water());
            if e.type_id == 0 && e.pos[1] < floor && !in_water {
                world.entities[i].gravity = true;
            }
        }
        world
    }

    /// Plays entity `id`'s animation until it is in state `goal`
    /// ([`animate::animate_until`]); false when it is gone or never gets
    /// there.
    pub fn animate_until(&mut self, id: EntityId, goal: u16) -> bool {
        if self.entity(id).is_none() {
            return false;
        }
        animate::animate_until(self, id.index as usize, goal)
    }

    /// Plays one more frame of entity `id`'s animation within this tick
    /// (a whole [`animate::animate`] step: the state change, movement and
    /// commands), as the originals' collision routines do when they call
    /// `Lara_Animate` themselves; false when it is gone.
    pub fn animate_frame(&mut self, id: EntityId) -> bool {
        if self.entity(id).is_none() {
            return false;
        }
        animate::animate(self, id.index as usize, &mut NoHooks);
        true
    }

    /// The entity behind a handle, if it still exists.
    pub fn entity(&self, id: EntityId) -> Option<&Entity> {
        self.entities
            .get(id.index as usize)
            .filter(|e| e.id == id && e.exists())
    }

    /// Adds an entity of `type_id` (inactive, in its model's first
    /// animation), reusing a removed slot with the next generation.
    pub fn spawn(&mut self, type_id: u16, room: RoomId, pos: [i32; 3], yaw: u16) -> EntityId {
        let model = self
            .level
            .models
            .iter()
            .position(|m| m.type_id == type_id as u32)
            .map(|m| ModelId(m as u32));
        let anim = model.and_then(|m| self.level.models[m.index()].first_animation);
        let (frame, state) = anim
            .and_then(|a| self.level.animations.get(a.index()))
            .map(|a| (a.frame_start, a.state))
            .unwrap_or((0, 0));
        let slot = self.entities.iter().position(|e| !e.exists());
        let id = match slot {
            Some(i) => EntityId {
                index: i as u32,
                generation: self.entities[i].id.generation.wrapping_add(1),
            },
            None => EntityId {
                index: self.entities.len() as u32,
                generation: 0,
            },
        };
        let e = Entity::new(
            id,
            type_id,
            model,
            room,
            pos,
            yaw,
            (anim.unwrap_or(AnimId(0)), frame, state),
        );
        match slot {
            Some(i) => self.entities[i] = e,
            None => self.entities.push(e),
        }
        id
    }

    /// Removes an entity; handles to it go stale. False when it was gone.
    pub fn remove(&mut self, id: EntityId) -> bool {
        match self.entity_mut(id) {
            Some(e) => {
                e.status = Status::Removed;
                true
            }
            None => false,
        }
    }

    /// Sets an entity's health, raising [`Event::Damage`] for a loss and
    /// [`Event::Death`] when it reaches zero.
    pub fn set_health(&mut self, id: EntityId, health: i16) {
        let Some(e) = self.entity_mut(id) else {
            return;
        };
        let before = e.health;
        e.health = health;
        if health < before {
            self.events.push(Event::Damage {
                entity: id,
                amount: before as i32 - health as i32,
            });
            if health <= 0 && before > 0 {
                self.events.push(Event::Death { entity: id });
            }
        }
    }

    /// The entity behind a handle, mutably.
    pub fn entity_mut(&mut self, id: EntityId) -> Option<&mut Entity> {
        self.entities
            .get_mut(id.index as usize)
            .filter(|e| e.id == id)
    }

    /// The handle of entity `index` of the level's list.
    pub fn id_of(&self, index: usize) -> Option<EntityId> {
        self.entities.get(index).map(|e| e.id)
    }

    /// The player (entity 0 of type 0, when present).
    pub fn lara(&self) -> Option<EntityId> {
        self.entities
            .iter()
            .find(|e| e.type_id == 0 && e.exists())
            .map(|e| e.id)
    }

    /// The level's sound sources that play in the current flip state
    /// (0x40: flipped only, 0x80: normal only, 0xC0 and 0: always).
    pub fn active_sound_sources(&self) -> impl Iterator<Item = &SoundSource> {
        self.level
            .sound_sources
            .iter()
            .filter(move |s| self.sound_source_active(s))
    }

    /// True when sound source `s` plays in the current flip state.
    pub fn sound_source_active(&self, s: &SoundSource) -> bool {
        s.plays(self.flipped.iter().any(|&f| f))
    }

    /// Queues an event for this tick's consumers (behaviours raise
    /// particles, sounds and shakes through it).
    pub fn emit(&mut self, event: Event) {
        self.events.push(event);
    }

    /// The trigger sector `who` tested last.
    pub fn last_sector(&self, who: EntityId) -> Option<(RoomId, usize, usize)> {
        self.last_sectors.get(&who).copied()
    }

    /// Records the trigger sector `who` tested.
    pub fn set_last_sector(&mut self, who: EntityId, key: (RoomId, usize, usize)) {
        self.last_sectors.insert(who, key);
    }

    /// Calls the collision hook of every collidable entity within
    /// [`COLLISION_RANGE`] of `player` in her room or a room next to it.
    fn collide_near(&mut self, player: EntityId, hooks: &mut dyn Hooks) {
        let Some((p_room, p_pos)) = self.entity(player).map(|e| (e.room, e.pos)) else {
            return;
        };
        let level = self.level.clone();
        let near_room = |r: RoomId| {
            r == p_room
                || level
                    .rooms
                    .get(p_room.index())
                    .is_some_and(|room| room.portals.iter().any(|q| q.room == r))
        };
        for i in 0..self.entities.len() {
            let e = &self.entities[i];
            let close = (0..3).all(|k| (e.pos[k] - p_pos[k]).abs() <= COLLISION_RANGE);
            if e.id == player || !e.exists() || !e.collidable || !close || !near_room(e.room) {
                continue;
            }
            let id = e.id;
            hooks.collision(self, id, player);
        }
    }

    /// One entity's turn in the step: a delayed activation counts down;
    /// else its control hook, then (unless it is paused) its animation and
    /// move, and its after-move hook, then its timer. The player's turn
    /// follows her original's order: state control, animation, the
    /// collision routines of the objects she touches, her own collision
    /// (the after-move hook, which ends with her guns), then her triggers
    /// (TRX tr1 lara/control.c Lara_HandleAboveWater).
    fn run_entity(&mut self, i: usize, hooks: &mut dyn Hooks) {
        let id = self.entities[i].id;
        if self.entities[i].timer < 0 {
            self.entities[i].timer += 1;
            if self.entities[i].timer == 0 {
                self.entities[i].status = Status::Active;
                hooks.on_activate(self, id, None);
            }
            return;
        }
        let is_player = self.entities[i].type_id == 0;
        hooks.control(self, id);
        if self.entities[i].paused {
            return;
        }
        let before = self.entities[i].pos;
        animate::animate(self, i, hooks);
        self.creature_move(i, before);
        if is_player {
            self.collide_near(id, hooks);
        }
        hooks.after_move(self, id);
        if is_player {
            triggers::test_triggers(self, id, hooks, triggers::Activator::Lara);
            return;
        }
        // A heavy entity that ran this tick (triggered or awake: a block
        // sliding into place) sets off the heavy trigger where it stands.
        if self.entities[i].heavy {
            triggers::test_triggers(self, id, hooks, triggers::Activator::Heavy(id));
        }
        if self.entities[i].timer > 0 {
            self.entities[i].timer -= 1;
            if self.entities[i].timer == 0 {
                self.entities[i].status = Status::Inactive;
                self.entities[i].mask = 0;
                hooks.on_deactivate(self, id, None);
            }
        }
    }

    /// The camera phase of a step: fixed cameras, the flyby (seeing the
    /// player and the look key) and the heavy triggers a flyby point asks
    /// to test under the camera (TOMB4 spotcam.cpp CalculateSpotCams,
    /// `TestTriggersAtXYZ` with the camera made heavy).
    fn step_camera(&mut self, player: Option<usize>, hooks: &mut dyn Hooks) {
        let level = self.level.clone();
        let lara = player.map(|i| &self.entities[i]);
        let entities = &self.entities;
        let entity_pos = |i: u16| {
            entities
                .get(usize::from(i))
                .filter(|e| e.exists())
                .map(|e| e.pos)
        };
        let inputs = flyby::FlybyInputs {
            game: level.game,
            player: lara.map(|e| e.pos),
            look: self.input.bits & Input::LOOK != 0,
            game_view: self.camera.game_view.unwrap_or_else(|| {
                lara.map_or_else(Default::default, |e| {
                    camera::chase_estimate(e.pos, i32::from(e.rot[1]))
                })
            }),
            entity_pos: &entity_pos,
        };
        let tick = self.camera.step(&level.flybys, &inputs);
        if let (Some((room, pos)), Some(i)) = (tick.test_triggers_at, player) {
            let id = self.entities[i].id;
            let room = RoomId(room.min(level.rooms.len().saturating_sub(1) as u32));
            triggers::test_triggers_at(
                self,
                id,
                Some((room, pos)),
                hooks,
                triggers::Activator::Heavy(id),
            );
        }
    }

    /// One 30 Hz step: control hooks, animation, movement, the player's
    /// triggers, timers. Events of the step replace the previous ones. Only
    /// the bits of `input` in [`World::input_mask`] reach the world, and only
    /// looking while a flyby holds the player.
    pub fn step(&mut self, input: Input, hooks: &mut dyn Hooks) {
        self.events.clear();
        self.current_sink = None;
        self.camera.begin_tick();
        for e in &mut self.entities {
            e.prev_pos = e.pos;
            e.prev_rot = e.rot;
        }
        // A flyby that holds the player lets only looking through (TOMB4
        // control.cpp ControlPhase: input masked to IN_LOOK).
        let flyby_mask = if self.camera.holds_player() {
            Input::LOOK
        } else {
            u32::MAX
        };
        self.input = Input {
            bits: input.bits & self.input_mask & flyby_mask,
        };
        // The originals control their active items first, newest activation
        // first (an activation is pushed at the head of the active list),
        // then their effects, then Lara (TRX tr1 phase_game.c: Item_Control,
        // Effect_Control, Lara_Control; items.c Item_AddActive).
        let player = self
            .entities
            .iter()
            .position(|e| e.type_id == 0 && e.exists());
        let mut order = std::mem::take(&mut self.run_order);
        order.clear();
        for (i, e) in self.entities.iter_mut().enumerate() {
            if Some(i) == player || !e.exists() {
                continue;
            }
            if e.runs() {
                if e.run_stamp == 0 {
                    e.run_stamp = (self.tick + 1) << 16 | i as u64;
                }
                order.push(i);
            } else {
                e.run_stamp = 0;
                if e.timer < 0 {
                    order.push(i);
                }
            }
        }
        order.sort_unstable_by_key(|&i| std::cmp::Reverse(self.entities[i].run_stamp));
        for &i in &order {
            // A later entity's control may have removed or stopped this one.
            if self.entities[i].exists() && (self.entities[i].runs() || self.entities[i].timer < 0)
            {
                self.run_entity(i, hooks);
            }
        }
        self.run_order = order;
        if let Some(i) = player {
            self.run_entity(i, hooks);
        }
        // A flyby that holds the player keeps her health and air as they
        // were when it started (TOMB4 spotcam.cpp CalculateSpotCams, in the
        // camera phase after her control).
        if let (Some(f), Some(i)) = (self.camera.flyby.filter(|f| f.holds_player), player) {
            let lara = &mut self.entities[i];
            (lara.health, lara.air) = (f.lara_health, f.lara_air);
        }
        self.step_camera(player, hooks);
        // A requested view ends with the entity it looks from.
        if let Some(r) = self.camera.request {
            if self.entity(r.entity).is_none() {
                self.camera.request = None;
            }
        }
        self.tick += 1;
    }
}
