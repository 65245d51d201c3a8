//! The extension block the NG level editor appends to levels, SCRIPT.DAT and
//! language files: it starts with `NG` and ends with `NGLE` and a u32 giving
//! the block's size. tombrs keeps it as bytes and writes it back unchanged.

/// Where a trailing NG block starts, if `bytes` ends with one.
pub fn ng_block_start(bytes: &[u8]) -> Option<usize> {
    let n = bytes.len();
    if n < 8 || &bytes[n - 8..n - 4] != b"NGLE" {
        return None;
    }
    let size =
        u32::from_le_bytes([bytes[n - 4], bytes[n - 3], bytes[n - 2], bytes[n - 1]]) as usize;
    let start = n.checked_sub(size)?;
    bytes[start..].starts_with(b"NG").then_some(start)
}

/// Splits `bytes` into the standard part and the NG block, if any.
pub fn split_ng_block(bytes: &[u8]) -> (&[u8], Option<&[u8]>) {
    match ng_block_start(bytes) {
        Some(s) => (&bytes[..s], Some(&bytes[s..])),
        None => (bytes, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_only_well_formed_blocks() {
        let mut b = b"standardNG1234NGLE".to_vec();
        b.extend(14u32.to_le_bytes());
        assert_eq!(split_ng_block(&b), (&b"standard"[..], Some(&b[8..])));
        let mut wrong = b.clone();
        let n = wrong.len();
        wrong[n - 4] = 99;
        assert_eq!(ng_block_start(&wrong), None);
        assert_eq!(ng_block_start(b"NGLE"), None);
    }
}
