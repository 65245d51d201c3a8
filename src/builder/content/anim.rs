//! Animations as data: each names its state, its keyframes (poses, one
//! every `rate` ticks) or a tween (named poses at points of its length,
//! eased between), its speed, the animation it runs on into, its state
//! changes and its commands.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::pose::{resolve_pose, Pose, PoseSpec};
use super::table::Field;
use super::{angle, intern, ContentError};
use crate::builder::models::{AnimDef, KeyDef, TransitionDef};
use crate::level::anim::{AnimCommand, Environment};

/// A state by number or by the model's name for it.
#[derive(Deserialize, Debug, Clone)]
#[serde(untagged)]
pub enum StateRef {
    Id(u16),
    Name(String),
}

/// A speed in world units per tick: constant, or from the first frame's
/// value to the last frame's.
#[derive(Deserialize, Debug, Clone)]
#[serde(untagged)]
pub enum Speed {
    Constant(f32),
    Ramp([f32; 2]),
}

impl Default for Speed {
    fn default() -> Self {
        Speed::Constant(0.0)
    }
}

/// A frame number, or `"last"`: the animation's last frame.
#[derive(Deserialize, Debug, Clone)]
#[serde(untagged)]
pub enum FrameRef {
    At(u16),
    Named(String),
}

impl Default for FrameRef {
    fn default() -> Self {
        FrameRef::At(0)
    }
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct AnimSpec {
    name: String,
    state: StateRef,
    /// Ticks per keyframe.
    #[serde(default = "one")]
    rate: u8,
    #[serde(default)]
    speed: Speed,
    /// Acceleration per tick (with a constant speed).
    #[serde(default)]
    accel: f32,
    /// The animation it runs on into (default: itself).
    #[serde(default)]
    next: Option<String>,
    #[serde(default)]
    next_frame: FrameRef,
    #[serde(default)]
    keys: Vec<PoseSpec>,
    #[serde(default)]
    tween: Option<TweenSpec>,
    #[serde(default)]
    changes: Vec<ChangeSpec>,
    #[serde(default)]
    commands: Vec<toml::Value>,
}

fn one() -> u8 {
    1
}

/// Keyframes made by easing between poses: `frames` long, a key every
/// `rate` frames at most (the largest spacing up to `rate` that divides the
/// length), `points` as (time 0..1, pose name); a `cycle` reaches time 1
/// one frame after its last, where it starts again.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct TweenSpec {
    frames: u16,
    #[serde(default = "one")]
    rate: u8,
    #[serde(default)]
    cycle: bool,
    points: Vec<(f32, String)>,
}

/// A state change: to reach `state`, go to animation `to` at its `frame`
/// while this one is between `low` and `high` (default: its last frame).
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct ChangeSpec {
    state: StateRef,
    to: String,
    #[serde(default)]
    low: u16,
    #[serde(default)]
    high: Option<FrameRef>,
    #[serde(default)]
    frame: FrameRef,
}

