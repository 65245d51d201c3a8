//! Entity translucency (`Entity.alpha`): an entity drawn half faded blends
//! over what lies behind it, one at 0 is not seen, and an opaque one hides
//! it. Offscreen (`SDL_VIDEODRIVER=offscreen`, Mesa's llvmpipe).
#![cfg(feature = "frontend")]

use std::sync::Arc;

use tombrs::app::offscreen::{Image, Offscreen};
use tombrs::level::{Level, RoomId};
use tombrs::render::{Scene, View};
use tombrs::world::{Snapshot, World};

fn demo() -> World {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4");
    let level = Level::load(&std::fs::read(path).unwrap(), Some("tr4")).unwrap();
    World::new(Arc::new(level), 0)
}

/// Looking east along the demo's hall.
fn view() -> View {
    View {
        pos: [7168.0, -512.0, 4608.0],
        yaw: 16384.0,
        pitch: 0.0,
        room: RoomId(0),
        fov: 80.0,
    }
}

/// The frame with only the demo's entity `i`, set a sector ahead of the
/// eye on the hall's floor, drawn at `alpha` (None: unseen).
fn frame(
    target: &mut Offscreen,
    world: &World,
    base: &Snapshot,
    i: usize,
    alpha: Option<u8>,
) -> Image {
    let mut snapshot = base.clone();
    let mut e = snapshot.entities[i].clone();
    let at = [7168 + 1024, 0, 4608];
    e.pos = at;
    e.prev_pos = at;
    e.room = RoomId(0);
    e.visible = alpha.is_some();
    e.alpha = alpha.unwrap_or(255);
    snapshot.entities = vec![e];
    let scene = Scene::settled(&snapshot);
    target
        .frame(world.level(), &scene, &view(), None)
        .unwrap()
        .0
}

#[test]
fn a_half_faded_entity_blends_over_what_lies_behind_it() {
    let _sdl = crate::common::sdl::sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let world = demo();
    let base = world.snapshot();
    let mut target = Offscreen::new(world.level(), (160, 120)).expect("offscreen");
    let rgb = |img: &Image, p: usize| -> [i32; 3] { [0, 1, 2].map(|k| img.rgba[p * 4 + k] as i32) };
    // The demo's object (not Lara) that covers most of the view.
    let none = frame(&mut target, &world, &base, 0, None);
    let n = (none.width * none.height) as usize;
    let cover = |img: &Image| (0..n).filter(|&p| rgb(img, p) != rgb(&none, p)).count();
    let i = (0..base.entities.len())
        .filter(|&i| base.entities[i].type_id != 0 && base.entities[i].model.is_some())
        .max_by_key(|&i| cover(&frame(&mut target, &world, &base, i, Some(255))))
        .expect("the demo has an object with a model");
    let opaque = frame(&mut target, &world, &base, i, Some(255));
    let half = frame(&mut target, &world, &base, i, Some(128));
    let clear = frame(&mut target, &world, &base, i, Some(0));
    if let Some(dir) = std::env::var_os("TOMBRS_DUMP") {
        let dir = std::path::PathBuf::from(dir);
        for (img, name) in [(&none, "none"), (&opaque, "opaque"), (&half, "half")] {
            tombrs::app::offscreen::write_png(img, &dir.join(format!("alpha_{name}.png"))).unwrap();
        }
    }
    // Where the opaque entity shows, differing clearly from the hall.
    let covered: Vec<usize> = (0..n)
        .filter(|&p| {
            let (a, b) = (rgb(&none, p), rgb(&opaque, p));
            (0..3).map(|k| (a[k] - b[k]).abs()).sum::<i32>() > 60
        })
        .collect();
    assert!(
        covered.len() > 100,
        "the opaque entity covers part of the view: {} pixels",
        covered.len()
    );
    // Half faded, each such pixel lies about midway between hall and entity.
    let blended = covered
        .iter()
        .filter(|&&p| {
            let (a, b, h) = (rgb(&none, p), rgb(&opaque, p), rgb(&half, p));
            (0..3).all(|k| {
                let mid = (a[k] + b[k]) / 2;
                (h[k] - mid).abs() <= (a[k] - b[k]).abs() / 4 + 3
            })
        })
        .count();
    assert!(
        blended * 10 >= covered.len() * 9,
        "{blended} of {} pixels blended half and half",
        covered.len()
    );
    // At 0 it is not seen; faded frames write no depth (the hall behind
    // shows through, so the frame without it is the frame at 0).
    let same = (0..n).all(|p| rgb(&clear, p) == rgb(&none, p));
    assert!(same, "alpha 0: unseen");
    assert!(half.rgba != opaque.rgba && half.rgba != none.rgba);
}
