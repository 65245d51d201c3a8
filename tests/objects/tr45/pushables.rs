//! TR4/TR5 pushable objects reading their OCB (scripts/objects/common/
//! pushable_block.lua, hand_block.lua, lib/pushable_ocb.lua) moved by the
//! real TR4 Lara (every model lent from TR_DATA_DIR's trle/title.tr4, whose
//! Lara has the game's push and pull animations: TEST1.TR4's are one frame
//! each; skipped without it), and TR5's steel door (common/
//! tr5_steel_door.lua) on a builder level with a stand-in model.

use crate::common;

use common::arena::{arena_for, open_room, stand_in, LARA_AT};
use common::traps::{bound, entity, mid, no_script_errors, run, SECTOR};
use tombrs::builder::{EntityDef, RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
pub(crate) const TR4_PUSHABLE_OBJECT1: u16 = 156;
const TR5_PUSHABLE_OBJECT1: u16 = 137;
const TR5_STEEL_DOOR: u16 = 332;
const TR5_DOOR_TYPE1: u16 = 284;
/// Lara's states (scripts/lara/states.lua, TOMB4 lara_states.h).
const AS_STOP: u16 = 2;
const AS_NULL: u16 = 19;
pub(crate) const PUSH_READY: u16 = 38;
/// Her breath (TOMB4 ANIM_BREATH): the title Lara's model starts at
/// animation 0.
const ANIM_BREATH: usize = 103;

pub(crate) fn lua_eval<T: mlua::FromLuaMulti>(
    host: &ScriptHost,
    world: &mut World,
    code: &str,
) -> T {
    let _lend = tombrs::script::bindings::WorldGuard::lend(world);
    host.lua().load(code).eval::<T>().unwrap()
}

/// A TR4 level of `room` with the real TR4 Lara at the arena's spot
/// (facing +x), then `entities`; the pushables wear a model of the donor's
/// (the title level places none). `None` without TR_DATA_DIR.
pub(crate) fn tr4_with_lara(
    room: RoomDef,
    lara: [i32; 3],
    entities: Vec<EntityDef>,
) -> Option<Level> {
    with_lara(Game::Tr4, TR4_PUSHABLE_OBJECT1, room, lara, entities)
}

/// [`tr4_with_lara`] built as `game`, the block's model of type `block_type`.
fn with_lara(
    game: Game,
    block_type: u16,
    room: RoomDef,
    lara: [i32; 3],
    entities: Vec<EntityDef>,
) -> Option<Level> {
    let path = common::shared("trle/title.tr4")?;
    let donor = Level::load(&std::fs::read(path).unwrap(), Some("tr4")).unwrap();
    let mut level = arena_for(game, room, lara, Vec::new(), entities);
    common::lend_models(&mut level, donor);
    // The title level's Lara breathes (ANIM_BREATH 103) under AS_NULL (19),
    // as she never plays there; the game's Lara breathes under AS_STOP (2).
    let breath = &mut level.animations[ANIM_BREATH];
    assert_eq!(breath.state, AS_NULL, "the title Lara's breath");
    breath.state = AS_STOP;
    let mut block = level
        .models
        .iter()
        .find(|m| m.animation_count > 0 && m.type_id != 0)
        .expect("a donor model with an animation")
        .clone();
    block.type_id = block_type as u32;
    // A pushable's frame is a sector wide, a sector high.
    let first = block.first_animation.expect("animated").0 as usize;
    for k in &mut level.animations[first].keyframes {
        k.bbox = [-512, 512, -1024, 0, -512, 512];
    }
    level.models.push(block);
    Some(level)
}

/// Where Lara starts to grab the block at mid(3, 6): 650 before its
/// centre, inside its zone (TOMB4 MovingBlockBounds: 200 before its near
/// face at 512), facing it.
pub(crate) const GRAB_FROM: [i32; 3] = [3 * SECTOR + SECTOR / 2 - 650, 0, 6 * SECTOR + SECTOR / 2];

/// A pushable of OCB `ocb` 650 ahead of Lara, in `room`.
pub(crate) fn block_ahead(room: RoomDef, ocb: i16) -> Option<Level> {
    let mut block = entity(TR4_PUSHABLE_OBJECT1, mid(3, 6), 0, 0);
    block.ocb = ocb;
    tr4_with_lara(room, GRAB_FROM, vec![block])
}

/// Holds `bits` for `ticks` ticks; Lara's states and the block's position
/// each tick.
pub(crate) fn hold(
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
    bits: u32,
) -> Vec<(u16, [i32; 3])> {
    let mut seen = Vec::new();
    run(
        world,
        host,
        ticks,
        |_| bits,
        |_, w| seen.push((w.entities()[0].state, w.entities()[1].pos)),
    );
    seen
}

/// One tick of a push seen from the block: her animation (from her model's
/// first) and its frame (from its first) as the block's control read them
/// (where the tick before left her), the block's x after the tick, and
/// the block's sounds of the tick.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PushTick {
    pub(crate) anim: u32,
    pub(crate) frame: u16,
    pub(crate) block_x: i32,
    scrape: bool,
    stop: bool,
    /// Entity 2 (when there is one) is active.
    triggered: bool,
}

