//! The Lua host: the sandbox, budgets and error isolation, hot reload that
//! keeps state, the shipped behaviours end to end on builder levels,
//! flipeffects from animation commands, OCB-driven behaviours, AI object
//! queries, gameflow dispatch, check-scripts, and no Lua garbage per tick.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tombrs::builder::models::{AnimDef, KeyDef, MeshDef, ModelDef};
use tombrs::builder::{build, EntityDef, LevelDef, Material, RoomDef};
use tombrs::format::Game;
use tombrs::level::anim::{AnimCommand, Environment};
use tombrs::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
use tombrs::level::Level;
use tombrs::script::{shipped_scripts, CallBudget, HostConfig, Limits, ScriptHost};
use tombrs::world::{Event, Input, Status, World};

/// A temporary mod directory, removed when dropped.
struct ModDir(PathBuf);

impl ModDir {
    fn new(name: &str) -> ModDir {
        let dir = crate::common::scratch(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        ModDir(dir)
    }

    fn write(&self, rel: &str, text: &str) -> PathBuf {
        let path = self.0.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }
}

impl Drop for ModDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn config(mods: &[&Path], limits: Limits) -> HostConfig {
    let mut roots = vec![shipped_scripts()];
    roots.extend(mods.iter().map(|p| p.to_path_buf()));
    HostConfig {
        roots,
        limits,
        echo: false,
    }
}

fn host(mods: &[&Path], game: Game, limits: Limits) -> ScriptHost {
    ScriptHost::new(&config(mods, limits), game, Some("TEST")).expect("the host starts")
}

fn world_of(def: &LevelDef, game: Game) -> World {
    World::new(Arc::new(Level::from_raw(&build(def, game)).unwrap()), 1)
}

/// A corridor along x (cells 1..=8 at z = 1) with Lara at cell 1 and the
/// given entities.
fn corridor(entities: Vec<EntityDef>) -> LevelDef {
    let mut all = vec![EntityDef::new(0, 0, [1536, 0, 1536])];
    all.extend(entities);
    LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 10, 3, 0, -8)],
        entities: all,
        ..Default::default()
    }
}

/// A level override mapping type ids to test behaviour modules.
fn overrides(dir: &ModDir, game: &str, types: &[(u16, &str)]) {
    let entries: Vec<String> = types
        .iter()
        .map(|(t, m)| format!("[{t}] = {{ name = \"T{t}\", behaviour = \"{m}\" }},"))
        .collect();
    dir.write(
        &format!("levels/{game}/TEST.lua"),
        &format!("return {{ types = {{ {} }} }}", entries.join(" ")),
    );
}

fn run(host: &mut ScriptHost, world: &mut World, ticks: usize) {
    for _ in 0..ticks {
        host.step(world, Input::default());
    }
}

/// Fails with the log when the host logged an error.
fn assert_no_errors(host: &ScriptHost) {
    assert!(
        host.log()
            .lines()
            .iter()
            .all(|l| l.severity != tombrs::script::Severity::Error),
        "{:?}",
        host.log().lines()
    );
}

fn state_number(host: &ScriptHost, world: &World, index: usize, key: &str) -> Option<i64> {
    let id = world.entities()[index].id;
    let lua = host.lua();
    let f: mlua::Function = lua
        .load("return function(e, k) return e.state[k] end")
        .eval()
        .unwrap();
    let handle = tombrs::script::bindings::handle_value(lua, Some(id)).unwrap();
    f.call::<Option<i64>>((handle, key)).unwrap()
}

#[test]
fn the_sandbox_offers_only_safe_libraries() {
    let dir = ModDir::new("sandbox");
    dir.write("secret.lua", "return 42");
    let host = host(&[&dir.0], Game::Tr1, Limits::default());
    let lua = host.lua();
    let check = |code: &str| -> bool { lua.load(code).eval::<bool>().unwrap() };
    assert!(check("return io == nil and os == nil and debug == nil"));
    assert!(check(
        "return dofile == nil and loadfile == nil and package == nil"
    ));
    assert!(check("return string.dump == nil"));
    assert!(check(
        "return table ~= nil and string ~= nil and math ~= nil and coroutine ~= nil"
    ));
    #[cfg(feature = "lua54")]
    assert!(check("return utf8 ~= nil"));
    // load takes text only; binary chunks are refused.
    assert!(check("return load('return 1')() == 1"));
    assert!(check(
        "local f, err = load('\\27Lua'); return f == nil and err ~= nil"
    ));
    // require stays inside the roots.
    assert!(check("return require('secret') == 42"));
    assert!(check("return not pcall(require, '../etc/passwd')"));
    assert!(check("return not pcall(require, '/etc/passwd')"));
    assert!(check("return not pcall(collectgarbage, 'stop')"));
    // print goes to the log.
    lua.load("print('hello', 3)").exec().unwrap();
    assert!(host.log().contains("hello\t3"));
}

