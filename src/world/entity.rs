//! Entities at run time: position and animation state, the activation
//! flags of the trigger system.

use crate::level::{AnimId, ModelId, RoomId};

use super::id::EntityId;

/// A full breath: 1,800 ticks (a minute) under water, as in the games.
pub const MAX_AIR: i16 = 1800;

/// Where an entity is with respect to water; kept by behaviours (Lara's
/// scripts set it as she enters and leaves water), read by the HUD and the
/// world's motion rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum WaterState {
    /// Out of water (or in water too shallow to matter).
    #[default]
    Land,
    /// Standing in water that reaches above the knees (TR2+).
    Wade,
    /// Swimming at the surface, head above water.
    Surface,
    /// Fully under water.
    Underwater,
}

impl WaterState {
    /// Every state with its name in Lua.
    pub const NAMES: [(&'static str, WaterState); 4] = [
        ("land", WaterState::Land),
        ("wade", WaterState::Wade),
        ("surface", WaterState::Surface),
        ("underwater", WaterState::Underwater),
    ];

    /// The name scripts use.
    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(_, w)| *w == self)
            .map_or("land", |(n, _)| n)
    }
}

/// How the world moves a driven entity each tick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Motion {
    /// Along the ground by the animation's speed, falling under gravity
    /// while `gravity` is set.
    #[default]
    Ground,
    /// Through water: `fall_speed / 4` units per tick along yaw and pitch,
    /// no gravity (swimmers, Lara under water and at the surface).
    Swim,
}

/// A surface an entity lends the world over its footprint: bridges,
/// trapdoors, raising and pushable blocks act as floor (or ceiling) for
/// every height query, the player's and the creatures'.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LentSurface {
    /// Floor (stood on from above) or ceiling (bumped from below).
    pub ceiling: bool,
    /// Footprint in the entity's frame: min x, max x, min z, max z
    /// (turned with the entity's yaw in steps of 90°).
    pub footprint: [i32; 4],
    /// Height of the surface above (negative) or below the entity's origin.
    pub offset: i32,
    /// Rise across the footprint: units the surface drops per 1024 along
    /// the entity's local +x and +z (tilted bridges).
    pub tilt: [i32; 2],
}

/// Whether an entity runs its control hook each tick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Status {
    /// Not running (never activated, or deactivated with a mask below 0x1F).
    Inactive,
    /// Running.
    Active,
    /// Ran and stopped on its own (a spent one-shot object, a dead creature).
    Deactivated,
    /// Removed from the world (killed by a behaviour); its slot may be
    /// reused by a spawn with the next generation.
    Removed,
}

/// [`Entity::stride`] of a body moving as its animation says.
pub const FULL_STRIDE: u16 = 100;

fn full_stride() -> u16 {
    FULL_STRIDE
}

