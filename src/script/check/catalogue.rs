//! The catalogue contract (docs/lua-api.md "Contract"): every entry of a
//! game's catalogue is `{ id, name, behaviour, params }` keyed by its id,
//! its name unique in the game, its behaviour a full module name that
//! loads with valid hooks (or "inert"); every level override names its
//! types by id or by catalogue name and its entities by index.

use std::collections::BTreeMap;

use mlua::{Lua, Table, Value};

use super::lua_text::{code_only, line_where};
use crate::format::Game;
use crate::script::catalogue::{
    catalogue_module, entry_behaviour, key_number, key_text, names_of, read_entry, Entry, Keys,
    INERT,
};
use crate::script::game_key;
use crate::script::modules::{self, Roots};

/// Where an entry stands: its catalogue file, and the line that gives its
/// id when the file lists it (`id = 7,` or `[7] =`).
struct Place {
    file: String,
    code: String,
}

impl Place {
    fn of(roots: &Roots, module: &str) -> Place {
        let path = roots.resolve(module);
        let text = path
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .unwrap_or_default();
        Place {
            file: path.map_or_else(
                || module.replace('.', "/") + ".lua",
                |p| p.display().to_string(),
            ),
            code: code_only(&text, false),
        }
    }

    /// `file:line` of the entry keyed `key`, or `file` alone.
    fn at(&self, key: &Value) -> String {
        let id = key_text(key);
        let listed = [
            format!("id = {id},"),
            format!("[{id}] ="),
            format!("{id} ="),
        ];
        match line_where(&self.code, |l| {
            listed
                .iter()
                .any(|p| l.trim_start().starts_with(p.as_str()) || l.contains(&format!("{{ {p}")))
        }) {
            Some(line) => format!("{}:{line}", self.file),
            None => self.file.clone(),
        }
    }
}

/// The problem of a game whose script host could not start. When its
/// catalogue was refused (`objects/catalogue.lua`'s `list` raised: an entry
/// without an integer id, an id or a name given twice; the message names
/// the entry) it is placed at the line of the game's catalogue that builds
/// the list; any other failure stays as Lua gave it.
pub fn host_failure(roots: &Roots, game: Game, message: &str) -> String {
    if !message.contains("objects/catalogue.lua:") {
        return message.to_string();
    }
    let place = Place::of(roots, &catalogue_module(game));
    let first = message.lines().next().unwrap_or(message);
    let first = first.strip_prefix("runtime error: ").unwrap_or(first);
    match line_where(&place.code, |l| l.contains(".list(")) {
        Some(line) => format!("{}:{line}: {first}", place.file),
        None => format!("{}: {first}", place.file),
    }
}

/// An entry of a catalogue-shaped table as read: `file:line` where it
/// stands, the number its key gives and its fields.
struct Keyed {
    at: String,
    number: u32,
    entry: Entry,
}

/// Entry `value` of `label`, keyed `key` as `keys` says and written in
/// `place`, read; or the problem (placed) that stops it being read.
fn read_keyed(
    place: &Place,
    label: &str,
    key: &Value,
    value: &Value,
    keys: Keys,
) -> Result<Keyed, String> {
    let at = place.at(key);
    let number = key_number(key, keys).map_err(|e| format!("{at}: {label}: {e}"))?;
    let entry = read_entry(label, value).map_err(|e| format!("{at}: {e}"))?;
    Ok(Keyed { at, number, entry })
}

/// The problems of the catalogue of `game` loaded in `lua`.
pub fn check_game(lua: &Lua, roots: &Roots, game: Game) -> Vec<String> {
    let module = catalogue_module(game);
    let place = Place::of(roots, &module);
    let catalogue = match modules::require_table(lua, &module) {
        Ok(t) => t,
        Err(e) => return vec![format!("{}: {e}", place.file)],
    };
    let mut problems = Vec::new();
    let names = names_of(&catalogue);
    let mut seen_names: BTreeMap<String, i64> = BTreeMap::new();
    let mut entries: Vec<(Value, Value)> = catalogue.pairs::<Value, Value>().flatten().collect();
    entries.sort_by_key(|(k, _)| match k {
        Value::Integer(i) => *i,
        _ => i64::MAX,
    });
    for (k, v) in entries {
        let label = format!("{module} id {}", key_text(&k));
        match read_keyed(&place, &label, &k, &v, Keys::Types(&BTreeMap::new())) {
            Err(problem) => problems.push(problem),
            Ok(Keyed { at, number, entry }) => {
                let id = i64::from(number);
                let named = match &entry.name {
                    Some(n) if !n.is_empty() => format!("{label} ({n})"),
                    _ => {
                        problems.push(format!("{at}: {label}: the entry has no name"));
                        label.clone()
                    }
                };
                match entry.id {
                    None => problems.push(format!("{at}: {named}: the entry has no id")),
                    Some(i) if i != id => problems.push(format!(
                        "{at}: {named}: the entry says id = {i} but is the catalogue's {id}"
                    )),
                    Some(_) => {}
                }
                if let Some(name) = entry.name.filter(|n| !n.is_empty()) {
                    if let Some(first) = seen_names.insert(name.clone(), id) {
                        problems.push(format!(
                            "{at}: {named}: the name is also id {first}'s; names are unique in a game"
                        ));
                    }
                }
                problems.extend(behaviour_problem(
                    lua,
                    roots,
                    &at,
                    &named,
                    &v,
                    &entry.behaviour,
                ));
            }
        }
    }
    problems.extend(check_levels(lua, roots, game, &names));
    problems
}

