//! The Lua host: a sandboxed Lua state, the bindings, the behaviour
//! registry (catalogue per game, level overrides), flipeffects, gameflow
//! opcode handlers, error reporting that switches a failing hook off, and
//! hot reload that keeps per-entity state.
//!
//! The host implements [`crate::world::Hooks`]: the world calls it, it calls
//! Lua. Hooks never nest: what a script asks of other entities (activate,
//! hit, spawn) is queued as a [`bindings::Signal`] and run after the hook.

pub mod behaviour;
pub mod bindings;
pub mod budget;
pub mod catalogue;
pub mod check;
pub mod console;
pub mod dialect;
pub mod faults;
pub mod flow;
pub mod gameflow;
mod hook_call;
pub mod log;
pub mod mods;
pub mod module_call;
pub mod modules;
pub mod sandbox;
pub mod saved;
pub mod watch;
#[cfg(target_os = "linux")]
mod watchdog;

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use mlua::{Function, Lua, Table, Value};

use crate::format::Game;
use crate::world::{EntityId, Foot, Hooks, Input, World};
use behaviour::{Behaviour, Hook};
use bindings::{handle_value, Shared, Signal, WorldGuard};
use faults::{Culprit, Fault, Faults};
use hook_call::Arg;
pub use log::{LogLine, ScriptLog, Severity};
pub use modules::{ReloadReport, Roots};
pub use sandbox::{CallBudget, Limits};

/// A script problem that stops the host from starting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptError(pub String);

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScriptError {}

impl From<mlua::Error> for ScriptError {
    fn from(e: mlua::Error) -> ScriptError {
        ScriptError(e.to_string())
    }
}

/// The shipped scripts: `scripts/` beside the working directory, else the
/// one in the source tree.
pub fn shipped_scripts() -> PathBuf {
    let local = PathBuf::from("scripts");
    if local.join("init.lua").is_file() {
        local
    } else {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts")
    }
}

/// How to start a host.
#[derive(Debug, Clone)]
pub struct HostConfig {
    /// Script roots, lowest priority first (shipped, then mods).
    pub roots: Vec<PathBuf>,
    pub limits: Limits,
    /// Echo log lines to stderr.
    pub echo: bool,
}

impl HostConfig {
    /// A sandboxed Lua state with its log (echoing when asked) and
    /// `require` over these roots: what every host of this config starts
    /// from.
    pub(crate) fn new_lua(&self) -> Result<(Lua, ScriptLog), ScriptError> {
        let log = if self.echo {
            ScriptLog::echoing()
        } else {
            ScriptLog::default()
        };
        let lua = sandbox::new_lua(self.limits, &log)?;
        modules::install(&lua, Roots(self.roots.clone()))?;
        Ok((lua, log))
    }

    /// The shipped scripts with `mods` overlaid in order, with the
    /// default limits and the limit per call of
    /// [`sandbox::BUDGET_VARIABLE`] when it is set (a value it cannot read
    /// is reported on stderr and the default kept).
    pub fn with_mods(mods: &[PathBuf]) -> HostConfig {
        let mut roots = vec![shipped_scripts()];
        roots.extend(mods.iter().cloned());
        let limits = Limits::from_env().unwrap_or_else(|e| {
            eprintln!("tombrs: {e}; the default limit is kept");
            Limits::default()
        });
        HostConfig {
            roots,
            limits,
            echo: false,
        }
    }
}

/// The most arguments a hook takes after the entity (`on_hit`'s damage and
/// source, `on_vehicle_hit`'s vehicle and speed).
const MAX_HOOK_ARGS: usize = 2;

/// Which entity and behaviour an entity slot runs.
#[derive(Debug, Clone)]
struct Slot {
    id: EntityId,
    behaviour: usize,
}

