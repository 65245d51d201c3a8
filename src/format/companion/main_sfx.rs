//! TR2/TR3 MAIN.SFX: WAVE files concatenated with no catalogue; a sample
//! index is the position of a file in the sequence.

use crate::format::cursor::Reader;
use crate::format::error::Result;

/// Splits MAIN.SFX into its WAVE files (each `RIFF`, size, payload).
pub fn read_main_sfx(bytes: &[u8]) -> Result<Vec<&[u8]>> {
    let mut r = Reader::new(bytes);
    let mut files = Vec::new();
    while !r.is_empty() {
        let i = files.len();
        let start = r.pos();
        r.within(&format!("sample[{i}]"), |r| {
            r.magic(b"RIFF", "WAVE file")?;
            let size = r.u32()? as usize;
            r.bytes(size)?;
            Ok(())
        })?;
        files.push(&bytes[start..r.pos()]);
    }
    Ok(files)
}

/// Concatenates WAVE files into a MAIN.SFX.
pub fn write_main_sfx(files: &[&[u8]]) -> Vec<u8> {
    files.concat()
}
