//! Floor-data lists: decode must not panic, and decode → encode is identity.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tombrs::level::floordata::{decode, encode};

fuzz_target!(|data: &[u8]| {
    let words: Vec<u16> = data.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    if let Ok((entries, used)) = decode(&words, 0) {
        assert_eq!(encode(&entries), words[..used]);
    }
});
