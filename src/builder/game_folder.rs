//! Whole game folders written by the builder, as test fixtures for game
//! detection and the gameflow runner: a TR1-like folder whose order of play
//! is a `gameflow.lua` at its root (TR1 has no script file), a TR2/TR3
//! folder with its TOMBPC.DAT and a TR4/TR5 folder with SCRIPT.DAT and
//! ENGLISH.DAT. The levels are the short courses of [`levels`]; nothing of
//! a real game is copied.

pub mod levels;

use std::path::{Path, PathBuf};

use crate::format::companion::gameflow::{
    Gameflow, GameflowFlags, GameflowHeader, GameflowOp, Platform, Sequence,
};
use crate::format::companion::language::LanguageFile;
use crate::format::companion::script::{
    GlobalOptions, LevelOptions, Script, ScriptLevel, ScriptOp,
};
use crate::format::{write_level, Game};

use super::assemble::{build, main_sfx};
use super::spec::LevelDef;

/// The TR1-like folder's order of play (file `gameflow.lua` at its root).
/// The secrets column agrees with the secret triggers the levels hold.
pub const TR1_GAMEFLOW: &str = r#"-- The game's own order of play (a TR1 folder has no script file): data only.
return {
  game = "tr1",                       -- whose rules apply (inventory rings, statistics)
  name = "The Builder's Game",
  title = { file = "DATA/TITLE.PHD", track = 2 },
  levels = {                          -- by level number (the game's own numbering)
    [1] = { file = "DATA/LEVEL1.PHD", name = "First Steps", secrets = 1 },
    [2] = { file = "DATA/LEVEL2.PHD", name = "Second Room", secrets = 0 },
    [3] = { file = "DATA/LEVEL3.PHD", name = "Last Stand", secrets = 0 },
  },
  cutscenes = { [1] = { file = "DATA/CUT1.PHD", ticks = 60 } },
  -- Levels whose files hold a demo, played when the title is left idle.
  demo_levels = { 2 },
  -- The order of play as TOMBPC.DAT opcodes by name with their operands.
  sequence = {
    { "LEVEL", 1 }, { "COMPLETE" }, { "CINE", 1 },
    { "LEVEL", 2 }, { "COMPLETE" },
    { "LEVEL", 3 }, { "COMPLETE" },
    { "GAME_COMPLETE" },
  },
}
"#;

/// Writes `bytes` at `dir/rel` (making its folders) and notes the path.
fn put(dir: &Path, rel: &str, bytes: &[u8], written: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let path = dir.join(rel);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(&path, bytes)?;
    written.push(path);
    Ok(())
}

fn level_bytes(def: &LevelDef, game: Game) -> Vec<u8> {
    write_level(&build(def, game))
}

/// Writes a TR1 game folder into `dir`: `DATA/TITLE.PHD`, `DATA/LEVEL1.PHD`
/// … `LEVEL3.PHD`, `DATA/CUT1.PHD` and `gameflow.lua` ([`TR1_GAMEFLOW`]).
/// Returns the paths written.
pub fn write_tr1_like(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    let files: [(&str, LevelDef); 5] = [
        ("DATA/TITLE.PHD", levels::title()),
        ("DATA/LEVEL1.PHD", levels::level_one(true)),
        (
            "DATA/LEVEL2.PHD",
            LevelDef {
                demo: Some(levels::level_two_demo()),
                ..levels::level_two()
            },
        ),
        ("DATA/LEVEL3.PHD", levels::level_three()),
        ("DATA/CUT1.PHD", levels::cutscene()),
    ];
    for (rel, def) in &files {
        put(dir, rel, &level_bytes(def, Game::Tr1), &mut written)?;
    }
    put(dir, "gameflow.lua", TR1_GAMEFLOW.as_bytes(), &mut written)?;
    Ok(written)
}

/// What differs between the TR2 and the TR3 script of a TOMBPC-like folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TombpcGame {
    /// The script's version field (3 in the PC scripts of both games).
    version: u32,
    /// The gym (level 0): its path as the script writes it and its name.
    gym_path: &'static str,
    gym_name: &'static str,
    /// StartInv item ids (000 §11.5.2: the lists differ between the games).
    pistols: u16,
    small_medipack: u16,
    /// The title's music track (the fixture's choice: no audio is written).
    title_track: u16,
}

