//! The demo's other models: a wolf in the layout of TR1's wolf and the
//! mechanisms (door, lever, pushable block, rolling boulder, spikes,
//! trapdoor, keyhole, key, secret). Type ids follow TR1's catalogue (spec 000
//! §15.1.1).

use crate::level::anim::{AnimCommand, Environment};

use super::models::{tree_from_parents, AnimDef, KeyDef, MeshDef, ModelDef, TransitionDef};
use super::textures::Material;

/// The demo's type and sound ids, where its models are found by them.
pub use super::demo_ids::{ids, sounds};

fn deg(d: f32) -> u16 {
    (d.rem_euclid(360.0) / 360.0 * 65536.0) as u32 as u16
}

fn key(offset: [i16; 3], rotations: Vec<[f32; 3]>) -> KeyDef {
    KeyDef {
        offset,
        rotations: rotations.into_iter().map(|r| r.map(deg)).collect(),
    }
}

fn anim(name: &'static str, state: u16, keys: Vec<KeyDef>, speed: i32, next: usize) -> AnimDef {
    AnimDef {
        name,
        state,
        frame_rate: 3,
        keys,
        speed: speed << 16,
        accel: 0,
        next_anim: next,
        next_frame: 0,
        transitions: Vec::new(),
        commands: Vec::new(),
    }
}

fn link(a: &mut AnimDef, state: u16, target: usize) {
    let high = a.frames() - 1;
    a.transitions.push(TransitionDef {
        state,
        low: 0,
        high,
        anim: target,
        frame: 0,
    });
}

/// TR1's wolf states, numbered as the real wolf's animations carry them
/// (TRX names; 4, "jump", is named by the game but no animation has it).
pub mod wolf_state {
    pub const STOP: u16 = 1;
    pub const WALK: u16 = 2;
    pub const RUN: u16 = 3;
    pub const STALK: u16 = 5;
    /// The running leap at Lara.
    pub const ATTACK: u16 = 6;
    pub const HOWL: u16 = 7;
    pub const SLEEP: u16 = 8;
    pub const CROUCH: u16 = 9;
    pub const FAST_TURN: u16 = 10;
    pub const DEATH: u16 = 11;
    pub const BITE: u16 = 12;
}

/// The wolf's animation numbers: TR1's wolf's 25, then the lie-down.
pub mod wolf_anim {
    /// Asleep over all its 99 frames (TR1's anim 0 lies down first and
    /// holds its last frame; the game starts the wolf at its frame 96).
    pub const SLEEP: usize = 0;
    pub const WAKE: usize = 1;
    pub const WALK_START: usize = 2;
    pub const WALK: usize = 3;
    pub const WALK_TO_STALK: usize = 4;
    pub const STALK: usize = 5;
    pub const STALK_TO_RUN: usize = 6;
    pub const RUN: usize = 7;
    pub const STOP: usize = 8;
    pub const ATTACK: usize = 9;
    pub const CROUCHED_TO_STALK: usize = 10;
    pub const STALK_TO_CROUCH: usize = 11;
    pub const CROUCH_DOWN: usize = 12;
    pub const CROUCHED_TO_RUN: usize = 13;
    pub const CROUCHED: usize = 14;
    pub const RUN_TO_CROUCH: usize = 15;
    pub const HOWL: usize = 16;
    pub const STOP_TO_CROUCH: usize = 17;
    pub const FAST_TURN: usize = 18;
    pub const WALK_TO_STOP: usize = 19;
    /// The first of the three deaths (TR1 picks 20 + random 0..=2).
    pub const DEATH: usize = 20;
    pub const BITE: usize = 23;
    pub const CROUCHED_TO_STOP: usize = 24;
    /// Not in TR1: stop to asleep, ending in [`SLEEP`].
    pub const LIE_DOWN: usize = 25;
}

/// The wolf's head mesh (the one a creature turns towards its target).
pub const WOLF_HEAD: usize = 3;
/// The wolf's jaw mesh and its bite point there (TR1's: mesh 6, (0, −14, 174)).
pub const WOLF_JAW: usize = 6;
pub const WOLF_BITE: [i16; 3] = [0, -14, 174];

/// A pose of the wolf: angles in degrees, lengths in world units.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Stance {
    /// Height of the root (the hindquarters' centre) over the floor.
    lift: f32,
    /// The root moved forward (a lunge).
    reach: f32,
    pitch: f32,
    roll: f32,
    /// The chest against the hindquarters: X bend and Y turn.
    spine: f32,
    turn: f32,
    neck: f32,
    head: f32,
    /// Negative opens the jaw.
    jaw: f32,
    ears: f32,
    /// Front legs (the +x one first): upper leg, lower leg, paw.
    front: [[f32; 3]; 2],
    /// Hind legs (the +x one first): thigh, shin, hock, paw.
    hind: [[f32; 4]; 2],
    /// Tail segments (X, down positive), and the sideways swing of each.
    tail: [f32; 3],
    wag: f32,
}

