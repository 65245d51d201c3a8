//! The fuzz targets' entry points: one function per target of `fuzz/`
//! taking the fuzzer's bytes, so that `cargo fuzz` and the in-process
//! replay test (tests/formats/fuzz_replay.rs) run the very same code. Each reads
//! the bytes as its format, goes on to what a reader's result feeds (the
//! level model, a decoder) and checks the round trips that must hold; a
//! panic is a finding. Each returns whether its reader accepted the input
//! (so tests can check that their seeds are valid files).

use crate::format::companion::{
    cdaudio::CdAudio, cutseq::Cutseq, gameflow::Gameflow, language::LanguageFile, main_sfx, ogg,
    pak, script::Script, wad::Wad, wave,
};
use crate::format::cursor::Reader;
use crate::format::{body, read_level, write_level, Game, RawLevel};
use crate::level::demo::Demo;
use crate::level::floordata;
use crate::level::Level;

/// The extension hints the `level` target's first byte picks from.
pub const LEVEL_HINTS: [&str; 5] = ["phd", "tr2", "tr4", "trc", "bin"];

/// The games the `level_body` target's first byte picks from.
pub const BODY_GAMES: [Game; 5] = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];

/// The games with demo blocks, picked by the `demo` target's first byte.
pub const DEMO_GAMES: [Game; 3] = [Game::Tr1, Game::Tr2, Game::Tr3];

/// How much a PAK may inflate to in the `pak` target (64 MiB).
pub const PAK_LIMIT: usize = 64 << 20;

/// A target's entry point: true when its reader accepted the bytes.
pub type Entry = fn(&[u8]) -> bool;

/// Every target by its name in fuzz/Cargo.toml.
pub const TARGETS: [(&str, Entry); 14] = [
    ("level", level),
    ("level_body", level_body),
    ("demo", demo),
    ("floordata", floor_data),
    ("script", script),
    ("language", language),
    ("gameflow", gameflow),
    ("pak", pak),
    ("cutseq", cutseq),
    ("cdaudio", cdaudio),
    ("main_sfx", main_sfx),
    ("wave", wave),
    ("ogg", ogg),
    ("wad", wad),
];

/// A whole level file; the first byte picks the extension hint
/// ([`LEVEL_HINTS`]). What reads is modelled and written back.
pub fn level(data: &[u8]) -> bool {
    let Some((&pick, bytes)) = data.split_first() else {
        return false;
    };
    let hint = LEVEL_HINTS[pick as usize % LEVEL_HINTS.len()];
    let Ok(raw) = read_level(bytes, Some(hint)) else {
        return false;
    };
    let _ = write_level(&raw);
    Level::from_raw(&raw).is_ok()
}

/// A level body (rooms to sample indices) without the outer layout or
/// zlib, so mutations reach the structures directly; the first byte picks
/// the game ([`BODY_GAMES`]).
pub fn level_body(data: &[u8]) -> bool {
    let Some((&pick, bytes)) = data.split_first() else {
        return false;
    };
    let game = BODY_GAMES[pick as usize % BODY_GAMES.len()];
    let mut raw = RawLevel {
        game: Some(game),
        ..Default::default()
    };
    // A body alone lacks the texture pages before it, so the model may
    // refuse it; the reader's answer is what counts.
    let read = body::read_body(&mut Reader::new(bytes), &mut raw, game, None).is_ok();
    if read {
        let _ = Level::from_raw(&raw);
    }
    read
}

/// A TR1–TR3 demo block; the first byte picks the game ([`DEMO_GAMES`]).
/// A decoded demo encodes and decodes back to the same inputs.
pub fn demo(data: &[u8]) -> bool {
    let Some((&pick, bytes)) = data.split_first() else {
        return false;
    };
    let game = DEMO_GAMES[pick as usize % DEMO_GAMES.len()];
    let Ok(d) = Demo::decode(game, bytes) else {
        return false;
    };
    let again = Demo::decode(game, &d.demo.encode(game)).map(|a| a.demo);
    assert_eq!(again.as_ref(), Ok(&d.demo), "demo decode → encode → decode");
    true
}

/// Floor-data words (little-endian pairs): decoding never panics and
/// decode → encode gives back the words it used.
pub fn floor_data(data: &[u8]) -> bool {
    let words: Vec<u16> = data
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    let Ok((entries, used)) = floordata::decode(&words, 0) else {
        return false;
    };
    assert_eq!(
        floordata::encode(&entries),
        words[..used],
        "floor data decode → encode"
    );
    true
}

/// TR4/TR5 SCRIPT.DAT: what reads, written, reads back equal.
pub fn script(data: &[u8]) -> bool {
    reads_back(data, Script::read, Script::write, "SCRIPT.DAT")
}

/// TR4/TR5 language files: what reads, written, reads back equal.
pub fn language(data: &[u8]) -> bool {
    reads_back(
        data,
        LanguageFile::read,
        LanguageFile::write,
        "language file",
    )
}

/// Reads `data`; what reads is written and must read back equal (`what`
/// names the format in the panic). Whether it read.
fn reads_back<T: PartialEq + std::fmt::Debug, E>(
    data: &[u8],
    read: fn(&[u8]) -> Result<T, E>,
    write: fn(&T) -> Vec<u8>,
    what: &str,
) -> bool {
    let Ok(value) = read(data) else {
        return false;
    };
    assert_eq!(read(&write(&value)).ok(), Some(value), "{what} round trip");
    true
}

/// TR2/TR3 TOMBPC.DAT / TOMBPSX.DAT in every platform layout.
pub fn gameflow(data: &[u8]) -> bool {
    Gameflow::read(data).is_ok()
}

/// PAK containers, inflating at most [`PAK_LIMIT`].
pub fn pak(data: &[u8]) -> bool {
    pak::read_pak(data, PAK_LIMIT).is_ok()
}

/// CUTSEQ files: table, headers and packed streams.
pub fn cutseq(data: &[u8]) -> bool {
    Cutseq::read(data).is_ok()
}

/// TR3 CDAUDIO.WAD: the header and every track it lists.
pub fn cdaudio(data: &[u8]) -> bool {
    let Ok(c) = CdAudio::read(data) else {
        return false;
    };
    for i in 0..c.tracks.len() {
        let _ = c.track(i);
    }
    true
}

/// MAIN.SFX: concatenated WAVE files, each decoded.
pub fn main_sfx(data: &[u8]) -> bool {
    let Ok(files) = main_sfx::read_main_sfx(data) else {
        return false;
    };
    for f in files {
        let _ = wave::decode(f);
    }
    true
}

/// WAVE files: PCM and MS-ADPCM decoding.
pub fn wave(data: &[u8]) -> bool {
    wave::decode(data).is_ok()
}

/// Ogg pages with their CRC checks.
pub fn ogg(data: &[u8]) -> bool {
    ogg::read_ogg(data).is_ok()
}

/// TRLE WADs, converted into the level model.
pub fn wad(data: &[u8]) -> bool {
    let Ok(w) = Wad::read(data) else {
        return false;
    };
    Level::from_raw(&w.to_raw_level().0).is_ok()
}