/// TR4's block sounds (objects/tr45/traps.lua): SFX_PUSHABLE_SOUND,
/// SFX_PUSH_BLOCK_END.
const SCRAPE: u16 = 63;
const SCRAPE_END: u16 = 11;
/// Her animations (TOMB4 lara_states.h and MovableBlock).
pub(crate) const ANIM_PUSH: u32 = 123;
pub(crate) const ANIM_PUSH_END: u32 = 417;
const ANIM_PULL: u32 = 122;
const ANIM_PULL_END: u32 = 418;

/// Runs `ticks` ticks of `input(t)`, recording each as [`PushTick`].
pub(crate) fn push_ticks(
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
    input: impl Fn(usize) -> u32,
) -> Vec<PushTick> {
    let rel = |w: &World| {
        let l = &w.entities()[0];
        (
            l.anim.0,
            l.frame - w.level().animations[l.anim.0 as usize].frame_start,
        )
    };
    let mut before = rel(world);
    let mut seen = Vec::new();
    run(world, host, ticks, input, |_, w| {
        let sound = |id| {
            w.events().iter().any(|e| {
                matches!(e, tombrs::world::Event::Sound { sound, entity, .. }
                if *sound == id && *entity == Some(w.entities()[1].id))
            })
        };
        seen.push(PushTick {
            anim: before.0,
            frame: before.1,
            block_x: w.entities()[1].pos[0],
            scrape: sound(SCRAPE),
            stop: sound(SCRAPE_END),
            triggered: w
                .entities()
                .get(2)
                .is_some_and(|e| e.status == Status::Active),
        });
        before = rel(w);
    });
    seen
}

/// Asserts the block's sounds over `ticks` (the first one only the tick
/// before): the scrape on each tick whose frame is in one of `stretches`,
/// the end sound on the first tick after a scrape that is not.
fn assert_scrapes(ticks: &[PushTick], stretches: &[(u16, u16)]) {
    let scraping = |f: u16| stretches.iter().any(|&(a, b)| f >= a && f <= b);
    for w in ticks.windows(2) {
        let k = w[1];
        assert_eq!(
            k.scrape,
            scraping(k.frame),
            "scrape at frame {}: {k:?}",
            k.frame
        );
        let after = !scraping(k.frame) && w[0].scrape;
        assert_eq!(k.stop, after, "end sound at frame {}: {k:?}", k.frame);
    }
}