/// A TR1 corridor holding one active entity of type 200 run by `module`
/// (in `dir`), after one tick: its host and world (entity 1 is it).
fn one_tick_of(dir: &ModDir, module: &str) -> (ScriptHost, World) {
    overrides(dir, "tr1", &[(200, module)]);
    let def = corridor(vec![EntityDef::new(200, 0, [3 * 1024, 0, 1536])]);
    let mut world = world_of(&def, Game::Tr1);
    let mut host = host(&[&dir.0], Game::Tr1, Limits::default());
    host.bind_all(&mut world);
    world.entities_mut()[1].status = Status::Active;
    run(&mut host, &mut world, 1);
    (host, world)
}

/// A test entity whose control hook ran `body` once, with `e`, its state
/// table `s` and `err(f)` (f's error message, or "no error").
struct Probe {
    _dir: ModDir,
    host: ScriptHost,
    world: World,
    state: mlua::Table,
}

fn probe_once(name: &str, body: &str) -> Probe {
    let dir = ModDir::new(name);
    dir.write(
        &format!("test/{name}.lua"),
        &format!(
            "local function err(f)
  local ok, message = pcall(f)
  return ok and \"no error\" or tostring(message)
end
return {{ control = function(e)
  local s = e.state
  if s.done then return end
  s.done = true
{body}
end }}
"
        ),
    );
    let (host, world) = one_tick_of(&dir, &format!("test.{name}"));
    let state = tombrs::script::bindings::state_table(host.lua(), world.entities()[1].id).unwrap();
    Probe {
        _dir: dir,
        host,
        world,
        state,
    }
}

/// Entity fields through the handle: reads, writes (integers, rounded
/// floats, booleans, strings), the writes' wrapping and clamping, and the
/// errors of a wrong kind, a value out of range, a read-only or unknown
/// field and a gone entity, each naming the field.
#[test]
fn entity_fields_read_write_and_name_their_errors() {
    let probe = probe_once(
        "fields",
        r#"
  s.x0 = e.x
  e.x = e.x + 10.6
  e.yaw = 65536 + 100
  e.gravity = true
  e.motion = "swim"
  e.health = 70000
  s.x1, s.yaw, s.gravity, s.motion, s.health = e.x, e.yaw, e.gravity, e.motion, e.health
  s.kind = err(function() e.speed = "fast" end)
  s.range = err(function() e.stride = 500 end)
  s.flag = err(function() e.gravity = 1 end)
  s.read_only = err(function() e.frame = 3 end)
  s.unknown = err(function() e.colour = 3 end)
  s.owned = err(function() e.state = {} end)
  s.room = err(function() e.room = 99 end)
  s.motion_name = err(function() e.motion = "fly" end)
  s.unknown_read = e.colour == nil
"#,
    );
    let (host, mut world, state) = (probe.host, probe.world, probe.state);
    let lua = host.lua();
    let id = world.entities()[1].id;
    let text = |k: &str| state.get::<String>(k).unwrap();
    assert_eq!(state.get::<i64>("x0").unwrap(), 3 * 1024);
    assert_eq!(
        state.get::<i64>("x1").unwrap(),
        3 * 1024 + 11,
        "floats round"
    );
    assert_eq!(world.entities()[1].pos[0], 3 * 1024 + 11);
    assert_eq!(state.get::<i64>("yaw").unwrap(), 100, "angles wrap");
    assert!(state.get::<bool>("gravity").unwrap());
    assert_eq!(text("motion"), "swim");
    assert_eq!(
        state.get::<i64>("health").unwrap(),
        i16::MAX as i64,
        "clamped"
    );
    assert!(
        text("kind").contains("e.speed takes a number, not a string"),
        "{}",
        text("kind")
    );
    assert!(text("range").contains("e.stride is a percent from 0 to 400, not 500"));
    assert!(text("flag").contains("e.gravity takes a boolean, not a number"));
    assert!(text("read_only").contains("e.frame cannot be set"));
    assert!(text("unknown").contains("e.colour cannot be set"));
    assert!(text("owned").contains("e.state is owned by the host"));
    assert!(text("room").contains("room 99 does not exist"));
    assert!(text("motion_name").contains("e.motion is \"ground\" or \"swim\", not \"fly\""));
    assert!(state.get::<bool>("unknown_read").unwrap());
    // A handle kept after its entity is gone names the entity.
    let gone: mlua::Function = lua
        .load("return function(e) local ok, m = pcall(function() return e.x end) return ok, tostring(m) end")
        .eval()
        .unwrap();
    let handle = tombrs::script::bindings::handle_value(lua, Some(id)).unwrap();
    world.remove(id);
    let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
    let (ok, message): (bool, String) = gone.call(handle).unwrap();
    assert!(!ok && message.contains("no longer exists"), "{message}");
}

