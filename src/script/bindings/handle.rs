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

use mlua::{FromLuaMulti, IntoLuaMulti, LightUserData, Lua, MultiValue, Table, Value};

use super::entity::Handle;
use crate::world::EntityId;

/// The registry key of the pieces every handle shares (made once).
const KIT: &str = "tombrs.handle_kit";

/// Where a handle's metatable and record keep the entity's id (the
/// accessors read it there): in Lua 5.4 one integer, [`pack_id`]; in
/// LuaJIT, whose numbers are doubles, the index there and the generation
/// in the next slot. The metatable keeps its mark in the slot after.
pub(super) const SLOT_ID: i64 = 1;
const SLOT_MARK: i64 = 3;

/// An entity id as one Lua 5.4 integer: generation above, index below.
#[cfg(feature = "lua54")]
fn pack_id(id: EntityId) -> i64 {
    ((id.generation as i64) << 32) | id.index as i64
}

/// The id of a [`pack_id`] integer.
#[cfg(feature = "lua54")]
pub(super) fn unpack_id(packed: i64) -> EntityId {
    EntityId {
        index: packed as u32,
        generation: (packed >> 32) as u32,
    }
}

/// Keeps `id` in `t` where [`id_of`] and the accessors find it.
fn keep_id(t: &Table, id: EntityId) -> mlua::Result<()> {
    #[cfg(feature = "lua54")]
    return t.raw_set(SLOT_ID, pack_id(id));
    #[cfg(not(feature = "lua54"))]
    {
        t.raw_set(SLOT_ID, id.index)?;
        t.raw_set(SLOT_ID + 1, id.generation)
    }
}

/// The id [`keep_id`] kept in `t`.
fn id_of(t: &Table) -> Option<EntityId> {
    #[cfg(feature = "lua54")]
    return t.raw_get::<i64>(SLOT_ID).ok().map(unpack_id);
    #[cfg(not(feature = "lua54"))]
    Some(EntityId {
        index: t.raw_get(SLOT_ID).ok()?,
        generation: t.raw_get(SLOT_ID + 1).ok()?,
    })
}

/// The byte whose address marks a handle's metatable.
static MARK: u8 = 0;

fn mark() -> Value {
    Value::LightUserData(LightUserData(std::ptr::addr_of!(MARK) as *mut _))
}

/// A bound entity's handle and the record behind it.
#[derive(Debug, Clone)]
pub struct Made {
    pub handle: Table,
    pub record: Table,
}

/// The entity a Lua value refers to, if it is a handle.
pub fn entity_of(v: &Value) -> Option<EntityId> {
    let Value::Table(t) = v else {
        return None;
    };
    let meta = t.metatable()?;
    if meta.raw_get::<Value>(SLOT_MARK).ok()? != mark() {
        return None;
    }
    id_of(&meta)
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
    let mut methods = Methods::new(lua)?;
    super::entity::add_methods(&mut methods);
    let methods = methods.finish()?;
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
    let mut methods = Methods::new(lua)?;
    super::entity::add_methods(&mut methods);
    let mut names: Vec<String> = methods
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

/// The table of methods every handle shares, filled by
/// [`super::entity::add_methods`]: each takes the handle as its first
/// argument (`e:method(…)`) and the rest as the Rust closure's arguments.
pub(super) struct Methods<'a> {
    lua: &'a Lua,
    table: Table,
    /// The first failure to make a method, reported by [`Methods::finish`].
    failed: Option<mlua::Error>,
}

impl<'a> Methods<'a> {
    fn new(lua: &'a Lua) -> mlua::Result<Methods<'a>> {
        Ok(Methods {
            lua,
            table: lua.create_table()?,
            failed: None,
        })
    }

    /// Adds method `name`: `f(lua, handle, arguments)`.
    pub fn add_method<A, R, F>(&mut self, name: &'static str, f: F)
    where
        A: FromLuaMulti,
        R: IntoLuaMulti,
        F: Fn(&Lua, &Handle, A) -> mlua::Result<R> + 'static,
    {
        let made = self
            .lua
            .create_function(move |lua, mut args: MultiValue| {
                let this = args.pop_front().unwrap_or(Value::Nil);
                let Some(id) = entity_of(&this) else {
                    return Err(mlua::Error::runtime(format!(
                        "{name}: called on a {} (call it as e:{name}(…), e an entity)",
                        this.type_name()
                    )));
                };
                let args = A::from_lua_multi(args, lua)
                    .map_err(|e| mlua::Error::runtime(format!("e:{name}: {e}")))?;
                f(lua, &Handle(id), args)
            })
            .and_then(|function| self.table.raw_set(name, function));
        if let Err(e) = made {
            self.failed.get_or_insert(e);
        }
    }

    fn finish(self) -> mlua::Result<Table> {
        match self.failed {
            Some(e) => Err(e),
            None => Ok(self.table),
        }
    }
}
