//! Lara's figures read from the original routines, proved on TR1's own Lara
//! (her model, animations and state changes from `TR_DATA_DIR`'s
//! tr1/TEST1.PHD lent to builder rooms, and on TEST1.PHD itself). Each test
//! cites the routine its figure comes from (TRX = the decompiled TR1,
//! `src/tr1/game/...`). Skipped with a notice without `TR_DATA_DIR`.

use crate::common;

use common::moves::{
    hold, lara_at, lean, level_def, play_bits, play_inputs, steady, turns_in, with_models, Played,
};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::world::Input;

/// A flat room of 20×20 sectors, 16 clicks high, Lara in its
/// middle facing north, playing `inputs` (one per tick).
fn open_floor(inputs: Vec<u32>) -> Option<Played> {
    let room = RoomDef::boxed(0, 0, 20, 20, 0, -16);
    let lara = lara_at([10 * 1024 + 512, 0, 10 * 1024 + 512], 0);
    play_bits(Game::Tr1, vec![room], lara, &inputs, |_, _| {})
}

// TRX tr1 lara/state.c Lara_State_FastTurn sets the turn rate to
// LARA_FAST_TURN (1,456); lara/control.c Lara_HandleAboveWater takes
// LARA_TURN_UNDO (364) off before rotating: 1,092 a tick.
#[test]
fn fast_turn_on_the_spot_turns_1092_a_tick() {
    let Some(p) = open_floor([hold(5, 0), hold(80, Input::LEFT)].concat()) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let fast = turns_in(&p, 20);
    assert!(fast.len() > 10, "reached the fast turn: {:?}", p.states());
    assert_eq!(steady(&fast), -1092);
    assert!(fast.iter().all(|&d| d >= -1092 - 400), "{fast:?}");
}

// TRX tr1 Lara_State_TurnL: the rate grows by LARA_TURN_RATE (409) with no
// limit; the undo (364) leaves 45 more a tick; past LARA_SLOW_TURN (728)
// the goal is the fast turn. Until the animation allows the change, the
// rate grows by exactly 45 a tick.
#[test]
fn the_slow_turn_speeds_up_by_45_a_tick() {
    let Some(p) = open_floor([hold(5, 0), hold(40, Input::LEFT)].concat()) else {
        return;
    };
    let slow = turns_in(&p, 7);
    assert!(slow.len() > 5);
    for w in slow.windows(2) {
        assert_eq!(w[1] - w[0], -45, "{slow:?}");
    }
}

// TRX tr1 Lara_State_Run: turn rate limited to LARA_FAST_TURN (1,456), less
// the undo (364): 1,092 a tick; the lean grows by LARA_LEAN_RATE (273) to
// LARA_LEAN_MAX (2,002), less LARA_LEAN_UNDO (182) a tick.
#[test]
fn running_turns_1092_a_tick_and_leans_up_to_1820() {
    let Some(p) = open_floor([hold(5, 0), hold(80, Input::FORWARD | Input::LEFT)].concat()) else {
        return;
    };
    let run = turns_in(&p, 1);
    assert_eq!(steady(&run), -1092, "{run:?}");
    let leans: Vec<i32> = p.ticks.iter().map(|t| lean(&t.lara)).collect();
    // Held at the limit, the undo takes its 182 off after the routine.
    assert_eq!(*leans.iter().min().unwrap(), -(2002 - 182), "{leans:?}");
    assert!(leans.windows(2).any(|w| w[1] - w[0] == -(273 - 182)));
}

// TRX tr1 Lara_State_Walk: turn rate limited to LARA_SLOW_TURN (728), less
// the undo: 364 a tick.
#[test]
fn walking_turns_364_a_tick() {
    let Some(p) = open_floor(
        [
            hold(5, 0),
            hold(80, Input::FORWARD | Input::WALK | Input::LEFT),
        ]
        .concat(),
    ) else {
        return;
    };
    assert_eq!(steady(&turns_in(&p, 0)), -364);
}

// TRX tr1 Lara_State_Back: LARA_SLOW_TURN, 364 a tick; Lara_State_FastBack:
// LARA_MED_TURN (1,092), 728 a tick once the undo is off.
#[test]
fn stepping_back_turns_364_a_tick() {
    let Some(p) = open_floor(
        [
            hold(5, 0),
            hold(60, Input::BACK | Input::WALK | Input::LEFT),
        ]
        .concat(),
    ) else {
        return;
    };
    assert_eq!(steady(&turns_in(&p, 16)), -364);
}

/// A room with a block `clicks` high across its north half, its south face
/// at z = 5·1024, Lara south of it at distance `gap` from the face (her
/// origin), facing north.
fn wall_room(clicks: i32, gap: i32, inputs: Vec<u32>) -> Option<Played> {
    let mut room = RoomDef::boxed(0, 0, 10, 10, 0, -24);
    for x in 1..9 {
        for z in 5..9 {
            room.sector_mut(x, z).floor = [-clicks; 4];
        }
    }
    let def = level_def(
        vec![room],
        lara_at([5 * 1024 + 512, 0, 5 * 1024 - gap], 0),
        vec![],
    );
    let level = with_models(&def, Game::Tr1)?;
    Some(play_inputs(
        level,
        inputs.into_iter().map(|bits| Input { bits }),
        |_, _| {},
        "wall room",
    ))
}

