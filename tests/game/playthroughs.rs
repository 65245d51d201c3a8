//! Whole games played headless: game folders made by the builder (TR1 with
//! its own gameflow.lua, TR2/TR3 TOMBPC.DAT, TR4/TR5 SCRIPT.DAT) and the
//! real TRLE folder, through `tombrs sim DIR --input` and the session API:
//! the title, new game, levels in order with what Lara carries, statistics,
//! the cutscene, the end; saves in slots and loading them back.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use tombrs::builder::game_folder::{write_script_like, write_tombpc_like, write_tr1_like};
use tombrs::format::Game;
use tombrs::game::folder::GameFolder;
use tombrs::game::session::{Session, SessionConfig};
use tombrs::world::Input;

fn temp_dir(name: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("game-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn walk(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/walks")
        .join(name)
}

/// Runs `tombrs sim DIR --input FILE --trace T`; the trace's gameflow lines.
pub(crate) fn sim_game(dir: &Path, input: &Path, trace: &Path) -> Vec<Value> {
    let out = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .arg("sim")
        .arg(dir)
        .arg("--input")
        .arg(input)
        .arg("--trace")
        .arg(trace)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(trace).unwrap();
    text.lines()
        .filter(|l| l.contains("\"flow\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The flow lines of one kind.
pub(crate) fn of<'a>(lines: &'a [Value], kind: &str) -> Vec<&'a Value> {
    lines.iter().filter(|l| l["flow"] == kind).collect()
}

/// The order of play in gameflow lines: `load MODE FILE`, `complete N`
/// for a level completed, and the statistics pages.
pub(crate) fn story(lines: &[Value]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| match l["flow"].as_str()? {
            "load" => Some(format!(
                "load {} {}",
                l["mode"].as_str()?,
                l["file"].as_str()?
            )),
            "level_complete" => Some(format!("complete {}", l["what"]["number"])),
            "page" => {
                let p = l["page"].as_str()?;
                p.starts_with("statistics").then(|| p.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The inventory keys a load line says Lara carries in.
fn carried(load: &Value) -> Vec<String> {
    load["start"]["carry"]["inventory"]
        .as_object()
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default()
}

#[test]
fn a_tr1_like_game_plays_from_its_title_to_its_end_with_the_inventory_carried() {
    let dir = temp_dir("tr1");
    write_tr1_like(&dir).unwrap();
    let folder = GameFolder::open(&dir).unwrap();
    assert_eq!(folder.game, Game::Tr1);
    let trace = dir.join("trace.jsonl");
    let lines = sim_game(&dir, &walk("game_tr1.txt"), &trace);
    // The order of play: title, new game, level 1, its statistics, the
    // cutscene, level 2, level 3, the final statistics, the title again.
    assert_eq!(
        story(&lines),
        [
            "load title DATA/TITLE.PHD",
            "load level DATA/LEVEL1.PHD",
            "complete 1",
            "statistics: First Steps",
            "load cutscene DATA/CUT1.PHD",
            "load level DATA/LEVEL2.PHD",
            "complete 2",
            "statistics: Second Room",
            "load level DATA/LEVEL3.PHD",
            "complete 3",
            "statistics: Last Stand",
            "statistics: FINAL STATISTICS",
            "load title DATA/TITLE.PHD",
        ],
        "{lines:#?}"
    );
    let loads = of(&lines, "load");
    // A new game carries nothing in; level 2 and 3 get the medipack (93)
    // and the shotgun (85) taken in level 1, and the pistols (84).
    assert!(carried(loads[1]).is_empty());
    assert_eq!(loads[1]["start"]["new_game"], true);
    for load in [&loads[3], &loads[4]] {
        let keys = carried(load);
        for item in ["84", "85", "93"] {
            assert!(keys.contains(&item.to_string()), "{item} in {load}");
        }
        assert_eq!(load["start"]["carry"]["weapon"], "shotgun");
    }
    // Level 1's statistics: its time, both pickups and its one secret.
    let done = of(&lines, "level_complete");
    let stats = &done[0]["what"]["stats"];
    assert_eq!(stats["pickups"], 2, "{stats}");
    assert_eq!(stats["secrets"], 1, "{stats}");
    assert_eq!(stats["secrets_total"], 1, "{stats}");
    assert!(stats["ticks"].as_i64().unwrap() > 200, "{stats}");
    assert!(stats["distance"].as_i64().unwrap() > 4000, "{stats}");
    // The same inputs give the same game, tick for tick.
    let again = std::fs::read_to_string(&trace).unwrap();
    sim_game(&dir, &walk("game_tr1.txt"), &dir.join("trace2.jsonl"));
    assert_eq!(
        again,
        std::fs::read_to_string(dir.join("trace2.jsonl")).unwrap()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The inputs that go from the title into a new game and then play a
/// level file's walk.
fn title_then(walk_file: &str, dir: &Path) -> PathBuf {
    let path = dir.join("input.txt");
    let walk = std::fs::read_to_string(walk(walk_file)).unwrap();
    std::fs::write(
        &path,
        format!("3*none\naction\n{walk}\nnone\naction\n5*none\n"),
    )
    .unwrap();
    path
}

#[test]
fn tombpc_folders_of_tr2_and_tr3_play_their_sequences() {
    for game in [Game::Tr2, Game::Tr3] {
        let dir = temp_dir(&format!("tombpc-{}", game.name()));
        write_tombpc_like(&dir, game).unwrap();
        let folder = GameFolder::open(&dir).unwrap();
        assert_eq!(folder.game, game, "{}", dir.display());
        let input = title_then("game_level1.txt", &dir);
        let lines = sim_game(&dir, &input, &dir.join("trace.jsonl"));
        // The FMV has no player: skipped with a notice; level 1 starts with
        // the script's START_INV items; it completes and level 2 follows.
        assert_eq!(of(&lines, "fmv").len(), 1, "{lines:#?}");
        let loads = of(&lines, "load");
        let level1 = loads.iter().find(|l| l["number"] == 1).expect("level 1");
        let start_inv = level1["start"]["options"]["start_inv"]
            .as_object()
            .map_or(0, |m| m.len());
        assert_eq!(start_inv, 2, "{level1}");
        assert_eq!(of(&lines, "level_complete")[0]["what"]["number"], 1);
        assert!(
            loads.iter().any(|l| l["number"] == 2),
            "level 2 follows: {lines:#?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn script_folders_of_tr4_and_tr5_are_found_whatever_the_case_of_their_files() {
    for game in [Game::Tr4, Game::Tr5] {
        let dir = temp_dir(&format!("script-{}", game.name()));
        write_script_like(&dir, game).unwrap();
        let folder = GameFolder::open(&dir).unwrap();
        assert_eq!(folder.game, game);
        // SCRIPT.DAT says DATA\LEVEL1; the file is data/Level1.tr4.
        assert!(folder.resolve("DATA\\LEVEL1.TR4", "level 1").is_ok() || game == Game::Tr5);
        let input = title_then("game_level1.txt", &dir);
        let lines = sim_game(&dir, &input, &dir.join("trace.jsonl"));
        let loads = of(&lines, "load");
        assert_eq!(loads[0]["mode"], "title", "{lines:#?}");
        assert!(
            loads
                .iter()
                .any(|l| l["number"] == 1 && l["mode"] == "level"),
            "{lines:#?}"
        );
        assert!(of(&lines, "error").is_empty(), "{lines:#?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_missing_level_is_named_with_what_it_is_for() {
    let dir = temp_dir("missing");
    write_tr1_like(&dir).unwrap();
    std::fs::remove_file(dir.join("DATA/LEVEL1.PHD")).unwrap();
    let input = dir.join("input.txt");
    // Action past the page naming the missing files, then NEW GAME.
    std::fs::write(&input, "3*none\naction\n3*none\naction\n5*none\n").unwrap();
    let lines = sim_game(&dir, &input, &dir.join("trace.jsonl"));
    let missing = of(&lines, "missing");
    let said = missing[0]["level"].as_str().unwrap();
    assert!(
        said.contains("First Steps") && said.contains("is missing"),
        "{said}"
    );
    let errors = of(&lines, "error");
    let text = errors[0]["error"].as_str().unwrap();
    assert!(
        text.contains("First Steps") && text.contains("DATA/LEVEL1.PHD"),
        "{text}"
    );
    let pages: Vec<&str> = of(&lines, "page")
        .iter()
        .filter_map(|l| l["page"].as_str())
        .collect();
    assert!(
        pages.iter().any(|p| p.starts_with("error: CANNOT PLAY")),
        "{pages:?}"
    );
    // Nothing here is a game at all.
    let empty = temp_dir("empty");
    let e = GameFolder::open(&empty).unwrap_err();
    assert!(e.contains("not a game folder"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&empty);
}

#[test]
fn the_real_trle_folder_opens_at_its_title() {
    let Some(script) = common::shared("trle/SCRIPT.DAT") else {
        return;
    };
    let dir = script.parent().unwrap();
    let folder = GameFolder::open(dir).unwrap();
    assert_eq!(folder.game, Game::Tr4);
    let mut session = Session::open(folder, SessionConfig::default()).unwrap();
    // Its SCRIPT.DAT names levels this folder does not have: said first.
    let page = session.page().expect("the missing files").clone();
    assert_eq!(page.kind, "missing");
    session
        .tick(Input {
            bits: Input::ACTION,
        })
        .unwrap();
    session.tick(Input::default()).unwrap();
    let page = session.page().expect("the title menu").clone();
    assert_eq!(page.kind, "title");
    assert!(page.lines.iter().any(|l| l.label == "NEW GAME"));
    for _ in 0..5 {
        session.tick(Input::default()).unwrap();
    }
    // SCRIPT.DAT names DATA\TITLE.TR4; this folder keeps title.tr4 at its
    // top: found by its name, the move reported, the title level on stage.
    let lines = session.take_lines().join("\n");
    assert!(lines.contains("\"flow\":\"game\""), "{lines}");
    assert!(lines.contains("\"flow\":\"repair\""), "{lines}");
    let stage = session.stage.as_ref().expect("the title level");
    assert_eq!(stage.mode, "title");
    assert!(stage.path.ends_with("title.tr4"));
    // New game: its first level is not in the folder, and says so.
    session
        .tick(Input {
            bits: Input::ACTION,
        })
        .unwrap();
    let lines = session.take_lines().join("\n");
    assert!(lines.contains("LVL2.TR4"), "{lines}");
}

/// Presses `bits` for one tick and lets go for `after` ticks.
fn press(session: &mut Session, bits: u32, after: usize) {
    session.tick(Input { bits }).unwrap();
    for _ in 0..after {
        session.tick(Input::default()).unwrap();
    }
}

#[test]
fn a_game_saved_in_a_slot_loads_back_into_its_place_in_the_order_of_play() {
    let dir = temp_dir("slots");
    let game_dir = dir.join("game");
    write_tr1_like(&game_dir).unwrap();
    let config = SessionConfig {
        saves: Some(dir.join("saves")),
        ..Default::default()
    };
    let open = || Session::open(GameFolder::open(&game_dir).unwrap(), config.clone()).unwrap();
    let mut session = open();
    // New game: level 1 plays to its end, past its statistics and the
    // cutscene, into level 2.
    press(&mut session, Input::ACTION, 0);
    let level1 = tombrs::app::input_file::Inputs::read(&walk("game_level1.txt")).unwrap();
    for t in level1.iter() {
        session.tick(t).unwrap();
    }
    press(&mut session, Input::ACTION, 70);
    assert_eq!(session.stage.as_ref().unwrap().name, "Second Room");
    // Ring → options ring (up) → passport → "save game" (down) → slot 1.
    press(&mut session, Input::INVENTORY, 12);
    press(&mut session, Input::FORWARD, 12);
    press(&mut session, Input::ACTION, 12);
    press(&mut session, Input::BACK, 3);
    press(&mut session, Input::ACTION, 12);
    assert_eq!(session.page().map(|p| p.kind.as_str()), Some("slots"));
    press(&mut session, Input::ACTION, 3);
    let lines = session.take_lines().join("\n");
    assert!(lines.contains("\"flow\":\"save\""), "{lines}");
    assert!(dir.join("saves/slot01.tombrs-save").is_file());

    // A new session loads it from the title: level 2 comes back, and its
    // end leads on to level 3 with level 1's statistics kept.
    let mut session = open();
    press(&mut session, Input::BACK, 1);
    assert_eq!(
        session.page().unwrap().lines[1].label,
        "LOAD GAME",
        "{:?}",
        session.page()
    );
    press(&mut session, Input::ACTION, 2);
    press(&mut session, Input::ACTION, 2);
    assert_eq!(session.stage.as_ref().unwrap().name, "Second Room");
    let level2 = tombrs::app::input_file::Inputs::read(&walk("game_level2.txt")).unwrap();
    for t in level2.iter() {
        session.tick(t).unwrap();
    }
    press(&mut session, Input::ACTION, 2);
    assert_eq!(session.stage.as_ref().unwrap().name, "Last Stand");
    let lines = session.take_lines().join("\n");
    assert!(lines.contains("\"flow\":\"load_save\""), "{lines}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tr1_folder_without_a_gameflow_plays_the_built_in_order() {
    let dir = temp_dir("builtin");
    write_tr1_like(&dir).unwrap();
    std::fs::remove_file(dir.join("gameflow.lua")).unwrap();
    let folder = GameFolder::open(&dir).unwrap();
    assert_eq!(folder.layout_name(), "TR1's built-in order");
    let input = dir.join("input.txt");
    let level1 = std::fs::read_to_string(walk("game_level1.txt")).unwrap();
    let level2 = std::fs::read_to_string(walk("game_level2.txt")).unwrap();
    std::fs::write(
        &input,
        format!("3*none\naction\n{level1}\nnone\naction\n{level2}\nnone\naction\n5*none\n"),
    )
    .unwrap();
    let lines = sim_game(&dir, &input, &dir.join("trace.jsonl"));
    // TR1's order: the SNOW film (skipped), Caves (LEVEL1.PHD), City of
    // Vilcabamba (LEVEL2.PHD), then Lost Valley, whose LEVEL3A.PHD this
    // folder lacks: named, and the game goes back to its title.
    assert_eq!(of(&lines, "fmv")[0]["file"], "FMV/SNOW.RPL");
    let names: Vec<&str> = of(&lines, "load")
        .iter()
        .filter_map(|l| l["name"].as_str())
        .collect();
    assert_eq!(
        names,
        ["TITLE", "Caves", "City of Vilcabamba"],
        "{lines:#?}"
    );
    let error = of(&lines, "error")[0]["error"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        error.contains("Lost Valley") && error.contains("LEVEL3A.PHD"),
        "{error}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bonus_items_come_after_every_secret_and_the_options_set_the_volumes() {
    let dir = temp_dir("bonus");
    write_tr1_like(&dir).unwrap();
    // Level 1's START_INV bonus: one more small medipack (93) once its one
    // secret is found, which the walk does.
    let flow = std::fs::read_to_string(dir.join("gameflow.lua")).unwrap();
    let flow = flow.replacen(
        "{ \"LEVEL\", 1 }",
        "{ \"START_INV\", 93, 1 }, { \"LEVEL\", 1 }",
        1,
    );
    std::fs::write(dir.join("gameflow.lua"), flow).unwrap();
    let lines = sim_game(&dir, &walk("game_tr1.txt"), &dir.join("trace.jsonl"));
    let loads = of(&lines, "load");
    let level2 = loads.iter().find(|l| l["number"] == 2).unwrap();
    assert_eq!(level2["start"]["carry"]["inventory"]["93"], 2, "{level2}");

    // The title's options page: the music one step up, then back.
    let mut session =
        Session::open(GameFolder::open(&dir).unwrap(), SessionConfig::default()).unwrap();
    press(&mut session, Input::BACK, 1);
    assert_eq!(
        session.page().unwrap().summary(),
        "title: The Builder's Game [OPTIONS]"
    );
    press(&mut session, Input::ACTION, 1);
    // Resolution, full screen, vsync, field of view, then the music.
    for _ in 0..4 {
        press(&mut session, Input::BACK, 1);
    }
    assert_eq!(
        session.page().unwrap().summary(),
        "options: OPTIONS [MUSIC VOLUME]"
    );
    press(&mut session, Input::RIGHT, 1);
    press(&mut session, Input::INVENTORY, 1);
    let change = session.take_settings().unwrap();
    assert_eq!((change.music, change.sound), (Some(0.9), Some(1.0)));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_idle_title_plays_the_demo_and_a_key_ends_it() {
    let dir = temp_dir("demo");
    write_tr1_like(&dir).unwrap();
    let mut session =
        Session::open(GameFolder::open(&dir).unwrap(), SessionConfig::default()).unwrap();
    // Sixteen idle seconds on the title: LEVEL2's demo comes on, Lara at its
    // start, its own inputs running her forward.
    for _ in 0..16 * 30 + 2 {
        session.tick(Input::default()).unwrap();
    }
    let stage = session.stage.as_ref().unwrap();
    assert_eq!(stage.mode, "demo");
    assert_eq!(stage.name, "Second Room");
    let lara = stage.world.lara().unwrap();
    let start_x = stage.world.entity(lara).unwrap().pos[0];
    assert!(session.take_notices().iter().any(|n| n == "DEMO MODE"));
    for _ in 0..20 {
        session.tick(Input::default()).unwrap();
    }
    let stage = session.stage.as_ref().unwrap();
    let x = stage.world.entity(lara).unwrap().pos[0];
    assert!(
        x > start_x + 256,
        "the demo runs her forward: {start_x} -> {x}"
    );
    // The ring cannot open in a demo; a key ends it and the title is back.
    session
        .tick(Input {
            bits: Input::INVENTORY,
        })
        .unwrap();
    assert_eq!(session.stage.as_ref().unwrap().mode, "title");
    assert_eq!(session.page().unwrap().kind, "title");
    let lines = session.take_lines().join("\n");
    assert!(lines.contains("\"ended\":\"interrupted\""), "{lines}");
    // Left to run out, the demo ends on its own.
    for _ in 0..16 * 30 + 2 + 60 + 2 {
        session.tick(Input::default()).unwrap();
    }
    let lines = session.take_lines().join("\n");
    assert!(lines.contains("\"ended\":\"demo_end\""), "{lines}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_secret_found_opens_the_bonus_level_after_the_end() {
    let dir = temp_dir("bonus-level");
    write_tr1_like(&dir).unwrap();
    // A bonus level after GAME_COMPLETE: played only when every secret of
    // the game was found (level 1's one, which the walk takes).
    let flow = std::fs::read_to_string(dir.join("gameflow.lua")).unwrap();
    let flow = flow.replacen(
        "  sequence = {",
        "  bonus_sequence = { { \"LEVEL\", 2 }, { \"COMPLETE\" } },\n  sequence = {",
        1,
    );
    std::fs::write(dir.join("gameflow.lua"), flow).unwrap();
    let lines = sim_game(&dir, &walk("game_tr1.txt"), &dir.join("trace.jsonl"));
    let notices: Vec<&str> = of(&lines, "notice")
        .iter()
        .filter_map(|l| l["text"].as_str())
        .collect();
    assert!(
        notices.contains(&"ALL SECRETS FOUND: A BONUS LEVEL"),
        "{notices:?}"
    );
    let loads = of(&lines, "load");
    let last = loads.last().unwrap();
    assert_eq!(last["file"], "DATA/LEVEL2.PHD", "the bonus level: {last}");
    let _ = std::fs::remove_dir_all(&dir);
}
