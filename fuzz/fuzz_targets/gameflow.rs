//! TR2/TR3 TOMBPC.DAT / TOMBPSX.DAT in every platform layout.
//! The body is `tombrs::fuzzing::gameflow`, which tests/fuzz_replay.rs also runs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::fuzzing::gameflow(data);
});
