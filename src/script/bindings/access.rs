//! The fast path of `e.field` and `e.field = v`: the getter and setter
//! of every handle (see [`super::handle`] for where they sit).
//!
//! Both are C closures: a world field is read or written straight from the
//! lent world with plain integers — no mlua callback, no Lua function frame
//! (so no instruction-budget hook either), no string conversion. Their
//! upvalues are the world fields' codes by name, the methods table (the
//! getter's) and the general getter or setter. The entity's index and
//! generation are in the table each is called with: the getter is the
//! record's `__index`, called with the record; the setter the handle's
//! `__newindex`, called with the handle, whose metatable holds them.
//! Whatever that path does not take (no world lent, a gone entity, a string
//! value, a value out of range, an unknown field) is handed to the general
//! accessors, which raise the error with its message.

use std::ffi::c_int;

use mlua::{ffi, Function, Lua, Table, Value};

use super::entity::{get_field, set_field};
use super::fields::{self, Field, Given, Read};
#[cfg(feature = "lua54")]
use super::identity::unpack_id;
use super::identity::SLOT_ID;
use super::LENT_WORLD;
use crate::world::{EntityId, World};

/// The accessors' upvalues: first the codes table, never read (it keeps
/// the field names alive for [`Names`]), then the general accessor, the
/// [`Names`] userdata and (the getter's) the methods.
const GENERAL_UP: c_int = ffi::lua_upvalueindex(2);
const NAMES_UP: c_int = ffi::lua_upvalueindex(3);
const METHODS_UP: c_int = ffi::lua_upvalueindex(4);

/// Slots of the [`Names`] table (a power of two over twice the fields).
const NAME_SLOTS: usize = 256;

/// The world fields by the address of their interned names: Lua keeps one
/// copy of each short string, which does not move while it lives (the
/// codes table's keys keep them alive), so a key's address names the field
/// with no string hashing or compare. Open addressing, linear probing.
#[repr(C)]
struct Names {
    slots: [(usize, u8); NAME_SLOTS],
}

impl Names {
    fn slot_of(address: usize) -> usize {
        (address >> 3).wrapping_mul(0x9E37_79B9) % NAME_SLOTS
    }

    fn insert(&mut self, address: usize, field: Field) {
        let mut k = Names::slot_of(address);
        while self.slots[k].0 != 0 {
            k = (k + 1) % NAME_SLOTS;
        }
        self.slots[k] = (address, field as u8);
    }

    fn get(&self, address: usize) -> Option<Field> {
        let mut k = Names::slot_of(address);
        loop {
            match self.slots[k] {
                (0, _) => return None,
                (a, f) if a == address => return Field::from_code(f as i64 + 1),
                _ => k = (k + 1) % NAME_SLOTS,
            }
        }
    }
}

/// The world lent to the running hook, if any.
fn lent_world() -> Option<std::ptr::NonNull<World>> {
    LENT_WORLD.try_with(|w| w.get()).ok().flatten()
}

/// The world field the key at stack slot 2 names, if it is one.
///
/// # Safety
/// `state` is a live Lua state inside one of the accessors.
unsafe fn field_named(state: *mut ffi::lua_State) -> Option<Field> {
    if ffi::lua_type(state, 2) != ffi::LUA_TSTRING {
        return None;
    }
    let address = ffi::lua_tolstring(state, 2, std::ptr::null_mut()) as usize;
    let names = ffi::lua_touserdata(state, NAMES_UP) as *const Names;
    names.as_ref()?.get(address)
}

/// The entity whose id the table at stack slot `table` keeps (a handle's
/// metatable or a record), if it is one. Lua 5.4 keeps it as one integer.
/// What it read stays on the stack (popping costs more than the accessors'
/// return leaves behind: Lua takes their results from the top).
///
/// # Safety
/// As [`field_named`]; `table` is an absolute stack index.
#[cfg(feature = "lua54")]
unsafe fn id_in(state: *mut ffi::lua_State, table: c_int) -> Option<EntityId> {
    if ffi::lua_type(state, table) != ffi::LUA_TTABLE {
        return None;
    }
    ffi::lua_rawgeti(state, table, SLOT_ID as _);
    let mut is_number = 0;
    let packed = ffi::lua_tointegerx(state, -1, &mut is_number);
    (is_number != 0).then(|| unpack_id(packed))
}

/// As the Lua 5.4 one; LuaJIT keeps index and generation apart (its
/// numbers are doubles).
///
/// # Safety
/// As [`field_named`]; `table` is an absolute stack index.
#[cfg(not(feature = "lua54"))]
unsafe fn id_in(state: *mut ffi::lua_State, table: c_int) -> Option<EntityId> {
    if ffi::lua_type(state, table) != ffi::LUA_TTABLE {
        return None;
    }
    ffi::lua_rawgeti(state, table, SLOT_ID as _);
    ffi::lua_rawgeti(state, table, SLOT_ID as ffi::lua_Integer + 1);
    let index = ffi::lua_tonumberx(state, -2, std::ptr::null_mut());
    let generation = ffi::lua_tonumberx(state, -1, std::ptr::null_mut());
    Some(EntityId {
        index: index as u32,
        generation: generation as u32,
    })
}

/// Pushes the general accessor and the entity's index and generation
/// (nil, nil for none): the caller pushes the key and value it takes.
///
/// # Safety
/// As [`field_named`].
unsafe fn push_general(state: *mut ffi::lua_State, id: Option<EntityId>) {
    ffi::lua_pushvalue(state, GENERAL_UP);
    match id {
        Some(id) => {
            ffi::lua_pushinteger(state, id.index as ffi::lua_Integer);
            ffi::lua_pushinteger(state, id.generation as ffi::lua_Integer);
        }
        None => {
            ffi::lua_pushnil(state);
            ffi::lua_pushnil(state);
        }
    }
}

