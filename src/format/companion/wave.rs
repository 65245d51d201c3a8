//! WAVE files as the games store them: PCM 8-bit and 16-bit and MS-ADPCM,
//! mono or stereo, any sample rate, decoded to interleaved i16 frames.

use crate::format::cursor::Reader;
use crate::format::error::{ErrorKind, FormatError, Result};

/// WAVE format tag of linear PCM.
pub const FORMAT_PCM: u16 = 1;
/// WAVE format tag of Microsoft ADPCM.
pub const FORMAT_MS_ADPCM: u16 = 2;

/// The `fmt ` chunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaveFormat {
    pub format_tag: u16,
    pub channels: u16,
    pub sample_rate: u32,
    pub byte_rate: u32,
    pub block_align: u16,
    pub bits_per_sample: u16,
    /// MS-ADPCM: frames per block.
    pub samples_per_block: u16,
    /// MS-ADPCM: predictor coefficient pairs.
    pub coefficients: Vec<[i16; 2]>,
}

/// A parsed WAVE file: its format and the bytes of its `data` chunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wave<'a> {
    pub format: WaveFormat,
    pub data: &'a [u8],
}

/// Decoded audio: interleaved i16 samples at the source rate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pcm {
    pub channels: u16,
    pub sample_rate: u32,
    pub samples: Vec<i16>,
}

impl Pcm {
    /// Frames (samples per channel).
    pub fn frames(&self) -> usize {
        self.samples.len() / self.channels.max(1) as usize
    }
    /// Duration in seconds.
    pub fn seconds(&self) -> f64 {
        self.frames() as f64 / self.sample_rate.max(1) as f64
    }
    /// Largest absolute sample value.
    pub fn peak(&self) -> i32 {
        self.samples
            .iter()
            .map(|&s| (s as i32).abs())
            .max()
            .unwrap_or(0)
    }
}

/// The standard MS-ADPCM coefficient pairs, used when a file lists none.
pub const STANDARD_COEFFICIENTS: [[i16; 2]; 7] = [
    [256, 0],
    [512, -256],
    [0, 0],
    [192, 64],
    [240, 0],
    [460, -208],
    [392, -232],
];

/// Upper bound of the MS-ADPCM step size (keeps the arithmetic in range).
const MAX_DELTA: i64 = (i32::MAX / 768) as i64;

const ADAPTATION: [i32; 16] = [
    230, 230, 230, 230, 307, 409, 512, 614, 768, 614, 512, 409, 307, 230, 230, 230,
];

/// Parses the RIFF/WAVE structure (chunks other than `fmt ` and `data` are skipped).
pub fn parse(bytes: &[u8]) -> Result<Wave<'_>> {
    let mut r = Reader::new(bytes);
    r.magic(b"RIFF", "RIFF header")?;
    let riff_size = r.u32()? as usize;
    r.magic(b"WAVE", "WAVE form type")?;
    let end = (riff_size + 8).min(bytes.len());
    let mut format = None;
    let mut data = None;
    while r.pos() + 8 <= end {
        let id: [u8; 4] = r.array()?;
        let size = r.u32()? as usize;
        let at = r.pos();
        let body = r.within(&String::from_utf8_lossy(&id), |r| {
            r.bytes(size.min(r.remaining()))
        })?;
        match &id {
            b"fmt " => {
                format = Some(parse_format(body).map_err(|mut e| {
                    e.offset += at as u64;
                    e.within("fmt")
                })?)
            }
            b"data" => data = Some(body),
            _ => {}
        }
        if size % 2 == 1 && r.remaining() > 0 && r.pos() < end {
            r.u8()?;
        }
        if data.is_some() && format.is_some() {
            break;
        }
    }
    let format =
        format.ok_or_else(|| FormatError::new(12, ErrorKind::Invalid("no fmt chunk".into())))?;
    let data =
        data.ok_or_else(|| FormatError::new(12, ErrorKind::Invalid("no data chunk".into())))?;
    Ok(Wave { format, data })
}

