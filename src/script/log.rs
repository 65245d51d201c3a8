//! The script log: messages from `print`, `log.*`, hook errors and reloads,
//! kept for the host (tests, the console) and echoed to stderr when asked.

use std::cell::RefCell;
use std::rc::Rc;

/// How serious a log line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Info,
    Warn,
    Error,
}

/// One logged message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    pub severity: Severity,
    pub message: String,
}

/// A shared, append-only log (cheap to clone: the clones share lines).
#[derive(Debug, Clone, Default)]
pub struct ScriptLog {
    lines: Rc<RefCell<Vec<LogLine>>>,
    echo: bool,
}

impl ScriptLog {
    /// A log that also prints each line to stderr.
    pub fn echoing() -> ScriptLog {
        ScriptLog {
            echo: true,
            ..Default::default()
        }
    }

    /// Appends a line.
    pub fn push(&self, severity: Severity, message: impl Into<String>) {
        let message = message.into();
        if self.echo {
            eprintln!("[lua {severity:?}] {message}");
        }
        self.lines.borrow_mut().push(LogLine { severity, message });
    }

    /// A copy of every line so far.
    pub fn lines(&self) -> Vec<LogLine> {
        self.lines.borrow().clone()
    }

    /// True when some line contains `text`.
    pub fn contains(&self, text: &str) -> bool {
        self.lines.borrow().iter().any(|l| l.message.contains(text))
    }

    /// Removes and returns every line so far.
    pub fn drain(&self) -> Vec<LogLine> {
        std::mem::take(&mut *self.lines.borrow_mut())
    }
}