/// A front leg swung by `swing` with its elbow bent back by `bend`, paw level.
fn foreleg(swing: f32, bend: f32) -> [f32; 3] {
    let (upper, lower) = (swing - bend, 2.0 * bend);
    [upper, lower, -(upper + lower)]
}

/// A hind leg swung by `swing` and bent by `bend`, paw level.
fn hindleg(swing: f32, bend: f32) -> [f32; 4] {
    let (thigh, shin, hock) = (10.0 + swing + bend, -25.0 - 2.0 * bend, 15.0 + bend);
    [thigh, shin, hock, -(thigh + shin + hock)]
}

fn mix(a: &Stance, b: &Stance, t: f32) -> Stance {
    let m = |x: f32, y: f32| x + (y - x) * t;
    let legs3 =
        |x: [[f32; 3]; 2], y: [[f32; 3]; 2]| [0, 1].map(|l| [0, 1, 2].map(|j| m(x[l][j], y[l][j])));
    let legs4 = |x: [[f32; 4]; 2], y: [[f32; 4]; 2]| {
        [0, 1].map(|l| [0, 1, 2, 3].map(|j| m(x[l][j], y[l][j])))
    };
    Stance {
        lift: m(a.lift, b.lift),
        reach: m(a.reach, b.reach),
        pitch: m(a.pitch, b.pitch),
        roll: m(a.roll, b.roll),
        spine: m(a.spine, b.spine),
        turn: m(a.turn, b.turn),
        neck: m(a.neck, b.neck),
        head: m(a.head, b.head),
        jaw: m(a.jaw, b.jaw),
        ears: m(a.ears, b.ears),
        front: legs3(a.front, b.front),
        hind: legs4(a.hind, b.hind),
        tail: [0, 1, 2].map(|j| m(a.tail[j], b.tail[j])),
        wag: m(a.wag, b.wag),
    }
}

