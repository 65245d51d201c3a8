//! How long one call into the scripts may run: a hook call, a module load,
//! a flipeffect, a gameflow resume. The host opens a *window* around each
//! call ([`Budget::open`]); a call that does not finish in time is stopped
//! by a Lua error naming its `file:line`, and the host goes on.
//!
//! By default the limit is CPU time, kept by the process's watchdog
//! ([`super::watchdog`]): no Lua hook is set while scripts run within it,
//! so they run at the interpreter's full speed, and a call that finishes in
//! time behaves the same whatever the machine's speed. A count of VM
//! instructions ([`CallBudget::Instructions`]) is the deterministic option:
//! a count hook then traps every instruction and charges them a thousand at
//! a time.

use std::cell::Cell;
use std::ffi::{c_int, CStr};
#[cfg(target_os = "linux")]
use std::sync::Arc;
use std::time::Duration;

use mlua::{ffi, LightUserData, Lua};

#[cfg(target_os = "linux")]
use super::watchdog::Watched;

/// The limit of one call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallBudget {
    /// CPU time of the thread running the call (Linux: the watchdog);
    /// a module load, which runs the module's whole body, may take
    /// [`LOAD_FACTOR`] times as long. Elsewhere the default is
    /// [`CallBudget::Instructions`].
    Time(Duration),
    /// Lua VM instructions, counted by a count hook: the same answer on
    /// every machine, at the cost of trapping every instruction.
    Instructions(u64),
    /// No limit.
    Unlimited,
}

/// The CPU time a call may take by default: a hook call takes microseconds
/// in an optimised build; the rest is room for unoptimised builds, slow
/// machines and instrumented runs.
pub const DEFAULT_TIME: Duration = Duration::from_millis(50);

/// How many times a call's time a module load may take: loading `init`
/// and everything it requires takes 20–30 ms of CPU in an optimised build.
pub const LOAD_FACTOR: u32 = 20;

/// The instructions a call may run when they are counted.
pub const DEFAULT_INSTRUCTIONS: u64 = 2_000_000;

impl Default for CallBudget {
    fn default() -> CallBudget {
        if cfg!(target_os = "linux") {
            CallBudget::Time(DEFAULT_TIME)
        } else {
            CallBudget::Instructions(DEFAULT_INSTRUCTIONS)
        }
    }
}

impl CallBudget {
    /// Reads `250ms`, `2000000instructions` or `off`.
    pub fn parse(text: &str) -> Result<CallBudget, String> {
        let text = text.trim();
        let number = |digits: &str| {
            digits
                .trim()
                .parse::<u64>()
                .map_err(|e| format!("script budget {text:?}: {e}"))
        };
        if text == "off" {
            Ok(CallBudget::Unlimited)
        } else if let Some(ms) = text.strip_suffix("ms") {
            Ok(CallBudget::Time(Duration::from_millis(number(ms)?)))
        } else if let Some(n) = text.strip_suffix("instructions") {
            Ok(CallBudget::Instructions(number(n)?))
        } else {
            Err(format!(
                "script budget {text:?}: give milliseconds (250ms), instructions (2000000instructions) or off"
            ))
        }
    }
}

/// Instructions between two calls of the count hook.
const COUNT_STEP: u32 = 1000;

/// Registry keys of what the hooks and the coroutine functions find.
const WATCHED_KEY: &CStr = c"tombrs.budget.watched";
const COUNTER_KEY: &CStr = c"tombrs.budget.counter";
#[cfg(all(target_os = "linux", feature = "lua54"))]
const RESUME_KEY: &CStr = c"tombrs.budget.resume";
#[cfg(all(target_os = "linux", feature = "lua54"))]
const WRAP_KEY: &CStr = c"tombrs.budget.wrap";

/// The instruction count of [`CallBudget::Instructions`].
#[derive(Debug)]
struct Counter {
    used: Cell<u64>,
    limit: u64,
}

#[derive(Debug)]
enum Keeper {
    #[cfg(target_os = "linux")]
    Watchdog(Arc<Watched>),
    Count(Box<Counter>),
    Nothing,
}

