//! Animations with decoded keyframes (TR1 vs TR2/3 angle packing, TR4/5
//! single-axis precision), linked state changes and dispatches, and typed
//! animation commands (TRosettaStone 3 §6.2, 002).

use std::ops::Range;

use crate::format::{Game, RawLevel};

use super::error::{check_index, LevelError};
use super::ids::AnimId;

/// One keyframe: bounds, root offset and a rotation per mesh.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keyframe {
    /// min x, max x, min y, max y, min z, max z.
    pub bbox: [i16; 6],
    pub offset: [i16; 3],
    /// Per mesh: X, Y, Z rotation in 1/65536 turns, applied Y, X, Z.
    pub rotations: Vec<[u16; 3]>,
}

/// When a sound or effect command plays with respect to the environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Environment {
    Any,
    /// 0x4000: on dry land only (for flipeffects: left foot).
    Land,
    /// 0x8000: in water only (for flipeffects: right foot).
    Water,
}

/// An animation command (§6.2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnimCommand {
    /// At the end: move the entity by (x, y, z) in its local frame.
    SetPosition { x: i16, y: i16, z: i16 },
    /// At the end: start a jump with these speeds.
    JumpVelocity { vertical: i16, horizontal: i16 },
    /// At the end: free Lara's hands.
    EmptyHands,
    /// At the end: kill the entity.
    Kill,
    /// On `frame`: play internal sound `sound`.
    PlaySound {
        frame: u16,
        sound: u16,
        environment: Environment,
    },
    /// On `frame`: call flipeffect `effect` (foot flags in `environment`).
    Flipeffect {
        frame: u16,
        effect: u16,
        environment: Environment,
    },
    /// A command code no game defines (0 operands assumed).
    Unknown(i16),
}

/// One frame range that switches to another animation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dispatch {
    pub low: u16,
    pub high: u16,
    pub next_animation: AnimId,
    pub next_frame: u16,
}

/// A goal state and the dispatches that lead towards it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateChange {
    pub state: u16,
    /// Indices into [`super::Level::dispatches`].
    pub dispatches: Range<u32>,
}

/// An animation.
#[derive(Debug, Clone, PartialEq)]
pub struct Animation {
    pub frame_rate: u8,
    pub frame_size: u8,
    pub state: u16,
    /// 16.16 fixed point.
    pub speed: i32,
    pub accel: i32,
    pub speed_lateral: i32,
    pub accel_lateral: i32,
    pub frame_start: u16,
    pub frame_end: u16,
    pub next_animation: AnimId,
    pub next_frame: u16,
    /// Indices into [`super::Level::state_changes`].
    pub state_changes: Range<u32>,
    pub commands: Vec<AnimCommand>,
    /// Decoded keyframes (empty for animations no model owns).
    pub keyframes: Vec<Keyframe>,
}

fn env(v: i16) -> (u16, Environment) {
    let v = v as u16;
    let e = match v & 0xC000 {
        0x4000 => Environment::Land,
        0x8000 => Environment::Water,
        _ => Environment::Any,
    };
    (v & 0x3FFF, e)
}

/// Decodes `count` commands starting at word `start`.
pub fn decode_commands(words: &[i16], start: usize, count: usize) -> Option<Vec<AnimCommand>> {
    let mut out = Vec::with_capacity(count);
    let mut p = start;
    let mut take = |n: usize| -> Option<&[i16]> {
        let s = words.get(p..p.checked_add(n)?)?;
        p += n;
        Some(s)
    };
    for _ in 0..count {
        let code = take(1)?[0];
        out.push(match code {
            1 => {
                let a = take(3)?;
                AnimCommand::SetPosition {
                    x: a[0],
                    y: a[1],
                    z: a[2],
                }
            }
            2 => {
                let a = take(2)?;
                AnimCommand::JumpVelocity {
                    vertical: a[0],
                    horizontal: a[1],
                }
            }
            3 => AnimCommand::EmptyHands,
            4 => AnimCommand::Kill,
            5 => {
                let a = take(2)?;
                let (sound, environment) = env(a[1]);
                AnimCommand::PlaySound {
                    frame: a[0] as u16,
                    sound,
                    environment,
                }
            }
            6 => {
                let a = take(2)?;
                let (effect, environment) = env(a[1]);
                AnimCommand::Flipeffect {
                    frame: a[0] as u16,
                    effect,
                    environment,
                }
            }
            other => AnimCommand::Unknown(other),
        });
    }
    Some(out)
}

