//! The creature form (docs/lua-api.md "Contract"): a module of
//! `creatures/` that decides by state keeps its decisions in the table it
//! exports as `decide`, keyed by the state names its stats declare
//! (`stats.states = { stop = 1, walk = 2, … }`), each decision taking
//! exactly `(e, ai, info, st)`. Where its stats pick between variants of
//! one body (a fish's pace, a jade warrior's kind), `decide` holds each
//! variant's table of decisions under the variant's name.

use std::collections::{BTreeMap, BTreeSet};

use mlua::{Function, Lua, Table, Value};

use super::lua_text::{code_only, last_function_params, line_where};
use crate::format::Game;
use crate::script::catalogue::catalogue_module;
use crate::script::modules::{self, Roots};

/// The parameters every decision takes, in order.
pub const DECISION_PARAMS: [&str; 4] = ["e", "ai", "info", "st"];

/// True for a module of the creature behaviours (not their numbers).
pub fn is_creature_module(name: &str) -> bool {
    name.starts_with("creatures.")
        && name != "creatures.stats"
        && !name.starts_with("creatures.stats.")
}

/// What the catalogues say of the creature modules: per module, the state
/// names the stats of its entries declare (over every game), and whether
/// some entry names it with stats that declare none. `incomplete` when a
/// game's catalogue could not be read (its problem is reported): a state
/// name no read entry declares may then be declared by the missing ones.
#[derive(Debug, Default)]
pub struct Uses {
    states: BTreeMap<String, BTreeSet<String>>,
    stateless: BTreeMap<String, Vec<String>>,
    incomplete: bool,
}

/// The stats table `name` in `game`, as `creatures.stats.named` finds it:
/// the game's own, else TR1's.
fn stats_named(lua: &Lua, game: Game, name: &str) -> Option<Table> {
    let own = format!("creatures.stats.tr{}", game as u8 + 1);
    let found = [own.as_str(), "creatures.stats.tr1"]
        .into_iter()
        .filter(|m| modules::exists(lua, m))
        .find_map(
            |m| match modules::require_table(lua, m).ok()?.raw_get::<Value>(name) {
                Ok(Value::Table(t)) => Some(t),
                _ => None,
            },
        );
    found
}

impl Uses {
    /// Notes that a game's catalogue could not be read.
    pub fn missing(&mut self) {
        self.incomplete = true;
    }

    /// Adds the creature entries of `game`'s catalogue loaded in `lua`.
    pub fn add_game(&mut self, lua: &Lua, game: Game) {
        let Ok(catalogue) = modules::require_table(lua, &catalogue_module(game)) else {
            self.missing();
            return;
        };
        for (_, entry) in catalogue.pairs::<Value, Table>().flatten() {
            let Ok(module) = entry.raw_get::<String>("behaviour") else {
                continue;
            };
            if !is_creature_module(&module) {
                continue;
            }
            let stats_name = entry
                .raw_get::<Table>("params")
                .and_then(|p| p.raw_get::<String>("stats"))
                .ok();
            let Some(stats_name) = stats_name else {
                continue;
            };
            let states = stats_named(lua, game, &stats_name)
                .and_then(|st| st.raw_get::<Table>("states").ok());
            match states {
                Some(states) => {
                    let names = self.states.entry(module).or_default();
                    for (k, _) in states.pairs::<String, Value>().flatten() {
                        names.insert(k);
                    }
                }
                None => self
                    .stateless
                    .entry(module)
                    .or_default()
                    .push(format!("{} stats {stats_name:?}", game.name())),
            }
        }
    }
}

/// The parameter count of `f` and whether it takes `...`, where the Lua
/// build says so.
#[cfg(not(feature = "luajit"))]
fn arity(f: &Function, _line_text: &str) -> Option<(usize, bool)> {
    let info = f.info();
    Some((usize::from(info.num_params), info.is_vararg))
}

/// The parameter count of `f` and whether it takes `...`, read from its
/// source line (LuaJIT's debug information has no parameter count).
#[cfg(feature = "luajit")]
fn arity(_f: &Function, line_text: &str) -> Option<(usize, bool)> {
    let params = last_function_params(line_text)?;
    let vararg = params.iter().any(|p| p == "...");
    Some((params.iter().filter(|p| *p != "...").count(), vararg))
}

/// The parameter names of `f` as written, for the message.
fn written_params(line_text: &str) -> String {
    last_function_params(line_text)
        .map(|p| format!("({})", p.join(", ")))
        .unwrap_or_else(|| "(?)".to_string())
}

/// The line of the first `elseif` testing `anim_state ==` in `code` (a
/// module's code without comments) when the module also thinks with the
/// creature library (`creature.think(`): a creature deciding by state in
/// an if-chain instead of a `decide` table. None otherwise: a set-piece
/// that does not think (an eel, an egg, a gun turret) switches on its
/// state as it likes.
fn state_chain(code: &str) -> Option<usize> {
    if !code.contains("creature.think(") {
        return None;
    }
    line_where(code, |l| {
        let l = l.trim_start();
        l.starts_with("elseif ") && l.contains("anim_state ==")
    })
}