/// The budget of a Lua state's calls; the state's app data holds it behind
/// an `Rc`, which the host keeps a clone of.
#[derive(Debug)]
pub struct Budget {
    keeper: Keeper,
    /// Windows open inside one another (a `require` inside a hook call
    /// stays inside the hook's window).
    depth: Cell<u32>,
    /// Windows opened so far: the number of the next one.
    opened: Cell<u64>,
    /// What the outermost window replaced on this thread.
    #[cfg(target_os = "linux")]
    outer: Cell<*const Watched>,
    /// The time limits of a call and of a module load, in nanoseconds.
    #[cfg(target_os = "linux")]
    limits: Limits,
}

/// The time limits of [`CallBudget::Time`], in nanoseconds.
#[cfg(target_os = "linux")]
#[derive(Debug, Clone, Copy)]
struct Limits {
    call: u64,
    load: u64,
}

/// An open window; dropping it closes the window.
#[derive(Debug)]
#[must_use = "the window closes when this is dropped"]
pub struct Window<'a>(&'a Budget);

impl Drop for Window<'_> {
    #[inline]
    fn drop(&mut self) {
        self.0.shut();
    }
}

/// A coroutine the watchdog follows while it runs; dropping this stops.
#[derive(Debug)]
pub struct Following<'a>(#[allow(dead_code)] Option<&'a Budget>);

impl Drop for Following<'_> {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Some(Budget {
            keeper: Keeper::Watchdog(w),
            ..
        }) = self.0
        {
            w.leave();
        }
    }
}

impl Budget {
    /// Puts a budget of `kind` on `lua` (its app data): the watchdog's
    /// registration or the count hook, and under Lua 5.4 the coroutine
    /// functions that let the watchdog follow a coroutine. A warning when
    /// the kind asked for is not available here and instructions are
    /// counted instead.
    pub fn install(lua: &Lua, kind: CallBudget) -> mlua::Result<Option<String>> {
        let main = lua.exec_raw_lua(|raw| raw.state());
        let mut warning = None;
        let keeper = match kind {
            CallBudget::Unlimited => Keeper::Nothing,
            CallBudget::Instructions(limit) => Keeper::Count(Box::new(Counter {
                used: Cell::new(0),
                limit,
            })),
            CallBudget::Time(limit) => {
                #[cfg(target_os = "linux")]
                let watched = Watched::new(main, limit, stop_hook);
                #[cfg(not(target_os = "linux"))]
                let watched: Option<()> = None;
                match watched {
                    #[cfg(target_os = "linux")]
                    Some(w) => Keeper::Watchdog(w),
                    _ => {
                        warning = Some(format!(
                            "the script time limit ({} ms) needs the watchdog, which cannot run here; \
                             {DEFAULT_INSTRUCTIONS} instructions a call are counted instead",
                            limit.as_millis()
                        ));
                        Keeper::Count(Box::new(Counter {
                            used: Cell::new(0),
                            limit: DEFAULT_INSTRUCTIONS,
                        }))
                    }
                }
            }
        };
        match &keeper {
            #[cfg(target_os = "linux")]
            Keeper::Watchdog(w) => {
                let p = Arc::as_ptr(w).cast_mut().cast();
                lua.set_named_registry_value(key(WATCHED_KEY), LightUserData(p))?;
                #[cfg(feature = "lua54")]
                install_coroutine_functions(lua)?;
            }
            Keeper::Count(c) => {
                let p = (&**c as *const Counter).cast_mut().cast();
                lua.set_named_registry_value(key(COUNTER_KEY), LightUserData(p))?;
                // SAFETY: `main` is this state's main thread, outside any
                // Lua call. Coroutines made later inherit the hook.
                unsafe {
                    set_hook(
                        main,
                        Some(count_hook),
                        ffi::LUA_MASKCOUNT,
                        COUNT_STEP as c_int,
                    );
                }
            }
            Keeper::Nothing => {}
        }
        lua.set_app_data(std::rc::Rc::new(Budget {
            keeper,
            depth: Cell::new(0),
            opened: Cell::new(0),
            #[cfg(target_os = "linux")]
            outer: Cell::new(std::ptr::null()),
            #[cfg(target_os = "linux")]
            limits: match kind {
                CallBudget::Time(t) => {
                    let call = t.as_nanos().min(u64::MAX as u128) as u64;
                    Limits {
                        call,
                        load: call.saturating_mul(LOAD_FACTOR as u64),
                    }
                }
                _ => Limits { call: 0, load: 0 },
            },
        }));
        Ok(warning)
    }