/// Grabbed with Action, a TR4 pushable is pushed from frame 19 of her
/// ready stance and rides with her left hand (TOMB4 MovableBlock,
/// MovableBlockCollision): it moves only forward, less than 512 a tick,
/// and never sideways; it scrapes on frames 30-67, 78-125 and 140-160 of
/// her push (171 frames, then again from frame 30 while Action and forward
/// are held) and sounds its end on the first frame after each stretch; with
/// Action let go, at the push's last frame but one she stops, and her end
/// animation (417) puts it in the middle of its sector (two pushes: 2048
/// on) at its first frame and tests the heavy trigger under it at its last.
#[test]
fn a_tr4_pushable_rides_with_her_hand_and_is_put_a_sector_on() {
    let mut room = open_room();
    common::traps::heavy_trigger(&mut room, (5, 6), 2);
    let mut block = entity(TR4_PUSHABLE_OBJECT1, mid(3, 6), 0, 0);
    block.ocb = 0;
    let target = entity(TR4_PUSHABLE_OBJECT1, mid(8, 2), 0, 0);
    let Some(level) = tr4_with_lara(room, GRAB_FROM, vec![block, target]) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    // TOMB4 gives the pushable no floor routine: the floor over it is the room's.
    let top: i64 = lua_eval(
        &host,
        &mut world,
        "local b = world.entity(1); return world.floor(b.room, b.x, -2000, b.z)",
    );
    assert_eq!(top, 0, "no floor on top of a TR4 pushable");
    let grab = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(
        grab.iter().any(|s| s.0 == PUSH_READY),
        "she takes hold of it"
    );
    // TOMB4 MovableBlockCollision: she is put 35 beyond its near face
    // (its frame's bounds, 512 from its centre).
    assert_eq!(
        world.entities()[0].pos[0],
        mid(3, 6)[0] - 547,
        "held 547 from its centre"
    );
    // Two pushes held, then Action and forward let go in the second.
    let held = 171 + 141 / 2;
    let ticks = push_ticks(&mut world, &mut host, 400, |t| {
        if t < held {
            Input::ACTION | Input::FORWARD
        } else {
            0
        }
    });
    let pushes: Vec<usize> = (1..ticks.len())
        .filter(|&t| ticks[t].anim == ANIM_PUSH && ticks[t - 1].anim != ANIM_PUSH)
        .collect();
    assert_eq!(pushes.len(), 1, "one push animation entered: {ticks:?}");
    let first = pushes[0];
    assert_eq!(ticks[first].frame, 0);
    assert_eq!(
        (ticks[first + 170].frame, ticks[first + 171].frame),
        (170, 30),
        "171 frames, then again from frame 30"
    );
    let start = mid(3, 6)[0];
    assert!(
        ticks[..first].iter().all(|t| t.block_x == start),
        "still before her push"
    );
    let end = ticks
        .iter()
        .position(|t| t.anim == ANIM_PUSH_END)
        .expect("her push's end");
    for w in ticks[first..end].windows(2) {
        let step = w[1].block_x - w[0].block_x;
        assert!(
            (0..512).contains(&step),
            "forward, less than 512 a tick: {w:?}"
        );
    }
    // TOMB4 MovableBlock: the push scrapes on frames 30-67, 78-125 and 140-160.
    assert_scrapes(&ticks[first - 1..end], &[(30, 67), (78, 125), (140, 160)]);
    // Let go in the second push: at its last frame but one (169) she is
    // asked to stop, and her end animation follows.
    assert_eq!(
        ticks[end - 1].frame,
        169,
        "the push played out: {:?}",
        ticks[end - 1]
    );
    let two = mid(5, 6)[0];
    assert!(ticks[end - 1].block_x < two && ticks[end - 1].block_x > two - 512);
    let end_anim = ticks[end..]
        .iter()
        .take_while(|t| t.anim == ANIM_PUSH_END)
        .count();
    assert_eq!(end_anim, 19, "her push's end: 19 frames");
    assert_eq!(ticks[end].frame, 0);
    assert_eq!(
        ticks[end].block_x, two,
        "put in its sector's middle at the end's first frame"
    );
    let last = end + end_anim - 1;
    assert_eq!(ticks[last].frame, 18);
    assert!(
        !ticks[last - 1].triggered,
        "no trigger before the end's last frame"
    );
    assert!(
        ticks[last].triggered,
        "the heavy trigger under it at the end's last frame"
    );
    assert_eq!(world.entities()[1].pos, [two, 0, mid(5, 6)[1]]);
    no_script_errors(&host);
}

