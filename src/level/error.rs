//! Errors of building the level model: dangling or inconsistent references.

use std::fmt;

use crate::format::FormatError;

/// A reference in the level that points nowhere, or data that contradicts itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelError {
    /// The structure holding the bad value (`rooms[3].portals[1]`).
    pub structure: String,
    /// The field (`adjoining_room`).
    pub field: &'static str,
    /// The bad value as stored.
    pub value: i64,
    /// Why it is bad (`only 12 rooms`).
    pub reason: String,
}

impl LevelError {
    /// Builds an error.
    pub fn new(
        structure: impl Into<String>,
        field: &'static str,
        value: i64,
        reason: impl Into<String>,
    ) -> Self {
        LevelError {
            structure: structure.into(),
            field,
            value,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.{} = {}: {}",
            self.structure, self.field, self.value, self.reason
        )
    }
}

impl std::error::Error for LevelError {}

/// Anything that can go wrong loading a level: bad bytes or bad references.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// The bytes do not parse.
    Format(FormatError),
    /// The parsed level refers to things that do not exist.
    Level(LevelError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Format(e) => e.fmt(f),
            LoadError::Level(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LoadError {}

impl From<FormatError> for LoadError {
    fn from(e: FormatError) -> Self {
        LoadError::Format(e)
    }
}

impl From<LevelError> for LoadError {
    fn from(e: LevelError) -> Self {
        LoadError::Level(e)
    }
}

/// Fails with a [`LevelError`] unless `value < len`.
pub fn check_index(
    structure: impl FnOnce() -> String,
    field: &'static str,
    value: i64,
    len: usize,
    what: &str,
) -> Result<(), LevelError> {
    if value >= 0 && (value as u64) < len as u64 {
        Ok(())
    } else {
        Err(LevelError::new(
            structure(),
            field,
            value,
            format!("only {len} {what}"),
        ))
    }
}
