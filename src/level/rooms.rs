//! Converts the stored rooms of every game into [`Room`]s and validates their
//! references (portals, sectors, alternates, statics).

use std::collections::HashMap;

use crate::format::records::{Portal as RawPortal, Sector as RawSector};
use crate::format::room::Room as RawRoom;
use crate::format::room_tr5::Tr5Room;
use crate::format::{Game, RawLevel};

use super::error::{check_index, LevelError};
use super::ids::{BoxId, FloorListId, RoomId, StaticId};
use super::room::*;

/// Converts and validates every room.
pub fn rooms(
    raw: &RawLevel,
    floor_index: &HashMap<u16, FloorListId>,
    box_count: usize,
    static_slot: &HashMap<u32, StaticId>,
) -> Result<Vec<Room>, LevelError> {
    let game = raw.game();
    let n = raw.room_count();
    let mut out = Vec::with_capacity(n);
    if game == Game::Tr5 {
        for (i, r) in raw.tr5_rooms.iter().enumerate() {
            out.push(tr5_room(r));
            finish(
                i,
                &mut out[i],
                r.header.alternate_room as i16,
                &r.sectors,
                &r.portals,
                raw,
                floor_index,
                box_count,
                static_slot,
                n,
            )?;
        }
    } else {
        for (i, r) in raw.rooms.iter().enumerate() {
            out.push(classic_room(r, game));
            finish(
                i,
                &mut out[i],
                r.alternate_room,
                &r.sectors,
                &r.portals,
                raw,
                floor_index,
                box_count,
                static_slot,
                n,
            )?;
        }
    }
    Ok(out)
}

/// The sector under world position (x, z) in `room`, if inside its grid.
pub fn sector_at(room: &Room, x: i32, z: i32) -> Option<&Sector> {
    let sx = x.checked_sub(room.position[0])?.div_euclid(SECTOR);
    let sz = z.checked_sub(room.position[2])?.div_euclid(SECTOR);
    if sx < 0 || sz < 0 {
        return None;
    }
    room.sector(sx as usize, sz as usize)
}

#[allow(clippy::too_many_arguments)]
fn finish(
    i: usize,
    room: &mut Room,
    alternate: i16,
    sectors: &[RawSector],
    portals: &[RawPortal],
    raw: &RawLevel,
    floor_index: &HashMap<u16, FloorListId>,
    box_count: usize,
    static_slot: &HashMap<u32, StaticId>,
    n_rooms: usize,
) -> Result<(), LevelError> {
    let game = raw.game();
    if alternate >= 0 {
        check_index(
            || format!("rooms[{i}]"),
            "alternate_room",
            alternate as i64,
            n_rooms,
            "rooms",
        )?;
        room.alternate_room = Some(RoomId(alternate as u32));
    }
    for (k, p) in portals.iter().enumerate() {
        check_index(
            || format!("rooms[{i}].portals[{k}]"),
            "adjoining_room",
            p.adjoining_room as i64,
            n_rooms,
            "rooms",
        )?;
        let v = |v: &crate::format::records::Vertex| [v.x, v.y, v.z];
        room.portals.push(Portal {
            room: RoomId(p.adjoining_room as u32),
            normal: v(&p.normal),
            vertices: p.vertices.each_ref().map(v),
        });
    }
    for (k, s) in sectors.iter().enumerate() {
        let ctx = || format!("rooms[{i}].sectors[{k}]");
        let link = |v: u8, field: &'static str| -> Result<Option<RoomId>, LevelError> {
            if v == NO_ROOM {
                return Ok(None);
            }
            check_index(ctx, field, v as i64, n_rooms, "rooms")?;
            Ok(Some(RoomId(v as u32)))
        };
        let (box_raw, material) = if game >= Game::Tr3 {
            ((s.box_index >> 4) & 0x7FF, (s.box_index & 0xF) as u8)
        } else {
            (s.box_index, 0)
        };
        let no_box = if game >= Game::Tr3 {
            box_raw == 0x7FF
        } else {
            box_raw == 0xFFFF
        };
        let box_id = if no_box {
            None
        } else {
            check_index(ctx, "box_index", box_raw as i64, box_count, "boxes")?;
            Some(BoxId(box_raw as u32))
        };
        let height = |c: i8| (c != WALL_HEIGHT).then_some(c as i32 * CLICK);
        room.sectors.push(Sector {
            floor_list: floor_index
                .get(&s.floor_data_index)
                .copied()
                .unwrap_or_default(),
            floor_data_index: s.floor_data_index,
            box_id,
            material,
            room_below: link(s.room_below, "room_below")?,
            room_above: link(s.room_above, "room_above")?,
            floor: height(s.floor),
            ceiling: height(s.ceiling),
            floor_clicks: s.floor,
            ceiling_clicks: s.ceiling,
        });
    }
    let nv = room.vertices.len();
    let faces = room
        .quads
        .iter()
        .flat_map(|q| q.vertices.to_vec())
        .chain(room.triangles.iter().flat_map(|t| t.vertices.to_vec()));
    for (k, v) in faces.enumerate() {
        check_index(
            || format!("rooms[{i}].faces"),
            "vertex",
            v as i64,
            nv,
            &format!("vertices (face corner {k})"),
        )?;
    }
    for (k, s) in room.statics.iter_mut().enumerate() {
        s.slot = static_slot.get(&(s.static_id as u32)).copied();
        if s.slot.is_none() {
            return Err(LevelError::new(
                format!("rooms[{i}].static_meshes[{k}]"),
                "mesh_id",
                s.static_id as i64,
                "no static mesh has this id",
            ));
        }
    }
    Ok(())
}

