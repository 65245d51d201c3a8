//! The description a level is built from: rooms as sector grids, what stands
//! in them and what triggers what. Heights are in clicks (256 units, y down),
//! positions of rooms in whole sectors.

use crate::level::floordata::FloorFunction;
use crate::level::heights::Diagonal;

/// The materials a description gives its surfaces are the texture set's.
pub use super::textures::Material;

/// One sector of a room grid.
#[derive(Debug, Clone, PartialEq)]
pub struct SectorDef {
    /// A solid wall column (no floor, no ceiling).
    pub wall: bool,
    /// Floor corner heights (clicks) at corners 00, 01, 10, 11.
    pub floor: [i32; 4],
    /// Ceiling corner heights (clicks).
    pub ceiling: [i32; 4],
    /// How a non-planar floor is split (TR3+ triangulation; TR1/TR2 need planes).
    pub floor_split: Diagonal,
    /// The ceiling opens into the room above (a vertical portal).
    pub open_above: bool,
    /// TR3+: only this triangle (1 or 2, in split order) of the vertical
    /// portal is open; the other stays solid. 0: the whole sector.
    pub portal_triangle: u8,
    pub floor_material: Material,
    pub ceiling_material: Material,
    pub wall_material: Material,
    /// Floor-data functions besides portals and slopes (triggers, kill, climb, monkey…).
    pub functions: Vec<FloorFunction>,
    /// A door stands here: its navigation box is blockable.
    pub door: bool,
    /// A gap creatures jump (TR4/TR5): a run of one or two such sectors
    /// between two open sectors links their boxes by a jump overlap.
    pub jump_gap: bool,
}

impl SectorDef {
    /// An open sector with a flat floor and ceiling.
    pub fn open(floor: i32, ceiling: i32) -> SectorDef {
        SectorDef {
            wall: false,
            floor: [floor; 4],
            ceiling: [ceiling; 4],
            floor_split: Diagonal::D00To11,
            open_above: false,
            portal_triangle: 0,
            floor_material: Material::Stone,
            ceiling_material: Material::Stone,
            wall_material: Material::Brick,
            functions: Vec::new(),
            door: false,
            jump_gap: false,
        }
    }

    /// A wall column.
    pub fn wall() -> SectorDef {
        SectorDef {
            wall: true,
            ..SectorDef::open(0, 0)
        }
    }

    /// Highest floor corner (smallest y, in clicks).
    pub fn floor_top(&self) -> i32 {
        *self.floor.iter().min().unwrap_or(&0)
    }

    /// Lowest ceiling corner (largest y, in clicks).
    pub fn ceiling_bottom(&self) -> i32 {
        *self.ceiling.iter().max().unwrap_or(&0)
    }

    /// True when the floor is flat.
    pub fn floor_is_flat(&self) -> bool {
        self.floor.iter().all(|&c| c == self.floor[0])
    }
}

/// A light placed in a room (room-relative position in world units).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LightDef {
    pub pos: [i32; 3],
    pub colour: [u8; 3],
    /// 0..1.
    pub intensity: f32,
    /// Distance at which it fades to nothing.
    pub radius: i32,
}

/// A room: a grid of sectors at a sector position, walls included.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomDef {
    /// World position of sector (0, 0), in sectors.
    pub x: i32,
    pub z: i32,
    pub nx: usize,
    pub nz: usize,
    /// Column-major: `sectors[x * nz + z]`.
    pub sectors: Vec<SectorDef>,
    pub water: bool,
    /// Extra room flag bits (sky, wind…).
    pub flags: u16,
    /// Light that reaches everything, 0..1.
    pub ambient: f32,
    pub lights: Vec<LightDef>,
    /// Index of the room this one flips with, and the TR4+ alternate group.
    pub alternate: Option<usize>,
    pub alternate_group: u8,
    /// Sprites standing in the room (room-relative position, sprite texture).
    pub sprites: Vec<([i32; 3], u16)>,
}

impl RoomDef {
    /// A room of `nx` × `nz` sectors with a wall border and an open interior
    /// of the given floor and ceiling.
    pub fn boxed(x: i32, z: i32, nx: usize, nz: usize, floor: i32, ceiling: i32) -> RoomDef {
        let mut sectors = Vec::with_capacity(nx * nz);
        for i in 0..nx {
            for j in 0..nz {
                let border = i == 0 || j == 0 || i + 1 == nx || j + 1 == nz;
                sectors.push(if border {
                    SectorDef::wall()
                } else {
                    SectorDef::open(floor, ceiling)
                });
            }
        }
        RoomDef {
            x,
            z,
            nx,
            nz,
            sectors,
            water: false,
            flags: 0,
            ambient: 0.5,
            lights: Vec::new(),
            alternate: None,
            alternate_group: 0,
            sprites: Vec::new(),
        }
    }

