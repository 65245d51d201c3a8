//! Creatures and Lara's guns: the demo's wolf fought through a recorded
//! input file replayed by `tombrs sim`, and TR1 TEST1.PHD's wolf and bear
//! fighting Lara for 3,000 ticks with per-tick box and floor invariants.

use crate::common;

use std::process::Command;
use std::sync::Arc;

use tombrs::script::{HostConfig, ScriptHost, Severity};
use tombrs::world::{Input, World};

/// The demo walk up to the flood room's edge, then the wolf fight.
fn wolf_fight_input() -> std::path::PathBuf {
    let walk = include_str!("../../walks/demo.txt");
    let cut = walk.find("424*forward").expect("the marker is in the walk");
    let dir = crate::common::scratch("creatures");
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("wolf.txt");
    let fight = include_str!("../../walks/wolf_fight.txt");
    std::fs::write(&input, format!("{}{fight}", &walk[..cut])).unwrap();
    input
}

/// Runs `tombrs sim` on the demo with `input` and `extra` arguments,
/// checking it ends well without script problems; the trace's text.
fn sim_demo(input: &std::path::Path, extra: &[&std::ffi::OsStr]) -> String {
    let trace = input.with_extension(format!("trace{}", extra.len()));
    let out = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["sim", "data/demo/demo.phd", "--input"])
        .arg(input)
        .args(extra)
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("[lua Error]") && !stderr.contains("[lua Warn"),
        "{stderr}"
    );
    std::fs::read_to_string(&trace).unwrap()
}

/// (Lara, wolf) per tick of a traced `sim` run of the demo with `input`.
fn traced(input: &std::path::Path) -> Vec<(serde_json::Value, serde_json::Value)> {
    sim_demo(input, &[])
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let find = |i: i64| {
                v["entities"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|e| e["index"] == i)
                    .cloned()
                    .unwrap()
            };
            (find(0), find(6))
        })
        .collect()
}

/// The demo's pistols are heard: drawing, each shot and holstering play
/// their sounds (TR1's ids, which the demo's sound map answers), and the
/// mixed audio of the fight is loud at every shot.
#[test]
fn the_demo_pistols_are_heard() {
    use tombrs::builder::objects::sounds;
    let input = wolf_fight_input();
    let wav = input.with_extension("wav");
    let text = sim_demo(&input, &["--audio-out".as_ref(), wav.as_os_str()]);
    // Ticks (1-based trace lines) with a sound event of `id`.
    let ticks_of = |id: u16| -> Vec<usize> {
        let needle = format!("Sound {{ sound: {id},");
        text.lines()
            .enumerate()
            .filter(|(_, l)| l.contains(&needle))
            .map(|(i, _)| i + 1)
            .collect()
    };
    let (draws, shots) = (ticks_of(sounds::DRAW), ticks_of(sounds::PISTOL));
    assert!(!draws.is_empty(), "the draw is heard");
    assert!(shots.len() >= 3, "pistol shots: {shots:?}");
    assert!(draws[0] < shots[0]);
    let pcm = tombrs::format::companion::wave::decode(&std::fs::read(&wav).unwrap()).unwrap();
    // RMS of both channels over 50 ms from the start of tick `t`.
    let energy = |t: usize| -> f64 {
        let start = (t - 1) * 1600;
        let n = 50 * 48;
        let s: f64 = (start..start + n)
            .flat_map(|f| [2 * f, 2 * f + 1])
            .filter_map(|i| pcm.samples.get(i))
            .map(|&v| (v as f64 / 32768.0).powi(2))
            .sum();
        (s / (2 * n) as f64).sqrt()
    };
    for &t in &shots {
        assert!(
            energy(t) > 0.02,
            "the shot at tick {t} is loud: {}",
            energy(t)
        );
    }
}