/// The getter: `__index(record, k)`.
///
/// # Safety
/// Called by Lua as a C closure with the upvalues of [`accessors`], only
/// as a metamethod (scripts cannot reach it), so with the record and the
/// key. Errors are raised only by the general getter it calls last, with
/// no Rust value alive in this frame; nothing here panics.
unsafe extern "C-unwind" fn index(state: *mut ffi::lua_State) -> c_int {
    let Some(field) = field_named(state) else {
        // Not a world field (the record's own keys never get here): a
        // method, or nil.
        ffi::lua_pushvalue(state, 2);
        ffi::lua_rawget(state, METHODS_UP);
        return 1;
    };
    let id = id_in(state, 1);
    let read = (|| {
        // SAFETY: as in `with_world`: the world lent for the hook call in
        // progress, read while no other reference is live.
        let world = &*lent_world()?.as_ptr();
        Some(fields::read(world, world.entity(id?)?, field))
    })();
    match read {
        Some(Read::Int(i)) => ffi::lua_pushinteger(state, i as ffi::lua_Integer),
        Some(Read::Bool(b)) => ffi::lua_pushboolean(state, b as c_int),
        Some(Read::Text(t)) => {
            ffi::lua_pushlstring(state, t.as_ptr().cast(), t.len());
        }
        Some(Read::Nil) => ffi::lua_pushnil(state),
        None => {
            push_general(state, id);
            ffi::lua_pushinteger(state, field.code() as ffi::lua_Integer);
            ffi::lua_call(state, 3, 1);
        }
    }
    1
}

/// The value at stack slot 3 as a field write takes it, if it is a number
/// or a boolean.
///
/// # Safety
/// As [`field_named`].
unsafe fn given(state: *mut ffi::lua_State) -> Option<Given<'static>> {
    Some(match ffi::lua_type(state, 3) {
        ffi::LUA_TBOOLEAN => Given::Bool(ffi::lua_toboolean(state, 3) != 0),
        ffi::LUA_TNUMBER => {
            let n = ffi::lua_tonumberx(state, 3, std::ptr::null_mut());
            // An integral float counts as an integer.
            #[cfg(feature = "lua54")]
            let integer = {
                let mut is_integer = 0;
                let i = ffi::lua_tointegerx(state, 3, &mut is_integer);
                (is_integer != 0).then_some(i)
            };
            #[cfg(not(feature = "lua54"))]
            let integer = (n.fract() == 0.0 && n.abs() < 9.0e15).then_some(n as i64);
            match integer {
                Some(i) => Given::Int(i),
                None => Given::Float(n),
            }
        }
        _ => return None,
    })
}

/// The setter: `__newindex(e, k, v)`.
///
/// # Safety
/// As [`index`], called with the handle, the key and the value.
unsafe extern "C-unwind" fn newindex(state: *mut ffi::lua_State) -> c_int {
    let field = field_named(state);
    let id = if ffi::lua_getmetatable(state, 1) != 0 {
        let id = id_in(state, 4);
        ffi::lua_settop(state, 3);
        id
    } else {
        None
    };
    let written = (|| {
        let field = field?;
        let given = given(state)?;
        // SAFETY: as in `with_world`.
        let world = &mut *lent_world()?.as_ptr();
        fields::write(world, id?, field, given).ok()
    })()
    .is_some();
    if !written {
        push_general(state, id);
        match field {
            Some(field) => ffi::lua_pushinteger(state, field.code() as ffi::lua_Integer),
            // Not a world field: the general setter names the error.
            None => ffi::lua_pushvalue(state, 2),
        }
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

/// Makes the getter (the records' `__index`) and the setter (the
/// handles' `__newindex`) around the general accessors and `methods`.
pub(super) fn accessors(lua: &Lua, methods: Table) -> mlua::Result<(Function, Function)> {
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
    // SAFETY: the closure runs protected on a stack of the four values
    // passed; it makes the field names' index (a userdata filled before it
    // is used) and the two C closures (see their safety notes) and leaves
    // the closures as its two results.
    unsafe {
        lua.exec_raw::<(Function, Function)>((codes, get, set, methods), |state| {
            ffi::lua_checkstack(state, 12);
            // Stack: 1 codes, 2 get, 3 set, 4 methods, 5 names.
            let names = ffi::lua_newuserdata(state, std::mem::size_of::<Names>()) as *mut Names;
            std::ptr::write_bytes(names, 0, 1);
            for field in Field::all() {
                let name = field.name();
                ffi::lua_pushlstring(state, name.as_ptr().cast(), name.len());
                let address = ffi::lua_tolstring(state, -1, std::ptr::null_mut()) as usize;
                (*names).insert(address, field);
                ffi::lua_settop(state, 5);
            }
            for (upvalues, f) in [
                (&[1, 2, 5, 4][..], index as ffi::lua_CFunction),
                (&[1, 3, 5][..], newindex),
            ] {
                for &slot in upvalues {
                    ffi::lua_pushvalue(state, slot);
                }
                ffi::lua_pushcclosure(state, f, upvalues.len() as c_int);
            }
            // 6 the getter, 7 the setter: they become 1 and 2.
            ffi::lua_replace(state, 2);
            ffi::lua_replace(state, 1);
            ffi::lua_settop(state, 2);
        })
    }
}
