//! Lara's interactions with objects against the originals' routines, on
//! builder rooms that carry TR1's own Lara and objects (every model of
//! `TR_DATA_DIR`'s tr1/TEST1.PHD): the pickup taken at its animation's
//! frame from inside its bounds, the switch pulled from its bounds and its
//! trigger fired when its animation ends, the key used at its place and its
//! trigger fired when her hands are free, a block pushed a sector by her push
//! animation, a door freeing its box a tick after it opens. Each figure is
//! computed from the routine it cites and TEST1.PHD's animations (printed by
//! the test that uses them when it fails).

use crate::common;

use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::level::floordata::{TriggerAction, TriggerKind};
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Entity, Input, World};

const SECTOR: i32 = 1024;
const DEGREE: u16 = 182;

/// Lara's states (TRX tr1 enum LS_*).
const STOP: u16 = 2;
const PUSH_BLOCK: u16 = 36;
const PULL_BLOCK: u16 = 37;
const PUSH_READY: u16 = 38;
const PICKUP: u16 = 39;
const SWITCH_ON: u16 = 40;
const USE_KEY: u16 = 42;

/// TR1 type ids of the shipped catalogue.
const WALL_SWITCH: u16 = 55;
const DOOR_1: u16 = 57;
const KEY_1: u16 = 129;
const KEYHOLE_1: u16 = 137;
const PUSHABLE_BLOCK_1: u16 = 48;

/// A room of 8 × 8 sectors (walls round an open 6 × 6), floor 0, ceiling
/// 16 clicks up, with `entities` (Lara first).
pub(crate) fn room_level(
    entities: Vec<EntityDef>,
    setup: impl FnOnce(&mut RoomDef),
) -> Option<Level> {
    let mut room = RoomDef::boxed(0, 0, 8, 8, 0, -16);
    setup(&mut room);
    let def = LevelDef {
        rooms: vec![room],
        models: tombrs::builder::objects::all(),
        entities,
        ..Default::default()
    };
    common::with_tr1_models(&def)
}

/// An entity of `type_id` in the room at (x, z) on the floor, facing `yaw`.
pub(crate) fn placed(type_id: u16, x: i32, z: i32, yaw: u16) -> EntityDef {
    let mut e = EntityDef::new(type_id, 0, [x, 0, z]);
    e.angle = yaw;
    e
}

/// A level bound to the shipped scripts, ready to step.
pub(crate) struct Run {
    pub(crate) world: World,
    pub(crate) host: ScriptHost,
}

impl Run {
    pub(crate) fn new(level: Level) -> Run {
        let mut world = World::new(std::sync::Arc::new(level), 1);
        let mut host =
            ScriptHost::new(&HostConfig::with_mods(&[]), world.level().game, None).unwrap();
        host.bind_all(&mut world);
        Run { world, host }
    }

    /// Steps `ticks` ticks with `input(t)`, keeping every entity after
    /// each tick.
    pub(crate) fn play(&mut self, ticks: usize, input: impl Fn(usize) -> u32) -> Vec<Vec<Entity>> {
        let out = (0..ticks)
            .map(|t| {
                self.host.step(&mut self.world, Input { bits: input(t) });
                self.world.entities().to_vec()
            })
            .collect();
        common::assert_no_script_error(&self.host, "objects_fidelity");
        out
    }

    pub(crate) fn eval<T: mlua::FromLuaMulti>(&mut self, code: &str) -> T {
        common::lua_eval(&self.host, &mut self.world, code)
    }
}

/// The first tick at which Lara (entity 0) is in `state`.
fn first_in(ticks: &[Vec<Entity>], state: u16) -> Option<usize> {
    ticks.iter().position(|t| t[0].state == state)
}

