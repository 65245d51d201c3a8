//! `world.collide`, `world.ledge`, `world.water`, `world.room_flags` and
//! `world.splash`: the collision query and the ledge and water probes behind
//! Lara's (and any body's) collision routines. The collision query fills a
//! table the script keeps, so a call per tick allocates nothing once the
//! table has its fields.

use mlua::{Lua, Table, Value};

use super::{entity_of, handle_value, with_world};
use crate::level::room::RoomFlags;
use crate::level::RoomId;
use crate::world::collide::{CollisionInfo, CollisionQuery, ProbeInfo, Slope, NO_LIMIT};
use crate::world::{EntityId, Event, World};

fn entity(w: &World, v: &Value) -> mlua::Result<EntityId> {
    let id = entity_of(v).ok_or_else(|| mlua::Error::runtime("an entity handle was expected"))?;
    w.entity(id)
        .map(|e| e.id)
        .ok_or_else(|| mlua::Error::runtime("the entity no longer exists"))
}

fn room(w: &World, r: i64) -> mlua::Result<RoomId> {
    if r < 0 || r as usize >= w.level.rooms.len() {
        return Err(mlua::Error::runtime(format!("room {r} does not exist")));
    }
    Ok(RoomId(r as u32))
}

/// A number field of the query table, or `default` when absent.
fn field(t: &Table, key: &str, default: i32) -> mlua::Result<i32> {
    match t.raw_get::<Value>(key)? {
        Value::Nil => Ok(default),
        Value::Integer(i) => Ok(i.clamp(-(NO_LIMIT as i64), NO_LIMIT as i64) as i32),
        Value::Number(n) if n.is_finite() => {
            Ok(n.clamp(-(NO_LIMIT as f64), NO_LIMIT as f64) as i32)
        }
        other => Err(mlua::Error::runtime(format!(
            "collision query field '{key}' takes a number, not a {}",
            other.type_name()
        ))),
    }
}

fn switch(t: &Table, key: &str) -> mlua::Result<bool> {
    match t.raw_get::<Value>(key)? {
        Value::Nil => Ok(false),
        Value::Boolean(b) => Ok(b),
        other => Err(mlua::Error::runtime(format!(
            "collision query field '{key}' takes a boolean, not a {}",
            other.type_name()
        ))),
    }
}

fn slope_name(s: Slope) -> &'static str {
    match s {
        Slope::Flat => "flat",
        Slope::Gentle => "gentle",
        Slope::Steep => "steep",
        Slope::Wall => "wall",
    }
}

/// Writes one probe into `coll[key]`, creating that table the first time.
fn put_probe(lua: &Lua, coll: &Table, key: &str, p: &ProbeInfo) -> mlua::Result<()> {
    let t = match coll.raw_get::<Value>(key)? {
        Value::Table(t) => t,
        _ => {
            let t = lua.create_table_with_capacity(0, 10)?;
            coll.raw_set(key, &t)?;
            t
        }
    };
    t.raw_set("floor", p.floor)?;
    t.raw_set("ceiling", p.ceiling)?;
    t.raw_set("slope", slope_name(p.slope))?;
    t.raw_set("tilt_x", p.tilt[0])?;
    t.raw_set("tilt_z", p.tilt[1])?;
    t.raw_set("kill", p.kill)?;
    t.raw_set("climb", p.climb)?;
    t.raw_set("monkey", p.monkey)?;
    t.raw_set("portal", p.portal)?;
    t.raw_set("room", p.room.0)?;
    Ok(())
}

fn put_info(lua: &Lua, coll: &Table, c: &CollisionInfo) -> mlua::Result<()> {
    for (key, p) in [
        ("mid", &c.mid),
        ("front", &c.front),
        ("front_left", &c.front_left),
        ("front_right", &c.front_right),
        ("left", &c.left),
        ("right", &c.right),
    ] {
        put_probe(lua, coll, key, p)?;
    }
    coll.raw_set("blocked", c.blocked.name())?;
    coll.raw_set("shift_x", c.shift[0])?;
    coll.raw_set("shift_y", c.shift[1])?;
    coll.raw_set("shift_z", c.shift[2])?;
    coll.raw_set("hit_static", c.hit_static)?;
    coll.raw_set("hit_entity", handle_value(lua, c.hit_entity)?)?;
    Ok(())
}

