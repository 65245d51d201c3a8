//! The command line's side of mods: the stack a command loads (the mods
//! `config.toml` enables for `play`, then the `--mod` folders), its clashes
//! on stderr, `tombrs mod new` (the scaffold) and `tombrs mod check`. The
//! manifest and the stack themselves are [`crate::script::mods`].

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::script::mods::{game_named, valid_name, Mod, Stack, MANIFEST, NAMESPACE, OVERLAY};
use crate::script::{check, shipped_scripts, HostConfig};

use super::config::{config_path, installed_mods_dir, Config};
use super::EXIT_BAD_INPUT;

/// A `--mod` argument: the folder when it is one, else the installed mod
/// of that name (in `mods/` beside `config.toml`) when there is one.
fn resolve_arg(arg: &Path) -> PathBuf {
    if arg.is_dir() || arg.components().count() != 1 {
        return arg.to_path_buf();
    }
    config_path()
        .map(|c| installed_mods_dir(&c).join(arg))
        .filter(|p| p.is_dir())
        .unwrap_or_else(|| arg.to_path_buf())
}

/// The mods `config.toml` enables (none when there is no settings file).
fn enabled_mods() -> Result<Vec<PathBuf>, String> {
    let Some(file) = config_path().filter(|p| p.is_file()) else {
        return Ok(Vec::new());
    };
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    Config::parse(&text, &file)?.enabled_mods(&file)
}

/// Opens the stack of `args` (after the enabled installed mods when
/// `installed`), prints what it loads and its clashes on stderr, and gives
/// the script roots to lay over the shipped scripts.
pub fn stack_roots(args: &[PathBuf], installed: bool) -> Result<Vec<PathBuf>, String> {
    let mut dirs = if installed {
        enabled_mods()?
    } else {
        Vec::new()
    };
    dirs.extend(args.iter().map(|a| resolve_arg(a)));
    let stack = Stack::open(&dirs)?;
    let named: Vec<String> = stack
        .mods
        .iter()
        .filter_map(|m| m.manifest.as_ref())
        .map(|m| format!("{} {}", m.name, m.version))
        .collect();
    if !named.is_empty() {
        eprintln!("tombrs: mods: {}", named.join(", "));
    }
    for clash in &stack.clashes {
        eprintln!("tombrs: warning: {clash}");
    }
    Ok(stack.roots())
}

/// The mod name a new mod's folder gives: its name in lower case, other
/// characters as `_`.
fn name_for(dir: &Path) -> Option<String> {
    let stem = dir.file_name()?.to_str()?;
    let name: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    valid_name(&name).then_some(name)
}

/// The files of a new mod `name` for `game`: (path in the folder, text).
fn scaffold(name: &str, game: &str, shipped: &Path) -> Vec<(PathBuf, String)> {
    let lara = if matches!(game, "tr4" | "tr5") {
        "LARA"
    } else {
        "Lara"
    };
    let manifest = format!(
        "# A tombrs mod (docs/modding.md). `tombrs mod check DIR` validates it.\n\
         # name: lower-case letters, digits and _; the mod's own scripts live in\n\
         # scripts/mods/{name}/, so two mods' files never meet.\n\
         name = \"{name}\"\n\
         # MAJOR.MINOR.PATCH\n\
         version = \"0.1.0\"\n\
         description = \"What this mod changes, in a sentence.\"\n\
         # The games it is made for: tr1 tr2 tr3 tr4 tr5.\n\
         games = [\"{game}\"]\n\
         # Mods that must be loaded before this one, by name.\n\
         requires = []\n"
    );
    let catalogue = format!(
        "-- The catalogue of mod {name}: which behaviour a type id of a game runs,\n\
         -- laid over the game's own catalogue (scripts/objects/{game}.lua). An entry\n\
         -- has the catalogue's shape: id, name, behaviour (a full module name),\n\
         -- params (handed to the behaviour as e.params).\n\
         return {{\n\
         \x20 {game} = {{\n\
         \x20   -- Lara (type 0) runs this mod's lara.lua, her shipped behaviour with\n\
         \x20   -- one hook changed.\n\
         \x20   [0] = {{ id = 0, name = \"{lara}\", behaviour = \"mods.{name}.lara\" }},\n\
         \x20 }},\n\
         }}\n"
    );
    let example = format!(
        "-- An example override: Lara's shipped behaviour (scripts/lara/player.lua)\n\
         -- with its init hook changed. Every other hook is the shipped one. Edit a\n\
         -- hook, save, and `tombrs play LEVEL --mod DIR` reloads it while you play.\n\
         local player = require(\"lara.player\")\n\
         \n\
         local lara = {{}}\n\
         for hook, f in pairs(player) do lara[hook] = f end\n\
         \n\
         --- Says the mod is loaded (on stderr in `tombrs sim`, in the console in\n\
         --- `tombrs play`), then starts her as the shipped hook does.\n\
         ---@param e Entity\n\
         function lara.init(e)\n\
         \x20 log.info(\"{name}: Lara runs the mod's behaviour\")\n\
         \x20 player.init(e)\n\
         end\n\
         \n\
         return lara\n"
    );
    let shipped = shipped.display().to_string();
    let luarc = serde_json::json!({
        "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json",
        "runtime.version": "Lua 5.4",
        "runtime.path": [format!("{OVERLAY}/?.lua"), "?.lua"],
        "workspace.library": [shipped],
        "workspace.checkThirdParty": false,
        "diagnostics.globals": ["world", "nav", "ai", "input", "log", "unimplemented"],
    });
    let luarc = serde_json::to_string_pretty(&luarc).unwrap_or_default() + "\n";
    let own = PathBuf::from(OVERLAY).join(NAMESPACE).join(name);
    vec![
        (PathBuf::from(MANIFEST), manifest),
        (own.join("catalogue.lua"), catalogue),
        (own.join("lara.lua"), example),
        (PathBuf::from(".luarc.json"), luarc),
    ]
}

