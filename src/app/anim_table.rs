//! `tombrs info LEVEL --anims TYPE`: one model's animations as a table —
//! the state each carries, its frames and speed, where it goes next, the
//! goal states it can change to and its commands. What a script writer
//! needs to name a skeleton's animations (scripts/lara/anims.lua) and to
//! check a reference's animation numbers against the real files.

use std::fmt::Write;

use crate::level::anim::AnimCommand;
use crate::level::Level;

/// The table of the animations of the model of `type_id`, numbered from
/// the model's first animation; an error names the type when the level
/// has no animated model of it.
pub fn anim_table(level: &Level, type_id: u32) -> Result<String, String> {
    let model = level
        .models
        .iter()
        .find(|m| m.type_id == type_id)
        .ok_or_else(|| format!("the level has no model of type {type_id}"))?;
    let first = model
        .first_animation
        .ok_or_else(|| format!("the model of type {type_id} has no animations"))?
        .index();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "model {type_id}: {} animations from {first} (numbers below are relative)",
        model.animation_count
    );
    let rel = |abs: usize| abs as i64 - first as i64;
    for i in 0..model.animation_count as usize {
        let Some(a) = level.animations.get(first + i) else {
            break;
        };
        let _ = write!(
            out,
            "{i:4} state {:3} frames {:4}..{:<4} speed {:3} next {:4}@{}",
            a.state,
            a.frame_start,
            a.frame_end,
            a.speed >> 16,
            rel(a.next_animation.index()),
            a.next_frame,
        );
        for sc in level
            .state_changes
            .get(a.state_changes.start as usize..a.state_changes.end as usize)
            .unwrap_or(&[])
        {
            let targets: Vec<String> = level
                .dispatches
                .get(sc.dispatches.start as usize..sc.dispatches.end as usize)
                .unwrap_or(&[])
                .iter()
                .map(|d| format!("{}[{}-{}]", rel(d.next_animation.index()), d.low, d.high))
                .collect();
            let _ = write!(out, " | {}→{}", sc.state, targets.join(","));
        }
        for c in &a.commands {
            match c {
                AnimCommand::SetPosition { x, y, z } => {
                    let _ = write!(out, " | move {x},{y},{z}");
                }
                AnimCommand::JumpVelocity {
                    vertical,
                    horizontal,
                } => {
                    let _ = write!(out, " | jump {vertical},{horizontal}");
                }
                AnimCommand::EmptyHands => out.push_str(" | empty hands"),
                AnimCommand::Kill => out.push_str(" | kill"),
                AnimCommand::Flipeffect { frame, effect, .. } => {
                    let _ = write!(out, " | fx {effect}@{frame}");
                }
                AnimCommand::PlaySound { .. } | AnimCommand::Unknown(_) => {}
            }
        }
        out.push('\n');
    }
    Ok(out)
}
