//! `world.camera_request(view)`, `world.camera_release()` and
//! `world.camera_requested()`: a script asks for a view of its own (first
//! person from a point of an entity, or a fixed eye in the world looking at
//! a point) and gives it back. The view is kept in the world's camera state
//! ([`crate::world::camera::CameraRequest`]), so saves and replays hold it;
//! the frontend shows it. `world.letterbox(height)` and `world.fade(to,
//! from)` set the letterbox bars and the screen fade a scene shows, and
//! `world.game_view()` says where the game camera stands. A bad table is a
//! Lua error naming the field, never a panic.

use mlua::{Lua, Table, Value};

use super::particles::{boolean, colour, integer, number, show, triple};
use super::{entity_of, handle_value, with_world};
use crate::world::camera::{
    chase_estimate, vertical_fov, CameraRequest, Sight, SightMask, REQUEST_FOV,
};
use crate::world::{EntityId, World};

/// The fields a request may have (anything else is refused).
pub const FIELDS: [&str; 12] = [
    "mode", "entity", "mesh", "offset", "yaw", "pitch", "fov", "lens", "hide", "sight", "eye",
    "target",
];

/// The fields of a request's `sight`.
pub const SIGHT_FIELDS: [&str; 3] = ["mask", "crosshair", "dot"];

/// The view modes a request may name: the eye on the entity, or a fixed
/// eye in the world (`eye`, looking at `target`).
pub const MODES: [&str; 2] = ["first_person", "fixed"];

/// The farthest a fixed eye or its target may lie from the origin on any
/// axis (world units).
const WORLD_REACH: i64 = 1 << 24;

/// The field of view of a request that names none (degrees).
pub const DEFAULT_FOV: f32 = 80.0;

/// One turn in TR angle units: yaw and pitch are taken modulo it.
const TURN: i64 = 65536;

/// Adds the camera and screen functions to the `world` table.
pub fn install(lua: &Lua, world: &Table) -> mlua::Result<()> {
    install_screen(lua, world)?;
    world.raw_set(
        "camera_request",
        lua.create_function(|lua, view: Value| {
            let Value::Table(view) = view else {
                return Err(mlua::Error::runtime(format!(
                    "world.camera_request: the view must be a table, got {}",
                    show(&view)
                )));
            };
            with_world(lua, |w| {
                let request = parse(w, &view)
                    .map_err(|e| mlua::Error::runtime(format!("world.camera_request: {e}")))?;
                w.set_camera_request(Some(request));
                Ok(())
            })
        })?,
    )?;
    world.raw_set(
        "camera_release",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                w.set_camera_request(None);
                Ok(())
            })
        })?,
    )?;
    world.raw_set(
        "camera_requested",
        lua.create_function(|lua, ()| {
            let request = with_world(lua, |w| Ok(w.camera().request))?;
            request.map(|r| describe(lua, &r)).transpose()
        })?,
    )
}

/// The request as a table of the fields `camera_request` takes.
fn describe(lua: &Lua, r: &CameraRequest) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.raw_set("mode", MODES[usize::from(r.fixed_eye.is_some())])?;
    t.raw_set("eye", r.fixed_eye.map(|e| e.to_vec()))?;
    t.raw_set("entity", handle_value(lua, Some(r.entity))?)?;
    t.raw_set("mesh", r.mesh)?;
    t.raw_set("offset", r.offset.to_vec())?;
    t.raw_set("yaw", r.yaw)?;
    t.raw_set("pitch", r.pitch)?;
    t.raw_set("fov", r.fov)?;
    t.raw_set("hide", r.hide_entity)?;
    let sight = lua.create_table()?;
    let mask = SightMask::NAMES
        .iter()
        .find(|(_, m)| *m == r.sight.mask)
        .map_or("none", |(n, _)| n);
    sight.raw_set("mask", mask)?;
    sight.raw_set("crosshair", r.sight.crosshair.map(|c| c.to_vec()))?;
    sight.raw_set("dot", r.sight.dot.map(|c| c.to_vec()))?;
    t.raw_set("sight", sight)?;
    Ok(t)
}

/// The name of a table key (messages name a non-string key by its value).
fn key_name(k: &Value) -> Result<String, String> {
    match k {
        Value::String(s) => Ok(s.to_string_lossy().to_string()),
        other => Err(format!("field {} is not a name", show(other))),
    }
}

