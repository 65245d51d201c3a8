//! `tombrs sim`: the world stepped headless at 30 ticks per tick of the
//! command, with recorded inputs and a deterministic trace.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use crate::audio::{listener_at_player, Audio, AudioSettings, AudioSetup};
use crate::script::ScriptHost;
use crate::world::trace::trace_line;
use crate::world::{Input, NoHooks, World};

/// Ticks `sim` runs when neither `--ticks` nor replayed inputs say.
pub const DEFAULT_TICKS: u64 = 300;

/// What `tombrs sim` was asked.
#[derive(Debug, Clone, Copy)]
pub struct SimArgs<'a> {
    pub level: &'a Path,
    /// Ticks to run (None: as long as the replayed inputs, else 300).
    pub ticks: Option<u64>,
    /// An input file to replay (see [`super::input_file`]).
    pub input: Option<&'a Path>,
    /// Start Lara at the level's demo start and replay the demo's inputs
    /// (unless `input` gives others).
    pub demo: bool,
    pub seed: u32,
    pub trace: Option<&'a Path>,
    /// Mod directories over the shipped scripts; None: no scripts at all.
    pub scripts: Option<&'a [PathBuf]>,
    /// Keep running in real time and reload scripts as they change.
    pub watch: bool,
    /// After the ticks, evaluate standard input's lines as Lua and print
    /// each result (`--console`).
    pub console: bool,
    /// Where to write the mixed sound (None: no sound at all).
    pub audio_out: Option<&'a Path>,
    /// A saved game to start from.
    pub load: Option<&'a Path>,
    /// Where to save the game after the ticks.
    pub save: Option<&'a Path>,
    /// Where a game (`sim DIR`) keeps its save slots.
    pub saves: Option<&'a Path>,
    /// Refuse a level that needs repairs (`--strict`).
    pub strict: bool,
    /// The fan fixes to switch on (`--fix`; none with `--demo`).
    pub fixes: &'a [String],
}

