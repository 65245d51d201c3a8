//! The gameflow's Lua: a sandboxed state of its own (no world, no
//! entities) that runs the game's order of play as one coroutine
//! (`gameflow.run`'s `main`). The coroutine yields *commands* to the engine
//! (load a level, run it, show a page, save, skip an FMV…) as plain tables
//! and is resumed with the engine's *reply*, also plain data. The engine
//! never decides what comes next; the flow never touches a device.

use mlua::chunk::ChunkMode;
use mlua::thread::ThreadStatus;
use mlua::{Lua, Thread, Value};

use super::sandbox::Budget;
use super::saved::{lua_of, plain_of, Plain};
use super::{modules, HostConfig, ScriptError, ScriptLog};

/// The gameflow's Lua state and its running coroutine.
pub struct FlowHost {
    lua: Lua,
    log: ScriptLog,
    thread: Option<Thread>,
    /// What the coroutine's first resume hands its function.
    pending_arg: Option<Plain>,
}

impl std::fmt::Debug for FlowHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FlowHost")
            .field("running", &self.thread.is_some())
            .finish()
    }
}

impl FlowHost {
    /// A fresh sandboxed state over the script roots of `config`.
    pub fn new(config: &HostConfig) -> Result<FlowHost, ScriptError> {
        let (lua, log) = config.new_lua()?;
        // The flow reads the keys it is handed by the same names as levels.
        lua.globals()
            .raw_set("input", super::bindings::world::input_table(&lua)?)?;
        Ok(FlowHost {
            lua,
            log,
            thread: None,
            pending_arg: None,
        })
    }

    /// The flow's log (its `log.*` lines and errors).
    pub fn log(&self) -> &ScriptLog {
        &self.log
    }

    /// Starts `require(module)[function](arg)` as the flow's coroutine,
    /// replacing any that ran; it runs at the first [`FlowHost::resume`].
    pub fn start(&mut self, module: &str, function: &str, arg: &Plain) -> Result<(), ScriptError> {
        let table = modules::require_table(&self.lua, module)?;
        let Value::Function(f) = table.raw_get::<Value>(function)? else {
            return Err(ScriptError(format!("{module}: no function {function}")));
        };
        let thread = self.lua.create_thread(f)?;
        self.thread = Some(thread);
        // The first resume hands `arg` to the function.
        self.pending_arg = Some(arg.clone());
        Ok(())
    }

    /// Runs the coroutine until its next command, handing it `reply` (the
    /// answer to the previous command). Some(command), or None once the
    /// flow has returned (the game is over). A Lua error stops the flow and
    /// names file:line.
    pub fn resume(&mut self, reply: &Plain) -> Result<Option<Plain>, ScriptError> {
        let Some(thread) = self.thread.clone() else {
            return Ok(None);
        };
        if thread.status() != ThreadStatus::Resumable {
            self.thread = None;
            return Ok(None);
        }
        let arg = self.pending_arg.take().unwrap_or_else(|| reply.clone());
        let value = lua_of(&self.lua, &arg)?;
        let budget = Budget::of(&self.lua);
        let result = {
            let _window = budget.as_deref().map(Budget::open);
            let _following = budget.as_deref().map(|b| b.follow(&thread));
            thread.resume::<Value>(value)
        };
        let out = match result {
            Ok(v) => v,
            Err(e) => {
                self.thread = None;
                return Err(ScriptError(format!("the gameflow stopped: {e}")));
            }
        };
        if thread.status() != ThreadStatus::Resumable {
            self.thread = None;
            return Ok(None);
        }
        let (command, skipped) = plain_of(&out, "command");
        for s in skipped {
            self.log.push(super::Severity::Warn, s);
        }
        match command {
            Some(c) => Ok(Some(c)),
            None => Err(ScriptError(format!(
                "the gameflow yielded {}, not a command table",
                out.type_name()
            ))),
        }
    }

    /// True while the flow's coroutine can go on.
    pub fn running(&self) -> bool {
        self.thread.is_some()
    }

    /// Loads `source` (a data file: one chunk returning a table) in an
    /// empty environment and gives its value as plain data: a game folder's
    /// own `gameflow.lua`. Errors name `name` and the line.
    pub fn read_data(&self, name: &str, source: &str) -> Result<Plain, ScriptError> {
        let env = self.lua.create_table()?;
        #[cfg(feature = "luajit")]
        let source = &*super::dialect::translate(source.as_bytes())
            .map_err(|e| ScriptError(format!("{name}:{e}")))?;
        #[cfg(feature = "luajit")]
        super::dialect::lend_helpers(&self.lua, &env)?;
        let budget = Budget::of(&self.lua);
        let v: Value = {
            let _window = budget.as_deref().map(Budget::open_load);
            self.lua
                .load(source)
                .set_name(format!("@{name}"))
                .set_mode(ChunkMode::Text)
                .set_environment(env)
                .eval()?
        };
        let (p, skipped) = plain_of(&v, name);
        if let Some(s) = skipped.first() {
            return Err(ScriptError(format!("{name}: {s}")));
        }
        p.ok_or_else(|| ScriptError(format!("{name}: returns {}, not a table", v.type_name())))
    }
}
