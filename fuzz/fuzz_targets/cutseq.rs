//! CUTSEQ files: table, headers and packed streams.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::format::companion::cutseq::Cutseq::read(data);
});
