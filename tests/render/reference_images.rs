//! Reference images: builder scenes rendered offscreen and compared with
//! PNGs in `tests/references/` under a tolerance (llvmpipe is deterministic,
//! but drivers may differ in the last bit of filtering and rasterisation):
//! a scene passes when no more than 1% of its pixels differ by more than 24
//! in any channel and the mean channel difference is at most 2.
//!
//! Regenerate on purpose (after a deliberate change in rendering) with
//! `TOMBRS_BLESS=1 cargo test --test render_reference`, then look at the
//! new images before committing them.
#![cfg(feature = "frontend")]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tombrs::app::offscreen::{render_view, write_png, Image};
use tombrs::builder::assemble::material_texture;
use tombrs::builder::demo::rooms;
use tombrs::builder::spec::Material;
use tombrs::level::texture::BlendMode;
use tombrs::level::{Level, RoomId};
use tombrs::render::View;
use tombrs::world::World;

const SIZE: (u32, u32) = (160, 120);

fn demo(file: &str) -> World {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/demo")
        .join(file);
    let ext = path.extension().and_then(|e| e.to_str());
    let level = Level::load(&std::fs::read(&path).unwrap(), ext).unwrap();
    World::new(Arc::new(level), 0)
}

/// The demo with one material's object textures set to `blend`.
fn with_blend(file: &str, material: Material, blend: BlendMode) -> World {
    let plain = demo(file);
    let mut level = (**plain.level()).clone();
    let first = material_texture(material) as usize;
    for t in &mut level.object_textures[first..first + 2] {
        t.blend = blend;
    }
    World::new(Arc::new(level), 0)
}

fn view(pos: [f32; 3], yaw: f32, room: usize) -> View {
    View {
        pos,
        yaw,
        pitch: 0.0,
        room: RoomId(room as u32),
        fov: 80.0,
    }
}

fn read_png(path: &Path) -> Option<Image> {
    let decoder = png::Decoder::new(std::fs::File::open(path).ok()?);
    let mut reader = decoder.read_info().ok()?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).ok()?;
    buf.truncate(info.buffer_size());
    Some(Image {
        width: info.width,
        height: info.height,
        rgba: buf,
    })
}

/// (share of pixels off by more than 24, mean channel difference).
fn difference(a: &Image, b: &Image) -> (f64, f64) {
    let mut off = 0usize;
    let mut total = 0u64;
    for (p, q) in a.rgba.chunks(4).zip(b.rgba.chunks(4)) {
        let d: Vec<u32> = (0..3)
            .map(|k| (p[k] as i32 - q[k] as i32).unsigned_abs())
            .collect();
        total += d.iter().map(|&v| v as u64).sum::<u64>();
        if d.iter().any(|&v| v > 24) {
            off += 1;
        }
    }
    let n = (a.width * a.height) as f64;
    (off as f64 / n, total as f64 / (n * 3.0))
}

