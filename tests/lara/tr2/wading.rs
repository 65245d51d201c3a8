//! More of TR2's Lara on builder levels carrying the real TR2 Lara (skipped
//! without `TR_DATA_DIR`): wading in shallow water.

use crate::common;

use common::moves::{
    assert_leans_left, hold, lara_at, level_def, play_inputs, play_walk, steady, turns_in,
    with_models,
};
use tombrs::builder::{EntityDef, RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::world::{Entity, Input, WaterState};

const CLICK: i32 = 256;
const SECTOR: i32 = 1024;
const WADE: u16 = 65;

// ---------------------------------------------------------------- wading

/// A pool 11 × 5 sectors (interior x, z = 1..=9, 1..=3) under an air room
/// of the same footprint, its surface at y = 0, with `game`'s Lara.
/// `floors` gives the pool's floor corners (clicks, `SectorDef::floor`
/// order) for each sector column x = 1..=9; `None` is dry land in the air
/// room at floor 0.
fn pool_level(
    game: Game,
    floors: [Option<[i32; 4]>; 9],
    lara: EntityDef,
) -> Option<tombrs::level::Level> {
    let mut air = RoomDef::boxed(0, 0, 11, 5, 0, -16);
    let mut pool = RoomDef::boxed(0, 0, 11, 5, 6, 0);
    pool.water = true;
    for (i, f) in floors.iter().enumerate() {
        let x = i + 1;
        for z in 1..=3 {
            match f {
                Some(f) => {
                    pool.sector_mut(x, z).floor = *f;
                    pool.sector_mut(x, z).open_above = true;
                    air.sector_mut(x, z).floor = [0; 4];
                }
                None => *pool.sector_mut(x, z) = SectorDef::wall(),
            }
        }
    }
    with_models(&level_def(vec![air, pool], lara, vec![]), game)
}

fn is_wading(l: &Entity) -> bool {
    l.water == WaterState::Wade
}

#[test]
fn tr2_wades_across_a_shallow_pool_and_out() {
    // Dry land (x 1..=2), a ramp down (x 3) to a pool two clicks deep
    // (x 4..=6), a ramp up (x 7), dry land (x 8..=9).
    let floors = [
        None,
        None,
        Some([0, 0, 2, 2]),
        Some([2; 4]),
        Some([2; 4]),
        Some([2; 4]),
        Some([2, 2, 0, 0]),
        None,
        None,
    ];
    let lara = lara_at([SECTOR + 512, 0, 2 * SECTOR + 512], 0x4000);
    let Some(level) = pool_level(Game::Tr2, floors, lara) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_wade_across.txt"),
        "tr2_wade_across.txt",
        |_, _| {},
    );
    p.dump();
    let wading = p.first("wading", |l| l.state == 65);
    let at = &p.ticks[wading].lara;
    assert!(is_wading(at), "wading in the water: {:?}", at.water);
    assert!(
        at.pos[0] > 3 * SECTOR && at.pos[0] < 4 * SECTOR + 512,
        "she starts wading on the ramp: {:?}",
        at.pos
    );
    // Across the pool she wades on its floor, never swimming or running.
    for t in &p.ticks {
        let l = &t.lara;
        assert!(
            !matches!(l.water, WaterState::Surface | WaterState::Underwater),
            "never swims: {:?}",
            l.pos
        );
        if l.pos[0] > 4 * SECTOR + 200 && l.pos[0] < 6 * SECTOR + 800 {
            assert!(is_wading(l), "wading in the pool: {:?}", l.pos);
            assert_eq!(l.state, 65, "the wade in the pool: {:?}", l.pos);
            assert_eq!(l.pos[1], 2 * CLICK, "on the pool floor");
        }
    }
    let last = p.last();
    assert!(
        last.pos[0] > 8 * SECTOR,
        "out on the far side: {:?}",
        last.pos
    );
    assert_eq!(last.pos[1], 0, "on dry land");
    assert_eq!(last.water, WaterState::Land);
    assert!(
        p.ticks
            .iter()
            .skip(wading)
            .any(|t| t.lara.state == 1 && t.lara.pos[0] > 7 * SECTOR),
        "runs again out of the water"
    );
}

