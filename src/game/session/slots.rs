//! The game's save slots: a slot written from the stage and the flow's
//! table, read back onto a fresh stage of the level it names, and listed
//! with what each holds.

use std::path::PathBuf;

use super::{Session, SLOTS};
use crate::game::folder::Table;
use crate::game::page::{field, number};
use crate::save::SaveGame;
use crate::script::saved::Plain;

impl Session {
    /// The file of save slot `slot`.
    pub(super) fn slot_path(&self, slot: i64) -> Option<PathBuf> {
        self.config
            .saves
            .as_ref()
            .map(|d| d.join(format!("slot{slot:02}.tombrs-save")))
    }

    /// `{ kind = "save", slot, game }`: the stage and the flow's `game`
    /// table into slot `slot`.
    pub(super) fn save(&mut self, t: &[(Plain, Plain)]) -> Plain {
        let slot = number(field(t, "slot")).unwrap_or(0.0) as i64;
        let result = (|| {
            let path = self
                .slot_path(slot)
                .ok_or("this game has nowhere to keep saves")?;
            let stage = self.stage.as_ref().ok_or("there is no level to save")?;
            let (mut save, skipped) = SaveGame::capture(&stage.world, &stage.host, &stage.name);
            save.level_file = Some(stage.file.clone());
            save.level_number = Some(stage.number);
            save.game_state = field(t, "game").cloned();
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            save.write(&path).map_err(|e| e.to_string())?;
            Ok::<_, String>((path, skipped.len()))
        })();
        match result {
            Ok((path, skipped)) => {
                if let Some(s) = self.stage.as_mut() {
                    super::super::level_side::notify(&mut s.host, &mut s.world, "saved", &[]);
                }
                self.line(
                    "save",
                    serde_json::json!({ "slot": slot, "file": path.display().to_string(), "skipped": skipped }),
                );
                Table::default().set("ok", true).into()
            }
            Err(e) => {
                self.line("error", serde_json::json!({ "save": slot, "error": e }));
                Table::default().set("ok", false).set("error", e).into()
            }
        }
    }

    /// `{ kind = "load_save", slot }`: the slot's level on stage as it was
    /// saved; the reply holds the flow's `game` table of then.
    pub(super) fn load_save(&mut self, t: &[(Plain, Plain)]) -> Plain {
        let slot = number(field(t, "slot")).unwrap_or(0.0) as i64;
        let result = (|| {
            let path = self.slot_path(slot).ok_or("this game keeps no saves")?;
            let save = SaveGame::read(&path).map_err(|e| e.to_string())?;
            let file = save.level_file.clone().ok_or_else(|| {
                format!(
                    "{}: a save of a level alone, not of this game",
                    path.display()
                )
            })?;
            let level_path = self.folder.resolve(&file, "the saved level")?;
            let spec = Table::default()
                .set("file", file.as_str())
                .set("name", save.level_name.as_str())
                .set("number", save.level_number.unwrap_or(-1));
            let Plain::Table(spec) = Plain::from(spec) else {
                unreachable!()
            };
            let mut stage = self.open_stage(&level_path, &spec)?;
            save.apply(&mut stage.world, &mut stage.host)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            Ok::<_, String>((stage, save.game_state.clone(), path))
        })();
        match result {
            Ok((stage, game, path)) => {
                self.line(
                    "load_save",
                    serde_json::json!({ "slot": slot, "file": path.display().to_string(), "level": stage.name }),
                );
                self.stage = Some(stage);
                self.stages += 1;
                if let Some(s) = self.stage.as_mut() {
                    super::super::level_side::notify(&mut s.host, &mut s.world, "saved", &[]);
                }
                let mut r = Table::default().set("ok", true);
                if let Some(g) = game {
                    r = r.set("game", g);
                }
                r.into()
            }
            Err(e) => {
                self.line(
                    "error",
                    serde_json::json!({ "load_save": slot, "error": e }),
                );
                Table::default().set("ok", false).set("error", e).into()
            }
        }
    }

    /// `{ kind = "slots" }`: every slot with what it holds (level name, the
    /// level's time) or why it cannot be read.
    pub(super) fn slots(&self) -> Plain {
        let mut list = Table::default();
        for slot in 1..=SLOTS {
            let mut entry = Table::default().set("slot", slot);
            if let Some(path) = self.slot_path(slot).filter(|p| p.is_file()) {
                entry = match SaveGame::read(&path) {
                    Ok(s) => entry
                        .set("used", true)
                        .set("level_name", s.level_name.as_str())
                        .set("ticks", s.world.tick as i64),
                    Err(e) => entry.set("used", true).set("damaged", e.to_string()),
                };
            }
            list = list.at(slot, entry);
        }
        Table::default().set("slots", list).into()
    }
}
