//! What creature and weapon scripts need beyond the plain entity fields:
//! the movement class the world keeps a creature in (`e:set_locomotion`),
//! joint turns and limb animations (`e:turn_joint`, `e:set_limb`), points on
//! meshes (`e:mesh_point`), and the `world.ray`, `world.box_at`,
//! `world.model_mesh`, and `world.anim_info` queries.

use mlua::{Lua, Table, Value};

use super::identity::stale;
use super::methods::Methods;
use super::{handle_value, with_world};
use crate::level::{AnimId, BoxId, MeshId, ModelId, RoomId};
use crate::world::creature::Locomotion;
use crate::world::nav::ZoneClass;
use crate::world::pose::{Attachment, LimbPose};
use crate::world::{EntityId, World};

/// The zone class a script names.
pub fn zone_class(name: &str) -> mlua::Result<ZoneClass> {
    match name {
        "fly" | "swim" => Ok(ZoneClass::Fly),
        "ground" | "walk" => Ok(ZoneClass::Ground(0)),
        "step" => Ok(ZoneClass::Ground(1)),
        "climb" => Ok(ZoneClass::Ground(2)),
        "jump" => Ok(ZoneClass::Ground(3)),
        "skeleton" => Ok(ZoneClass::Skeleton),
        other => Err(mlua::Error::runtime(format!(
            "unknown zone class {other:?} (ground, step, climb, jump, skeleton, fly, swim)"
        ))),
    }
}

fn model_of_type(w: &World, type_id: u16) -> mlua::Result<ModelId> {
    w.level()
        .model_by_type(type_id as u32)
        .map(|(id, _)| id)
        .ok_or_else(|| mlua::Error::runtime(format!("this level has no model of type {type_id}")))
}

/// Animation `anim` (counted from the model's first) of the model of
/// `type_id`.
fn model_anim(w: &World, type_id: u16, anim: u32) -> mlua::Result<AnimId> {
    let m = &w.level().models[model_of_type(w, type_id)?.index()];
    match m.first_animation {
        Some(first) if anim < m.animation_count => Ok(AnimId(first.0 + anim)),
        _ => Err(mlua::Error::runtime(format!(
            "model {type_id} has no animation {anim} (it has {})",
            m.animation_count
        ))),
    }
}

/// attach's arguments: slot, parent mesh, mesh id, offset, angles.
type AttachArgs = (
    u8,
    u16,
    u32,
    i16,
    i16,
    i16,
    Option<i32>,
    Option<i32>,
    Option<i32>,
);

fn int_field(t: &Table, key: &str, default: i32) -> mlua::Result<i32> {
    Ok(t.get::<Option<i32>>(key)?.unwrap_or(default))
}

