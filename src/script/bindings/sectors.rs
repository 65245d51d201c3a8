//! Sectors a behaviour rewrites: `world.shut_sector` (a closed door's
//! sector made a wall, [`crate::world::shut`]), `world.sector_portal` (the
//! room a sector's own portal leads to), `world.stands_in_sector` (whether
//! an entity is in a given sector), `world.trigger_items` (the items a
//! sector's trigger names) and `nav.blockable` (whether a box is one a
//! door or block may close).

use mlua::{Lua, Table};

use super::identity::entity_of;
use super::{room, with_world};

/// Adds the sector bindings to the `world` and `nav` tables.
pub fn install(lua: &Lua, world: &Table, nav: &Table) -> mlua::Result<()> {
    // shut_sector(room, x, z, shut): the room's own sector over world
    // (x, z) shut as a wall, or given back.
    world.raw_set(
        "shut_sector",
        lua.create_function(|lua, (r, x, z, shut): (i64, i32, i32, bool)| {
            with_world(lua, |w| {
                let r = room(w, r)?;
                w.shut_sector(r, x, z, shut);
                Ok(())
            })
        })?,
    )?;
    // sector_portal(room, x, z) → the room the portal of the room's own
    // sector over world (x, z) leads to, or nil.
    world.raw_set(
        "sector_portal",
        lua.create_function(|lua, (r, x, z): (i64, i32, i32)| {
            with_world(lua, |w| Ok(w.sector_portal(room(w, r)?, x, z).map(|p| p.0)))
        })?,
    )?;
    // stands_in_sector(e, room, x, z) → true when the sector under e's
    // place (from its room through portals) is the room's own sector over
    // world (x, z).
    world.raw_set(
        "stands_in_sector",
        lua.create_function(|lua, (e, r, x, z): (mlua::Value, i64, i32, i32)| {
            with_world(lua, |w| {
                let r = room(w, r)?;
                Ok(entity_of(&e).is_some_and(|id| w.stands_in_sector(id, r, x, z)))
            })
        })?,
    )?;
    // trigger_items(room, x, y, z) → the indices of the items the trigger
    // of the trigger sector at the point names, in order (empty without).
    world.raw_set(
        "trigger_items",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| {
                let r = room(w, r)?;
                Ok(crate::world::triggers::trigger_items_at(w, r, x, y, z))
            })
        })?,
    )?;
    // blockable(b) → true when box b is one doors and blocks close (the
    // overlap index's BLOCKABLE bit).
    nav.raw_set(
        "blockable",
        lua.create_function(|lua, b: i64| {
            with_world(lua, |w| {
                let boxes = &w.level().navigation.boxes;
                usize::try_from(b)
                    .ok()
                    .and_then(|b| boxes.get(b))
                    .map(|x| x.blockable)
                    .ok_or_else(|| mlua::Error::runtime(format!("box {b} does not exist")))
            })
        })?,
    )?;
    Ok(())
}
