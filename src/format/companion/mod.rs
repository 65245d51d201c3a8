//! The files around the levels: gameflow scripts, language files, PAK and
//! CUTSEQ containers, TR3's CDAUDIO.WAD, MAIN.SFX, WAVE sound data and TRLE
//! object WADs. Each has a reader, a writer and a round-trip check.

pub mod cdaudio;
pub mod cutseq;
pub mod gameflow;
pub mod kind;
pub mod language;
pub mod main_sfx;
pub mod ogg;
pub mod pak;
pub mod script;
pub mod wad;
pub mod wave;