// TRX tr1 Lara_Col_BackJump (M_Jumper) never tests for a grab: a back jump
// with Action held into a wall lands, it does not hang.
#[test]
fn a_back_jump_never_grabs() {
    let Some(p) = wall_room(
        6,
        -200,
        [
            hold(3, 0),
            hold(3, Input::JUMP | Input::BACK),
            hold(60, Input::ACTION | Input::BACK),
        ]
        .concat(),
    ) else {
        return;
    };
    assert!(p.ever(|e| e.state == 25), "back jump: {:?}", p.states());
    assert!(!p.ever(|e| e.state == 10), "grabbed from a back jump");
}

// TRX tr1 Lara_Col_FastDive: landing above fall speed 133 is fatal whatever
// the damage rule says (Lara_LandedBad would spare her up to 140).
#[test]
fn a_fast_dive_landing_above_133_kills() {
    // A pit 12 clicks deep ahead of a run-up.
    let mut room = RoomDef::boxed(0, 0, 10, 20, 0, -16);
    for x in 1..9 {
        for z in 4..19 {
            room.sector_mut(x, z).floor = [36; 4];
        }
    }
    let def = level_def(
        vec![room],
        lara_at([5 * 1024 + 512, 0, 2 * 1024], 0),
        vec![],
    );
    let Some(level) = with_models(&def, Game::Tr1) else {
        return;
    };
    let inputs = [
        hold(3, 0),
        hold(15, Input::FORWARD),
        hold(12, Input::FORWARD | Input::JUMP),
        hold(120, Input::WALK),
    ]
    .concat();
    let p = play_inputs(
        level,
        inputs.into_iter().map(|bits| Input { bits }),
        |_, _| {},
        "pit",
    );
    assert!(
        p.ever(|e| e.state == 52),
        "swan dive: {:?} at {:?}",
        p.states(),
        p.last().pos
    );
    assert!(p.ever(|e| e.state == 53), "fast dive: {:?}", p.states());
    assert!(p.last().health <= 0, "died: {:?}", p.states());
}

// TRX tr1 lara/misc.c Lara_LandedBad: damage 1000·d²/196 for d = fall speed
// − 140 up to 14, death above (with C's truncating division).
#[test]
fn fall_damage_follows_landed_bad() {
    // A 6-click drop lands below 140 (unhurt); 12 clicks hurts; 24 kills.
    for (clicks, hurt, dead) in [(6, false, false), (24, true, true)] {
        let mut room = RoomDef::boxed(0, 0, 10, 20, 0, -40);
        for x in 1..9 {
            for z in 6..19 {
                room.sector_mut(x, z).floor = [clicks; 4];
            }
        }
        let def = level_def(
            vec![room],
            lara_at([5 * 1024 + 512, 0, 5 * 1024], 0),
            vec![],
        );
        let Some(level) = with_models(&def, Game::Tr1) else {
            return;
        };
        let inputs = [hold(3, 0), hold(40, Input::FORWARD), hold(100, 0)].concat();
        let p = play_inputs(
            level,
            inputs.into_iter().map(|bits| Input { bits }),
            |_, _| {},
            "drop",
        );
        let h = p.last().health;
        assert_eq!(h < 1000, hurt, "{clicks} clicks: health {h}");
        assert_eq!(h <= 0, dead, "{clicks} clicks: health {h}");
    }
}

// TRX tr1 lara/col.c Lara_Col_Walk tests Lara_TestVault first: with Action
// held, walking into a wall whose top is 4 to 7½ clicks up puts her on the
// stop's first frame with the up jump asked for and animated at once, the
// jump's speed computed to reach the edge: −(√(12·(h + 800)) + 3) for the
// rise h (lara/misc.c, calc_fall_speed taken by lara/common.c
// Lara_Animate's jump command). Six clicks: −(√(12·736) + 3) = −96; the
// first airborne tick adds GRAVITY (6): −90. The up jump then catches the
// edge (Lara_TestHangJumpUp) and she hangs.
#[test]
fn walking_into_a_high_wall_with_action_jumps_up_and_hangs() {
    let Some(p) = wall_room(
        6,
        300,
        [
            hold(3, 0),
            hold(40, Input::FORWARD | Input::WALK | Input::ACTION),
            hold(40, Input::ACTION),
        ]
        .concat(),
    ) else {
        return;
    };
    let up = p.first("up jump", |e| e.state == 28);
    assert!(
        p.ticks[..up].iter().any(|t| t.lara.state == 0),
        "walked first: {:?}",
        p.states()
    );
    let airborne = p.first("airborne", |e| e.gravity);
    assert_eq!(p.ticks[airborne].lara.fall_speed, -90, "{:?}", p.states());
    let hang = p.first("hang", |e| e.state == 10);
    assert!(hang > up, "{:?}", p.states());
    // Square to the wall, her hands on its edge (the face at z = 5·1024).
    let e = &p.ticks[hang + 5].lara;
    assert_eq!(e.rot[1], 0);
    assert!(
        (5 * 1024 - e.pos[2] - 100).abs() <= 1,
        "against the wall: {:?}",
        e.pos
    );
}

