//! The inventory ring (scripts/gameflow/ring.lua, gameflow/items/) and the
//! level statistics (scripts/lib/stats.lua): the ring opens on the demo and
//! on TR1's TEST1.PHD with each game's rings and models, turns and changes
//! rings with pressed input bits, heals with a medipack, equips a gun,
//! chooses a key that a keyhole then takes, combines TR4 pieces, gives the
//! passport's requests and closes; the counters move as Lara walks, picks
//! up, shoots and kills; `stats.lines` writes each game's page.

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tombrs::builder::{build, EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

/// Helpers the tests call from Lua: `R.open`, `R.step` (the page and the
/// request are kept in `R.page`, `R.request`), `R.labels`, `R.settle`,
/// `R.front`, `R.go` (turn until `label` is in front).
const PRELUDE: &str = r#"
R = {}
local ring = require("gameflow.ring")
function R.open(mode, can_save)
  R.state = ring.open(world.lara(), { mode = mode, can_save = can_save })
  R.page, R.request = ring.step(R.state, 0, 0)
  return R.page
end
function R.step(pressed, held)
  R.page, R.request = ring.step(R.state, pressed or 0, held or 0)
  return R.page, R.request
end
function R.settle(n)
  for _ = 1, n or 10 do
    R.step(0, 0)
    if R.request then return R.request end
  end
  return R.request
end
function R.labels()
  local out = {}
  for i, it in ipairs(R.page.ring.items) do out[i] = it.label end
  return table.concat(out, ",")
end
function R.front() return R.page.ring.items[R.page.ring.selected] end
function R.go(label)
  for _ = 1, #R.page.ring.items do
    if R.front().label == label then return true end
    R.step(input.RIGHT, 0)
    R.settle(9)
  end
  return R.front().label == label
end
function R.line(label)
  for _ = 1, #R.page.lines do
    for _, l in ipairs(R.page.lines) do
      if l.selected and l.label == label then return true end
    end
    R.step(input.BACK, 0)
  end
  return false
end
return true
"#;

fn demo_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4")
}

fn load(path: &Path) -> Arc<Level> {
    let bytes = std::fs::read(path).unwrap();
    Arc::new(Level::load(&bytes, common::ext(path).as_deref()).unwrap())
}

/// A bound world and host of a level file (its level scripts by stem).
fn hosted(path: &Path) -> (World, ScriptHost) {
    let level = load(path);
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .map(str::to_string);
    bound(level, stem.as_deref())
}

fn bound(level: Arc<Level>, stem: Option<&str>) -> (World, ScriptHost) {
    let game = level.game;
    let mut world = World::new(level, 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), game, stem).unwrap();
    host.bind_all(&mut world);
    let _: bool = common::lua_eval(&host, &mut world, PRELUDE);
    (world, host)
}

fn eval<T: mlua::FromLuaMulti>(host: &ScriptHost, world: &mut World, code: &str) -> T {
    common::lua_eval(host, world, code)
}

fn tr1_test1() -> Option<PathBuf> {
    common::shared("tr1/TEST1.PHD")
}

#[test]
fn the_demo_ring_shows_its_items_with_their_own_models() {
    let (mut world, host) = hosted(&demo_path());
    // The den's key (entity 7) and medipack (8) taken as the pickups do.
    let _: () = eval(
        &host,
        &mut world,
        r#"local pickup = require("objects.common.pickup")
           pickup.take(world.entity(7), world.lara())
           pickup.take(world.entity(8), world.lara())"#,
    );
    let (name, labels, models): (String, String, String) = eval(
        &host,
        &mut world,
        r#"local p = R.open("inventory")
           local m = {}
           for i, it in ipairs(p.ring.items) do m[i] = tostring(it.model) end
           return p.ring.name, R.labels(), table.concat(m, ",")"#,
    );
    // The demo is a TR4 file with TR1's ids: one ring of everything, the
    // items recognised by the names they were picked up under.
    assert_eq!(name, "INVENTORY");
    assert!(labels.contains("Pistols"), "{labels}");
    assert!(labels.contains("Small Medi Pack"), "{labels}");
    assert!(labels.contains("Key"), "{labels}");
    let labels: Vec<&str> = labels.split(',').collect();
    let models: Vec<&str> = models.split(',').collect();
    let medi = labels.iter().position(|l| *l == "Small Medi Pack").unwrap();
    let key = labels.iter().position(|l| *l == "Key").unwrap();
    // The demo carries TR1's ring models (data/demo/models/items.toml), which
    // the ring takes before the pickups' own sprite and model.
    assert_eq!(models[medi], "108", "the medipack's ring model: {models:?}");
    assert_eq!(models[key], "133", "the key's ring model: {models:?}");
    // Up: the load and save entries.
    let (ring, rise): (String, f64) = eval(
        &host,
        &mut world,
        "R.settle(8); R.step(input.FORWARD, 0); return R.page.ring.name, R.page.ring.rise",
    );
    assert_eq!(ring, "OPTIONS");
    assert!(rise > 0.5, "the new ring rises in: {rise}");
    // The level's script names its key (SCRIPT.DAT item strings, TOMBPC.DAT
    // key names, a gameflow.lua's `items`): the ring shows that name.
    let labels: String = eval(
        &host,
        &mut world,
        r#"require("gameflow.level").start({ mode = "level", item_names = { KEY_ITEM1 = "Rusty Key" } })
           R.open("inventory")
           return R.labels()"#,
    );
    assert!(labels.contains("Rusty Key"), "{labels}");
    common::assert_no_script_error(&host, "demo ring");
}

