//! `tombrs play`: the window and the main loop. The world steps at exactly
//! 30 Hz from an accumulator; frames render at the display rate. The chase
//! camera follows Lara once she has a behaviour; the free camera (the
//! default without one, `--free-camera`, or the free_camera key at run time)
//! flies while the world gets no keys. Scripts reload as they change.
//!
//! Keys come from the user's `config.toml` (see [`super::config`]) and a
//! game controller ([`super::controls`]). The inputs fed to the world come
//! from them, or from a demo (`--demo`) or input file (`--input`) until it
//! ends; `--record` writes them, one line per tick, when the window closes,
//! and `--trace` writes the tick trace, so `sim --input` can replay a
//! session and compare.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::camera_keys::{fly, look_around};
use super::keys::WindowCommand;
use super::offscreen::default_view;
use super::play_input::PlayInput;
use super::window::{frame_time, open_audio, open_window, settings_and_bindings};
use super::PlayArgs;
use crate::render::{Renderer, View};
use crate::world::{Input, World, TICK_RATE};

/// How long a notice stays on screen (4 s).
const NOTICE_TICKS: u64 = 4 * TICK_RATE as u64;
/// Notices shown at once; older ones leave first.
const MAX_NOTICES: usize = 4;

/// True for TRLE object WADs, which `play` opens in the model viewer.
pub fn is_wad(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("wad"))
}

