//! The fuzz targets in-process: the committed crashing inputs in
//! fuzz/corpus-crashes/<target>/ (each once a panic, now fixed) replay
//! without a panic, and so do 10,000 seeded mutations per target of small
//! writer-made inputs (byte flips, truncations, inserted runs, length
//! fields set to edge values), through the same entry points `cargo fuzz`
//! runs (`tombrs::fuzzing`). `TOMBRS_FUZZ_ROUNDS=N` changes the count for
//! a longer hunt; a panicking input is written to the system's temporary
//! folder under target/tmp/fuzz-finds/ to be added to the corpus.

use crate::common;

use std::path::{Path, PathBuf};

use tombrs::format::companion::cdaudio::CdAudio;
use tombrs::format::companion::cutseq::Cutseq;
use tombrs::format::companion::gameflow::Platform;
use tombrs::format::companion::main_sfx::write_main_sfx;
use tombrs::format::companion::ogg::{ogg_crc, write_ogg, OggPage};
use tombrs::format::companion::pak::write_pak;
use tombrs::format::companion::wad::Wad;
use tombrs::format::cursor::Writer;
use tombrs::format::{body, write_level, Game, RawLevel};
use tombrs::fuzzing::{self, Entry, BODY_GAMES, DEMO_GAMES, LEVEL_HINTS, TARGETS};
use tombrs::level::demo::Demo;

/// Mutated inputs per target unless `TOMBRS_FUZZ_ROUNDS` says otherwise.
const ROUNDS: usize = 10_000;

/// The largest run of bytes a mutation inserts.
const LONGEST_RUN: u64 = 64;

use common::XorShift as Rng;

/// A seed input: fixed leading bytes (the target's pick byte) the
/// mutations leave alone, and the bytes they work on.
struct Seed {
    name: String,
    prefix: Vec<u8>,
    bytes: Vec<u8>,
}

fn seed(name: impl Into<String>, prefix: &[u8], bytes: Vec<u8>) -> Seed {
    Seed {
        name: name.into(),
        prefix: prefix.to_vec(),
        bytes,
    }
}

/// Values a length or count field is set to: the edges readers must refuse
/// or survive.
const EDGE_VALUES: [u32; 8] = [0, 1, 0x7F, 0xFF, 0x7FFF, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF];

/// One to four mutations of `bytes`.
fn mutate(bytes: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = bytes.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(b.len() as u64 + 1) as usize;
        match rng.below(5) {
            // A flipped bit.
            0 if at < b.len() => b[at] ^= 1 << rng.below(8),
            // A byte set to anything.
            1 if at < b.len() => b[at] = rng.next() as u8,
            // Cut short.
            2 => b.truncate(at),
            // A run of one byte inserted.
            3 => {
                let len = 1 + rng.below(LONGEST_RUN) as usize;
                let value = [0, 0xFF, rng.next() as u8][rng.below(3) as usize];
                b.splice(at..at, std::iter::repeat_n(value, len));
            }
            // A 16- or 32-bit field (aligned) set to an edge or nudged.
            _ => {
                let wide = rng.below(2) == 0;
                let size = if wide { 4 } else { 2 };
                let at = at / size * size;
                if at + size > b.len() {
                    continue;
                }
                let old = b[at..at + size]
                    .iter()
                    .rev()
                    .fold(0u32, |v, &x| v << 8 | x as u32);
                let value = match rng.below(4) {
                    0 => old.wrapping_add(1),
                    1 => old.wrapping_sub(1),
                    2 => old.wrapping_mul(2),
                    _ => EDGE_VALUES[rng.below(EDGE_VALUES.len() as u64) as usize],
                };
                b[at..at + size].copy_from_slice(&value.to_le_bytes()[..size]);
            }
        }
    }
    b
}

