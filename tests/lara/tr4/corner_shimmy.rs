//! TR4's corner shimmy, proved on builder levels carrying TR4's own Lara
//! (lent from `TR_DATA_DIR`'s tr4/TEST1.TR4; skipped without it): hanging
//! from an edge she shimmies round the outside of a pillar (107/108) and
//! into the inside of an L-shaped ledge (109/110), ending on the other face;
//! TR5's Lara, with the same animations, does it too.

use crate::common;

use common::moves::{play_walk, with_models, Played};
use tombrs::builder::{objects, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;

/// TR4's state ids (lara/states.lua).
const HANG: u16 = 10;
const UP_JUMP: u16 = 28;
const HANG_LEFT: u16 = 30;
const HANG_RIGHT: u16 = 31;
const CORNER_OUT_LEFT: u16 = 107;
const CORNER_OUT_RIGHT: u16 = 108;
const CORNER_IN_LEFT: u16 = 109;
const CORNER_IN_RIGHT: u16 = 110;
/// Lara's radius: she hangs this far from the wall face.
const RADIUS: i32 = 100;
/// The edges' top: six clicks up.
const TOP: i32 = -1536;

/// A room 10 × 10 sectors, ceiling 24 clicks up, with the sectors `raised`
/// six clicks high; Lara at `pos` facing north (+z), before a face.
fn level_def(raised: &[(usize, usize)], pos: [i32; 3]) -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 10, 10, 0, -24);
    for &(x, z) in raised {
        room.sector_mut(x, z).floor = [-6; 4];
    }
    let mut me = EntityDef::new(0, 0, pos);
    me.angle = 0;
    LevelDef {
        rooms: vec![room],
        models: objects::all(),
        entities: vec![me],
        ..Default::default()
    }
}

/// What a corner walk must show: she catches the edge facing north, shimmies
/// (state `shimmy`), goes round the corner (state `corner`) from where
/// `at_corner` holds, and ends hanging (state 10) facing `yaw`, at `x`, with
/// z in `z`, at the height she hung before.
struct Expect {
    shimmy: u16,
    corner: u16,
    at_corner: fn(&[i32; 3]) -> bool,
    yaw: u16,
    x: i32,
    z: std::ops::Range<i32>,
}

fn check(p: &Played, want: Expect) {
    let hung = p.first("caught the edge", |e| e.state == HANG);
    // TR4's up jump from standing catches the edge straight above.
    assert_eq!(p.ticks[hung - 1].lara.state, UP_JUMP, "from the up jump");
    let settled = &p.ticks[hung + 5].lara;
    assert_eq!(settled.rot[1], 0, "facing the first face");
    let y = settled.pos[1];
    assert!(y > TOP, "hanging below the top: {y}");
    let shimmy = p.first("shimmied", |e| e.state == want.shimmy);
    let round = p.first("went round the corner", |e| e.state == want.corner);
    assert!(round > shimmy);
    let before = &p.ticks[round - 1].lara;
    assert!(
        (want.at_corner)(&before.pos),
        "at the corner: {:?}",
        before.pos
    );
    assert_eq!(before.rot[1], 0, "still on the first face");
    // The corner animation plays out, then she hangs on the other face.
    let after = round
        + p.ticks[round..]
            .iter()
            .position(|t| t.lara.state == HANG)
            .expect("hanging again after the corner");
    assert!(after - round >= 20, "the turn takes its animation's time");
    let e = &p.ticks[after].lara;
    assert_eq!(e.rot[1], want.yaw, "turned by a quarter");
    assert_eq!(e.pos[0], want.x, "a radius off the new face: {:?}", e.pos);
    assert!(
        want.z.contains(&e.pos[2]),
        "along the new face: {:?}",
        e.pos
    );
    assert_eq!(e.pos[1], y, "at the same height");
    // ... and stays there, holding on.
    let end = p.last();
    assert_eq!((end.state, end.pos, end.rot[1]), (HANG, e.pos, want.yaw));
}

/// Plays `walk` (its file `name`) on `def` with `game`'s own Lara and checks
/// it against `want`; skipped without `TR_DATA_DIR`.
fn corner_walk(def: &LevelDef, game: Game, walk: &str, name: &str, want: Expect) {
    let Some(level) = with_models(def, game) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    check(&play_walk(level, walk, name, |_, _| {}), want);
}

