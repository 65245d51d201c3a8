//! What an entity handle does: its fields read and write the world's
//! entity (`e.state` is the entity's own table and `e.params` its
//! behaviour's parameters) and its methods (`e:position()`, …). The handle
//! itself, a table, is made in [`super::handle`].

use mlua::{Lua, Value};

use super::fields::{self, Field, Given, Read};
use super::identity::stale;
use super::methods::Methods;
use super::{entity_of, signal, with_world, Signal};
use crate::level::{AnimId, MeshId};
use crate::world::animate::{change_state, set_anim};
use crate::world::{Entity, EntityId, LentSurface, Status};

/// Runs `f` on the entity behind `id`.
fn with_entity<R>(lua: &Lua, id: EntityId, f: impl FnOnce(&mut Entity) -> R) -> mlua::Result<R> {
    with_world(lua, |w| w.entity_mut(id).map(f).ok_or_else(|| stale(id)))
}

/// Reads world field `key` (a name of [`Field`]) of `id`; nil for a key
/// that names no world field.
pub(super) fn get_field(lua: &Lua, id: EntityId, key: &str) -> mlua::Result<Value> {
    let Some(field) = Field::from_name(key) else {
        return Ok(Value::Nil);
    };
    with_world(lua, |w| {
        let e = w.entity(id).ok_or_else(|| stale(id))?;
        Ok(match fields::read(w, e, field) {
            Read::Int(i) => Value::Integer(i),
            Read::Bool(b) => Value::Boolean(b),
            Read::Text(t) => Value::String(lua.create_string(t)?),
            Read::Nil => Value::Nil,
        })
    })
}

/// Writes field `key` of `id`; an error names a read-only or unknown field.
pub(super) fn set_field(lua: &Lua, id: EntityId, key: &str, v: Value) -> mlua::Result<()> {
    if key == "state" || key == "params" {
        return Err(mlua::Error::runtime(format!(
            "e.{key} is owned by the host; change its fields instead"
        )));
    }
    let Some(field) = Field::from_name(key) else {
        return Err(mlua::Error::runtime(format!(
            "e.{key} cannot be set (unknown or read-only field)"
        )));
    };
    let text;
    let given = match &v {
        Value::Integer(i) => Given::Int(*i),
        Value::Number(n) => Given::Float(*n),
        Value::Boolean(b) => Given::Bool(*b),
        Value::String(s) => {
            text = s.to_str()?.to_string();
            Given::Text(&text)
        }
        other => Given::Other(other.type_name()),
    };
    with_world(lua, |w| {
        fields::write(w, id, field, given).map_err(mlua::Error::runtime)
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
        *slot = match args.get(k).unwrap_or(&Value::Nil) {
            Value::Integer(i) => *i,
            Value::Number(n) if n.is_finite() => n.round() as i64,
            other => {
                return Err(mlua::Error::runtime(format!(
                    "a point is a handle or x, y, z numbers, not a {}",
                    other.type_name()
                )))
            }
        };
    }
    Ok(p)
}

/// Adds the methods every handle has (`e:exists()`, `e:position()`, …).
pub(super) fn add_methods(methods: &mut Methods) {
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
                    Some(t) => w
                        .level()
                        .models
                        .iter()
                        .find(|m| m.type_id == t)
                        .ok_or_else(|| {
                            mlua::Error::runtime(format!("this level has no model of type {t}"))
                        })?,
                    None => e
                        .model
                        .and_then(|m| w.level().models.get(m.index()))
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
                let start = w.level().animations[id.index()].frame_start;
                set_anim(w, h.0.index as usize, id, Some(start + frame.unwrap_or(0)));
                Ok(())
            })
        },
    );
    methods.add_method("mesh_swap", |lua, h, (mesh, with): (u16, Option<u32>)| {
        with_world(lua, |w| {
            let meshes = w.level().meshes.len();
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
    // animate_until(state) → plays the animation frame by frame towards
    // `state` within this tick (the originals' Lara_AnimateUntil); true
    // once it is in that state.
    methods.add_method("animate_until", |lua, h, state: u16| {
        with_world(lua, |w| {
            if w.entity(h.0).is_none() {
                return Err(stale(h.0));
            }
            Ok(w.animate_until(h.0, state))
        })
    });
    // animate_frame() → plays one more frame of the animation within this
    // tick, movement and commands too (a routine's own Lara_Animate).
    methods.add_method("animate_frame", |lua, h, ()| {
        with_world(lua, |w| {
            if !w.animate_frame(h.0) {
                return Err(stale(h.0));
            }
            Ok(())
        })
    });
    // has_change(state) → true when the current animation can change to
    // `state` (it has a state change to it at some frame).
    methods.add_method("has_change", |lua, h, state: u16| {
        with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            let level = w.level();
            Ok(level.animations.get(e.anim.index()).is_some_and(|a| {
                a.state_changes
                    .clone()
                    .filter_map(|k| level.state_changes.get(k as usize))
                    .any(|sc| sc.state == state)
            }))
        })
    });
    // take_change() → tries the state change to the goal state from the
    // current frame at once, as the animation step does (a routine that
    // animates its entity itself: TRX tr1 Lara_TestVault's Lara_Animate);
    // true when the animation changed.
    methods.add_method("take_change", |lua, h, ()| {
        with_world(lua, |w| {
            w.entity(h.0).ok_or_else(|| stale(h.0))?;
            Ok(change_state(w, h.0.index as usize))
        })
    });
    // bounds() → min x, max x, min y, max y, min z, max z of the current
    // frame's bounding box, in the entity's frame.
    methods.add_method("bounds", |lua, h, ()| {
        with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            let b = match e.model {
                Some(_) => crate::world::spheres::bounds_accurate(w.level(), e.anim, e.frame),
                None => [0; 6],
            };
            Ok((b[0], b[1], b[2], b[3], b[4], b[5]))
        })
    });
    methods.add_method("kill", |lua, h, ()| with_world(lua, |w| Ok(w.remove(h.0))));
}
