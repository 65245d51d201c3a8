//! Watching the script roots with `notify`. Events for `.lua` files are
//! debounced: [`Watcher::changed`] says yes once the files have been quiet
//! for [`DEBOUNCE`], so an editor's write-temp-then-rename (or a burst of
//! saves) gives one reload. The reload itself compares file contents, so
//! spurious events cost nothing.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use notify::{RecommendedWatcher, RecursiveMode, Watcher as _};

/// Quiet time before a burst of changes counts as one.
pub const DEBOUNCE: Duration = Duration::from_millis(80);

/// A recursive watch over the script roots.
pub struct Watcher {
    _inner: RecommendedWatcher,
    events: Receiver<PathBuf>,
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
                for p in event.paths {
                    if is_script(&p) {
                        let _ = tx.send(p);
                    }
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
        while self.events.try_recv().is_ok() {
            self.pending_since = Some(Instant::now());
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
