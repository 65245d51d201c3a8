//! `tombrs play DIR` (and `tombrs play` with the bundled demo's game): a
//! whole game in the window. The session (`game::session`) decides
//! everything: which level is on stage, which page (title menu, ring,
//! statistics, slots, pause) is shown; this loop feeds it the keys at 30
//! ticks a second and draws what it holds: the stage's level from the
//! chase camera (or the level's own cameras), then the page over it.
//! A new stage brings a fresh renderer and sound for its level.
//!
//! The modders' tools (`devtools.rs`: the console, the inspector, the
//! single step) act on the stage's world and script host, whatever page is
//! over it. While they hold the world the whole session holds: no tick
//! runs, so the flow's pages and the level's ring and pause menu wait too;
//! the step key runs one session tick, which with a page up is that
//! page's (the world stays where the page holds it). With no level on
//! stage the console answers that it has nothing to run on.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::config::config_path;
use super::devtools::DevTools;
use super::keys::WindowCommand;
use super::offscreen::default_view;
use super::play_input::PlayInput;
use super::window::{frame_time, open_window};
use super::PlayArgs;
use crate::game::folder::GameFolder;
use crate::game::page::Backdrop;
use crate::game::session::{Session, SessionConfig};
use crate::level::Level;
use crate::render::hud::Notice;
use crate::render::{Renderer, View};
use crate::world::{Input, TICK_RATE};

/// How long a notice stays, in ticks.
const NOTICE_TICKS: u64 = 90;

/// What is kept for the level on stage: its renderer, sound and cameras.
struct StageView {
    level: Arc<Level>,
    renderer: Renderer,
    audio: Option<crate::audio::Audio>,
    _device: Option<crate::audio::device::DeviceOutput>,
    chase: crate::render::cameras::ChaseCamera,
    /// Where the chase camera stands and looks, reported to the world.
    game_view: Option<crate::world::flyby::GameView>,
    view: View,
}

/// Where a game's save slots are: `saves/<folder name>/` beside
/// config.toml.
fn saves_dir(folder: &GameFolder) -> Option<PathBuf> {
    Some(
        config_path()?
            .parent()?
            .join("saves")
            .join(folder.name().replace(['/', '\\'], "_")),
    )
}

