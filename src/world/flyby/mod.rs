//! Flyby playback as TOMB4 spotcam.cpp plays its spot cameras
//! (`InitialiseSpotCam`, `CalculateSpotCams`, `SetSplineData`; TOMB5's
//! where TR5 differs): the camera runs along an integer spline through
//! four knots (all the points and the two ends, tracking the player), with
//! speed, field of view and roll splined too. A sequence may pan in from
//! the game camera and, unless it loops or snaps back, pans back to the
//! chase camera when its points run out; on the way each point's flags
//! hold it, jump, take or give back the player's control, fade the screen
//! or test the heavy triggers under the camera, and the look key ends a
//! sequence that allows it.

mod spline;

pub use spline::{nearest_along, spline, spline_by, SPLINE_ONE};

use crate::format::Game;
use crate::level::entity::{FlybyPoint, FlybySequence};

/// Flyby point flags (TOMB4 spotcam.h `SP_*`).
pub mod flags {
    /// Start on the first point instead of panning in from the game camera
    /// (`SP_SNAPCAMERA`).
    pub const CUT_IN: u16 = 0x0001;
    /// TR4: the point looks at the entity whose index is its timer
    /// (`SetSplineData`). TR5 uses the bit for a vignette and slow motion.
    pub const TARGET_ENTITY: u16 = 0x0002;
    /// The sequence loops (on its first point).
    pub const LOOP: u16 = 0x0004;
    /// On the first point: the camera stays on the curve through every
    /// point at the place nearest the player and looks at her, for as long
    /// as she stands on the trigger (`SP_TRACKCAMERA`).
    pub const TRACK: u16 = 0x0008;
    /// TR4: the point looks where the player stood when the sequence
    /// started (`SetSplineData`). TR5 hides her instead.
    pub const TARGET_START: u16 = 0x0010;
    /// On the first point: the camera looks at the player (`SP_TARGETLARA`).
    pub const TARGET_PLAYER: u16 = 0x0020;
    /// On the first point: at the end the game camera cuts back to where it
    /// was when the sequence started instead of the camera panning back to
    /// it (`SP_SNAPBACK`).
    pub const SNAP_BACK: u16 = 0x0040;
    /// Jump to the point whose index is in the timer field.
    pub const JUMP_TO_TIMER: u16 = 0x0080;
    /// TR4: hold here for `timer >> 4` ticks. TR5 uses the bit for its
    /// quake points (TOMB5 `SP_QUAKE`) and holds nowhere.
    pub const HOLD: u16 = 0x0100;
    /// On the first point: the look key does not end the sequence
    /// (`SP_NOBREAK`).
    pub const NO_BREAK: u16 = 0x0200;
    /// From this point on (or from the start, on the first point) the player
    /// has no control but looking (the "disable Lara control" flag).
    pub const HOLD_PLAYER: u16 = 0x0400;
    /// From this point on the player has control again.
    pub const RELEASE_PLAYER: u16 = 0x0800;
    /// While the camera heads for this point the screen fades in from
    /// black (TR5; TOMB4 notes the point and draws nothing).
    pub const FADE_IN: u16 = 0x1000;
    /// While the camera heads for this point the screen fades out to
    /// black (TR5; TOMB4 notes the point and draws nothing).
    pub const FADE_OUT: u16 = 0x2000;
    /// On reaching this point the heavy triggers under the camera are
    /// tested on the next tick (`SP_TESTTRIGGER`).
    pub const TEST_TRIGGERS: u16 = 0x4000;
}

/// The original's field of view for the game camera (80°, TOMB4
/// `AlterFOV(14560)`): the lens a pan from the game camera starts with.
pub const GAME_FOV: i32 = 80 * 182;

/// Where a camera stands and the point it looks at, in world units.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GameView {
    pub pos: [i32; 3],
    pub target: [i32; 3],
}

/// One knot of the four a segment runs through.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Knot {
    /// A point of the sequence (its place in the sequence).
    Point(u16),
    /// The game camera as it was when the sequence started, with the game's
    /// lens and the first point's speed (TOMB5 `InitialiseSpotCam`; TOMB4
    /// leaves that speed as the last flyby set it).
    #[default]
    Start,
    /// The chase camera the sequence pans back to, at the last point's
    /// speed, with the lens the flyby had when it turned back.
    Back,
    /// The same at half that speed (it bends the speed's curve on the way).
    BackEnd,
}

/// What one tick of a flyby shows: where the camera stands and looks, its
/// lens and roll (16-bit angles), and the room it starts looking from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FlybyFrame {
    pub pos: [i32; 3],
    pub target: [i32; 3],
    pub fov: i32,
    pub roll: i32,
    pub room: u32,
}