#[test]
fn the_demo_wolf_wakes_bites_and_dies_to_pistol_fire() {
    let ticks = traced(&wolf_fight_input());
    let int = |v: &serde_json::Value, k: &str| v[k].as_i64().unwrap();
    // Asleep (state 8) and still until Lara reaches the den's trigger row.
    let woke = ticks
        .iter()
        .position(|(_, w)| w["active"] == true)
        .expect("the wolf wakes");
    assert!(ticks[..woke].iter().all(|(_, w)| int(w, "state") == 8));
    // It comes at her and bites: her health drops while it lives.
    let bitten = ticks[woke..]
        .iter()
        .position(|(l, w)| int(l, "health") < 1000 && int(w, "health") > 0)
        .expect("the wolf bites");
    // The pistols take its six hit points; it plays its death (state 11)…
    let dead = ticks
        .iter()
        .position(|(_, w)| int(w, "health") <= 0)
        .expect("the wolf dies");
    assert!(dead > woke + bitten);
    assert!(int(&ticks[dead].0, "health") > 0, "Lara survives the fight");
    // …and its body stays where it fell, switched off.
    let (_, body) = ticks.last().unwrap();
    assert_eq!(int(body, "state"), 11);
    assert_eq!(body["active"], false);
    assert_eq!(
        body["pos"],
        ticks[dead + 60].1["pos"],
        "the body lies still"
    );
}

fn test1() -> Option<tombrs::level::Level> {
    let p = common::shared("tr1/TEST1.PHD")?;
    let bytes = std::fs::read(&p).unwrap();
    let raw = tombrs::format::level_file::read_level(&bytes, Some("PHD")).unwrap();
    Some(tombrs::level::Level::from_raw(&raw).unwrap())
}

#[test]
fn test1_wolf_and_bear_fight_lara_inside_their_boxes() {
    let Some(level) = test1() else { return };
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 3);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    let creatures: Vec<usize> = (0..world.entities().len())
        .filter(|&i| matches!(world.entities()[i].type_id, 7 | 8))
        .collect();
    assert_eq!(creatures.len(), 2, "TEST1.PHD has a wolf and a bear");
    // Lara stands in the wolf's room: both come for her.
    let wolf = world.entities()[creatures
        .iter()
        .copied()
        .find(|&i| world.entities()[i].type_id == 7)
        .unwrap()]
    .clone();
    world.entities_mut()[0].pos = [wolf.pos[0] - 2048, wolf.pos[1], wolf.pos[2]];
    world.entities_mut()[0].room = wolf.room;
    for &i in &creatures {
        common::arena::activate(&mut world, &mut host, i);
    }
    let mut hurt = false;
    for tick in 0..3000 {
        // Stands, draws, shoots, turns and runs in turn.
        let bits = match tick % 300 {
            0 => Input::DRAW,
            1..=119 => Input::ACTION,
            120..=159 => Input::ACTION | Input::LEFT,
            160..=219 => Input::FORWARD,
            220..=239 => Input::RIGHT,
            _ => 0,
        };
        host.step(&mut world, Input { bits });
        hurt |= world.entities()[0].health < 1000;
        for &i in &creatures {
            let e = &world.entities()[i];
            if e.health <= 0 || e.gravity {
                continue;
            }
            let floor = world.floor(e.room, e.pos[0], e.pos[1] - 256, e.pos[2]);
            assert!(
                (e.pos[1] - floor).abs() <= 64 || e.pos[1] < floor,
                "tick {tick}: type {} at {:?} off its floor {floor}",
                e.type_id,
                e.pos
            );
            assert!(
                world.box_at(e.room, e.pos).is_some(),
                "tick {tick}: type {} at {:?} outside the box graph",
                e.type_id,
                e.pos
            );
        }
    }
    let errors = common::script_log_at(&host, Severity::Warn);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(hurt, "the creatures hurt Lara");
    let shot: Vec<i16> = creatures
        .iter()
        .map(|&i| world.entities()[i].health)
        .collect();
    assert!(shot.iter().any(|&h| h < 20), "Lara's shots told: {shot:?}");
    assert!(world.kills() >= 1, "a kill was counted");
}

