//! Watching the script roots with `notify`. Events for `.lua` files are
//! debounced: [`Watcher::changed`] says yes once the files have been quiet
//! for [`DEBOUNCE`] since the last event arrived (timed when `notify`
//! delivers it, not when the game polls), so an editor's
//! write-temp-then-rename (or a burst of saves) gives one reload. The
//! reload itself compares file contents, so spurious events cost nothing,
//! and a file caught half-written keeps its module until the next event.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use notify::{RecommendedWatcher, RecursiveMode, Watcher as _};

/// Quiet time before a burst of changes counts as one: longer than an
/// editor's save (a write, or a write and a rename, within milliseconds),
/// short enough that a saved handler runs within 100 ms
/// (`benches/script.rs` `reload/lara state handler`).
pub const DEBOUNCE: Duration = Duration::from_millis(40);

/// A recursive watch over the script roots.
pub struct Watcher {
    _inner: RecommendedWatcher,
    /// When each script event arrived.
    events: Receiver<Instant>,
    /// The last event not yet answered by a reload.
    pending_since: Option<Instant>,
}

impl Watcher {
    /// Watches every root that exists (recursively).
    pub fn new(roots: &[PathBuf]) -> Result<Watcher, String> {
        let (tx, rx) = channel();
        let mut inner = notify::recommended_watcher(move |res: notify::Result<notify::Event>| {
            if let Ok(event) = res {
                // Reading scripts (the reload itself) raises access events:
                // only writes, creations, renames and removals count.
                if !changes_content(&event.kind) {
                    return;
                }
                if event.paths.iter().any(|p| is_script(p)) {
                    let _ = tx.send(Instant::now());
                }
            }
        })
        .map_err(|e| format!("cannot watch scripts: {e}"))?;
        for root in roots.iter().filter(|r| r.is_dir()) {
            inner
                .watch(root, RecursiveMode::Recursive)
                .map_err(|e| format!("cannot watch {}: {e}", root.display()))?;
        }
        Ok(Watcher {
            _inner: inner,
            events: rx,
            pending_since: None,
        })
    }

    /// True once script files changed and then stayed quiet for [`DEBOUNCE`].
    pub fn changed(&mut self) -> bool {
        while let Ok(at) = self.events.try_recv() {
            self.pending_since = Some(self.pending_since.map_or(at, |p| p.max(at)));
        }
        match self.pending_since {
            Some(t) if t.elapsed() >= DEBOUNCE => {
                self.pending_since = None;
                true
            }
            _ => false,
        }
    }
}

fn is_script(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "lua")
}

fn changes_content(kind: &notify::EventKind) -> bool {
    use notify::event::ModifyKind;
    use notify::EventKind;
    match kind {
        EventKind::Create(_) | EventKind::Remove(_) => true,
        EventKind::Modify(ModifyKind::Metadata(_)) => false,
        EventKind::Modify(_) => true,
        _ => false,
    }
}
