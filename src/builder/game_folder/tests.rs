//! The game folders read back: every level with its game's reader, the
//! order-of-play files with theirs, every path they name found on disk
//! (without regard to case).

use std::path::{Path, PathBuf};

use super::*;
use crate::format::companion::gameflow::Gameflow;
use crate::format::companion::language::LanguageFile;
use crate::format::companion::script::Script;
use crate::format::text::latin1;
use crate::level::floordata::{FloorFunction, TriggerAction};
use crate::level::Level;

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tombrs-gamefolder-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The paths written, relative to `dir`, with `/` separators.
fn relative(dir: &Path, written: &[PathBuf]) -> Vec<String> {
    written
        .iter()
        .map(|p| {
            p.strip_prefix(dir)
                .map(|r| r.to_string_lossy().replace('\\', "/"))
                .unwrap_or_default()
        })
        .collect()
}

/// Finds a script path (`data\title.tr2`, `DATA\LEVEL1` + `.TR4`) among the
/// files of `dir`, ignoring case, as a game folder's reader has to.
fn find_ignoring_case(dir: &Path, script_path: &str) -> Option<PathBuf> {
    let mut at = dir.to_path_buf();
    for part in script_path.split(['\\', '/']) {
        let entry = std::fs::read_dir(&at)
            .ok()?
            .flatten()
            .find(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(part))?;
        at = entry.path();
    }
    Some(at)
}

