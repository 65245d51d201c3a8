//! The one error type of every reader in `format`.
//!
//! A [`FormatError`] says *what* failed (`kind`), *where* in the structure tree
//! (`context`, e.g. `rooms[3].portals[1]`) and *at which byte offset*
//! (`offset`, relative to the region named by the outermost context, e.g. the
//! inflated level chunk of a TR4 file).

use std::fmt;

/// What went wrong while reading bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// The data ended before a value could be read.
    UnexpectedEof { needed: usize, available: usize },
    /// A count announces more elements than the remaining bytes can hold.
    CountTooLarge {
        count: u64,
        element_size: usize,
        available: usize,
    },
    /// A magic word, marker or version number is not what the format requires.
    BadMagic { expected: String, found: String },
    /// A zlib stream could not be inflated or does not match its declared size.
    Zlib(String),
    /// A declared size exceeds what this reader is willing to allocate.
    TooLarge { declared: u64, limit: u64 },
    /// Any other structural inconsistency.
    Invalid(String),
}

/// A read failure: what, where in the structure, and at which byte offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// Byte offset of the failure, relative to the start of the region being read.
    pub offset: u64,
    /// Path of structures being read, outermost first (`rooms[3].sectors`).
    pub context: String,
    /// What went wrong.
    pub kind: ErrorKind,
}

impl FormatError {
    /// Builds an error at `offset` with an empty context.
    pub fn new(offset: usize, kind: ErrorKind) -> Self {
        FormatError {
            offset: offset as u64,
            context: String::new(),
            kind,
        }
    }

    /// Prepends one level of context (`name` or `name[index]`).
    pub fn within(mut self, segment: &str) -> Self {
        if self.context.is_empty() {
            self.context = segment.to_string();
        } else if self.context.starts_with('[') {
            self.context = format!("{segment}{}", self.context);
        } else {
            self.context = format!("{segment}.{}", self.context);
        }
        self
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::UnexpectedEof { needed, available } => write!(
                f,
                "unexpected end of data (needed {needed} bytes, {available} left)"
            ),
            ErrorKind::CountTooLarge {
                count,
                element_size,
                available,
            } => write!(
                f,
                "count {count} of {element_size}-byte elements does not fit in the {available} bytes left"
            ),
            ErrorKind::BadMagic { expected, found } => {
                write!(f, "expected {expected}, found {found}")
            }
            ErrorKind::Zlib(msg) => write!(f, "zlib: {msg}"),
            ErrorKind::TooLarge { declared, limit } => write!(
                f,
                "declared size {declared} exceeds the limit of {limit} bytes"
            ),
            ErrorKind::Invalid(msg) => f.write_str(msg),
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let context = if self.context.is_empty() {
            "file"
        } else {
            &self.context
        };
        write!(f, "{context} at offset {:#x}: {}", self.offset, self.kind)
    }
}

impl std::error::Error for FormatError {}

/// Result of every reader in `format`.
pub type Result<T> = std::result::Result<T, FormatError>;