const TR2_SCRIPT: TombpcGame = TombpcGame {
    version: 3,
    gym_path: "data\\assault.tr2",
    gym_name: "Lara's Home",
    pistols: 0,
    small_medipack: 15,
    title_track: 64,
};

const TR3_SCRIPT: TombpcGame = TombpcGame {
    version: 3,
    gym_path: "data\\house.tr2",
    gym_name: "Lara's House",
    pistols: 0,
    small_medipack: 17,
    title_track: 5,
};

/// Where a TOMBPC-like folder keeps its files on disk (upper case, as the
/// games install them), and the script's own spelling (lower case).
const TOMBPC_TITLE: (&str, &str) = ("DATA/TITLE.TR2", "data\\title.tr2");
const TOMBPC_LEVELS: [(&str, &str, &str); 2] = [
    ("DATA/LEVEL1.TR2", "data\\level1.tr2", "First Steps"),
    ("DATA/LEVEL2.TR2", "data\\level2.tr2", "Second Room"),
];
/// The FMV the first level's sequence names; no film is written, so a
/// runner meets a missing FMV as it does in installs without them.
const TOMBPC_FMV: &str = "fmv\\intro.rpl";
/// Option codes (000 §11.6): exit to the title.
const EXIT_TO_TITLE: i32 = 0x500;
/// Ticks of no input on the title before a demo would start (30 s).
const DEMO_TIME: u32 = 900;

fn strings(list: &[&str]) -> Vec<Vec<u8>> {
    list.iter().map(|s| s.as_bytes().to_vec()).collect()
}

/// The TOMBPC.DAT of a TR2/TR3-like folder: level 0 the gym, levels 1 and 2
/// the courses; sequences: front end, gym, level 1, level 2.
fn tombpc(g: TombpcGame) -> Gameflow {
    let n_levels = 1 + TOMBPC_LEVELS.len();
    // Unnamed puzzle/pickup/key slots, as the real scripts fill them.
    let per_level = |slot: &str| vec![slot.as_bytes().to_vec(); n_levels];
    let mut description = b"tombrs builder-made game folder".to_vec();
    description.resize(256, 0);
    let seq = |ops: Vec<GameflowOp>| Sequence {
        ops,
        trailing: Vec::new(),
    };
    use GameflowOp::*;
    Gameflow {
        platform: Platform::Pc,
        version: g.version,
        description,
        gameflow_size: 128,
        header: GameflowHeader {
            first_option: EXIT_TO_TITLE,
            title_replace: -1,
            on_death_demo_mode: EXIT_TO_TITLE,
            on_death_in_game: EXIT_TO_TITLE,
            demo_time: DEMO_TIME,
            on_demo_interrupt: EXIT_TO_TITLE,
            on_demo_end: EXIT_TO_TITLE,
            unknown1: vec![0; 36],
            title_sound_id: g.title_track,
            single_level: 0xFFFF,
            unknown2: vec![0; 32],
            flags: GameflowFlags::USE_XOR | GameflowFlags::GYM_ENABLED,
            unknown3: vec![0; 6],
            xor_key: 0xA6,
            language_id: 0,
            secret_sound_id: 47,
            unknown4: vec![0; 4],
        },
        levels: std::iter::once(g.gym_name)
            .chain(TOMBPC_LEVELS.iter().map(|l| l.2))
            .map(|s| s.as_bytes().to_vec())
            .collect(),
        chapter_screens: Vec::new(),
        titles: strings(&[TOMBPC_TITLE.1]),
        fmvs: strings(&[TOMBPC_FMV]),
        level_paths: std::iter::once(g.gym_path)
            .chain(TOMBPC_LEVELS.iter().map(|l| l.1))
            .map(|s| s.as_bytes().to_vec())
            .collect(),
        cutscene_paths: Vec::new(),
        sequences: vec![
            seq(vec![End]),
            seq(vec![Level(0), End]),
            seq(vec![
                Fmv(0),
                StartInv {
                    item: g.pistols,
                    bonus: false,
                },
                StartInv {
                    item: g.small_medipack,
                    bonus: false,
                },
                Level(1),
                Complete,
                End,
            ]),
            seq(vec![Level(2), Complete, GameComplete, End]),
        ],
        demo_levels: Vec::new(),
        psx_fmv_info: Vec::new(),
        // The real scripts hold dozens of menu strings; readers take the
        // count from the file, so a few stand for them.
        game_strings: strings(&["INVENTORY", "OPTION", "ITEMS", "GAME OVER"]),
        // The PC layout has exactly 41 platform strings.
        platform_strings: (0..41).map(|i| format!("PC{i}").into_bytes()).collect(),
        puzzle_strings: ["P1", "P2", "P3", "P4"].map(per_level).to_vec(),
        secret_strings: Vec::new(),
        special_strings: Vec::new(),
        pickup_strings: ["P1", "P2"].map(per_level).to_vec(),
        key_strings: ["K1", "K2", "K3", "K4"].map(per_level).to_vec(),
    }
}

