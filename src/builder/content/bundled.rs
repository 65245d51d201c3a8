//! The content set: `content.toml` names the model files, the levels with
//! the files each is written as, and the files copied as they are; a set
//! is read through a function that fetches a file by its relative path,
//! from a folder on disk (`tombrs build-demo --source`) or from the copy of
//! `data/demo/` compiled into the program ([`bundled`]).

use std::sync::OnceLock;

use serde::Deserialize;

use super::level::{parse_level, LevelContent};
use super::model::ModelSet;
use super::{parse_toml, ContentError};
use crate::builder::models::ModelDef;
use crate::format::Game;

/// The index of a content set.
pub const INDEX: &str = "content.toml";

/// `data/demo/` as compiled in: every file the index names.
const FILES: [(&str, &str); 13] = [
    (INDEX, include_str!("../../../data/demo/content.toml")),
    (
        "models/hero.toml",
        include_str!("../../../data/demo/models/hero.toml"),
    ),
    (
        "models/wolf.toml",
        include_str!("../../../data/demo/models/wolf.toml"),
    ),
    (
        "models/bat.toml",
        include_str!("../../../data/demo/models/bat.toml"),
    ),
    (
        "models/rat.toml",
        include_str!("../../../data/demo/models/rat.toml"),
    ),
    (
        "models/mechanisms.toml",
        include_str!("../../../data/demo/models/mechanisms.toml"),
    ),
    (
        "models/traps.toml",
        include_str!("../../../data/demo/models/traps.toml"),
    ),
    (
        "models/doors.toml",
        include_str!("../../../data/demo/models/doors.toml"),
    ),
    (
        "models/items.toml",
        include_str!("../../../data/demo/models/items.toml"),
    ),
    (
        "levels/demo.toml",
        include_str!("../../../data/demo/levels/demo.toml"),
    ),
    (
        "levels/showcase.toml",
        include_str!("../../../data/demo/levels/showcase.toml"),
    ),
    (
        "levels/canopy.toml",
        include_str!("../../../data/demo/levels/canopy.toml"),
    ),
    (
        "gameflow.lua",
        include_str!("../../../data/demo/gameflow.lua"),
    ),
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IndexSpec {
    models: Vec<String>,
    /// The sound effects file written beside the levels.
    main_sfx: String,
    /// The table of a model's states and animations by name, for scripts.
    hero_table: HeroTableSpec,
    #[serde(default)]
    copy: Vec<String>,
    level: Vec<LevelEntrySpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HeroTableSpec {
    model: String,
    file: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LevelEntrySpec {
    file: String,
    /// (file written, game whose format it is in).
    write: Vec<(String, String)>,
}

/// A level of the set and the files it is written as.
#[derive(Debug, Clone, PartialEq)]
pub struct LevelEntry {
    /// The level file it was read from.
    pub file: String,
    pub level: LevelContent,
    pub outputs: Vec<(String, Game)>,
}

/// A content set, read.
#[derive(Debug, Clone, PartialEq)]
pub struct Content {
    pub models: ModelSet,
    pub levels: Vec<LevelEntry>,
    pub main_sfx: String,
    /// The hero table's model and the file it is written to.
    pub hero_table: (String, String),
    /// Files copied as they are: (relative path, text).
    pub copies: Vec<(String, String)>,
}

fn game(file: &str, at: &str, name: &str) -> Result<Game, ContentError> {
    [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5]
        .into_iter()
        .find(|g| g.name() == name)
        .ok_or_else(|| ContentError::new(file, at, format!("game {name:?}: one of tr1 … tr5")))
}

/// Reads a content set; `read` fetches a file by its path in the set.
pub fn load(read: &dyn Fn(&str) -> Result<String, String>) -> Result<Content, ContentError> {
    let fetch = |path: &str| read(path).map_err(|e| ContentError::new(path, "", e));
    let index: IndexSpec = parse_toml(INDEX, &fetch(INDEX)?)?;
    let mut models = ModelSet::default();
    for file in &index.models {
        models.read(file, &fetch(file)?)?;
    }
    if models.get(&index.hero_table.model).is_none() {
        return Err(ContentError::new(
            INDEX,
            "hero_table",
            format!("no model called {:?}", index.hero_table.model),
        ));
    }
    let mut levels = Vec::with_capacity(index.level.len());
    for entry in &index.level {
        let level = parse_level(&entry.file, &fetch(&entry.file)?, &models)?;
        let at = format!("level {}", entry.file);
        let outputs = entry
            .write
            .iter()
            .map(|(name, g)| Ok((name.clone(), game(INDEX, &at, g)?)))
            .collect::<Result<Vec<_>, ContentError>>()?;
        levels.push(LevelEntry {
            file: entry.file.clone(),
            level,
            outputs,
        });
    }
    let copies = index
        .copy
        .iter()
        .map(|path| Ok((path.clone(), fetch(path)?)))
        .collect::<Result<Vec<_>, ContentError>>()?;
    Ok(Content {
        models,
        levels,
        main_sfx: index.main_sfx,
        hero_table: (index.hero_table.model, index.hero_table.file),
        copies,
    })
}

/// Reads the content set in the folder `dir`.
pub fn load_dir(dir: &std::path::Path) -> Result<Content, ContentError> {
    load(&|path| std::fs::read_to_string(dir.join(path)).map_err(|e| e.to_string()))
}

/// The content compiled into the program (`data/demo/`), read once. Its
/// reading is checked by the tests, so it cannot fail in a build.
pub fn bundled() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| {
        load(&|path| {
            FILES
                .iter()
                .find(|(p, _)| *p == path)
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| {
                    "not among the files compiled in (src/builder/content/bundled.rs)".to_string()
                })
        })
        .unwrap_or_else(|e| panic!("the bundled content: {e}"))
    })
}

