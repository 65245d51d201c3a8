//! Decoded sound: interleaved `f32` frames at their own rate, shared by
//! reference between the game thread and the mixer.

use crate::format::companion::wave::{self, Pcm};

/// One decoded sample or track, mono or stereo.
#[derive(Debug, Clone, PartialEq)]
pub struct Clip {
    /// 1 or 2.
    pub channels: u16,
    pub rate: u32,
    /// Interleaved samples in -1..1.
    pub samples: Vec<f32>,
}

impl Clip {
    /// Converts decoded PCM; more than two channels keep the first two.
    pub fn from_pcm(pcm: &Pcm) -> Clip {
        let src_channels = pcm.channels.max(1) as usize;
        let channels = src_channels.min(2);
        let mut samples = Vec::with_capacity(pcm.frames() * channels);
        for frame in pcm.samples.chunks_exact(src_channels) {
            for &s in &frame[..channels] {
                samples.push(s as f32 / 32768.0);
            }
        }
        Clip {
            channels: channels as u16,
            rate: pcm.sample_rate.max(1),
            samples,
        }
    }

    /// Decodes a WAVE file (PCM 8/16-bit or MS-ADPCM).
    pub fn from_wave(bytes: &[u8]) -> Result<Clip, String> {
        wave::decode(bytes)
            .map(|p| Clip::from_pcm(&p))
            .map_err(|e| e.to_string())
    }

    /// Frames (samples per channel).
    pub fn frames(&self) -> usize {
        self.samples.len() / self.channels.max(1) as usize
    }

    /// Duration in seconds.
    pub fn seconds(&self) -> f64 {
        self.frames() as f64 / self.rate as f64
    }

    /// Frame `i` as left/right (mono is duplicated); silence outside.
    #[inline]
    pub fn frame(&self, i: usize) -> [f32; 2] {
        if self.channels == 2 {
            match self.samples.get(2 * i..2 * i + 2) {
                Some(s) => [s[0], s[1]],
                None => [0.0; 2],
            }
        } else {
            let s = self.samples.get(i).copied().unwrap_or(0.0);
            [s, s]
        }
    }

    /// Root-mean-square level of all samples.
    pub fn rms(&self) -> f32 {
        if self.samples.is_empty() {
            return 0.0;
        }
        let sum: f64 = self.samples.iter().map(|&s| (s as f64) * (s as f64)).sum();
        (sum / self.samples.len() as f64).sqrt() as f32
    }
}
