//! Seth's routine beyond his bolts (TOMB4 seth.cpp `SethControl`): the
//! leap across a gap before him, the leap up to fire under a high ceiling,
//! and Lara's death in his hands (`CreatureKill` with ANIM_SETHDEATH).
//! Stand-in models of TOMB4's state numbers (creatures/tr4/bosses.rs).

use crate::common;

use super::bosses::{model, SETHA, SETH_LONG, SETH_STATES};
use common::arena::{arena_for, facing_lara, open_room, scripted, LARA_AT};
use common::bestiary::{idle, no_script_trouble, SECTOR};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::World;

/// TOMB4 seth.cpp's states: idle 1, jump 5, kill 8, kill's end 9, the
/// leap's fire 12.
const IDLE: u16 = 1;
const JUMP: u16 = 5;
const KILL: u16 = 8;
const KILL_END: u16 = 9;
const JUMP_FIRE: u16 = 12;
/// The stand-in's leap: eight frames of 320.
const LEAP: i32 = 320;

/// Seth's stand-in with a leap that moves (`SETH_STATES` hold it still).
fn seth_leaping() -> ModelDef {
    let states: Vec<(u16, i32, u16)> = SETH_STATES
        .iter()
        .map(|&(s, v, n)| {
            if s == JUMP {
                (s, LEAP, IDLE)
            } else {
                (s, v, n)
            }
        })
        .collect();
    model(SETHA, 300, &states, SETH_LONG)
}

/// A TR4 arena of `room` with Seth `apart` east of Lara facing her, put
/// in his stand at once (out of his start's leap fire).
fn seth_in(room: RoomDef, seth: ModelDef, apart: i32) -> (World, ScriptHost) {
    let (mut world, mut host) = scripted(arena_for(
        Game::Tr4,
        room,
        LARA_AT,
        vec![seth],
        vec![facing_lara(SETHA, apart, 0, 0)],
    ));
    lua_eval::<()>(
        &host,
        &mut world,
        &format!("require('creatures.undead').force(world.entity(1), {IDLE})"),
    );
    host.step(&mut world, idle());
    (world, host)
}

/// The arena under a ceiling `ceiling` clicks above the floor, with a pit
/// eight clicks deep across it over sector column `pit` (none: `None`).
fn room(ceiling: i32, pit: Option<usize>) -> RoomDef {
    let mut room = open_room();
    for i in 0..12 {
        for j in 0..12 {
            room.sector_mut(i, j).ceiling = [-ceiling; 4];
        }
    }
    if let Some(i) = pit {
        for j in 1..11 {
            room.sector_mut(i, j).floor = [8; 4];
        }
    }
    room
}

#[test]
fn seth_leaps_the_gap_before_him() {
    // Lara 4440 west of him (beyond every attack's range); the pit in
    // column 5 (x 5120–6144). From x 7000 facing west his probes (870
    // apart: SethControl's Xoffset) find the pit at 6130 and 5260 (more
    // than 384 under his feet) and the floor at 4390 level with them: a
    // gap he can leap (state 5). The ceiling (six clicks) is too low for
    // his leap up to fire (more than 1792 wanted).
    let (mut world, mut host) = seth_in(room(6, Some(5)), seth_leaping(), 7000 - LARA_AT[0]);
    let (mut leapt, mut lowest) = (false, 0);
    for _ in 0..120 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        leapt |= e.state == JUMP;
        lowest = lowest.max(e.pos[1]);
        if leapt && e.state != JUMP {
            break;
        }
    }
    let e = &world.entities()[1];
    assert!(leapt, "Seth: never leapt (state {})", e.state);
    assert!(
        e.pos[0] < 5 * SECTOR,
        "Seth: did not land across the pit (x {})",
        e.pos[0]
    );
    assert_eq!(lowest, 0, "Seth: fell into the pit");
    no_script_trouble("Seth", &host);
}

#[test]
fn seth_does_not_leap_where_the_far_side_is_lower() {
    // The same pit two sectors wide (columns 4 and 5): the third probe
    // (4390) finds the pit too, not a floor level with his feet.
    let mut pit = room(6, Some(5));
    for j in 1..11 {
        pit.sector_mut(4, j).floor = [8; 4];
    }
    let (mut world, mut host) = seth_in(pit, seth_leaping(), 7000 - LARA_AT[0]);
    for t in 0..120 {
        host.step(&mut world, idle());
        assert_ne!(world.entities()[1].state, JUMP, "Seth leapt at {t}");
    }
    no_script_trouble("Seth", &host);
}

/// Times Seth takes up his leap's fire (12) from his stand in 400 ticks
/// under a ceiling `ceiling` clicks high, Lara 3584 off (beyond his dual
/// fire and pounce, within his single fire).
fn leaps_to_fire(ceiling: i32) -> usize {
    let (mut world, mut host) = seth_in(room(ceiling, None), seth_leaping(), 3584);
    world.entities_mut()[0].health = 30000;
    let (mut leaps, mut was) = (0, IDLE);
    for _ in 0..400 {
        host.step(&mut world, idle());
        let s = world.entities()[1].state;
        if s == JUMP_FIRE && was != JUMP_FIRE {
            leaps += 1;
        }
        was = s;
    }
    no_script_trouble("Seth", &host);
    leaps
}

#[test]
fn seth_leaps_up_to_fire_only_under_a_high_ceiling() {
    // SethControl: a ceiling more than 1792 over his feet (16 clicks:
    // 4096) and a roll of one in two, when he would see her from 1536
    // higher; under seven clicks (1792, not more) never.
    assert!(
        leaps_to_fire(16) >= 1,
        "Seth: never leapt up to fire under 4096"
    );
    assert_eq!(leaps_to_fire(7), 0, "Seth: leapt up to fire under 1792");
}

#[test]
fn seths_killing_blow_is_her_death_in_his_hands() {
    // His reach (900) covers her 700 off: the kill blow (250 between its
    // frames 16 and 25) takes her last 100.
    let (mut world, mut host) = {
        let seth = model(SETHA, 900, SETH_STATES, SETH_LONG);
        seth_in(open_room(), seth, 700)
    };
    world.entities_mut()[0].health = 100;
    let mut killed = None;
    for _ in 0..120 {
        host.step(&mut world, idle());
        if world.entities()[0].health <= 0 {
            killed = Some(world.entities()[1].clone());
            break;
        }
        assert!(
            [IDLE, KILL].contains(&world.entities()[1].state),
            "Seth: not after her with his kill blow (state {})",
            world.entities()[1].state
        );
    }
    let seth = killed.expect("Seth: his blow never killed her");
    host.step(&mut world, idle());
    // CreatureKill: he plays his kill's end (state 9); she stands at his
    // place with his heading in her death (the hero's stand-in for
    // ANIM_SETHDEATH is its death, 32).
    let seth_now = &world.entities()[1];
    assert_eq!(seth_now.state, KILL_END, "Seth: not in his kill");
    let lara = &world.entities()[0];
    assert_eq!(
        (lara.pos[0], lara.pos[2]),
        (seth.pos[0], seth.pos[2]),
        "Lara: not at his place"
    );
    assert_eq!(lara.rot[1], seth.rot[1], "Lara: not with his heading");
    let (anim, goal): (i64, i64) = lua_eval(
        &host,
        &mut world,
        "local l = world.lara(); return l.anim, l.goal_state",
    );
    assert_eq!((anim, goal), (32, 8), "Lara: not in her death in his hands");
    no_script_trouble("Seth", &host);
}
