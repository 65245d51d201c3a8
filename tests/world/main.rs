//! The world: simulation rules per game on builder and real levels, and
//! particle effects as data.

#[path = "../common/mod.rs"]
mod common;

mod particles;
mod simulation;