/// A handle is a table nobody but the host can reshape: its metatable is
/// protected, its record (`state`, `params`, `name`, `index`,
/// `generation`) is read-only, a look-alike table is no entity, and
/// methods called on something else say so.
#[test]
fn handles_are_protected_tables_that_only_the_host_makes() {
    let probe = probe_once(
        "handles",
        r#"
  s.type = type(e)
  s.meta = tostring(getmetatable(e))
  s.reshape = err(function() setmetatable(e, nil) end)
  s.same = e == world.entity(e.index) and rawequal(e, world.entity(e.index))
  s.other = e == world.entity(0)
  s.text = tostring(e)
  s.empty = next(e) == nil
  s.index_write = err(function() e.index = 3 end)
  s.name_write = err(function() e.name = "x" end)
  s.params_write = err(function() e.params = {} end)
  s.forged = err(function() e.distance_to({ x = 1 }, 0, 0, 0) end)
  s.dot_call = err(function() e.exists() end)
  s.exists = e:exists()
  local fake = setmetatable({}, { __index = function(_, k) return e[k] end })
  s.fake_target = err(function() e:distance_to(fake) end)
  s.fake_x = fake.x == e.x
  local seen = { [e] = "me" }
  s.keyed = seen[world.entity(e.index)]
"#,
    );
    let (host, world, state) = (probe.host, probe.world, probe.state);
    let lua = host.lua();
    let id = world.entities()[1].id;
    assert!(state.get::<bool>("done").unwrap(), "the hook ran");
    let text = |k: &str| state.get::<String>(k).unwrap();
    assert_eq!(text("type"), "table");
    assert_eq!(text("meta"), "entity");
    assert!(
        text("reshape").contains("protected metatable"),
        "{}",
        text("reshape")
    );
    assert!(state.get::<bool>("same").unwrap(), "one handle per entity");
    assert!(!state.get::<bool>("other").unwrap());
    assert_eq!(
        text("text"),
        format!("entity {}#{}", id.index, id.generation)
    );
    assert!(
        state.get::<bool>("empty").unwrap(),
        "the handle itself holds nothing"
    );
    assert!(
        text("index_write").contains("e.index cannot be set"),
        "{}",
        text("index_write")
    );
    assert!(
        text("name_write").contains("e.name cannot be set"),
        "{}",
        text("name_write")
    );
    assert!(text("params_write").contains("e.params is owned by the host"));
    assert!(
        text("forged").contains("distance_to: called on a table (call it as e:distance_to(…)"),
        "{}",
        text("forged")
    );
    assert!(
        text("dot_call").contains("exists: called on a nil (call it as e:exists(…)"),
        "{}",
        text("dot_call")
    );
    assert!(state.get::<bool>("exists").unwrap());
    assert!(
        text("fake_target").contains("a point is a handle or x, y, z"),
        "{}",
        text("fake_target")
    );
    assert!(
        state.get::<bool>("fake_x").unwrap(),
        "a look-alike may read through"
    );
    assert_eq!(text("keyed"), "me", "handles work as table keys");
    // Rust sees the same: the handle names its entity, a plain table none.
    let handle = tombrs::script::bindings::handle_value(lua, Some(id)).unwrap();
    assert_eq!(tombrs::script::bindings::entity_of(&handle), Some(id));
    let plain = mlua::Value::Table(lua.create_table().unwrap());
    assert_eq!(tombrs::script::bindings::entity_of(&plain), None);
}

#[test]
fn budgets_and_errors_switch_one_hook_off_and_the_world_goes_on() {
    let dir = ModDir::new("budget");
    dir.write(
        "test/spin.lua",
        "return { control = function(e)\n  while true do end\nend }",
    );
    dir.write(
        "test/boom.lua",
        "return { control = function(e)\n  e.state.calls = (e.state.calls or 0) + 1\n  error('boom')\nend }",
    );
    dir.write(
        "test/count.lua",
        "return { control = function(e) e.state.n = (e.state.n or 0) + 1 end }",
    );
    overrides(
        &dir,
        "tr1",
        &[(200, "test.spin"), (201, "test.boom"), (202, "test.count")],
    );
    let def = corridor(vec![
        EntityDef::new(200, 0, [3 * 1024, 0, 1536]),
        EntityDef::new(201, 0, [4 * 1024, 0, 1536]),
        EntityDef::new(202, 0, [5 * 1024, 0, 1536]),
    ]);
    let mut world = world_of(&def, Game::Tr1);
    let limits = Limits {
        per_call: CallBudget::Time(Duration::from_millis(20)),
        ..Limits::default()
    };
    let mut host = host(&[&dir.0], Game::Tr1, limits);
    host.bind_all(&mut world);
    for i in 1..=3 {
        world.entities_mut()[i].status = Status::Active;
    }
    run(&mut host, &mut world, 10);
    let log = host.log();
    assert!(
        log.contains("time limit of 20 ms exceeded"),
        "{:?}",
        log.lines()
    );
    assert!(
        log.contains("spin.lua:2"),
        "the error names file and line: {:?}",
        log.lines()
    );
    assert!(log.contains("boom.lua:3: boom"), "{:?}", log.lines());
    assert!(log.contains("stack traceback"), "errors carry a traceback");
    assert_eq!(
        state_number(&host, &world, 2, "calls"),
        Some(1),
        "the failing hook ran once"
    );
    assert_eq!(
        state_number(&host, &world, 3, "n"),
        Some(10),
        "the others kept running"
    );
    assert_eq!(world.tick(), 10);
}

