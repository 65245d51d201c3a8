//! The fast path of `e.field` and `e.field = v`.
//!
//! A handle's `__index` and `__newindex` are C closures put in place of the
//! ones mlua would make (a Rust callback taking the userdata and the key as
//! Lua values, behind a Lua wrapper). Each handle's user value holds its
//! record (the fields fixed while the entity is bound: `state`, `params`,
//! `name`, `index`, `generation`), reached without a table lookup keyed by
//! the handle (LuaJIT hashes such keys poorly). The closures' upvalues are
//! the world fields' codes by name, the methods table mlua built, and the
//! general getter and setter. A world field is read or written straight from the lent world
//! with plain integers — no mlua callback, no Lua function frame (so no
//! instruction-budget hook either), no userdata borrow, no string
//! conversion. Whatever that path does not take (no world lent, a gone
//! entity, a string value, a value out of range, an unknown field) is
//! handed to the general accessors, which raise the error with its message.

use std::ffi::c_int;

use mlua::{ffi, AnyUserData, Lua, Table, Value};

use super::entity::{get_field, set_field};
use super::fields::{self, Field, Given, Read};
use super::LENT_WORLD;
use crate::world::{EntityId, World};

/// The registry key of the field codes table, present once the accessors
/// are installed.
const INSTALLED: &str = "tombrs.handle_field_codes";

/// The accessors' upvalues.
const CODES_UP: c_int = ffi::lua_upvalueindex(1);
const METHODS_UP: c_int = ffi::lua_upvalueindex(2);
const GET_UP: c_int = ffi::lua_upvalueindex(3);
const SET_UP: c_int = ffi::lua_upvalueindex(4);

/// Where a record keeps the entity's index and generation for the C
/// accessors (it also has them under their names, for scripts).
const RECORD_INDEX: ffi::lua_Integer = 1;
const RECORD_GENERATION: ffi::lua_Integer = 2;

/// The world lent to the running hook, if any.
fn lent_world() -> Option<std::ptr::NonNull<World>> {
    LENT_WORLD.try_with(|w| w.get()).ok().flatten()
}

/// Reads the integer at stack `index` (LuaJIT numbers are floats).
///
/// # Safety
/// `state` is a live Lua state inside a C function call.
unsafe fn integer_at(state: *mut ffi::lua_State, index: c_int) -> Option<i64> {
    let mut is_number = 0;
    let n = ffi::lua_tonumberx(state, index, &mut is_number);
    (is_number != 0 && n.fract() == 0.0).then_some(n as i64)
}

/// The entity and field named by the index, generation and code at the
/// given stack slots.
///
/// # Safety
/// As [`integer_at`].
unsafe fn target(state: *mut ffi::lua_State, at: [c_int; 3]) -> Option<(EntityId, Field)> {
    let index = u32::try_from(integer_at(state, at[0])?).ok()?;
    let generation = u32::try_from(integer_at(state, at[1])?).ok()?;
    let field = Field::from_code(integer_at(state, at[2])?)?;
    Some((EntityId { index, generation }, field))
}

/// Pushes the record of the handle at stack slot 1 and, when it is one,
/// its index and generation: the stack top is then record, index,
/// generation (both nil for a value that is not a bound handle).
///
/// # Safety
/// As [`integer_at`], inside one of the accessors (upvalues in place).
unsafe fn push_record(state: *mut ffi::lua_State) {
    // The user value is mlua's table of user values; the record is its 1.
    if ffi::lua_type(state, 1) == ffi::LUA_TUSERDATA
        && ffi::lua_getuservalue(state, 1) == ffi::LUA_TTABLE
    {
        ffi::lua_rawgeti(state, -1, 1);
        ffi::lua_remove(state, -2);
    } else {
        if ffi::lua_type(state, 1) == ffi::LUA_TUSERDATA {
            ffi::lua_pop(state, 1);
        }
        ffi::lua_pushnil(state);
    }
    if ffi::lua_type(state, -1) == ffi::LUA_TTABLE {
        ffi::lua_rawgeti(state, -1, RECORD_INDEX);
        ffi::lua_rawgeti(state, -2, RECORD_GENERATION);
    } else {
        ffi::lua_pushnil(state);
        ffi::lua_pushnil(state);
    }
}

/// `__index(e, k)`.
///
/// # Safety
/// Called by Lua as a C closure with the upvalues of [`install`]. Errors
/// are raised only by the general getter it calls last, with no Rust value
/// alive in this frame; nothing here panics.
unsafe extern "C-unwind" fn index(state: *mut ffi::lua_State) -> c_int {
    ffi::lua_settop(state, 2);
    ffi::lua_pushvalue(state, 2);
    ffi::lua_rawget(state, CODES_UP); // 3: the field's code, or nil
    push_record(state); // 4: record, 5: index, 6: generation
    if ffi::lua_type(state, 3) == ffi::LUA_TNUMBER {
        let read = (|| {
            let (id, field) = target(state, [5, 6, 3])?;
            // SAFETY: as in `with_world`: the world lent for the hook call
            // in progress, read while no other reference is live.
            let world = &*lent_world()?.as_ptr();
            Some(fields::read(world, world.entity(id)?, field))
        })();
        match read {
            Some(Read::Int(i)) => ffi::lua_pushinteger(state, i as ffi::lua_Integer),
            Some(Read::Bool(b)) => ffi::lua_pushboolean(state, b as c_int),
            Some(Read::Text(t)) => {
                ffi::lua_pushlstring(state, t.as_ptr().cast(), t.len());
            }
            Some(Read::Nil) => ffi::lua_pushnil(state),
            None => {
                ffi::lua_pushvalue(state, GET_UP);
                ffi::lua_pushvalue(state, 5);
                ffi::lua_pushvalue(state, 6);
                ffi::lua_pushvalue(state, 3);
                ffi::lua_call(state, 3, 1);
            }
        }
        return 1;
    }
    if ffi::lua_type(state, 4) == ffi::LUA_TTABLE {
        ffi::lua_pushvalue(state, 2);
        ffi::lua_rawget(state, 4);
        if ffi::lua_type(state, -1) != ffi::LUA_TNIL {
            return 1;
        }
    }
    ffi::lua_pushvalue(state, 2);
    ffi::lua_rawget(state, METHODS_UP);
    1
}