/// The problems of creature module `name` (file `path`) loaded in `lua`.
pub fn check_module(lua: &Lua, uses: &Uses, name: &str, path: &std::path::Path) -> Vec<String> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let code = code_only(&text, true);
    let lines: Vec<&str> = text.lines().collect();
    let module = match modules::require_table(lua, name) {
        Ok(t) => t,
        Err(e) => return vec![format!("{file}: {e}")],
    };
    let mut problems = Vec::new();
    let decide = match module.raw_get::<Value>("decide") {
        Ok(Value::Table(t)) => t,
        Ok(Value::Nil) => {
            if let Some(line) = line_where(&code, |l| {
                let l = l.trim_start();
                l.starts_with("local decide =") || l.starts_with("local decide=")
            }) {
                problems.push(format!(
                    "{file}:{line}: {name} keeps its decisions local; export them as the \
                     module's `decide` (keyed by state name)"
                ));
            } else if let Some(line) = state_chain(&code) {
                problems.push(format!(
                    "{file}:{line}: {name} thinks (creature.think) and decides in a chain \
                     over e.anim_state; export its decisions as the module's `decide` (keyed \
                     by state name)"
                ));
            }
            return problems;
        }
        Ok(other) => {
            return vec![format!(
                "{file}: {name}.decide is a {}, not a table of decisions",
                other.type_name()
            )]
        }
        Err(e) => return vec![format!("{file}: {e}")],
    };
    let known = uses.states.get(name).filter(|_| !uses.incomplete);
    if let Some(stateless) = uses.stateless.get(name) {
        problems.push(format!(
            "{file}: {name} decides by state but {} declare no `states`",
            stateless.join(", ")
        ));
    }
    // (label, key, value): a decision, or one of a variant's (`decide` may
    // hold variants the stats pick between, each a table of decisions).
    let mut decisions: Vec<(String, String, Value)> = Vec::new();
    for (k, v) in decide.pairs::<Value, Value>().flatten() {
        let key = crate::script::catalogue::key_text(&k);
        match (&k, v) {
            (Value::String(variant), Value::Table(t)) => {
                let variant = variant.to_string_lossy();
                for (k, v) in t.pairs::<Value, Value>().flatten() {
                    let key = crate::script::catalogue::key_text(&k);
                    let label = format!("{variant}.{}", key.trim_matches('"'));
                    decisions.push((label, key, v));
                }
            }
            (_, v) => decisions.push((key.trim_matches('"').to_string(), key, v)),
        }
    }
    decisions.sort_by(|a, b| a.0.cmp(&b.0));
    for (label, key, value) in decisions {
        let Value::Function(f) = value else {
            problems.push(format!(
                "{file}: {name}.decide.{label} is a {}, not a function",
                value.type_name()
            ));
            continue;
        };
        let info = f.info();
        let line = info.line_defined.unwrap_or(0);
        let defined_here = info
            .source
            .as_deref()
            .is_some_and(|s| s.trim_start_matches('@') == file);
        let at = if defined_here {
            format!("{file}:{line}")
        } else {
            format!(
                "{}:{line}",
                info.source
                    .as_deref()
                    .unwrap_or("?")
                    .trim_start_matches('@')
            )
        };
        let line_text = if defined_here {
            lines.get(line.saturating_sub(1)).copied().unwrap_or("")
        } else {
            ""
        };
        if !key.starts_with('"') {
            problems.push(format!(
                "{at}: {name}.decide is keyed by {key}: key decisions by the state names of \
                 the stats (`states`)"
            ));
            continue;
        }
        let state = key.trim_matches('"');
        match arity(&f, line_text) {
            Some((4, false)) => {}
            Some(_) => problems.push(format!(
                "{at}: {name}.decide.{label} takes {}; a decision takes ({})",
                written_params(line_text),
                DECISION_PARAMS.join(", ")
            )),
            None => {}
        }
        if let Some(known) = known {
            if !known.contains(state) {
                problems.push(format!(
                    "{at}: {name}.decide.{label} names a state no stats of {name} declare \
                     (they declare: {})",
                    known.iter().cloned().collect::<Vec<_>>().join(", ")
                ));
            }
        }
    }
    problems
}

/// The problems of every creature module of `roots`, each loaded in
/// `lua`, against what the catalogues say (`uses`).
pub fn check(lua: &Lua, roots: &Roots, uses: &Uses) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, path) in roots.all_modules() {
        if is_creature_module(&name) {
            problems.extend(check_module(lua, uses, &name, &path));
        }
    }
    problems
}
