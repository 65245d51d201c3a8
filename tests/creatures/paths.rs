//! Creatures choosing their way as the originals do: each keeps a search
//! over the box graph (TRX tr1 box.c Box_SearchLOT, Box_UpdateLOT) that
//! expands five boxes a tick from the box it wants outwards, within its
//! class's step, drop and block mask, and heads where Box_CalculateTarget
//! leads along the exits found. Builder levels; the figures are worked out
//! from those routines.

use crate::common;

use common::arena::{arena_with, scripted, stand_in_with};
use common::bestiary::RAPTOR;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::level::{BoxId, Level};
use tombrs::world::creature::Locomotion;
use tombrs::world::nav::lot::{Search, EXPANSION};
use tombrs::world::nav::ZoneClass;
use tombrs::world::{Input, World};

const SECTOR: i32 = 1024;
/// TR1's raptor and wolf (scripts/objects/tr1.lua).
const RAPTOR_TYPE: u32 = 19;
const WOLF_TYPE: u32 = 7;

/// The wolf's stand-in (TR1's states, TRX tr1 wolf.c): `(state, speed,
/// next)`, starting asleep.
const WOLF: &[(u16, i32, u16)] = &[
    (8, 0, 8),
    (1, 0, 1),
    (2, 16, 2),
    (3, 40, 3),
    (4, 40, 3),
    (5, 16, 5),
    (6, 40, 3),
    (7, 0, 9),
    (9, 0, 9),
    (10, 0, 10),
    (11, 0, 11),
    (12, 0, 9),
];

/// The middle of sector (x, z) at floor `y`.
fn at(x: i32, z: i32, y: i32) -> [i32; 3] {
    [x * SECTOR + 512, y, z * SECTOR + 512]
}

/// The box of room 0's sector (x, z).
fn cell_box(level: &Level, x: usize, z: usize) -> BoxId {
    level.rooms[0].sector(x, z).unwrap().box_id.unwrap()
}

/// A TR1 level of `room` with Lara at `lara` and a creature of `type_id`
/// (the raptor or the wolf, on its stand-in) at `creature`, facing west.
fn level_of(room: RoomDef, lara: [i32; 3], type_id: u32, creature: [i32; 3]) -> Level {
    let mut e = EntityDef::new(type_id as u16, 0, creature);
    e.angle = 0xC000;
    let states = if type_id == WOLF_TYPE { WOLF } else { RAPTOR };
    arena_with(
        room,
        lara,
        vec![stand_in_with(type_id, 200, 300, states)],
        vec![e],
    )
}

/// The boxes entity 1 stands in over `ticks` ticks with Lara still, each
/// box once in the order entered, and the tick (1-based) it first stood in
/// `goal` with its search then.
fn route(level: Level, ticks: usize, goal: BoxId) -> (Vec<BoxId>, Option<(usize, Search)>) {
    let (mut world, mut host) = scripted(level);
    let mut boxes = Vec::new();
    let mut arrived = None;
    for t in 1..=ticks {
        host.step(&mut world, Input { bits: 0 });
        let e = &world.entities()[1];
        let b = world
            .box_at(e.room, e.pos)
            .expect("the creature keeps to its boxes");
        if boxes.last() != Some(&b) {
            boxes.push(b);
        }
        if b == goal && arrived.is_none() {
            arrived = Some((t, world.search(e.id).unwrap().clone()));
        }
    }
    let trouble = common::script_log_at(&host, tombrs::script::Severity::Warn);
    assert!(trouble.is_empty(), "{trouble:#?}");
    (boxes, arrived)
}

/// A 12×12 TR1 room split by a wall along x = 6 from z = 1 to 9: the way
/// between the halves is the gap at z = 10. The builder's boxes: the west
/// half (x 1–5, but for its north-west corner, a click up, and the rest of
/// its north row), the south strip (z = 10, x 6–10) and the east half (x
/// 7–10, z 1–9).
///
/// The corner keeps Lara's box from being the last one a creature's first
/// search (from its own box) expands: TR1 leaves the queue's tail there
/// when the queue runs dry (TRX tr1 box.c Box_SearchLOT, unlike tr2's), and
/// a later search for that very box would never be queued
/// (Box_UpdateLOT).
fn walled_room() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for z in 1..=9 {
        room.sector_mut(6, z).wall = true;
    }
    room.sector_mut(1, 1).floor = [-1; 4];
    room
}