pub fn run(args: &PlayArgs) -> Result<(), String> {
    if args.level.is_dir() {
        return super::play_game::run(args);
    }
    if is_wad(&args.level) {
        return super::viewer::run(&args.level, args.frames);
    }
    let (config_file, mut settings, bindings) = settings_and_bindings(args)?;
    // The window first: the loading screen shows while the level loads.
    let title = format!("tombrs — {}", args.level.display());
    let (sdl, video, mut window, _context) = open_window(&title, &settings, args.fullscreen)?;
    let mut overlay = crate::render::overlay::Overlay::new()?;
    let level_name = args
        .level
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let mut loading = |step, done| {
        let p = crate::game::session::LoadProgress {
            level: level_name.clone(),
            step,
            done,
        };
        super::loading::draw(&window, &mut overlay, &p);
    };
    loading("reading", 0.0);
    let level = super::load_level(&args.level, args.strict)?;
    loading("starting the scripts", 0.7);
    let mut world = World::new(Arc::new(level), 0);
    super::give_track_table(
        &mut world,
        &args.level,
        config_file.as_deref().and_then(std::path::Path::parent),
    );
    let (demo, replay) =
        super::replay_setup(&args.level, world.level(), args.demo, args.input.as_deref())?;
    match &demo {
        Some(d) => d
            .begin(&mut world)
            .map_err(|e| format!("{}: {e}", args.level.display()))?,
        None => world.set_fixes(settings.fixes.on()),
    }
    let replay_name = if demo.is_some() && args.input.is_none() {
        "demo"
    } else {
        "replay"
    };
    let mut feed = super::replay::Feed::new(replay, args.record.is_some());
    let mut trace = args.trace.as_ref().map(|_| String::new());
    let mut host = super::start_scripts(&args.level, &args.scripts, true, &mut world)?;
    if let Some(d) = &demo {
        d.scripts_bound(&mut world);
    }
    loading("ready", 1.0);
    let started = Instant::now();
    if let Err(e) = host.watch() {
        eprintln!("tombrs: scripts will not reload: {e}");
    }
    // The pause menu's options page shows the settings as they stand.
    let shown_settings = super::options::settings_plain(&settings);
    crate::game::level_side::notify(&mut host, &mut world, "configure", &[shown_settings]);

    let (_device, mut audio) =
        open_audio(&args.level, &settings.audio, &world, config_file.as_deref());

    let mut renderer = Renderer::new(world.level())?;
    let reach = settings.window.draw_distance * 1024.0;
    renderer.fog = (reach > 0.0).then_some((reach * 0.6, reach));
    if let Some(look) = super::level_look::LevelLook::find(&args.level) {
        println!(
            "looks: {} (level block of {})",
            look_summary(&look),
            look.script.display()
        );
        look.apply(&mut renderer);
    }
    // What scripts may change (the fog), as the level starts: a restart
    // brings it back.
    let start_look = (renderer.clear_colour, renderer.fog);
    let mut events = sdl.event_pump()?;
    let mut input = PlayInput::new(&sdl)?;

    let mut snapshot = world.snapshot();
    let mut view = default_view(&world);
    view.fov = settings.window.fov;
    let tick = Duration::from_secs(1) / TICK_RATE;
    let mut last = Instant::now();
    let mut accumulator = Duration::ZERO;
    let mut frames = 0u64;
    // The console, the inspector and stepping: they hold the world.
    let mut tools = super::devtools::DevTools::default();
    // Follow Lara with the chase camera once she has a behaviour; fly
    // freely otherwise (or when asked).
    let lara_scripted = world
        .lara()
        .and_then(|id| host.behaviour_of(id))
        .is_some_and(|(module, _)| module != "inert");
    let mut free_camera = args.free_camera || !lara_scripted;
    // Look-around offsets (yaw, pitch) in TR angle units.
    let mut look = (0.0f32, 0.0f32);
    let mut chase_camera = crate::render::cameras::ChaseCamera::default();
    let mut show_stats = false;
    let mut debug = crate::render::debug_views::DebugViews::default();
    let mut overlay = crate::render::overlay::Overlay::new()?;
    let mut segments = Vec::new();
    // Notices on screen with the tick they leave at.
    let mut notices: Vec<crate::render::hud::Notice> = Vec::new();
    let mut shown_stats = crate::render::hud::Statistics::default();
    let mut fps_window = (Instant::now(), 0u32, Duration::ZERO);
    // The level's side of the gameflow: the keys it held last tick, and
    // the page it shows (the ring) with the world held.
    let mut side_held = 0u32;
    let mut side_page: Option<crate::game::page::Page> = None;
    // The level's statistics once it has ended: shown until Action.
    let mut end_page: Option<crate::game::page::Page> = None;
    if feed.replaying() {
        notices.push(crate::render::hud::Notice {
            text: if replay_name == "demo" {
                "DEMO MODE".into()
            } else {
                "REPLAY".into()
            },
            until: feed.replay_len(),
        });
    }
    'main: loop {
        let commands = input.read(
            &mut events,
            &bindings,
            &WindowCommand::ALL,
            &mut tools,
            &mut window,
            world.tick(),
        );
        if input.quit {
            break 'main;
        }
        for command in commands {
            match command {
                WindowCommand::Stats => show_stats = !show_stats,
                WindowCommand::DebugPortals => debug.portals = !debug.portals,
                WindowCommand::DebugBoxes => debug.collision_boxes = !debug.collision_boxes,
                WindowCommand::DebugTriggers => {
                    debug.trigger_sectors = !debug.trigger_sectors;
                }
                WindowCommand::DebugNav => debug.nav_boxes = !debug.nav_boxes,
                WindowCommand::FreeCamera => {
                    free_camera = !free_camera;
                    look = (0.0, 0.0);
                }
                WindowCommand::QuickSave => {
                    let text = super::quicksave::quick_save(&world, &host, &args.level);
                    crate::game::level_side::notify(&mut host, &mut world, "saved", &[]);
                    notices.push(crate::render::hud::Notice {
                        text,
                        until: world.tick() + NOTICE_TICKS,
                    });
                }
                WindowCommand::QuickLoad => {
                    let text = super::quicksave::quick_load(&mut world, &mut host, &args.level);
                    renderer.clear_particles();
                    snapshot = world.snapshot();
                    accumulator = Duration::ZERO;
                    notices.push(crate::render::hud::Notice {
                        text,
                        until: world.tick() + NOTICE_TICKS,
                    });
                }
                // Carried out as they were read.
                WindowCommand::Fullscreen
                | WindowCommand::Screenshot
                | WindowCommand::Console
                | WindowCommand::Inspector
                | WindowCommand::Step => {}
            }
        }
        let dt = frame_time(&mut last);
        let keys = events.keyboard_state();
        let pad_state = input.pad_state();
        if free_camera {
            fly(
                &mut view,
                &world,
                &bindings,
                &keys,
                input.controller(),
                dt.as_secs_f32(),
            );
        } else if crate::render::cameras::request_view(&snapshot).is_some() {
            // A script's view (binoculars…) takes the keys: no look-around.
            look = (0.0, 0.0);
        } else if let Some(chase) = chase_camera.follow(&snapshot, view.fov, dt.as_secs_f32()) {
            // Look-around: while Look is held (or the right stick pushed),
            // the direction keys (or the stick) turn the camera about its
            // place behind Lara; released, it swings back.
            let held = |a: &str| if bindings.held(a, &keys) { 1.0 } else { 0.0 };
            let stick = pad_state.look_steer();
            let steer = [
                held("right") - held("left") + stick[0],
                held("back") - held("forward") + stick[1],
            ]
            .map(|v: f32| v.clamp(-1.0, 1.0));
            look = look_around(
                look,
                bindings.held("look", &keys) || pad_state.looking() || pad_state.back,
                steer,
                dt.as_secs_f32(),
            );
            view = View {
                yaw: chase.yaw + look.0,
                pitch: chase.pitch + look.1,
                ..chase
            };
            // A flyby pans in from the game camera and back to it.
            world.camera_mut().game_view =
                Some(crate::render::cameras::game_view(&chase, &snapshot));
        }
        // The player's input; none while the free camera flies.
        let player = if free_camera {
            Input::default()
        } else {
            Input {
                bits: bindings.input(&keys).bits | pad_state.input(world.level().game).bits,
            }
        };
        // Sounds hold while the game does.
        let world_held = tools.holds_world() || input.holds(&settings);
        if let Some(a) = audio.as_mut() {
            a.set_paused(world_held);
        }
        // Fixed 30 Hz steps, however fast frames come.
        let step_now = tools.take_step();
        if !world_held || step_now {
            if step_now {
                accumulator = tick;
            } else {
                accumulator += dt;
            }
            while accumulator >= tick && args.ticks.is_none_or(|n| world.tick() < n) {
                let was_replaying = feed.replaying();
                let fed = feed.next(Input {
                    bits: player.bits | input.tapped,
                });
                input.tapped = 0;
                if end_page.is_some() {
                    accumulator -= tick;
                    let pressed = fed.bits & !side_held;
                    side_held = fed.bits;
                    if pressed & Input::ACTION != 0 {
                        break 'main;
                    }
                    continue;
                }
                // The level's side first: the inventory ring and the pause
                // menu hold the world while they are open; the passport
                // and the menu save, load, restart and leave.
                let held = fed.bits;
                let side =
                    crate::game::level_side::tick(&mut host, &mut world, held & !side_held, held);
                side_held = held;
                side_page = side.page.clone();
                if side.asks("save") || side.asks("load") {
                    let text = if side.asks("save") {
                        super::quicksave::quick_save(&world, &host, &args.level)
                    } else {
                        let text = super::quicksave::quick_load(&mut world, &mut host, &args.level);
                        renderer.clear_particles();
                        text
                    };
                    crate::game::level_side::notify(&mut host, &mut world, "saved", &[]);
                    notices.push(crate::render::hud::Notice {
                        text,
                        until: world.tick() + NOTICE_TICKS,
                    });
                } else if side.asks("exit_game") || side.asks("exit_to_title") {
                    break 'main;
                } else if side.asks("restart") {
                    // The level from its start, as after Lara's death.
                    super::restart_level(&mut world, &mut host, 0);
                    if let Some(d) = &demo {
                        d.begin(&mut world)?;
                    }
                    renderer.clear_particles();
                    (renderer.clear_colour, renderer.fog) = start_look;
                    let shown = super::options::settings_plain(&settings);
                    crate::game::level_side::notify(&mut host, &mut world, "configure", &[shown]);
                } else if let Some(change) = side.settings() {
                    let shown = super::window::apply_settings(
                        &change,
                        &mut settings,
                        config_file.as_deref(),
                        &mut window,
                        &video,
                    );
                    crate::game::level_side::notify(&mut host, &mut world, "configure", &[shown]);
                    view.fov = settings.window.fov;
                    if let Some(a) = audio.as_mut() {
                        a.set_volumes(&settings.audio);
                    }
                }
                if side_page.is_some() {
                    accumulator -= tick;
                    continue;
                }
                host.step(&mut world, fed);
                renderer.step_world(world.level(), world.effects(), world.events());
                accumulator -= tick;
                if was_replaying && !feed.replaying() {
                    println!(
                        "the {replay_name} ended at tick {}; the keys take over",
                        world.tick()
                    );
                }
                if let Some(t) = trace.as_mut() {
                    crate::world::trace::trace_line(&world, t);
                }
                let ended = world
                    .events()
                    .iter()
                    .any(|e| matches!(e, crate::world::Event::LevelEnd { .. }));
                if ended {
                    let page = crate::game::level_side::statistics_page(
                        &mut host,
                        &mut world,
                        &level_name,
                    );
                    end_page = Some(page);
                }
                let mut lines = Vec::new();
                let loaded =
                    super::quicksave::answer_events(&mut world, &mut host, &args.level, &mut lines);
                for text in lines {
                    notices.push(crate::render::hud::Notice {
                        text,
                        until: world.tick() + NOTICE_TICKS,
                    });
                }
                if loaded {
                    renderer.clear_particles();
                } else if super::restart_if_asked(&mut world, &mut host, 0) {
                    if let Some(d) = &demo {
                        d.begin(&mut world)?;
                    }
                    renderer.clear_particles();
                    (renderer.clear_colour, renderer.fog) = start_look;
                }
                for ev in world.events() {
                    if let crate::world::Event::Notice { text } = ev {
                        notices.push(crate::render::hud::Notice {
                            text: text.clone(),
                            until: world.tick() + NOTICE_TICKS,
                        });
                    }
                }
                notices.retain(|n| n.until > world.tick());
                if notices.len() > MAX_NOTICES {
                    notices.drain(..notices.len() - MAX_NOTICES);
                }
                if let Some(a) = audio.as_mut() {
                    snapshot = world.snapshot();
                    let ear =
                        crate::render::cameras::world_view(&snapshot, view.fov).unwrap_or(view);
                    let listener = crate::audio::Listener {
                        pos: ear.pos,
                        yaw: crate::render::math::tr_radians(ear.yaw),
                    };
                    if let Err(e) = a.update(&snapshot, &listener) {
                        eprintln!("tombrs: audio: {e}");
                    }
                    for m in a.take_messages() {
                        eprintln!("tombrs: audio: {m}");
                    }
                }
            }
            if let Some(report) = host.poll_reload(&mut world) {
                if !report.reloaded.is_empty() {
                    println!("reloaded {}", report.reloaded.join(", "));
                }
            }
        }
        tools.update(&mut host, &mut world, &view);
        let cpu = Instant::now();
        let size = window.drawable_size();
        // What render reads of the world, once per frame.
        snapshot = world.snapshot();
        // Flybys and trigger cameras take over the view while they run.
        let shown = crate::render::cameras::world_view(&snapshot, view.fov).unwrap_or(view);
        // Between the previous tick and the last one.
        let alpha = accumulator.as_secs_f32() / tick.as_secs_f32();
        let scene = crate::render::Scene {
            flipped: &snapshot.flipped,
            broken_statics: &snapshot.broken_statics,
            entities: &snapshot.entities,
            alpha,
            time: (world.tick() as f32 - 1.0 + alpha.min(1.0)).max(0.0),
        };
        renderer.prepare(world.level(), &scene);
        let mut stats = renderer.draw(world.level(), &shown, size, &scene);
        let (health, air) = crate::render::hud::player_bars(&snapshot);
        shown_stats.tick = world.tick();
        shown_stats.room = shown.room.0;
        let sight = if free_camera {
            None
        } else {
            crate::render::cameras::request_sight(&snapshot)
        };
        let hud = crate::render::hud::Hud {
            health,
            air,
            notices: &notices,
            statistics: show_stats.then_some(shown_stats),
            debug,
            caption: show_stats.then_some(if free_camera {
                "FREE CAMERA: WASD/ARROWS FLY, E/Q UP/DOWN, PGUP/PGDN LOOK"
            } else if sight.is_some() {
                "SCRIPT VIEW"
            } else {
                "CHASE CAMERA"
            }),
            sight,
            face: renderer.in_game_face(world.level()),
            letterbox: snapshot.camera.bars,
            fade: snapshot.camera.fade,
        };
        stats.draw_calls += crate::render::hud::draw(
            &mut overlay,
            world.level(),
            &stats,
            &scene,
            &hud,
            size,
            &mut segments,
        );
        if side_page.is_none() && end_page.is_none() {
            let age = started.elapsed().as_secs_f32();
            super::loading::queue_title(&mut overlay, &level_name, age, size);
        }
        if let Some(page) = end_page.as_ref().or(side_page.as_ref()) {
            stats.draw_calls += crate::render::page::draw_page(
                &mut renderer,
                &mut overlay,
                world.level(),
                page,
                size,
                scene.time,
            )? as usize;
        }
        tools.queue(&mut overlay, Some((&world, &host, &shown)), size);
        super::fault_overlay::queue(&mut overlay, host.faults().list(), size);
        stats.draw_calls += overlay.draw(&crate::render::math::Mat4::IDENTITY, size);
        let cpu = cpu.elapsed();
        window.gl_swap_window();
        frames += 1;
        fps_window.1 += 1;
        fps_window.2 += cpu;
        if fps_window.0.elapsed() >= Duration::from_millis(500) {
            let secs = fps_window.0.elapsed().as_secs_f64();
            shown_stats.fps = (fps_window.1 as f64 / secs) as f32;
            shown_stats.cpu_ms =
                (fps_window.2.as_secs_f64() * 1000.0 / fps_window.1.max(1) as f64) as f32;
            fps_window = (Instant::now(), 0, Duration::ZERO);
        }
        if args.frames.is_some_and(|n| frames >= n) || args.ticks.is_some_and(|n| world.tick() >= n)
        {
            break;
        }
    }
    println!("{frames} frames, {} ticks", world.tick());
    finish(args, &world, &feed, demo.is_some(), trace.as_deref())
}

