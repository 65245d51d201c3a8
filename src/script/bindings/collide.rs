//! `world.collide`, `world.bounds_collide`, `world.push_body`, `world.ledge`,
//! `world.water`, `world.room_flags` and `world.splash`: the collision query and the ledge and water probes behind
//! Lara's (and any body's) collision routines. The collision query fills a
//! table the script keeps, so a call per tick allocates nothing once the
//! table has its fields.

use mlua::{Function, Lua, MultiValue, Table, Value, Variadic};

use super::{entity_of, handle_value, with_world};
use crate::level::room::RoomFlags;
use crate::level::RoomId;
use crate::world::collide::{Blocked, CollisionInfo, CollisionQuery, Slope, NO_LIMIT};
use crate::world::{EntityId, Event, World};

fn entity(w: &World, v: &Value) -> mlua::Result<EntityId> {
    let id = entity_of(v).ok_or_else(|| mlua::Error::runtime("an entity handle was expected"))?;
    w.entity(id)
        .map(|e| e.id)
        .ok_or_else(|| mlua::Error::runtime("the entity no longer exists"))
}

fn room(w: &World, r: i64) -> mlua::Result<RoomId> {
    if r < 0 || r as usize >= w.level().rooms.len() {
        return Err(mlua::Error::runtime(format!("room {r} does not exist")));
    }
    Ok(RoomId(r as u32))
}

/// A number field of the query table (passed by the Lua wrapper), or
/// `default` when absent.
fn field(v: &Value, key: &str, default: i32) -> mlua::Result<i32> {
    match *v {
        Value::Nil => Ok(default),
        Value::Integer(i) => Ok(i.clamp(-(NO_LIMIT as i64), NO_LIMIT as i64) as i32),
        Value::Number(n) if n.is_finite() => {
            Ok(n.clamp(-(NO_LIMIT as f64), NO_LIMIT as f64) as i32)
        }
        ref other => Err(mlua::Error::runtime(format!(
            "collision query field '{key}' takes a number, not a {}",
            other.type_name()
        ))),
    }
}

fn switch(v: &Value, key: &str) -> mlua::Result<bool> {
    match *v {
        Value::Nil => Ok(false),
        Value::Boolean(b) => Ok(b),
        ref other => Err(mlua::Error::runtime(format!(
            "collision query field '{key}' takes a boolean, not a {}",
            other.type_name()
        ))),
    }
}

/// Every slope and every way of being blocked, in the order of their
/// codes in the raw answer (code = position + 1): their names are made
/// once, in the wrapper, not per call.
const SLOPES: [Slope; 4] = [Slope::Flat, Slope::Gentle, Slope::Steep, Slope::Wall];
const BLOCKED: [Blocked; 7] = [
    Blocked::None,
    Blocked::Front,
    Blocked::Left,
    Blocked::Right,
    Blocked::Top,
    Blocked::TopFront,
    Blocked::Clamp,
];

fn slope_name(s: Slope) -> &'static str {
    match s {
        Slope::Flat => "flat",
        Slope::Gentle => "gentle",
        Slope::Steep => "steep",
        Slope::Wall => "wall",
    }
}

fn code_of<T: PartialEq>(all: &[T], v: &T) -> i64 {
    all.iter().position(|x| x == v).map_or(0, |i| i as i64 + 1)
}

/// The query's fields the wrapper reads from the caller's table and hands
/// to the raw query, in order.
const QUERY_FIELDS: [&str; 10] = [
    "facing",
    "radius",
    "height",
    "max_drop",
    "max_rise",
    "max_ceiling",
    "slopes_are_walls",
    "slopes_are_pits",
    "kill_is_pit",
    "original",
];

/// The probes of the answer, in the order the raw query returns them.
const PROBES: [&str; 6] = ["mid", "front", "front_left", "front_right", "left", "right"];
/// The fields of each probe, in order.
const PROBE_FIELDS: [&str; 10] = [
    "floor", "ceiling", "slope", "tilt_x", "tilt_z", "kill", "climb", "monkey", "portal", "room",
];
/// The answer's own fields, after the probes.
const TOP_FIELDS: [&str; 6] = [
    "blocked",
    "shift_x",
    "shift_y",
    "shift_z",
    "hit_static",
    "hit_entity",
];