/// The animations of a model.
pub fn build_anims(
    file: &str,
    at: &str,
    specs: &[AnimSpec],
    joints: &[String],
    poses: &BTreeMap<String, Pose>,
    states: &[(String, u16)],
) -> Result<Vec<AnimDef>, ContentError> {
    let index = |name: &str, here: &str| {
        specs.iter().position(|a| a.name == name).ok_or_else(|| {
            ContentError::new(file, here, format!("no animation {name:?} in the model"))
        })
    };
    let state = |s: &StateRef, here: &str| match s {
        StateRef::Id(id) => Ok(*id),
        StateRef::Name(n) => states
            .iter()
            .find(|(name, _)| name == n)
            .map(|(_, id)| *id)
            .ok_or_else(|| {
                ContentError::new(file, here, format!("no state {n:?} in the model's states"))
            }),
    };
    let mut anims = Vec::with_capacity(specs.len());
    for (k, spec) in specs.iter().enumerate() {
        let here = format!("{at}: anim {}", spec.name);
        if specs[..k].iter().any(|a| a.name == spec.name) {
            return Err(ContentError::new(
                file,
                &here,
                "two animations have this name",
            ));
        }
        let (keys, rate) = keyframes(file, &here, spec, joints, poses)?;
        let frames = ((keys.len().max(1) - 1) * rate as usize + 1) as u16;
        let (speed, accel) = match spec.speed {
            Speed::Constant(v) => (fixed(v), fixed(spec.accel)),
            Speed::Ramp([a, b]) => {
                let span = f32::from(frames.max(2) - 1);
                (fixed(a), fixed((b - a) / span))
            }
        };
        let next_anim = match &spec.next {
            Some(n) => index(n, &here)?,
            None => k,
        };
        anims.push(AnimDef {
            name: intern(&spec.name),
            state: state(&spec.state, &here)?,
            frame_rate: rate,
            keys,
            speed,
            accel,
            next_anim,
            next_frame: 0,
            transitions: Vec::new(),
            commands: commands(file, &here, &spec.commands)?,
        });
    }
    // Frame references once every animation's length is known.
    for (k, spec) in specs.iter().enumerate() {
        let here = format!("{at}: anim {}", spec.name);
        let next = anims[k].next_anim;
        anims[k].next_frame = frame(file, &here, &spec.next_frame, anims[next].frames())?;
        for (c, change) in spec.changes.iter().enumerate() {
            let there = format!("{here}: change {c}");
            let last = anims[k].frames() - 1;
            let to = index(&change.to, &there)?;
            let high = match &change.high {
                Some(h) => frame(file, &there, h, last + 1)?.min(last),
                None => last,
            };
            let t = TransitionDef {
                state: state(&change.state, &there)?,
                low: change.low,
                high,
                anim: to,
                frame: frame(file, &there, &change.frame, anims[to].frames())?,
            };
            if t.low > t.high {
                return Err(ContentError::new(
                    file,
                    &there,
                    format!("low {} is past high {}", t.low, t.high),
                ));
            }
            anims[k].transitions.push(t);
        }
    }
    Ok(anims)
}

/// A speed in units per tick as the files' 16.16 fixed point.
fn fixed(v: f32) -> i32 {
    (v * 65536.0).round() as i32
}

/// A frame reference within an animation of `frames` frames.
fn frame(file: &str, at: &str, f: &FrameRef, frames: u16) -> Result<u16, ContentError> {
    let n = match f {
        FrameRef::At(n) => *n,
        FrameRef::Named(s) if s == "last" => frames.saturating_sub(1),
        FrameRef::Named(s) => {
            return Err(ContentError::new(
                file,
                at,
                format!("frame {s:?}: a number or \"last\""),
            ))
        }
    };
    if n >= frames {
        return Err(ContentError::new(
            file,
            at,
            format!("frame {n} is past the animation's {frames} frames"),
        ));
    }
    Ok(n)
}

/// The keyframes of an animation and their spacing in ticks.
fn keyframes(
    file: &str,
    at: &str,
    spec: &AnimSpec,
    joints: &[String],
    poses: &BTreeMap<String, Pose>,
) -> Result<(Vec<KeyDef>, u8), ContentError> {
    match (&spec.tween, spec.keys.is_empty()) {
        (Some(_), false) => Err(ContentError::new(file, at, "has both keys and a tween")),
        (None, true) => Err(ContentError::new(file, at, "has no keys")),
        (None, false) => {
            let keys = spec
                .keys
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    resolve_pose(file, &format!("{at}: key {k}"), p, joints, poses).map(|p| key(&p))
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok((keys, spec.rate.max(1)))
        }
        (Some(t), true) => tween(file, at, t, poses),
    }
}

/// A resolved pose as a stored keyframe.
pub fn key(p: &Pose) -> KeyDef {
    KeyDef {
        offset: p.offset.map(|v| v.round() as i16),
        rotations: p.angles.iter().map(|a| a.map(angle)).collect(),
    }
}

/// Smoothstep easing.
fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// The pose between `a` and `b` at `t` (0..1).
pub fn mix(a: &Pose, b: &Pose, t: f32) -> Pose {
    let m = |x: f32, y: f32| x + (y - x) * t;
    Pose {
        offset: [0, 1, 2].map(|k| m(a.offset[k], b.offset[k])),
        angles: a
            .angles
            .iter()
            .zip(&b.angles)
            .map(|(x, y)| [0, 1, 2].map(|k| m(x[k], y[k])))
            .collect(),
    }
}