/// A flyby in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FlybyPlayback {
    pub sequence: u8,
    /// The point the camera heads for (TOMB4 `current_spline_camera`, as a
    /// place in the sequence).
    #[serde(default)]
    pub current: usize,
    /// How far along the segment, 0..[`SPLINE_ONE`] (TOMB4
    /// `current_spline_position`).
    #[serde(default)]
    pub position: i32,
    /// Ticks still waited at the point just reached (TOMB4 `spotcam_timer`).
    pub hold: u32,
    /// Whether the player's input is held (only looking reaches the world)
    /// while it plays: [`flags::HOLD_PLAYER`] and [`flags::RELEASE_PLAYER`].
    #[serde(default)]
    pub holds_player: bool,
    /// Lara's health and air when it started, put back each tick it holds
    /// her (TOMB4 `InitialiseSpotCam`'s `LaraHealth`, `LaraAir`).
    #[serde(default)]
    pub lara_health: i16,
    #[serde(default)]
    pub lara_air: i16,
    /// The segment's four knots (unused while tracking, which runs through
    /// all the points).
    #[serde(default)]
    pub knots: [Knot; 4],
    /// The segment under way pans in from the game camera (TOMB4
    /// `spline_from_camera`).
    #[serde(default)]
    pub from_game: bool,
    /// The segment under way pans back to the chase camera
    /// (`spline_to_camera`).
    #[serde(default)]
    pub to_game: bool,
    /// Times a looping sequence went round (`spotcam_loopcnt`).
    #[serde(default)]
    pub laps: u32,
    /// The game camera when it started ([`Knot::Start`]).
    #[serde(default)]
    pub start: GameView,
    /// The chase camera it pans back to ([`Knot::Back`]) and the lens it
    /// had when it turned back.
    #[serde(default)]
    pub back: GameView,
    #[serde(default)]
    pub back_fov: i32,
    /// Where the player stood when it started ([`flags::TARGET_START`]).
    #[serde(default)]
    pub player_start: [i32; 3],
    /// The point whose fade has been started (TOMB4 `CameraFade`).
    #[serde(default)]
    pub faded: Option<usize>,
    /// Test the heavy triggers under the camera this tick (TOMB4
    /// `bCheckTrigger`).
    #[serde(default)]
    pub test_triggers: bool,
    /// What this tick shows; None while a tracking flyby gives way to the
    /// chase camera (the look key).
    #[serde(default)]
    pub frame: Option<FlybyFrame>,
    /// A tracking flyby ran this tick and waits for its trigger to fire
    /// again (TOMB4 `bTrackCamInit`).
    #[serde(default)]
    pub tracking: bool,
}

/// The player as a flyby starts: where she is and faces, her health and air.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FlybyPlayer {
    pub pos: [i32; 3],
    /// Her heading (16-bit angle).
    pub yaw: i32,
    pub health: i16,
    pub air: i16,
}

/// What a flyby reads of the world on a tick.
pub struct FlybyInputs<'a> {
    pub game: Game,
    /// The player's position.
    pub player: Option<[i32; 3]>,
    /// The look key is down.
    pub look: bool,
    /// Where the game camera stands and looks now.
    pub game_view: GameView,
    /// The position of entity `index` of the level's list.
    pub entity_pos: &'a dyn Fn(u16) -> Option<[i32; 3]>,
}

/// What a tick of a flyby asks of the camera state and the world.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FlybyTick {
    /// The sequence is over.
    pub ended: bool,
    /// At the end the game camera is put back where it was at the start.
    pub snap_back: bool,
    /// Test the heavy triggers at this point (room, position).
    pub test_triggers_at: Option<(u32, [i32; 3])>,
    /// The player's control is taken (the letterbox bars come).
    pub held: bool,
    /// A fade of the screen starts: true to black, false from black.
    pub fade: Option<bool>,
    /// A tracking flyby ran this tick (it waits for its trigger again).
    pub tracked: bool,
}

/// The figures a knot contributes to the curve.
#[derive(Debug, Clone, Copy)]
struct Figures {
    pos: [i32; 3],
    target: [i32; 3],
    speed: i32,
    roll: i32,
    fov: i32,
}

