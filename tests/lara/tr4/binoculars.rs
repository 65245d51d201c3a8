//! TR4's binoculars (lara/binoculars.lua) and the camera request they make
//! (`world.camera_request`), proved on a builder level carrying TR4's own
//! Lara (lent from `TR_DATA_DIR`'s tr4/TEST1.TR4; skipped without it): the
//! committed input file `walks/tr4_binoculars.txt` opens the inventory ring
//! through the level's side of the gameflow (as `play` does), uses the
//! binoculars, looks, zooms and puts them down. Also: the request's checks,
//! its place in saves, the view the frontend makes of it, and (offscreen)
//! the frame it draws.

use crate::common;

use std::sync::Arc;

use common::moves::{lara_at, level_def, with_models};
use tombrs::app::input_file::Inputs;
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::camera::{CameraRequest, SightMask};
use tombrs::world::{Entity, Event, Input, World};

/// Lara's stop state (lara/states.lua).
const STOP: u16 = 2;
/// The binoculars' figures (lara/binoculars.lua, from TOMB4).
const YAW_LIMIT: i32 = 8008;
const PITCH_DOWN: i32 = 2 * 6370;
const FOV_WIDE: f32 = (14560.0 - 7.0 * 128.0) * 360.0 / 65536.0;
const FOV_NARROW: f32 = (14560.0 - 7.0 * 1536.0) * 360.0 / 65536.0;
/// Ten zoom-out steps of 64 from the narrowest.
const FOV_AFTER_SPRINT: f32 = (14560.0 - 7.0 * (1536.0 - 640.0)) * 360.0 / 65536.0;
/// Her eye above her feet.
const EYE: f32 = 768.0;

/// One tick: Lara, the request, whether a page (the ring) held the world.
struct Tick {
    lara: Entity,
    request: Option<CameraRequest>,
    ring: bool,
    input: u32,
    /// Whether the frontend would draw her (the world's snapshot).
    drawn: bool,
    /// The lights the tick asked for.
    lights: Vec<([u8; 3], u16)>,
}

/// A 10 × 10 sector room, 24 clicks high, Lara in its middle facing north.
fn level() -> Option<Level> {
    let def = level_def(
        vec![RoomDef::boxed(0, 0, 10, 10, 0, -24)],
        lara_at([5120, 0, 5120], 0),
        vec![],
    );
    with_models(&def, Game::Tr4)
}

/// A world of `level` with the shipped scripts bound.
fn bound(level: Level) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let config = HostConfig::with_mods(&[]);
    let mut host = ScriptHost::new(&config, level.game, None).expect("the host starts");
    host.bind_all(&mut world);
    (world, host)
}

/// Plays the walk as the window does: the level's side (the ring) first,
/// the world only when no page holds it.
fn play(world: &mut World, host: &mut ScriptHost, walk: &str) -> Vec<Tick> {
    let inputs = Inputs::parse(walk, "tr4_binoculars.txt").unwrap();
    let mut held_before = 0;
    let mut out = Vec::new();
    for input in inputs.iter() {
        let side =
            tombrs::game::level_side::tick(host, world, input.bits & !held_before, input.bits);
        held_before = input.bits;
        let ring = side.page.is_some();
        if !ring {
            host.step(world, input);
        }
        let id = world.entities()[0].id;
        let drawn = world
            .snapshot()
            .entities
            .iter()
            .any(|e| e.id == id && e.visible);
        let lights = world
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Light { colour, radius, .. } => Some((*colour, *radius)),
                _ => None,
            })
            .collect();
        out.push(Tick {
            lights,
            drawn,
            lara: world.entities()[0].clone(),
            request: world.camera().request,
            ring,
            input: input.bits,
        });
    }
    common::assert_no_script_error(host, "binoculars");
    out
}

fn first(ticks: &[Tick], from: usize, what: &str, f: impl Fn(&Tick) -> bool) -> usize {
    (from..ticks.len())
        .find(|&i| f(&ticks[i]))
        .unwrap_or_else(|| panic!("{what}: never after tick {from}"))
}