#[test]
fn tr1_rings_models_navigation_and_closing() {
    let Some(path) = tr1_test1() else { return };
    let (mut world, host) = hosted(&path);
    let (name, labels, first_model, rise): (String, String, i64, f64) = eval(
        &host,
        &mut world,
        r#"world.lara().state.inventory[129] = 1
           local p = R.open("inventory")
           return p.ring.name, R.labels(), p.ring.items[1].model, p.ring.rise"#,
    );
    assert_eq!(name, "INVENTORY");
    assert_eq!(labels, "Compass,Pistols");
    assert_eq!(first_model, 72, "MAP_OPTION");
    assert!(rise > 0.8 && rise < 1.0, "opening: {rise}");
    // Right turns the ring: the turn eases from 1 to 2 over 8 ticks.
    let (sel, turn, spin): (i64, f64, i64) = eval(
        &host,
        &mut world,
        "R.settle(8); R.step(input.RIGHT, input.RIGHT); R.step(0, 0)
         return R.page.ring.selected, R.page.ring.turn, R.page.ring.items[2].spin",
    );
    assert_eq!(sel, 2);
    assert!(turn > 1.0 && turn < 2.0, "turning: {turn}");
    assert_eq!(spin, 0, "no spin while turning");
    let (turn, spin): (f64, i64) = eval(
        &host,
        &mut world,
        "R.settle(8); return R.page.ring.turn, R.page.ring.items[2].spin",
    );
    assert_eq!(turn, 2.0);
    assert!(spin > 0, "the front item spins");
    // Down: the keys ring; up twice: the options ring.
    let (keys, key_model, options, opt_labels): (String, i64, String, String) = eval(
        &host,
        &mut world,
        r#"R.step(input.BACK, 0)
           local keys, model = R.page.ring.name, R.front().model
           R.settle(8); R.step(input.FORWARD, 0); R.settle(8); R.step(input.FORWARD, 0)
           return keys, model, R.page.ring.name, R.labels()"#,
    );
    assert_eq!(keys, "ITEMS");
    assert_eq!(key_model, 133, "KEY_OPTION_1");
    assert_eq!(options, "OPTION");
    assert_eq!(opt_labels, "Game,Detail Levels,Sound,Controls,Lara's Home");
    // Inventory closes it once it has sunk away.
    let (during, closed): (bool, bool) = eval(
        &host,
        &mut world,
        r#"R.settle(8); R.step(input.INVENTORY, 0)
           local during = R.request == nil
           local req = R.settle(9)
           return during, req ~= nil and req.close == true"#,
    );
    assert!(during && closed);
    // Opened in keys mode it starts on the keys ring.
    let keys: String = eval(&host, &mut world, "return R.open('keys').ring.name");
    assert_eq!(keys, "ITEMS");
    common::assert_no_script_error(&host, "TR1 ring");
}

#[test]
fn a_small_medipack_heals_half_is_consumed_and_counted_but_not_at_full_health() {
    let Some(path) = tr1_test1() else { return };
    let (mut world, host) = hosted(&path);
    let (health, left, used, closed): (i64, i64, f64, bool) = eval(
        &host,
        &mut world,
        r#"local lara = world.lara()
           lara.health = 300
           lara.state.inventory[93] = 2
           R.open("inventory"); R.settle(8)
           assert(R.go("Small Medi Pack"))
           R.step(input.ACTION, 0)
           local req = R.settle(10)
           return lara.health, lara.state.inventory[93], require("lib.stats").get().medipacks,
                  req ~= nil and req.close == true"#,
    );
    assert_eq!(health, 800);
    assert_eq!(left, 1);
    assert_eq!(used, 0.5);
    assert!(closed);
    let (health, left, open): (i64, i64, bool) = eval(
        &host,
        &mut world,
        r#"local lara = world.lara()
           lara.health = 1000
           R.open("inventory"); R.settle(8)
           R.go("Small Medi Pack")
           R.step(input.ACTION, 0)
           local req = R.settle(10)
           return lara.health, lara.state.inventory[93], req == nil"#,
    );
    assert_eq!((health, left), (1000, 1), "nothing used at full health");
    assert!(open, "the ring stays open");
}

