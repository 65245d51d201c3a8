//! Levels as data: the models the level carries (by name, from a
//! [`ModelSet`]), its rooms ([`super::room`]), and what is placed in them:
//! entities, triggers (whose actions name the entities and cameras they act
//! on), cameras and sinks, sound sources, static meshes, flyby points.
//! Positions are world units (`pos`) or a sector's centre (`sector = [x,
//! z]`) at `height` clicks.

use serde::Deserialize;

use super::model::ModelSet;
use super::room::RoomSpec;
use super::shape::{solids_mesh, BoxSpec, Solids, TubeSpec};
use super::table::{Field, Ref};
use super::{angle, parse_toml, ContentError};
use crate::builder::spec::{
    CameraDef, EntityDef, FlybyPointDef, LevelDef, SoundSourceDef, StaticDef, StaticMeshDef,
};
use crate::level::floordata::{FloorFunction, TriggerAction, TriggerKind, TriggerSetup};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LevelSpec {
    /// The level's name (scripts key level overrides by file name; this
    /// one is for people and errors).
    #[allow(dead_code)]
    #[serde(default)]
    name: String,
    #[serde(default)]
    models: Vec<String>,
    #[serde(default)]
    sprite_items: Vec<u32>,
    #[serde(default)]
    sounds: bool,
    #[serde(default)]
    static_mesh: Vec<StaticMeshSpec>,
    #[serde(default)]
    room: Vec<RoomSpec>,
    #[serde(default)]
    entity: Vec<EntitySpec>,
    #[serde(default)]
    ai_object: Vec<EntitySpec>,
    #[serde(default)]
    trigger: Vec<TriggerSpec>,
    #[serde(default)]
    camera: Vec<CameraSpec>,
    #[serde(default)]
    sound_source: Vec<SoundSourceSpec>,
    #[serde(default, rename = "static")]
    statics: Vec<StaticSpec>,
    #[serde(default)]
    flyby: Vec<FlybyPointSpec>,
}

/// Where something stands: `pos` in world units, or the centre of
/// `sector` at `height` clicks.
fn place(
    file: &str,
    at: &str,
    pos: Option<[i32; 3]>,
    sector: Option<[i32; 2]>,
    height: Option<i32>,
) -> Result<[i32; 3], ContentError> {
    match (pos, sector) {
        (Some(p), None) if height.is_none() => Ok(p),
        (None, Some([x, z])) => Ok([x * 1024 + 512, height.unwrap_or(0) * 256, z * 1024 + 512]),
        _ => Err(ContentError::new(
            file,
            at,
            "give either `pos`, or `sector` (and `height`)",
        )),
    }
}