/// Installs the functions into the `world` table.
pub fn install(lua: &Lua, t: &Table) -> mlua::Result<()> {
    // collide(e, coll): the collision query for e where it stands now.
    // Reads coll.radius, height, max_drop, max_rise, max_ceiling (nil: no
    // limit), slopes_are_walls, slopes_are_pits, kill_is_pit, facing (nil:
    // e's direction of motion); fills coll.mid, front, front_left,
    // front_right, left, right (floor, ceiling, slope, tilt_x, tilt_z, kill,
    // climb, monkey, portal, room), blocked, shift_x/y/z, hit_static,
    // hit_entity. Returns coll.blocked.
    t.raw_set(
        "collide",
        lua.create_function(|lua, (e, coll): (Value, Table)| {
            let info = with_world(lua, |w| {
                let id = entity(w, &e)?;
                let en = w.entity(id).ok_or_else(|| mlua::Error::runtime("gone"))?;
                let motion = en.rot[1].wrapping_add(en.move_offset);
                let mut q = CollisionQuery::at(
                    en.room,
                    en.pos,
                    field(&coll, "facing", motion as i32)? as u16,
                    field(&coll, "radius", 100)?,
                    field(&coll, "height", 762)?,
                );
                q.old = en.prev_pos;
                q.max_drop = field(&coll, "max_drop", NO_LIMIT)?;
                q.max_rise = field(&coll, "max_rise", NO_LIMIT)?;
                q.max_ceiling = field(&coll, "max_ceiling", NO_LIMIT)?;
                q.slopes_are_walls = switch(&coll, "slopes_are_walls")?;
                q.slopes_are_pits = switch(&coll, "slopes_are_pits")?;
                q.kill_is_pit = switch(&coll, "kill_is_pit")?;
                q.body = Some(id);
                Ok(w.collide(&q))
            })?;
            put_info(lua, &coll, &info)?;
            Ok(info.blocked.name())
        })?,
    )?;
    // ledge(e, radius, reach [, facing [, below]]) → height, facing, hang_x,
    // hang_z, distance, clearance, left, right of the edge ahead (its top
    // above the feet, or at most `below` under them), or nil.
    t.raw_set(
        "ledge",
        lua.create_function(
            |lua, (e, radius, reach, facing, below): (Value, i32, i32, Option<i64>, Option<i32>)| {
                with_world(lua, |w| {
                    let id = entity(w, &e)?;
                    let en = w.entity(id).ok_or_else(|| mlua::Error::runtime("gone"))?;
                    let facing = facing.map_or(en.rot[1], |f| f as u16);
                    let below = below.unwrap_or(0).max(0);
                    let l = w.ledge(en.room, en.pos, facing, radius, reach, below);
                    Ok((
                        l.map(|l| l.height),
                        l.map(|l| l.facing),
                        l.map(|l| l.hang[0]),
                        l.map(|l| l.hang[1]),
                        l.map(|l| l.distance),
                        l.map(|l| l.clearance),
                        l.map(|l| l.left),
                        l.map(|l| l.right),
                    ))
                })
            },
        )?,
    )?;
    // water(room, x, y, z [, liquid]) → surface y, floor y, room of the
    // surface, open (air above the surface), or nil. `liquid`: the room
    // flag bits that fill a room (default the water bit).
    t.raw_set(
        "water",
        lua.create_function(
            |lua, (r, x, y, z, liquid): (i64, i32, i32, i32, Option<u16>)| {
                with_world(lua, |w| {
                    let liquid = liquid.map_or(RoomFlags::WATER, RoomFlags::from_bits_retain);
                    let water = w.liquid(room(w, r)?, x, y, z, liquid);
                    Ok((
                        water.map(|w| w.surface),
                        water.map(|w| w.floor),
                        water.map(|w| w.room.0),
                        water.map(|w| w.open),
                    ))
                })
            },
        )?,
    )?;
    // room_flags(room) → the room's flag bits as the file stores them (what
    // each bit means differs between games: the scripts decide).
    t.raw_set(
        "room_flags",
        lua.create_function(|lua, r: i64| {
            with_world(lua, |w| {
                let r = room(w, r)?;
                Ok(w.level.rooms.get(r.index()).map_or(0, |rm| rm.flags.bits()))
            })
        })?,
    )?;
    // splash(room, x, y, z): something broke the water surface there.
    t.raw_set(
        "splash",
        lua.create_function(|lua, (r, x, y, z): (i64, i32, i32, i32)| {
            with_world(lua, |w| {
                let room = room(w, r)?;
                w.emit(Event::Splash {
                    pos: [x, y, z],
                    room,
                });
                Ok(())
            })
        })?,
    )?;
    Ok(())
}
