//! Rooms in one model for every game: geometry with baked vertex colour,
//! portals, the sector grid with decoded references, lights and statics.

use bitflags::bitflags;

use crate::format::records::{Face3, Face4};
use crate::format::room::RoomLight;
use crate::format::Game;

use super::ids::{BoxId, FloorListId, RoomId, StaticId, TextureId};

/// Sentinel of `room_below`/`room_above` meaning "none".
pub const NO_ROOM: u8 = 255;
/// One click of height.
pub const CLICK: i32 = 256;
/// One sector's side.
pub const SECTOR: i32 = 1024;
/// Floor/ceiling value that marks a wall.
pub const WALL_HEIGHT: i8 = -127;

bitflags! {
    /// Room flags (§3.4.6).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub struct RoomFlags: u16 {
        const WATER = 0x0001;
        const SKYBOX = 0x0008;
        const WIND = 0x0020;
        const UNKNOWN_40 = 0x0040;
        /// TR3 quicksand; TR4/5 no lens flare.
        const QUICKSAND_OR_NO_LENSFLARE = 0x0080;
        const CAUSTICS = 0x0100;
        const REFLECTIVE = 0x0200;
        const SNOW = 0x0400;
        const RAIN = 0x0800;
        const COLD = 0x1000;
        const _ = !0;
    }
}

/// A vertex of room geometry, relative to the room position.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoomVertex {
    pub pos: [f32; 3],
    /// Baked light as RGBA8 (TR1/TR2 grey from intensity, TR3/TR4 RGB555, TR5 ARGB).
    pub colour: [u8; 4],
    /// TR2–TR4 attribute bits (waves, caustics, light-mode effect value).
    pub attributes: u16,
}

/// A textured face of room or mesh geometry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Face<const N: usize> {
    pub vertices: [u16; N],
    /// Object texture, or for coloured mesh faces the palette index word.
    pub texture: TextureId,
    pub double_sided: bool,
    /// TR4/TR5 effects word: additive (bit 0), shine (bits 1..7).
    pub effects: u16,
}

impl<const N: usize> Face<N> {
    fn new(vertices: [u16; N], texture: u16, effects: u16, double_sided_bit: bool) -> Self {
        Face {
            vertices,
            texture: TextureId((texture & 0x7FFF) as u32),
            double_sided: double_sided_bit && texture & 0x8000 != 0,
            effects,
        }
    }
    /// True for additive faces (TR4/TR5 effects bit 0).
    pub fn additive(&self) -> bool {
        self.effects & 1 != 0
    }
}

/// A quad.
pub type Quad = Face<4>;
/// A triangle.
pub type Triangle = Face<3>;

/// Converts a stored quad.
pub fn quad(f: &Face4) -> Quad {
    Face::new(f.vertices, f.texture, f.effects, true)
}

/// Converts a stored triangle.
pub fn triangle(f: &Face3) -> Triangle {
    Face::new(f.vertices, f.texture, f.effects, true)
}

/// A visibility portal into another room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Portal {
    pub room: RoomId,
    pub normal: [i16; 3],
    /// Corners relative to the room position.
    pub vertices: [[i16; 3]; 4],
}

/// One sector with decoded references.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sector {
    /// The decoded floor-data list (id 0: none).
    pub floor_list: FloorListId,
    /// Raw floor-data word index (kept for tools).
    pub floor_data_index: u16,
    pub box_id: Option<BoxId>,
    /// TR3+: footstep material (box-index bits 0..3).
    pub material: u8,
    pub room_below: Option<RoomId>,
    pub room_above: Option<RoomId>,
    /// Floor height in world units (y grows downwards); `None` for walls.
    pub floor: Option<i32>,
    pub ceiling: Option<i32>,
    /// Stored floor and ceiling clicks (−127 = wall).
    pub floor_clicks: i8,
    pub ceiling_clicks: i8,
}

/// A light that lights entities (rooms carry baked vertex light).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Light {
    pub pos: [f32; 3],
    pub colour: [u8; 3],
    /// 0..1 intensity.
    pub intensity: f32,
    /// Distance at which the light fades out (world units).
    pub radius: f32,
    /// 0 sun, 1 point, 2 spot, 3 shadow, 4 fog bulb (TR1/TR2: point).
    pub kind: u8,
    pub direction: [f32; 3],
}

/// A static mesh placed in a room.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoomStatic {
    pub pos: [i32; 3],
    /// Yaw in 1/65536 turns.
    pub rotation: u16,
    pub tint: [u8; 4],
    /// The static-mesh slot id (matched against static mesh ids).
    pub static_id: u16,
    /// Index in the level's static table, resolved at load.
    pub slot: Option<StaticId>,
}

