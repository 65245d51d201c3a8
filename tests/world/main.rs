//! The world: simulation rules per game on builder and real levels, the
//! originals' line of sight, and particle effects as data.

#[path = "../common/mod.rs"]
mod common;

mod flyby;
mod los;
mod particles;
mod simulation;
mod statics;
mod zones;
