//! Saved games: the world's and the scripts' state of one level as a
//! versioned, documented file (docs/save-format.md) that is written so a
//! crash or a kill at any moment leaves the previous save whole, and read
//! so a corrupt, truncated, foreign or future file is refused with a clear
//! message and never panics.
//!
//! The file is a gzip stream (its CRC-32 catches damage) of one JSON
//! document: [`SaveGame`].

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::level::Level;
use crate::script::saved::ScriptState;
use crate::script::ScriptHost;
use crate::world::saved::WorldState;
use crate::world::World;

/// Where [`SaveGame::write_until`] stops, as a crash there would.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteStep {
    /// Half the data is in the temporary file.
    HalfWritten,
    /// The temporary file is whole and synced; the rename has not happened.
    Synced,
    /// Everything: the save is in place.
    Done,
}

/// What every save says it is.
pub const FORMAT: &str = "tombrs-save";
/// The format version this build writes and reads.
pub const VERSION: u32 = 1;
/// The largest save read (a level's state is far smaller).
const MAX_BYTES: u64 = 256 << 20;

/// One saved game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveGame {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`] when written.
    pub version: u32,
    /// "tr1" … "tr5".
    pub game: String,
    /// The level's name as the player knows it (its file name when there is
    /// no gameflow title), for slot lists.
    pub level_name: String,
    /// [`fingerprint`] of the level: a save fits only the level it came from.
    pub level_fingerprint: u32,
    pub world: WorldState,
    pub scripts: ScriptState,
    /// The level's file as the game's flow named it (saves made in a game:
    /// loading finds the level by it); None for a level played alone.
    #[serde(default)]
    pub level_file: Option<String>,
    /// The game's number of the level.
    #[serde(default)]
    pub level_number: Option<i64>,
    /// The gameflow's own table (where in the order of play, what Lara
    /// carries between levels, the game's statistics): plain data.
    #[serde(default)]
    pub game_state: Option<crate::script::saved::Plain>,
}

/// Why a save could not be written or read.
#[derive(Debug)]
pub enum SaveError {
    /// The file could not be read or written.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Not a save, or a damaged one (bad compression, checksum or JSON).
    Damaged { path: PathBuf, why: String },
    /// A whole save this build will not take (another version, format).
    Refused { path: PathBuf, why: String },
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            SaveError::Damaged { path, why } => {
                write!(
                    f,
                    "{}: not a tombrs save, or damaged: {why}",
                    path.display()
                )
            }
            SaveError::Refused { path, why } => write!(f, "{}: {why}", path.display()),
        }
    }
}

impl std::error::Error for SaveError {}

/// A checksum of what makes a level itself (its rooms, tables and placed
/// entities): a save names it so it is never loaded on another level.
pub fn fingerprint(level: &Level) -> u32 {
    let mut crc = flate2::Crc::new();
    let mut put = |v: u64| crc.update(&v.to_le_bytes());
    put(level.game as u64);
    for n in [
        level.rooms.len(),
        level.floor_lists.len(),
        level.models.len(),
        level.animations.len(),
        level.meshes.len(),
        level.navigation.boxes.len(),
        level.entities.len(),
    ] {
        put(n as u64);
    }
    for e in &level.entities {
        put(e.type_id as u64);
        put(e.room.0 as u64);
        for v in e.pos {
            put(v as u32 as u64);
        }
    }
    crc.sum()
}

/// The game's short name in saves.
fn game_key(level: &Level) -> String {
    crate::script::game_key(level.game).to_string()
}

impl SaveGame {
    /// The state of `world` and `host` now, and a line for each script value
    /// left out (not plain data).
    pub fn capture(world: &World, host: &ScriptHost, level_name: &str) -> (SaveGame, Vec<String>) {
        let (scripts, skipped) = host.saved_state(world);
        let save = SaveGame {
            format: FORMAT.to_string(),
            version: VERSION,
            game: game_key(world.level()),
            level_name: level_name.to_string(),
            level_fingerprint: fingerprint(world.level()),
            world: world.saved_state(),
            scripts,
            level_file: None,
            level_number: None,
            game_state: None,
        };
        (save, skipped)
    }

