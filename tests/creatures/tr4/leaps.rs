//! TR4's and TR5's people crossing gaps and monkey bars on TR4 arenas of stand-in
//! models carrying TOMB4's state numbers: a baddy jumps a one-block gap
//! and swings along bars over a pit to reach Lara, as do the skeleton and
//! TR5's blue guard (TOMB5 sas.cpp) the gap; the Knights Templar,
//! whose class may not jump (TOMB4 lot.cpp), never takes the gap. The
//! gap's sectors are marked for the builder, which links the boxes on
//! either side by a jump overlap (0x800) and flags the overlaps under the
//! bars as swings (0x2000), as TOMB4 box.cpp `SearchLOT` reads them.

use crate::common;

use super::baddies_guide_and_templar::TEMPLAR_STATES;
use super::monsters::SKELETON_STATES;
use common::arena::{
    arena_rooms_for, entities_of, open_room, scripted_on, stand_in_with, LARA_AT, RUN, STILL, WALK,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use tombrs::builder::models::ModelDef;
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::floordata::FloorFunction;
use tombrs::script::ScriptHost;
use tombrs::world::World;

pub(super) const BODY_HEIGHT: i16 = 700;
pub(super) const BADDY_2: u32 = 43;
const TEMPLAR: u32 = 61;
/// The stand-in's jump: eight frames of 320, two and a half sectors in all.
pub(super) const JUMP: i32 = 320;
/// The baddies' states (TOMB4 raghead.cpp): stop 0, walk 1, run 2, the
/// hands' changes 10-13, monkey start 18, hang 19, swing 20, the kick from
/// the bars 21, drop 22, the jumps 33 and 38, killed on the bars 35 (letting
/// go), 36 (falling), 37 (lying); `(state, speed, next)`.
pub(super) const BADDY_STATES: &[(u16, i32, u16)] = &[
    (0, STILL, 0),
    (1, WALK, 1),
    (2, RUN, 2),
    (10, STILL, 0),
    (11, STILL, 0),
    (12, STILL, 0),
    (13, STILL, 0),
    (15, STILL, 0),
    (16, STILL, 0),
    (17, STILL, 0),
    (18, STILL, 19),
    (19, STILL, 19),
    (20, WALK, 20),
    (22, STILL, 0),
    (29, WALK, 1),
    (32, STILL, 32),
    (33, JUMP, 0),
    (38, JUMP, 0),
    (21, STILL, 19),
    (35, STILL, 36),
    (36, STILL, 36),
    (37, STILL, 37),
];
const JUMP_STATE: u16 = 33;
const LONG_JUMP: u16 = 38;
const MONKEY_SWING: u16 = 20;
const MONKEY_DROP: u16 = 22;
/// The column of sectors (x) between Lara's side and the creature's.
pub(super) const GAP_COLUMN: usize = 5;
/// The pit's floor, in clicks under the arena's: deeper than any class
/// drops.
pub(super) const PIT_DEPTH: i32 = 8;
/// The monkey ceiling, in clicks above the floor: 1536 (raghead.cpp
/// `c == h - 1536`).
pub(super) const BARS: i32 = -6;
/// The baddy's probes reach 942 apart (raghead.cpp `Xoffset`).
const PROBE: i32 = 942;
/// The pit under the bars: three sectors wide, too wide to jump (from its
/// edge the third probe, 2826 ahead, still finds the pit).
pub(super) const BARS_PIT: std::ops::RangeInclusive<usize> = 4..=6;

/// The arena with a pit across it (walls at its ends) over the sector
/// columns `pit`; `jump`: its sectors are a gap creatures jump; `bars`:
/// monkey bars at swinging height over the pit and the sector either side.
pub(super) fn pit_room(pit: std::ops::RangeInclusive<usize>, jump: bool, bars: bool) -> RoomDef {
    let mut room = open_room();
    for j in 1..11 {
        for i in pit.clone() {
            let s = room.sector_mut(i, j);
            s.floor = [PIT_DEPTH; 4];
            s.jump_gap = jump;
        }
        if bars {
            for i in pit.start() - 1..=pit.end() + 1 {
                let s = room.sector_mut(i, j);
                s.ceiling = [BARS; 4];
                s.functions.push(FloorFunction::Monkey);
            }
        }
    }
    room
}

/// The one-block gap.
pub(super) fn gap_room() -> RoomDef {
    pit_room(GAP_COLUMN..=GAP_COLUMN, true, false)
}

/// A TR4 level of `room`, Lara at her spot, `model`'s stand-in six sectors
/// east of her facing her, switched on.
pub(super) fn across(room: RoomDef, model: ModelDef) -> (World, ScriptHost) {
    across_in(Game::Tr4, room, LARA_AT, model)
}

/// [`across`] in a level of `game` with Lara at `lara`.
pub(super) fn across_in(
    game: Game,
    room: RoomDef,
    lara: [i32; 3],
    model: ModelDef,
) -> (World, ScriptHost) {
    let at = [LARA_AT[0] + 6 * SECTOR, 0, LARA_AT[2]];
    let placed = [(model.type_id, at, WEST, 0)];
    let entities = entities_of(&placed);
    scripted_on(
        arena_rooms_for(game, vec![room], lara, vec![model], entities),
        1,
    )
}

pub(super) fn baddy() -> ModelDef {
    stand_in_with(BADDY_2, 640, BODY_HEIGHT, BADDY_STATES)
}

/// The near edge of the pit, on the creature's side.
pub(super) const FAR_EDGE: i32 = (GAP_COLUMN as i32 + 1) * SECTOR;
/// The edge of Lara's side.
pub(super) const NEAR_EDGE: i32 = GAP_COLUMN as i32 * SECTOR;

/// BADDY_2 walks to the pit and jumps it: it takes off where its near probe
/// (942 ahead) lies in the pit, more than 384 under it, and its second
/// (1884 ahead) on Lara's side, level with it (raghead.cpp
/// `RagheadControl`, jump_ahead); it never drops into the pit and lands on
/// her side.
#[test]
fn a_baddy_jumps_a_one_block_gap_to_reach_lara() {
    let (mut world, mut host) = across(gap_room(), baddy());
    jumps_the_gap(
        &mut world,
        &mut host,
        (JUMP_STATE, LONG_JUMP),
        PROBE,
        "baddy",
    );
}

/// Runs the world until the creature (entity 1) has jumped the one-block
/// gap (its jump's state `jumps.0` seen, then standing on Lara's side); it
/// never drops below the floor. Checks where it took off (its place the
/// tick before the jump's state), its heading due west: its near probe,
/// `probe` ahead, in the pit, and its second, twice `probe` ahead, on
/// Lara's side (a jump); or the second in the pit too and the third on
/// her side (a long jump, its state `jumps.1` seen). TOMB4 raghead.cpp
/// and skeleton.cpp, TOMB5 sas.cpp: `jump_ahead`, `long_jump_ahead`.
fn jumps_the_gap(
    world: &mut World,
    host: &mut ScriptHost,
    jumps: (u16, u16),
    probe: i32,
    what: &str,
) {
    let in_pit = |x: i32| (NEAR_EDGE..FAR_EDGE).contains(&x);
    let mut take_off = None;
    let mut long = false;
    let mut landed = false;
    let mut seen: Vec<(usize, [i32; 3], u16)> = Vec::new();
    for t in 0..1500 {
        host.step(world, idle());
        let e = &world.entities()[1];
        let before = seen.last().map(|s| s.1);
        seen.push((t, e.pos, e.state));
        let recent = &seen[seen.len().saturating_sub(30)..];
        assert!(e.pos[1] <= 0, "{what} fell into the pit: {recent:?}");
        if e.state == jumps.0 && take_off.is_none() {
            take_off = before.map(|p| p[0]);
        }
        long |= e.state == jumps.1;
        let jumping = e.state == jumps.0 || e.state == jumps.1;
        if take_off.is_some() && e.pos[0] < NEAR_EDGE && !jumping {
            landed = true;
            break;
        }
    }
    no_script_trouble(what, host);
    let x = take_off.unwrap_or_else(|| panic!("{what} never jumped"));
    assert!(in_pit(x - probe), "{what} took off at {x}");
    let long_way = in_pit(x - 2 * probe);
    let lands = if long_way {
        x - 3 * probe
    } else {
        x - 2 * probe
    };
    assert!(lands < NEAR_EDGE, "{what} took off at {x}");
    assert_eq!(long, long_way, "{what}'s long jump, taking off at {x}");
    assert!(landed, "{what} never landed on Lara's side");
    assert_eq!(world.entities()[1].pos[1], 0, "{what} is not on the floor");
}

/// The Knights Templar's class takes no jump overlap (TOMB4 lot.cpp: no
/// `can_jump`; box.cpp `SearchLOT` skips 0x800 words): across the same
/// gap its search finds no way, and it stays on its side.
#[test]
fn the_templar_never_takes_a_jump_overlap() {
    let templar = stand_in_with(TEMPLAR, 640, BODY_HEIGHT, TEMPLAR_STATES);
    let (mut world, mut host) = across(gap_room(), templar);
    for t in 0..600 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        assert!(e.pos[0] >= FAR_EDGE, "it crossed at tick {t}: {:?}", e.pos);
        assert_eq!(e.pos[1], 0, "it left its floor at tick {t}");
    }
    no_script_trouble("templar", &host);
}