/// A room of any game.
#[derive(Debug, Clone, PartialEq)]
pub struct Room {
    /// World position of the room's corner (TR5 rooms may have y ≠ 0).
    pub position: [i32; 3],
    pub y_top: i32,
    pub y_bottom: i32,
    pub vertices: Vec<RoomVertex>,
    pub quads: Vec<Quad>,
    pub triangles: Vec<Triangle>,
    /// Room sprites: (vertex index, sprite texture index).
    pub sprites: Vec<(u16, u16)>,
    pub portals: Vec<Portal>,
    pub num_x_sectors: u16,
    pub num_z_sectors: u16,
    /// Column-major: `x * num_z_sectors + z`.
    pub sectors: Vec<Sector>,
    /// Ambient light for entities, RGB8.
    pub ambient: [u8; 3],
    pub lights: Vec<Light>,
    pub statics: Vec<RoomStatic>,
    pub alternate_room: Option<RoomId>,
    pub alternate_group: u8,
    pub flags: RoomFlags,
    pub water_scheme: u8,
    pub reverb: u8,
    /// TR2's light mode (0 normal, 1 flicker, 2 fade, 3 sunset), applied
    /// with each vertex's low five attribute bits; 0 in the other games.
    pub light_mode: u8,
    /// TR5 rooms without geometry.
    pub is_null: bool,
}

impl Room {
    /// The sector at grid cell (x, z), if inside the grid.
    pub fn sector(&self, x: usize, z: usize) -> Option<&Sector> {
        if x >= self.num_x_sectors as usize || z >= self.num_z_sectors as usize {
            return None;
        }
        self.sectors.get(x * self.num_z_sectors as usize + z)
    }

    /// True for water rooms.
    pub fn is_water(&self) -> bool {
        self.flags.contains(RoomFlags::WATER)
    }
}

/// TR1/TR2 intensity (0 bright .. 0x1FFF dark) to an 8-bit grey.
pub fn intensity_to_grey(v: i16) -> u8 {
    let v = (v.max(0) as u32).min(0x1FFF);
    (255 - v * 255 / 0x1FFF) as u8
}

/// RGB555 to RGBA8.
pub fn rgb555(c: u16) -> [u8; 4] {
    let expand = |v: u16| ((v << 3) | (v >> 2)) as u8;
    [
        expand((c >> 10) & 0x1F),
        expand((c >> 5) & 0x1F),
        expand(c & 0x1F),
        255,
    ]
}

/// Stored ARGB word to RGBA8.
pub fn argb32(c: u32) -> [u8; 4] {
    [(c >> 16) as u8, (c >> 8) as u8, c as u8, 255]
}

/// A TR1–TR4 light in the common form.
pub fn light(l: &RoomLight) -> Light {
    let p = l.pos().map(|v| v as f32);
    match *l {
        RoomLight::Tr1 {
            intensity, fade, ..
        } => Light {
            pos: p,
            colour: [255; 3],
            intensity: intensity as f32 / 0x1FFF as f32,
            radius: fade as f32,
            kind: 1,
            direction: [0.0; 3],
        },
        RoomLight::Tr2 {
            intensity, fade, ..
        } => Light {
            pos: p,
            colour: [255; 3],
            intensity: intensity[0] as f32 / 0x1FFF as f32,
            radius: fade[0] as f32,
            kind: 1,
            direction: [0.0; 3],
        },
        RoomLight::Tr3 {
            colour,
            light_type,
            params,
            ..
        } => {
            let (intensity, radius, direction) = if light_type == 0 {
                let n = |v: i32| v as i16 as f32 / 16384.0;
                (1.0, 0.0, [n(params[0]), n(params[0] >> 16), n(params[1])])
            } else {
                (params[0] as f32 / 0x1FFF as f32, params[1] as f32, [0.0; 3])
            };
            Light {
                pos: p,
                colour,
                intensity,
                radius,
                kind: light_type,
                direction,
            }
        }
        RoomLight::Tr4 {
            colour,
            light_type,
            intensity,
            cone,
            direction,
            ..
        } => Light {
            pos: p,
            colour,
            intensity: intensity as f32 / 31.0,
            radius: cone[1],
            kind: light_type,
            direction,
        },
    }
}

/// Vertex colour of a TR1–TR4 room vertex.
pub fn vertex_colour(game: Game, lighting: i16, second: u16) -> [u8; 4] {
    match game {
        Game::Tr1 => {
            let g = intensity_to_grey(lighting);
            [g, g, g, 255]
        }
        Game::Tr2 => {
            let g = intensity_to_grey(second as i16);
            [g, g, g, 255]
        }
        _ => rgb555(second),
    }
}
