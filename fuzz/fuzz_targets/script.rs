//! TR4/TR5 SCRIPT.DAT: read, and written output must read back equal.
//! The body is `tombrs::fuzzing::script`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::script(data);
});