#[cfg(feature = "lua54")]
#[test]
fn the_memory_limit_stops_a_growing_table() {
    let dir = ModDir::new("memory");
    dir.write(
        "test/grow.lua",
        "return { control = function(e)\n  local t = {}\n  for i = 1, 1e9 do t[i] = {i} end\nend }",
    );
    overrides(&dir, "tr1", &[(200, "test.grow")]);
    let def = corridor(vec![EntityDef::new(200, 0, [3 * 1024, 0, 1536])]);
    let mut world = world_of(&def, Game::Tr1);
    let limits = Limits {
        memory: 32 << 20,
        per_call: CallBudget::Unlimited,
    };
    let mut host = host(&[&dir.0], Game::Tr1, limits);
    host.bind_all(&mut world);
    world.entities_mut()[1].status = Status::Active;
    run(&mut host, &mut world, 3);
    assert!(
        host.log()
            .lines()
            .iter()
            .any(|l| l.message.contains("memory")),
        "{:?}",
        host.log().lines()
    );
    // The state still works after the failure.
    host.lua()
        .load("local t = {} for i = 1, 10 do t[i] = i end")
        .exec()
        .unwrap();
    assert_eq!(world.tick(), 3);
}

fn wait_for_reload(
    host: &mut ScriptHost,
    world: &mut World,
) -> (tombrs::script::ReloadReport, Duration) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(5) {
        if let Some(r) = host.poll_reload(world) {
            return (r, start.elapsed());
        }
        host.step(world, Input::default());
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("no reload within 5 s");
}

#[test]
fn hot_reload_swaps_behaviour_keeps_state_and_survives_syntax_errors() {
    let dir = ModDir::new("reload");
    let v1 = "return {\n  control = function(e)\n    e.state.n = (e.state.n or 0) + 1\n    e.state.version = 1\n  end,\n}";
    let module = dir.write("test/live.lua", v1);
    overrides(&dir, "tr1", &[(200, "test.live")]);
    let def = corridor(vec![EntityDef::new(200, 0, [3 * 1024, 0, 1536])]);
    let mut world = world_of(&def, Game::Tr1);
    let mut host = host(&[&dir.0], Game::Tr1, Limits::default());
    host.bind_all(&mut world);
    host.watch().unwrap();
    world.entities_mut()[1].status = Status::Active;
    run(&mut host, &mut world, 5);
    assert_eq!(state_number(&host, &world, 1, "version"), Some(1));
    // An editor-style save: write a temporary file, rename it over the module.
    let v2 = "return {\n  control = function(e)\n    e.state.n = (e.state.n or 0) + 1\n    e.state.version = 2\n  end,\n  on_reload = function(e) e.state.reloaded = 1 end,\n}";
    let tmp = dir.write("test/live.lua.tmp", v2);
    std::fs::rename(&tmp, &module).unwrap();
    let (report, took) = wait_for_reload(&mut host, &mut world);
    assert!(took < Duration::from_secs(1), "reload took {took:?}");
    assert!(
        report.reloaded.contains(&"test.live".to_string()),
        "{report:?}"
    );
    let n_before = state_number(&host, &world, 1, "n").unwrap();
    run(&mut host, &mut world, 1);
    assert_eq!(
        state_number(&host, &world, 1, "version"),
        Some(2),
        "the new code runs"
    );
    assert_eq!(
        state_number(&host, &world, 1, "reloaded"),
        Some(1),
        "on_reload ran"
    );
    assert_eq!(
        state_number(&host, &world, 1, "n"),
        Some(n_before + 1),
        "state kept"
    );
    // A syntax error: the old behaviour continues and the error names file:line.
    std::fs::write(
        &module,
        "return {\n  control = function(e)\n    e.state.version = = 3\n  end,\n}",
    )
    .unwrap();
    let (report, _) = wait_for_reload(&mut host, &mut world);
    assert!(report.reloaded.is_empty(), "{report:?}");
    let (failed, error) = &report.failed[0];
    assert_eq!(failed, "test.live");
    assert!(error.contains("live.lua:3:"), "{error}");
    run(&mut host, &mut world, 1);
    assert_eq!(state_number(&host, &world, 1, "version"), Some(2));
}