/// The on-disk name of a gym path (`data\assault.tr2` → `DATA/ASSAULT.TR2`).
fn disk_name(script_path: &str) -> String {
    script_path.replace('\\', "/").to_uppercase()
}

/// Writes a TR2 or TR3 game folder into `dir`: `TOMBPC.DAT`, `DATA/TITLE.TR2`,
/// the gym (`DATA/ASSAULT.TR2` or `DATA/HOUSE.TR2`), `DATA/LEVEL1.TR2`,
/// `DATA/LEVEL2.TR2` and `DATA/MAIN.SFX`. Any other `game` is refused.
pub fn write_tombpc_like(dir: &Path, game: Game) -> std::io::Result<Vec<PathBuf>> {
    let g = match game {
        Game::Tr2 => TR2_SCRIPT,
        Game::Tr3 => TR3_SCRIPT,
        other => return Err(unsupported(other, "TOMBPC.DAT")),
    };
    let mut written = Vec::new();
    put(dir, "TOMBPC.DAT", &tombpc(g).write(), &mut written)?;
    put(
        dir,
        TOMBPC_TITLE.0,
        &level_bytes(&levels::title(), game),
        &mut written,
    )?;
    put(
        dir,
        &disk_name(g.gym_path),
        &level_bytes(&levels::gym(), game),
        &mut written,
    )?;
    let defs = [levels::level_one(false), levels::level_two()];
    for ((rel, _, _), def) in TOMBPC_LEVELS.iter().zip(&defs) {
        put(dir, rel, &level_bytes(def, game), &mut written)?;
    }
    put(dir, "DATA/MAIN.SFX", &main_sfx(), &mut written)?;
    Ok(written)
}

fn unsupported(game: Game, what: &str) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        format!("{game} games have no {what}"),
    )
}

/// What differs between the TR4 and the TR5 script of a SCRIPT.DAT folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ScriptGame {
    /// The level files' extension on disk, lower case.
    ext: &'static str,
    /// The PC extensions of the level header: level, film, cutscene, spare
    /// (TR4 ".TR4", ".BIK", ".TR4"; TR5 names its levels and cutscenes
    /// ".TRC" and its films ".SFD").
    pc_extensions: [&'static str; 4],
}

