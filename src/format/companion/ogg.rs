//! Ogg pages (RFC 3533): the container of the soundtrack files. Pages are read
//! with their CRC checked and written back unchanged; decoding the Vorbis
//! packets inside is the audio module's work.

use crate::format::cursor::{Reader, Writer};
use crate::format::error::{ErrorKind, FormatError, Result};

/// One Ogg page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OggPage {
    pub version: u8,
    /// Bit 0 continued packet, bit 1 first page, bit 2 last page.
    pub header_type: u8,
    pub granule_position: u64,
    pub serial: u32,
    pub sequence: u32,
    pub checksum: u32,
    pub segments: Vec<u8>,
    pub body: Vec<u8>,
}

/// The CRC-32 of Ogg (polynomial 0x04C11DB7, no reflection, initial 0).
pub fn ogg_crc(data: &[u8]) -> u32 {
    let mut crc = 0u32;
    for &b in data {
        crc ^= (b as u32) << 24;
        for _ in 0..8 {
            crc = if crc & 0x8000_0000 != 0 {
                (crc << 1) ^ 0x04C1_1DB7
            } else {
                crc << 1
            };
        }
    }
    crc
}

impl OggPage {
    fn write_into(&self, w: &mut Writer) {
        w.bytes(b"OggS");
        w.u8(self.version);
        w.u8(self.header_type);
        w.bytes(&self.granule_position.to_le_bytes());
        w.u32(self.serial);
        w.u32(self.sequence);
        w.u32(self.checksum);
        w.u8(self.segments.len() as u8);
        w.bytes(&self.segments);
        w.bytes(&self.body);
    }
}

/// Reads every page; each page's CRC must match its contents.
pub fn read_ogg(bytes: &[u8]) -> Result<Vec<OggPage>> {
    let mut r = Reader::new(bytes);
    let mut pages = Vec::new();
    while !r.is_empty() {
        let i = pages.len();
        let start = r.pos();
        let page = r.within(&format!("pages[{i}]"), |r| {
            r.magic(b"OggS", "Ogg capture pattern")?;
            let version = r.u8()?;
            let header_type = r.u8()?;
            let granule_position = u64::from_le_bytes(r.array()?);
            let serial = r.u32()?;
            let sequence = r.u32()?;
            let checksum = r.u32()?;
            let n = r.u8()? as usize;
            let segments = r.bytes(n)?.to_vec();
            let body_len: usize = segments.iter().map(|&s| s as usize).sum();
            let body = r.bytes(body_len)?.to_vec();
            Ok(OggPage {
                version,
                header_type,
                granule_position,
                serial,
                sequence,
                checksum,
                segments,
                body,
            })
        })?;
        let mut copy = bytes[start..r.pos()].to_vec();
        copy[22..26].fill(0);
        if ogg_crc(&copy) != page.checksum {
            return Err(FormatError::new(
                start + 22,
                ErrorKind::Invalid(format!("page {i} CRC mismatch")),
            ));
        }
        pages.push(page);
    }
    Ok(pages)
}

/// Writes pages back.
pub fn write_ogg(pages: &[OggPage]) -> Vec<u8> {
    let mut w = Writer::new();
    for p in pages {
        p.write_into(&mut w);
    }
    w.into_bytes()
}