fn switch_trigger(actions: Vec<TriggerAction>) -> FloorFunction {
    FloorFunction::Trigger {
        kind: TriggerKind::Switch,
        setup: TriggerSetup {
            timer: 0,
            one_shot: false,
            mask: 0x1F,
            spare: 0,
        },
        actions,
    }
}

#[test]
fn a_pulled_lever_opens_a_scripted_door_and_frees_its_box() {
    // TR1 ids from the shipped catalogue: 55 wall switch, 57 door.
    let mut def = corridor(vec![
        EntityDef::new(55, 0, [3 * 1024 + 1000, 0, 1536]),
        EntityDef::new(57, 0, [6 * 1024 + 512, 0, 1536]),
    ]);
    def.entities[0].pos = [3 * 1024 + 300, 0, 1536];
    def.entities[0].angle = 16384; // facing +x, towards the lever
    def.rooms[0]
        .sector_mut(3, 1)
        .functions
        .push(switch_trigger(vec![
            TriggerAction::Object(1),
            TriggerAction::Object(2),
        ]));
    def.rooms[0].sector_mut(6, 1).door = true;
    for game in [Game::Tr1, Game::Tr2, Game::Tr3] {
        let mut world = world_of(&def, game);
        let mut host =
            ScriptHost::new(&config(&[], Limits::default()), game, Some("DEMO-TEST")).unwrap();
        // The TR1 ids are mapped by the catalogue only in TR1: use TR1's for all.
        if game != Game::Tr1 {
            let dir = ModDir::new(&format!("lever-{game}"));
            let key = format!("{game}").to_lowercase();
            dir.write(
                &format!("levels/{key}/TEST.lua"),
                "return { types = require('objects.tr1') }",
            );
            host =
                ScriptHost::new(&config(&[&dir.0], Limits::default()), game, Some("TEST")).unwrap();
            run_lever(&mut host, &mut world, game);
        } else {
            run_lever(&mut host, &mut world, game);
        }
    }
}

fn run_lever(host: &mut ScriptHost, world: &mut World, game: Game) {
    host.bind_all(world);
    let door = world.entities()[2].id;
    assert_eq!(
        host.behaviour_of(door).map(|b| b.0),
        Some("objects.common.door"),
        "{game}"
    );
    let door_box = {
        let e = &world.entities()[2];
        tombrs::world::geometry::sector_info(&*world, e.room, e.pos[0], e.pos[1], e.pos[2])
            .box_id
            .expect("the doorway has a box")
    };
    assert!(
        world.box_blocked()[door_box.index()],
        "{game}: a closed door blocks its box"
    );
    run(host, world, 3);
    assert_eq!(
        world.entities()[2].status,
        Status::Inactive,
        "{game}: nothing pulled yet"
    );
    host.step(
        world,
        Input {
            bits: Input::ACTION,
        },
    );
    host.step(world, Input::default());
    assert_eq!(
        world.entities()[2].status,
        Status::Active,
        "{game}: the door opened: {:?}",
        host.log().lines()
    );
    assert!(
        !world.box_blocked()[door_box.index()],
        "{game}: its box is passable"
    );
    // Creatures can now path through the doorway.
    assert!(!world.box_closed(door_box, false), "{game}");
}

#[test]
fn a_flipeffect_from_an_animation_command_runs_its_lua_function() {
    let key = KeyDef {
        offset: [0, 0, 0],
        rotations: vec![[0, 0, 0]],
    };
    let model = ModelDef {
        type_id: 300,
        meshes: vec![MeshDef::cuboid(
            [-100, -200, -100],
            [100, 0, 100],
            Material::Stone,
        )],
        tree: Vec::new(),
        animations: vec![AnimDef {
            name: "turn",
            state: 1,
            frame_rate: 1,
            keys: vec![key.clone(); 6],
            speed: 0,
            accel: 0,
            next_anim: 0,
            next_frame: 0,
            transitions: Vec::new(),
            // TURN180 (index 0 in every game).
            commands: vec![AnimCommand::Flipeffect {
                frame: 2,
                effect: 0,
                environment: Environment::Any,
            }],
        }],
    };
    let mut def = corridor(vec![EntityDef::new(300, 0, [3 * 1024, 0, 1536])]);
    def.models.push(model);
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let mut world = world_of(&def, game);
        let mut host = ScriptHost::new(&config(&[], Limits::default()), game, None).unwrap();
        host.bind_all(&mut world);
        world.entities_mut()[1].status = Status::Active;
        run(&mut host, &mut world, 2);
        assert_eq!(
            world.entities()[1].rot[1],
            32768,
            "{game}: TURN180 turned the caller"
        );
    }
}