/// Lara's states tick by tick, to read a failure.
fn dump(ticks: &[Vec<Entity>]) -> String {
    ticks
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let l = &t[0];
            format!(
                "{i}: st {} anim {} fr {} pos {:?} yaw {}",
                l.state, l.anim.0, l.frame, l.pos, l.rot[1]
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

// --- Pickups ---------------------------------------------------------------

/// TRX tr1 objects/general/pickup.c Pickup_Collision: the item is tested
/// turned to Lara's heading within ±256 across and ahead and ±100 down;
/// standing with Action she is put 100 behind it (m_PickUpPosition) and
/// played to the pickup state (anim 135 from its frame 0); the item is taken
/// at frame 42 of that animation (LF_PICKUP_ERASE): 42 ticks after the move
/// begins, and not a tick before.
#[test]
fn a_pickup_is_taken_at_frame_42_of_her_pickup_from_inside_its_bounds() {
    let (x, z) = (3 * SECTOR + 512, 3 * SECTOR + 512);
    // 200 behind the key, facing it: inside its ±256.
    let Some(level) = room_level(
        vec![placed(0, x, z, 0), placed(KEY_1, x, z + 200, 0)],
        |_| {},
    ) else {
        return;
    };
    let mut run = Run::new(level);
    let ticks = run.play(60, |_| Input::ACTION);
    let s = first_in(&ticks, PICKUP).unwrap_or_else(|| panic!("never bent down\n{}", dump(&ticks)));
    let lara = &ticks[s][0];
    assert_eq!(
        lara.frame - run.world.level().animations[lara.anim.index()].frame_start,
        0
    );
    assert_eq!(
        [lara.pos[0], lara.pos[2]],
        [x, z + 200 - 100],
        "put 100 behind it"
    );
    assert!(ticks[s + 41][1].exists(), "still there at frame 41");
    assert!(
        !ticks[s + 42][1].exists(),
        "taken at frame 42\n{}",
        dump(&ticks)
    );
    let held: i64 = run.eval("return world.lara().state.inventory[129] or 0");
    assert_eq!(held, 1, "in the inventory");
}

/// The same routine: 300 behind it is outside its ±256, so she never bends
/// down and the key stays (the old 512 reach took it).
#[test]
fn no_pickup_from_outside_its_bounds() {
    let (x, z) = (3 * SECTOR + 512, 3 * SECTOR + 512);
    for (dx, dz) in [(0, 300), (300, 0), (0, -300)] {
        let Some(level) = room_level(
            vec![placed(0, x, z, 0), placed(KEY_1, x + dx, z + dz, 0)],
            |_| {},
        ) else {
            return;
        };
        let mut run = Run::new(level);
        let ticks = run.play(60, |_| Input::ACTION);
        assert_eq!(first_in(&ticks, PICKUP), None, "({dx}, {dz}): bent down");
        assert!(ticks[59][1].exists(), "({dx}, {dz}): taken");
    }
}

// --- Switches --------------------------------------------------------------

/// The middle of sector (3, 6), before the room's north wall.
const WALL_OBJECT: (i32, i32) = (3 * SECTOR + 512, 6 * SECTOR + 512);

/// An object of `type_id` at [`WALL_OBJECT`] facing the wall 512 ahead (as
/// the originals place switches and keyholes), a trigger of `kind` under it
/// naming it then door 2, and Lara `ahead` in front of it, `across` to
/// its side, facing `yaw`.
fn wall_object_level(
    type_id: u16,
    kind: TriggerKind,
    ahead: i32,
    across: i32,
    yaw: u16,
) -> Option<Level> {
    let (x, z) = WALL_OBJECT;
    room_level(
        vec![
            placed(0, x + across, z + ahead, yaw),
            placed(type_id, x, z, 0),
            placed(DOOR_1, 3 * SECTOR + 512, SECTOR + 512, 0),
        ],
        |room| {
            common::traps::floor_trigger(
                room,
                (3, 6),
                kind,
                vec![TriggerAction::Object(1), TriggerAction::Object(2)],
            )
        },
    )
}

/// A switch with its switch trigger (see [`wall_object_level`]).
fn switch_level(ahead: i32, across: i32, yaw: u16) -> Option<Level> {
    wall_object_level(WALL_SWITCH, TriggerKind::Switch, ahead, across, yaw)
}

/// TRX tr1 objects/general/switch.c Switch_Collision: in its bounds (±200
/// across, 312–512 ahead, heading within 30°) with Action she is turned to
/// its heading and played to LS_SWITCH_ON (anim 63) at once, and the switch
/// (state on) is set going off and animated a frame (anim 2, frame 0).
/// Switch_Control animates it a frame a tick; its 45-frame anim 2 ends with
/// AC_DEACTIVATE (items.c Item_Animate) 45 ticks later, and that tick the
/// switch trigger under her fires (room.c, Switch_Trigger): the door it
/// names is activated then and not before.
#[test]
fn a_switch_pull_flips_at_once_and_fires_its_trigger_when_its_animation_ends() {
    let Some(level) = switch_level(400, 0, 20 * DEGREE) else {
        return;
    };
    let mut run = Run::new(level);
    let ticks = run.play(80, |_| Input::ACTION);
    let s = first_in(&ticks, SWITCH_ON).unwrap_or_else(|| panic!("never pulled\n{}", dump(&ticks)));
    assert_eq!(ticks[s][0].rot[1], 0, "turned to the switch's heading");
    assert_eq!(ticks[s][0].pos[2], 6 * SECTOR + 512 + 400, "not moved");
    assert_eq!(ticks[s][1].state, 0, "the switch flips as she starts");
    let door_on = |t: &Vec<Entity>| t[2].status == tombrs::world::Status::Active;
    assert!(
        !door_on(&ticks[s + 44]),
        "the trigger waits for the switch's animation"
    );
    assert!(
        door_on(&ticks[s + 45]),
        "fired as its 45-frame animation ends\n{}",
        dump(&ticks)
    );
}

/// TRX tr1 switch.c Switch_Trigger and Switch_Control: a switch trigger
/// with a timer (2 s) keeps the switch it fired running; when the timer
/// runs out the switch, left off, flips back on by itself: 60 ticks after
/// its trigger fired (the original's `Item_IsTriggerActive` flips it a tick
/// later: the world's timers end on the tick they reach zero, as its timed
/// doors do).
#[test]
fn a_timed_switch_flips_back_when_its_timer_runs_out() {
    let (x, z) = WALL_OBJECT;
    let Some(level) = room_level(
        vec![
            placed(0, x, z + 400, 0),
            placed(WALL_SWITCH, x, z, 0),
            placed(DOOR_1, 3 * SECTOR + 512, SECTOR + 512, 0),
        ],
        |room| {
            room.sector_mut(3, 6)
                .functions
                .push(tombrs::level::floordata::FloorFunction::Trigger {
                    kind: TriggerKind::Switch,
                    setup: tombrs::level::floordata::TriggerSetup {
                        timer: 2,
                        one_shot: false,
                        mask: 0x1F,
                        spare: 0,
                    },
                    actions: vec![TriggerAction::Object(1), TriggerAction::Object(2)],
                })
        },
    ) else {
        return;
    };
    let mut run = Run::new(level);
    let ticks = run.play(200, |t| if t < 3 { Input::ACTION } else { 0 });
    let s = first_in(&ticks, SWITCH_ON).expect("pulled");
    let fired = s + 45;
    assert_eq!(
        ticks[fired][2].status,
        tombrs::world::Status::Active,
        "the door"
    );
    assert_eq!(ticks[fired + 59][1].state, 0, "still off");
    assert_eq!(
        ticks[fired + 60][1].state,
        1,
        "flipped back on as its timer ran out"
    );
}

/// The same bounds: 250 ahead (under 312), 250 to the side (over 200) and
/// 40° off her heading are outside them; 29° off is inside.
#[test]
fn no_switch_pull_from_outside_its_bounds() {
    for (ahead, across, yaw, pulls) in [
        (250, 0, 0, false),
        (400, 250, 0, false),
        (400, 0, 40 * DEGREE, false),
        (400, 0, 0u16.wrapping_sub(40 * DEGREE), false),
        (400, 0, 29 * DEGREE, true),
        (700, 0, 0, false),
    ] {
        let Some(level) = switch_level(ahead, across, yaw) else {
            return;
        };
        let mut run = Run::new(level);
        let ticks = run.play(20, |_| Input::ACTION);
        assert_eq!(
            first_in(&ticks, SWITCH_ON).is_some(),
            pulls,
            "{ahead} ahead, {across} across, heading {yaw}"
        );
    }
}

// --- Keyholes --------------------------------------------------------------

/// TRX tr1 objects/general/keyhole.c: in its bounds (as the switch's) with
/// the key, she is put 362 in front of it (g_KeyHolePosition: half a sector
/// less her radius and 50) turned to its heading and played to LS_USE_KEY
/// (anim 131, 135 frames); KeyHole_Trigger fires the key trigger once her
/// hands are free (the anim's end, 135 ticks on: its EmptyHands command),
/// and the door it names opens then.
#[test]
fn a_key_goes_in_at_its_place_and_its_trigger_fires_when_her_hands_are_free() {
    let (x, z) = WALL_OBJECT;
    let Some(level) = wall_object_level(KEYHOLE_1, TriggerKind::Key, 450, 100, 10 * DEGREE) else {
        return;
    };
    let mut run = Run::new(level);
    run.eval::<()>("world.lara().state.inventory = { [129] = 1 }");
    let ticks = run.play(160, |_| Input::ACTION);
    let s = first_in(&ticks, USE_KEY).unwrap_or_else(|| panic!("never used it\n{}", dump(&ticks)));
    let lara = &ticks[s][0];
    assert_eq!(
        [lara.pos[0], lara.pos[2], lara.rot[1] as i32],
        [x, z + 362, 0]
    );
    let door_on = |t: &Vec<Entity>| t[2].status == tombrs::world::Status::Active;
    assert!(!door_on(&ticks[s + 134]));
    assert!(door_on(&ticks[s + 135]), "{}", dump(&ticks));
    let left: i64 = run.eval("return world.lara().state.inventory[129]");
    assert_eq!(left, 0, "the key is spent");
}

// --- Pushable blocks -------------------------------------------------------

/// TRX tr1 objects/traps/movable_block.c: standing with Action within its
/// bounds (up to 180 behind its face) she is put against the face (her
/// radius from the sector edge) and goes to her ready stance (anim 120);
/// at its frame 19 (LF_PPREADY) forward starts the push (anim 123, 180
/// frames, which moves her a sector at its end: SetPosition z +1024). The
/// block moves the same sector the tick her push ends, 199 ticks after she
/// grabbed it, and is a floor and blocked box again there.
#[test]
fn a_block_push_moves_it_1024_when_her_180_frame_push_ends() {
    let (x, z) = (3 * SECTOR + 512, 3 * SECTOR + 512);
    let Some(level) = room_level(
        vec![
            placed(0, x, z - 512 - 150, 0),
            placed(PUSHABLE_BLOCK_1, x, z, 0),
        ],
        |_| {},
    ) else {
        return;
    };
    let mut run = Run::new(level);
    // Action alone to grab it, then Action and forward.
    let ticks = run.play(240, |t| {
        if t < 5 {
            Input::ACTION
        } else {
            Input::ACTION | Input::FORWARD
        }
    });
    let grab =
        first_in(&ticks, PUSH_READY).unwrap_or_else(|| panic!("never grabbed\n{}", dump(&ticks)));
    assert_eq!(ticks[grab][0].pos[2], 3 * SECTOR - 100, "against the face");
    let push =
        first_in(&ticks, PUSH_BLOCK).unwrap_or_else(|| panic!("never pushed\n{}", dump(&ticks)));
    assert_eq!(push, grab + 19, "from frame 19 of the ready stance");
    let block_z = |t: usize| ticks[t][1].pos[2];
    assert_eq!(block_z(push + 179), z, "not moved before her push ends");
    assert_eq!(
        block_z(push + 180),
        z + SECTOR,
        "a sector when it ends\n{}",
        dump(&ticks)
    );
    assert_eq!(ticks[push + 180][0].state, STOP);
    assert_eq!(ticks[push + 180][0].pos[2], 3 * SECTOR - 100 + SECTOR);
    assert_eq!(block_z(239), z + SECTOR, "one push, one sector");
    let on_top: i32 = run.eval(&format!(
        "return world.floor(0, {x}, -2000, {})",
        z + SECTOR
    ));
    assert_eq!(on_top, -SECTOR, "a floor at its new place");
}

// --- Doors -----------------------------------------------------------------

/// TRX tr1 objects/general/door.c Door_Control: triggered, a closed door is
/// asked to open and its animation goes to the open state that tick; the
/// next tick's control opens its sector and frees its blockable box. Its
/// trigger off, the door closes and shuts the box again the tick after its
/// animation is back in the closed state.
#[test]
fn a_door_frees_its_box_the_tick_after_it_opens_and_blocks_it_when_closed() {
    let Some(level) = room_level(
        vec![
            placed(0, SECTOR + 512, SECTOR + 512, 0),
            placed(DOOR_1, 4 * SECTOR + 512, 3 * SECTOR + 512, 0),
        ],
        |room| room.sector_mut(4, 3).door = true,
    ) else {
        return;
    };
    let mut run = Run::new(level);
    let door_box = {
        let e = &run.world.entities()[1];
        tombrs::world::geometry::sector_info(&run.world, e.room, e.pos[0], e.pos[1], e.pos[2])
            .box_id
            .expect("the doorway has a box")
    };
    run.play(2, |_| 0);
    assert!(run.world.box_blocked()[door_box.index()], "shut as placed");
    // Its trigger on (the world's trigger action) and its hook's wake.
    run.world.entities_mut()[1].status = tombrs::world::Status::Active;
    let mut opened = None;
    for t in 0..10 {
        run.play(1, |_| 0);
        let e = &run.world.entities()[1];
        if e.state == 1 && opened.is_none() {
            opened = Some(t);
            assert!(
                run.world.box_blocked()[door_box.index()],
                "still shut the tick it starts"
            );
        }
        if !run.world.box_blocked()[door_box.index()] {
            assert_eq!(Some(t), opened.map(|o| o + 1), "freed the tick after");
            break;
        }
    }
    assert!(!run.world.box_blocked()[door_box.index()], "opened");
    run.world.entities_mut()[1].status = tombrs::world::Status::Inactive;
    run.world.entities_mut()[1].awake = true;
    // The rest of its 61-frame opening, then its 61-frame closing: the
    // box is shut the tick after its animation is back in the closed state.
    let mut trace = Vec::new();
    for _ in 0..160 {
        run.play(1, |_| 0);
        trace.push((
            run.world.entities()[1].state,
            run.world.box_blocked()[door_box.index()],
        ));
    }
    let closed = trace.iter().position(|t| t.0 == 0).expect("closed");
    assert!(!trace[closed].1, "open still the tick it closes");
    assert!(trace[closed + 1].1, "shut the tick after");
    assert!(run.world.box_blocked()[door_box.index()], "shut again");
}

// --- Rolling ball --------------------------------------------------------------

/// TRX tr1 objects/traps/rolling_ball.c RollingBall_Control: triggered, the
/// ball goes from its set state to rolling and its animation moves it (the
/// builder's ball: 60 a tick); it stops when the floor half a sector ahead
/// is higher, put back where it was that tick: from x 2560 along +x to the
/// wall at 9216, the last place short of 9216 − 512 is 2560 + 102 · 60 =
/// 8680. Its trigger off, it is back where it was placed. Rolling into Lara
/// on the ground it kills her (RollingBall_Collision).
#[test]
fn the_rolling_ball_rolls_by_its_animation_stops_half_a_sector_short_and_resets() {
    let room = RoomDef::boxed(0, 0, 10, 3, 0, -8);
    let mut ball = EntityDef::new(38, 0, [2 * SECTOR + 512, 0, SECTOR + 512]);
    ball.angle = 0x4000;
    let mut lara = EntityDef::new(0, 0, [6 * SECTOR + 512, 0, SECTOR + 512]);
    lara.angle = 0xC000;
    let def = LevelDef {
        rooms: vec![room],
        models: tombrs::builder::objects::all(),
        entities: vec![lara, ball],
        ..Default::default()
    };
    let level = Level::from_raw(&tombrs::builder::build(&def, tombrs::format::Game::Tr1)).unwrap();
    let mut run = Run::new(level);
    run.world.entities_mut()[1].status = tombrs::world::Status::Active;
    run.world.entities_mut()[1].mask = 0x1F;
    let ticks = run.play(160, |_| 0);
    let xs: Vec<i32> = ticks.iter().map(|t| t[1].pos[0]).collect();
    assert_eq!(
        xs[0] - (2 * SECTOR + 512),
        60,
        "a tick of its rolling animation"
    );
    assert!(ticks.iter().any(|t| t[0].health <= 0), "it ran her over");
    assert_eq!(*xs.last().unwrap(), 2 * SECTOR + 512 + 102 * 60, "{xs:?}");
    assert_eq!(ticks[159][1].status, tombrs::world::Status::Deactivated);
    // Its trigger off: back where it was placed.
    run.world.entities_mut()[1].mask = 0;
    run.play(2, |_| 0);
    assert_eq!(
        run.world.entities()[1].pos,
        [2 * SECTOR + 512, 0, SECTOR + 512]
    );
}

// --- Flipeffects -------------------------------------------------------------

/// TRX tr1 effect_routines/flicker.c FX_Flicker: flip 0 toggles on the flip
/// timer's ticks 90, 92, 105 and 107, and once more (the effect's end) on
/// the first tick past 125: five toggles, the rooms left flipped.
#[test]
fn the_flicker_flipeffect_toggles_the_flipmap_on_the_originals_ticks() {
    use tombrs::world::Hooks;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 4, 4, 0, -8)],
        entities: vec![placed(0, 1536, 1536, 0)],
        ..Default::default()
    };
    let level = Level::from_raw(&tombrs::builder::build(&def, tombrs::format::Game::Tr1)).unwrap();
    let mut run = Run::new(level);
    run.host.flipeffect(&mut run.world, 16, None, None, None);
    let mut flips = Vec::new();
    let mut was = run.world.flip_on(0);
    for t in 0..160 {
        run.host.step(&mut run.world, Input::default());
        if run.world.flip_on(0) != was {
            flips.push(t);
            was = run.world.flip_on(0);
        }
    }
    assert_eq!(flips, vec![90, 92, 105, 107, 126]);
    assert!(run.world.flip_on(0), "left flipped");
}

