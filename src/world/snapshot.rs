//! What the renderer and the mixer read of the world: a read-only copy
//! made after a tick ([`World::snapshot`]) holding the entities' places
//! and poses of the last two ticks, the flipped rooms, the tick's events,
//! the scripts' particle effects, what the cameras ask for and the level
//! for geometry queries. Neither of them sees the [`World`] itself.

use std::sync::Arc;

use super::camera::{CameraView, Sight};
use super::effects::EffectTable;
use super::geometry::{self, RoomView};
use super::shut::SectorKey;
use super::{pose, spheres, EntityId, Event, World};
use crate::level::sound::SoundSource;
use crate::level::{AnimId, Level, ModelId, RoomId};

/// What a renderer needs of one entity for one frame: the transforms at the
/// end of the last two ticks and the animation pose.
#[derive(Debug, Clone, PartialEq)]
pub struct EntitySnapshot {
    pub id: EntityId,
    pub type_id: u16,
    pub model: Option<ModelId>,
    pub room: RoomId,
    pub prev_pos: [i32; 3],
    pub pos: [i32; 3],
    pub prev_rot: [u16; 3],
    pub rot: [u16; 3],
    pub anim: AnimId,
    pub frame: u16,
    pub visible: bool,
    /// Opacity, 255 opaque: below that the renderer blends it.
    pub alpha: u8,
    pub mesh_swaps: Vec<(u16, crate::level::MeshId)>,
    /// Joint turns and limb animations over the animation's pose.
    pub posture: pose::Posture,
    /// Hit points (Lara: 1000 full).
    pub health: i16,
    /// Breath left under water (ticks; `entity::MAX_AIR` full).
    pub air: i16,
}

impl EntitySnapshot {
    /// Position blended between the last two ticks (`t` in 0..1).
    pub fn interpolated_pos(&self, t: f32) -> [f32; 3] {
        [0, 1, 2].map(|k| self.prev_pos[k] as f32 + (self.pos[k] - self.prev_pos[k]) as f32 * t)
    }

    /// Rotation blended between the last two ticks the short way round
    /// (TR angle units, `t` in 0..1).
    pub fn interpolated_rot(&self, t: f32) -> [f32; 3] {
        [0, 1, 2].map(|k| {
            let d = self.rot[k].wrapping_sub(self.prev_rot[k]) as i16 as f32;
            self.prev_rot[k] as f32 + d * t
        })
    }
}

/// The view a script asked for (`world.camera_request`) while its entity
/// exists: the eye, already placed on the entity's posed mesh.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RequestedView {
    /// The requested point of the entity's mesh in the world (its origin's
    /// frame when the mesh is not there).
    pub eye: [i32; 3],
    /// The entity's room, where the search for the eye's room starts.
    pub room: RoomId,
    /// Heading and pitch in 16-bit angle units.
    pub yaw: i32,
    pub pitch: i32,
    /// Field of view in degrees.
    pub fov: f32,
    /// What is drawn over the view.
    pub sight: Sight,
}

/// What the world's cameras ask of the view, in the order the renderer
/// takes them: a running flyby, a script's request, a fixed camera.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CameraAsks {
    /// Where a running flyby looks from, to, and with what lens.
    pub flyby: Option<CameraView>,
    /// A script's view, when one is on and its entity is there.
    pub request: Option<RequestedView>,
    /// The level camera a trigger switched on (its index).
    pub fixed: Option<u16>,
    /// The entity a fixed camera looks at (None: the player).
    pub look_at: Option<EntityId>,
    /// The letterbox bars' height, in 256ths of the screen's height each
    /// ([`super::camera::CameraState::bars`]).
    pub bars: u8,
    /// A flyby holds the player (only looking reaches the world); the
    /// originals draw no health or air bar then (TOMB4 health.cpp
    /// DrawGameInfo).
    pub holds_player: bool,
    /// How dark a flyby's fade makes the screen, 0 (clear) to 255 (black).
    pub fade: u8,
}

