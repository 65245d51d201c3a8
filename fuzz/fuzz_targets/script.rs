//! TR4/TR5 SCRIPT.DAT: read, and written output must read back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(s) = tombrs::format::companion::script::Script::read(data) {
        assert_eq!(tombrs::format::companion::script::Script::read(&s.write()).ok(), Some(s));
    }
});
