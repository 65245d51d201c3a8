//! Which format a file is, from its content and name, and the lossless
//! round trip of every companion format.

use crate::format::error::{ErrorKind, FormatError, Result};
use crate::format::level_file::ReadLimits;
use crate::format::roundtrip::{roundtrip_level, Difference};
use crate::format::{detect_game, Game};

use super::cdaudio::{CdAudio, HEADER_SIZE};
use super::cutseq::{Cutseq, CUTSEQ_MAGIC};
use super::gameflow::Gameflow;
use super::language::LanguageFile;
use super::main_sfx::{read_main_sfx, write_main_sfx};
use super::ogg::{read_ogg, write_ogg};
use super::pak::{read_pak, write_pak};
use super::script::Script;
use super::wad::{Wad, WAD_VERSION};

/// Every file type tombrs reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Level(Game),
    /// TR4/TR5 SCRIPT.DAT.
    Script,
    /// TR4/TR5 ENGLISH.DAT and the other language files.
    Language,
    /// TR2/TR3 TOMBPC.DAT / TOMBPSX.DAT.
    Gameflow,
    /// A zlib PAK container.
    Pak,
    /// CUTSEQ.BIN.
    Cutseq,
    /// TR3 CDAUDIO.WAD.
    CdAudio,
    /// TR2/TR3 MAIN.SFX.
    MainSfx,
    /// A single WAVE file.
    Wave,
    /// An Ogg stream.
    Ogg,
    /// A TRLE object WAD.
    Wad,
}

impl FileKind {
    /// Lower-case name for display and JSON.
    pub fn name(self) -> String {
        match self {
            FileKind::Level(g) => format!("level-{g}"),
            other => format!("{other:?}").to_ascii_lowercase(),
        }
    }
}

fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

/// True when `b` has the exact shape of a language file.
fn looks_like_language(file: &[u8]) -> bool {
    let b = crate::format::ng::split_ng_block(file).0;
    let Some(h) = (0..6)
        .map(|i| u16_at(b, i * 2).map(|v| v as usize))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let strings = h[0] + h[1] + h[2];
    strings > 0 && 12 + 2 * strings + h[3] + h[4] + h[5] == b.len() && u16_at(b, 12) == Some(0)
}

/// True when `b` starts like a SCRIPT.DAT (extension strings at fixed places).
fn looks_like_script(b: &[u8]) -> bool {
    b.len() > 56 && b.get(16) == Some(&b'.') && b.get(36) == Some(&b'.')
}

/// Decides the kind of a file from its bytes, using its name for ties.
pub fn detect_kind(bytes: &[u8], file_name: Option<&str>) -> Option<FileKind> {
    let name = file_name.unwrap_or("").to_ascii_uppercase();
    let ext = name.rsplit_once('.').map(|(_, e)| e.to_string());
    if let Ok(game) = detect_game(bytes, ext.as_deref()) {
        return Some(FileKind::Level(game));
    }
    if bytes.starts_with(CUTSEQ_MAGIC) {
        return Some(FileKind::Cutseq);
    }
    if bytes.starts_with(b"OggS") {
        return Some(FileKind::Ogg);
    }
    if bytes.starts_with(b"RIFF") {
        let size = u32_at(bytes, 4).unwrap_or(0) as usize;
        return Some(if size + 8 < bytes.len() {
            FileKind::MainSfx
        } else {
            FileKind::Wave
        });
    }
    if u32_at(bytes, 0) == Some(WAD_VERSION) && ext.as_deref() != Some("DAT") {
        return Some(FileKind::Wad);
    }
    if bytes.len() > 6 && bytes[4] == 0x78 && matches!(bytes[5], 0x01 | 0x5E | 0x9C | 0xDA) {
        return Some(FileKind::Pak);
    }
    if u32_at(bytes, 0) == Some(3) && u16_at(bytes, 260) == Some(128) {
        return Some(FileKind::Gameflow);
    }
    if name.contains("CDAUDIO") || (bytes.len() >= HEADER_SIZE && ext.as_deref() == Some("WAD")) {
        return Some(FileKind::CdAudio);
    }
    if looks_like_language(bytes) {
        return Some(FileKind::Language);
    }
    if looks_like_script(bytes) {
        return Some(FileKind::Script);
    }
    None
}

fn first_difference(original: &[u8], written: &[u8], structure: &str) -> Option<Difference> {
    let common = original.len().min(written.len());
    let at = (0..common)
        .find(|&i| original[i] != written[i])
        .or((original.len() != written.len()).then_some(common))?;
    Some(Difference {
        region: "file".into(),
        offset: at as u64,
        structure: structure.into(),
        original: original.get(at).copied(),
        written: written.get(at).copied(),
    })
}

/// Reads a file of `kind`, writes it back and compares (PAK: the declared
/// size and the inflated contents, as the stream itself may differ).
pub fn roundtrip_kind(
    kind: FileKind,
    bytes: &[u8],
    extension: Option<&str>,
) -> Result<Option<Difference>> {
    let name = kind.name();
    let written = match kind {
        FileKind::Level(_) => return roundtrip_level(bytes, extension),
        FileKind::Script => Script::read(bytes)?.write(),
        FileKind::Language => LanguageFile::read(bytes)?.write(),
        FileKind::Gameflow => Gameflow::read(bytes)?.write(),
        FileKind::Cutseq => Cutseq::read(bytes)?.write(),
        FileKind::CdAudio => CdAudio::read(bytes)?.write(),
        FileKind::MainSfx => write_main_sfx(&read_main_sfx(bytes)?),
        FileKind::Wave => {
            super::wave::parse(bytes)?;
            write_main_sfx(&read_main_sfx(bytes)?)
        }
        FileKind::Ogg => write_ogg(&read_ogg(bytes)?),
        FileKind::Wad => Wad::read(bytes)?.write(),
        FileKind::Pak => {
            let limit = ReadLimits::for_file_len(bytes.len()).inflate_limit;
            let data = read_pak(bytes, limit)?;
            let again = write_pak(&data);
            let back = read_pak(&again, limit)?;
            if again[..4] != bytes[..4] {
                return Ok(first_difference(
                    &bytes[..4],
                    &again[..4],
                    "uncompressed_size",
                ));
            }
            return Ok(
                first_difference(&data, &back, "pak data (inflated)").map(|mut d| {
                    d.region = "data(inflated)".into();
                    d
                }),
            );
        }
    };
    Ok(first_difference(bytes, &written, &name))
}

/// Reads any supported file and reports what it is, or why not.
pub fn unknown_kind_error() -> FormatError {
    FormatError::new(0, ErrorKind::Invalid("not a file type tombrs knows (level, SCRIPT.DAT, language file, TOMBPC.DAT, PAK, CUTSEQ, CDAUDIO.WAD, MAIN.SFX, WAVE, Ogg, WAD)".into()))
}
