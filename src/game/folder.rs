//! Game folders: an installed game (or a folder made like one) recognised
//! by its files, case-insensitively, and described to the gameflow's Lua as
//! one plain table.
//!
//! - a folder's own `gameflow.lua` (any game; the bundled demo, a TR1
//!   folder given an order of its own): a data file, read by the flow;
//! - TR4/TR5: `SCRIPT.DAT` with its language file (`ENGLISH.DAT`…);
//! - TR2/TR3: `TOMBPC.DAT` (at the top or in `DATA/`);
//! - TR1: `DATA/*.PHD` (or `.TUB`) with no script: the built-in order of
//!   `scripts/gameflow/tr1.lua`.
//!
//! Paths inside scripts (`data\wall.tr2`, `DATA\TITLE`) are found whatever
//! their case; a file that is missing is named with what it is for.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::format::companion::gameflow::{Gameflow, GameflowAction};
use crate::format::companion::language::LanguageFile;
use crate::format::companion::script::{Script, ScriptOp};
use crate::format::Game;
use crate::script::gameflow::{script_op, tombpc_op};
use crate::script::saved::Plain;

/// The name of a folder's own order of play.
pub const OWN_GAMEFLOW: &str = "gameflow.lua";

/// How the folder says what to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Layout {
    /// Its own `gameflow.lua` (the text, read by the flow's Lua).
    Own { source: String },
    /// TR1's built-in order.
    Tr1,
    /// TOMBPC.DAT (TR2, TR3).
    Tombpc,
    /// SCRIPT.DAT and a language file (TR4, TR5).
    Script,
}

/// A recognised game folder.
#[derive(Debug, Clone)]
pub struct GameFolder {
    pub root: PathBuf,
    /// The game whose rules apply (for `Own`, what its table says).
    pub game: Game,
    pub layout: Layout,
    /// What the flow is told about the game (levels, sequences, names).
    pub description: Plain,
    /// Every file under the folder by its lower-case relative path.
    files: BTreeMap<String, PathBuf>,
}

/// The key of a path as scripts write it: lower case, `/` separators, no
/// leading `./` or `\`.
fn key(path: &str) -> String {
    let p = path.replace('\\', "/").to_ascii_lowercase();
    let p = p.trim_start_matches("./").trim_start_matches('/');
    p.to_string()
}

/// Lists the files under `root` (three folders deep at most: games keep
/// their data in `DATA/` and `FMV/`).
fn index(root: &Path) -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![(root.to_path_buf(), String::new(), 0)];
    while let Some((dir, prefix, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_ascii_lowercase();
            let rel = format!("{prefix}{name}");
            let path = e.path();
            if path.is_dir() {
                if depth < 3 {
                    stack.push((path, format!("{rel}/"), depth + 1));
                }
            } else {
                out.insert(rel, path);
            }
        }
    }
    out
}

/// A small builder of plain tables.
#[derive(Default)]
pub(crate) struct Table(Vec<(Plain, Plain)>);

impl Table {
    pub(crate) fn set(mut self, k: &str, v: impl Into<Plain>) -> Self {
        self.0.push((Plain::Str(k.into()), v.into()));
        self
    }
    pub(crate) fn at(mut self, i: i64, v: impl Into<Plain>) -> Self {
        self.0.push((Plain::Int(i), v.into()));
        self
    }
    pub(crate) fn list<T: Into<Plain>>(items: impl IntoIterator<Item = T>) -> Self {
        let mut t = Table::default();
        for (i, v) in items.into_iter().enumerate() {
            t = t.at(i as i64 + 1, v);
        }
        t
    }
}

impl From<Table> for Plain {
    fn from(t: Table) -> Plain {
        Plain::Table(t.0)
    }
}
impl From<&str> for Plain {
    fn from(s: &str) -> Plain {
        Plain::Str(s.into())
    }
}
impl From<String> for Plain {
    fn from(s: String) -> Plain {
        Plain::Str(s)
    }
}
impl From<i64> for Plain {
    fn from(i: i64) -> Plain {
        Plain::Int(i)
    }
}
impl From<bool> for Plain {
    fn from(b: bool) -> Plain {
        Plain::Bool(b)
    }
}

/// Latin-1 bytes of a script string as text.
fn latin1(b: &[u8]) -> String {
    b.iter().map(|&c| c as char).collect()
}

/// An opcode and its operands as the flow's list `{ "NAME", a, b… }`.
fn op_list(name: &str, args: &[i64]) -> Plain {
    let mut t = Table::default().at(1, name);
    for (i, a) in args.iter().enumerate() {
        t = t.at(i as i64 + 2, *a);
    }
    t.into()
}