/// TRX tr1 movable_block.c M_TestPull: with the sector behind her level and
/// clear, back at frame 19 of her ready stance starts the pull (anim 122,
/// 209 frames, which moves her a sector back at its end: SetPosition z
/// −1024); the block comes the same sector with her as it ends.
#[test]
fn a_block_pull_brings_it_1024_when_her_209_frame_pull_ends() {
    let (x, z) = (3 * SECTOR + 512, 4 * SECTOR + 512);
    let Some(level) = room_level(
        vec![
            placed(0, x, z - 512 - 150, 0),
            placed(PUSHABLE_BLOCK_1, x, z, 0),
        ],
        |_| {},
    ) else {
        return;
    };
    let mut run = Run::new(level);
    let ticks = run.play(260, |t| {
        if t < 5 {
            Input::ACTION
        } else {
            Input::ACTION | Input::BACK
        }
    });
    let grab =
        first_in(&ticks, PUSH_READY).unwrap_or_else(|| panic!("never grabbed\n{}", dump(&ticks)));
    let pull =
        first_in(&ticks, PULL_BLOCK).unwrap_or_else(|| panic!("never pulled\n{}", dump(&ticks)));
    assert_eq!(pull, grab + 19, "from frame 19 of the ready stance");
    let block_z = |t: usize| ticks[t][1].pos[2];
    assert_eq!(block_z(pull + 208), z, "not moved before her pull ends");
    assert_eq!(block_z(pull + 209), z - SECTOR, "a sector when it ends");
    assert_eq!(ticks[pull + 209][0].pos[2], 4 * SECTOR - 100 - SECTOR);
}

