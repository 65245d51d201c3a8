//! Soundtrack files: which file a track number means (a mapping file per
//! game, overridable by the user) and decoding it in pieces (Ogg Vorbis
//! through lewton, WAVE PCM/MS-ADPCM, TR3 CDAUDIO.WAD entries).

use std::collections::BTreeMap;
use std::io::{Read, Seek};
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::clip::Clip;
use crate::format::companion::cdaudio;
use crate::format::Game;

/// The mapping of track numbers to files for one game (`data/tracks/trN.toml`).
#[derive(Debug, Clone, PartialEq, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrackMap {
    /// Folders searched, relative to the level's folder.
    pub folders: Vec<String>,
    /// File names tried for track N ({n}, {n:02}, {n:03}).
    pub patterns: Vec<String>,
    /// Tracks that loop.
    pub looped: Vec<u16>,
    /// TR3: the archive whose entry N is track N.
    pub cdaudio: Option<String>,
    /// Per-track file names, overriding the patterns.
    pub files: BTreeMap<String, String>,
}

const SHIPPED: [&str; 5] = [
    include_str!("../../data/tracks/tr1.toml"),
    include_str!("../../data/tracks/tr2.toml"),
    include_str!("../../data/tracks/tr3.toml"),
    include_str!("../../data/tracks/tr4.toml"),
    include_str!("../../data/tracks/tr5.toml"),
];

fn game_index(game: Game) -> usize {
    match game {
        Game::Tr1 => 0,
        Game::Tr2 => 1,
        Game::Tr3 => 2,
        Game::Tr4 => 3,
        Game::Tr5 => 4,
    }
}

/// Where a track's audio comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrackOrigin {
    /// An OGG or WAV file.
    File(PathBuf),
    /// Entry `index` of a CDAUDIO.WAD.
    CdAudio(PathBuf, usize),
}

impl std::fmt::Display for TrackOrigin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TrackOrigin::File(p) => write!(f, "{}", p.display()),
            TrackOrigin::CdAudio(p, i) => write!(f, "{} entry {i}", p.display()),
        }
    }
}

fn expand(pattern: &str, n: u16) -> String {
    pattern
        .replace("{n:03}", &format!("{n:03}"))
        .replace("{n:02}", &format!("{n:02}"))
        .replace("{n}", &n.to_string())
}

impl TrackMap {
    /// Parses a mapping file; errors name `origin` and the bad key.
    pub fn parse(text: &str, origin: &str) -> Result<TrackMap, String> {
        toml::from_str(text).map_err(|e| format!("{origin}: {e}"))
    }

    /// The shipped mapping for `game`.
    pub fn shipped(game: Game) -> TrackMap {
        TrackMap::parse(SHIPPED[game_index(game)], "data/tracks").unwrap_or_default()
    }

    /// The user's mapping in `config_dir/tracks/trN.toml` when it exists,
    /// else the shipped one.
    pub fn load(game: Game, config_dir: Option<&Path>) -> Result<TrackMap, String> {
        let Some(path) =
            config_dir.map(|d| d.join(format!("tracks/tr{}.toml", game_index(game) + 1)))
        else {
            return Ok(TrackMap::shipped(game));
        };
        match std::fs::read_to_string(&path) {
            Ok(text) => TrackMap::parse(&text, &path.display().to_string()),
            Err(_) => Ok(TrackMap::shipped(game)),
        }
    }

    /// True when track `n` loops.
    pub fn is_looped(&self, n: u16) -> bool {
        self.looped.contains(&n)
    }

    /// Finds track `n` in `level_dir`'s folders, then in `extra` folders.
    pub fn resolve(&self, n: u16, level_dir: &Path, extra: &[PathBuf]) -> Option<TrackOrigin> {
        self.resolve_listed(n, &TrackFolders::list(self, level_dir, extra))
    }

