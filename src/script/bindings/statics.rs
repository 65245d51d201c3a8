//! Room statics a behaviour breaks (`crate::world::statics`):
//! `world.statics_at` (those standing in a 1024-unit square),
//! `world.static_mesh` (one by room and index), `world.stopper` (the
//! sector's mark that a static stands on it) and `world.break_static`.

use mlua::{Lua, Table};

use super::{room, with_world};
use crate::world::statics::StandingStatic;

/// A standing static as scripts read it: `{ room, index, id, x, y, z }`.
fn static_table(lua: &Lua, s: &StandingStatic) -> mlua::Result<Table> {
    let t = lua.create_table_with_capacity(0, 6)?;
    t.raw_set("room", s.room.0)?;
    t.raw_set("index", s.index)?;
    t.raw_set("id", s.id)?;
    t.raw_set("x", s.pos[0])?;
    t.raw_set("y", s.pos[1])?;
    t.raw_set("z", s.pos[2])?;
    Ok(t)
}

/// Adds the static bindings to the `world` table.
pub fn install(lua: &Lua, world: &Table) -> mlua::Result<()> {
    // statics_at(room, x, z) → the statics still standing in the room
    // (its alternate when flipped) whose origin is in the 1024-unit square
    // of world (x, z), in list order.
    world.raw_set(
        "statics_at",
        lua.create_function(|lua, (r, x, z): (i64, i32, i32)| {
            let found: Vec<StandingStatic> = with_world(lua, |w| {
                Ok(w.statics_in_square(room(w, r)?, x, z).collect())
            })?;
            let out = lua.create_table_with_capacity(found.len(), 0)?;
            for s in &found {
                out.raw_push(static_table(lua, s)?)?;
            }
            Ok(out)
        })?,
    )?;
    // static_mesh(room, index) → the static `index` of the room whose data
    // holds it (as statics_at and world.ray name it), or nil when it is
    // broken or there is none.
    world.raw_set(
        "static_mesh",
        lua.create_function(|lua, (r, index): (i64, usize)| {
            let found = with_world(lua, |w| {
                let r = room(w, r)?;
                let st = w.level().rooms[r.index()].statics.get(index).copied();
                Ok(st
                    .filter(|_| !w.static_broken(r, index))
                    .map(|s| StandingStatic {
                        room: r,
                        index,
                        id: s.static_id,
                        pos: s.pos,
                    }))
            })?;
            found.map(|s| static_table(lua, &s)).transpose()
        })?,
    )?;
    // stopper(room, x, z) → true when the room's own sector over world
    // (x, z) carries a stopper.
    world.raw_set(
        "stopper",
        lua.create_function(|lua, (r, x, z): (i64, i32, i32)| {
            with_world(lua, |w| Ok(w.stopper(room(w, r)?, x, z)))
        })?,
    )?;
    // break_static(room, index) → true when it stood and broke now.
    world.raw_set(
        "break_static",
        lua.create_function(|lua, (r, index): (i64, usize)| {
            with_world(lua, |w| {
                let r = room(w, r)?;
                Ok(w.break_static(r, index))
            })
        })?,
    )?;
    Ok(())
}
