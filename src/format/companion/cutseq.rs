//! CUTSEQ.BIN / CUTSEQ.PAK (TRosettaStone 3 §14): the `(C) DEL!` header, the
//! per-cutscene offset/size table (30 entries in TR4, 44 in TR5, 4 in the
//! Times demo), each cutscene's header, actor slots and camera data, and the
//! packed coordinate streams.
//!
//! §14 leaves the packed streams ("dynamic … todo: explain better")
//! undocumented. What this reader decodes, and how:
//! - every stream header (`xkey, ykey, zkey, packmethod, xlength, ylength,
//!   zlength`, 14 bytes) of the camera (target, position) and of each actor
//!   (root position, then one rotation per node);
//! - `packmethod` holds three 5-bit fields (bits 14..10, 9..5, 4..0), the bit
//!   width of the X, Y and Z values (§14 prints them one bit off);
//! - each channel is `length` values of that width, packed LSB first from a
//!   byte boundary; every 16th value (starting with the first) is a run header
//!   whose bit 5 marks a run of deltas and whose low 5 bits give the run length
//!   (0 = 16); deltas are 14-bit signed and accumulate from the key.
//!
//! This reading is inferred (no real CUTSEQ file is available to check it
//! against), so decoding is best effort: a channel that does not fit the
//! reading is reported as undecoded, and the file's bytes are always kept and
//! written back unchanged.

use crate::format::cursor::{Reader, Writer};
use crate::format::error::{ErrorKind, FormatError, Result};

/// The file's first eight bytes.
pub const CUTSEQ_MAGIC: &[u8; 8] = b"(C) DEL!";
/// Table sizes of the known builds.
pub const TABLE_SIZES: [usize; 3] = [44, 30, 4];

/// The header of one packed stream triple (position or rotation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StreamHeader {
    pub key: [i16; 3],
    pub pack_method: u16,
    pub lengths: [u16; 3],
}

impl StreamHeader {
    fn read(r: &mut Reader) -> Result<StreamHeader> {
        Ok(StreamHeader {
            key: [r.i16()?, r.i16()?, r.i16()?],
            pack_method: r.u16()?,
            lengths: [r.u16()?, r.u16()?, r.u16()?],
        })
    }
    /// Bit width of the X, Y and Z values.
    pub fn bit_widths(&self) -> [u8; 3] {
        let m = self.pack_method;
        [
            ((m >> 10) & 0x1F) as u8,
            ((m >> 5) & 0x1F) as u8,
            (m & 0x1F) as u8,
        ]
    }
}

/// An actor slot of a cutscene.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActorSlot {
    /// Offset of the actor's data from the cutscene start.
    pub data_offset: u32,
    /// Model slot (0 = Lara).
    pub slot: u16,
    pub nodes: u16,
}

/// A decoded channel: one value per frame, or why it could not be decoded.
pub type Channel = std::result::Result<Vec<i32>, String>;

/// One cutscene with its headers and decoded channels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cutscene {
    pub num_frames: u16,
    pub origin: [i32; 3],
    /// −1 for none.
    pub audio_track: i32,
    pub camera_offset: u32,
    pub actors: Vec<ActorSlot>,
    /// Camera target and camera position: per axis, the decoded channel.
    pub camera: Vec<(StreamHeader, [Channel; 3])>,
    /// Per actor: root position, then one rotation per node.
    pub actor_streams: Vec<Vec<(StreamHeader, [Channel; 3])>>,
}

/// A whole CUTSEQ file: the table and the bytes (kept for writing back).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cutseq {
    /// (offset, size) per table entry.
    pub table: Vec<(u32, u32)>,
    /// Parsed cutscenes for the entries with data.
    pub cutscenes: Vec<Option<Cutscene>>,
    /// The whole file as read.
    pub bytes: Vec<u8>,
}

