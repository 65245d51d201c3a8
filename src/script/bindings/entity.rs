//! The entity handle: a small copyable userdata holding a generational id.
//! Fields read and write the world's entity; `e.state` is the entity's own
//! table and `e.params` its behaviour's parameters.

use mlua::{Lua, MetaMethod, UserData, UserDataMethods, Value};

use super::{entity_of, signal, with_world, Signal};
use crate::level::{AnimId, MeshId, RoomId};
use crate::world::animate::set_anim;
use crate::world::{Entity, EntityId, LentSurface, Motion, Status, WaterState, World};

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

/// Runs `f` on the entity behind `id`.
fn with_entity<R>(lua: &Lua, id: EntityId, f: impl FnOnce(&mut Entity) -> R) -> mlua::Result<R> {
    with_world(lua, |w| w.entity_mut(id).map(f).ok_or_else(|| stale(id)))
}

fn status_name(s: Status) -> &'static str {
    match s {
        Status::Inactive => "inactive",
        Status::Active => "active",
        Status::Deactivated => "deactivated",
        Status::Removed => "removed",
    }
}

/// Reads world field `key` (one of [`super::access::WORLD_FIELDS`]) of `id`.
pub(super) fn get_field(lua: &Lua, id: EntityId, key: &str) -> mlua::Result<Value> {
    let int = |v: i64| Ok(Value::Integer(v));
    with_world(lua, |w| {
        let e = w.entity(id).ok_or_else(|| stale(id))?;
        match key {
            "x" => int(e.pos[0] as i64),
            "y" => int(e.pos[1] as i64),
            "z" => int(e.pos[2] as i64),
            "pitch" => int(e.rot[0] as i64),
            "yaw" => int(e.rot[1] as i64),
            "roll" => int(e.rot[2] as i64),
            "room" => int(e.room.0 as i64),
            "type" => int(e.type_id as i64),
            "model" => Ok(e.model.map_or(Value::Nil, |m| Value::Integer(m.0 as i64))),
            "anim" => {
                let first = first_anim(w, e).unwrap_or(0);
                int(e.anim.0 as i64 - first as i64)
            }
            "anim_id" => int(e.anim.0 as i64),
            "anim_count" => int(e
                .model
                .and_then(|m| w.level.models.get(m.index()))
                .map_or(0, |m| m.animation_count as i64)),
            "frame" => {
                let start = w
                    .level
                    .animations
                    .get(e.anim.index())
                    .map_or(0, |a| a.frame_start);
                int(e.frame as i64 - start as i64)
            }
            "state_id" | "anim_state" => int(e.state as i64),
            "goal_state" => int(e.goal_state as i64),
            "speed" => int(e.speed as i64),
            "fall_speed" => int(e.fall_speed as i64),
            "gravity" => Ok(Value::Boolean(e.gravity)),
            "health" => int(e.health as i64),
            "air" => int(e.air as i64),
            "timer" => int(e.timer as i64),
            "ocb" => int(e.ocb as i64),
            "mask" => int(e.mask as i64),
            "active" => Ok(Value::Boolean(e.is_active())),
            "status" => Ok(Value::String(lua.create_string(status_name(e.status))?)),
            "visible" => Ok(Value::Boolean(!e.invisible)),
            "alpha" => int(e.alpha as i64),
            "collidable" => Ok(Value::Boolean(e.collidable)),
            "one_shot" => Ok(Value::Boolean(e.one_shot)),
            "clear_body" => Ok(Value::Boolean(e.clear_body)),
            "heavy" => Ok(Value::Boolean(e.heavy)),
            "awake" => Ok(Value::Boolean(e.awake)),
            "paused" => Ok(Value::Boolean(e.paused)),
            "mesh_bits" => int(!e.posture.hidden as i64),
            "driven" => Ok(Value::Boolean(e.driven)),
            "triggered" => Ok(Value::Boolean(e.triggered)),
            "move_offset" => int(e.move_offset as i64),
            "stride" => int(e.stride as i64),
            "auto_land" => Ok(Value::Boolean(e.auto_land)),
            "solid" => Ok(Value::Boolean(e.solid)),
            "targetable" => Ok(Value::Boolean(e.targetable)),
            "motion" => Ok(Value::String(lua.create_string(match e.motion {
                Motion::Ground => "ground",
                Motion::Swim => "swim",
            })?)),
            "water" => Ok(Value::String(lua.create_string(e.water.name())?)),
            _ => Ok(Value::Nil),
        }
    })
}

