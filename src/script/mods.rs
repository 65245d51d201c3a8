//! Mod packs: a folder holding a `mod.toml` manifest (name, version,
//! description, the games it targets, the mods it needs) and a `scripts/`
//! overlay laid over the shipped scripts. Mods stack in order, the later
//! winning a file both provide; a clash is reported with both names. A
//! folder without a manifest is an unnamed overlay (the `--scripts DIR`
//! form): the folder itself is laid over `scripts/`.
//!
//! A mod wires its behaviours to type ids through its own catalogue,
//! `scripts/mods/<name>/catalogue.lua`, which [`catalogue_modules`] finds in
//! every root; the mods' folders under `scripts/mods/` keep two mods' files
//! apart.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use super::modules::{module_name, Roots};
use crate::format::Game;

/// The manifest's file name in a mod's folder.
pub const MANIFEST: &str = "mod.toml";

/// The overlay's folder in a mod's folder.
pub const OVERLAY: &str = "scripts";

/// The folder under a script root holding each mod's own modules.
pub const NAMESPACE: &str = "mods";

/// The module of a mod's catalogue inside its namespace folder.
pub const CATALOGUE: &str = "catalogue";

const GAMES: [Game; 5] = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

/// The game a manifest names ("tr1" … "tr5").
pub fn game_named(name: &str) -> Option<Game> {
    GAMES.into_iter().find(|g| g.name() == name)
}

/// What `mod.toml` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Manifest {
    /// Lower-case letters, digits and `_`, starting with a letter: also the
    /// mod's folder under `scripts/mods/`.
    pub name: String,
    /// MAJOR.MINOR.PATCH.
    pub version: String,
    pub description: String,
    /// The games whose levels it is made for.
    pub games: Vec<Game>,
    /// Mods that must be loaded before it, by name.
    pub requires: Vec<String>,
}

/// The manifest as written, with where each value stands.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawManifest {
    name: Spanned<String>,
    version: Spanned<String>,
    #[serde(default)]
    description: String,
    games: Spanned<Vec<Spanned<String>>>,
    #[serde(default)]
    requires: Vec<Spanned<String>>,
}

/// The line of byte `offset` in `text` (1-based).
fn line_of(text: &str, offset: usize) -> usize {
    text.get(..offset)
        .unwrap_or(text)
        .bytes()
        .filter(|&b| b == b'\n')
        .count()
        + 1
}

/// True for a mod name: `[a-z][a-z0-9_]*`.
pub fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// True for MAJOR.MINOR.PATCH (decimal numbers).
fn valid_version(version: &str) -> bool {
    let parts: Vec<&str> = version.split('.').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
}

impl Manifest {
    /// Parses a manifest; errors read `ORIGIN:LINE: what is wrong`.
    pub fn parse(text: &str, origin: &Path) -> Result<Manifest, String> {
        let at = |offset: usize, message: String| {
            format!("{}:{}: {message}", origin.display(), line_of(text, offset))
        };
        let raw: RawManifest = toml::from_str(text).map_err(|e| {
            let offset = e.span().map_or(0, |s| s.start);
            at(offset, e.message().trim_end().to_string())
        })?;
        // Field `label`'s text must pass `valid`, else the error `why` at it.
        let checked = |label: &str, field: &Spanned<String>, valid: fn(&str) -> bool, why: &str| {
            if valid(field.get_ref()) {
                Ok(())
            } else {
                let message = format!("{label} {:?}: {why}", field.get_ref());
                Err(at(field.span().start, message))
            }
        };
        checked(
            "name",
            &raw.name,
            valid_name,
            "use lower-case letters, digits and _, starting with a letter",
        )?;
        checked(
            "version",
            &raw.version,
            valid_version,
            "write MAJOR.MINOR.PATCH, e.g. \"1.0.0\"",
        )?;
        if raw.games.get_ref().is_empty() {
            return Err(at(
                raw.games.span().start,
                "games is empty: name the games the mod is for (\"tr1\" … \"tr5\")".into(),
            ));
        }
        let mut games = Vec::new();
        for g in raw.games.get_ref() {
            let game = game_named(g.get_ref()).ok_or_else(|| {
                at(
                    g.span().start,
                    format!(
                        "game {:?}: name one of tr1, tr2, tr3, tr4, tr5",
                        g.get_ref()
                    ),
                )
            })?;
            if !games.contains(&game) {
                games.push(game);
            }
        }
        let mut requires = Vec::new();
        for r in &raw.requires {
            checked("requires", r, valid_name, "not a mod name")?;
            requires.push(r.get_ref().clone());
        }
        Ok(Manifest {
            name: raw.name.into_inner(),
            version: raw.version.into_inner(),
            description: raw.description,
            games,
            requires,
        })
    }

