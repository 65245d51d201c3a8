//! TR3's lizard man (tomb3 lizman.cpp LizManControl) and a Lara in a
//! blockable box: it attacks her there whatever its mood would be, and
//! breathes its gas at her however poisoned she is (its vaults:
//! tr3/vaults.rs).

use crate::common;

use common::arena::{arena_for, scripted, stand_in_with, LARA_AT, RUN};
use common::bestiary::{SECTOR, WEST};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// tomb3 objects.h LIZARD_MAN.
pub(super) const LIZARD_MAN: u16 = 35;
/// tomb3 lizman.h: its states (stop, walk, punch 2, aim 2, wait, aim 1,
/// aim 0, punch 1, punch 0 (the gas), run, death, its climbs and its jump
/// down).
pub(super) const STATES: &[(u16, i32, u16)] = &[
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
