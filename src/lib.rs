#![recursion_limit = "256"]
//! tombrs: a Tomb Raider 1–5 level engine in which every entity behaviour is
//! a Lua script.
//!
//! Layers (see docs/architecture.md): [`format`] reads and writes the files,
//! [`level`] turns them into one version-independent model; the `frontend`
//! feature adds the window, renderer and audio device.

pub mod app;
#[cfg(test)]
mod architecture_test;
pub mod audio;
pub mod builder;
pub mod format;
pub mod fuzzing;
pub mod game;
pub mod level;
#[cfg(feature = "frontend")]
pub mod render;
pub mod save;
pub mod script;
pub mod world;
