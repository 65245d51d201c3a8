//! The application: command line, and (with the `frontend` feature) the
//! window, input and main loop.

pub mod anim_table;
#[cfg(feature = "frontend")]
pub mod camera_keys;
pub mod check_scripts;
pub mod cli;
pub mod companion_info;
pub mod config;
#[cfg(feature = "frontend")]
pub mod console;
#[cfg(feature = "frontend")]
pub mod controls;
/// Demos are the game's ([`crate::game::demo`]); `app::demo` names them too.
pub use crate::game::demo;
#[cfg(feature = "frontend")]
pub mod devtools;
#[cfg(feature = "frontend")]
pub mod fault_overlay;
pub mod info;
pub mod input_file;
#[cfg(feature = "frontend")]
pub mod inspector;
#[cfg(feature = "frontend")]
pub mod keys;
pub mod level_look;
#[cfg(feature = "frontend")]
pub mod loading;
pub mod mods;
#[cfg(feature = "frontend")]
pub mod offscreen;
pub mod options;
#[cfg(feature = "frontend")]
pub mod play;
#[cfg(feature = "frontend")]
pub mod play_game;
#[cfg(feature = "frontend")]
pub mod play_input;
pub mod quicksave;
pub mod replay;
pub mod sim;
pub mod sim_game;
pub mod soak;
pub mod soak_input;
#[cfg(feature = "frontend")]
pub mod viewer;
#[cfg(feature = "frontend")]
pub mod window;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit code for unreadable or malformed input (and a window that could
/// not play it).
pub const EXIT_BAD_INPUT: u8 = 2;

/// `tombrs sim`: a game folder is played as a whole game
/// ([`sim_game`]), a level file on its own ([`sim`]).
pub fn sim(args: &sim::SimArgs) -> ExitCode {
    if args.level.is_dir() {
        sim_game::run(args)
    } else {
        sim::run(args)
    }
}

/// Reads and loads the level at `path` (its extension picks TR4 or TR5);
/// errors name the file. Unless `strict`, references the model would refuse
/// are repaired ([`crate::level::repair`]) and the repairs are listed on
/// stderr.
pub fn load_level(path: &Path, strict: bool) -> Result<crate::level::Level, String> {
    use crate::level::{Level, LoadError};
    let ext = path.extension().and_then(|e| e.to_str());
    let named = |e: LoadError| format!("{}: {e}", path.display());
    // The file's bytes go once parsed, and the texels and samples move from
    // the parsed level into the model: no two copies are held at once.
    let raw = {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        crate::format::read_level(&bytes, ext).map_err(|e| named(LoadError::Format(e)))?
    };
    let built = if strict {
        Level::from_owned_raw(raw).map(|level| (level, Vec::new()))
    } else {
        Level::from_owned_raw_repaired(raw)
    };
    let (level, repairs) = built.map_err(|e| named(LoadError::Level(e)))?;
    // The parsed level's many small blocks are free now; glibc keeps freed
    // memory in the process unless asked to give it back.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `malloc_trim` only returns free memory to the system.
    unsafe {
        libc::malloc_trim(0);
    }
    eprint!("{}", crate::level::repair::report(path, &repairs));
    Ok(level)
}

/// Starts the script host for the level at `path` (the shipped scripts with
/// `mods` overlaid, the level's overrides by its file stem) and binds every
/// entity of `world`.
pub fn start_scripts(
    path: &Path,
    mods: &[std::path::PathBuf],
    echo: bool,
    world: &mut crate::world::World,
) -> Result<crate::script::ScriptHost, String> {
    let mut host = new_host(path, mods, echo, world.level().game)?;
    host.bind_all(world);
    Ok(host)
}

/// A script host for the level at `path` (its level scripts by file stem)
/// with `mods` over the shipped scripts; nothing bound yet.
pub fn new_host(
    path: &Path,
    mods: &[std::path::PathBuf],
    echo: bool,
    game: crate::format::Game,
) -> Result<crate::script::ScriptHost, String> {
    let mut config = crate::script::HostConfig::with_mods(mods);
    config.echo = echo;
    let stem = path.file_stem().and_then(|s| s.to_str());
    crate::script::ScriptHost::new(&config, game, stem).map_err(|e| format!("scripts: {e}"))
}

/// Starts the level again when the last tick asked for it
/// ([`crate::world::Event::Restart`], raised by Lara's scripts after her
/// death): a fresh world of the same level and seed, the scripts' entities
/// bound afresh, the tick count going on. True when it did.
pub fn restart_if_asked(
    world: &mut crate::world::World,
    host: &mut crate::script::ScriptHost,
    seed: u32,
) -> bool {
    let restarted = restart_quietly_if_asked(world, host, seed);
    if restarted {
        println!("tick {}: the level starts again", world.tick());
    }
    restarted
}

/// Gives `world` the lengths of its level's soundtrack tracks (the files
/// found for the level at `level_path` with the track maps of `config_dir`),
/// telling the user of files that cannot be measured.
pub fn give_track_table(
    world: &mut crate::world::World,
    level_path: &std::path::Path,
    config_dir: Option<&std::path::Path>,
) {
    let (tracks, problems) =
        crate::audio::track_length::level_track_table(world.level().game, level_path, config_dir);
    for p in problems {
        eprintln!("tombrs: soundtrack: {p}");
    }
    world.set_track_table(std::sync::Arc::new(tracks));
}

/// [`restart_if_asked`] without the line on stdout (for commands whose
/// output is a report, such as `soak --json`).
pub fn restart_quietly_if_asked(
    world: &mut crate::world::World,
    host: &mut crate::script::ScriptHost,
    seed: u32,
) -> bool {
    if !world.events().contains(&crate::world::Event::Restart) {
        return false;
    }
    restart_level(world, host, seed);
    true
}

/// Starts the level again: a fresh world of the same level and seed, the
/// scripts' entities bound afresh, the tick count going on.
pub fn restart_level(
    world: &mut crate::world::World,
    host: &mut crate::script::ScriptHost,
    seed: u32,
) {
    world.restart(seed);
    host.restart(world);
}

/// What `--demo` and `--input` ask of a run: the level's demo (Lara starts
/// at its start) and the inputs to replay, the file's when one is given,
/// else the demo's. Prints the demo's summary and repairs; errors say why
/// there is no demo (naming `path`, the level's file) or why the input file
/// is bad.
pub fn replay_setup(
    path: &Path,
    level: &crate::level::Level,
    demo: bool,
    input: Option<&Path>,
) -> Result<(Option<demo::DemoRun>, Option<input_file::Inputs>), String> {
    let demo = if demo {
        let run = demo::DemoRun::of(level).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}", run.summary(level));
        for n in &run.notes {
            eprintln!("tombrs: demo: {n}");
        }
        Some(run)
    } else {
        None
    };
    let inputs = match input {
        Some(p) => Some(input_file::Inputs::read(p)?),
        None => demo
            .as_ref()
            .map(|d| input_file::Inputs::from_ticks(d.inputs.iter().copied())),
    };
    Ok((demo, inputs))
}

