//! The demo's hero, read from `data/demo/models/hero.toml`: 15 meshes in
//! Lara's mesh-tree layout (hips root; left leg ×3; right leg ×3; torso;
//! right arm ×3, hand at mesh 10; left arm ×3, hand at mesh 13; head) with
//! keyframes for every basic move, and the pistol animation model over the
//! same body. States use TR1's numbering so behaviour scripts can share
//! their tables; the names are in `data/demo/hero.lua`.

use super::content::bundled::{bundled, model};
use super::models::ModelDef;

/// Hero states (TR1 numbering).
pub mod state {
    pub const WALK: u16 = 0;
    pub const RUN: u16 = 1;
    pub const STOP: u16 = 2;
    pub const FORWARD_JUMP: u16 = 3;
    pub const FAST_BACK: u16 = 5;
    pub const TURN_RIGHT: u16 = 6;
    pub const TURN_LEFT: u16 = 7;
    pub const DEATH: u16 = 8;
    pub const FALL: u16 = 9;
    pub const HANG: u16 = 10;
    pub const REACH: u16 = 11;
    pub const TREAD: u16 = 13;
    pub const LAND: u16 = 14;
    pub const COMPRESS: u16 = 15;
    pub const BACK: u16 = 16;
    pub const SWIM: u16 = 17;
    pub const CLIMB_UP: u16 = 19;
    pub const STEP_RIGHT: u16 = 21;
    pub const STEP_LEFT: u16 = 22;
    pub const SLIDE: u16 = 24;
    pub const BACK_JUMP: u16 = 25;
    pub const RIGHT_JUMP: u16 = 26;
    pub const LEFT_JUMP: u16 = 27;
    pub const UP_JUMP: u16 = 28;
    pub const HANG_LEFT: u16 = 30;
    pub const HANG_RIGHT: u16 = 31;
    pub const SURF_TREAD: u16 = 33;
    pub const SURF_SWIM: u16 = 34;
    pub const DIVE: u16 = 35;
    pub const PUSH_BLOCK: u16 = 36;
    pub const PULL_BLOCK: u16 = 37;
    pub const PUSH_READY: u16 = 38;
    pub const PICKUP: u16 = 39;
    pub const SWITCH_ON: u16 = 40;
    pub const HIT: u16 = 46;
}

/// The footprint flipeffect (FOOTPRINT_FX) the walk leaves.
pub const FOOTPRINT: u16 = 32;

/// The hero model (type 0, Lara's slot).
pub fn hero() -> ModelDef {
    model("hero")
}

/// The pistol animation model (type 1, Lara's mesh layout): thighs 1 and 4
/// with the guns in their holsters, hands 10 and 13 holding them (the
/// other meshes are the hero's own), and TR1's four gun animations on the
/// arms: aim (frames 0–4), reach for the holsters (5–12), draw and raise
/// (13–23), recoil (24–32); see [`gun_frame`].
pub fn pistols() -> ModelDef {
    model("pistols")
}

/// The Lua table behaviour scripts read the demo hero's states and
/// animations from (`data/demo/hero.lua`).
pub fn lua_table() -> String {
    bundled().hero_lua()
}

/// Frames of the pistol animation, TR1's gun frame numbers: one animation
/// per range (aim, reach for the holsters, draw, recoil). The game (as TRX
/// has it) draws by stepping 5 → 23 (the guns swap into the hands at
/// `DRAW_START`) and goes on at 0; it aims 0 → 4, fires at 4 and runs the
/// recoil from 24 back to 4; it holsters 4 → 0, then 23 → 5, the draw played
/// backwards (the guns swap back at `DRAW_START`).
pub mod gun_frame {
    /// Guns held ready before her, elbows bent, pointing ahead.
    pub const AIM_START: u16 = 0;
    pub const AIM_BEND: u16 = 1;
    pub const AIM_EXTEND: u16 = 3;
    /// Arms straight out ahead at shoulder height.
    pub const AIM_END: u16 = 4;
    /// Arms at rest; the hands reach the holsters by frame 8 and stay to `UNDRAW_END`.
    pub const UNDRAW_START: u16 = 5;
    pub const UNDRAW_BEND: u16 = 6;
    pub const UNDRAW_END: u16 = 12;
    /// Hands on the guns; pulled up and out, then brought round to the ready
    /// pose of `AIM_START` at `DRAW_END`.
    pub const DRAW_START: u16 = 13;
    pub const DRAW_END: u16 = 23;
    /// Aimed (as `AIM_END`), the kick, and back.
    pub const RECOIL_START: u16 = 24;
    pub const RECOIL_END: u16 = 32;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TR1's numbers for the moves TR1 has, and the later games' (TR2's
    /// climbing wall, TR3's monkey bars, the same in TR4) for the canopy's.
    #[test]
    fn the_hero_carries_the_games_state_numbers() {
        let content = bundled();
        let hero = content.models.get("hero").expect("hero");
        use state::*;
        for (name, id) in [
            ("walk", WALK),
            ("run", RUN),
            ("stop", STOP),
            ("death", DEATH),
            ("hang", HANG),
            ("swim", SWIM),
            ("pickup", PICKUP),
            ("switch_on", SWITCH_ON),
            ("hit", HIT),
            ("ladder_idle", 56),
            ("ladder_down", 61),
            ("monkey_hang", 75),
            ("monkey_swing", 76),
            ("monkey_turn_right", 83),
        ] {
            assert!(hero.states.contains(&(name.to_string(), id)), "{name}");
        }
        assert_eq!(hero.states.len(), 46);
        assert!(lua_table().contains("push_ready = 33"));
    }

    #[test]
    fn pistols_follow_tr1_gun_layout() {
        let p = pistols();
        let h = hero();
        assert_eq!(p.meshes.len(), 15);
        assert_eq!(p.tree, h.tree);
        for m in 0..15 {
            let swapped = [1, 4, 10, 13].contains(&m);
            assert_eq!(p.meshes[m] != h.meshes[m], swapped, "mesh {m}");
        }
        // TR1's frame ranges, numbered across the model's animations.
        let mut start = 0;
        let ranges: Vec<(u16, u16)> = p
            .animations
            .iter()
            .map(|a| {
                let r = (start, start + a.frames() - 1);
                start += a.frames();
                r
            })
            .collect();
        use gun_frame::*;
        assert_eq!(
            ranges,
            [
                (AIM_START, AIM_END),
                (UNDRAW_START, UNDRAW_END),
                (DRAW_START, DRAW_END),
                (RECOIL_START, RECOIL_END)
            ]
        );
        // Aimed: both upper arms straight forward (90° about X).
        let aimed = &p.animations[0].keys[4];
        assert_eq!(aimed.rotations[8][0], 0x4000);
        assert_eq!(aimed.rotations[11][0], 0x4000);
    }
}
