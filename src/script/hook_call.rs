//! One hook call: the behaviour's function with the entity's handle and the
//! hook's arguments, made on the Lua stack directly.
//!
//! Hooks run for every active entity every tick, so this is the host's hot
//! path. The handles come from the one handles table
//! ([`super::bindings::Shared::handles`]), found through the registry, so
//! no mlua reference is held per entity; the call is a `lua_pcall` under a
//! message handler that adds the traceback to the error. Nothing is
//! allocated per call.

use std::ffi::c_int;

use mlua::{ffi, Function, Lua};

use crate::world::EntityId;

/// A hook argument after the entity's own handle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg {
    /// An entity's handle, or nil. The entity must be the one bound in its
    /// slot of the handles table.
    Entity(Option<EntityId>),
    Int(i64),
}

/// What a hook call finds in the registry: the handles table and the
/// message handler (kept there once: LuaJIT would make a new closure for
/// every push of a C function).
#[derive(Debug)]
pub struct HookCaller {
    handles: c_int,
    handler: c_int,
    _handler: mlua::RegistryKey,
}

impl HookCaller {
    /// The caller for the handles table at registry key `handles`.
    pub fn new(lua: &Lua, handles: &mlua::RegistryKey) -> mlua::Result<HookCaller> {
        // SAFETY: `traceback` follows the protocol of a Lua C function (see
        // its safety note).
        let handler = unsafe { lua.create_c_function(traceback)? };
        let handler = lua.create_registry_value(handler)?;
        Ok(HookCaller {
            handles: handles.id(),
            handler: handler.id(),
            _handler: handler,
        })
    }

    /// Calls `f(handle of entity, args…)`; `entity` and every entity of
    /// `args` are bound in the handles table. The error, with its
    /// traceback, when the call fails.
    pub fn call(
        &self,
        lua: &Lua,
        f: &Function,
        entity: EntityId,
        args: &[Arg],
    ) -> Result<(), String> {
        lua.exec_raw_lua(|raw| {
            let state = raw.state();
            // SAFETY: `state` is the main state of `lua`, used from Rust
            // outside any Lua call (hooks never run nested). Everything
            // pushed here is popped again: the stack is back at `base` on
            // every return. Nothing here raises a Lua error outside
            // `lua_pcall` (the pushes have the room `lua_checkstack` made),
            // so no Rust frame is unwound.
            unsafe {
                let base = ffi::lua_gettop(state);
                if ffi::lua_checkstack(state, 4 + args.len() as c_int) == 0 {
                    return Err("no room on the Lua stack for a hook call".to_string());
                }
                ffi::lua_rawgeti(state, ffi::LUA_REGISTRYINDEX, self.handler as _);
                if let Err(e) = raw.push(f) {
                    ffi::lua_settop(state, base);
                    return Err(e.to_string());
                }
                ffi::lua_rawgeti(state, ffi::LUA_REGISTRYINDEX, self.handles as _);
                let table = base + 3;
                push_handle(state, table, Some(entity));
                for arg in args {
                    match *arg {
                        Arg::Entity(e) => push_handle(state, table, e),
                        Arg::Int(i) => ffi::lua_pushinteger(state, i as ffi::lua_Integer),
                    }
                }
                ffi::lua_remove(state, table);
                let status = ffi::lua_pcall(state, 1 + args.len() as c_int, 0, base + 1);
                let result = if status == ffi::LUA_OK {
                    Ok(())
                } else {
                    Err(message(state))
                };
                ffi::lua_settop(state, base);
                result
            }
        })
    }
}

/// Pushes the handle of `id` from the handles table at `table`, or nil.
///
/// # Safety
/// `state` is live with room for one more value; `table` is the absolute
/// index of the handles table.
unsafe fn push_handle(state: *mut ffi::lua_State, table: c_int, id: Option<EntityId>) {
    match id {
        Some(id) => {
            ffi::lua_rawgeti(state, table, id.index as ffi::lua_Integer + 1);
        }
        None => ffi::lua_pushnil(state),
    }
}

/// The text of the error on top of the stack.
///
/// # Safety
/// `state` is live, with the error object on top.
unsafe fn message(state: *mut ffi::lua_State) -> String {
    if ffi::lua_type(state, -1) == ffi::LUA_TSTRING {
        let mut len = 0;
        let text = ffi::lua_tolstring(state, -1, &mut len);
        let bytes = std::slice::from_raw_parts(text.cast::<u8>(), len);
        return String::from_utf8_lossy(bytes).into_owned();
    }
    let kind = std::ffi::CStr::from_ptr(ffi::lua_typename(state, ffi::lua_type(state, -1)));
    format!(
        "(an error object that is a {} value)",
        kind.to_string_lossy()
    )
}

/// The message handler: the error as text (its `__tostring` for the errors
/// Rust bindings raise) followed by the Lua traceback.
///
/// # Safety
/// Called by Lua as a message handler, with the error object at slot 1. It
/// may raise only Lua errors (a failing `__tostring`, memory), which Lua
/// reports as an error in the error handler; no Rust value is alive when
/// it does.
unsafe extern "C-unwind" fn traceback(state: *mut ffi::lua_State) -> c_int {
    let text = ffi::luaL_tolstring(state, 1, std::ptr::null_mut());
    ffi::luaL_traceback(state, state, text, 1);
    1
}