    /// The budget of `lua`'s calls.
    pub fn of(lua: &Lua) -> Option<std::rc::Rc<Budget>> {
        lua.app_data_ref::<std::rc::Rc<Budget>>()
            .map(|b| std::rc::Rc::clone(&b))
    }

    /// Opens a window for one call (inside an open one, the call belongs to
    /// that one).
    #[inline]
    pub fn open(&self) -> Window<'_> {
        self.open_for(false)
    }

    /// Opens a window for a module load (or data file): [`LOAD_FACTOR`]
    /// times a call's time.
    pub fn open_load(&self) -> Window<'_> {
        self.open_for(true)
    }

    #[inline]
    fn open_for(&self, load: bool) -> Window<'_> {
        let depth = self.depth.get();
        self.depth.set(depth + 1);
        if depth == 0 {
            self.start(load);
        }
        Window(self)
    }

    #[inline]
    fn start(&self, load: bool) {
        let n = self.opened.get() + 1;
        self.opened.set(n);
        match &self.keeper {
            #[cfg(target_os = "linux")]
            Keeper::Watchdog(w) => {
                let limit = if load {
                    self.limits.load
                } else {
                    self.limits.call
                };
                self.outer.set(w.open(n, limit));
            }
            Keeper::Count(c) => c.used.set(0),
            Keeper::Nothing => {}
        }
    }

    #[inline]
    fn shut(&self) {
        let depth = self.depth.get().saturating_sub(1);
        self.depth.set(depth);
        #[cfg(target_os = "linux")]
        if depth == 0 {
            if let Keeper::Watchdog(w) = &self.keeper {
                w.close(self.outer.get());
            }
        }
    }

    /// Follows the coroutine `thread` while it runs (resumed from Rust),
    /// so that a window past its limit stops it too.
    pub fn follow(&self, thread: &mlua::Thread) -> Following<'_> {
        #[cfg(target_os = "linux")]
        if let Keeper::Watchdog(w) = &self.keeper {
            // SAFETY: the caller holds `thread` for as long as this lives.
            if unsafe { w.enter(thread.state()) } {
                return Following(Some(self));
            }
        }
        let _ = thread;
        Following(None)
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Keeper::Watchdog(w) = &self.keeper {
            w.forget();
        }
    }
}

fn key(k: &CStr) -> &str {
    k.to_str().unwrap_or_default()
}

/// `lua_sethook`, whose result differs between the Luas.
///
/// # Safety
/// `state` is a live Lua thread, used on its own OS thread.
pub(super) unsafe fn set_hook(
    state: *mut ffi::lua_State,
    f: Option<ffi::lua_Hook>,
    mask: c_int,
    count: c_int,
) {
    #[allow(clippy::let_unit_value)]
    let _ = ffi::lua_sethook(state, f, mask, count);
}

/// The pointer stored under registry key `k`, or null.
///
/// # Safety
/// `state` is live with a free stack slot (hooks and C functions have
/// `LUA_MINSTACK`).
unsafe fn registered<T>(state: *mut ffi::lua_State, k: &CStr) -> *const T {
    ffi::lua_getfield(state, ffi::LUA_REGISTRYINDEX, k.as_ptr());
    let p = ffi::lua_touserdata(state, -1);
    ffi::lua_pop(state, 1);
    p as *const T
}

/// Raises `what` as a Lua error, after the `file:line` the script is at.
///
/// # Safety
/// Called from a hook of `state`; no Rust value with a destructor may be
/// alive in the caller's frame (the error unwinds it).
unsafe fn raise(state: *mut ffi::lua_State, what: String) -> ! {
    ffi::luaL_where(state, 0);
    ffi::lua_pushlstring(state, what.as_ptr().cast(), what.len());
    drop(what);
    ffi::lua_concat(state, 2);
    ffi::lua_error(state)
}