/// A model of the bundled content by name; a name the content lacks is a
/// mistake in the program (the content's reading is tested).
pub fn model(name: &str) -> ModelDef {
    bundled()
        .models
        .get(name)
        .map(|m| m.model.clone())
        .unwrap_or_else(|| panic!("the bundled content has no model {name:?}"))
}

impl Content {
    /// The level read from `file`.
    pub fn level(&self, file: &str) -> Option<&LevelEntry> {
        self.levels.iter().find(|l| l.file == file)
    }

    /// The hero table: the hero model's states and animations by name, as
    /// the Lua table scripts read.
    pub fn hero_lua(&self) -> String {
        let mut s = String::from(
            "-- Generated by `tombrs build-demo`: the demo hero's states and animations by name.\nreturn {\n  states = {\n",
        );
        let Some(hero) = self.models.get(&self.hero_table.0) else {
            return s;
        };
        let mut states = hero.states.clone();
        states.sort_by_key(|(_, id)| *id);
        for (name, id) in states {
            s.push_str(&format!("    {name} = {id},\n"));
        }
        s.push_str("  },\n  animations = {\n");
        for (i, a) in hero.model.animations.iter().enumerate() {
            s.push_str(&format!("    {} = {i},\n", a.name));
        }
        s.push_str("  },\n}\n");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_content_reads_and_every_file_of_its_index_is_compiled_in() {
        let content = bundled();
        assert!(content.models.get("hero").is_some());
        assert!(!content.levels.is_empty());
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo");
        assert_eq!(&load_dir(&dir).expect("data/demo reads"), content);
    }

    #[test]
    fn errors_name_the_file_and_the_item() {
        let mut set = ModelSet::default();
        let e = set
            .read("m.toml", "[[model]]\nname = \"x\"\ntype = 1\n[[model.mesh]]\nname = \"a\"\nboxes = [{ from = [0,0,0], to = [1,1,1], material = \"cheese\" }]\n")
            .unwrap_err();
        assert_eq!(e.file, "m.toml");
        assert!(e.at.contains("model x: mesh a: box 0"), "{e}");
        assert!(e.message.contains("cheese"), "{e}");
        let e = set.read("bad.toml", "[[model]\n").unwrap_err();
        assert!(e.to_string().starts_with("bad.toml: "), "{e}");
        assert!(e.to_string().contains("line 1"), "{e}");
    }
}
