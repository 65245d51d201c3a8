//! Offscreen rendering (`SDL_VIDEODRIVER=offscreen`, Mesa's llvmpipe): the
//! demo and every real level draw without GL errors into non-blank images,
//! and portal visibility changes with the view.
#![cfg(feature = "frontend")]

use crate::common;

use common::images::{count, render_cli};

use std::sync::Arc;

use tombrs::app::offscreen::{default_view, render_view, render_view_cleared, Image};
use tombrs::level::{Level, RoomId};
use tombrs::render::View;
use tombrs::world::World;

use common::sdl::sdl_turn;

fn world_of(path: &std::path::Path) -> World {
    let ext = path.extension().and_then(|e| e.to_str());
    let level = Level::load(&std::fs::read(path).unwrap(), ext).unwrap();
    World::new(Arc::new(level), 0)
}

/// Share of pixels that are not black.
fn lit_share(image: &Image) -> f64 {
    let lit = image
        .rgba
        .chunks(4)
        .filter(|p| p[0] as u32 + p[1] as u32 + p[2] as u32 > 24)
        .count();
    lit as f64 / (image.width * image.height) as f64
}

#[test]
fn the_demo_and_real_levels_render_offscreen() {
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let demo =
        world_of(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4"));
    // Looking down the hall's east doorway: the gap room beyond is drawn.
    let east = View {
        pos: [7168.0, -512.0, 4608.0],
        yaw: 16384.0,
        pitch: 0.0,
        room: RoomId(0),
        fov: 80.0,
    };
    let (image, stats) = render_view(&demo, &east, (320, 240)).expect("renders");
    assert!(lit_share(&image) > 0.9, "lit share {}", lit_share(&image));
    assert!(stats.rooms >= 2 && stats.draw_calls >= 2, "{stats:?}");
    let west = View {
        yaw: -16384.0,
        ..east
    };
    let (_, back) = render_view(&demo, &west, (320, 240)).expect("renders");
    assert!(back.rooms < stats.rooms, "{back:?} vs {stats:?}");
    // The same view twice gives the same pixels.
    let (again, _) = render_view(&demo, &east, (320, 240)).expect("renders");
    assert_eq!(again.rgba, image.rgba);

    for path in common::real_levels().unwrap_or_default() {
        let world = world_of(&path);
        let view = default_view(&world);
        // Cleared to pure magenta: any other pixel is level geometry (some
        // levels, like the NG title, are textured almost black).
        let (image, stats) = render_view_cleared(&world, &view, (320, 240), [1.0, 0.0, 1.0])
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let covered = image
            .rgba
            .chunks(4)
            .filter(|p| !(p[0] == 255 && p[1] == 0 && p[2] == 255))
            .count() as f64
            / (320.0 * 240.0);
        println!(
            "{}: {} rooms visible, {} draw calls, {:.0}% covered, {:.0}% lit",
            path.display(),
            stats.rooms,
            stats.draw_calls,
            covered * 100.0,
            lit_share(&image) * 100.0
        );
        assert!(
            covered > 0.5,
            "{}: mostly background ({covered})",
            path.display()
        );
        assert!(stats.draw_calls > 0, "{}", path.display());
    }
}

#[test]
fn play_opens_the_demo_window_and_runs_its_loop() {
    // A fresh config directory: the first run writes the default settings.
    let config_home = crate::common::scratch("play");
    let _ = std::fs::remove_dir_all(&config_home);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["play", "--frames", "60"])
        .env("SDL_VIDEODRIVER", "offscreen")
        .env("XDG_CONFIG_HOME", &config_home)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("60 frames"), "{stdout}");
    let written = std::fs::read_to_string(config_home.join("tombrs/config.toml")).unwrap();
    assert!(written.contains("[keys]") && written.contains("pause_on_focus_loss"));
    // A typo in the settings stops with the file and the key named.
    std::fs::write(
        config_home.join("tombrs/config.toml"),
        "[window]\nwidht = 3\n",
    )
    .unwrap();
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["play", "--frames", "1"])
        .env("SDL_VIDEODRIVER", "offscreen")
        .env("XDG_CONFIG_HOME", &config_home)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(bad.status.code(), Some(2), "{err}");
    assert!(
        err.contains("config.toml") && err.contains("widht"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&config_home);
}