#[test]
fn choosing_the_shotgun_selects_it_and_she_draws_it_as_the_ring_closes() {
    let Some(path) = tr1_test1() else { return };
    let (mut world, mut host) = hosted(&path);
    let (kind, status, labels): (String, String, String) = eval(
        &host,
        &mut world,
        r#"local lara = world.lara()
           require("lara.guns").picked_up(lara, lara.state, 85)
           require("lara.guns").select(lara, lara.state, "pistols")
           R.open("inventory"); R.settle(8)
           local labels = R.labels()
           assert(R.go("Shotgun"))
           R.step(input.ACTION, 0)
           R.settle(10)
           return lara.state.guns.kind, lara.state.guns.request, labels"#,
    );
    assert_eq!(
        labels, "Compass,Pistols,Shotgun",
        "no loose shells once the gun is owned"
    );
    assert_eq!(kind, "shotgun");
    // The ring asks for the gun; the guns' next tick starts the draw (TRX
    // tr1 Gun_Control: request_gun_type).
    assert_eq!(status, "shotgun");
    host.step(&mut world, Input::default());
    let status: String = eval(&host, &mut world, "return world.lara().state.guns.status");
    assert_eq!(status, "drawing");
}

#[test]
fn the_passport_asks_to_save_and_load_and_after_death_offers_no_save() {
    let Some(path) = tr1_test1() else { return };
    let (mut world, host) = hosted(&path);
    for (line, want) in [("SAVE GAME", "save"), ("LOAD GAME", "load")] {
        let got: String = eval(
            &host,
            &mut world,
            &format!(
                r#"R.open("inventory", true); R.settle(8)
                   R.step(input.FORWARD, 0); R.settle(8)
                   assert(R.front().label == "Game")
                   R.step(input.ACTION, 0)
                   assert(R.line("{line}"), "the line is there")
                   R.step(input.ACTION, 0)
                   local req = R.settle(10) or {{}}
                   local k = next(req)
                   return tostring(k)"#
            ),
        );
        assert_eq!(got, want);
    }
    // Without can_save the save line is greyed; after death only the
    // passport shows, and backing out does not close it.
    let (lines, labels, open): (String, String, bool) = eval(
        &host,
        &mut world,
        r#"R.open("inventory", false); R.settle(8)
           R.step(input.FORWARD, 0); R.settle(8); R.step(input.ACTION, 0)
           local l = {}
           for i, x in ipairs(R.page.lines) do l[i] = x.label .. (x.disabled and "-" or "") end
           R.open("death"); R.settle(8)
           local labels = R.labels()
           R.step(input.INVENTORY, 0)
           local req = R.settle(10)
           return table.concat(l, ","), labels, req == nil"#,
    );
    assert_eq!(lines, "LOAD GAME,SAVE GAME-,EXIT TO TITLE");
    assert_eq!(labels, "Game");
    assert!(open);
}

