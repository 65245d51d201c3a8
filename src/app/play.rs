//! `tombrs play`: the window and the main loop. The world steps at exactly
//! 30 Hz from an accumulator; frames render at the display rate. Until
//! Lara's scripts exist the view is a free camera starting behind her, and
//! every other entity runs its scripts (which reload as they change).
//!
//! Keys: W/S or ↑/↓ move, A/D or ←/→ turn, Q/E down/up, Shift faster,
//! PgUp/PgDn look up/down, F1 stats in the title bar, F11 fullscreen,
//! F12 screenshot, P pause, Esc quits.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sdl2::event::{Event as SdlEvent, WindowEvent};
use sdl2::keyboard::{Keycode, Scancode};

use super::offscreen::{default_view, write_png, Image};
use crate::level::Level;
use crate::render::{Renderer, View};
use crate::script::{HostConfig, ScriptHost};
use crate::world::geometry::find_sector;
use crate::world::{Input, World, TICK_RATE};

/// What `tombrs play` was asked.
#[derive(Debug, Clone)]
pub struct PlayArgs {
    pub level: PathBuf,
    pub scripts: Vec<PathBuf>,
    /// Quit after this many rendered frames (smoke tests, benchmarks).
    pub frames: Option<u64>,
    pub vsync: bool,
    pub fullscreen: bool,
}

/// Free-camera movement per second (world units) and turn rate (TR units).
const MOVE_SPEED: f32 = 4096.0;
const TURN_SPEED: f32 = 32768.0;

fn load(path: &Path) -> Result<Level, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let ext = path.extension().and_then(|e| e.to_str());
    Level::load(&bytes, ext).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs the window until it is closed (or `frames` frames were drawn).
pub fn run(args: &PlayArgs) -> Result<(), String> {
    let level = load(&args.level)?;
    let game = level.game;
    let mut world = World::new(Arc::new(level), 0);
    let stem = args.level.file_stem().and_then(|s| s.to_str());
    let mut config = HostConfig::with_mods(&args.scripts);
    config.echo = true;
    let mut host = ScriptHost::new(&config, game, stem).map_err(|e| format!("scripts: {e}"))?;
    host.bind_all(&mut world);
    if let Err(e) = host.watch() {
        eprintln!("tombrs: scripts will not reload: {e}");
    }

    let sdl = sdl2::init()?;
    let video = sdl.video()?;
    let attr = video.gl_attr();
    attr.set_context_profile(sdl2::video::GLProfile::Core);
    attr.set_context_version(3, 3);
    attr.set_depth_size(24);
    let title = format!("tombrs — {}", args.level.display());
    let mut builder = video.window(&title, 1280, 720);
    builder.opengl().resizable().position_centered();
    if args.fullscreen {
        builder.fullscreen_desktop();
    }
    let mut window = builder.build().map_err(|e| e.to_string())?;
    let _context = window.gl_create_context()?;
    gl::load_with(|s| video.gl_get_proc_address(s) as *const _);
    let _ = video.gl_set_swap_interval(if args.vsync {
        sdl2::video::SwapInterval::VSync
    } else {
        sdl2::video::SwapInterval::Immediate
    });
    let mut renderer = Renderer::new(&world.level)?;
    let mut events = sdl.event_pump()?;

    let mut view = default_view(&world);
    let tick = Duration::from_secs(1) / TICK_RATE;
    let mut last = Instant::now();
    let mut accumulator = Duration::ZERO;
    let mut frames = 0u64;
    let mut paused = false;
    let mut focused = true;
    let mut stats_in_title = false;
    let mut fps_window = (Instant::now(), 0u32, Duration::ZERO);
    'main: loop {
        for event in events.poll_iter() {
            match event {
                SdlEvent::Quit { .. }
                | SdlEvent::KeyDown {
                    keycode: Some(Keycode::Escape),
                    ..
                } => break 'main,
                SdlEvent::KeyDown {
                    keycode: Some(key),
                    repeat: false,
                    ..
                } => match key {
                    Keycode::F1 => {
                        stats_in_title = !stats_in_title;
                        if !stats_in_title {
                            let _ = window.set_title(&title);
                        }
                    }
                    Keycode::F11 => {
                        use sdl2::video::FullscreenType;
                        let next = match window.fullscreen_state() {
                            FullscreenType::Off => FullscreenType::Desktop,
                            _ => FullscreenType::Off,
                        };
                        let _ = window.set_fullscreen(next);
                    }
                    Keycode::F12 => match screenshot(&window, world.tick) {
                        Ok(p) => println!("saved {}", p.display()),
                        Err(e) => eprintln!("tombrs: screenshot: {e}"),
                    },
                    Keycode::P => paused = !paused,
                    _ => {}
                },
                SdlEvent::Window {
                    win_event: WindowEvent::FocusLost,
                    ..
                } => focused = false,
                SdlEvent::Window {
                    win_event: WindowEvent::FocusGained,
                    ..
                } => focused = true,
                _ => {}
            }
        }
        let now = Instant::now();
        let dt = (now - last).min(Duration::from_millis(250));
        last = now;
        let keys = events.keyboard_state();
        fly(&mut view, &world, &keys, dt.as_secs_f32());
        // Fixed 30 Hz steps, however fast frames come.
        if !paused && focused {
            accumulator += dt;
            while accumulator >= tick {
                host.step(&mut world, Input::default());
                accumulator -= tick;
            }
            if let Some(report) = host.poll_reload(&mut world) {
                if !report.reloaded.is_empty() {
                    println!("reloaded {}", report.reloaded.join(", "));
                }
            }
        }
        let cpu = Instant::now();
        renderer.animate_textures(&world.level, world.tick);
        let size = window.drawable_size();
        let snapshot = world.snapshot();
        let scene = crate::render::Scene {
            flipped: &snapshot.flipped,
            entities: &snapshot.entities,
            // Between the previous tick and the last one.
            alpha: accumulator.as_secs_f32() / tick.as_secs_f32(),
        };
        let stats = renderer.draw(&world.level, &view, size, &scene);
        let cpu = cpu.elapsed();
        window.gl_swap_window();
        frames += 1;
        fps_window.1 += 1;
        fps_window.2 += cpu;
        if stats_in_title && fps_window.0.elapsed() >= Duration::from_millis(500) {
            let secs = fps_window.0.elapsed().as_secs_f64();
            let _ = window.set_title(&format!(
                "tombrs — {:.0} fps, {:.2} ms CPU/frame, {} draws, room {}, {} rooms visible",
                fps_window.1 as f64 / secs,
                fps_window.2.as_secs_f64() * 1000.0 / fps_window.1.max(1) as f64,
                stats.draw_calls,
                view.room.0,
                stats.rooms
            ));
            fps_window = (Instant::now(), 0, Duration::ZERO);
        }
        if args.frames.is_some_and(|n| frames >= n) {
            break;
        }
    }
    println!("{frames} frames, {} ticks", world.tick);
    Ok(())
}

