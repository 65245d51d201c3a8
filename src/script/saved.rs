//! The scripts' side of a save: each entity's `e.state` table and the
//! level's shared table (`world.level_state()`) as plain data (booleans,
//! integers, numbers, strings, entity handles and nested tables of them).
//! Anything else (functions, coroutines, userdata, tables reached
//! twice on one path, non-finite numbers, non-UTF-8 strings) is left out and
//! reported by name. Restoring binds every entity to its behaviour without
//! calling `init`: the saved world and tables already hold what init did.

use mlua::{Lua, Table, Value};
use serde::{Deserialize, Serialize};

use super::bindings::{entity_of, handle_value, level_table, state_table, Bound, Shared};
use super::ScriptHost;
use crate::world::{EntityId, World};

/// How deep nested tables may go in a save.
const MAX_DEPTH: usize = 64;

/// A plain Lua value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Plain {
    Bool(bool),
    Int(i64),
    Num(f64),
    Str(String),
    /// An entity handle, by slot and generation.
    Entity(EntityId),
    /// A table's pairs, ordered by key.
    Table(Vec<(Plain, Plain)>),
}

/// The scripts' state between two ticks.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ScriptState {
    /// The level's shared table, when scripts made one.
    pub level: Option<Vec<(Plain, Plain)>>,
    /// The non-empty state tables, by entity.
    pub entities: Vec<(EntityId, Vec<(Plain, Plain)>)>,
}

/// Sort order of keys, so a save of the same state is the same bytes.
fn key_rank(p: &Plain) -> (u8, i64, f64, &str) {
    match p {
        Plain::Bool(b) => (0, *b as i64, 0.0, ""),
        Plain::Int(i) => (1, *i, 0.0, ""),
        Plain::Num(n) => (2, 0, *n, ""),
        Plain::Str(s) => (3, 0, 0.0, s),
        Plain::Entity(id) => (4, id.index as i64, id.generation as f64, ""),
        Plain::Table(_) => (5, 0, 0.0, ""),
    }
}

/// Converts tables to plain data, collecting what it leaves out.
struct Encoder {
    /// Tables on the path being encoded (a table inside itself is left out).
    path: Vec<*const std::ffi::c_void>,
    skipped: Vec<String>,
}

impl Encoder {
    fn value(&mut self, v: &Value, name: &str) -> Option<Plain> {
        let plain = match v {
            Value::Boolean(b) => Plain::Bool(*b),
            Value::Integer(i) => Plain::Int(*i),
            Value::Number(n) if n.is_finite() => Plain::Num(*n),
            Value::String(s) => match s.to_str() {
                Ok(s) => Plain::Str(s.to_string()),
                Err(_) => return self.skip(name, "a string that is not UTF-8"),
            },
            Value::Table(t) => match entity_of(v) {
                Some(id) => Plain::Entity(id),
                None => Plain::Table(self.table(t, name)?),
            },
            Value::Nil => return None,
            other => return self.skip(name, other.type_name()),
        };
        Some(plain)
    }

    fn skip(&mut self, name: &str, what: &str) -> Option<Plain> {
        self.skipped
            .push(format!("{name}: {what} is not plain data; not saved"));
        None
    }

