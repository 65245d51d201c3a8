//! docs/architecture.md's module table as a test: every path a file of
//! `src/<module>/` names (`crate::x`, `super::` out of its module, an
//! external crate's `name::`) must be one its row allows, the layers never
//! name the frontend's crates, every module has a row, render and audio
//! read the world's snapshot and never the `World`, and no file of a
//! module imports another that imports it back. The sources and the guide
//! are read from the crate's folder, so the table and the code cannot
//! drift.

mod cycles;
mod source;
mod table;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use source::{paths_from, Source};
use table::Row;

/// The modules that build and test without the `frontend` feature.
const LAYERS: [&str; 7] = [
    "format", "level", "builder", "world", "script", "save", "game",
];

/// The crates behind the `frontend` feature.
const FRONTEND_CRATES: [&str; 3] = ["sdl2", "gl", "cpal"];

/// Crates every module may use.
const STANDARD: [&str; 3] = ["std", "core", "alloc"];

/// What unit tests (`#[cfg(test)]` modules) may use besides their row:
/// fixtures are made by the builder (docs/architecture.md "Testing"), and
/// the builder's own tests run the Lua it writes.
const TEST_EXTRAS: [&str; 2] = ["builder", "mlua"];

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sources() -> Vec<Source> {
    source::read_tree(&crate_dir().join("src"))
}