/// The script host.
pub struct ScriptHost {
    lua: Lua,
    log: ScriptLog,
    game: Game,
    level: Option<String>,
    behaviours: Vec<Behaviour>,
    by_type: BTreeMap<u16, usize>,
    by_entity: BTreeMap<u32, usize>,
    slots: Vec<Option<Slot>>,
    flipeffects: Option<Table>,
    /// Continuous flipeffects (functions called each tick until they
    /// return a false value).
    tasks: Vec<Function>,
    /// The `trigger` argument of flipeffect calls (reused).
    fx_trigger: Option<Table>,
    watcher: Option<watch::Watcher>,
    /// The budget every call opens a window of.
    budget: std::rc::Rc<sandbox::Budget>,
    /// Makes the hook calls (finds the handles table of [`Shared`]).
    caller: hook_call::HookCaller,
    /// The signals hooks queue (the queue in [`Shared`]).
    signals: std::rc::Rc<std::cell::RefCell<std::collections::VecDeque<Signal>>>,
    /// The distinct script errors since the last reload.
    faults: Faults,
    /// Entities whose `init` failed: a reload runs it again for them.
    failed_inits: Vec<EntityId>,
}

impl fmt::Debug for ScriptHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ScriptHost")
            .field("game", &self.game)
            .field("level", &self.level)
            .field("behaviours", &self.behaviours.len())
            .finish()
    }
}

/// The registry key of the table mapping each `unimplemented("NAME")` stub
/// function to its name.
const UNIMPLEMENTED_STUBS: &str = "tombrs.unimplemented";

/// The table of `unimplemented("NAME")` stubs (function → name).
pub(crate) fn unimplemented_stubs(lua: &Lua) -> mlua::Result<Table> {
    match lua.named_registry_value::<Value>(UNIMPLEMENTED_STUBS)? {
        Value::Table(t) => Ok(t),
        _ => {
            let t = lua.create_table()?;
            lua.set_named_registry_value(UNIMPLEMENTED_STUBS, t.clone())?;
            Ok(t)
        }
    }
}

/// The catalogue suffix of a game ("tr1" … "tr5"): its [`Game::name`].
pub fn game_key(game: Game) -> &'static str {
    game.name()
}

impl ScriptHost {
    /// Starts a host for `game` (and level `level`, the file stem whose
    /// overrides apply): runs `init.lua`, loads the catalogue, the level
    /// overrides and the flipeffect table.
    pub fn new(
        config: &HostConfig,
        game: Game,
        level: Option<&str>,
    ) -> Result<ScriptHost, ScriptError> {
        let (lua, log) = config.new_lua()?;
        for line in mods::off_target(&config.roots, game) {
            log.push(Severity::Warn, line);
        }
        let budget = sandbox::Budget::of(&lua)
            .ok_or_else(|| ScriptError::from(mlua::Error::runtime("the sandbox has no budget")))?;
        let shared = Shared::new(&lua)?;
        let caller = hook_call::HookCaller::new(&lua, &shared.handles_key)?;
        let signals = std::rc::Rc::clone(&shared.signals);
        lua.set_app_data(shared);
        bindings::world::install(&lua)?;
        let unimplemented_log = log.clone();
        lua.globals().raw_set(
            "unimplemented",
            lua.create_function(move |lua, name: String| {
                let seen = std::cell::RefCell::new(false);
                let l = unimplemented_log.clone();
                let label = name.clone();
                let f = lua.create_function(move |_, _: mlua::MultiValue| {
                    if !seen.replace(true) {
                        l.push(Severity::Info, format!("{name} is not implemented yet"));
                    }
                    Ok(())
                })?;
                // Remembered so that check-scripts can report the stubs.
                unimplemented_stubs(lua)?.raw_set(f.clone(), label)?;
                Ok(f)
            })?,
        )?;
        let mut host = ScriptHost {
            lua,
            log,
            game,
            level: level.map(|l| l.to_ascii_uppercase()),
            behaviours: Vec::new(),
            by_type: BTreeMap::new(),
            by_entity: BTreeMap::new(),
            slots: Vec::new(),
            flipeffects: None,
            tasks: Vec::new(),
            fx_trigger: None,
            watcher: None,
            budget,
            caller,
            signals,
            faults: Faults::default(),
            failed_inits: Vec::new(),
        };
        if modules::exists(&host.lua, "init") {
            modules::require(&host.lua, "init")?;
        }
        host.load_registries()?;
        Ok(host)
    }

    /// The log of this host.
    pub fn log(&self) -> &ScriptLog {
        &self.log
    }

    /// The distinct script errors since the last reload, with their counts.
    pub fn faults(&self) -> &Faults {
        &self.faults
    }

