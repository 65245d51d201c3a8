//! The part of a level shared by every game, from the room list to the sample
//! indices (TRosettaStone 3 §10.1–§10.5), with each game's insertions and moves.

use super::cursor::{read_list32, write_list32, Reader, Writer};
use super::error::Result;
use super::mesh::MeshData;
use super::raw_level::{DemoLayout, RawLevel};
use super::records::{Colour3, MeshTreeNode};
use super::room::Room;
use super::room_tr5::Tr5Room;
use super::Game;

/// Bytes of the TR1–TR3 light map.
pub const LIGHT_MAP_BYTES: usize = 32 * 256;

/// Sound-map length of a game (the NG editor may store a longer one).
pub fn sound_map_len(game: Game) -> usize {
    match game {
        Game::Tr1 => 256,
        Game::Tr5 => 450,
        _ => 370,
    }
}

/// Number of zone arrays (each one entry per box) a game stores.
pub fn zone_arrays(game: Game) -> usize {
    if game == Game::Tr1 {
        6
    } else {
        10
    }
}

fn u16_list(r: &mut Reader, name: &str) -> Result<Vec<u16>> {
    r.within(name, |r| {
        let n = r.u32()?;
        r.u16s(n as u64)
    })
}

fn u32_list(r: &mut Reader, name: &str) -> Result<Vec<u32>> {
    r.within(name, |r| {
        let n = r.u32()?;
        r.u32s(n as u64)
    })
}

fn read_palette(r: &mut Reader, game: Game) -> Result<Vec<Colour3>> {
    r.within("palette", |r| r.records(256, game))
}

fn read_light_map(r: &mut Reader) -> Result<Vec<u8>> {
    r.within("light_map", |r| Ok(r.bytes(LIGHT_MAP_BYTES)?.to_vec()))
}