    /// Finds track `n` among the files of `folders` (listed once for many
    /// lookups, instead of probing every name on disk).
    pub fn resolve_listed(&self, n: u16, folders: &TrackFolders) -> Option<TrackOrigin> {
        let names: Vec<String> = match self.files.get(&n.to_string()) {
            Some(name) => vec![name.clone()],
            None => self.patterns.iter().map(|p| expand(p, n)).collect(),
        };
        for (dir, files) in &folders.0 {
            if let Some(name) = names.iter().find(|name| files.contains(name.as_str())) {
                return Some(TrackOrigin::File(dir.join(name)));
            }
        }
        let wad = self.cdaudio.as_deref()?;
        folders
            .0
            .iter()
            .find(|(_, files)| files.contains(wad))
            .map(|(dir, _)| TrackOrigin::CdAudio(dir.join(wad), n as usize))
    }
}

/// The folders a [`TrackMap`] looks in, in order, each with the names of
/// the files it holds (a folder that cannot be read holds none).
#[derive(Debug, Default)]
pub struct TrackFolders(Vec<(PathBuf, std::collections::HashSet<String>)>);

impl TrackFolders {
    /// Lists `map`'s folders under `level_dir`, then `extra`.
    pub fn list(map: &TrackMap, level_dir: &Path, extra: &[PathBuf]) -> TrackFolders {
        let dirs = map
            .folders
            .iter()
            .map(|f| level_dir.join(f))
            .chain(extra.iter().cloned());
        TrackFolders(
            dirs.map(|dir| {
                let files = std::fs::read_dir(&dir)
                    .into_iter()
                    .flatten()
                    .flatten()
                    .filter(|e| e.file_type().is_ok_and(|t| t.is_file() || t.is_symlink()))
                    .filter_map(|e| e.file_name().into_string().ok())
                    .collect();
                (dir, files)
            })
            .collect(),
        )
    }
}

trait ReadSeek: Read + Seek + Send {}
impl<T: Read + Seek + Send> ReadSeek for T {}

enum Decoder {
    Vorbis(Box<lewton::inside_ogg::OggStreamReader<Box<dyn ReadSeek>>>),
    Pcm { clip: Clip, pos: usize },
}

/// A track being decoded piece by piece into interleaved stereo.
pub struct TrackSource {
    origin: TrackOrigin,
    decoder: Decoder,
    rate: u32,
    channels: u16,
}

impl std::fmt::Debug for TrackSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TrackSource")
            .field("origin", &self.origin)
            .field("rate", &self.rate)
            .field("channels", &self.channels)
            .finish()
    }
}

/// Frames handed out per WAVE piece.
const PCM_PIECE: usize = 4096;

impl TrackSource {
    /// Opens a track: the format comes from the bytes (`OggS` or `RIFF`),
    /// not the name.
    pub fn open(origin: &TrackOrigin) -> Result<TrackSource, String> {
        let fail = |e: &dyn std::fmt::Display| format!("{origin}: {e}");
        let bytes_of_wave = |mut r: Box<dyn ReadSeek>| -> Result<Decoder, String> {
            let mut bytes = Vec::new();
            r.read_to_end(&mut bytes).map_err(|e| fail(&e))?;
            let clip = Clip::from_wave(&bytes).map_err(|e| fail(&e))?;
            Ok(Decoder::Pcm { clip, pos: 0 })
        };
        let mut reader: Box<dyn ReadSeek> = match origin {
            TrackOrigin::File(p) => Box::new(std::io::BufReader::new(
                std::fs::File::open(p).map_err(|e| fail(&e))?,
            )),
            TrackOrigin::CdAudio(p, i) => {
                let mut take = cdaudio::open_track(p, *i).map_err(|e| fail(&e))?;
                let mut bytes = Vec::new();
                take.read_to_end(&mut bytes).map_err(|e| fail(&e))?;
                Box::new(std::io::Cursor::new(bytes))
            }
        };
        let mut magic = [0u8; 4];
        reader.read_exact(&mut magic).map_err(|e| fail(&e))?;
        reader.rewind().map_err(|e| fail(&e))?;
        let decoder = match &magic {
            b"OggS" => Decoder::Vorbis(Box::new(
                lewton::inside_ogg::OggStreamReader::new(reader).map_err(|e| fail(&e))?,
            )),
            b"RIFF" => bytes_of_wave(reader)?,
            _ => return Err(format!("{origin}: neither Ogg nor WAVE")),
        };
        let (rate, channels) = match &decoder {
            Decoder::Vorbis(r) => (
                r.ident_hdr.audio_sample_rate,
                r.ident_hdr.audio_channels as u16,
            ),
            Decoder::Pcm { clip, .. } => (clip.rate, clip.channels),
        };
        if rate == 0 || channels == 0 {
            return Err(format!("{origin}: {channels} channels at {rate} Hz"));
        }
        Ok(TrackSource {
            origin: origin.clone(),
            decoder,
            rate,
            channels,
        })
    }

