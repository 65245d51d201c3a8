//! Files: the writers' synthetic levels, the builder and its demo level, the
//! companion formats, the real level files, files in the wild, hostile input
//! and the fuzz targets replayed in-process.

#[path = "../common/mod.rs"]
mod common;

mod builder;
mod companion;
mod demo_level;
mod fuzz_replay;
mod hostile_input;
mod real_levels;
mod synthetic;
mod tolerant_files;