fn rows() -> Vec<Row> {
    let path = crate_dir().join("docs/architecture.md");
    let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    table::parse(&doc).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The crates of `[dependencies]` in Cargo.toml, as Rust names them.
fn dependencies() -> Vec<String> {
    let path = crate_dir().join("Cargo.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .skip_while(|l| l.trim() != "[dependencies]")
        .skip(1)
        .take_while(|l| !l.trim_start().starts_with('['))
        .filter_map(|l| {
            l.split_once('=')
                .map(|(name, _)| name.trim().replace('-', "_"))
        })
        .filter(|name| !name.is_empty() && !name.starts_with('#'))
        .collect()
}

/// The top-level modules `lib.rs` declares for the library itself.
fn top_modules(sources: &[Source]) -> Vec<String> {
    let lib = sources
        .iter()
        .find(|s| s.rel == "lib.rs")
        .expect("src/lib.rs");
    lib.children
        .iter()
        .filter(|(_, test)| !test)
        .map(|(name, _)| name.clone())
        .collect()
}

/// `#[macro_export]` macros live at the crate's root; `crate::name` of one
/// is a path into the module that defines it.
fn exported_macros(sources: &[Source]) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for s in sources.iter().filter(|s| !s.module.is_empty()) {
        for (at, _) in s.code.match_indices("#[macro_export]") {
            let rest = &s.code[at..];
            if let Some(name) = rest.split("macro_rules!").nth(1).and_then(|r| {
                r.split(|c: char| !source::is_ident(c))
                    .find(|w| !w.is_empty())
            }) {
                found.insert(name.to_string(), s.module[0].clone());
            }
        }
    }
    found
}

/// What one file names: modules of this crate and external crates, each
/// with a line.
fn named_by(
    s: &Source,
    code: &str,
    modules: &[String],
    macros: &BTreeMap<String, String>,
    deps: &[String],
) -> Vec<(String, usize)> {
    let mut names = Vec::new();
    let mut at_root = |first: &str, line: usize| {
        let name = macros
            .get(first)
            .cloned()
            .unwrap_or_else(|| first.to_string());
        names.push((name, line));
    };
    for named in paths_from(code, "crate") {
        if let Some(first) = named.segments.first() {
            at_root(first, named.line);
        }
    }
    // `super::` chains that climb out of the file's own module.
    for named in paths_from(code, "super") {
        let ups = 1 + named.segments.iter().take_while(|p| *p == "super").count();
        if ups >= s.module.len() {
            if let Some(first) = named.segments.get(ups - 1) {
                if modules.contains(first) {
                    at_root(first, named.line);
                }
            }
        }
    }
    for krate in deps.iter().map(String::as_str).chain(STANDARD) {
        for named in paths_from(code, krate) {
            names.push((krate.to_string(), named.line));
        }
    }
    names
}

/// The crossings of the table's edges, one line per file and name:
/// `src/file:lines: names X, which …`.
fn crossings(sources: &[Source], rows: &[Row]) -> Vec<String> {
    let modules = top_modules(sources);
    let macros = exported_macros(sources);
    let deps = dependencies();
    // Per file and name: the lines, and why it crosses.
    let mut found: BTreeMap<(String, String), (BTreeSet<usize>, String)> = BTreeMap::new();
    let mut cross = |s: &Source, name: &str, line: Option<usize>, why: String| {
        let entry = found
            .entry((s.rel.clone(), name.to_string()))
            .or_insert_with(|| (BTreeSet::new(), why));
        entry.0.extend(line);
    };
    for s in sources.iter().filter(|s| !s.module.is_empty()) {
        let top = &s.module[0];
        let Some(row) = rows.iter().find(|r| &r.module == top) else {
            if !s.test_only {
                cross(
                    s,
                    top,
                    None,
                    format!("module `{top}` has no row in the table"),
                );
            }
            continue;
        };
        // Shipped code by its row; test code may also use the extras.
        for (code, test) in [(&s.shipped, s.test_only), (&s.code, true)] {
            for (name, line) in named_by(s, code, &modules, &macros, &deps) {
                let is_module = modules.contains(&name);
                let listed = row.may_use.as_ref().is_none_or(|a| {
                    let list = if is_module { &a.modules } else { &a.crates };
                    list.contains(&name)
                });
                let allowed = &name == top
                    || STANDARD.contains(&name.as_str())
                    || (test && TEST_EXTRAS.contains(&name.as_str()))
                    || listed;
                let what = if is_module { "module" } else { "crate" };
                let why = if row.forbidden.contains(&name) {
                    format!("names {what} `{name}`, which `{top}` must not touch")
                } else if allowed {
                    continue;
                } else if is_module || deps.contains(&name) {
                    format!("names {what} `{name}`, which the row of `{top}` does not list")
                } else {
                    format!("names `crate::{name}`, which is no module of the table")
                };
                cross(s, &name, Some(line), why);
            }
        }
    }
    found
        .into_iter()
        .map(|((rel, _), (lines, why))| {
            let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
            let at = if lines.is_empty() {
                String::new()
            } else {
                format!(":{}", lines.join(","))
            };
            format!("src/{rel}{at}: {why}")
        })
        .collect()
}

#[test]
fn modules_use_only_what_the_architecture_table_allows() {
    let crossed = crossings(&sources(), &rows());
    assert!(
        crossed.is_empty(),
        "docs/architecture.md \"Modules and what each may touch\" is crossed \
         (change the code, or the table when the design changes):\n{}",
        crossed.join("\n")
    );
}

#[test]
fn the_table_has_a_row_for_every_module_and_no_other() {
    let sources = sources();
    let modules = top_modules(&sources);
    let rows = rows();
    let named: Vec<&String> = rows.iter().map(|r| &r.module).collect();
    for m in &modules {
        assert!(
            named.contains(&m),
            "module `{m}` has no row in docs/architecture.md"
        );
    }
    for r in &rows {
        assert!(
            modules.contains(&r.module),
            "the table's row `{}` names no module",
            r.module
        );
        if let Some(a) = &r.may_use {
            for name in a.modules.iter().chain(&a.crates) {
                assert!(
                    !r.forbidden.contains(name),
                    "row `{}` both allows and forbids `{name}`",
                    r.module
                );
            }
        }
    }
}

#[test]
fn the_layers_never_name_the_frontend_crates() {
    let mut named = Vec::new();
    for s in sources() {
        if !s
            .module
            .first()
            .is_some_and(|m| LAYERS.contains(&m.as_str()))
        {
            continue;
        }
        for krate in FRONTEND_CRATES {
            for n in paths_from(&s.code, krate) {
                named.push(format!("src/{}:{}: {krate}", s.rel, n.line));
            }
        }
    }
    assert!(
        named.is_empty(),
        "layers naming a frontend crate:\n{}",
        named.join("\n")
    );
}

/// The modules that draw and mix what the world shows; they read a
/// `world::Snapshot`, never the `World` itself.
const SNAPSHOT_READERS: [&str; 2] = ["render", "audio"];

/// The lines where shipped code of `s` names `world::World` (through
/// `crate::`, `super::` or a `world` module in scope).
fn lines_naming_the_world(s: &Source) -> Vec<usize> {
    let names_world = |full: &[String]| full.len() >= 2 && full[0] == "world" && full[1] == "World";
    let through_crate = paths_from(&s.shipped, "crate")
        .into_iter()
        .filter(|n| names_world(&n.segments));
    let through_super = paths_from(&s.shipped, "super").into_iter().filter(|n| {
        let written = [&["super".to_string()][..], &n.segments].concat();
        names_world(&s.absolute(&written))
    });
    let through_module = paths_from(&s.shipped, "world")
        .into_iter()
        .filter(|n| n.segments.first().is_some_and(|f| f == "World"));
    through_crate
        .chain(through_super)
        .chain(through_module)
        .map(|n| n.line)
        .collect()
}

#[test]
fn render_and_audio_read_the_snapshot_not_the_world() {
    let mut named = Vec::new();
    for s in sources() {
        if s.module
            .first()
            .is_some_and(|m| SNAPSHOT_READERS.contains(&m.as_str()))
        {
            for line in lines_naming_the_world(&s) {
                named.push(format!("src/{}:{line}", s.rel));
            }
        }
    }
    assert!(
        named.is_empty(),
        "render or audio naming world::World (take a world::Snapshot):\n{}",
        named.join("\n")
    );
}

#[test]
fn naming_the_world_is_found_in_every_spelling_and_not_in_tests() {
    let s = Source::new(
        "render/x.rs".to_string(),
        "use crate::world::{Snapshot, World};\n\
         fn f(w: &super::super::world::World) {}\n\
         use crate::world;\nfn g(w: &world::World) {}\n\
         enum Backdrop { World }\nfn h(s: &crate::world::Snapshot) {}\n\
         #[cfg(test)]\nmod tests { use crate::world::World; }\n",
    );
    assert_eq!(lines_naming_the_world(&s), [1, 2, 4]);
}

/// `app/cli.rs` + `app/sim.rs` → `app: cli, sim`.
fn cycle_name(files: &[String]) -> String {
    let module = files[0].split('/').next().unwrap_or_default();
    let inner: Vec<&str> = files
        .iter()
        .map(|f| {
            let f = f.strip_prefix(module).unwrap_or(f).trim_start_matches('/');
            let f = f.strip_suffix(".rs").unwrap_or(f);
            f.strip_suffix("/mod").unwrap_or(f)
        })
        .collect();
    format!("{module}: {}", inner.join(", "))
}

#[test]
fn no_import_cycles_between_the_files_of_a_module() {
    let cycles: Vec<String> = cycles::file_cycles(&sources())
        .iter()
        .map(|c| cycle_name(c))
        .collect();
    assert!(
        cycles.is_empty(),
        "import cycles between files (move the piece both sides use into a file of its own, \
         or turn the dependency around): {cycles:?}"
    );
}

#[test]
fn dependencies_come_from_cargo_toml() {
    let deps = dependencies();
    for krate in ["flate2", "mlua", "serde_json", "sdl2"] {
        assert!(deps.iter().any(|d| d == krate), "{krate} in {deps:?}");
    }
}
