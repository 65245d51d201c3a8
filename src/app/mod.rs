//! The application: command line, and (with the `frontend` feature) the
//! window, input and main loop.

pub mod cli;
pub mod companion_info;
pub mod info;
#[cfg(feature = "frontend")]
pub mod offscreen;
pub mod sim;

use std::path::Path;
use std::process::ExitCode;

/// The level `tombrs` plays when none is named.
pub const DEMO_LEVEL: &str = "data/demo/demo.tr4";

/// `tombrs play`: the window and renderer arrive with the renderer work; until
/// then this says so plainly instead of pretending.
pub fn play(level: Option<&Path>) -> ExitCode {
    let level = level.unwrap_or(Path::new(DEMO_LEVEL));
    eprintln!(
        "tombrs: playing {} needs the renderer, which is not built yet; \
         `tombrs info` and `tombrs roundtrip` work today",
        level.display()
    );
    ExitCode::from(1)
}