/// TOMB5 MovableBlockCollision puts her 95 beyond the block's near face
/// (TOMB4: 35): a sector-wide block is held from 607.
#[test]
fn a_tr5_pushable_is_held_95_beyond_its_face() {
    let block = entity(TR5_PUSHABLE_OBJECT1, mid(3, 6), 0, 0);
    let Some(level) = with_lara(
        Game::Tr5,
        TR5_PUSHABLE_OBJECT1,
        open_room(),
        GRAB_FROM,
        vec![block],
    ) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    let grab = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(
        grab.iter().any(|s| s.0 == PUSH_READY),
        "she takes hold of it"
    );
    assert_eq!(world.entities()[0].pos[0], mid(3, 6)[0] - 607);
    no_script_errors(&host);
}

/// Whether Action held 60 ticks at `lara` (facing +x) takes hold of a
/// sector-wide block at mid(3, 6), in `game`.
fn grabs_from(game: Game, block_type: u16, lara: [i32; 3]) -> Option<bool> {
    let block = entity(block_type, mid(3, 6), 0, 0);
    let level = with_lara(game, block_type, open_room(), lara, vec![block])?;
    let (mut world, mut host) = bound(level, &[]);
    let grab = hold(&mut world, &mut host, 60, Input::ACTION);
    no_script_errors(&host);
    Some(grab.iter().any(|s| s.0 == PUSH_READY))
}

/// The zone she grabs a block from (TOMB4/TOMB5 MovableBlockCollision,
/// MovingBlockBounds with the block turned to her quadrant): from its
/// centre to 200 before its near face (−712 for a sector-wide block), its
/// bounds 100 wider each side (TOMB4: ±612), TOMB5 half its width and 100
/// (±356). From 1024 before it she does not reach it; 650 before it she
/// does; 450 to its side TOMB4 takes hold and TOMB5 does not.
#[test]
fn a_pushable_is_grabbed_only_from_within_its_zone() {
    let [x, y, z] = GRAB_FROM;
    let cases = [
        (Game::Tr4, TR4_PUSHABLE_OBJECT1, LARA_AT, false),
        (Game::Tr4, TR4_PUSHABLE_OBJECT1, GRAB_FROM, true),
        (Game::Tr4, TR4_PUSHABLE_OBJECT1, [x, y, z + 450], true),
        (Game::Tr5, TR5_PUSHABLE_OBJECT1, GRAB_FROM, true),
        (Game::Tr5, TR5_PUSHABLE_OBJECT1, [x, y, z + 450], false),
    ];
    for (game, block, lara, grabbed) in cases {
        let Some(got) = grabs_from(game, block, lara) else {
            return;
        };
        assert_eq!(got, grabbed, "{game:?} from {lara:?}");
    }
}

/// Walked into without Action, a TR4 pushable is a solid object (TOMB4
/// MovableBlockCollision's last branch, ObjectCollision → ItemPushLara with
/// big_push): she is held at its box's near side less her radius (100),
/// walking on against it (it is no wall to her walk's own collision), and
/// it does not move.
#[test]
fn a_tr4_pushable_walked_into_holds_her_at_its_box_widened_by_her_radius() {
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let at = world.entities()[1].pos;
    let b = tombrs::world::spheres::best_bounds(world.level(), &world.entities()[1]).map(i32::from);
    let held = at[0] + b[0] - 100;
    let mut xs = Vec::new();
    run(
        &mut world,
        &mut host,
        150,
        |_| Input::FORWARD | Input::WALK,
        |_, w| xs.push((w.entities()[0].pos[0], w.entities()[0].state)),
    );
    assert!(
        xs.iter().all(|&(x, _)| x <= held),
        "never past {held}: {xs:?}"
    );
    let first = xs
        .iter()
        .position(|&(x, _)| x == held)
        .unwrap_or_else(|| panic!("held at {held}: {xs:?}"));
    // State 0: the walk.
    assert!(
        xs[first..].iter().all(|&(_, s)| s == 0),
        "walking on: {xs:?}"
    );
    assert_eq!(world.entities()[1].pos, at, "the block stays");
    no_script_errors(&host);
}

