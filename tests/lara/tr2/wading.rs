//! More of TR2's Lara on builder levels carrying the real TR2 Lara (skipped
//! without `TR_DATA_DIR`): wading in shallow water.

use crate::common;

use common::moves::{lara_at, level_def, play_walk, with_models};
use tombrs::builder::{EntityDef, RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::world::{Entity, WaterState};

const CLICK: i32 = 256;
const SECTOR: i32 = 1024;

// ---------------------------------------------------------------- wading

/// A pool 11 × 5 sectors (interior x, z = 1..=9, 1..=3) under an air room
/// of the same footprint, its surface at y = 0. `floors` gives the pool's
/// floor corners (clicks, `SectorDef::floor` order) for each sector column
/// x = 1..=9; `None` is dry land in the air room at floor 0.
fn pool_level(floors: [Option<[i32; 4]>; 9], lara: EntityDef) -> Option<tombrs::level::Level> {
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
    with_models(&level_def(vec![air, pool], lara, vec![]), Game::Tr2)
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
    let Some(level) = pool_level(floors, lara) else {
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
    let Some(level) = pool_level(floors, lara) else {
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
