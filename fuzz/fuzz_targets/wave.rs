//! WAVE files: PCM and MS-ADPCM decoding.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::format::companion::wave::decode(data);
});
