//! What scripts see of the engine: entity handles, the `world`, `nav` and
//! `ai` tables. Bindings reach the world through [`Shared`], which the host
//! fills for the length of each hook call.

pub mod access;
pub mod camera;
pub mod collide;
pub mod creature;
pub mod entity;
pub mod fields;
pub mod handle;
pub mod identity;
mod methods;
pub mod particles;
mod search;
pub mod sectors;
pub mod sight;
pub mod statics;
pub mod world;

use std::cell::{Cell, RefCell};

use mlua::{Lua, Table, Value};

use crate::world::{EntityId, World};

pub use identity::{entity_of, Handle};

/// Something a binding asks the host to do once the running hook returns
/// (hooks of other entities never run inside a hook).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    Activate(EntityId, Option<EntityId>),
    Deactivate(EntityId, Option<EntityId>),
    Hit {
        target: EntityId,
        damage: i32,
        source: Option<EntityId>,
    },
    Spawned(EntityId),
    /// A vehicle ran into `target` at `speed` (`e:vehicle_hit`): its
    /// behaviour's `on_vehicle_hit` hook answers.
    VehicleHit {
        target: EntityId,
        vehicle: EntityId,
        speed: i32,
    },
    /// The floor triggers under an entity (or at the point given, in that
    /// room), tested now as `activator` (`world.test_triggers`).
    TestTriggers(
        EntityId,
        crate::world::triggers::Activator,
        Option<(crate::level::RoomId, [i32; 3])>,
    ),
}

/// The per-entity Lua side: its handle, the record behind it and its
/// state table (owned by the host, kept across reloads). Read from the
/// handles table by [`binding`]; nothing of it is kept in Rust.
#[derive(Debug, Clone)]
pub struct Binding {
    pub handle: Table,
    pub record: Table,
    pub state: Table,
}

/// What Rust keeps of a bound entity: which id holds the slot and its
/// catalogue name ("Small medipack"). Its Lua side is in
/// [`Shared::handles`].
#[derive(Debug, Clone)]
pub struct Bound {
    pub id: EntityId,
    pub name: std::rc::Rc<str>,
}

/// Host data the bindings reach through the Lua state's app data.
#[derive(Debug)]
pub struct Shared {
    /// Per entity slot, the id bound there.
    pub bindings: RefCell<Vec<Option<Bound>>>,
    /// The handles by entity slot (index + 1): one Lua table rather than
    /// an mlua reference per handle, record and state table, which would
    /// run out (LuaJIT keeps about 8,000 references in all).
    pub handles: Table,
    /// `handles` in the registry, where the host's hook calls find it.
    pub handles_key: mlua::RegistryKey,
    /// Shared with the host, which checks it after each hook.
    pub signals: std::rc::Rc<RefCell<std::collections::VecDeque<Signal>>>,
    /// The level's shared table (`world.level_state()`), made on first use.
    pub level: RefCell<Option<Table>>,
    /// Particle effects defined by `world.define_particle`.
    pub effects: RefCell<crate::world::effects::EffectTable>,
    /// Set when `effects` changed since the host last published it.
    pub effects_changed: Cell<bool>,
}

impl Shared {
    /// Empty host data for `lua`.
    pub fn new(lua: &Lua) -> mlua::Result<Shared> {
        let handles = lua.create_table()?;
        let handles_key = lua.create_registry_value(&handles)?;
        Ok(Shared {
            bindings: RefCell::default(),
            handles,
            handles_key,
            signals: std::rc::Rc::default(),
            level: RefCell::default(),
            effects: RefCell::default(),
            effects_changed: Cell::new(false),
        })
    }

    /// True when `id` is the entity bound in its slot.
    pub fn is_bound(&self, id: EntityId) -> bool {
        matches!(self.bindings.borrow().get(id.index as usize), Some(Some(b)) if b.id == id)
    }

    /// Forgets every binding, queued signal and the level table (a restart
    /// or a load): the next use makes them afresh.
    pub fn forget_all(&self) -> mlua::Result<()> {
        let mut bindings = self.bindings.borrow_mut();
        for (i, b) in bindings.iter().enumerate() {
            if b.is_some() {
                self.handles.raw_set(i + 1, Value::Nil)?;
            }
        }
        bindings.clear();
        self.signals.borrow_mut().clear();
        self.level.borrow_mut().take();
        Ok(())
    }
}

thread_local! {
    /// The world of the hook call in progress on this thread (None outside
    /// calls). A thread-local rather than app data: it is read by every
    /// binding call, and Lua states never cross threads.
    static LENT_WORLD: Cell<Option<std::ptr::NonNull<World>>> = const { Cell::new(None) };
}

/// Makes `world` reachable by bindings until the guard drops.
pub struct WorldGuard<'a> {
    previous: Option<std::ptr::NonNull<World>>,
    _world: std::marker::PhantomData<&'a mut World>,
}

impl<'a> WorldGuard<'a> {
    /// Lends `world` to the bindings; the borrow lasts as long as the guard.
    pub fn lend(world: &'a mut World) -> WorldGuard<'a> {
        let previous = LENT_WORLD.with(|w| w.replace(Some(std::ptr::NonNull::from(world))));
        WorldGuard {
            previous,
            _world: std::marker::PhantomData,
        }
    }
}

impl Drop for WorldGuard<'_> {
    fn drop(&mut self) {
        LENT_WORLD.with(|w| w.set(self.previous));
    }
}

