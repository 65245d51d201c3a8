//! Script modules: the roots they come from (the shipped `scripts/` and mod
//! overlays, a later root replacing a file at the same relative path), the
//! sandboxed `require`, and recompiling changed modules into fresh
//! environments while keeping a module whose new text fails.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use mlua::chunk::ChunkMode;
use mlua::{Function, Lua, Table, Value};

use super::sandbox::Budget;

/// The script directories, lowest priority first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Roots(pub Vec<PathBuf>);

impl Roots {
    /// The file module `name` ("objects.common.door") resolves to: the last
    /// root that has it. None for names outside the roots.
    pub fn resolve(&self, name: &str) -> Option<PathBuf> {
        if !valid_name(name) {
            return None;
        }
        let rel: PathBuf = name.split('.').collect::<PathBuf>().with_extension("lua");
        self.0
            .iter()
            .rev()
            .map(|r| r.join(&rel))
            .find(|p| p.is_file())
    }

    /// Every module of every root (overlays winning), by name.
    pub fn all_modules(&self) -> BTreeMap<String, PathBuf> {
        let mut out = BTreeMap::new();
        for root in &self.0 {
            let mut stack = vec![root.clone()];
            while let Some(dir) = stack.pop() {
                let Ok(entries) = std::fs::read_dir(&dir) else {
                    continue;
                };
                for entry in entries.flatten() {
                    let path = entry.path();
                    if path.is_dir() {
                        stack.push(path);
                    } else if let Some(name) = module_name(root, &path) {
                        out.insert(name, path);
                    }
                }
            }
        }
        out
    }
}

/// The module name of a `.lua` file under `root`.
pub fn module_name(root: &Path, path: &Path) -> Option<String> {
    if path.extension()? != "lua" {
        return None;
    }
    let rel = path.strip_prefix(root).ok()?.with_extension("");
    let parts: Vec<&str> = rel.iter().map(|p| p.to_str()).collect::<Option<_>>()?;
    let name = parts.join(".");
    valid_name(&name).then_some(name)
}

/// Module names are dot-separated identifiers: no paths, no `..`.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.split('.').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
}

/// A loaded module.
#[derive(Debug, Clone)]
pub struct Module {
    pub path: PathBuf,
    /// Hash of the text last seen (loaded or rejected).
    pub hash: u64,
    /// What the chunk returned.
    pub value: Value,
    /// Modules it required.
    pub deps: BTreeSet<String>,
}

/// The module registry kept in the Lua state's app data.
#[derive(Debug, Default)]
pub struct Modules {
    pub roots: Roots,
    pub loaded: BTreeMap<String, Module>,
    loading: Vec<(String, BTreeSet<String>)>,
}

/// What a reload did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ReloadReport {
    /// Modules recompiled and run again.
    pub reloaded: Vec<String>,
    /// Modules whose new text failed, kept as they were: (module, error).
    pub failed: Vec<(String, String)>,
}

fn hash_text(text: &[u8]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// Installs `require` and the registry for `roots`.
pub fn install(lua: &Lua, roots: Roots) -> mlua::Result<()> {
    lua.set_app_data(RefCell::new(Modules {
        roots,
        ..Default::default()
    }));
    let require = lua.create_function(|lua, name: String| require(lua, &name))?;
    lua.globals().raw_set("require", require)
}

/// `require(name)`: the cached value, or the module loaded now.
pub fn require(lua: &Lua, name: &str) -> mlua::Result<Value> {
    let cached = {
        let cell = registry(lua)?;
        let mut m = cell.borrow_mut();
        if let Some((_, deps)) = m.loading.last_mut() {
            deps.insert(name.to_string());
        }
        if m.loading.iter().any(|(n, _)| n == name) {
            return Err(mlua::Error::runtime(format!(
                "module '{name}' requires itself (circular require)"
            )));
        }
        m.loaded.get(name).map(|module| module.value.clone())
    };
    match cached {
        Some(v) => Ok(v),
        None => load(lua, name),
    }
}

fn registry(lua: &Lua) -> mlua::Result<mlua::AppDataRef<'_, RefCell<Modules>>> {
    lua.app_data_ref::<RefCell<Modules>>()
        .ok_or_else(|| mlua::Error::runtime("the module registry is not installed"))
}

/// Compiles `path` into a function running in a fresh environment whose
/// reads fall back to the globals. The LuaJIT build first rewrites the
/// Lua 5.4 operators it cannot parse (`script::dialect`).
pub fn compile(lua: &Lua, path: &Path, text: &[u8]) -> mlua::Result<Function> {
    #[cfg(feature = "luajit")]
    let text = &*super::dialect::translate(text).map_err(|e| mlua::Error::SyntaxError {
        message: format!("{}:{e}", path.display()),
        incomplete_input: false,
    })?;
    let env = lua.create_table()?;
    let meta = lua.create_table()?;
    meta.raw_set("__index", lua.globals())?;
    env.set_metatable(Some(meta))?;
    lua.load(text)
        .set_name(format!("@{}", path.display()))
        .set_mode(ChunkMode::Text)
        .set_environment(env)
        .into_function()
}