fn smooth(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// The pose at `t` along eased segments between (time, pose) points.
fn path(points: &[(f32, Stance)], t: f32) -> Stance {
    for w in points.windows(2) {
        let ((t0, a), (t1, b)) = (w[0], w[1]);
        if t <= t1 {
            return mix(&a, &b, smooth((t - t0) / (t1 - t0).max(1e-6)));
        }
    }
    points.last().map(|p| p.1).unwrap_or_default()
}

fn wolf_key(s: &Stance) -> KeyDef {
    let x = |a: f32| [a, 0.0, 0.0];
    let mut r = vec![
        [s.pitch, 0.0, s.roll], // 0 hindquarters
        [s.spine, s.turn, 0.0], // 1 chest
        x(s.neck),              // 2 neck
        [s.head, s.turn, 0.0],  // 3 head
        x(s.ears),              // 4 ear
        x(s.ears),              // 5 ear
        x(s.jaw),               // 6 jaw
    ];
    for leg in s.front {
        // 7–10 and 11–14: shoulder, upper leg, lower leg, paw.
        r.extend([x(0.0), x(leg[0]), x(leg[1]), x(leg[2])]);
    }
    for leg in s.hind {
        // 15–18 and 19–22: thigh, shin, hock, paw.
        r.extend(leg.map(x));
    }
    r.extend(s.tail.map(|a| [a, s.wag, 0.0])); // 23–25 tail
    key([0, -(s.lift.round() as i16), s.reach.round() as i16], r)
}

fn stand() -> Stance {
    Stance {
        lift: 335.0,
        neck: 35.0,
        head: -35.0,
        front: [foreleg(0.0, 0.0); 2],
        hind: [hindleg(0.0, 0.0); 2],
        tail: [35.0, 10.0, 5.0],
        ..Default::default()
    }
}

/// Low on bent legs, head forward: the stalk's rest and the bite's start.
fn crouched() -> Stance {
    Stance {
        lift: 290.0,
        neck: 15.0,
        head: -20.0,
        ears: -15.0,
        front: [foreleg(0.0, 34.0); 2],
        hind: [hindleg(0.0, 25.0); 2],
        tail: [55.0, 5.0, 0.0],
        ..stand()
    }
}

/// Lying on its belly, forelegs stretched, head on the floor; `breath` −1..1.
fn asleep(breath: f32) -> Stance {
    Stance {
        lift: 66.0 + 3.0 * breath,
        head: -10.0,
        ears: -25.0 + 4.0 * breath,
        front: [[80.0, 0.0, 10.0]; 2],
        hind: [[80.0, -150.0, -20.0, 20.0]; 2],
        tail: [60.0, -60.0, 0.0],
        wag: 40.0,
        ..Default::default()
    }
}

/// Lying dead on one side (`side` ±1), or on its belly (0).
fn dead(side: f32) -> Stance {
    if side == 0.0 {
        return Stance {
            lift: 64.0,
            roll: 12.0,
            head: -12.0,
            jaw: -12.0,
            ears: -30.0,
            front: [[70.0, 0.0, 20.0], [85.0, 0.0, 5.0]],
            hind: [[70.0, -140.0, -10.0, 0.0], [60.0, -120.0, -20.0, 0.0]],
            tail: [25.0, 0.0, 0.0],
            ..Default::default()
        };
    }
    Stance {
        lift: 66.0,
        roll: 88.0 * side,
        neck: 5.0,
        head: -10.0,
        jaw: -15.0,
        ears: -30.0,
        front: [[25.0, -10.0, 0.0], [10.0, -5.0, 0.0]],
        hind: [[-10.0, -10.0, 10.0, 0.0], [-25.0, -5.0, 10.0, 0.0]],
        tail: [5.0, 0.0, 0.0],
        ..Default::default()
    }
}

/// A four-beat gait at phase `p` (0..1): diagonal pairs swing together,
/// each knee lifting as its leg swings forward.
fn gait(p: f32, swing: f32, lift_bend: f32, base: &Stance, crouch: [f32; 2]) -> Stance {
    let a = std::f32::consts::TAU * p;
    let leg = |phase: f32| {
        let x = a + phase;
        (swing * x.sin(), lift_bend * x.cos().max(0.0))
    };
    let pi = std::f32::consts::PI;
    let f = [leg(0.0), leg(pi)];
    let h = [leg(pi), leg(0.0)];
    Stance {
        lift: base.lift - 3.0 + 3.0 * (2.0 * a).cos(),
        neck: base.neck + 3.0 * (2.0 * a).sin(),
        front: f.map(|(s, b)| foreleg(s, crouch[0] + b)),
        hind: h.map(|(s, b)| hindleg(s, crouch[1] + b)),
        wag: 10.0 * a.sin(),
        ..*base
    }
}

fn walk(p: f32) -> Stance {
    gait(p, 18.0, 14.0, &stand(), [0.0, 0.0])
}

fn stalk(p: f32) -> Stance {
    let base = Stance {
        lift: 300.0,
        neck: 10.0,
        head: -15.0,
        ears: -20.0,
        tail: [55.0, 10.0, 0.0],
        ..stand()
    };
    gait(p, 14.0, 10.0, &base, [30.0, 22.0])
}

/// The gallop at phase `p`: forelegs and hind legs reach and gather in turn.
fn run(p: f32) -> Stance {
    let a = std::f32::consts::TAU * p;
    let fore = |lag: f32| foreleg(40.0 * (a - lag).sin(), 25.0 * (a - lag).cos().max(0.0));
    let hind = |lag: f32| {
        let x = a + 2.6 - lag;
        hindleg(40.0 * x.sin(), 20.0 * x.cos().max(0.0))
    };
    Stance {
        lift: 370.0 + 20.0 * (2.0 * a).sin(),
        pitch: 8.0 * a.sin(),
        spine: -10.0 * (a + 1.0).sin(),
        neck: 25.0,
        head: -30.0,
        ears: -25.0,
        front: [fore(0.0), fore(0.3)],
        hind: [hind(0.0), hind(0.3)],
        tail: [15.0, 5.0, 0.0],
        ..Default::default()
    }
}

/// An animation of `frames` frames posed by `pose(t)` (t from 0 at the
/// first frame to 1 at the last, or to 1 − 1/frames for a cycle), keyed
/// every `rate` frames where `rate` (up to `cap`) divides the frame count.
#[allow(clippy::too_many_arguments)]
fn clip(
    name: &'static str,
    state: u16,
    frames: u16,
    cap: u16,
    speeds: [f32; 2],
    next: (usize, u16),
    cycle: bool,
    pose: impl Fn(f32) -> Stance,
) -> AnimDef {
    let span = frames.max(1) - 1;
    let rate = (1..=cap.max(1))
        .rev()
        .find(|r| span.is_multiple_of(*r))
        .unwrap_or(1);
    let keys = (0..=span / rate)
        .map(|k| {
            let f = (k * rate) as f32;
            let t = if cycle {
                f / frames as f32
            } else {
                f / span.max(1) as f32
            };
            wolf_key(&pose(t))
        })
        .collect();
    let fixed = |v: f32| (v * 65536.0).round() as i32;
    AnimDef {
        name,
        state,
        frame_rate: rate as u8,
        keys,
        speed: fixed(speeds[0]),
        accel: fixed((speeds[1] - speeds[0]) / span.max(1) as f32),
        next_anim: next.0,
        next_frame: next.1,
        transitions: Vec::new(),
        commands: Vec::new(),
    }
}

/// The wolf in TR1's wolf's layout: 26 meshes in its tree (0 hindquarters,
/// 1 chest, 2 neck, 3 head, 4–5 ears, 6 jaw, 7–10 and 11–14 the forelegs
/// from the shoulder, 15–18 and 19–22 the hind legs, 23–25 the tail), and its
/// 25 animations with its states, frame counts, speeds and state changes
/// (see [`wolf_state`], [`wolf_anim`]); asleep in its first animation.
pub fn wolf() -> ModelDef {
    use wolf_anim as a;
    use wolf_state as s;
    let fur = Material::Stone;
    let c = MeshDef::cuboid;
    let eyes = c([-30, -22, 80], [-16, -10, 97], Material::Lava)
        .merge(c([16, -22, 80], [30, -10, 97], Material::Lava), [0; 3]);
    let foreleg_meshes = |x: i16| {
        let side = |lo: i16, hi: i16| if x > 0 { (lo, hi) } else { (-hi, -lo) };
        let (s0, s1) = side(-15, 25);
        vec![
            c([s0, -50, -40], [s1, 50, 40], fur),
            c([-18, 0, -20], [18, 150, 20], fur),
            c([-14, 0, -14], [14, 110, 14], fur),
            c([-18, 0, -15], [18, 30, 35], fur),
        ]
    };
    let hindleg_meshes = |x: i16| {
        let (t0, t1) = if x > 0 { (-15, 25) } else { (-25, 15) };
        vec![
            c([t0, -35, -45], [t1, 125, 45], fur),
            c([-14, 0, -16], [14, 90, 16], fur),
            c([-12, 0, -12], [12, 80, 12], fur),
            c([-18, 0, -15], [18, 30, 35], fur),
        ]
    };
    let mut meshes = vec![
        c([-55, -50, -210], [55, 55, 10], fur),
        c([-62, -58, 0], [62, 72, 250], fur),
        c([-40, -42, -10], [40, 42, 100], fur),
        c([-48, -42, -5], [48, 38, 95], fur)
            .merge(c([-24, -5, 95], [24, 22, 205], fur), [0; 3])
            .merge(eyes, [0; 3]),
        c([-12, -45, -10], [12, 0, 10], fur),
        c([-12, -45, -10], [12, 0, 10], fur),
        c([-20, -14, 0], [20, 10, 168], fur),
    ];
    meshes.extend(foreleg_meshes(1));
    meshes.extend(foreleg_meshes(-1));
    meshes.extend(hindleg_meshes(1));
    meshes.extend(hindleg_meshes(-1));
    meshes.extend([
        c([-15, -15, -110], [15, 15, 0], fur),
        c([-13, -13, -100], [13, 13, 0], fur),
        c([-10, -10, -90], [10, 10, 0], fur),
    ]);
    let tree = tree_from_parents(&[
        (0, [0, -5, 0]),      // 1 chest
        (1, [0, -15, 235]),   // 2 neck
        (2, [0, -5, 95]),     // 3 head
        (3, [28, -40, 25]),   // 4 ear
        (3, [-28, -40, 25]),  // 5 ear
        (3, [0, 36, 40]),     // 6 jaw
        (1, [45, 10, 200]),   // 7 shoulder (+x)
        (7, [15, 40, 0]),     // 8 upper foreleg
        (8, [0, 150, 0]),     // 9 lower foreleg
        (9, [0, 110, 0]),     // 10 fore paw
        (1, [-45, 10, 200]),  // 11 shoulder (−x)
        (11, [-15, 40, 0]),   // 12
        (12, [0, 150, 0]),    // 13
        (13, [0, 110, 0]),    // 14
        (0, [50, 15, -150]),  // 15 thigh (+x)
        (15, [5, 125, 0]),    // 16 shin
        (16, [0, 90, 0]),     // 17 hock
        (17, [0, 80, 0]),     // 18 hind paw
        (0, [-50, 15, -150]), // 19 thigh (−x)
        (19, [-5, 125, 0]),   // 20
        (20, [0, 90, 0]),     // 21
        (21, [0, 80, 0]),     // 22
        (0, [0, -30, -205]),  // 23 tail
        (23, [0, 0, -110]),   // 24
        (24, [0, 0, -100]),   // 25
    ]);

    let st = stand();
    let cr = crouched();
    let walk_at = |f: f32| walk(f / 40.0);
    let stalk_at = |f: f32| stalk(f / 40.0);
    let run_at = |f: f32| run(f / 18.0);
    let between = |from: Stance, to: Stance| move |t: f32| mix(&from, &to, smooth(t));
    let woken = Stance {
        neck: 30.0,
        head: -30.0,
        ears: 0.0,
        ..asleep(0.0)
    };
    let open = |p: Stance, jaw: f32| Stance { jaw, ..p };
    let lunge = Stance {
        reach: 70.0,
        lift: 295.0,
        neck: 5.0,
        head: -10.0,
        jaw: 0.0,
        front: [foreleg(15.0, 30.0); 2],
        ..cr
    };
    let howling = Stance {
        lift: 300.0,
        pitch: 8.0,
        neck: 45.0,
        head: 0.0,
        ears: -5.0,
        front: [foreleg(-5.0, 12.0); 2],
        hind: [hindleg(0.0, 40.0); 2],
        tail: [60.0, 0.0, 0.0],
        ..cr
    };
    let leap = Stance {
        lift: 470.0,
        pitch: 12.0,
        neck: 20.0,
        head: -25.0,
        jaw: -35.0,
        ears: -30.0,
        front: [[75.0, -20.0, 0.0], [70.0, -15.0, 0.0]],
        hind: [hindleg(-50.0, 0.0), hindleg(-45.0, 0.0)],
        tail: [0.0, 0.0, 0.0],
        ..run(0.0)
    };
    let gather = Stance {
        lift: 330.0,
        pitch: -6.0,
        front: [foreleg(-10.0, 30.0); 2],
        hind: [hindleg(20.0, 30.0); 2],
        ..run(0.0)
    };
    let slumped = |side: f32| {
        vec![
            (0.0, st),
            (0.15, Stance { jaw: -25.0, ..cr }),
            (0.45, dead(side)),
            (1.0, dead(side)),
        ]
    };
    let cycle = true;
    let once = false;
    let mut anims = vec![
        clip(
            "sleep",
            s::SLEEP,
            99,
            7,
            [0.0; 2],
            (a::SLEEP, 0),
            cycle,
            |t| asleep((std::f32::consts::TAU * 3.0 * t).sin()),
        ),
        clip("wake", s::SLEEP, 59, 4, [0.0; 2], (a::STOP, 0), once, |t| {
            path(&[(0.0, asleep(0.0)), (0.3, woken), (0.7, cr), (1.0, st)], t)
        }),
        clip(
            "walk_start",
            s::WALK,
            10,
            4,
            [0.0, 16.0],
            (a::WALK, 5),
            once,
            between(st, walk_at(5.0)),
        ),
        clip("walk", s::WALK, 40, 4, [16.0; 2], (a::WALK, 0), cycle, walk),
        clip(
            "walk_to_stalk",
            s::STALK,
            13,
            4,
            [16.0; 2],
            (a::STALK, 17),
            once,
            between(walk_at(5.0), stalk_at(17.0)),
        ),
        clip(
            "stalk",
            s::STALK,
            40,
            4,
            [16.0; 2],
            (a::STALK, 0),
            cycle,
            stalk,
        ),
        clip(
            "stalk_to_run",
            s::RUN,
            8,
            4,
            [16.0, 100.0],
            (a::RUN, 7),
            once,
            between(stalk(0.0), run_at(7.0)),
        ),
        clip("run", s::RUN, 18, 4, [100.0; 2], (a::RUN, 0), cycle, run),
        clip("stop", s::STOP, 1, 1, [0.0; 2], (a::STOP, 0), once, |_| st),
        clip(
            "attack",
            s::ATTACK,
            22,
            4,
            [100.0; 2],
            (a::ATTACK, 0),
            once,
            |t| {
                path(
                    &[
                        (0.0, run(0.0)),
                        (0.2, gather),
                        (0.5, leap),
                        (0.65, open(leap, 0.0)),
                        (1.0, run_at(16.0)),
                    ],
                    t,
                )
            },
        ),
        clip(
            "crouched_to_stalk",
            s::STALK,
            6,
            4,
            [0.0, 16.0],
            (a::STALK, 25),
            once,
            between(cr, stalk_at(25.0)),
        ),
        clip(
            "stalk_to_crouch",
            s::STALK,
            12,
            4,
            [16.0, 0.0],
            (a::CROUCH_DOWN, 1),
            once,
            between(stalk_at(13.0), Stance { lift: 285.0, ..cr }),
        ),
        clip(
            "crouch_down",
            s::CROUCH,
            10,
            4,
            [0.0; 2],
            (a::CROUCHED, 0),
            once,
            between(Stance { lift: 285.0, ..cr }, cr),
        ),
        clip(
            "crouched_to_run",
            s::RUN,
            8,
            4,
            [0.0, 100.0],
            (a::RUN, 7),
            once,
            between(cr, run_at(7.0)),
        ),
        clip(
            "crouched",
            s::CROUCH,
            1,
            1,
            [0.0; 2],
            (a::CROUCHED, 0),
            once,
            |_| cr,
        ),
        clip(
            "run_to_crouch",
            s::RUN,
            26,
            5,
            [100.0, 0.0],
            (a::CROUCHED, 0),
            once,
            between(run_at(7.0), cr),
        ),
        clip(
            "howl",
            s::HOWL,
            41,
            4,
            [0.0; 2],
            (a::CROUCHED, 0),
            once,
            |t| {
                path(
                    &[
                        (0.0, cr),
                        (0.2, howling),
                        (0.3, open(howling, -30.0)),
                        (
                            0.7,
                            Stance {
                                neck: 52.0,
                                ..open(howling, -30.0)
                            },
                        ),
                        (0.8, howling),
                        (1.0, cr),
                    ],
                    t,
                )
            },
        ),
        clip(
            "stop_to_crouch",
            s::CROUCH,
            15,
            4,
            [-6.0; 2],
            (a::CROUCHED, 0),
            once,
            between(st, cr),
        ),
        clip(
            "fast_turn",
            s::FAST_TURN,
            34,
            3,
            [100.0; 2],
            (a::RUN, 4),
            once,
            |t| {
                let phase = (4.0 / 18.0 + (t - 1.0) * 33.0 / 18.0).rem_euclid(1.0);
                Stance {
                    turn: 35.0 * (std::f32::consts::PI * t).sin(),
                    ..run(phase)
                }
            },
        ),
        clip(
            "walk_to_stop",
            s::STOP,
            16,
            4,
            [5.0, 0.0],
            (a::STOP, 0),
            once,
            between(walk_at(25.0), st),
        ),
        clip(
            "death",
            s::DEATH,
            41,
            4,
            [0.0; 2],
            (a::DEATH, 40),
            once,
            |t| path(&slumped(1.0), t),
        ),
        clip(
            "death_left",
            s::DEATH,
            34,
            4,
            [0.0; 2],
            (a::DEATH + 1, 33),
            once,
            |t| path(&slumped(-1.0), t),
        ),
        clip(
            "death_prone",
            s::DEATH,
            40,
            4,
            [0.0; 2],
            (a::DEATH + 2, 39),
            once,
            |t| path(&slumped(0.0), t),
        ),
        clip(
            "bite",
            s::BITE,
            30,
            4,
            [0.0; 2],
            (a::CROUCHED, 0),
            once,
            |t| {
                path(
                    &[
                        (0.0, cr),
                        (
                            0.12,
                            open(
                                Stance {
                                    neck: 25.0,
                                    reach: -15.0,
                                    ..cr
                                },
                                -30.0,
                            ),
                        ),
                        (0.4, lunge),
                        (0.6, open(cr, -30.0)),
                        (0.83, lunge),
                        (1.0, cr),
                    ],
                    t,
                )
            },
        ),
        clip(
            "crouched_to_stop",
            s::STOP,
            15,
            4,
            [0.0; 2],
            (a::STOP, 0),
            once,
            between(cr, st),
        ),
        clip(
            "lie_down",
            s::SLEEP,
            40,
            4,
            [0.0; 2],
            (a::SLEEP, 0),
            once,
            |t| {
                path(
                    &[(0.0, st), (0.35, cr), (0.75, woken), (1.0, asleep(0.0))],
                    t,
                )
            },
        ),
    ];
    let sound = |frame: u16| AnimCommand::PlaySound {
        frame,
        sound: sounds::WOLF,
        environment: Environment::Any,
    };
    anims[a::ATTACK].commands.push(sound(3));
    anims[a::HOWL].commands.push(sound(9));
    anims[a::BITE].commands.push(sound(3));
    for death in &mut anims[a::DEATH..a::DEATH + 3] {
        death.commands.extend([AnimCommand::Kill, sound(1)]);
    }
    // TR1's state changes (frame ranges of the source animation), but asleep
    // wakes from any frame and stop lies down through the extra animation.
    for (from, state, low, high, to, frame) in [
        (a::SLEEP, s::STOP, 0, 98, a::WAKE, 0),
        (a::WALK, s::STOP, 24, 25, a::WALK_TO_STOP, 0),
        (a::WALK, s::STALK, 4, 5, a::WALK_TO_STALK, 0),
        (a::STALK, s::RUN, 39, 40, a::STALK_TO_RUN, 0),
        (a::STALK, s::CROUCH, 12, 13, a::STALK_TO_CROUCH, 0),
        (a::STALK, s::BITE, 0, 40, a::BITE, 0),
        (a::RUN, s::ATTACK, 0, 18, a::ATTACK, 0),
        (a::RUN, s::CROUCH, 6, 7, a::RUN_TO_CROUCH, 0),
        (a::RUN, s::FAST_TURN, 0, 18, a::FAST_TURN, 0),
        (a::STOP, s::WALK, 0, 1, a::WALK_START, 0),
        (a::STOP, s::HOWL, 0, 1, a::HOWL, 0),
        (a::STOP, s::SLEEP, 0, 1, a::LIE_DOWN, 0),
        (a::STOP, s::CROUCH, 0, 1, a::STOP_TO_CROUCH, 0),
        (a::ATTACK, s::RUN, 21, 22, a::RUN, 16),
        (a::CROUCHED, s::STOP, 0, 1, a::CROUCHED_TO_STOP, 0),
        (a::CROUCHED, s::RUN, 0, 1, a::CROUCHED_TO_RUN, 0),
        (a::CROUCHED, s::STALK, 0, 1, a::CROUCHED_TO_STALK, 0),
        (a::CROUCHED, s::HOWL, 0, 1, a::HOWL, 0),
        (a::CROUCHED, s::BITE, 0, 1, a::BITE, 0),
    ] {
        let last = anims[from].frames() - 1;
        anims[from].transitions.push(TransitionDef {
            state,
            low,
            high: high.min(last),
            anim: to,
            frame,
        });
    }
    ModelDef {
        type_id: ids::WOLF,
        meshes,
        tree,
        animations: anims,
    }
}

/// A two-state object (0 closed/off, 1 open/on) with an opening and a
/// closing animation; `open_at` places the moving mesh when open.
fn two_state(
    type_id: u32,
    meshes: Vec<MeshDef>,
    moving: usize,
    closed: [f32; 3],
    open: [f32; 3],
    sound: u16,
) -> ModelDef {
    let n = meshes.len();
    let pose = |r: [f32; 3]| {
        key(
            [0, 0, 0],
            (0..n)
                .map(|m| if m == moving { r } else { [0.0; 3] })
                .collect(),
        )
    };
    let mid = [
        (closed[0] + open[0]) / 2.0,
        (closed[1] + open[1]) / 2.0,
        (closed[2] + open[2]) / 2.0,
    ];
    let mut anims = vec![
        anim("closed", 0, vec![pose(closed), pose(closed)], 0, 0),
        anim(
            "opening",
            1,
            vec![pose(closed), pose(mid), pose(open)],
            0,
            2,
        ),
        anim("open", 1, vec![pose(open), pose(open)], 0, 2),
        anim(
            "closing",
            0,
            vec![pose(open), pose(mid), pose(closed)],
            0,
            0,
        ),
    ];
    anims[1].commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound,
        environment: Environment::Any,
    });
    anims[3].commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound,
        environment: Environment::Any,
    });
    link(&mut anims[0], 1, 1);
    link(&mut anims[2], 0, 3);
    let tree = (1..n).map(|_| (0, [0, 0, 0])).collect();
    ModelDef {
        type_id,
        meshes,
        tree,
        animations: anims,
    }
}

