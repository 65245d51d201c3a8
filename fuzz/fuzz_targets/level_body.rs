//! The level body (rooms to sample indices) of every game without the outer
//! layout or zlib, so mutations reach the structures directly.
//! The body is `tombrs::fuzzing::level_body`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::level_body(data);
});
