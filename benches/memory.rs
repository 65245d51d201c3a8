//! Peak memory of `tombrs sim LEVEL --ticks 300` per level: the demo and,
//! with `TR_DATA_DIR`, the real levels. Each level runs in a fresh process
//! (this binary again), which runs the `sim` command's own code and reports:
//!
//! - the peak of the bytes allocated at once (a counting allocator: the
//!   memory the level, its world and its scripts take),
//! - the process's peak resident set (`VmHWM`) and what it held before the
//!   level was read (the binary's pages and its shared libraries, which no
//!   level changes),
//!
//! each beside the file's size and, for TR4/TR5, its size with the zlib
//! chunks inflated. `cargo bench --bench memory`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

mod common;

/// The system allocator, counting the bytes allocated now and at most.
struct Counting;

static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is the system allocator's; the counters are atomics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        NOW.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            NOW.fetch_sub(layout.size(), Ordering::Relaxed);
            grew(new_size);
        }
        p
    }
}

fn grew(bytes: usize) {
    let now = NOW.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The environment variable that makes this binary run one level.
const RUN: &str = "TOMBRS_MEMORY_RUN";

/// A `/proc/self/status` figure in bytes (0 where there is none).
fn status_bytes(key: &str) -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| {
                l.strip_prefix(key)?
                    .trim()
                    .strip_suffix("kB")?
                    .trim()
                    .parse()
                    .ok()
            })
        })
        .map_or(0, |kb: usize| kb * 1024)
}

/// The child: runs `sim LEVEL --ticks 300` with the shipped scripts and
/// prints `file inflated heap-peak rss-before rss-peak`.
fn run_one(level: &Path) {
    let bytes = std::fs::read(level).expect("the level");
    let ext = level.extension().and_then(|e| e.to_str());
    let file = bytes.len();
    let inflated = tombrs::format::level_file::inflated_len(&bytes, ext).expect("a level");
    drop(bytes);
    let before = status_bytes("VmRSS:");
    let heap_before = NOW.load(Ordering::Relaxed);
    PEAK.store(heap_before, Ordering::Relaxed);
    let no_mods: [PathBuf; 0] = [];
    let args = tombrs::app::sim::SimArgs {
        level,
        ticks: Some(300),
        input: None,
        demo: false,
        seed: 0,
        trace: None,
        scripts: Some(&no_mods),
        watch: false,
        console: false,
        audio_out: None,
        load: None,
        save: None,
        saves: None,
        strict: false,
        fixes: &[],
    };
    let code = tombrs::app::sim::run(&args);
    assert!(code == std::process::ExitCode::SUCCESS, "sim failed");
    let heap = PEAK.load(Ordering::Relaxed) - heap_before;
    let peak = status_bytes("VmHWM:");
    println!("{file} {inflated} {heap} {before} {peak}");
}

fn main() {
    if let Some(level) = std::env::var_os(RUN) {
        run_one(Path::new(&level));
        return;
    }
    let me = std::env::current_exe().expect("this binary");
    let mb = |b: usize| b as f64 / (1 << 20) as f64;
    for (name, path) in common::levels(&["demo.phd"]) {
        let out = Command::new(&me)
            .env(RUN, &path)
            .output()
            .expect("a child run");
        let text = String::from_utf8_lossy(&out.stdout);
        let numbers: Vec<usize> = text
            .lines()
            .last()
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        let [file, inflated, heap, before, peak] = numbers[..] else {
            println!(
                "memory/{name}: the run failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            continue;
        };
        println!(
            "memory/{name}: file {:.2} MiB, inflated {:.2} MiB; heap peak {:.2} MiB = {:.2} × file, {:.2} × inflated; \
             RSS peak {:.2} MiB ({:.2} × file), {:.2} MiB before the level, {:.2} MiB above it ({:.2} × file)",
            mb(file),
            mb(inflated),
            mb(heap),
            heap as f64 / file as f64,
            heap as f64 / inflated as f64,
            mb(peak),
            peak as f64 / file as f64,
            mb(before),
            mb(peak.saturating_sub(before)),
            peak.saturating_sub(before) as f64 / file as f64,
        );
    }
}