#[test]
fn a_tr4_pushable_that_may_only_be_pushed_refuses_a_pull() {
    // OCB 0x80: never pulled (the NG/TombEngine flag).
    let Some(level) = block_ahead(open_room(), 0x80) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    assert_eq!(world.entities()[0].state, PUSH_READY, "held");
    let pull = hold(&mut world, &mut host, 100, Input::ACTION | Input::BACK);
    assert!(
        pull.iter().all(|s| s.1[0] == mid(3, 6)[0]),
        "a pull moves it not at all"
    );
    // The same block pulls with OCB 0.
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    // Action and back let go during the pull: it plays out, then her end.
    let ticks = push_ticks(&mut world, &mut host, 260, |t| {
        if t < 100 {
            Input::ACTION | Input::BACK
        } else {
            0
        }
    });
    let first = ticks
        .iter()
        .position(|t| t.anim == ANIM_PULL)
        .expect("her pull");
    let end = ticks
        .iter()
        .position(|t| t.anim == ANIM_PULL_END)
        .expect("her pull's end");
    // TOMB4 MovableBlock: the pull scrapes on frames 40-122 and 130-170.
    assert_scrapes(&ticks[first - 1..end], &[(40, 122), (130, 170)]);
    for w in ticks[first - 1..end].windows(2) {
        assert!(w[1].block_x <= w[0].block_x, "towards her only: {w:?}");
    }
    // Her pull: 184 frames, asked to stop at its last but one.
    assert_eq!((end - first, ticks[end - 1].frame), (183, 182));
    assert_eq!(
        ticks[end].block_x,
        mid(2, 6)[0],
        "put in its sector's middle"
    );
    assert_eq!(
        world.entities()[1].pos,
        [mid(2, 6)[0], 0, mid(2, 6)[1]],
        "OCB 0 is pulled a sector towards her"
    );
    no_script_errors(&host);
}

#[test]
fn a_tr4_pushable_with_a_negative_ocb_is_locked() {
    let Some(level) = block_ahead(open_room(), -1) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    let seen = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(seen.iter().all(|s| s.0 != PUSH_READY), "no hold");
    let seen = hold(&mut world, &mut host, 60, Input::ACTION | Input::FORWARD);
    assert!(seen.iter().all(|s| s.1[0] == mid(3, 6)[0]), "never moves");
    no_script_errors(&host);
    // OCB 0 but held on by its trigger (TOMB4 wants it inactive): no hold.
    let Some(level) = block_ahead(open_room(), 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[1]);
    let seen = hold(&mut world, &mut host, 60, Input::ACTION);
    assert!(
        seen.iter().all(|s| s.0 != PUSH_READY),
        "no hold while triggered"
    );
    no_script_errors(&host);
}

#[test]
fn a_climbable_tr4_pushable_carries_her_on_top_at_its_height() {
    // OCB 0x40 + 6 clicks: a floor 1536 up over its sector.
    let mut block = entity(TR4_PUSHABLE_OBJECT1, mid(5, 6), 0, 0);
    block.ocb = 0x40 + 6;
    let on_top = [mid(5, 6)[0], -1536, mid(5, 6)[1]];
    let Some(level) = tr4_with_lara(open_room(), on_top, vec![block]) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    let top: i64 = lua_eval(
        &host,
        &mut world,
        "local b = world.entity(1); return world.floor(b.room, b.x, -2000, b.z)",
    );
    assert_eq!(top, -1536, "its top is a floor six clicks up");
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].pos[1], -1536, "she stands on it");
    assert!(world.entities()[0].health > 0);
    no_script_errors(&host);
}

