//! `tombrs soak`: a level played headless at full speed for minutes of game
//! time by a random player ([`super::soak_input`]), with every entity the
//! level's triggers name switched on, counting what goes wrong: script
//! errors, and ticks where Lara stands where she never may (below the floor
//! of the sector she is in, or inside a wall). Resident memory at the start
//! and end show whether a long game grows.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use serde_json::json;

use crate::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};
use crate::script::log::Severity;
use crate::script::ScriptHost;
use crate::world::geometry::{floor_height, NO_HEIGHT};
use crate::world::triggers::run_actions;
use crate::world::{Event, World, TICK_RATE};

use super::soak_input::RandomPlayer;

/// How many script errors and violations a report quotes in full (the
/// rest are only counted).
pub const QUOTED: usize = 5;

/// How far below the floor under her (world units) Lara may be before it
/// counts as a violation: a step-up (384, `STEP_UP` in
/// scripts/lara/constants.lua). The games' jump collision lets her feet
/// pass under a rising floor (a slope or block met in a take-off or while
/// still rising) by up to a step-up before it lands or deflects her (the
/// bound tests/lara/real_levels.rs holds a take-off to); in hour-long soaks of the
/// real test levels such grazes went 5 to 320 units deep. They are counted
/// apart ([`SoakOutcome::grazes`]).
pub const FLOOR_SLACK: i32 = 384;

/// What `tombrs soak` was asked.
#[derive(Debug, Clone, Copy)]
pub struct SoakArgs<'a> {
    pub level: &'a Path,
    /// Game time to play, in minutes (30 ticks a second).
    pub minutes: f64,
    pub seed: u32,
    /// Mod directories over the shipped scripts.
    pub scripts: &'a [PathBuf],
    /// Print the report as JSON instead of text.
    pub json: bool,
    /// Refuse a level that needs repairs (`--strict`).
    pub strict: bool,
}

/// Where Lara stood where she may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViolationKind {
    /// Lower than the floor of the sector under her.
    BelowFloor,
    /// In a sector that is a wall (it has no floor).
    InsideWall,
}

impl Violation {
    /// How far below the floor Lara is (world units).
    pub fn depth(&self) -> i32 {
        self.pos[1] - self.floor
    }
}

impl ViolationKind {
    /// The name reports use.
    pub fn name(self) -> &'static str {
        match self {
            ViolationKind::BelowFloor => "below the floor",
            ViolationKind::InsideWall => "inside a wall",
        }
    }
}

/// One tick where Lara broke an invariant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Violation {
    pub tick: u64,
    pub kind: ViolationKind,
    pub room: u32,
    pub pos: [i32; 3],
    /// Lara's state and animation then.
    pub state: u16,
    pub anim: u32,
    /// Her fall speed (negative: rising) and whether gravity pulls her.
    pub fall_speed: i32,
    pub airborne: bool,
    /// The floor under her (the wall marker inside a wall).
    pub floor: i32,
}

/// What a soak found; the same for the same level, seed and length.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SoakOutcome {
    pub ticks: u64,
    /// Entities switched on at the start (and after each restart) because
    /// a trigger names them.
    pub activated: usize,
    pub script_errors: usize,
    /// The first [`QUOTED`] errors, each as its first line naming a
    /// script file and line (or its first line when none does).
    pub first_errors: Vec<String>,
    pub script_warnings: usize,
    /// The first [`QUOTED`] warnings, as the errors.
    pub first_warnings: Vec<String>,
    pub violations: usize,
    /// The first [`QUOTED`] violations.
    pub first_violations: Vec<Violation>,
    /// Ticks where Lara was below her floor by no more than
    /// [`FLOOR_SLACK`] (not violations).
    pub grazes: usize,
    /// Times the level started again after Lara died.
    pub restarts: u32,
    /// Times a trigger ended the level (the soak plays on).
    pub level_ends: u32,
    /// Distinct rooms Lara stood in.
    pub rooms_visited: usize,
    /// How far Lara moved in all (world units, summed tick by tick).
    pub lara_travel: u64,
}

