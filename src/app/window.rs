//! What the windowed commands share (`play` of a level, of a game, the
//! model viewer): the user's settings and key bindings, the SDL window and
//! its GL context, the sound device, full screen and screenshots.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::config::{config_path, Config};
use super::controls::Bindings;
use super::offscreen::{write_png, Image};
use super::PlayArgs;
use crate::world::World;

/// The longest frame the world catches up on: after a stall (a debugger,
/// a window being dragged) it goes on rather than racing through the
/// ticks it missed.
const LONGEST_FRAME: Duration = Duration::from_millis(250);

/// The time since `last` (at most [`LONGEST_FRAME`]); `last` becomes now.
pub(crate) fn frame_time(last: &mut Instant) -> Duration {
    let now = Instant::now();
    let dt = (now - *last).min(LONGEST_FRAME);
    *last = now;
    dt
}

/// The first game controller plugged in, opened; None without one.
pub(crate) fn first_controller(
    controllers: &sdl2::GameControllerSubsystem,
) -> Option<sdl2::controller::GameController> {
    (0..controllers.num_joysticks().unwrap_or(0))
        .filter(|&i| controllers.is_game_controller(i))
        .find_map(|i| controllers.open(i).ok())
}

/// Switches between a window and the desktop's full screen.
pub(crate) fn toggle_fullscreen(window: &mut sdl2::video::Window) {
    use sdl2::video::FullscreenType;
    let next = match window.fullscreen_state() {
        FullscreenType::Off => FullscreenType::Desktop,
        _ => FullscreenType::Off,
    };
    let _ = window.set_fullscreen(next);
}

/// The config file's path, the settings (vsync as `args` allow) and the
/// key bindings; a bad binding names the file.
pub(crate) fn settings_and_bindings(
    args: &PlayArgs,
) -> Result<(Option<PathBuf>, Config, Bindings), String> {
    let config_file = config_path();
    let mut settings = settings()?;
    settings.window.vsync &= args.vsync;
    let bindings = Bindings::new(&settings.keys).map_err(|e| {
        format!(
            "{}: {e}",
            config_file
                .as_deref()
                .unwrap_or(Path::new("config.toml"))
                .display()
        )
    })?;
    Ok((config_file, settings, bindings))
}

/// The user's settings (`config.toml`, created with defaults on first run).
pub(crate) fn settings() -> Result<Config, String> {
    match config_path() {
        Some(path) => Config::load_or_create(&path),
        None => Ok(Config::default()),
    }
}

/// A window with a current GL 3.3 core context, sized and swapped as the
/// settings say.
pub(crate) fn open_window(
    title: &str,
    settings: &Config,
    fullscreen: bool,
) -> Result<
    (
        sdl2::Sdl,
        sdl2::VideoSubsystem,
        sdl2::video::Window,
        sdl2::video::GLContext,
    ),
    String,
> {
    let sdl = sdl2::init()?;
    let video = sdl.video()?;
    let attr = video.gl_attr();
    attr.set_context_profile(sdl2::video::GLProfile::Core);
    attr.set_context_version(3, 3);
    attr.set_depth_size(24);
    let mut builder = video.window(title, settings.window.width, settings.window.height);
    builder.opengl().resizable().position_centered();
    if fullscreen || settings.window.fullscreen {
        builder.fullscreen_desktop();
    }
    let window = builder.build().map_err(|e| e.to_string())?;
    let context = window.gl_create_context()?;
    gl::load_with(|s| video.gl_get_proc_address(s) as *const _);
    let _ = video.gl_set_swap_interval(if settings.window.vsync {
        sdl2::video::SwapInterval::VSync
    } else {
        sdl2::video::SwapInterval::Immediate
    });
    Ok((sdl, video, window, context))
}

/// Opens the sound device and the level's audio; falls back to mixing into
/// nothing (so the game runs the same) when no device can be opened.
pub(crate) fn open_audio(
    level_path: &Path,
    settings: &crate::audio::AudioSettings,
    world: &World,
    config_file: Option<&Path>,
) -> (
    Option<crate::audio::device::DeviceOutput>,
    Option<crate::audio::Audio>,
) {
    use crate::audio::{Audio, AudioSetup};
    if !settings.enabled {
        return (None, None);
    }
    let setup = AudioSetup {
        level_path,
        settings,
        config_dir: config_file.and_then(Path::parent),
        seed: 0,
    };
    let (device, audio, problems) = match crate::audio::device::open() {
        Ok((device, handle)) => {
            println!("sound: {} at {} Hz", device.name, device.rate);
            let (audio, problems) = Audio::new(world.level().clone(), &setup, handle);
            (Some(device), Some(audio), problems)
        }
        Err(e) => {
            eprintln!("tombrs: no sound device ({e}); playing silently");
            match Audio::headless(world.level().clone(), &setup, None) {
                Ok((audio, problems)) => (None, Some(audio), problems),
                Err(e) => (None, None, vec![e]),
            }
        }
    };
    for p in problems {
        eprintln!("tombrs: audio: {p}");
    }
    (device, audio)
}

/// Saves the window's current frame as `tombrs-<tick>.png`.
/// Saves a screenshot (F12) and says where, or why not.
pub(crate) fn take_screenshot(window: &sdl2::video::Window, tick: u64) {
    match screenshot(window, tick) {
        Ok(p) => println!("saved {}", p.display()),
        Err(e) => eprintln!("tombrs: screenshot: {e}"),
    }
}

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

/// Carries out what the player set on the options page: the settings
/// change, are written to `config_file` (told on stderr when they cannot
/// be) and the window follows the display's. Returns the settings as the
/// page now shows them; the sound's volumes and the field of view are the
/// caller's to pass on.
pub(crate) fn apply_settings(
    change: &crate::game::settings::SettingsChange,
    settings: &mut Config,
    config_file: Option<&Path>,
    window: &mut sdl2::video::Window,
    video: &sdl2::VideoSubsystem,
) -> crate::script::saved::Plain {
    use sdl2::video::{FullscreenType, SwapInterval};
    super::options::apply(settings, change);
    if let Some(path) = config_file {
        if let Err(e) = settings.save(path) {
            eprintln!("tombrs: the options are not kept: {e}");
        }
    }
    let w = &settings.window;
    let screen = if w.fullscreen {
        FullscreenType::Desktop
    } else {
        FullscreenType::Off
    };
    let _ = window.set_fullscreen(screen);
    if !w.fullscreen {
        let _ = window.set_size(w.width, w.height);
    }
    let _ = video.gl_set_swap_interval(if w.vsync {
        SwapInterval::VSync
    } else {
        SwapInterval::Immediate
    });
    super::options::settings_plain(settings)
}
