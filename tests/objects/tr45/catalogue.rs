//! The TR4 and TR5 catalogues (scripts/objects/tr4.lua, tr5.lua): every
//! type id has a named entry, every behaviour named loads, the real TR4/TR5
//! levels resolve every entity to a named entry and run with the shipped
//! scripts, and a TR4 builder level plays a door opened by a switch and a
//! puzzle item taken and used, through the TR4 ids.

use crate::common;

use std::path::Path;
use std::sync::Arc;

use mlua::{Table, Value};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{build, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
use tombrs::level::Level;
use tombrs::script::check::{check, coverage};
use tombrs::script::{modules, HostConfig, ScriptHost, Severity};
use tombrs::world::{Input, Status, World};

/// Type ids per game: TR4 0–464, TR5 0–459 (spec catalogue-tr4-tr5.md).
const TR4_SLOTS: i64 = 465;
const TR5_SLOTS: i64 = 460;
/// Ticks each real level runs.
const REAL_TICKS: usize = 600;
/// Ticks each real level runs with every entity switched on.
const ACTIVATED_TICKS: usize = 3000;
/// Ticks of the puzzle walk (TR4 aligns her more slowly than TR1).
const PUZZLE_TICKS: usize = 320;

// TR4 ids used on the builder levels (spec catalogue-tr4-tr5.md).
const TR4_PUZZLE_ITEM1: u16 = 175;
const TR4_PUZZLE_HOLE1: u16 = 260;
const TR4_PUZZLE_DONE1: u16 = 272;
const TR4_SWITCH_TYPE1: u16 = 306;
const TR4_DOOR_TYPE1: u16 = 322;
// The builder's TR1 key and keyhole models lent to them.
const TR1_KEY: u32 = tombrs::builder::objects::ids::KEY;
const TR1_KEYHOLE: u32 = tombrs::builder::objects::ids::KEYHOLE;

fn config() -> HostConfig {
    HostConfig::with_mods(&[])
}

fn catalogue(host: &ScriptHost, game: Game) -> Table {
    let key = format!("{game}").to_lowercase();
    modules::require_table(host.lua(), &format!("objects.{key}")).expect("the catalogue loads")
}

fn errors(host: &ScriptHost) -> Vec<String> {
    common::script_log_at(host, Severity::Error)
}

#[test]
fn every_tr4_and_tr5_id_has_a_named_entry_whose_behaviour_loads() {
    for (game, slots) in [(Game::Tr4, TR4_SLOTS), (Game::Tr5, TR5_SLOTS)] {
        let host = ScriptHost::new(&config(), game, None).unwrap();
        assert_eq!(errors(&host), Vec::<String>::new(), "{game}");
        let cat = catalogue(&host, game);
        assert_eq!(cat.pairs::<Value, Value>().count() as i64, slots, "{game}");
        for id in 0..slots {
            let entry: Table = cat
                .raw_get(id)
                .unwrap_or_else(|e| panic!("{game} {id}: {e}"));
            let name: String = entry.raw_get("name").unwrap();
            assert!(!name.is_empty(), "{game} {id}");
            let behaviour: String = entry.raw_get("behaviour").unwrap();
            if behaviour != "inert" {
                modules::require_table(host.lua(), &behaviour)
                    .unwrap_or_else(|e| panic!("{game} {id} {name}: {behaviour}: {e}"));
            }
        }
    }
    // check-scripts walks every entry of every game through the loader.
    assert_eq!(check(&config()), Vec::<String>::new());
}

/// (name, behaviour, params item) of an entry.
fn entry(cat: &Table, id: i64) -> (String, String, Option<i64>) {
    let e: Table = cat.raw_get(id).unwrap();
    let item = e
        .raw_get::<Option<Table>>("params")
        .unwrap()
        .and_then(|p| p.raw_get::<Option<i64>>("item").unwrap());
    (
        e.raw_get("name").unwrap(),
        e.raw_get("behaviour").unwrap(),
        item,
    )
}

#[test]
fn the_same_object_is_wired_alike_under_each_games_id() {
    let s = |x: &str| x.to_string();
    let tr4 = ScriptHost::new(&config(), Game::Tr4, None).unwrap();
    let tr5 = ScriptHost::new(&config(), Game::Tr5, None).unwrap();
    let (c4, c5) = (catalogue(&tr4, Game::Tr4), catalogue(&tr5, Game::Tr5));
    // (TR4 id, TR5 id, name, behaviour, item TR4, item TR5)
    let pairs = [
        (0, 0, "LARA", "lara.player", None, None),
        (1, 1, "PISTOLS_ANIM", "lara.part", None, None),
        (322, 284, "DOOR_TYPE1", "objects.common.door", None, None),
        (
            306,
            266,
            "SWITCH_TYPE1",
            "objects.common.switch",
            None,
            None,
        ),
        (
            175,
            172,
            "PUZZLE_ITEM1",
            "objects.common.pickup",
            Some(175),
            Some(172),
        ),
        (
            203,
            196,
            "KEY_ITEM1",
            "objects.common.pickup",
            Some(203),
            Some(196),
        ),
        (
            260,
            242,
            "PUZZLE_HOLE1",
            "objects.common.keyhole",
            Some(175),
            Some(172),
        ),
        (
            272,
            250,
            "PUZZLE_DONE1",
            "objects.common.keyhole",
            Some(175),
            Some(172),
        ),
        (
            284,
            258,
            "KEY_HOLE1",
            "objects.common.keyhole",
            Some(203),
            Some(196),
        ),
        (
            156,
            137,
            "PUSHABLE_OBJECT1",
            "objects.common.pushable_block",
            None,
            None,
        ),
        (
            130,
            114,
            "ROLLINGBALL",
            "objects.common.boulder",
            None,
            None,
        ),
        (336, 448, "BRIDGE_FLAT", "objects.common.bridge", None, None),
        (
            427,
            416,
            "ANIMATING1",
            "objects.common.animating",
            None,
            None,
        ),
        (
            428,
            417,
            "ANIMATING1_MIP",
            "objects.common.unplaced",
            None,
            None,
        ),
        (
            143,
            121,
            "FLAME_EMITTER",
            "objects.common.flame_emitter",
            None,
            None,
        ),
        (
            463,
            458,
            "DEFAULT_SPRITES",
            "objects.common.unplaced",
            None,
            None,
        ),
        (
            372,
            354,
            "FLARE_ITEM",
            "objects.common.flare",
            Some(373),
            Some(355),
        ),
    ];
    for (i4, i5, name, behaviour, item4, item5) in pairs {
        assert_eq!(entry(&c4, i4), (s(name), s(behaviour), item4), "TR4 {i4}");
        assert_eq!(entry(&c5, i5), (s(name), s(behaviour), item5), "TR5 {i5}");
    }
    // SWITCH_TYPE7/8 are switches Lara shoots in both games.
    assert_eq!(entry(&c4, 312).1, "objects.common.shot_switch");
    assert_eq!(entry(&c5, 272).1, "objects.common.shot_switch");
    // One dog family, per-game numbers: TR4 DOG, TR5 HUSKIE.
    assert_eq!(entry(&c4, 91).1, "creatures.dog");
    assert_eq!(entry(&c5, 85).1, "creatures.dog");
}

#[test]
fn coverage_counts_every_tr4_and_tr5_slot() {
    let all = coverage(&config());
    for (game, slots) in [(Game::Tr4, TR4_SLOTS), (Game::Tr5, TR5_SLOTS)] {
        let c = all.iter().find(|c| c.game == game).expect("covered");
        eprintln!("{game}: {} of {} entries behave", c.behaving, c.entries);
        assert_eq!(c.entries as i64, slots, "{game}");
        assert!(c.behaving > 200, "{game}: {}", c.behaving);
    }
}

/// The real TR4/TR5 levels: every entity's type is a named entry of the
/// catalogue, and 600 ticks with the shipped scripts raise no script error.
#[test]
fn real_tr4_and_tr5_levels_resolve_every_entity_and_run() {
    for rel in ["tr4/TEST1.TR4", "tr5/TEST1.TRC", "trle/title.tr4"] {
        let Some(path) = common::shared(rel) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping {rel}");
            return;
        };
        run_real(&path, rel);
        run_activated(&path, rel);
    }
}

