//! TR2's additions to Lara proved on builder levels carrying TR2's real
//! Lara (skipped without `TR_DATA_DIR`): climbable walls, wading, the
//! water roll, the twist, flares; and TR3's quicksand with TR3's Lara.

use crate::common;

use common::moves::{lara_at, level_def, play_walk, with_models};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;
use tombrs::world::Entity;

const CLICK: i32 = 256;

fn yaw(e: &Entity) -> u16 {
    e.rot[1]
}

/// The short way round from `a` to `b`, in TR angle units.
fn turn(a: u16, b: u16) -> i32 {
    (b as i32 - a as i32 + 32768).rem_euclid(65536) - 32768
}

// ---------------------------------------------------------------- ladders

/// A room 4 × 4 sectors inside with a ledge row eight clicks high along its
/// north side (z = 4); the face of the ledge above the sectors z = 3,
/// x = 1..=4 is climbable (climb bit 1: their +Z side). Lara stands in
/// sector (2, 3) facing north, `back` units from the wall.
fn ladder_level(back: i32) -> Option<tombrs::level::Level> {
    ladder_level_in(Game::Tr2, back, None)
}

/// As [`ladder_level`] for `game`; `top_room` (clicks) lowers the ceiling
/// over the ledge row to that much above its top (a crawlspace).
fn ladder_level_in(game: Game, back: i32, top_room: Option<i32>) -> Option<tombrs::level::Level> {
    let mut room = RoomDef::boxed(0, 0, 6, 6, 0, -20);
    for x in 1..=4 {
        room.sector_mut(x, 4).floor = [-8; 4];
        if let Some(r) = top_room {
            room.sector_mut(x, 4).ceiling = [-8 - r; 4];
        }
        room.sector_mut(x, 3)
            .functions
            .push(FloorFunction::Climb(0x01));
    }
    let lara = lara_at([2 * 1024 + 512, 0, 4 * 1024 - back], 0);
    with_models(&level_def(vec![room], lara, vec![]), game)
}

#[test]
fn tr5_ladder_climbs_into_a_crawlspace_at_the_top() {
    // Two clicks of room over the top: too low to stand, a crawlspace.
    let Some(level) = ladder_level_in(Game::Tr5, 400, Some(2)) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr5_ladder_to_crawl.txt"),
        "tr5_ladder_to_crawl.txt",
        |_, _| {},
    );
    p.first("on the wall", |l| l.state == 56);
    // She never stands up in the crawlspace: the climb ends ducked on the
    // top, inside the ledge row, and she crawls on into it.
    let top = p.first("ducked on the top", |l| {
        l.state == 71 && l.pos[1] == -8 * CLICK
    });
    assert!(p.ticks[top..].iter().all(|t| t.lara.state != 2));
    let end = p.last();
    assert_eq!(end.pos[1], -8 * CLICK, "on the top: {:?}", end.pos);
    assert!(
        end.pos[2] > 4 * 1024 + 256,
        "inside the crawlspace: {:?}",
        end.pos
    );
    assert!(
        matches!(end.state, 71 | 80 | 81),
        "ducked or crawling: {}",
        end.state
    );
}

#[test]
fn tr2_ladder_climbs_to_the_top_and_stands_on_it() {
    let Some(level) = ladder_level(400) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_ladder_up.txt"),
        "tr2_ladder_up.txt",
        |_, _| {},
    );
    p.dump();
    let on = p.first("on the wall", |l| l.state == 56);
    assert!(p.ticks[on].lara.pos[1] < 0);
    let last = p.last();
    assert_eq!(last.state, 2, "standing at the end");
    assert_eq!(last.pos[1], -8 * CLICK, "on the ledge top");
    assert!(last.pos[2] > 4 * 1024, "over the ledge");
}