/// Reads everything from the unused word before the rooms to the end of the
/// sample indices (TR4/TR5: to the end of the level chunk).
pub fn read_body(
    r: &mut Reader,
    l: &mut RawLevel,
    game: Game,
    demo: Option<DemoLayout>,
) -> Result<()> {
    l.unused = r.within("unused", |r| r.u32())?;
    if game == Game::Tr5 {
        l.tr5_rooms = r.within("rooms", |r| {
            let n = r.u32()?;
            let n = r.check_count(n as u64, 8 + 208)?;
            (0..n)
                .map(|i| r.within(&format!("[{i}]"), |r| Tr5Room::read(r, game)))
                .collect()
        })?;
    } else {
        l.rooms = r.within("rooms", |r| {
            let n = r.u16()? as usize;
            let n = r.check_count(n as u64, 20)?;
            (0..n)
                .map(|i| r.within(&format!("[{i}]"), |r| Room::read(r, game)))
                .collect()
        })?;
    }
    l.floor_data = u16_list(r, "floor_data")?;
    l.mesh_data = MeshData::read(r, game)?;
    l.mesh_pointers = u32_list(r, "mesh_pointers")?;
    l.animations = read_list32(r, game, "animations")?;
    l.state_changes = read_list32(r, game, "state_changes")?;
    l.anim_dispatches = read_list32(r, game, "anim_dispatches")?;
    l.anim_commands = r.within("anim_commands", |r| {
        let n = r.u32()?;
        r.i16s(n as u64)
    })?;
    l.mesh_trees = r.within("mesh_trees", |r| {
        let n = r.u32()?;
        if !n.is_multiple_of(4) {
            return Err(r.invalid(format!("mesh-tree count {n} is not a multiple of 4")));
        }
        r.records::<MeshTreeNode>(n as u64 / 4, game)
    })?;
    l.frames = u16_list(r, "frames")?;
    l.models = read_list32(r, game, "models")?;
    l.static_meshes = read_list32(r, game, "static_meshes")?;
    if game <= Game::Tr2 {
        l.object_textures = read_list32(r, game, "object_textures")?;
    }
    match game {
        Game::Tr4 => r.magic(b"SPR", "sprite marker")?,
        Game::Tr5 => r.magic(b"SPR\0", "sprite marker")?,
        _ => {}
    }
    l.sprite_textures = read_list32(r, game, "sprite_textures")?;
    l.sprite_sequences = read_list32(r, game, "sprite_sequences")?;
    match demo {
        Some(DemoLayout::Tr1PaletteMoved) => l.palette = read_palette(r, game)?,
        Some(DemoLayout::Tr2LightMapMoved) => l.light_map = read_light_map(r)?,
        None => {}
    }
    l.cameras = read_list32(r, game, "cameras")?;
    if game.is_tr45() {
        l.flyby_cameras = read_list32(r, game, "flyby_cameras")?;
    }
    l.sound_sources = read_list32(r, game, "sound_sources")?;
    l.boxes = read_list32(r, game, "boxes")?;
    l.overlaps = u16_list(r, "overlaps")?;
    let zone_count = l.boxes.len() as u64 * zone_arrays(game) as u64;
    l.zones = r.within("zones", |r| r.i16s(zone_count))?;
    l.animated_textures = u16_list(r, "animated_textures")?;
    if game.is_tr45() {
        l.uv_rotate_count = r.within("uv_rotate_count", |r| r.u8())?;
        let marker: &[u8] = if game == Game::Tr4 { b"TEX" } else { b"TEX\0" };
        r.magic(marker, "texture marker")?;
    }
    if game >= Game::Tr3 {
        l.object_textures = read_list32(r, game, "object_textures")?;
    }
    l.entities = read_list32(r, game, "entities")?;
    if game.is_tr45() {
        l.ai_objects = read_list32(r, game, "ai_objects")?;
    } else {
        if demo != Some(DemoLayout::Tr2LightMapMoved) {
            l.light_map = read_light_map(r)?;
        }
        if game == Game::Tr1 && demo != Some(DemoLayout::Tr1PaletteMoved) {
            l.palette = read_palette(r, game)?;
        }
        l.cinematic_frames = r.within("cinematic_frames", |r| {
            let n = r.u16()?;
            r.records(n as u64, game)
        })?;
    }
    let mut map_len = sound_map_len(game);
    if game.is_tr45() {
        l.tr45_demo_word = r.within("demo_data", |r| r.u16())?;
        if l.tr45_demo_word != 0 {
            map_len = l.tr45_demo_word as usize;
        }
    } else {
        l.demo_data = r.within("demo_data", |r| {
            let n = r.u16()?;
            Ok(r.bytes(n as usize)?.to_vec())
        })?;
    }
    l.sound_map = r.within("sound_map", |r| r.i16s(map_len as u64))?;
    l.sound_details = read_list32(r, game, "sound_details")?;
    if game == Game::Tr1 {
        l.tr1_samples = r.within("samples", |r| {
            let n = r.u32()?;
            Ok(r.bytes(n as usize)?.to_vec())
        })?;
    }
    if demo == Some(DemoLayout::Tr2LightMapMoved) {
        l.demo_sample_files = r.within("demo_sample_files", |r| {
            let n = r.u32()?;
            let n = r.check_count(n as u64, 8)?;
            (0..n).map(|_| read_riff(r)).collect()
        })?;
    } else {
        l.sample_indices = u32_list(r, "sample_indices")?;
    }
    if game.is_tr45() {
        l.level_end_filler = r.within("level_end_filler", |r| r.array())?;
    }
    Ok(())
}

/// Reads one RIFF file (`RIFF`, u32 size, payload) as bytes.
fn read_riff(r: &mut Reader) -> Result<Vec<u8>> {
    let start = r.clone();
    r.magic(b"RIFF", "WAVE file")?;
    let size = r.u32()? as usize;
    r.bytes(size)?;
    let mut s = start;
    Ok(s.bytes(8 + size)?.to_vec())
}

