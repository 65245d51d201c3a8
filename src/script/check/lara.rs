//! Lara's hidden rules made checks: one handler per state (a state handled
//! by two of `lara.player`'s groups would be settled silently by their
//! order), and every field of her state table that `scripts/lara` uses
//! declared once, in `lara.fields` (from which `lara.player`'s `init`
//! makes them).

use std::collections::{BTreeMap, BTreeSet};

use mlua::{Lua, Table, Value};

use super::lua_text::{code_only, fields_through};
use crate::script::modules::{self, Roots};

/// The module that declares Lara's fields.
pub const FIELDS_MODULE: &str = "lara.fields";

/// The ways scripts reach Lara's state table in `scripts/lara`: `l` in her
/// handlers (`function(e, l)`), `e.state` and `lara.state`.
const STATE_PATHS: [&str; 3] = ["l.", "e.state.", "lara.state."];

/// The loaded module whose value is `table` among `candidates`.
fn module_of(lua: &Lua, candidates: &[String], table: &Table) -> Option<String> {
    candidates
        .iter()
        .find(|m| modules::require_table(lua, m).is_ok_and(|t| t == *table))
        .cloned()
}

/// States handled by more than one of `lara.player`'s groups.
pub fn check_handlers(lua: &Lua, roots: &Roots) -> Vec<String> {
    let all = roots.all_modules();
    let file_of = |m: &str| {
        all.get(m)
            .map_or_else(|| m.replace('.', "/") + ".lua", |p| p.display().to_string())
    };
    let player = match modules::require_table(lua, "lara.player") {
        Ok(p) => p,
        Err(e) => return vec![format!("{}: {e}", file_of("lara.player"))],
    };
    let groups: Table = match player.raw_get::<Value>("groups") {
        Ok(Value::Table(g)) => g,
        _ => {
            return vec![format!(
                "{}: lara.player exports no `groups` (the list of its state-handler modules)",
                file_of("lara.player")
            )]
        }
    };
    let names: BTreeMap<i64, String> = modules::require_table(lua, "lara.states")
        .map(|s| {
            s.pairs::<String, Value>()
                .flatten()
                .filter_map(|(k, v)| match v {
                    Value::Integer(i) => Some((i, k)),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    let lara_modules: Vec<String> = all
        .keys()
        .filter(|m| m.starts_with("lara."))
        .cloned()
        .collect();
    let mut handled_by: BTreeMap<i64, String> = BTreeMap::new();
    let mut problems = Vec::new();
    for group in groups.sequence_values::<Table>().flatten() {
        let module = module_of(lua, &lara_modules, &group).unwrap_or_else(|| "a group".into());
        let mut states: Vec<i64> = group
            .pairs::<Value, Value>()
            .flatten()
            .filter_map(|(k, v)| match (k, v) {
                (Value::Integer(i), Value::Table(h))
                    if matches!(h.raw_get::<Value>("control"), Ok(Value::Function(_))) =>
                {
                    Some(i)
                }
                _ => None,
            })
            .collect();
        states.sort_unstable();
        for state in states {
            if let Some(first) = handled_by.insert(state, module.clone()) {
                let name = names
                    .get(&state)
                    .map_or(String::new(), |n| format!(" ({n})"));
                problems.push(format!(
                    "{}: state {state}{name} has a handler in {first} and again in {module}; \
                     one state, one handler (the later group would win silently)",
                    file_of(&module)
                ));
            }
        }
    }
    problems
}

/// Lara's fields used in `scripts/lara` but not declared in `lara.fields`.
pub fn check_fields(lua: &Lua, roots: &Roots) -> Vec<String> {
    let all = roots.all_modules();
    let declared: BTreeSet<String> = match modules::require_table(lua, FIELDS_MODULE) {
        Ok(t) => t
            .pairs::<String, Value>()
            .flatten()
            .map(|(k, _)| k)
            .collect(),
        Err(e) => {
            let file = all.get(FIELDS_MODULE).map_or_else(
                || "lara/fields.lua".to_string(),
                |p| p.display().to_string(),
            );
            return vec![format!("{file}: {e}")];
        }
    };
    let mut problems = Vec::new();
    for (name, path) in all.iter().filter(|(m, _)| m.starts_with("lara.")) {
        if name == FIELDS_MODULE {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let code = code_only(&text, true);
        let mut reported = BTreeSet::new();
        for through in STATE_PATHS {
            for (line, field) in fields_through(&code, through) {
                if !declared.contains(&field) && reported.insert(field.clone()) {
                    problems.push(format!(
                        "{}:{line}: Lara's field `{field}` is used but not declared in \
                         lara/fields.lua",
                        path.display()
                    ));
                }
            }
        }
    }
    problems
}