/// The writer-made seeds of each target.
fn seeds(target: &str) -> Vec<Seed> {
    let wave = common::fixtures::tiny_wave();
    let games = [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];
    let pick_of = |game: Game, list: &[Game]| list.iter().position(|&g| g == game).unwrap() as u8;
    match target {
        "level" => games
            .iter()
            .map(|&g| {
                let hint = ["phd", "tr2", "tr2", "tr4", "trc"][pick_of(g, &games) as usize];
                let pick = LEVEL_HINTS.iter().position(|&h| h == hint).unwrap() as u8;
                seed(
                    format!("tiny {g}"),
                    &[pick],
                    write_level(&common::fixtures::tiny_level(g)),
                )
            })
            .collect(),
        "level_body" => games
            .iter()
            .map(|&g| {
                // The target reads a body without a demo layout.
                let raw = RawLevel {
                    demo: None,
                    ..common::fixtures::tiny_level(g)
                };
                let mut w = Writer::new();
                body::write_body(&mut w, &raw, g);
                seed(
                    format!("tiny {g} body"),
                    &[pick_of(g, &BODY_GAMES)],
                    w.into_bytes(),
                )
            })
            .collect(),
        "demo" => DEMO_GAMES
            .iter()
            .map(|&g| {
                let demo = Demo {
                    pos: [1536, -256, 2560],
                    rot: [0, 0x4000, 0],
                    room: 1,
                    last_gun: (g != Game::Tr1).then_some(1),
                    inputs: vec![0, 1, 1, 0x11, 0x20, 0],
                };
                seed(
                    format!("{g} demo"),
                    &[pick_of(g, &DEMO_GAMES)],
                    demo.encode(g),
                )
            })
            .collect(),
        "floordata" => {
            let (words, _, _) = common::fixtures::floor_data();
            let bytes = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            vec![seed("fixture floor data", &[], bytes)]
        }
        "script" | "language" => {
            let dir = scratch(target);
            let mut out = Vec::new();
            for g in [Game::Tr4, Game::Tr5] {
                let sub = dir.join(g.to_string());
                tombrs::builder::game_folder::write_script_like(&sub, g).unwrap();
                let file = if target == "script" {
                    "SCRIPT.DAT"
                } else {
                    "ENGLISH.DAT"
                };
                out.push(seed(
                    format!("{g} {file}"),
                    &[],
                    std::fs::read(sub.join(file)).unwrap(),
                ));
            }
            out
        }
        "gameflow" => [Platform::Pc, Platform::Psx]
            .iter()
            .map(|&p| {
                seed(
                    format!("{p:?} gameflow"),
                    &[],
                    common::fixtures::gameflow(p).write(),
                )
            })
            .collect(),
        "pak" => vec![seed("pak of a wave", &[], write_pak(&wave))],
        "cutseq" => vec![seed(
            "cutseq of one block",
            &[],
            Cutseq::build(4, &[common::fixtures::cutscene_block()]),
        )],
        "cdaudio" => vec![seed(
            "one track",
            &[],
            CdAudio::from_files(&[("a.wav", &wave)]).write(),
        )],
        "main_sfx" => vec![seed("two waves", &[], write_main_sfx(&[&wave, &wave]))],
        "wave" => vec![seed("tiny wave", &[], wave)],
        "ogg" => vec![seed("two pages", &[], two_ogg_pages())],
        "wad" => vec![seed(
            "empty wad",
            &[],
            Wad {
                version: TRLE_WAD_VERSION,
                ..Default::default()
            }
            .write(),
        )],
        other => panic!("no seeds for fuzz target {other}"),
    }
}

/// The version word of the WADs TRLE's tools write.
const TRLE_WAD_VERSION: u32 = 129;

/// Two Ogg pages with correct checksums.
fn two_ogg_pages() -> Vec<u8> {
    let pages: Vec<OggPage> = (0..2u32)
        .map(|n| {
            let body = vec![n as u8 + 1; 20];
            let mut page = OggPage {
                version: 0,
                header_type: if n == 0 { 2 } else { 4 },
                granule_position: n as u64 * 100,
                serial: 0x1234,
                sequence: n,
                checksum: 0,
                segments: vec![body.len() as u8],
                body,
            };
            page.checksum = ogg_crc(&write_ogg(std::slice::from_ref(&page)));
            page
        })
        .collect();
    write_ogg(&pages)
}