    /// Puts this save on `world` (a world of the level it came from) and
    /// `host` (a host of that level's game; what it held is forgotten).
    /// Refused, with `world` left as it was, when it belongs to another
    /// level or does not fit.
    pub fn apply(&self, world: &mut World, host: &mut ScriptHost) -> Result<(), String> {
        if self.game != game_key(world.level()) {
            return Err(format!(
                "a save of {}, not of {}",
                self.game,
                game_key(world.level())
            ));
        }
        if self.level_fingerprint != fingerprint(world.level()) {
            return Err(format!("a save of another level (\"{}\")", self.level_name));
        }
        // On a copy first: a save that fails half-way leaves `world` whole.
        let mut next = world.clone();
        next.restore_state(self.world.clone())?;
        host.restore_state(&mut next, &self.scripts)?;
        *world = next;
        Ok(())
    }

    /// Writes the save to `path` safely: into a temporary file beside it,
    /// flushed and synced, then renamed over `path` (and the folder synced),
    /// so `path` is always either the old save or the new one.
    pub fn write(&self, path: &Path) -> Result<(), SaveError> {
        self.write_until(path, WriteStep::Done)
    }

    /// [`SaveGame::write`] stopped after `step`, as a crash or a kill there
    /// would leave things: for tests of what survives a save cut short.
    pub fn write_until(&self, path: &Path, step: WriteStep) -> Result<(), SaveError> {
        let io = |source| SaveError::Io {
            path: path.to_path_buf(),
            source,
        };
        let json = serde_json::to_vec(self).map_err(|e| io(std::io::Error::other(e)))?;
        let tmp = temporary_beside(path);
        let result = (|| {
            let file = std::fs::File::create(&tmp)?;
            let mut gz = flate2::write::GzEncoder::new(file, flate2::Compression::default());
            if step == WriteStep::HalfWritten {
                gz.write_all(&json[..json.len() / 2])?;
                gz.flush()?;
                return Ok(());
            }
            gz.write_all(&json)?;
            let file = gz.finish()?;
            file.sync_all()?;
            if step == WriteStep::Synced {
                return Ok(());
            }
            std::fs::rename(&tmp, path)?;
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                // Makes the rename itself durable where the system allows.
                if let Ok(d) = std::fs::File::open(dir) {
                    let _ = d.sync_all();
                }
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        result.map_err(io)
    }

    /// Reads the save at `path`, refusing damaged files, other formats and
    /// versions this build does not know.
    pub fn read(path: &Path) -> Result<SaveGame, SaveError> {
        let bytes = std::fs::read(path).map_err(|source| SaveError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        SaveGame::from_bytes(&bytes).map_err(|(damaged, why)| {
            let path = path.to_path_buf();
            if damaged {
                SaveError::Damaged { path, why }
            } else {
                SaveError::Refused { path, why }
            }
        })
    }

    /// Decodes a save file's bytes: Err((damaged, why)).
    pub fn from_bytes(bytes: &[u8]) -> Result<SaveGame, (bool, String)> {
        let mut json = Vec::new();
        flate2::read::GzDecoder::new(bytes)
            .take(MAX_BYTES)
            .read_to_end(&mut json)
            .map_err(|e| (true, format!("the compressed stream: {e}")))?;
        // The header first, so another format or version gets its own word.
        #[derive(Deserialize)]
        struct Header {
            format: String,
            version: u32,
        }
        let header: Header =
            serde_json::from_slice(&json).map_err(|e| (true, format!("the document: {e}")))?;
        if header.format != FORMAT {
            return Err((false, format!("a \"{}\" file, not a save", header.format)));
        }
        if header.version != VERSION {
            return Err((
                false,
                format!(
                    "save format version {}, this build reads version {VERSION}",
                    header.version
                ),
            ));
        }
        serde_json::from_slice(&json).map_err(|e| (true, format!("the document: {e}")))
    }
}

/// `path` with `.tmp` added to its name.
fn temporary_beside(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".tmp");
    path.with_file_name(name)
}
