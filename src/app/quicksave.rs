//! Saving from the app: `sim --save`, and the quick save and quick load
//! of `play`, one slot per level in the `saves` folder beside config.toml
//! (`saves/<level file stem>.sav`); the quick ones return the line the
//! player sees.

use std::path::{Path, PathBuf};

use crate::save::SaveGame;
use crate::script::ScriptHost;
use crate::world::World;

/// The notice of a quick load that worked.
pub const LOADED: &str = "GAME LOADED";

/// True when the level at `level_path` has a quick save.
pub fn has_save(level_path: &Path) -> bool {
    slot_path(level_path).is_some_and(|p| p.exists())
}

/// The quick-save slot of the level at `level_path`.
pub fn slot_path(level_path: &Path) -> Option<PathBuf> {
    let stem = level_path.file_stem()?.to_string_lossy().to_string();
    let dir = super::config::config_path()?.parent()?.join("saves");
    Some(dir.join(format!("{stem}.sav")))
}

/// Saves the game in the level's slot.
pub fn quick_save(world: &World, host: &ScriptHost, level_path: &Path) -> String {
    let Some(slot) = slot_path(level_path) else {
        return "CANNOT SAVE: NO HOME FOLDER".into();
    };
    if let Some(dir) = slot.parent() {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("tombrs: save: {}: {e}", dir.display());
            return "SAVE FAILED".into();
        }
    }
    match write_save(world, host, level_path, &slot) {
        Ok(()) => "GAME SAVED".into(),
        Err(e) => {
            eprintln!("tombrs: save: {e}");
            "SAVE FAILED".into()
        }
    }
}

/// Saves the game of the level at `level_path` to `file`, printing what
/// was left out of it and where it went.
pub fn write_save(
    world: &World,
    host: &ScriptHost,
    level_path: &Path,
    file: &Path,
) -> Result<(), crate::save::SaveError> {
    let name = level_path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into());
    let (save, skipped) = SaveGame::capture(world, host, &name);
    for s in skipped {
        eprintln!("tombrs: save: {s}");
    }
    save.write(file)?;
    println!("saved tick {} to {}", world.tick(), file.display());
    Ok(())
}

/// Loads the level's slot onto `world` and `host`; on any failure the game
/// goes on as it was and the reason is printed.
pub fn quick_load(world: &mut World, host: &mut ScriptHost, level_path: &Path) -> String {
    let Some(slot) = slot_path(level_path) else {
        return "NO SAVED GAME".into();
    };
    if !slot.exists() {
        return "NO SAVED GAME".into();
    }
    let loaded = SaveGame::read(&slot)
        .map_err(|e| e.to_string())
        .and_then(|save| {
            save.apply(world, host)
                .map_err(|e| format!("{}: {e}", slot.display()))
        });
    match loaded {
        Ok(()) => {
            println!("loaded {} at tick {}", slot.display(), world.tick());
            LOADED.into()
        }
        Err(e) => {
            eprintln!("tombrs: load: {e}");
            "LOAD FAILED".into()
        }
    }
}

/// Answers what the last tick's events ask of the saves: a script's save
/// request (TR3's crystals) writes the level's slot, and a death (the
/// `Restart` event) brings the last save back when there is one. Pushes
/// the lines the player sees; true when a save was loaded (the caller then
/// does not start the level again).
pub fn answer_events(
    world: &mut World,
    host: &mut ScriptHost,
    level_path: &Path,
    lines: &mut Vec<String>,
) -> bool {
    use crate::world::Event;
    if world.events().contains(&Event::SaveRequest) {
        lines.push(quick_save(world, host, level_path));
    }
    if !world.events().contains(&Event::Restart) || !has_save(level_path) {
        return false;
    }
    let text = quick_load(world, host, level_path);
    let loaded = text == LOADED;
    lines.push(text);
    loaded
}