#[test]
fn the_two_block_platform_and_flame_emitter_read_their_ocb() {
    let dir = ModDir::new("ocb");
    overrides(
        &dir,
        "tr4",
        &[
            (200, "objects.common.two_block_platform"),
            (201, "objects.common.flame_emitter"),
        ],
    );
    let mut platform = EntityDef::new(200, 0, [3 * 1024 + 512, 0, 1536]);
    platform.ocb = 0x0404; // 4 clicks at 4 units per tick
    let mut slow = EntityDef::new(200, 0, [4 * 1024 + 512, 0, 1536]);
    slow.ocb = 0; // defaults: 8 clicks at 16 units per tick
    let mut jet = EntityDef::new(201, 0, [6 * 1024 + 512, 0, 1536]);
    jet.ocb = -2; // a jet two clicks long
    let def = corridor(vec![platform, slow, jet]);
    let mut world = world_of(&def, Game::Tr4);
    let mut host = host(&[&dir.0], Game::Tr4, Limits::default());
    host.bind_all(&mut world);
    let lua = host.lua();
    for i in [1usize, 2] {
        let id = world.entities()[i].id;
        tombrs::script::bindings::signal(lua, tombrs::script::bindings::Signal::Activate(id, None));
    }
    world.entities_mut()[3].status = Status::Active;
    let mut ticks_to_top = [0usize; 2];
    for t in 1..=300 {
        host.step(&mut world, Input::default());
        for (k, i) in [1usize, 2].iter().enumerate() {
            if ticks_to_top[k] == 0 && !world.entities()[*i].awake && t > 1 {
                ticks_to_top[k] = t;
            }
        }
        if t == 1 {
            assert!(
                world
                    .events()
                    .iter()
                    .any(|e| matches!(e, Event::Particles { count: 4, .. })),
                "the jet emits"
            );
        }
    }
    assert_eq!(world.entities()[1].pos[1], -1024, "4 clicks up");
    assert_eq!(world.entities()[2].pos[1], -2048, "8 clicks up by default");
    // The activations queued before the first step are drained as its
    // first hook returns, after its order is fixed: the platforms run from
    // the second step (an item switched on during a frame joins the active
    // list for the next: TRX tr1 items.c Item_AddActive), then rise a
    // speed's worth a tick.
    assert_eq!(ticks_to_top[0], 1 + 1024 / 4, "speed 4");
    assert_eq!(ticks_to_top[1], 1 + 2048 / 16, "speed 16");
}

#[test]
fn ai_objects_are_data_with_queries() {
    let dir = ModDir::new("ai");
    dir.write(
        "test/seeker.lua",
        "return { control = function(e)
            local a, d = ai.nearest(5, e.x, e.y, e.z)
            e.state.nearest_ocb = a and a.ocb
            e.state.distance = d
            local b = ai.by_ocb(5, 7)
            e.state.by_ocb_x = b and b.x
            local here = ai.in_sector(e)
            e.state.here_type = here and here.type
            e.state.count = ai.count()
          end }",
    );
    overrides(&dir, "tr4", &[(200, "test.seeker")]);
    let mut def = corridor(vec![EntityDef::new(200, 0, [3 * 1024 + 512, 0, 1536])]);
    let mut near = EntityDef::new(5, 0, [4 * 1024 + 512, 0, 1536]);
    near.ocb = 3;
    let mut far = EntityDef::new(5, 0, [8 * 1024 + 512, 0, 1536]);
    far.ocb = 7;
    let under = EntityDef::new(9, 0, [3 * 1024 + 512, 0, 1536]);
    def.ai_objects = vec![near, far, under];
    let mut world = world_of(&def, Game::Tr4);
    let mut host = host(&[&dir.0], Game::Tr4, Limits::default());
    host.bind_all(&mut world);
    world.entities_mut()[1].status = Status::Active;
    run(&mut host, &mut world, 1);
    assert_eq!(
        state_number(&host, &world, 1, "count"),
        Some(3),
        "{:?}",
        host.log().lines()
    );
    assert_eq!(state_number(&host, &world, 1, "nearest_ocb"), Some(3));
    assert_eq!(state_number(&host, &world, 1, "distance"), Some(1024));
    assert_eq!(
        state_number(&host, &world, 1, "by_ocb_x"),
        Some(8 * 1024 + 512)
    );
    assert_eq!(state_number(&host, &world, 1, "here_type"), Some(9));
}

#[test]
fn every_gameflow_opcode_has_a_lua_handler() {
    use tombrs::format::companion::gameflow::GameflowOp;
    use tombrs::script::gameflow::{handler_module, required_handlers, tombpc_op};
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let host = ScriptHost::new(&config(&[], Limits::default()), game, None).unwrap();
        let handlers: mlua::Table = host
            .lua()
            .load(format!(
                "return require('{}').handlers",
                handler_module(game)
            ))
            .eval()
            .unwrap();
        for op in required_handlers(game) {
            assert!(
                matches!(
                    handlers.raw_get::<mlua::Value>(*op),
                    Ok(mlua::Value::Function(_))
                ),
                "{game} {op}"
            );
        }
    }
    let (name, args) = tombpc_op(&GameflowOp::StartInv {
        item: 12,
        bonus: true,
    });
    assert_eq!((name, args), ("START_INV", vec![12, 1]));
}

