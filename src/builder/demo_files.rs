//! `tombrs build-demo`: the demo written in all five formats with its
//! companions and its order of play (`gameflow.lua`), into a directory.
//! Regenerating gives the same bytes.

use std::path::Path;

use crate::format::{write_level, Game};

use super::assemble::{build, main_sfx};
use super::demo::demo_level;
use super::game_folder::demo_gameflow;
use super::hero::lua_table;

/// File name and game of each version of the demo.
pub const DEMO_FILES: [(&str, Game); 5] = [
    ("demo.phd", Game::Tr1),
    ("demo-tr2.tr2", Game::Tr2),
    ("demo-tr3.tr2", Game::Tr3),
    ("demo.tr4", Game::Tr4),
    ("demo.trc", Game::Tr5),
];

/// Every generated file of the demo: (relative path, bytes).
pub fn demo_files() -> Vec<(&'static str, Vec<u8>)> {
    let def = demo_level();
    let mut out: Vec<(&'static str, Vec<u8>)> = DEMO_FILES
        .iter()
        .map(|(name, game)| (*name, write_level(&build(&def, *game))))
        .collect();
    out.push(("MAIN.SFX", main_sfx()));
    out.push(("hero.lua", lua_table().into_bytes()));
    out.push(("gameflow.lua", demo_gameflow().into_bytes()));
    out
}

/// Writes the demo into `dir`, returning the paths written.
pub fn write_demo(dir: &Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (name, bytes) in demo_files() {
        let path = dir.join(name);
        std::fs::write(&path, bytes)?;
        written.push(path);
    }
    Ok(written)
}
