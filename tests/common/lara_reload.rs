//! Reloading one of Lara's state handlers while she is in the air: a mod
//! overlay holding a copy of the shipped module that has her handler of a
//! state, and that copy rewritten so the handler logs a line each time it
//! runs and otherwise does what it did. Shared by `tests/mods.rs` and
//! `benches/script.rs`'s `reload/lara state handler`.

use std::path::{Path, PathBuf};

use tombrs::script::modules::Roots;
use tombrs::script::{shipped_scripts, ScriptHost};

/// The overlay and the module it rewrites.
pub struct LaraReload {
    /// The overlay laid over the shipped scripts.
    pub root: PathBuf,
    /// The module holding the handler ("lara.air").
    pub module: String,
    /// The overlay's copy of it.
    pub file: PathBuf,
    /// Lara's state whose handler is rewritten.
    pub state: u16,
    original: String,
}

/// The module of `host`'s scripts whose table holds Lara's handler of
/// `state` (the one `lara.player` gathered).
fn module_of_handler(host: &ScriptHost, state: u16) -> String {
    let names: Vec<String> = Roots(vec![shipped_scripts()])
        .all_modules()
        .into_keys()
        .filter(|n| n.starts_with("lara."))
        .collect();
    host.lua()
        .load(
            r#"local state, names = ...
            local handler = require("lara.player").handlers[state]
            for _, name in ipairs(names) do
              local m = require(name)
              if type(m) == "table" and handler and rawget(m, state) == handler then
                return name
              end
            end"#,
        )
        .call::<Option<String>>((state, names))
        .expect("the handler search runs")
        .unwrap_or_else(|| panic!("no lara module holds the handler of state {state}"))
}

impl LaraReload {
    /// An overlay at `dir` with a copy of the shipped module holding Lara's
    /// handler of `state` (found through `host`, a host of the shipped
    /// scripts).
    pub fn new(dir: &Path, host: &ScriptHost, state: u16) -> LaraReload {
        let module = module_of_handler(host, state);
        let rel = PathBuf::from(module.replace('.', "/")).with_extension("lua");
        let original =
            std::fs::read_to_string(shipped_scripts().join(&rel)).expect("the shipped module");
        let root = dir.join("scripts");
        let file = root.join(&rel);
        std::fs::create_dir_all(file.parent().expect("a folder")).expect("the overlay");
        std::fs::write(&file, &original).expect("the copy");
        LaraReload {
            root,
            module,
            file,
            state,
            original,
        }
    }

    /// What the handler logs each time it runs in rewrite `version`.
    pub fn marker(&self, version: u32) -> String {
        format!("lara state {} handler v{version}", self.state)
    }

    /// The copy rewritten (`version` in its marker): the handler's control
    /// function wrapped to log [`LaraReload::marker`] and the tick, then do
    /// what it did. The module must end with `return NAME`.
    pub fn rewritten(&self, version: u32) -> String {
        let body = self.original.trim_end();
        let (head, last) = body.rsplit_once('\n').expect("more than one line");
        let table = last
            .trim()
            .strip_prefix("return ")
            .filter(|t| t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or_else(|| panic!("{} does not end with `return NAME`", self.module));
        format!(
            "{head}\n\
             do\n\
             \x20 local handler = {table}[{state}]\n\
             \x20 local control = handler.control\n\
             \x20 handler.control = function(e, l)\n\
             \x20   log.info(\"{marker} at tick \" .. world.tick())\n\
             \x20   return control(e, l)\n\
             \x20 end\n\
             end\n\
             return {table}\n",
            state = self.state,
            marker = self.marker(version)
        )
    }

    /// Writes rewrite `version` over the copy.
    pub fn write(&self, version: u32) {
        std::fs::write(&self.file, self.rewritten(version)).expect("the rewrite");
    }
}
