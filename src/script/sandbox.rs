//! The Lua state scripts run in: only the table, string, math, coroutine and
//! utf8 libraries; no io, os, debug, dofile, loadfile or binary chunks;
//! `print` goes to the log; a memory cap and a limit per call
//! ([`super::budget`]).

use mlua::{Lua, LuaOptions, MultiValue, StdLib, Value};

pub use super::budget::{Budget, CallBudget};
use super::log::{ScriptLog, Severity};

/// Resource limits of the script host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Bytes the Lua heap may hold (Lua 5.4 only; LuaJIT manages its own heap).
    pub memory: usize,
    /// How long one hook call (or module load, flipeffect, gameflow
    /// resume) may run.
    pub per_call: CallBudget,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            memory: 256 << 20,
            per_call: CallBudget::default(),
        }
    }
}

/// The environment variable that overrides the limit per call
/// ([`CallBudget::parse`]: `250ms`, `2000000instructions`, `off`).
pub const BUDGET_VARIABLE: &str = "TOMBRS_SCRIPT_BUDGET";

impl Limits {
    /// The default limits, with the limit per call from
    /// [`BUDGET_VARIABLE`] when it is set.
    pub fn from_env() -> Result<Limits, String> {
        let mut limits = Limits::default();
        if let Ok(text) = std::env::var(BUDGET_VARIABLE) {
            limits.per_call =
                CallBudget::parse(&text).map_err(|e| format!("{BUDGET_VARIABLE}: {e}"))?;
        }
        Ok(limits)
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
    if let Some(warning) = Budget::install(&lua, limits.per_call)? {
        log.push(Severity::Warn, warning);
    }
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
/// `sin` and `atan`, entry i at index i + 1, and their integer square root
/// as `sqrt(n)` (floor(√n), 0 for n ≤ 0), for `lib/fixed.lua`: scripts
/// compute with the same numbers as the world does, by table lookups and
/// the host's root (a chain of points takes dozens of roots a tick, which
/// the bitwise loop in Lua makes the bulk of its cost: benches/rope.rs).
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
    t.raw_set(
        "sqrt",
        lua.create_function(|_, n: i64| Ok(fixed::sqrt_wide(n.max(0) as u64) as i64))?,
    )?;
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
            per_call: CallBudget::Unlimited,
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
        assert_eq!(sqrt.call::<i64>(-5).unwrap(), 0);
        let wide = 3_000_000_000_000i64;
        assert_eq!(sqrt.call::<i64>(wide).unwrap(), 1_732_050, "√{wide}");
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
