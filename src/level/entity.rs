//! Placed entities with their flags decoded, AI objects, cameras and flyby
//! sequences.

use crate::format::records::{
    AiObject as RawAi, CinematicFrame as RawCinematicFrame, Entity as RawEntity, FlybyCamera,
};
use crate::format::Game;

use super::ids::{BoxId, RoomId};

/// Entity flag bits (§5.5.3).
pub mod flags {
    /// Removed by the clear-bodies trigger action once dead.
    pub const CLEAR_BODY: u16 = 0x0080;
    /// Starts invisible.
    pub const INVISIBLE: u16 = 0x0100;
    /// Activation mask bits 9..13.
    pub const MASK: u16 = 0x3E00;
}

/// A placed entity.
///
/// The files have no separate one-shot bit: one-shot is a trigger property
/// (TriggerSetup bit 8) that the simulation copies onto the entity; the
/// stored bit 0x0100 means "starts invisible".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entity {
    pub type_id: u16,
    pub room: RoomId,
    pub pos: [i32; 3],
    /// Yaw in 1/65536 turns.
    pub angle: u16,
    /// Constant light (−1: use mesh lighting).
    pub intensity: i16,
    /// TR2/TR3 second intensity.
    pub intensity2: i16,
    /// TR4/TR5 object code bits.
    pub ocb: i16,
    /// 5-bit activation mask (0x1F = pre-activated).
    pub activation_mask: u8,
    pub invisible: bool,
    pub clear_body: bool,
    /// The flags word as stored.
    pub raw_flags: u16,
}

/// Converts a stored entity (room validated by the caller).
pub fn entity(e: &RawEntity, game: Game) -> Entity {
    Entity {
        type_id: e.type_id as u16,
        room: RoomId(e.room as u16 as u32),
        pos: [e.x, e.y, e.z],
        angle: e.angle as u16,
        intensity: e.intensity1,
        intensity2: if game.is_tr45() {
            0
        } else {
            e.intensity2_or_ocb
        },
        ocb: if game.is_tr45() {
            e.intensity2_or_ocb
        } else {
            0
        },
        activation_mask: ((e.flags & flags::MASK) >> 9) as u8,
        invisible: e.flags & flags::INVISIBLE != 0,
        clear_body: e.flags & flags::CLEAR_BODY != 0,
        raw_flags: e.flags,
    }
}

/// TR3 entity type ids that are AI objects (TR4/TR5 store them separately).
pub const TR3_AI_TYPES: std::ops::RangeInclusive<u16> = 74..=81;

/// An AI object: a waypoint with a meaning given by its type and OCB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AiObject {
    pub type_id: u16,
    pub room: RoomId,
    pub pos: [i32; 3],
    pub ocb: i16,
    pub flags: u16,
    pub angle: i32,
    /// The navigation box under it, when its sector has one.
    pub box_id: Option<BoxId>,
}

/// Converts a stored TR4/TR5 AI object.
pub fn ai_object(a: &RawAi) -> AiObject {
    AiObject {
        type_id: a.type_id,
        room: RoomId(a.room as u32),
        pos: [a.x, a.y, a.z],
        ocb: a.ocb,
        flags: a.flags,
        angle: a.angle,
        box_id: None,
    }
}

/// A fixed camera or an underwater-current sink.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Camera {
    pub pos: [i32; 3],
    /// Cameras: the room; sinks: the current's strength.
    pub room_or_strength: i16,
    /// Cameras: bit 0 persistent; sinks: the box index.
    pub flags: u16,
}

/// A key of a TR1–TR3 cutscene's camera: where it stands and looks, its
/// field of view and roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CinematicFrame {
    pub pos: [i16; 3],
    pub target: [i16; 3],
    pub fov: i16,
    pub roll: i16,
}

/// The level's cutscene frame of file record `f`.
pub fn cinematic_frame(f: &RawCinematicFrame) -> CinematicFrame {
    CinematicFrame {
        pos: [f.pos_x, f.pos_y, f.pos_z],
        target: [f.target_x, f.target_y, f.target_z],
        fov: f.fov,
        roll: f.roll,
    }
}

/// One point of a flyby: where the camera stands and looks, its lens and
/// the speed, timer and flags its playback reads (`world::camera::flags`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FlybyPoint {
    pub pos: [i32; 3],
    pub target: [i32; 3],
    /// Its place in the sequence.
    pub index: u8,
    /// Field of view in 16-bit angle units.
    pub fov: u16,
    /// Roll in 16-bit angle units.
    pub roll: i16,
    /// Hold ticks, or the point a jump goes to.
    pub timer: u16,
    pub speed: u16,
    pub flags: u16,
    pub room: u32,
}

/// The level's flyby point of file record `c`.
fn flyby_point(c: &FlybyCamera) -> FlybyPoint {
    FlybyPoint {
        pos: [c.x, c.y, c.z],
        target: [c.dx, c.dy, c.dz],
        index: c.index,
        fov: c.fov,
        roll: c.roll,
        timer: c.timer,
        speed: c.speed,
        flags: c.flags,
        room: c.room,
    }
}

/// A flyby sequence: its points ordered by index.
#[derive(Debug, Clone, PartialEq)]
pub struct FlybySequence {
    pub sequence: u8,
    pub points: Vec<FlybyPoint>,
}

/// Groups flyby points into sequences ordered by their index.
pub fn flyby_sequences(points: &[FlybyCamera]) -> Vec<FlybySequence> {
    let mut out: Vec<FlybySequence> = Vec::new();
    for p in points {
        match out.iter_mut().find(|s| s.sequence == p.sequence) {
            Some(s) => s.points.push(flyby_point(p)),
            None => out.push(FlybySequence {
                sequence: p.sequence,
                points: vec![flyby_point(p)],
            }),
        }
    }
    for s in &mut out {
        s.points.sort_by_key(|p| p.index);
    }
    out.sort_by_key(|s| s.sequence);
    out
}
