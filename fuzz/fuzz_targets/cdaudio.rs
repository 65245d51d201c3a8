//! TR3 CDAUDIO.WAD headers and tracks.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(c) = tombrs::format::companion::cdaudio::CdAudio::read(data) {
        for i in 0..c.tracks.len() {
            let _ = c.track(i);
        }
    }
});
