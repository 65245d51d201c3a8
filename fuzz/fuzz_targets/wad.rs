//! TRLE WADs, converted into the level model.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(w) = tombrs::format::companion::wad::Wad::read(data) {
        let _ = tombrs::level::Level::from_raw(&w.to_raw_level().0);
    }
});