#[test]
fn tr2_swims_into_the_shallows_stands_up_and_wades_out() {
    // Deep water (x 1..=3, six clicks), shallows two clicks deep (x 4..=5),
    // a ramp up (x 6), dry land (x 7..=9).
    let floors = [
        Some([6; 4]),
        Some([6; 4]),
        Some([6; 4]),
        Some([2; 4]),
        Some([2; 4]),
        Some([2, 2, 0, 0]),
        None,
        None,
        None,
    ];
    let lara = lara_at([SECTOR + 512, 3 * CLICK, 2 * SECTOR + 512], 0x4000);
    let Some(level) = pool_level(Game::Tr2, floors, lara) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_wade_from_deep.txt"),
        "tr2_wade_from_deep.txt",
        |_, _| {},
    );
    p.dump();
    let surfaced = p.first("at the surface", |l| l.water == WaterState::Surface);
    let stood = p.first("wading", is_wading);
    assert!(stood > surfaced);
    let at = &p.ticks[stood].lara;
    assert!(
        at.pos[0] > 3 * SECTOR - 200 && at.pos[0] < 5 * SECTOR,
        "stands up where the shallows begin: {:?}",
        at.pos
    );
    assert!(p.ticks[stood..].iter().any(|t| t.lara.state == 65), "wades");
    let last = p.last();
    assert!(last.pos[0] > 7 * SECTOR, "out on dry land: {:?}", last.pos);
    assert_eq!(last.pos[1], 0, "on the floor");
    assert_eq!(last.water, WaterState::Land);
}

// TRX tr2 lara/state.c Lara_State_Wade (tomb3, TOMB4, TOMB5 lara_as_wade):
// Left adds LARA_TURN_RATE (409) to the turn rate down to -LARA_FAST_TURN
// (-1,456) and leans LARA_LEAN_RATE (273) down to -LARA_LEAN_MAX (-2,002);
// the control loop then takes LARA_TURN_UNDO (364) off the turn and
// LARA_LEAN_UNDO (182) off the lean (Lara_Control). Held, she turns 1,092 a
// tick and leans 91 more a tick up to 1,820.
#[test]
fn wading_she_turns_1092_a_tick_and_leans_up_to_1820_from_tr2_on() {
    // Dry land (x 1), a ramp down (x 2) into a pool two clicks deep.
    let mut floors = [Some([2; 4]); 9];
    floors[0] = None;
    floors[1] = Some([0, 0, 2, 2]);
    for game in [Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let lara = lara_at([SECTOR + 512, 0, 2 * SECTOR + 512], 0x4000);
        let Some(level) = pool_level(game, floors, lara) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        let inputs = [
            hold(3, 0),
            hold(45, Input::FORWARD),
            hold(40, Input::FORWARD | Input::LEFT),
        ]
        .concat();
        let what = format!("{game:?} wading turn");
        let p = play_inputs(
            level,
            inputs.into_iter().map(|bits| Input { bits }),
            |_, _| {},
            &what,
        );
        let wade_turns = turns_in(&p, WADE);
        assert_eq!(steady(&wade_turns), -1092, "{game:?}: {wade_turns:?}");
        assert_leans_left(&p, WADE, 273, 2002, &what);
    }
}

// TRX tr2 lara/col.c Lara_Col_Wade (tomb3, TOMB4, TOMB5 lara_col_wade):
// the wade's collision tests Lara_TestVault before anything else, so
// wading into a bank two clicks high (the pool's floor 512 below it) with
// Action held she climbs it (LA_CLIMB_2CLICK, anim 50); without Action the
// bank stops her in the water.
#[test]
fn wading_into_a_bank_two_clicks_high_with_action_she_climbs_it_from_tr2_on() {
    const VAULT_2: u32 = 50;
    // Dry land (x 1), a ramp down (x 2), the pool two clicks deep (x 3..=4),
    // a bank at floor 0 (x 5..=9).
    let mut floors = [None; 9];
    floors[1] = Some([0, 0, 2, 2]);
    floors[2] = Some([2; 4]);
    floors[3] = Some([2; 4]);
    for game in [Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let play = |keys: u32| {
            let lara = lara_at([SECTOR + 512, 0, 2 * SECTOR + 512], 0x4000);
            let level = pool_level(game, floors, lara)?;
            let inputs = [hold(3, 0), hold(160, Input::FORWARD | keys)].concat();
            let what = format!("{game:?} wading into a bank");
            Some(play_inputs(
                level,
                inputs.into_iter().map(|bits| Input { bits }),
                |_, _| {},
                &what,
            ))
        };
        let Some(climbed) = play(Input::ACTION) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        let vault = climbed.first("climbed the bank", |l| l.anim.0 == VAULT_2);
        assert!(
            climbed.ticks[..vault].iter().any(|t| t.lara.state == WADE),
            "{game:?}: waded to the bank: {:?}",
            climbed.states()
        );
        let last = climbed.last();
        assert_eq!(
            last.pos[1],
            0,
            "{game:?}: on the bank: {:?}",
            climbed.states()
        );
        assert!(
            last.pos[0] > 5 * SECTOR,
            "{game:?}: on the bank: {:?}",
            last.pos
        );
        let stopped = play(0).expect("levels found once");
        let last = stopped.last();
        assert!(
            !stopped.ever(|l| l.anim.0 == VAULT_2),
            "{game:?}: no climb without Action"
        );
        assert_eq!(
            last.pos[1],
            2 * CLICK,
            "{game:?}: still on the pool's floor"
        );
        assert!(
            last.pos[0] < 5 * SECTOR,
            "{game:?}: stopped by the bank: {:?}",
            last.pos
        );
    }
}
