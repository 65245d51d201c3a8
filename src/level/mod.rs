//! One normalized model of a level for every game version, CPU only.
//!
//! [`Level::from_raw`] resolves every cross reference of a [`RawLevel`] once,
//! turning indices into typed ids and failing with a [`LevelError`] that names
//! the structure, field and value of the first dangling reference.

pub mod anim;
pub mod demo;
pub mod entity;
pub mod error;
pub mod floordata;
pub mod heights;
pub mod ids;
pub mod model;
pub mod nav;
pub mod page;
pub mod repair;
pub mod room;
pub mod rooms;
pub mod sound;
pub mod texture;
pub mod transform;

use std::collections::HashMap;

use crate::format::{self, Game, RawLevel};

pub use error::{LevelError, LoadError};
pub use ids::*;

/// A level of any game, resolved and validated.
#[derive(Debug, Clone)]
pub struct Level {
    pub game: Game,
    pub rooms: Vec<room::Room>,
    /// Floor-data words as stored (the encoder reproduces each list).
    pub floor_words: Vec<u16>,
    /// Decoded lists; id 0 is the empty list of sectors without floor data.
    pub floor_lists: Vec<floordata::FloorList>,
    pub meshes: Vec<model::Mesh>,
    /// Mesh-pointer slot → mesh.
    pub mesh_slots: Vec<MeshId>,
    pub models: Vec<model::Model>,
    pub statics: Vec<model::StaticMesh>,
    pub animations: Vec<anim::Animation>,
    pub state_changes: Vec<anim::StateChange>,
    pub dispatches: Vec<anim::Dispatch>,
    pub pages: Vec<texture::TexturePage>,
    /// TR1–TR3 8-bit palette (6-bit components scaled to 0..255); flat
    /// mesh faces use it in TR1.
    pub palette: Vec<[u8; 3]>,
    /// TR2/TR3 16-bit palette (the high byte of a flat face's colour word).
    pub palette16: Vec<[u8; 3]>,
    pub object_textures: Vec<texture::ObjectTexture>,
    pub sprites: Vec<texture::Sprite>,
    /// Sprite sequences: (type id, first sprite, count).
    pub sprite_sequences: Vec<(i32, SpriteId, u16)>,
    pub animated_textures: Vec<texture::AnimatedTextureRange>,
    pub cameras: Vec<entity::Camera>,
    pub flybys: Vec<entity::FlybySequence>,
    pub sound_sources: Vec<sound::SoundSource>,
    pub navigation: nav::Navigation,
    pub entities: Vec<entity::Entity>,
    pub ai_objects: Vec<entity::AiObject>,
    pub sounds: sound::Sounds,
    /// TR1–TR3 cutscene camera frames.
    pub cinematic_frames: Vec<entity::CinematicFrame>,
    /// TR1–TR3 demo block as stored (empty when the level has none);
    /// [`Level::demo`] decodes it.
    pub demo_data: Vec<u8>,
    /// TR5's outfit for Lara from the level header (0 normal, 3 catsuit,
    /// 4 dive suit, 6 invisible); 0 in the other games, whose files have
    /// no such field.
    pub lara_type: u16,
}

impl Level {
    /// Reads and resolves a level file; `extension` separates TR4 from TR5.
    pub fn load(bytes: &[u8], extension: Option<&str>) -> Result<Level, LoadError> {
        let raw = format::read_level(bytes, extension)?;
        Ok(Level::from_owned_raw(raw)?)
    }

    /// Reads a level and builds its model with every inconsistency the model
    /// would refuse repaired ([`repair::repair`]): what was changed comes back
    /// beside the level. Bytes that do not parse are still refused.
    pub fn load_repaired(
        bytes: &[u8],
        extension: Option<&str>,
    ) -> Result<(Level, Vec<repair::Repair>), LoadError> {
        let raw = format::read_level(bytes, extension)?;
        Ok(Level::from_owned_raw_repaired(raw)?)
    }

    /// Repairs a parsed level in place ([`repair::repair`]) and builds its
    /// model; a level the repairs cannot save is refused as by
    /// [`Level::from_raw`].
    pub fn from_raw_repaired(
        raw: &mut RawLevel,
    ) -> Result<(Level, Vec<repair::Repair>), LevelError> {
        let repairs = repair::repair(raw);
        Ok((Level::from_raw(raw)?, repairs))
    }