/// A one-sector door: frame and a leaf that swings open.
pub fn door() -> ModelDef {
    let c = MeshDef::cuboid;
    two_state(
        ids::DOOR,
        vec![
            c([-512, -2048, -40], [-480, 0, 40], Material::Wood),
            c([0, -2000, -30], [960, 0, 30], Material::Wood),
        ],
        1,
        [0.0; 3],
        [0.0, 90.0, 0.0],
        sounds::DOOR,
    )
}

/// A wall lever: base plate and handle.
pub fn lever() -> ModelDef {
    let c = MeshDef::cuboid;
    two_state(
        ids::LEVER,
        vec![
            c([-100, -700, -20], [100, -400, 0], Material::Metal),
            c([-15, -200, -120], [15, 0, 0], Material::Metal),
        ],
        1,
        [-40.0, 0.0, 0.0],
        [40.0, 0.0, 0.0],
        sounds::SWITCH,
    )
}

/// A trapdoor whose leaf drops open.
pub fn trapdoor() -> ModelDef {
    let c = MeshDef::cuboid;
    two_state(
        ids::TRAPDOOR,
        vec![c([-512, -20, -512], [512, 0, 512], Material::Wood)],
        0,
        [0.0; 3],
        [90.0, 0.0, 0.0],
        sounds::DOOR,
    )
}