fn load(path: &Path) -> Level {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let ext = path.extension().map(|e| e.to_string_lossy().to_string());
    Level::load(&bytes, ext.as_deref()).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Secret triggers in a level definition.
fn secrets(def: &LevelDef) -> usize {
    def.rooms
        .iter()
        .flat_map(|r| &r.sectors)
        .flat_map(|s| &s.functions)
        .filter(|f| {
            matches!(f, FloorFunction::Trigger { actions, .. }
                if actions.iter().any(|a| matches!(a, TriggerAction::Secret(_))))
        })
        .count()
}

fn ends_level(def: &LevelDef) -> bool {
    def.rooms
        .iter()
        .flat_map(|r| &r.sectors)
        .flat_map(|s| &s.functions)
        .any(|f| {
            matches!(f, FloorFunction::Trigger { actions, .. }
                if actions.iter().any(|a| matches!(a, TriggerAction::EndLevel(_))))
        })
}

#[test]
fn tr1_folder_has_its_levels_and_a_gameflow_lua_that_names_them() {
    let dir = scratch("tr1");
    let written = write_tr1_like(&dir).expect("write");
    assert_eq!(
        relative(&dir, &written),
        [
            "DATA/TITLE.PHD",
            "DATA/LEVEL1.PHD",
            "DATA/LEVEL2.PHD",
            "DATA/LEVEL3.PHD",
            "DATA/CUT1.PHD",
            "gameflow.lua"
        ]
    );
    for path in written
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "PHD"))
    {
        assert_eq!(load(path).game, Game::Tr1, "{}", path.display());
    }
    let lua = mlua::Lua::new();
    let text = std::fs::read_to_string(dir.join("gameflow.lua")).expect("gameflow.lua");
    let flow: mlua::Table = lua.load(&text).eval().expect("gameflow.lua runs");
    assert_eq!(flow.get::<String>("game").expect("game"), "tr1");
    let title: mlua::Table = flow.get("title").expect("title");
    assert!(dir
        .join(title.get::<String>("file").expect("file"))
        .is_file());
    let levels: mlua::Table = flow.get("levels").expect("levels");
    let defs = [
        levels::level_one(true),
        levels::level_two(),
        levels::level_three(),
    ];
    for (n, def) in (1..).zip(&defs) {
        let level: mlua::Table = levels.get(n).expect("level entry");
        assert!(dir
            .join(level.get::<String>("file").expect("file"))
            .is_file());
        assert_eq!(
            level.get::<usize>("secrets").expect("secrets"),
            secrets(def)
        );
        assert!(ends_level(def), "level {n} has an end trigger");
    }
    let cut: mlua::Table = flow
        .get::<mlua::Table>("cutscenes")
        .and_then(|c| c.get(1))
        .expect("cutscene 1");
    assert!(dir.join(cut.get::<String>("file").expect("file")).is_file());
    let sequence: Vec<mlua::Table> = flow
        .get::<mlua::Table>("sequence")
        .expect("sequence")
        .sequence_values()
        .collect::<mlua::Result<_>>()
        .expect("steps");
    let ops: Vec<String> = sequence
        .iter()
        .map(|s| s.get::<String>(1).expect("op name"))
        .collect();
    assert_eq!(ops.first().map(String::as_str), Some("LEVEL"));
    assert_eq!(ops.last().map(String::as_str), Some("GAME_COMPLETE"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn level_one_holds_the_medipack_and_shotgun_on_her_lane() {
    let def = levels::level_one(true);
    let lane_z = levels::LANE * 1024 + 512;
    let lara = def.entities[0];
    let items: Vec<u16> = def
        .entities
        .iter()
        .filter(|e| e.pos[2] == lane_z && e.pos[0] > lara.pos[0])
        .map(|e| e.type_id)
        .collect();
    assert_eq!(items, [93, levels::SHOTGUN_ITEM as u16]);
    // Each has a sprite to be drawn with.
    assert!(def.sprite_items.contains(&93) && def.sprite_items.contains(&85));
    // The non-TR1 version carries no TR1 item ids.
    assert_eq!(levels::level_one(false).entities.len(), 1);
}

#[test]
fn tombpc_folders_read_back_with_their_script() {
    for (game, gym) in [
        (Game::Tr2, "DATA/ASSAULT.TR2"),
        (Game::Tr3, "DATA/HOUSE.TR2"),
    ] {
        let dir = scratch(&format!("tombpc-{game}"));
        let written = write_tombpc_like(&dir, game).expect("write");
        assert_eq!(
            relative(&dir, &written),
            [
                "TOMBPC.DAT",
                "DATA/TITLE.TR2",
                gym,
                "DATA/LEVEL1.TR2",
                "DATA/LEVEL2.TR2",
                "DATA/MAIN.SFX"
            ]
        );
        for path in written
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "TR2"))
        {
            assert_eq!(load(path).game, game, "{}", path.display());
        }
        let bytes = std::fs::read(dir.join("TOMBPC.DAT")).expect("TOMBPC.DAT");
        let flow = Gameflow::read(&bytes).expect("TOMBPC.DAT reads");
        assert_eq!(flow.write(), bytes);
        assert_eq!(flow.levels.len(), 3);
        assert_eq!(flow.sequences.len(), 4);
        for p in flow.level_paths.iter().chain(&flow.titles) {
            let p = latin1(p);
            assert!(find_ignoring_case(&dir, &p).is_some(), "{game}: {p}");
        }
        use GameflowOp::*;
        assert!(flow.sequences[2].ops.contains(&Level(1)));
        assert!(flow.sequences[2]
            .ops
            .iter()
            .any(|op| matches!(op, StartInv { .. })));
        assert_eq!(
            flow.sequences[3].ops,
            [Level(2), Complete, GameComplete, End]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn script_folders_read_back_with_their_script_and_language_file() {
    for (game, ext) in [(Game::Tr4, "tr4"), (Game::Tr5, "trc")] {
        let dir = scratch(&format!("script-{game}"));
        let written = write_script_like(&dir, game).expect("write");
        assert_eq!(
            relative(&dir, &written),
            [
                "SCRIPT.DAT".to_string(),
                "ENGLISH.DAT".to_string(),
                format!("data/title.{ext}"),
                format!("data/Level1.{ext}"),
                format!("data/LEVEL2.{ext}"),
            ]
        );
        for path in &written[2..] {
            assert_eq!(load(path).game, game, "{}", path.display());
        }
        let bytes = std::fs::read(dir.join("SCRIPT.DAT")).expect("SCRIPT.DAT");
        let script = Script::read(&bytes).expect("SCRIPT.DAT reads");
        assert_eq!(script.write(), bytes);
        let language = LanguageFile::read(&std::fs::read(dir.join("ENGLISH.DAT")).expect("lang"))
            .expect("ENGLISH.DAT reads");
        let level_ext = latin1(&script.pc_extensions[0])
            .trim_end_matches('\0')
            .to_string();
        assert_eq!(level_ext.to_lowercase(), format!(".{ext}"));
        assert_eq!(script.levels.len(), 3);
        let mut names = Vec::new();
        for (i, level) in script.levels.iter().enumerate() {
            let path = latin1(script.path_of(i).expect("path")) + &level_ext;
            assert!(find_ignoring_case(&dir, &path).is_some(), "{game}: {path}");
            let (name, _) = level.name_and_path().expect("level op");
            if let Some(n) = name {
                names.push(language.string(n as usize).expect("name string"));
            }
        }
        assert_eq!(names, ["First Steps", "Second Room"]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn writers_refuse_other_games() {
    let dir = scratch("refuse");
    assert!(write_tombpc_like(&dir, Game::Tr4).is_err());
    assert!(write_script_like(&dir, Game::Tr1).is_err());
    assert!(!dir.exists());
}
