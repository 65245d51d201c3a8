//! The watchdog behind the scripts' time limit: one thread for the whole
//! process that looks at every Lua state's open *window* (a hook call, a
//! module load, a gameflow resume) a few times per deadline, and when one
//! window has run longer than its state's limit, asks the state's own thread
//! to set a Lua hook that raises the error.
//!
//! Nothing here runs while a script runs within its limit: opening and
//! closing a window are a few stores ([`Watched::open`], [`Watched::close`]),
//! and no Lua hook is set. The time a window has run is the CPU time of the
//! thread that runs it, measured from the first time the watchdog saw the
//! window open: a window is never stopped before it has used its limit, a
//! debugger pause or a preempted thread does not count, and a window is
//! stopped at most one watchdog period after its limit.
//!
//! The hook is set by a signal sent to the script's thread: its handler
//! calls `lua_sethook`, which Lua documents as safe to call from a signal
//! handler (the interpreter then traps at its next instruction or jump).
//! Setting it from the watchdog's own thread would walk the script
//! thread's call frames while they change.

use std::cell::Cell;
use std::sync::atomic::{AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock, Weak};
use std::time::Duration;

use mlua::ffi;

/// How many coroutines nested in one another a window follows (Lua's own
/// limit on nested C calls, which every resume is, is 200).
const MAX_THREADS: usize = 200;

/// The fewest and most times a second the watchdog looks, whatever the
/// limits.
const FASTEST_LOOK: Duration = Duration::from_millis(1);
const SLOWEST_LOOK: Duration = Duration::from_millis(20);
/// Looks per time limit: a runaway is stopped at most a limit and an
/// eighth after its window opened.
const LOOKS_PER_LIMIT: u32 = 8;

/// What the watchdog and a Lua state's thread share about that state.
#[derive(Debug)]
pub struct Watched {
    /// The open window's number, 0 while none is open.
    window: AtomicU64,
    /// The window the watchdog found past the limit.
    overran: AtomicU64,
    /// The CPU time the open window may run, in nanoseconds.
    limit: AtomicU64,
    /// The shortest limit of a window: the watchdog looks this often
    /// over [`LOOKS_PER_LIMIT`].
    shortest: Duration,
    /// The state's main thread first, then the coroutines it is running
    /// inside one another (the innermost last): the threads the hook is set
    /// on. Written only by the script thread.
    threads: [AtomicPtr<ffi::lua_State>; MAX_THREADS],
    depth: AtomicUsize,
    /// The hook that stops an overrun window (the budget's), set on each
    /// thread at its next instruction.
    stop: ffi::lua_Hook,
    /// The script thread, while it can be signalled.
    owner: Mutex<Option<Owner>>,
}

/// The thread a Lua state runs on, and what the watchdog last saw of it.
#[derive(Debug)]
struct Owner {
    thread: libc::pthread_t,
    clock: libc::clockid_t,
    /// The window seen open at the previous look, and the thread's CPU
    /// time then.
    seen: Option<(u64, Duration)>,
}

thread_local! {
    /// The state whose window is open on this thread (the signal handler
    /// hooks its threads).
    static OPEN: Cell<*const Watched> = const { Cell::new(std::ptr::null()) };
}

impl Watched {
    /// Watching for the Lua state whose main thread is `main`, run on the
    /// calling thread, whose windows are given at least `shortest` of CPU
    /// time. None when this platform cannot (no free signal, no thread
    /// clock).
    pub fn new(
        main: *mut ffi::lua_State,
        shortest: Duration,
        stop: ffi::lua_Hook,
    ) -> Option<Arc<Watched>> {
        let signal = *SIGNAL.get_or_init(install_handler);
        signal?;
        // SAFETY: `pthread_self` has no preconditions; the clock id is
        // written by `pthread_getcpuclockid` before it is read.
        let (thread, clock) = unsafe {
            let thread = libc::pthread_self();
            let mut clock: libc::clockid_t = 0;
            if libc::pthread_getcpuclockid(thread, &mut clock) != 0 {
                return None;
            }
            (thread, clock)
        };
        let watched = Arc::new(Watched {
            window: AtomicU64::new(0),
            overran: AtomicU64::new(0),
            limit: AtomicU64::new(0),
            shortest,
            threads: [const { AtomicPtr::new(std::ptr::null_mut()) }; MAX_THREADS],
            depth: AtomicUsize::new(1),
            stop,
            owner: Mutex::new(Some(Owner {
                thread,
                clock,
                seen: None,
            })),
        });
        watched.threads[0].store(main, Ordering::Release);
        watchdog().watch(&watched);
        Some(watched)
    }

