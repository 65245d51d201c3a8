//! Time per frame: CPU (portal visibility + posing + GL submission, with a
//! 1×1 viewport so the rasteriser has nothing to do) and the whole frame at
//! 1280×720, from Lara's start on each real level and on the
//! demo, with the draw calls and visible rooms printed beside the figures.
//! Runs offscreen when there is no display (`SDL_VIDEODRIVER=offscreen`).
//! The `particles/…` cases measure 1,000 live particles on the demo: one
//! world tick of the pool, the tick plus building its billboards, and the
//! whole 1280×720 frame with them drawn.

use std::path::PathBuf;
use std::sync::Arc;

mod common;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use tombrs::app::offscreen::default_view;
use tombrs::level::Level;
use tombrs::render::particles::{camera_axes, Particles};
use tombrs::render::{Renderer, Scene};
use tombrs::world::effects::{Blend, EffectTable, ParticleDef};
use tombrs::world::{Event, World};

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
        let renderer = Renderer::new(world.level()).expect("renderer");
        let view = default_view(&world);
        let snapshot = world.snapshot();
        let scene = Scene {
            flipped: &snapshot.flipped,
            broken_statics: &snapshot.broken_statics,
            entities: &snapshot.entities,
            alpha: 0.5,
            time: 0.5,
        };
        let stats = renderer.draw(world.level(), &view, (1280, 720), &scene);
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
                let s = renderer.draw(world.level(), &view, (1, 1), &scene);
                // SAFETY: waits for the GL queue so frames do not pile up.
                unsafe { gl::Finish() };
                s
            })
        });
        // The whole frame at 1280×720 including rasterisation (llvmpipe on CI).
        c.bench_function(&format!("frame 1280x720/{name}"), |b| {
            b.iter(|| {
                let s = renderer.draw(world.level(), &view, (1280, 720), &scene);
                // SAFETY: as above.
                unsafe { gl::Finish() };
                s
            })
        });
        // SAFETY: keeps the GPU queue from growing between levels.
        unsafe { gl::Finish() };
    }
}

/// 1,000 particles a sector and more ahead of the demo's default view:
/// half alpha-blended, half additive, long-lived so none expires while
/// measured.
fn thousand_particles(view: &tombrs::render::View) -> (EffectTable, Vec<Event>) {
    let mut effects = EffectTable::default();
    for (id, blend) in [(1, Blend::Alpha), (2, Blend::Additive)] {
        let def = ParticleDef {
            life: u16::MAX,
            speed: 1.0,
            spread: 1.0,
            jitter: 512.0,
            size: 24.0,
            blend,
            colour: Some([200, 40, 20]),
            ..ParticleDef::named("BENCH")
        };
        effects.define(id, def).expect("define");
    }
    let yaw = tombrs::render::math::tr_radians(view.yaw);
    let ahead = [
        view.pos[0] + yaw.sin() * 1536.0,
        view.pos[1],
        view.pos[2] + yaw.cos() * 1536.0,
    ];
    let events = [1, 2]
        .map(|effect| Event::Particles {
            effect,
            pos: ahead.map(|v| v as i32),
            room: view.room,
            count: 500,
        })
        .to_vec();
    (effects, events)
}

fn bench_particles(c: &mut Criterion) {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("SDL_VIDEODRIVER").is_none() {
        std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    }
    let demo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4");
    let level = Level::load(&std::fs::read(&demo).expect("demo"), Some("tr4")).expect("load");
    let world = World::new(Arc::new(level), 0);
    let view = default_view(&world);
    let (effects, events) = thousand_particles(&view);
    let mut pool = Particles::new(1);
    pool.step(world.level(), &effects, &events);
    assert_eq!(pool.live().len(), 1000);
    c.bench_function("particles/step 1000", |b| {
        b.iter_batched(
            || pool.clone(),
            |mut p| {
                p.step(world.level(), &effects, &[]);
                p
            },
            BatchSize::SmallInput,
        )
    });
    let (right, down) = camera_axes(tombrs::render::math::tr_radians(view.yaw), 0.0);
    let mut vertices = Vec::with_capacity(6 * 4096);
    c.bench_function("particles/step+billboards 1000", |b| {
        b.iter_batched(
            || pool.clone(),
            |mut p| {
                p.step(world.level(), &effects, &[]);
                vertices.clear();
                p.billboards(world.level(), 0.5, right, down, &mut vertices)
            },
            BatchSize::SmallInput,
        )
    });
    let mut target =
        tombrs::app::offscreen::Offscreen::new(world.level(), (1280, 720)).expect("gl");
    target
        .renderer
        .step_particles(world.level(), &effects, &events);
    let snapshot = world.snapshot();
    let scene = Scene {
        flipped: &snapshot.flipped,
        broken_statics: &snapshot.broken_statics,
        entities: &snapshot.entities,
        alpha: 0.5,
        time: 0.5,
    };
    let renderer = &target.renderer;
    let stats = renderer.draw(world.level(), &view, (1280, 720), &scene);
    println!("demo with 1000 particles: {} draw calls", stats.draw_calls);
    c.bench_function("particles/frame 1280x720 demo with 1000", |b| {
        b.iter(|| {
            let s = renderer.draw(world.level(), &view, (1280, 720), &scene);
            // SAFETY: waits for the GL queue so frames do not pile up.
            unsafe { gl::Finish() };
            s
        })
    });
}

criterion_group!(benches, bench_frames, bench_particles);
criterion_main!(benches);