/// The world as renderers and mixers read it after a tick.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The level, for drawing and for geometry queries (rooms, floors).
    pub level: Arc<Level>,
    pub tick: u64,
    /// The entities that exist, in the world's order.
    pub entities: Vec<EntitySnapshot>,
    /// Rooms swapped with their alternates.
    pub flipped: Vec<bool>,
    /// Room statics broken (room, index in its list), sorted: not drawn.
    pub broken_statics: Vec<super::statics::StaticKey>,
    /// The sectors shut as walls (closed doors, [`World::shut_sector`]),
    /// sorted: the chase camera's floor, ceiling and sight queries see
    /// them as walls, as the originals' camera reads the sectors a door
    /// rewrote (TRX tr1 door.c `M_Shut` changes the room's own sector).
    pub shut: Vec<SectorKey>,
    /// The events of the tick.
    pub events: Vec<Event>,
    /// The particle effects the scripts defined.
    pub effects: EffectTable,
    pub camera: CameraAsks,
}

/// The rooms alone: a drawing snapshot's sight lines ignore what entities lend.
impl super::los::Heights for Snapshot {}

impl RoomView for Snapshot {
    fn level(&self) -> &Level {
        &self.level
    }
    fn active(&self, r: RoomId) -> RoomId {
        self.level.active_room(&self.flipped, r)
    }
    fn shut(&self, r: RoomId, x: usize, z: usize) -> bool {
        super::shut::listed(&self.shut, r, x, z)
    }
}

impl Snapshot {
    /// The entity `id`, if it exists.
    pub fn entity(&self, id: EntityId) -> Option<&EntitySnapshot> {
        self.entities.iter().find(|e| e.id == id)
    }

    /// The player (the first entity of type 0), if there is one.
    pub fn lara(&self) -> Option<&EntitySnapshot> {
        self.entities.iter().find(|e| e.type_id == 0)
    }

    /// True when any room is flipped.
    pub fn any_flipped(&self) -> bool {
        self.flipped.iter().any(|&f| f)
    }

    /// True when sound source `s` plays in the current flip state.
    pub fn sound_source_active(&self, s: &SoundSource) -> bool {
        s.plays(self.any_flipped())
    }

    /// The room holding point `p`, searched from `start` through portals.
    pub fn room_at(&self, start: RoomId, p: [i32; 3]) -> RoomId {
        geometry::find_sector(self, start, p[0], p[1], p[2]).room
    }

    /// True when nothing solid lies between two points
    /// (the originals' `LOS_Check`, [`super::los::los`]).
    pub fn line_of_sight(&self, room: RoomId, from: [i32; 3], to: [i32; 3]) -> bool {
        super::los::los(self, room, from, to).clear
    }
}

impl World {
    /// A read-only copy of what the last tick produced.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            level: self.level.clone(),
            tick: self.tick,
            entities: self
                .entities
                .iter()
                .filter(|e| e.exists())
                .map(|e| EntitySnapshot {
                    id: e.id,
                    type_id: e.type_id,
                    model: e.model,
                    room: e.room,
                    prev_pos: e.prev_pos,
                    pos: e.pos,
                    prev_rot: e.prev_rot,
                    rot: e.rot,
                    anim: e.anim,
                    frame: e.frame,
                    visible: !e.invisible && !self.camera.hides(e.id),
                    alpha: e.alpha,
                    mesh_swaps: e.mesh_swaps.clone(),
                    posture: e.posture.clone(),
                    health: e.health,
                    air: e.air,
                })
                .collect(),
            flipped: self.flipped.clone(),
            broken_statics: self.broken_statics.clone(),
            shut: self.shut.clone(),
            events: self.events.clone(),
            effects: self.effects.clone(),
            camera: self.camera_asks(),
        }
    }

    /// What the cameras ask of the view now.
    fn camera_asks(&self) -> CameraAsks {
        let request = self.camera.request.and_then(|r| {
            let e = self.entity(r.entity)?;
            let offset = r.offset.map(i32::from);
            let eye = match r.fixed_eye {
                Some(eye) => eye,
                None => spheres::mesh_point(self, r.entity, r.mesh.map(usize::from), offset)
                    .or_else(|_| spheres::mesh_point(self, r.entity, None, offset))
                    .ok()?,
            };
            Some(RequestedView {
                eye,
                room: e.room,
                yaw: r.yaw,
                pitch: r.pitch,
                fov: r.fov,
                sight: r.sight,
            })
        });
        CameraAsks {
            flyby: self.camera.flyby_view(),
            request,
            fixed: self.camera.fixed.map(|f| f.index),
            look_at: self.camera.look_at.and_then(|i| self.id_of(i as usize)),
            bars: self.camera.bars,
            holds_player: self.camera.holds_player(),
            fade: self.camera.fade,
        }
    }
}
