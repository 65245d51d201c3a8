//! Game pages drawn offscreen (`SDL_VIDEODRIVER=offscreen`): the inventory
//! ring of the level's own models over the bundled demo and over TR1's
//! test level, a title menu and a statistics page. The frames are written
//! as PNG under `target/tmp/pages/` for a look.
#![cfg(feature = "frontend")]

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tombrs::app::offscreen::{default_view, write_png, Image, Offscreen};
use tombrs::game::page::{Backdrop, Page, PageLine, Ring, RingItem};
use tombrs::level::Level;
use tombrs::render::level_font::Face;
use tombrs::render::overlay::Overlay;
use tombrs::render::page::{draw_page, layout, Mark};
use tombrs::render::{ring, Scene};
use tombrs::world::World;

use common::sdl::sdl_turn;

fn load(path: &Path) -> Arc<Level> {
    let ext = path.extension().and_then(|e| e.to_str());
    Arc::new(Level::load(&std::fs::read(path).unwrap(), ext).unwrap())
}

fn demo() -> Arc<Level> {
    load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4"))
}

fn out_dir() -> PathBuf {
    let dir = crate::common::scratch("pages");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The level's default view drawn, then `page` over it, read back; the
/// page's draw calls. Saved as `name`.png.
fn render_page(level: &Arc<Level>, page: &Page, size: (u32, u32), name: &str) -> (Image, u32) {
    let world = World::new(level.clone(), 0);
    let snapshot = world.snapshot();
    let scene = Scene::settled(&snapshot);
    let mut target = Offscreen::new(level, size).unwrap();
    // Draws the level and leaves the offscreen framebuffer bound.
    target
        .frame(level, &scene, &default_view(&world), None)
        .unwrap();
    let mut overlay = Overlay::new().unwrap();
    let calls = draw_page(&mut target.renderer, &mut overlay, level, page, size, 0.0)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let image = read_back(size);
    let path = out_dir().join(format!("{name}.png"));
    write_png(&image, &path).unwrap();
    println!("{name}: {calls} draw calls, {}", path.display());
    (image, calls)
}

/// The bound framebuffer's pixels, top row first.
fn read_back(size: (u32, u32)) -> Image {
    let mut pixels = vec![0u8; (size.0 * size.1 * 4) as usize];
    // SAFETY: `pixels` holds width × height RGBA bytes.
    unsafe {
        gl::Finish();
        gl::ReadPixels(
            0,
            0,
            size.0 as i32,
            size.1 as i32,
            gl::RGBA,
            gl::UNSIGNED_BYTE,
            pixels.as_mut_ptr().cast(),
        );
    }
    let row = (size.0 * 4) as usize;
    let rgba = pixels.chunks(row).rev().flatten().copied().collect();
    Image {
        width: size.0,
        height: size.1,
        rgba,
    }
}

fn pixel(image: &Image, x: u32, y: u32) -> [u8; 3] {
    let i = ((y * image.width + x) * 4) as usize;
    [image.rgba[i], image.rgba[i + 1], image.rgba[i + 2]]
}

fn lit(p: [u8; 3]) -> bool {
    p.iter().map(|&c| c as u32).sum::<u32>() > 24
}

/// Share of lit pixels in the square of half-side `r` about `c`.
fn lit_share_around(image: &Image, c: [f32; 2], r: f32) -> f64 {
    let (mut lit_n, mut all) = (0, 0);
    let x0 = (c[0] - r).max(0.0) as u32;
    let y0 = (c[1] - r).max(0.0) as u32;
    let x1 = ((c[0] + r) as u32).min(image.width - 1);
    let y1 = ((c[1] + r) as u32).min(image.height - 1);
    for y in y0..=y1 {
        for x in x0..=x1 {
            all += 1;
            lit_n += lit(pixel(image, x, y)) as u32;
        }
    }
    lit_n as f64 / all.max(1) as f64
}

fn item(model: u32, label: &str, count: Option<i64>) -> RingItem {
    RingItem {
        model: model as u16,
        label: label.into(),
        count,
        spin: 0,
        frame: 0,
    }
}

fn ring_page(items: Vec<RingItem>, turn: f32, backdrop: Backdrop) -> Page {
    let selected = (turn.round() as usize).min(items.len().saturating_sub(1));
    Page {
        kind: "ring".into(),
        ring: Some(Ring {
            name: "INVENTORY".into(),
            items,
            selected,
            turn,
            rise: 0.0,
            examine: false,
        }),
        footer: "ACTION: USE   INVENTORY: BACK".into(),
        backdrop,
        ..Default::default()
    }
}

/// The front item's screen centre and a half-size that holds it.
fn front_area(page: &Page, size: (u32, u32)) -> ([f32; 2], f32) {
    let ring = page.ring.as_ref().unwrap();
    let vp = ring::view_projection(size);
    let front = ring::places(ring).into_iter().find(|p| p.front).unwrap();
    let c = ring::screen_point(&vp, front.pos, size).unwrap();
    let edge = [front.pos[0] + front.size / 2.0, front.pos[1], front.pos[2]];
    let e = ring::screen_point(&vp, edge, size).unwrap();
    (c, (e[0] - c[0]).abs())
}

/// Draws a ring of `types` (labelled `names`) over `level` and checks the
/// models show where the ring puts the front item, that turning the ring
/// changes the picture, and that a type the level lacks draws a
/// placeholder without failing.
fn check_ring(level: &Arc<Level>, types: &[(u32, &str)], tag: &str) {
    let size = (640, 480);
    let items: Vec<RingItem> = types
        .iter()
        .map(|(t, name)| item(*t, name, Some(3)))
        .collect();
    for (t, name) in types {
        assert!(
            level.model_by_type(*t).is_some(),
            "{tag}: no model for {name} ({t})"
        );
    }
    let black = ring_page(items.clone(), 0.0, Backdrop::Black);
    let (image, calls) = render_page(level, &black, size, &format!("{tag}_ring_black"));
    assert!(calls > types.len() as u32, "{calls} draw calls");
    let (centre, r) = front_area(&black, size);
    let share = lit_share_around(&image, centre, r);
    assert!(share > 0.08, "{tag}: front item area {share:.2} lit");
    // Far from the ring, left and right of the front item, stays black.
    assert!(!lit(pixel(&image, 4, centre[1] as u32)));
    // Each item of the ring is drawn where it stands.
    let vp = ring::view_projection(size);
    for place in ring::places(black.ring.as_ref().unwrap()) {
        let at = ring::screen_point(&vp, place.pos, size).unwrap();
        let share = lit_share_around(&image, at, r / 3.0);
        println!("{tag}: item {} at {at:?}: {share:.2} lit", place.index);
    }
    let (turned, _) = render_page(
        level,
        &ring_page(items.clone(), 0.4, Backdrop::Black),
        size,
        &format!("{tag}_ring_turned"),
    );
    let differ = image
        .rgba
        .chunks(4)
        .zip(turned.rgba.chunks(4))
        .filter(|(a, b)| a != b)
        .count();
    assert!(differ > 2000, "{tag}: turning changed {differ} pixels");
    // Over the level (dimmed), at the second item, examined, at 1080p.
    let mut world = ring_page(items.clone(), 1.0, Backdrop::World);
    render_page(level, &world, size, &format!("{tag}_ring_world"));
    if let Some(r) = world.ring.as_mut() {
        r.examine = true;
    }
    render_page(level, &world, (1920, 1080), &format!("{tag}_ring_examine"));
    // A type the level has no model for: a labelled placeholder.
    let mut odd = items;
    odd.insert(0, item(60_000, "NOTHING", None));
    let (missing, _) = render_page(
        level,
        &ring_page(odd, 0.0, Backdrop::Black),
        size,
        &format!("{tag}_ring_missing"),
    );
    let (centre, r) = front_area(&black, size);
    assert!(lit_share_around(&missing, centre, r) > 0.01);
}

#[test]
fn the_ring_draws_the_demo_pickups_as_models() {
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    use tombrs::builder::objects::ids;
    check_ring(
        &demo(),
        // The demo's pickups with models (its medipack is a sprite), and
        // two more of its models to fill the ring.
        &[
            (ids::KEY, "KEY"),
            (ids::SECRET, "SECRET"),
            (ids::LEVER, "LEVER"),
            (ids::BOULDER, "BOULDER"),
        ],
        "demo",
    );
}

#[test]
fn the_ring_draws_tr1_inventory_models() {
    let Some(path) = common::shared("tr1/TEST1.PHD") else {
        println!("TR_DATA_DIR unset: skipped");
        return;
    };
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    check_ring(
        &load(&path),
        &[
            (99, "PISTOLS"),
            (100, "SHOTGUN"),
            (108, "SMALL MEDI PACK"),
            (109, "LARGE MEDI PACK"),
            (72, "COMPASS"),
            (71, "PASSPORT"),
        ],
        "tr1",
    );
}

fn menu_line(label: &str, value: &str, selected: bool) -> PageLine {
    PageLine {
        label: label.into(),
        value: value.into(),
        selected,
        disabled: false,
    }
}

#[test]
fn text_pages_show_their_text_and_a_black_backdrop_stays_black() {
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let level = demo();
    let mut title = Page {
        kind: "title".into(),
        title: "TOMBRS".into(),
        lines: vec![
            menu_line("NEW GAME", "", false),
            menu_line("LOAD GAME", "", true),
            menu_line("OPTIONS", "", false),
            menu_line("EXIT TO DESKTOP", "", false),
        ],
        footer: "ACTION: SELECT".into(),
        backdrop: Backdrop::Scene,
        ..Default::default()
    };
    title.lines[2].disabled = true;
    for size in [(640, 480), (1920, 1080)] {
        let name = format!("title_{}x{}", size.0, size.1);
        let (image, calls) = render_page(&level, &title, size, &name);
        assert!(calls >= 1);
        // Gold text of the selected row is there.
        let gold = image
            .rgba
            .chunks(4)
            .filter(|p| p[0] > 200 && p[1] > 150 && p[2] < 120)
            .count();
        assert!(gold > 100, "{name}: {gold} gold pixels");
    }
    let stats = Page {
        kind: "statistics".into(),
        title: "STATISTICS".into(),
        lines: vec![
            menu_line("TIME TAKEN", "00:12:34", false),
            menu_line("SECRETS FOUND", "1 OF 3", false),
            menu_line("PICKUPS", "7", false),
            menu_line("KILLS", "4", false),
            menu_line("AMMO USED", "112", false),
        ],
        footer: "ACTION: CONTINUE".into(),
        backdrop: Backdrop::Black,
        ..Default::default()
    };
    for size in [(640, 480), (1280, 720)] {
        let name = format!("statistics_{}x{}", size.0, size.1);
        let (image, _) = render_page(&level, &stats, size, &name);
        // Text pixels inside the text's boxes, black everywhere else.
        let boxes: Vec<[f32; 4]> = layout(&stats, size, Face::Embedded)
            .iter()
            .map(|m| match m {
                // The glyphs and their shadow, half a scale down and right.
                Mark::Text {
                    x, y, scale, text, ..
                } => [
                    *x,
                    *y,
                    x + Face::Embedded.width(text, *scale) + scale,
                    y + 8.0 * scale + scale,
                ],
                Mark::Rect { x, y, w, h, .. } => [*x, *y, x + w, y + h],
            })
            .collect();
        let (mut inside, mut outside) = (0, 0);
        for y in 0..size.1 {
            for x in 0..size.0 {
                if !lit(pixel(&image, x, y)) {
                    continue;
                }
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                if boxes
                    .iter()
                    .any(|b| fx >= b[0] && fx < b[2] && fy >= b[1] && fy < b[3])
                {
                    inside += 1;
                } else {
                    outside += 1;
                }
            }
        }
        assert!(inside > 500, "{name}: {inside} text pixels");
        assert_eq!(outside, 0, "{name}: lit pixels outside the text");
    }
}
