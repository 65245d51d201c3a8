//! The table of methods every entity handle shares (`e:position()`, …),
//! built from Rust closures that take the handle first.

use mlua::{FromLuaMulti, IntoLuaMulti, Lua, MultiValue, Table, Value};

use super::identity::{entity_of, Handle};

/// The table of methods every handle shares, filled by the `add_methods`
/// of [`super::entity`], [`super::creature`], [`super::search`] and
/// [`super::sight`] (gathered by [`super::handle`]): each takes the handle as its first
/// argument (`e:method(…)`) and the rest as the Rust closure's arguments.
pub(super) struct Methods<'a> {
    lua: &'a Lua,
    table: Table,
    /// The first failure to make a method, reported by [`Methods::finish`].
    failed: Option<mlua::Error>,
}

impl<'a> Methods<'a> {
    pub fn new(lua: &'a Lua) -> mlua::Result<Methods<'a>> {
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

    pub fn finish(self) -> mlua::Result<Table> {
        match self.failed {
            Some(e) => Err(e),
            None => Ok(self.table),
        }
    }
}