/// Writes the recording and the trace when the window closes.
fn finish(
    args: &PlayArgs,
    world: &World,
    feed: &super::replay::Feed,
    demo: bool,
    trace: Option<&str>,
) -> Result<(), String> {
    if let (Some(path), Some(recorded)) = (&args.record, feed.recorded()) {
        let mut replay = format!(
            "tombrs sim {} --input {}",
            args.level.display(),
            path.display()
        );
        if demo {
            replay.push_str(" --demo");
        }
        for s in &args.scripts {
            replay.push_str(&format!(" --mod {}", s.display()));
        }
        let header = format!(
            "tombrs play --record: {} ({}), {} ticks at 30 Hz, seed 0{}\nreplay: {replay}",
            args.level.display(),
            world.level().game.name().to_uppercase(),
            recorded.len(),
            if demo {
                ", Lara at the demo's start"
            } else {
                ""
            },
        );
        recorded.write(path, &header)?;
        println!("recorded {} ticks to {}", recorded.len(), path.display());
    }
    if let (Some(path), Some(text)) = (&args.trace, trace) {
        std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// One line on what the script asks of the level's looks.
fn look_summary(look: &super::level_look::LevelLook) -> String {
    format!(
        "UV-rotate {}, fog {}, layer 1 {}, horizon {}",
        look.uv_rotate
            .map_or("off".into(), |s| format!("{s} px/tick")),
        look.fog.map_or("none".into(), |c| format!("{c:?}")),
        look.layers[0].map_or("none".into(), |l| format!("{:?}", l.rgb)),
        if look.horizon { "on" } else { "off" }
    )
}