/// Every entity of a real level switched on as its trigger would, then
/// 3,000 ticks: no script error, no warning.
fn run_activated(path: &Path, rel: &str) {
    use tombrs::world::Hooks;
    let bytes = std::fs::read(path).unwrap();
    let level = Arc::new(Level::load(&bytes, common::ext(path).as_deref()).unwrap());
    let mut world = World::new(level.clone(), 1);
    let stem = path.file_stem().and_then(|s| s.to_str());
    let mut host = ScriptHost::new(&config(), level.game, stem).unwrap();
    host.bind_all(&mut world);
    // Warnings already logged binding (an inert type named once) are not
    // the run's business.
    let before = common::script_log_at(&host, Severity::Warn).len();
    for i in 1..world.entities().len() {
        let id = world.entities()[i].id;
        world.entities_mut()[i].status = Status::Active;
        host.on_activate(&mut world, id, None);
    }
    for tick in 0..ACTIVATED_TICKS {
        host.step(&mut world, Input::default());
        let log = common::script_log_at(&host, Severity::Warn);
        let new: Vec<&String> = log
            .iter()
            .skip(before)
            .filter(|m| !m.contains("inert"))
            .collect();
        assert!(new.is_empty(), "{rel} activated, tick {tick}: {new:?}");
    }
}

