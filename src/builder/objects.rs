//! The demo's other models, read from `data/demo/models/`: a wolf in the
//! layout of TR1's wolf and the mechanisms (door, lever, pushable block,
//! rolling boulder, spikes, trapdoor, keyhole, key, secret). Type ids
//! follow TR1's catalogue (TRosettaStone 3 §15.1.1); this module names the ids and
//! sounds the builder and the tests refer to.

use super::content::bundled::model;
use super::models::ModelDef;

/// The demo's type and sound ids, where its models are found by them.
pub use super::demo_ids::{ids, sounds};

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

/// The wolf in TR1's wolf's layout: 26 meshes in its tree (0 hindquarters,
/// 1 chest, 2 neck, 3 head, 4–5 ears, 6 jaw, 7–10 and 11–14 the forelegs
/// from the shoulder, 15–18 and 19–22 the hind legs, 23–25 the tail), and its
/// 25 animations with its states, frame counts, speeds and state changes
/// (see [`wolf_state`], [`wolf_anim`]); asleep in its first animation.
pub fn wolf() -> ModelDef {
    model("wolf")
}

/// Every model of the demo level, hero first.
pub fn all() -> Vec<ModelDef> {
    super::demo::demo_level().models
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::models::AnimDef;
    use crate::level::anim::AnimCommand;

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
