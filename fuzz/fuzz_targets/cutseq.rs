//! CUTSEQ files: table, headers and packed streams.
//! The body is `tombrs::fuzzing::cutseq`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::cutseq(data);
});