#[test]
fn every_tr1_enemy_and_lara_part_has_a_behaviour() {
    let host =
        ScriptHost::new(&HostConfig::with_mods(&[]), tombrs::format::Game::Tr1, None).unwrap();
    let catalogue: mlua::Table = host
        .lua()
        .load("return require('objects.tr1')")
        .eval()
        .unwrap();
    for id in 0..=34 {
        let entry: mlua::Table = catalogue.get(id).unwrap();
        let behaviour: String = entry.get("behaviour").unwrap();
        assert_ne!(behaviour, "inert", "TR1 type {id}");
    }
    let tr1 = tombrs::script::check::coverage(&HostConfig::with_mods(&[]))
        .into_iter()
        .find(|c| c.game == tombrs::format::Game::Tr1)
        .unwrap();
    assert!(tr1.behaving >= 35 && tr1.behaving <= tr1.entries, "{tr1:?}");
}

/// TR1's eight AI slots: with nine wolves switched on the farthest waits,
/// hidden and still; when Lara walks up to it, it takes the slot of the
/// wolf now farthest away; a wolf that dies gives its slot up and ends
/// "deactivated", its body left.
#[test]
fn creatures_think_only_while_they_hold_one_of_the_games_ai_slots() {
    use common::arena::{activate, arena_with, open_room};
    use tombrs::builder::spec::EntityDef;
    use tombrs::world::Status;
    let wolf = tombrs::builder::objects::wolf();
    // Nine wolves in a row along z at x = 10.5 sectors; Lara at the first.
    let wolves: Vec<EntityDef> = (0..9)
        .map(|i| EntityDef::new(7, 0, [10 * 1024 + 512, 0, (1 + i) * 1024 + 512]))
        .collect();
    let level = arena_with(
        open_room(),
        [9 * 1024 + 512, 0, 1024 + 512],
        vec![wolf],
        wolves,
    );
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    for i in 1..=9 {
        activate(&mut world, &mut host, i);
    }
    let waiting =
        |w: &World| -> Vec<usize> { (1..=9).filter(|&i| w.entities()[i].paused).collect() };
    host.step(&mut world, Input::default());
    assert_eq!(waiting(&world), [9], "the farthest wolf waits");
    assert!(world.entities()[9].invisible, "a waiting wolf is not drawn");
    let held_at = world.entities()[9].pos;
    for _ in 0..30 {
        host.step(&mut world, Input::default());
    }
    assert_eq!(
        world.entities()[9].pos,
        held_at,
        "a waiting wolf stays still"
    );
    // Lara next to the last wolf: it is now the nearest, the first the farthest.
    world.entities_mut()[0].pos = [9 * 1024 + 512, 0, 9 * 1024 + 512];
    host.step(&mut world, Input::default());
    assert_eq!(waiting(&world), [1], "the slot passes to the nearer wolf");
    assert!(!world.entities()[9].invisible && world.entities()[1].invisible);
    // A wolf that dies frees its slot: the waiting one thinks again.
    world.entities_mut()[5].health = 0;
    for _ in 0..120 {
        host.step(&mut world, Input::default());
    }
    assert_eq!(
        world.entities()[5].status,
        Status::Deactivated,
        "the body ends deactivated"
    );
    assert!(
        waiting(&world).is_empty(),
        "the dead wolf's slot went to the waiting one"
    );
    let problems = common::script_log_at(&host, Severity::Warn);
    assert!(problems.is_empty(), "{problems:?}");
}

/// The bear's pivot with the fan fixes `fixes` switched on (TR1 TEST1.PHD's
/// bear, type 8).
fn bear_pivot(fixes: &[&str]) -> Option<i64> {
    let level = Arc::new(test1()?);
    let mut world = World::new(level.clone(), 3);
    for fix in fixes {
        world.set_fix(fix, true);
    }
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    let bear = world.entities().iter().position(|e| e.type_id == 8)?;
    Some(common::lua_eval(
        &host,
        &mut world,
        &format!("return world.entity({bear}).state.ai.pivot"),
    ))
}

// TRX tr1 bear.c Bear_Setup: pivot 500 ahead as the original; the config's
// fan fix `bear_ai` (TRX's `fix_bear_ai`) measures from its origin.
#[test]
fn the_config_s_bear_fix_measures_from_the_bears_origin() {
    let Some(original) = bear_pivot(&[]) else {
        return;
    };
    assert_eq!(original, 500);
    assert_eq!(bear_pivot(&["bear_ai"]), Some(0));
}