/// Number of stored keyframes of an animation.
pub fn keyframe_count(frame_start: u16, frame_end: u16, frame_rate: u8) -> usize {
    (frame_end.saturating_sub(frame_start) as usize) / frame_rate.max(1) as usize + 1
}

/// Converts a 10-bit angle (1024 per turn) to 1/65536 turns.
fn a10(v: u32) -> u16 {
    ((v & 0x3FF) << 6) as u16
}

/// Decodes the keyframes of an animation of a model with `num_meshes` meshes.
pub fn decode_keyframes(
    game: Game,
    frames: &[u16],
    start_word: usize,
    count: usize,
    frame_size: usize,
    num_meshes: usize,
) -> Option<Vec<Keyframe>> {
    let mut out = Vec::with_capacity(count);
    let mut at = start_word;
    for _ in 0..count {
        let header = frames.get(at..at + 9)?;
        let bbox = [0, 1, 2, 3, 4, 5].map(|i| header[i] as i16);
        let offset = [header[6] as i16, header[7] as i16, header[8] as i16];
        let mut p = at + 9;
        if game == Game::Tr1 {
            p += 1; // the mesh count word
        }
        let mut rotations = Vec::with_capacity(num_meshes);
        for _ in 0..num_meshes {
            let w0 = *frames.get(p)? as u32;
            let axis = w0 & 0xC000;
            if game == Game::Tr1 || axis == 0 {
                let w1 = *frames.get(p + 1)? as u32;
                let packed = if game == Game::Tr1 {
                    (w1 << 16) | w0
                } else {
                    (w0 << 16) | w1
                };
                rotations.push([a10(packed >> 20), a10(packed >> 10), a10(packed)]);
                p += 2;
            } else {
                let value = if game.is_tr45() {
                    ((w0 & 0x0FFF) << 4) as u16
                } else {
                    a10(w0)
                };
                rotations.push(match axis {
                    0x4000 => [value, 0, 0],
                    0x8000 => [0, value, 0],
                    _ => [0, 0, value],
                });
                p += 1;
            }
        }
        out.push(Keyframe {
            bbox,
            offset,
            rotations,
        });
        at = if game == Game::Tr1 {
            p
        } else {
            at + frame_size.max(1)
        };
    }
    Some(out)
}

/// Animations, state changes and dispatches, in that order.
pub type AnimTables = (Vec<Animation>, Vec<StateChange>, Vec<Dispatch>);

