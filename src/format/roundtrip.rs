//! The lossless check: read a file, write it back, compare.
//!
//! TR1–TR3 files must come back byte for byte. TR4/TR5 files must come back
//! with the same bytes outside the zlib streams and the same inflated bytes
//! inside them (compressors differ; content may not).

use super::cursor::{Reader, Writer};
use super::error::Result;
use super::level_file::{read_level_as, RawLevel, ReadLimits};
use super::zchunk::{inflate, read_chunk};
use super::{body, detect_game, Game};

/// Where a written file first differs from the original.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// `file`, or the zlib chunk whose inflated bytes differ.
    pub region: String,
    /// Offset inside `region`.
    pub offset: u64,
    /// The structure that starts at or before `offset`.
    pub structure: String,
    /// Byte of the original file (None past its end).
    pub original: Option<u8>,
    /// Byte of the rewritten file (None past its end).
    pub written: Option<u8>,
}

/// One piece of a file for comparison: plain bytes or an inflated chunk.
struct Segment {
    region: &'static str,
    /// Offset of the segment's first byte in the file (plain segments).
    base: usize,
    bytes: Vec<u8>,
    inflated: bool,
    /// True when the segment holds the level body (marks apply to it).
    body: bool,
}

/// Reads `bytes`, writes them back and compares. `Ok(None)` means identical.
pub fn roundtrip_level(bytes: &[u8], extension: Option<&str>) -> Result<Option<Difference>> {
    let game = detect_game(bytes, extension)?;
    let limits = ReadLimits::for_file_len(bytes.len());
    let level = read_level_as(bytes, game, limits)?;
    let written = super::write_level(&level);
    compare_levels(bytes, &written, &level, limits)
}

/// Compares an original level file with a rewritten one as the format defines.
pub fn compare_levels(
    original: &[u8],
    written: &[u8],
    level: &RawLevel,
    limits: ReadLimits,
) -> Result<Option<Difference>> {
    let game = level.game();
    let (a, b) = if game.is_tr45() {
        (
            segments(original, game, limits)?,
            segments(written, game, limits)?,
        )
    } else {
        (whole(original), whole(written))
    };
    for (sa, sb) in a.iter().zip(b.iter()) {
        if let Some(off) = first_mismatch(&sa.bytes, &sb.bytes) {
            let structure = if sa.body {
                body_structure_at(level, game, off)
            } else if !game.is_tr45() {
                file_structure_at(level, off)
            } else {
                sa.region.to_string()
            };
            let in_file = !sa.inflated && !sa.body;
            return Ok(Some(Difference {
                region: if sa.inflated {
                    format!("{}(inflated)", sa.region)
                } else {
                    sa.region.to_string()
                },
                offset: if in_file {
                    (sa.base + off) as u64
                } else {
                    off as u64
                },
                structure,
                original: sa.bytes.get(off).copied(),
                written: sb.bytes.get(off).copied(),
            }));
        }
    }
    if a.len() != b.len() {
        return Ok(Some(Difference {
            region: "file".into(),
            offset: original.len().min(written.len()) as u64,
            structure: "segment count".into(),
            original: None,
            written: None,
        }));
    }
    Ok(None)
}

fn whole(bytes: &[u8]) -> Vec<Segment> {
    vec![Segment {
        region: "file",
        base: 0,
        bytes: bytes.to_vec(),
        inflated: false,
        body: false,
    }]
}

fn first_mismatch(a: &[u8], b: &[u8]) -> Option<usize> {
    let common = a.len().min(b.len());
    (0..common)
        .find(|&i| a[i] != b[i])
        .or(if a.len() != b.len() {
            Some(common)
        } else {
            None
        })
}

/// Splits a TR4/TR5 file into plain and inflated segments.
fn segments(bytes: &[u8], game: Game, limits: ReadLimits) -> Result<Vec<Segment>> {
    let mut r = Reader::new(bytes);
    let mut out = Vec::new();
    let plain = |from: usize, to: usize| Segment {
        region: "file",
        base: from,
        bytes: bytes[from..to].to_vec(),
        inflated: false,
        body: false,
    };
    r.bytes(10)?;
    let mut plain_from = 0usize;
    let names = [
        "textile32_chunk",
        "textile16_chunk",
        "misc_textile_chunk",
        "level_chunk",
    ];
    for (i, name) in names.iter().enumerate() {
        if i == 3 && game == Game::Tr5 {
            r.bytes(32)?;
            let size = r.u32()?;
            r.u32()?;
            out.push(plain(plain_from, r.pos()));
            let start = r.pos();
            r.bytes(size as usize)?;
            out.push(Segment {
                region: "level_block",
                base: start,
                bytes: bytes[start..r.pos()].to_vec(),
                inflated: false,
                body: true,
            });
            plain_from = r.pos();
            break;
        }
        let chunk = read_chunk(&mut r)?;
        // The uncompressed size is compared; the compressed size may differ.
        out.push(plain(plain_from, chunk.offset + 4));
        out.push(Segment {
            region: name,
            base: chunk.offset + 8,
            bytes: inflate(&chunk, limits.inflate_limit)?,
            inflated: true,
            body: i == 3,
        });
        plain_from = r.pos();
    }
    out.push(plain(plain_from, bytes.len()));
    Ok(out)
}

/// Names the body structure containing body offset `off`.
fn body_structure_at(level: &RawLevel, game: Game, off: usize) -> String {
    let mut w = Writer::with_marks();
    body::write_body(&mut w, level, game);
    last_mark(w.marks(), off)
}

/// Names the structure containing file offset `off` of a TR1–TR3 file.
fn file_structure_at(level: &RawLevel, off: usize) -> String {
    let mut w = Writer::with_marks();
    super::write_level_marked(level, &mut w);
    last_mark(w.marks(), off)
}

fn last_mark(marks: &[(usize, String)], at: usize) -> String {
    marks
        .iter()
        .rev()
        .find(|(o, _)| *o <= at)
        .map(|(_, n)| n.clone())
        .unwrap_or_else(|| "header".into())
}