    /// Frames per second.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// Channels in the file (the output is always stereo).
    pub fn channels(&self) -> u16 {
        self.channels
    }

    /// Appends the next piece as interleaved stereo to `out`; false at the
    /// end of the track.
    pub fn next_piece(&mut self, out: &mut Vec<f32>) -> Result<bool, String> {
        match &mut self.decoder {
            Decoder::Vorbis(r) => loop {
                match r.read_dec_packet_itl() {
                    Ok(Some(samples)) => {
                        if samples.is_empty() {
                            continue;
                        }
                        push_stereo(
                            out,
                            samples.iter().map(|&s| s as f32 / 32768.0),
                            self.channels,
                        );
                        return Ok(true);
                    }
                    Ok(None) => return Ok(false),
                    Err(e) => return Err(format!("{}: {e}", self.origin)),
                }
            },
            Decoder::Pcm { clip, pos } => {
                let frames = clip.frames();
                if *pos >= frames {
                    return Ok(false);
                }
                let end = (*pos + PCM_PIECE).min(frames);
                let c = clip.channels as usize;
                push_stereo(
                    out,
                    clip.samples[*pos * c..end * c].iter().copied(),
                    clip.channels,
                );
                *pos = end;
                Ok(true)
            }
        }
    }

    /// Back to the start for the next loop: a WAVE or CDAUDIO.WAD track is
    /// already decoded in memory and restarts there; a Vorbis stream is
    /// opened again (it is read as it plays).
    pub fn rewind(&mut self) -> Result<(), String> {
        match &mut self.decoder {
            Decoder::Pcm { pos, .. } => {
                *pos = 0;
                Ok(())
            }
            Decoder::Vorbis(_) => {
                *self = TrackSource::open(&self.origin)?;
                Ok(())
            }
        }
    }

    /// Decodes the whole track (tests and tools).
    pub fn decode_all(mut self) -> Result<Clip, String> {
        let mut samples = Vec::new();
        while self.next_piece(&mut samples)? {}
        Ok(Clip {
            channels: 2,
            rate: self.rate,
            samples,
        })
    }
}

/// Appends interleaved `channels`-channel samples as stereo (mono doubled,
/// channels past two dropped).
fn push_stereo(out: &mut Vec<f32>, samples: impl Iterator<Item = f32>, channels: u16) {
    let c = channels.max(1) as usize;
    let mut frame = [0.0f32; 2];
    for (i, s) in samples.enumerate() {
        let ch = i % c;
        if ch < 2 {
            frame[ch] = s;
        }
        if ch == c - 1 {
            if c == 1 {
                frame[1] = frame[0];
            }
            out.extend_from_slice(&frame);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_map_parses() {
        for text in SHIPPED {
            let m = TrackMap::parse(text, "shipped").unwrap();
            assert!(!m.patterns.is_empty() && !m.folders.is_empty());
        }
        assert_eq!(
            TrackMap::shipped(Game::Tr3).cdaudio.as_deref(),
            Some("CDAUDIO.WAD")
        );
    }

    #[test]
    fn patterns_expand_and_typos_are_named() {
        assert_eq!(expand("{n:03}.ogg", 7), "007.ogg");
        assert_eq!(expand("track{n:02}-{n}.wav", 7), "track07-7.wav");
        let e = TrackMap::parse("patern = []", "tr1.toml").unwrap_err();
        assert!(e.contains("tr1.toml") && e.contains("patern"), "{e}");
    }

    #[test]
    fn mono_is_doubled_and_extra_channels_dropped() {
        let mut out = Vec::new();
        push_stereo(&mut out, [0.1, 0.2].into_iter(), 1);
        push_stereo(&mut out, [1.0, 2.0, 3.0].into_iter(), 3);
        assert_eq!(out, [0.1, 0.1, 0.2, 0.2, 1.0, 2.0]);
    }
}
