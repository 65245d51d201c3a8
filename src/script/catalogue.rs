//! The behaviour catalogue: `objects.<game>` maps type ids to behaviour
//! modules and parameters; `levels.<game>.<LEVEL>` overrides types or single
//! entities (by index) for one level.
//!
//! An entry is `{ name = "DOOR1", behaviour = "door", params = { ... } }`.
//! `behaviour` names a module under `objects/common/` ("door") or a full
//! module name ("objects.tr4.sentry"); `"inert"` marks a type whose
//! behaviour is not written yet.

use std::collections::BTreeMap;

use mlua::{Lua, Table, Value};

use super::behaviour::Behaviour;
use super::log::{ScriptLog, Severity};
use super::{game_key, mods, modules, ScriptError};
use crate::format::Game;

/// The behaviours of a game and level.
#[derive(Debug, Default)]
pub struct Registry {
    pub behaviours: Vec<Behaviour>,
    pub by_type: BTreeMap<u16, usize>,
    pub by_entity: BTreeMap<u32, usize>,
}

/// The module an entry's `behaviour` names.
pub fn module_of(behaviour: &str) -> String {
    if behaviour.contains('.') {
        behaviour.to_string()
    } else {
        format!("objects.common.{behaviour}")
    }
}

/// One catalogue entry made into a behaviour; `Err` explains a bad entry.
pub fn entry_behaviour(lua: &Lua, key: &str, entry: &Value) -> Result<Behaviour, String> {
    let Value::Table(t) = entry else {
        return Err(format!(
            "{key}: the entry is a {}, not a table",
            entry.type_name()
        ));
    };
    let name: String = t
        .raw_get::<Option<String>>("name")
        .ok()
        .flatten()
        .unwrap_or_else(|| key.to_string());
    let params: Option<Table> = match t.raw_get::<Value>("params") {
        Ok(Value::Table(p)) => Some(p),
        Ok(Value::Nil) => None,
        Ok(other) => {
            return Err(format!(
                "{key} ({name}): params is a {}, not a table",
                other.type_name()
            ))
        }
        Err(e) => return Err(e.to_string()),
    };
    let behaviour: String = match t.raw_get::<Value>("behaviour") {
        Ok(Value::String(s)) => s.to_string_lossy(),
        Ok(Value::Nil) => return Err(format!("{key} ({name}): no behaviour named")),
        Ok(other) => {
            return Err(format!(
                "{key} ({name}): behaviour is a {}, not a string",
                other.type_name()
            ))
        }
        Err(e) => return Err(e.to_string()),
    };
    if behaviour == "inert" {
        return Ok(Behaviour::inert(name, params));
    }
    let module = module_of(&behaviour);
    let table = modules::require_table(lua, &module).map_err(|e| format!("{key} ({name}): {e}"))?;
    Behaviour::from_module(name, module, params, &table).map_err(|e| format!("{key}: {e}"))
}

/// Loads the catalogue of `game` and the overrides of `level`. Bad entries
/// are logged and become inert; a catalogue that fails to load is an error.
pub fn load(
    lua: &Lua,
    game: Game,
    level: Option<&str>,
    log: &ScriptLog,
) -> Result<Registry, ScriptError> {
    let mut reg = Registry::default();
    let name = format!("objects.{}", game_key(game));
    let catalogue = modules::require_table(lua, &name)?;
    add_entries(lua, &catalogue, &name, log, &mut reg, false)?;
    add_mod_entries(lua, game, log, &mut reg)?;
    if let Some(level) = level {
        let name = format!("levels.{}.{level}", game_key(game));
        if modules::exists(lua, &name) {
            let overrides = modules::require_table(lua, &name)?;
            if let Ok(Value::Table(types)) = overrides.raw_get::<Value>("types") {
                add_entries(lua, &types, &name, log, &mut reg, false)?;
            }
            if let Ok(Value::Table(entities)) = overrides.raw_get::<Value>("entities") {
                add_entries(lua, &entities, &name, log, &mut reg, true)?;
            }
        }
    }
    Ok(reg)
}

/// Each mod's catalogue (`mods.<name>.catalogue`, a table by game name of
/// entries by type id) laid over the game's, in the order of the roots. A
/// type two mods both set is reported with both names; the later wins.
fn add_mod_entries(
    lua: &Lua,
    game: Game,
    log: &ScriptLog,
    reg: &mut Registry,
) -> Result<(), ScriptError> {
    let roots = modules::roots(lua);
    let mut set_by: BTreeMap<u16, String> = BTreeMap::new();
    for module in mods::catalogue_modules(&roots) {
        let table = modules::require_table(lua, &module)?;
        let Value::Table(entries) = table.raw_get::<Value>(game_key(game))? else {
            continue;
        };
        let file = roots
            .resolve(&module)
            .map_or_else(|| module.clone(), |p| p.display().to_string());
        let label = format!("{file}: {module}.{}", game_key(game));
        let before = reg.by_type.clone();
        add_entries(lua, &entries, &label, log, reg, false)?;
        let owner = mods::catalogue_owner(&module).to_string();
        for (&type_id, &index) in &reg.by_type {
            if before.get(&type_id) == Some(&index) {
                continue;
            }
            if let Some(earlier) = set_by.insert(type_id, owner.clone()) {
                log.push(
                    Severity::Warn,
                    format!(
                        "type {type_id} of {} is set by mods '{earlier}' and '{owner}'; \
                         '{owner}' (the later) wins",
                        game_key(game)
                    ),
                );
            }
        }
    }
    Ok(())
}

fn add_entries(
    lua: &Lua,
    table: &Table,
    module: &str,
    log: &ScriptLog,
    reg: &mut Registry,
    per_entity: bool,
) -> Result<(), ScriptError> {
    let mut entries: Vec<(i64, Value)> = Vec::new();
    for pair in table.pairs::<Value, Value>() {
        let (k, v) = pair?;
        match k {
            Value::Integer(i) if (0..=u16::MAX as i64).contains(&i) => entries.push((i, v)),
            other => log.push(
                Severity::Warn,
                format!("{module}: key {other:?} is not a type id or entity index; ignored"),
            ),
        }
    }
    entries.sort_by_key(|(k, _)| *k);
    for (k, v) in entries {
        let key = format!("{module}[{k}]");
        let b = entry_behaviour(lua, &key, &v).unwrap_or_else(|e| {
            log.push(Severity::Error, format!("{e}; the type stays inert"));
            Behaviour::inert(key.clone(), None)
        });
        reg.behaviours.push(b);
        let index = reg.behaviours.len() - 1;
        if per_entity {
            reg.by_entity.insert(k as u32, index);
        } else {
            reg.by_type.insert(k as u16, index);
        }
    }
    Ok(())
}