#[test]
fn a_raptor_goes_round_a_wall_through_its_gap() {
    let level = level_of(walled_room(), at(2, 5, 0), RAPTOR_TYPE, at(9, 5, 0));
    let (west, south, east) = (
        cell_box(&level, 2, 5),
        cell_box(&level, 8, 10),
        cell_box(&level, 9, 5),
    );
    assert_eq!(
        cell_box(&level, 6, 10),
        south,
        "the gap is the south strip's"
    );
    let (boxes, arrived) = route(level, 600, west);
    // Box_SearchLOT from Lara's box: the first tick's five expansions pop
    // the west half (giving the strip its exit), then the strip (giving the
    // east half its exit): the raptor follows east → strip → west.
    assert_eq!(boxes[..3], [east, south, west], "{boxes:?}");
    let (tick, search) = arrived.expect("the raptor reaches Lara's half");
    assert_eq!(search.target_box(), Some(west));
    assert_eq!(search.exit_of(east.index()), Some(south));
    assert_eq!(search.exit_of(south.index()), Some(west));
    eprintln!("the raptor enters Lara's half at tick {tick}");
}

/// A TR1 room whose east part is a platform four clicks up: its west edge
/// drops straight to the floor, and a stair of one-click steps runs down
/// the south row (x 6, 5, 4 at 3, 2 and 1 clicks).
fn platform_room() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for x in 7..=10 {
        for z in 1..=10 {
            room.sector_mut(x, z).floor = [-4; 4];
        }
    }
    for (x, clicks) in [(6, -3), (5, -2), (4, -1)] {
        room.sector_mut(x, 10).floor = [clicks; 4];
    }
    // A far corner, so Lara's box is not the first search's last (see
    // `walled_room`).
    room.sector_mut(1, 1).floor = [-1; 4];
    room
}

#[test]
fn a_drop_deeper_than_its_class_takes_sends_a_raptor_down_the_stair() {
    let start = at(9, 3, -1024);
    let level = level_of(platform_room(), at(2, 3, 0), RAPTOR_TYPE, start);
    let stair: Vec<BoxId> = [6, 5, 4].iter().map(|&x| cell_box(&level, x, 10)).collect();
    let goal = cell_box(&level, 2, 3);
    let (boxes, arrived) = route(level, 900, goal);
    // TRX tr1 lot.c: the raptor steps and drops one click; the search skips
    // the platform's four-click edge and leads down the stair.
    for step in &stair {
        assert!(
            boxes.contains(step),
            "the raptor takes the stair: {boxes:?}"
        );
    }
    assert!(arrived.is_some(), "it comes down: {boxes:?}");
}

#[test]
fn a_wolf_drops_off_the_platform_its_class_may_drop_from() {
    let start = at(9, 3, -1024);
    let level = level_of(platform_room(), at(2, 3, 0), WOLF_TYPE, start);
    let stair: Vec<BoxId> = [6, 5, 4].iter().map(|&x| cell_box(&level, x, 10)).collect();
    let goal = cell_box(&level, 2, 3);
    let (boxes, arrived) = route(level, 900, goal);
    // TRX tr1 lot.c LOT_InitialiseSlot: a wolf drops a sector (WALL_L), so
    // the search links the floor to the platform's edge directly.
    assert!(
        stair.iter().all(|s| !boxes.contains(s)),
        "the wolf drops straight down: {boxes:?}"
    );
    assert!(arrived.is_some(), "{boxes:?}");
}

/// A 1-sector-wide corridor along z from z = 1 to 10 and back along x = 3
/// (a U), its floor stepping a click up and down every sector so each
/// sector is a box of its own.
fn corridor_room() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for x in 1..=10 {
        for z in 1..=10 {
            room.sector_mut(x, z).wall = true;
        }
    }
    let mut cells: Vec<(usize, usize)> = (1..=10).map(|z| (1, z)).collect();
    cells.extend([(2, 10), (3, 10)]);
    cells.extend((1..=9).rev().map(|z| (3, z)));
    for (k, &(x, z)) in cells.iter().enumerate() {
        let s = room.sector_mut(x, z);
        s.wall = false;
        s.floor = [-((k % 2) as i32); 4];
    }
    room
}

/// A world of `level` where entity 1 walks as a TR1 ground creature
/// (`large` or not) with a fresh search.
fn searching(level: Level, large: bool) -> World {
    let mut world = World::new(std::sync::Arc::new(level), 1);
    let mut loco = Locomotion::walker(ZoneClass::Ground(0), 256, 256, 341);
    loco.large = large;
    world.entities_mut()[1].locomotion = Some(loco);
    world.start_search(1);
    world
}

