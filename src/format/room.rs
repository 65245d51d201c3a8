//! TR1–TR4 rooms (TRosettaStone 3 §3.4.1–§3.4.4): header, the room-data words
//! (vertices, quads, triangles, sprites), portals, sectors, lights, static
//! meshes and the trailing flags.

use super::cursor::{read_list16, write_list16, Reader, Record, Writer};
use super::error::Result;
use super::field::Field;
use super::records::{read_faces, write_faces, Face3, Face4, Portal, RoomSprite, Sector, Vertex};
use super::Game;
use crate::record;

record! {
    /// Where a room is (`tr_room_info`, 16 bytes; TR5 adds `y`, see `room_tr5`).
    pub struct RoomInfo { pub x: i32, pub z: i32, pub y_bottom: i32, pub y_top: i32 }
}

/// A room vertex: TR1 8 bytes (position, lighting); TR2 12 bytes (+ attributes,
/// second lighting); TR3/TR4 12 bytes (+ attributes, 15-bit colour).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct RoomVertex {
    pub pos: Vertex,
    /// TR1/TR2: 0 bright .. 0x1FFF dark; ignored from TR3.
    pub lighting: i16,
    /// TR2+: wave/caustic/light-mode bits.
    pub attributes: u16,
    /// TR2: second lighting value; TR3/TR4: RGB555 colour.
    pub lighting2_or_colour: u16,
}

impl Record for RoomVertex {
    fn min_size(game: Game) -> usize {
        if game == Game::Tr1 {
            8
        } else {
            12
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        let pos = Vertex::get(r)?;
        let lighting = r.i16()?;
        if game == Game::Tr1 {
            return Ok(RoomVertex {
                pos,
                lighting,
                ..Default::default()
            });
        }
        Ok(RoomVertex {
            pos,
            lighting,
            attributes: r.u16()?,
            lighting2_or_colour: r.u16()?,
        })
    }
    fn write(&self, w: &mut Writer, game: Game) {
        self.pos.put(w);
        w.i16(self.lighting);
        if game != Game::Tr1 {
            w.u16(self.attributes);
            w.u16(self.lighting2_or_colour);
        }
    }
}

/// A room light in each of its TR1–TR4 layouts (§3.2.4).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RoomLight {
    /// 18 bytes.
    Tr1 {
        pos: [i32; 3],
        intensity: u16,
        fade: u32,
    },
    /// 24 bytes.
    Tr2 {
        pos: [i32; 3],
        intensity: [u16; 2],
        fade: [u32; 2],
    },
    /// 24 bytes; `params` is intensity/fade for point lights, a packed normal for suns.
    Tr3 {
        pos: [i32; 3],
        colour: [u8; 3],
        light_type: u8,
        params: [i32; 2],
    },
    /// 46 bytes.
    Tr4 {
        pos: [i32; 3],
        colour: [u8; 3],
        light_type: u8,
        filler: u8,
        intensity: u8,
        /// In (hotspot), Out (falloff), Length, CutOff.
        cone: [f32; 4],
        direction: [f32; 3],
    },
}

impl RoomLight {
    /// Position in world coordinates.
    pub fn pos(&self) -> [i32; 3] {
        match *self {
            RoomLight::Tr1 { pos, .. }
            | RoomLight::Tr2 { pos, .. }
            | RoomLight::Tr3 { pos, .. }
            | RoomLight::Tr4 { pos, .. } => pos,
        }
    }
}