    /// Reads `dir/mod.toml`.
    pub fn read(dir: &Path) -> Result<Manifest, String> {
        let path = dir.join(MANIFEST);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        Manifest::parse(&text, &path)
    }

    /// The games as their names ("tr1, tr3").
    pub fn game_names(&self) -> String {
        let names: Vec<&str> = self.games.iter().map(|g| g.name()).collect();
        names.join(", ")
    }
}

/// One mod of a stack: a manifest and its overlay, or an unnamed overlay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mod {
    /// The folder given.
    pub dir: PathBuf,
    /// None for a folder without `mod.toml` (laid over as it is).
    pub manifest: Option<Manifest>,
}

impl Mod {
    /// The mod in `dir`: with its manifest when it has `mod.toml`.
    pub fn open(dir: &Path) -> Result<Mod, String> {
        if !dir.is_dir() {
            return Err(format!("{}: no such mod folder", dir.display()));
        }
        let manifest = if dir.join(MANIFEST).is_file() {
            Some(Manifest::read(dir)?)
        } else {
            None
        };
        Ok(Mod {
            dir: dir.to_path_buf(),
            manifest,
        })
    }

    /// How messages name it: its manifest's name, else its folder.
    pub fn label(&self) -> String {
        match &self.manifest {
            Some(m) => format!("'{}'", m.name),
            None => format!("'{}'", self.dir.display()),
        }
    }

    /// The script root it lays over `scripts/`.
    pub fn root(&self) -> PathBuf {
        match self.manifest {
            Some(_) => self.dir.join(OVERLAY),
            None => self.dir.clone(),
        }
    }

    /// Its script files, relative to its root, by module name.
    pub fn files(&self) -> BTreeMap<String, PathBuf> {
        let root = self.root();
        Roots(vec![root.clone()])
            .all_modules()
            .into_iter()
            .filter_map(|(name, path)| {
                let rel = path.strip_prefix(&root).ok()?.to_path_buf();
                Some((name, rel))
            })
            .collect()
    }
}

/// Two or more mods of a stack providing the same script file; the last
/// one named wins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clash {
    /// The file, relative to the overlay (`creatures/wolf.lua`).
    pub file: PathBuf,
    /// The mods providing it, in stack order.
    pub mods: Vec<String>,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let earlier = &self.mods[..self.mods.len().saturating_sub(1)];
        let last = self.mods.last().map_or("", String::as_str);
        write!(
            f,
            "mods {} and {last} both replace scripts/{}; {last} (the later) wins",
            earlier.join(", "),
            self.file.display()
        )
    }
}

/// Mods in load order, their requirements met.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stack {
    pub mods: Vec<Mod>,
    /// Files more than one mod provides.
    pub clashes: Vec<Clash>,
}

impl Stack {
    /// Opens the mods in `dirs` (the later laid over the earlier) and
    /// checks them as a set: names are unique, and every mod a manifest
    /// `requires` is in the stack before it. Errors name both mods.
    pub fn open(dirs: &[PathBuf]) -> Result<Stack, String> {
        let mods = dirs
            .iter()
            .map(|d| Mod::open(d))
            .collect::<Result<Vec<_>, _>>()?;
        let position = |name: &str| {
            mods.iter()
                .position(|m| m.manifest.as_ref().is_some_and(|mf| mf.name == name))
        };
        for (i, m) in mods.iter().enumerate() {
            let Some(manifest) = &m.manifest else {
                continue;
            };
            let first = position(&manifest.name).unwrap_or(i);
            if first != i {
                return Err(format!(
                    "{} and {} are both mod '{}': load one of them",
                    mods[first].dir.display(),
                    m.dir.display(),
                    manifest.name
                ));
            }
            for needed in &manifest.requires {
                match position(needed) {
                    Some(j) if j < i => {}
                    Some(_) => {
                        return Err(format!(
                            "mod '{}' requires mod '{needed}', which is loaded after it: \
                             name '{needed}' first",
                            manifest.name
                        ))
                    }
                    None => {
                        return Err(format!(
                            "mod '{}' ({}) requires mod '{needed}', which is not loaded: \
                             add it before '{}'",
                            manifest.name,
                            m.dir.join(MANIFEST).display(),
                            manifest.name
                        ))
                    }
                }
            }
        }
        let clashes = clashes(&mods);
        Ok(Stack { mods, clashes })
    }

    /// The script roots the mods lay over the shipped scripts, in order.
    pub fn roots(&self) -> Vec<PathBuf> {
        self.mods.iter().map(Mod::root).collect()
    }
}