/// A TOMBPC.DAT header option as the flow's table.
fn action(v: i32) -> Plain {
    match GameflowAction::decode(v) {
        GameflowAction::Sequence(n) => Table::default()
            .set("kind", "sequence")
            .set("n", n as i64)
            .into(),
        GameflowAction::Demo(n) => Table::default()
            .set("kind", "demo")
            .set("n", n as i64)
            .into(),
        GameflowAction::ExitToTitle => Table::default().set("kind", "title").into(),
        GameflowAction::ExitGame => Table::default().set("kind", "exit").into(),
        GameflowAction::TitleDeselect => Table::default().set("kind", "title").into(),
        GameflowAction::Other(v) => Table::default()
            .set("kind", "other")
            .set("n", v as i64)
            .into(),
    }
}

impl GameFolder {
    /// Recognises the game in `root`. Errors say what was looked for, or
    /// which file is missing or damaged and what it is for.
    pub fn open(root: &Path) -> Result<GameFolder, String> {
        if !root.is_dir() {
            return Err(format!("{}: not a folder", root.display()));
        }
        let files = index(root);
        let mut folder = GameFolder {
            root: root.to_path_buf(),
            game: Game::Tr1,
            layout: Layout::Tr1,
            description: Plain::Table(Vec::new()),
            files,
        };
        if let Some(path) = folder.files.get(OWN_GAMEFLOW).cloned() {
            let source =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            folder.game = own_game(&source);
            folder.layout = Layout::Own { source };
            folder.description = Table::default()
                .set("game", crate::script::game_key(folder.game))
                .into();
        } else if let Some(path) = folder.files.get("script.dat").cloned() {
            folder.read_script(&path)?;
        } else if let Some(path) = ["tombpc.dat", "data/tombpc.dat"]
            .iter()
            .find_map(|k| folder.files.get(*k).cloned())
        {
            folder.read_tombpc(&path)?;
        } else if folder
            .files
            .keys()
            .any(|k| k.starts_with("data/") && (k.ends_with(".phd") || k.ends_with(".tub")))
        {
            folder.game = Game::Tr1;
            folder.layout = Layout::Tr1;
            folder.description = Table::default().set("game", "tr1").into();
        } else {
            return Err(format!(
                "{}: not a game folder: looked for {OWN_GAMEFLOW}, SCRIPT.DAT with its language \
                 file (TR4/TR5), TOMBPC.DAT (TR2/TR3) or DATA/*.PHD (TR1)",
                root.display()
            ));
        }
        Ok(folder)
    }

    /// The file a script names (`data\wall.tr2`), whatever its case; where
    /// the folder keeps it elsewhere (a level copied out of DATA/), the one
    /// file of that name anywhere in the folder ([`GameFolder::moved`] says
    /// so). The error says what the file is for.
    pub fn resolve(&self, path: &str, what: &str) -> Result<PathBuf, String> {
        if let Some(p) = self.files.get(&key(path)) {
            return Ok(p.clone());
        }
        self.moved(path).ok_or_else(|| {
            format!(
                "{what}: {path} is not in {} (looked for it whatever its case, and for its \
                 name anywhere in the folder)",
                self.root.display()
            )
        })
    }

    /// The levels of `description` (the table the flow plays from) whose
    /// files are missing or unreadable: one line each, naming the level
    /// and the file and saying what is wrong, in the order of the levels.
    pub fn missing_levels(&self, description: &Plain) -> Vec<String> {
        let Plain::Table(d) = description else {
            return Vec::new();
        };
        let Some(Plain::Table(levels)) = super::page::field(d, "levels") else {
            return Vec::new();
        };
        let mut numbered: Vec<(i64, &[(Plain, Plain)])> = levels
            .iter()
            .filter_map(|(k, v)| match (k, v) {
                (Plain::Int(n), Plain::Table(l)) => Some((*n, l.as_slice())),
                _ => None,
            })
            .collect();
        numbered.sort_by_key(|(n, _)| *n);
        numbered
            .into_iter()
            .filter_map(|(n, level)| {
                let file = super::page::text(super::page::field(level, "file"));
                let name = super::page::text(super::page::field(level, "name"));
                let what = format!("level {n} ({name})");
                let problem = match self.resolve(&file, &what) {
                    Err(_) => "is missing".to_string(),
                    Ok(path) => unreadable(&path)?,
                };
                Some(format!("{what}: {file} {problem}"))
            })
            .collect()
    }

