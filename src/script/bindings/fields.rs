//! The world fields of an entity handle (`e.x`, `e.goal_state`, …): what
//! each reads from the world's entity and what a write does to it. Both
//! the general accessors (any Lua value, errors with a message) and the
//! fast accessors of `access.rs` (plain numbers and booleans, no mlua
//! callback) go through [`read`] and [`write`] here, so they cannot
//! disagree.

use crate::level::RoomId;
use crate::world::{Entity, EntityId, Motion, Status, WaterState, World};

/// A world field; its code in Lua is its position in [`Field::ALL`] plus
/// one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    X,
    Y,
    Z,
    Pitch,
    Yaw,
    Roll,
    Room,
    Type,
    Model,
    Anim,
    AnimId,
    AnimCount,
    Frame,
    StateId,
    AnimState,
    GoalState,
    Speed,
    FallSpeed,
    JumpFallSpeed,
    Gravity,
    Health,
    Air,
    Timer,
    Ocb,
    Mask,
    Active,
    Status,
    Visible,
    Alpha,
    Collidable,
    OneShot,
    ClearBody,
    Heavy,
    Awake,
    Paused,
    MeshBits,
    Driven,
    Triggered,
    MoveOffset,
    Stride,
    AutoLand,
    Solid,
    Targetable,
    Motion,
    Water,
}

/// Every field with its name in Lua, in code order.
const NAMED: [(Field, &str); 45] = [
    (Field::X, "x"),
    (Field::Y, "y"),
    (Field::Z, "z"),
    (Field::Pitch, "pitch"),
    (Field::Yaw, "yaw"),
    (Field::Roll, "roll"),
    (Field::Room, "room"),
    (Field::Type, "type"),
    (Field::Model, "model"),
    (Field::Anim, "anim"),
    (Field::AnimId, "anim_id"),
    (Field::AnimCount, "anim_count"),
    (Field::Frame, "frame"),
    (Field::StateId, "state_id"),
    (Field::AnimState, "anim_state"),
    (Field::GoalState, "goal_state"),
    (Field::Speed, "speed"),
    (Field::FallSpeed, "fall_speed"),
    (Field::JumpFallSpeed, "jump_fall_speed"),
    (Field::Gravity, "gravity"),
    (Field::Health, "health"),
    (Field::Air, "air"),
    (Field::Timer, "timer"),
    (Field::Ocb, "ocb"),
    (Field::Mask, "mask"),
    (Field::Active, "active"),
    (Field::Status, "status"),
    (Field::Visible, "visible"),
    (Field::Alpha, "alpha"),
    (Field::Collidable, "collidable"),
    (Field::OneShot, "one_shot"),
    (Field::ClearBody, "clear_body"),
    (Field::Heavy, "heavy"),
    (Field::Awake, "awake"),
    (Field::Paused, "paused"),
    (Field::MeshBits, "mesh_bits"),
    (Field::Driven, "driven"),
    (Field::Triggered, "triggered"),
    (Field::MoveOffset, "move_offset"),
    (Field::Stride, "stride"),
    (Field::AutoLand, "auto_land"),
    (Field::Solid, "solid"),
    (Field::Targetable, "targetable"),
    (Field::Motion, "motion"),
    (Field::Water, "water"),
];

/// The largest `e.stride`: four times the animation's speed.
const MAX_STRIDE: u16 = 400;

impl Field {
    /// Every field, in code order.
    pub fn all() -> impl Iterator<Item = Field> {
        NAMED.iter().map(|&(f, _)| f)
    }

    /// The field's name in Lua.
    pub fn name(self) -> &'static str {
        NAMED[self as usize].1
    }

    /// The code scripts pass for the field (1-based).
    pub fn code(self) -> i64 {
        self as i64 + 1
    }

    /// The field of a code, if any.
    pub fn from_code(code: i64) -> Option<Field> {
        usize::try_from(code - 1)
            .ok()
            .and_then(|i| NAMED.get(i))
            .map(|&(f, _)| f)
    }

    /// The field named `name`, if any.
    pub fn from_name(name: &str) -> Option<Field> {
        NAMED.iter().find(|(_, n)| *n == name).map(|&(f, _)| f)
    }
}

/// What a field reads as.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Read {
    Int(i64),
    Bool(bool),
    Text(&'static str),
    Nil,
}