/// Adds the creature methods to the entity handle.
pub(super) fn add_methods(methods: &mut Methods) {
    // set_locomotion{zone=, large=, step=, drop=, radius=, fly=, can_jump=,
    // can_monkey=}: the world keeps the creature inside the box graph of
    // that class after each move; its search takes jump and monkey
    // overlaps when the class may.
    methods.add_method("set_locomotion", |lua, h, t: Table| {
        let zone = zone_class(&t.get::<Option<String>>("zone")?.unwrap_or("ground".into()))?;
        let mut loco = Locomotion::walker(
            zone,
            int_field(&t, "step", 256)?,
            int_field(&t, "drop", 256)?,
            int_field(&t, "radius", 341)?,
        );
        loco.large = t.get::<Option<bool>>("large")?.unwrap_or(false);
        loco.fly = int_field(&t, "fly", 0)?.max(0);
        loco.can_jump = t.get::<Option<bool>>("can_jump")?.unwrap_or(false);
        loco.can_monkey = t.get::<Option<bool>>("can_monkey")?.unwrap_or(false);
        with_world(lua, |w| {
            let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
            if let Some(old) = e.locomotion {
                loco.target_y = old.target_y;
                loco.jumping = old.jumping;
                loco.monkeying = old.monkeying;
            }
            e.locomotion = Some(loco);
            Ok(())
        })
    });
    // set_leap(jumping, monkeying): in a jump its behaviour started (no box
    // rule holds it back, it lands on a floor at most a click under it) and
    // swinging along a monkey ceiling (its top held at the ceiling).
    methods.add_method("set_leap", |lua, h, (jumping, monkeying): (bool, bool)| {
        with_world(lua, |w| {
            let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
            if let Some(l) = e.locomotion.as_mut() {
                l.jumping = jumping;
                l.monkeying = monkeying;
            }
            Ok(())
        })
    });
    // way_ahead() → jump, monkey: whether the overlap to the next box of
    // its way is a jump over a gap and a swing along a monkey ceiling.
    methods.add_method("way_ahead", |lua, h, ()| {
        with_world(lua, |w| {
            w.entity(h.0).ok_or_else(|| stale(h.0))?;
            let way = w.way_ahead(h.0.index as usize);
            Ok((way.is_some_and(|o| o.jump), way.is_some_and(|o| o.monkey)))
        })
    });
    methods.add_method("clear_locomotion", |lua, h, ()| {
        with_world(lua, |w| {
            w.entity_mut(h.0).ok_or_else(|| stale(h.0))?.locomotion = None;
            Ok(())
        })
    });
    // steer_height(y | nil): the height a flyer or swimmer eases towards.
    methods.add_method("steer_height", |lua, h, y: Option<i32>| {
        with_world(lua, |w| {
            let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
            if let Some(l) = e.locomotion.as_mut() {
                l.target_y = y;
            }
            Ok(())
        })
    });
    // set_turn(angle, tilt): the turn its control made this tick and the
    // tilt it leant by, made again when a wall shifts it.
    methods.add_method("set_turn", |lua, h, (angle, tilt): (i32, i32)| {
        with_world(lua, |w| {
            let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
            if let Some(l) = e.locomotion.as_mut() {
                l.turn = angle as i16;
                l.tilt = tilt as i16;
            }
            Ok(())
        })
    });
    // move_outcome() → clamped, shifted, blocker (handle or nil).
    methods.add_method("move_outcome", |lua, h, ()| {
        let o = with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            Ok(e.locomotion.map(|l| l.outcome).unwrap_or_default())
        })?;
        Ok((o.clamped, o.shifted, handle_value(lua, o.blocked_by)?))
    });
    // touch_bits(other [, mask]) → bit i set when mesh i's collision
    // sphere meets one of `other`'s (bites and blows land on these), only
    // the bits `mask` keeps (so scripts need no bit operators, which
    // LuaJIT lacks).
    methods.add_method(
        "touch_bits",
        |lua, h, (other, mask): (Value, Option<i64>)| {
            let other = super::entity_of(&other)
                .ok_or_else(|| mlua::Error::runtime("touch_bits takes an entity"))?;
            with_world(lua, |w| {
                let a = w.entity(h.0).ok_or_else(|| stale(h.0))?;
                let b = w.entity(other).ok_or_else(|| stale(other))?;
                Ok(crate::world::spheres::touch_bits(w.level(), a, b) as i64 & mask.unwrap_or(-1))
            })
        },
    );
    // turn_joint(mesh, x, y, z): an extra turn on a mesh after its
    // animation (TR angle units; all zero removes it).
    methods.add_method(
        "turn_joint",
        |lua, h, (mesh, x, y, z): (u16, i32, i32, Option<i32>)| {
            with_world(lua, |w| {
                let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
                e.posture
                    .turn(mesh, [x as i16, y as i16, z.unwrap_or(0) as i16]);
                Ok(())
            })
        },
    );
    methods.add_method("clear_joints", |lua, h, ()| {
        with_world(lua, |w| {
            w.entity_mut(h.0)
                .ok_or_else(|| stale(h.0))?
                .posture
                .turns
                .clear();
            Ok(())
        })
    });
    // set_limb(first, count, type, frame, aim_x, aim_y): meshes
    // first..first+count take their rotations from frame `frame` (counted
    // in the model's frame numbering, across its animations) of the model
    // of `type`, the first of them turned by (aim_x, aim_y).
    methods.add_method(
        "set_limb",
        |lua, h, (first, count, type_id, frame, ax, ay): (u16, u16, u16, u16, Option<i32>, Option<i32>)| {
            with_world(lua, |w| {
                let m = &w.level().models[model_of_type(w, type_id)?.index()];
                let anims = m.first_animation.map_or(0..0, |a| {
                    a.index()..a.index() + m.animation_count as usize
                });
                let anim = anims
                    .clone()
                    .find(|&i| {
                        let a = &w.level().animations[i];
                        (a.frame_start..=a.frame_end).contains(&frame)
                    })
                    .ok_or_else(|| {
                        mlua::Error::runtime(format!("model {type_id} has no frame {frame}"))
                    })?;
                let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
                e.posture.set_limb(LimbPose {
                    first,
                    count,
                    anim: AnimId(anim as u32),
                    frame,
                    aim: [ax.unwrap_or(0) as i16, ay.unwrap_or(0) as i16, 0],
                });
                Ok(())
            })
        },
    );
    // attach(slot, parent_mesh, mesh_id, x, y, z, rx, ry, rz): draws a
    // level mesh fixed to one of the entity's meshes; detach(slot) removes it.
    methods.add_method(
        "attach",
        |lua, h, (slot, parent, mesh, x, y, z, rx, ry, rz): AttachArgs| {
            with_world(lua, |w| {
                if mesh as usize >= w.level().meshes.len() {
                    return Err(mlua::Error::runtime(format!("mesh {mesh} does not exist")));
                }
                let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
                let angle = |v: Option<i32>| v.unwrap_or(0) as i16;
                e.posture.attach(Attachment {
                    slot,
                    parent,
                    mesh: MeshId(mesh),
                    offset: [x, y, z],
                    angles: [angle(rx), angle(ry), angle(rz)],
                });
                Ok(())
            })
        },
    );
    methods.add_method("detach", |lua, h, slot: u8| {
        with_world(lua, |w| {
            w.entity_mut(h.0)
                .ok_or_else(|| stale(h.0))?
                .posture
                .detach(slot);
            Ok(())
        })
    });
    methods.add_method("clear_limb", |lua, h, first: u16| {
        with_world(lua, |w| {
            w.entity_mut(h.0)
                .ok_or_else(|| stale(h.0))?
                .posture
                .clear_limb(first);
            Ok(())
        })
    });
    // mesh_point(mesh, x, y, z) → world x, y, z of a point given in the
    // frame of one mesh as posed now (bite points, muzzles).
    methods.add_method(
        "mesh_point",
        |lua, h, (mesh, x, y, z): (usize, i32, i32, i32)| {
            with_world(lua, |w| {
                w.entity(h.0).ok_or_else(|| stale(h.0))?;
                let p = crate::world::spheres::mesh_point(w, h.0, Some(mesh), [x, y, z])
                    .map_err(mlua::Error::runtime)?;
                Ok((p[0], p[1], p[2]))
            })
        },
    );
}