    /// Where a file a script names is when it is not at its path: the one
    /// file of that name elsewhere in the folder (None when there is none,
    /// or several).
    pub fn moved(&self, path: &str) -> Option<PathBuf> {
        if self.files.contains_key(&key(path)) {
            return None;
        }
        let k = key(path);
        let name = k.rsplit('/').next()?;
        let mut found = self
            .files
            .iter()
            .filter(|(rel, _)| rel.rsplit('/').next() == Some(name));
        match (found.next(), found.next()) {
            (Some((_, p)), None) => Some(p.clone()),
            _ => None,
        }
    }

    /// TOMBPC.DAT: the levels, their names and items' names, the sequences
    /// and the header's options.
    fn read_tombpc(&mut self, path: &Path) -> Result<(), String> {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let gf = Gameflow::read(&bytes)
            .map_err(|e| format!("{} (the TR2/TR3 gameflow): {e}", path.display()))?;
        // TR2 and TR3 share the file; the levels' version word tells them apart.
        self.game = gf
            .level_paths
            .iter()
            .find_map(|p| {
                let file = self.files.get(&key(&latin1(p)))?;
                let head = read_head(file)?;
                crate::format::detect_game(&head, None).ok()
            })
            .unwrap_or(Game::Tr2);
        self.layout = Layout::Tombpc;
        let names = |arrays: &[Vec<Vec<u8>>], level: usize| {
            Table::list(
                arrays
                    .iter()
                    .map(|a| a.get(level).map(|s| latin1(s)).unwrap_or_default()),
            )
        };
        let mut levels = Table::default();
        for (i, p) in gf.level_paths.iter().enumerate() {
            let name = gf.levels.get(i).map(|s| latin1(s)).unwrap_or_default();
            levels = levels.at(
                i as i64,
                Table::default()
                    .set("file", latin1(p))
                    .set("name", name)
                    .set("keys", names(&gf.key_strings, i))
                    .set("puzzles", names(&gf.puzzle_strings, i))
                    .set("pickups", names(&gf.pickup_strings, i)),
            );
        }
        let mut cutscenes = Table::default();
        for (i, p) in gf.cutscene_paths.iter().enumerate() {
            cutscenes = cutscenes.at(i as i64, Table::default().set("file", latin1(p)));
        }
        let mut fmvs = Table::default();
        for (i, p) in gf.fmvs.iter().enumerate() {
            fmvs = fmvs.at(i as i64, latin1(p));
        }
        let mut sequences = Table::default();
        for (i, s) in gf.sequences.iter().enumerate() {
            let ops = s.ops.iter().map(|op| {
                let (name, args) = tombpc_op(op);
                op_list(name, &args)
            });
            sequences = sequences.at(i as i64, Table::list(ops));
        }
        let h = &gf.header;
        let title = gf.titles.first().map(|t| latin1(t));
        let mut d = Table::default()
            .set("game", crate::script::game_key(self.game))
            .set("levels", levels)
            .set("cutscenes", cutscenes)
            .set("fmvs", fmvs)
            .set("sequences", sequences)
            .set("first_option", action(h.first_option))
            .set("title_replace", action(h.title_replace))
            .set("on_death_in_game", action(h.on_death_in_game))
            .set("on_death_demo_mode", action(h.on_death_demo_mode))
            .set("on_demo_end", action(h.on_demo_end))
            .set("on_demo_interrupt", action(h.on_demo_interrupt))
            .set("demo_time", h.demo_time as i64)
            .set(
                "demo_levels",
                Table::list(gf.demo_levels.iter().map(|&l| l as i64)),
            )
            .set("flags", h.flags.bits() as i64)
            .set(
                "strings",
                Table::list(gf.game_strings.iter().map(|s| latin1(s))),
            );
        if let Some(t) = title {
            d = d.set("title", Table::default().set("file", t));
        }
        self.description = d.into();
        Ok(())
    }

