//! Repairs of the animation tables: dispatches, state changes, animations
//! (next animation, commands, keyframes).

use crate::format::{Game, RawLevel};
use crate::level::anim::{decode_commands, decode_keyframes, keyframe_count};

use super::{fits, Log};

/// Words of a keyframe's header: bounding box (6) and offset (3).
const FRAME_HEADER_WORDS: usize = 9;
/// TR1 keyframes carry a mesh-count word after the header.
const TR1_MESH_COUNT_WORDS: usize = 1;
/// Words of one three-axis rotation.
const ROTATION_WORDS: usize = 2;

pub(super) fn repair(raw: &mut RawLevel, log: &mut Log) {
    state_changes(raw, log);
    dispatches(raw, log);
    animations(raw, log);
    keyframes(raw, log);
}

/// State changes whose dispatches run past the dispatch table keep those
/// that exist.
fn state_changes(raw: &mut RawLevel, log: &mut Log) {
    let n = raw.anim_dispatches.len();
    for (i, s) in raw.state_changes.iter_mut().enumerate() {
        let end = s.first_dispatch as usize + s.num_dispatches as usize;
        if s.num_dispatches > 0 && end > n {
            let kept = n.saturating_sub(s.first_dispatch as usize);
            log.note(
                format!("state_changes[{i}]"),
                "first_dispatch",
                s.first_dispatch as i64,
                format!(
                    "{} dispatches run past the {n} dispatches; {kept} kept",
                    s.num_dispatches
                ),
            );
            s.num_dispatches = kept as u16;
        }
    }
}

/// The animation whose state changes own each dispatch (the first, when
/// shared), after the state changes were repaired.
fn dispatch_owners(raw: &RawLevel) -> Vec<Option<usize>> {
    let mut owner = vec![None; raw.anim_dispatches.len()];
    for (ai, a) in raw.animations.iter().enumerate() {
        let first = a.state_change_offset as usize;
        let changes = raw
            .state_changes
            .iter()
            .skip(first)
            .take(a.num_state_changes as usize);
        for s in changes {
            let ds =
                s.first_dispatch as usize..s.first_dispatch as usize + s.num_dispatches as usize;
            for slot in owner.get_mut(ds).into_iter().flatten() {
                slot.get_or_insert(ai);
            }
        }
    }
    owner
}

/// Dispatches to a missing animation stay in the animation that owns them
/// (at its first frame); with no animation at all, none is kept.
fn dispatches(raw: &mut RawLevel, log: &mut Log) {
    let n_anims = raw.animations.len();
    if n_anims == 0 {
        if !raw.anim_dispatches.is_empty() {
            log.note(
                "anim_dispatches",
                "count",
                raw.anim_dispatches.len() as i64,
                "the level has no animations; every dispatch dropped",
            );
            raw.anim_dispatches.clear();
            raw.state_changes
                .iter_mut()
                .for_each(|s| s.num_dispatches = 0);
        }
        return;
    }
    let owners = dispatch_owners(raw);
    for (i, d) in raw.anim_dispatches.iter_mut().enumerate() {
        if fits(d.next_animation as i64, n_anims) {
            continue;
        }
        let stay = owners[i].unwrap_or(0);
        log.note(
            format!("anim_dispatches[{i}]"),
            "next_animation",
            d.next_animation as i64,
            format!("only {n_anims} animations; stays in animation {stay}"),
        );
        d.next_animation = stay as i16;
        d.next_frame = raw.animations[stay].frame_start as i16;
    }
}