#[test]
fn binoculars_from_the_ring_look_zoom_and_come_down_with_lara_still() {
    let Some(level) = level() else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the binoculars test");
        return;
    };
    let (mut world, mut host) = bound(level);
    let start = world.entities()[0].clone();
    let ticks = play(
        &mut world,
        &mut host,
        include_str!("../../walks/tr4_binoculars.txt"),
    );
    // She carried them from the start (TR4's BINOCULARS_ITEM, 371).
    let up = first(&ticks, 0, "binoculars up", |t| t.request.is_some());
    assert!(ticks[up].ring, "chosen on the ring: {up}");
    let r = ticks[up].request.unwrap();
    assert_eq!(r.entity, start.id);
    assert_eq!((r.mesh, r.offset), (None, [0, -(EYE as i32), 0]));
    assert_eq!((r.yaw, r.pitch), (0, 0), "looking where she faces");
    assert!((r.fov - FOV_WIDE).abs() < 0.01, "{}", r.fov);
    assert!(r.hide_entity && r.sight.mask == SightMask::Binoculars);
    assert!(
        ticks[up - 1].drawn && !ticks[up].drawn,
        "hidden while they are up"
    );

    // Looking right: the view turns to her head's 44° and no further.
    let right = first(&ticks, up, "looking right", |t| {
        t.input == Input::RIGHT && !t.ring
    });
    let turned = &ticks[right + 59];
    let yaw = turned.request.unwrap().yaw;
    assert!(
        (yaw - YAW_LIMIT).abs() <= 4,
        "the view turned right to the limit: {yaw}"
    );
    let max_yaw = ticks.iter().filter_map(|t| t.request).map(|r| r.yaw).max();
    assert!(max_yaw.unwrap() <= YAW_LIMIT, "never past it: {max_yaw:?}");
    let rising: Vec<i32> = ticks[right..right + 10]
        .iter()
        .map(|t| t.request.unwrap().yaw)
        .collect();
    assert!(rising.windows(2).all(|w| w[1] > w[0]), "{rising:?}");
    // Forward tilts her head down (as the originals' look): the view
    // pitches down twice as far, to 70°.
    let down = &ticks[right + 60 + 59];
    let pitch = down.request.unwrap().pitch;
    assert!((pitch - PITCH_DOWN).abs() <= 4, "looking down: {pitch}");
    assert_eq!(down.request.unwrap().yaw, yaw, "the heading kept");
    // Duck zooms in to the narrowest, Sprint out ten steps.
    let ducked = first(&ticks, up, "zooming in", |t| t.input == Input::DUCK);
    let narrow = ticks[ducked + 29].request.unwrap().fov;
    assert!((narrow - FOV_NARROW).abs() < 0.01, "{narrow}");
    let sprint = first(&ticks, ducked, "zooming out", |t| t.input == Input::SPRINT);
    let wider = ticks[sprint + 9].request.unwrap().fov;
    assert!((wider - FOV_AFTER_SPRINT).abs() < 0.01, "{wider}");
    // Action lights the lamp where she looks: white with half the blue,
    // dimmer and wider with the distance (TOMB4's LaraTorch), and only
    // while it is held.
    let lamp = first(&ticks, sprint, "the lamp", |t| t.input == Input::ACTION);
    assert!(ticks[lamp - 1].lights.is_empty());
    for t in &ticks[lamp..lamp + 10] {
        let &[([r, g, b], radius)] = t.lights.as_slice() else {
            panic!("one lamp light a tick: {:?}", t.lights)
        };
        assert!(
            r == g && b == r / 2 && (8..=192).contains(&r),
            "{r} {g} {b}"
        );
        assert!((15 * 256..=31 * 256).contains(&radius), "{radius}");
    }
    assert!(ticks[lamp + 10].lights.is_empty());
    // Draw pressed keeps them up; released, they come down.
    let draw = first(&ticks, sprint, "Draw", |t| t.input == Input::DRAW);
    assert!(ticks[draw].request.is_some(), "still up while Draw is held");
    assert!(ticks[draw + 1].request.is_none(), "down as it is released");
    assert!(ticks[draw + 1].drawn, "drawn again");
    // All the while she stood where she was, in her stop state.
    for (i, t) in ticks[..draw + 2].iter().enumerate() {
        assert_eq!(t.lara.pos, start.pos, "tick {i}: she moved");
        assert_eq!(t.lara.rot, start.rot, "tick {i}: she turned");
        assert_eq!(t.lara.state, STOP, "tick {i}");
    }
    // Up again, and the ring opening puts them down.
    let again = first(&ticks, draw + 1, "up again", |t| t.request.is_some());
    let reopened = first(&ticks, again, "the ring again", |t| {
        t.input == Input::INVENTORY
    });
    assert!(ticks[reopened - 1].request.is_some());
    assert!(ticks[reopened].request.is_none(), "the ring puts them down");
    assert!(ticks.last().unwrap().request.is_none());
    assert!(!ticks.last().unwrap().ring, "the ring closed");
}

