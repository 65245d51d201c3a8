//! The entity handle scripts hold: a table, one per bound entity, that is
//! empty itself and answers through a metatable of its own.
//!
//! ```text
//! handle {}  ── metatable ──▶ { __index = record, __newindex = setter,
//!                               __eq, __tostring, __metatable = "entity",
//!                               [1], [2] the id, [3] mark }
//! record { state, params, name, index, generation, [1], [2] the id }
//!            ── metatable ──▶ { __index = getter }   (shared by all records)
//! ```
//!
//! `e.state`, `e.params`, `e.name`, `e.index` and `e.generation` are found
//! by Lua itself in the record (two table lookups, no function call). Any
//! other key misses the record and reaches the getter, a C function that
//! reads the world field of that name or finds the method; every write
//! reaches the setter (the handle itself stays empty). Both are in
//! [`super::access`]. The metatable is protected (`getmetatable(e)` answers
//! `"entity"`, `setmetatable` refuses), so a script cannot reach the record
//! or change what the handle is; the mark in the metatable — a light
//! userdata scripts cannot make — tells a handle from any other table.

use mlua::{Lua, Table, Value};

use super::identity::{entity_of, keep_id, mark, SLOT_MARK};
use super::methods::Methods;
use crate::world::EntityId;

/// The registry key of the pieces every handle shares (made once).
const KIT: &str = "tombrs.handle_kit";

/// A bound entity's handle and the record behind it.
#[derive(Debug, Clone)]
pub struct Made {
    pub handle: Table,
    pub record: Table,
}

/// Makes the handle of `id` with its record: `state` (kept by the host
/// across reloads), no parameters and no name yet.
pub(super) fn make(lua: &Lua, id: EntityId, state: &Table) -> mlua::Result<Made> {
    let kit = kit(lua)?;
    let record = lua.create_table_with_capacity(2, 5)?;
    keep_id(&record, id)?;
    record.raw_set("index", id.index)?;
    record.raw_set("generation", id.generation)?;
    record.raw_set("state", state.clone())?;
    record.raw_set("name", "")?;
    record.set_metatable(Some(kit.get::<Table>("record_meta")?))?;
    let meta = lua.create_table_with_capacity(3, 5)?;
    keep_id(&meta, id)?;
    meta.raw_set(SLOT_MARK, mark())?;
    meta.raw_set("__index", record.clone())?;
    for key in ["__newindex", "__eq", "__tostring"] {
        meta.raw_set(key, kit.get::<Value>(key)?)?;
    }
    meta.raw_set("__metatable", "entity")?;
    let handle = lua.create_table_with_capacity(0, 0)?;
    handle.set_metatable(Some(meta))?;
    Ok(Made { handle, record })
}

/// The record behind a handle [`make`] made.
pub(super) fn record_of(handle: &Table) -> mlua::Result<Table> {
    handle
        .metatable()
        .ok_or_else(|| mlua::Error::runtime("a handle without its metatable"))?
        .raw_get("__index")
}

/// Updates the parameters and name a record answers (a rebind).
pub(super) fn rename(record: &Table, params: Option<&Table>, name: &str) -> mlua::Result<()> {
    record.raw_set("params", params.cloned())?;
    record.raw_set("name", name)
}

/// The shared pieces, made on first use: the records' metatable (its
/// `__index` the getter), the setter, `__eq` and `__tostring`.
fn kit(lua: &Lua) -> mlua::Result<Table> {
    if let Value::Table(kit) = lua.named_registry_value::<Value>(KIT)? {
        return Ok(kit);
    }
    let methods = all_methods(lua)?.finish()?;
    let (getter, setter) = super::access::accessors(lua, methods)?;
    let kit = lua.create_table()?;
    let record_meta = lua.create_table()?;
    record_meta.raw_set("__index", getter)?;
    record_meta.raw_set("__metatable", "entity record")?;
    kit.raw_set("record_meta", record_meta)?;
    kit.raw_set("__newindex", setter)?;
    kit.raw_set(
        "__eq",
        lua.create_function(|_, (a, b): (Value, Value)| {
            Ok(entity_of(&a).is_some() && entity_of(&a) == entity_of(&b))
        })?,
    )?;
    kit.raw_set(
        "__tostring",
        lua.create_function(|_, e: Value| {
            Ok(match entity_of(&e) {
                Some(id) => format!("entity {}#{}", id.index, id.generation),
                None => "entity ?".to_string(),
            })
        })?,
    )?;
    lua.set_named_registry_value(KIT, &kit)?;
    Ok(kit)
}

/// The names of the methods every handle has (`e:exists()`, …), sorted:
/// what `check-scripts` holds against the editor annotations.
pub fn method_names(lua: &Lua) -> mlua::Result<Vec<String>> {
    let mut names: Vec<String> = all_methods(lua)?
        .finish()?
        .pairs::<String, Value>()
        .flatten()
        .map(|(k, _)| k)
        .collect();
    names.sort();
    Ok(names)
}

/// The fields a handle's record holds itself (beside the world fields of
/// `fields.rs`).
pub const RECORD_FIELDS: [&str; 5] = ["state", "params", "name", "index", "generation"];

/// Every method of a handle: the entity's own, a creature's, its path
/// search's and its sight's.
fn all_methods(lua: &Lua) -> mlua::Result<Methods<'_>> {
    let mut methods = Methods::new(lua)?;
    super::entity::add_methods(&mut methods);
    super::creature::add_methods(&mut methods);
    super::search::add_methods(&mut methods);
    super::sight::add_methods(&mut methods);
    Ok(methods)
}