/// An entity that exists, with its number of meshes (0 without a model).
fn viewer(w: &World, v: &Value) -> Result<(EntityId, usize), String> {
    let id = entity_of(v)
        .ok_or_else(|| format!("field 'entity' must be an entity handle, got {}", show(v)))?;
    let e = w
        .entity(id)
        .ok_or_else(|| format!("entity {} no longer exists", id.index))?;
    let meshes = e
        .model
        .and_then(|m| w.level().models.get(m.index()))
        .map_or(0, |m| m.meshes.len());
    Ok((id, meshes))
}

/// The farthest an eye may sit from its mesh (world units).
const OFFSET_REACH: i64 = 65536;

fn sight(v: &Value) -> Result<Sight, String> {
    let Value::Table(t) = v else {
        return Err(format!(
            "field 'sight' must be a table {{mask, crosshair, dot}}, got {}",
            show(v)
        ));
    };
    let mut out = Sight::default();
    for pair in t.clone().pairs::<Value, Value>() {
        let (k, v) = pair.map_err(|e| e.to_string())?;
        let key = key_name(&k)?;
        match key.as_str() {
            "mask" => {
                let name = match &v {
                    Value::String(s) => s.to_string_lossy().to_string(),
                    other => show(other),
                };
                out.mask = SightMask::NAMES
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, m)| *m)
                    .ok_or_else(|| {
                        let names: Vec<&str> = SightMask::NAMES.iter().map(|(n, _)| *n).collect();
                        format!(
                            "field 'sight.mask' must be one of {}, got {name}",
                            names.join(", ")
                        )
                    })?;
            }
            "crosshair" => out.crosshair = Some(colour("sight.crosshair", &v)?),
            "dot" => out.dot = Some(colour("sight.dot", &v)?),
            _ => {
                return Err(format!(
                    "field 'sight.{key}' is unknown (sight has {})",
                    SIGHT_FIELDS.join(", ")
                ))
            }
        }
    }
    Ok(out)
}

/// Checks and converts a request table against the world it is made in.
pub fn parse(w: &World, view: &Table) -> Result<CameraRequest, String> {
    let entity: Value = view.raw_get("entity").map_err(|e| e.to_string())?;
    let (entity, meshes) = viewer(w, &entity)?;
    let heading = w.entity(entity).map_or(0, |e| e.rot[1] as i32);
    let mut out = CameraRequest {
        entity,
        mesh: None,
        offset: [0; 3],
        yaw: heading,
        pitch: 0,
        fov: DEFAULT_FOV,
        hide_entity: true,
        sight: Sight::default(),
        fixed_eye: None,
    };
    let fixed = match view.raw_get::<Value>("mode").map_err(|e| e.to_string())? {
        Value::Nil => false,
        Value::String(s) if MODES.contains(&&*s.to_string_lossy()) => {
            &*s.to_string_lossy() == "fixed"
        }
        other => {
            return Err(format!(
                "field 'mode' must be one of {}, got {}",
                MODES.join(", "),
                show(&other)
            ))
        }
    };
    let mut target = None;
    if fixed {
        out.hide_entity = false;
        let point = |name: &str| -> Result<[i32; 3], String> {
            let v: Value = view.raw_get(name).map_err(|e| e.to_string())?;
            if v.is_nil() {
                return Err(format!("mode 'fixed' needs field '{name}'"));
            }
            Ok(triple(name, &v, "x, y, z", -WORLD_REACH, WORLD_REACH)?.map(|c| c as i32))
        };
        out.fixed_eye = Some(point("eye")?);
        target = Some(point("target")?);
    }
    for pair in view.clone().pairs::<Value, Value>() {
        let (k, v) = pair.map_err(|e| e.to_string())?;
        let key = key_name(&k)?;
        match key.as_str() {
            "entity" | "mode" => {}
            "eye" | "target" if fixed => {}
            "eye" | "target" => {
                return Err(format!("field '{key}' belongs to mode 'fixed'"));
            }
            "mesh" => {
                if meshes == 0 {
                    return Err("field 'mesh': the entity has no model".into());
                }
                out.mesh = Some(integer("mesh", &v, 0, meshes as i64 - 1)? as u16);
            }
            "offset" => {
                out.offset =
                    triple("offset", &v, "x, y, z", -OFFSET_REACH, OFFSET_REACH)?.map(|c| c as i32)
            }
            "yaw" => {
                let yaw = number("yaw", &v, -TURN as f64, TURN as f64)?.round() as i64;
                out.yaw = yaw.rem_euclid(TURN) as i32;
            }
            "pitch" => {
                let quarter = (TURN / 4) as f64;
                out.pitch = number("pitch", &v, -quarter, quarter)?.round() as i32;
            }
            "fov" => {
                out.fov = number(
                    "fov",
                    &v,
                    *REQUEST_FOV.start() as f64,
                    *REQUEST_FOV.end() as f64,
                )?
            }
            "lens" => {
                if view.raw_get::<Value>("fov").is_ok_and(|f| !f.is_nil()) {
                    return Err("fields 'fov' and 'lens' both give the lens: give one".into());
                }
                let lens = integer("lens", &v, 1, TURN / 2 - 1)?;
                out.fov = vertical_fov(lens as i32).clamp(*REQUEST_FOV.start(), *REQUEST_FOV.end());
            }
            "hide" => out.hide_entity = boolean("hide", &v)?,
            "sight" => out.sight = sight(&v)?,
            _ => {
                return Err(format!(
                    "field '{key}' is unknown (the fields are {})",
                    FIELDS.join(", ")
                ))
            }
        }
    }
    if let (Some(eye), Some(target)) = (out.fixed_eye, target) {
        (out.yaw, out.pitch) = look(eye, target);
    }
    Ok(out)
}

