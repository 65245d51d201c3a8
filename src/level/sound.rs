//! The sound chain: internal sound id → sound map → sound details → samples
//! (spec 000 §8).

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
    Embedded(Vec<u8>),
    /// The n-th WAVE file of MAIN.SFX (TR2, TR3).
    MainSfx(u32),
}

/// The decoded sound tables.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sounds {
    /// Internal sound id → details.
    pub map: Vec<Option<SoundDetailsId>>,
    pub details: Vec<SoundDetails>,
    pub samples: Vec<Sample>,
}

/// The WAVE file of a TR4/TR5 sample: stored as is in the known files, or
/// zlib-compressed (inflated up to the declared size) when it starts with a
/// zlib header instead of `RIFF`.
fn embedded_wave(s: &crate::format::level_file::Tr4Sample) -> Vec<u8> {
    if s.data.starts_with(b"RIFF") || s.data.first() != Some(&0x78) {
        return s.data.clone();
    }
    let chunk = crate::format::zchunk::RawChunk {
        offset: 0,
        data_offset: 0,
        uncompressed_size: s.uncompressed_size,
        compressed: &s.data,
    };
    crate::format::zchunk::inflate(&chunk, s.uncompressed_size as usize)
        .unwrap_or_else(|_| s.data.clone())
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

/// Decodes the sound map, details and samples.
pub fn sounds(raw: &RawLevel) -> Result<Sounds, LevelError> {
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
            let mut out = Vec::with_capacity(raw.sample_indices.len());
            for (i, &off) in raw.sample_indices.iter().enumerate() {
                let end = sorted
                    .iter()
                    .copied()
                    .find(|&o| o > off)
                    .unwrap_or(raw.tr1_samples.len() as u32);
                let bytes = raw
                    .tr1_samples
                    .get(off as usize..end as usize)
                    .ok_or_else(|| {
                        LevelError::new(
                            format!("sample_indices[{i}]"),
                            "offset",
                            off as i64,
                            format!("outside the {} sample bytes", raw.tr1_samples.len()),
                        )
                    })?;
                out.push(Sample::Embedded(bytes.to_vec()));
            }
            out
        }
        Game::Tr2 | Game::Tr3 => raw
            .sample_indices
            .iter()
            .map(|&i| Sample::MainSfx(i))
            .collect(),
        Game::Tr4 | Game::Tr5 => raw
            .samples
            .iter()
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
