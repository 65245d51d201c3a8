//! Cameras as the world decides them: fixed cameras switched by triggers
//! (timer, once, move timer), flyby playback along a spline through its
//! points with speed, field of view and roll interpolated and the flags that
//! concern motion, cuts, loops and timers (TRosettaStone 3 §9.6), and the view a
//! script asks for ([`CameraRequest`]: first person from a point of an
//! entity, Lara's binoculars). The renderer's chase camera follows the
//! player when none of them is running.

use std::collections::BTreeSet;

use super::EntityId;
use crate::level::entity::{FlybyPoint, FlybySequence};

/// Flyby point flags handled here.
pub mod flags {
    /// Cut to the sequence instead of panning from the current view.
    pub const CUT_IN: u16 = 0x0001;
    /// The sequence loops (on its first point).
    pub const LOOP: u16 = 0x0004;
    /// Jump to the point whose index is in the timer field.
    pub const JUMP_TO_TIMER: u16 = 0x0080;
    /// Hold here for `timer` ticks.
    pub const HOLD: u16 = 0x0100;
    /// From this point on (or from the start, on the first point) the player
    /// has no control but looking (TOMB4 spotcam.cpp InitialiseSpotCam and
    /// CalculateSpotCams: the "disable Lara control" flag).
    pub const HOLD_PLAYER: u16 = 0x0400;
    /// From this point on the player has control again.
    pub const RELEASE_PLAYER: u16 = 0x0800;
}

/// A fixed camera in use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FixedCamera {
    pub index: u16,
    /// Ticks until the chase camera returns.
    pub ticks_left: u32,
    /// Ticks the move from the chase camera takes.
    pub move_ticks: u32,
}

/// A flyby in progress.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FlybyPlayback {
    pub sequence: u8,
    /// Segment start point (index into the sequence's points).
    pub segment: usize,
    /// Position along the segment, 0..1.
    pub t: f32,
    pub hold: u32,
    /// Whether the player's input is held (only looking reaches the world)
    /// while it plays: [`flags::HOLD_PLAYER`] and [`flags::RELEASE_PLAYER`].
    /// Saves written before it existed read as not held.
    #[serde(default)]
    pub holds_player: bool,
}

/// What the camera shows, in world units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CameraView {
    pub pos: [f32; 3],
    pub target: [f32; 3],
    /// Degrees.
    pub fov: f32,
    /// Degrees.
    pub roll: f32,
    pub room: u32,
}

/// The camera state of the world.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CameraState {
    pub fixed: Option<FixedCamera>,
    pub flyby: Option<FlybyPlayback>,
    /// Cameras and flybys flagged "once" that have been used.
    pub used_cameras: BTreeSet<u16>,
    pub used_flybys: BTreeSet<u16>,
    /// The entity the camera looks at, when a trigger asked.
    pub look_at: Option<u16>,
    /// The view a script asked for (`world.camera_request`), until it is
    /// released (`world.camera_release`) or its entity is gone. Saves
    /// written before it existed read as none.
    #[serde(default)]
    pub request: Option<CameraRequest>,
}

/// The narrowest and widest field of view (degrees) a request may ask for.
pub const REQUEST_FOV: std::ops::RangeInclusive<f32> = 1.0..=170.0;

/// A view a script asks for: first person from a point fixed to one of an
/// entity's meshes (or to the entity itself), turned to an absolute yaw
/// and pitch, with its own field of view. General: binoculars, a gun's
/// sight, a security camera's screen are all one request each.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CameraRequest {
    /// The entity the eye is fixed to.
    pub entity: EntityId,
    /// The mesh of its model the eye is fixed to (None: the entity's
    /// origin, turned with its heading).
    pub mesh: Option<u16>,
    /// The eye in that mesh's frame (or the entity's), world units.
    pub offset: [i32; 3],
    /// Where the eye looks: heading and pitch in TR units (65536 a turn;
    /// the pitch is positive looking down, as y grows downward).
    pub yaw: i32,
    pub pitch: i32,
    /// Vertical field of view in degrees (within [`REQUEST_FOV`]).
    pub fov: f32,
    /// The entity is not drawn while the view is on (the eye is inside it).
    pub hide_entity: bool,
    /// What is drawn over the view.
    pub sight: Sight,
}

/// What a requested view draws over the frame: a mask, a crosshair, a dot
/// in the middle (a laser sight's), each optional.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Sight {
    pub mask: SightMask,
    /// A crosshair's colour (RGB).
    pub crosshair: Option<[u8; 3]>,
    /// The middle dot's colour (RGB).
    pub dot: Option<[u8; 3]>,
}

/// The shape of the dark mask around a requested view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SightMask {
    /// The whole frame shows.
    #[default]
    None,
    /// Two overlapping round lenses side by side.
    Binoculars,
    /// One round lens in the middle.
    Scope,
}

impl SightMask {
    /// Every mask by the name scripts give it.
    pub const NAMES: [(&'static str, SightMask); 3] = [
        ("none", SightMask::None),
        ("binoculars", SightMask::Binoculars),
        ("scope", SightMask::Scope),
    ];
}

impl CameraState {
    /// True when a request asks that `id` not be drawn.
    pub fn hides(&self, id: EntityId) -> bool {
        self.request
            .is_some_and(|r| r.hide_entity && r.entity == id)
    }

