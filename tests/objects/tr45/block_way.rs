//! Where a TR4 pushable may go (scripts/lib/block_way.lua), as TOMB4
//! moveblok.cpp TestBlockPush and TestBlockPull judge it: a wall, another
//! block or a stopper sector (a static mesh on its floor, TOMB4
//! specific/file.cpp) ahead refuses a push; a wall, an item or a stopper
//! where she steps back refuses a pull; a push carries it one sector in her
//! 170 frames before her end. The real TR4 Lara of trle/title.tr4 plays it
//! (skipped without TR_DATA_DIR).

use super::pushables::{
    block_ahead, hold, lua_eval, push_ticks, tr4_with_lara, ANIM_PUSH, ANIM_PUSH_END, GRAB_FROM,
    PUSH_READY, TR4_PUSHABLE_OBJECT1,
};
use crate::common;

use common::arena::open_room;
use common::traps::{bound, entity, mid, no_script_errors};
use tombrs::builder::{RoomDef, SectorDef};
use tombrs::level::model::StaticMesh;
use tombrs::level::room::RoomStatic;
use tombrs::level::{Level, StaticId};
use tombrs::world::Input;

/// Lara's push and pull states (TOMB4 lara_states.h).
const AS_PUSHBLOCK: u16 = 36;
const AS_PULLBLOCK: u16 = 37;

/// What stands in the sector the test names.
#[derive(Debug, Clone, Copy)]
enum Obstacle {
    Wall,
    Block,
    Pillar,
}

/// A static mesh's collision box: a pillar half a sector wide, a sector
/// high, standing on the floor about its origin.
const PILLAR_BOX: [i16; 6] = [-256, 256, -1024, 0, -256, 256];

/// The level of a TR4 block at mid(3, 6) with Lara at GRAB_FROM and
/// `what` in sector (x, 6); `None` without TR_DATA_DIR.
fn level_with(what: Obstacle, x: usize) -> Option<Level> {
    let at = mid(x as i32, 6);
    match what {
        Obstacle::Wall => {
            let mut room: RoomDef = open_room();
            *room.sector_mut(x, 6) = SectorDef::wall();
            block_ahead(room, 0)
        }
        Obstacle::Block => {
            let block = entity(TR4_PUSHABLE_OBJECT1, mid(3, 6), 0, 0);
            let other = entity(TR4_PUSHABLE_OBJECT1, at, 0, 0);
            tr4_with_lara(open_room(), GRAB_FROM, vec![block, other])
        }
        Obstacle::Pillar => {
            let mut level = block_ahead(open_room(), 0)?;
            let mesh = level
                .models
                .iter()
                .find_map(|m| m.meshes.first().copied())?;
            level.statics.push(StaticMesh {
                id: 999,
                mesh,
                visibility_box: PILLAR_BOX,
                collision_box: PILLAR_BOX,
                flags: 0,
            });
            level.rooms[0].statics.push(RoomStatic {
                pos: [at[0], 0, at[1]],
                rotation: 0,
                tint: [255; 4],
                static_id: 999,
                slot: Some(StaticId(level.statics.len() as u32 - 1)),
            });
            Some(level)
        }
    }
}

/// Grabs the block, then holds Action and `way` for 200 ticks: her states
/// and the block's places.
fn try_to_move(level: Level, way: u32) -> (Vec<(u16, [i32; 3])>, bool) {
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    let held = world.entities()[0].state == PUSH_READY;
    let seen = hold(&mut world, &mut host, 200, Input::ACTION | way);
    no_script_errors(&host);
    (seen, held)
}

#[test]
fn a_static_mesh_on_a_sector_s_floor_makes_it_a_stopper() {
    let Some(level) = level_with(Obstacle::Pillar, 4) else {
        return;
    };
    let (mut world, host) = bound(level, &[]);
    let (pillar, beside) = (mid(4, 6), mid(5, 6));
    let stopper: (bool, bool) = lua_eval(
        &host,
        &mut world,
        &format!(
            "return world.stopper(0, {}, {}), world.stopper(0, {}, {})",
            pillar[0], pillar[1], beside[0], beside[1]
        ),
    );
    assert_eq!(stopper, (true, false));
}

/// For each obstacle in sector (x, 6): she holds the block, but Action and
/// `way` held never bring her into `moving` (her push or pull state) and
/// the block stays.
fn assert_refused(x: usize, way: u32, moving: u16) {
    for what in [Obstacle::Wall, Obstacle::Block, Obstacle::Pillar] {
        let Some(level) = level_with(what, x) else {
            return;
        };
        let (seen, held) = try_to_move(level, way);
        assert!(held, "{what:?}: she holds it");
        assert!(
            seen.iter()
                .all(|s| s.0 != moving && s.1 == [mid(3, 6)[0], 0, mid(3, 6)[1]]),
            "{what:?}: it stays: {seen:?}"
        );
    }
}

/// TOMB4 TestBlockPush: a wall sector ahead (its floor is no floor level
/// with the block), another block within 256 of where it would go
/// (GetCollidedObjects) or a stopper sector ahead refuse the push: she
/// holds it in her ready stance and it stays.
#[test]
fn a_push_is_refused_by_a_wall_a_block_or_a_stopper_ahead() {
    assert_refused(4, Input::FORWARD, AS_PUSHBLOCK);
}

/// TOMB4 TestBlockPull: she steps back into sector 1 (the block's sector
/// less two): a wall there (no floor level with the block), a block whose
/// box comes within 256 of where she lands, or a stopper refuse the pull.
/// The same pull with nothing behind her brings the block a sector.
#[test]
fn a_pull_is_refused_by_a_wall_a_block_or_a_stopper_at_her_back() {
    assert_refused(1, Input::BACK, AS_PULLBLOCK);
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (seen, _) = try_to_move(level, Input::BACK);
    assert!(seen.iter().any(|s| s.0 == AS_PULLBLOCK), "pulled: {seen:?}");
}

/// One push (Action and forward let go as it begins): her push plays its
/// frames 0-169 (TOMB4 MovableBlock asks her to stop at its last frame but
/// one), and at her end animation's first frame, 170 ticks after the push
/// began, the block is put in the middle of the next sector: 1024 on.
#[test]
fn a_push_carries_the_block_1024_in_170_ticks() {
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    assert_eq!(world.entities()[0].state, PUSH_READY, "held");
    let ticks = push_ticks(&mut world, &mut host, 260, |t| {
        if t < 40 {
            Input::ACTION | Input::FORWARD
        } else {
            0
        }
    });
    let first = ticks
        .iter()
        .position(|t| t.anim == ANIM_PUSH)
        .expect("her push");
    let end = ticks
        .iter()
        .position(|t| t.anim == ANIM_PUSH_END)
        .expect("her push's end");
    assert_eq!(end - first, 170, "frames 0-169 of her push");
    let start = mid(3, 6)[0];
    assert!(
        ticks[end - 1].block_x < start + 1024,
        "not there before her end"
    );
    assert_eq!(
        ticks[end].block_x,
        start + 1024,
        "a sector on at her end's first frame"
    );
    assert_eq!(world.entities()[1].pos, [start + 1024, 0, mid(3, 6)[1]]);
    no_script_errors(&host);
}