    /// As [`Level::from_raw_repaired`], taking the parsed level: its texels
    /// and samples move into the model.
    pub fn from_owned_raw_repaired(
        mut raw: RawLevel,
    ) -> Result<(Level, Vec<repair::Repair>), LevelError> {
        let repairs = repair::repair(&mut raw);
        Ok((Level::from_owned_raw(raw)?, repairs))
    }

    /// Builds the level model of a TRLE object WAD (textures and objects
    /// only): the conversion's own notes, then the repairs the model needed,
    /// as text.
    pub fn from_wad(wad: &format::companion::wad::Wad) -> Result<(Level, Vec<String>), LevelError> {
        let (raw, mut notes) = wad.to_raw_level();
        let (level, repairs) = Level::from_owned_raw_repaired(raw)?;
        notes.extend(repairs.iter().map(|r| r.to_string()));
        Ok((level, notes))
    }

    /// As [`Level::from_raw`], taking the parsed level: its texels and
    /// samples move into the model instead of being copied.
    pub fn from_owned_raw(mut raw: RawLevel) -> Result<Level, LevelError> {
        let pages = page::PageData::taken(&mut raw);
        let samples = sound::SampleData::taken(&mut raw);
        Level::build(&raw, pages, samples)
    }

    /// Resolves every reference of a parsed level (a copy of it: see
    /// [`Level::from_owned_raw`] for a level that is not kept).
    pub fn from_raw(raw: &RawLevel) -> Result<Level, LevelError> {
        Level::from_owned_raw(raw.clone())
    }

