//! Ogg pages with CRC checks.
//! The body is `tombrs::fuzzing::ogg`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::ogg(data);
});
