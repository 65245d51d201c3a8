//! PAK containers (bounded inflation).
//! The body is `tombrs::fuzzing::pak`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::pak(data);
});