#[test]
fn check_scripts_reports_file_and_line_and_exits_1() {
    let bin = env!("CARGO_BIN_EXE_tombrs");
    let ok = std::process::Command::new(bin)
        .arg("check-scripts")
        .output()
        .unwrap();
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
    let dir = ModDir::new("check");
    dir.write(
        "objects/common/door.lua",
        "return {\n  control = function(e)\n    if then\n  end,\n}",
    );
    dir.write("flipeffects/tr2.lua", "return { [0] = function() end }");
    let bad = std::process::Command::new(bin)
        .arg("check-scripts")
        .arg("--scripts")
        .arg(&dir.0)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&bad.stdout);
    assert_eq!(bad.status.code(), Some(1), "{out}");
    assert!(out.contains("door.lua:3:"), "{out}");
}

#[test]
fn check_scripts_finds_uncovered_flipeffects_and_bad_entries() {
    let dir = ModDir::new("check2");
    dir.write("flipeffects/tr2.lua", "return { [0] = function() end }");
    dir.write(
        "objects/tr3.lua",
        "return { [7] = { name = 'X', behaviour = 'no_such_behaviour' }, [8] = { name = 'Y' } }",
    );
    let problems = tombrs::script::check::check(&config(&[&dir.0], Limits::default()));
    assert!(
        problems
            .iter()
            .any(|p| p.contains("tr2.lua: flipeffect 31 has no function")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("no_such_behaviour")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("no behaviour named")),
        "{problems:?}"
    );
}

/// Every entity of a crowded level is bound and runs its hooks. (The host
/// keeps no Lua reference per entity: LuaJIT holds about 8,000 in all,
/// which 9,000 entities would exceed.)
#[test]
fn nine_thousand_entities_all_run_their_hooks() {
    let dir = ModDir::new("crowd");
    dir.write(
        "test/count.lua",
        "return { control = function(e) local s = e.state; s.n = (s.n or 0) + 1 end }",
    );
    overrides(&dir, "tr1", &[(200, "test.count")]);
    let entities = (0..9_000)
        .map(|k| EntityDef::new(200, 0, [(1 + k % 8) * 1024 + 512, 0, 1536]))
        .collect();
    let mut world = world_of(&corridor(entities), Game::Tr1);
    let mut host = host(&[&dir.0], Game::Tr1, Limits::default());
    host.bind_all(&mut world);
    for e in &mut world.entities_mut()[1..] {
        e.status = Status::Active;
    }
    run(&mut host, &mut world, 3);
    for index in [1, 4_500, 8_000, 9_000] {
        assert_eq!(
            state_number(&host, &world, index, "n"),
            Some(3),
            "entity {index}"
        );
    }
    assert_no_errors(&host);
}

/// A slot reused by a spawn: the new entity runs with a handle and state
/// of its own, and asking afterwards for the handle of the entity that was
/// there (a script keeping an old id) neither displaces the new one nor
/// brings the old one back.
#[test]
fn a_reused_slot_keeps_the_new_entitys_handle() {
    let dir = ModDir::new("reuse");
    dir.write(
        "test/mark.lua",
        "return { control = function(e) e.state.generation = e.generation end }",
    );
    let (mut host, mut world) = one_tick_of(&dir, "test.mark");
    let old = world.entities()[1].id;
    assert!(world.remove(old));
    let new = world.spawn(200, tombrs::level::RoomId(0), [3 * 1024, 0, 1536], 0);
    assert_eq!((new.index, new.generation), (old.index, old.generation + 1));
    world.entities_mut()[1].status = Status::Active;
    run(&mut host, &mut world, 1);
    let stale = tombrs::script::bindings::handle_value(host.lua(), Some(old)).unwrap();
    run(&mut host, &mut world, 1);
    assert_eq!(
        state_number(&host, &world, 1, "generation"),
        Some(new.generation as i64)
    );
    let mlua::Value::Table(stale) = stale else {
        panic!("the old id's handle is a table")
    };
    assert_eq!(stale.get::<u32>("generation").unwrap(), old.generation);
}

