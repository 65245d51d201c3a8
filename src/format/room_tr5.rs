//! TR5 rooms (TRosettaStone 3 §3.3, §3.4.5 and docs/formats.md): the `XELA` header of
//! 208 bytes, then lights, fog bulbs, sectors, portals, static meshes, layers,
//! per-layer faces and floating-point vertices. Separator and filler words are
//! kept as read.

use super::cursor::{read_list16, write_list16, Reader, Writer};
use super::error::Result;
use super::field::Field;
use super::records::{Face3, Face4, Portal, Sector};
use super::room::RoomStaticMesh;
use super::Game;
use crate::record;

record! {
    /// The 208 bytes after `XELA` and the room-data size. Offsets are measured
    /// from the end of this header.
    pub struct Tr5RoomHeader {
        pub separator0: u32,
        pub end_sd_offset: u32,
        pub start_sd_offset: u32,
        pub separator1: u32,
        pub end_portal_offset: u32,
        pub x: i32,
        pub y: i32,
        pub z: i32,
        pub y_bottom: i32,
        pub y_top: i32,
        pub num_z_sectors: u16,
        pub num_x_sectors: u16,
        pub colour: u32,
        pub num_lights: u16,
        pub num_static_meshes: u16,
        pub reverb: u8,
        pub alternate_group: u8,
        pub water_scheme: u16,
        pub filler0: [u32; 2],
        pub separator2: [u32; 2],
        pub filler1: u32,
        pub alternate_room: u16,
        pub flags: u16,
        pub unknown1: u32,
        pub unknown2: u32,
        pub unknown3: u32,
        pub separator3: u32,
        pub unknown4: u16,
        pub unknown5: u16,
        pub room_x: f32,
        pub room_y: f32,
        pub room_z: f32,
        pub separator4: [u32; 4],
        pub separator5: u32,
        pub separator6: u32,
        pub num_triangles: u32,
        pub num_rectangles: u32,
        pub lights_ptr: u32,
        pub fog_bulbs_ptr: u32,
        pub num_lights2: u32,
        pub num_fog_bulbs: u32,
        pub room_y_top: i32,
        pub room_y_bottom: i32,
        pub num_layers: u32,
        pub layer_offset: u32,
        pub vertices_offset: u32,
        pub poly_offset: u32,
        pub poly_offset2: u32,
        /// Size of the vertex block in bytes.
        pub vertices_size: u32,
        pub separator7: [u32; 4],
    }
}

record! {
    /// A TR5 room light (88 bytes).
    pub struct Tr5Light {
        pub pos: [f32; 3],
        pub colour: [f32; 3],
        pub separator: u32,
        pub in_: f32,
        pub out: f32,
        pub rad_in: f32,
        pub rad_out: f32,
        pub range: f32,
        pub direction: [f32; 3],
        pub pos_int: [i32; 3],
        pub direction_int: [i32; 3],
        pub light_type: u8,
        pub filler: [u8; 3],
    }
}

record! {
    /// A TR5 fog bulb (36 bytes).
    pub struct Tr5FogBulb {
        pub pos: [f32; 3],
        pub colour: [f32; 3],
        pub separator: u32,
        pub in_: f32,
        pub out: f32,
    }
}

record! {
    /// A TR5 room layer (volume) with its counts and bounds (56 bytes).
    pub struct Tr5Layer {
        pub num_vertices: u32,
        pub unknown1: u16,
        pub num_rectangles: u16,
        pub num_triangles: u16,
        pub unknown2: u16,
        pub filler: u16,
        pub filler2: u16,
        pub bounds: [f32; 6],
        pub filler3: u32,
        pub unknown6: u32,
        pub unknown7: u32,
        pub unknown8: u32,
    }
}

record! {
    /// A TR5 room vertex: float position and normal, 32-bit colour (28 bytes).
    pub struct Tr5RoomVertex { pub pos: [f32; 3], pub normal: [f32; 3], pub colour: u32 }
}

/// The faces of one layer: its quads, then its triangles (with effects words).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Tr5LayerFaces {
    pub rectangles: Vec<Face4>,
    pub triangles: Vec<Face3>,
}

/// Size of the fixed header that follows `XELA` and the data size.
pub const TR5_ROOM_HEADER_SIZE: usize = 208;

/// A TR5 room as stored.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Tr5Room {
    pub header: Tr5RoomHeader,
    pub lights: Vec<Tr5Light>,
    pub fog_bulbs: Vec<Tr5FogBulb>,
    pub sectors: Vec<Sector>,
    pub portals: Vec<Portal>,
    /// The two bytes after the portals (`CD CD`).
    pub portal_separator: u16,
    pub static_meshes: Vec<RoomStaticMesh>,
    pub layers: Vec<Tr5Layer>,
    pub faces: Vec<Tr5LayerFaces>,
    pub vertices: Vec<Tr5RoomVertex>,
    /// Bytes of the room block after the vertices (none in known files).
    pub trailing: Vec<u8>,
}

impl Tr5Room {
    /// True for rooms without geometry (`0xCDCDCDCD` in the position fields).
    pub fn is_null(&self) -> bool {
        self.header.room_x.to_bits() == 0xCDCD_CDCD
    }