    /// The limit of the open window.
    pub fn limit(&self) -> Duration {
        Duration::from_nanos(self.limit.load(Ordering::Acquire))
    }

    /// Opens window number `n` (numbers never repeat), of at most `limit`
    /// nanoseconds, on the calling thread; the previously open state's
    /// pointer comes back for [`Watched::close`].
    #[inline]
    pub fn open(&self, n: u64, limit: u64) -> *const Watched {
        self.limit.store(limit, Ordering::Release);
        self.window.store(n, Ordering::Release);
        OPEN.with(|o| o.replace(self))
    }

    /// Closes the open window, handing the signal back to `outer`.
    #[inline]
    pub fn close(&self, outer: *const Watched) {
        self.window.store(0, Ordering::Release);
        OPEN.with(|o| o.set(outer));
    }

    /// True while the open window is past its limit: the hook then raises
    /// its error.
    pub fn overrun(&self) -> bool {
        let window = self.window.load(Ordering::Acquire);
        window != 0 && self.overran.load(Ordering::Acquire) == window
    }

    /// Follows coroutine `thread` while it runs (until [`Watched::leave`]);
    /// false when too many are nested already (then it is not followed).
    /// A window already past its limit stops the coroutine at once.
    ///
    /// # Safety
    /// `thread` is a live Lua thread of this state and stays alive until the
    /// matching `leave`; called on the state's thread.
    pub unsafe fn enter(&self, thread: *mut ffi::lua_State) -> bool {
        let depth = self.depth.load(Ordering::Relaxed);
        if depth >= MAX_THREADS {
            return false;
        }
        self.threads[depth].store(thread, Ordering::Relaxed);
        self.depth.store(depth + 1, Ordering::Release);
        if self.overrun() {
            self.hook(thread);
        }
        true
    }

    /// Stops following the innermost coroutine.
    pub fn leave(&self) {
        let depth = self.depth.load(Ordering::Relaxed);
        self.depth
            .store(depth.saturating_sub(1).max(1), Ordering::Release);
    }

    /// Called on the state's thread when it is dropped: the watchdog no
    /// longer signals it.
    pub fn forget(&self) {
        if let Ok(mut owner) = self.owner.lock() {
            *owner = None;
        }
    }

    /// One look of the watchdog: note the open window, or signal the
    /// thread when the window seen before is still open past the limit.
    fn look(&self, signal: libc::c_int) {
        let Ok(mut guard) = self.owner.lock() else {
            return;
        };
        let Some(owner) = guard.as_mut() else {
            return;
        };
        let window = self.window.load(Ordering::Acquire);
        if window == 0 {
            owner.seen = None;
            return;
        }
        let Some(now) = cpu_time(owner.clock) else {
            return;
        };
        match owner.seen {
            Some((seen, since)) if seen == window => {
                if now.saturating_sub(since) >= self.limit() {
                    self.overran.store(window, Ordering::Release);
                    // SAFETY: the owner thread is alive: `forget` runs on it
                    // before its state goes and takes this lock first.
                    unsafe {
                        libc::pthread_kill(owner.thread, signal);
                    }
                }
            }
            _ => owner.seen = Some((window, now)),
        }
    }

    /// Sets the stopping hook on `state`: at its next instruction the
    /// budget's hook raises the error.
    ///
    /// # Safety
    /// `state` is a live Lua thread, on its own OS thread.
    unsafe fn hook(&self, state: *mut ffi::lua_State) {
        #[allow(clippy::let_unit_value)]
        let _ = ffi::lua_sethook(state, Some(self.stop), ffi::LUA_MASKCOUNT, 1);
    }