/// BADDY_2's way to Lara leads along bars over the pit (its class may
/// swing: lot.cpp `can_monkey`): under the bars it sheathes its sword,
/// hangs, swings with its top at the ceiling (box.cpp `CreatureAnimation`
/// with `is_monkeying`), and in her box under the bars' far end it drops.
#[test]
fn a_baddy_swings_along_monkey_bars_to_reach_lara() {
    let (mut world, mut host) = across(pit_room(BARS_PIT, false, true), baddy());
    let pit_west = *BARS_PIT.start() as i32 * SECTOR;
    let pit_east = (*BARS_PIT.end() as i32 + 1) * SECTOR;
    let mut swung_over_the_pit = false;
    let mut dropped_at = None;
    let mut seen = Vec::new();
    for t in 0..1500 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        seen.push((t, e.pos, e.state, e.rot[1]));
        let over_pit = (pit_west..pit_east).contains(&e.pos[0]);
        if over_pit {
            assert_eq!(
                e.state,
                MONKEY_SWING,
                "over the pit not swinging: {:?}",
                &seen[seen.len().saturating_sub(40)..]
            );
            let top = e.pos[1] - BODY_HEIGHT as i32;
            assert!(
                top <= BARS * 256 + 100,
                "not hanging at tick {t}: {:?}",
                e.pos
            );
            swung_over_the_pit = true;
        }
        if e.state == MONKEY_DROP && dropped_at.is_none() {
            dropped_at = Some(e.pos[0]);
        }
        if dropped_at.is_some() && e.pos[1] == 0 {
            break;
        }
    }
    no_script_trouble("baddy", &host);
    assert!(swung_over_the_pit, "never swung over the pit");
    let x = dropped_at.expect("never dropped from the bars");
    // Under the bars' far end: the sector before the pit on Lara's side.
    assert!(x < pit_west && x >= pit_west - SECTOR, "dropped at {x}");
    assert_eq!(world.entities()[1].pos[1], 0, "not on the floor again");
}