impl FlybyPlayback {
    /// A sequence starting (TOMB4 `InitialiseSpotCam`): cut to its first
    /// point or pan in from the game camera `start`; a tracking sequence
    /// runs through all its points.
    pub fn start(seq: &FlybySequence, start: GameView, player: &FlybyPlayer) -> Self {
        let points = &seq.points;
        let first_flags = points.first().map_or(0, |p| p.flags);
        let mut p = FlybyPlayback {
            sequence: seq.sequence,
            current: 0,
            position: 0,
            hold: 0,
            holds_player: first_flags & flags::HOLD_PLAYER != 0,
            lara_health: player.health,
            lara_air: player.air,
            knots: [Knot::Start; 4],
            from_game: false,
            to_game: false,
            laps: 0,
            start,
            back: GameView::default(),
            back_fov: GAME_FOV,
            player_start: player.pos,
            faded: None,
            test_triggers: false,
            frame: None,
            tracking: false,
        };
        let last = points.len().saturating_sub(1);
        let wrap = |i: usize| if i > last { 0 } else { i };
        if first_flags & flags::TRACK != 0 {
            return p;
        }
        if first_flags & flags::CUT_IN != 0 {
            p.knots = [0, 0, wrap(1), wrap(2)].map(|i| Knot::Point(i as u16));
            p.current = wrap(1);
            p.test_triggers = first_flags & flags::TEST_TRIGGERS != 0;
        } else {
            p.from_game = true;
            p.knots = [
                Knot::Start,
                Knot::Start,
                Knot::Point(0),
                Knot::Point(wrap(1) as u16),
            ];
        }
        p
    }

    /// Whether the sequence tracks the player ([`flags::TRACK`]).
    pub fn tracks(&self, seq: &FlybySequence) -> bool {
        seq.points
            .first()
            .is_some_and(|p| p.flags & flags::TRACK != 0)
    }

    /// One tick (TOMB4 `CalculateSpotCams`): the frame at the present
    /// position, then the position moves on (by the splined speed unless
    /// holding; tracking, a 32nd of the way to the place nearest the
    /// player); on reaching a point its flags count and the next segment's
    /// knots are laid.
    pub fn step(&mut self, seq: &FlybySequence, world: &FlybyInputs) -> FlybyTick {
        let mut out = FlybyTick::default();
        let points = &seq.points;
        let n = points.len();
        if n == 0 {
            out.ended = true;
            return out;
        }
        let last = n - 1;
        self.current = self.current.min(last);
        let first = points[0].flags;
        let track = first & flags::TRACK != 0;
        let count = if track { n + 2 } else { 4 };
        let figures = |k: usize| self.figures(seq, world, track, k);
        let at = |f: fn(&Figures) -> i32| spline_by(self.position, count, |k| f(&figures(k)));
        let pos = [at(|f| f.pos[0]), at(|f| f.pos[1]), at(|f| f.pos[2])];
        let mut target = [
            at(|f| f.target[0]),
            at(|f| f.target[1]),
            at(|f| f.target[2]),
        ];
        let speed = at(|f| f.speed);
        let roll = at(|f| f.roll);
        let fov = at(|f| f.fov);
        let nearest = match world.player {
            Some(player) if track => {
                Some(nearest_along(count, |k, axis| figures(k).pos[axis], player))
            }
            _ => None,
        };
        let current = points[self.current];
        // TOMB5 fades the screen from or to black over the segment to a
        // point so flagged; TOMB4 only notes the point.
        for (flag, to_black) in [(flags::FADE_IN, false), (flags::FADE_OUT, true)] {
            if current.flags & flag != 0 && self.faded != Some(self.current) {
                self.faded = Some(self.current);
                if world.game == Game::Tr5 {
                    out.fade = Some(to_black);
                }
            }
        }
        if track {
            if let Some(place) = nearest {
                self.position += (place - self.position) >> 5;
                if first & flags::CUT_IN != 0 && (place - self.position).abs() > SPLINE_ONE / 2 {
                    self.position = place;
                }
                self.position = self.position.clamp(0, SPLINE_ONE);
            }
        } else if self.hold == 0 {
            self.position += speed;
        }
        if world.look && first & flags::NO_BREAK == 0 {
            // Looking breaks the sequence; a tracking one gives way to the
            // chase camera for as long as the key is down.
            self.frame = None;
            out.ended = !track;
            out.tracked = track;
            return out;
        }
        if first & (flags::TARGET_PLAYER | flags::TRACK) != 0 {
            target = world.player.unwrap_or(target);
        }
        if world.game == Game::Tr4 && current.flags & flags::TARGET_ENTITY != 0 {
            target = (world.entity_pos)(current.timer).unwrap_or(target);
        }
        self.frame = Some(FlybyFrame {
            pos,
            target,
            fov,
            roll,
            room: current.room,
        });
        if self.test_triggers {
            out.test_triggers_at = Some((current.room, pos));
            self.test_triggers = false;
        }
        if track {
            out.tracked = true;
        } else if self.position > SPLINE_ONE - speed {
            self.arrive(seq, world, fov, &mut out);
        }
        out
    }

