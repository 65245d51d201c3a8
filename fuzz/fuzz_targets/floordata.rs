//! Floor-data lists: decode must not panic, and decode → encode is identity.
//! The body is `tombrs::fuzzing::floor_data`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::floor_data(data);
});