/// Plays the game in `args.level` (a folder, or a level file played as a
/// game of one level).
pub fn run(args: &PlayArgs) -> Result<(), String> {
    let (config_file, mut settings, bindings) = super::window::settings_and_bindings(args)?;
    let folder = GameFolder::open(&args.level)?;
    println!(
        "{}: {} ({})",
        args.level.display(),
        folder.game.name(),
        folder.layout_name()
    );
    let config = SessionConfig {
        mods: args.scripts.clone(),
        echo: true,
        saves: saves_dir(&folder),
        seed: 0,
        settings: Some(super::options::settings_plain(&settings)),
        config_dir: config_file
            .as_deref()
            .and_then(std::path::Path::parent)
            .map(std::path::Path::to_path_buf),
        fixes: settings.fixes.on(),
    };
    let title = format!("tombrs — {}", folder.name());
    let (sdl, video, mut window, _context) = open_window(&title, &settings, args.fullscreen)?;
    // Opened after the GL context, so dropped before it: the loading
    // screen it draws through owns GL objects.
    let mut session = Session::open(folder, config)?;
    let mut overlay = crate::render::overlay::Overlay::new()?;
    // The loading screen, drawn by the session's loads as they go.
    let loading_window = window.clone();
    let mut loading_overlay = crate::render::overlay::Overlay::new()?;
    session.set_load_observer(crate::game::session::LoadObserver(Box::new(move |p| {
        super::loading::draw(&loading_window, &mut loading_overlay, p);
    })));
    // The title card of the level on stage: its name and when it started.
    let mut title_card: Option<(String, Instant)> = None;
    let mut events = sdl.event_pump()?;
    let mut input = PlayInput::new(&sdl)?;
    let mut tools = DevTools::default();
    let mut stage_view: Option<StageView> = None;
    let mut notices: Vec<Notice> = Vec::new();
    let mut segments = Vec::new();
    let tick = Duration::from_secs(1) / TICK_RATE;
    let mut last = Instant::now();
    let mut accumulator = Duration::ZERO;
    let mut frames = 0u64;
    let mut ticks = 0u64;
    let mut built_for = u64::MAX;
    // Replayed inputs (`--input`) while they last, then the keys; what was
    // fed is recorded for `--record`.
    let replay = match &args.input {
        Some(p) => Some(super::input_file::Inputs::read(p)?),
        None => None,
    };
    let mut feed = super::replay::Feed::new(replay, args.record.is_some());
    let mut trace = args.trace.as_ref().map(|_| String::new());
    'main: loop {
        // Every command of the game's window is carried out as it is read.
        input.read(
            &mut events,
            &bindings,
            &WindowCommand::GAME,
            &mut tools,
            &mut window,
            session.tick,
        );
        if input.quit {
            break 'main;
        }
        let dt = frame_time(&mut last);
        let keys = events.keyboard_state();
        let pad_state = input.pad_state();
        let game = session
            .stage
            .as_ref()
            .map_or(crate::format::Game::Tr1, |s| s.world.level().game);
        let player = Input {
            bits: bindings.input(&keys).bits | pad_state.input(game).bits,
        };
        let session_held = tools.holds_world() || input.holds(&settings);
        if tools.take_step() {
            accumulator = tick;
        } else if !session_held {
            accumulator += dt;
        }
        while accumulator >= tick {
            accumulator -= tick;
            let fed = feed.next(Input {
                bits: player.bits | input.tapped,
            });
            let report = session.tick(fed)?;
            input.tapped = 0;
            ticks += 1;
            if let (Some(t), true, Some(stage)) =
                (trace.as_mut(), report.stepped, session.stage.as_ref())
            {
                crate::world::trace::trace_line(&stage.world, t);
            }
            for line in session.take_lines() {
                println!("{line}");
                if let Some(t) = trace.as_mut() {
                    t.push_str(&line);
                    t.push('\n');
                }
            }
            for text in session.take_notices() {
                notices.push(Notice {
                    text,
                    until: session.tick + NOTICE_TICKS,
                });
            }
            notices.retain(|n| n.until > session.tick);
            if let Some(change) = session.take_settings() {
                let now = super::window::apply_settings(
                    &change,
                    &mut settings,
                    config_file.as_deref(),
                    &mut window,
                    &video,
                );
                session.set_settings(now);
                if let Some(v) = stage_view.as_mut() {
                    v.view.fov = settings.window.fov;
                    if let Some(a) = v.audio.as_mut() {
                        a.set_volumes(&settings.audio);
                    }
                }
            }
            if report.over {
                break 'main;
            }
            // A new stage (a level loaded, a save loaded): a fresh renderer
            // and sound for its level.
            if built_for != session.stages() {
                built_for = session.stages();
                title_card = session
                    .stage
                    .as_ref()
                    .filter(|s| s.mode == "level")
                    .map(|s| (s.name.clone(), Instant::now()));
                if let Some(stage) = session.stage.as_ref() {
                    tools.new_stage(&stage.name);
                }
                stage_view = match session.stage.as_ref() {
                    Some(stage) => {
                        let mut renderer = Renderer::new(stage.world.level())?;
                        let (device, audio) = super::window::open_audio(
                            &stage.path,
                            &settings.audio,
                            &stage.world,
                            config_file.as_deref(),
                        );
                        let mut view = default_view(&stage.world);
                        view.fov = settings.window.fov;
                        if let Some(look) = super::level_look::LevelLook::find(&stage.path) {
                            look.apply(&mut renderer);
                        }
                        Some(new_view(stage, renderer, audio, device, view))
                    }
                    None => stage_view,
                };
            }
            if report.stepped {
                if let (Some(stage), Some(v)) = (session.stage.as_ref(), stage_view.as_mut()) {
                    let world = stage.world.snapshot();
                    v.renderer
                        .step_world(&world.level, &world.effects, &world.events);
                    if let Some(a) = v.audio.as_mut() {
                        let ear = crate::render::cameras::world_view(&world, v.view.fov)
                            .unwrap_or(v.view);
                        let listener = crate::audio::Listener {
                            pos: ear.pos,
                            yaw: crate::render::math::tr_radians(ear.yaw),
                        };
                        if let Err(e) = a.update(&world, &listener) {
                            eprintln!("tombrs: audio: {e}");
                        }
                    }
                }
            }
            if let (Some(stage), Some(v)) = (session.stage.as_mut(), stage_view.as_ref()) {
                stage.world.camera_mut().game_view = v.game_view;
            }
            if args.ticks.is_some_and(|n| ticks >= n) {
                break 'main;
            }
        }
        // Sounds hold while a page or the tools hold the level.
        if let Some(a) = stage_view.as_mut().and_then(|v| v.audio.as_mut()) {
            let page_holds = session
                .page()
                .is_some_and(|p| p.backdrop != Backdrop::Scene);
            a.set_paused(page_holds || session_held);
        }
        match session.stage.as_mut() {
            Some(stage) => {
                let view = stage_view
                    .as_ref()
                    .map_or_else(|| default_view(&stage.world), |v| v.view);
                tools.update(&mut stage.host, &mut stage.world, &view);
            }
            None => tools.update_without_world(),
        }
        let frame = Frame {
            size: window.drawable_size(),
            alpha: accumulator.as_secs_f32() / tick.as_secs_f32(),
            dt: dt.as_secs_f32(),
        };
        draw_frame(
            &session,
            stage_view.as_mut(),
            &mut overlay,
            &notices,
            &mut segments,
            &tools,
            &frame,
        )?;
        if let (Some((name, at)), None) = (&title_card, session.page()) {
            let size = window.drawable_size();
            super::loading::queue_title(&mut overlay, name, at.elapsed().as_secs_f32(), size);
            overlay.draw(&crate::render::math::Mat4::IDENTITY, size);
        }
        window.gl_swap_window();
        frames += 1;
        if args.frames.is_some_and(|n| frames >= n) {
            break;
        }
    }
    println!("{frames} frames, {ticks} ticks");
    if let (Some(path), Some(recorded)) = (&args.record, feed.recorded()) {
        let header = format!(
            "tombrs play --record: the game in {}, {} ticks at 30 Hz, seed 0\nreplay: tombrs sim {} --input {}",
            args.level.display(),
            recorded.len(),
            args.level.display(),
            path.display()
        );
        recorded.write(path, &header)?;
        println!("recorded {} ticks to {}", recorded.len(), path.display());
    }
    if let (Some(path), Some(text)) = (&args.trace, trace) {
        std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

fn new_view(
    stage: &crate::game::session::Stage,
    renderer: Renderer,
    audio: Option<crate::audio::Audio>,
    device: Option<crate::audio::device::DeviceOutput>,
    view: View,
) -> StageView {
    StageView {
        level: stage.world.level().clone(),
        renderer,
        audio,
        _device: device,
        chase: Default::default(),
        game_view: None,
        view,
    }
}

/// One frame's measures.
struct Frame {
    /// The window's drawable size in pixels.
    size: (u32, u32),
    /// How far between the last two ticks (0..1).
    alpha: f32,
    /// Seconds since the previous frame.
    dt: f32,
}

/// Draws one frame: the stage's level (unless the page hides it), the
/// health bars and notices while no page is up, then the page, then the
/// scripts' errors and the tools' panels.
fn draw_frame(
    session: &Session,
    view: Option<&mut StageView>,
    overlay: &mut crate::render::overlay::Overlay,
    notices: &[Notice],
    segments: &mut Vec<crate::render::debug_views::Segment>,
    tools: &DevTools,
    frame: &Frame,
) -> Result<(), String> {
    let Frame { size, alpha, dt } = *frame;
    let page = session.page();
    let Some(v) = view else {
        // Nothing on stage yet: a black frame (and the console, if open).
        unsafe {
            gl::ClearColor(0.0, 0.0, 0.0, 1.0);
            gl::Clear(gl::COLOR_BUFFER_BIT | gl::DEPTH_BUFFER_BIT);
        }
        tools.queue(overlay, None, size);
        overlay.draw(&crate::render::math::Mat4::IDENTITY, size);
        return Ok(());
    };
    let hides = page.is_some_and(|p| p.backdrop == Backdrop::Black);
    let snapshot;
    if let (Some(stage), false) = (session.stage.as_ref(), hides) {
        let world = &stage.world;
        snapshot = world.snapshot();
        let fov = v.view.fov;
        // The chase camera follows under a flyby too: the flyby pans in
        // from it and back to it.
        let chase = v.chase.follow(&snapshot, fov, dt);
        v.game_view = chase.map(|c| crate::render::cameras::game_view(&c, &snapshot));
        if let Some(shown) = crate::render::cameras::world_view(&snapshot, fov) {
            v.view = shown;
        } else if let Some(chase) = chase {
            v.view = chase;
        }
        let scene = crate::render::Scene {
            flipped: &snapshot.flipped,
            broken_statics: &snapshot.broken_statics,
            entities: &snapshot.entities,
            alpha: if page.is_some() { 1.0 } else { alpha },
            time: (world.tick() as f32 - 1.0 + alpha.min(1.0)).max(0.0),
        };
        v.renderer.prepare(world.level(), &scene);
        let stats = v.renderer.draw(world.level(), &v.view, size, &scene);
        if page.is_none() {
            let (health, air) = crate::render::hud::player_bars(&snapshot);
            let hud = crate::render::hud::Hud {
                health: (stage.mode == "level").then_some(health).flatten(),
                air,
                notices,
                statistics: None,
                debug: Default::default(),
                caption: None,
                sight: crate::render::cameras::request_sight(&snapshot),
                face: v.renderer.in_game_face(world.level()),
                letterbox: snapshot.camera.bars,
                fade: snapshot.camera.fade,
            };
            crate::render::hud::draw(overlay, world.level(), &stats, &scene, &hud, size, segments);
        }
    }
    if let Some(page) = page {
        let time = session.tick as f32;
        crate::render::page::draw_page(&mut v.renderer, overlay, &v.level, page, size, time)?;
    } else if hides {
        unsafe {
            gl::ClearColor(0.0, 0.0, 0.0, 1.0);
            gl::Clear(gl::COLOR_BUFFER_BIT | gl::DEPTH_BUFFER_BIT);
        }
    }
    if let Some(stage) = session.stage.as_ref() {
        super::fault_overlay::queue(overlay, stage.host.faults().list(), size);
    }
    let inspected = session.stage.as_ref().map(|s| (&s.world, &s.host, &v.view));
    tools.queue(overlay, inspected, size);
    overlay.draw(&crate::render::math::Mat4::IDENTITY, size);
    Ok(())
}