/// A fresh scratch folder for this test run.
fn scratch(name: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("fuzz-replay-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `input` through `entry`; a description of the panic, if any (the
/// input is saved for the corpus).
fn run_one(target: &str, entry: Entry, input: &[u8], case: &str) -> Option<String> {
    let outcome = common::quiet::quietly(|| {
        entry(input);
    });
    let err = outcome.err()?;
    let message = err
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    let dir = crate::common::scratch("fuzz-finds").join(target);
    let _ = std::fs::create_dir_all(&dir);
    let file = dir.join(format!("{:016x}", fnv(input)));
    let _ = std::fs::write(&file, input);
    Some(format!(
        "{target}: {case}: panicked: {message} (input saved to {})",
        file.display()
    ))
}

/// FNV-1a, to name saved inputs.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

fn rounds() -> usize {
    std::env::var("TOMBRS_FUZZ_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ROUNDS)
}

/// Mutations of every seed of each of `targets`, round robin over the
/// seeds; the panics found.
fn fuzz(targets: &[&str]) -> Vec<String> {
    let mut failures = Vec::new();
    for &name in targets {
        let (_, entry) = TARGETS.iter().find(|(n, _)| *n == name).unwrap();
        let seeds = seeds(name);
        // The seeds themselves first: they must pass untouched.
        for s in &seeds {
            let input = [s.prefix.as_slice(), &s.bytes].concat();
            failures.extend(run_one(name, *entry, &input, &s.name));
        }
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ fnv(name.as_bytes()));
        for round in 0..rounds() {
            let s = &seeds[round % seeds.len()];
            let input = [s.prefix.clone(), mutate(&s.bytes, &mut rng)].concat();
            failures.extend(run_one(
                name,
                *entry,
                &input,
                &format!("{} mutation {round}", s.name),
            ));
        }
    }
    failures
}

fn assert_none(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} panics:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_target_has_valid_seeds_and_a_fuzz_crate_binary() {
    let manifest = std::fs::read_to_string("fuzz/Cargo.toml").unwrap();
    for (name, entry) in TARGETS {
        let seeds = seeds(name);
        assert!(!seeds.is_empty(), "{name}");
        for s in &seeds {
            // A seed its reader refuses would only fuzz the first check.
            let input = [s.prefix.as_slice(), &s.bytes].concat();
            assert!(entry(&input), "{name}: seed {} does not read", s.name);
        }
        assert!(
            manifest.contains(&format!("name = \"{name}\"")),
            "fuzz/Cargo.toml lacks the target {name}"
        );
    }
}

#[test]
fn the_committed_crashes_replay_without_a_panic() {
    let corpus = Path::new("fuzz/corpus-crashes");
    let mut failures = Vec::new();
    let mut replayed = 0;
    for (name, entry) in TARGETS {
        let Ok(files) = std::fs::read_dir(corpus.join(name)) else {
            continue;
        };
        for file in files.flatten() {
            let input = std::fs::read(file.path()).unwrap();
            replayed += 1;
            failures.extend(run_one(
                name,
                entry,
                &input,
                &file.path().display().to_string(),
            ));
        }
    }
    eprintln!("replayed {replayed} committed crashing inputs");
    assert_none(failures);
}

#[test]
fn mutated_levels_never_panic() {
    assert_none(fuzz(&["level", "level_body"]));
}

#[test]
fn mutated_game_scripts_and_demos_never_panic() {
    assert_none(fuzz(&[
        "demo",
        "floordata",
        "script",
        "language",
        "gameflow",
    ]));
}

#[test]
fn mutated_containers_and_sounds_never_panic() {
    assert_none(fuzz(&[
        "pak", "cutseq", "cdaudio", "main_sfx", "wave", "ogg", "wad",
    ]));
}

#[test]
fn the_mutations_change_their_seed() {
    let mut rng = Rng(1);
    let seed = vec![7u8; 64];
    let changed = (0..100).filter(|_| mutate(&seed, &mut rng) != seed).count();
    assert!(changed > 90, "{changed} of 100 mutations changed the seed");
    // The entry points are the fuzz crate's: a target by name runs.
    assert!(fuzzing::wave(&common::fixtures::tiny_wave()));
    assert!(!fuzzing::wave(b"RIFF"));
}