/// The files provided by more than one of `mods`.
fn clashes(mods: &[Mod]) -> Vec<Clash> {
    let mut providers: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
    for m in mods {
        for rel in m.files().into_values() {
            providers.entry(rel).or_default().push(m.label());
        }
    }
    providers
        .into_iter()
        .filter(|(_, names)| names.len() > 1)
        .map(|(file, mods)| Clash { file, mods })
        .collect()
}

/// The manifest of the mod whose overlay is `root` (`DIR/scripts` with a
/// `DIR/mod.toml`), if it is one and the manifest reads.
pub fn manifest_of_root(root: &Path) -> Option<Manifest> {
    if root.file_name()? != OVERLAY {
        return None;
    }
    let dir = root.parent()?;
    dir.join(MANIFEST)
        .is_file()
        .then(|| Manifest::read(dir).ok())
        .flatten()
}

/// What a host for `game` says of the mods among `roots` that are not
/// made for it: one line each.
pub fn off_target(roots: &[PathBuf], game: Game) -> Vec<String> {
    roots
        .iter()
        .filter_map(|r| manifest_of_root(r))
        .filter(|m| !m.games.contains(&game))
        .map(|m| {
            format!(
                "mod '{}' is made for {}, not {}; its scripts are laid over all the same",
                m.name,
                m.game_names(),
                game.name()
            )
        })
        .collect()
}

/// The mods' catalogue modules (`mods.<name>.catalogue`) in the roots, in
/// the order of the roots (a later root's entries win), each named once.
pub fn catalogue_modules(roots: &Roots) -> Vec<String> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for root in &roots.0 {
        let Ok(entries) = std::fs::read_dir(root.join(NAMESPACE)) else {
            continue;
        };
        let mut found: Vec<String> = entries
            .flatten()
            .map(|e| e.path().join(CATALOGUE).with_extension("lua"))
            .filter(|p| p.is_file())
            .filter_map(|p| module_name(root, &p))
            .collect();
        found.sort();
        for name in found {
            if seen.insert(name.clone()) {
                out.push(name);
            }
        }
    }
    out
}

/// The mod a catalogue module belongs to ("mods.wolf.catalogue" → "wolf").
pub fn catalogue_owner(module: &str) -> &str {
    module
        .strip_prefix(NAMESPACE)
        .and_then(|m| m.strip_prefix('.'))
        .and_then(|m| m.strip_suffix(CATALOGUE))
        .and_then(|m| m.strip_suffix('.'))
        .unwrap_or(module)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "name = \"howl\"\nversion = \"1.2.3\"\n\
                        description = \"A wolf\"\ngames = [\"tr1\", \"tr2\"]\nrequires = [\"base\"]\n";

    fn parse(text: &str) -> Result<Manifest, String> {
        Manifest::parse(text, Path::new("m/mod.toml"))
    }

    #[test]
    fn a_manifest_reads_with_its_games_and_requirements() {
        let m = parse(GOOD).unwrap();
        assert_eq!(m.name, "howl");
        assert_eq!(m.version, "1.2.3");
        assert_eq!(m.games, vec![Game::Tr1, Game::Tr2]);
        assert_eq!(m.requires, vec!["base".to_string()]);
    }

    #[test]
    fn manifest_errors_name_the_file_and_line() {
        let bad_game = GOOD.replace("\"tr2\"", "\"tr9\"");
        let e = parse(&bad_game).unwrap_err();
        assert!(e.starts_with("m/mod.toml:4: game \"tr9\""), "{e}");
        let e = parse(&GOOD.replace("1.2.3", "one")).unwrap_err();
        assert!(e.starts_with("m/mod.toml:2: version"), "{e}");
        let e = parse(&GOOD.replace("howl", "Howl!")).unwrap_err();
        assert!(e.starts_with("m/mod.toml:1: name"), "{e}");
        let e = parse(&format!("{GOOD}colour = 3\n")).unwrap_err();
        assert!(
            e.starts_with("m/mod.toml:6:") && e.contains("colour"),
            "{e}"
        );
        let e = parse("name = \"a\"\nversion = \"1.0.0\"\n").unwrap_err();
        assert!(e.contains("m/mod.toml:") && e.contains("games"), "{e}");
        let e = parse(&GOOD.replace("[\"tr1\", \"tr2\"]", "[]")).unwrap_err();
        assert!(e.starts_with("m/mod.toml:4: games is empty"), "{e}");
    }

    #[test]
    fn catalogue_owners_are_the_folder_names() {
        assert_eq!(catalogue_owner("mods.howl.catalogue"), "howl");
        assert_eq!(catalogue_owner("objects.tr1"), "objects.tr1");
    }
}