/// A single-mesh object with one looping animation.
fn still(type_id: u32, mesh: MeshDef) -> ModelDef {
    ModelDef {
        type_id,
        meshes: vec![mesh],
        tree: Vec::new(),
        animations: vec![anim(
            "still",
            0,
            vec![
                key([0, 0, 0], vec![[0.0; 3]]),
                key([0, 0, 0], vec![[0.0; 3]]),
            ],
            0,
            0,
        )],
    }
}

/// A pushable one-sector block.
pub fn pushable_block() -> ModelDef {
    still(
        ids::PUSHABLE_BLOCK,
        MeshDef::cuboid([-512, -1024, -512], [512, 0, 512], Material::Brick),
    )
}

/// A boulder that rolls when triggered (state 1).
pub fn boulder() -> ModelDef {
    let mut m = still(
        ids::BOULDER,
        MeshDef::cuboid([-480, -960, -480], [480, 0, 480], Material::Stone),
    );
    let mut roll = anim(
        "roll",
        1,
        vec![
            key([0, 0, 0], vec![[0.0; 3]]),
            key([0, 0, 0], vec![[90.0, 0.0, 0.0]]),
            key([0, 0, 0], vec![[180.0, 0.0, 0.0]]),
        ],
        60,
        1,
    );
    roll.commands.push(AnimCommand::PlaySound {
        frame: 0,
        sound: sounds::BOULDER,
        environment: Environment::Any,
    });
    m.animations.push(roll);
    link(&mut m.animations[0], 1, 1);
    m
}

