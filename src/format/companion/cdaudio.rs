//! TR3 CDAUDIO.WAD (TRosettaStone 3 §8.1.2): 130 entries of name, length and offset,
//! then the WAVE files. A track can be opened as a stream without reading the
//! rest of the file.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

use crate::format::cursor::{Reader, Writer};
use crate::format::error::{ErrorKind, FormatError, Result};

/// Number of entries in the header.
pub const CDAUDIO_ENTRIES: usize = 130;
/// Bytes of one entry.
pub const ENTRY_SIZE: usize = 260 + 4 + 4;
/// Bytes of the header.
pub const HEADER_SIZE: usize = CDAUDIO_ENTRIES * ENTRY_SIZE;

/// One header entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CdTrack {
    /// The 260-byte name field as stored (NUL-padded).
    pub name: Vec<u8>,
    pub length: u32,
    /// Absolute offset in the file.
    pub offset: u32,
}

impl CdTrack {
    /// The name up to its first NUL.
    pub fn name_str(&self) -> String {
        let end = self
            .name
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(self.name.len());
        String::from_utf8_lossy(&self.name[..end]).into_owned()
    }
}

/// A whole CDAUDIO.WAD: the header and everything after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CdAudio {
    pub tracks: Vec<CdTrack>,
    /// The bytes after the header (the tracks live here, at `offset - HEADER_SIZE`).
    pub body: Vec<u8>,
}

/// Parses the header entries.
pub fn read_header(header: &[u8]) -> Result<Vec<CdTrack>> {
    let mut r = Reader::new(header);
    (0..CDAUDIO_ENTRIES)
        .map(|i| {
            r.within(&format!("tracks[{i}]"), |r| {
                Ok(CdTrack {
                    name: r.bytes(260)?.to_vec(),
                    length: r.u32()?,
                    offset: r.u32()?,
                })
            })
        })
        .collect()
}

impl CdAudio {
    /// Reads a whole file held in memory; every track must lie inside it.
    pub fn read(bytes: &[u8]) -> Result<CdAudio> {
        let tracks = read_header(bytes)?;
        for (i, t) in tracks.iter().enumerate() {
            let end = t.offset as u64 + t.length as u64;
            if t.length > 0 && (end > bytes.len() as u64 || (t.offset as usize) < HEADER_SIZE) {
                return Err(FormatError::new(
                    i * ENTRY_SIZE + 260,
                    ErrorKind::Invalid(format!(
                        "track {i} ({} bytes at {}) lies outside the file",
                        t.length, t.offset
                    )),
                )
                .within(&format!("tracks[{i}]")));
            }
        }
        Ok(CdAudio {
            tracks,
            body: bytes[HEADER_SIZE..].to_vec(),
        })
    }

    /// Lays out named WAVE files one after another.
    pub fn from_files(files: &[(&str, &[u8])]) -> CdAudio {
        let mut body = Vec::new();
        let mut tracks = Vec::with_capacity(CDAUDIO_ENTRIES);
        for i in 0..CDAUDIO_ENTRIES {
            let mut name = vec![0u8; 260];
            let (length, offset) = match files.get(i) {
                Some((n, data)) => {
                    let b = n.as_bytes();
                    name[..b.len().min(259)].copy_from_slice(&b[..b.len().min(259)]);
                    let offset = (HEADER_SIZE + body.len()) as u32;
                    body.extend_from_slice(data);
                    (data.len() as u32, offset)
                }
                None => (0, 0),
            };
            tracks.push(CdTrack {
                name,
                length,
                offset,
            });
        }
        CdAudio { tracks, body }
    }

    /// Writes the file.
    pub fn write(&self) -> Vec<u8> {
        let mut w = Writer::with_capacity(HEADER_SIZE + self.body.len());
        for t in &self.tracks {
            let mut name = t.name.clone();
            name.resize(260, 0);
            w.bytes(&name);
            w.u32(t.length);
            w.u32(t.offset);
        }
        w.bytes(&self.body);
        w.into_bytes()
    }

    /// The bytes of track `index`.
    pub fn track(&self, index: usize) -> Option<&[u8]> {
        let t = self.tracks.get(index)?;
        let start = (t.offset as usize).checked_sub(HEADER_SIZE)?;
        self.body.get(start..start + t.length as usize)
    }
}

/// Opens track `index` of a CDAUDIO.WAD on disk as a reader limited to that
/// track, reading only the header and nothing of the other tracks.
pub fn open_track(path: &Path, index: usize) -> std::io::Result<std::io::Take<File>> {
    let mut file = File::open(path)?;
    let mut header = vec![0u8; HEADER_SIZE];
    file.read_exact(&mut header)?;
    let tracks = read_header(&header)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e.to_string()))?;
    let t = tracks.get(index).ok_or_else(|| {
        std::io::Error::new(std::io::ErrorKind::NotFound, format!("no track {index}"))
    })?;
    file.seek(SeekFrom::Start(t.offset as u64))?;
    Ok(file.take(t.length as u64))
}