/// The hook the watchdog has set: raises the time-limit error while the
/// window it was set for is open and past its limit, and takes itself off
/// otherwise (it was set for a window that has closed since).
///
/// # Safety
/// Called by Lua as a hook.
pub(super) unsafe extern "C-unwind" fn stop_hook(
    state: *mut ffi::lua_State,
    _: *mut ffi::lua_Debug,
) {
    #[cfg(target_os = "linux")]
    {
        let watched = registered::<Watched>(state, WATCHED_KEY);
        if !watched.is_null() && (*watched).overrun() {
            let ms = (*watched).limit().as_millis();
            raise(state, format!("time limit of {ms} ms exceeded"));
        }
    }
    set_hook(state, None, 0, 0);
}

/// The count hook of [`CallBudget::Instructions`].
///
/// # Safety
/// Called by Lua as a hook.
unsafe extern "C-unwind" fn count_hook(state: *mut ffi::lua_State, _: *mut ffi::lua_Debug) {
    let counter = registered::<Counter>(state, COUNTER_KEY);
    if counter.is_null() {
        return;
    }
    let counter = &*counter;
    let used = counter.used.get() + COUNT_STEP as u64;
    counter.used.set(used);
    if used > counter.limit {
        let limit = counter.limit;
        raise(state, format!("instruction budget of {limit} exceeded"));
    }
}

/// Replaces `coroutine.resume` and `coroutine.wrap` with functions that
/// let the watchdog follow the coroutine they run: a Lua 5.4 hook belongs
/// to one thread, so a runaway inside a coroutine is stopped only if the
/// hook is set on that coroutine too. (LuaJIT's hooks are global.)
#[cfg(all(target_os = "linux", feature = "lua54"))]
fn install_coroutine_functions(lua: &Lua) -> mlua::Result<()> {
    let coroutine: mlua::Table = lua.globals().get("coroutine")?;
    for (name, k, f) in [
        ("resume", RESUME_KEY, resume_followed as ffi::lua_CFunction),
        ("wrap", WRAP_KEY, wrap_followed as ffi::lua_CFunction),
    ] {
        let library: mlua::Value = coroutine.raw_get(name)?;
        lua.set_named_registry_value(key(k), library)?;
        // SAFETY: the functions follow the protocol of Lua C functions
        // (see their safety notes).
        coroutine.raw_set(name, unsafe { lua.create_c_function(f)? })?;
    }
    Ok(())
}

/// Calls the function below the `args` arguments at the top of the stack,
/// with coroutine `co` followed, and leaves its results, or raises its
/// error (after the caller's place when `place` and the error is text).
///
/// # Safety
/// Inside a Lua C function of `state`; no Rust value with a destructor is
/// alive in the callers (an error unwinds them).
#[cfg(all(target_os = "linux", feature = "lua54"))]
unsafe fn call_following(
    state: *mut ffi::lua_State,
    co: *mut ffi::lua_State,
    args: c_int,
    place: bool,
) -> c_int {
    let watched = registered::<Watched>(state, WATCHED_KEY);
    let followed = !co.is_null() && !watched.is_null() && (*watched).enter(co);
    let status = ffi::lua_pcall(state, args, ffi::LUA_MULTRET, 0);
    if followed {
        (*watched).leave();
    }
    if status != ffi::LUA_OK {
        if place && ffi::lua_type(state, -1) == ffi::LUA_TSTRING {
            ffi::luaL_where(state, 1);
            ffi::lua_insert(state, -2);
            ffi::lua_concat(state, 2);
        }
        ffi::lua_error(state);
    }
    ffi::lua_gettop(state)
}

/// `coroutine.resume(co, ...)`: the library's, with `co` followed.
///
/// # Safety
/// Called by Lua as a C function.
#[cfg(all(target_os = "linux", feature = "lua54"))]
unsafe extern "C-unwind" fn resume_followed(state: *mut ffi::lua_State) -> c_int {
    let co = ffi::lua_tothread(state, 1);
    let args = ffi::lua_gettop(state);
    ffi::lua_getfield(state, ffi::LUA_REGISTRYINDEX, RESUME_KEY.as_ptr());
    ffi::lua_insert(state, 1);
    call_following(state, co, args, false)
}

