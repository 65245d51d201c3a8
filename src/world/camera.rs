//! Cameras as the world decides them: fixed cameras switched by triggers
//! (timer, once, move timer), flyby playback along an integer spline through
//! its points with speed, field of view and roll splined too, and the flags
//! that concern motion, holds, jumps, loops and the player's control (TOMB4
//! spotcam.cpp `CalculateSpotCams`, `Spline`; TRosettaStone 3 §9.6), the
//! letterbox bars a flyby that holds the player draws, and the view a
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

/// A whole flyby segment in [`FlybyPlayback::position`]'s units.
pub const SPLINE_ONE: i32 = 1 << 16;

/// How tall each letterbox bar grows while a flyby holds the player, in
/// 256ths of the screen's height (TOMB4 `SetFadeClip(16, 1)`), and how much
/// it grows or shrinks a tick.
pub const BARS_HEIGHT: u8 = 16;
const BARS_SPEED: u8 = 1;

/// A flyby in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FlybyPlayback {
    pub sequence: u8,
    /// The point the segment leaves (index into the sequence's points).
    pub segment: usize,
    /// How far along the segment, 0..[`SPLINE_ONE`] (TOMB4
    /// `current_spline_position`). Saves written before it existed read as
    /// the segment's start.
    #[serde(default)]
    pub position: i32,
    /// Ticks still waited at the point just reached (TOMB4 `spotcam_timer`).
    pub hold: u32,
    /// Whether the player's input is held (only looking reaches the world)
    /// while it plays: [`flags::HOLD_PLAYER`] and [`flags::RELEASE_PLAYER`].
    /// Saves written before it existed read as not held.
    #[serde(default)]
    pub holds_player: bool,
    /// Lara's health and air when it started, put back each tick it holds
    /// her (TOMB4 `InitialiseSpotCam`'s `LaraHealth`, `LaraAir`).
    #[serde(default)]
    pub lara_health: i16,
    #[serde(default)]
    pub lara_air: i16,
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
    /// The letterbox bars' height, in 256ths of the screen's height each
    /// (TOMB4 `FadeScreenHeight`), and the height they move to a step a
    /// tick (`DestFadeScreenHeight`).
    #[serde(default)]
    pub bars: u8,
    #[serde(default)]
    pub bars_goal: u8,
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
    /// from the first point's flags; holding her raises the letterbox bars
    /// and keeps her `health` and `air` as they are now (TOMB4 spotcam.cpp
    /// InitialiseSpotCam). Returns whether it started.
    pub fn trigger_flyby(
        &mut self,
        sequence: u16,
        once: bool,
        flybys: &[FlybySequence],
        lara: (i16, i16),
    ) -> bool {
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
        let holds_player = first_flags & flags::HOLD_PLAYER != 0;
        if holds_player {
            self.bars_goal = BARS_HEIGHT;
        }
        self.flyby = Some(FlybyPlayback {
            sequence: sequence as u8,
            segment: 0,
            position: 0,
            hold: 0,
            holds_player,
            lara_health: lara.0,
            lara_air: lara.1,
        });
        true
    }

    /// Whether a playing flyby holds the player still (only looking reaches
    /// the world).
    pub fn holds_player(&self) -> bool {
        self.flyby.is_some_and(|f| f.holds_player)
    }

    /// Advances timers, the flyby and the letterbox bars by one tick.
    ///
    /// The flyby as TOMB4 `CalculateSpotCams` moves it: the speed is the
    /// spline of the segment's four points' speeds at the position, added
    /// to it unless waiting at a point; once the position lies within that
    /// speed of the segment's end the camera has reached the next point,
    /// whose flags then count: a hold waits `timer >> 4` ticks there (the
    /// first of them setting the count), control is released or taken, a
    /// jump goes on from point `timer & 15`; past the last point a looping
    /// sequence goes on round to its first, another ends.
    pub fn step(&mut self, flybys: &[FlybySequence]) {
        if let Some(f) = &mut self.fixed {
            f.ticks_left = f.ticks_left.saturating_sub(1);
            if f.ticks_left == 0 {
                self.fixed = None;
            }
        }
        self.step_flyby(flybys);
        // TOMB4 tomb4fx.cpp UpdateFadeClip, at the end of the control phase.
        self.bars = if self.bars < self.bars_goal {
            (self.bars + BARS_SPEED).min(self.bars_goal)
        } else {
            self.bars.saturating_sub(BARS_SPEED).max(self.bars_goal)
        };
    }

    fn step_flyby(&mut self, flybys: &[FlybySequence]) {
        let Some(mut p) = self.flyby else { return };
        let Some(seq) = flybys.iter().find(|s| s.sequence == p.sequence) else {
            self.end_flyby();
            return;
        };
        let points = &seq.points;
        let n = points.len();
        if n < 2 {
            self.end_flyby();
            return;
        }
        let looped = points[0].flags & flags::LOOP != 0;
        let speed = spline(p.position, &knots(points, p.segment, |c| c.speed as i32));
        if p.hold == 0 {
            p.position += speed;
        }
        if p.position > SPLINE_ONE - speed {
            let arrived = knot(points, p.segment as isize + 1, looped);
            if arrived.flags & flags::HOLD != 0 {
                if p.hold > 0 {
                    p.hold -= 1;
                } else {
                    p.hold = u32::from(arrived.timer >> 4);
                }
            }
            if p.hold == 0 {
                p.position = 0;
                if arrived.flags & flags::RELEASE_PLAYER != 0 {
                    p.holds_player = false;
                }
                if arrived.flags & flags::HOLD_PLAYER != 0 {
                    p.holds_player = true;
                    self.bars_goal = BARS_HEIGHT;
                }
                p.segment = if arrived.flags & flags::JUMP_TO_TIMER != 0 {
                    usize::from(arrived.timer & 0xF).min(n - 1)
                } else {
                    p.segment + 1
                };
                if looped {
                    p.segment %= n;
                } else if p.segment + 1 >= n {
                    self.end_flyby();
                    return;
                }
            }
        }
        self.flyby = Some(p);
    }

    /// The flyby is over: the player has control and the bars go.
    fn end_flyby(&mut self) {
        self.flyby = None;
        self.bars_goal = 0;
    }

    /// Where a running flyby looks from, to, and with what lens: each
    /// figure the spline of the segment's four points at its position
    /// (TOMB4 CalculateSpotCams; the field of view and roll are 16-bit
    /// angles, given here in degrees).
    pub fn flyby_view(&self, flybys: &[FlybySequence]) -> Option<CameraView> {
        let p = self.flyby?;
        let seq = flybys.iter().find(|s| s.sequence == p.sequence)?;
        let points = &seq.points;
        if points.is_empty() {
            return None;
        }
        let at = |f: fn(&FlybyPoint) -> i32| spline(p.position, &knots(points, p.segment, f));
        Some(CameraView {
            pos: [at(|c| c.pos[0]), at(|c| c.pos[1]), at(|c| c.pos[2])].map(|v| v as f32),
            target: [
                at(|c| c.target[0]),
                at(|c| c.target[1]),
                at(|c| c.target[2]),
            ]
            .map(|v| v as f32),
            fov: at(|c| c.fov as i32) as f32 / DEGREE,
            roll: at(|c| c.roll as i32) as f32 / DEGREE,
            room: knot(points, p.segment as isize, false).room,
        })
    }
}

