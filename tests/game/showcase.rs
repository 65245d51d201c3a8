//! The bundled game (`data/demo`: its gameflow.lua and the levels
//! `tombrs build-demo` makes of data/demo's content) played from its title
//! to its end by `data/demo/walkthrough.input`, headless: every level
//! completes in order and the final statistics follow; and what the
//! levels it played hold, rooms and entity types. The third level is a TR4
//! file in this TR1 game: its climbable wall, monkey bars and flyby.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value;
use tombrs::level::Level;

use crate::playthroughs::{of, sim_game, story};

fn demo_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/data/demo"))
}

/// The walkthrough's gameflow lines, and its trace's ticks of the level in
/// `file` (from its load to its completion).
fn walk_the_game(test: &str, file: &str) -> (Vec<Value>, Vec<Value>) {
    let out = crate::common::scratch(&format!("showcase-{test}"));
    std::fs::create_dir_all(&out).unwrap();
    let trace = out.join("trace.jsonl");
    let lines = sim_game(demo_dir(), &demo_dir().join("walkthrough.input"), &trace);
    let text = std::fs::read_to_string(&trace).unwrap();
    let level = text
        .lines()
        .skip_while(|l| !(l.contains("\"flow\":\"load\"") && l.contains(file)))
        .take_while(|l| !l.contains("\"flow\":\"level_complete\""))
        .filter(|l| l.contains("\"entities\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    std::fs::remove_dir_all(&out).ok();
    (lines, level)
}

/// The state of the level's entity of `type_id` at a tick of its trace.
fn state_of(tick: &Value, type_id: i64) -> i64 {
    let entities = tick["entities"].as_array().unwrap();
    let e = entities.iter().find(|e| e["type"] == type_id).unwrap();
    e["state"].as_i64().unwrap()
}

#[test]
fn the_walkthrough_plays_the_bundled_game_from_its_title_to_its_end() {
    let (lines, _) = walk_the_game("story", "showcase.phd");
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
            "load level canopy.tr4",
            "complete 3",
            "statistics: The Sunken Canopy",
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
    // The canopy's wolf and two rats shot; she left the TR1 levels with TR1's
    // pistols and shotgun (84, 85) and carries them out of the TR4 level as
    // TR4's (349, 353).
    let canopy = &done[2]["what"];
    assert_eq!(canopy["stats"]["kills"], 3, "{canopy}");
    let inventory = &canopy["carry"]["inventory"];
    assert!(
        inventory["349"].is_number() && inventory["353"].is_number(),
        "{canopy}"
    );
}

#[test]
fn the_levels_the_walkthrough_plays_hold_forty_rooms_and_their_entity_types() {
    let (lines, _) = walk_the_game("counts", "showcase.phd");
    let files: Vec<String> = of(&lines, "load")
        .iter()
        .filter(|l| l["mode"] == "level")
        .map(|l| l["file"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(files, ["demo.phd", "showcase.phd", "canopy.tr4"]);
    let mut rooms = 0;
    let mut types = BTreeSet::new();
    for file in &files {
        let bytes = std::fs::read(demo_dir().join(file)).unwrap();
        let ext = Path::new(file).extension().and_then(|e| e.to_str());
        let level = Level::load(&bytes, ext).unwrap();
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
    let (_, gallery) = walk_the_game("lever", "showcase.phd");
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

/// Lara's line of a tick of a level's trace.
fn lara_of(tick: &Value) -> &Value {
    let entities = tick["entities"].as_array().unwrap();
    entities.iter().find(|e| e["type"] == 0).unwrap()
}

/// The canopy (a TR4 file) opens with its flyby, holding her still; she climbs its
/// cliff's climbable wall (TR2+ states 56/57: the stance and the climb up,
/// scripts/lara/ladder.lua; along it each way and down) to the top, crosses
/// its lava pit on the monkey bars (TR3+ states 75/76: the hang and the
/// swing, scripts/lara/monkey.lua), twelve clicks up, climbs the
/// sanctum's face to the loft and crosses the bridge's bars east of it,
/// turning at their corner, to the summit of its end.
#[test]
fn the_walkthrough_climbs_the_canopy_cliff_swings_over_its_pit_and_sees_its_flyby() {
    let (_, canopy) = walk_the_game("canopy", "canopy.tr4");
    let (ladder_idle, ladder_up, monkey_hang, monkey_swing) = (56, 57, 75, 76);
    let flyby = canopy
        .iter()
        .position(|t| t["events"].to_string().contains("Flyby { sequence: 0"))
        .expect("the flyby plays");
    let states: Vec<i64> = canopy
        .iter()
        .map(|t| lara_of(t)["state"].as_i64().unwrap())
        .collect();
    let climbed = states
        .iter()
        .position(|s| *s == ladder_up)
        .expect("she climbs the wall");
    assert!(states.contains(&ladder_idle), "she holds the wall");
    // Along it each way and down a little (states 58, 60, 61).
    let (ladder_left, ladder_right, ladder_down) = (58, 60, 61);
    for s in [ladder_left, ladder_right, ladder_down] {
        assert!(states.contains(&s), "climbing state {s}");
    }
    assert!(flyby < climbed, "flyby at {flyby}, climb at {climbed}");
    // The opening flyby (its first point flagged 0x400, TOMB4 spotcam.cpp
    // InitialiseSpotCam: Lara's control disabled) starts once and holds her
    // where she stands for its seven seconds.
    let flyby_events = canopy
        .iter()
        .filter(|t| t["events"].to_string().contains("Flyby {"))
        .count();
    assert_eq!(flyby_events, 1);
    let held_at = lara_of(&canopy[flyby])["pos"].clone();
    for t in &canopy[flyby..flyby + 7 * 30] {
        assert_eq!(lara_of(t)["pos"], held_at, "tick {}", t["tick"]);
    }
    // Up the cliff's twelve clicks and then the sanctum's ten: on the wall
    // she rises to within each pull-up of its top (two clicks below it).
    let heights_on_wall: BTreeSet<i64> = canopy
        .iter()
        .filter(|t| [ladder_idle, ladder_up].contains(&lara_of(t)["state"].as_i64().unwrap()))
        .map(|t| lara_of(t)["pos"][1].as_i64().unwrap())
        .collect();
    assert!(heights_on_wall.contains(&-2560), "{heights_on_wall:?}");
    assert_eq!(heights_on_wall.first(), Some(&-5120), "{heights_on_wall:?}");
    let swing = states
        .iter()
        .position(|s| *s == monkey_swing)
        .expect("she swings on the bars");
    assert!(states[..swing].contains(&monkey_hang));
    assert!(climbed < swing);
    // Over the pit (its sectors 12 to 14 along x) hanging from the bars.
    let over_pit = canopy.iter().any(|t| {
        let lara = lara_of(t);
        let x = lara["pos"][0].as_i64().unwrap();
        lara["state"] == monkey_swing && (12 * 1024..15 * 1024).contains(&x)
    });
    assert!(over_pit, "she swings over the pit");
    // The second crossing, east of the loft: on the bridge's bars (room
    // `bridge`, sectors 42 to 46 along x) she turns at the far corner
    // (states 82/83, TR3+ monkey turns) and swings south over its lava
    // (sectors 3 to 5 along z) to the ledge.
    let (monkey_turn_left, monkey_turn_right) = (82, 83);
    let turned = states
        .iter()
        .position(|s| [monkey_turn_left, monkey_turn_right].contains(s))
        .expect("she turns on the bars");
    let south_over_lava = canopy[turned..].iter().any(|t| {
        let lara = lara_of(t);
        let (x, z) = (
            lara["pos"][0].as_i64().unwrap(),
            lara["pos"][2].as_i64().unwrap(),
        );
        lara["state"] == monkey_swing && x >= 46 * 1024 && (3 * 1024..6 * 1024).contains(&z)
    });
    assert!(south_over_lava, "she swings south over the bridge's lava");
    // The end lies in the summit, twenty-two clicks up.
    let last = lara_of(canopy.last().unwrap());
    assert_eq!(last["pos"][1], -5632, "{last}");
}
