//! TR3's quicksand proved on builder levels carrying TR3's real Lara
//! (skipped without `TR_DATA_DIR`): a room whose flag bit 7 says it is
//! filled with quicksand (spec 000 §3.4.6), in which she wades slowly,
//! sinks, and drowns once her head is under — unless she walks out first.

use crate::common;

use common::moves::{
    assert_leans_left, hold, lara_at, level_def, play_inputs, play_walk, steady, turns_in,
    with_models, Played,
};
use tombrs::builder::{RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::world::{Entity, Input, WaterState};

const CLICK: i32 = 256;
const SECTOR: i32 = 1024;
/// TR3's room flag bit of quicksand.
const QUICKSAND: u16 = 0x80;
/// The pit's shelves and its deep part (clicks under the surface).
const SHELF: i32 = 1;
const DEEP: i32 = 8;
/// Her feet deeper than this under the surface (y = 0), her head is under
/// (tomb3 laramisc.cpp LaraControl).
const HEAD_UNDER: i32 = 775;

/// An air room 10 × 5 sectors (interior x, z = 1..=8, 1..=3) over a
/// quicksand pit under x = 3..=7, its surface level with the dry floor
/// (y = 0) at x = 1..=2 and 8: a shelf one click under the surface along
/// each bank (x = 3 and 7) and eight clicks deep between (x = 4..=6).
/// Lara stands at x = 1.5 sectors, z = 2.5, facing east (+x), towards it.
fn sand_level() -> Option<tombrs::level::Level> {
    let mut air = RoomDef::boxed(0, 0, 10, 5, 0, -16);
    let mut pit = RoomDef::boxed(0, 0, 10, 5, DEEP, 0);
    pit.flags = QUICKSAND;
    for x in 1..=8 {
        for z in 1..=3 {
            match x {
                3 | 7 => pit.sector_mut(x, z).floor = [SHELF; 4],
                4..=6 => {}
                _ => {
                    *pit.sector_mut(x, z) = SectorDef::wall();
                    continue;
                }
            }
            pit.sector_mut(x, z).open_above = true;
            air.sector_mut(x, z).floor = [0; 4];
        }
    }
    let lara = lara_at([SECTOR + 512, 0, 2 * SECTOR + 512], 0x4000);
    with_models(&level_def(vec![air, pit], lara, vec![]), Game::Tr3)
}

fn play(walk: &str, name: &str) -> Option<Played> {
    let level = sand_level()?;
    Some(play_walk(level, walk, name, |_, _| {}))
}

fn wading(l: &Entity) -> bool {
    l.water == WaterState::Wade
}

/// Never swims: quicksand has no surface swimming and no diving.
fn never_swims(p: &Played) {
    for t in &p.ticks {
        assert!(
            !matches!(t.lara.water, WaterState::Surface | WaterState::Underwater),
            "never swims in quicksand: {:?}",
            t.lara.pos
        );
    }
}

#[test]
fn tr3_quicksand_sinks_her_and_drowns_her_when_she_stays() {
    let Some(p) = play(
        include_str!("../../walks/tr3_quicksand_sink.txt"),
        "tr3_quicksand_sink.txt",
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    never_swims(&p);
    // Caught wading as soon as she is past the wade depth in the deep part.
    let caught = p.first("caught wading", wading);
    let at = &p.ticks[caught].lara;
    assert!(at.pos[0] > 4 * SECTOR, "in the deep part: {:?}", at.pos);
    assert!(
        at.pos[1] > SHELF * CLICK && at.pos[1] < SHELF * CLICK + 32,
        "just past the wade depth (256): {:?}",
        at.pos
    );
    assert_eq!(at.stride, 50, "she wades at half pace");
    // Standing still she sinks two units a tick until her head is under.
    let dead = p.first("dead", |l| l.health <= 0);
    let under = p.first("head under", |l| l.pos[1] > HEAD_UNDER);
    assert!(under < dead);
    let still = caught + 30;
    for w in p.ticks[still..under].windows(2) {
        let (a, b) = (&w[0].lara, &w[1].lara);
        assert_eq!(b.pos[1] - a.pos[1], 2, "sinks 2 a tick: {:?}", b.pos);
        assert_eq!(b.pos[0], a.pos[0], "standing still");
        assert_eq!(b.air, 1800, "breathing while her head is out");
    }
    // Then her breath goes, 6 a tick, and once it is gone 10 health a
    // tick: 1800 / 6 + 1000 / 10 = 400 ticks.
    let choking = p.first("out of breath", |l| l.air < 0);
    assert_eq!(p.ticks[under].lara.air, 1800 - 6);
    assert!(
        (choking as i32 - under as i32 - 300).abs() <= 1,
        "breath gone 300 ticks after her head went under: {}",
        choking - under
    );
    assert_eq!(p.ticks[choking + 1].lara.health, 1000 - 2 * 10);
    assert!(
        (dead as i32 - under as i32 - 400).abs() <= 2,
        "dead 400 ticks after her head went under: {}",
        dead - under
    );
    assert!(
        p.ticks[dead..].iter().any(|t| t.lara.state == 8),
        "death state"
    );
    assert!(p.last().pos[1] > HEAD_UNDER, "she stays under");
}

#[test]
fn tr3_quicksand_lets_her_walk_out_before_she_sinks_too_far() {
    let Some(p) = play(
        include_str!("../../walks/tr3_quicksand_escape.txt"),
        "tr3_quicksand_escape.txt",
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    never_swims(&p);
    let caught = p.first("caught wading", wading);
    let out = caught
        + p.ticks[caught..]
            .iter()
            .position(|t| !wading(&t.lara))
            .expect("out of the quicksand");
    let deepest = p.ticks[caught..out]
        .iter()
        .map(|t| t.lara.pos[1])
        .max()
        .unwrap();
    assert!(
        deepest > SHELF * CLICK + 64 && deepest < SHELF * CLICK + 384,
        "sank, but less than a step below the shelf: {deepest}"
    );
    // Stepping back she goes half as fast wading as on the shelf.
    let step = |range: &[common::moves::Tick]| {
        range
            .windows(2)
            .filter(|w| w[1].lara.state == 16 && w[0].lara.state == 16)
            .map(|w| w[0].lara.pos[0] - w[1].lara.pos[0])
            .max()
            .unwrap_or(0)
    };
    let (in_sand, on_shelf) = (step(&p.ticks[caught..out]), step(&p.ticks[out..]));
    assert!(
        in_sand > 0 && in_sand * 2 <= on_shelf + 1,
        "half pace in the sand: {in_sand} against {on_shelf}"
    );
    let shelf = &p.ticks[out].lara;
    assert_eq!(shelf.pos[1], SHELF * CLICK, "up on the shelf");
    assert_eq!(shelf.stride, 100);
    let last = p.last();
    assert!(
        last.pos[0] < 3 * SECTOR,
        "back on the dry floor: {:?}",
        last.pos
    );
    assert_eq!(last.pos[1], 0);
    assert_eq!(last.water, WaterState::Land);
    assert_eq!(last.health, 1000);
}

// tomb3 lara.cpp lara_as_wade in a ROOM_SWAMP room: Left adds 409 to the
// turn rate down to -728 and leans 273 down to -1,001 (half the wade's
// figures elsewhere); the control loop then takes 364 off the turn and 182
// off the lean (laramisc.cpp LaraAboveWater). Held, she turns 364 a tick
// and leans 91 more a tick up to 819.
#[test]
fn wading_in_quicksand_she_turns_364_a_tick_and_leans_up_to_819() {
    const WADE: u16 = 65;
    let Some(level) = sand_level() else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    // As tr3_quicksand_escape.txt: along the shelf, a step into the deep
    // part, caught wading; then Forward and Left.
    let inputs = [
        hold(190, Input::FORWARD | Input::WALK),
        hold(15, 0),
        hold(5, Input::FORWARD),
        hold(30, Input::FORWARD | Input::LEFT),
    ]
    .concat();
    let p = play_inputs(
        level,
        inputs.into_iter().map(|bits| Input { bits }),
        |_, _| {},
        "wading turn in quicksand",
    );
    never_swims(&p);
    let turns = turns_in(&p, WADE);
    assert_eq!(steady(&turns), -364, "{turns:?}: {:?}", p.states());
    assert_leans_left(&p, WADE, 273, 1001, "wading in quicksand");
}