#[test]
fn trigger_cameras_and_flybys_take_over_the_view() {
    use tombrs::render::cameras::{chase_view, look, world_view};
    let mut world =
        world_of(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4"));
    assert!(
        world_view(&world.snapshot(), 80.0).is_none(),
        "nothing running at the start"
    );
    let chase = chase_view(&world.snapshot(), 80.0).expect("Lara is in the demo");
    // A fixed camera looks at Lara.
    world.camera_mut().trigger_camera(0, 5, false, 0);
    let fixed = world_view(&world.snapshot(), 80.0).expect("the fixed camera");
    let cam = world.level().cameras[0].pos.map(|v| v as f32);
    assert_eq!(fixed.pos, cam);
    let lara = world.entity(world.lara().unwrap()).unwrap().pos;
    let (yaw, _) = look(
        cam,
        [lara[0] as f32, lara[1] as f32 - 512.0, lara[2] as f32],
    );
    assert!((fixed.yaw - yaw).abs() < 1.0);
    assert_ne!(fixed.pos, chase.pos);
    // A flyby wins over the fixed camera while it plays.
    let sequence = world.level().flybys[0].sequence as u16;
    let level = world.level().clone();
    let her = world.entity(world.lara().unwrap()).unwrap();
    let player = tombrs::world::flyby::FlybyPlayer {
        pos: her.pos,
        yaw: i32::from(her.rot[1]),
        health: her.health,
        air: her.air,
    };
    world
        .camera_mut()
        .trigger_flyby(sequence, false, &level.flybys, &player);
    // Its first frame is made on the tick it starts (TOMB4 CalculateSpotCams
    // runs after the trigger in the same frame).
    world.step(tombrs::world::Input::default(), &mut tombrs::world::NoHooks);
    let flyby = world_view(&world.snapshot(), 80.0).expect("the flyby");
    let p = &world.level().flybys[0].points[0];
    let first = p.pos.map(|v| v as f32);
    let d: f32 = (0..3)
        .map(|k| (flyby.pos[k] - first[k]).powi(2))
        .sum::<f32>()
        .sqrt();
    assert!(d < 1.0, "starts at its first point ({d} away)");
}

/// The chase camera swings round behind Lara when she turns instead of
/// snapping, at the same pace at any frame rate, and jumps when she is
/// moved far away.
#[test]
fn the_chase_camera_eases_round_behind_lara() {
    use tombrs::render::cameras::{chase_view, ChaseCamera};
    let mut world =
        world_of(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4"));
    let lara = world.lara().unwrap();
    let mut cam60 = ChaseCamera::default();
    let mut cam144 = ChaseCamera::default();
    let start = cam60.follow(&world.snapshot(), 80.0, 1.0 / 60.0).unwrap();
    cam144.follow(&world.snapshot(), 80.0, 1.0 / 144.0);
    assert_eq!(
        start.yaw,
        chase_view(&world.snapshot(), 80.0).unwrap().yaw,
        "the first frame is in place"
    );
    // Lara turns a quarter turn.
    let e = world.entity_mut(lara).unwrap();
    e.rot[1] = e.rot[1].wrapping_add(16384);
    let wanted = chase_view(&world.snapshot(), 80.0).unwrap().yaw;
    let gap = |yaw: f32| ((wanted - yaw + 32768.0).rem_euclid(65536.0) - 32768.0).abs();
    let first = cam60.follow(&world.snapshot(), 80.0, 1.0 / 60.0).unwrap();
    assert!(
        gap(first.yaw) > 12000.0,
        "one frame later it has not snapped: {}",
        gap(first.yaw)
    );
    assert!(gap(first.yaw) < 16384.0, "but it has begun to turn");
    // A third of a second at 60 and at 144 frames a second: the same pace.
    let (mut at60, mut at144) = (
        first,
        cam144.follow(&world.snapshot(), 80.0, 1.0 / 144.0).unwrap(),
    );
    for _ in 1..20 {
        at60 = cam60.follow(&world.snapshot(), 80.0, 1.0 / 60.0).unwrap();
    }
    for _ in 1..48 {
        at144 = cam144.follow(&world.snapshot(), 80.0, 1.0 / 144.0).unwrap();
    }
    assert!(
        (gap(at60.yaw) - gap(at144.yaw)).abs() < 200.0,
        "{} {}",
        gap(at60.yaw),
        gap(at144.yaw)
    );
    for _ in 0..60 {
        at60 = cam60.follow(&world.snapshot(), 80.0, 1.0 / 60.0).unwrap();
    }
    assert!(
        gap(at60.yaw) < 100.0,
        "after a second it is behind her: {}",
        gap(at60.yaw)
    );
    // Moved far: the camera jumps with her.
    let e = world.entity_mut(lara).unwrap();
    e.pos[0] += 8 * 1024;
    let ideal = chase_view(&world.snapshot(), 80.0).unwrap();
    let jumped = cam60.follow(&world.snapshot(), 80.0, 1.0 / 60.0).unwrap();
    assert_eq!(jumped.pos, ideal.pos);
}

/// Runs `tombrs render` on the demo with `extra` arguments; the PNG's pixels.
fn render_demo_cli(out: &std::path::Path, extra: &[&str]) -> Image {
    let demo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4");
    render_cli(&demo, out, extra)
}

#[test]
fn the_hud_and_debug_views_draw_over_the_frame() {
    let dir = crate::common::scratch("hud");
    std::fs::create_dir_all(&dir).unwrap();
    let plain = render_demo_cli(&dir.join("plain.png"), &[]);
    let hud = render_demo_cli(&dir.join("hud.png"), &["--hud", "--debug", "all"]);
    let all = (0, 0, 640, 480);
    // The health bar: saturated red in the top-left corner.
    let red = |p: &[u8]| p[0] > 180 && p[1] < 60 && p[2] < 60;
    assert!(count(&hud, (0, 0, 120, 30), red) > 300);
    assert_eq!(count(&plain, (0, 0, 120, 30), red), 0);
    // Statistics text under the bar: white, anti-aliased by the embedded
    // face, so its pixels are near-white rather than all pure white.
    let white = |p: &[u8]| p[0] > 200 && p[1] > 200 && p[2] > 200;
    assert!(count(&hud, (0, 30, 640, 80), white) > 500);
    // Debug lines in their colours: portals cyan, trigger sectors red,
    // collision boxes yellow.
    let cyan = |p: &[u8]| p[0] < 80 && p[1] > 230 && p[2] > 230;
    let trigger = |p: &[u8]| p[0] > 230 && p[1] > 60 && p[1] < 100 && p[2] > 60 && p[2] < 100;
    let yellow = |p: &[u8]| p[0] > 230 && p[1] > 230 && p[2] < 80;
    for (name, f) in [
        ("portal", &cyan as &dyn Fn(&[u8]) -> bool),
        ("trigger", &trigger),
        ("box", &yellow),
    ] {
        let n = count(&hud, all, f);
        assert!(n > 50, "{name} lines: {n} pixels");
        assert!(
            count(&plain, all, f) < n / 10,
            "{name} colour in the plain frame"
        );
    }
    // A typo in the view list is an error that names it.
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args([
            "render",
            "data/demo/demo.tr4",
            "-o",
            "/dev/null",
            "--debug",
            "portal",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("portal"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_sky_shows_where_a_visible_room_says_so() {
    let _sdl = sdl_turn();
    use tombrs::level::room::RoomFlags;
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let Some(levels) = common::real_levels() else {
        return;
    };
    let title = levels
        .iter()
        .find(|p| p.ends_with("trle/title.tr4"))
        .unwrap();
    // The NG title's rooms are textured black in this file and its clouds
    // are scenery: take faces, statics and every entity but Lara away to
    // look at the sky behind them.
    let open = |sky_flag: bool, skybox: bool| {
        let mut level = (**world_of(title).level()).clone();
        level.entities.retain(|e| e.type_id == 0);
        for r in &mut level.rooms {
            r.statics.clear();
            r.quads.clear();
            r.triangles.clear();
            r.flags.set(RoomFlags::SKYBOX, sky_flag);
        }
        let sky_type = tombrs::render::skybox_type(level.game).unwrap();
        for m in level
            .models
            .iter_mut()
            .filter(|m| m.type_id == sky_type && !skybox)
        {
            m.type_id = 0xFFFF;
        }
        World::new(Arc::new(level), 0)
    };
    let with_sky = open(true, true);
    let view = default_view(&with_sky);
    let (sky, sky_stats) = render_view(&with_sky, &view, (320, 240)).unwrap();
    let (no_model, no_model_stats) = render_view(&open(true, false), &view, (320, 240)).unwrap();
    let (no_flag, no_flag_stats) = render_view(&open(false, true), &view, (320, 240)).unwrap();
    // Share of pixels that differ visibly between two frames.
    let changed = |a: &Image, b: &Image| {
        a.rgba
            .chunks(4)
            .zip(b.rgba.chunks(4))
            .filter(|(p, q)| (0..3).any(|k| (p[k] as i32 - q[k] as i32).abs() > 8))
            .count() as f64
            / (320.0 * 240.0)
    };
    let by_sky = changed(&sky, &no_model);
    println!(
        "title: {} draws with the sky, {} without the model, {} without the flag; \
         the sky changed {:.1} % of pixels",
        sky_stats.draw_calls,
        no_model_stats.draw_calls,
        no_flag_stats.draw_calls,
        by_sky * 100.0
    );
    assert!(sky_stats.draw_calls > no_model_stats.draw_calls);
    assert_eq!(no_model_stats.draw_calls, no_flag_stats.draw_calls);
    assert!(by_sky > 0.01, "the sky shows behind the clouds");
    assert_eq!(changed(&no_model, &no_flag), 0.0, "no flag, no sky");
}

#[test]
fn wads_open_in_the_model_viewer() {
    let Some(color) = common::shared("wad/tr4_color.wad") else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the WAD viewer test");
        return;
    };
    let coastal = common::shared("wad/coastal.wad").unwrap();
    let dir = crate::common::scratch("wad");
    std::fs::create_dir_all(&dir).unwrap();
    let background = |p: &[u8]| (p[0], p[1], p[2]) == (41, 43, 51);
    let all = (0, 0, 640, 480);
    for wad in [&color, &coastal] {
        let image = render_cli(wad, &dir.join("first.png"), &[]);
        let covered = 640 * 480 - count(&image, all, background);
        println!("{}: {covered} object pixels", wad.display());
        assert!(covered > 640 * 480 / 50, "{}: {covered}", wad.display());
    }
    // Lara (movable 0) runs through her first animation: frames differ.
    let a = render_cli(&coastal, &dir.join("a.png"), &["--model", "0"]);
    let b = render_cli(
        &coastal,
        &dir.join("b.png"),
        &["--model", "0", "--tick", "10"],
    );
    let changed = (0..a.rgba.len() / 4)
        .filter(|i| a.rgba[i * 4..i * 4 + 3] != b.rgba[i * 4..i * 4 + 3])
        .count();
    assert!(changed > 1000, "{changed} pixels changed");
    // An id that is not there is an error naming it.
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .env("SDL_VIDEODRIVER", "offscreen")
        .args(["render", "--model", "9999", "-o"])
        .arg(dir.join("bad.png"))
        .arg(&color)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("no movable or static mesh has id 9999"));
    // `play FILE.wad` opens the viewer window.
    let play = std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .env("SDL_VIDEODRIVER", "offscreen")
        .args(["play", "--frames", "5"])
        .arg(&coastal)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&play.stdout);
    assert!(
        play.status.success(),
        "{}",
        String::from_utf8_lossy(&play.stderr)
    );
    assert!(
        out.contains("149 objects") && out.contains("5 frames, MOVABLE 0"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_script_beside_a_level_sets_its_looks() {
    use tombrs::app::level_look::LevelLook;
    use tombrs::format::companion::script::{Script, ScriptOp};
    let Some(title) = common::shared("trle/title.tr4") else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping the level-look test");
        return;
    };
    // The NG title's block: no UV-rotate, fog or layers.
    let look = LevelLook::find(&title).expect("SCRIPT.DAT beside title.tr4 names it");
    assert!(look.script.ends_with("SCRIPT.DAT"));
    assert_eq!(
        (look.uv_rotate, look.fog, look.horizon),
        (None, None, false)
    );
    // The same script with options added to the title's block, beside a
    // level of that name one folder down (as the games keep data/).
    let script_path = title.with_file_name("SCRIPT.DAT");
    let mut script = Script::read(&std::fs::read(&script_path).unwrap()).unwrap();
    script.levels[0].ops.insert(0, ScriptOp::UvRotate(6));
    script.levels[0]
        .ops
        .insert(0, ScriptOp::Fog { rgb: [10, 20, 30] });
    let dir = crate::common::scratch("look");
    std::fs::create_dir_all(dir.join("data")).unwrap();
    std::fs::write(dir.join("SCRIPT.DAT"), script.write()).unwrap();
    let level = dir.join("data").join("TITLE.TR4");
    let look = LevelLook::find(&level).expect("found one folder up, any case");
    assert_eq!(look.uv_rotate, Some(6));
    assert_eq!(look.fog, Some([10, 20, 30]));
    assert_eq!(look.clear_colour().unwrap()[2], 30.0 / 255.0);
    // A level the script does not list has no look.
    assert!(LevelLook::find(&dir.join("data").join("nowhere.tr4")).is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// While the canopy's opening flyby holds Lara the letterbox bars cover the
/// top and bottom of the frame and no health bar is drawn (TOMB4 health.cpp
/// DrawGameInfo draws none while her control is off); the demo, with no
/// flyby, shows its bar in the same corner.
#[test]
fn a_flyby_holding_lara_draws_its_letterbox_and_no_health_bar() {
    let dir = crate::common::scratch("letterbox");
    std::fs::create_dir_all(&dir).unwrap();
    let canopy = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/canopy.tr4");
    let held = render_cli(&canopy, &dir.join("held.png"), &["--hud", "--tick", "30"]);
    let free = render_demo_cli(&dir.join("free.png"), &["--hud"]);
    let red = |p: &[u8]| p[0] > 180 && p[1] < 60 && p[2] < 60;
    let corner = (0, 0, 120, 30);
    assert!(count(&free, corner, red) > 300);
    assert_eq!(count(&held, corner, red), 0, "no health bar over the bars");
    // 16 256ths of the last row (479 / 256 = 1, truncated): 16 rows each.
    let black = |p: &[u8]| p[0] == 0 && p[1] == 0 && p[2] == 0;
    assert_eq!(count(&held, (0, 0, 640, 16), black), 640 * 16);
    assert_eq!(count(&held, (0, 464, 640, 480), black), 640 * 16);
    assert!(
        count(&held, (0, 16, 640, 464), black) < 640 * 448 / 2,
        "a picture between"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_air_bar_shows_when_lara_is_short_of_breath() {
    // A mod whose Lara spends half her breath on her first tick.
    let dir = crate::common::scratch("air");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("mod/test")).unwrap();
    std::fs::create_dir_all(dir.join("mod/levels/tr4")).unwrap();
    std::fs::write(
        dir.join("mod/test/breath.lua"),
        "local m = {}\nfunction m.control(e) e.air = 900 end\nreturn m\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("mod/levels/tr4/DEMO.lua"),
        "local t = {}\nfor k, v in pairs(require(\"objects.tr1\")) do t[k] = v end\n\
         t[0] = { name = \"Lara\", behaviour = \"test.breath\" }\nreturn { types = t }\n",
    )
    .unwrap();
    let full = render_demo_cli(&dir.join("full.png"), &["--hud"]);
    let mod_dir = dir.join("mod");
    let short = render_demo_cli(
        &dir.join("short.png"),
        &[
            "--hud",
            "--tick",
            "2",
            "--scripts",
            mod_dir.to_str().unwrap(),
        ],
    );
    let blue = |p: &[u8]| p[0] < 80 && p[1] > 100 && p[1] < 160 && p[2] > 230;
    let corner = (520, 0, 640, 30);
    assert_eq!(count(&full, corner, blue), 0, "full breath on land: no bar");
    let n = count(&short, corner, blue);
    assert!(n > 100, "{n} air-bar pixels");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The demo with the shipped scripts bound: its world carries the
/// particle effects of `scripts/lib/particles.lua`.
fn scripted_demo() -> World {
    let mut world =
        world_of(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo/demo.tr4"));
    let config = tombrs::script::HostConfig::with_mods(&[]);
    let mut host = tombrs::script::ScriptHost::new(&config, world.level().game, None).unwrap();
    host.bind_all(&mut world);
    world
}

/// The id `lib/particles.lua` gives effect `name`.
fn effect_id(world: &World, name: &str) -> u16 {
    world
        .effects()
        .iter()
        .find(|(_, d)| d.name == name)
        .unwrap_or_else(|| panic!("{name} is defined"))
        .0
}

fn reddish(p: &[u8]) -> bool {
    p[0] > 90 && p[0] as u32 > 2 * p[1] as u32 + 20 && p[0] as u32 > 2 * p[2] as u32 + 20
}

fn brightness(image: &Image) -> u64 {
    image
        .rgba
        .chunks(4)
        .map(|p| p[0] as u64 + p[1] as u64 + p[2] as u64)
        .sum()
}

/// Looking east along the demo's hall, as in the test above.
fn east_down_the_hall() -> View {
    View {
        pos: [7168.0, -512.0, 4608.0],
        yaw: 16384.0,
        pitch: 0.0,
        room: RoomId(0),
        fov: 80.0,
    }
}

#[test]
fn blood_shows_red_and_goes_and_a_flash_lights_the_room() {
    use tombrs::app::offscreen::Offscreen;
    use tombrs::world::Event;
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let world = scripted_demo();
    let level = world.level();
    let snapshot = world.snapshot();
    let scene = tombrs::render::Scene::settled(&snapshot);
    let view = east_down_the_hall();
    let size = (160, 120);
    let all = (0, 0, size.0, size.1);
    let mut target = Offscreen::new(level, size).expect("offscreen");
    let (before, _) = target.frame(level, &scene, &view, None).unwrap();
    let red_before = count(&before, all, reddish);

    // Blood just ahead of the eye (nearer than the pillar down the hall).
    let blood = Event::Particles {
        effect: effect_id(&world, "BLOOD"),
        pos: [7168 + 640, -512, 4608],
        room: RoomId(0),
        count: 12,
    };
    target
        .renderer
        .step_particles(level, world.effects(), &[blood]);
    assert_eq!(target.renderer.particles().live().len(), 12);
    let (bleeding, stats) = target.frame(level, &scene, &view, None).unwrap();
    if let Some(dir) = std::env::var_os("TOMBRS_DUMP") {
        let dir = std::path::PathBuf::from(dir);
        tombrs::app::offscreen::write_png(&bleeding, &dir.join("blood.png")).unwrap();
    }
    let red = count(&bleeding, all, reddish);
    assert!(
        red > red_before + 40,
        "red pixels {red_before} → {red} ({} draw calls)",
        stats.draw_calls
    );
    // After its life the blood is gone and the frame is as it was.
    let life = world
        .effects()
        .get(effect_id(&world, "BLOOD"))
        .unwrap()
        .life;
    for _ in 0..life {
        target.renderer.step_particles(level, world.effects(), &[]);
    }
    assert!(target.renderer.particles().live().is_empty());
    let (after, _) = target.frame(level, &scene, &view, None).unwrap();
    assert_eq!(count(&after, all, reddish), red_before);
    assert!(after.rgba == before.rgba, "the frame is as before");

    // A gun flash near the hall floor brightens what is around it.
    let flash = effect_id(&world, "GUN_FLASH");
    let ticks = world.effects().get(flash).unwrap().light.unwrap().ticks;
    let event = Event::Particles {
        effect: flash,
        pos: [7168 + 1024, -256, 4608],
        room: RoomId(0),
        count: 1,
    };
    target
        .renderer
        .step_particles(level, world.effects(), &[event]);
    let (lit, _) = target.frame(level, &scene, &view, None).unwrap();
    let (dark, bright) = (brightness(&before), brightness(&lit));
    assert!(
        bright as f64 > dark as f64 * 1.05,
        "brightness {dark} → {bright}"
    );
    let brighter = before
        .rgba
        .chunks(4)
        .zip(lit.rgba.chunks(4))
        .filter(|(a, b)| (0..3).all(|k| b[k] >= a[k]) && (0..3).any(|k| b[k] > a[k] + 8))
        .count();
    assert!(brighter > 500, "{brighter} pixels brighter");
    let flash_image = lit;
    // Dimmer on its last tick, and gone after its ticks.
    for _ in 1..ticks {
        target.renderer.step_particles(level, world.effects(), &[]);
    }
    let (fading, _) = target.frame(level, &scene, &view, None).unwrap();
    let fading = brightness(&fading);
    assert!(
        fading > dark && fading < brightness(&flash_image),
        "{fading}"
    );
    target.renderer.step_particles(level, world.effects(), &[]);
    let (gone, _) = target.frame(level, &scene, &view, None).unwrap();
    assert!(gone.rgba == before.rgba, "the light went away");
    if let Some(dir) = std::env::var_os("TOMBRS_DUMP") {
        let dir = std::path::PathBuf::from(dir);
        tombrs::app::offscreen::write_png(&bleeding, &dir.join("blood.png")).unwrap();
        tombrs::app::offscreen::write_png(&flash_image, &dir.join("flash.png")).unwrap();
        tombrs::app::offscreen::write_png(&before, &dir.join("before.png")).unwrap();
    }
}

/// `world.fog(r, g, b)` (TR4's SETFOG) turns the distance fog that colour;
/// `world.fog()` turns it off.
#[test]
fn a_fog_event_colours_the_far_hall_and_fog_off_clears_it() {
    use tombrs::app::offscreen::Offscreen;
    use tombrs::world::Event;
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let world = scripted_demo();
    let level = world.level();
    let snapshot = world.snapshot();
    let scene = tombrs::render::Scene::settled(&snapshot);
    let view = east_down_the_hall();
    let size = (160, 120);
    let all = (0, 0, size.0, size.1);
    let mut target = Offscreen::new(level, size).expect("offscreen");
    // Fog close in, so the hall's far end is deep in it.
    target.renderer.fog = Some((512.0, 4096.0));
    let (grey, _) = target.frame(level, &scene, &view, None).unwrap();
    let red = Event::Fog {
        color: Some([255, 0, 0]),
    };
    target.renderer.step_world(level, world.effects(), &[red]);
    let (fogged, _) = target.frame(level, &scene, &view, None).unwrap();
    let (before, after) = (count(&grey, all, reddish), count(&fogged, all, reddish));
    assert!(
        after > before + 1000,
        "red fog: {before} → {after} red pixels"
    );
    target
        .renderer
        .step_world(level, world.effects(), &[Event::Fog { color: None }]);
    assert_eq!(target.renderer.fog, None, "fog off");
    let (clear, _) = target.frame(level, &scene, &view, None).unwrap();
    assert!(
        count(&clear, all, reddish) < after / 4,
        "no fog, little red: {}",
        count(&clear, all, reddish)
    );
}

/// A TR4 room with a 512-wide, 1024-high stone pane of static 50 four
/// sectors in front of the view; `with_pane` false: the same room bare.
fn pane_room(with_pane: bool) -> World {
    use tombrs::builder::models::MeshDef;
    use tombrs::builder::spec::{StaticDef, StaticMeshDef};
    use tombrs::builder::{LevelDef, Material, RoomDef};
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 12, 12, 0, -16)],
        static_meshes: vec![StaticMeshDef {
            id: 50,
            mesh: MeshDef::cuboid([-256, -1024, -256], [256, 0, 256], Material::Stone),
            solid: true,
        }],
        statics: if with_pane {
            vec![StaticDef {
                room: 0,
                pos: [6 * 1024 + 512, 0, 6 * 1024 + 512],
                rotation: 0,
                id: 50,
            }]
        } else {
            Vec::new()
        },
        ..Default::default()
    };
    let raw = tombrs::builder::build(&def, tombrs::format::Game::Tr4);
    World::new(Arc::new(Level::from_raw(&raw).unwrap()), 0)
}

#[test]
fn a_broken_static_is_no_longer_drawn() {
    let _sdl = sdl_turn();
    std::env::set_var("SDL_VIDEODRIVER", "offscreen");
    let view = View {
        pos: [2.0 * 1024.0 + 512.0, -512.0, 6.0 * 1024.0 + 512.0],
        yaw: 16384.0,
        pitch: 0.0,
        room: RoomId(0),
        fov: 80.0,
    };
    let shot = |w: &World| render_view(w, &view, (160, 120)).expect("renders").0;
    let mut world = pane_room(true);
    let standing = shot(&world);
    let bare = shot(&pane_room(false));
    let differing = |a: &Image, b: &Image| {
        a.rgba
            .chunks(4)
            .zip(b.rgba.chunks(4))
            .filter(|(p, q)| p != q)
            .count()
    };
    assert!(differing(&standing, &bare) > 100, "the pane is drawn");
    assert!(world.break_static(RoomId(0), 0));
    assert_eq!(
        differing(&shot(&world), &bare),
        0,
        "the broken pane is gone"
    );
}
