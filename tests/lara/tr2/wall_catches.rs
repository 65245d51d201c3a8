//! TR2's climbable walls holding Lara by her hands: catching her in the
//! air (TRX tr2 lara/misc.c Lara_TestEdgeCatch's click line and
//! Lara_TestHangOnClimbWall) and dropping her from the climb down into a
//! hang where the wall ends under her feet (lara/col.c
//! Lara_Col_ClimbDown); tomb3, TOMB4 and TOMB5 keep them. Proved on each
//! game's own Lara on builder rooms (skipped without `TR_DATA_DIR`).

use crate::common;

use super::ladder_hangs::climbable_wall_room;

use common::moves::{hold, lara_at, play_bits, Played};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::world::spheres::bounds_accurate;
use tombrs::world::Input;

const SECTOR: i32 = 1024;
const GAMES: [Game; 4] = [Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

/// The room with a climbable wall 16 clicks high (out of every jump's
/// reach), climbable above the sectors x = 1..=2.
fn wall_room() -> RoomDef {
    climbable_wall_room(16)
}

/// Lara stands 120 short of the wall in sector (1, 3), jumps up and holds
/// Action.
fn up_jump(game: Game) -> Option<Played> {
    let lara = lara_at([SECTOR + 512, 0, 4 * SECTOR - 120], 0);
    let inputs = [
        hold(3, 0),
        hold(10, Input::JUMP | Input::ACTION),
        hold(80, Input::ACTION),
    ]
    .concat();
    play_bits(game, vec![wall_room()], lara, &inputs, |_, _| {})
}

/// The room with a pit four clicks deep before the wall (z = 3); Lara
/// stands at its edge, jumps forward holding Action and reaches for the
/// wall.
fn reach(game: Game) -> Option<Played> {
    let mut room = wall_room();
    for x in 1..=5 {
        room.sector_mut(x, 3).floor = [8; 4];
    }
    let lara = lara_at([SECTOR + 512, 0, 3 * SECTOR - 40], 0);
    let inputs = [
        hold(3, 0),
        hold(20, Input::JUMP | Input::FORWARD | Input::ACTION),
        hold(60, Input::ACTION),
    ]
    .concat();
    play_bits(game, vec![room], lara, &inputs, |_, _| {})
}

const REACH: u16 = 11;
const UP_JUMP: u16 = 28;
const HANG: u16 = 10;
const CLIMB_STANCE: u16 = 56;
const GRAB_TO_HANG: u32 = 96;
/// The reach's catch starts the grab at its first frame (TRX tr2
/// Lara_TestHangJump), the up jump's at frame 12 (Lara_TestHangJumpUp);
/// hanging still from the grab's frame 21 her feet try the wall (TRX tr2
/// Lara_HangTest with Lara_TestClimbStance).
const REACH_GRAB_FRAME: u16 = 0;
const UP_JUMP_GRAB_FRAME: u16 = 12;
const HANG_REST_FRAME: u16 = 21;
const HANG_TO_LADDER: u32 = 172;
const CLICK: i32 = 256;
const RADIUS: i32 = 100;
const WALL_Z: i32 = 4 * SECTOR;

/// Her hands' height (world y) on a tick: her bounds' top.
fn hands(p: &Played, lara: &tombrs::world::Entity) -> i32 {
    let level = p.world.level();
    lara.pos[1] + i32::from(bounds_accurate(level, lara.anim, lara.frame)[2])
}

/// Checks a catch by the wall from `from` (state): on the first tick she
/// hangs, falling into it, in the grab at `grab_frame`, held, square, her
/// hands `drop` below the first click line under them as the tick began,
/// out of the wall; then still until the grab's frame 21, where her feet
/// go onto the wall. Returns the tick she was caught and that tick's
/// z shift.
fn check_catch(game: Game, p: &Played, from: u16, grab_frame: u16, drop: i32) -> (usize, i32) {
    let level = p.world.level();
    let grab_start = level.animations[GRAB_TO_HANG as usize].frame_start;
    let caught = p.first("caught by the wall", |l| l.state == HANG);
    let before = &p.ticks[caught - 1].lara;
    let at = &p.ticks[caught].lara;
    assert_eq!(before.state, from, "{game:?}: caught from state {from}");
    assert!(
        before.fall_speed > 0,
        "{game:?}: falling: {}",
        before.fall_speed
    );
    assert_eq!(
        (at.anim.0, at.frame - grab_start),
        (GRAB_TO_HANG, grab_frame),
        "{game:?}: the grab's frame"
    );
    assert!(
        !at.gravity && at.fall_speed == 0 && at.speed == 0,
        "{game:?}: held"
    );
    assert_eq!(at.rot[1], 0, "{game:?}: square to the wall");
    let line = (hands(p, before).div_euclid(CLICK) + 1) * CLICK;
    assert_eq!(
        hands(p, at),
        line + drop,
        "{game:?}: hands at the click line (before: {})",
        hands(p, before)
    );
    assert_eq!(at.pos[0], before.pos[0], "{game:?}");
    assert!(
        at.pos[2] + RADIUS < WALL_Z,
        "{game:?}: out of the wall: {:?}",
        at.pos
    );
    let stance = p.first("on the wall", |l| l.state == CLIMB_STANCE);
    assert_eq!(
        stance - caught,
        usize::from(HANG_REST_FRAME - grab_frame) + 1,
        "{game:?}: the grab's frame 21, then the change"
    );
    assert!(
        p.ticks[caught..stance]
            .iter()
            .all(|t| t.lara.pos == at.pos && t.lara.state == HANG),
        "{game:?}: held still on the wall"
    );
    assert_eq!(p.ticks[stance].lara.anim.0, HANG_TO_LADDER, "{game:?}");
    (caught, before.pos[2] - at.pos[2])
}

// TRX tr2 lara/misc.c Lara_TestHangJumpUp with Lara_TestEdgeCatch and
// Lara_TestHangOnClimbWall (tomb3 LaraTestHangJumpUp, TOMB4 and TOMB5
// lara_col_upjump): jumping up against a climbable wall with no edge in
// reach, she falls back until her hands cross a click line, where the wall
// catches her: the grab at its frame 12, her hands on the line (tomb3 on:
// 4 below it), shifted out of the wall by the query's shift twice (once
// by each routine).
#[test]
fn an_up_jump_against_a_climbable_wall_catches_it_at_a_click_line() {
    for game in GAMES {
        let Some(p) = up_jump(game) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        let drop = if game == Game::Tr2 { 0 } else { 4 };
        let (_, shift) = check_catch(game, &p, UP_JUMP, UP_JUMP_GRAB_FRAME, drop);
        assert!(
            shift > 0 && shift % 2 == 0,
            "{game:?}: the same shift twice: {shift}"
        );
    }
}

// TRX tr2 lara/misc.c Lara_TestHangJump with Lara_TestEdgeCatch and
// Lara_TestHangOnClimbWall (tomb3 LaraTestHangJump, TOMB4 and TOMB5
// lara_col_reach): reaching across a pit for a climbable wall, she meets
// it still rising (no catch: the wall takes only a falling Lara) and is
// caught where her hands cross the next click line as she falls: the grab
// from its first frame, her hands on the line (TOMB5: 22 above it).
#[test]
fn a_reach_for_a_climbable_wall_catches_it_at_a_click_line_as_she_falls() {
    for game in GAMES {
        let Some(p) = reach(game) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        let drop = if game == Game::Tr5 { -22 } else { 0 };
        let (caught, _) = check_catch(game, &p, REACH, REACH_GRAB_FRAME, drop);
        let met = p.first("at the wall", |l| l.pos[2] + RADIUS >= WALL_Z - 8);
        assert!(met < caught, "{game:?}");
        assert!(
            p.ticks[met..caught]
                .iter()
                .any(|t| t.lara.state == REACH && t.lara.fall_speed < 0),
            "{game:?}: at the wall still rising"
        );
    }
}

/// The climbing stance's animation (TRX tr2 LA_LADDER_IDLE).
const LADDER_IDLE_ANIM: u32 = 164;
const LADDER_TO_HANG: u32 = 194;
const CLIMB_DOWN: u16 = 61;
const STOP: u16 = 2;
/// Where the climbable face ends above the opening under it.
const WALL_BOTTOM: i32 = -4 * CLICK;

/// The wall room with an opening four clicks high under the climbable
/// face (sectors x = 1..=2 of the north row: floor 0, ceiling −4 clicks);
/// Lara is put in the climbing stance with her feet eight clicks up.
fn climb_down(game: Game) -> Option<Played> {
    let mut room = wall_room();
    for x in 1..=2 {
        let sector = room.sector_mut(x, 4);
        sector.floor = [0; 4];
        sector.ceiling = [WALL_BOTTOM / CLICK; 4];
    }
    let lara = lara_at([SECTOR + 512, -8 * CLICK, 4 * SECTOR - 120], 0);
    let inputs = [
        hold(200, Input::BACK | Input::ACTION),
        hold(40, Input::ACTION),
        hold(60, 0),
    ]
    .concat();
    play_bits(game, vec![room], lara, &inputs, |world, _| {
        let level = world.level().clone();
        let first = level.model_by_type(0).unwrap().1.first_animation.unwrap();
        let anim = tombrs::level::AnimId(first.0 + LADDER_IDLE_ANIM);
        let lara = &mut world.entities_mut()[0];
        lara.anim = anim;
        lara.frame = level.animations[anim.index()].frame_start;
        lara.state = CLIMB_STANCE;
        lara.goal_state = CLIMB_STANCE;
        lara.gravity = false;
    })
}

// TRX tr2 lara/col.c Lara_Col_ClimbDown and Lara_Col_ClimbStance with
// lara/misc.c Lara_TestClimbPos (tomb3, TOMB4, TOMB5 lara_col_climbdown):
// climbing down a wall that ends above an opening, at the first stop where
// the wall's bottom lies within the cycle below a click over her feet
// (less CLIMB_SHIFT) and the floor is more than CLIMB_HANG below, she goes
// back to the stance's animation and drops from it into a hang (its change
// to the hang, 194); she hangs by her hands until she lets go.
#[test]
fn climbing_down_where_the_wall_ends_she_drops_into_a_hang() {
    for game in GAMES {
        let Some(p) = climb_down(game) else {
            eprintln!("skipped: TR_DATA_DIR unset");
            return;
        };
        let drop = p.first("into the hang", |l| l.anim.0 == LADDER_TO_HANG);
        // The stance's animation is set at the stop and its change to the
        // hang played in the same tick (Lara_Animate).
        let before = &p.ticks[drop - 1].lara;
        assert_eq!(before.state, CLIMB_DOWN, "{game:?}: from the climb down");
        // The first stop (her feet a click apart from where she started)
        // where the wall's bottom is within 512 − 70 of a click above them.
        let highest = WALL_BOTTOM + CLICK - (512 - 70);
        let expected = (highest + CLICK - 1).div_euclid(CLICK) * CLICK;
        let at = &p.ticks[drop].lara;
        assert_eq!(at.pos[1], expected, "{game:?}: where her feet lose it");
        assert_eq!(at.state, HANG, "{game:?}");
        let hanging = p.first("hanging", |l| l.state == HANG && l.anim.0 == GRAB_TO_HANG);
        assert!(hanging > drop);
        let last = p.last();
        assert_eq!(
            (last.state, last.pos[1]),
            (STOP, 0),
            "{game:?}: let go onto the floor"
        );
    }
}