    /// The model of `raw`, with the pages made of `pages` and the samples
    /// of `samples` (taken out of `raw`).
    fn build(
        raw: &RawLevel,
        pages: page::PageData,
        samples: sound::SampleData,
    ) -> Result<Level, LevelError> {
        let game = raw.game();
        let meshes: Vec<model::Mesh> = raw
            .mesh_data
            .meshes
            .iter()
            .map(|m| model::Mesh::from_raw(&m.mesh))
            .collect();
        let mut mesh_slots = Vec::with_capacity(raw.mesh_pointers.len());
        for (i, &p) in raw.mesh_pointers.iter().enumerate() {
            let id = raw.mesh_data.index_at(p).ok_or_else(|| {
                LevelError::new(
                    format!("mesh_pointers[{i}]"),
                    "offset",
                    p as i64,
                    "no mesh starts at this offset of the mesh data",
                )
            })?;
            mesh_slots.push(MeshId(id as u32));
        }
        let mut models = raw
            .models
            .iter()
            .enumerate()
            .map(|(i, m)| model::model(i, m, raw, &mesh_slots))
            .collect::<Result<Vec<_>, _>>()?;
        let statics = raw
            .static_meshes
            .iter()
            .enumerate()
            .map(|(i, s)| model::static_mesh(i, s, &mesh_slots))
            .collect::<Result<Vec<_>, _>>()?;
        let (mut animations, state_changes, dispatches) = anim::animations(raw)?;
        fill_keyframes(raw, &mut models, &mut animations)?;

        let (floor_lists, index_of) = decode_floor_lists(raw)?;
        let navigation = nav::navigation(raw)?;
        let static_slot: HashMap<u32, StaticId> = statics
            .iter()
            .enumerate()
            .map(|(i, s)| (s.id, StaticId(i as u32)))
            .collect();
        let rooms = rooms::rooms(raw, &index_of, navigation.boxes.len(), &static_slot)?;

        let n_textures = raw.object_textures.len();
        let pages = pages.into_pages();
        let object_textures: Vec<_> = raw
            .object_textures
            .iter()
            .map(|t| texture::object_texture(t, game))
            .collect();
        for (i, t) in object_textures.iter().enumerate() {
            error::check_index(
                || format!("object_textures[{i}]"),
                "tile",
                t.page.0 as i64,
                pages.len(),
                "texture pages",
            )?;
        }
        let sprites: Vec<_> = raw
            .sprite_textures
            .iter()
            .map(|s| texture::sprite(s, game))
            .collect();
        let sprite_sequences = raw
            .sprite_sequences
            .iter()
            .map(|s| {
                (
                    s.id,
                    SpriteId(s.offset as u16 as u32),
                    s.negative_length.unsigned_abs(),
                )
            })
            .collect();
        let animated_textures =
            texture::animated_ranges(&raw.animated_textures, raw.uv_rotate_count);
        for (i, r) in animated_textures.iter().enumerate() {
            for t in &r.textures {
                error::check_index(
                    || format!("animated_textures[{i}]"),
                    "texture",
                    t.0 as i64,
                    n_textures,
                    "object textures",
                )?;
            }
        }

        let mut entities = Vec::with_capacity(raw.entities.len());
        for (i, e) in raw.entities.iter().enumerate() {
            error::check_index(
                || format!("entities[{i}]"),
                "room",
                e.room as i64,
                rooms.len(),
                "rooms",
            )?;
            entities.push(entity::entity(e, game));
        }
        let mut ai_objects: Vec<entity::AiObject> = if game.is_tr45() {
            raw.ai_objects.iter().map(entity::ai_object).collect()
        } else if game == Game::Tr3 {
            entities
                .iter()
                .filter(|e| entity::TR3_AI_TYPES.contains(&e.type_id))
                .map(|e| entity::AiObject {
                    type_id: e.type_id,
                    room: e.room,
                    pos: e.pos,
                    ocb: e.ocb,
                    flags: e.raw_flags,
                    angle: e.angle as i32,
                    box_id: None,
                })
                .collect()
        } else {
            Vec::new()
        };
        for (i, a) in ai_objects.iter_mut().enumerate() {
            error::check_index(
                || format!("ai_objects[{i}]"),
                "room",
                a.room.0 as i64,
                rooms.len(),
                "rooms",
            )?;
            a.box_id =
                rooms::sector_at(&rooms[a.room.index()], a.pos[0], a.pos[2]).and_then(|s| s.box_id);
        }

        let sounds = sound::sounds_with(raw, samples)?;
        for (i, d) in sounds.details.iter().enumerate() {
            let last = d.sample.0 as i64 + d.sample_count.max(1) as i64 - 1;
            if !sounds.samples.is_empty() {
                error::check_index(
                    || format!("sound_details[{i}]"),
                    "sample",
                    last,
                    sounds.samples.len(),
                    "samples",
                )?;
            }
        }
        let cameras = raw
            .cameras
            .iter()
            .map(|c| entity::Camera {
                pos: [c.x, c.y, c.z],
                room_or_strength: c.room,
                flags: c.flags,
            })
            .collect();

        Ok(Level {
            game,
            rooms,
            floor_words: raw.floor_data.clone(),
            floor_lists,
            meshes,
            mesh_slots,
            models,
            statics,
            animations,
            state_changes,
            dispatches,
            pages,
            palette: raw
                .palette
                .iter()
                .map(|c| [c.r, c.g, c.b].map(|v| (v.min(63) << 2) | (v.min(63) >> 4)))
                .collect(),
            palette16: raw.palette16.iter().map(|c| [c.r, c.g, c.b]).collect(),
            object_textures,
            sprites,
            sprite_sequences,
            animated_textures,
            cameras,
            flybys: entity::flyby_sequences(&raw.flyby_cameras),
            sound_sources: raw
                .sound_sources
                .iter()
                .map(sound::SoundSource::from_raw)
                .collect(),
            navigation,
            entities,
            ai_objects,
            sounds,
            cinematic_frames: raw
                .cinematic_frames
                .iter()
                .map(entity::cinematic_frame)
                .collect(),
            demo_data: raw.demo_data.clone(),
            lara_type: if game == Game::Tr5 {
                raw.tr5_header.lara_type
            } else {
                0
            },
        })
    }

    /// The level's demo (TR1–TR3), checked against its rooms; errors say
    /// why there is none to play.
    pub fn demo(&self) -> Result<demo::DecodedDemo, demo::DemoError> {
        let d = demo::Demo::decode(self.game, &self.demo_data)?;
        let room = d.demo.room_index();
        if room < 0 || room as usize >= self.rooms.len() {
            return Err(demo::DemoError::Room {
                room,
                rooms: self.rooms.len(),
            });
        }
        Ok(d)
    }

