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

/// The walkthrough's gameflow lines (its trace in a folder of its own
/// per `test`: the tests run at once).
fn walk_the_game(test: &str) -> Vec<Value> {
    let out = crate::common::scratch(&format!("showcase-{test}"));
    std::fs::create_dir_all(&out).unwrap();
    let lines = sim_game(
        demo_dir(),
        &demo_dir().join("walkthrough.input"),
        &out.join("trace.jsonl"),
    );
    std::fs::remove_dir_all(&out).ok();
    lines
}

#[test]
fn the_walkthrough_plays_the_bundled_game_from_its_title_to_its_end() {
    let lines = walk_the_game("story");
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
    // Each level's statistics: its secret found; of the gallery's three
    // bats and its rat, the walk shoots at least three (the fourth's path
    // may keep it out of her line of fire), its shotgun taken; Lara
    // carries the shotgun out.
    let done = of(&lines, "level_complete");
    for level in &done {
        let stats = &level["what"]["stats"];
        assert_eq!(stats["secrets"], 1, "{stats}");
        assert_eq!(stats["secrets_total"], 1, "{stats}");
    }
    let gallery = &done[1]["what"];
    let kills = gallery["stats"]["kills"].as_i64().unwrap();
    assert!((3..=4).contains(&kills), "{gallery}");
    assert!(
        gallery["stats"]["pickups"].as_i64().unwrap() >= 1,
        "{gallery}"
    );
    assert!(gallery["carry"]["inventory"]["85"].is_number(), "{gallery}");
}

#[test]
fn the_levels_the_walkthrough_plays_hold_forty_rooms_and_their_entity_types() {
    let lines = walk_the_game("counts");
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