#[test]
fn tr2_ladder_climbs_down_and_drops_to_the_floor() {
    let Some(level) = ladder_level(400) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_ladder_down.txt"),
        "tr2_ladder_down.txt",
        |_, _| {},
    );
    p.dump();
    let highest = p.ticks.iter().map(|t| t.lara.pos[1]).min().unwrap();
    assert!(highest <= -768, "she climbed up: {highest}");
    let down = p.first("climbing down", |l| l.state == 61);
    let lowest_hold = p.ticks[down..]
        .iter()
        .filter(|t| t.lara.state == 56)
        .map(|t| t.lara.pos[1])
        .max()
        .expect("a stance after climbing down");
    assert_eq!(
        lowest_hold, -512,
        "down to the lowest hold, 512 over the floor"
    );
    let last = p.last();
    assert_eq!(last.state, 2, "standing on the floor at the end");
    assert_eq!(last.pos[1], 0);
    assert!(last.pos[2] > 3800, "at the foot of the wall");
}

#[test]
fn tr2_ladder_moves_sideways_along_the_climbable_part() {
    let Some(level) = ladder_level(400) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_ladder_side.txt"),
        "tr2_ladder_side.txt",
        |_, _| {},
    );
    p.dump();
    assert!(p.ever(|l| l.state == 60), "climbed right");
    assert!(p.ever(|l| l.state == 58), "climbed left");
    let east = p.ticks.iter().map(|t| t.lara.pos[0]).max().unwrap();
    // The climbable face spans x = 1024..5120; she keeps her hands on it.
    assert!(east > 2560 + 1000, "moved well east: {east}");
    assert!(east <= 5 * 1024, "stopped where the face ends: {east}");
    let last = p.last();
    assert!(last.pos[0] < east - 100, "came back west");
    assert_eq!(last.state, 56, "still on the wall");
    assert!(last.pos[1] < 0, "off the floor");
    assert_eq!(yaw(last), 0, "facing the wall");
}

#[test]
fn tr2_ladder_jump_off_backwards() {
    let Some(level) = ladder_level(400) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_ladder_jump.txt"),
        "tr2_ladder_jump.txt",
        |_, _| {},
    );
    p.dump();
    let on = p.first("on the wall", |l| l.state == 56);
    let jump = p.first("back jump", |l| l.state == 25);
    assert!(jump > on);
    let last = p.last();
    assert_eq!(last.pos[1], 0, "landed on the floor");
    assert!(
        last.pos[2] < 3996 - 300,
        "away from the wall: {:?}",
        last.pos
    );
    assert!(matches!(last.state, 2 | 14), "standing: {}", last.state);
}

// ---------------------------------------------------------------- rolls

#[test]
fn tr2_water_roll_turns_her_round() {
    let mut pool = RoomDef::boxed(0, 0, 5, 5, 8, 0);
    pool.water = true;
    let lara = lara_at([2 * 1024 + 512, 1024, 2 * 1024 + 512], 0x4000);
    let Some(level) = with_models(&level_def(vec![pool], lara, vec![]), Game::Tr2) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_water_roll.txt"),
        "tr2_water_roll.txt",
        |_, _| {},
    );
    p.dump();
    let start = yaw(&p.ticks[9].lara);
    let rolled = p.first("water roll", |l| l.state == 66);
    assert!(rolled >= 10);
    let last = p.last();
    assert_eq!(turn(start, yaw(last)).abs(), 32768, "turned round");
    assert_eq!(last.state, 13, "treading again");
}

#[test]
fn tr2_twist_turns_her_round_in_the_air() {
    let room = RoomDef::boxed(0, 0, 8, 5, 0, -16);
    let lara = lara_at([1024 + 512, 0, 2 * 1024 + 512], 0x4000);
    let Some(level) = with_models(&level_def(vec![room], lara, vec![]), Game::Tr2) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/tr2_twist.txt"),
        "tr2_twist.txt",
        |_, _| {},
    );
    p.dump();
    let airborne = p.first("in the air", |l| l.gravity);
    let before = yaw(&p.ticks[airborne].lara);
    let last = p.last();
    assert_eq!(turn(before, yaw(last)).abs(), 32768, "turned round");
    assert!(
        last.pos[0] > 1024 + 512 + 500,
        "carried on east: {:?}",
        last.pos
    );
    assert_eq!(last.pos[1], 0, "landed");
    assert!(!last.gravity);
}
