//! TR2's and TR3's objects that are not traps: pickups the catalogues had
//! left inert, the puzzle slots that show their piece, the savegame
//! crystal, and the TEST1 levels run with every entity switched on. Each
//! on a builder level of its game with builder models lent to the type
//! ids under test and the demo hero as Lara.

use crate::common;

use std::sync::Arc;

use common::arena::{activate, open_room, LARA_AT};
use common::traps::{bound, entity, run, SECTOR};
use tombrs::builder::models::{MeshDef, ModelDef};
use tombrs::builder::{LevelDef, Material};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost, Severity};
use tombrs::world::{Input, World};

/// The builder's model of `from` lent to type `to`.
fn lent(from: u32, to: u32) -> ModelDef {
    let mut m = tombrs::builder::objects::all()
        .into_iter()
        .find(|m| m.type_id == from)
        .expect("a builder model");
    m.type_id = to;
    m
}

/// The builder's key model (129): something to pick up.
fn item_model(to: u32) -> ModelDef {
    lent(129, to)
}

/// A level of `game`: Lara facing +x at the arena's spot, then `items`
/// (type, sectors ahead of her on her line) with `models`.
fn line_level(game: Game, models: Vec<ModelDef>, items: &[(u16, i32)]) -> Level {
    let mut hero = tombrs::builder::EntityDef::new(0, 0, LARA_AT);
    hero.angle = 0x4000;
    let mut all = vec![tombrs::builder::hero::hero()];
    all.extend(models);
    let entities = std::iter::once(hero)
        .chain(
            items
                .iter()
                .map(|&(t, ahead)| entity(t, [LARA_AT[0] + ahead * SECTOR, LARA_AT[2]], 0, 0)),
        )
        .collect();
    let def = LevelDef {
        rooms: vec![open_room()],
        models: all,
        entities,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, game)).unwrap()
}

/// Evaluates `chunk` (a Lua function of Lara's handle) on the host's state.
fn lua_of_lara<T: mlua::FromLua>(host: &ScriptHost, world: &World, chunk: &str) -> T {
    let lua = host.lua();
    lua.load(chunk)
        .eval::<mlua::Function>()
        .unwrap()
        .call(tombrs::script::bindings::handle_value(lua, Some(world.entities()[0].id)).unwrap())
        .unwrap()
}

/// How many of `item` Lara carries.
fn carried(host: &ScriptHost, world: &World, item: u16) -> i64 {
    lua_of_lara(
        host,
        world,
        &format!("return function(l) return (l.state.inventory or {{}})[{item}] or 0 end"),
    )
}

/// Her walk to an item a sector ahead, Action over it, then (from tick
/// 90) on to a hole two sectors further and Action at it: the TR1 puzzle
/// walk of tests/lara.rs.
fn walk_take_use(t: usize) -> u32 {
    match t {
        0..=54 => Input::FORWARD | Input::WALK,
        65 | 190 => Input::ACTION,
        90..=174 => Input::FORWARD,
        _ => 0,
    }
}

#[test]
fn guns_and_quest_items_once_inert_go_into_her_inventory() {
    // TR2 137 automags, 138 Uzis, 141 grenade gun, 205 quest item 1;
    // TR3 236 quest item 1, 240 Infada stone (it spins where it lies).
    for (game, id) in [
        (Game::Tr2, 137u16),
        (Game::Tr2, 138),
        (Game::Tr2, 141),
        (Game::Tr2, 205),
        (Game::Tr3, 236),
        (Game::Tr3, 240),
    ] {
        let level = line_level(game, vec![item_model(id as u32)], &[(id, 1)]);
        let (mut world, mut host) = bound(level, &[]);
        let item = world.entities()[1].id;
        assert_eq!(carried(&host, &world, id), 0);
        run(&mut world, &mut host, 90, walk_take_use, |_, _| {});
        assert!(world.entity(item).is_none(), "{game:?} {id}: taken");
        assert_eq!(carried(&host, &world, id), 1, "{game:?} {id}: carried");
        common::assert_no_script_error(&host, "pickup");
    }
}