/// Adds `world.ray`, `world.box_at`, `world.model_mesh`, `world.has_object`,
/// `world.anim_info`, the kill count, and `nav.box_count`, `nav.box_bounds`,
/// `nav.box_closed`.
pub fn install(lua: &Lua, world: &Table, nav: &Table) -> mlua::Result<()> {
    // ray(room, x0, y0, z0, x1, y1, z1 [, ignore]) → x, y, z, entity|nil,
    // wall, fraction, room, and the room and index of the static whose box
    // stopped it (nil, nil when none did).
    world.raw_set(
        "ray",
        lua.create_function(
            |lua,
             (room, x0, y0, z0, x1, y1, z1, ignore): (
                u32,
                i32,
                i32,
                i32,
                i32,
                i32,
                i32,
                Value,
            )| {
                let hit = with_world(lua, |w| {
                    if room as usize >= w.level().rooms.len() {
                        return Err(mlua::Error::runtime(format!("room {room} does not exist")));
                    }
                    Ok(w.ray(
                        RoomId(room),
                        [x0, y0, z0],
                        [x1, y1, z1],
                        super::entity_of(&ignore),
                    ))
                })?;
                Ok((
                    hit.point[0],
                    hit.point[1],
                    hit.point[2],
                    handle_value(lua, hit.entity)?,
                    hit.wall,
                    f64::from(hit.fraction) / f64::from(crate::world::ray::RAY_FRACTION_ONE),
                    hit.room.0,
                    hit.static_mesh.map(|(r, _)| r.0),
                    hit.static_mesh.map(|(_, i)| i),
                ))
            },
        )?,
    )?;
    world.raw_set(
        "box_at",
        lua.create_function(|lua, (room, x, y, z): (u32, i32, i32, i32)| {
            with_world(lua, |w| {
                if room as usize >= w.level().rooms.len() {
                    return Err(mlua::Error::runtime(format!("room {room} does not exist")));
                }
                Ok(w.box_at(RoomId(room), [x, y, z]).map(|b| b.0))
            })
        })?,
    )?;
    // model_mesh(type, index) → the level's mesh id of a model's mesh (for
    // e:mesh_swap), or nil when the level lacks the model.
    world.raw_set(
        "model_mesh",
        lua.create_function(|lua, (type_id, index): (u16, usize)| {
            with_world(lua, |w| {
                Ok(model_of_type(w, type_id).ok().and_then(|m| {
                    w.level().models[m.index()]
                        .meshes
                        .get(index)
                        .map(|mesh| mesh.0)
                }))
            })
        })?,
    )?;
    // model_link(type, index) → x, y, z: where a model's mesh sits from
    // its parent mesh in the model's skeleton (nil when the level lacks the
    // model or the mesh): hanging one model's mesh where another's would be.
    world.raw_set(
        "model_link",
        lua.create_function(|lua, (type_id, index): (u16, usize)| {
            with_world(lua, |w| {
                let offset = model_of_type(w, type_id)
                    .ok()
                    .and_then(|m| w.level().models[m.index()].offsets.get(index).copied());
                Ok(match offset {
                    Some([x, y, z]) => (Some(x), Some(y), Some(z)),
                    None => (None, None, None),
                })
            })
        })?,
    )?;
    // has_object(type) → true when the level can show an object of `type`
    // (a model or a sprite sequence): what a behaviour may spawn.
    world.raw_set(
        "has_object",
        lua.create_function(|lua, type_id: u32| {
            with_world(lua, |w| {
                Ok(w.level().models.iter().any(|m| m.type_id == type_id)
                    || w.level()
                        .sprite_sequences
                        .iter()
                        .any(|s| s.0 == type_id as i32))
            })
        })?,
    )?;
    // anim_info(type, anim) → frames, state id, next animation (counted
    // from the model's first) and first frame (its number in the level's
    // frame store: the originals' frame_base, which some routines test) of
    // a model's animation, or nil when the level lacks it.
    world.raw_set(
        "anim_info",
        lua.create_function(|lua, (type_id, anim): (u16, u32)| {
            with_world(lua, |w| {
                let first = model_anim(w, type_id, 0).map_or(0, |a| a.0);
                Ok(match model_anim(w, type_id, anim) {
                    Ok(a) => {
                        let a = &w.level().animations[a.index()];
                        (
                            Some(a.frame_end.saturating_sub(a.frame_start) + 1),
                            Some(a.state),
                            Some(a.next_animation.0 as i64 - first as i64),
                            Some(a.frame_start),
                        )
                    }
                    Err(_) => (None, None, None, None),
                })
            })
        })?,
    )?;
    // box_count() and box_bounds(b) → x_min, x_max, z_min, z_max, floor.
    nav.raw_set(
        "box_count",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.level().navigation.boxes.len())))?,
    )?;
    // box_closed(b, large) → true when a creature (large: stopped by
    // blockable boxes too) may not enter box b now.
    nav.raw_set(
        "box_closed",
        lua.create_function(|lua, (b, large): (usize, bool)| {
            with_world(lua, |w| {
                if b >= w.level().navigation.boxes.len() {
                    return Err(mlua::Error::runtime(format!("box {b} does not exist")));
                }
                Ok(w.box_closed(BoxId(b as u32), large))
            })
        })?,
    )?;
    nav.raw_set(
        "box_bounds",
        lua.create_function(|lua, b: usize| {
            with_world(lua, |w| {
                let x = w
                    .level()
                    .navigation
                    .boxes
                    .get(b)
                    .ok_or_else(|| mlua::Error::runtime(format!("box {b} does not exist")))?;
                Ok((x.x_min, x.x_max, x.z_min, x.z_max, x.floor))
            })
        })?,
    )?;
    // targets(x, y, z, range, out [, order]) → n: fills out[1..n] with the
    // running, living, targetable entities within `range` of (x, y, z) on
    // every axis and in all, in `order` (Order::parse); out[n + 1] is
    // cleared.
    world.raw_set(
        "targets",
        lua.create_function(
            |lua, (x, y, z, range, out, order): (i32, i32, i32, i32, Table, Option<String>)| {
                let order = Order::parse(order.as_deref())?;
                fill_within(lua, [x, y, z], range, &out, order, |e| {
                    e.targetable && e.runs() && e.health > 0 && !e.invisible
                })
            },
        )?,
    )?;
    // bodies(x, y, z, range, out) → n: the same for every collidable,
    // visible entity still in the world, alive or not, running or not (what
    // a moving body can run into).
    world.raw_set(
        "bodies",
        lua.create_function(|lua, (x, y, z, range, out): (i32, i32, i32, i32, Table)| {
            fill_within(lua, [x, y, z], range, &out, Order::Nearest, |e| {
                e.collidable && e.exists() && !e.invisible
            })
        })?,
    )?;
    // count_kill(): one more creature killed by the player; kills() reads it.
    world.raw_set(
        "count_kill",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.count_kill())))?,
    )?;
    world.raw_set(
        "kills",
        lua.create_function(|lua, ()| with_world(lua, |w| Ok(w.kills())))?,
    )?;
    Ok(())
}