fn tween(
    file: &str,
    at: &str,
    t: &TweenSpec,
    poses: &BTreeMap<String, Pose>,
) -> Result<(Vec<KeyDef>, u8), ContentError> {
    if t.frames == 0 || t.points.is_empty() {
        return Err(ContentError::new(
            file,
            at,
            "a tween needs frames and at least one point",
        ));
    }
    let mut points = Vec::with_capacity(t.points.len());
    for (time, name) in &t.points {
        let pose = poses.get(name).ok_or_else(|| {
            ContentError::new(file, at, format!("tween point {name:?}: no such pose"))
        })?;
        if points.last().is_some_and(|(last, _)| time < last) {
            return Err(ContentError::new(
                file,
                at,
                "tween points must come in time order",
            ));
        }
        points.push((*time, pose));
    }
    let span = t.frames - 1;
    let rate = (1..=u16::from(t.rate.max(1)))
        .rev()
        .find(|r| span.is_multiple_of(*r))
        .unwrap_or(1);
    let at_time = |time: f32| -> Pose {
        for w in points.windows(2) {
            let ((t0, a), (t1, b)) = (w[0], w[1]);
            if time <= t1 {
                return mix(a, b, ease((time - t0) / (t1 - t0).max(1e-6)));
            }
        }
        points
            .last()
            .map(|p| p.1.clone())
            .unwrap_or_else(|| points[0].1.clone())
    };
    let keys = (0..=span / rate)
        .map(|k| {
            let f = f32::from(k * rate);
            let time = if t.cycle {
                f / f32::from(t.frames)
            } else {
                f / f32::from(span.max(1))
            };
            key(&at_time(time))
        })
        .collect();
    Ok((keys, rate as u8))
}

fn environment(file: &str, at: &str, v: Option<&str>) -> Result<Environment, ContentError> {
    match v {
        None | Some("any") => Ok(Environment::Any),
        Some("land") => Ok(Environment::Land),
        Some("water") => Ok(Environment::Water),
        Some(other) => Err(ContentError::new(
            file,
            at,
            format!("env {other:?}: one of any, land, water"),
        )),
    }
}

/// Animation commands: `"kill"`, `"empty_hands"`, `{ sound, frame, env }`,
/// `{ effect, frame, env }`, `{ jump = [vertical, horizontal] }`,
/// `{ position = [x, y, z] }`.
fn commands(
    file: &str,
    at: &str,
    values: &[toml::Value],
) -> Result<Vec<AnimCommand>, ContentError> {
    let mut out = Vec::with_capacity(values.len());
    for (k, v) in values.iter().enumerate() {
        let here = format!("{at}: command {k}");
        let command = match v {
            toml::Value::String(s) if s == "kill" => AnimCommand::Kill,
            toml::Value::String(s) if s == "empty_hands" => AnimCommand::EmptyHands,
            toml::Value::Table(t) => {
                let mut f = Field::new(file, &here, t);
                let c = if let Some(sound) = f.opt_int::<u16>("sound")? {
                    AnimCommand::PlaySound {
                        frame: f.int_or("frame", 0)?,
                        sound,
                        environment: environment(file, &here, f.opt_str("env")?.as_deref())?,
                    }
                } else if let Some(effect) = f.opt_int::<u16>("effect")? {
                    AnimCommand::Flipeffect {
                        frame: f.int_or("frame", 0)?,
                        effect,
                        environment: environment(file, &here, f.opt_str("env")?.as_deref())?,
                    }
                } else if let Some([vertical, horizontal]) = f.opt_ints::<i16, 2>("jump")? {
                    AnimCommand::JumpVelocity {
                        vertical,
                        horizontal,
                    }
                } else if let Some([x, y, z]) = f.opt_ints::<i16, 3>("position")? {
                    AnimCommand::SetPosition { x, y, z }
                } else {
                    return Err(ContentError::new(
                        file,
                        &here,
                        "a command table names sound, effect, jump or position",
                    ));
                };
                f.done()?;
                c
            }
            other => {
                return Err(ContentError::new(
                    file,
                    &here,
                    format!("{other}: \"kill\", \"empty_hands\" or a table"),
                ))
            }
        };
        out.push(command);
    }
    Ok(out)
}