/// Builds the animation table with commands and links; keyframes are filled
/// per model by the caller.
pub fn animations(raw: &RawLevel) -> Result<AnimTables, LevelError> {
    let n_anims = raw.animations.len();
    let mut dispatches = Vec::with_capacity(raw.anim_dispatches.len());
    for (i, d) in raw.anim_dispatches.iter().enumerate() {
        check_index(
            || format!("anim_dispatches[{i}]"),
            "next_animation",
            d.next_animation as i64,
            n_anims,
            "animations",
        )?;
        dispatches.push(Dispatch {
            low: d.low as u16,
            high: d.high as u16,
            next_animation: AnimId(d.next_animation as u32),
            next_frame: d.next_frame as u16,
        });
    }
    let mut changes = Vec::with_capacity(raw.state_changes.len());
    for (i, s) in raw.state_changes.iter().enumerate() {
        let end = s.first_dispatch as usize + s.num_dispatches as usize;
        if s.num_dispatches > 0 {
            check_index(
                || format!("state_changes[{i}]"),
                "first_dispatch",
                end as i64 - 1,
                dispatches.len(),
                "dispatches",
            )?;
        }
        changes.push(StateChange {
            state: s.state,
            dispatches: s.first_dispatch as u32..end as u32,
        });
    }
    let mut anims = Vec::with_capacity(n_anims);
    for (i, a) in raw.animations.iter().enumerate() {
        let ctx = || format!("animations[{i}]");
        check_index(
            ctx,
            "next_animation",
            a.next_animation as i64,
            n_anims,
            "animations",
        )?;
        let sc_end = a.state_change_offset as usize + a.num_state_changes as usize;
        if a.num_state_changes > 0 {
            check_index(
                ctx,
                "state_change_offset",
                sc_end as i64 - 1,
                changes.len(),
                "state changes",
            )?;
        }
        let commands = decode_commands(
            &raw.anim_commands,
            a.anim_command as usize,
            a.num_anim_commands as usize,
        )
        .ok_or_else(|| {
            LevelError::new(
                ctx(),
                "anim_command",
                a.anim_command as i64,
                format!(
                    "{} commands run past the {} command words",
                    a.num_anim_commands,
                    raw.anim_commands.len()
                ),
            )
        })?;
        anims.push(Animation {
            frame_rate: a.frame_rate,
            frame_size: a.frame_size,
            state: a.state,
            speed: a.speed,
            accel: a.accel,
            speed_lateral: a.speed_lateral,
            accel_lateral: a.accel_lateral,
            frame_start: a.frame_start,
            frame_end: a.frame_end,
            next_animation: AnimId(a.next_animation as u32),
            next_frame: a.next_frame,
            state_changes: a.state_change_offset as u32..sc_end as u32,
            commands,
            keyframes: Vec::new(),
        });
    }
    Ok((anims, changes, dispatches))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The decoded value, or a test failure naming what was decoded.
    fn some<T>(v: Option<T>, what: &str) -> T {
        match v {
            Some(v) => v,
            None => panic!("{what} did not decode"),
        }
    }

    #[test]
    fn angle_packing_per_game() {
        // X = 256 (90°), Y = 512 (180°), Z = 1 in 10-bit units.
        let packed: u32 = (256 << 20) | (512 << 10) | 1;
        let (hi, lo) = ((packed >> 16) as u16, packed as u16);
        let header = [0u16; 9];
        let mut tr2 = header.to_vec();
        tr2.extend([hi, lo]);
        let k = some(decode_keyframes(Game::Tr2, &tr2, 0, 1, 11, 1), "keyframes");
        assert_eq!(k[0].rotations[0], [0x4000, 0x8000, 64]);
        let mut tr1 = header.to_vec();
        tr1.extend([1, lo, hi]);
        let k = some(decode_keyframes(Game::Tr1, &tr1, 0, 1, 0, 1), "keyframes");
        assert_eq!(k[0].rotations[0], [0x4000, 0x8000, 64]);
        // Single axis: Y only, 90°.
        let mut single = header.to_vec();
        single.push(0x8000 | 256);
        assert_eq!(
            some(
                decode_keyframes(Game::Tr3, &single, 0, 1, 10, 1),
                "keyframes"
            )[0]
            .rotations[0],
            [0, 0x4000, 0]
        );
        let mut single4 = header.to_vec();
        single4.push(0x8000 | 1024);
        assert_eq!(
            some(
                decode_keyframes(Game::Tr4, &single4, 0, 1, 10, 1),
                "keyframes"
            )[0]
            .rotations[0],
            [0, 0x4000, 0]
        );
    }

    #[test]
    fn commands_decode_and_stop_at_the_end() {
        let words = [1, 10, 20, 30, 5, 3, 0x4000 | 7, 6, 4, -32768i16 | 32, 3, 4];
        let c = some(decode_commands(&words, 0, 5), "commands");
        assert_eq!(
            c[0],
            AnimCommand::SetPosition {
                x: 10,
                y: 20,
                z: 30
            }
        );
        assert_eq!(
            c[1],
            AnimCommand::PlaySound {
                frame: 3,
                sound: 7,
                environment: Environment::Land
            }
        );
        assert_eq!(
            c[2],
            AnimCommand::Flipeffect {
                frame: 4,
                effect: 32,
                environment: Environment::Water
            }
        );
        assert_eq!(c[3], AnimCommand::EmptyHands);
        assert!(decode_commands(&words, 0, 7).is_none());
    }
}
