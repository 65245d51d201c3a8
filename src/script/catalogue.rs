//! The behaviour catalogue: `objects.<game>` maps type ids to behaviour
//! modules and parameters; `levels.<game>.<LEVEL>` overrides types or single
//! entities (by index) for one level.
//!
//! Every game's catalogue has one shape (docs/lua-api.md "Contract"): a
//! table keyed by type id whose entries are
//! `{ id = 7, name = "Wolf", behaviour = "creatures.wolf", params = { ... } }`.
//! `behaviour` is a full module name, or `"inert"` for a type without one.
//! A level override names a type by its id or by its catalogue name.

use std::collections::BTreeMap;

use mlua::{Lua, Table, Value};

use super::behaviour::Behaviour;
use super::log::{ScriptLog, Severity};
use super::{game_key, mods, modules, ScriptError};
use crate::format::Game;

/// The behaviour value of a type that has none.
pub const INERT: &str = "inert";

/// How the log line of a catalogue entry refused at load ends.
pub const REFUSED_ENTRY: &str = "; the type stays inert";

/// The behaviours of a game and level.
#[derive(Debug, Default)]
pub struct Registry {
    pub behaviours: Vec<Behaviour>,
    pub by_type: BTreeMap<u16, usize>,
    pub by_entity: BTreeMap<u32, usize>,
}

/// The catalogue module of `game` ("objects.tr1").
pub fn catalogue_module(game: Game) -> String {
    format!("objects.{}", game_key(game))
}

/// The override module of `level` in `game` ("levels.tr3.JUNGLE").
pub fn level_module(game: Game, level: &str) -> String {
    format!("levels.{}.{level}", game_key(game))
}

/// A catalogue entry read from its table, before its module is loaded.
#[derive(Debug, Clone)]
pub struct Entry {
    pub id: Option<i64>,
    pub name: Option<String>,
    pub behaviour: String,
    pub params: Option<Table>,
}

/// Field `field` of an entry: None when absent, else what `take` makes
/// of it, or an error saying it is not `what` (labelled `label`).
fn field<T>(
    t: &Table,
    field: &str,
    label: &str,
    what: &str,
    take: impl Fn(Value) -> Option<T>,
) -> Result<Option<T>, String> {
    match t.raw_get::<Value>(field) {
        Ok(Value::Nil) => Ok(None),
        Ok(v) => {
            let type_name = v.type_name();
            take(v)
                .map(Some)
                .ok_or_else(|| format!("{label}: {field} is a {type_name}, not {what}"))
        }
        Err(e) => Err(e.to_string()),
    }
}

/// Reads the fields of one entry; `Err` names what is wrong.
pub fn read_entry(key: &str, entry: &Value) -> Result<Entry, String> {
    let Value::Table(t) = entry else {
        return Err(format!(
            "{key}: the entry is a {}, not a table",
            entry.type_name()
        ));
    };
    let text = |v: Value| match v {
        Value::String(s) => Some(s.to_string_lossy()),
        _ => None,
    };
    let id = field(t, "id", key, "an integer", |v| match v {
        Value::Integer(i) => Some(i),
        _ => None,
    })?;
    let name = field(t, "name", key, "a string", text)?;
    let label = match &name {
        Some(n) => format!("{key} ({n})"),
        None => key.to_string(),
    };
    let params = field(t, "params", &label, "a table", |v| match v {
        Value::Table(p) => Some(p),
        _ => None,
    })?;
    let behaviour = field(t, "behaviour", &label, "a string", text)?
        .ok_or_else(|| format!("{label}: no behaviour named"))?;
    Ok(Entry {
        id,
        name,
        behaviour,
        params,
    })
}

/// One catalogue entry made into a behaviour (named `fallback_name` when
/// the entry gives no name); `Err` explains a bad entry.
pub fn entry_behaviour(
    lua: &Lua,
    key: &str,
    fallback_name: &str,
    entry: &Value,
) -> Result<Behaviour, String> {
    let e = read_entry(key, entry)?;
    let name = e.name.unwrap_or_else(|| fallback_name.to_string());
    if e.behaviour == INERT {
        return Ok(Behaviour::inert(name, e.params));
    }
    let module = e.behaviour;
    let table =
        modules::require_table(lua, &module).map_err(|err| format!("{key} ({name}): {err}"))?;
    Behaviour::from_module(name, module, e.params, &table).map_err(|err| format!("{key}: {err}"))
}

