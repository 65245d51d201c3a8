//! The sound chain: internal sound id → sound map → sound details → samples
//! (TRosettaStone 3 §8).

use std::sync::Arc;

use crate::format::level_file::Tr4Sample;
use crate::format::{Game, RawLevel};

use super::error::LevelError;
use super::ids::{SampleId, SoundDetailsId};

/// How a sound behaves when triggered again or at its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoopMode {
    Normal,
    /// Restarted when triggered while playing.
    OneShotRewound,
    /// Ignored when triggered while playing (TR3+).
    OneShotWait,
    /// Loops until stopped.
    Looped,
}

/// Playback parameters of one sound.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SoundDetails {
    /// First sample of the group.
    pub sample: SampleId,
    /// Number of alternatives picked at random.
    pub sample_count: u8,
    /// 0..1.
    pub volume: f32,
    /// Probability to play, 0..1 (1 when the stored chance is 0).
    pub chance: f32,
    /// Audible range in sectors (TR1/TR2: 8).
    pub range: u8,
    /// TR3+ pitch byte (0 = default).
    pub pitch: u8,
    pub loop_mode: LoopMode,
    pub random_pitch: bool,
    pub random_gain: bool,
}

/// Where a sample's bytes are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sample {
    /// A WAVE file embedded in the level (TR1, TR4, TR5).
    Embedded(SampleBytes),
    /// The n-th WAVE file of MAIN.SFX (TR2, TR3).
    MainSfx(u32),
}

/// A continuous sound emitter placed in the level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SoundSource {
    pub pos: [i32; 3],
    pub sound_id: u16,
    /// Bits 0x40 (plays only in the flipped state) and 0x80 (only in the
    /// normal state); both or neither: always.
    pub flags: u16,
}

impl SoundSource {
    /// The level's source of file record `s`.
    pub fn from_raw(s: &crate::format::records::SoundSource) -> SoundSource {
        SoundSource {
            pos: [s.x, s.y, s.z],
            sound_id: s.sound_id,
            flags: s.flags,
        }
    }

    /// True when it plays with the level `flipped` (any room) or not.
    pub fn plays(&self, flipped: bool) -> bool {
        match self.flags & 0xC0 {
            0x40 => flipped,
            0x80 => !flipped,
            _ => true,
        }
    }
}

/// The decoded sound tables.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sounds {
    /// Internal sound id → details.
    pub map: Vec<Option<SoundDetailsId>>,
    pub details: Vec<SoundDetails>,
    pub samples: Vec<Sample>,
}

/// The bytes of one embedded sample: a part of the level's one copy of
/// them (TR1 keeps every sample in one block; TR4/TR5 one block each).
#[derive(Clone)]
pub struct SampleBytes {
    block: Arc<Vec<u8>>,
    start: usize,
    end: usize,
}

impl SampleBytes {
    /// A sample that is a whole block.
    pub fn new(bytes: Vec<u8>) -> SampleBytes {
        let end = bytes.len();
        SampleBytes {
            block: Arc::new(bytes),
            start: 0,
            end,
        }
    }
}

impl std::ops::Deref for SampleBytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.block[self.start..self.end]
    }
}

impl PartialEq for SampleBytes {
    fn eq(&self, other: &SampleBytes) -> bool {
        **self == **other
    }
}

impl Eq for SampleBytes {}

impl std::fmt::Debug for SampleBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SampleBytes({} bytes)", self.len())
    }
}

/// The sample data of a level, taken out of a [`RawLevel`].
#[derive(Debug, Default)]
pub struct SampleData {
    /// TR1's block of every sample.
    tr1: Vec<u8>,
    /// TR4/TR5's samples.
    tr45: Vec<Tr4Sample>,
}

impl SampleData {
    /// `raw`'s sample data, taken out of it.
    pub fn taken(raw: &mut RawLevel) -> SampleData {
        SampleData {
            tr1: std::mem::take(&mut raw.tr1_samples),
            tr45: std::mem::take(&mut raw.samples),
        }
    }
}