    /// Records a script error: a new one goes to the log (and so to the
    /// terminal when the log echoes) with `log_text`; a repeat is counted.
    pub fn record_fault(&mut self, fault: Fault, log_text: String) {
        if self.faults.record(fault) {
            self.log.push(Severity::Error, log_text);
        }
    }

    /// The Lua state (for tests and benchmarks).
    pub fn lua(&self) -> &Lua {
        &self.lua
    }

    /// The game whose catalogue is loaded.
    pub fn game(&self) -> Game {
        self.game
    }

    /// (Re)builds behaviours from the catalogue and the level overrides, and
    /// the flipeffect table.
    fn load_registries(&mut self) -> Result<(), ScriptError> {
        let reg = catalogue::load(&self.lua, self.game, self.level.as_deref(), &self.log)?;
        self.behaviours = reg.behaviours;
        self.by_type = reg.by_type;
        self.by_entity = reg.by_entity;
        let name = format!("flipeffects.{}", game_key(self.game));
        self.flipeffects = if modules::exists(&self.lua, &name) {
            Some(modules::require_table(&self.lua, &name)?)
        } else {
            None
        };
        Ok(())
    }

    /// The behaviour for entity slot `index` of type `type_id`: a level's
    /// per-entity override, else the type's, else a new inert one.
    fn behaviour_for(&mut self, index: u32, type_id: u16) -> usize {
        if let Some(&b) = self.by_entity.get(&index) {
            return b;
        }
        if let Some(&b) = self.by_type.get(&type_id) {
            return b;
        }
        self.behaviours
            .push(Behaviour::inert(format!("type {type_id}"), None));
        let b = self.behaviours.len() - 1;
        self.by_type.insert(type_id, b);
        b
    }

    /// The behaviour module name and catalogue name an entity runs.
    pub fn behaviour_of(&self, id: EntityId) -> Option<(&str, &str)> {
        let slot = self.slots.get(id.index as usize)?.as_ref()?;
        let b = self.behaviours.get(slot.behaviour)?;
        Some((b.module.as_str(), b.name.as_str()))
    }

    /// Copies the particle effects scripts defined into the world (`World::set_effects`)
    /// when they changed since the last time (always when `force`).
    pub fn publish_effects(&self, world: &mut World, force: bool) {
        if let Some(shared) = self.lua.app_data_ref::<Shared>() {
            if shared.effects_changed.replace(false) || force {
                world.set_effects(shared.effects.borrow().clone());
            }
        }
    }

    /// Binds every entity of the world (calling `init`) and hands it the
    /// particle effects.
    pub fn bind_all(&mut self, world: &mut World) {
        self.publish_effects(world, true);
        for i in 0..world.entities().len() {
            let id = world.entities()[i].id;
            if world.entity(id).is_some() {
                self.slot(world, id);
            }
        }
        self.drain_signals(world);
    }

    /// Starts the level again on `world` (a fresh world of the same level):
    /// every entity's binding and state table, queued signal and continuous
    /// flipeffect is forgotten, and the entities are bound (and initialised)
    /// afresh. Behaviours and modules stay loaded.
    pub fn restart(&mut self, world: &mut World) {
        self.slots.clear();
        self.tasks.clear();
        let forgot = match self.lua.app_data_ref::<Shared>() {
            Some(shared) => shared.forget_all(),
            None => Ok(()),
        };
        if let Err(e) = forgot {
            self.log
                .push(Severity::Error, format!("restart: the bindings: {e}"));
        }
        self.bind_all(world);
    }

    /// The slot of `id`, bound (and initialised) on first use.
    fn slot(&mut self, world: &mut World, id: EntityId) -> Option<usize> {
        let index = id.index as usize;
        if let Some(Some(s)) = self.slots.get(index) {
            if s.id == id {
                return Some(index);
            }
        }
        let b = self.bind_slot(world, id)?;
        let behaviour = &mut self.behaviours[b];
        if behaviour.inert && !behaviour.announced {
            behaviour.announced = true;
            self.log.push(
                Severity::Info,
                format!("{} has no behaviour yet (inert)", behaviour.name),
            );
        }
        self.call(world, id, Hook::Init, &[]);
        Some(index)
    }