/// The order `world.targets` lists what it finds in.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Order {
    /// "nearest" (the default): nearest first.
    Nearest,
    /// "newest": the newest running first, as the originals' active list
    /// holds its items (an activation goes to its head: TR1 and TR3 walk
    /// it for Lara's targets). One switched on this tick and not yet run
    /// counts as the newest.
    Newest,
    /// "oldest": the oldest running first, the order in which creatures
    /// took the originals' AI slots (TR2, TR4 and TR5 walk those).
    Oldest,
}

impl Order {
    fn parse(name: Option<&str>) -> mlua::Result<Order> {
        match name {
            None | Some("nearest") => Ok(Order::Nearest),
            Some("newest") => Ok(Order::Newest),
            Some("oldest") => Ok(Order::Oldest),
            Some(other) => Err(mlua::Error::runtime(format!(
                "targets: order {other:?} is none of \"nearest\", \"newest\", \"oldest\""
            ))),
        }
    }

    /// The sort key of entity `e` (the world's `index`th) at squared
    /// distance `d2`: smaller first.
    fn key(self, e: &crate::world::Entity, index: usize, d2: i64) -> (u64, i64) {
        // Not yet run since it was switched on: newer than every stamp, and
        // among such the later entity the newer, as the step will stamp them.
        let stamp = if e.run_stamp == 0 {
            u64::MAX << 16 | index as u64
        } else {
            e.run_stamp
        };
        match self {
            Order::Nearest => (0, d2),
            Order::Newest => (u64::MAX - stamp, 0),
            Order::Oldest => (stamp, 0),
        }
    }
}