/// A bed of spikes.
pub fn spikes() -> ModelDef {
    let mut mesh = MeshDef::cuboid([-512, -20, -512], [512, 0, 512], Material::Metal);
    for x in [-300, 0, 300] {
        for z in [-300, 0, 300] {
            mesh = mesh.merge(
                MeshDef::cuboid([-15, -300, -15], [15, -20, 15], Material::Metal),
                [x, 0, z],
            );
        }
    }
    still(ids::SPIKES, mesh)
}

/// A keyhole plate.
pub fn keyhole() -> ModelDef {
    still(
        ids::KEYHOLE,
        MeshDef::cuboid([-120, -800, -20], [120, -500, 0], Material::Metal),
    )
}

/// The key that fits the keyhole.
/// Its second animation ends with a kill command, which removes it once taken.
pub fn key_item() -> ModelDef {
    let mesh = MeshDef::cuboid([-60, -30, -10], [60, 0, 10], Material::Metal).merge(
        MeshDef::cuboid([-20, -20, -10], [20, 0, 10], Material::Metal),
        [60, 0, 0],
    );
    let mut m = still(ids::KEY, mesh);
    let mut taken = anim(
        "taken",
        1,
        vec![
            key([0, 0, 0], vec![[0.0; 3]]),
            key([0, -200, 0], vec![[0.0, 90.0, 0.0]]),
        ],
        0,
        1,
    );
    taken.commands.push(AnimCommand::Kill);
    m.animations.push(taken);
    link(&mut m.animations[0], 1, 1);
    m
}

