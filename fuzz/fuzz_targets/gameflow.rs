//! TR2/TR3 TOMBPC.DAT / TOMBPSX.DAT in every platform layout.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tombrs::format::companion::gameflow::Gameflow::read(data);
});
