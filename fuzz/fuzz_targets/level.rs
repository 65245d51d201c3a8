//! Whole level files of every game: the first byte picks the extension hint.
//! The body is `tombrs::fuzzing::level`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::level(data);
});