    /// The sector at grid cell (i, j).
    pub fn sector(&self, i: usize, j: usize) -> Option<&SectorDef> {
        (i < self.nx && j < self.nz).then(|| &self.sectors[i * self.nz + j])
    }

    /// The sector at grid cell (i, j), mutably.
    pub fn sector_mut(&mut self, i: usize, j: usize) -> &mut SectorDef {
        &mut self.sectors[i * self.nz + j]
    }

    /// The cell of world sector (wx, wz), if inside this room.
    pub fn cell_of(&self, wx: i32, wz: i32) -> Option<(usize, usize)> {
        let (i, j) = (wx - self.x, wz - self.z);
        (i >= 0 && j >= 0 && (i as usize) < self.nx && (j as usize) < self.nz)
            .then_some((i as usize, j as usize))
    }

    /// Highest ceiling and lowest floor of the room (clicks).
    pub fn vertical_extent(&self) -> (i32, i32) {
        let open = self.sectors.iter().filter(|s| !s.wall);
        let top = open.clone().flat_map(|s| s.ceiling).min().unwrap_or(0);
        let bottom = open.flat_map(|s| s.floor).max().unwrap_or(0);
        (top, bottom)
    }
}

/// An entity placed in the level.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EntityDef {
    pub type_id: u16,
    pub room: usize,
    /// World position.
    pub pos: [i32; 3],
    /// Yaw in 1/65536 turns.
    pub angle: u16,
    /// Activation mask (5 bits).
    pub mask: u8,
    pub invisible: bool,
    pub clear_body: bool,
    /// TR4/TR5 object code bits (TR1–TR3: not stored).
    pub ocb: i16,
}

impl EntityDef {
    /// An entity with default flags.
    pub fn new(type_id: u16, room: usize, pos: [i32; 3]) -> EntityDef {
        EntityDef {
            type_id,
            room,
            pos,
            angle: 0,
            mask: 0,
            invisible: false,
            clear_body: false,
            ocb: 0,
        }
    }

    /// The stored flags word.
    pub fn flags(&self) -> u16 {
        ((self.mask as u16 & 0x1F) << 9)
            | if self.invisible { 0x100 } else { 0 }
            | if self.clear_body { 0x80 } else { 0 }
    }
}

/// A fixed camera or sink.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CameraDef {
    pub pos: [i32; 3],
    pub room: usize,
    pub flags: u16,
}

/// A continuous sound source (world position, internal sound id, flip flags).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SoundSourceDef {
    pub pos: [i32; 3],
    pub sound: u16,
    /// 0x40 flipped only, 0x80 normal only, 0xC0 always.
    pub flags: u16,
}

/// A static-mesh slot: the mesh rooms place by its id.
#[derive(Debug, Clone, PartialEq)]
pub struct StaticMeshDef {
    pub id: u32,
    pub mesh: super::models::MeshDef,
    /// Whether the player and creatures collide with it (its collision box
    /// is its bounds); scenery such as monkey bars under a ceiling, which
    /// she hangs from, is not solid (an empty collision box).
    pub solid: bool,
}

/// A static mesh placed in a room.
#[derive(Debug, Clone, PartialEq)]
pub struct StaticDef {
    pub room: usize,
    /// World position.
    pub pos: [i32; 3],
    /// Yaw in 1/65536 turns (steps of 0x4000 keep the boxes aligned).
    pub rotation: u16,
    /// The static-mesh slot id.
    pub id: u32,
}

/// One point of a flyby sequence (TR4/TR5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FlybyPointDef {
    pub sequence: u8,
    pub index: u8,
    pub room: usize,
    pub pos: [i32; 3],
    pub target: [i32; 3],
    /// Field of view in degrees.
    pub fov: u16,
    /// Speed as the level editor enters it.
    pub speed: u16,
    pub flags: u16,
    pub timer: u16,
}

/// A level to build.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LevelDef {
    pub rooms: Vec<RoomDef>,
    pub entities: Vec<EntityDef>,
    pub cameras: Vec<CameraDef>,
    /// AI objects (TR4/TR5 block; TR3: stored as entities).
    pub ai_objects: Vec<EntityDef>,
    /// Movable models (the hero first, in Lara's slot).
    pub models: Vec<super::models::ModelDef>,
    /// Type ids drawn as single sprites (pickups such as the medipack).
    pub sprite_items: Vec<u32>,
    /// Include the synthesized sound effects and their sound map.
    pub sounds: bool,
    pub sound_sources: Vec<SoundSourceDef>,
    /// Static-mesh slots.
    pub static_meshes: Vec<StaticMeshDef>,
    pub statics: Vec<StaticDef>,
    pub flyby: Vec<FlybyPointDef>,
    /// TR1–TR3 demo data (start state and inputs), written into the level's
    /// demo block; TR4/TR5 have none, so it is left out there.
    pub demo: Option<crate::level::demo::Demo>,
}