    fn table(&mut self, t: &Table, name: &str) -> Option<Vec<(Plain, Plain)>> {
        let ptr = t.to_pointer();
        if self.path.contains(&ptr) {
            self.skip(name, "a table inside itself");
            return None;
        }
        if self.path.len() >= MAX_DEPTH {
            self.skip(name, "a table nested too deep");
            return None;
        }
        self.path.push(ptr);
        let mut pairs = Vec::new();
        for (k, v) in t.pairs::<Value, Value>().flatten() {
            let key_name = match &k {
                Value::String(s) => format!("{name}.{}", s.to_string_lossy()),
                Value::Integer(i) => format!("{name}[{i}]"),
                other => format!("{name}[{}]", other.type_name()),
            };
            let Some(key) = self.value(&k, &key_name) else {
                continue;
            };
            if let Some(value) = self.value(&v, &key_name) {
                pairs.push((key, value));
            }
        }
        self.path.pop();
        pairs.sort_by(|a, b| {
            key_rank(&a.0)
                .partial_cmp(&key_rank(&b.0))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        Some(pairs)
    }
}

/// Checks that every entity the state names lives in `world` (state
/// tables) or has a slot there (handles), before anything is changed.
fn check(world: &World, state: &ScriptState) -> Result<(), String> {
    fn handles(world: &World, pairs: &[(Plain, Plain)]) -> Result<(), String> {
        for p in pairs.iter().flat_map(|(k, v)| [k, v]) {
            match p {
                Plain::Entity(id) if (id.index as usize) >= world.entities().len() => {
                    return Err(format!(
                        "the saved scripts' state: an entity handle names slot {}, which does not exist",
                        id.index
                    ))
                }
                Plain::Table(inner) => handles(world, inner)?,
                _ => {}
            }
        }
        Ok(())
    }
    for (id, pairs) in &state.entities {
        if world.entity(*id).is_none() {
            return Err(format!(
                "the saved scripts' state names entity {} (generation {}), which the saved world lacks",
                id.index, id.generation
            ));
        }
        handles(world, pairs)?;
    }
    if let Some(pairs) = &state.level {
        handles(world, pairs)?;
    }
    Ok(())
}

/// Plain data of a Lua value and a line for each part left out (`name`
/// says where the value was, for those lines); None when the value itself
/// is not plain data (or nil).
pub fn plain_of(v: &Value, name: &str) -> (Option<Plain>, Vec<String>) {
    let mut enc = Encoder {
        path: Vec::new(),
        skipped: Vec::new(),
    };
    let p = enc.value(v, name);
    (p, enc.skipped)
}

/// A Lua value of plain data in a state that has no world (the gameflow's):
/// entity handles become nil there.
pub fn lua_of(lua: &Lua, p: &Plain) -> mlua::Result<Value> {
    Ok(match p {
        Plain::Entity(_) => Value::Nil,
        Plain::Table(pairs) => {
            let t = lua.create_table()?;
            for (k, v) in pairs {
                let (k, v) = (lua_of(lua, k)?, lua_of(lua, v)?);
                if !k.is_nil() {
                    t.raw_set(k, v)?;
                }
            }
            Value::Table(t)
        }
        other => to_lua_scalar(lua, other)?,
    })
}

/// The Lua value of a plain value that is neither a table nor a handle.
fn to_lua_scalar(lua: &Lua, p: &Plain) -> mlua::Result<Value> {
    Ok(match p {
        Plain::Bool(b) => Value::Boolean(*b),
        Plain::Int(i) => Value::Integer(*i),
        Plain::Num(n) => Value::Number(*n),
        Plain::Str(s) => Value::String(lua.create_string(s)?),
        Plain::Entity(_) | Plain::Table(_) => Value::Nil,
    })
}

/// A Lua value of `p` (entity handles must name slots of `world`).
pub(crate) fn to_lua(lua: &Lua, world: &World, p: &Plain) -> mlua::Result<Value> {
    Ok(match p {
        Plain::Entity(id) => {
            if (id.index as usize) >= world.entities().len() {
                return Err(mlua::Error::runtime(format!(
                    "an entity handle names slot {}, which does not exist",
                    id.index
                )));
            }
            handle_value(lua, Some(*id))?
        }
        Plain::Table(pairs) => Value::Table(table_of(lua, world, pairs)?),
        other => to_lua_scalar(lua, other)?,
    })
}

/// A new table of `pairs`.
fn table_of(lua: &Lua, world: &World, pairs: &[(Plain, Plain)]) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    fill(lua, world, &t, pairs)?;
    Ok(t)
}

/// Empties `t` and fills it with `pairs`.
fn fill(lua: &Lua, world: &World, t: &Table, pairs: &[(Plain, Plain)]) -> mlua::Result<()> {
    t.clear()?;
    for (k, v) in pairs {
        t.raw_set(to_lua(lua, world, k)?, to_lua(lua, world, v)?)?;
    }
    Ok(())
}

impl ScriptHost {
    /// The scripts' state as a save holds it, and a line for everything
    /// left out (what and where: `Lara.state.target_fn: function ...`).
    pub fn saved_state(&self, world: &World) -> (ScriptState, Vec<String>) {
        let mut enc = Encoder {
            path: Vec::new(),
            skipped: Vec::new(),
        };
        let mut state = ScriptState::default();
        let Some(shared) = self.lua.app_data_ref::<Shared>() else {
            return (state, enc.skipped);
        };
        if let Some(level) = shared.level.borrow().as_ref() {
            state.level = enc.table(level, "level_state");
        }
        let bound: Vec<Bound> = shared.bindings.borrow().iter().flatten().cloned().collect();
        for b in bound {
            if world.entity(b.id).is_none() {
                continue;
            }
            let name = format!("entity {} ({}).state", b.id.index, b.name);
            let Ok(table) = state_table(&self.lua, b.id) else {
                enc.skipped.push(format!("{name}: its table is gone"));
                continue;
            };
            if let Some(pairs) = enc.table(&table, &name) {
                if !pairs.is_empty() {
                    state.entities.push((b.id, pairs));
                }
            }
        }
        state.entities.sort_by_key(|(id, _)| *id);
        if !self.tasks.is_empty() {
            enc.skipped.push(format!(
                "{} continuous flipeffect(s) running: functions, not saved",
                self.tasks.len()
            ));
        }
        (state, enc.skipped)
    }

    /// Puts `state` back: the level table and each entity's state table,
    /// then binds every entity to its behaviour without calling `init`.
    /// Call on a fresh host after [`World::restore_state`].
    pub fn restore_state(&mut self, world: &mut World, state: &ScriptState) -> Result<(), String> {
        check(world, state)?;
        // What this host held before (a quick load mid-game) goes.
        let lua = &self.lua;
        let fail = |what: &str, e: mlua::Error| format!("the saved scripts' state: {what}: {e}");
        if let Some(shared) = lua.app_data_ref::<Shared>() {
            shared.forget_all().map_err(|e| fail("the bindings", e))?;
        }
        if let Some(pairs) = &state.level {
            let t = level_table(lua).map_err(|e| fail("level_state", e))?;
            fill(lua, world, &t, pairs).map_err(|e| fail("level_state", e))?;
        }
        for (id, pairs) in &state.entities {
            let t = state_table(lua, *id).map_err(|e| fail("a state table", e))?;
            fill(lua, world, &t, pairs).map_err(|e| fail(&format!("entity {}", id.index), e))?;
        }
        self.slots.clear();
        self.tasks.clear();
        self.publish_effects(world, true);
        for i in 0..world.entities().len() {
            let id = world.entities()[i].id;
            if world.entity(id).is_some() {
                self.bind_slot(world, id);
            }
        }
        Ok(())
    }
}