/// The secret pickup: a small golden idol.
pub fn secret() -> ModelDef {
    still(
        ids::SECRET,
        MeshDef::cuboid([-60, -240, -60], [60, 0, 60], Material::Lava).merge(
            MeshDef::cuboid([-40, -80, -40], [40, 0, 40], Material::Lava),
            [0, -240, 0],
        ),
    )
}

/// Every model of the demo, hero first.
pub fn all() -> Vec<ModelDef> {
    vec![
        super::hero::hero(),
        super::hero::pistols(),
        wolf(),
        door(),
        lever(),
        pushable_block(),
        boulder(),
        spikes(),
        trapdoor(),
        keyhole(),
        key_item(),
        secret(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wolf_has_tr1_wolf_layout() {
        let w = wolf();
        assert_eq!(w.meshes.len(), 26);
        // TR1's wolf's mesh-tree stack operations, node by node.
        let flags: Vec<u32> = w.tree.iter().map(|n| n.0).collect();
        assert_eq!(
            flags,
            [2, 2, 0, 2, 3, 1, 3, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0]
        );
        // TR1's states and frame counts for its 25 animations, then the lie-down.
        let states: Vec<u16> = w.animations.iter().map(|a| a.state).collect();
        assert_eq!(
            states,
            [8, 8, 2, 2, 5, 5, 3, 3, 1, 6, 5, 5, 9, 3, 9, 3, 7, 9, 10, 1, 11, 11, 11, 12, 1, 8]
        );
        let frames: Vec<u16> = w.animations.iter().map(AnimDef::frames).collect();
        assert_eq!(
            frames,
            [
                99, 59, 10, 40, 13, 40, 8, 18, 1, 22, 6, 12, 10, 8, 1, 26, 41, 15, 34, 16, 41, 34,
                40, 30, 15, 40
            ]
        );
        // The jaw's tip is at the bite point.
        let (lo, hi) = w.meshes[WOLF_JAW].bounds();
        assert!((hi[2] - WOLF_BITE[2]).abs() <= 10 && lo[1] == WOLF_BITE[1]);
    }

    #[test]
    fn wolf_starts_asleep_and_every_state_change_arrives() {
        let w = wolf();
        assert_eq!(w.animations[0].state, wolf_state::SLEEP);
        for (i, a) in w.animations.iter().enumerate() {
            for t in &a.transitions {
                // The target, or the animations it runs on into, has the state.
                let mut at = t.anim;
                let arrives = (0..4).any(|_| {
                    let hit = w.animations[at].state == t.state;
                    at = w.animations[at].next_anim;
                    hit
                });
                assert!(arrives, "anim {i} to state {}", t.state);
                assert!(t.high < a.frames() && t.frame < w.animations[t.anim].frames());
            }
        }
        for d in wolf_anim::DEATH..wolf_anim::DEATH + 3 {
            let a = &w.animations[d];
            assert_eq!((a.next_anim, a.next_frame), (d, a.frames() - 1));
            assert!(a.commands.contains(&AnimCommand::Kill));
        }
        assert!(w.animations[wolf_anim::BITE]
            .commands
            .iter()
            .any(|c| matches!(c, AnimCommand::PlaySound { sound, .. } if *sound == sounds::WOLF)));
    }
}
