//! `tombrs soak` on the bundled demo and every real level: two minutes of
//! game time played by the seeded random player with every triggered
//! entity switched on, without a script error and without Lara ever below
//! her floor (deeper than the slack a jump grazes) or inside a wall.

use crate::common;

use std::path::{Path, PathBuf};

use tombrs::app::soak::{soak, SoakReport};
use tombrs::world::TICK_RATE;

/// Two minutes of game time.
const SOAK_TICKS: u64 = 2 * 60 * TICK_RATE as u64;

/// The bundled demo level as each game's file (the same rooms and
/// entities in five layouts).
const DEMO_FILES: [&str; 5] = [
    "data/demo/demo.phd",
    "data/demo/demo-tr2.tr2",
    "data/demo/demo-tr3.tr2",
    "data/demo/demo.tr4",
    "data/demo/demo.trc",
];

fn soaked(path: &Path, ticks: u64, seed: u32) -> SoakReport {
    soak(path, ticks, seed, &[]).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The report holds a clean run: every tick ran, Lara moved, nothing
/// went wrong.
fn assert_clean(report: &SoakReport) {
    let o = &report.outcome;
    let text = report.text();
    assert_eq!(o.ticks, SOAK_TICKS, "{text}");
    assert_eq!(o.script_errors, 0, "{text}");
    assert_eq!(o.violations, 0, "{text}");
    // The random player moves her: at a walk, two minutes cover far more.
    assert!(o.lara_travel > 10_000, "{text}");
    assert!(o.rooms_visited >= 1, "{text}");
    assert!(
        report.measures.rss_start_kib.is_some() && report.measures.rss_end_kib.is_some(),
        "{text}"
    );
}

#[test]
fn the_demo_soaks_two_minutes_in_every_layout() {
    for file in DEMO_FILES {
        let report = soaked(Path::new(file), SOAK_TICKS, 1);
        eprintln!("{}", report.text());
        assert_clean(&report);
        // The demo's triggers name its door, traps and creatures.
        assert!(report.outcome.activated >= 5, "{}", report.text());
    }
}

#[test]
fn every_real_level_soaks_two_minutes() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for level in levels {
        let report = soaked(&level, SOAK_TICKS, 1);
        eprintln!("{}", report.text());
        assert_clean(&report);
    }
}

#[test]
fn a_soak_is_the_same_for_the_same_seed() {
    let demo = PathBuf::from(DEMO_FILES[0]);
    let ticks = 20 * TICK_RATE as u64;
    let a = soaked(&demo, ticks, 7);
    let b = soaked(&demo, ticks, 7);
    let c = soaked(&demo, ticks, 8);
    assert_eq!(a.outcome, b.outcome);
    assert_ne!(a.outcome.lara_travel, c.outcome.lara_travel);
    let json = a.to_json();
    assert_eq!(json["ticks"], ticks);
    assert_eq!(json["script_errors"], 0);
    assert!(json["rss_end_kib"].as_u64().is_some_and(|k| k > 0));
}

#[test]
fn a_folder_or_a_missing_file_is_an_error_not_a_panic() {
    assert!(soak(Path::new("data/demo"), 10, 0, &[])
        .unwrap_err()
        .contains("folder"));
    assert!(soak(Path::new("data/demo/none.phd"), 10, 0, &[]).is_err());
}
