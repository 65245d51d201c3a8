//! Hostile input: every real level (one test each) truncated at 100 evenly
//! spaced offsets and hit by 500 single-byte corruptions. Each read must return
//! Ok or Err, never panic, and never hold more than max(64 MiB, 16 × file size) at once.
//!
//! The counting allocator counts per thread: the peak is that of one read
//! even while the other tests of the binary run on threads of their own.

use crate::common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use tombrs::format::companion::cdaudio::CdAudio;
use tombrs::format::companion::cutseq::Cutseq;
use tombrs::format::companion::gameflow::Platform;
use tombrs::format::companion::kind::{detect_kind, roundtrip_kind, FileKind};
use tombrs::format::companion::main_sfx::write_main_sfx;
use tombrs::format::companion::wad::Wad;
use tombrs::format::companion::wave;
use tombrs::format::cursor::Reader;
use tombrs::format::level_file::ReadLimits;
use tombrs::format::zchunk::{inflate, read_chunk};
use tombrs::format::{body, detect_game, read_level, Game, RawLevel};
use tombrs::level::Level;

struct Counting;

thread_local! {
    /// Bytes allocated on this thread and not yet freed on it.
    static LIVE: Cell<isize> = const { Cell::new(0) };
    /// The most [`LIVE`] has been since [`measure`] last set it.
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

/// Adds `delta` bytes to this thread's count (nothing while the thread is
/// torn down and its counters are gone).
fn hold(delta: isize) {
    let _ = LIVE.try_with(|live| {
        let now = live.get() + delta;
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            hold(layout.size() as isize);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        hold(-(layout.size() as isize));
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            hold(new_size as isize - layout.size() as isize);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

use common::XorShift as Rng;

/// Runs `read` on `input`, returning (panicked?, peak bytes held during it).
fn measure(input: &[u8], read: &dyn Fn(&[u8])) -> (bool, usize) {
    let base = LIVE.with(Cell::get);
    PEAK.with(|peak| peak.set(base));
    let panicked = common::quiet::quietly(|| read(input)).is_err();
    let peak = PEAK.with(Cell::get);
    (panicked, (peak - base).max(0) as usize)
}

fn full_read(ext: Option<String>) -> impl Fn(&[u8]) {
    move |bytes: &[u8]| {
        if let Ok(raw) = read_level(bytes, ext.as_deref()) {
            let _ = Level::from_raw(&raw);
        }
    }
}

fn body_read(game: Game) -> impl Fn(&[u8]) {
    move |bytes: &[u8]| {
        let mut level = RawLevel {
            game: Some(game),
            ..Default::default()
        };
        if body::read_body(&mut Reader::new(bytes), &mut level, game, None).is_ok() {
            let _ = Level::from_raw(&level);
        }
    }
}

/// Truncations and corruptions of `bytes` through `read`; returns failures.
fn sweep(name: &str, bytes: &[u8], limit: usize, read: &dyn Fn(&[u8]), seed: u64) -> Vec<String> {
    let mut failures = Vec::new();
    let mut check = |case: String, input: &[u8]| {
        let (panicked, peak) = measure(input, read);
        if std::env::var_os("TOMBRS_SWEEP_VERBOSE").is_some() {
            println!(
                "{name}: {case}: peak {peak} bytes{}",
                if panicked { ", panicked" } else { "" }
            );
        }
        if panicked {
            failures.push(format!("{name}: {case}: panicked"));
        } else if peak > limit {
            failures.push(format!("{name}: {case}: held {peak} bytes (limit {limit})"));
        }
    };
    for i in 0..100 {
        let cut = bytes.len() * i / 100;
        check(format!("truncated at {cut}"), &bytes[..cut]);
    }
    let mut rng = Rng(seed);
    let mut corrupted = bytes.to_vec();
    for _ in 0..500 {
        let at = (rng.next() % bytes.len() as u64) as usize;
        let value = rng.next() as u8;
        let old = corrupted[at];
        corrupted[at] = if value == old { !old } else { value };
        check(
            format!("byte {at} set to {:#04x}", corrupted[at]),
            &corrupted,
        );
        corrupted[at] = old;
    }
    failures
}

/// Fails with every failure of the sweeps, one per line.
fn assert_no_failures(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Sweeps real level `n` of [`common::REAL_LEVELS`]: the whole file, and for
/// TR4/TR5 the level body inside its compressed chunk. One test per level, so
/// the harness spreads the sweeps over its threads.
fn sweep_real_level(n: usize) {
    let Some(levels) = common::real_levels() else {
        return;
    };
    let path = &levels[n];
    let mut failures = Vec::new();
    let bytes = std::fs::read(path).unwrap();
    let ext = common::ext(path);
    let limit = (64usize << 20).max(16 * bytes.len());
    let name = path.display().to_string();
    failures.extend(sweep(
        &name,
        &bytes,
        limit,
        &full_read(ext.clone()),
        0x9E37_79B9 + n as u64,
    ));

    // TR4/TR5: most of the file is compressed; also attack the level body itself.
    let game = detect_game(&bytes, ext.as_deref()).unwrap();
    if game.is_tr45() {
        let body = level_body(&bytes, game);
        let limit = (64usize << 20).max(16 * body.len());
        failures.extend(sweep(
            &format!("{name} (level body)"),
            &body,
            limit,
            &body_read(game),
            0xC0FFEE + n as u64,
        ));
    }
    assert_no_failures(failures);
}

#[test]
fn tr1_level_truncated_and_corrupted_never_panics_or_overallocates() {
    sweep_real_level(0);
}

#[test]
fn tr2_level_truncated_and_corrupted_never_panics_or_overallocates() {
    sweep_real_level(1);
}

#[test]
fn tr3_level_truncated_and_corrupted_never_panics_or_overallocates() {
    sweep_real_level(2);
}

#[test]
fn tr4_level_truncated_and_corrupted_never_panics_or_overallocates() {
    sweep_real_level(3);
}

#[test]
fn tr5_level_truncated_and_corrupted_never_panics_or_overallocates() {
    sweep_real_level(4);
}

#[test]
fn trle_level_truncated_and_corrupted_never_panics_or_overallocates() {
    sweep_real_level(5);
}

#[test]
fn companion_files_truncated_and_corrupted_never_panic_or_overallocate() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    let mut failures = Vec::new();
    // The companion formats, real and writer-made.
    let mut companions: Vec<(String, Vec<u8>)> = [
        "trle/SCRIPT.DAT",
        "trle/ENGLISH.DAT",
        "trle/uklogo.pak",
        "trle/track_13.ogg",
        "wad/tr4_color.wad",
        "wad/coastal.wad",
    ]
    .iter()
    .map(|rel| {
        let p = levels[0].parent().unwrap().parent().unwrap().join(rel);
        (p.display().to_string(), std::fs::read(&p).unwrap())
    })
    .collect();
    let wave = common::fixtures::tiny_wave();
    companions.push((
        "TOMBPC.DAT (fixture)".into(),
        common::fixtures::gameflow(Platform::Pc).write(),
    ));
    companions.push((
        "TOMBPSX.DAT (fixture)".into(),
        common::fixtures::gameflow(Platform::Psx).write(),
    ));
    companions.push(("MAIN.SFX (fixture)".into(), write_main_sfx(&[&wave, &wave])));
    companions.push((
        "CDAUDIO.WAD (fixture)".into(),
        CdAudio::from_files(&[("a.wav", &wave)]).write(),
    ));
    for (n, (name, bytes)) in companions.iter().enumerate() {
        let limit = (64usize << 20).max(16 * bytes.len());
        failures.extend(sweep(
            name,
            bytes,
            limit,
            &companion_read(name.clone()),
            0xBEEF + n as u64,
        ));
    }
    assert_no_failures(failures);
}

/// Reads a companion file as every reader would: detection, then the reader
/// of the detected kind (and the WAD conversion and model).
fn companion_read(name: String) -> impl Fn(&[u8]) {
    move |bytes: &[u8]| {
        let file_name = name
            .rsplit('/')
            .next()
            .map(|n| n.split(' ').next().unwrap_or(n).to_string());
        let Some(kind) = detect_kind(bytes, file_name.as_deref()) else {
            return;
        };
        let _ = roundtrip_kind(kind, bytes, None);
        if kind == FileKind::Wad {
            if let Ok(w) = Wad::read(bytes) {
                let _ = Level::from_raw(&w.to_raw_level().0);
            }
        }
        if kind == FileKind::Wave {
            let _ = wave::decode(bytes);
        }
        if kind == FileKind::Cutseq {
            let _ = Cutseq::read(bytes);
        }
    }
}

/// The uncompressed level body of a TR4/TR5 file.
fn level_body(bytes: &[u8], game: Game) -> Vec<u8> {
    let mut r = Reader::new(bytes);
    r.bytes(10).unwrap();
    for _ in 0..3 {
        read_chunk(&mut r).unwrap();
    }
    if game == Game::Tr5 {
        r.bytes(32).unwrap();
        let size = r.u32().unwrap();
        r.u32().unwrap();
        r.bytes(size as usize).unwrap().to_vec()
    } else {
        let chunk = read_chunk(&mut r).unwrap();
        inflate(&chunk, ReadLimits::for_file_len(bytes.len()).inflate_limit).unwrap()
    }
}