    /// Reads one `XELA` room.
    pub fn read(r: &mut Reader, game: Game) -> Result<Tr5Room> {
        r.magic(b"XELA", "room marker")?;
        let size = r.within("data_size", |r| r.u32())?;
        let start = r.pos();
        let block = r.within("data", |r| r.bytes(size as usize))?;
        let mut b = Reader::new(block);
        Self::read_block(&mut b, game).map_err(|mut e| {
            e.offset += start as u64;
            e
        })
    }

    fn read_block(b: &mut Reader, game: Game) -> Result<Tr5Room> {
        let h = b.within("header", |r| Tr5RoomHeader::get(r))?;
        let lights = b.within("lights", |r| r.records(h.num_lights as u64, game))?;
        let fog_bulbs = b.within("fog_bulbs", |r| r.records(h.num_fog_bulbs as u64, game))?;
        let sector_count = h.num_x_sectors as u64 * h.num_z_sectors as u64;
        let sectors = b.within("sectors", |r| r.records(sector_count, game))?;
        let portals = read_list16::<Portal>(b, game, "portals")?;
        let portal_separator = b.within("portal_separator", |r| r.u16())?;
        let static_meshes = b.within("static_meshes", |r| {
            r.records(h.num_static_meshes as u64, game)
        })?;
        let layers: Vec<Tr5Layer> = b.within("layers", |r| r.records(h.num_layers as u64, game))?;
        let mut faces = Vec::with_capacity(layers.len());
        for (i, layer) in layers.iter().enumerate() {
            faces.push(b.within(&format!("layer_faces[{i}]"), |r| {
                let nq = r.check_count(layer.num_rectangles as u64, Face4::size(true))?;
                let rectangles = (0..nq)
                    .map(|_| Face4::read(r, true))
                    .collect::<Result<_>>()?;
                let nt = r.check_count(layer.num_triangles as u64, Face3::size(true))?;
                let triangles = (0..nt)
                    .map(|_| Face3::read(r, true))
                    .collect::<Result<_>>()?;
                Ok(Tr5LayerFaces {
                    rectangles,
                    triangles,
                })
            })?);
        }
        let vertex_count: u64 = layers.iter().map(|l| l.num_vertices as u64).sum();
        let vertices = b.within("vertices", |r| r.records(vertex_count, game))?;
        let trailing = b.rest().to_vec();
        Ok(Tr5Room {
            header: h,
            lights,
            fog_bulbs,
            sectors,
            portals,
            portal_separator,
            static_meshes,
            layers,
            faces,
            vertices,
            trailing,
        })
    }

    /// Writes the room, header fields as stored (see [`Tr5Room::update_layout`]).
    pub fn write(&self, w: &mut Writer, game: Game) {
        w.bytes(b"XELA");
        let size_at = w.len();
        w.u32(0);
        let start = w.len();
        self.header.put(w);
        w.records(&self.lights, game);
        w.records(&self.fog_bulbs, game);
        w.records(&self.sectors, game);
        write_list16(w, game, &self.portals);
        w.u16(self.portal_separator);
        w.records(&self.static_meshes, game);
        w.records(&self.layers, game);
        for f in &self.faces {
            for q in &f.rectangles {
                q.write(w, true);
            }
            for t in &f.triangles {
                t.write(w, true);
            }
        }
        w.records(&self.vertices, game);
        w.bytes(&self.trailing);
        let size = (w.len() - start) as u32;
        w.patch_u32(size_at, size);
    }

    /// Recomputes the header's counts and offsets from the contents (for rooms
    /// made by code rather than read from a file).
    pub fn update_layout(&mut self) {
        let h = &mut self.header;
        h.num_lights = self.lights.len() as u16;
        h.num_lights2 = self.lights.len() as u32;
        h.num_fog_bulbs = self.fog_bulbs.len() as u32;
        h.num_static_meshes = self.static_meshes.len() as u16;
        h.num_layers = self.layers.len() as u32;
        let start_sd = self.lights.len() * 88 + self.fog_bulbs.len() * 36;
        let end_sd = start_sd + self.sectors.len() * 8;
        let end_portal = end_sd + 2 + self.portals.len() * 32 + 2;
        let layer_offset = end_portal + self.static_meshes.len() * 20;
        let poly_offset = layer_offset + self.layers.len() * 56;
        let (mut quads, mut tris) = (0usize, 0usize);
        for f in &self.faces {
            quads += f.rectangles.len();
            tris += f.triangles.len();
        }
        let vertices_offset = poly_offset + quads * 12 + tris * 10;
        h.start_sd_offset = start_sd as u32;
        h.end_sd_offset = end_sd as u32;
        h.end_portal_offset = end_portal as u32;
        h.layer_offset = layer_offset as u32;
        h.poly_offset = poly_offset as u32;
        h.poly_offset2 = poly_offset as u32;
        h.vertices_offset = vertices_offset as u32;
        h.vertices_size = (self.vertices.len() * 28) as u32;
        h.num_rectangles = quads as u32;
        h.num_triangles = tris as u32;
    }
}