/// `tombrs mod new DIR [--game trN]`.
pub fn new_mod(dir: &Path, game: &str) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("tombrs: mod new: {msg}");
        ExitCode::from(EXIT_BAD_INPUT)
    };
    if game_named(game).is_none() {
        return fail(format!(
            "--game {game}: name one of tr1, tr2, tr3, tr4, tr5"
        ));
    }
    let Some(name) = name_for(dir) else {
        return fail(format!(
            "{}: the folder's name makes no mod name (start it with a letter)",
            dir.display()
        ));
    };
    if std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_some()) {
        return fail(format!("{} is not empty", dir.display()));
    }
    let shipped = shipped_scripts();
    let shipped = shipped.canonicalize().unwrap_or(shipped);
    for (rel, text) in scaffold(&name, game, &shipped) {
        let path = dir.join(&rel);
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, text));
        if let Err(e) = written {
            return fail(format!("{}: {e}", path.display()));
        }
        println!("wrote {}", path.display());
    }
    println!(
        "mod {name} for {game}: check it with `tombrs mod check {0}`, \
         try it with `tombrs sim LEVEL --mod {0}`",
        dir.display()
    );
    ExitCode::SUCCESS
}

/// What `mod check` finds in a mod's layout: problems (the mod's files in
/// another mod's folder) and warnings (new modules outside its folder).
fn layout(m: &Mod, name: &str, shipped: &Path) -> (Vec<String>, Vec<String>) {
    let (mut problems, mut warnings) = (Vec::new(), Vec::new());
    let root = m.root();
    if !root.is_dir() {
        problems.push(format!(
            "{}: no {OVERLAY}/ folder: the mod's scripts go there",
            root.display()
        ));
        return (problems, warnings);
    }
    for rel in m.files().into_values() {
        let mut parts = rel.iter().filter_map(|p| p.to_str());
        let shown = Path::new(OVERLAY).join(&rel);
        match (parts.next(), parts.next()) {
            (Some(NAMESPACE), Some(owner)) if owner != name => problems.push(format!(
                "{}: {} is mod '{owner}''s folder; this mod's own files go in {}/{NAMESPACE}/{name}/",
                m.dir.join(&shown).display(),
                Path::new(OVERLAY).join(NAMESPACE).join(owner).display(),
                OVERLAY
            )),
            (Some(NAMESPACE), _) => {}
            _ if shipped.join(&rel).is_file() => {}
            _ => warnings.push(format!(
                "{}: a new module outside {OVERLAY}/{NAMESPACE}/{name}/; another mod may \
                 use the same path",
                m.dir.join(&shown).display()
            )),
        }
    }
    (problems, warnings)
}

/// `tombrs mod check DIR [--mod EARLIER]...`: the manifest, the layout,
/// the stack (requirements, clashes) and check-scripts over it.
pub fn check_mod(dir: &Path, earlier: &[PathBuf]) -> ExitCode {
    let m = match Mod::open(dir) {
        Ok(m) => m,
        Err(e) => {
            println!("{e}");
            println!("1 problem(s)");
            return ExitCode::from(1);
        }
    };
    let Some(manifest) = m.manifest.clone() else {
        println!(
            "{}: no {MANIFEST} (`tombrs mod new` writes one)",
            dir.display()
        );
        println!("1 problem(s)");
        return ExitCode::from(1);
    };
    let shipped = shipped_scripts();
    let (mut problems, mut warnings) = layout(&m, &manifest.name, &shipped);
    let mut dirs: Vec<PathBuf> = earlier.iter().map(|a| resolve_arg(a)).collect();
    dirs.push(dir.to_path_buf());
    match Stack::open(&dirs) {
        Ok(stack) => {
            warnings.extend(stack.clashes.iter().map(ToString::to_string));
            let config = HostConfig::with_mods(&stack.roots());
            problems.extend(check::check(&config));
        }
        Err(e) => problems.push(e),
    }
    for w in &warnings {
        println!("warning: {w}");
    }
    for p in &problems {
        println!("{p}");
    }
    if problems.is_empty() {
        println!(
            "mod {} {} ({}) ok",
            manifest.name,
            manifest.version,
            manifest.game_names()
        );
        ExitCode::SUCCESS
    } else {
        println!("{} problem(s)", problems.len());
        ExitCode::from(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folder_names_become_mod_names() {
        assert_eq!(name_for(Path::new("a/My-Mod")).as_deref(), Some("my_mod"));
        assert_eq!(name_for(Path::new("9lives")), None);
    }

    #[test]
    fn the_scaffold_manifest_reads() {
        let files = scaffold("wolfish", "tr2", Path::new("/s"));
        let (_, text) = &files[0];
        let m = crate::script::mods::Manifest::parse(text, Path::new(MANIFEST)).unwrap();
        assert_eq!(m.name, "wolfish");
        assert_eq!(m.games, vec![crate::format::Game::Tr2]);
        let luarc: serde_json::Value = serde_json::from_str(&files[3].1).unwrap();
        assert_eq!(luarc["workspace.library"][0], "/s");
    }
}
