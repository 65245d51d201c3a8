//! `tombrs build-demo`: the content set of `data/demo/` (its index
//! `content.toml`) built into the files it names: each level in the formats
//! it lists, MAIN.SFX, the hero's table (`hero.lua`) and the files copied as
//! they are (the order of play, `gameflow.lua`). Regenerating gives the same
//! bytes.

use std::path::{Path, PathBuf};

use crate::format::write_level;

use super::assemble::{build, main_sfx};
use super::content::bundled::{bundled, Content};

/// Every file the content set makes: (relative path, bytes).
pub fn content_files(content: &Content) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for entry in &content.levels {
        for (name, game) in &entry.outputs {
            out.push((name.clone(), write_level(&build(&entry.level.def, *game))));
        }
    }
    out.push((content.main_sfx.clone(), main_sfx()));
    out.push((
        content.hero_table.1.clone(),
        content.hero_lua().into_bytes(),
    ));
    for (path, text) in &content.copies {
        out.push((path.clone(), text.clone().into_bytes()));
    }
    out
}

/// Every file of the bundled demo (the content compiled in).
pub fn demo_files() -> Vec<(String, Vec<u8>)> {
    content_files(bundled())
}

/// Writes the files of `content` into `dir`, returning the paths written.
pub fn write_content(dir: &Path, content: &Content) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (name, bytes) in content_files(content) {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, bytes)?;
        written.push(path);
    }
    Ok(written)
}

/// Writes the bundled demo into `dir`.
pub fn write_demo(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    write_content(dir, bundled())
}
