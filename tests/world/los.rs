//! Line of sight as the originals' `LOS_Check` (TRX tr1 game/los.c; tomb3
//! control.cpp `LOS`): the segment is walked across the sector lines of
//! the shorter axis, then of the longer, each stop shortening the target;
//! a floor or ceiling the end lies beyond clips it (`ClipTarget`). The
//! figures below are worked out by hand from that walk: slopes in 1024ths
//! with C's truncating division, the first sector line at `x | 1023`
//! going up or `x & !1023` going down.

use std::sync::Arc;

use tombrs::builder::{build, LevelDef, RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::level::{Level, RoomId};
use tombrs::world::los::Sight;
use tombrs::world::World;

/// Room 0: 8×8 sectors, floor 0, ceiling −4096, a pillar (wall column) at
/// sector (3, 3) and a step 512 high at sectors (5, 5) and (5, 6). Room 1:
/// 8×8 sectors from x = 6, joined to room 0 along x 6…7 (each room's border
/// column is the other's interior).
fn sight_rooms() -> World {
    let mut near = RoomDef::boxed(0, 0, 8, 8, 0, -16);
    *near.sector_mut(3, 3) = SectorDef::wall();
    *near.sector_mut(5, 5) = SectorDef::open(-2, -16);
    *near.sector_mut(5, 6) = SectorDef::open(-2, -16);
    let far = RoomDef::boxed(6, 0, 8, 8, 0, -16);
    let def = LevelDef {
        rooms: vec![near, far],
        ..Default::default()
    };
    World::new(
        Arc::new(Level::from_raw(&build(&def, Game::Tr1)).unwrap()),
        1,
    )
}

/// What a sight found, without the rooms it crossed.
type Found = (bool, [i32; 3], RoomId);

fn sight(clear: bool, point: [i32; 3], room: u32) -> Found {
    (clear, point, RoomId(room))
}

fn seen(s: Sight) -> Found {
    (s.clear, s.point, s.room)
}

/// Behind the pillar's corner: dx 2048, dz 768, so z is walked first. The
/// z walk starts on line 4095 at x = 2560 + (2730·511 >> 10) = 3922, which
/// is inside the pillar (−1): the target shortens to (3922, −512, 4095).
/// The x walk towards it (z slope 523264/1362 = 384) starts on line 3071 at
/// z = 3584 + (384·511 >> 10) = 3775, and the sector across (x 3072) is
/// the pillar (0): the sight stops at (3071, −512, 3775) in room 0.
#[test]
fn a_target_behind_a_wall_corner_is_hidden_where_the_walk_meets_it() {
    let world = sight_rooms();
    let from = [2560, -512, 3584];
    let to = [4608, -512, 4352];
    assert_eq!(
        seen(world.los(RoomId(0), from, to)),
        sight(false, [3071, -512, 3775], 0)
    );
    assert!(!world.line_of_sight(RoomId(0), from, to));
    // One sector row further from the pillar the same slope passes it.
    let (from, to) = ([2560, -512, 4608], [4608, -512, 5376]);
    assert_eq!(seen(world.los(RoomId(0), from, to)), sight(true, to, 0));
    assert!(world.line_of_sight(RoomId(0), from, to));
}

/// Straight along x from room 0 into room 1: the z walk has nothing to do
/// (dz 0), the x walk crosses the lines 3071 … 9215 and the portal, and
/// the end is found in room 1.
#[test]
fn a_sight_through_a_portal_ends_in_the_far_room() {
    let world = sight_rooms();
    let (from, to) = ([2560, -512, 2560], [9728, -512, 2560]);
    let through = world.los(RoomId(0), from, to);
    assert_eq!(seen(through), sight(true, to, 1));
    // The x walk (the last) stood in room 0, then in room 1 from the
    // first line past the portal: the rooms a shot's smashable test looks
    // through (TRX tr2 los.c LOS_CheckX's room list).
    assert_eq!(through.rooms.as_slice(), &[RoomId(0), RoomId(1)]);
    // Beyond room 1's far wall (x 13312 on) the walk stops on its last line.
    let beyond = [14848, -512, 2560];
    assert_eq!(
        seen(world.los(RoomId(0), from, beyond)),
        sight(false, [13311, -512, 2560], 1)
    );
}

/// Over the step (floor −512 at x 5120…6143): at y −256 the sector across
/// line 5119 is below its floor (0: blocked at the line); at y −768 the
/// sight passes. Falling from y −768 to 256 (y slope 512) the walk is on
/// line 5119 at y −768 + (512·511 >> 10) = −513, above the step, then on
/// line 6143 at −1, inside it (−1); the end beneath the step's floor is
/// clipped to it: y −512, x = 4608 + 1535·256 / 767 = 5120.
#[test]
fn a_step_hides_a_low_target_and_clips_a_falling_sight() {
    let world = sight_rooms();
    let low = seen(world.los(RoomId(0), [4608, -256, 5632], [6656, -256, 5632]));
    assert_eq!(low, sight(false, [5119, -256, 5632], 0));
    let (from, to) = ([4608, -768, 5632], [6656, -768, 5632]);
    assert_eq!(seen(world.los(RoomId(0), from, to)), sight(true, to, 0));
    let falling = seen(world.los(RoomId(0), from, [6656, 256, 5632]));
    assert_eq!(falling, sight(false, [5120, -512, 5632], 0));
}

/// On the real TR1 level (tr1/TEST1.PHD, room 0: sectors x 5…9, z 10…21,
/// floor 0, ceiling −3072; a block raised to −1024 at sectors (5, 16…17); a
/// pit 3072 deep at sectors (6…8, 11…13)), figures from the same walk:
/// - along −x towards the block at y −512: the x walk starts on line 7168
///   (7680 & !1023) and on line 6144 the sector across (x 6143, floor
///   −1024) is above the sight (0): it stops at (6144, −512, 16896);
/// - down into the pit (dx 2048, dy 3072, y slope 1536): the x walk's
///   first line 6143 is at y −512 + (1536·511 >> 10) = 254, below the floor
///   of sector 5 (−1); that end is clipped to the floor: y 0, x = 5632 +
///   511·512 / 766 = 5973;
/// - from Lara's start straight down the room (dx 0) nothing stands in the
///   way: the z walk crosses lines 21504 … 11264 above every floor.
#[test]
fn the_real_tr1_level_sees_as_the_walk_does() {
    let Some(path) = crate::common::shared("tr1/TEST1.PHD") else {
        return;
    };
    let level = Level::load(&std::fs::read(path).unwrap(), Some("phd")).unwrap();
    let world = World::new(Arc::new(level), 1);
    let room = RoomId(0);
    let block = seen(world.los(room, [7680, -512, 16896], [5632, -512, 16896]));
    assert_eq!(block, sight(false, [6144, -512, 16896], 0));
    let pit = seen(world.los(room, [5632, -512, 11776], [7680, 2560, 11776]));
    assert_eq!(pit, sight(false, [5973, 0, 11776], 0));
    let (start, end) = ([7680, -512, 22016], [7680, -512, 10752]);
    assert_eq!(seen(world.los(room, start, end)), sight(true, end, 0));
    assert!(world.line_of_sight(room, start, end));
    assert!(!world.line_of_sight(room, [5632, -512, 11776], [7680, 2560, 11776]));
}