/// Runs the simulation of a level and writes the trace.
pub fn run(args: &SimArgs) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("tombrs: {msg}");
        ExitCode::from(super::EXIT_BAD_INPUT)
    };
    let path = args.level;
    let level = match super::load_level(path, args.strict) {
        Ok(l) => Arc::new(l),
        Err(e) => return fail(e),
    };
    if args.watch && args.audio_out.is_some() {
        return fail(
            "--audio-out writes the simulated ticks to a file; it cannot run with --watch".into(),
        );
    }
    let (demo, inputs) = match super::replay_setup(path, &level, args.demo, args.input) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    let ticks = args
        .ticks
        .unwrap_or_else(|| inputs.as_ref().map_or(DEFAULT_TICKS, |i| i.len()));
    if args.demo && !args.fixes.is_empty() {
        return fail("--fix does not apply to --demo: a demo plays the original".into());
    }
    let mut world = World::new(level, args.seed);
    world.set_fixes(args.fixes.iter().cloned().collect());
    let config_dir = super::config::config_path().and_then(|p| p.parent().map(Path::to_path_buf));
    super::give_track_table(&mut world, path, config_dir.as_deref());
    if let Some(d) = &demo {
        if let Err(e) = d.begin(&mut world) {
            return fail(format!("{}: {e}", path.display()));
        }
    }
    if (args.load.is_some() || args.save.is_some()) && args.scripts.is_none() {
        return fail("--load and --save need scripts (drop --no-scripts)".into());
    }
    let mut host = match (args.scripts, args.load) {
        (Some(mods), Some(save)) => match load_save(path, mods, save, &mut world) {
            Ok(h) => Some(h),
            Err(e) => return fail(e),
        },
        (Some(mods), None) => match super::start_scripts(path, mods, true, &mut world) {
            Ok(h) => Some(h),
            Err(e) => return fail(e),
        },
        (None, _) => None,
    };
    if let (Some(d), Some(_)) = (&demo, &host) {
        d.scripts_bound(&mut world);
    }
    let mut audio = match args.audio_out {
        Some(wav) => {
            let settings = AudioSettings::default();
            let setup = AudioSetup {
                level_path: path,
                settings: &settings,
                config_dir: config_dir.as_deref(),
                seed: args.seed,
            };
            match Audio::headless(world.level().clone(), &setup, Some(wav)) {
                Ok((a, problems)) => {
                    for p in problems {
                        eprintln!("tombrs: audio: {p}");
                    }
                    Some(a)
                }
                Err(e) => return fail(e),
            }
        }
        None => None,
    };
    let mut out = String::new();
    let step = |world: &mut World,
                host: &mut Option<ScriptHost>,
                audio: &mut Option<Audio>,
                input: Input|
     -> Result<(), String> {
        match host {
            Some(h) => h.step(world, input),
            None => world.step(input, &mut NoHooks),
        }
        if let Some(a) = audio {
            let snapshot = world.snapshot();
            a.update(&snapshot, &listener_at_player(&snapshot))?;
            for m in a.take_messages() {
                eprintln!("tombrs: audio: {m}");
            }
        }
        Ok(())
    };
    let mut feed = super::replay::Feed::new(inputs, false);
    for _ in 0..ticks {
        let input = feed.next(Input::default());
        if let Err(e) = step(&mut world, &mut host, &mut audio, input) {
            return fail(e);
        }
        if args.trace.is_some() {
            trace_line(&world, &mut out);
        }
        if let Some(h) = host.as_mut() {
            if super::restart_if_asked(&mut world, h, args.seed) {
                if let Some(d) = &demo {
                    if let Err(e) = d.begin(&mut world) {
                        return fail(format!("{}: {e}", path.display()));
                    }
                }
            }
        }
    }
    if let Some(t) = args.trace {
        if let Err(e) = std::fs::write(t, &out) {
            return fail(format!("{}: {e}", t.display()));
        }
    }
    if let (Some(file), Some(h)) = (args.save, host.as_ref()) {
        if let Err(e) = super::quicksave::write_save(&world, h, path, file) {
            return fail(e.to_string());
        }
    }
    println!(
        "simulated {} ticks of {} ({} entities)",
        ticks,
        path.display(),
        world.entities().len()
    );
    if args.console {
        let Some(h) = host.as_mut() else {
            return fail("--console needs scripts (drop --no-scripts)".into());
        };
        console_lines(h, &mut world);
    }
    if let Some(h) = host.as_ref() {
        eprint!("{}", h.faults().summary());
    }
    if !args.watch {
        if let (Some(a), Some(wav)) = (audio.take(), args.audio_out) {
            let stats = a.effects.stats;
            match a.finish() {
                Ok(frames) => println!(
                    "wrote {:.2} s of audio to {} ({} sounds started, {} skipped, {} gain changes)",
                    frames as f64 / crate::audio::HEADLESS_RATE as f64,
                    wav.display(),
                    stats.started,
                    stats.skipped,
                    stats.gain_updates
                ),
                Err(e) => return fail(e),
            }
        }
    }
    if args.watch {
        let Some(h) = host.as_mut() else {
            return fail("--watch needs scripts (drop --no-scripts)".into());
        };
        if let Err(e) = h.watch() {
            return fail(format!("scripts: {e}"));
        }
        println!("watching scripts; running at 30 ticks per second (Ctrl-C stops)");
        let period = std::time::Duration::from_secs(1) / crate::world::TICK_RATE;
        let mut next = std::time::Instant::now();
        loop {
            if let Some(h) = host.as_mut() {
                if let Some(report) = h
                    .poll_reload(&mut world)
                    .filter(|r| !r.reloaded.is_empty() || !r.failed.is_empty())
                {
                    println!(
                        "tick {}: reloaded [{}], failed [{}]",
                        world.tick(),
                        report.reloaded.join(", "),
                        report
                            .failed
                            .iter()
                            .map(|f| f.0.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    );
                }
            }
            if let Err(e) = step(&mut world, &mut host, &mut audio, Input::default()) {
                return fail(e);
            }
            next += period;
            if let Some(wait) = next.checked_duration_since(std::time::Instant::now()) {
                std::thread::sleep(wait);
            }
        }
    }
    ExitCode::SUCCESS
}

/// `--console`: each line of standard input evaluated on `world`, its
/// result (or "error: …") printed on a line of its own.
pub fn console_lines(host: &mut ScriptHost, world: &mut World) {
    use std::io::BufRead;
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else {
            break;
        };
        if line.trim().is_empty() {
            continue;
        }
        match host.eval(world, &line) {
            Ok(text) => println!("{text}"),
            Err(e) => println!("error: {e}"),
        }
    }
}

/// A script host for `level_path` resumed from the save at `save_path` on
/// `world` (a fresh world of that level).
fn load_save(
    level_path: &Path,
    mods: &[PathBuf],
    save_path: &Path,
    world: &mut World,
) -> Result<ScriptHost, String> {
    let save = crate::save::SaveGame::read(save_path).map_err(|e| e.to_string())?;
    let mut host = super::new_host(level_path, mods, true, world.level().game)?;
    save.apply(world, &mut host)
        .map_err(|e| format!("{}: {e}", save_path.display()))?;
    Ok(host)
}