/// Fills `out[1..n]` with the entities `keep` accepts within `range` of
/// `at` on every axis and in all, in `order` (ties: by id), clears
/// `out[n + 1]` and returns n (world.targets, world.bodies).
fn fill_within(
    lua: &Lua,
    at: [i32; 3],
    range: i32,
    out: &Table,
    order: Order,
    keep: impl Fn(&crate::world::Entity) -> bool,
) -> mlua::Result<usize> {
    let mut found: Vec<((u64, i64), EntityId)> = with_world(lua, |w| {
        let r = range as i64;
        Ok(w.entities()
            .iter()
            .enumerate()
            .filter(|(_, e)| keep(e))
            .filter_map(|(i, e)| {
                let d = [0, 1, 2].map(|k| (e.pos[k] - at[k]) as i64);
                let d2 = d.iter().map(|v| v * v).sum::<i64>();
                (d.iter().all(|v| v.abs() < r) && d2 < r * r).then_some((order.key(e, i, d2), e.id))
            })
            .collect())
    })?;
    found.sort();
    for (i, (_, id)) in found.iter().enumerate() {
        out.raw_set(i + 1, handle_value(lua, Some(*id))?)?;
    }
    out.raw_set(found.len() + 1, Value::Nil)?;
    Ok(found.len())
}