/// Writes the body read by [`read_body`].
pub fn write_body(w: &mut Writer, l: &RawLevel, game: Game) {
    let demo = l.demo;
    w.mark(|| "unused".into());
    w.u32(l.unused);
    w.mark(|| "rooms".into());
    if game == Game::Tr5 {
        w.u32(l.tr5_rooms.len() as u32);
        for (i, room) in l.tr5_rooms.iter().enumerate() {
            w.mark(|| format!("rooms[{i}]"));
            room.write(w, game);
        }
    } else {
        w.u16(l.rooms.len() as u16);
        for (i, room) in l.rooms.iter().enumerate() {
            w.mark(|| format!("rooms[{i}]"));
            room.write(w, game);
        }
    }
    w.mark(|| "floor_data".into());
    w.u32(l.floor_data.len() as u32);
    w.u16s(&l.floor_data);
    w.mark(|| "mesh_data".into());
    l.mesh_data.write(w, game);
    w.mark(|| "mesh_pointers".into());
    w.u32(l.mesh_pointers.len() as u32);
    w.u32s(&l.mesh_pointers);
    w.mark(|| "animations".into());
    write_list32(w, game, &l.animations);
    w.mark(|| "state_changes".into());
    write_list32(w, game, &l.state_changes);
    w.mark(|| "anim_dispatches".into());
    write_list32(w, game, &l.anim_dispatches);
    w.mark(|| "anim_commands".into());
    w.u32(l.anim_commands.len() as u32);
    w.i16s(&l.anim_commands);
    w.mark(|| "mesh_trees".into());
    w.u32((l.mesh_trees.len() as u32).wrapping_mul(4));
    w.records(&l.mesh_trees, game);
    w.mark(|| "frames".into());
    w.u32(l.frames.len() as u32);
    w.u16s(&l.frames);
    w.mark(|| "models".into());
    write_list32(w, game, &l.models);
    w.mark(|| "static_meshes".into());
    write_list32(w, game, &l.static_meshes);
    if game <= Game::Tr2 {
        write_list32(w, game, &l.object_textures);
    }
    match game {
        Game::Tr4 => w.bytes(b"SPR"),
        Game::Tr5 => w.bytes(b"SPR\0"),
        _ => {}
    }
    w.mark(|| "sprite_textures".into());
    write_list32(w, game, &l.sprite_textures);
    w.mark(|| "sprite_sequences".into());
    write_list32(w, game, &l.sprite_sequences);
    match demo {
        Some(DemoLayout::Tr1PaletteMoved) => w.records(&l.palette, game),
        Some(DemoLayout::Tr2LightMapMoved) => w.bytes(&l.light_map),
        None => {}
    }
    w.mark(|| "cameras".into());
    write_list32(w, game, &l.cameras);
    if game.is_tr45() {
        write_list32(w, game, &l.flyby_cameras);
    }
    w.mark(|| "sound_sources".into());
    write_list32(w, game, &l.sound_sources);
    w.mark(|| "boxes".into());
    write_list32(w, game, &l.boxes);
    w.mark(|| "overlaps".into());
    w.u32(l.overlaps.len() as u32);
    w.u16s(&l.overlaps);
    w.mark(|| "zones".into());
    w.i16s(&l.zones);
    w.mark(|| "animated_textures".into());
    w.u32(l.animated_textures.len() as u32);
    w.u16s(&l.animated_textures);
    if game.is_tr45() {
        w.u8(l.uv_rotate_count);
        w.bytes(if game == Game::Tr4 { b"TEX" } else { b"TEX\0" });
    }
    if game >= Game::Tr3 {
        write_list32(w, game, &l.object_textures);
    }
    w.mark(|| "entities".into());
    write_list32(w, game, &l.entities);
    if game.is_tr45() {
        write_list32(w, game, &l.ai_objects);
        w.u16(l.tr45_demo_word);
    } else {
        if demo != Some(DemoLayout::Tr2LightMapMoved) {
            w.bytes(&l.light_map);
        }
        if game == Game::Tr1 && demo != Some(DemoLayout::Tr1PaletteMoved) {
            w.records(&l.palette, game);
        }
        w.u16(l.cinematic_frames.len() as u16);
        w.records(&l.cinematic_frames, game);
        w.u16(l.demo_data.len() as u16);
        w.bytes(&l.demo_data);
    }
    w.mark(|| "sound_map".into());
    w.i16s(&l.sound_map);
    w.mark(|| "sound_details".into());
    write_list32(w, game, &l.sound_details);
    if game == Game::Tr1 {
        w.u32(l.tr1_samples.len() as u32);
        w.bytes(&l.tr1_samples);
    }
    if demo == Some(DemoLayout::Tr2LightMapMoved) {
        w.u32(l.demo_sample_files.len() as u32);
        for f in &l.demo_sample_files {
            w.bytes(f);
        }
    } else {
        w.u32(l.sample_indices.len() as u32);
        w.u32s(&l.sample_indices);
    }
    if game.is_tr45() {
        w.bytes(&l.level_end_filler);
    }
}