/// `coroutine.wrap(f)`: the library's function, called with its coroutine
/// followed.
///
/// # Safety
/// Called by Lua as a C function.
#[cfg(all(target_os = "linux", feature = "lua54"))]
unsafe extern "C-unwind" fn wrap_followed(state: *mut ffi::lua_State) -> c_int {
    let args = ffi::lua_gettop(state);
    ffi::lua_getfield(state, ffi::LUA_REGISTRYINDEX, WRAP_KEY.as_ptr());
    ffi::lua_insert(state, 1);
    ffi::lua_call(state, args, 1);
    // The library's function keeps its coroutine as its one upvalue.
    if ffi::lua_getupvalue(state, -1, 1).is_null() {
        return 1;
    }
    if ffi::lua_type(state, -1) != ffi::LUA_TTHREAD {
        ffi::lua_pop(state, 1);
        return 1;
    }
    ffi::lua_pushcclosure(state, wrapped_followed, 2);
    1
}

/// What `coroutine.wrap` returns: upvalue 1 the library's function,
/// upvalue 2 its coroutine.
///
/// # Safety
/// Called by Lua as a C function.
#[cfg(all(target_os = "linux", feature = "lua54"))]
unsafe extern "C-unwind" fn wrapped_followed(state: *mut ffi::lua_State) -> c_int {
    let co = ffi::lua_tothread(state, ffi::lua_upvalueindex(2));
    let args = ffi::lua_gettop(state);
    ffi::lua_pushvalue(state, ffi::lua_upvalueindex(1));
    ffi::lua_insert(state, 1);
    call_following(state, co, args, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::log::ScriptLog;
    use crate::script::sandbox::{new_lua, Limits};

    fn hook_of(lua: &Lua) -> Option<ffi::lua_Hook> {
        // SAFETY: the main state, outside any call.
        lua.exec_raw_lua(|raw| unsafe { ffi::lua_gethook(raw.state()) })
    }

    /// Within its limit a call runs with no Lua hook set: the budget costs
    /// the interpreter nothing.
    #[test]
    fn calls_within_the_limit_run_without_a_hook() {
        let limits = Limits {
            per_call: CallBudget::Time(Duration::from_millis(50)),
            ..Limits::default()
        };
        let lua = new_lua(limits, &ScriptLog::default()).unwrap();
        let budget = Budget::of(&lua).unwrap();
        let f: mlua::Function = lua
            .load("return function(n) local s = 0 for i = 1, n do s = s + i end return s end")
            .eval()
            .unwrap();
        for _ in 0..1000 {
            let _window = budget.open();
            assert_eq!(f.call::<i64>(100).unwrap(), 5050);
            assert!(hook_of(&lua).is_none());
        }
    }

    /// A stopping hook that arrives after its window closed (the watchdog
    /// decided just before the call ended) does not stop the next call: it
    /// takes itself off.
    #[test]
    fn a_hook_left_from_a_closed_window_takes_itself_off() {
        let lua = new_lua(Limits::default(), &ScriptLog::default()).unwrap();
        let budget = Budget::of(&lua).unwrap();
        // SAFETY: the main state, outside any call.
        lua.exec_raw_lua(|raw| unsafe {
            set_hook(raw.state(), Some(stop_hook), ffi::LUA_MASKCOUNT, 1)
        });
        let _window = budget.open();
        let n: i64 = lua
            .load("local s = 0 for i = 1, 10 do s = s + i end return s")
            .eval()
            .unwrap();
        assert_eq!(n, 55);
        assert!(hook_of(&lua).is_none());
    }

    #[test]
    fn budgets_read_from_text() {
        assert_eq!(
            CallBudget::parse("40ms"),
            Ok(CallBudget::Time(Duration::from_millis(40)))
        );
        assert_eq!(
            CallBudget::parse("5000instructions"),
            Ok(CallBudget::Instructions(5000))
        );
        assert_eq!(CallBudget::parse("off"), Ok(CallBudget::Unlimited));
        assert!(CallBudget::parse("fast").unwrap_err().contains("fast"));
    }
}