pub(super) const SKELETON: u32 = 35;
/// Its jump and long jump.
const SKELETON_JUMPS: (u16, u16) = (21, 22);
/// The skeleton's probes reach 870 apart (skeleton.cpp `Xoffset`).
const SKELETON_PROBE: i32 = 870;

/// The skeleton (lot.cpp: `can_jump`, the skeleton zone) stops at the pit
/// and jumps it: its near probe (870 ahead) in the pit, its second (1740)
/// on Lara's side, or in the pit too and its third (2610) on her side, a
/// long jump (skeleton.cpp `SkeletonControl`).
#[test]
fn the_skeleton_jumps_a_one_block_gap_to_reach_lara() {
    let skeleton = stand_in_with(SKELETON, 400, BODY_HEIGHT, SKELETON_STATES);
    let (mut world, mut host) = across(gap_room(), skeleton);
    jumps_the_gap(
        &mut world,
        &mut host,
        SKELETON_JUMPS,
        SKELETON_PROBE,
        "skeleton",
    );
}

/// TR5's blue guard (TOMB5 type 37; lot.cpp `can_jump`).
const BLUE_GUARD: u32 = 37;
/// TOMB5 sas.cpp's states: stop 1, turn 2, shoot 3, aim 4, walk 5, run 7,
/// the jump's start 26, the jump 27, the long jump 28.
const GUARD_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, STILL, 1),
    (3, STILL, 4),
    (4, STILL, 4),
    (5, WALK, 5),
    (6, STILL, 6),
    (7, RUN, 7),
    (26, JUMP, 27),
    (27, STILL, 1),
    (28, JUMP, 1),
];
/// The jump's start and the long jump.
const GUARD_JUMPS: (u16, u16) = (26, 28);
/// The guards' probes reach 870 apart (sas.cpp `Xoffset`).
const GUARD_PROBE: i32 = 870;