/// A 16-bit angle's units in a degree (the originals' `PHD_DEGREE`).
const DEGREE: f32 = 182.0;

/// Point `k` of a sequence: past either end, the end point, or round to
/// the start when the sequence loops.
fn knot(points: &[FlybyPoint], k: isize, looped: bool) -> &FlybyPoint {
    let n = points.len() as isize;
    let i = if looped && k >= n {
        k.rem_euclid(n)
    } else {
        k.clamp(0, n - 1)
    };
    &points[i as usize]
}

/// A figure of the four points a segment's spline runs through: the one
/// before it, its two ends, the one after (TOMB4 `SetSplineData` fills
/// them so; the one before the first is the first itself).
fn knots(points: &[FlybyPoint], segment: usize, figure: fn(&FlybyPoint) -> i32) -> [i32; 4] {
    let looped = points.first().is_some_and(|p| p.flags & flags::LOOP != 0);
    let s = segment as isize;
    [s - 1, s, s + 1, s + 2].map(|k| figure(knot(points, k, looped)))
}

/// TOMB4 spotcam.cpp `Spline`: the Catmull-Rom curve through `knots`
/// (at least four) at `x` of [`SPLINE_ONE`] along the whole run from the
/// second knot to the last but one, in integers: the span from `x`'s
/// whole part, the cubic's coefficients halved with C's arithmetic shifts,
/// the products in 64 bits each shifted down by 16.
pub fn spline(x: i32, knots: &[i32]) -> i32 {
    let spans = knots.len() as i64 - 3;
    let x = x as i64 * spans;
    let span = (x >> 16).min(spans - 1).max(0);
    let k = &knots[span as usize..];
    let k = [k[0], k[1], k[2], k[3]].map(i64::from);
    let x = x - span * 65536;
    let half = |v: i64| v >> 1;
    let c1 = half(k[1]) - half(k[2]) - k[2] + k[1] + half(k[3]) + half(-k[0] - 1);
    let c2 = 2 * k[2] - 2 * k[1] - half(k[1]) - half(k[3]) + k[0];
    let c3 = half(k[2]) + half(-k[0] - 1);
    ((x * (((x * (((x * c1) >> 16) + c2)) >> 16) + c3)) >> 16) as i32 + k[1] as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spline_runs_through_its_middle_knots_in_integers() {
        // TOMB4 spotcam.cpp Spline over (0, 100, 200, 300): c1 = −1 (the
        // halves of the odd −k0 − 1 round down), c2 = 0, the linear term
        // 99; at the start the second knot, half way 149 (the exact curve:
        // 150), at the end 198.
        let k = [0, 100, 200, 300];
        assert_eq!(spline(0, &k), 100);
        assert_eq!(spline(SPLINE_ONE / 2, &k), 149);
        assert_eq!(spline(SPLINE_ONE, &k), 198);
        // A flat run stays one below its level once under way (c1 and the
        // linear term are −1: the halves of −5,241 round down).
        let flat = [5240; 4];
        assert_eq!(spline(0, &flat), 5240);
        assert_eq!(spline(30_000, &flat), 5239);
        // Six knots: three spans, the second starting a third of the way.
        let six = [0, 0, 300, 600, 900, 900];
        assert_eq!(spline(SPLINE_ONE / 3 + 1, &six), 300);
    }

    fn point(x: i32, speed: u16, flags: u16, timer: u16) -> FlybyPoint {
        FlybyPoint {
            pos: [x, 0, 0],
            target: [x, 0, 1024],
            index: 0,
            fov: 80 * 182,
            roll: 0,
            timer,
            speed,
            flags,
            room: 0,
        }
    }

    /// Ticks until the flyby ends, with the player held each of them.
    fn play(points: Vec<FlybyPoint>) -> (u32, Vec<bool>) {
        let seq = [FlybySequence {
            sequence: 0,
            points,
        }];
        let mut cam = CameraState::default();
        assert!(cam.trigger_flyby(0, true, &seq, (1000, 1800)));
        let mut held = Vec::new();
        let mut ticks = 0;
        while cam.flyby.is_some() && ticks < 1000 {
            held.push(cam.holds_player());
            cam.step(&seq);
            ticks += 1;
        }
        (ticks, held)
    }

    #[test]
    fn a_segment_takes_as_many_ticks_as_its_speed_fits_in_the_spline() {
        // TOMB4 CalculateSpotCams: speed 5,240 (8 in the editor) a tick;
        // the point is reached once the position is within one more step
        // of the end: after 12 steps (62,880 > 65,536 − 5,240), the rest
        // dropped. Three points: two segments, 24 ticks.
        let (ticks, _) = play(vec![point(0, 5240, 1, 0); 3]);
        assert_eq!(ticks, 24);
        // Half the speed: 25 steps a segment (65,536 − 2,620 = 62,916;
        // 2,620 and then 2,619 a step reach 62,856 at 24).
        let (ticks, _) = play(vec![point(0, 2620, 1, 0); 3]);
        assert_eq!(ticks, 50);
    }

    #[test]
    fn a_hold_waits_its_timer_over_16_at_the_point_and_control_comes_back_where_flagged() {
        // The middle point holds 160 >> 4 = 10 ticks (the count set on the
        // tick of arrival, then counted down) and gives control back.
        let points = vec![
            point(0, 5240, flags::CUT_IN | flags::HOLD_PLAYER, 0),
            point(0, 5240, flags::HOLD | flags::RELEASE_PLAYER, 160),
            point(0, 5240, 0, 0),
        ];
        let (ticks, held) = play(points);
        assert_eq!(ticks, 24 + 10);
        assert!(held[..22].iter().all(|&h| h), "{held:?}");
        assert!(held[22..].iter().all(|&h| !h), "{held:?}");
    }

    #[test]
    fn the_letterbox_grows_a_step_a_tick_while_she_is_held_and_goes_after() {
        let points = vec![point(0, 5240, flags::HOLD_PLAYER, 0); 3];
        let seq = [FlybySequence {
            sequence: 0,
            points,
        }];
        let mut cam = CameraState::default();
        cam.trigger_flyby(0, false, &seq, (1000, 1800));
        let mut heights = Vec::new();
        for _ in 0..40 {
            cam.step(&seq);
            heights.push(cam.bars);
        }
        assert_eq!(heights[0], 1);
        assert_eq!(heights[15], BARS_HEIGHT);
        // The flyby ends on its 24th tick; the bars shrink from there.
        assert_eq!(heights[23], BARS_HEIGHT - 1);
        assert_eq!(heights[39], 0);
    }
}
