//! PAK containers (TRosettaStone 3 §13): the uncompressed size, then a zlib stream
//! to the end of the file.

use crate::format::cursor::{Reader, Writer};
use crate::format::error::Result;
use crate::format::zchunk::{deflate, inflate, RawChunk};

/// Inflates a PAK file, refusing declared sizes above `limit`.
pub fn read_pak(bytes: &[u8], limit: usize) -> Result<Vec<u8>> {
    let mut r = Reader::new(bytes);
    let size = r.within("uncompressed_size", |r| r.u32())?;
    let chunk = RawChunk {
        offset: 0,
        data_offset: 4,
        uncompressed_size: size,
        compressed: r.rest(),
    };
    inflate(&chunk, limit).map_err(|e| e.within("data"))
}

/// Compresses `data` into a PAK file.
pub fn write_pak(data: &[u8]) -> Vec<u8> {
    let mut w = Writer::new();
    w.u32(data.len() as u32);
    w.bytes(&deflate(data));
    w.into_bytes()
}
