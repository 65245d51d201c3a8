//! The application: command line, and (with the `frontend` feature) the
//! window, input and main loop.

pub mod cli;
pub mod companion_info;
pub mod config;
pub mod info;
#[cfg(feature = "frontend")]
pub mod offscreen;
#[cfg(feature = "frontend")]
pub mod play;
pub mod sim;

use std::path::Path;
use std::process::ExitCode;

/// The level `tombrs` plays when none is named.
pub const DEMO_LEVEL: &str = "data/demo/demo.tr4";

/// `tombrs play`: opens the window on `level` (default: the bundled demo).
#[cfg(feature = "frontend")]
pub fn play(level: Option<&Path>, scripts: &[std::path::PathBuf], frames: Option<u64>) -> ExitCode {
    let args = play::PlayArgs {
        level: level.unwrap_or(Path::new(DEMO_LEVEL)).to_path_buf(),
        scripts: scripts.to_vec(),
        frames,
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
) -> ExitCode {
    eprintln!(
        "tombrs: playing {} needs the `frontend` feature (SDL2, OpenGL); \
         this build was made without it",
        level.unwrap_or(Path::new(DEMO_LEVEL)).display()
    );
    ExitCode::from(1)
}