/// Moves the free camera from the held keys; the camera's room follows it
/// through portals.
fn fly(view: &mut View, world: &World, keys: &sdl2::keyboard::KeyboardState, dt: f32) {
    let held =
        |a: Scancode, b: Scancode| keys.is_scancode_pressed(a) || keys.is_scancode_pressed(b);
    let fast = if held(Scancode::LShift, Scancode::RShift) {
        4.0
    } else {
        1.0
    };
    let step = MOVE_SPEED * fast * dt;
    if held(Scancode::A, Scancode::Left) {
        view.yaw -= TURN_SPEED * dt;
    }
    if held(Scancode::D, Scancode::Right) {
        view.yaw += TURN_SPEED * dt;
    }
    if held(Scancode::PageUp, Scancode::PageUp) {
        view.pitch = (view.pitch - TURN_SPEED * dt / 2.0).max(-15000.0);
    }
    if held(Scancode::PageDown, Scancode::PageDown) {
        view.pitch = (view.pitch + TURN_SPEED * dt / 2.0).min(15000.0);
    }
    let r = crate::render::math::tr_radians(view.yaw);
    let mut forward = 0.0;
    if held(Scancode::W, Scancode::Up) {
        forward += step;
    }
    if held(Scancode::S, Scancode::Down) {
        forward -= step;
    }
    view.pos[0] += r.sin() * forward;
    view.pos[2] += r.cos() * forward;
    if keys.is_scancode_pressed(Scancode::Q) {
        view.pos[1] += step;
    }
    if keys.is_scancode_pressed(Scancode::E) {
        view.pos[1] -= step;
    }
    let p = view.pos.map(|v| v as i32);
    view.room = find_sector(world, view.room, p[0], p[1], p[2]).room;
}

/// Saves the window's current frame as `tombrs-<tick>.png`.
fn screenshot(window: &sdl2::video::Window, tick: u64) -> Result<PathBuf, String> {
    let (w, h) = window.drawable_size();
    let mut pixels = vec![0u8; (w * h * 4) as usize];
    // SAFETY: `pixels` holds w × h RGBA bytes; the default framebuffer is bound.
    unsafe {
        gl::ReadBuffer(gl::BACK);
        gl::ReadPixels(
            0,
            0,
            w as i32,
            h as i32,
            gl::RGBA,
            gl::UNSIGNED_BYTE,
            pixels.as_mut_ptr().cast(),
        );
    }
    let row = (w * 4) as usize;
    let mut rgba = Vec::with_capacity(pixels.len());
    for r in (0..h as usize).rev() {
        rgba.extend_from_slice(&pixels[r * row..(r + 1) * row]);
    }
    let path = PathBuf::from(format!("tombrs-{tick:06}.png"));
    write_png(
        &Image {
            width: w,
            height: h,
            rgba,
        },
        &path,
    )?;
    Ok(path)
}
