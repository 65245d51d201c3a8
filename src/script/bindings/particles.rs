//! `world.define_particle(id, def)`: a particle effect handed over as a Lua
//! table, checked field by field and kept as plain data
//! ([`crate::world::effects::ParticleDef`]) in the host's [`Shared`] table.
//! The host publishes the table into the world after a load or reload;
//! the renderer draws from it. A bad definition is a Lua error naming the
//! effect and the field, never a panic.

use mlua::{Lua, Table, Value};

use super::Shared;
use crate::world::effects::{Blend, LightDef, ParticleDef, SpriteRef, MAX_EFFECTS};

/// The fields a definition may have (anything else is refused, so a typo
/// does not pass unnoticed).
pub const FIELDS: [&str; 18] = [
    "name", "sprite", "life", "speed", "spread", "jitter", "gravity", "drag", "size", "growth",
    "fade", "animate", "flat", "blend", "colour", "splash", "light", "color",
];

/// Adds `define_particle` to the `world` table.
pub fn install(lua: &Lua, world: &Table) -> mlua::Result<()> {
    world.raw_set(
        "define_particle",
        lua.create_function(|lua, (id, def): (Value, Value)| {
            let id = match id {
                Value::Integer(i) if (1..=MAX_EFFECTS as i64).contains(&i) => i as u16,
                other => {
                    return Err(mlua::Error::runtime(format!(
                        "world.define_particle: the effect id must be an integer 1..={MAX_EFFECTS}, got {}",
                        show(&other)
                    )))
                }
            };
            let Value::Table(def) = def else {
                return Err(mlua::Error::runtime(format!(
                    "world.define_particle({id}): the definition must be a table, got {}",
                    show(&def)
                )));
            };
            let parsed = parse(&def).map_err(|e| {
                let name: Option<String> = def.raw_get("name").ok();
                let name = name.map_or(String::new(), |n| format!(" {n}"));
                mlua::Error::runtime(format!("world.define_particle({id}{name}): {e}"))
            })?;
            let shared = lua
                .app_data_ref::<Shared>()
                .ok_or_else(|| mlua::Error::runtime("script host not installed"))?;
            shared
                .effects
                .borrow_mut()
                .define(id, parsed)
                .map_err(mlua::Error::runtime)?;
            shared.effects_changed.set(true);
            Ok(())
        })?,
    )
}

/// A short description of a Lua value for messages.
pub(super) fn show(v: &Value) -> String {
    match v {
        Value::Nil => "nil".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => format!("\"{}\"", s.to_string_lossy()),
        other => other.type_name().to_string(),
    }
}

/// A number in `lo..=hi`.
pub(super) fn number(field: &str, v: &Value, lo: f64, hi: f64) -> Result<f32, String> {
    let n = match v {
        Value::Integer(i) => *i as f64,
        Value::Number(n) => *n,
        other => {
            return Err(format!(
                "field '{field}' must be a number, got {}",
                show(other)
            ))
        }
    };
    if !n.is_finite() || n < lo || n > hi {
        return Err(format!("field '{field}' must be in {lo}..={hi}, got {n}"));
    }
    Ok(n as f32)
}

/// An integer in `lo..=hi`.
pub(super) fn integer(field: &str, v: &Value, lo: i64, hi: i64) -> Result<i64, String> {
    let i = match v {
        Value::Integer(i) => *i,
        Value::Number(n) if n.fract() == 0.0 && n.is_finite() => *n as i64,
        other => {
            return Err(format!(
                "field '{field}' must be an integer, got {}",
                show(other)
            ))
        }
    };
    if i < lo || i > hi {
        return Err(format!("field '{field}' must be in {lo}..={hi}, got {i}"));
    }
    Ok(i)
}

pub(super) fn boolean(field: &str, v: &Value) -> Result<bool, String> {
    match v {
        Value::Boolean(b) => Ok(*b),
        other => Err(format!(
            "field '{field}' must be true or false, got {}",
            show(other)
        )),
    }
}

/// `{r, g, b}` with each 0–255.
pub(super) fn colour(field: &str, v: &Value) -> Result<[u8; 3], String> {
    Ok(triple(field, v, "r, g, b", 0, 255)?.map(|c| c as u8))
}

/// Three integers `{a, b, c}` each in `lo..=hi`; `names` says what they
/// are in messages ("r, g, b").
pub(super) fn triple(
    field: &str,
    v: &Value,
    names: &str,
    lo: i64,
    hi: i64,
) -> Result<[i64; 3], String> {
    let Value::Table(t) = v else {
        return Err(format!(
            "field '{field}' must be a table {{{names}}}, got {}",
            show(v)
        ));
    };
    if t.raw_len() != 3 {
        return Err(format!(
            "field '{field}' must have exactly three entries {{{names}}}"
        ));
    }
    let mut out = [0; 3];
    for (k, o) in out.iter_mut().enumerate() {
        let c: Value = t.raw_get(k + 1).map_err(|e| e.to_string())?;
        *o = integer(&format!("{field}[{}]", k + 1), &c, lo, hi)?;
    }
    Ok(out)
}

