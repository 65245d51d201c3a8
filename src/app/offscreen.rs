//! `tombrs render`: one frame of a level drawn offscreen (a hidden SDL
//! window's GL 3.3 core context and a framebuffer object) and saved as PNG.

use std::path::Path;
use std::sync::Arc;

use crate::level::RoomId;
use crate::render::{FrameStats, Renderer, View};
use crate::world::{Input, NoHooks, World};

/// A camera given on the command line: x, y, z, yaw and pitch in TR units,
/// and optionally the room it is in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CameraArg {
    pub pos: [f32; 3],
    pub yaw: f32,
    pub pitch: f32,
    pub room: Option<u32>,
}

impl std::str::FromStr for CameraArg {
    type Err = String;
    fn from_str(s: &str) -> Result<CameraArg, String> {
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        if !(5..=6).contains(&parts.len()) {
            return Err(format!("expected X,Y,Z,YAW,PITCH[,ROOM], got {s:?}"));
        }
        let num = |i: usize| -> Result<f32, String> {
            parts[i]
                .parse::<f32>()
                .map_err(|_| format!("{:?} is not a number", parts[i]))
        };
        Ok(CameraArg {
            pos: [num(0)?, num(1)?, num(2)?],
            yaw: num(3)?,
            pitch: num(4)?,
            room: match parts.get(5) {
                Some(r) => Some(
                    r.parse()
                        .map_err(|_| format!("{r:?} is not a room index"))?,
                ),
                None => None,
            },
        })
    }
}

/// The default view: a running flyby or fixed camera, else the chase camera
/// behind the player; without a player, the centre of the first room with
/// geometry.
pub fn default_view(world: &World) -> View {
    let level = world.level();
    let snapshot = world.snapshot();
    if let Some(v) = crate::render::cameras::world_view(&snapshot, 80.0)
        .or_else(|| crate::render::cameras::chase_view(&snapshot, 80.0))
    {
        return v;
    }
    // The first room with geometry (levels may start with empty rooms).
    let index = level
        .rooms
        .iter()
        .position(|r| !r.is_null && !r.quads.is_empty())
        .unwrap_or(0);
    let room = level.rooms.get(index);
    let pos = room.map_or([0.0; 3], |r| {
        [
            r.position[0] as f32 + r.num_x_sectors as f32 * 512.0,
            (r.y_top + r.y_bottom) as f32 / 2.0,
            r.position[2] as f32 + r.num_z_sectors as f32 * 512.0,
        ]
    });
    View {
        pos,
        yaw: 0.0,
        pitch: 0.0,
        room: RoomId(index as u32),
        fov: 80.0,
    }
}

/// An RGBA image, top row first.
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// Renders one view of `world` offscreen.
pub fn render_view(
    world: &World,
    view: &View,
    size: (u32, u32),
) -> Result<(Image, FrameStats), String> {
    render_view_cleared(world, view, size, [0.0; 3])
}

/// Renders one view with `clear` where no room is drawn (tests use a colour
/// no level has, to tell geometry from background even in dark levels).
pub fn render_view_cleared(
    world: &World,
    view: &View,
    size: (u32, u32),
    clear: [f32; 3],
) -> Result<(Image, FrameStats), String> {
    render_view_with_hud(world, view, size, clear, None)
}

/// Renders one view with `hud` (bars, notices, statistics, debug views)
/// drawn over it.
pub fn render_view_with_hud(
    world: &World,
    view: &View,
    size: (u32, u32),
    clear: [f32; 3],
    hud: Option<&crate::render::hud::Hud>,
) -> Result<(Image, FrameStats), String> {
    let snapshot = world.snapshot();
    let scene = crate::render::Scene::settled(&snapshot);
    render_scene(world.level(), &scene, view, size, clear, hud, None)
}

/// Renders `scene` of `level` seen from `view` offscreen (a hidden window's
/// GL context and a framebuffer object), with `hud` over it.
pub fn render_scene(
    level: &crate::level::Level,
    scene: &crate::render::Scene,
    view: &View,
    size: (u32, u32),
    clear: [f32; 3],
    hud: Option<&crate::render::hud::Hud>,
    look: Option<&super::level_look::LevelLook>,
) -> Result<(Image, FrameStats), String> {
    let mut target = Offscreen::new(level, size)?;
    target.renderer.clear_colour = clear;
    if let Some(look) = look {
        look.apply(&mut target.renderer);
    }
    target.frame(level, scene, view, hud)
}