#[test]
fn a_tr2_secret_dragon_counts_its_secret_when_taken() {
    for (id, bit) in [(190u16, 1u32), (192, 4)] {
        let level = line_level(Game::Tr2, vec![item_model(id as u32)], &[(id, 1)]);
        let (mut world, mut host) = bound(level, &[]);
        run(&mut world, &mut host, 60, walk_take_use, |_, _| {});
        assert_eq!(world.secrets(), 0, "{id}: not yet");
        run(
            &mut world,
            &mut host,
            30,
            |t| walk_take_use(t + 60),
            |_, _| {},
        );
        assert_eq!(carried(&host, &world, id), 1, "{id}: carried");
        assert_eq!(world.secrets(), bit, "{id}: its secret counted");
        common::assert_no_script_error(&host, "secret");
    }
}

#[test]
fn the_tr3_save_crystal_spins_and_floats_and_asks_for_a_save_when_taken() {
    let level = line_level(Game::Tr3, vec![item_model(180)], &[(180, 1)]);
    let (mut world, mut host) = bound(level, &[]);
    let y0 = world.entities()[1].pos[1];
    let mut seen = Vec::new();
    run(
        &mut world,
        &mut host,
        30,
        |_| 0,
        |_, w| seen.push((w.entities()[1].rot[1], w.entities()[1].pos[1])),
    );
    assert_eq!(seen[1].0.wrapping_sub(seen[0].0), 1024, "turns 1024 a tick");
    let lowest = seen.iter().map(|s| s.1).max().unwrap();
    let highest = seen.iter().map(|s| s.1).min().unwrap();
    assert!(
        lowest <= y0 - 64 && highest < lowest - 128 && highest >= y0 - 64 - 256,
        "floats 64 to 320 above its spot: {lowest} {highest} ({y0})"
    );
    assert_eq!(
        saves_asked(&mut world, &mut host, 10, |_| 0),
        0,
        "standing by it asks nothing"
    );
    assert_eq!(
        saves_asked(&mut world, &mut host, 90, walk_take_use),
        1,
        "taking it asks the game to save, once"
    );
    assert_eq!(carried(&host, &world, 180), 1, "the crystal is carried");
    common::assert_no_script_error(&host, "crystal");
}

/// The builder's keyhole lent to `id`; for the full model a different
/// mesh (a plate with the piece in it) so the swap shows.
fn hole_models(piece: u32, hole: u32, full: u32) -> Vec<ModelDef> {
    let mut full_model = lent(137, full);
    full_model.meshes[0] = MeshDef::cuboid([-120, -800, -60], [120, -500, 0], Material::Lava);
    vec![item_model(piece), lent(137, hole), full_model]
}

#[test]
fn a_puzzle_slot_takes_its_piece_and_becomes_full() {
    for (game, piece, hole, full) in [
        (Game::Tr3, 205u16, 213u16, 217u32),
        (Game::Tr2, 174, 182, 186),
    ] {
        let level = line_level(
            game,
            hole_models(piece as u32, hole as u32, full),
            &[(piece, 1), (hole, 4)],
        );
        let (mut world, mut host) = bound(level, &[]);
        let full_mesh = world
            .level()
            .models
            .iter()
            .find(|m| m.type_id == full)
            .unwrap()
            .meshes[0];
        assert!(world.entities()[2].mesh_swaps.is_empty(), "{game:?}: empty");
        run(&mut world, &mut host, 185, walk_take_use, |_, _| {});
        assert_eq!(carried(&host, &world, piece), 1, "{game:?}: piece carried");
        assert!(!world.entities()[2].triggered, "{game:?}: not used yet");
        run(
            &mut world,
            &mut host,
            45,
            |t| walk_take_use(t + 185),
            |_, _| {},
        );
        assert!(world.entities()[2].triggered, "{game:?}: the slot took it");
        assert_eq!(carried(&host, &world, piece), 0, "{game:?}: it left her");
        assert_eq!(
            world.entities()[2].mesh_swaps,
            vec![(0, full_mesh)],
            "{game:?}: the slot wears the full model"
        );
        common::assert_no_script_error(&host, "puzzle slot");
    }
}

/// Ticks the TEST1 levels run with every entity switched on.
const REAL_TICKS: usize = 3000;