/// What is wrong with the behaviour an entry names, if anything.
fn behaviour_problem(
    lua: &Lua,
    roots: &Roots,
    at: &str,
    label: &str,
    entry: &Value,
    behaviour: &str,
) -> Option<String> {
    if behaviour == INERT {
        return None;
    }
    if roots.resolve(behaviour).is_none() {
        return Some(format!(
            "{at}: {label}: behaviour {behaviour:?} names no module of the script roots \
             (a behaviour is a full module name, such as \"objects.common.door\")"
        ));
    }
    entry_behaviour(lua, label, label, entry)
        .err()
        .map(|e| format!("{at}: {e}"))
}

/// The level overrides of `game` (`levels/<game>/*.lua`): their types
/// named by id or catalogue name, their entities by index, each entry
/// one the catalogue could hold.
fn check_levels(
    lua: &Lua,
    roots: &Roots,
    game: Game,
    names: &BTreeMap<String, u16>,
) -> Vec<String> {
    let prefix = format!("levels.{}.", game_key(game));
    let mut problems = Vec::new();
    for module in roots
        .all_modules()
        .keys()
        .filter(|m| m.starts_with(&prefix))
    {
        let place = Place::of(roots, module);
        let overrides = match modules::require_table(lua, module) {
            Ok(t) => t,
            Err(e) => {
                problems.push(format!("{}: {e}", place.file));
                continue;
            }
        };
        for (field, keys) in [("types", Keys::Types(names)), ("entities", Keys::Entities)] {
            let table: Table = match overrides.raw_get::<Value>(field) {
                Ok(Value::Table(t)) => t,
                Ok(Value::Nil) => continue,
                Ok(other) => {
                    problems.push(format!(
                        "{}: {module}.{field} is a {}, not a table",
                        place.file,
                        other.type_name()
                    ));
                    continue;
                }
                Err(e) => {
                    problems.push(format!("{}: {e}", place.file));
                    continue;
                }
            };
            let label = format!("{module}.{field}");
            problems.extend(check_entries(lua, roots, &place, &label, &table, keys));
        }
    }
    problems
}

/// The entries of `table` (`label`, written in `place`) keyed as `keys`
/// says (a type by id or catalogue name, or an entity by index), each one
/// the catalogue could hold: an override's or a mod's.
fn check_entries(
    lua: &Lua,
    roots: &Roots,
    place: &Place,
    label: &str,
    table: &Table,
    keys: Keys,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (k, v) in table.pairs::<Value, Value>().flatten() {
        let label = format!("{label}[{}]", key_text(&k));
        match read_keyed(place, &label, &k, &v, keys) {
            Err(problem) => problems.push(problem),
            Ok(Keyed { at, number, entry }) => {
                if let (Keys::Types(_), Some(id)) = (keys, entry.id) {
                    if id != i64::from(number) {
                        problems.push(format!(
                            "{at}: {label}: the entry says id = {id} but overrides type {number}"
                        ));
                    }
                }
                problems.extend(behaviour_problem(
                    lua,
                    roots,
                    &at,
                    &label,
                    &v,
                    &entry.behaviour,
                ));
            }
        }
    }
    problems
}

/// The entries mod catalogue `module` gives `game` (`entries`), keyed by
/// type id or by the name the game's catalogue gives the type, each one
/// the catalogue could hold.
pub fn check_mod_entries(
    lua: &Lua,
    roots: &Roots,
    game: Game,
    module: &str,
    entries: &Table,
) -> Vec<String> {
    let names = modules::require_table(lua, &catalogue_module(game))
        .map(|c| names_of(&c))
        .unwrap_or_default();
    let place = Place::of(roots, module);
    let label = format!("{module}.{}", game_key(game));
    check_entries(lua, roots, &place, &label, entries, Keys::Types(&names))
}
