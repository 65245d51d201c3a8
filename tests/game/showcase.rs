//! The bundled game (`data/demo`: its gameflow.lua and the levels
//! `tombrs build-demo` makes of data/demo's content) played from its title
//! to its end by `data/demo/walkthrough.input`, headless: every level
//! completes in order and the final statistics follow; and what the
//! levels it played hold, rooms and entity types.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value;
use tombrs::level::Level;

use crate::playthroughs::{of, sim_game, story};

fn demo_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/data/demo"))
}

/// The walkthrough's gameflow lines, and its trace's ticks of the gallery
/// (from the load of showcase.phd to its completion).
fn walk_the_game(test: &str) -> (Vec<Value>, Vec<Value>) {
    let out = crate::common::scratch(&format!("showcase-{test}"));
    std::fs::create_dir_all(&out).unwrap();
    let trace = out.join("trace.jsonl");
    let lines = sim_game(demo_dir(), &demo_dir().join("walkthrough.input"), &trace);
    let text = std::fs::read_to_string(&trace).unwrap();
    let gallery = text
        .lines()
        .skip_while(|l| !(l.contains("\"flow\":\"load\"") && l.contains("showcase.phd")))
        .take_while(|l| !l.contains("\"flow\":\"level_complete\""))
        .filter(|l| l.contains("\"entities\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    std::fs::remove_dir_all(&out).ok();
    (lines, gallery)
}

/// The state of the gallery's entity of `type_id` at a tick of its trace.
fn state_of(tick: &Value, type_id: i64) -> i64 {
    let entities = tick["entities"].as_array().unwrap();
    let e = entities.iter().find(|e| e["type"] == type_id).unwrap();
    e["state"].as_i64().unwrap()
}

#[test]
fn the_walkthrough_plays_the_bundled_game_from_its_title_to_its_end() {
    let (lines, _) = walk_the_game("story");
    // `complete N`: the level_complete flow line of level N.
    assert_eq!(
        story(&lines),
        [
            "load title demo.phd",
            "load level demo.phd",
            "complete 1",
            "statistics: The Demo",
            "load level showcase.phd",
            "complete 2",
            "statistics: The Long Gallery",
            "statistics: FINAL STATISTICS",
            "load title demo.phd",
        ],
        "{lines:#?}"
    );
    // Each level's statistics: its secret found; the gallery's three bats
    // and its rat all shot, its shotgun taken; Lara carries the shotgun
    // out.
    let done = of(&lines, "level_complete");
    for level in &done {
        let stats = &level["what"]["stats"];
        assert_eq!(stats["secrets"], 1, "{stats}");
        assert_eq!(stats["secrets_total"], 1, "{stats}");
    }
    let gallery = &done[1]["what"];
    assert_eq!(gallery["stats"]["kills"], 4, "{gallery}");
    assert!(
        gallery["stats"]["pickups"].as_i64().unwrap() >= 1,
        "{gallery}"
    );
    assert!(gallery["carry"]["inventory"]["85"].is_number(), "{gallery}");
}

#[test]
fn the_levels_the_walkthrough_plays_hold_forty_rooms_and_their_entity_types() {
    let (lines, _) = walk_the_game("counts");
    let files: Vec<String> = of(&lines, "load")
        .iter()
        .filter(|l| l["mode"] == "level")
        .map(|l| l["file"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(files, ["demo.phd", "showcase.phd"]);
    let mut rooms = 0;
    let mut types = BTreeSet::new();
    for file in &files {
        let bytes = std::fs::read(demo_dir().join(file)).unwrap();
        let level = Level::load(&bytes, Some("phd")).unwrap();
        rooms += level.rooms.len();
        types.extend(level.entities.iter().map(|e| e.type_id));
    }
    assert!(rooms >= 40, "{rooms} rooms");
    // At least 30 types (the dart, spawned by its emitter, is not in a
    // level's entity list and is not counted).
    assert!(types.len() >= 30, "{} entity types: {types:?}", types.len());
}

/// The gallery's way on, the colonnade's sliding door (type 58), stays
/// shut until the walk pulls the lever on the pool's floor (TR1's
/// underwater switch, type 56): she is under water as it turns on, and the
/// door opens after it.
#[test]
fn the_walkthrough_pulls_the_pool_lever_that_opens_the_gallery_door() {
    let (_, gallery) = walk_the_game("lever");
    let (underwater_switch, sliding_door) = (56, 58);
    let pulled = gallery
        .iter()
        .position(|t| state_of(t, underwater_switch) == 1)
        .expect("the lever is pulled");
    let opened = gallery
        .iter()
        .position(|t| state_of(t, sliding_door) == 1)
        .expect("the sliding door opens");
    assert!(pulled <= opened, "lever at {pulled}, door at {opened}");
    let lara = gallery[pulled]["entities"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["type"] == 0)
        .unwrap();
    // On the pool's floor (eight clicks down), in the pool's rows.
    assert_eq!(lara["pos"][1], 2048, "{lara}");
    assert!(
        gallery[..pulled]
            .iter()
            .all(|t| state_of(t, sliding_door) == 0),
        "the door opened before the lever"
    );
}