/// Measures of the machine, not of the game: they vary between runs.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SoakMeasures {
    /// Resident memory in KiB after loading, and at the end (None where
    /// /proc/self/statm cannot be read).
    pub rss_start_kib: Option<u64>,
    pub rss_end_kib: Option<u64>,
    pub wall_seconds: f64,
}

/// A soak's report.
#[derive(Debug, Clone, PartialEq)]
pub struct SoakReport {
    pub level: String,
    pub seed: u32,
    pub outcome: SoakOutcome,
    pub measures: SoakMeasures,
}

/// Runs `tombrs soak` and prints its report.
pub fn run(args: &SoakArgs) -> ExitCode {
    if !(args.minutes.is_finite() && args.minutes > 0.0) {
        eprintln!("tombrs: soak: --minutes must be a positive number of minutes");
        return ExitCode::from(super::EXIT_BAD_INPUT);
    }
    let ticks = (args.minutes * 60.0 * TICK_RATE as f64).round() as u64;
    if args.strict {
        if let Err(e) = super::load_level(args.level, true) {
            eprintln!("tombrs: soak: {e}");
            return ExitCode::from(super::EXIT_BAD_INPUT);
        }
    }
    match soak(args.level, ticks, args.seed, args.scripts) {
        Ok(report) => {
            if args.json {
                println!("{}", report.to_json());
            } else {
                print!("{}", report.text());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tombrs: soak: {e}");
            ExitCode::from(super::EXIT_BAD_INPUT)
        }
    }
}

/// Plays the level at `path` for `ticks` ticks with the random player of
/// `seed` and the shipped scripts under `mods`. Errors only when the level
/// or the scripts cannot be loaded; whatever happens while playing is
/// counted in the report.
pub fn soak(path: &Path, ticks: u64, seed: u32, mods: &[PathBuf]) -> Result<SoakReport, String> {
    if path.is_dir() {
        return Err(format!(
            "{}: a folder; soak plays one level file",
            path.display()
        ));
    }
    let started = Instant::now();
    let level = Arc::new(super::load_level(path, false)?);
    let mut world = World::new(level, seed);
    let mut host = super::start_scripts(path, mods, false, &mut world)?;
    let mut out = SoakOutcome {
        activated: activate_triggered(&mut world, &mut host),
        ..Default::default()
    };
    let rss_start_kib = resident_kib();
    let mut player = RandomPlayer::new(seed);
    let mut rooms = vec![false; world.level().rooms.len()];
    let mut last_pos = lara_pos(&world);
    for _ in 0..ticks {
        host.step(&mut world, player.keys());
        out.ticks += 1;
        count_log(&host, &mut out);
        out.level_ends += world
            .events()
            .iter()
            .filter(|e| matches!(e, Event::LevelEnd { .. }))
            .count() as u32;
        match lara_violation(&world) {
            Some(v) if v.depth() > FLOOR_SLACK || v.kind == ViolationKind::InsideWall => {
                out.violations += 1;
                if out.first_violations.len() < QUOTED {
                    out.first_violations.push(v);
                }
            }
            Some(_) => out.grazes += 1,
            None => {}
        }
        if let Some(id) = world.lara() {
            if let Some(lara) = world.entity(id) {
                if let Some(seen) = rooms.get_mut(lara.room.index()) {
                    *seen = true;
                }
            }
        }
        let pos = lara_pos(&world);
        if let (Some(a), Some(b)) = (last_pos, pos) {
            out.lara_travel += distance(a, b);
        }
        last_pos = pos;
        if super::restart_quietly_if_asked(&mut world, &mut host, seed) {
            out.restarts += 1;
            out.activated = activate_triggered(&mut world, &mut host);
            count_log(&host, &mut out);
            last_pos = lara_pos(&world);
        }
    }
    out.rooms_visited = rooms.iter().filter(|&&r| r).count();
    Ok(SoakReport {
        level: path.display().to_string(),
        seed,
        outcome: out,
        measures: SoakMeasures {
            rss_start_kib,
            rss_end_kib: resident_kib(),
            wall_seconds: started.elapsed().as_secs_f64(),
        },
    })
}

/// Switches on every entity a trigger of the level names, as that trigger
/// would when the player sets it off with all its mask bits (the switch,
/// key hole or pickup a trigger names first is left alone, as the trigger
/// leaves it; antitriggers are skipped). Lara is the activator. The
/// number of entities named.
pub fn activate_triggered(world: &mut World, host: &mut ScriptHost) -> usize {
    let level = world.level().clone();
    let lara = world.lara();
    let full = TriggerSetup {
        timer: 0,
        one_shot: false,
        mask: FULL_MASK,
        spare: 0,
    };
    let mut named = vec![false; world.entities().len()];
    for list in &level.floor_lists {
        for entry in &list.entries {
            let FloorFunction::Trigger { kind, actions, .. } = &entry.function else {
                continue;
            };
            if matches!(
                kind,
                TriggerKind::Antipad | TriggerKind::Antitrigger | TriggerKind::HeavyAntitrigger
            ) {
                continue;
            }
            let names_itself = matches!(
                kind,
                TriggerKind::Switch | TriggerKind::Key | TriggerKind::Pickup
            );
            let objects: Vec<TriggerAction> = actions
                .iter()
                .enumerate()
                .filter(|&(k, a)| {
                    matches!(a, TriggerAction::Object(_)) && !(names_itself && k == 0)
                })
                .map(|(_, a)| *a)
                .collect();
            for a in &objects {
                if let TriggerAction::Object(n) = a {
                    if let Some(seen) = named.get_mut(*n as usize) {
                        *seen = true;
                    }
                }
            }
            if !objects.is_empty() {
                run_actions(world, TriggerKind::Trigger, &full, &objects, lara, host);
            }
        }
    }
    named.iter().filter(|&&n| n).count()
}

/// Every bit of a trigger's activation mask.
const FULL_MASK: u8 = 0x1F;

/// Counts (and forgets) what the scripts logged this tick.
fn count_log(host: &ScriptHost, out: &mut SoakOutcome) {
    for line in host.log().drain() {
        match line.severity {
            Severity::Error => {
                out.script_errors += 1;
                if out.first_errors.len() < QUOTED {
                    out.first_errors.push(error_headline(&line.message));
                }
            }
            Severity::Warn => {
                out.script_warnings += 1;
                if out.first_warnings.len() < QUOTED {
                    out.first_warnings.push(error_headline(&line.message));
                }
            }
            Severity::Info => {}
        }
    }
}

/// The line of an error message that names a script file and line (the
/// first one that does), else its first line.
fn error_headline(message: &str) -> String {
    let names_line = |l: &str| {
        l.find(".lua:").is_some_and(|i| {
            l[i + 5..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
        })
    };
    let first = message.lines().next().unwrap_or_default().trim();
    match message.lines().map(str::trim).find(|l| names_line(l)) {
        Some(l) if l != first => format!("{l} ({first})"),
        Some(l) => l.to_string(),
        None => first.to_string(),
    }
}

/// Lara's position, if she is in the level.
fn lara_pos(world: &World) -> Option<[i32; 3]> {
    world.lara().and_then(|id| world.entity(id)).map(|e| e.pos)
}

/// The straight distance between two points, in whole world units.
fn distance(a: [i32; 3], b: [i32; 3]) -> u64 {
    let d = |i: usize| (a[i] as f64 - b[i] as f64).powi(2);
    (d(0) + d(1) + d(2)).sqrt() as u64
}

/// Where Lara is below her floor or inside a wall this tick, if she is
/// (however slightly: the caller weighs it against [`FLOOR_SLACK`]).
fn lara_violation(world: &World) -> Option<Violation> {
    let lara = world.entity(world.lara()?)?;
    let [x, y, z] = lara.pos;
    let floor = floor_height(world, lara.room, x, y, z);
    let kind = if floor == NO_HEIGHT {
        ViolationKind::InsideWall
    } else if y > floor {
        ViolationKind::BelowFloor
    } else {
        return None;
    };
    Some(Violation {
        tick: world.tick(),
        kind,
        room: lara.room.0,
        pos: lara.pos,
        state: lara.state,
        anim: lara.anim.0,
        fall_speed: lara.fall_speed,
        airborne: lara.gravity,
        floor,
    })
}

/// The process's resident memory in KiB, from /proc/self/statm (Linux).
pub fn resident_kib() -> Option<u64> {
    /// The page size /proc/self/statm counts in on the machines this runs
    /// on (x86-64 and most arm64 Linux).
    const PAGE_KIB: u64 = 4;
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * PAGE_KIB)
}

impl SoakReport {
    /// The report as JSON with stable keys.
    pub fn to_json(&self) -> serde_json::Value {
        let o = &self.outcome;
        let m = &self.measures;
        json!({
            "level": self.level,
            "seed": self.seed,
            "ticks": o.ticks,
            "game_seconds": o.ticks as f64 / TICK_RATE as f64,
            "activated": o.activated,
            "script_errors": o.script_errors,
            "first_errors": o.first_errors,
            "script_warnings": o.script_warnings,
            "first_warnings": o.first_warnings,
            "violations": o.violations,
            "first_violations": o.first_violations.iter().map(|v| json!({
                "tick": v.tick,
                "kind": v.kind.name(),
                "room": v.room,
                "pos": v.pos,
                "state": v.state,
                "anim": v.anim,
                "fall_speed": v.fall_speed,
                "airborne": v.airborne,
                "floor": v.floor,
            })).collect::<Vec<_>>(),
            "grazes": o.grazes,
            "restarts": o.restarts,
            "level_ends": o.level_ends,
            "rooms_visited": o.rooms_visited,
            "lara_travel": o.lara_travel,
            "rss_start_kib": m.rss_start_kib,
            "rss_end_kib": m.rss_end_kib,
            "wall_seconds": m.wall_seconds,
        })
    }

    /// The report as text, one fact a line.
    pub fn text(&self) -> String {
        use std::fmt::Write;
        let o = &self.outcome;
        let m = &self.measures;
        let kib = |k: Option<u64>| k.map_or("unknown".to_string(), |k| format!("{k} KiB"));
        let mut s = String::new();
        let _ = writeln!(s, "soak of {} (seed {})", self.level, self.seed);
        let _ = writeln!(
            s,
            "ticks: {} ({:.1} min of game time) in {:.1} s",
            o.ticks,
            o.ticks as f64 / (60 * TICK_RATE) as f64,
            m.wall_seconds
        );
        let _ = writeln!(
            s,
            "entities switched on by their triggers: {}; restarts after death: {}; level ends: {}",
            o.activated, o.restarts, o.level_ends
        );
        let _ = writeln!(
            s,
            "Lara: {} rooms visited, {} units travelled",
            o.rooms_visited, o.lara_travel
        );
        let _ = writeln!(
            s,
            "script errors: {} (warnings: {})",
            o.script_errors, o.script_warnings
        );
        for e in &o.first_errors {
            let _ = writeln!(s, "  {e}");
        }
        for w in &o.first_warnings {
            let _ = writeln!(s, "  warning: {w}");
        }
        let _ = writeln!(
            s,
            "violations: {} (grazes, within {FLOOR_SLACK} units under the floor: {})",
            o.violations, o.grazes
        );
        for v in &o.first_violations {
            let _ = writeln!(
                s,
                "  tick {}: {} in room {} at {:?} (floor {}; state {}, anim {}, fall speed {}{})",
                v.tick,
                v.kind.name(),
                v.room,
                v.pos,
                v.floor,
                v.state,
                v.anim,
                v.fall_speed,
                if v.airborne { ", airborne" } else { "" }
            );
        }
        let _ = writeln!(
            s,
            "resident memory: {} at start, {} at end",
            kib(m.rss_start_kib),
            kib(m.rss_end_kib)
        );
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_headline_picks_the_line_naming_a_script() {
        let msg = "control hook of wolf (creatures.wolf) failed and is off:\n\
                   runtime error: scripts/creatures/wolf.lua:12: attempt to index nil\n\
                   stack traceback:";
        assert_eq!(
            error_headline(msg),
            "runtime error: scripts/creatures/wolf.lua:12: attempt to index nil \
             (control hook of wolf (creatures.wolf) failed and is off:)"
        );
        assert_eq!(error_headline("no file here\nsecond"), "no file here");
    }

    #[test]
    fn resident_memory_reads_on_linux() {
        if cfg!(target_os = "linux") {
            assert!(resident_kib().is_some_and(|k| k > 0));
        }
    }
}
