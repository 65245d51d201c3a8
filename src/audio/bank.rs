//! The level's samples decoded once at load: TR1 embedded by offset,
//! TR2/TR3 from MAIN.SFX, TR4/TR5 embedded (zlib) WAVE files in PCM or
//! MS-ADPCM.

use std::sync::Arc;

use crate::format::companion::main_sfx::read_main_sfx;
use crate::level::sound::Sample;
use crate::level::Level;

use super::clip::Clip;

/// Decoded samples by sample index, and what could not be decoded.
#[derive(Debug, Clone, Default)]
pub struct SampleBank {
    pub clips: Vec<Option<Arc<Clip>>>,
    /// One line per sample that is missing or undecodable.
    pub problems: Vec<String>,
}

impl SampleBank {
    /// Decodes every sample of `level`; `main_sfx` holds MAIN.SFX's bytes
    /// for TR2/TR3 (without it their samples are reported missing).
    pub fn load(level: &Level, main_sfx: Option<&[u8]>) -> SampleBank {
        let mut problems = Vec::new();
        let sfx_files = match main_sfx.map(read_main_sfx) {
            Some(Ok(files)) => Some(files),
            Some(Err(e)) => {
                problems.push(format!("MAIN.SFX: {e}"));
                None
            }
            None => None,
        };
        let mut missing_sfx = 0usize;
        let clips = level
            .sounds
            .samples
            .iter()
            .enumerate()
            .map(|(i, sample)| {
                let bytes: &[u8] = match sample {
                    Sample::Embedded(b) => b,
                    Sample::MainSfx(n) => match sfx_files.as_ref() {
                        Some(files) => match files.get(*n as usize) {
                            Some(b) => b,
                            None => {
                                problems.push(format!(
                                    "sample {i}: MAIN.SFX has {} files, not {}",
                                    files.len(),
                                    n + 1
                                ));
                                return None;
                            }
                        },
                        None => {
                            missing_sfx += 1;
                            return None;
                        }
                    },
                };
                match Clip::from_wave(bytes) {
                    Ok(c) => Some(Arc::new(c)),
                    Err(e) => {
                        problems.push(format!("sample {i}: {e}"));
                        None
                    }
                }
            })
            .collect();
        if missing_sfx > 0 {
            problems.push(format!(
                "{missing_sfx} samples live in MAIN.SFX, which was not found"
            ));
        }
        SampleBank { clips, problems }
    }

    /// Sample `i`, when decoded.
    pub fn get(&self, i: usize) -> Option<&Arc<Clip>> {
        self.clips.get(i).and_then(|c| c.as_ref())
    }

    /// Samples decoded.
    pub fn decoded(&self) -> usize {
        self.clips.iter().filter(|c| c.is_some()).count()
    }

    /// Bytes held by the decoded samples.
    pub fn bytes(&self) -> usize {
        self.clips
            .iter()
            .flatten()
            .map(|c| c.samples.len() * 4)
            .sum()
    }
}

/// MAIN.SFX for a TR2/TR3 level: `configured` if given, else next to the
/// level, in its `data/` folder or the folder above (as the games ship it).
pub fn find_main_sfx(
    level_path: &std::path::Path,
    configured: Option<&std::path::Path>,
) -> Option<std::path::PathBuf> {
    if let Some(p) = configured {
        return p.is_file().then(|| p.to_path_buf());
    }
    let dir = level_path.parent()?;
    let candidates = [
        dir.join("MAIN.SFX"),
        dir.join("main.sfx"),
        dir.join("data/MAIN.SFX"),
        dir.join("../data/MAIN.SFX"),
        dir.join("../MAIN.SFX"),
    ];
    candidates.into_iter().find(|p| p.is_file())
}