    /// Sets the stopping hook on every thread this state is running.
    ///
    /// # Safety
    /// Called on the state's thread (from the signal handler or between
    /// Lua instructions).
    unsafe fn hook_all(&self) {
        let depth = self.depth.load(Ordering::Acquire).min(MAX_THREADS);
        for slot in &self.threads[..depth] {
            let state = slot.load(Ordering::Relaxed);
            if !state.is_null() {
                self.hook(state);
            }
        }
    }
}

/// The CPU time `clock` has counted.
fn cpu_time(clock: libc::clockid_t) -> Option<Duration> {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write.
    let ok = unsafe { libc::clock_gettime(clock, &mut t) } == 0;
    ok.then(|| Duration::new(t.tv_sec as u64, t.tv_nsec as u32))
}

/// The signal that asks a script thread to set the hook, once installed.
static SIGNAL: OnceLock<Option<libc::c_int>> = OnceLock::new();

/// Installs the handler on the highest real-time signal nobody handles.
fn install_handler() -> Option<libc::c_int> {
    let candidates = (libc::SIGRTMIN()..=libc::SIGRTMAX()).rev();
    for signal in candidates {
        // SAFETY: `sigaction` reads and writes the structures given; the
        // handler is async-signal-safe (see `on_signal`).
        unsafe {
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(signal, std::ptr::null(), &mut old) != 0
                || old.sa_sigaction != libc::SIG_DFL
            {
                continue;
            }
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as *const () as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            if libc::sigaction(signal, &action, std::ptr::null_mut()) == 0 {
                return Some(signal);
            }
        }
    }
    None
}

/// The signal handler: on the script thread, between any two of its
/// instructions. It reads a thread-local pointer and atomics and calls
/// `lua_sethook`, nothing else.
extern "C" fn on_signal(_: libc::c_int) {
    let open = OPEN.try_with(Cell::get).unwrap_or(std::ptr::null());
    if open.is_null() {
        return;
    }
    // SAFETY: OPEN points at the state whose window is open on this thread;
    // the state (and its `Watched`) outlives its windows.
    unsafe {
        let watched = &*open;
        if watched.overrun() {
            watched.hook_all();
        }
    }
}

/// The process's watchdog: the states it watches.
struct Watchdog {
    watched: Mutex<Vec<Weak<Watched>>>,
    wake: Condvar,
}

fn watchdog() -> &'static Watchdog {
    static WATCHDOG: OnceLock<&'static Watchdog> = OnceLock::new();
    WATCHDOG.get_or_init(|| {
        let dog: &'static Watchdog = Box::leak(Box::new(Watchdog {
            watched: Mutex::new(Vec::new()),
            wake: Condvar::new(),
        }));
        let spawned = std::thread::Builder::new()
            .name("script watchdog".into())
            .spawn(move || dog.run());
        if let Err(e) = spawned {
            eprintln!("tombrs: the script watchdog cannot start: {e}");
        }
        dog
    })
}

impl Watchdog {
    fn watch(&self, watched: &Arc<Watched>) {
        if let Ok(mut list) = self.watched.lock() {
            list.push(Arc::downgrade(watched));
            self.wake.notify_one();
        }
    }

    /// Looks at every live state each period (the shortest limit over
    /// [`LOOKS_PER_LIMIT`]); sleeps while there is none.
    fn run(&self) {
        let Some(signal) = SIGNAL.get().copied().flatten() else {
            return;
        };
        loop {
            let live: Vec<Arc<Watched>> = {
                let Ok(mut list) = self.watched.lock() else {
                    return;
                };
                list.retain(|w| w.strong_count() > 0);
                while list.is_empty() {
                    list = match self.wake.wait(list) {
                        Ok(l) => l,
                        Err(_) => return,
                    };
                    list.retain(|w| w.strong_count() > 0);
                }
                list.iter().filter_map(Weak::upgrade).collect()
            };
            let period = live
                .iter()
                .map(|w| w.shortest / LOOKS_PER_LIMIT)
                .min()
                .unwrap_or(SLOWEST_LOOK)
                .clamp(FASTEST_LOOK, SLOWEST_LOOK);
            for w in &live {
                w.look(signal);
            }
            drop(live);
            std::thread::sleep(period);
        }
    }
}