impl Record for RoomLight {
    fn min_size(game: Game) -> usize {
        match game {
            Game::Tr1 => 18,
            Game::Tr4 => 46,
            _ => 24,
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        let pos = <[i32; 3]>::get(r)?;
        Ok(match game {
            Game::Tr1 => RoomLight::Tr1 {
                pos,
                intensity: r.u16()?,
                fade: r.u32()?,
            },
            Game::Tr2 => RoomLight::Tr2 {
                pos,
                intensity: <[u16; 2]>::get(r)?,
                fade: <[u32; 2]>::get(r)?,
            },
            Game::Tr3 => RoomLight::Tr3 {
                pos,
                colour: <[u8; 3]>::get(r)?,
                light_type: r.u8()?,
                params: <[i32; 2]>::get(r)?,
            },
            Game::Tr4 | Game::Tr5 => RoomLight::Tr4 {
                pos,
                colour: <[u8; 3]>::get(r)?,
                light_type: r.u8()?,
                filler: r.u8()?,
                intensity: r.u8()?,
                cone: <[f32; 4]>::get(r)?,
                direction: <[f32; 3]>::get(r)?,
            },
        })
    }
    fn write(&self, w: &mut Writer, _game: Game) {
        self.pos().put(w);
        match self {
            RoomLight::Tr1 {
                intensity, fade, ..
            } => {
                w.u16(*intensity);
                w.u32(*fade);
            }
            RoomLight::Tr2 {
                intensity, fade, ..
            } => {
                intensity.put(w);
                fade.put(w);
            }
            RoomLight::Tr3 {
                colour,
                light_type,
                params,
                ..
            } => {
                colour.put(w);
                w.u8(*light_type);
                params.put(w);
            }
            RoomLight::Tr4 {
                colour,
                light_type,
                filler,
                intensity,
                cone,
                direction,
                ..
            } => {
                colour.put(w);
                w.u8(*light_type);
                w.u8(*filler);
                w.u8(*intensity);
                cone.put(w);
                direction.put(w);
            }
        }
    }
}

/// A static mesh placed in a room: TR1 18 bytes, TR2+ 20 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct RoomStaticMesh {
    pub pos: [i32; 3],
    /// Yaw; steps of 0x4000 are 90°.
    pub rotation: u16,
    /// TR1/TR2: intensity (0 bright); TR3+: RGB555 colour.
    pub intensity1: u16,
    /// TR2: second intensity; TR3+: unused word. Absent in TR1.
    pub intensity2: u16,
    pub mesh_id: u16,
}

impl Record for RoomStaticMesh {
    fn min_size(game: Game) -> usize {
        if game == Game::Tr1 {
            18
        } else {
            20
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        Ok(RoomStaticMesh {
            pos: <[i32; 3]>::get(r)?,
            rotation: r.u16()?,
            intensity1: r.u16()?,
            intensity2: if game == Game::Tr1 { 0 } else { r.u16()? },
            mesh_id: r.u16()?,
        })
    }
    fn write(&self, w: &mut Writer, game: Game) {
        self.pos.put(w);
        w.u16(self.rotation);
        w.u16(self.intensity1);
        if game != Game::Tr1 {
            w.u16(self.intensity2);
        }
        w.u16(self.mesh_id);
    }
}

/// A TR1–TR4 room as stored.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Room {
    pub info: RoomInfo,
    pub vertices: Vec<RoomVertex>,
    pub rectangles: Vec<Face4>,
    pub triangles: Vec<Face3>,
    pub sprites: Vec<RoomSprite>,
    pub portals: Vec<Portal>,
    pub num_z_sectors: u16,
    pub num_x_sectors: u16,
    /// Column-major: index = x * num_z_sectors + z.
    pub sectors: Vec<Sector>,
    /// TR1: [ambient]; TR2: [ambient, ambient2, light mode]; TR3: [ambient, light mode].
    pub ambient: [i16; 3],
    /// TR4: ARGB room colour.
    pub colour: u32,
    pub lights: Vec<RoomLight>,
    pub static_meshes: Vec<RoomStaticMesh>,
    pub alternate_room: i16,
    pub flags: u16,
    /// TR3/TR4.
    pub water_scheme: u8,
    /// TR3/TR4.
    pub reverb: u8,
    /// TR3: filler; TR4: alternate group.
    pub alternate_group: u8,
}

/// How many ambient words a game stores before the lights.
fn ambient_words(game: Game) -> usize {
    match game {
        Game::Tr1 => 1,
        Game::Tr2 => 3,
        _ => 2,
    }
}