/// Reads, compiles and runs module `name`, caching its value.
fn load(lua: &Lua, name: &str) -> mlua::Result<Value> {
    let path = registry(lua)?.borrow().roots.resolve(name).ok_or_else(|| {
        mlua::Error::runtime(format!("module '{name}' not found in the script roots"))
    })?;
    let text = std::fs::read(&path)
        .map_err(|e| mlua::Error::runtime(format!("{}: {e}", path.display())))?;
    let function = compile(lua, &path, &text)?;
    registry(lua)?
        .borrow_mut()
        .loading
        .push((name.to_string(), BTreeSet::new()));
    // A load inside a call (a `require` in a hook) belongs to its window.
    let budget = Budget::of(lua);
    let window = budget.as_deref().map(Budget::open_load);
    let result = function.call::<Value>(());
    drop(window);
    let (_, deps) = registry(lua)?
        .borrow_mut()
        .loading
        .pop()
        .unwrap_or_default();
    let value = match result? {
        Value::Nil => Value::Boolean(true),
        v => v,
    };
    registry(lua)?.borrow_mut().loaded.insert(
        name.to_string(),
        Module {
            path,
            hash: hash_text(&text),
            value: value.clone(),
            deps,
        },
    );
    Ok(value)
}

/// Loads `name` as a table (catalogues, behaviours, flipeffect tables).
pub fn require_table(lua: &Lua, name: &str) -> mlua::Result<Table> {
    match require(lua, name)? {
        Value::Table(t) => Ok(t),
        other => Err(mlua::Error::runtime(format!(
            "module '{name}' returned a {} where a table was expected",
            other.type_name()
        ))),
    }
}

/// The script roots of the registry installed in `lua` (none when there
/// is no registry).
pub fn roots(lua: &Lua) -> Roots {
    registry(lua)
        .map(|r| r.borrow().roots.clone())
        .unwrap_or_default()
}

/// True when module `name` exists in the roots.
pub fn exists(lua: &Lua, name: &str) -> bool {
    registry(lua).is_ok_and(|r| r.borrow().roots.resolve(name).is_some())
}

/// Recompiles the loaded modules whose file changed (or now resolves to
/// another root), and the modules that required them. A module whose new
/// text fails to compile or run keeps its previous value.
pub fn reload_changed(lua: &Lua) -> mlua::Result<ReloadReport> {
    let mut report = ReloadReport::default();
    let snapshot: Vec<(String, Module)> = registry(lua)?
        .borrow()
        .loaded
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let roots = registry(lua)?.borrow().roots.clone();
    let mut changed = BTreeSet::new();
    for (name, module) in &snapshot {
        let Some(path) = roots.resolve(name) else {
            continue;
        };
        let Ok(text) = std::fs::read(&path) else {
            continue;
        };
        let hash = hash_text(&text);
        if hash == module.hash && path == module.path {
            continue;
        }
        match compile(lua, &path, &text) {
            Ok(_) => {
                changed.insert(name.clone());
            }
            Err(e) => {
                report.failed.push((name.clone(), e.to_string()));
                if let Some(m) = registry(lua)?.borrow_mut().loaded.get_mut(name) {
                    m.hash = hash;
                    m.path = path;
                }
            }
        }
    }
    // Dependents of what changed reload too, so they see the new values.
    loop {
        let before = changed.len();
        for (name, module) in &snapshot {
            if module.deps.iter().any(|d| changed.contains(d)) {
                changed.insert(name.clone());
            }
        }
        if changed.len() == before {
            break;
        }
    }
    let old: BTreeMap<String, Module> = {
        let cell = registry(lua)?;
        let mut m = cell.borrow_mut();
        changed
            .iter()
            .filter_map(|n| m.loaded.remove(n).map(|module| (n.clone(), module)))
            .collect()
    };
    for name in &changed {
        let already = registry(lua)?.borrow().loaded.contains_key(name);
        if already {
            report.reloaded.push(name.clone());
            continue;
        }
        match require(lua, name) {
            Ok(_) => report.reloaded.push(name.clone()),
            Err(e) => {
                report.failed.push((name.clone(), e.to_string()));
                if let Some(mut previous) = old.get(name).cloned() {
                    if let Some(path) = roots.resolve(name) {
                        if let Ok(text) = std::fs::read(&path) {
                            previous.hash = hash_text(&text);
                        }
                    }
                    registry(lua)?
                        .borrow_mut()
                        .loaded
                        .insert(name.clone(), previous);
                }
            }
        }
    }
    Ok(report)
}