#[test]
fn no_lua_garbage_per_tick_on_the_demo() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.phd");
    let level = Level::load(&std::fs::read(path).unwrap(), Some("phd")).unwrap();
    let mut world = World::new(Arc::new(level), 3);
    let mut host =
        ScriptHost::new(&config(&[], Limits::default()), Game::Tr1, Some("DEMO")).unwrap();
    host.bind_all(&mut world);
    for e in world.entities_mut() {
        if e.type_id != 0 {
            e.status = Status::Active;
        }
    }
    run(&mut host, &mut world, 30);
    host.lua().gc_collect().unwrap();
    host.lua().gc_stop();
    // The ticks after a full collection make again, once, the few objects
    // the collector just freed (Lua 5.4: 163 bytes on the first tick, with
    // Lara scripted; LuaJIT, in about half the runs, as its tables' layout
    // follows addresses: 1,088 bytes in Lara's fifth after-move); from then
    // on a tick must allocate nothing.
    run(&mut host, &mut world, 30);
    let before = host.lua().used_memory();
    run(&mut host, &mut world, 1000);
    let after = host.lua().used_memory();
    assert_eq!(
        after,
        before,
        "Lua memory grew by {} bytes over 1,000 ticks",
        after - before
    );
}

#[test]
fn shipped_pickup_trapdoor_and_block_behave() {
    // TR1 ids: 84 pistols (pickup), 65 trapdoor, 48 pushable block (the
    // rolling ball rolls by its animation: tests/objects_fidelity.rs).
    let def = corridor(vec![
        EntityDef::new(84, 0, [1536, 0, 1536]),
        EntityDef::new(65, 0, [5 * 1024 + 512, -256, 1536]),
        EntityDef::new(48, 0, [7 * 1024 + 512, 0, 1536]),
    ]);
    let mut world = world_of(&def, Game::Tr1);
    let mut host = ScriptHost::new(&config(&[], Limits::default()), Game::Tr1, None).unwrap();
    host.bind_all(&mut world);
    // Pickup: Action over the pistols takes them into Lara's inventory.
    let pistols = world.entities()[1].id;
    host.step(
        &mut world,
        Input {
            bits: Input::ACTION,
        },
    );
    assert!(world.entity(pistols).is_none(), "the pickup left the level");
    let lua = host.lua();
    let inventory: i64 = lua
        .load("return function(l) return l.state.inventory[84] end")
        .eval::<mlua::Function>()
        .unwrap()
        .call(tombrs::script::bindings::handle_value(lua, world.lara()).unwrap())
        .unwrap();
    assert_eq!(inventory, 1);
    // Trapdoor: a floor at its height over its sector until activated,
    // then nothing to stand on (TRX tr1 trapdoor.c TrapDoor_GetFloorHeight).
    let trapdoor = world.entities()[2].id;
    let floor_at_trapdoor = |world: &mut World, host: &ScriptHost| -> i32 {
        let _lend = tombrs::script::bindings::WorldGuard::lend(world);
        host.lua()
            .load("return world.floor(0, 5 * 1024 + 512, -500, 1536)")
            .eval()
            .unwrap()
    };
    use tombrs::script::bindings::{signal, Signal};
    assert_eq!(
        floor_at_trapdoor(&mut world, &host),
        -256,
        "a closed trapdoor"
    );
    signal(host.lua(), Signal::Activate(trapdoor, None));
    host.step(&mut world, Input::default());
    host.step(&mut world, Input::default());
    assert_eq!(floor_at_trapdoor(&mut world, &host), 0, "an open trapdoor");
    // Pushable block: heavy, and a push moves it one sector.
    assert!(world.entities()[3].heavy);
    let push: mlua::Function = host
        .lua()
        .load(
            "return function(e) return require('objects.common.pushable_block').push(e, -1, 0) end",
        )
        .eval()
        .unwrap();
    let block =
        tombrs::script::bindings::handle_value(host.lua(), Some(world.entities()[3].id)).unwrap();
    {
        let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
        assert!(push.call::<bool>(block).unwrap());
    }
    run(&mut host, &mut world, 40);
    assert_eq!(
        world.entities()[3].pos[0],
        6 * 1024 + 512,
        "one sector towards -x"
    );
    assert!(!world.entities()[3].awake);
    assert_no_errors(&host);
}

#[test]
fn continuous_flipeffects_run_as_tasks_until_done() {
    // TR1 flipeffect 5 is EARTHQUAKE_FX: blasts (99) on ticks 0 and 35, a
    // rumble (147) on 3, stomps (70) on 20, 50 and 70, one hard shake, and
    // over after tick 104.
    let def = corridor(vec![]);
    let mut world = world_of(&def, Game::Tr1);
    let mut host = ScriptHost::new(&config(&[], Limits::default()), Game::Tr1, None).unwrap();
    host.bind_all(&mut world);
    use tombrs::world::Hooks;
    host.flipeffect(&mut world, 5, None, None, None);
    let mut heard = Vec::new();
    let mut shakes = 0;
    for t in 0..200 {
        host.step(&mut world, Input::default());
        for e in world.events() {
            match e {
                Event::Sound { sound, .. } => heard.push((t, *sound)),
                Event::Shake { .. } => shakes += 1,
                _ => {}
            }
        }
    }
    assert_eq!(
        heard,
        vec![(0, 99), (3, 147), (20, 70), (35, 99), (50, 70), (70, 70)]
    );
    assert_eq!(shakes, 1);
}
