//! TR1–TR3 demo blocks: the first byte picks the game, the rest is the block;
//! a decoded demo encodes and decodes back to the same inputs.
//! The body is `tombrs::fuzzing::demo`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::demo(data);
});