impl Room {
    /// Reads one room in the TR1–TR4 layout.
    pub fn read(r: &mut Reader, game: Game) -> Result<Room> {
        let info = r.within("info", |r| RoomInfo::get(r))?;
        let num_words = r.within("num_data_words", |r| r.u32())?;
        let n = r.check_count(num_words as u64, 2)?;
        let data_start = r.pos();
        let data = r.bytes(n * 2)?;
        // The vertex, quad, triangle and sprite lists fill the data words exactly.
        let mut d = Reader::new(data);
        let parsed = (|| {
            let vertices = read_list16::<RoomVertex>(&mut d, game, "vertices")?;
            let rectangles = read_faces(&mut d, false, "rectangles")?;
            let triangles = read_faces(&mut d, false, "triangles")?;
            let sprites = read_list16::<RoomSprite>(&mut d, game, "sprites")?;
            if !d.is_empty() {
                return Err(d.invalid(format!(
                    "{} bytes left over inside the room data words",
                    d.remaining()
                )));
            }
            Ok((vertices, rectangles, triangles, sprites))
        })()
        .map_err(|mut e| {
            e.offset += data_start as u64;
            e
        })?;
        let (vertices, rectangles, triangles, sprites) = parsed;
        let portals = read_list16::<Portal>(r, game, "portals")?;
        let (num_z_sectors, num_x_sectors, sectors) = r.within("sectors", |r| {
            let nz = r.u16()?;
            let nx = r.u16()?;
            let s = r.records::<Sector>(nz as u64 * nx as u64, game)?;
            Ok((nz, nx, s))
        })?;
        let mut ambient = [0i16; 3];
        let mut colour = 0;
        if game == Game::Tr4 {
            colour = r.within("colour", |r| r.u32())?;
        } else {
            for a in ambient.iter_mut().take(ambient_words(game)) {
                *a = r.within("ambient", |r| r.i16())?;
            }
        }
        let lights = read_list16::<RoomLight>(r, game, "lights")?;
        let static_meshes = read_list16::<RoomStaticMesh>(r, game, "static_meshes")?;
        let alternate_room = r.within("alternate_room", |r| r.i16())?;
        let flags = r.within("flags", |r| r.u16())?;
        let (water_scheme, reverb, alternate_group) = if game >= Game::Tr3 {
            r.within("water_reverb_group", |r| Ok((r.u8()?, r.u8()?, r.u8()?)))?
        } else {
            (0, 0, 0)
        };
        Ok(Room {
            info,
            vertices,
            rectangles,
            triangles,
            sprites,
            portals,
            num_z_sectors,
            num_x_sectors,
            sectors,
            ambient,
            colour,
            lights,
            static_meshes,
            alternate_room,
            flags,
            water_scheme,
            reverb,
            alternate_group,
        })
    }

    /// Size in 16-bit words of the vertex/face/sprite block.
    pub fn data_words(&self, game: Game) -> usize {
        let bytes = 2
            + self.vertices.len() * RoomVertex::min_size(game)
            + 2
            + self.rectangles.len() * Face4::size(false)
            + 2
            + self.triangles.len() * Face3::size(false)
            + 2
            + self.sprites.len() * 4;
        bytes / 2
    }

    /// Writes the room in the TR1–TR4 layout.
    pub fn write(&self, w: &mut Writer, game: Game) {
        self.info.put(w);
        w.u32(self.data_words(game) as u32);
        write_list16(w, game, &self.vertices);
        write_faces(w, &self.rectangles, false);
        write_faces(w, &self.triangles, false);
        write_list16(w, game, &self.sprites);
        write_list16(w, game, &self.portals);
        w.u16(self.num_z_sectors);
        w.u16(self.num_x_sectors);
        w.records(&self.sectors, game);
        if game == Game::Tr4 {
            w.u32(self.colour);
        } else {
            for a in self.ambient.iter().take(ambient_words(game)) {
                w.i16(*a);
            }
        }
        write_list16(w, game, &self.lights);
        write_list16(w, game, &self.static_meshes);
        w.i16(self.alternate_room);
        w.u16(self.flags);
        if game >= Game::Tr3 {
            w.u8(self.water_scheme);
            w.u8(self.reverb);
            w.u8(self.alternate_group);
        }
    }
}