#[test]
fn a_key_chosen_on_the_ring_goes_into_its_keyhole_and_a_wrong_one_does_not() {
    // TR1 with the builder's models: Lara facing +x, a keyhole (137) three
    // sectors ahead.
    use tombrs::builder::objects::ids;
    let mut me = EntityDef::new(0, 0, [1536, 0, 2560]);
    me.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 5, 0, -16)],
        models: tombrs::builder::objects::all(),
        entities: vec![
            me,
            EntityDef::new(ids::KEYHOLE as u16, 0, [5 * 1024 + 512, 0, 2560]),
        ],
        ..Default::default()
    };
    let level = Arc::new(Level::from_raw(&build(&def, Game::Tr1)).unwrap());
    let (mut world, mut host) = bound(level, Some("BUILDER"));
    let chosen: i64 = eval(
        &host,
        &mut world,
        r#"local inv = world.lara().state.inventory
           inv[129], inv[130] = 1, 1
           R.open("keys"); R.settle(8)
           assert(R.go("Key"))
           R.step(input.ACTION, 0)
           R.settle(10)
           return world.lara().state.chosen_item"#,
    );
    assert_eq!(chosen, 129);
    let mut used = None;
    for t in 0..320 {
        let bits = match t {
            0..=54 => Input::FORWARD | Input::WALK,
            90..=174 => Input::FORWARD,
            190..=192 => Input::ACTION,
            _ => 0,
        };
        host.step(&mut world, Input { bits });
        if used.is_none() && world.entities()[1].triggered {
            used = Some(t);
        }
    }
    assert!(
        used.is_some(),
        "the hole took the key: {:?}",
        world.entities()[0].pos
    );
    let (left, other, chosen): (i64, i64, bool) = eval(
        &host,
        &mut world,
        "local l = world.lara().state
         return l.inventory[129], l.inventory[130], l.chosen_item == nil",
    );
    assert_eq!(
        (left, other),
        (0, 1),
        "the chosen key went, the other stayed"
    );
    assert!(chosen);
    // A wrong item chosen at a hole: a notice, nothing used.
    let (used_again, chosen_left): (bool, bool) = eval(
        &host,
        &mut world,
        r#"local hole = world.entity(1)
           local keyhole = require("objects.common.keyhole")
           hole.state.used = false
           local lara = world.lara()
           lara.state.chosen_item = 130
           keyhole.collision(hole, lara)
           return hole.state.used, lara.state.chosen_item ~= nil"#,
    );
    assert!(!used_again && !chosen_left);
    common::assert_no_script_error(&host, "keyhole");
}

#[test]
fn tr4_pieces_combine_into_the_whole_item() {
    let (mut world, host) = hosted(&demo_path());
    // TR4's KEY_ITEM1_COMBO1 (215) and _COMBO2 (216) make KEY_ITEM1 (203).
    let (before, whole, a, b, front): (String, i64, i64, i64, String) = eval(
        &host,
        &mut world,
        r#"local inv = world.lara().state.inventory
           inv[215], inv[216] = 1, 1
           R.open("inventory"); R.settle(8)
           local before = R.labels()
           assert(R.go("Key 1 (piece 1)"))
           R.step(input.ACTION, 0)
           assert(R.line("COMBINE"))
           R.step(input.ACTION, 0)
           R.settle(2)
           return before, inv[203] or 0, inv[215], inv[216], R.front().label"#,
    );
    assert!(before.contains("Key 1 (piece 2)"), "{before}");
    assert_eq!((whole, a, b), (1, 0, 0));
    assert_eq!(front, "Key 1", "the whole item is in front");
    common::assert_no_script_error(&host, "combine");
}

/// The input bits of an input file's text, tick by tick.
fn ticks_of(text: &str) -> Vec<Input> {
    tombrs::app::input_file::Inputs::parse(text, "walk")
        .unwrap()
        .iter()
        .collect()
}

#[test]
fn the_counters_move_as_lara_walks_picks_up_shoots_and_kills() {
    let (mut world, mut host) = hosted(&demo_path());
    let walk = ticks_of(include_str!("../walks/demo.txt"));
    for &input in &walk {
        host.step(&mut world, input);
    }
    let (ticks, distance, pickups): (i64, i64, i64) = eval(
        &host,
        &mut world,
        "local s = require('lib.stats').get(); return s.ticks, s.distance, s.pickups",
    );
    assert_eq!(
        ticks as usize,
        walk.len(),
        "a tick of time per tick of control"
    );
    assert!(
        distance > 20 * 1024,
        "she walked across the demo: {distance}"
    );
    assert!(pickups >= 1, "the key");
    // The wolf fight (tests/creatures.rs) on the TR1 demo: shots, hits, a kill.
    let demo_phd = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.phd");
    let (mut world, mut host) = hosted(&demo_phd);
    let walk = include_str!("../walks/demo.txt");
    let cut = walk.find("424*forward").expect("the marker is in the walk");
    let fight = format!(
        "{}{}",
        &walk[..cut],
        include_str!("../walks/wolf_fight.txt")
    );
    for input in ticks_of(&fight) {
        host.step(&mut world, input);
    }
    let (ammo, hits, kills, world_kills): (i64, i64, i64, i64) = eval(
        &host,
        &mut world,
        "local s = require('lib.stats').get(); return s.ammo_used, s.hits, s.kills, world.kills()",
    );
    assert!(ammo >= 3, "shots: {ammo}");
    assert!(hits >= 1 && hits <= ammo, "hits {hits} of {ammo}");
    assert_eq!(kills, world_kills);
    assert!(kills >= 1, "the wolf");
    common::assert_no_script_error(&host, "stats walk");
}