#[test]
fn the_tr2_and_tr3_test_levels_run_with_every_entity_on_and_no_script_warning() {
    for rel in ["tr2/TEST1.TR2", "tr3/TEST1.TR2"] {
        let Some(path) = common::shared(rel) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping {rel}");
            return;
        };
        let bytes = std::fs::read(&path).unwrap();
        let level = Arc::new(Level::load(&bytes, common::ext(&path).as_deref()).unwrap());
        let mut world = World::new(level.clone(), 1);
        let stem = path.file_stem().and_then(|s| s.to_str());
        let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, stem).unwrap();
        host.bind_all(&mut world);
        for i in 1..world.entities().len() {
            activate(&mut world, &mut host, i);
        }
        for tick in 0..REAL_TICKS {
            host.step(&mut world, Input::default());
            if tick % 500 == 0 || tick == REAL_TICKS - 1 {
                let warns = common::script_log_at(&host, Severity::Warn);
                assert!(warns.is_empty(), "{rel} tick {tick}: {warns:#?}");
            }
        }
    }
}

/// A drawbridge of `id` at sector (7, 6), raised, facing +x so that the
/// two sectors it comes down over (5 and 6) lie west of it, over a pit a
/// sector deep; Lara on the far side of the pit at the arena's spot.
fn drawbridge_level(game: Game, id: u32) -> Level {
    let mut room = open_room();
    for x in 5..7 {
        room.sector_mut(x, 6).floor = [4; 4];
    }
    let bridge = common::arena::stand_in(id, 300, &[(0, 0), (1, 0)]);
    common::arena::arena_for(
        game,
        room,
        LARA_AT,
        vec![bridge],
        vec![entity(id as u16, common::traps::mid(7, 6), 0, 0x4000)],
    )
}

#[test]
fn the_drawbridge_carries_her_once_lowered_and_not_before() {
    for (game, id) in [(Game::Tr2, 63u32), (Game::Tr3, 93)] {
        let over_pit = |w: &World| {
            w.floor(
                w.entities()[1].room,
                6 * SECTOR + 100,
                -600,
                6 * SECTOR + 512,
            )
        };
        // Raised: the pit is open and she runs into it.
        let (mut world, mut host) = bound(drawbridge_level(game, id), &[]);
        assert_eq!(over_pit(&world), SECTOR, "{game:?}: raised, the pit");
        assert!(
            world.entities()[1].solid,
            "{game:?}: raised it stands in the way"
        );
        run(&mut world, &mut host, 150, |_| Input::FORWARD, |_, _| {});
        assert!(
            world.entities()[0].pos[1] > 512,
            "{game:?}: she fell in: {:?}",
            world.entities()[0].pos
        );
        // Lowered: a floor at its height over both sectors; she crosses.
        let (mut world, mut host) = bound(drawbridge_level(game, id), &[1]);
        run(&mut world, &mut host, 20, |_| 0, |_, _| {});
        assert_eq!(world.entities()[1].state, 1, "{game:?}: down");
        assert_eq!(
            over_pit(&world),
            0,
            "{game:?}: lowered, a floor at its height"
        );
        assert_eq!(
            world.floor(
                world.entities()[1].room,
                5 * SECTOR + 100,
                -600,
                6 * SECTOR + 512
            ),
            0,
            "{game:?}: over the second sector too"
        );
        let mut lowest = i32::MIN;
        run(
            &mut world,
            &mut host,
            450,
            |_| Input::FORWARD | Input::WALK,
            |_, w| {
                let p = w.entities()[0].pos;
                if p[0] > 5 * SECTOR + 100 && p[0] < 7 * SECTOR - 100 {
                    lowest = lowest.max(p[1]);
                }
            },
        );
        assert_eq!(lowest, 0, "{game:?}: she walked over it at its height");
        assert!(world.entities()[0].pos[0] > 6 * SECTOR, "{game:?}: across");
        common::assert_no_script_error(&host, "drawbridge");
    }
}