/// What a script writes to a field.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Given<'a> {
    Int(i64),
    Float(f64),
    Bool(bool),
    Text(&'a str),
    /// Any other Lua value, by its type name.
    Other(&'static str),
}

impl Given<'_> {
    fn type_name(&self) -> &'static str {
        match self {
            Given::Int(_) | Given::Float(_) => "number",
            Given::Bool(_) => "boolean",
            Given::Text(_) => "string",
            Given::Other(t) => t,
        }
    }

    fn number(&self, field: Field) -> Result<i64, String> {
        match *self {
            Given::Int(i) => Ok(i),
            Given::Float(n) if n.is_finite() => Ok(n.round() as i64),
            _ => Err(wrong(field, "a number", self)),
        }
    }

    fn flag(&self, field: Field) -> Result<bool, String> {
        match *self {
            Given::Bool(b) => Ok(b),
            _ => Err(wrong(field, "a boolean", self)),
        }
    }

    fn text(&self, field: Field) -> Result<&str, String> {
        match *self {
            Given::Text(s) => Ok(s),
            _ => Err(wrong(field, "a string", self)),
        }
    }
}

fn wrong(field: Field, wanted: &str, given: &Given) -> String {
    format!(
        "e.{} takes {wanted}, not a {}",
        field.name(),
        given.type_name()
    )
}

fn status_name(s: Status) -> &'static str {
    match s {
        Status::Inactive => "inactive",
        Status::Active => "active",
        Status::Deactivated => "deactivated",
        Status::Removed => "removed",
    }
}

/// Reads `field` of entity `e` of world `w`.
pub fn read(w: &World, e: &Entity, field: Field) -> Read {
    let int = |v: i64| Read::Int(v);
    match field {
        Field::X => int(e.pos[0] as i64),
        Field::Y => int(e.pos[1] as i64),
        Field::Z => int(e.pos[2] as i64),
        Field::Pitch => int(e.rot[0] as i64),
        Field::Yaw => int(e.rot[1] as i64),
        Field::Roll => int(e.rot[2] as i64),
        Field::Room => int(e.room.0 as i64),
        Field::Type => int(e.type_id as i64),
        Field::Model => e.model.map_or(Read::Nil, |m| int(m.0 as i64)),
        Field::Anim => {
            let first = e
                .model
                .and_then(|m| w.level().models.get(m.index()))
                .and_then(|m| m.first_animation)
                .map_or(0, |a| a.0);
            int(e.anim.0 as i64 - first as i64)
        }
        Field::AnimId => int(e.anim.0 as i64),
        Field::AnimCount => int(e
            .model
            .and_then(|m| w.level().models.get(m.index()))
            .map_or(0, |m| m.animation_count as i64)),
        Field::Frame => {
            let start = w
                .level()
                .animations
                .get(e.anim.index())
                .map_or(0, |a| a.frame_start);
            int(e.frame as i64 - start as i64)
        }
        Field::StateId | Field::AnimState => int(e.state as i64),
        Field::GoalState => int(e.goal_state as i64),
        Field::Speed => int(e.speed as i64),
        Field::FallSpeed => int(e.fall_speed as i64),
        Field::JumpFallSpeed => int(e.jump_fall_speed as i64),
        Field::Gravity => Read::Bool(e.gravity),
        Field::Health => int(e.health as i64),
        Field::Air => int(e.air as i64),
        Field::Timer => int(e.timer as i64),
        Field::Ocb => int(e.ocb as i64),
        Field::Mask => int(e.mask as i64),
        Field::Active => Read::Bool(e.is_active()),
        Field::Status => Read::Text(status_name(e.status)),
        Field::Visible => Read::Bool(!e.invisible),
        Field::Alpha => int(e.alpha as i64),
        Field::Collidable => Read::Bool(e.collidable),
        Field::OneShot => Read::Bool(e.one_shot),
        Field::ClearBody => Read::Bool(e.clear_body),
        Field::Heavy => Read::Bool(e.heavy),
        Field::Awake => Read::Bool(e.awake),
        Field::Paused => Read::Bool(e.paused),
        Field::MeshBits => int(!e.posture.hidden as i64),
        Field::Driven => Read::Bool(e.driven),
        Field::Triggered => Read::Bool(e.triggered),
        Field::MoveOffset => int(e.move_offset as i64),
        Field::Stride => int(e.stride as i64),
        Field::AutoLand => Read::Bool(e.auto_land),
        Field::Solid => Read::Bool(e.solid),
        Field::Targetable => Read::Bool(e.targetable),
        Field::Motion => Read::Text(match e.motion {
            Motion::Ground => "ground",
            Motion::Swim => "swim",
        }),
        Field::Water => Read::Text(e.water.name()),
    }
}