    /// Points slot `id` at the behaviour its type (or a level override)
    /// names and hands that behaviour's parameters to `e.params`; the
    /// entity's state table is left as it is. The behaviour's index.
    fn bind_slot(&mut self, world: &World, id: EntityId) -> Option<usize> {
        let type_id = world.entity(id)?.type_id;
        let b = self.behaviour_for(id.index, type_id);
        let index = id.index as usize;
        if self.slots.len() <= index {
            self.slots.resize(index + 1, None);
        }
        // Creates the handle and state table on first use.
        let params = self.behaviours[b].params.clone();
        if let Err(e) = bindings::set_identity(&self.lua, id, params, &self.behaviours[b].name) {
            self.log.push(
                Severity::Error,
                format!("entity {} cannot be bound to its behaviour: {e}", id.index),
            );
            return None;
        }
        self.slots[index] = Some(Slot { id, behaviour: b });
        Some(b)
    }

    /// Calls one hook of `id`'s behaviour with `e` and `args`. An entity
    /// argument that is no longer the one in its slot is passed as nil.
    fn call(&mut self, world: &mut World, id: EntityId, hook: Hook, args: &[Arg]) {
        let Some(index) = self.slot(world, id) else {
            return;
        };
        let Some(Some(slot)) = self.slots.get(index) else {
            return;
        };
        let behaviour = slot.behaviour;
        let Some(f) = self.behaviours[behaviour].hook(hook) else {
            return;
        };
        // The other entities passed must be bound where the call finds them.
        debug_assert!(
            args.len() <= MAX_HOOK_ARGS,
            "a hook takes at most {MAX_HOOK_ARGS} arguments"
        );
        let count = args.len().min(MAX_HOOK_ARGS);
        let mut given = [Arg::Int(0); MAX_HOOK_ARGS];
        given[..count].copy_from_slice(&args[..count]);
        for arg in &mut given[..count] {
            if let Arg::Entity(Some(other)) = *arg {
                if !bindings::bind(&self.lua, other) {
                    *arg = Arg::Entity(None);
                }
            }
        }
        let result = {
            let _lend = WorldGuard::lend(world);
            let _window = self.budget.open();
            self.caller.call(&self.lua, f, id, &given[..count])
        };
        if let Err(e) = result {
            let b = &mut self.behaviours[behaviour];
            // A failed init leaves a state the other hooks cannot run on:
            // they go off with it (one error to read, not a cascade).
            let (what, also) = if hook == Hook::Init {
                b.disable_all();
                ("every hook", " (its init failed)")
            } else {
                b.disable(hook);
                (hook.name(), "")
            };
            let culprit = Culprit::Hook {
                hook: hook.name(),
                entity: id.index,
                type_id: world.entity(id).map_or(0, |e| e.type_id),
                type_name: b.name.clone(),
                module: b.module.clone(),
            };
            let off = if hook == Hook::Init {
                format!(
                    "every hook of every {} until the scripts reload{also}",
                    b.name
                )
            } else {
                format!(
                    "the {what} hook of every {} until the scripts reload",
                    b.name
                )
            };
            let text = format!(
                "{} hook of {} ({}) failed; {what} is off for this type until the next reload:\n{}",
                hook.name(),
                b.name,
                b.module,
                e
            );
            if hook == Hook::Init {
                self.failed_inits.push(id);
            }
            self.record_fault(Fault::new(culprit, &e, off), text);
        }
    }