#[test]
fn a_tr4_pushable_that_may_fall_drops_off_the_ledge() {
    // Columns 4 on are two sectors lower.
    let mut room = open_room();
    for x in 4..11 {
        for z in 1..11 {
            *room.sector_mut(x, z) = SectorDef::open(8, -16);
        }
    }
    // OCB 0x20: it may be pushed off a ledge (NG/TombEngine).
    let Some(level) = block_ahead(room.clone(), 0x20) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    // One push: Action let go during it.
    hold(&mut world, &mut host, 100, Input::ACTION | Input::FORWARD);
    hold(&mut world, &mut host, 150, 0);
    let b = world.entities()[1].pos;
    assert_eq!(
        (b[0], b[1]),
        (mid(4, 6)[0], 2048),
        "fell onto the low floor"
    );
    assert_eq!(world.entities()[0].pos[1], 0, "she stays on the ledge");
    // Without the flag the ledge stops it.
    let Some(level) = block_ahead(room, 0) else {
        return;
    };
    let (mut world, mut host) = bound(level, &[]);
    hold(&mut world, &mut host, 60, Input::ACTION);
    // One push: Action let go during it.
    hold(&mut world, &mut host, 100, Input::ACTION | Input::FORWARD);
    hold(&mut world, &mut host, 150, 0);
    assert_eq!(world.entities()[1].pos, [mid(3, 6)[0], 0, mid(3, 6)[1]]);
    no_script_errors(&host);
}

/// The steel door on sector (5, 6) over a heavy trigger opening a door
/// (entity 2).
fn steel_door_level() -> Level {
    let mut room = open_room();
    common::traps::heavy_trigger(&mut room, (5, 6), 2);
    arena_for(
        Game::Tr5,
        room,
        LARA_AT,
        vec![
            stand_in(TR5_STEEL_DOOR as u32, 100, &[(0, 0), (2, 0)]),
            stand_in(TR5_DOOR_TYPE1 as u32, 100, &[(0, 0), (1, 0)]),
        ],
        vec![
            entity(TR5_STEEL_DOOR, mid(5, 6), 0, 0xC000),
            entity(TR5_DOOR_TYPE1, mid(8, 2), 0, 0),
        ],
    )
}

#[test]
fn the_steel_door_drops_rests_is_welded_and_falls_firing_its_trigger() {
    let (mut world, mut host) = bound(steel_door_level(), &[]);
    run(&mut world, &mut host, 3, |_| 0, |_, _| {});
    assert_eq!(
        world.entities()[1].pos[1],
        -SECTOR,
        "hung a sector up until triggered"
    );
    common::arena::activate(&mut world, &mut host, 1);
    let mut ys = Vec::new();
    run(
        &mut world,
        &mut host,
        40,
        |_| 0,
        |_, w| ys.push(w.entities()[1].pos[1]),
    );
    assert!(ys.iter().all(|&y| y <= 0), "never below the floor");
    assert!(
        ys.windows(2).any(|w| w[1] < w[0]),
        "bounced back up after its fast landing: {ys:?}"
    );
    assert_eq!(*ys.last().unwrap(), 0, "lies on the floor");
    let phase = |host: &ScriptHost, world: &mut World| -> i64 {
        lua_eval(host, world, "return world.entity(1).state.phase")
    };
    // Resting: no welding yet.
    assert_eq!(phase(&host, &mut world), 0);
    // 61 settlings, one every other tick (TOMB5's > 60).
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 0, "still resting");
    run(&mut world, &mut host, 40, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 1, "welded after its rest");
    // 1536 ticks of welding along the three edges; its cut meshes shift in.
    run(&mut world, &mut host, 400, |_| 0, |_, _| {});
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(bits, 1 << 3, "three cuts by weld tick ~400 (111, 222, 333)");
    assert_ne!(world.entities()[2].status, Status::Active, "no trigger yet");
    run(&mut world, &mut host, 1150, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 2, "cut through");
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(bits, 0x30000, "meshes 16 and 17 once cut through");
    assert_ne!(world.entities()[2].status, Status::Active);
    // 30 ticks, then its fall (state 2); the trigger fires at its end.
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(phase(&host, &mut world), 3, "fallen");
    assert_eq!(world.entities()[1].state, 2, "in its fallen state");
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "its trigger opened the door"
    );
    assert!(!world.entities()[1].solid, "no longer in her way");
    no_script_errors(&host);
}
