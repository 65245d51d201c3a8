//! One SDL per test binary at a time: the sdl2 crate refuses to start SDL on
//! a thread while another thread holds it, and the tests of one binary run on
//! threads of their own. Every test that draws offscreen in process holds
//! [`sdl_turn`] while it does.

use std::sync::{Mutex, MutexGuard};

static SDL: Mutex<()> = Mutex::new(());

/// Holds the binary's SDL turn until dropped (a test that failed while it
/// held the turn does not poison it for the rest).
pub fn sdl_turn() -> MutexGuard<'static, ()> {
    SDL.lock().unwrap_or_else(|e| e.into_inner())
}