/// The WAVE file of a TR4/TR5 sample: stored as is in the known files, or
/// zlib-compressed (inflated up to the declared size) when it starts with a
/// zlib header instead of `RIFF`.
fn embedded_wave(s: Tr4Sample) -> SampleBytes {
    if s.data.starts_with(b"RIFF") || s.data.first() != Some(&0x78) {
        return SampleBytes::new(s.data);
    }
    let chunk = crate::format::zchunk::RawChunk {
        offset: 0,
        data_offset: 0,
        uncompressed_size: s.uncompressed_size,
        compressed: &s.data,
    };
    match crate::format::zchunk::inflate(&chunk, s.uncompressed_size as usize) {
        Ok(wave) => SampleBytes::new(wave),
        Err(_) => SampleBytes::new(s.data),
    }
}

fn loop_mode(game: Game, bits: u16) -> LoopMode {
    match (game <= Game::Tr2, bits & 3) {
        (_, 0) => LoopMode::Normal,
        (true, 1) => LoopMode::OneShotRewound,
        (true, 2) if game == Game::Tr1 => LoopMode::Looped,
        (true, 2) => LoopMode::OneShotWait,
        (false, 1) => LoopMode::OneShotWait,
        (false, 2) => LoopMode::OneShotRewound,
        _ => LoopMode::Looped,
    }
}

/// Decodes the sound map and details of `raw` and the samples of `data`
/// (taken out of `raw`).
pub fn sounds_with(raw: &RawLevel, data: SampleData) -> Result<Sounds, LevelError> {
    let game = raw.game();
    let n_details = raw.sound_details.len();
    let map = raw
        .sound_map
        .iter()
        .map(|&v| (v >= 0 && (v as usize) < n_details).then_some(SoundDetailsId(v as u32)))
        .collect();
    let samples: Vec<Sample> = match game {
        Game::Tr1 => {
            let mut sorted: Vec<u32> = raw.sample_indices.clone();
            sorted.sort_unstable();
            let block = Arc::new(data.tr1);
            let mut out = Vec::with_capacity(raw.sample_indices.len());
            for (i, &off) in raw.sample_indices.iter().enumerate() {
                let end = sorted
                    .iter()
                    .copied()
                    .find(|&o| o > off)
                    .unwrap_or(block.len() as u32);
                if off > end || end as usize > block.len() {
                    return Err(LevelError::new(
                        format!("sample_indices[{i}]"),
                        "offset",
                        off as i64,
                        format!("outside the {} sample bytes", block.len()),
                    ));
                }
                out.push(Sample::Embedded(SampleBytes {
                    block: Arc::clone(&block),
                    start: off as usize,
                    end: end as usize,
                }));
            }
            out
        }
        Game::Tr2 | Game::Tr3 => raw
            .sample_indices
            .iter()
            .map(|&i| Sample::MainSfx(i))
            .collect(),
        Game::Tr4 | Game::Tr5 => data
            .tr45
            .into_iter()
            .map(|s| Sample::Embedded(embedded_wave(s)))
            .collect(),
    };
    let max_volume = if game <= Game::Tr2 {
        0x7FFF as f32
    } else {
        255.0
    };
    let details = raw
        .sound_details
        .iter()
        .map(|d| SoundDetails {
            sample: SampleId(d.sample as u32),
            sample_count: ((d.characteristics >> 2) & 0x3F) as u8,
            volume: (d.volume as f32 / max_volume).min(1.0),
            chance: if d.chance == 0 {
                1.0
            } else {
                (d.chance as f32 / max_volume).min(1.0)
            },
            range: if game <= Game::Tr2 { 8 } else { d.range },
            pitch: d.pitch,
            loop_mode: loop_mode(game, d.characteristics),
            random_pitch: d.characteristics & 0x2000 != 0,
            random_gain: d.characteristics & 0x4000 != 0,
        })
        .collect();
    Ok(Sounds {
        map,
        details,
        samples,
    })
}
