//! The application: command line, and (with the `frontend` feature) the
//! window, input and main loop.

pub mod cli;
pub mod companion_info;
pub mod config;
#[cfg(feature = "frontend")]
pub mod controls;
pub mod info;
pub mod level_look;
#[cfg(feature = "frontend")]
pub mod offscreen;
#[cfg(feature = "frontend")]
pub mod play;
pub mod sim;
#[cfg(feature = "frontend")]
pub mod viewer;

use std::path::Path;
use std::process::ExitCode;

/// Reads and loads the level at `path` (its extension picks TR4 or TR5);
/// errors name the file.
pub fn load_level(path: &Path) -> Result<crate::level::Level, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let ext = path.extension().and_then(|e| e.to_str());
    crate::level::Level::load(&bytes, ext).map_err(|e| format!("{}: {e}", path.display()))
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
    let mut config = crate::script::HostConfig::with_mods(mods);
    config.echo = echo;
    let stem = path.file_stem().and_then(|s| s.to_str());
    let mut host = crate::script::ScriptHost::new(&config, world.level.game, stem)
        .map_err(|e| format!("scripts: {e}"))?;
    host.bind_all(world);
    Ok(host)
}

/// The level `tombrs` plays when none is named.
pub const DEMO_LEVEL: &str = "data/demo/demo.tr4";

/// `tombrs play`: opens the window on `level` (default: the bundled demo).
#[cfg(feature = "frontend")]
pub fn play(
    level: Option<&Path>,
    scripts: &[std::path::PathBuf],
    frames: Option<u64>,
    free_camera: bool,
) -> ExitCode {
    let args = play::PlayArgs {
        level: level.unwrap_or(Path::new(DEMO_LEVEL)).to_path_buf(),
        scripts: scripts.to_vec(),
        frames,
        free_camera,
        vsync: true,
        fullscreen: false,
    };
    match play::run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tombrs: play: {e}");
            ExitCode::from(cli::EXIT_BAD_INPUT)
        }
    }
}

/// Without the `frontend` feature there is no window to open.
#[cfg(not(feature = "frontend"))]
pub fn play(
    level: Option<&Path>,
    _scripts: &[std::path::PathBuf],
    _frames: Option<u64>,
    _free_camera: bool,
) -> ExitCode {
    eprintln!(
        "tombrs: playing {} needs the `frontend` feature (SDL2, OpenGL); \
         this build was made without it",
        level.unwrap_or(Path::new(DEMO_LEVEL)).display()
    );
    ExitCode::from(1)
}