#[test]
fn builder_scenes_match_their_reference_images() {
    let _sdl = crate::common::sdl::sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let hall = view([4608.0, -1024.0, 1536.0], 0.0, rooms::HALL);
    let portal_chain = view([7168.0, -512.0, 4608.0], 16384.0, rooms::HALL);
    let flood = view([38.5 * 1024.0, -1024.0, 2.0 * 1024.0], 0.0, rooms::FLOOD);
    let pool = view(
        [24.5 * 1024.0, -1024.0, 4.5 * 1024.0],
        16384.0,
        rooms::POOL_AIR,
    );
    // The flooded room's water floor, from above.
    let water = View {
        pitch: 6000.0,
        ..flood
    };
    let mut early = demo("demo.phd");
    early.set_room_flipped(rooms::FLOOD, true);
    let mut later = demo("demo.phd");
    later.set_room_flipped(rooms::FLOOD, true);
    later.set_tick(5);
    let mut flooded = demo("demo.tr4");
    flooded.set_room_flipped(rooms::FLOOD, true);
    // Blend modes: the hall's brick faces made additive (added over what
    // is behind them) and alpha-tested (no transparent texels: as opaque).
    let additive = with_blend("demo.tr4", Material::Brick, BlendMode::Additive);
    let alpha_tested = with_blend("demo.tr4", Material::Brick, BlendMode::AlphaTest);
    let scenes: Vec<(&str, World, View)> = vec![
        // Colour depths: TR1 pages are 8-bit palette, TR3 16-bit, TR4 32-bit.
        ("hall_tr1_8bit", demo("demo.phd"), hall),
        ("hall_tr3_16bit", demo("demo-tr3.tr2"), hall),
        ("hall_tr4_32bit", demo("demo.tr4"), hall),
        ("portal_chain_tr4", demo("demo.tr4"), portal_chain),
        ("flood_room_tr4", demo("demo.tr4"), flood),
        ("flood_room_flipped_tr4", flooded, flood),
        ("pool_water_tr4", demo("demo.tr4"), pool),
        // Under water: the pool room and what is seen from it take the water tint.
        (
            "underwater_pool_tr4",
            demo("demo.tr4"),
            view([27.0 * 1024.0, 2048.0, 1.5 * 1024.0], 0.0, rooms::POOL),
        ),
        // A sprite entity (the medipack in the den).
        (
            "sprite_medipack_tr1",
            demo("demo.phd"),
            View {
                pitch: 1500.0,
                ..view([43520.0, -700.0, 4608.0], 32768.0, rooms::DEN)
            },
        ),
        // Animated textures at two ticks: TR1's water frames cycle (the
        // TR4/TR5 demo water is a UV-rotate range: see the test below).
        ("water_tick0_tr1", early, water),
        ("water_tick5_tr1", later, water),
        ("blend_additive_tr4", additive, hall),
        ("blend_alpha_test_tr4", alpha_tested, hall),
    ];
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/references");
    let bless = std::env::var_os("TOMBRS_BLESS").is_some();
    let mut failures = Vec::new();
    for (name, world, v) in &scenes {
        let (image, _) = render_view(world, v, SIZE).expect("renders");
        let path = dir.join(format!("{name}.png"));
        if bless {
            std::fs::create_dir_all(&dir).unwrap();
            write_png(&image, &path).unwrap();
            continue;
        }
        let Some(reference) = read_png(&path) else {
            failures.push(format!(
                "{name}: no reference at {} (run with TOMBRS_BLESS=1)",
                path.display()
            ));
            continue;
        };
        let (off, mean) = difference(&image, &reference);
        if reference.width != image.width || off > 0.01 || mean > 2.0 {
            let got = crate::common::scratch(&format!("{name}.png"));
            let _ = write_png(&image, &got);
            failures.push(format!(
                "{name}: {:.2}% of pixels off, mean difference {mean:.2} (got {})",
                off * 100.0,
                got.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The flipped flood room does not look like the normal one.
    let (a, _) = render_view(&scenes[4].1, &scenes[4].2, SIZE).unwrap();
    let (b, _) = render_view(&scenes[5].1, &scenes[5].2, SIZE).unwrap();
    assert!(difference(&a, &b).0 > 0.05, "flipping changes the picture");
    let (c, _) = render_view(&scenes[9].1, &scenes[9].2, SIZE).unwrap();
    let (d, _) = render_view(&scenes[10].1, &scenes[10].2, SIZE).unwrap();
    assert!(difference(&c, &d).1 > 1.0, "the water animates");
    // Additive walls differ from opaque ones; alpha-tested solid ones do not.
    let (opaque, _) = render_view(&scenes[2].1, &scenes[2].2, SIZE).unwrap();
    let (added, _) = render_view(&scenes[11].1, &scenes[11].2, SIZE).unwrap();
    let (tested, _) = render_view(&scenes[12].1, &scenes[12].2, SIZE).unwrap();
    assert!(
        difference(&opaque, &added).0 > 0.05,
        "additive blending shows"
    );
    assert!(
        difference(&opaque, &tested).0 < 0.01,
        "solid texels pass the alpha test"
    );
    vertex_effects_move_with_world_time();
}

/// The demo at world tick `tick`.
fn demo_at(file: &str, tick: u64, flood: bool) -> World {
    let mut world = demo(file);
    world.set_tick(tick);
    world.set_room_flipped(rooms::FLOOD, flood);
    world
}

/// Waves, caustics, UV-rotate and TR2 light modes follow world time (run
/// from the reference test: SDL may only be started from one thread).
fn vertex_effects_move_with_world_time() {
    let water = View {
        pitch: 6000.0,
        ..view([38.5 * 1024.0, -1024.0, 2.0 * 1024.0], 0.0, rooms::FLOOD)
    };
    let frame = |w: &World, v: &View| render_view(w, v, SIZE).expect("renders").0;
    // UV-rotate (TR4): the flooded floor's water scrolls at 4 px a tick; its
    // 64 px texture repeats after 32 px, so tick 8 looks like tick 0 again
    // (up to the caustic shimmer, which follows time too).
    let t0 = frame(&demo_at("demo.tr4", 0, true), &water);
    let t3 = frame(&demo_at("demo.tr4", 3, true), &water);
    assert!(difference(&t0, &t3).0 > 0.05, "the water scrolls");
    // Where no water is in view, nothing moves.
    let hall = view([4608.0, -1024.0, 1536.0], 0.0, rooms::HALL);
    let dry0 = frame(&demo_at("demo.tr4", 0, false), &hall);
    let dry3 = frame(&demo_at("demo.tr4", 3, false), &hall);
    assert!(dry0.rgba == dry3.rgba, "nothing moves in the dry hall");
    // Caustics (TR1 water rooms shimmer as a whole): ticks 1 and 3 show the
    // same animation frame (TR1 steps every 5 ticks) but different light.
    let c1 = frame(&demo_at("demo.phd", 1, true), &water);
    let c3 = frame(&demo_at("demo.phd", 3, true), &water);
    let (_, mean) = difference(&c1, &c3);
    assert!(mean > 1.0, "caustics shimmer (mean difference {mean})");

    // TR2 light modes on the hall, every vertex with effect value `value`.
    let lit = |mode: u8, value: u16, tick: u64| {
        let plain = demo("demo-tr2.tr2");
        let mut level = (**plain.level()).clone();
        let room = &mut level.rooms[rooms::HALL];
        room.light_mode = mode;
        for v in &mut room.vertices {
            v.attributes = (v.attributes & !0x1F) | value;
        }
        let mut world = World::new(Arc::new(level), 0);
        world.set_tick(tick);
        frame(&world, &hall)
    };
    // Mode 1 (flicker) with value 31: dark on the ticks the flicker is off,
    // untouched on the others.
    use tombrs::render::vertex_effects::flicker_off;
    let on_tick = (0..100).find(|t| !flicker_off(*t)).unwrap();
    let off_tick = (0..100).find(|t| flicker_off(*t)).unwrap();
    let plain = frame(&demo_at("demo-tr2.tr2", on_tick, false), &hall);
    let on = lit(1, 31, on_tick);
    let off = lit(1, 31, off_tick);
    let brightness = |i: &Image| {
        i.rgba
            .chunks(4)
            .map(|p| p[..3].iter().map(|&c| c as f64).sum::<f64>())
            .sum::<f64>()
    };
    assert!(
        on.rgba == plain.rgba,
        "a lit flicker tick is the plain room"
    );
    assert!(
        brightness(&off) < brightness(&on) * 0.2,
        "the flicker turns the hall off ({} vs {})",
        brightness(&off),
        brightness(&on)
    );
    // Mode 2 (fade) at the top of its 60-tick cycle: value 30 sinks toward
    // black, value 2 rises toward full light, 16 does nothing.
    let peak = 15;
    let base = brightness(&frame(&demo_at("demo-tr2.tr2", peak, false), &hall));
    let dark = brightness(&lit(2, 30, peak));
    let bright = brightness(&lit(2, 2, peak));
    assert!(dark < base * 0.2, "fade to dark: {dark} vs {base}");
    assert!(bright > base * 1.2, "fade to light: {bright} vs {base}");
    assert!(lit(2, 16, peak).rgba == frame(&demo_at("demo-tr2.tr2", peak, false), &hall).rgba);
}
