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

use super::flyby::{FlybyInputs, FlybyPlayback, FlybyPlayer, FlybyTick, GameView};
use super::EntityId;
use crate::level::entity::FlybySequence;

pub use super::flyby::{flags, spline, SPLINE_ONE};

/// A fixed camera in use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FixedCamera {
    pub index: u16,
    /// Ticks until the chase camera returns.
    pub ticks_left: u32,
    /// Ticks the move from the chase camera takes.
    pub move_ticks: u32,
}

/// How tall each letterbox bar grows while a flyby holds the player, in
/// 256ths of the screen's height (TOMB4 `SetFadeClip(16, 1)`), and how much
/// it grows or shrinks a tick.
pub const BARS_HEIGHT: u8 = 16;
const BARS_SPEED: u8 = 1;

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
    /// A tracking flyby waiting for its trigger to fire again.
    #[serde(default)]
    pub tracking: Option<FlybyPlayback>,
    /// How dark the screen is faded, 0 (clear) to 255 (black), and the
    /// darkness it moves to [`FADE_SPEED`] a tick (TR5's flyby fades:
    /// TOMB5 `ScreenFade`, `dScreenFade`).
    #[serde(default)]
    pub fade: u8,
    #[serde(default)]
    pub fade_goal: u8,
    /// Where the frontend's game camera stands and looks, as it last
    /// reported (a flyby pans in from it and back to it); a headless run
    /// reports none and the flyby takes [`chase_estimate`]'s. Not saved.
    #[serde(skip)]
    pub game_view: Option<GameView>,
}

/// How much darker or lighter a fade makes the screen a tick (TOMB5
/// `SetScreenFadeIn(16)`, `SetScreenFadeOut(16, 0)`).
pub const FADE_SPEED: u8 = 16;

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
    /// A fixed eye in the world (the request's mode "fixed": a scene's own
    /// camera): the view stands there, looking along `yaw` and `pitch`,
    /// whatever the entity does; the entity's room is where the search for
    /// the eye's room starts. None: the eye rides the entity (first person).
    #[serde(default)]
    pub fixed_eye: Option<[i32; 3]>,
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

    /// A flyby trigger action, in the order TR4's trigger takes it (TOMB4
    /// control.cpp TestTriggers, TO_FLYBY): a "once" sequence that has been
    /// marked does nothing, the trigger marks it, a playing flyby goes on;
    /// else the sequence starts (TOMB4 spotcam.cpp InitialiseSpotCam) from
    /// the game camera as it stands now — unless it is the tracking sequence
    /// that ran last tick, which just goes on. Holding the player raises
    /// the letterbox bars and keeps her health and air as they are now.
    /// Returns whether a sequence started.
    pub fn trigger_flyby(
        &mut self,
        sequence: u16,
        once: bool,
        flybys: &[FlybySequence],
        player: &FlybyPlayer,
    ) -> bool {
        if once && self.used_flybys.contains(&sequence) {
            return false;
        }
        if once {
            self.used_flybys.insert(sequence);
        }
        if self.flyby.is_some() {
            return false;
        }
        if let Some(parked) = self.tracking.take() {
            if u16::from(parked.sequence) == sequence {
                self.flyby = Some(parked);
                return false;
            }
        }
        let Some(seq) = flybys.iter().find(|s| u16::from(s.sequence) == sequence) else {
            return false;
        };
        let start = self
            .game_view
            .unwrap_or_else(|| chase_estimate(player.pos, player.yaw));
        let playback = FlybyPlayback::start(seq, start, player);
        if playback.holds_player {
            self.bars_goal = BARS_HEIGHT;
        }
        self.flyby = Some(playback);
        true
    }

    /// Whether a playing flyby holds the player still (only looking reaches
    /// the world).
    pub fn holds_player(&self) -> bool {
        self.flyby.is_some_and(|f| f.holds_player)
    }

    /// The start of a tick: a tracking flyby that ran last tick waits for
    /// its trigger to fire again (TOMB4 control.cpp ControlPhase drops the
    /// spot camera while `bTrackCamInit`): off the trigger, the chase
    /// camera shows.
    pub fn begin_tick(&mut self) {
        if self.flyby.is_some_and(|f| f.tracking) {
            self.tracking = self.flyby.take();
        }
    }

    /// Advances timers, the flyby, the letterbox bars and the screen fade
    /// by one tick; what the flyby asks of the world comes back.
    pub fn step(&mut self, flybys: &[FlybySequence], world: &FlybyInputs) -> FlybyTick {
        if let Some(f) = &mut self.fixed {
            f.ticks_left = f.ticks_left.saturating_sub(1);
            if f.ticks_left == 0 {
                self.fixed = None;
            }
        }
        let tick = self.step_flyby(flybys, world);
        // TOMB4 tomb4fx.cpp UpdateFadeClip, at the end of the control phase.
        self.bars = approach(self.bars, self.bars_goal, BARS_SPEED);
        // TOMB5 tomb4fx.cpp Fade, once a frame.
        self.fade = approach(self.fade, self.fade_goal, FADE_SPEED);
        tick
    }

    fn step_flyby(&mut self, flybys: &[FlybySequence], world: &FlybyInputs) -> FlybyTick {
        let Some(mut p) = self.flyby else {
            return FlybyTick::default();
        };
        let Some(seq) = flybys.iter().find(|s| s.sequence == p.sequence) else {
            self.end_flyby();
            return FlybyTick {
                ended: true,
                ..FlybyTick::default()
            };
        };
        let tick = p.step(seq, world);
        p.tracking = tick.tracked;
        if let Some(to_black) = tick.fade {
            // TOMB5 sets the fade's ends outright, whatever one was under way.
            (self.fade, self.fade_goal) = if to_black { (0, 255) } else { (255, 0) };
        }
        if tick.held {
            self.bars_goal = BARS_HEIGHT;
        }
        if tick.ended {
            self.end_flyby();
        } else {
            self.flyby = Some(p);
        }
        tick
    }

    /// The flyby is over: the player has control and the bars go.
    fn end_flyby(&mut self) {
        self.flyby = None;
        self.bars_goal = 0;
    }

    /// What a running flyby shows this tick: where it looks from, to, and
    /// with what lens (the field of view and roll are 16-bit angles, given
    /// here in degrees). None before its first tick and while a tracking
    /// flyby gives way to the chase camera.
    pub fn flyby_view(&self) -> Option<CameraView> {
        let f = self.flyby?.frame?;
        Some(CameraView {
            pos: f.pos.map(|v| v as f32),
            target: f.target.map(|v| v as f32),
            fov: vertical_fov(f.fov),
            roll: f.roll as f32 / DEGREE,
            room: f.room,
        })
    }
}

