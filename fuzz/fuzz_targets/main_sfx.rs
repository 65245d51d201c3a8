//! MAIN.SFX: concatenated WAVE files, each decoded.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(files) = tombrs::format::companion::main_sfx::read_main_sfx(data) {
        for f in files {
            let _ = tombrs::format::companion::wave::decode(f);
        }
    }
});
