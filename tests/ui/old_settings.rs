//! Settings files written by earlier versions: the former defaults'
//! Escape to quit moves to the pause key when `play` loads them, the file
//! is written back and stderr says so once, naming it.

#![cfg(feature = "frontend")]

use tombrs::app::config::{Config, Keys};

#[test]
fn an_old_settings_file_gets_escape_back_as_the_pause_key() {
    let home = crate::common::scratch("ui-old-keys");
    let _ = std::fs::remove_dir_all(&home);
    let file = home.join("tombrs/config.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "[keys]\nquit = [\"Escape\"]\npause = [\"P\"]\n").unwrap();
    let play = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
            .args(["play", "--frames", "3"])
            .env("SDL_VIDEODRIVER", "offscreen")
            .env("XDG_CONFIG_HOME", &home)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap()
    };
    let out = play();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    let told: Vec<&str> = err.lines().filter(|l| l.contains("former")).collect();
    assert_eq!(told.len(), 1, "{err}");
    assert!(told[0].contains(&file.display().to_string()), "{err}");
    let keys = Config::parse(&std::fs::read_to_string(&file).unwrap(), &file)
        .unwrap()
        .keys;
    assert!(keys.quit.is_empty());
    assert_eq!(keys.pause, Keys::default().pause);
    // Said once: the file written back is today's.
    let again = play();
    assert!(!String::from_utf8_lossy(&again.stderr).contains("former"));
    let _ = std::fs::remove_dir_all(&home);
}
