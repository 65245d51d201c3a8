//! TR2's climbable walls meeting hangs, on a builder level carrying TR2's
//! real Lara (skipped without `TR_DATA_DIR`): climbing sideways off the
//! climbable part of a wall into a hang from its top edge, and from a hang
//! over a climbable wall onto it.

use crate::common;

use common::moves::{lara_at, level_def, play_walk, with_models, Played};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;

const CLICK: i32 = 256;
const SECTOR: i32 = 1024;

/// A room 5 × 4 sectors inside with a ledge row `height` clicks high
/// along its north side (z = 4, x = 1..=5); the face of the ledge is
/// climbable above the sectors x = 1..=2 only (climb bit 1 of z = 3).
pub(super) fn climbable_wall_room(height: i32) -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 7, 6, 0, -20);
    for x in 1..=5 {
        room.sector_mut(x, 4).floor = [-height; 4];
    }
    for x in 1..=2 {
        room.sector_mut(x, 3)
            .functions
            .push(FloorFunction::Climb(0x01));
    }
    room
}

/// The room with a ledge eight clicks high; Lara stands in sector (1, 3)
/// facing north, 400 units from the wall.
fn wall_level() -> Option<tombrs::level::Level> {
    let room = climbable_wall_room(8);
    let lara = lara_at([SECTOR + 512, 0, 4 * SECTOR - 400], 0);
    with_models(&level_def(vec![room], lara, vec![]), Game::Tr2)
}

fn play(walk: &str, name: &str) -> Option<Played> {
    Some(play_walk(wall_level()?, walk, name, |_, _| {}))
}

/// Lara's animations these walks meet (TR2 numbers, every later game
/// keeps them): the hang, the swing from a sideways climb into it (201),
/// the hang → stance (172, 173).
const HANG: u32 = 96;
const LADDER_TO_HANG_RIGHT: u32 = 201;
const HANG_TO_LADDER: [u32; 2] = [172, 173];
/// The edge's top and where the climbable part of the wall ends (x).
const TOP: i32 = -8 * CLICK;
const CLIMBABLE_END: i32 = 3 * SECTOR;

#[test]
fn tr2_climbs_sideways_off_the_climbable_wall_into_a_hang_from_its_top() {
    let Some(p) = play(
        include_str!("../../walks/tr2_ladder_to_hang.txt"),
        "tr2_ladder_to_hang.txt",
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    // Up the wall to the stance with her hands at the edge.
    let top = p.first("at the top", |l| {
        l.state == 56 && l.pos[1] == TOP + 2 * CLICK
    });
    let sideways = p.first("climbing right", |l| l.state == 60);
    assert!(sideways > top);
    // Where the climbable part ends she swings into the hang (201).
    let swing = p.first("swinging into the hang", |l| {
        l.anim.0 == LADDER_TO_HANG_RIGHT
    });
    let at = &p.ticks[swing].lara;
    assert!(
        at.pos[0] < CLIMBABLE_END && at.pos[0] > CLIMBABLE_END - 400,
        "at the end of the climbable part: {:?}",
        at.pos
    );
    let hang = swing
        + p.ticks[swing..]
            .iter()
            .position(|t| t.lara.anim.0 == HANG)
            .unwrap();
    let hanging = &p.ticks[hang].lara;
    assert_eq!(hanging.state, 10);
    assert!(
        hanging.pos[0] > at.pos[0] + 150,
        "the hang lies aside: {:?}",
        hanging.pos
    );
    assert!(
        hanging.pos[1] > TOP + 600 && hanging.pos[1] < TOP + 800,
        "hanging by her hands from the edge: {:?}",
        hanging.pos
    );
    // Along the edge over the wall that is not climbable, then up.
    assert!(
        p.ticks[hang..]
            .iter()
            .any(|t| t.lara.state == 31 && t.lara.pos[0] > CLIMBABLE_END + 256),
        "shimmies right along the edge"
    );
    let last = p.last();
    assert_eq!(last.state, 2, "standing at the end");
    assert_eq!(last.pos[1], TOP, "on the top");
    assert!(
        last.pos[0] > CLIMBABLE_END,
        "past the climbable part: {:?}",
        last.pos
    );
    assert!(last.pos[2] > 4 * SECTOR, "over the edge: {:?}", last.pos);
}

#[test]
fn tr2_hang_over_a_climbable_wall_puts_her_on_it_and_she_climbs_down() {
    let Some(p) = play(
        include_str!("../../walks/tr2_hang_to_ladder.txt"),
        "tr2_hang_to_ladder.txt",
    ) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    let swing = p.first("swinging into the hang", |l| {
        l.anim.0 == LADDER_TO_HANG_RIGHT
    });
    let back = swing
        + p.ticks[swing..]
            .iter()
            .position(|t| t.lara.state == 30)
            .expect("shimmies back left");
    // Hanging still where the wall below is climbable across her width,
    // her feet go onto it (172 lifts her 190 into the stance). The frame
    // advances before the state change is tried, so 172's one frame plays
    // a tick of its own and its end command lifts her as it hands over to
    // 173 on the next (TRX tr2 lara/control.c Lara_Animate).
    let on = back
        + p.ticks[back..]
            .iter()
            .position(|t| HANG_TO_LADDER.contains(&t.lara.anim.0))
            .expect("onto the wall");
    let from = &p.ticks[on - 1].lara;
    let stance = &p.ticks[on].lara;
    assert_eq!(from.state, 10, "from the hang");
    assert!(
        from.pos[0] < CLIMBABLE_END - 220,
        "over the climbable part: {:?}",
        from.pos
    );
    assert_eq!(stance.state, 56);
    assert_eq!(stance.anim.0, HANG_TO_LADDER[0], "into the stance");
    assert_eq!(stance.pos[1], from.pos[1], "not lifted yet");
    let lifted = &p.ticks[on + 1].lara;
    assert_eq!(lifted.anim.0, HANG_TO_LADDER[1], "in the stance");
    assert_eq!(lifted.pos[1], from.pos[1] - 190, "lifted into the stance");
    // Down the wall and off it onto the floor.
    assert!(
        p.ticks[on..].iter().any(|t| t.lara.state == 61),
        "climbs down"
    );
    let lowest = p.ticks[on..]
        .iter()
        .filter(|t| t.lara.state == 56)
        .map(|t| t.lara.pos[1])
        .max()
        .unwrap();
    assert!(
        lowest > -CLICK * 2 - 70,
        "down to the lowest hold: {lowest}"
    );
    let last = p.last();
    assert_eq!(last.state, 2, "standing on the floor at the end");
    assert_eq!(last.pos[1], 0);
    assert!(
        last.pos[2] < 4 * SECTOR,
        "at the foot of the wall: {:?}",
        last.pos
    );
}
