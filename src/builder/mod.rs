//! Authoring levels from code: rooms from sector grids with generated
//! geometry, lighting, portals, floor data and navigation data, procedural
//! textures, written as any game's level. Tests build their fixtures here.

pub mod assemble;
pub mod connect;
pub mod demo;
pub mod demo_files;
pub mod demo_ids;
pub mod game_folder;
pub mod geometry;
pub mod hero;
pub mod models;
pub mod nav;
pub mod objects;
pub mod sounds;
pub mod spec;
pub mod textures;
pub mod wad;

pub use assemble::build;
pub use spec::{
    CameraDef, EntityDef, LevelDef, LightDef, Material, RoomDef, SectorDef, SoundSourceDef,
};
