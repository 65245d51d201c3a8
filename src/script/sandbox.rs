//! The Lua state scripts run in: only the table, string, math, coroutine and
//! utf8 libraries; no io, os, debug, dofile, loadfile or binary chunks;
//! `print` goes to the log; a memory cap and an instruction budget per call.

use std::cell::Cell;
use std::rc::Rc;

use mlua::{HookTriggers, Lua, LuaOptions, MultiValue, StdLib, Value, VmState};

use super::log::{ScriptLog, Severity};

/// Resource limits of the script host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Bytes the Lua heap may hold (Lua 5.4 only; LuaJIT manages its own heap).
    pub memory: usize,
    /// Lua VM instructions one hook call (or one module load) may execute.
    pub instructions: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            memory: 256 << 20,
            instructions: 2_000_000,
        }
    }
}

/// How often the instruction hook runs (instructions).
const BUDGET_STEP: u32 = 1000;

/// The instruction budget of the call in progress. The state's app data
/// holds it behind an `Rc` that the instruction hook and the script host
/// share, so that starting a call's budget costs one store, not an app data
/// borrow.
#[derive(Debug)]
pub struct Budget {
    used: Cell<u64>,
    limit: u64,
}

impl Budget {
    /// Starts a new call's budget in `lua`.
    pub fn reset(lua: &Lua) {
        if let Some(b) = lua.app_data_ref::<Rc<Budget>>() {
            b.restart();
        }
    }

    /// The budget of `lua`'s calls, for a caller that starts many.
    pub fn of(lua: &Lua) -> Option<Rc<Budget>> {
        lua.app_data_ref::<Rc<Budget>>().map(|b| Rc::clone(&b))
    }

    /// Starts a new call's budget.
    pub fn restart(&self) {
        self.used.set(0);
    }
}

/// Creates the sandboxed state.
pub fn new_lua(limits: Limits, log: &ScriptLog) -> mlua::Result<Lua> {
    let libs = StdLib::TABLE | StdLib::STRING | StdLib::MATH;
    // LuaJIT's coroutines are part of its base library.
    #[cfg(feature = "lua54")]
    let libs = libs | StdLib::COROUTINE | StdLib::UTF8;
    // LuaJIT has no utf8 library; its `bit` library stands in for 5.4's
    // bitwise operators.
    #[cfg(feature = "luajit")]
    let libs = libs | StdLib::BIT;
    let lua = Lua::new_with(libs, LuaOptions::new())?;
    #[cfg(feature = "luajit")]
    super::dialect::install_helpers(&lua)?;
    if lua.set_memory_limit(limits.memory).is_err() {
        log.push(
            Severity::Warn,
            "this Lua cannot cap its memory; the memory limit is not enforced",
        );
    }
    let budget = Rc::new(Budget {
        used: Cell::new(0),
        limit: limits.instructions,
    });
    lua.set_app_data(Rc::clone(&budget));
    lua.set_global_hook(
        HookTriggers::new().every_nth_instruction(BUDGET_STEP),
        move |lua, debug| {
            let used = budget.used.get() + BUDGET_STEP as u64;
            budget.used.set(used);
            if used <= budget.limit {
                return Ok(VmState::Continue);
            }
            let limit = budget.limit;
            // Name the place the script was stopped, with a traceback.
            let source = debug.source();
            let place = format!(
                "{}:{}",
                source.short_src.as_deref().unwrap_or("?"),
                debug.current_line().unwrap_or(0)
            );
            let message = format!("{place}: instruction budget of {limit} exceeded");
            let traced = lua
                .traceback(Some(&message), 0)
                .map(|s| s.to_string_lossy())
                .unwrap_or(message);
            Err(mlua::Error::runtime(traced))
        },
    )?;
    let g = lua.globals();
    for name in ["dofile", "loadfile"] {
        g.raw_set(name, Value::Nil)?;
    }
    let string: mlua::Table = g.get("string")?;
    string.raw_set("dump", Value::Nil)?;
    // `load` accepts text only.
    let original_load: mlua::Function = g.get("load")?;
    let load = lua.create_function(
        move |_, (chunk, name, _mode, env): (Value, Value, Value, Value)| {
            original_load.call::<MultiValue>((chunk, name, "t", env))
        },
    )?;
    g.raw_set("load", load)?;
    // `collectgarbage` may only report and collect.
    let collect = lua.create_function(|lua, what: Option<String>| match what.as_deref() {
        None | Some("collect") => {
            lua.gc_collect()?;
            Ok(0.0)
        }
        Some("count") => Ok(lua.used_memory() as f64 / 1024.0),
        Some(other) => Err(mlua::Error::runtime(format!(
            "collectgarbage(\"{other}\") is not available to scripts"
        ))),
    })?;
    g.raw_set("collectgarbage", collect)?;
    let print_log = log.clone();
    let print = lua.create_function(move |_, args: MultiValue| {
        print_log.push(Severity::Info, join(&args));
        Ok(())
    })?;
    g.raw_set("print", print)?;
    let logger = lua.create_table()?;
    for (name, severity) in [
        ("info", Severity::Info),
        ("warn", Severity::Warn),
        ("error", Severity::Error),
    ] {
        let l = log.clone();
        logger.raw_set(
            name,
            lua.create_function(move |_, args: MultiValue| {
                l.push(severity, join(&args));
                Ok(())
            })?,
        )?;
    }
    g.raw_set("log", logger)?;
    g.raw_set("fixed_tables", fixed_tables(&lua)?)?;
    Ok(lua)
}