/// The largest `e.stride`: four times the animation's speed.
const MAX_STRIDE: u16 = 400;

fn first_anim(w: &World, e: &Entity) -> Option<u32> {
    e.model
        .and_then(|m| w.level.models.get(m.index()))
        .and_then(|m| m.first_animation)
        .map(|a| a.0)
}

fn number(key: &str, v: &Value) -> mlua::Result<i64> {
    match v {
        Value::Integer(i) => Ok(*i),
        Value::Number(n) if n.is_finite() => Ok(n.round() as i64),
        other => Err(mlua::Error::runtime(format!(
            "e.{key} takes a number, not a {}",
            other.type_name()
        ))),
    }
}

fn flag(key: &str, v: &Value) -> mlua::Result<bool> {
    match v {
        Value::Boolean(b) => Ok(*b),
        other => Err(mlua::Error::runtime(format!(
            "e.{key} takes a boolean, not a {}",
            other.type_name()
        ))),
    }
}

fn text(key: &str, v: &Value) -> mlua::Result<String> {
    match v {
        Value::String(s) => Ok(s.to_str()?.to_string()),
        other => Err(mlua::Error::runtime(format!(
            "e.{key} takes a string, not a {}",
            other.type_name()
        ))),
    }
}

/// Writes field `key` of `id`; an error names a read-only or unknown field.
pub(super) fn set_field(lua: &Lua, id: EntityId, key: &str, v: Value) -> mlua::Result<()> {
    if key == "state" || key == "params" {
        return Err(mlua::Error::runtime(format!(
            "e.{key} is owned by the host; change its fields instead"
        )));
    }
    with_world(lua, |w| {
        if key == "health" {
            let n = number(key, &v)?.clamp(i16::MIN as i64, i16::MAX as i64) as i16;
            w.entity(id).ok_or_else(|| stale(id))?;
            w.set_health(id, n);
            return Ok(());
        }
        let rooms = w.level.rooms.len();
        let e = w.entity_mut(id).ok_or_else(|| stale(id))?;
        let clamp16 = |n: i64| n.clamp(i16::MIN as i64, i16::MAX as i64) as i16;
        let clamp32 = |n: i64| n.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
        match key {
            "x" => e.pos[0] = clamp32(number(key, &v)?),
            "y" => e.pos[1] = clamp32(number(key, &v)?),
            "z" => e.pos[2] = clamp32(number(key, &v)?),
            "pitch" => e.rot[0] = number(key, &v)? as u16,
            "yaw" => e.rot[1] = number(key, &v)? as u16,
            "roll" => e.rot[2] = number(key, &v)? as u16,
            "room" => {
                let r = number(key, &v)?;
                if r < 0 || r as usize >= rooms {
                    return Err(mlua::Error::runtime(format!("room {r} does not exist")));
                }
                e.room = RoomId(r as u32)
            }
            "goal_state" => e.goal_state = number(key, &v)? as u16,
            "speed" => e.speed = clamp32(number(key, &v)?),
            "fall_speed" => e.fall_speed = clamp32(number(key, &v)?),
            "gravity" => e.gravity = flag(key, &v)?,
            "air" => e.air = clamp16(number(key, &v)?),
            "timer" => e.timer = clamp32(number(key, &v)?),
            "ocb" => e.ocb = clamp16(number(key, &v)?),
            "mask" => e.mask = (number(key, &v)? & 0x1F) as u8,
            "visible" => e.invisible = !flag(key, &v)?,
            "alpha" => e.alpha = number(key, &v)?.clamp(0, 255) as u8,
            "collidable" => e.collidable = flag(key, &v)?,
            "one_shot" => e.one_shot = flag(key, &v)?,
            "heavy" => e.heavy = flag(key, &v)?,
            "awake" => e.awake = flag(key, &v)?,
            "paused" => e.paused = flag(key, &v)?,
            "mesh_bits" => e.posture.hidden = !(number(key, &v)? as u32),
            "driven" => e.driven = flag(key, &v)?,
            "triggered" => e.triggered = flag(key, &v)?,
            "move_offset" => e.move_offset = number(key, &v)? as u16,
            "stride" => {
                let percent = number(key, &v)?;
                e.stride = u16::try_from(percent)
                    .ok()
                    .filter(|p| *p <= MAX_STRIDE)
                    .ok_or_else(|| {
                        mlua::Error::runtime(format!(
                            "e.stride is a percent from 0 to {MAX_STRIDE}, not {percent}"
                        ))
                    })?;
            }
            "auto_land" => e.auto_land = flag(key, &v)?,
            "solid" => e.solid = flag(key, &v)?,
            "targetable" => e.targetable = flag(key, &v)?,
            "motion" => {
                e.motion = match text(key, &v)?.as_str() {
                    "ground" => Motion::Ground,
                    "swim" => Motion::Swim,
                    other => {
                        return Err(mlua::Error::runtime(format!(
                            "e.motion is \"ground\" or \"swim\", not {other:?}"
                        )))
                    }
                }
            }
            "water" => {
                let name = text(key, &v)?;
                e.water = WaterState::NAMES
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|&(_, w)| w)
                    .ok_or_else(|| {
                        mlua::Error::runtime(format!(
                            "e.water is \"land\", \"wade\", \"surface\" or \"underwater\", not {name:?}"
                        ))
                    })?;
            }
            other => {
                return Err(mlua::Error::runtime(format!(
                    "e.{other} cannot be set (unknown or read-only field)"
                )))
            }
        }
        Ok(())
    })
}

