//! The fast path of `e.field` and `e.field = v`.
//!
//! A handle's `__index` and `__newindex` are small Lua functions put in
//! place of the ones mlua would make (a Rust callback taking the userdata
//! and the key as Lua values, behind a Lua wrapper): the fields that never
//! change while the entity is bound (`state`, `params`, `name`, `index`,
//! `generation`) live in a per-handle record table and are answered without
//! leaving Lua; a world field's name becomes a small integer by one table
//! lookup, and the Rust getter or setter is called with integers only (no
//! userdata borrow, no string conversion, no registry reference per
//! access). Other keys fall through to the methods table mlua built.

use mlua::{ffi, AnyUserData, Function, Lua, Table, Value};

use super::entity::{get_field, set_field};
use crate::world::EntityId;

/// The world fields of an entity handle, read and written through the
/// Rust getter and setter; a field's code is its position here plus one.
pub(super) const WORLD_FIELDS: &[&str] = &[
    "x",
    "y",
    "z",
    "pitch",
    "yaw",
    "roll",
    "room",
    "type",
    "model",
    "anim",
    "anim_id",
    "anim_count",
    "frame",
    "state_id",
    "anim_state",
    "goal_state",
    "speed",
    "fall_speed",
    "gravity",
    "health",
    "air",
    "timer",
    "ocb",
    "mask",
    "active",
    "status",
    "visible",
    "alpha",
    "collidable",
    "one_shot",
    "clear_body",
    "heavy",
    "awake",
    "paused",
    "mesh_bits",
    "driven",
    "triggered",
    "move_offset",
    "stride",
    "auto_land",
    "solid",
    "targetable",
    "motion",
    "water",
];

/// The registry key of the handles' records table (weak keys: handle →
/// record), present once the accessors are installed.
const RECORDS: &str = "tombrs.handle_records";

/// The metamethods: `records` maps each handle to its record of bound
/// fields, `codes` a world field's name to its code, `methods` is the
/// table of the handle's methods.
const ACCESSOR_CHUNK: &str = r#"
local records, codes, get, set, methods = ...
local function index(e, k)
  local r = records[e]
  local v = r[k]
  if v ~= nil then return v end
  local c = codes[k]
  if c ~= nil then return get(r.index, r.generation, c) end
  return methods[k]
end
local function newindex(e, k, v)
  local r = records[e]
  return set(r.index, r.generation, codes[k] or k, v)
end
return index, newindex
"#;

/// The records table.
fn records(lua: &Lua) -> mlua::Result<Table> {
    match lua.named_registry_value::<Value>(RECORDS)? {
        Value::Table(t) => Ok(t),
        _ => Err(mlua::Error::runtime("entity handles are not installed")),
    }
}

/// The world field of code `code`.
fn field_of(code: i64) -> mlua::Result<&'static str> {
    usize::try_from(code - 1)
        .ok()
        .and_then(|i| WORLD_FIELDS.get(i).copied())
        .ok_or_else(|| mlua::Error::runtime(format!("no entity field has code {code}")))
}

/// Puts the field accessors in the metatable of `handle`'s type, once (the
/// first handle made; every handle shares the metatable).
pub(super) fn install(lua: &Lua, handle: &AnyUserData) -> mlua::Result<()> {
    if let Value::Table(_) = lua.named_registry_value::<Value>(RECORDS)? {
        return Ok(());
    }
    // mlua made the metatable's `__index` the table of methods (the type
    // has neither `__index` nor field getters of its own).
    // SAFETY: the closure runs protected on a stack holding only `handle`,
    // whose metatable exists, and leaves one value on it.
    let methods: Table = unsafe {
        lua.exec_raw(handle.clone(), |state| {
            ffi::lua_getmetatable(state, 1);
            ffi::lua_getfield(state, 2, c"__index".as_ptr());
            ffi::lua_replace(state, 1);
            ffi::lua_settop(state, 1);
        })?
    };
    let records = lua.create_table()?;
    let weak_keys = lua.create_table()?;
    weak_keys.raw_set("__mode", "k")?;
    records.set_metatable(Some(weak_keys))?;
    let codes = lua.create_table()?;
    for (i, name) in WORLD_FIELDS.iter().enumerate() {
        codes.raw_set(*name, i + 1)?;
    }
    let get = lua.create_function(|lua, (index, generation, code): (u32, u32, i64)| {
        get_field(lua, EntityId { index, generation }, field_of(code)?)
    })?;
    let set = lua.create_function(
        |lua, (index, generation, key, v): (u32, u32, Value, Value)| {
            let id = EntityId { index, generation };
            match key {
                Value::Integer(code) => set_field(lua, id, field_of(code)?, v),
                // LuaJIT hands every number over as a float.
                Value::Number(code) => set_field(lua, id, field_of(code as i64)?, v),
                // Not a world field: the setter names the error.
                Value::String(s) => set_field(lua, id, &s.to_str()?, v),
                other => Err(mlua::Error::runtime(format!(
                    "an entity has no field keyed by a {}",
                    other.type_name()
                ))),
            }
        },
    )?;
    let (index, newindex): (Function, Function) = lua
        .load(ACCESSOR_CHUNK)
        .set_name("=entity fields")
        .call((records.clone(), codes, get, set, methods))?;
    // SAFETY: as above, on a stack of the handle and the two functions;
    // the metatable has no metatable of its own, so the writes are raw.
    unsafe {
        lua.exec_raw::<()>((handle.clone(), index, newindex), |state| {
            ffi::lua_getmetatable(state, 1);
            ffi::lua_pushvalue(state, 2);
            ffi::lua_setfield(state, 4, c"__index".as_ptr());
            ffi::lua_pushvalue(state, 3);
            ffi::lua_setfield(state, 4, c"__newindex".as_ptr());
            ffi::lua_settop(state, 0);
        })?
    };
    lua.set_named_registry_value(RECORDS, records)
}

/// Records what `handle` answers without asking the world: its id and
/// state table (fixed for the binding's life), parameters and name.
pub(super) fn record(
    lua: &Lua,
    handle: &AnyUserData,
    id: EntityId,
    state: &Table,
    params: Option<&Table>,
    name: &str,
) -> mlua::Result<()> {
    let r = lua.create_table()?;
    r.raw_set("index", id.index)?;
    r.raw_set("generation", id.generation)?;
    r.raw_set("state", state.clone())?;
    r.raw_set("params", params.cloned())?;
    r.raw_set("name", name)?;
    records(lua)?.raw_set(handle.clone(), r)
}

/// Updates the parameters and name `handle` answers (a rebind).
pub(super) fn rename(
    lua: &Lua,
    handle: &AnyUserData,
    params: Option<&Table>,
    name: &str,
) -> mlua::Result<()> {
    let r: Table = records(lua)?.raw_get(handle.clone())?;
    r.raw_set("params", params.cloned())?;
    r.raw_set("name", name)
}