/// The sounds entity 1 made over `ticks` still ticks.
fn sounds(level: Level, on: &[usize], ticks: usize) -> Vec<(usize, u16)> {
    let (mut world, mut host) = bound(level, on);
    let me = world.entities()[1].id;
    let mut heard = Vec::new();
    run(
        &mut world,
        &mut host,
        ticks,
        |_| 0,
        |t, w| {
            for ev in w.events() {
                if let tombrs::world::Event::Sound { sound, entity, .. } = ev {
                    if *entity == Some(me) {
                        heard.push((t, *sound));
                    }
                }
            }
        },
    );
    common::assert_no_script_error(&host, "sound emitter");
    heard
}

/// A level of `game` with one unseen emitter of `id` beside Lara.
fn emitter_level(game: Game, id: u32) -> Level {
    common::traps::near_lara_in(
        game,
        common::arena::stand_in(id, 100, &[(0, 0)]),
        common::traps::mid(5, 6),
        0,
        0,
    )
}

#[test]
fn tr2_sound_emitters_drip_sing_chime_ring_and_sound_the_alarm() {
    // Drips (256 in 32768 a tick) and birds (1024), on or not.
    let drips = sounds(emitter_level(Game::Tr2, 213), &[], 3000);
    assert!((8..50).contains(&drips.len()), "drips: {}", drips.len());
    assert!(drips.iter().all(|s| s.1 == 329), "SFX_DRIPS_REVERB");
    let birds = sounds(emitter_level(Game::Tr2, 215), &[], 3000);
    assert!((50..150).contains(&birds.len()), "birds: {}", birds.len());
    assert!(birds.iter().all(|s| s.1 == 316), "SFX_BIRDS_CHIRP");
    // The door bell rings once when triggered, never on its own.
    assert!(sounds(emitter_level(Game::Tr2, 257), &[], 100).is_empty());
    let bell = sounds(emitter_level(Game::Tr2, 257), &[1], 100);
    assert_eq!(
        bell.iter().map(|s| s.1).collect::<Vec<_>>(),
        vec![334],
        "one ring"
    );
    // The alarm sounds every tick it is on.
    assert!(sounds(emitter_level(Game::Tr2, 258), &[], 30).is_empty());
    assert_eq!(sounds(emitter_level(Game::Tr2, 258), &[1], 30).len(), 30);
    // The clock chimes as its timer runs out (at least one chime's worth).
    let chimes = sounds(emitter_level(Game::Tr2, 216), &[1], 200);
    assert_eq!(chimes.len(), 2, "a chime and the last: {chimes:?}");
    assert!(chimes.iter().all(|s| s.1 == 208), "SFX_DOOR_CHIME");
}

#[test]
fn the_tr2_lava_emitter_throws_drops_that_burn_her_10_a_drop() {
    let level = |dx: i32| {
        common::arena::arena_for(
            Game::Tr2,
            open_room(),
            LARA_AT,
            vec![
                common::arena::stand_in(251, 20, &[(0, 0)]),
                common::arena::stand_in(250, 20, &[(0, 0)]),
            ],
            vec![entity(251, [LARA_AT[0] + dx, LARA_AT[2]], 0, 0)],
        )
    };
    let (h, _, host) = common::traps::health(level(6 * SECTOR), &[1], 90);
    assert!(h.iter().all(|&v| v == 1000), "six sectors off: untouched");
    common::assert_no_script_error(&host, "lava");
    let (h, _, host) = common::traps::health(level(100), &[1], 90);
    let end = *h.last().unwrap();
    assert!(end < 1000 && (1000 - end) % 10 == 0, "10 a drop: {end}");
    common::assert_no_script_error(&host, "lava");
    let (h, _, _) = common::traps::health(level(100), &[], 90);
    assert!(
        h.iter().all(|&v| v == 1000),
        "not triggered: nothing thrown"
    );
}

/// Runs `ticks` ticks of `input`; how many ticks asked the game to save.
fn saves_asked(
    world: &mut World,
    host: &mut ScriptHost,
    ticks: usize,
    input: impl Fn(usize) -> u32,
) -> usize {
    let mut asked = 0;
    run(world, host, ticks, input, |_, w| {
        asked += usize::from(w.events().contains(&tombrs::world::Event::SaveRequest))
    });
    asked
}