/// The blue guard, Lara beyond its aim (4096) across the pit, walks to the
/// gap and jumps it, its probes 870 apart as the skeleton's (sas.cpp
/// `SasControl`: from a walk, state 26, on to 27 or the long jump 28).
#[test]
fn the_blue_guard_jumps_a_one_block_gap() {
    let guard = stand_in_with(BLUE_GUARD, 400, BODY_HEIGHT, GUARD_STATES);
    let lara = [SECTOR + 512, 0, LARA_AT[2]];
    let (mut world, mut host) = across_in(Game::Tr5, gap_room(), lara, guard);
    jumps_the_gap(
        &mut world,
        &mut host,
        GUARD_JUMPS,
        GUARD_PROBE,
        "blue guard",
    );
}

const HITMAN: u32 = 67;
/// TOMB5 hitman.cpp's states: stop 1, walk 2, run 3, hanging from the
/// bars 4, swinging 5, the jump 15 and the long jump 16, aim 38, burst 39,
/// choking 42.
const HITMAN_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, RUN, 3),
    (4, STILL, 4),
    (5, WALK, 5),
    (15, JUMP, 1),
    (16, JUMP, 1),
    (38, STILL, 38),
    (39, STILL, 38),
    (42, STILL, 42),
];
/// His jump and long jump.
const HITMAN_JUMPS: (u16, u16) = (15, 16);
/// His probes reach 808 apart (hitman.cpp `Xoffset`).
const HITMAN_PROBE: i32 = 808;
const HITMAN_HANG: u16 = 4;
const HITMAN_SWING: u16 = 5;

fn hitman() -> ModelDef {
    stand_in_with(HITMAN, 400, BODY_HEIGHT, HITMAN_STATES)
}

/// The hitman paths in the human zone across gaps (TOMB5 lot.cpp
/// InitialiseSlot: `can_jump`); Lara beyond his aim (4096) across the pit,
/// he jumps it from his run (hitman.cpp HitmanControl: state 15, on to 16
/// over two blocks), his probes 808 apart.
#[test]
fn the_hitman_jumps_a_one_block_gap() {
    let lara = [SECTOR + 512, 0, LARA_AT[2]];
    let (mut world, mut host) = across_in(Game::Tr5, gap_room(), lara, hitman());
    jumps_the_gap(&mut world, &mut host, HITMAN_JUMPS, HITMAN_PROBE, "hitman");
}

/// His way to Lara leads along bars over the pit (lot.cpp `can_monkey`),
/// she out of his sight behind a wall (column 2, open at its north end;
/// in his sights beyond his aim he would walk at her, hitman.cpp
/// HitmanControl): under the bars he hangs (4), swings (5) over the pit
/// with his top at the ceiling, hangs again under their far end and drops
/// to a stop (`c == h - 1536`), on the floor again.
#[test]
fn the_hitman_swings_along_monkey_bars() {
    let lara = [SECTOR + 512, 0, LARA_AT[2]];
    let mut room = pit_room(BARS_PIT, false, true);
    for j in 2..=10 {
        *room.sector_mut(2, j) = tombrs::builder::SectorDef::wall();
    }
    let (mut world, mut host) = across_in(Game::Tr5, room, lara, hitman());
    let pit_west = *BARS_PIT.start() as i32 * SECTOR;
    let pit_east = (*BARS_PIT.end() as i32 + 1) * SECTOR;
    let (mut swung_over_the_pit, mut hung, mut down_at) = (false, false, None);
    let mut seen = Vec::new();
    for t in 0..1500 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        seen.push((t, e.pos, e.state));
        hung |= e.state == HITMAN_HANG;
        if (pit_west..pit_east).contains(&e.pos[0]) {
            let recent = &seen[seen.len().saturating_sub(40)..];
            assert_eq!(
                e.state, HITMAN_SWING,
                "over the pit not swinging: {recent:?}"
            );
            let top = e.pos[1] - BODY_HEIGHT as i32;
            assert!(
                top <= BARS * 256 + 100,
                "not hanging at tick {t}: {:?}",
                e.pos
            );
            swung_over_the_pit = true;
        }
        if swung_over_the_pit && e.pos[0] < pit_west && e.pos[1] == 0 {
            down_at = Some(e.pos[0]);
            break;
        }
    }
    no_script_trouble("hitman", &host);
    assert!(hung && swung_over_the_pit, "never swung over the pit");
    let x = down_at.expect("never came down from the bars");
    // Under the bars' far end: the sector before the pit on Lara's side.
    assert!(x < pit_west && x >= pit_west - SECTOR, "down at {x}");
}