fn classic_room(r: &RawRoom, game: Game) -> Room {
    let ambient = match game {
        Game::Tr4 => {
            let c = argb32(r.colour);
            [c[0], c[1], c[2]]
        }
        Game::Tr3 => {
            let g = (r.ambient[0].clamp(0, 0x1FFF) as u32 * 255 / 0x1FFF) as u8;
            [g; 3]
        }
        _ => [intensity_to_grey(r.ambient[0]); 3],
    };
    Room {
        position: [r.info.x, 0, r.info.z],
        y_top: r.info.y_top,
        y_bottom: r.info.y_bottom,
        vertices: r
            .vertices
            .iter()
            .map(|v| RoomVertex {
                pos: [v.pos.x as f32, v.pos.y as f32, v.pos.z as f32],
                colour: vertex_colour(game, v.lighting, v.lighting2_or_colour),
                attributes: v.attributes,
            })
            .collect(),
        quads: r.rectangles.iter().map(quad).collect(),
        triangles: r.triangles.iter().map(triangle).collect(),
        sprites: r
            .sprites
            .iter()
            .map(|s| (s.vertex as u16, s.texture as u16))
            .collect(),
        portals: Vec::new(),
        num_x_sectors: r.num_x_sectors,
        num_z_sectors: r.num_z_sectors,
        sectors: Vec::with_capacity(r.sectors.len()),
        ambient,
        lights: r.lights.iter().map(light).collect(),
        statics: r.static_meshes.iter().map(|s| statik(s, game)).collect(),
        alternate_room: None,
        alternate_group: if game == Game::Tr4 {
            r.alternate_group
        } else {
            0
        },
        flags: RoomFlags::from_bits_retain(r.flags),
        water_scheme: r.water_scheme,
        reverb: r.reverb,
        light_mode: if game == Game::Tr2 {
            r.ambient[2].clamp(0, 3) as u8
        } else {
            0
        },
        is_null: false,
    }
}

fn statik(s: &crate::format::room::RoomStaticMesh, game: Game) -> RoomStatic {
    let tint = if game >= Game::Tr3 {
        rgb555(s.intensity1)
    } else {
        let g = intensity_to_grey(s.intensity1 as i16);
        [g, g, g, 255]
    };
    RoomStatic {
        pos: s.pos,
        rotation: s.rotation,
        tint,
        static_id: s.mesh_id,
        slot: None,
    }
}

fn tr5_room(r: &Tr5Room) -> Room {
    let h = &r.header;
    let mut quads = Vec::new();
    let mut triangles = Vec::new();
    // Face vertex indices are relative to their layer's first vertex.
    let mut base = 0u16;
    for (layer, faces) in r.layers.iter().zip(&r.faces) {
        quads.extend(faces.rectangles.iter().map(|f| {
            let mut q = quad(f);
            q.vertices = q.vertices.map(|v| v.wrapping_add(base));
            q
        }));
        triangles.extend(faces.triangles.iter().map(|f| {
            let mut t = triangle(f);
            t.vertices = t.vertices.map(|v| v.wrapping_add(base));
            t
        }));
        base = base.wrapping_add(layer.num_vertices as u16);
    }
    let c = argb32(h.colour);
    Room {
        position: [h.x, h.y, h.z],
        y_top: h.y_top,
        y_bottom: h.y_bottom,
        vertices: r
            .vertices
            .iter()
            .map(|v| RoomVertex {
                pos: v.pos,
                colour: argb32(v.colour),
                attributes: 0,
            })
            .collect(),
        quads,
        triangles,
        sprites: Vec::new(),
        portals: Vec::new(),
        num_x_sectors: h.num_x_sectors,
        num_z_sectors: h.num_z_sectors,
        sectors: Vec::with_capacity(r.sectors.len()),
        ambient: [c[0], c[1], c[2]],
        lights: r
            .lights
            .iter()
            .map(|l| Light {
                pos: l.pos,
                colour: l.colour.map(|v| (v.clamp(0.0, 1.0) * 255.0) as u8),
                intensity: 1.0,
                radius: l.out,
                kind: l.light_type,
                direction: l.direction,
            })
            .collect(),
        statics: r
            .static_meshes
            .iter()
            .map(|s| statik(s, Game::Tr5))
            .collect(),
        alternate_room: None,
        alternate_group: h.alternate_group,
        flags: RoomFlags::from_bits_retain(h.flags),
        water_scheme: h.water_scheme as u8,
        reverb: h.reverb,
        light_mode: 0,
        is_null: r.is_null(),
    }
}