/// What `tombrs` plays when nothing is named: the bundled demo as a game
/// (its own gameflow.lua: the title, the demo level, its statistics).
pub const DEMO_LEVEL: &str = "data/demo";

/// What `tombrs play` was asked.
#[derive(Debug, Clone, Default)]
pub struct PlayArgs {
    pub level: PathBuf,
    pub scripts: Vec<PathBuf>,
    /// Quit after this many rendered frames (smoke tests, benchmarks).
    pub frames: Option<u64>,
    /// Quit once the world has stepped this many ticks (tests, recordings
    /// of a set length).
    pub ticks: Option<u64>,
    pub vsync: bool,
    pub fullscreen: bool,
    /// Start in the free camera even when Lara has a behaviour to follow.
    pub free_camera: bool,
    /// Refuse a level that needs repairs (`--strict`).
    pub strict: bool,
    /// Write the inputs fed to the world, one line per tick, when the
    /// window closes.
    pub record: Option<PathBuf>,
    /// Start Lara at the level's demo start and play its inputs.
    pub demo: bool,
    /// Replay this input file instead of the keys.
    pub input: Option<PathBuf>,
    /// Write the JSON-lines trace of every tick (as `sim --trace`).
    pub trace: Option<PathBuf>,
}

impl PlayArgs {
    /// `level` (default: the bundled demo) with the window's defaults.
    pub fn new(level: Option<&Path>) -> PlayArgs {
        PlayArgs {
            level: level.unwrap_or(Path::new(DEMO_LEVEL)).to_path_buf(),
            vsync: true,
            ..Default::default()
        }
    }
}

/// `tombrs play`: opens the window on the level.
#[cfg(feature = "frontend")]
pub fn play(args: &PlayArgs) -> ExitCode {
    match play::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tombrs: play: {e}");
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

/// Without the `frontend` feature there is no window to open.
#[cfg(not(feature = "frontend"))]
pub fn play(args: &PlayArgs) -> ExitCode {
    eprintln!(
        "tombrs: playing {} needs the `frontend` feature (SDL2, OpenGL); \
         this build was made without it",
        args.level.display()
    );
    ExitCode::from(1)
}