/// A 16-bit angle's units in a degree (the originals' `PHD_DEGREE`).
const DEGREE: f32 = 182.0;

/// The vertical field of view (degrees) of a flyby's lens: the originals'
/// is the horizontal angle across a 4:3 frame of the screen's height
/// (TOMB4 3dmath.cpp AlterFOV: `phd_winheight * 320 / 240` wide), so the
/// picture's height spans the same angle on any screen.
pub fn vertical_fov(fov: i32) -> f32 {
    let half = (fov as f32 / DEGREE / 2.0).to_radians();
    2.0 * (half.tan() * 3.0 / 4.0).atan().to_degrees()
}

/// One step of a height or fade towards its goal.
fn approach(value: u8, goal: u8, speed: u8) -> u8 {
    if value < goal {
        value.saturating_add(speed).min(goal)
    } else {
        value.saturating_sub(speed).max(goal)
    }
}

/// How far behind the player, how far over her feet it looks and how high
/// over that line the game camera stands when no frontend reported it (a
/// headless run): the chase camera's first choice with nothing in the way.
const CHASE_BACK: i32 = 1536;
const CHASE_LOOK_HEIGHT: i32 = 768;
const CHASE_RISE: i32 = 256;

/// Where the game camera would be for a player at `pos` facing `yaw` when
/// none was reported: behind her, over her head, looking at it.
pub fn chase_estimate(pos: [i32; 3], yaw: i32) -> GameView {
    let target = [pos[0], pos[1] - CHASE_LOOK_HEIGHT, pos[2]];
    GameView {
        pos: [
            target[0] - super::fixed::scale_sin(CHASE_BACK, yaw),
            target[1] - CHASE_RISE,
            target[2] - super::fixed::scale_cos(CHASE_BACK, yaw),
        ],
        target,
    }
}
