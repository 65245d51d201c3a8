//! Who a handle stands for: the entity id a handle's metatable and record
//! keep, the mark that tells a handle from any other table, the id of a
//! Lua value and the error of a handle whose entity is gone. Every part of
//! the bindings names these; they name nothing of the bindings.

use mlua::{LightUserData, Table, Value};

use crate::world::EntityId;

/// A handle to an entity (index and generation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Handle(pub EntityId);

/// The error of a handle whose entity is gone.
pub(super) fn stale(id: EntityId) -> mlua::Error {
    mlua::Error::runtime(format!(
        "entity {} (generation {}) no longer exists",
        id.index, id.generation
    ))
}

/// Where a handle's metatable and record keep the entity's id (the
/// accessors read it there): in Lua 5.4 one integer, [`pack_id`]; in
/// LuaJIT, whose numbers are doubles, the index there and the generation
/// in the next slot. The metatable keeps its mark in the slot after.
pub(super) const SLOT_ID: i64 = 1;
pub(super) const SLOT_MARK: i64 = 3;

/// An entity id as one Lua 5.4 integer: generation above, index below.
#[cfg(feature = "lua54")]
fn pack_id(id: EntityId) -> i64 {
    ((id.generation as i64) << 32) | id.index as i64
}

/// The id of a [`pack_id`] integer.
#[cfg(feature = "lua54")]
pub(super) fn unpack_id(packed: i64) -> EntityId {
    EntityId {
        index: packed as u32,
        generation: (packed >> 32) as u32,
    }
}

/// Keeps `id` in `t` where [`id_of`] and the accessors find it.
pub(super) fn keep_id(t: &Table, id: EntityId) -> mlua::Result<()> {
    #[cfg(feature = "lua54")]
    return t.raw_set(SLOT_ID, pack_id(id));
    #[cfg(not(feature = "lua54"))]
    {
        t.raw_set(SLOT_ID, id.index)?;
        t.raw_set(SLOT_ID + 1, id.generation)
    }
}

/// The id [`keep_id`] kept in `t`.
fn id_of(t: &Table) -> Option<EntityId> {
    #[cfg(feature = "lua54")]
    return t.raw_get::<i64>(SLOT_ID).ok().map(unpack_id);
    #[cfg(not(feature = "lua54"))]
    Some(EntityId {
        index: t.raw_get(SLOT_ID).ok()?,
        generation: t.raw_get(SLOT_ID + 1).ok()?,
    })
}

/// The byte whose address marks a handle's metatable.
static MARK: u8 = 0;

pub(super) fn mark() -> Value {
    Value::LightUserData(LightUserData(std::ptr::addr_of!(MARK) as *mut _))
}

/// The entity a Lua value refers to, if it is a handle.
pub fn entity_of(v: &Value) -> Option<EntityId> {
    let Value::Table(t) = v else {
        return None;
    };
    let meta = t.metatable()?;
    if meta.raw_get::<Value>(SLOT_MARK).ok()? != mark() {
        return None;
    }
    id_of(&meta)
}
