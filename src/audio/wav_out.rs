//! Writes what the mixer produced as a 16-bit stereo WAVE file (the
//! headless backend of `tombrs sim --audio-out`).

use std::io::{Seek, SeekFrom, Write};

/// A WAVE file being written; sizes are patched in by [`WavWriter::finish`].
#[derive(Debug)]
pub struct WavWriter<W: Write + Seek> {
    out: W,
    frames: u32,
    rate: u32,
}

const HEADER_LEN: u32 = 44;

impl<W: Write + Seek> WavWriter<W> {
    /// Starts a file of interleaved stereo at `rate`.
    pub fn new(mut out: W, rate: u32) -> std::io::Result<WavWriter<W>> {
        write_header(&mut out, rate, 0)?;
        Ok(WavWriter {
            out,
            frames: 0,
            rate,
        })
    }

    /// Appends interleaved stereo samples (-1..1, clamped).
    pub fn write(&mut self, samples: &[f32]) -> std::io::Result<()> {
        let mut bytes = Vec::with_capacity(samples.len() * 2);
        for &s in samples {
            let v = (s.clamp(-1.0, 1.0) * 32767.0).round() as i16;
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        self.frames += (samples.len() / 2) as u32;
        self.out.write_all(&bytes)
    }

    /// Frames written so far.
    pub fn frames(&self) -> u32 {
        self.frames
    }

    /// Fills in the sizes and returns the writer.
    pub fn finish(mut self) -> std::io::Result<W> {
        self.out.seek(SeekFrom::Start(0))?;
        write_header(&mut self.out, self.rate, self.frames)?;
        self.out.seek(SeekFrom::End(0))?;
        self.out.flush()?;
        Ok(self.out)
    }
}

fn write_header(out: &mut impl Write, rate: u32, frames: u32) -> std::io::Result<()> {
    let data = frames * 4;
    let mut h = Vec::with_capacity(HEADER_LEN as usize);
    h.extend_from_slice(b"RIFF");
    h.extend_from_slice(&(HEADER_LEN - 8 + data).to_le_bytes());
    h.extend_from_slice(b"WAVEfmt ");
    h.extend_from_slice(&16u32.to_le_bytes());
    h.extend_from_slice(&1u16.to_le_bytes()); // PCM
    h.extend_from_slice(&2u16.to_le_bytes()); // stereo
    h.extend_from_slice(&rate.to_le_bytes());
    h.extend_from_slice(&(rate * 4).to_le_bytes());
    h.extend_from_slice(&4u16.to_le_bytes());
    h.extend_from_slice(&16u16.to_le_bytes());
    h.extend_from_slice(b"data");
    h.extend_from_slice(&data.to_le_bytes());
    out.write_all(&h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_written_decodes_back() {
        let mut w = WavWriter::new(std::io::Cursor::new(Vec::new()), 48000).unwrap();
        w.write(&[0.5, -0.5, 1.5, 0.0]).unwrap();
        let bytes = w.finish().unwrap().into_inner();
        let pcm = crate::format::companion::wave::decode(&bytes).unwrap();
        assert_eq!((pcm.channels, pcm.sample_rate), (2, 48000));
        assert_eq!(pcm.samples, [16384, -16384, 32767, 0]);
    }
}