/// An entity of the world.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Entity {
    pub id: EntityId,
    pub type_id: u16,
    pub model: Option<ModelId>,
    pub room: RoomId,
    pub pos: [i32; 3],
    /// X, Y, Z rotation in 1/65536 turns.
    pub rot: [u16; 3],
    pub anim: AnimId,
    /// Absolute frame number of the model's animations.
    pub frame: u16,
    pub state: u16,
    pub goal_state: u16,
    /// Forward speed (world units per tick) and vertical speed.
    pub speed: i32,
    pub fall_speed: i32,
    /// The fall speed the next jump-velocity animation command takes
    /// instead of its own (0: the command's); cleared when used.
    #[serde(default)]
    pub jump_fall_speed: i32,
    /// Falls under gravity while set.
    pub gravity: bool,
    pub status: Status,
    /// Activation mask (5 bits); the entity runs when all are set.
    pub mask: u8,
    pub one_shot: bool,
    /// Set for entities pre-activated by a full mask at load (§5.5.3): a
    /// trigger then deactivates them.
    pub reversed: bool,
    pub invisible: bool,
    /// How opaque it is drawn: 255 opaque (the default), 0 unseen; below
    /// 255 the renderer blends it over what lies behind (a head fading in).
    pub alpha: u8,
    pub clear_body: bool,
    pub ocb: i16,
    pub health: i16,
    /// Breath left under water in ticks ([`MAX_AIR`] full); Lara's scripts
    /// spend and refill it, the HUD shows it.
    pub air: i16,
    /// Trigger timer in ticks: counts down while active (positive), or
    /// delays activation (negative, TR4+).
    pub timer: i32,
    /// Collides with others.
    pub collidable: bool,
    /// Position and rotation at the end of the previous tick (for interpolation).
    pub prev_pos: [i32; 3],
    pub prev_rot: [u16; 3],
    /// Meshes swapped for others (mesh index in the model → mesh).
    pub mesh_swaps: Vec<(u16, crate::level::MeshId)>,
    /// Sets off heavy triggers where it stands (creatures, boulders, blocks;
    /// decided by behaviours).
    pub heavy: bool,
    /// Keeps the control hook and animation running while the entity is
    /// not triggered on (a door closing after its trigger went off); the
    /// behaviour clears it when done.
    pub awake: bool,
    /// Held still: its control hook still runs, but the world neither
    /// animates nor moves it (a creature waiting for an AI slot).
    pub paused: bool,
    /// When it started running, as (tick + 1) << 16 | slot (0: not
    /// running): the step runs the newest first, as the originals walk
    /// their active list. Saved, so a resumed game keeps the order.
    #[serde(default)]
    pub run_stamp: u64,
    /// Animation speed moves the entity. The player starts undriven: she
    /// stays where the level puts her until her behaviour takes control.
    pub driven: bool,
    /// Set by a switch, keyhole or pickup behaviour when used: the trigger
    /// naming it fires once and clears it.
    pub triggered: bool,
    /// Direction of motion relative to the yaw (a sidestep moves at ±90°,
    /// a back jump at 180°).
    pub move_offset: u16,
    /// Percent of its animation's ground speed the world moves it by (100,
    /// the default: as animated; behaviours lower it where something drags
    /// at the legs, such as TR3's quicksand).
    #[serde(default = "full_stride")]
    pub stride: u16,
    /// The world stops a falling entity at its floor (off for Lara, whose
    /// scripts land her themselves).
    pub auto_land: bool,
    pub motion: Motion,
    pub water: WaterState,
    /// Other bodies are pushed out of this entity's bounding box.
    pub solid: bool,
    /// The floor or ceiling this entity lends the world, if any.
    pub surface: Option<LentSurface>,
    /// Joint turns and limb animations behaviours lay over the animation.
    pub posture: super::pose::Posture,
    /// Guns may lock on to it while it lives (creatures, shootable things).
    pub targetable: bool,
    /// How the world keeps a creature inside its box graph after it moved
    /// (none: the animation moves it freely).
    pub locomotion: Option<super::creature::Locomotion>,
    /// The path search a creature owns while it thinks (one node per box,
    /// made once; see `nav::lot`).
    #[serde(default)]
    pub search: Option<Box<super::nav::lot::Search>>,
}

impl Entity {
    /// An inactive, driven entity with default fields, at `pos` facing `yaw`
    /// in `anim` (frame `frame`, state `state`).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: EntityId,
        type_id: u16,
        model: Option<crate::level::ModelId>,
        room: crate::level::RoomId,
        pos: [i32; 3],
        yaw: u16,
        (anim, frame, state): (crate::level::AnimId, u16, u16),
    ) -> Entity {
        Entity {
            id,
            type_id,
            model,
            room,
            pos,
            rot: [0, yaw, 0],
            anim,
            frame,
            state,
            goal_state: state,
            speed: 0,
            fall_speed: 0,
            jump_fall_speed: 0,
            gravity: false,
            status: Status::Inactive,
            mask: 0,
            one_shot: false,
            reversed: false,
            invisible: false,
            alpha: 255,
            clear_body: false,
            ocb: 0,
            health: 1000,
            air: MAX_AIR,
            timer: 0,
            collidable: true,
            prev_pos: pos,
            prev_rot: [0, yaw, 0],
            mesh_swaps: Vec::new(),
            heavy: false,
            awake: false,
            paused: false,
            run_stamp: 0,
            driven: true,
            triggered: false,
            move_offset: 0,
            stride: FULL_STRIDE,
            auto_land: true,
            motion: Motion::Ground,
            water: WaterState::Land,
            solid: false,
            surface: None,
            posture: Default::default(),
            targetable: false,
            locomotion: None,
            search: None,
        }
    }

    /// True while the control hook runs.
    pub fn is_active(&self) -> bool {
        self.status == Status::Active
    }

    /// True when the entity runs its control hook and animates this tick.
    pub fn runs(&self) -> bool {
        self.status == Status::Active || (self.awake && self.exists())
    }

    /// False once removed from the world.
    pub fn exists(&self) -> bool {
        self.status != Status::Removed
    }
}