/// The room numbered `r` from a script, or an error naming it when the
/// level has no such room.
fn room(w: &World, r: i64) -> mlua::Result<crate::level::RoomId> {
    if r < 0 || r as usize >= w.level().rooms.len() {
        return Err(mlua::Error::runtime(format!("room {r} does not exist")));
    }
    Ok(crate::level::RoomId(r as u32))
}

/// Runs `f` on the lent world; an error outside hook calls.
pub fn with_world<R>(_lua: &Lua, f: impl FnOnce(&mut World) -> mlua::Result<R>) -> mlua::Result<R> {
    let ptr = LENT_WORLD
        .with(|w| w.get())
        .ok_or_else(|| mlua::Error::runtime("the world is only reachable inside hook calls"))?;
    // SAFETY: the pointer comes from the `&mut World` a `WorldGuard` holds
    // for the duration of the hook call. The Rust caller is blocked inside
    // that call, bindings do not call back into Lua while they hold this
    // reference, and hooks never run nested (they are queued as signals),
    // so this is the only live reference to the world.
    let world = unsafe { &mut *ptr.as_ptr() };
    f(world)
}

/// Queues a signal for the host.
pub fn signal(lua: &Lua, s: Signal) {
    if let Some(shared) = lua.app_data_ref::<Shared>() {
        shared.signals.borrow_mut().push_back(s);
    }
}

/// The binding of `id`, created on first use (handle and empty state).
///
/// An id older than the one bound in its slot (a handle kept past its
/// entity's removal) gets a handle of its own that is not kept: it answers
/// as a gone entity does and never displaces the live entity's.
pub fn binding(lua: &Lua, id: EntityId) -> mlua::Result<Binding> {
    let shared = lua
        .app_data_ref::<Shared>()
        .ok_or_else(|| mlua::Error::runtime("script host not installed"))?;
    let slot = id.index as usize;
    if shared.is_bound(id) {
        let handle: Table = shared.handles.raw_get(slot + 1)?;
        let record = handle::record_of(&handle)?;
        let state = record.raw_get("state")?;
        return Ok(Binding {
            handle,
            record,
            state,
        });
    }
    let state = lua.create_table()?;
    let made = handle::make(lua, id, &state)?;
    let mut all = shared.bindings.borrow_mut();
    let stale = matches!(all.get(slot), Some(Some(b)) if b.id.generation > id.generation);
    if !stale {
        shared.handles.raw_set(slot + 1, &made.handle)?;
        if all.len() <= slot {
            all.resize(slot + 1, None);
        }
        all[slot] = Some(Bound {
            id,
            name: std::rc::Rc::from(""),
        });
    }
    Ok(Binding {
        handle: made.handle,
        record: made.record,
        state,
    })
}

/// Sets the behaviour parameters (`e.params`) and catalogue name
/// (`e.name`) of `id`'s binding, made on first use.
pub fn set_identity(
    lua: &Lua,
    id: EntityId,
    params: Option<Table>,
    name: &str,
) -> mlua::Result<()> {
    let record = binding(lua, id)?.record;
    handle::rename(&record, params.as_ref(), name)?;
    let shared = lua
        .app_data_ref::<Shared>()
        .ok_or_else(|| mlua::Error::runtime("script host not installed"))?;
    if let Some(Some(entry)) = shared.bindings.borrow_mut().get_mut(id.index as usize) {
        if entry.id == id {
            entry.name = std::rc::Rc::from(name);
        }
    }
    Ok(())
}

/// Makes `id`'s binding if it has none; true when `id` is then the entity
/// bound in its slot (false for an id its slot has moved past).
pub fn bind(lua: &Lua, id: EntityId) -> bool {
    let bound = |lua: &Lua| lua.app_data_ref::<Shared>().is_some_and(|s| s.is_bound(id));
    bound(lua) || (binding(lua, id).is_ok() && bound(lua))
}

/// The handle value of `id` (made on first use, then looked up).
pub fn handle_value(lua: &Lua, id: Option<EntityId>) -> mlua::Result<Value> {
    let Some(id) = id else {
        return Ok(Value::Nil);
    };
    if let Some(shared) = lua.app_data_ref::<Shared>() {
        if shared.is_bound(id) {
            return shared.handles.raw_get(id.index as usize + 1);
        }
    }
    Ok(Value::Table(binding(lua, id)?.handle))
}

/// The state table of `id`.
pub fn state_table(lua: &Lua, id: EntityId) -> mlua::Result<Table> {
    Ok(binding(lua, id)?.state)
}

/// The level's shared table, created on first use; a restart forgets it.
pub fn level_table(lua: &Lua) -> mlua::Result<Table> {
    let shared = lua
        .app_data_ref::<Shared>()
        .ok_or_else(|| mlua::Error::runtime("script host not installed"))?;
    let mut level = shared.level.borrow_mut();
    if let Some(t) = level.as_ref() {
        return Ok(t.clone());
    }
    let t = lua.create_table()?;
    *level = Some(t.clone());
    Ok(t)
}