    /// Runs what hooks asked for (activations, hits, spawns), in order.
    fn drain_signals(&mut self, world: &mut World) {
        for _ in 0..10_000 {
            let Some(next) = self.signals.borrow_mut().pop_front() else {
                return;
            };
            match next {
                Signal::Activate(id, by) => {
                    if let Some(e) = world.entity_mut(id) {
                        if !e.is_active() {
                            e.status = crate::world::Status::Active;
                            self.call(world, id, Hook::OnActivate, &[Arg::Entity(by)]);
                        }
                    }
                }
                Signal::Deactivate(id, by) => {
                    if let Some(e) = world.entity_mut(id) {
                        if e.is_active() {
                            e.status = crate::world::Status::Inactive;
                            self.call(world, id, Hook::OnDeactivate, &[Arg::Entity(by)]);
                        }
                    }
                }
                Signal::Hit {
                    target,
                    damage,
                    source,
                } => {
                    let has_hook = self
                        .slot(world, target)
                        .and_then(|i| self.slots[i].as_ref())
                        .is_some_and(|s| self.behaviours[s.behaviour].hook(Hook::OnHit).is_some());
                    if has_hook {
                        let args = [Arg::Int(damage as i64), Arg::Entity(source)];
                        self.call(world, target, Hook::OnHit, &args);
                    } else if let Some(e) = world.entity(target) {
                        let health = (e.health as i32 - damage)
                            .clamp(i16::MIN as i32, i16::MAX as i32)
                            as i16;
                        world.set_health(target, health);
                    }
                }
                Signal::VehicleHit {
                    target,
                    vehicle,
                    speed,
                } => {
                    if world.entity(target).is_some() {
                        let args = [Arg::Entity(Some(vehicle)), Arg::Int(speed as i64)];
                        self.call(world, target, Hook::OnVehicleHit, &args);
                    }
                }
                Signal::Spawned(id) => {
                    self.slot(world, id);
                }
                Signal::TestTriggers(id, activator, at) => {
                    if world.entity(id).is_some() {
                        crate::world::triggers::test_triggers_at(world, id, at, self, activator);
                    }
                }
            }
        }
        self.log.push(
            Severity::Error,
            "more than 10,000 queued script signals in one tick; the rest were dropped",
        );
        self.signals.borrow_mut().clear();
    }

    /// One world tick with scripts: the world steps (calling the hooks),
    /// then continuous flipeffects run.
    pub fn step(&mut self, world: &mut World, input: Input) {
        self.publish_effects(world, false);
        world.step(input, self);
        if !self.tasks.is_empty() {
            let tasks = std::mem::take(&mut self.tasks);
            let tick = world.tick();
            let mut kept = Vec::with_capacity(tasks.len());
            for task in tasks {
                let result = {
                    let _lend = WorldGuard::lend(world);
                    let _window = self.budget.open();
                    task.call::<Value>(tick)
                };
                match result {
                    Ok(Value::Nil | Value::Boolean(false)) => {}
                    Ok(_) => kept.push(task),
                    Err(e) => {
                        let e = e.to_string();
                        let fault = Fault::new(
                            Culprit::Call("a continuous flipeffect".into()),
                            &e,
                            "that flipeffect (it stopped)",
                        );
                        self.record_fault(
                            fault,
                            format!("continuous flipeffect failed and stopped:\n{e}"),
                        );
                    }
                }
            }
            kept.extend(std::mem::take(&mut self.tasks));
            self.tasks = kept;
        }
        self.drain_signals(world);
    }

    /// Recompiles changed scripts, rebuilds the registries and calls
    /// `on_reload(e)` for every bound entity whose behaviour has it. Entity
    /// state tables are kept. Failed modules keep their previous version.
    pub fn reload(&mut self, world: &mut World) -> ReloadReport {
        let report = match modules::reload_changed(&self.lua) {
            Ok(r) => r,
            Err(e) => ReloadReport {
                reloaded: Vec::new(),
                failed: vec![("(reload)".into(), e.to_string())],
            },
        };
        // What reloaded clears the errors it may have fixed: a module's own
        // failed reload, and (hooks coming back on) every hook's error.
        if !report.reloaded.is_empty() {
            self.faults.retain(|f| match &f.culprit {
                Culprit::Reload(m) => !report.reloaded.contains(m),
                _ => false,
            });
        }
        for (module, error) in &report.failed {
            let fault = Fault::new(
                Culprit::Reload(module.clone()),
                error,
                "nothing: the previous version stays",
            );
            self.record_fault(
                fault,
                format!("reload of {module} failed; the previous version stays:\n{error}"),
            );
        }
        if report.reloaded.is_empty() {
            return report;
        }
        self.log.push(
            Severity::Info,
            format!("reloaded {}", report.reloaded.join(", ")),
        );
        if let Err(e) = self.load_registries() {
            self.log
                .push(Severity::Error, format!("registries after reload: {e}"));
        }
        let bound: Vec<EntityId> = self.slots.iter().flatten().map(|s| s.id).collect();
        self.slots.clear();
        let failed_inits = std::mem::take(&mut self.failed_inits);
        for id in bound {
            // Rebind without init: the entity keeps its state. One whose
            // init failed has it run again, now that it is back on.
            if self.bind_slot(world, id).is_none() {
                continue;
            }
            let hook = if failed_inits.contains(&id) {
                Hook::Init
            } else {
                Hook::OnReload
            };
            self.call(world, id, hook, &[]);
        }
        self.drain_signals(world);
        self.publish_effects(world, false);
        report
    }

