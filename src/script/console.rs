//! The Lua console's evaluation: a line of Lua run in the scripts' own
//! sandbox, with the world lent as during a hook, under the same limit per
//! call. The line is tried as an expression first (`6*7`, `lara.health`),
//! then as statements (`x = 5`, `return lara.room`). Globals a line sets
//! stay for the next lines, in the console's own table (the scripts'
//! globals are read through it, never written). `lara` is Lara's handle.
//! Values print as Lua would show them; tables shallowly, entity handles by
//! index and name.

use std::fmt::Write as _;

use mlua::{Table, Value};

use super::bindings::{handle_value, WorldGuard};
use super::ScriptHost;
use crate::world::World;

/// The registry key of the console's globals.
const CONSOLE_ENV: &str = "tombrs.console";
/// Entries of a table shown before "…".
const SHOWN_ENTRIES: usize = 12;
/// Characters of one value shown before "…".
const SHOWN_CHARS: usize = 240;

/// What one line gave: its values as text, or its error.
pub type Answer = Result<String, String>;

impl ScriptHost {
    /// Evaluates one line of Lua on `world` (see the module's notes): its
    /// values as text, tab-separated ("nil" for none), or the error. What
    /// the line asks of other entities (activations, hits) runs after it.
    pub fn eval(&mut self, world: &mut World, line: &str) -> Answer {
        let answer = self.eval_in_sandbox(world, line);
        self.drain_signals(world);
        answer
    }

    fn eval_in_sandbox(&mut self, world: &mut World, line: &str) -> Answer {
        let env = self.console_env().map_err(|e| e.to_string())?;
        let _lend = WorldGuard::lend(world);
        let lara = world_lara(&self.lua).map_err(|e| e.to_string())?;
        env.raw_set("lara", lara).map_err(|e| e.to_string())?;
        let chunk = |text: &str| {
            self.lua
                .load(text.to_string())
                .set_name("=console")
                .set_environment(env.clone())
                .into_function()
        };
        let function = match chunk(&format!("return {line}")) {
            Ok(f) => f,
            Err(_) => chunk(line).map_err(|e| first_line(&e.to_string()))?,
        };
        let _window = self.budget.open();
        let values = function
            .call::<mlua::MultiValue>(())
            .map_err(|e| first_line(&e.to_string()))?;
        if values.is_empty() {
            return Ok("nil".into());
        }
        Ok(values.iter().map(show).collect::<Vec<_>>().join("\t"))
    }

    /// The entries of entity `id`'s `e.state` table, one level deep, as
    /// (key, value) text sorted by key; empty when it has none.
    pub fn state_entries(&self, id: crate::world::EntityId) -> Vec<(String, String)> {
        let Ok(Value::Table(handle)) = handle_value(&self.lua, Some(id)) else {
            return Vec::new();
        };
        let Ok(Value::Table(state)) = handle.get::<Value>("state") else {
            return Vec::new();
        };
        let mut out: Vec<(String, String)> = state
            .pairs::<Value, Value>()
            .flatten()
            .map(|(k, v)| {
                let mut key = String::new();
                write_value(&mut key, &k, true);
                (key, show(&v))
            })
            .collect();
        out.sort();
        out
    }

    /// The file a module is read from (the last script root that has it).
    pub fn module_file(&self, module: &str) -> Option<std::path::PathBuf> {
        super::modules::roots(&self.lua)
            .0
            .iter()
            .rev()
            .map(|root| root.join(module.replace('.', "/")).with_extension("lua"))
            .find(|p| p.is_file())
    }

    /// The console's globals: a table of its own reading the scripts'
    /// globals, made once.
    fn console_env(&self) -> mlua::Result<Table> {
        if let Ok(Value::Table(t)) = self.lua.named_registry_value::<Value>(CONSOLE_ENV) {
            return Ok(t);
        }
        let env = self.lua.create_table()?;
        let meta = self.lua.create_table()?;
        meta.raw_set("__index", self.lua.globals())?;
        env.set_metatable(Some(meta))?;
        self.lua
            .set_named_registry_value(CONSOLE_ENV, env.clone())?;
        Ok(env)
    }
}

