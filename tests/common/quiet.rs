//! Panics a test provokes on purpose (hostile bytes, fuzz inputs) are
//! findings it counts, not output: [`quietly`] keeps them off stderr on the
//! thread that provokes them, while the panics of every other test in the
//! binary print as usual.

use std::cell::Cell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// Set while this thread runs a provoked panic's code.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Puts the panic hook that skips quiet threads in front of the default
/// one, once per binary.
fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                default(info);
            }
        }));
    });
}

/// Runs `f`, catching a panic without printing it.
pub fn quietly<R>(f: impl FnOnce() -> R) -> std::thread::Result<R> {
    install_hook();
    QUIET.with(|q| q.set(true));
    let outcome = catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    outcome
}
