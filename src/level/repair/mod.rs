//! Repairs a parsed level whose model would be refused, so that files made by
//! twenty years of tools (odd WADs, hand-edited levels) open: every
//! reference the level model checks (see [`super::Level::from_raw`]) is made
//! to point somewhere, and each change is reported as a [`Repair`] naming
//! the item, the field, the value found and what was done.
//!
//! Reading stays strict and lossless: only the [`RawLevel`] handed to the
//! model is changed, never the file's bytes. A sound level comes out of
//! [`repair`] unchanged with no repairs.

mod anims;
mod meshes;
mod places;

use std::fmt;

use crate::format::RawLevel;

/// One change made to a parsed level so that its model can be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repair {
    /// The item holding the bad value (`animations[12]`).
    pub structure: String,
    /// The field (`anim_command`).
    pub field: &'static str,
    /// The value as stored.
    pub value: i64,
    /// What was wrong and what was done (`3 commands ran past the 40
    /// command words; cut to the 1 that fit`).
    pub action: String,
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.{} = {}: {}",
            self.structure, self.field, self.value, self.action
        )
    }
}

/// The repairs made so far.
#[derive(Debug, Default)]
struct Log(Vec<Repair>);

impl Log {
    fn note(
        &mut self,
        structure: impl Into<String>,
        field: &'static str,
        value: i64,
        action: impl Into<String>,
    ) {
        self.0.push(Repair {
            structure: structure.into(),
            field,
            value,
            action: action.into(),
        });
    }
}

/// Repairs every inconsistency of `raw` that the level model refuses, in the
/// order the model resolves them (meshes before the models that use them,
/// dispatches before the animations that own them, rooms before the things
/// placed in them), and returns what was changed.
pub fn repair(raw: &mut RawLevel) -> Vec<Repair> {
    let mut log = Log::default();
    meshes::repair(raw, &mut log);
    anims::repair(raw, &mut log);
    places::repair(raw, &mut log);
    log.0
}

/// Repairs a report lists beyond this many are only counted.
const REPAIRS_LISTED: usize = 20;

/// What a player is told when a level opened with repairs: a heading naming
/// the file, the first [`REPAIRS_LISTED`] repairs and how many more there
/// are (`tombrs info` lists them all); empty when there were none.
pub fn report(path: &std::path::Path, repairs: &[Repair]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    if repairs.is_empty() {
        return s;
    }
    let _ = writeln!(
        s,
        "tombrs: {}: opened with {} repairs (--strict refuses it):",
        path.display(),
        repairs.len()
    );
    for r in repairs.iter().take(REPAIRS_LISTED) {
        let _ = writeln!(s, "  {r}");
    }
    if repairs.len() > REPAIRS_LISTED {
        let _ = writeln!(
            s,
            "  … {} more (`tombrs info` lists them all)",
            repairs.len() - REPAIRS_LISTED
        );
    }
    s
}

/// True when `value` indexes a list of `len` items.
fn fits(value: i64, len: usize) -> bool {
    value >= 0 && (value as u64) < len as u64
}

#[cfg(test)]
mod tests;
