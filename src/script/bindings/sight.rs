//! What aiming and hitting need as the originals compute it: the line of
//! sight walked across the sector grid (`world.los`), an entity's mesh
//! spheres in the world or in the frame of a shot (`e:spheres`), and the
//! bounds of the keyframe nearest its frame (`e:best_bounds`).

use mlua::{Lua, Table, Value};

use super::identity::stale;
use super::methods::Methods;
use super::with_world;
use crate::level::RoomId;
use crate::world::spheres::{best_bounds, view_spheres, world_spheres, Sphere};

/// A view for `e:spheres`: eye x, y, z, yaw, pitch.
type ViewArgs = (
    Option<i32>,
    Option<i32>,
    Option<i32>,
    Option<i32>,
    Option<i32>,
);

/// Adds `spheres` and `best_bounds` to the entity handle.
pub(super) fn add_methods(methods: &mut Methods) {
    // spheres(out [, x, y, z, yaw, pitch]) → n: each mesh's sphere as
    // four numbers in `out` (x, y, z, radius; out[4i+1..4i+4] for mesh i),
    // in the world, or seen from the eye (x, y, z) looking along yaw and
    // pitch (up positive): x right, y down, z along the line.
    methods.add_method("spheres", |lua, h, (out, view): (Table, ViewArgs)| {
        let spheres = with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            match view {
                (None, None, None, None, None) => Ok(world_spheres(w.level(), e)),
                (Some(x), Some(y), Some(z), Some(yaw), Some(pitch)) => {
                    Ok(view_spheres(w.level(), e, [x, y, z], yaw, pitch))
                }
                _ => Err(mlua::Error::runtime(
                    "spheres: give the view whole (x, y, z, yaw, pitch) or none of it",
                )),
            }
        })?;
        fill(&out, &spheres)?;
        Ok(spheres.len())
    });
    // best_bounds() → min x, max x, min y, max y, min z, max z of the
    // keyframe nearest its frame.
    methods.add_method("best_bounds", |lua, h, ()| {
        with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            let b = best_bounds(w.level(), e);
            Ok((b[0], b[1], b[2], b[3], b[4], b[5]))
        })
    });
}

fn fill(out: &Table, spheres: &[Sphere]) -> mlua::Result<()> {
    for (i, s) in spheres.iter().enumerate() {
        let at = 4 * i;
        for (k, v) in s.centre.iter().chain([&s.radius]).enumerate() {
            out.raw_set(at + k + 1, *v)?;
        }
    }
    out.raw_set(4 * spheres.len() + 1, mlua::Value::Nil)
}

/// Adds `los` to the `world` table.
pub fn install(lua: &Lua, world: &Table) -> mlua::Result<()> {
    // los(room, x0, y0, z0, x1, y1, z1 [, types]) → clear, x, y, z, room
    // [, item]: the originals' line of sight and where it stopped; with
    // `types` (type id → true), the first item of those types in the rooms
    // the sight crossed whose box the segment to that point passes
    // through (the originals' smashable test).
    world.raw_set(
        "los",
        lua.create_function(
            |lua,
             (room, x0, y0, z0, x1, y1, z1, types): (
                i64,
                i32,
                i32,
                i32,
                i32,
                i32,
                i32,
                Option<Table>,
            )| {
                let (sight, item) = with_world(lua, |w| {
                    if room < 0 || room as usize >= w.level().rooms.len() {
                        return Err(mlua::Error::runtime(format!("room {room} does not exist")));
                    }
                    let from = [x0, y0, z0];
                    let sight = w.los(RoomId(room as u32), from, [x1, y1, z1]);
                    let item = types.as_ref().and_then(|t| {
                        w.first_crossing(&sight, from, |e| {
                            t.raw_get::<Option<Value>>(e.type_id)
                                .ok()
                                .flatten()
                                .is_some_and(|v| v.as_boolean() != Some(false))
                        })
                    });
                    Ok((sight, item))
                })?;
                let [x, y, z] = sight.point;
                Ok((
                    sight.clear,
                    x,
                    y,
                    z,
                    sight.room.0,
                    super::handle_value(lua, item)?,
                ))
            },
        )?,
    )
}