/// Name → type id of a loaded catalogue (entries without a name left out).
pub fn names_of(catalogue: &Table) -> BTreeMap<String, u16> {
    let mut names = BTreeMap::new();
    for (k, v) in catalogue.pairs::<Value, Value>().flatten() {
        let (Value::Integer(id), Value::Table(t)) = (k, v) else {
            continue;
        };
        let Ok(id) = u16::try_from(id) else { continue };
        if let Ok(Some(name)) = t.raw_get::<Option<String>>("name") {
            names.insert(name, id);
        }
    }
    names
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
    let name = catalogue_module(game);
    let catalogue = modules::require_table(lua, &name)?;
    let names = names_of(&catalogue);
    add_entries(lua, &catalogue, &name, log, &mut reg, Keys::Types(&names))?;
    add_mod_entries(lua, game, log, &mut reg, &names)?;
    if let Some(level) = level {
        let name = level_module(game, level);
        if modules::exists(lua, &name) {
            let overrides = modules::require_table(lua, &name)?;
            if let Ok(Value::Table(types)) = overrides.raw_get::<Value>("types") {
                add_entries(lua, &types, &name, log, &mut reg, Keys::Types(&names))?;
            }
            if let Ok(Value::Table(entities)) = overrides.raw_get::<Value>("entities") {
                add_entries(lua, &entities, &name, log, &mut reg, Keys::Entities)?;
            }
        }
    }
    Ok(reg)
}

/// What the keys of a table of entries name.
#[derive(Clone, Copy)]
pub enum Keys<'a> {
    /// Type ids, or type names of the game's catalogue (name → id).
    Types(&'a BTreeMap<String, u16>),
    /// Entity indices in the level's entity list.
    Entities,
}

/// The number a key of a table of entries stands for; `Err` says why it
/// names none.
pub fn key_number(key: &Value, keys: Keys) -> Result<u32, String> {
    match (key, keys) {
        (Value::Integer(i), Keys::Types(_)) if (0..=u16::MAX as i64).contains(i) => Ok(*i as u32),
        (Value::Integer(i), Keys::Entities) if (0..=u32::MAX as i64).contains(i) => Ok(*i as u32),
        (Value::String(s), Keys::Types(names)) => {
            let name = s.to_string_lossy();
            names
                .get(&name)
                .map(|&id| u32::from(id))
                .ok_or_else(|| format!("no type of the game's catalogue is named {name:?}"))
        }
        (other, Keys::Types(_)) => Err(format!(
            "key {} is neither a type id nor a type name",
            key_text(other)
        )),
        (other, Keys::Entities) => Err(format!("key {} is not an entity index", key_text(other))),
    }
}

/// A key as a script would write it.
pub fn key_text(key: &Value) -> String {
    match key {
        Value::String(s) => format!("{:?}", s.to_string_lossy()),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => n.to_string(),
        other => other.type_name().to_string(),
    }
}

/// Each mod's catalogue (`mods.<name>.catalogue`, a table by game name of
/// entries keyed by type id or by the game's catalogue name, `names`) laid
/// over the game's, in the order of the roots. A type two mods both set is
/// reported with both names; the later wins.
fn add_mod_entries(
    lua: &Lua,
    game: Game,
    log: &ScriptLog,
    reg: &mut Registry,
    names: &BTreeMap<String, u16>,
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
        add_entries(lua, &entries, &label, log, reg, Keys::Types(names))?;
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
    keys: Keys,
) -> Result<(), ScriptError> {
    let mut entries: Vec<(u32, String, Value)> = Vec::new();
    for pair in table.pairs::<Value, Value>() {
        let (k, v) = pair?;
        match key_number(&k, keys) {
            Ok(n) => entries.push((n, key_text(&k), v)),
            Err(e) => log.push(Severity::Warn, format!("{module}: {e}; ignored")),
        }
    }
    entries.sort_by_key(|(n, _, _)| *n);
    for (n, written, v) in entries {
        let key = format!("{module}[{written}]");
        let fallback = match keys {
            Keys::Types(_) if written.starts_with('"') => written.trim_matches('"').to_string(),
            _ => key.clone(),
        };
        let b = entry_behaviour(lua, &key, &fallback, &v).unwrap_or_else(|e| {
            log.push(Severity::Error, format!("{e}{REFUSED_ENTRY}"));
            Behaviour::inert(key.clone(), None)
        });
        reg.behaviours.push(b);
        let index = reg.behaviours.len() - 1;
        match keys {
            Keys::Entities => {
                reg.by_entity.insert(n, index);
            }
            Keys::Types(_) => {
                reg.by_type.insert(n as u16, index);
            }
        }
    }
    Ok(())
}