fn run_real(path: &Path, rel: &str) {
    let bytes = std::fs::read(path).unwrap();
    let level = Arc::new(Level::load(&bytes, common::ext(path).as_deref()).unwrap());
    let mut world = World::new(level.clone(), 1);
    let stem = path.file_stem().and_then(|s| s.to_str());
    let mut host = ScriptHost::new(&config(), level.game, stem).unwrap();
    host.bind_all(&mut world);
    let cat = catalogue(&host, level.game);
    for e in world.entities() {
        let (_, name) = host.behaviour_of(e.id).expect("bound");
        let listed: Option<Table> = cat.raw_get(e.type_id as i64).unwrap();
        let listed: String = listed
            .unwrap_or_else(|| panic!("{rel}: type {} not catalogued", e.type_id))
            .raw_get("name")
            .unwrap();
        assert_eq!(name, listed, "{rel}: type {}", e.type_id);
    }
    for tick in 0..REAL_TICKS {
        host.step(&mut world, Input::default());
        let errs = errors(&host);
        assert!(errs.is_empty(), "{rel} tick {tick}: {errs:?}");
    }
}

fn tr4_world(def: &LevelDef) -> (World, ScriptHost) {
    let level = Arc::new(Level::from_raw(&build(def, Game::Tr4)).unwrap());
    assert_eq!(level.game, Game::Tr4);
    let mut world = World::new(level, 1);
    let mut host = ScriptHost::new(&config(), Game::Tr4, Some("BUILDER")).unwrap();
    host.bind_all(&mut world);
    (world, host)
}

#[test]
fn a_tr4_switch_opens_a_tr4_door() {
    // A corridor along x: Lara facing the switch (306) at cell 3, the door
    // (322) in the doorway at cell 6; the switch trigger under the lever
    // names both.
    let mut me = EntityDef::new(0, 0, [3 * 1024 + 300, 0, 1536]);
    me.angle = 0x4000;
    let mut def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 10, 3, 0, -8)],
        entities: vec![
            me,
            EntityDef::new(TR4_SWITCH_TYPE1, 0, [3 * 1024 + 1000, 0, 1536]),
            EntityDef::new(TR4_DOOR_TYPE1, 0, [6 * 1024 + 512, 0, 1536]),
        ],
        ..Default::default()
    };
    def.rooms[0]
        .sector_mut(3, 1)
        .functions
        .push(FloorFunction::Trigger {
            kind: TriggerKind::Switch,
            setup: TriggerSetup {
                timer: 0,
                one_shot: false,
                mask: 0x1F,
                spare: 0,
            },
            actions: vec![TriggerAction::Object(1), TriggerAction::Object(2)],
        });
    def.rooms[0].sector_mut(6, 1).door = true;
    let (mut world, mut host) = tr4_world(&def);
    let door = world.entities()[2].id;
    assert_eq!(
        host.behaviour_of(door),
        Some(("objects.common.door", "DOOR_TYPE1"))
    );
    for _ in 0..3 {
        host.step(&mut world, Input::default());
    }
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "not pulled yet"
    );
    host.step(
        &mut world,
        Input {
            bits: Input::ACTION,
        },
    );
    host.step(&mut world, Input::default());
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "the door opened: {:?}",
        host.log().lines()
    );
    assert_eq!(errors(&host), Vec::<String>::new());
}

