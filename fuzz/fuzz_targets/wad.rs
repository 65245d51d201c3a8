//! TRLE WADs, converted into the level model.
//! The body is `tombrs::fuzzing::wad`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::wad(data);
});