/// TRX tr1 movable_block.c M_TestPush: a static mesh within 500 of where
/// the block would go (Collide_CollideStaticObjects) stops the push; she
/// stays in her ready stance. (TEST1.PHD's own static meshes have no
/// collision box to speak of: the test gives the level a pillar of its own.)
#[test]
fn a_static_mesh_where_the_block_would_go_stops_the_push() {
    const PILLAR: u32 = 999;
    let (x, z) = (3 * SECTOR + 512, 3 * SECTOR + 512);
    let pillar_box = [-256i16, 256, -1024, 0, -256, 256];
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 8, 0, -16)],
        models: tombrs::builder::objects::all(),
        entities: vec![
            placed(0, x, z - 512 - 150, 0),
            placed(PUSHABLE_BLOCK_1, x, z, 0),
        ],
        static_meshes: vec![tombrs::builder::spec::StaticMeshDef {
            id: PILLAR,
            mesh: tombrs::builder::models::MeshDef::cuboid(
                [-256, -1024, -256],
                [256, 0, 256],
                tombrs::builder::Material::Stone,
            ),
            solid: true,
        }],
        statics: vec![tombrs::builder::spec::StaticDef {
            room: 0,
            pos: [x, 0, z + SECTOR],
            rotation: 0,
            id: PILLAR,
        }],
        ..Default::default()
    };
    let Some(mut level) = common::with_tr1_models(&def) else {
        return;
    };
    // The lent models replaced the level's static meshes: the pillar again.
    let mesh = level
        .statics
        .first()
        .expect("TEST1.PHD has static meshes")
        .mesh;
    level.statics.push(tombrs::level::model::StaticMesh {
        id: PILLAR,
        mesh,
        visibility_box: pillar_box,
        collision_box: pillar_box,
        flags: 0,
    });
    let slot = tombrs::level::StaticId(level.statics.len() as u32 - 1);
    level.rooms[0].statics[0].slot = Some(slot);
    let mut run = Run::new(level);
    let ticks = run.play(80, |t| {
        if t < 5 {
            Input::ACTION
        } else {
            Input::ACTION | Input::FORWARD
        }
    });
    assert!(first_in(&ticks, PUSH_READY).is_some(), "she holds it");
    assert_eq!(
        first_in(&ticks, PUSH_BLOCK),
        None,
        "pushed into the static mesh"
    );
    assert_eq!(ticks[79][1].pos[2], z);
}
