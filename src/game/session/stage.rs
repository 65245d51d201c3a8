//! Putting a level on stage: its file found in the folder, its world
//! and script host made (a demo's Lara placed at the demo's start before
//! the scripts bind), its side of the gameflow given its start table.

use std::path::Path;
use std::sync::Arc;

use super::{plain_json, str_of, Session, Stage, LEVEL_MODULE};
use crate::game::folder::Table;
use crate::game::page::{field, number};
use crate::script::saved::Plain;
use crate::script::{HostConfig, ScriptHost};
use crate::world::World;

impl Session {
    /// `{ kind = "load", file, name, number, mode, start }`: puts a level
    /// on stage and hands its side the start table.
    pub(super) fn load(&mut self, t: &[(Plain, Plain)]) -> Plain {
        let file = str_of(t, "file");
        let name = str_of(t, "name");
        let what = match name.is_empty() {
            true => format!("the level {file}"),
            false => format!("the level \"{name}\""),
        };
        if let Some(found) = self.folder.moved(&file) {
            let note = format!(
                "{what}: {file} is not where the script says; playing {}",
                found.display()
            );
            self.line("repair", serde_json::json!({ "note": note }));
        }
        let result = self
            .folder
            .resolve(&file, &what)
            .and_then(|path| self.open_stage(&path, t));
        match result {
            Ok(stage) => {
                let start = field(t, "start").cloned();
                self.line(
                    "load",
                    serde_json::json!({
                        "file": file,
                        "name": name,
                        "number": stage.number,
                        "mode": stage.mode,
                        "start": start.as_ref().map(plain_json),
                    }),
                );
                if stage.demo.is_some() {
                    self.notices.push("DEMO MODE".into());
                }
                self.stage = Some(stage);
                self.stages += 1;
                let mut reply = Table::default().set("loaded", true);
                if let Some(s) = self.stage.as_mut() {
                    let start = start.unwrap_or(Plain::Table(Vec::new()));
                    if let Err(e) =
                        s.host
                            .call_module(&mut s.world, LEVEL_MODULE, "start", &[start])
                    {
                        reply = reply.set("warning", e.to_string());
                    }
                }
                reply.into()
            }
            Err(e) => {
                self.line("error", serde_json::json!({ "load": file, "error": e }));
                Table::default().set("loaded", false).set("error", e).into()
            }
        }
    }

    pub(super) fn host_config(&self) -> HostConfig {
        let mut c = HostConfig::with_mods(&self.config.mods);
        c.echo = self.config.echo;
        c
    }

    /// A level's world and scripts, bound.
    pub(super) fn open_stage(&self, path: &Path, t: &[(Plain, Plain)]) -> Result<Stage, String> {
        let shown = match str_of(t, "name") {
            n if n.is_empty() => str_of(t, "file"),
            n => n,
        };
        self.loading(&shown, "reading", 0.0);
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let ext = path.extension().and_then(|e| e.to_str());
        self.loading(&shown, "building the level", 0.3);
        let (level, repairs) = crate::level::Level::load_repaired(&bytes, ext)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        drop(bytes);
        self.loading(&shown, "starting the scripts", 0.7);
        eprint!("{}", crate::level::repair::report(path, &repairs));
        let mode = match str_of(t, "mode") {
            m if m.is_empty() => "level".to_string(),
            m => m,
        };
        let mut world = World::new(Arc::new(level), self.config.seed);
        let (tracks, problems) = crate::audio::track_length::level_track_table(
            world.level().game,
            path,
            self.config.config_dir.as_deref(),
        );
        for p in problems {
            eprintln!("tombrs: soundtrack: {p}");
        }
        world.set_track_table(Arc::new(tracks));
        // A demo starts Lara where its header says, before the scripts bind.
        let demo_run = if mode == "demo" {
            let run = crate::game::demo::DemoRun::of(world.level())
                .map_err(|e| format!("{}: {e}", path.display()))?;
            run.begin(&mut world)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            Some(run)
        } else {
            world.set_fixes(self.config.fixes.clone());
            None
        };
        let stem = path.file_stem().and_then(|s| s.to_str());
        let mut host = ScriptHost::new(&self.host_config(), world.level().game, stem)
            .map_err(|e| format!("scripts: {e}"))?;
        host.bind_all(&mut world);
        self.loading(&shown, "ready", 1.0);
        if let Some(settings) = self.config.settings.clone() {
            super::super::level_side::notify(&mut host, &mut world, "configure", &[settings]);
        }
        if let Some(d) = &demo_run {
            d.scripts_bound(&mut world);
        }
        Ok(Stage {
            world,
            host,
            path: path.to_path_buf(),
            file: str_of(t, "file"),
            name: str_of(t, "name"),
            number: number(field(t, "number")).map_or(-1, |n| n as i64),
            mode,
            demo: demo_run.map(|run| (run.inputs, 0)),
        })
    }
}
