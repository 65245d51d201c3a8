//! Content as data: the demo's models and levels are TOML files under
//! `data/demo/` that this module interprets into the builder's own
//! descriptions ([`ModelDef`](super::models::ModelDef),
//! [`LevelDef`](super::spec::LevelDef)). The format is documented in
//! `data/demo/README.md`: models are jointed meshes of boxes and tubes with named
//! poses and animations (keyframes per joint or eased tweens between poses,
//! state changes, commands); levels are rooms drawn as sector grids with a
//! legend, entities by name, triggers naming what they act on, cameras,
//! sound sources, statics and flyby points.
//!
//! Errors name the file, the item in it (`model wolf: anim run: key 3`) and
//! what is wrong; TOML syntax errors carry their line and column.

pub mod anim;
pub mod bundled;
pub mod level;
pub mod model;
pub mod pose;
pub mod room;
pub mod shape;
mod table;

use std::collections::BTreeSet;
use std::sync::Mutex;

pub use level::parse_level;
pub use model::{ModelSet, NamedModel};

/// A content file that cannot be interpreted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    /// The file (as named in the content set, e.g. `models/wolf.toml`).
    pub file: String,
    /// The item in the file (`model wolf: anim run`), empty for the file itself.
    pub at: String,
    pub message: String,
}

impl ContentError {
    pub fn new(file: &str, at: impl Into<String>, message: impl Into<String>) -> ContentError {
        ContentError {
            file: file.to_string(),
            at: at.into(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for ContentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.at.is_empty() {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}: {}: {}", self.file, self.at, self.message)
        }
    }
}

impl std::error::Error for ContentError {}

/// Parses a TOML file into `T`, naming the file in the error.
pub(crate) fn parse_toml<T: serde::de::DeserializeOwned>(
    file: &str,
    text: &str,
) -> Result<T, ContentError> {
    toml::from_str(text).map_err(|e| ContentError::new(file, "", e.to_string().trim_end()))
}

/// A name read from a content file, kept for the life of the process (the
/// builder's animation names are `&'static str`); each distinct name is
/// stored once however often content is loaded.
pub(crate) fn intern(name: &str) -> &'static str {
    static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut names = NAMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&known) = names.get(name) {
        return known;
    }
    let kept: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.insert(kept);
    kept
}

/// Degrees as the games' 16-bit angle (1/65536 of a turn), rounded down.
pub fn angle(degrees: f32) -> u16 {
    (degrees.rem_euclid(360.0) / 360.0 * 65536.0) as u32 as u16
}
