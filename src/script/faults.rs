//! Script errors as the player and the modder see them: each distinct
//! failure once, with its `file:line`, message, what failed (the hook and
//! its entity and type, a flipeffect, a module that would not reload) and
//! what was switched off, and a count of its repeats. The window shows
//! them over the game until a reload clears them; headless runs print each
//! once and the counts at the end ([`Faults::summary`]).

use std::fmt::Write as _;

/// What failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Culprit {
    /// A hook of an entity's behaviour.
    Hook {
        hook: &'static str,
        /// The entity's slot index and type id.
        entity: u32,
        type_id: u16,
        /// The catalogue's name for the type and the behaviour module.
        type_name: String,
        module: String,
    },
    /// A flipeffect (or the continuous task it left running).
    Flipeffect(u16),
    /// A module whose new text did not compile or run on reload.
    Reload(String),
    /// Another call into the scripts (the level's side of the gameflow…).
    Call(String),
}

/// One distinct script error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub culprit: Culprit,
    /// `file:line` of the error, when the message names one.
    pub location: String,
    /// The error's first line, without its location.
    pub message: String,
    /// The rest of the error text (Lua's traceback).
    pub traceback: String,
    /// What the host switched off because of it ("" when nothing).
    pub switched_off: String,
    /// How many times it happened.
    pub count: u32,
}

impl Fault {
    /// A fault of `culprit` from the error text Lua gave.
    pub fn new(culprit: Culprit, error: &str, switched_off: impl Into<String>) -> Fault {
        let (first, rest) = error.split_once('\n').unwrap_or((error, ""));
        let (location, message) = split_location(first.trim());
        Fault {
            culprit,
            location,
            message,
            traceback: rest.trim_end().to_string(),
            switched_off: switched_off.into(),
            count: 1,
        }
    }

    /// What failed, in a few words.
    pub fn what(&self) -> String {
        match &self.culprit {
            Culprit::Hook {
                hook,
                entity,
                type_id,
                type_name,
                module,
            } => format!("{hook} hook of entity {entity}, {type_name} (type {type_id}, {module})"),
            Culprit::Flipeffect(n) => format!("flipeffect {n}"),
            Culprit::Reload(module) => format!("reload of {module}"),
            Culprit::Call(what) => what.clone(),
        }
    }

    /// The fault in one line: location, message, what failed.
    pub fn headline(&self) -> String {
        let mut s = String::new();
        if !self.location.is_empty() {
            let _ = write!(s, "{}: ", self.location);
        }
        let _ = write!(s, "{} [{}]", self.message, self.what());
        s
    }

    /// Two faults are the same error when the same thing failed at the
    /// same place with the same message.
    fn same(&self, other: &Fault) -> bool {
        self.culprit == other.culprit
            && self.location == other.location
            && self.message == other.message
    }
}

/// Splits "path/file.lua:12: message" into ("path/file.lua:12", "message");
/// a message without such a prefix has no location.
fn split_location(line: &str) -> (String, String) {
    let mut search = 0;
    while let Some(at) = line[search..].find(".lua:") {
        let digits_from = search + at + ".lua:".len();
        let digits = line[digits_from..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let end = digits_from + digits;
        if digits > 0 && line[end..].starts_with(':') {
            // The location starts after the last space or quote before it
            // (Lua prefixes a chunk name; mlua may prefix its own words).
            let start = line[..search + at]
                .rfind([' ', '"', '\'', '['])
                .map_or(0, |i| i + 1);
            let message = line[end + 1..].trim_start().to_string();
            let prefix = line[..start].trim();
            let message = if prefix.is_empty() {
                message
            } else {
                format!("{prefix} {message}")
            };
            return (line[start..end].to_string(), message);
        }
        search = digits_from;
    }
    (String::new(), line.to_string())
}

/// The distinct faults of a host, in the order they first happened.
#[derive(Debug, Clone, Default)]
pub struct Faults {
    list: Vec<Fault>,
    /// Counts every change, so a window redraws only when it must.
    generation: u64,
}

impl Faults {
    /// Records `fault`: a repeat of a known one adds to its count (false),
    /// a new one is kept (true).
    pub fn record(&mut self, fault: Fault) -> bool {
        self.generation += 1;
        if let Some(known) = self.list.iter_mut().find(|f| f.same(&fault)) {
            known.count += 1;
            return false;
        }
        self.list.push(fault);
        true
    }

    /// Forgets the faults `keep` says no to (a reload clears what it fixed).
    pub fn retain(&mut self, keep: impl FnMut(&Fault) -> bool) {
        let before = self.list.len();
        self.list.retain(keep);
        if self.list.len() != before {
            self.generation += 1;
        }
    }

    pub fn list(&self) -> &[Fault] {
        &self.list
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Changes with every recorded or cleared fault.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The counts for the end of a headless run: one line per distinct
    /// error; empty when there was none.
    pub fn summary(&self) -> String {
        if self.list.is_empty() {
            return String::new();
        }
        let total: u32 = self.list.iter().map(|f| f.count).sum();
        let mut s = format!(
            "script errors: {} distinct, {total} in all\n",
            self.list.len()
        );
        for f in &self.list {
            let _ = writeln!(s, "  {}× {}", f.count, f.headline());
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hook_fault(message: &str) -> Fault {
        Fault::new(
            Culprit::Hook {
                hook: "init",
                entity: 3,
                type_id: 0,
                type_name: "Lara".into(),
                module: "lara.player".into(),
            },
            message,
            "init of Lara",
        )
    }

    #[test]
    fn an_error_splits_into_location_message_and_traceback() {
        let f = hook_fault(
            "/tmp/mod/lara/player.lua:52: attempt to index a nil value (local 'broken')\n\
             stack traceback:\n\t/tmp/mod/lara/player.lua:52: in function <...>",
        );
        assert_eq!(f.location, "/tmp/mod/lara/player.lua:52");
        assert_eq!(f.message, "attempt to index a nil value (local 'broken')");
        assert!(f.traceback.starts_with("stack traceback:"));
        assert_eq!(
            f.headline(),
            "/tmp/mod/lara/player.lua:52: attempt to index a nil value (local 'broken') \
             [init hook of entity 3, Lara (type 0, lara.player)]"
        );
        let plain = Fault::new(Culprit::Flipeffect(7), "out of memory", "");
        assert_eq!(
            (plain.location.as_str(), plain.message.as_str()),
            ("", "out of memory")
        );
        let runtime = Fault::new(
            Culprit::Reload("a.b".into()),
            "runtime error: scripts/a/b.lua:3: boom",
            "",
        );
        assert_eq!(runtime.location, "scripts/a/b.lua:3");
        assert_eq!(runtime.message, "runtime error: boom");
    }

    #[test]
    fn repeats_are_counted_not_stacked() {
        let mut faults = Faults::default();
        assert!(faults.record(hook_fault("a.lua:1: x")));
        assert!(!faults.record(hook_fault("a.lua:1: x")));
        assert!(faults.record(hook_fault("a.lua:2: x")));
        assert_eq!(faults.list().len(), 2);
        assert_eq!(faults.list()[0].count, 2);
        let summary = faults.summary();
        assert!(
            summary.starts_with("script errors: 2 distinct, 3 in all\n"),
            "{summary}"
        );
        assert!(summary.contains("2× a.lua:1: x"), "{summary}");
        let g = faults.generation();
        faults.retain(|f| f.location != "a.lua:1");
        assert_eq!(faults.list().len(), 1);
        assert!(faults.generation() > g);
        assert_eq!(Faults::default().summary(), "");
    }
}
