//! TR4/TR5 language files: read, and written output must read back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(l) = tombrs::format::companion::language::LanguageFile::read(data) {
        assert_eq!(tombrs::format::companion::language::LanguageFile::read(&l.write()).ok(), Some(l));
    }
});
