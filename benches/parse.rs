//! Parse time per real level, against the lower bound of reading the file and
//! inflating its zlib streams in the same run.
//!
//! Groups per level: `read+inflate` (baseline), `parse` (read + raw parse) and
//! `parse+model` (read + raw parse + the resolved level model). Needs
//! `TR_DATA_DIR` (see README); prints a notice and does nothing without it.

use std::path::{Path, PathBuf};

mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::format::cursor::Reader;
use tombrs::format::level_file::ReadLimits;
use tombrs::format::zchunk::{inflate, read_chunk};
use tombrs::format::{detect_game, read_level, Game};
use tombrs::level::Level;

const LEVELS: [&str; 6] = common::REAL_LEVELS;

fn ext(p: &Path) -> Option<String> {
    p.extension().and_then(|e| e.to_str()).map(str::to_string)
}

/// Reads the file and inflates every zlib stream in it: the floor under any parser.
fn read_and_inflate(path: &Path) -> usize {
    let bytes = std::fs::read(path).expect("level file");
    let ext = ext(path);
    let game = detect_game(&bytes, ext.as_deref()).expect("level");
    if !game.is_tr45() {
        return bytes.len();
    }
    let mut r = Reader::new(&bytes);
    let _ = r.bytes(10);
    let limit = ReadLimits::for_file_len(bytes.len()).inflate_limit;
    let chunks = if game == Game::Tr5 { 3 } else { 4 };
    let mut total = 0;
    for _ in 0..chunks {
        let c = read_chunk(&mut r).expect("chunk");
        total += inflate(&c, limit).expect("inflate").len();
    }
    total
}

fn bench_levels(c: &mut Criterion) {
    let Some(dir) = std::env::var_os("TR_DATA_DIR").map(PathBuf::from) else {
        eprintln!("notice: TR_DATA_DIR is not set; no level benchmarks run");
        return;
    };
    for rel in LEVELS {
        let path = dir.join(rel);
        let ext = ext(&path);
        let mut group = c.benchmark_group(rel);
        group.sample_size(20);
        group.bench_function("read+inflate", |b| b.iter(|| read_and_inflate(&path)));
        group.bench_function("parse", |b| {
            b.iter(|| {
                let bytes = std::fs::read(&path).expect("level file");
                read_level(&bytes, ext.as_deref()).expect("parse")
            })
        });
        group.bench_function("parse+model", |b| {
            b.iter(|| {
                let bytes = std::fs::read(&path).expect("level file");
                let raw = read_level(&bytes, ext.as_deref()).expect("parse");
                Level::from_raw(&raw).expect("model")
            })
        });
        // The tolerant load (`Level::load_repaired`): the repair pass walks
        // every reference once more before the model is built.
        group.bench_function("parse+repair+model", |b| {
            b.iter(|| {
                let bytes = std::fs::read(&path).expect("level file");
                Level::load_repaired(&bytes, ext.as_deref()).expect("model")
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_levels);
criterion_main!(benches);