/// A renderer drawing into an offscreen framebuffer, kept across frames
/// (tests step particles between frames of the same renderer).
pub struct Offscreen {
    /// The renderer (its particles, fog, clear colour…).
    pub renderer: Renderer,
    size: (u32, u32),
    fbo: u32,
    colour: u32,
    depth: u32,
    // Dropped after the renderer and the framebuffer: the GL context and
    // the window and SDL that hold it.
    _context: sdl2::video::GLContext,
    _window: sdl2::video::Window,
    _video: sdl2::VideoSubsystem,
    _sdl: sdl2::Sdl,
}

impl Offscreen {
    /// A hidden window's GL 3.3 core context, a framebuffer of `size`
    /// pixels and a renderer for `level`.
    pub fn new(level: &crate::level::Level, size: (u32, u32)) -> Result<Offscreen, String> {
        let sdl = sdl2::init()?;
        let video = sdl.video()?;
        let attr = video.gl_attr();
        attr.set_context_profile(sdl2::video::GLProfile::Core);
        attr.set_context_version(3, 3);
        let window = video
            .window("tombrs render", size.0, size.1)
            .opengl()
            .hidden()
            .build()
            .map_err(|e| e.to_string())?;
        let context = window.gl_create_context()?;
        gl::load_with(|s| video.gl_get_proc_address(s) as *const _);
        let renderer = Renderer::new(level)?;
        let (mut fbo, mut colour, mut depth) = (0, 0, 0);
        // SAFETY: objects created and bound on the current context.
        unsafe {
            gl::GenFramebuffers(1, &mut fbo);
            gl::BindFramebuffer(gl::FRAMEBUFFER, fbo);
            gl::GenRenderbuffers(1, &mut colour);
            gl::BindRenderbuffer(gl::RENDERBUFFER, colour);
            gl::RenderbufferStorage(gl::RENDERBUFFER, gl::RGBA8, size.0 as i32, size.1 as i32);
            gl::FramebufferRenderbuffer(
                gl::FRAMEBUFFER,
                gl::COLOR_ATTACHMENT0,
                gl::RENDERBUFFER,
                colour,
            );
            gl::GenRenderbuffers(1, &mut depth);
            gl::BindRenderbuffer(gl::RENDERBUFFER, depth);
            gl::RenderbufferStorage(
                gl::RENDERBUFFER,
                gl::DEPTH_COMPONENT24,
                size.0 as i32,
                size.1 as i32,
            );
            gl::FramebufferRenderbuffer(
                gl::FRAMEBUFFER,
                gl::DEPTH_ATTACHMENT,
                gl::RENDERBUFFER,
                depth,
            );
        }
        let target = Offscreen {
            renderer,
            size,
            fbo,
            colour,
            depth,
            _context: context,
            _window: window,
            _video: video,
            _sdl: sdl,
        };
        // SAFETY: a query on the framebuffer bound above.
        if unsafe { gl::CheckFramebufferStatus(gl::FRAMEBUFFER) } != gl::FRAMEBUFFER_COMPLETE {
            return Err("the offscreen framebuffer is incomplete".into());
        }
        Ok(target)
    }

    /// Prepares and draws one frame of `scene` from `view` (with `hud`
    /// over it) and reads it back.
    pub fn frame(
        &mut self,
        level: &crate::level::Level,
        scene: &crate::render::Scene,
        view: &View,
        hud: Option<&crate::render::hud::Hud>,
    ) -> Result<(Image, FrameStats), String> {
        let size = self.size;
        self.renderer.prepare(level, scene);
        // SAFETY: binding the framebuffer this struct owns.
        unsafe { gl::BindFramebuffer(gl::FRAMEBUFFER, self.fbo) };
        let mut stats = self.renderer.draw(level, view, size, scene);
        if let Some(hud) = hud {
            let mut overlay = crate::render::overlay::Overlay::new()?;
            stats.draw_calls += crate::render::hud::draw(
                &mut overlay,
                level,
                &stats,
                scene,
                hud,
                size,
                &mut Vec::new(),
            );
        }
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
        crate::render::gl_util::check("drawing the frame")?;
        // GL's rows run bottom-up.
        let row = (size.0 * 4) as usize;
        let mut flipped = Vec::with_capacity(pixels.len());
        for r in (0..size.1 as usize).rev() {
            flipped.extend_from_slice(&pixels[r * row..(r + 1) * row]);
        }
        Ok((
            Image {
                width: size.0,
                height: size.1,
                rgba: flipped,
            },
            stats,
        ))
    }
}

impl Drop for Offscreen {
    fn drop(&mut self) {
        // SAFETY: deleting what `new` created, on its still-current context.
        unsafe {
            gl::BindFramebuffer(gl::FRAMEBUFFER, 0);
            gl::DeleteRenderbuffers(1, &self.colour);
            gl::DeleteRenderbuffers(1, &self.depth);
            gl::DeleteFramebuffers(1, &self.fbo);
        }
    }
}