/// Heading and pitch (TR units, the pitch positive looking down) from
/// `eye` to `target`; straight ahead (north, level) when they coincide.
fn look(eye: [i32; 3], target: [i32; 3]) -> (i32, i32) {
    let [dx, dy, dz] = [0, 1, 2].map(|i| f64::from(target[i]) - f64::from(eye[i]));
    let unit = TURN as f64 / std::f64::consts::TAU;
    let yaw = (dx.atan2(dz) * unit).round() as i64;
    let pitch = (dy.atan2(dx.hypot(dz)) * unit).round() as i32;
    (yaw.rem_euclid(TURN) as i32, pitch)
}

/// `world.letterbox(height)`: the letterbox bars grow or shrink to `height`
/// 256ths of the screen's height each, a step a tick (a scene that takes
/// the player's control: TOMB4 `SetFadeClip`). `world.fade(to, from)`: the
/// screen darkens or clears to `to` (0 clear … 255 black) at the fade's
/// speed a tick, starting from `from` when given (255 at once: a cut to
/// black). `world.fade()` answers how dark it is and where it goes.
/// `world.game_view()`: where the game camera stands and looks (x, y, z,
/// then the target's x, y, z), as the frontend last reported it or, with
/// none, the chase camera's first place behind the player.
fn install_screen(lua: &Lua, world: &Table) -> mlua::Result<()> {
    world.raw_set(
        "letterbox",
        lua.create_function(|lua, height: Value| {
            let height = integer("height", &height, 0, 127)
                .map_err(|e| mlua::Error::runtime(format!("world.letterbox: {e}")))?
                as u8;
            with_world(lua, |w| {
                w.camera_mut().bars_goal = height;
                Ok(())
            })
        })?,
    )?;
    world.raw_set(
        "fade",
        lua.create_function(|lua, (to, from): (Value, Value)| {
            let level = |name: &str, v: &Value| {
                integer(name, v, 0, 255)
                    .map(|n| n as u8)
                    .map_err(|e| mlua::Error::runtime(format!("world.fade: {e}")))
            };
            let to = (!to.is_nil()).then(|| level("to", &to)).transpose()?;
            let from = (!from.is_nil()).then(|| level("from", &from)).transpose()?;
            with_world(lua, |w| {
                let c = w.camera_mut();
                if let Some(to) = to {
                    c.fade_goal = to;
                }
                if let Some(from) = from {
                    c.fade = from;
                }
                Ok((c.fade, c.fade_goal))
            })
        })?,
    )?;
    world.raw_set(
        "game_view",
        lua.create_function(|lua, ()| {
            with_world(lua, |w| {
                let view = w.camera().game_view.or_else(|| {
                    let lara = w.lara().and_then(|id| w.entity(id))?;
                    Some(chase_estimate(lara.pos, i32::from(lara.rot[1])))
                });
                Ok(view.map(|v| [v.pos, v.target].concat()))
            })
        })?,
    )
}

#[cfg(test)]
mod tests {
    use super::look;

    #[test]
    fn a_fixed_eye_looks_along_the_line_to_its_target() {
        // North (+z) is heading 0, east (+x) a quarter turn; y grows down,
        // so a target below the eye pitches the view down (positive).
        assert_eq!(look([0, 0, 0], [0, 0, 1000]), (0, 0));
        assert_eq!(look([0, 0, 0], [1000, 0, 0]), (16384, 0));
        assert_eq!(look([0, 0, 0], [-1000, 0, 0]), (49152, 0));
        assert_eq!(look([0, 0, 0], [0, 1000, 1000]), (0, 8192));
        assert_eq!(look([5, 5, 5], [5, 5, 5]), (0, 0));
    }
}