/// `__newindex(e, k, v)`.
///
/// # Safety
/// As [`index`], with the general setter.
unsafe extern "C-unwind" fn newindex(state: *mut ffi::lua_State) -> c_int {
    ffi::lua_settop(state, 3);
    ffi::lua_pushvalue(state, 2);
    ffi::lua_rawget(state, CODES_UP); // 4: the field's code, or nil
    push_record(state); // 5: record, 6: index, 7: generation
    let is_field = ffi::lua_type(state, 4) == ffi::LUA_TNUMBER;
    let written = is_field
        && (|| {
            let (id, field) = target(state, [6, 7, 4])?;
            let given = match ffi::lua_type(state, 3) {
                ffi::LUA_TBOOLEAN => Given::Bool(ffi::lua_toboolean(state, 3) != 0),
                ffi::LUA_TNUMBER => match integer_at(state, 3) {
                    Some(i) => Given::Int(i),
                    None => Given::Float(ffi::lua_tonumberx(state, 3, std::ptr::null_mut())),
                },
                _ => return None,
            };
            // SAFETY: as in `with_world`.
            let world = &mut *lent_world()?.as_ptr();
            fields::write(world, id, field, given).ok()
        })()
        .is_some();
    if !written {
        ffi::lua_pushvalue(state, SET_UP);
        ffi::lua_pushvalue(state, 6);
        ffi::lua_pushvalue(state, 7);
        ffi::lua_pushvalue(state, if is_field { 4 } else { 2 });
        ffi::lua_pushvalue(state, 3);
        ffi::lua_call(state, 4, 0);
    }
    0
}

/// The world field of code `code`.
fn field_of(code: i64) -> mlua::Result<Field> {
    Field::from_code(code)
        .ok_or_else(|| mlua::Error::runtime(format!("no entity field has code {code}")))
}

/// Puts the field accessors in the metatable of `handle`'s type, once (the
/// first handle made; every handle shares the metatable).
pub(super) fn install(lua: &Lua, handle: &AnyUserData) -> mlua::Result<()> {
    if let Value::Table(_) = lua.named_registry_value::<Value>(INSTALLED)? {
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
    let codes = lua.create_table()?;
    for field in Field::all() {
        codes.raw_set(field.name(), field.code())?;
    }
    let get = lua.create_function(|lua, (index, generation, code): (u32, u32, i64)| {
        get_field(lua, EntityId { index, generation }, field_of(code)?.name())
    })?;
    let set = lua.create_function(
        |lua, (index, generation, key, v): (u32, u32, Value, Value)| {
            let id = EntityId { index, generation };
            match key {
                Value::Integer(code) => set_field(lua, id, field_of(code)?.name(), v),
                // LuaJIT hands every number over as a float.
                Value::Number(code) => set_field(lua, id, field_of(code as i64)?.name(), v),
                // Not a world field: the setter names the error.
                Value::String(s) => set_field(lua, id, &s.to_str()?, v),
                other => Err(mlua::Error::runtime(format!(
                    "an entity has no field keyed by a {}",
                    other.type_name()
                ))),
            }
        },
    )?;
    // SAFETY: the closure runs protected on a stack of the handle and the
    // four upvalues; it makes the two C closures (see their safety notes)
    // and stores them in the handle type's metatable, which has no
    // metatable of its own, so the writes are raw.
    unsafe {
        lua.exec_raw::<()>(
            (handle.clone(), codes.clone(), methods, get, set),
            |state| {
                ffi::lua_checkstack(state, 16);
                // Stack: 1 handle, 2–5 the upvalues.
                for f in [index as ffi::lua_CFunction, newindex] {
                    for slot in 2..=5 {
                        ffi::lua_pushvalue(state, slot);
                    }
                    ffi::lua_pushcclosure(state, f, 4);
                }
                // 6 index, 7 newindex.
                ffi::lua_getmetatable(state, 1); // 8
                ffi::lua_pushvalue(state, 6);
                ffi::lua_setfield(state, 8, c"__index".as_ptr());
                ffi::lua_pushvalue(state, 7);
                ffi::lua_setfield(state, 8, c"__newindex".as_ptr());
                ffi::lua_settop(state, 0);
            },
        )?
    };
    lua.set_named_registry_value(INSTALLED, codes)
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
    r.raw_set(RECORD_INDEX, id.index)?;
    r.raw_set(RECORD_GENERATION, id.generation)?;
    r.raw_set("state", state.clone())?;
    r.raw_set("params", params.cloned())?;
    r.raw_set("name", name)?;
    handle.set_user_value(r)
}

/// Updates the parameters and name `handle` answers (a rebind).
pub(super) fn rename(handle: &AnyUserData, params: Option<&Table>, name: &str) -> mlua::Result<()> {
    let r: Table = handle.user_value()?;
    r.raw_set("params", params.cloned())?;
    r.raw_set("name", name)
}