/// Ticks of Box_CalculateTarget until the box of entity 1 has an exit
/// towards `goal`, and the exits from there.
fn ticks_to_route(world: &mut World, goal: BoxId) -> (usize, Vec<BoxId>) {
    let id = world.entities()[1].id;
    world.search_mut(id).unwrap().set_required_box(Some(goal));
    let e = &world.entities()[1];
    let own = world.box_at(e.room, e.pos).unwrap();
    for tick in 1..=100 {
        world.calculate_target(id).unwrap();
        let search = world.search(id).unwrap();
        if search.exit_of(own.index()).is_some() {
            let mut way = vec![own];
            while let Some(next) = search.exit_of(way.last().unwrap().index()) {
                way.push(next);
            }
            return (tick, way);
        }
    }
    panic!("no way to {goal:?}")
}

#[test]
fn a_long_way_is_found_five_boxes_a_tick() {
    let level = level_of(corridor_room(), at(3, 1, 0), RAPTOR_TYPE, at(1, 1, 0));
    let goal = cell_box(&level, 3, 1);
    let mut world = searching(level, false);
    let (ticks, way) = ticks_to_route(&mut world, goal);
    // 21 boxes from the creature's to Lara's: Lara's box is popped first, the
    // creature's box gets its exit from the 20th pop, in tick
    // ceil(20 / 5) = 4.
    assert_eq!(way.len(), 21, "{way:?}");
    assert_eq!(ticks, (way.len() - 1).div_ceil(EXPANSION));
    assert_eq!(ticks, 4);
}

/// A room split by a wall along x = 6 with a door in it at z = 5 (a click
/// up, so the door's sector is a box of its own, blockable), and a longer
/// way round the south: the gap at (6, 10) and a row of one-sector boxes
/// along z = 10 (floors a click apart, walled off from the east half by
/// x 7–9 of row 9) up into the east half at x = 10.
fn doored_room() -> RoomDef {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for z in 1..=9 {
        room.sector_mut(6, z).wall = true;
    }
    let door = room.sector_mut(6, 5);
    door.wall = false;
    door.door = true;
    door.floor = [-1; 4];
    for x in 7..=9 {
        room.sector_mut(x, 9).wall = true;
    }
    for x in 6..=10 {
        room.sector_mut(x, 10).floor = [-((x % 2 == 0) as i32); 4];
    }
    room
}

#[test]
fn closed_doors_and_blockable_boxes_send_creatures_the_long_way() {
    let level = level_of(doored_room(), at(2, 5, 0), RAPTOR_TYPE, at(9, 5, 0));
    let door = cell_box(&level, 6, 5);
    let round = cell_box(&level, 8, 10);
    let goal = cell_box(&level, 2, 5);
    assert!(level.navigation.boxes[door.index()].blockable);
    // Open: the short way through the door.
    let mut world = searching(level.clone(), false);
    let (_, way) = ticks_to_route(&mut world, goal);
    assert!(way.contains(&door), "{way:?}");
    assert_eq!(way.len(), 3, "{way:?}");
    // Closed (the door's box blocked): round the south. Box_SearchLOT stamps
    // the blocked box with BLOCKED_SEARCH and gives it no exit; the stamp
    // it hands the east half is overwritten by the open way's.
    let mut world = searching(level.clone(), false);
    world.set_box_blocked(door, true);
    let (_, way) = ticks_to_route(&mut world, goal);
    assert!(!way.contains(&door) && way.contains(&round), "{way:?}");
    assert_eq!(way.len(), 8, "{way:?}");
    // A large creature (block mask BLOCKABLE) never uses the door's box,
    // open as it is.
    let mut world = searching(level, true);
    let (_, way) = ticks_to_route(&mut world, goal);
    assert!(!way.contains(&door) && way.contains(&round), "{way:?}");
}

#[test]
fn tr1_boxes_end_on_the_next_sectors_edge() {
    // TR1 stores box bounds in world units, each maximum the edge of the
    // sector past the box, and TRX tr1 box.c compares positions with
    // `<= box->right`: a point on that edge counts as in the box. TR2 on
    // store sectors and take `(right << WALL_SHIFT) - 1`.
    let Some(path) = common::shared("tr1/TEST1.PHD") else {
        return;
    };
    let bytes = std::fs::read(&path).unwrap();
    let level = Level::load(&bytes, Some("PHD")).unwrap();
    for b in &level.navigation.boxes {
        let bounds = [b.x_min, b.x_max, b.z_min, b.z_max];
        assert!(bounds.iter().all(|v| v % SECTOR == 0), "{bounds:?}");
    }
}
