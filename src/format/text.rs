//! Small helpers for the text in script and language files: NUL-terminated
//! strings, XOR obfuscation, Latin-1 display.

use super::cursor::Reader;
use super::error::Result;

/// Reads bytes up to (not including) a NUL and consumes the NUL.
pub fn read_cstring(r: &mut Reader) -> Result<Vec<u8>> {
    let rest = r.peek(r.remaining()).unwrap_or_default();
    match rest.iter().position(|&b| b == 0) {
        Some(n) => {
            let s = r.bytes(n)?.to_vec();
            r.u8()?;
            Ok(s)
        }
        None => Err(r.invalid("string without a terminating NUL")),
    }
}

/// XORs every byte with `key` (terminators are not part of the slice).
pub fn xor(bytes: &[u8], key: u8) -> Vec<u8> {
    bytes.iter().map(|b| b ^ key).collect()
}

/// Displays bytes as Latin-1 text (every byte maps to one char).
pub fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

/// Splits a block of NUL-terminated strings; fails if the last lacks its NUL.
pub fn split_cstrings(block: &[u8]) -> Option<Vec<Vec<u8>>> {
    if block.is_empty() {
        return Some(Vec::new());
    }
    if *block.last()? != 0 {
        return None;
    }
    Some(
        block[..block.len() - 1]
            .split(|&b| b == 0)
            .map(<[u8]>::to_vec)
            .collect(),
    )
}
