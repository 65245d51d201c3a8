//! MAIN.SFX: concatenated WAVE files, each decoded.
//! The body is `tombrs::fuzzing::main_sfx`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::main_sfx(data);
});