    /// Starts watching every script root; [`ScriptHost::poll_reload`] then
    /// reloads when files changed.
    pub fn watch(&mut self) -> Result<(), ScriptError> {
        let roots = modules::roots(&self.lua).0;
        self.watcher = Some(watch::Watcher::new(&roots).map_err(ScriptError)?);
        Ok(())
    }

    /// Reloads when the watcher saw changes (debounced); None otherwise.
    pub fn poll_reload(&mut self, world: &mut World) -> Option<ReloadReport> {
        let changed = self.watcher.as_mut()?.changed();
        changed.then(|| self.reload(world))
    }
}

impl Hooks for ScriptHost {
    fn on_activate(&mut self, world: &mut World, id: EntityId, activator: Option<EntityId>) {
        self.call(world, id, Hook::OnActivate, &[Arg::Entity(activator)]);
        self.drain_signals(world);
    }

    fn on_deactivate(&mut self, world: &mut World, id: EntityId, activator: Option<EntityId>) {
        self.call(world, id, Hook::OnDeactivate, &[Arg::Entity(activator)]);
        self.drain_signals(world);
    }

    fn control(&mut self, world: &mut World, id: EntityId) {
        self.call(world, id, Hook::Control, &[]);
    }

    fn after_move(&mut self, world: &mut World, id: EntityId) {
        self.call(world, id, Hook::AfterMove, &[]);
        self.drain_signals(world);
    }

    fn collision(&mut self, world: &mut World, id: EntityId, other: EntityId) {
        let has = self
            .slot(world, id)
            .and_then(|i| self.slots[i].as_ref())
            .is_some_and(|s| self.behaviours[s.behaviour].hook(Hook::Collision).is_some());
        if !has {
            return;
        }
        self.call(world, id, Hook::Collision, &[Arg::Entity(Some(other))]);
        self.drain_signals(world);
    }

    fn flipeffect(
        &mut self,
        world: &mut World,
        effect: u16,
        caller: Option<EntityId>,
        foot: Option<Foot>,
        timer: Option<u8>,
    ) {
        let Some(table) = self.flipeffects.clone() else {
            return;
        };
        let f = match table.raw_get::<Value>(effect) {
            Ok(Value::Function(f)) => f,
            _ => {
                self.log.push(
                    Severity::Warn,
                    format!(
                        "flipeffect {effect} has no entry in flipeffects.{}",
                        game_key(self.game)
                    ),
                );
                return;
            }
        };
        let result = (|| -> mlua::Result<Value> {
            let caller = handle_value(&self.lua, caller)?;
            // One table reused for every call: no garbage per flipeffect.
            let trigger = match &self.fx_trigger {
                Some(t) => t.clone(),
                None => {
                    let t = self.lua.create_table()?;
                    self.fx_trigger = Some(t.clone());
                    t
                }
            };
            trigger.raw_set("effect", effect)?;
            trigger.raw_set(
                "foot",
                match foot {
                    Some(Foot::Left) => Some("left"),
                    Some(Foot::Right) => Some("right"),
                    None => None,
                },
            )?;
            trigger.raw_set("timer", timer)?;
            let _lend = WorldGuard::lend(world);
            let _window = self.budget.open();
            f.call::<Value>((caller, trigger))
        })();
        match result {
            Ok(Value::Function(task)) => self.tasks.push(task),
            Ok(_) => {}
            Err(e) => {
                let e = e.to_string();
                let fault = Fault::new(Culprit::Flipeffect(effect), &e, "");
                self.record_fault(fault, format!("flipeffect {effect} failed:\n{e}"));
            }
        }
        self.drain_signals(world);
    }
}