#[test]
fn a_saved_request_comes_back_and_a_bad_one_is_refused() {
    let Some(level) = level() else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the request save test");
        return;
    };
    let (mut world, host) = bound(level);
    let _: () = common::lua_eval(
        &host,
        &mut world,
        r#"world.camera_request({ mode = "first_person", entity = world.lara(), mesh = 14,
             offset = { 0, -40, 30 }, yaw = 16384, pitch = -2000, fov = 30,
             sight = { mask = "scope", crosshair = { 255, 255, 255 }, dot = { 255, 0, 0 } } })"#,
    );
    let r = world.camera().request.expect("a request");
    assert_eq!((r.mesh, r.offset), (Some(14), [0, -40, 30]));
    assert_eq!((r.yaw, r.pitch, r.fov), (16384, -2000, 30.0));
    assert_eq!(r.sight.dot, Some([255, 0, 0]));
    // Kept in the world's saved state.
    let saved = world.saved_state();
    let mut other = World::new(world.level().clone(), 1);
    other.restore_state(saved.clone()).unwrap();
    assert_eq!(other.camera().request, Some(r));
    // A save naming an entity that is not there is refused.
    let mut bad = saved;
    bad.camera.request.as_mut().unwrap().entity.index = 999;
    assert!(other.restore_state(bad).unwrap_err().contains("entity 999"));
    // The table as scripts read it back.
    let (mask, mesh, same): (String, i64, bool) = common::lua_eval(
        &host,
        &mut world,
        r#"local r = world.camera_requested()
           return r.sight.mask, r.mesh, r.entity == world.lara()"#,
    );
    assert_eq!((mask.as_str(), mesh, same), ("scope", 14, true));
    // Bad fields are errors naming the field; the request stays as it was.
    for (code, says) in [
        (
            r#"world.camera_request({ entity = world.lara(), fov = 500 })"#,
            "fov",
        ),
        (
            r#"world.camera_request({ entity = world.lara(), mesh = 99 })"#,
            "mesh",
        ),
        (
            r#"world.camera_request({ entity = world.lara(), zoom = 2 })"#,
            "zoom",
        ),
        (
            r#"world.camera_request({ entity = world.lara(), mode = "orbit" })"#,
            "mode",
        ),
        (
            r#"world.camera_request({ entity = world.lara(), sight = { mask = "round" } })"#,
            "sight.mask",
        ),
        (r#"world.camera_request({ fov = 40 })"#, "entity"),
        (r#"world.camera_request(3)"#, "table"),
    ] {
        let err = {
            let _lend = tombrs::script::bindings::WorldGuard::lend(&mut world);
            host.lua().load(code).exec().expect_err(code).to_string()
        };
        assert!(err.contains(says), "{code}: {err}");
    }
    assert_eq!(world.camera().request, Some(r));
    let _: () = common::lua_eval(&host, &mut world, "world.camera_release()");
    assert!(world.camera().request.is_none());
}

/// Share of pixels that differ between two frames of one size.
#[cfg(feature = "frontend")]
fn differing(a: &tombrs::app::offscreen::Image, b: &tombrs::app::offscreen::Image) -> f64 {
    let n = a
        .rgba
        .chunks(4)
        .zip(b.rgba.chunks(4))
        .filter(|(p, q)| p[..3] != q[..3])
        .count();
    n as f64 / (a.width * a.height) as f64
}

#[cfg(feature = "frontend")]
#[test]
fn the_requested_view_is_drawn_from_her_eye_with_its_lens_and_sight() {
    use tombrs::app::offscreen::{default_view, render_view, render_view_with_hud};
    use tombrs::render::cameras::{request_sight, request_view};
    let Some(level) = level() else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the request render test");
        return;
    };
    let _sdl = crate::common::sdl::sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let size = (160, 120);
    let (mut world, host) = bound(level);
    let chase = default_view(&world);
    let (behind, _) = render_view(&world, &chase, size).expect("renders");
    let ask = |world: &mut World, fov: f32| {
        let _: () = common::lua_eval(
            &host,
            world,
            &format!(
                r#"world.camera_request({{ entity = world.lara(), offset = {{ 0, -768, 0 }},
                     yaw = 0, pitch = 0, fov = {fov}, sight = {{ mask = "binoculars" }} }})"#
            ),
        );
    };
    ask(&mut world, FOV_WIDE);
    let wide = request_view(&world.snapshot()).expect("the requested view");
    assert_eq!(wide.pos, [5120.0, -EYE, 5120.0], "her eye");
    assert_eq!((wide.yaw, wide.pitch, wide.fov), (0.0, 0.0, FOV_WIDE));
    assert_eq!(
        default_view(&world),
        wide,
        "the world's view is the request"
    );
    let (lens, _) = render_view(&world, &wide, size).expect("renders");
    assert!(
        differing(&behind, &lens) > 0.2,
        "from her eye, not behind her: {}",
        differing(&behind, &lens)
    );
    ask(&mut world, FOV_NARROW);
    let narrow = request_view(&world.snapshot()).unwrap();
    assert!(narrow.fov < wide.fov && narrow.pos == wide.pos);
    let (zoomed, _) = render_view(&world, &narrow, size).expect("renders");
    assert!(
        differing(&lens, &zoomed) > 0.2,
        "the narrower lens magnifies: {}",
        differing(&lens, &zoomed)
    );
    // The binoculars' mask: the corners dark, the middle as the lens sees it.
    let hud = tombrs::render::hud::Hud {
        sight: request_sight(&world.snapshot()),
        ..Default::default()
    };
    assert!(hud.sight.is_some());
    let (masked, _) =
        render_view_with_hud(&world, &narrow, size, [0.0; 3], Some(&hud)).expect("renders");
    let at = |img: &tombrs::app::offscreen::Image, x: u32, y: u32| {
        let i = ((y * img.width + x) * 4) as usize;
        [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]]
    };
    for (x, y) in [(1, 1), (158, 1), (1, 118), (158, 118)] {
        assert_eq!(at(&masked, x, y), [0, 0, 0], "corner {x},{y}");
        assert_ne!(at(&zoomed, x, y), [0, 0, 0], "the room at {x},{y}");
    }
    assert_eq!(
        at(&masked, 80, 60),
        at(&zoomed, 80, 60),
        "the middle is open"
    );
}