/// An error's first line, without mlua's "runtime error: " (the traceback
/// of a console line says nothing its location does not).
fn first_line(error: &str) -> String {
    let line = error.lines().next().unwrap_or_default();
    line.strip_prefix("runtime error: ")
        .unwrap_or(line)
        .to_string()
}

/// Lara's handle on the lent world, or nil.
fn world_lara(lua: &mlua::Lua) -> mlua::Result<Value> {
    let id = super::bindings::with_world(lua, |w| Ok(w.lara()))?;
    handle_value(lua, id)
}

/// A value as the console shows it: tables one level deep.
pub fn show(value: &Value) -> String {
    let mut s = String::new();
    write_value(&mut s, value, true);
    if s.chars().count() > SHOWN_CHARS {
        s = s.chars().take(SHOWN_CHARS).collect::<String>() + "…";
    }
    s
}

fn write_value(out: &mut String, value: &Value, open_tables: bool) {
    match value {
        Value::Nil => out.push_str("nil"),
        Value::Boolean(b) => {
            let _ = write!(out, "{b}");
        }
        Value::Integer(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Value::String(s) => {
            let text = s.to_string_lossy();
            if open_tables {
                out.push_str(&text);
            } else {
                let _ = write!(out, "{text:?}");
            }
        }
        Value::Table(t) => match entity_name(t) {
            Some(name) => out.push_str(&name),
            None if open_tables => write_table(out, t),
            None => out.push_str("{…}"),
        },
        other => out.push_str(other.type_name()),
    }
}

/// An entity handle as "<entity 3 Wolf>"; None for other tables.
fn entity_name(t: &Table) -> Option<String> {
    t.metatable()?;
    let index = t.get::<Value>("index").ok()?;
    let generation = t.get::<Value>("generation").ok()?;
    let name = t.get::<Value>("name").ok()?;
    match (index, generation, name) {
        (Value::Integer(i), Value::Integer(_), Value::String(n)) => {
            Some(format!("<entity {i} {}>", n.to_string_lossy()))
        }
        _ => None,
    }
}

/// `{1, 2, x = 3}`: the array part in order, then the other keys sorted
/// as text, at most [`SHOWN_ENTRIES`]; nested tables as `{…}`.
fn write_table(out: &mut String, t: &Table) {
    let len = t.raw_len();
    let mut entries: Vec<String> = Vec::new();
    for i in 1..=len.min(SHOWN_ENTRIES) {
        let mut s = String::new();
        write_value(&mut s, &t.raw_get::<Value>(i).unwrap_or(Value::Nil), false);
        entries.push(s);
    }
    let mut keyed: Vec<(String, String)> = t
        .clone()
        .pairs::<Value, Value>()
        .flatten()
        .filter(|(k, _)| !matches!(k, Value::Integer(i) if *i >= 1 && (*i as usize) <= len))
        .map(|(k, v)| {
            let key = match &k {
                Value::String(s) => s.to_string_lossy().to_string(),
                other => {
                    let mut s = String::from("[");
                    write_value(&mut s, other, false);
                    s.push(']');
                    s
                }
            };
            let mut s = String::new();
            write_value(&mut s, &v, false);
            (key, s)
        })
        .collect();
    keyed.sort();
    let total = len + keyed.len();
    for (k, v) in keyed {
        entries.push(format!("{k} = {v}"));
    }
    out.push('{');
    out.push_str(
        &entries
            .iter()
            .take(SHOWN_ENTRIES)
            .cloned()
            .collect::<Vec<_>>()
            .join(", "),
    );
    if total > SHOWN_ENTRIES {
        let _ = write!(out, ", … ({total} entries)");
    }
    out.push('}');
}