/// Static meshes are solid unless they say otherwise.
fn solid() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StaticMeshSpec {
    id: u32,
    /// Whether it blocks (default); `solid = false` for scenery she passes
    /// through or hangs under.
    #[serde(default = "solid")]
    solid: bool,
    #[serde(default)]
    boxes: Vec<BoxSpec>,
    #[serde(default)]
    tubes: Vec<TubeSpec>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntitySpec {
    #[serde(default)]
    name: Option<String>,
    #[serde(rename = "type")]
    type_id: u16,
    room: String,
    #[serde(default)]
    pos: Option<[i32; 3]>,
    #[serde(default)]
    sector: Option<[i32; 2]>,
    #[serde(default)]
    height: Option<i32>,
    /// Facing, in degrees (0 +z, 90 +x).
    #[serde(default)]
    angle: f32,
    #[serde(default)]
    mask: u8,
    #[serde(default)]
    invisible: bool,
    #[serde(default)]
    clear_body: bool,
    #[serde(default)]
    ocb: i16,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TriggerSpec {
    room: String,
    sector: [i32; 2],
    #[serde(default = "plain")]
    kind: String,
    #[serde(default)]
    timer: u8,
    #[serde(default)]
    once: bool,
    #[serde(default = "full_mask")]
    mask: u8,
    actions: Vec<toml::Table>,
}

fn plain() -> String {
    "trigger".to_string()
}

fn full_mask() -> u8 {
    0x1F
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CameraSpec {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    pos: Option<[i32; 3]>,
    #[serde(default)]
    sector: Option<[i32; 2]>,
    #[serde(default)]
    height: Option<i32>,
    /// The room it is in; a sink (an underwater current's target) has a
    /// `strength` there instead.
    #[serde(default)]
    room: Option<String>,
    #[serde(default)]
    strength: Option<i16>,
    #[serde(default)]
    flags: u16,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SoundSourceSpec {
    #[serde(default)]
    pos: Option<[i32; 3]>,
    #[serde(default)]
    sector: Option<[i32; 2]>,
    #[serde(default)]
    height: Option<i32>,
    sound: u16,
    /// 0x40 flipped only, 0x80 normal only, 0xC0 always.
    #[serde(default = "always")]
    flags: u16,
}

fn always() -> u16 {
    0xC0
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StaticSpec {
    room: String,
    #[serde(default)]
    pos: Option<[i32; 3]>,
    #[serde(default)]
    sector: Option<[i32; 2]>,
    #[serde(default)]
    height: Option<i32>,
    #[serde(default)]
    angle: f32,
    id: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FlybyPointSpec {
    #[serde(default)]
    sequence: u8,
    index: u8,
    room: String,
    pos: [i32; 3],
    target: [i32; 3],
    #[serde(default = "field_of_view")]
    fov: u16,
    speed: u16,
    #[serde(default)]
    flags: u16,
    #[serde(default)]
    timer: u16,
}

fn field_of_view() -> u16 {
    80
}

/// A level read from content, with the names its parts were given.
#[derive(Debug, Clone, PartialEq)]
pub struct LevelContent {
    pub def: LevelDef,
    /// Room names by room index.
    pub rooms: Vec<String>,
    /// Entity names by entity index (unnamed entities: empty).
    pub entities: Vec<String>,
}

impl LevelContent {
    /// The index of the room called `name`.
    pub fn room(&self, name: &str) -> Option<usize> {
        self.rooms.iter().position(|r| r == name)
    }

    /// The index of the entity called `name`.
    pub fn entity(&self, name: &str) -> Option<usize> {
        self.entities.iter().position(|e| e == name)
    }
}

fn find(
    names: &[String],
    what: &str,
    name: &str,
    file: &str,
    at: &str,
) -> Result<usize, ContentError> {
    names
        .iter()
        .position(|n| n == name)
        .ok_or_else(|| ContentError::new(file, at, format!("no {what} called {name:?}")))
}

/// A reference by name, or by index below `count`.
fn resolve(
    r: Ref,
    names: &[String],
    what: &str,
    file: &str,
    at: &str,
) -> Result<u16, ContentError> {
    let k = match r {
        Ref::Name(n) => find(names, what, &n, file, at)?,
        Ref::Index(i) => usize::try_from(i)
            .ok()
            .filter(|&i| i < names.len())
            .ok_or_else(|| {
                ContentError::new(file, at, format!("{what} {i}: there are {}", names.len()))
            })?,
    };
    u16::try_from(k)
        .map_err(|_| ContentError::new(file, at, format!("{what} index {k} does not fit")))
}

/// Reads a level file against the models read before.
pub fn parse_level(
    file: &str,
    text: &str,
    models: &ModelSet,
) -> Result<LevelContent, ContentError> {
    let spec: LevelSpec = parse_toml(file, text)?;
    let mut def = LevelDef {
        sprite_items: spec.sprite_items,
        sounds: spec.sounds,
        ..Default::default()
    };
    for name in &spec.models {
        let m = models.get(name).ok_or_else(|| {
            ContentError::new(file, "models", format!("no model called {name:?}"))
        })?;
        def.models.push(m.model.clone());
    }
    for s in &spec.static_mesh {
        let solids = Solids {
            boxes: &s.boxes,
            tubes: &s.tubes,
        };
        let mesh = solids_mesh(solids, file, &format!("static_mesh {}", s.id))?;
        def.static_meshes.push(StaticMeshDef {
            id: s.id,
            mesh,
            solid: s.solid,
        });
    }
    let rooms: Vec<String> = spec.room.iter().map(|r| r.name.clone()).collect();
    for (k, r) in spec.room.iter().enumerate() {
        if rooms[..k].contains(&r.name) {
            return Err(ContentError::new(
                file,
                format!("room {}", r.name),
                "two rooms have this name",
            ));
        }
        def.rooms.push(r.build(file)?);
    }
    for (k, r) in spec.room.iter().enumerate() {
        if let Some(alt) = &r.alternate {
            def.rooms[k].alternate = Some(find(
                &rooms,
                "room",
                alt,
                file,
                &format!("room {}", r.name),
            )?);
        }
    }
    let room_of = |name: &str, at: &str| find(&rooms, "room", name, file, at);
    let entities: Vec<String> = spec
        .entity
        .iter()
        .map(|e| e.name.clone().unwrap_or_default())
        .collect();
    for (k, e) in spec.entity.iter().enumerate() {
        let at = format!("entity {}", e.name.as_deref().unwrap_or(&k.to_string()));
        if !entities[k].is_empty() && entities[..k].contains(&entities[k]) {
            return Err(ContentError::new(file, &at, "two entities have this name"));
        }
        def.entities.push(entity(e, file, &at, &room_of)?);
    }
    for (k, e) in spec.ai_object.iter().enumerate() {
        def.ai_objects
            .push(entity(e, file, &format!("ai_object {k}"), &room_of)?);
    }
    let cameras: Vec<String> = spec
        .camera
        .iter()
        .map(|c| c.name.clone().unwrap_or_default())
        .collect();
    for (k, c) in spec.camera.iter().enumerate() {
        let at = format!("camera {k}");
        let room = match (&c.room, c.strength) {
            (Some(r), None) => room_of(r, &at)?,
            (None, Some(s)) => s as u16 as usize,
            _ => {
                return Err(ContentError::new(
                    file,
                    &at,
                    "give a `room`, or a sink's `strength`",
                ))
            }
        };
        def.cameras.push(CameraDef {
            pos: place(file, &at, c.pos, c.sector, c.height)?,
            room,
            flags: c.flags,
        });
    }
    for (k, s) in spec.sound_source.iter().enumerate() {
        def.sound_sources.push(SoundSourceDef {
            pos: place(
                file,
                &format!("sound_source {k}"),
                s.pos,
                s.sector,
                s.height,
            )?,
            sound: s.sound,
            flags: s.flags,
        });
    }
    for (k, s) in spec.statics.iter().enumerate() {
        let at = format!("static {k}");
        if !def.static_meshes.iter().any(|m| m.id == s.id) {
            return Err(ContentError::new(
                file,
                &at,
                format!("no static_mesh {}", s.id),
            ));
        }
        def.statics.push(StaticDef {
            room: room_of(&s.room, &at)?,
            pos: place(file, &at, s.pos, s.sector, s.height)?,
            rotation: angle(s.angle),
            id: s.id,
        });
    }
    for (k, f) in spec.flyby.iter().enumerate() {
        def.flyby.push(FlybyPointDef {
            sequence: f.sequence,
            index: f.index,
            room: room_of(&f.room, &format!("flyby {k}"))?,
            pos: f.pos,
            target: f.target,
            fov: f.fov,
            speed: f.speed,
            flags: f.flags,
            timer: f.timer,
        });
    }
    for (k, t) in spec.trigger.iter().enumerate() {
        let at = format!("trigger {k} (room {}, sector {:?})", t.room, t.sector);
        let r = room_of(&t.room, &at)?;
        let actions = t
            .actions
            .iter()
            .enumerate()
            .map(|(a, table)| {
                action(
                    file,
                    &format!("{at}: action {a}"),
                    table,
                    &entities,
                    &cameras,
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        let function = FloorFunction::Trigger {
            kind: trigger_kind(file, &at, &t.kind)?,
            setup: TriggerSetup {
                timer: t.timer,
                one_shot: t.once,
                mask: t.mask & 0x1F,
                spare: 0,
            },
            actions,
        };
        let room = &mut def.rooms[r];
        let (i, j) = room
            .cell_of(t.sector[0], t.sector[1])
            .ok_or_else(|| ContentError::new(file, &at, "the sector is outside the room"))?;
        room.sector_mut(i, j).functions.push(function);
    }
    Ok(LevelContent {
        def,
        rooms,
        entities,
    })
}

fn entity(
    e: &EntitySpec,
    file: &str,
    at: &str,
    room_of: &dyn Fn(&str, &str) -> Result<usize, ContentError>,
) -> Result<EntityDef, ContentError> {
    if e.mask > 0x1F {
        return Err(ContentError::new(
            file,
            at,
            format!("mask {:#x}: five bits", e.mask),
        ));
    }
    Ok(EntityDef {
        type_id: e.type_id,
        room: room_of(&e.room, at)?,
        pos: place(file, at, e.pos, e.sector, e.height)?,
        angle: angle(e.angle),
        mask: e.mask,
        invisible: e.invisible,
        clear_body: e.clear_body,
        ocb: e.ocb,
    })
}

/// The trigger kinds by name.
const KINDS: [(&str, TriggerKind); 17] = [
    ("trigger", TriggerKind::Trigger),
    ("pad", TriggerKind::Pad),
    ("switch", TriggerKind::Switch),
    ("key", TriggerKind::Key),
    ("pickup", TriggerKind::Pickup),
    ("heavy", TriggerKind::Heavy),
    ("antipad", TriggerKind::Antipad),
    ("combat", TriggerKind::Combat),
    ("dummy", TriggerKind::Dummy),
    ("antitrigger", TriggerKind::Antitrigger),
    ("heavy_switch", TriggerKind::HeavySwitch),
    ("heavy_antitrigger", TriggerKind::HeavyAntitrigger),
    ("monkey", TriggerKind::Monkey),
    ("skeleton", TriggerKind::Skeleton),
    ("tightrope", TriggerKind::Tightrope),
    ("crawl", TriggerKind::Crawl),
    ("climb", TriggerKind::Climb),
];

fn trigger_kind(file: &str, at: &str, name: &str) -> Result<TriggerKind, ContentError> {
    KINDS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, k)| *k)
        .ok_or_else(|| {
            ContentError::new(
                file,
                at,
                format!("kind {name:?}: one of {}", KINDS.map(|(n, _)| n).join(", ")),
            )
        })
}

/// Makes a trigger action from its one number.
type MakeAction = fn(u16) -> TriggerAction;

/// One trigger action: `{ object = "door" }`, `{ camera = "hall", timer,
/// once, move_timer, head_cont }`, `{ current = "sink" }`, `{ flip_map = 1 }`,
/// `{ flip_on = 1 }`, `{ flip_off = 1 }`, `{ look_at = "wolf" }`,
/// `{ end_level = 0 }`, `{ soundtrack = 13 }`, `{ flipeffect = 0 }`,
/// `{ secret = 0 }`, `{ clear_bodies = 0 }`, `{ flyby = 0, once,
/// head_cont }`, `{ cutscene = 0 }`.
fn action(
    file: &str,
    at: &str,
    table: &toml::Table,
    entities: &[String],
    cameras: &[String],
) -> Result<TriggerAction, ContentError> {
    let mut f = Field::new(file, at, table);
    let number = |f: &mut Field, key| f.opt_int::<u16>(key);
    let a = if let Some(r) = f.opt_ref("object")? {
        TriggerAction::Object(resolve(r, entities, "entity", file, at)?)
    } else if let Some(r) = f.opt_ref("look_at")? {
        TriggerAction::LookAt(resolve(r, entities, "entity", file, at)?)
    } else if let Some(r) = f.opt_ref("camera")? {
        TriggerAction::Camera {
            camera: resolve(r, cameras, "camera", file, at)?,
            timer: f.int_or("timer", 0)?,
            once: f.bool_or("once", false)?,
            move_timer: f.int_or("move_timer", 0)?,
            spare: 0,
            head_cont: f.bool_or("head_cont", false)?,
        }
    } else if let Some(r) = f.opt_ref("current")? {
        TriggerAction::UnderwaterCurrent(resolve(r, cameras, "camera", file, at)?)
    } else if let Some(sequence) = number(&mut f, "flyby")? {
        TriggerAction::Flyby {
            sequence,
            once: f.bool_or("once", false)?,
            spare: 0,
            head_cont: f.bool_or("head_cont", false)?,
        }
    } else {
        let simple: [(&str, MakeAction); 9] = [
            ("flip_map", TriggerAction::FlipMap),
            ("flip_on", TriggerAction::FlipOn),
            ("flip_off", TriggerAction::FlipOff),
            ("end_level", TriggerAction::EndLevel),
            ("soundtrack", TriggerAction::Soundtrack),
            ("flipeffect", TriggerAction::Flipeffect),
            ("secret", TriggerAction::Secret),
            ("clear_bodies", TriggerAction::ClearBodies),
            ("cutscene", TriggerAction::Cutscene),
        ];
        let mut found = None;
        for (key, make) in simple {
            if let Some(v) = number(&mut f, key)? {
                found = Some(make(v));
                break;
            }
        }
        found.ok_or_else(|| {
            ContentError::new(file, at, "names no action (object, camera, flip_map, …)")
        })?
    };
    f.done()?;
    Ok(a)
}
