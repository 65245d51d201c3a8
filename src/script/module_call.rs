//! Calls into a level's scripts that are not entity hooks: the gameflow's
//! level side (`gameflow.level`: what a level gets at its start, what the
//! player does with the ring each tick, what it gives back at its end).
//! Arguments and results cross as plain data, so the gameflow's own Lua
//! state and saves can hold them.

use mlua::{Value, Variadic};

use super::bindings::WorldGuard;
use super::saved::{plain_of, to_lua, Plain};
use super::{modules, ScriptError, ScriptHost, Severity};
use crate::world::World;

impl ScriptHost {
    /// Calls `require(module)[function](args…)` with the world lent, runs
    /// what it queued (activations, hits), and gives its results as plain
    /// data (a result that is not plain data reads as None and is logged).
    /// An error names file:line; the level goes on.
    pub fn call_module(
        &mut self,
        world: &mut World,
        module: &str,
        function: &str,
        args: &[Plain],
    ) -> Result<Vec<Option<Plain>>, ScriptError> {
        let table = modules::require_table(&self.lua, module)?;
        let Value::Function(f) = table.raw_get::<Value>(function)? else {
            return Err(ScriptError(format!("{module}: no function {function}")));
        };
        let values = args
            .iter()
            .map(|a| to_lua(&self.lua, world, a))
            .collect::<mlua::Result<Variadic<Value>>>()?;
        let result = {
            let _lend = WorldGuard::lend(world);
            let _window = self.budget.open();
            f.call::<Variadic<Value>>(values)
        };
        self.drain_signals(world);
        let values = result.map_err(|e| ScriptError(format!("{module}.{function}: {e}")))?;
        let mut out = Vec::with_capacity(values.len());
        for (i, v) in values.iter().enumerate() {
            let (p, skipped) = plain_of(v, &format!("{module}.{function} result {}", i + 1));
            for s in skipped {
                self.log.push(Severity::Warn, s);
            }
            out.push(p);
        }
        Ok(out)
    }
}