    /// SCRIPT.DAT with its language file: level 0 the title, then the
    /// levels with their names and options.
    fn read_script(&mut self, path: &Path) -> Result<(), String> {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let script = Script::read(&bytes)
            .map_err(|e| format!("{} (the TR4/TR5 script): {e}", path.display()))?;
        let ext = latin1(&script.pc_extensions[0])
            .trim_matches(char::from(0))
            .to_string();
        self.game = if ext.eq_ignore_ascii_case(".trc") {
            Game::Tr5
        } else {
            Game::Tr4
        };
        self.layout = Layout::Script;
        let wanted: Vec<String> = script.language_files.iter().map(|l| latin1(l)).collect();
        let language = wanted
            .iter()
            .find_map(|l| self.files.get(&key(l)))
            .ok_or_else(|| {
                format!(
                    "{}: the language file SCRIPT.DAT names ({}; level and item names) is not \
                     there",
                    self.root.display(),
                    if wanted.is_empty() {
                        "none".to_string()
                    } else {
                        wanted.join(", ")
                    }
                )
            })?;
        let lang_bytes =
            std::fs::read(language).map_err(|e| format!("{}: {e}", language.display()))?;
        let lang = LanguageFile::read(&lang_bytes)
            .map_err(|e| format!("{} (the language file): {e}", language.display()))?;
        let mut levels = Table::default();
        for (i, level) in script.levels.iter().enumerate() {
            let file = script
                .path_of(i)
                .map(|p| format!("{}{ext}", latin1(p)))
                .unwrap_or_default();
            let name = level
                .name_and_path()
                .and_then(|(s, _)| s)
                .and_then(|s| lang.string(s as usize))
                .unwrap_or_default();
            let mut items = Table::default();
            let mut ops = Vec::new();
            for op in &level.ops {
                if let ScriptOp::Item(def) = op {
                    let label = lang.string(def.string_index as usize).unwrap_or_default();
                    items = items.set(&def.slot_name(), label);
                }
                let (name, args) = script_op(op);
                ops.push(op_list(name, &args));
            }
            levels = levels.at(
                i as i64,
                Table::default()
                    .set("file", file)
                    .set("name", name)
                    .set("title", i == 0)
                    .set("items", items)
                    .set("ops", Table::list(ops)),
            );
        }
        let strings = Table::list(
            (0..lang.generic.len() + lang.psx.len() + lang.pc.len())
                .map(|i| lang.string(i).unwrap_or_default()),
        );
        self.description = Table::default()
            .set("game", crate::script::game_key(self.game))
            .set("levels", levels)
            .set("strings", strings)
            .set("options", script.options.bits() as i64)
            .into();
        Ok(())
    }

    /// What told the game, in words.
    pub fn layout_name(&self) -> &'static str {
        match self.layout {
            Layout::Own { .. } => "its own gameflow.lua",
            Layout::Tr1 => "TR1's built-in order",
            Layout::Tombpc => "TOMBPC.DAT",
            Layout::Script => "SCRIPT.DAT",
        }
    }

    /// The folder's name, for save slots and the window title.
    pub fn name(&self) -> String {
        self.root
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "game".into())
    }
}

/// The first bytes of a file (its version word).
fn read_head(path: &Path) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut f = std::fs::File::open(path).ok()?;
    let mut head = vec![0u8; 16];
    let n = f.read(&mut head).ok()?;
    head.truncate(n);
    Some(head)
}

/// The game a folder's own gameflow.lua names (`game = "tr2"`), TR1 when it
/// names none (the flow reads the file properly; this only picks the rules).
fn own_game(source: &str) -> Game {
    for (k, g) in [
        ("\"tr2\"", Game::Tr2),
        ("\"tr3\"", Game::Tr3),
        ("\"tr4\"", Game::Tr4),
        ("\"tr5\"", Game::Tr5),
    ] {
        if source
            .lines()
            .any(|l| l.trim_start().starts_with("game") && l.contains(k))
        {
            return g;
        }
    }
    Game::Tr1
}

/// Why the level file at `path` cannot be played, read no further than its
/// version word; None when it looks like a level.
fn unreadable(path: &Path) -> Option<String> {
    use std::io::Read;
    let mut head = [0u8; 4];
    let read = std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut head));
    if let Err(e) = read {
        return Some(format!("cannot be read ({e})"));
    }
    let ext = path.extension().and_then(|e| e.to_str());
    crate::format::detect_game(&head, ext)
        .err()
        .map(|e| format!("is not a level ({e})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_paths_match_files_whatever_their_case() {
        assert_eq!(key("DATA\\TITLE.TR4"), "data/title.tr4");
        assert_eq!(key("./data/Wall.TR2"), "data/wall.tr2");
        assert_eq!(own_game("return {\n  game = \"tr4\",\n}"), Game::Tr4);
        assert_eq!(own_game("return {}"), Game::Tr1);
    }

    #[test]
    fn a_folder_without_a_game_says_what_it_looked_for() {
        let dir = std::env::temp_dir().join(format!("tombrs-nogame-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let e = GameFolder::open(&dir).unwrap_err();
        assert!(e.contains("not a game folder"), "{e}");
        assert!(e.contains("TOMBPC.DAT"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