fn read_table(bytes: &[u8], n: usize) -> Option<Vec<(u32, u32)>> {
    let mut r = Reader::new(bytes);
    r.bytes(8).ok()?;
    let table: Vec<(u32, u32)> = (0..n)
        .map(|_| Some((r.u32().ok()?, r.u32().ok()?)))
        .collect::<Option<_>>()?;
    let data_start = (8 + 8 * n) as u64;
    let ok = table.iter().all(|&(o, s)| {
        s == 0 || (o as u64 >= data_start && o as u64 + s as u64 <= bytes.len() as u64)
    });
    (ok && table.iter().any(|&(_, s)| s > 0)).then_some(table)
}

/// Reads values of `bits` width, LSB first, from a byte-aligned stream.
fn unpack(stream: &[u8], count: usize, bits: u8) -> Option<(Vec<u32>, usize)> {
    if bits == 0 || bits > 16 {
        return None;
    }
    let mut out = Vec::with_capacity(count);
    let mut bit = 0usize;
    for _ in 0..count {
        let mut v = 0u32;
        for k in 0..bits as usize {
            let b = *stream.get((bit + k) / 8)?;
            v |= (((b >> ((bit + k) % 8)) & 1) as u32) << k;
        }
        out.push(v);
        bit += bits as usize;
    }
    let used = bit.div_ceil(8) + 3 + usize::from(count.is_multiple_of(8));
    Some((out, used))
}

/// Expands run headers and deltas into one value per frame.
fn expand(key: i16, values: &[u32]) -> Channel {
    let mut out = vec![key as i32];
    let mut i = 0;
    while i < values.len() {
        let h = values[i];
        if h & 0x20 == 0 {
            return Err(format!("value {i}: {h:#x} is not a delta-run header"));
        }
        let run = match (h & 0x1F) as usize {
            0 => 16,
            n => n,
        };
        for v in values.iter().skip(i + 1).take(run) {
            let d = ((*v as i32) << 18) >> 18;
            let last = *out.last().unwrap_or(&0);
            out.push(last + d);
        }
        i += run + 1;
    }
    Ok(out)
}

fn read_player(
    data: &[u8],
    at: usize,
    headers: usize,
) -> Result<Vec<(StreamHeader, [Channel; 3])>> {
    let mut r = Reader::new(data.get(at..).unwrap_or_default());
    let hs: Vec<StreamHeader> = (0..r.check_count(headers as u64, 14)?)
        .map(|_| StreamHeader::read(&mut r))
        .collect::<Result<_>>()?;
    let mut pos = r.pos();
    let stream = data.get(at..).unwrap_or_default();
    let mut out = Vec::with_capacity(hs.len());
    for h in hs {
        let widths = h.bit_widths();
        let mut channels: [Channel; 3] =
            [Err(String::new()), Err(String::new()), Err(String::new())];
        for axis in 0..3 {
            channels[axis] = match unpack(
                stream.get(pos..).unwrap_or_default(),
                h.lengths[axis] as usize,
                widths[axis],
            ) {
                Some((values, used)) => {
                    pos += used;
                    expand(h.key[axis], &values)
                }
                None => Err(format!(
                    "{} values of {} bits do not fit the data",
                    h.lengths[axis], widths[axis]
                )),
            };
        }
        out.push((h, channels));
    }
    Ok(out)
}

fn read_cutscene(data: &[u8]) -> Result<Cutscene> {
    let mut r = Reader::new(data);
    let num_actors = r.u16()?;
    let num_frames = r.u16()?;
    let origin = [r.i32()?, r.i32()?, r.i32()?];
    let audio_track = r.i32()?;
    let camera_offset = r.u32()?;
    let n = r.check_count(num_actors as u64, 8)?;
    let actors: Vec<ActorSlot> = (0..n)
        .map(|_| {
            Ok(ActorSlot {
                data_offset: r.u32()?,
                slot: r.u16()?,
                nodes: r.u16()?,
            })
        })
        .collect::<Result<_>>()?;
    let camera = read_player(data, camera_offset as usize, 2).map_err(|e| e.within("camera"))?;
    let mut actor_streams = Vec::with_capacity(actors.len());
    for (i, a) in actors.iter().enumerate() {
        actor_streams.push(
            read_player(data, a.data_offset as usize, 1 + a.nodes as usize)
                .map_err(|e| e.within(&format!("actors[{i}]")))?,
        );
    }
    Ok(Cutscene {
        num_frames,
        origin,
        audio_track,
        camera_offset,
        actors,
        camera,
        actor_streams,
    })
}