/// A point given as a handle or as x, y, z.
fn point(lua: &Lua, args: &[Value]) -> mlua::Result<[i64; 3]> {
    if let Some(id) = args.first().and_then(entity_of) {
        return with_world(lua, |w| {
            let e = w.entity(id).ok_or_else(|| stale(id))?;
            Ok(e.pos.map(|v| v as i64))
        });
    }
    let mut p = [0i64; 3];
    for (k, slot) in p.iter_mut().enumerate() {
        *slot = number("point", args.get(k).unwrap_or(&Value::Nil))?;
    }
    Ok(p)
}

impl UserData for Handle {
    // Field reads and writes (`__index`, `__newindex`) are Lua functions
    // that `access::install` puts in the metatable mlua makes from these
    // methods.
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_meta_method(MetaMethod::Eq, |_, h, other: Value| {
            Ok(entity_of(&other) == Some(h.0))
        });
        methods.add_meta_method(MetaMethod::ToString, |_, h, ()| {
            Ok(format!("entity {}#{}", h.0.index, h.0.generation))
        });
        methods.add_method("exists", |lua, h, ()| {
            with_world(lua, |w| Ok(w.entity(h.0).is_some()))
        });
        methods.add_method("position", |lua, h, ()| {
            with_entity(lua, h.0, |e| (e.pos[0], e.pos[1], e.pos[2]))
        });
        methods.add_method("set_position", |lua, h, (x, y, z): (i32, i32, i32)| {
            with_entity(lua, h.0, |e| e.pos = [x, y, z])
        });
        // set_anim(anim [, frame [, type]]): an animation of the entity's own
        // model, or of the model of `type` (a body that borrows another's
        // moves, as TR1's doppelgänger plays Lara's).
        methods.add_method(
            "set_anim",
            |lua, h, (anim, frame, of_type): (u32, Option<u16>, Option<u32>)| {
                with_world(lua, |w| {
                    let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
                    let model = match of_type {
                        Some(t) => {
                            w.level
                                .models
                                .iter()
                                .find(|m| m.type_id == t)
                                .ok_or_else(|| {
                                    mlua::Error::runtime(format!(
                                        "this level has no model of type {t}"
                                    ))
                                })?
                        }
                        None => e
                            .model
                            .and_then(|m| w.level.models.get(m.index()))
                            .ok_or_else(|| mlua::Error::runtime("this entity has no model"))?,
                    };
                    let first = model.first_animation.map_or(0, |a| a.0);
                    if anim >= model.animation_count {
                        return Err(mlua::Error::runtime(format!(
                            "animation {anim} is out of range (the model has {})",
                            model.animation_count
                        )));
                    }
                    let id = AnimId(first + anim);
                    let start = w.level.animations[id.index()].frame_start;
                    set_anim(w, h.0.index as usize, id, Some(start + frame.unwrap_or(0)));
                    Ok(())
                })
            },
        );
        methods.add_method("mesh_swap", |lua, h, (mesh, with): (u16, Option<u32>)| {
            with_world(lua, |w| {
                let meshes = w.level.meshes.len();
                let e = w.entity_mut(h.0).ok_or_else(|| stale(h.0))?;
                e.mesh_swaps.retain(|(m, _)| *m != mesh);
                if let Some(with) = with {
                    if with as usize >= meshes {
                        return Err(mlua::Error::runtime(format!("mesh {with} does not exist")));
                    }
                    e.mesh_swaps.push((mesh, MeshId(with)));
                }
                Ok(())
            })
        });
        // set_scale(x, y, z) draws it stretched along its own axes (4096 its
        // model's size); set_scale() draws it at its size again.
        methods.add_method(
            "set_scale",
            |lua, h, xyz: (Option<u32>, Option<u32>, Option<u32>)| {
                let max = crate::world::pose::MAX_SCALE;
                let scale = match xyz {
                    (None, None, None) => None,
                    (Some(x), Some(y), Some(z)) => Some([x, y, z].map(|v| v.min(max))),
                    _ => return Err(mlua::Error::runtime("set_scale takes x, y, z or nothing")),
                };
                with_entity(lua, h.0, |e| e.posture.scale = scale)
            },
        );
        // scale() → x, y, z of its drawn scale (4096 each when unscaled).
        methods.add_method("scale", |lua, h, ()| {
            with_world(lua, |w| {
                let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
                let full = crate::world::pose::FULL_SCALE;
                let [x, y, z] = e.posture.scale.unwrap_or([full; 3]);
                Ok((x, y, z))
            })
        });
        // mesh_of(mesh) → the level mesh id `mesh` is swapped with, or nil
        // while it shows its own model's mesh.
        methods.add_method("mesh_of", |lua, h, mesh: u16| {
            with_world(lua, |w| {
                let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
                Ok(e.mesh_swaps
                    .iter()
                    .find(|(m, _)| *m == mesh)
                    .map(|(_, id)| id.0))
            })
        });
        methods.add_method("distance_to", |lua, h, args: mlua::Variadic<Value>| {
            let target = point(lua, &args)?;
            let here = with_entity(lua, h.0, |e| e.pos)?;
            let d: f64 = (0..3)
                .map(|k| ((target[k] - here[k] as i64) as f64).powi(2))
                .sum();
            Ok(d.sqrt().round() as i64)
        });
        methods.add_method("angle_to", |lua, h, args: mlua::Variadic<Value>| {
            let target = point(lua, &args)?;
            let (here, yaw) = with_entity(lua, h.0, |e| (e.pos, e.rot[1]))?;
            let dx = (target[0] - here[0] as i64) as f64;
            let dz = (target[2] - here[2] as i64) as f64;
            let heading = (dx.atan2(dz) / std::f64::consts::TAU * 65536.0).round() as i64;
            // Relative angle in −32768..32767 (TR units).
            Ok(((heading - yaw as i64) as i16) as i64)
        });
        methods.add_method("activate", |lua, h, activator: Value| {
            signal(lua, Signal::Activate(h.0, entity_of(&activator)));
            Ok(())
        });
        methods.add_method("deactivate", |lua, h, activator: Value| {
            signal(lua, Signal::Deactivate(h.0, entity_of(&activator)));
            Ok(())
        });
        // Stops it for good, as a spent object or a dead body stops: no
        // hook is called and its status becomes "deactivated".
        methods.add_method("finish", |lua, h, ()| {
            with_entity(lua, h.0, |e| {
                if e.exists() {
                    e.status = Status::Deactivated;
                }
            })
        });
        methods.add_method("hit", |lua, h, (damage, source): (i32, Value)| {
            signal(
                lua,
                Signal::Hit {
                    target: h.0,
                    damage,
                    source: entity_of(&source),
                },
            );
            Ok(())
        });
        // vehicle_hit(vehicle, speed): `vehicle` ran into it; its
        // on_vehicle_hit hook runs after the calling hook.
        methods.add_method("vehicle_hit", |lua, h, (vehicle, speed): (Value, i32)| {
            let vehicle = entity_of(&vehicle)
                .ok_or_else(|| mlua::Error::runtime("vehicle_hit: the vehicle is not an entity"))?;
            signal(
                lua,
                Signal::VehicleHit {
                    target: h.0,
                    vehicle,
                    speed,
                },
            );
            Ok(())
        });
        // set_surface("floor" | "ceiling", x0, x1, z0, z1, offset [, tilt_x, tilt_z]):
        // the entity acts as floor or ceiling over its footprint (its own
        // frame), `offset` above (negative) or below its origin.
        methods.add_method(
            "set_surface",
            |lua,
             h,
             (kind, x0, x1, z0, z1, offset, tx, tz): (
                String,
                i32,
                i32,
                i32,
                i32,
                i32,
                Option<i32>,
                Option<i32>,
            )| {
                let ceiling = match kind.as_str() {
                    "floor" => false,
                    "ceiling" => true,
                    other => {
                        return Err(mlua::Error::runtime(format!(
                            "set_surface takes \"floor\" or \"ceiling\", not {other:?}"
                        )))
                    }
                };
                let surface = LentSurface {
                    ceiling,
                    footprint: [x0.min(x1), x0.max(x1), z0.min(z1), z0.max(z1)],
                    offset,
                    tilt: [tx.unwrap_or(0), tz.unwrap_or(0)],
                };
                with_world(lua, |w| {
                    w.entity(h.0).ok_or_else(|| stale(h.0))?;
                    w.lend_surface(h.0, Some(surface));
                    Ok(())
                })
            },
        );
        methods.add_method("clear_surface", |lua, h, ()| {
            with_world(lua, |w| {
                w.lend_surface(h.0, None);
                Ok(())
            })
        });
        // has_change(state) → true when the current animation can change to
        // `state` (it has a state change to it at some frame).
        methods.add_method("has_change", |lua, h, state: u16| {
            with_world(lua, |w| {
                let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
                let level = &w.level;
                Ok(level.animations.get(e.anim.index()).is_some_and(|a| {
                    a.state_changes
                        .clone()
                        .filter_map(|k| level.state_changes.get(k as usize))
                        .any(|sc| sc.state == state)
                }))
            })
        });
        // bounds() → min x, max x, min y, max y, min z, max z of the current
        // frame's bounding box, in the entity's frame.
        methods.add_method("bounds", |lua, h, ()| {
            with_world(lua, |w| {
                let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
                let b = match e.model {
                    Some(_) => crate::world::pose::bounding_box(&w.level, e.anim, e.frame),
                    None => [0; 6],
                };
                Ok((b[0], b[1], b[2], b[3], b[4], b[5]))
            })
        });
        methods.add_method("kill", |lua, h, ()| with_world(lua, |w| Ok(w.remove(h.0))));
        super::creature::add_methods(methods);
    }
}