    /// The model of a type id, if the level has one.
    pub fn model_by_type(&self, type_id: u32) -> Option<(ModelId, &model::Model)> {
        self.models
            .iter()
            .enumerate()
            .find(|(_, m)| m.type_id == type_id)
            .map(|(i, m)| (ModelId(i as u32), m))
    }

    /// The room drawn and simulated in place of `room` when `flipped[room]`
    /// is set: its alternate, if it has one.
    pub fn active_room(&self, flipped: &[bool], room: RoomId) -> RoomId {
        match (
            flipped.get(room.index()),
            self.rooms.get(room.index()).and_then(|r| r.alternate_room),
        ) {
            (Some(true), Some(alt)) => alt,
            _ => room,
        }
    }

    /// The decoded floor-data list of a sector.
    pub fn floor_list(&self, id: FloorListId) -> &floordata::FloorList {
        &self.floor_lists[id.index()]
    }
}

/// Decodes the floor-data list of every distinct index used by a sector.
fn decode_floor_lists(
    raw: &RawLevel,
) -> Result<(Vec<floordata::FloorList>, HashMap<u16, FloorListId>), LevelError> {
    let mut lists = vec![floordata::FloorList::default()];
    let mut index_of = HashMap::new();
    let mut visit = |ctx: &dyn Fn() -> String, fd: u16| -> Result<(), LevelError> {
        if fd == 0 || index_of.contains_key(&fd) {
            return Ok(());
        }
        error::check_index(
            ctx,
            "floor_data_index",
            fd as i64,
            raw.floor_data.len(),
            "floor-data words",
        )?;
        let (entries, used) = floordata::decode(&raw.floor_data, fd as usize)
            .map_err(|e| LevelError::new(ctx(), "floor_data_index", fd as i64, e.reason))?;
        index_of.insert(fd, FloorListId(lists.len() as u32));
        lists.push(floordata::FloorList {
            start: fd as u32,
            len_words: used as u32,
            entries,
        });
        Ok(())
    };
    for (ri, r) in raw.rooms.iter().enumerate() {
        for (si, s) in r.sectors.iter().enumerate() {
            visit(&|| format!("rooms[{ri}].sectors[{si}]"), s.floor_data_index)?;
        }
    }
    for (ri, r) in raw.tr5_rooms.iter().enumerate() {
        for (si, s) in r.sectors.iter().enumerate() {
            visit(&|| format!("rooms[{ri}].sectors[{si}]"), s.floor_data_index)?;
        }
    }
    Ok((lists, index_of))
}

/// Decodes the keyframes of every animation owned by a model and records how
/// many animations each model owns (up to the next model's first animation).
fn fill_keyframes(
    raw: &RawLevel,
    models: &mut [model::Model],
    animations: &mut [anim::Animation],
) -> Result<(), LevelError> {
    for (mi, m) in models.iter().enumerate() {
        if let Some(first) = m.first_animation {
            error::check_index(
                || format!("models[{mi}]"),
                "animation",
                first.0 as i64,
                animations.len(),
                "animations",
            )?;
        }
    }
    let mut starts: Vec<u32> = models
        .iter()
        .filter_map(|m| m.first_animation.map(|a| a.0))
        .collect();
    starts.sort_unstable();
    starts.dedup();
    for m in models.iter_mut() {
        let Some(first) = m.first_animation else {
            continue;
        };
        let end = starts
            .iter()
            .copied()
            .find(|&s| s > first.0)
            .unwrap_or(animations.len() as u32);
        m.animation_count = end - first.0;
        for ai in first.0..end {
            let a = &mut animations[ai as usize];
            if !a.keyframes.is_empty() {
                continue;
            }
            let raw_anim = &raw.animations[ai as usize];
            let count = anim::keyframe_count(a.frame_start, a.frame_end, a.frame_rate);
            a.keyframes = anim::decode_keyframes(
                raw.game(),
                &raw.frames,
                raw_anim.frame_offset as usize / 2,
                count,
                a.frame_size as usize,
                m.meshes.len(),
            )
            .ok_or_else(|| {
                LevelError::new(
                    format!("animations[{ai}]"),
                    "frame_offset",
                    raw_anim.frame_offset as i64,
                    format!(
                        "{count} keyframes of model {} run past the {} frame words",
                        m.type_id,
                        raw.frames.len()
                    ),
                )
            })?;
        }
    }
    Ok(())
}