impl Cutseq {
    /// Reads a CUTSEQ.BIN (or the inflated contents of CUTSEQ.PAK).
    pub fn read(bytes: &[u8]) -> Result<Cutseq> {
        Reader::new(bytes).magic(CUTSEQ_MAGIC, "CUTSEQ header")?;
        let table = TABLE_SIZES
            .iter()
            .find_map(|&n| read_table(bytes, n))
            .ok_or_else(|| {
                FormatError::new(
                    8,
                    ErrorKind::Invalid("no table of 44, 30 or 4 entries fits the file".into()),
                )
            })?;
        let mut cutscenes = Vec::with_capacity(table.len());
        for (i, &(offset, size)) in table.iter().enumerate() {
            if size == 0 {
                cutscenes.push(None);
                continue;
            }
            let data = &bytes[offset as usize..(offset + size) as usize];
            cutscenes.push(Some(read_cutscene(data).map_err(|mut e| {
                e.offset += offset as u64;
                e.within(&format!("cutscenes[{i}]"))
            })?));
        }
        Ok(Cutseq {
            table,
            cutscenes,
            bytes: bytes.to_vec(),
        })
    }

    /// Writes the file back (the bytes as read).
    pub fn write(&self) -> Vec<u8> {
        self.bytes.clone()
    }

    /// Builds a file from cutscene data blocks, table of `entries` slots.
    pub fn build(entries: usize, blocks: &[Vec<u8>]) -> Vec<u8> {
        let mut w = Writer::new();
        w.bytes(CUTSEQ_MAGIC);
        let mut at = (8 + 8 * entries) as u32;
        for i in 0..entries {
            match blocks.get(i) {
                Some(b) => {
                    w.u32(at);
                    w.u32(b.len() as u32);
                    at += b.len() as u32;
                }
                None => {
                    w.u32(0);
                    w.u32(0);
                }
            }
        }
        for b in blocks {
            w.bytes(b);
        }
        w.into_bytes()
    }
}

/// Packs `values` (run headers and deltas) the way [`Cutseq::read`] unpacks them.
pub fn pack_channel(values: &[i32], bits: u8) -> Vec<u8> {
    let mut raw = Vec::new();
    for (i, chunk) in values
        .windows(2)
        .map(|w| w[1] - w[0])
        .collect::<Vec<_>>()
        .chunks(16)
        .enumerate()
    {
        let _ = i;
        raw.push(
            0x20 | if chunk.len() == 16 {
                0
            } else {
                chunk.len() as u32
            },
        );
        raw.extend(chunk.iter().map(|d| (*d as u32) & 0x3FFF));
    }
    let mut bytes = vec![0u8; (raw.len() * bits as usize).div_ceil(8)];
    for (k, v) in raw.iter().enumerate() {
        for b in 0..bits as usize {
            let bit = k * bits as usize + b;
            if v >> b & 1 != 0 {
                bytes[bit / 8] |= 1 << (bit % 8);
            }
        }
    }
    bytes.extend([0, 0, 0]);
    if raw.len().is_multiple_of(8) {
        bytes.push(0);
    }
    bytes
}

/// Number of packed values [`pack_channel`] produces for `frames` values.
pub fn packed_len(frames: usize) -> usize {
    let deltas = frames.saturating_sub(1);
    deltas + deltas.div_ceil(16)
}