/// How many of `item` Lara (entity 0) carries.
fn carried(host: &ScriptHost, world: &World, item: u16) -> i64 {
    let lua = host.lua();
    lua.load("return function(e, i) return (e.state.inventory or {})[i] or 0 end")
        .eval::<mlua::Function>()
        .unwrap()
        .call((
            tombrs::script::bindings::handle_value(lua, Some(world.entities()[0].id)).unwrap(),
            item,
        ))
        .unwrap()
}

/// The builder's models (the hero among them), with its TR1 key (129)
/// and keyhole (137) models copied to the TR4 puzzle item and holes.
fn tr4_models() -> Vec<ModelDef> {
    let mut models = tombrs::builder::objects::all();
    let copy = |models: &[ModelDef], from: u32, to: u16| {
        let mut m = models
            .iter()
            .find(|m| m.type_id == from)
            .expect("a builder model")
            .clone();
        m.type_id = to as u32;
        m
    };
    let extra = [
        copy(&models, TR1_KEY, TR4_PUZZLE_ITEM1),
        copy(&models, TR1_KEYHOLE, TR4_PUZZLE_HOLE1),
        copy(&models, TR1_KEYHOLE, TR4_PUZZLE_DONE1),
    ];
    models.extend(extra);
    models
}

#[test]
fn a_tr4_puzzle_item_is_taken_and_goes_into_its_hole_and_a_done_hole_takes_nothing() {
    // PUZZLE_ITEM1 (175) a sector ahead of Lara, PUZZLE_HOLE1 (260) two
    // sectors further on, both on her line (+x); a PUZZLE_DONE1 (272) aside.
    let mut me = EntityDef::new(0, 0, [1536, 0, 2560]);
    me.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 5, 0, -16)],
        models: tr4_models(),
        entities: vec![
            me,
            EntityDef::new(TR4_PUZZLE_ITEM1, 0, [2 * 1024 + 512, 0, 2560]),
            EntityDef::new(TR4_PUZZLE_HOLE1, 0, [5 * 1024 + 512, 0, 2560]),
            EntityDef::new(TR4_PUZZLE_DONE1, 0, [5 * 1024 + 512, 0, 1024 + 512]),
        ],
        ..Default::default()
    };
    let (mut world, mut host) = tr4_world(&def);
    let item = world.entities()[1].id;
    assert_eq!(
        host.behaviour_of(item),
        Some(("objects.common.pickup", "PUZZLE_ITEM1"))
    );
    let mut took = None;
    let mut used = None;
    for t in 0..PUZZLE_TICKS {
        let bits = match t {
            0..=54 => Input::FORWARD | Input::WALK,
            65 | 190 => Input::ACTION,
            90..=174 => Input::FORWARD,
            _ => 0,
        };
        host.step(&mut world, Input { bits });
        if took.is_none() && world.entity(item).is_none() {
            took = Some(t);
            assert_eq!(
                carried(&host, &world, TR4_PUZZLE_ITEM1),
                1,
                "in her inventory"
            );
        }
        if used.is_none() && world.entities()[2].triggered {
            used = Some(t);
        }
    }
    assert!(took.is_some(), "she took it: {:?}", host.log().lines());
    assert!(
        used.is_some(),
        "the hole took it: took {took:?}, lara {:?} state {} carried {}",
        world.entities()[0].pos,
        world.entities()[0].state,
        carried(&host, &world, TR4_PUZZLE_ITEM1)
    );
    assert_eq!(carried(&host, &world, TR4_PUZZLE_ITEM1), 0, "it left her");
    assert!(
        !world.entities()[3].triggered,
        "the done hole was never used"
    );
    assert_eq!(errors(&host), Vec::<String>::new());
}