/// Writes `v` to `field` of entity `id`; the error says what is wrong
/// (a gone entity, a read-only field, a value of the wrong kind or range).
pub fn write(w: &mut World, id: EntityId, field: Field, v: Given) -> Result<(), String> {
    let gone = || {
        format!(
            "entity {} (generation {}) no longer exists",
            id.index, id.generation
        )
    };
    if field == Field::Health {
        let n = v.number(field)?.clamp(i16::MIN as i64, i16::MAX as i64) as i16;
        w.entity(id).ok_or_else(gone)?;
        w.set_health(id, n);
        return Ok(());
    }
    let rooms = w.level().rooms.len();
    let e = w.entity_mut(id).ok_or_else(gone)?;
    let clamp16 = |n: i64| n.clamp(i16::MIN as i64, i16::MAX as i64) as i16;
    let clamp32 = |n: i64| n.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
    match field {
        Field::X => e.pos[0] = clamp32(v.number(field)?),
        Field::Y => e.pos[1] = clamp32(v.number(field)?),
        Field::Z => e.pos[2] = clamp32(v.number(field)?),
        Field::Pitch => e.rot[0] = v.number(field)? as u16,
        Field::Yaw => e.rot[1] = v.number(field)? as u16,
        Field::Roll => e.rot[2] = v.number(field)? as u16,
        Field::Room => {
            let r = v.number(field)?;
            if r < 0 || r as usize >= rooms {
                return Err(format!("room {r} does not exist"));
            }
            e.room = RoomId(r as u32)
        }
        Field::AnimState => e.state = v.number(field)? as u16,
        Field::GoalState => e.goal_state = v.number(field)? as u16,
        Field::Speed => e.speed = clamp32(v.number(field)?),
        Field::FallSpeed => e.fall_speed = clamp32(v.number(field)?),
        Field::JumpFallSpeed => e.jump_fall_speed = clamp32(v.number(field)?),
        Field::Gravity => e.gravity = v.flag(field)?,
        Field::Air => e.air = clamp16(v.number(field)?),
        Field::Timer => e.timer = clamp32(v.number(field)?),
        Field::Ocb => e.ocb = clamp16(v.number(field)?),
        Field::Mask => e.mask = (v.number(field)? & 0x1F) as u8,
        Field::Visible => e.invisible = !v.flag(field)?,
        Field::Alpha => e.alpha = v.number(field)?.clamp(0, 255) as u8,
        Field::Collidable => e.collidable = v.flag(field)?,
        Field::OneShot => e.one_shot = v.flag(field)?,
        Field::Heavy => e.heavy = v.flag(field)?,
        Field::Awake => e.awake = v.flag(field)?,
        Field::Paused => e.paused = v.flag(field)?,
        Field::MeshBits => e.posture.hidden = !(v.number(field)? as u32),
        Field::Driven => e.driven = v.flag(field)?,
        Field::Triggered => e.triggered = v.flag(field)?,
        Field::MoveOffset => e.move_offset = v.number(field)? as u16,
        Field::Stride => {
            let percent = v.number(field)?;
            e.stride = u16::try_from(percent)
                .ok()
                .filter(|p| *p <= MAX_STRIDE)
                .ok_or_else(|| {
                    format!("e.stride is a percent from 0 to {MAX_STRIDE}, not {percent}")
                })?;
        }
        Field::AutoLand => e.auto_land = v.flag(field)?,
        Field::Solid => e.solid = v.flag(field)?,
        Field::Targetable => e.targetable = v.flag(field)?,
        Field::Motion => {
            e.motion = match v.text(field)? {
                "ground" => Motion::Ground,
                "swim" => Motion::Swim,
                other => return Err(format!("e.motion is \"ground\" or \"swim\", not {other:?}")),
            }
        }
        Field::Water => {
            let name = v.text(field)?;
            e.water = WaterState::NAMES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|&(_, w)| w)
                .ok_or_else(|| {
                    format!(
                        "e.water is \"land\", \"wade\", \"surface\" or \"underwater\", not {name:?}"
                    )
                })?;
        }
        Field::Type
        | Field::Model
        | Field::Anim
        | Field::AnimId
        | Field::AnimCount
        | Field::Frame
        | Field::StateId
        | Field::Active
        | Field::Status
        | Field::ClearBody
        | Field::Health => {
            return Err(format!(
                "e.{} cannot be set (unknown or read-only field)",
                field.name()
            ))
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_round_trip_in_order() {
        for (i, f) in Field::all().enumerate() {
            assert_eq!(f as usize, i, "{f:?} is out of order in NAMED");
            assert_eq!(Field::from_code(f.code()), Some(f));
            assert_eq!(Field::from_name(f.name()), Some(f));
        }
        assert_eq!(Field::from_code(0), None);
        assert_eq!(Field::from_code(NAMED.len() as i64 + 1), None);
        assert_eq!(Field::from_name("state"), None);
    }
}