/// The pillar: sector (5, 5); she stands south of it, against its face.
fn pillar() -> LevelDef {
    level_def(&[(5, 5)], [5 * 1024 + 512, 0, 5 * 1024 - 120])
}

/// Round the pillar's south-east corner onto its east face, facing west
/// (−90°).
fn round_the_south_east_corner() -> Expect {
    Expect {
        shimmy: HANG_RIGHT,
        corner: CORNER_OUT_RIGHT,
        at_corner: |pos| pos[0] > 6 * 1024 - 200 && pos[0] <= 6 * 1024 - RADIUS,
        yaw: 0xC000,
        x: 6 * 1024 + RADIUS,
        z: 5 * 1024..5 * 1024 + 200,
    }
}

#[test]
fn tr4_lara_shimmies_right_round_the_outside_of_a_pillar() {
    corner_walk(
        &pillar(),
        Game::Tr4,
        include_str!("../../walks/tr4_corner_out_right.txt"),
        "tr4_corner_out_right.txt",
        round_the_south_east_corner(),
    );
}

#[test]
fn tr4_lara_shimmies_left_round_the_outside_of_a_pillar() {
    // Round the south-west corner onto the west face, facing east (+90°).
    corner_walk(
        &pillar(),
        Game::Tr4,
        include_str!("../../walks/tr4_corner_out_left.txt"),
        "tr4_corner_out_left.txt",
        Expect {
            shimmy: HANG_LEFT,
            corner: CORNER_OUT_LEFT,
            at_corner: |pos| pos[0] < 5 * 1024 + 200 && pos[0] >= 5 * 1024 + RADIUS,
            yaw: 0x4000,
            x: 5 * 1024 - RADIUS,
            z: 5 * 1024..5 * 1024 + 200,
        },
    );
}

#[test]
fn tr5_lara_shimmies_round_the_outside_of_a_pillar_too() {
    // TR5's Lara has the same corner animations (355–362).
    corner_walk(
        &pillar(),
        Game::Tr5,
        include_str!("../../walks/tr4_corner_out_right.txt"),
        "tr4_corner_out_right.txt",
        round_the_south_east_corner(),
    );
}

/// An L-shaped ledge: the north row (z 6, x 2–7) and a column down from
/// it at x `column` (z 2–5); she stands in sector (`stand`, 5) against the
/// north row's face.
fn ell(column: usize, stand: i32) -> LevelDef {
    let mut raised: Vec<(usize, usize)> = (2..=7).map(|x| (x, 6)).collect();
    raised.extend((2..=5).map(|z| (column, z)));
    level_def(&raised, [stand * 1024 + 512, 0, 6 * 1024 - 120])
}

#[test]
fn tr4_lara_shimmies_right_into_an_inside_corner() {
    // Into the corner onto the east column's west face, facing east (+90°).
    corner_walk(
        &ell(7, 6),
        Game::Tr4,
        include_str!("../../walks/tr4_corner_in_right.txt"),
        "tr4_corner_in_right.txt",
        Expect {
            shimmy: HANG_RIGHT,
            corner: CORNER_IN_RIGHT,
            at_corner: |pos| pos[0] > 7 * 1024 - 200 && pos[0] <= 7 * 1024 - RADIUS,
            yaw: 0x4000,
            x: 7 * 1024 - RADIUS,
            z: 6 * 1024 - 200..6 * 1024 - RADIUS + 1,
        },
    );
}

#[test]
fn tr4_lara_shimmies_left_into_an_inside_corner() {
    // Into the corner onto the west column's east face, facing west (−90°).
    corner_walk(
        &ell(2, 3),
        Game::Tr4,
        include_str!("../../walks/tr4_corner_in_left.txt"),
        "tr4_corner_in_left.txt",
        Expect {
            shimmy: HANG_LEFT,
            corner: CORNER_IN_LEFT,
            at_corner: |pos| pos[0] < 3 * 1024 + 200 && pos[0] >= 3 * 1024 + RADIUS,
            yaw: 0xC000,
            x: 3 * 1024 + RADIUS,
            z: 6 * 1024 - 200..6 * 1024 - RADIUS + 1,
        },
    );
}
