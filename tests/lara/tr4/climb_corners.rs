//! TR4's climbing round corners of climbable walls, on builder levels
//! carrying TR4's own Lara (lent from `TR_DATA_DIR`'s tr4/TEST1.TR4;
//! skipped without it): from the climbing stance where the wall ends she
//! goes round into the wall beside her (inside, 109/110) or round the end
//! of the wall onto its side face (outside, 107/108), then climbs on along
//! it. TR5's Lara, with the same animations, does it too. The figures are
//! worked from TOMB4 laraclmb.cpp LaraClimbLeftCornerTest /
//! LaraClimbRightCornerTest, LaraDoClimbLeftRight and lara.cpp
//! SetCornerAnim.

use crate::common;

use common::moves::{lara_at, level_def, play_walk, with_models};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;

const SECTOR: i32 = 1024;
/// TR4's state ids (lara/states.lua).
const STANCE: u16 = 56;
const CLIMB_LEFT: u16 = 58;
const CLIMB_RIGHT: u16 = 60;
const CORNER_OUT_LEFT: u16 = 107;
const CORNER_OUT_RIGHT: u16 = 108;
const CORNER_IN_LEFT: u16 = 109;
const CORNER_IN_RIGHT: u16 = 110;
/// The stance's animation (TOMB4 ANIM_CLIMBSTNC).
const STANCE_ANIM: u32 = 164;
/// Her radius and how far beyond it she looks at the wall to each side
/// (TOMB4 lara_col_climbleft / lara_col_climbright: radius + 120).
const SIDE_REACH: i32 = 100 + 120;
/// Her sideways climbs (170, 171) move her this far a tick.
const SIDE_STEP: i32 = 5;
/// The north wall's face: she climbs it a radius and a unit off, where she
/// gets on (TRX tr1 collide.c Room_FindGridShift).
const NORTH_FACE: i32 = 4 * SECTOR;
/// Held on a wall facing west, every climbing tick squares her a radius
/// off it, a unit nearer than the corner puts her (lara/ladder.lua
/// `square_up`); facing east it keeps her where the corner puts her.
const SQUARED_WEST: i32 = -1;

fn climb(room: &mut RoomDef, x: usize, z: usize, bits: u8) {
    room.sector_mut(x, z)
        .functions
        .push(FloorFunction::Climb(bits));
}

/// Inside corners: a wall eight clicks high along the north of a room
/// 5 × 4 sectors inside, its face climbable along its whole length and the
/// room's west and east walls climbable beside it (sectors (1, 3), (5, 3)).
fn inside_room() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 7, 6, 0, -20);
    for x in 1..=5 {
        room.sector_mut(x, 4).floor = [-8; 4];
    }
    climb(&mut room, 1, 3, 0x01 | 0x08);
    for x in 2..=4 {
        climb(&mut room, x, 3, 0x01);
    }
    climb(&mut room, 5, 3, 0x01 | 0x02);
    room
}

/// Outside corners: a block eight clicks high over sectors x = 2..=4 of
/// the north row, its south face climbable, and its west and east faces
/// (climb bits of sectors (1, 4) and (5, 4)).
fn outside_room() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 7, 6, 0, -20);
    for x in 2..=4 {
        room.sector_mut(x, 4).floor = [-8; 4];
        climb(&mut room, x, 3, 0x01);
    }
    climb(&mut room, 1, 4, 0x02);
    climb(&mut room, 5, 4, 0x08);
    room
}

/// One corner climb: the room, where along the north wall she gets on
/// (x), which way she climbs (−1 left, +1 right), the sector line (x)
/// where the wall ends that way, and whether the corner is inside.
struct Corner {
    room: fn() -> RoomDef,
    start_x: i32,
    side: i32,
    end: i32,
    inside: bool,
}

/// The sideways state, the corner state and its two animations (TOMB4
/// LaraDoClimbLeftRight: ANIM_EXTCLIMBL 363 … ANIM_INTCLIMBR 369, each
/// followed by its end) and her heading after it (SetCornerAnim: outside
/// left +90°, right −90°; inside left −90°, right +90°; from north).
fn moves(side: i32, inside: bool) -> (u16, u16, [u32; 2], u16) {
    match (side < 0, inside) {
        (true, true) => (CLIMB_LEFT, CORNER_IN_LEFT, [367, 368], 0xC000),
        (false, true) => (CLIMB_RIGHT, CORNER_IN_RIGHT, [369, 370], 0x4000),
        (true, false) => (CLIMB_LEFT, CORNER_OUT_LEFT, [363, 364], 0x4000),
        (false, false) => (CLIMB_RIGHT, CORNER_OUT_RIGHT, [365, 366], 0xC000),
    }
}

/// Where the corner test puts her from `p` (TOMB4 LaraClimb{Left,Right}-
/// CornerTest's sector-offset sums): as far off the new face as she was
/// off the north wall, and as far from the corner along it as she was from
/// the line where the wall ended; inside the face is that line, outside it
/// lies beyond it, her new face running north from the corner.
fn corner_spot(c: &Corner, p: &[i32; 3], yaw: u16) -> [i32; 2] {
    let (wall, along) = (NORTH_FACE - p[2], (c.end - p[0]).abs());
    let across = if c.inside { -c.side } else { c.side };
    let squared = if yaw == 0xC000 { SQUARED_WEST } else { 0 };
    let along_z = if c.inside { -along } else { along };
    [c.end + across * wall + squared, NORTH_FACE + along_z]
}

