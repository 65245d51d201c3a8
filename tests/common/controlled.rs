//! Lara's moves with objects (TR4/TR5 "controlled" moves: the object sets
//! her animation directly): the demo hero given stand-in animations at the
//! originals' numbers (the TR4 test level's own are one-frame placeholders).

use tombrs::builder::models::{AnimDef, ModelDef};

/// AS_CONTROLLED (TOMB4 lara_states.h): her state while such a move plays.
pub const CONTROLLED: u16 = 89;

/// The demo hero with stand-in animations (state 89, `frames` long, back
/// to her stand at the end) at each of `moves`; the animations between
/// her own and those are one-frame fillers.
pub fn hero_with(moves: &[(usize, usize)]) -> ModelDef {
    let mut hero = tombrs::builder::hero::hero();
    let pose = hero.animations[0].keys[0].clone();
    let filler = |frames: usize| AnimDef {
        name: "stand-in move",
        state: CONTROLLED,
        frame_rate: 1,
        keys: vec![pose.clone(); frames.max(1)],
        speed: 0,
        accel: 0,
        next_anim: 0,
        next_frame: 0,
        transitions: Vec::new(),
        commands: Vec::new(),
    };
    let last = moves.iter().map(|m| m.0).max().unwrap_or(0);
    while hero.animations.len() <= last {
        hero.animations.push(filler(1));
    }
    for &(anim, frames) in moves {
        hero.animations[anim] = filler(frames);
    }
    hero
}