    /// The camera has reached the point it headed for: a hold counts its
    /// ticks down first; then the point's flags count (control, jump) and
    /// the knots move on a point, round to the first past the last when
    /// looping; past the last the sequence ends, or turns back to the
    /// chase camera.
    fn arrive(&mut self, seq: &FlybySequence, world: &FlybyInputs, fov: i32, out: &mut FlybyTick) {
        let points = &seq.points;
        let last = points.len() - 1;
        let first = points[0].flags;
        let reached = points[self.current];
        if reached.flags & flags::TEST_TRIGGERS != 0 {
            self.test_triggers = true;
        }
        // TR5 gives the bit to its quake points and holds nowhere.
        if world.game != Game::Tr5 && reached.flags & flags::HOLD != 0 {
            if self.hold > 0 {
                self.hold -= 1;
            } else {
                self.hold = u32::from(reached.timer >> 4);
            }
        }
        if self.hold > 0 {
            return;
        }
        self.position = 0;
        // The knot before the new segment's start, and how many knots are
        // laid before the rest follow on from it.
        let mut before: isize = if self.current == 0 {
            last as isize
        } else {
            self.current as isize - 1
        };
        let mut laid = 1;
        if self.from_game {
            // The pan in is over: the first point's segment follows it,
            // the game camera staying the knot before.
            self.from_game = false;
            before = -1;
        } else {
            if reached.flags & flags::RELEASE_PLAYER != 0 {
                self.holds_player = false;
            }
            if reached.flags & flags::HOLD_PLAYER != 0 {
                self.holds_player = true;
                out.held = true;
            }
            laid = 0;
            if reached.flags & flags::JUMP_TO_TIMER != 0 {
                let to = usize::from(reached.timer & 0xF).min(last);
                self.current = to;
                before = to as isize;
                self.knots[0] = Knot::Point(to as u16);
                laid = 1;
            }
            self.knots[laid] = Knot::Point(before as u16);
            laid += 1;
        }
        let looped = first & flags::LOOP != 0;
        let mut next = before + 1;
        while laid < 4 {
            if next > last as isize {
                next = if looped { 0 } else { last as isize };
            }
            self.knots[laid] = Knot::Point(next as u16);
            next += 1;
            laid += 1;
        }
        self.current += 1;
        if self.current <= last {
            return;
        }
        if looped {
            self.laps += 1;
            self.current = 0;
        } else if first & flags::SNAP_BACK != 0 || self.to_game {
            if self.test_triggers {
                out.test_triggers_at = self.frame.map(|f| (f.room, f.pos));
                self.test_triggers = false;
            }
            out.ended = true;
            out.snap_back = first & flags::SNAP_BACK != 0;
        } else {
            // Back to the chase camera from the last point.
            self.current = last;
            self.knots = [
                Knot::Point(last.saturating_sub(1) as u16),
                Knot::Point(last as u16),
                Knot::Back,
                Knot::BackEnd,
            ];
            self.back = world.game_view;
            self.back_fov = fov;
            self.to_game = true;
        }
    }

    /// The figures of knot `k`: of the segment's four, or tracking, of the
    /// first point, every point and the last.
    fn figures(&self, seq: &FlybySequence, world: &FlybyInputs, track: bool, k: usize) -> Figures {
        let points = &seq.points;
        let last = points.len() - 1;
        let knot = if track {
            Knot::Point(k.saturating_sub(1).min(last) as u16)
        } else {
            self.knots[k.min(3)]
        };
        match knot {
            Knot::Point(i) => self.point_figures(&points[usize::from(i).min(last)], world),
            Knot::Start => Figures {
                pos: self.start.pos,
                target: self.start.target,
                speed: i32::from(points[0].speed),
                roll: 0,
                fov: GAME_FOV,
            },
            Knot::Back | Knot::BackEnd => Figures {
                pos: self.back.pos,
                target: self.back.target,
                speed: i32::from(points[last].speed) >> (knot == Knot::BackEnd) as u32,
                roll: 0,
                fov: self.back_fov,
            },
        }
    }

    /// A point's figures (TOMB4 `SetSplineData`: in TR4 its target may be
    /// where the player started or an entity).
    fn point_figures(&self, p: &FlybyPoint, world: &FlybyInputs) -> Figures {
        let mut target = p.target;
        if world.game == Game::Tr4 {
            if p.flags & flags::TARGET_START != 0 {
                target = self.player_start;
            }
            if p.flags & flags::TARGET_ENTITY != 0 {
                target = (world.entity_pos)(p.timer).unwrap_or(target);
            }
        }
        Figures {
            pos: p.pos,
            target,
            speed: i32::from(p.speed),
            roll: i32::from(p.roll),
            fov: i32::from(p.fov),
        }
    }
}

#[cfg(test)]
mod tests;