/// The frames a WAVE file holds and its sample rate, read from its chunk
/// headers alone: `head` is the file's beginning (up to at least the `data`
/// chunk's header) and `total_len` the whole file's length, which caps the
/// `data` chunk's stated size. Counts what [`decode`] would produce (a
/// short last MS-ADPCM block included) without decoding anything.
pub fn frames_from_head(head: &[u8], total_len: u64) -> Result<(u64, u32)> {
    let mut r = Reader::new(head);
    r.magic(b"RIFF", "RIFF header")?;
    let _riff_size = r.u32()?;
    r.magic(b"WAVE", "WAVE form type")?;
    let mut format = None;
    let mut data_len = None;
    while r.remaining() >= 8 && (format.is_none() || data_len.is_none()) {
        let id: [u8; 4] = r.array()?;
        let size = r.u32()? as u64;
        if &id == b"data" {
            data_len = Some(size.min(total_len.saturating_sub(r.pos() as u64)));
            if format.is_some() {
                break;
            }
        }
        let body = r.within(&String::from_utf8_lossy(&id), |r| {
            r.bytes((size as usize).min(r.remaining()))
        })?;
        if &id == b"fmt " {
            format = Some(parse_format(body)?);
        }
        if size % 2 == 1 && r.remaining() > 0 {
            r.u8()?;
        }
    }
    let f = format.ok_or_else(|| {
        FormatError::new(12, ErrorKind::Invalid("no fmt chunk in the head".into()))
    })?;
    let data = data_len.ok_or_else(|| {
        FormatError::new(12, ErrorKind::Invalid("no data chunk in the head".into()))
    })?;
    let ch = f.channels.max(1) as u64;
    let frames = match (f.format_tag, f.bits_per_sample) {
        (FORMAT_PCM, 8 | 16) => data / (ch * (f.bits_per_sample as u64 / 8)),
        (FORMAT_MS_ADPCM, 4) => {
            let block = f.block_align as u64;
            let header = 7 * ch;
            if block < header {
                return Err(FormatError::new(
                    32,
                    ErrorKind::Invalid(format!("MS-ADPCM block size {block} is too small")),
                ));
            }
            // Two frames from the block header, then two per byte and channel.
            let in_block = |bytes: u64| {
                let n = 2 + (bytes - header) * 2 / ch;
                match f.samples_per_block as u64 {
                    0 => n,
                    cap => n.min(cap),
                }
            };
            let rest = data % block;
            data / block * in_block(block) + if rest >= header { in_block(rest) } else { 0 }
        }
        (tag, bits) => {
            return Err(FormatError::new(
                20,
                ErrorKind::Invalid(format!("unsupported WAVE format {tag} with {bits} bits")),
            ))
        }
    };
    Ok((frames, f.sample_rate))
}

fn parse_format(b: &[u8]) -> Result<WaveFormat> {
    let mut r = Reader::new(b);
    let mut f = WaveFormat {
        format_tag: r.u16()?,
        channels: r.u16()?,
        sample_rate: r.u32()?,
        byte_rate: r.u32()?,
        block_align: r.u16()?,
        bits_per_sample: r.u16()?,
        samples_per_block: 0,
        coefficients: Vec::new(),
    };
    if f.format_tag == FORMAT_MS_ADPCM && r.remaining() >= 4 {
        let _extra = r.u16()?;
        f.samples_per_block = r.u16()?;
        let n = r.u16().unwrap_or(0);
        f.coefficients = (0..r.check_count(n as u64, 4)?)
            .map(|_| Ok([r.i16()?, r.i16()?]))
            .collect::<Result<_>>()?;
    }
    if f.coefficients.is_empty() {
        f.coefficients = STANDARD_COEFFICIENTS.to_vec();
    }
    Ok(f)
}

/// Decodes a WAVE file to i16 samples.
pub fn decode(bytes: &[u8]) -> Result<Pcm> {
    let wave = parse(bytes)?;
    let f = &wave.format;
    if f.channels == 0 || f.channels > 2 {
        return Err(FormatError::new(
            22,
            ErrorKind::Invalid(format!("{} channels (1 or 2 supported)", f.channels)),
        ));
    }
    let samples = match (f.format_tag, f.bits_per_sample) {
        (FORMAT_PCM, 8) => wave.data.iter().map(|&b| ((b as i16) - 128) << 8).collect(),
        (FORMAT_PCM, 16) => wave
            .data
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect(),
        (FORMAT_MS_ADPCM, 4) => decode_ms_adpcm(f, wave.data)?,
        (tag, bits) => {
            return Err(FormatError::new(
                20,
                ErrorKind::Invalid(format!("unsupported WAVE format {tag} with {bits} bits")),
            ));
        }
    };
    Ok(Pcm {
        channels: f.channels,
        sample_rate: f.sample_rate,
        samples,
    })
}