/// TR4's TRIGGER_TRIGGERER (408).
const TR4_TRIGGER_TRIGGERER: u16 = 408;

#[test]
fn a_trigger_triggerer_arms_the_trigger_of_its_sector() {
    // Lara stands on a sector whose floor data holds the trigger mark
    // before a trigger naming the door; the triggerer stands there too.
    let mut def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 10, 3, 0, -8)],
        entities: vec![
            EntityDef::new(0, 0, [3 * 1024 + 512, 0, 1536]),
            EntityDef::new(TR4_TRIGGER_TRIGGERER, 0, [3 * 1024 + 256, 0, 1536]),
            EntityDef::new(TR4_DOOR_TYPE1, 0, [6 * 1024 + 512, 0, 1536]),
        ],
        ..Default::default()
    };
    let sector = &mut def.rooms[0].sector_mut(3, 1).functions;
    sector.push(FloorFunction::Special14);
    sector.push(FloorFunction::Trigger {
        kind: TriggerKind::Trigger,
        setup: TriggerSetup {
            timer: 0,
            one_shot: false,
            mask: 0x1F,
            spare: 0,
        },
        actions: vec![TriggerAction::Object(2)],
    });
    def.rooms[0].sector_mut(6, 1).door = true;
    let (mut world, mut host) = tr4_world(&def);
    assert_eq!(
        host.behaviour_of(world.entities()[1].id),
        Some(("objects.common.trigger_triggerer", "TRIGGER_TRIGGERER"))
    );
    for _ in 0..5 {
        host.step(&mut world, Input::default());
    }
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "a disarmed mark holds the trigger back"
    );
    common::arena::activate(&mut world, &mut host, 1);
    host.step(&mut world, Input::default());
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "armed, the trigger opens the door: {:?}",
        host.log().lines()
    );
    // Switched off again, the mark holds the trigger back once more: the
    // floor-data test stops at it (Lara's trigger no longer renews the door).
    {
        use tombrs::world::Hooks;
        let id = world.entities()[1].id;
        world.entities_mut()[1].status = Status::Inactive;
        host.on_deactivate(&mut world, id, None);
    }
    let marks: Vec<bool> = world.trigger_marks().values().copied().collect();
    assert_eq!(marks, vec![false], "one mark, disarmed");
    assert_eq!(errors(&host), Vec::<String>::new());
}

/// The slots TOMB4 and TOMB5 give no routine (TR4 129, 131, 149, 161,
/// 347, 389; TR5 96, 113, 115, 116, 119, 132, 146) are still models that
/// nothing blocks on, as in the originals, not unwritten behaviours.
#[test]
fn slots_without_a_routine_in_the_originals_stand_still_and_block_nothing() {
    for (game, ids) in [
        (Game::Tr4, &[129, 131, 149, 161, 347, 389][..]),
        (Game::Tr5, &[96, 113, 115, 116, 119, 132, 146][..]),
    ] {
        let host = ScriptHost::new(&config(), game, None).unwrap();
        let cat = catalogue(&host, game);
        for &id in ids {
            let e: Table = cat.raw_get(id).unwrap();
            let name: String = e.raw_get("name").unwrap();
            let behaviour: String = e.raw_get("behaviour").unwrap();
            assert_eq!(behaviour, "objects.common.still", "{game} {id} {name}");
            let params: Table = e.raw_get("params").unwrap();
            assert!(
                !params.raw_get::<bool>("solid").unwrap(),
                "{game} {id} {name}"
            );
            let note: String = e.raw_get("note").unwrap();
            assert!(
                note.contains("no routine") || note.contains("no control"),
                "{game} {id}: {note}"
            );
        }
    }
}