/// Writes an image as PNG.
pub fn write_png(image: &Image, path: &Path) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), image.width, image.height);
    enc.set_color(png::ColorType::Rgba);
    enc.set_depth(png::BitDepth::Eight);
    let mut w = enc
        .write_header()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    w.write_image_data(&image.rgba)
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// What `tombrs render` was asked.
#[derive(Debug, Clone)]
pub struct RenderArgs<'a> {
    pub level: &'a Path,
    pub camera: Option<CameraArg>,
    pub size: (u32, u32),
    pub tick: u64,
    pub out: &'a Path,
    pub scripts: &'a [std::path::PathBuf],
    /// Draw the HUD (health, notices) and the statistics panel.
    pub hud: bool,
    /// Debug views drawn over the frame.
    pub debug: crate::render::debug_views::DebugViews,
    /// Refuse a level that needs repairs (`--strict`).
    pub strict: bool,
}

/// Ticks of events `tombrs render` replays into the particles before its
/// frame (longer than any shipped effect lives).
const PARTICLE_TICKS: usize = 160;

/// Loads the level, runs `tick` ticks (with scripts) and renders one frame
/// with the particles of the last ticks.
pub fn run(args: &RenderArgs) -> Result<FrameStats, String> {
    let level = super::load_level(args.level, args.strict)?;
    let mut world = World::new(Arc::new(level), 0);
    // The events of the last ticks, replayed into the renderer's particles
    // so the frame shows the effects still alive at the tick drawn.
    let mut recent = std::collections::VecDeque::new();
    let mut keep = |world: &World| {
        if recent.len() == PARTICLE_TICKS {
            recent.pop_front();
        }
        recent.push_back(world.events().to_vec());
    };
    match super::start_scripts(args.level, args.scripts, false, &mut world) {
        Ok(mut host) => {
            for _ in 0..args.tick {
                host.step(&mut world, Input::default());
                keep(&world);
            }
        }
        Err(e) => {
            eprintln!("tombrs: {e}; rendering without behaviours");
            for _ in 0..args.tick {
                world.step(Input::default(), &mut NoHooks);
                keep(&world);
            }
        }
    }
    let view = match args.camera {
        Some(c) => {
            let start = RoomId(c.room.unwrap_or(0));
            let room = match c.room {
                Some(r) => RoomId(r),
                None => locate(&world, c.pos).unwrap_or(start),
            };
            View {
                pos: c.pos,
                yaw: c.yaw,
                pitch: c.pitch,
                room,
                fov: 80.0,
            }
        }
        None => default_view(&world),
    };
    let snapshot = world.snapshot();
    let (health, air) = crate::render::hud::player_bars(&snapshot);
    let hud = crate::render::hud::Hud {
        health: health.filter(|_| args.hud),
        air: air.filter(|_| args.hud),
        statistics: args.hud.then_some(crate::render::hud::Statistics {
            fps: 0.0,
            cpu_ms: 0.0,
            tick: world.tick(),
            room: view.room.0,
        }),
        debug: args.debug,
        // A script's view (the default view when it is on) draws its sight.
        sight: args
            .camera
            .is_none()
            .then(|| crate::render::cameras::request_sight(&snapshot))
            .flatten(),
        letterbox: snapshot.camera.bars,
        fade: snapshot.camera.fade,
        ..Default::default()
    };
    let decorated =
        (args.hud || args.debug.any() || hud.sight.is_some() || hud.letterbox > 0 || hud.fade > 0)
            .then_some(&hud);
    let look = super::level_look::LevelLook::find(args.level);
    let scene = crate::render::Scene::settled(&snapshot);
    let mut target = Offscreen::new(world.level(), args.size)?;
    if let Some(look) = &look {
        look.apply(&mut target.renderer);
    }
    for events in &recent {
        target
            .renderer
            .step_world(world.level(), world.effects(), events);
    }
    let (image, stats) = target.frame(world.level(), &scene, &view, decorated)?;
    write_png(&image, args.out)?;
    Ok(stats)
}

/// The room whose bounds hold `pos`, if any.
fn locate(world: &World, pos: [f32; 3]) -> Option<RoomId> {
    world
        .level()
        .rooms
        .iter()
        .position(|r| {
            let (x, z) = (pos[0] as i32 - r.position[0], pos[2] as i32 - r.position[2]);
            x >= 0
                && z >= 0
                && x < r.num_x_sectors as i32 * 1024
                && z < r.num_z_sectors as i32 * 1024
                && (pos[1] as i32) >= r.y_top
                && (pos[1] as i32) <= r.y_bottom
        })
        .map(|i| RoomId(i as u32))
}
