//! Which zone array each creature class reads, per game: TR1–TR3 files order
//! their ground zones by step (tomb3 lot.cpp `ground_zone[(step >> 8) - 1]`),
//! TR4 and TR5 files by `LOT.zone` (TOMB4 types.h: SKELLY_ZONE, BASIC_ZONE,
//! CROC_ZONE, HUMAN_ZONE, set per type in lot.cpp `InitialiseSlot`); the
//! builder writes them in the same orders.

use std::sync::Arc;
use tombrs::builder::{build, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::BoxId;
use tombrs::level::Level;
use tombrs::world::nav::ZoneClass;
use tombrs::world::World;

use crate::common;

/// A room with a one-sector gap, flagged for jumping, across column 5, and a
/// two-click ledge at its east end: which sides a class joins says which
/// array it reads.
fn gap_and_ledge() -> LevelDef {
    let mut room = RoomDef::boxed(0, 0, 10, 6, 0, -16);
    for j in 1..5 {
        let s = room.sector_mut(5, j);
        s.floor = [8; 4];
        s.jump_gap = true;
        room.sector_mut(8, j).floor = [-2; 4];
    }
    LevelDef {
        rooms: vec![room],
        ..Default::default()
    }
}

fn world_of(def: &LevelDef, game: Game) -> World {
    World::new(Arc::new(Level::from_raw(&build(def, game)).unwrap()), 7)
}

fn box_at(world: &World, x: usize, z: usize) -> BoxId {
    world.level().rooms[0].sector(x, z).unwrap().box_id.unwrap()
}

/// Whether `class` finds the boxes at columns `a` and `b` (row 2) in one zone.
fn joined(world: &World, class: ZoneClass, a: usize, b: usize) -> bool {
    world.zone(class, box_at(world, a, 2)) == world.zone(class, box_at(world, b, 2))
}

#[test]
fn tr4_classes_read_the_skeleton_basic_and_human_zones() {
    let world = world_of(&gap_and_ledge(), Game::Tr4);
    let (west, east, ledge) = (3, 6, 8);
    // The skeleton (SKELLY_ZONE) jumps the gap but climbs one click only.
    assert!(joined(&world, ZoneClass::Skeleton, west, east));
    assert!(!joined(&world, ZoneClass::Skeleton, east, ledge));
    // The basic class neither jumps nor climbs two clicks.
    assert!(!joined(&world, ZoneClass::Ground(0), west, east));
    assert!(!joined(&world, ZoneClass::Ground(0), east, ledge));
    // People (HUMAN_ZONE: the "jump" class) jump it and climb four clicks.
    assert!(joined(&world, ZoneClass::Ground(3), west, ledge));
    // Any class above one click is the people's in TR4's files.
    assert_eq!(
        world.zone(ZoneClass::Ground(1), box_at(&world, west, 2)),
        world.zone(ZoneClass::Ground(3), box_at(&world, west, 2))
    );
}

#[test]
fn tr2_classes_read_their_zones_by_step_and_no_class_jumps() {
    let world = world_of(&gap_and_ledge(), Game::Tr2);
    let (west, east, ledge) = (3, 6, 8);
    for class in [
        ZoneClass::Ground(0),
        ZoneClass::Ground(3),
        ZoneClass::Skeleton,
    ] {
        assert!(!joined(&world, class, west, east), "{class:?}");
    }
    // One click: not up the ledge; two clicks and more: up it.
    assert!(!joined(&world, ZoneClass::Ground(0), east, ledge));
    assert!(joined(&world, ZoneClass::Ground(1), east, ledge));
    // A skeleton in a TR2 level walks with the one-click class.
    assert_eq!(
        world.zone(ZoneClass::Skeleton, box_at(&world, east, 2)),
        world.zone(ZoneClass::Ground(0), box_at(&world, east, 2))
    );
}

/// In the real TR4 and TR5 files the basic class's array splits the boxes
/// into at least as many zones as the people's (which climb four clicks and
/// jump): the order TOMB4 reads them in, and the one the classes follow.
#[test]
fn real_tr4_and_tr5_levels_split_the_basic_zone_at_least_as_finely_as_the_human() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let bytes = std::fs::read(&path).unwrap();
        let level = Level::load(&bytes, common::ext(&path).as_deref()).unwrap();
        if level.game < Game::Tr4 {
            continue;
        }
        let zones = |n: usize| {
            let mut ids: Vec<i16> = level.navigation.zones.normal.ground[n].clone();
            ids.sort_unstable();
            ids.dedup();
            ids.len()
        };
        let (skeleton, basic, human) = (zones(0), zones(1), zones(3));
        eprintln!(
            "{}: skeleton {skeleton}, basic {basic}, human {human}",
            path.display()
        );
        assert!(
            basic >= human,
            "{}: basic {basic} < human {human}",
            path.display()
        );
        let world = World::new(Arc::new(level), 7);
        let b = BoxId(0);
        let normal = &world.level().navigation.zones.normal;
        assert_eq!(world.zone(ZoneClass::Ground(0), b), normal.ground[1][0]);
        assert_eq!(world.zone(ZoneClass::Skeleton, b), normal.ground[0][0]);
        assert_eq!(world.zone(ZoneClass::Ground(3), b), normal.ground[3][0]);
    }
}
