//! Authoring levels from code: rooms from sector grids with generated
//! geometry, lighting, portals, floor data and navigation data, procedural
//! textures, written as any game's level. Tests build their fixtures here.

pub mod assemble;
pub mod connect;
pub mod geometry;
pub mod nav;
pub mod spec;
pub mod textures;

pub use assemble::build;
pub use spec::{CameraDef, EntityDef, LevelDef, LightDef, Material, RoomDef, SectorDef};