#[test]
fn statistics_lines_are_written_as_each_game_wrote_them() {
    let (mut world, host) = hosted(&demo_path());
    let pages: Vec<String> = eval(
        &host,
        &mut world,
        r#"local stats = require("lib.stats")
           local s = stats.get()
           s.ticks = 30 * (3600 + 62)
           s.kills, s.pickups, s.ammo_used, s.hits = 3, 4, 20, 7
           s.medipacks = 1.5
           s.distance = 445 * 1234
           local out = {}
           for g = 1, 5 do
             local l = {}
             for i, x in ipairs(stats.lines(g)) do l[i] = x.label .. "=" .. x.value end
             out[g] = table.concat(l, ";")
           end
           s.ticks, s.distance = 30 * 75, 445 * 12
           out[6] = stats.time(s.ticks) .. " " .. stats.distance(s.distance)
           return out"#,
    );
    assert_eq!(
        pages[0],
        "TIME TAKEN=1:01:02;SECRETS FOUND=0 OF 1;PICKUPS=4;KILLS=3"
    );
    assert_eq!(
        pages[1],
        "TIME TAKEN=1:01:02;SECRETS FOUND=NONE;KILLS=3;AMMO USED=20;HITS=7;\
         HEALTH PACKS USED=1.5;DISTANCE TRAVELLED=1.23km"
    );
    assert!(pages[2].starts_with("TIME TAKEN=1:01:02;SECRETS FOUND=0 OF 1;KILLS=3"));
    assert_eq!(
        pages[3],
        "TIME TAKEN=1:01:02;DISTANCE TRAVELLED=1.23km;AMMO USED=20;\
         HEALTH PACKS USED=1.5;SECRETS FOUND=0 OF 1"
    );
    assert_eq!(pages[4], pages[3]);
    assert_eq!(pages[5], "01:15 12m");
}

#[test]
fn the_ring_opens_turns_and_closes_on_every_real_level() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let (mut world, host) = hosted(&path);
        let (name, count, req): (String, i64, bool) = eval(
            &host,
            &mut world,
            r#"local p = R.open("inventory"); R.settle(8)
               local name, n = p.ring.name, #p.ring.items
               for _, b in ipairs({ input.RIGHT, input.LEFT, input.FORWARD, input.BACK, input.BACK }) do
                 R.step(b, 0); R.settle(8)
               end
               R.step(input.INVENTORY, 0)
               local req = R.settle(10)
               return name, n, req ~= nil and req.close == true"#,
        );
        assert_eq!(name, "INVENTORY", "{}", path.display());
        assert!(count >= 1, "{}: pistols at least", path.display());
        assert!(req, "{}: closed", path.display());
        common::assert_no_script_error(&host, &path.display().to_string());
    }
}

#[test]
fn a_level_entered_at_a_start_position_puts_lara_on_its_lara_start_pos() {
    // TR4: LARA_START_POS (406) AI objects with OCB 1 and 2; the end
    // trigger of the level before named start position 2.
    let mut me = EntityDef::new(0, 0, [1536, 0, 1536]);
    me.angle = 0;
    let spot = |ocb: i16, x: i32| {
        let mut a = EntityDef::new(406, 0, [x, 0, 3584]);
        a.ocb = ocb;
        a.angle = 0x8000;
        a
    };
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 5, 0, -16)],
        models: tombrs::builder::objects::all(),
        entities: vec![me],
        ai_objects: vec![spot(1, 2560), spot(2, 5632)],
        ..Default::default()
    };
    let level = Arc::new(Level::from_raw(&build(&def, Game::Tr4)).unwrap());
    let (mut world, host) = bound(level, None);
    let (x, z, yaw): (i64, i64, i64) = eval(
        &host,
        &mut world,
        r#"require("gameflow.level").start({ mode = "level", start_pos = 2 })
           local l = world.lara()
           return l.x, l.z, l.yaw"#,
    );
    assert_eq!((x, z), (5632, 3584));
    assert_eq!(yaw & 0xFFFF, 0x8000);
}

#[test]
fn start_anim_and_no_floor_options_act_on_lara() {
    let (mut world, mut host) = hosted(&demo_path());
    // START_ANIM: she starts the level in that animation; NO_FLOOR: a death
    // depth above her feet kills her on the next tick.
    let anim: i64 = eval(
        &host,
        &mut world,
        r#"require("gameflow.level").start({ mode = "level", options = { start_anim = 3, no_floor = -1 } })
           return world.lara().anim"#,
    );
    assert_eq!(anim, 3);
    let health: i64 = eval(
        &host,
        &mut world,
        r#"require("gameflow.level").tick(0, 0); return world.lara().health"#,
    );
    assert_eq!(health, 0);
    host.step(&mut world, Input::default());
}
