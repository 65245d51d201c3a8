//! TR3's lizard man (tomb3 lizman.cpp LizManControl): a Lara in a
//! blockable box is attacked there whatever its mood would be and gassed
//! however poisoned she is; it climbs rises of two to four clicks and
//! jumps down drops of four (box.cpp CreatureVault).

use crate::common;

use common::arena::{arena_for, scripted, stand_in_with, LARA_AT, RUN};
use common::bestiary::{SECTOR, WEST};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// tomb3 objects.h LIZARD_MAN.
const LIZARD_MAN: u16 = 35;
/// tomb3 lizman.h: its states (stop, walk, punch 2, aim 2, wait, aim 1,
/// aim 0, punch 1, punch 0 (the gas), run, death).
const STATES: &[(u16, i32, u16)] = &[
    (1, 0, 1),
    (2, 15, 2),
    (3, 10, 2),
    (4, 10, 3),
    (5, 0, 5),
    (6, 0, 8),
    (7, 0, 9),
    (8, 0, 1),
    (9, 0, 1),
    (10, 40, 10),
    (11, 0, 11),
    (12, RUN, 1),
    (13, RUN, 1),
    (14, RUN, 1),
    (15, RUN, 1),
];
/// Its gas states: aiming (LIZMAN_AIM0) and breathing (LIZMAN_PUNCH0).
const GAS: [u16; 2] = [7, 9];

/// Runs the lizard man two sectors from a Lara kept badly poisoned (the
/// most there is), on a door's sector (a blockable box) or not; the
/// lizard man's state and mood after each tick.
fn run(blockable: bool) -> Vec<(u16, String)> {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    if blockable {
        room.sector_mut(
            (LARA_AT[0] / SECTOR) as usize,
            (LARA_AT[2] / SECTOR) as usize,
        )
        .door = true;
    }
    let mut lizard = EntityDef::new(LIZARD_MAN, 0, [LARA_AT[0] + 2 * SECTOR, 0, LARA_AT[2]]);
    lizard.angle = WEST;
    let level = arena_for(
        Game::Tr3,
        room,
        LARA_AT,
        vec![stand_in_with(LIZARD_MAN as u32, 200, 300, STATES)],
        vec![lizard],
    );
    let (mut world, mut host) = scripted(level);
    let t = (0..200)
        .map(|_| {
            poison_her(&mut world, &host);
            host.step(&mut world, Input { bits: 0 });
            let mood = common::lua_eval::<String>(
                &host,
                &mut world,
                "return world.entity(1).state.ai.mood",
            );
            (world.entities()[1].state, mood)
        })
        .collect();
    common::assert_no_script_error(&host, "lizard man");
    t
}

fn poison_her(world: &mut World, host: &ScriptHost) {
    common::lua_eval::<()>(
        host,
        world,
        "local p = require('lara.poison'); p.raise(world.lara(), p.MAX)",
    );
}

#[test]
fn a_lara_in_a_blockable_box_is_attacked_and_gassed_however_poisoned() {
    // tomb3 lizman.cpp LizManControl: its enemy's box flagged blockable
    // (overlap index 0x8000) sets its mood to attack, and lets it aim its
    // gas (LIZMAN_AIM0) at her even with lara.poisoned at 256 or more.
    let open = run(false);
    assert!(
        open.iter().all(|(s, _)| !GAS.contains(s)),
        "it gassed a badly poisoned Lara in an open box"
    );
    let cornered = run(true);
    assert!(
        cornered.iter().all(|(_, m)| m == "attack"),
        "its mood is attack every tick"
    );
    assert!(
        cornered.iter().any(|(s, _)| GAS.contains(s)),
        "it never gassed her in the blockable box"
    );
}

/// Its climbs (lizman.h): four clicks (LIZMAN_CLIMB3), two (CLIMB1), three
/// (CLIMB2); its jump down four (FALL3).
const CLIMB_4: u16 = 12;
const CLIMB_2: u16 = 13;
const CLIMB_3: u16 = 14;
const DROP_4: u16 = 15;
/// lizman.cpp: CreatureVault(item_number, angle, 2, 260): the vault sets it
/// back 260 inside the sector it left.
const SHIFT: i32 = 260;

/// The first tick the lizard man, coming west at Lara from sector 9 with
/// the floor of sectors 1-5 `clicks` clicks above (negative: below) its
/// own, is in a climb or a jump down: its state, position and yaw then,
/// and where it stands a second after.
fn vault(clicks: i32) -> ((u16, [i32; 3], u16), [i32; 3]) {
    // Floors in clicks, up negative: the step's (sectors 1-5) and the rest's.
    let (step, rest) = if clicks > 0 {
        (-clicks, 0)
    } else {
        (0, clicks)
    };
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for i in 0..12 {
        for j in 1..11 {
            room.sector_mut(i, j).floor = [if (1..6).contains(&i) { step } else { rest }; 4];
        }
    }
    let lara = [LARA_AT[0], step * 256, LARA_AT[2]];
    let mut lizard = EntityDef::new(LIZARD_MAN, 0, [9 * SECTOR + 512, rest * 256, LARA_AT[2]]);
    lizard.angle = WEST;
    let level = arena_for(
        Game::Tr3,
        room,
        lara,
        vec![stand_in_with(LIZARD_MAN as u32, 200, 300, STATES)],
        vec![lizard],
    );
    let (mut world, mut host) = scripted(level);
    let mut vaulted = None;
    let mut settled = 0;
    for _ in 0..600 {
        host.step(&mut world, Input { bits: 0 });
        let e = &world.entities()[1];
        if vaulted.is_none() && (CLIMB_4..=DROP_4).contains(&e.state) {
            vaulted = Some((e.state, e.pos, e.rot[1]));
        }
        // A second after its vault it stands on the new floor.
        if vaulted.is_some() && !(CLIMB_4..=DROP_4).contains(&e.state) {
            settled += 1;
            if settled == 30 {
                break;
            }
        }
    }
    common::assert_no_script_error(&host, "lizard man");
    let vaulted = vaulted.unwrap_or_else(|| panic!("no vault of {clicks} clicks"));
    (vaulted, world.entities()[1].pos)
}

#[test]
fn it_climbs_two_to_four_clicks_and_jumps_down_four() {
    // tomb3 box.cpp CreatureVault after lizman.cpp LizManControl's move: a
    // rise of 384 or more is a climb of two clicks, of 640 three, of 896
    // four; a drop of more than 896 a jump down. It goes back to its old
    // height, 260 inside the sector it left (sector 6, west edge: x = 6 ×
    // 1024 + 260), faces the step square on (west, -0x4000), and its climb
    // carries it up (or down) onto the new floor.
    for (clicks, state) in [(2, CLIMB_2), (3, CLIMB_3), (4, CLIMB_4), (-4, DROP_4)] {
        let ((s, at, yaw), after) = vault(clicks);
        let old_floor = if clicks > 0 { 0 } else { clicks * 256 };
        assert_eq!(s, state, "{clicks} clicks");
        assert_eq!(
            [at[0], at[1]],
            [6 * SECTOR + SHIFT, old_floor],
            "{clicks} clicks"
        );
        assert_eq!(yaw, WEST, "{clicks} clicks");
        assert_eq!(
            after[1],
            old_floor - clicks * 256,
            "{clicks} clicks: {after:?}"
        );
        assert!(after[0] < 6 * SECTOR, "{clicks} clicks: {after:?}");
    }
}