/// The originals' trigonometric tables (`world::fixed`) as two Lua arrays,
/// `sin` and `atan`, entry i at index i + 1, for `lib/fixed.lua`: scripts
/// compute with the same numbers as the world does, by table lookups.
fn fixed_tables(lua: &Lua) -> mlua::Result<mlua::Table> {
    use crate::world::fixed;
    let t = lua.create_table()?;
    for (name, values) in [("sin", fixed::sin_table()), ("atan", fixed::atan_table())] {
        let a = lua.create_table_with_capacity(values.len(), 0)?;
        for (i, &v) in values.iter().enumerate() {
            a.raw_set(i + 1, v)?;
        }
        t.raw_set(name, a)?;
    }
    Ok(t)
}

/// Values joined by tabs, as `print` does.
fn join(args: &MultiValue) -> String {
    args.iter()
        .map(|v| match v {
            Value::String(s) => s.to_string_lossy(),
            Value::Nil => "nil".into(),
            Value::Boolean(b) => b.to_string(),
            Value::Integer(i) => i.to_string(),
            Value::Number(n) => n.to_string(),
            other => other.type_name().to_string(),
        })
        .collect::<Vec<_>>()
        .join("\t")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::fixed;

    /// `scripts/lib/fixed.lua` answers as `world::fixed` does, for every
    /// angle and over a grid of vectors and divisions.
    #[test]
    fn lua_fixed_point_matches_the_worlds() {
        let limits = Limits {
            instructions: u64::MAX,
            ..Limits::default()
        };
        let lua = new_lua(limits, &ScriptLog::default()).unwrap();
        let module: mlua::Table = lua
            .load(include_str!("../../scripts/lib/fixed.lua"))
            .set_name("lib/fixed.lua")
            .eval()
            .unwrap();
        let f = |name: &str| module.get::<mlua::Function>(name).unwrap();
        let (sin, cos, atan, sqrt) = (f("sin"), f("cos"), f("atan"), f("sqrt"));
        for a in -70_000..70_000i32 {
            assert_eq!(sin.call::<i32>(a).unwrap(), fixed::sin(a), "sin {a}");
            assert_eq!(cos.call::<i32>(a).unwrap(), fixed::cos(a), "cos {a}");
        }
        for z in (-3000..3000).step_by(37) {
            for x in (-3000..3000).step_by(41) {
                assert_eq!(
                    atan.call::<i32>((z, x)).unwrap(),
                    fixed::atan(z, x),
                    "atan {z} {x}"
                );
            }
        }
        for n in (0..2_000_000u32).step_by(997) {
            assert_eq!(sqrt.call::<u32>(n).unwrap(), fixed::sqrt(n), "sqrt {n}");
        }
        let (div, rem, shr) = (f("div"), f("rem"), f("shr"));
        for a in -50..50i64 {
            for b in [-7i64, -3, -1, 1, 2, 5] {
                assert_eq!(div.call::<i64>((a, b)).unwrap(), a / b, "{a} / {b}");
                assert_eq!(rem.call::<i64>((a, b)).unwrap(), a % b, "{a} % {b}");
            }
            assert_eq!(shr.call::<i64>((a, 2)).unwrap(), a >> 2, "{a} >> 2");
        }
    }
}
