//! Time per frame: CPU (portal visibility + posing + GL submission, with a
//! 1×1 viewport so the rasteriser has nothing to do) and the whole frame at
//! 1280×720, from Lara's start on each real level and on the
//! demo, with the draw calls and visible rooms printed beside the figures.
//! Runs offscreen when there is no display (`SDL_VIDEODRIVER=offscreen`).

use std::path::PathBuf;
use std::sync::Arc;

mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use tombrs::app::offscreen::default_view;
use tombrs::level::Level;
use tombrs::render::{Renderer, Scene};
use tombrs::world::World;

fn levels() -> Vec<PathBuf> {
    let mut out = vec![PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4")];
    if let Some(dir) = std::env::var_os("TR_DATA_DIR").map(PathBuf::from) {
        for rel in common::REAL_LEVELS {
            out.push(dir.join(rel));
        }
    } else {
        eprintln!("notice: TR_DATA_DIR is not set; only the demo is measured");
    }
    out
}

fn bench_frames(c: &mut Criterion) {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("SDL_VIDEODRIVER").is_none() {
        std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    }
    let sdl = sdl2::init().expect("sdl");
    let video = sdl.video().expect("video");
    let attr = video.gl_attr();
    attr.set_context_profile(sdl2::video::GLProfile::Core);
    attr.set_context_version(3, 3);
    let window = video
        .window("tombrs bench", 1280, 720)
        .opengl()
        .hidden()
        .build()
        .expect("window");
    let _context = window.gl_create_context().expect("context");
    gl::load_with(|s| video.gl_get_proc_address(s) as *const _);
    for path in levels() {
        let ext = path.extension().and_then(|e| e.to_str());
        let level = Level::load(&std::fs::read(&path).expect("level"), ext).expect("load");
        let world = World::new(Arc::new(level), 0);
        let renderer = Renderer::new(&world.level).expect("renderer");
        let view = default_view(&world);
        let snapshot = world.snapshot();
        let scene = Scene {
            flipped: &snapshot.flipped,
            entities: &snapshot.entities,
            alpha: 0.5,
            time: 0.5,
        };
        let stats = renderer.draw(&world.level, &view, (1280, 720), &scene);
        let name = path
            .strip_prefix(path.parent().and_then(|p| p.parent()).unwrap_or(&path))
            .unwrap_or(&path)
            .display()
            .to_string();
        println!(
            "{name}: {} rooms visible, {} draw calls",
            stats.rooms, stats.draw_calls
        );
        // CPU side: a 1×1 viewport keeps the (software) rasteriser idle, so
        // this is visibility, posing and submission.
        c.bench_function(&format!("frame CPU/{name}"), |b| {
            b.iter(|| {
                let s = renderer.draw(&world.level, &view, (1, 1), &scene);
                // SAFETY: waits for the GL queue so frames do not pile up.
                unsafe { gl::Finish() };
                s
            })
        });
        // The whole frame at 1280×720 including rasterisation (llvmpipe on CI).
        c.bench_function(&format!("frame 1280x720/{name}"), |b| {
            b.iter(|| {
                let s = renderer.draw(&world.level, &view, (1280, 720), &scene);
                // SAFETY: as above.
                unsafe { gl::Finish() };
                s
            })
        });
        // SAFETY: keeps the GPU queue from growing between levels.
        unsafe { gl::Finish() };
    }
}

criterion_group!(benches, bench_frames);
criterion_main!(benches);