    /// A camera trigger action: timer in seconds (0: while the trigger fires).
    pub fn trigger_camera(&mut self, index: u16, timer: u8, once: bool, move_timer: u8) {
        if once && self.used_cameras.contains(&index) {
            return;
        }
        if once {
            self.used_cameras.insert(index);
        }
        let ticks = if timer == 0 {
            1
        } else {
            timer as u32 * super::TICK_RATE
        };
        self.fixed = Some(FixedCamera {
            index,
            ticks_left: ticks,
            move_ticks: move_timer as u32 * super::TICK_RATE / 4,
        });
    }

    /// A flyby trigger action: starts the sequence unless a flyby is
    /// playing or a "once" sequence has played, as TR4's trigger does (TOMB4
    /// control.cpp TestTriggers, TO_FLYBY). Whether the player is held comes
    /// from the first point's flags. Returns whether it started.
    pub fn trigger_flyby(&mut self, sequence: u16, once: bool, flybys: &[FlybySequence]) -> bool {
        if self.flyby.is_some() || (once && self.used_flybys.contains(&sequence)) {
            return false;
        }
        if once {
            self.used_flybys.insert(sequence);
        }
        let first_flags = flybys
            .iter()
            .find(|s| u16::from(s.sequence) == sequence)
            .and_then(|s| s.points.first())
            .map_or(0, |p| p.flags);
        self.flyby = Some(FlybyPlayback {
            sequence: sequence as u8,
            segment: 0,
            t: 0.0,
            hold: 0,
            holds_player: first_flags & flags::HOLD_PLAYER != 0,
        });
        true
    }

    /// Whether a playing flyby holds the player still (only looking reaches
    /// the world).
    pub fn holds_player(&self) -> bool {
        self.flyby.is_some_and(|f| f.holds_player)
    }

    /// Advances timers and the flyby by one tick.
    pub fn step(&mut self, flybys: &[FlybySequence]) {
        if let Some(f) = &mut self.fixed {
            f.ticks_left = f.ticks_left.saturating_sub(1);
            if f.ticks_left == 0 {
                self.fixed = None;
            }
        }
        let Some(mut p) = self.flyby else { return };
        let Some(seq) = flybys.iter().find(|s| s.sequence == p.sequence) else {
            self.flyby = None;
            return;
        };
        let points = &seq.points;
        if points.len() < 2 {
            self.flyby = None;
            return;
        }
        if p.hold > 0 {
            p.hold -= 1;
            self.flyby = Some(p);
            return;
        }
        let (a, b) = (
            &points[p.segment],
            &points[(p.segment + 1).min(points.len() - 1)],
        );
        let len = (((b.pos[0] - a.pos[0]) as f64).powi(2)
            + ((b.pos[1] - a.pos[1]) as f64).powi(2)
            + ((b.pos[2] - a.pos[2]) as f64).powi(2))
        .sqrt()
        .max(1.0) as f32;
        // Speed is stored ×655 (level-editor units); interpolated along the segment.
        let speed = (a.speed as f32 * (1.0 - p.t) + b.speed as f32 * p.t) / 655.0 * 16.0;
        p.t += speed.max(1.0) / len;
        while p.t >= 1.0 {
            p.t -= 1.0;
            p.segment += 1;
            let arrived = &points[p.segment.min(points.len() - 1)];
            if arrived.flags & flags::RELEASE_PLAYER != 0 {
                p.holds_player = false;
            }
            if arrived.flags & flags::HOLD_PLAYER != 0 {
                p.holds_player = true;
            }
            if arrived.flags & flags::HOLD != 0 {
                p.hold = arrived.timer as u32;
                p.t = 0.0;
            }
            if arrived.flags & flags::JUMP_TO_TIMER != 0 {
                p.segment = (arrived.timer as usize).min(points.len() - 1);
                p.t = 0.0;
            }
            if p.segment + 1 >= points.len() {
                if points[0].flags & flags::LOOP != 0 {
                    p.segment = 0;
                    p.t = 0.0;
                } else {
                    self.flyby = None;
                    return;
                }
            }
        }
        self.flyby = Some(p);
    }

    /// Where a running flyby looks from, to, and with what lens.
    pub fn flyby_view(&self, flybys: &[FlybySequence]) -> Option<CameraView> {
        let p = self.flyby?;
        let seq = flybys.iter().find(|s| s.sequence == p.sequence)?;
        let n = seq.points.len();
        let at = |k: isize| &seq.points[k.clamp(0, n as isize - 1) as usize];
        let i = p.segment as isize;
        let (p0, p1, p2, p3) = (at(i - 1), at(i), at(i + 1), at(i + 2));
        let spline = |f: fn(&FlybyPoint) -> i32| {
            catmull_rom(f(p0) as f32, f(p1) as f32, f(p2) as f32, f(p3) as f32, p.t)
        };
        Some(CameraView {
            pos: [
                spline(|c| c.pos[0]),
                spline(|c| c.pos[1]),
                spline(|c| c.pos[2]),
            ],
            target: [
                spline(|c| c.target[0]),
                spline(|c| c.target[1]),
                spline(|c| c.target[2]),
            ],
            fov: (p1.fov as f32 * (1.0 - p.t) + p2.fov as f32 * p.t) / 182.0,
            roll: (p1.roll as f32 * (1.0 - p.t) + p2.roll as f32 * p.t) / 182.0,
            room: p1.room,
        })
    }
}

/// A Catmull-Rom spline through p1..p2 with neighbours p0 and p3.
pub fn catmull_rom(p0: f32, p1: f32, p2: f32, p3: f32, t: f32) -> f32 {
    let t2 = t * t;
    let t3 = t2 * t;
    0.5 * (2.0 * p1
        + (p2 - p0) * t
        + (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3) * t2
        + (3.0 * p1 - p0 - 3.0 * p2 + p3) * t3)
}