/// Animations leading to a missing animation loop on themselves; state
/// changes past the table and commands past the command words are cut to
/// what exists.
fn animations(raw: &mut RawLevel, log: &mut Log) {
    let n_anims = raw.animations.len();
    let n_changes = raw.state_changes.len();
    for (i, a) in raw.animations.iter_mut().enumerate() {
        let ctx = || format!("animations[{i}]");
        if !fits(a.next_animation as i64, n_anims) {
            log.note(
                ctx(),
                "next_animation",
                a.next_animation as i64,
                format!("only {n_anims} animations; loops on itself"),
            );
            a.next_animation = i as u16;
            a.next_frame = a.frame_start;
        }
        let end = a.state_change_offset as usize + a.num_state_changes as usize;
        if a.num_state_changes > 0 && end > n_changes {
            let kept = n_changes.saturating_sub(a.state_change_offset as usize);
            log.note(
                ctx(),
                "state_change_offset",
                a.state_change_offset as i64,
                format!(
                    "{} state changes run past the {n_changes} state changes; {kept} kept",
                    a.num_state_changes
                ),
            );
            a.num_state_changes = kept as u16;
        }
        let start = a.anim_command as usize;
        let count = a.num_anim_commands as usize;
        if decode_commands(&raw.anim_commands, start, count).is_none() {
            let kept = (0..count)
                .rev()
                .find(|&k| decode_commands(&raw.anim_commands, start, k).is_some())
                .unwrap_or(0);
            log.note(
                ctx(),
                "anim_command",
                a.anim_command as i64,
                format!(
                    "{count} commands run past the {} command words; {kept} kept",
                    raw.anim_commands.len()
                ),
            );
            a.num_anim_commands = kept as u16;
        }
    }
}

/// Keyframes running past the frame words: the animation keeps the
/// keyframes that fit (its last frame moves back), or, when none does, one
/// rest pose appended to the frame words.
fn keyframes(raw: &mut RawLevel, log: &mut Log) {
    let n_anims = raw.animations.len();
    let mut starts: Vec<usize> = raw
        .models
        .iter()
        .filter_map(|m| Some(m.animation as usize).filter(|&a| fits(a as i64, n_anims)))
        .collect();
    starts.sort_unstable();
    starts.dedup();
    let mut checked = vec![false; n_anims];
    for mi in 0..raw.models.len() {
        let m = raw.models[mi];
        let first = m.animation as usize;
        if !fits(first as i64, n_anims) {
            continue;
        }
        let end = starts
            .iter()
            .copied()
            .find(|&s| s > first)
            .unwrap_or(n_anims);
        for (ai, seen) in checked.iter_mut().enumerate().take(end).skip(first) {
            if std::mem::replace(seen, true) {
                continue;
            }
            fit_keyframes(raw, log, ai, m.num_meshes as usize, m.id);
        }
    }
}

/// Makes the keyframes of animation `ai` fit the frame words.
fn fit_keyframes(raw: &mut RawLevel, log: &mut Log, ai: usize, meshes: usize, model: u32) {
    let game = raw.game();
    let a = raw.animations[ai];
    let count = keyframe_count(a.frame_start, a.frame_end, a.frame_rate);
    let decodes = |raw: &RawLevel, n: usize| {
        decode_keyframes(
            game,
            &raw.frames,
            a.frame_offset as usize / 2,
            n,
            a.frame_size as usize,
            meshes,
        )
        .is_some()
    };
    if decodes(raw, count) {
        return;
    }
    // Decoding is monotonic in the count: find the most keyframes that fit.
    let (mut lo, mut hi) = (0usize, count);
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        if decodes(raw, mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let ctx = format!("animations[{ai}]");
    if lo >= 1 {
        let rate = a.frame_rate.max(1) as u16;
        let last = a
            .frame_start
            .saturating_add((lo as u16 - 1).saturating_mul(rate));
        raw.animations[ai].frame_end = last;
        log.note(
            ctx,
            "frame_offset",
            a.frame_offset as i64,
            format!(
                "{count} keyframes of model {model} run past the {} frame words; {lo} kept (frames {}..={last})",
                raw.frames.len(),
                a.frame_start
            ),
        );
        return;
    }
    let rotations = meshes.max(1) * ROTATION_WORDS;
    let words = FRAME_HEADER_WORDS
        + if game == Game::Tr1 {
            TR1_MESH_COUNT_WORDS
        } else {
            0
        }
        + rotations;
    let at = raw.frames.len();
    raw.frames.resize(at + words, 0);
    if game == Game::Tr1 {
        raw.frames[at + FRAME_HEADER_WORDS] = meshes as u16;
    }
    let fixed = &mut raw.animations[ai];
    fixed.frame_offset = (at * 2) as u32;
    fixed.frame_size = words.min(u8::MAX as usize) as u8;
    fixed.frame_end = fixed.frame_start;
    log.note(
        ctx,
        "frame_offset",
        a.frame_offset as i64,
        format!("no keyframe of model {model} fits the {at} frame words; one rest pose added"),
    );
}