/// One game's sprites: a sequence id, or `{sequence, first, count}`.
fn sprite_ref(field: &str, v: &Value) -> Result<SpriteRef, String> {
    match v {
        Value::Table(t) => {
            let get =
                |k: usize| -> Result<Value, String> { t.raw_get(k).map_err(|e| e.to_string()) };
            let sequence = integer(&format!("{field}[1]"), &get(1)?, 0, i32::MAX as i64)? as i32;
            let first = match get(2)? {
                Value::Nil => 0,
                f => integer(&format!("{field}[2]"), &f, 0, u16::MAX as i64)? as u16,
            };
            let count = match get(3)? {
                Value::Nil => Some(1).filter(|_| t.raw_len() >= 2),
                c => Some(integer(&format!("{field}[3]"), &c, 1, u16::MAX as i64)? as u16),
            };
            Ok(SpriteRef {
                sequence,
                first,
                count,
            })
        }
        other => Ok(SpriteRef {
            sequence: integer(field, other, 0, i32::MAX as i64)? as i32,
            first: 0,
            count: None,
        }),
    }
}

/// `{ tr1 = …, tr2 = …, … }`.
fn sprites(v: &Value) -> Result<[Option<SpriteRef>; 5], String> {
    let Value::Table(t) = v else {
        return Err(format!(
            "field 'sprite' must be a table keyed tr1 … tr5, got {}",
            show(v)
        ));
    };
    let mut out = [None; 5];
    for pair in t.clone().pairs::<Value, Value>() {
        let (k, v) = pair.map_err(|e| e.to_string())?;
        let key = match &k {
            Value::String(s) => s.to_string_lossy().to_string(),
            other => show(other),
        };
        let slot = ["tr1", "tr2", "tr3", "tr4", "tr5"]
            .iter()
            .position(|g| *g == key)
            .ok_or_else(|| format!("field 'sprite' has key {key}; the keys are tr1 … tr5"))?;
        out[slot] = Some(sprite_ref(&format!("sprite.{key}"), &v)?);
    }
    Ok(out)
}

fn light(v: &Value) -> Result<LightDef, String> {
    let Value::Table(t) = v else {
        return Err(format!(
            "field 'light' must be a table {{colour, radius, ticks}}, got {}",
            show(v)
        ));
    };
    let mut out = LightDef {
        colour: [255; 3],
        radius: 1024.0,
        ticks: 1,
    };
    for pair in t.clone().pairs::<Value, Value>() {
        let (k, v) = pair.map_err(|e| e.to_string())?;
        let key = match &k {
            Value::String(s) => s.to_string_lossy().to_string(),
            other => show(other),
        };
        match key.as_str() {
            "colour" | "color" => out.colour = colour("light.colour", &v)?,
            "radius" => out.radius = number("light.radius", &v, 1.0, 65536.0)?,
            "ticks" => out.ticks = integer("light.ticks", &v, 1, 3000)? as u16,
            _ => {
                return Err(format!(
                    "field 'light.{key}' is unknown (light has colour, radius, ticks)"
                ))
            }
        }
    }
    Ok(out)
}

/// Checks and converts one definition table.
pub fn parse(def: &Table) -> Result<ParticleDef, String> {
    let mut out = ParticleDef::named("");
    for pair in def.clone().pairs::<Value, Value>() {
        let (k, v) = pair.map_err(|e| e.to_string())?;
        let Value::String(key) = &k else {
            return Err(format!("field {} is not a name", show(&k)));
        };
        let key = key.to_string_lossy().to_string();
        match key.as_str() {
            "name" => match &v {
                Value::String(s) => out.name = s.to_string_lossy().to_string(),
                other => {
                    return Err(format!(
                        "field 'name' must be a string, got {}",
                        show(other)
                    ))
                }
            },
            "sprite" => out.sprites = sprites(&v)?,
            "life" => out.life = integer("life", &v, 1, 3000)? as u16,
            "speed" => out.speed = number("speed", &v, 0.0, 4096.0)?,
            "spread" => out.spread = number("spread", &v, 0.0, 1.0)?,
            "jitter" => out.jitter = number("jitter", &v, 0.0, 4096.0)?,
            "gravity" => out.gravity = number("gravity", &v, -256.0, 256.0)?,
            "drag" => out.drag = number("drag", &v, 0.0, 1.0)?,
            "size" => out.size = number("size", &v, 0.0, 8192.0)?,
            "growth" => out.growth = number("growth", &v, -1024.0, 1024.0)?,
            "fade" => out.fade = number("fade", &v, 0.0, 1.0)?,
            "animate" => out.animate = boolean("animate", &v)?,
            "flat" => out.flat = boolean("flat", &v)?,
            "blend" => {
                out.blend = match &v {
                    Value::String(s) if s.to_string_lossy() == "alpha" => Blend::Alpha,
                    Value::String(s) if s.to_string_lossy() == "additive" => Blend::Additive,
                    other => {
                        return Err(format!(
                            "field 'blend' must be \"alpha\" or \"additive\", got {}",
                            show(other)
                        ))
                    }
                }
            }
            "colour" | "color" => out.colour = Some(colour(&key, &v)?),
            "splash" => out.splash = integer("splash", &v, 0, 256)? as u16,
            "light" => out.light = Some(light(&v)?),
            _ => {
                return Err(format!(
                    "field '{key}' is unknown (the fields are {})",
                    FIELDS[..17].join(", ")
                ))
            }
        }
    }
    Ok(out)
}
