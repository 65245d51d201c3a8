//! WAVE files: PCM and MS-ADPCM decoding.
//! The body is `tombrs::fuzzing::wave`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::wave(data);
});