const TR4_SCRIPT: ScriptGame = ScriptGame {
    ext: "tr4",
    pc_extensions: [".TR4", ".BIK", ".TR4", ""],
};
const TR5_SCRIPT: ScriptGame = ScriptGame {
    ext: "trc",
    pc_extensions: [".TRC", ".SFD", ".TRC", ""],
};
/// The PSX extensions, the same in both games' PC scripts.
const PSX_EXTENSIONS: [&str; 4] = [".PSX", ".FMV", ".CUT", ""];
/// The level names, in ENGLISH.DAT's generic strings at these indices.
const SCRIPT_NAMES: [&str; 2] = ["First Steps", "Second Room"];
/// Script path (upper case, as the script writes it) and on-disk stem of the
/// title and the two levels: the disk's case is mixed on purpose, since
/// finding a level must not depend on case.
const SCRIPT_FILES: [(&str, &str); 3] = [
    ("DATA\\TITLE", "data/title"),
    ("DATA\\LEVEL1", "data/Level1"),
    ("DATA\\LEVEL2", "data/LEVEL2"),
];
/// The title's and the levels' music tracks.
const SCRIPT_TITLE_TRACK: u8 = 13;
const SCRIPT_LEVEL_TRACK: u8 = 0;
/// The global header's input timeout (ticks) and security byte, as TRLE
/// scripts write them.
const SCRIPT_INPUT_TIMEOUT: u32 = 18000;
const SCRIPT_SECURITY: u8 = 0x55;

fn ext5(s: &str) -> [u8; 5] {
    let mut out = [0u8; 5];
    for (o, b) in out.iter_mut().zip(s.bytes().take(4)) {
        *o = b;
    }
    out
}

/// The SCRIPT.DAT of a TR4/TR5-like folder: the title, then two levels
/// named by ENGLISH.DAT's generic strings 0 and 1.
fn script(g: ScriptGame) -> Script {
    let paths: Vec<Vec<u8>> = SCRIPT_FILES
        .iter()
        .map(|(p, _)| p.as_bytes().to_vec())
        .collect();
    let mut path_offsets = Vec::new();
    let mut at = 0u16;
    for p in &paths {
        path_offsets.push(at);
        at += p.len() as u16 + 1;
    }
    let mut levels = vec![ScriptLevel {
        ops: vec![ScriptOp::Title {
            path_index: 0,
            options: LevelOptions::empty(),
            audio: SCRIPT_TITLE_TRACK,
        }],
        trailing: Vec::new(),
    }];
    for (i, _) in SCRIPT_NAMES.iter().enumerate() {
        levels.push(ScriptLevel {
            ops: vec![ScriptOp::Level {
                string_index: i as u8,
                options: LevelOptions::empty(),
                path_index: i as u8 + 1,
                audio: SCRIPT_LEVEL_TRACK,
            }],
            trailing: Vec::new(),
        });
    }
    Script {
        options: GlobalOptions::LOAD_SAVE | GlobalOptions::TITLE,
        filler: [0; 3],
        input_timeout: SCRIPT_INPUT_TIMEOUT,
        security: SCRIPT_SECURITY,
        num_unique_level_paths: paths.len() as u16,
        psx_extensions: PSX_EXTENSIONS.map(ext5),
        pc_extensions: g.pc_extensions.map(ext5),
        path_offsets,
        paths,
        levels,
        language_files: strings(&["ENGLISH.DAT"]),
        ng_block: None,
    }
}

/// Writes a TR4 or TR5 game folder into `dir`: `SCRIPT.DAT`, `ENGLISH.DAT`,
/// `data/title.tr4`, `data/Level1.tr4`, `data/LEVEL2.tr4` (`.trc` for TR5).
/// Any other `game` is refused.
pub fn write_script_like(dir: &Path, game: Game) -> std::io::Result<Vec<PathBuf>> {
    let g = match game {
        Game::Tr4 => TR4_SCRIPT,
        Game::Tr5 => TR5_SCRIPT,
        other => return Err(unsupported(other, "SCRIPT.DAT")),
    };
    let mut written = Vec::new();
    put(dir, "SCRIPT.DAT", &script(g).write(), &mut written)?;
    let language = LanguageFile {
        generic: strings(&SCRIPT_NAMES),
        psx: Vec::new(),
        pc: Vec::new(),
        ng_block: None,
    };
    put(dir, "ENGLISH.DAT", &language.write(), &mut written)?;
    let defs = [
        levels::title(),
        levels::level_one(false),
        levels::level_two(),
    ];
    for ((_, stem), def) in SCRIPT_FILES.iter().zip(&defs) {
        let rel = format!("{stem}.{}", g.ext);
        put(dir, &rel, &level_bytes(def, game), &mut written)?;
    }
    Ok(written)
}

#[cfg(test)]
mod tests;