/// A room whose north half (z from 5 sectors) is raised `clicks`, Lara on
/// it `from` units north of its edge facing `yaw`, playing `inputs` in
/// `game`.
fn ledge_room(game: Game, clicks: i32, from: i32, yaw: u16, inputs: Vec<u32>) -> Option<Played> {
    let mut room = RoomDef::boxed(0, 0, 10, 10, 0, -24);
    for x in 1..9 {
        for z in 5..9 {
            room.sector_mut(x, z).floor = [-clicks; 4];
        }
    }
    let lara = lara_at([5 * 1024 + 512, -clicks * 256, 5 * 1024 + from], yaw);
    play_bits(game, vec![room], lara, &inputs, |_, _| {})
}

// TRX tr1 lara/col.c Lara_Col_FastBack: a floor more than 200 below her is
// a fall back (LA_FALL_BACK, LS_FALL_BACK 29): hopping back off a one-click
// step (256) she falls, where a step down of 384 would have been walked.
#[test]
fn the_back_hop_falls_back_off_a_one_click_step() {
    let inputs = [hold(5, 0), hold(20, Input::BACK), hold(40, 0)].concat();
    let Some(p) = ledge_room(Game::Tr1, 1, 150, 0, inputs) else {
        return;
    };
    assert!(p.ever(|e| e.state == 5), "no back hop: {:?}", p.states());
    assert!(
        p.ever(|e| e.state == 29),
        "never fell back: {:?}",
        p.states()
    );
    assert_eq!(p.last().pos[1], 0, "down on the lower floor");
}

// A roll over a one-click step: TRX tr1 Lara_Col_Roll falls over a floor
// more than 200 below (LA_FALL_DOWN into the forward jump, 3); TRX tr2's
// Lara_Fallen only past 384 (STEPUP_HEIGHT), so TR2's Lara rolls on down it.
#[test]
fn a_roll_over_a_one_click_step_falls_in_tr1_and_rolls_on_in_tr2() {
    let inputs = [hold(5, 0), hold(3, Input::ROLL), hold(40, 0)].concat();
    for (game, falls) in [(Game::Tr1, true), (Game::Tr2, false)] {
        // Facing south (the drop) from 150 north of the edge.
        let Some(p) = ledge_room(game, 1, 150, 0x8000, inputs.clone()) else {
            return;
        };
        assert!(
            p.ever(|e| e.state == 45),
            "{game:?}: no roll: {:?}",
            p.states()
        );
        assert_eq!(
            p.ever(|e| e.state == 3),
            falls,
            "{game:?}: {:?}",
            p.states()
        );
        assert_eq!(p.last().pos[1], 0, "{game:?}: down on the lower floor");
    }
}

// TRX tr1 Lara_Col_ForwardJump (tr2, tomb3 and TOMB4 the same): landing,
// her speed goes to 0 and Lara_Animate plays one more frame of her
// animation at once, so the original lands a frame further on than TRX's
// fan fix `fix_wall_jump_glitch` (our `wall_jump_glitch` option) does.
#[test]
fn landing_from_a_forward_jump_plays_one_more_frame_unless_the_fix_is_on() {
    let inputs = [
        hold(5, 0),
        hold(40, Input::JUMP | Input::FORWARD),
        hold(30, 0),
    ]
    .concat();
    let room = || vec![RoomDef::boxed(0, 0, 20, 20, 0, -16)];
    let lara = || lara_at([10 * 1024 + 512, 0, 4 * 1024 + 512], 0);
    let Some(original) = play_bits(Game::Tr1, room(), lara(), &inputs, |_, _| {}) else {
        return;
    };
    let fixed = play_bits(Game::Tr1, room(), lara(), &inputs, |w, _| {
        w.set_fix("wall_jump_glitch", true)
    })
    .unwrap();
    // The landing tick: the first on the floor after the flight.
    let landed = |p: &Played| {
        let flying = p.first("flying", |e| e.state == 3 && e.gravity);
        flying
            + p.ticks[flying..]
                .iter()
                .position(|t| !t.lara.gravity)
                .unwrap()
    };
    let (a, b) = (landed(&original), landed(&fixed));
    assert_eq!(a, b, "the same landing tick");
    let frame = |p: &Played, t: usize| (p.ticks[t].lara.anim, p.ticks[t].lara.frame);
    // The original is a frame ahead from the landing on: the fixed run
    // reaches each of its frames a tick later.
    assert_ne!(frame(&original, a), frame(&fixed, a));
    for t in a..a + 5 {
        assert_eq!(frame(&original, t), frame(&fixed, t + 1), "tick {t}");
    }
}
