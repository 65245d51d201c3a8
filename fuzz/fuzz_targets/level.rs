//! Whole level files of every game: the first byte picks the extension hint.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let ext = ["phd", "tr2", "tr4", "trc", "bin"][pick as usize % 5];
    if let Ok(raw) = tombrs::format::read_level(bytes, Some(ext)) {
        let _ = tombrs::level::Level::from_raw(&raw);
        let _ = tombrs::format::write_level(&raw);
    }
});
