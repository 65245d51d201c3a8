//! The zlib chunks of TR4/TR5 files: `uncompressed size, compressed size,
//! stream`. Inflation never trusts the declared size beyond a caller-given
//! limit and fails when the stream disagrees with it.

use std::io::Read;

use flate2::read::ZlibDecoder;
use flate2::write::ZlibEncoder;
use flate2::Compression;

use super::cursor::{Reader, Writer};
use super::error::{ErrorKind, Result};

/// A zlib chunk as found in the file.
#[derive(Debug, Clone, Copy)]
pub struct RawChunk<'a> {
    /// Offset of the chunk's size fields in the file.
    pub offset: usize,
    /// Offset of the compressed bytes in the file.
    pub data_offset: usize,
    pub uncompressed_size: u32,
    pub compressed: &'a [u8],
}

/// Reads the two size fields and the compressed bytes of one chunk.
pub fn read_chunk<'a>(r: &mut Reader<'a>) -> Result<RawChunk<'a>> {
    let offset = r.pos();
    let uncompressed_size = r.u32()?;
    let compressed_size = r.u32()?;
    let data_offset = r.pos();
    let compressed = r.bytes(compressed_size as usize)?;
    Ok(RawChunk {
        offset,
        data_offset,
        uncompressed_size,
        compressed,
    })
}

/// Inflates `chunk`, refusing declared sizes above `limit` and streams whose
/// length differs from the declared size.
pub fn inflate(chunk: &RawChunk, limit: usize) -> Result<Vec<u8>> {
    let declared = chunk.uncompressed_size as usize;
    let at = chunk.data_offset;
    if declared > limit {
        return Err(super::FormatError::new(
            chunk.offset,
            ErrorKind::TooLarge {
                declared: declared as u64,
                limit: limit as u64,
            },
        ));
    }
    let mut out = Vec::with_capacity(declared);
    let mut dec = ZlibDecoder::new(chunk.compressed).take(declared as u64 + 1);
    dec.read_to_end(&mut out)
        .map_err(|e| super::FormatError::new(at, ErrorKind::Zlib(e.to_string())))?;
    if out.len() != declared {
        return Err(super::FormatError::new(
            at,
            ErrorKind::Zlib(format!(
                "stream inflates to {}{} bytes, header declares {declared}",
                out.len().min(declared),
                if out.len() > declared { "+" } else { "" }
            )),
        ));
    }
    Ok(out)
}

/// Compresses `data` and writes it as a chunk.
pub fn write_chunk(w: &mut Writer, data: &[u8]) {
    let compressed = deflate(data);
    w.u32(data.len() as u32);
    w.u32(compressed.len() as u32);
    w.bytes(&compressed);
}

/// zlib-compresses `data` at the default level (deterministic).
pub fn deflate(data: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut enc = ZlibEncoder::new(Vec::with_capacity(data.len() / 2), Compression::default());
    // Writing into a Vec cannot fail.
    let _ = enc.write_all(data);
    enc.finish().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lying_sizes_are_rejected() -> Result<()> {
        let data = vec![7u8; 1000];
        let mut w = Writer::new();
        write_chunk(&mut w, &data);
        let bytes = w.into_bytes();
        let chunk = read_chunk(&mut Reader::new(&bytes))?;
        assert_eq!(inflate(&chunk, 1 << 20)?, data);
        assert!(matches!(
            inflate(&chunk, 10).unwrap_err().kind,
            ErrorKind::TooLarge { .. }
        ));
        let mut small = chunk;
        small.uncompressed_size = 10;
        assert!(matches!(
            inflate(&small, 1 << 20).unwrap_err().kind,
            ErrorKind::Zlib(_)
        ));
        let mut big = chunk;
        big.uncompressed_size = 5000;
        assert!(matches!(
            inflate(&big, 1 << 20).unwrap_err().kind,
            ErrorKind::Zlib(_)
        ));
        Ok(())
    }
}