/// Decodes MS-ADPCM blocks (the last block may be short).
pub fn decode_ms_adpcm(f: &WaveFormat, data: &[u8]) -> Result<Vec<i16>> {
    let ch = f.channels as usize;
    let block = f.block_align as usize;
    if block < 7 * ch {
        return Err(FormatError::new(
            32,
            ErrorKind::Invalid(format!("MS-ADPCM block size {block} is too small")),
        ));
    }
    let per_block = f.samples_per_block as usize;
    let mut out = Vec::with_capacity(data.len() / block * per_block.max(1) * ch + 16);
    for (bi, blk) in data.chunks(block).enumerate() {
        if blk.len() < 7 * ch {
            break;
        }
        let mut r = Reader::new(blk);
        let mut coef = [[0i32; 2]; 2];
        let mut delta = [0i32; 2];
        let mut s1 = [0i32; 2];
        let mut s2 = [0i32; 2];
        for c in coef.iter_mut().take(ch) {
            let p = r.u8()? as usize;
            let pair = f.coefficients.get(p).ok_or_else(|| {
                FormatError::new(
                    bi * block,
                    ErrorKind::Invalid(format!(
                        "MS-ADPCM predictor {p} of {} in block {bi}",
                        f.coefficients.len()
                    )),
                )
            })?;
            *c = [pair[0] as i32, pair[1] as i32];
        }
        for d in delta.iter_mut().take(ch) {
            *d = r.i16()? as i32;
        }
        for s in s1.iter_mut().take(ch) {
            *s = r.i16()? as i32;
        }
        for s in s2.iter_mut().take(ch) {
            *s = r.i16()? as i32;
        }
        out.extend(s2.iter().take(ch).map(|&s| s as i16));
        out.extend(s1.iter().take(ch).map(|&s| s as i16));
        let mut produced = 2;
        let mut channel = 0;
        for &byte in r.rest() {
            for nibble in [byte >> 4, byte & 0xF] {
                if per_block > 0 && produced >= per_block {
                    break;
                }
                let c = channel;
                let signed = if nibble & 8 != 0 {
                    nibble as i32 - 16
                } else {
                    nibble as i32
                };
                // 64-bit so hostile coefficients cannot overflow; the step
                // size is bounded as reference decoders bound it.
                let predicted =
                    (s1[c] as i64 * coef[c][0] as i64 + s2[c] as i64 * coef[c][1] as i64) >> 8;
                let sample =
                    (predicted + signed as i64 * delta[c] as i64).clamp(-32768, 32767) as i32;
                out.push(sample as i16);
                s2[c] = s1[c];
                s1[c] = sample;
                delta[c] = ((ADAPTATION[nibble as usize] as i64 * delta[c] as i64) >> 8)
                    .clamp(16, MAX_DELTA) as i32;
                channel = (channel + 1) % ch;
                if channel == 0 {
                    produced += 1;
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wav(format: &[u8], data: &[u8]) -> Vec<u8> {
        let mut w = Vec::new();
        w.extend(b"RIFF");
        w.extend(((4 + 8 + format.len() + 8 + data.len()) as u32).to_le_bytes());
        w.extend(b"WAVEfmt ");
        w.extend((format.len() as u32).to_le_bytes());
        w.extend(format);
        w.extend(b"data");
        w.extend((data.len() as u32).to_le_bytes());
        w.extend(data);
        w
    }

    fn pcm_fmt(channels: u16, rate: u32, bits: u16) -> Vec<u8> {
        let mut f = Vec::new();
        f.extend(FORMAT_PCM.to_le_bytes());
        f.extend(channels.to_le_bytes());
        f.extend(rate.to_le_bytes());
        f.extend((rate * channels as u32 * bits as u32 / 8).to_le_bytes());
        f.extend((channels * bits / 8).to_le_bytes());
        f.extend(bits.to_le_bytes());
        f
    }

    #[test]
    fn pcm8_and_pcm16_decode() {
        let p =
            decode(&wav(&pcm_fmt(1, 11025, 8), &[128, 255, 0])).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.samples, vec![0, 127 << 8, -128 << 8]);
        let p = decode(&wav(&pcm_fmt(2, 22050, 16), &[1, 0, 0xFF, 0xFF]))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (p.channels, p.sample_rate, p.samples.clone()),
            (2, 22050, vec![1, -1])
        );
        assert_eq!(p.frames(), 1);
    }

    #[test]
    fn ms_adpcm_block_decodes_header_samples_then_nibbles() {
        let mut f = Vec::new();
        f.extend(FORMAT_MS_ADPCM.to_le_bytes());
        f.extend(1u16.to_le_bytes());
        f.extend(22050u32.to_le_bytes());
        f.extend(11100u32.to_le_bytes());
        f.extend(9u16.to_le_bytes()); // block: 7 header bytes + 2 bytes = 4 nibbles
        f.extend(4u16.to_le_bytes());
        f.extend(32u16.to_le_bytes());
        f.extend(6u16.to_le_bytes()); // samples per block
        f.extend(7u16.to_le_bytes());
        for [a, b] in STANDARD_COEFFICIENTS {
            f.extend(a.to_le_bytes());
            f.extend(b.to_le_bytes());
        }
        // predictor 0 (256, 0), delta 16, sample1 100, sample2 50, nibbles 1, 0, -1, 0.
        let mut block = vec![0u8];
        block.extend(16i16.to_le_bytes());
        block.extend(100i16.to_le_bytes());
        block.extend(50i16.to_le_bytes());
        block.extend([0x10, 0xF0]);
        let p = decode(&wav(&f, &block)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.samples, vec![50, 100, 116, 116, 100, 100]);
        // The head alone counts the same frames: two whole blocks and a
        // short third one (7 header bytes + 1 byte: 4 frames), the data
        // chunk cut off after the head.
        let mut data = block.repeat(2);
        data.extend(&block[..8]);
        let file = wav(&f, &data);
        let whole = decode(&file).unwrap_or_else(|e| panic!("{e}")).frames() as u64;
        let head = &file[..file.len() - data.len()];
        let measured = frames_from_head(head, file.len() as u64);
        assert_eq!(measured, Ok((whole, 22050)));
        assert_eq!(whole, 6 + 6 + 4);
    }

    #[test]
    fn pcm_frames_come_from_the_head_and_the_file_length() {
        let file = wav(&pcm_fmt(2, 44100, 16), &[0; 400]);
        let head = &file[..44];
        assert_eq!(frames_from_head(head, file.len() as u64), Ok((100, 44100)));
        // A data chunk claiming more than the file holds counts what is there.
        assert_eq!(frames_from_head(head, 44 + 40), Ok((10, 44100)));
        assert!(frames_from_head(&file[..20], file.len() as u64).is_err());
    }

    #[test]
    fn hostile_adpcm_parameters_do_not_overflow() {
        let mut f = Vec::new();
        f.extend(FORMAT_MS_ADPCM.to_le_bytes());
        f.extend(1u16.to_le_bytes());
        f.extend(22050u32.to_le_bytes());
        f.extend(0u32.to_le_bytes());
        f.extend(64u16.to_le_bytes());
        f.extend(4u16.to_le_bytes());
        f.extend(6u16.to_le_bytes());
        f.extend(0u16.to_le_bytes());
        f.extend(1u16.to_le_bytes());
        f.extend(i16::MIN.to_le_bytes());
        f.extend(i16::MIN.to_le_bytes());
        let mut block = vec![0u8];
        block.extend(i16::MAX.to_le_bytes());
        block.extend(i16::MIN.to_le_bytes());
        block.extend(i16::MIN.to_le_bytes());
        block.extend([0x88; 57]);
        let p = decode(&wav(&f, &block)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(p.samples.len(), 2 + 57 * 2);
    }

    #[test]
    fn broken_files_are_errors() {
        assert!(decode(b"RIFF").is_err());
        assert!(decode(&wav(&pcm_fmt(3, 8000, 8), &[0])).is_err());
        assert!(decode(&wav(&pcm_fmt(1, 8000, 12), &[0])).is_err());
    }
}
