//! Sound: the mixer's arithmetic, the sound chain on builder levels of every
//! game, the real levels' samples and track, a headless run written to a WAV file.

#[path = "../common/mod.rs"]
mod common;

mod sound;
