//! PAK containers (bounded inflation).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::format::companion::pak::read_pak(data, 64 << 20);
});