fn check(game: Game, c: Corner) {
    let (climb, state, anims, yaw) = moves(c.side, c.inside);
    let lara = lara_at([c.start_x, 0, NORTH_FACE - 400], 0);
    let Some(level) = with_models(&level_def(vec![(c.room)()], lara, vec![]), game) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let (walk, name) = if c.side < 0 {
        (
            include_str!("../../walks/tr4_climb_corner_left.txt"),
            "tr4_climb_corner_left.txt",
        )
    } else {
        (
            include_str!("../../walks/tr4_climb_corner_right.txt"),
            "tr4_climb_corner_right.txt",
        )
    };
    let p = play_walk(level, walk, name, |_, _| {});
    let climbing = p.first("climbing sideways", |l| l.state == climb);
    let turn = p.first("round the corner", |l| l.state == state);
    assert!(turn > climbing);
    // From the stance's own animation, a tick after the sideways climb
    // stopped where its side probe last found the wall (within a step of
    // the line where it ends), facing north.
    let before = &p.ticks[turn - 1].lara;
    assert_eq!((before.state, before.anim.0), (STANCE, STANCE_ANIM));
    assert_eq!(before.rot[1], 0);
    assert_eq!(p.ticks[turn - 2].lara.state, climb, "stopped climbing");
    assert_eq!(before.pos[2], NORTH_FACE - 101, "on the north wall");
    let probe = before.pos[0] + c.side * SIDE_REACH;
    let short = if c.side < 0 {
        probe - c.end
    } else {
        c.end - 1 - probe
    };
    assert!((0..SIDE_STEP).contains(&short), "the probe at {probe}");
    // The turn and its end, a tick each (one-frame animations), and where
    // it ends she holds on in the stance on the other face.
    let played: Vec<u32> = p.ticks[turn..turn + 3]
        .iter()
        .map(|t| t.lara.anim.0)
        .collect();
    assert_eq!(played, [anims[0], anims[1], STANCE_ANIM]);
    assert_eq!(
        p.ticks[turn + 1].lara.pos,
        before.pos,
        "not moved while turning"
    );
    let after = &p.ticks[turn + 2].lara;
    assert_eq!(after.state, STANCE);
    assert_eq!(after.rot[1], yaw, "turned a quarter");
    let [x, z] = corner_spot(&c, &before.pos, yaw);
    assert_eq!(
        [after.pos[0], after.pos[2]],
        [x, z],
        "from {:?}",
        before.pos
    );
    assert_eq!(after.pos[1], before.pos[1], "at the same height");
    // ... and climbs on along it the same way round: inside away from the
    // north wall, outside away from the block's corner.
    let on = if c.inside { -1 } else { 1 };
    let further = p.ticks[turn + 2..]
        .iter()
        .map(|t| &t.lara)
        .find(|l| l.state == climb && (l.pos[2] - z) * on >= 100)
        .expect("climbs on along the new face");
    assert_eq!((further.pos[0], further.rot[1]), (x, yaw));
    let last = p.last();
    assert_eq!(
        (last.state, last.rot[1]),
        (STANCE, yaw),
        "still on the wall"
    );
}

/// Into the inside corner with the room's west wall (1024).
fn inside_left() -> Corner {
    Corner {
        room: inside_room,
        start_x: 2 * SECTOR + 512,
        side: -1,
        end: SECTOR,
        inside: true,
    }
}

/// Round the block's south-east corner (5120) onto its east face.
fn outside_right() -> Corner {
    Corner {
        room: outside_room,
        start_x: 4 * SECTOR + 512,
        side: 1,
        end: 5 * SECTOR,
        inside: false,
    }
}

#[test]
fn tr4_lara_climbs_left_into_an_inside_corner() {
    check(Game::Tr4, inside_left());
}

#[test]
fn tr4_lara_climbs_right_into_an_inside_corner() {
    // The room's east wall at 6144.
    check(
        Game::Tr4,
        Corner {
            room: inside_room,
            start_x: 4 * SECTOR + 512,
            side: 1,
            end: 6 * SECTOR,
            inside: true,
        },
    );
}

#[test]
fn tr4_lara_climbs_left_round_the_outside_of_a_wall() {
    // The block's south-west corner (2048), onto its west face.
    check(
        Game::Tr4,
        Corner {
            room: outside_room,
            start_x: 2 * SECTOR + 512,
            side: -1,
            end: 2 * SECTOR,
            inside: false,
        },
    );
}

#[test]
fn tr4_lara_climbs_right_round_the_outside_of_a_wall() {
    check(Game::Tr4, outside_right());
}

#[test]
fn tr5_lara_climbs_round_corners_as_tr4() {
    // TOMB5 laraclmb.cpp has the same corner tests; its Lara the same
    // one-frame animations 363–370.
    check(Game::Tr5, outside_right());
    check(Game::Tr5, inside_left());
}