/// The Lua function that is `world.collide`: it calls the raw query (the
/// Rust function, its first argument), which returns every value of the
/// answer, and assigns them into the caller's table. Assigning in Lua costs
/// one call; seventy table writes from Rust would cost seventy protected
/// calls (and allocate under LuaJIT).
fn collide_chunk() -> String {
    let count = PROBES.len() * PROBE_FIELDS.len() + TOP_FIELDS.len();
    let values: Vec<String> = (1..=count).map(|i| format!("v{i}")).collect();
    let names = |all: Vec<&str>| {
        all.iter()
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!(
        "local SLOPES = {{ {} }}\nlocal BLOCKED = {{ {} }}\n",
        names(SLOPES.iter().map(|&s| slope_name(s)).collect()),
        names(BLOCKED.iter().map(|b| b.name()).collect())
    );
    out += "local raw, rawget, rawset, type = ...\n\
         local function probe(coll, key)\n\
         \x20 local p = rawget(coll, key)\n\
         \x20 if type(p) ~= \"table\" then p = {}; rawset(coll, key, p) end\n\
         \x20 return p\n\
         end\n\
         return function(e, coll)\n";
    let query: Vec<String> = QUERY_FIELDS
        .iter()
        .map(|f| format!("rawget(coll, \"{f}\")"))
        .collect();
    out += &format!(
        "  local {} = raw(e, {})\n  local p\n",
        values.join(", "),
        query.join(", ")
    );
    let mut next = values.iter();
    for key in PROBES {
        let targets: Vec<String> = PROBE_FIELDS.iter().map(|f| format!("p.{f}")).collect();
        let sources: Vec<String> = next
            .by_ref()
            .take(PROBE_FIELDS.len())
            .zip(PROBE_FIELDS)
            .map(|(v, f)| {
                if f == "slope" {
                    format!("SLOPES[{v}]")
                } else {
                    v.clone()
                }
            })
            .collect();
        out += &format!(
            "  p = probe(coll, \"{key}\")\n  {} = {}\n",
            targets.join(", "),
            sources.join(", ")
        );
    }
    for (field, v) in TOP_FIELDS.iter().zip(next) {
        let v = if *field == "blocked" {
            format!("BLOCKED[{v}]")
        } else {
            v.clone()
        };
        out += &format!("  rawset(coll, \"{field}\", {v})\n");
    }
    out += "  return rawget(coll, \"blocked\")\nend\n";
    out
}

/// Every value of the answer, in the order [`collide_chunk`] assigns them.
fn answer(lua: &Lua, c: &CollisionInfo) -> mlua::Result<MultiValue> {
    let mut out = MultiValue::with_capacity(PROBES.len() * PROBE_FIELDS.len() + TOP_FIELDS.len());
    for p in [
        &c.mid,
        &c.front,
        &c.front_left,
        &c.front_right,
        &c.left,
        &c.right,
    ] {
        out.push_back(Value::Integer(p.floor as i64));
        out.push_back(Value::Integer(p.ceiling as i64));
        out.push_back(Value::Integer(code_of(&SLOPES, &p.slope)));
        out.push_back(Value::Integer(p.tilt[0] as i64));
        out.push_back(Value::Integer(p.tilt[1] as i64));
        out.push_back(Value::Boolean(p.kill));
        out.push_back(Value::Integer(p.climb as i64));
        out.push_back(Value::Boolean(p.monkey));
        out.push_back(Value::Boolean(p.portal));
        out.push_back(Value::Integer(p.room.0 as i64));
    }
    out.push_back(Value::Integer(code_of(&BLOCKED, &c.blocked)));
    for v in c.shift {
        out.push_back(Value::Integer(v as i64));
    }
    out.push_back(Value::Boolean(c.hit_static));
    out.push_back(handle_value(lua, c.hit_entity)?);
    Ok(out)
}

/// Installs the functions into the `world` table.
pub fn install(lua: &Lua, t: &Table) -> mlua::Result<()> {
    // collide(e, coll): the collision query for e where it stands now.
    // Reads coll.radius, height, max_drop, max_rise, max_ceiling (nil: no
    // limit), slopes_are_walls, slopes_are_pits, kill_is_pit, facing (nil:
    // e's direction of motion); fills coll.mid, front, front_left,
    // `original` (true: the originals' probes only, CollisionQuery::original);
    // fills coll.mid, front, front_left,
    // front_right, left, right (floor, ceiling, slope, tilt_x, tilt_z, kill,
    // climb, monkey, portal, room), blocked, shift_x/y/z, hit_static,
    // hit_entity. Returns coll.blocked.
    let raw = lua.create_function(|lua, (e, query): (Value, Variadic<Value>)| {
        let arg = |i: usize| query.get(i).cloned().unwrap_or(Value::Nil);
        let [facing, radius, height, max_drop, max_rise, max_ceiling, walls, pits, kill, original]: [Value;
            10] = std::array::from_fn(arg);
        let info = with_world(lua, |w| {
            let id = entity(w, &e)?;
            let en = w.entity(id).ok_or_else(|| mlua::Error::runtime("gone"))?;
            let motion = en.rot[1].wrapping_add(en.move_offset);
            let mut q = CollisionQuery::at(
                en.room,
                en.pos,
                field(&facing, "facing", motion as i32)? as u16,
                field(&radius, "radius", 100)?,
                field(&height, "height", 762)?,
            );
            q.old = en.prev_pos;
            q.max_drop = field(&max_drop, "max_drop", NO_LIMIT)?;
            q.max_rise = field(&max_rise, "max_rise", NO_LIMIT)?;
            q.max_ceiling = field(&max_ceiling, "max_ceiling", NO_LIMIT)?;
            q.slopes_are_walls = switch(&walls, "slopes_are_walls")?;
            q.slopes_are_pits = switch(&pits, "slopes_are_pits")?;
            q.kill_is_pit = switch(&kill, "kill_is_pit")?;
            q.original = switch(&original, "original")?;
            q.body = Some(id);
            Ok(w.collide(&q))
        })?;
        answer(lua, &info)
    })?;
    let collide: Function = lua.load(collide_chunk()).set_name("=world.collide").call((
        raw,
        lua.globals().raw_get::<Value>("rawget")?,
        lua.globals().raw_get::<Value>("rawset")?,
        lua.globals().raw_get::<Value>("type")?,
    ))?;
    t.raw_set("collide", collide)?;
    // bounds_collide(item, body, radius) → true when body stands within
    // radius of item's box on the ground plane and their boxes overlap in
    // height (World::bounds_collide).
    t.raw_set(
        "bounds_collide",
        lua.create_function(|lua, (item, body, radius): (Value, Value, i32)| {
            with_world(lua, |w| {
                Ok(w.bounds_collide(entity(w, &item)?, entity(w, &body)?, radius))
            })
        })?,
    )?;
    // push_body(item, body, widen, inclusive) → body's new x, z and its
    // place less the centre of item's box (x, z), or nil when it is not
    // inside the box widened by `widen` (World::push_out). Moves nothing.
    t.raw_set(
        "push_body",
        lua.create_function(
            |lua, (item, body, widen, inclusive): (Value, Value, i32, bool)| {
                with_world(lua, |w| {
                    let p = w.push_out(entity(w, &item)?, entity(w, &body)?, widen, inclusive);
                    Ok((
                        p.map(|p| p.x),
                        p.map(|p| p.z),
                        p.map(|p| p.from_centre[0]),
                        p.map(|p| p.from_centre[1]),
                    ))
                })
            },
        )?,
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
                Ok(w.level()
                    .rooms
                    .get(r.index())
                    .map_or(0, |rm| rm.flags.bits()))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_collide_wrapper_assigns_every_field_of_the_answer() {
        let lua = Lua::new();
        let raw = lua
            .create_function(|lua, _query: Variadic<Value>| {
                let info = CollisionInfo {
                    shift: [1, 2, 3],
                    ..Default::default()
                };
                let mut out = answer(lua, &info)?;
                // Tell the probes apart: each floor is its probe's number.
                for (i, _) in PROBES.iter().enumerate() {
                    out[i * PROBE_FIELDS.len()] = Value::Integer(i as i64 + 10);
                }
                Ok(out)
            })
            .unwrap();
        let g = lua.globals();
        let collide: Function = lua
            .load(collide_chunk())
            .call((
                raw,
                g.get::<Value>("rawget").unwrap(),
                g.get::<Value>("rawset").unwrap(),
                g.get::<Value>("type").unwrap(),
            ))
            .unwrap();
        let coll = lua.create_table().unwrap();
        let blocked: String = collide.call((Value::Nil, &coll)).unwrap();
        assert_eq!(blocked, "none");
        for (i, key) in PROBES.iter().enumerate() {
            let p: Table = coll.get(*key).unwrap();
            assert_eq!(p.get::<i64>("floor").unwrap(), i as i64 + 10, "{key}");
            assert_eq!(p.get::<String>("slope").unwrap(), "flat", "{key}");
            assert!(!p.get::<bool>("portal").unwrap(), "{key}");
            assert_eq!(p.get::<i64>("room").unwrap(), 0, "{key}");
        }
        let shift: [i64; 3] = ["shift_x", "shift_y", "shift_z"].map(|k| coll.get(k).unwrap());
        assert_eq!(shift, [1, 2, 3]);
        assert_eq!(coll.get::<String>("blocked").unwrap(), "none");
        assert!(!coll.get::<bool>("hit_static").unwrap());
        // A second call reuses the probe tables.
        let mid: Table = coll.get("mid").unwrap();
        collide.call::<String>((Value::Nil, &coll)).unwrap();
        assert_eq!(coll.get::<Table>("mid").unwrap(), mid);
    }
}
