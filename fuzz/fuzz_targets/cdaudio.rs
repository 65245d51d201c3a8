//! TR3 CDAUDIO.WAD headers and tracks.
//! The body is `tombrs::fuzzing::cdaudio`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::cdaudio(data);
});
