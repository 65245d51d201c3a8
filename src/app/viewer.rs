//! The model viewer: `tombrs play FILE.wad` shows a TRLE object WAD's
//! movables (playing their animations) and static meshes one at a time on
//! an empty stage, with an orbiting camera. `tombrs render FILE.wad` draws
//! one of them offscreen. The WAD becomes a level through
//! [`crate::format::companion::wad::Wad::to_raw_level`], so the viewer
//! draws exactly what a level holding those objects would.

use std::path::Path;
use std::time::{Duration, Instant};

use sdl2::event::Event as SdlEvent;
use sdl2::keyboard::Scancode;

use crate::format::companion::wad::Wad;
use crate::level::room::{Light, Room, RoomFlags, RoomStatic};
use crate::level::{AnimId, Level, MeshId, ModelId, RoomId, StaticId};
use crate::render::{Renderer, Scene, View};
use crate::world::pose::{mesh_transforms, Transform};
use crate::world::{EntityId, EntitySnapshot};

/// One thing the viewer can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    Movable(ModelId),
    Static(StaticId),
}

/// What is shown and how: the item, its animation and frame, the orbit.
#[derive(Debug, Clone)]
pub struct ModelViewer {
    /// The objects plus the stage room (room 0) they stand in.
    pub level: Level,
    items: Vec<Item>,
    current: usize,
    /// Index of the animation among the current movable's animations.
    anim: u32,
    /// Frame number within the level's frame space (the animation's
    /// `frame_start..=frame_end`).
    frame: u16,
    pub playing: bool,
    /// Orbit angles (TR units) and distance as a multiple of the item's size.
    pub yaw: f32,
    pub pitch: f32,
    pub zoom: f32,
    /// Ticks shown so far (drives animated textures and vertex effects).
    pub tick: u64,
    /// Centre and radius the camera frames: the item as its animation
    /// starts, measured on selection so the camera holds still while the
    /// item moves.
    framing: ([f32; 3], f32),
}

/// Reads a WAD into a level the viewer can show; notes on repairs go to
/// the caller.
pub fn wad_level(path: &Path) -> Result<(Level, Vec<String>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let wad = Wad::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    Level::from_wad(&wad).map_err(|e| format!("{}: {e}", path.display()))
}

/// The empty room everything is shown in: lit from above and in front.
fn stage_room() -> Room {
    let light = |pos: [f32; 3], grey: u8| Light {
        pos,
        colour: [grey; 3],
        intensity: 1.0,
        radius: 8192.0,
        kind: 1,
        direction: [0.0; 3],
    };
    Room {
        position: [-8192, 0, -8192],
        y_top: -16384,
        y_bottom: 16384,
        vertices: Vec::new(),
        quads: Vec::new(),
        triangles: Vec::new(),
        sprites: Vec::new(),
        portals: Vec::new(),
        num_x_sectors: 16,
        num_z_sectors: 16,
        sectors: Vec::new(),
        ambient: [96; 3],
        lights: vec![light([1024.0, -3072.0, -2048.0], 255)],
        statics: Vec::new(),
        alternate_room: None,
        alternate_group: 0,
        flags: RoomFlags::empty(),
        water_scheme: 0,
        reverb: 0,
        light_mode: 0,
        is_null: false,
    }
}

impl ModelViewer {
    /// A viewer over every movable (in model order) and static mesh of
    /// `level`; the level's rooms are replaced by the stage.
    pub fn new(mut level: Level) -> Result<ModelViewer, String> {
        let mut items: Vec<Item> = (0..level.models.len())
            .filter(|&i| !level.models[i].meshes.is_empty())
            .map(|i| Item::Movable(ModelId(i as u32)))
            .collect();
        items.extend((0..level.statics.len()).map(|i| Item::Static(StaticId(i as u32))));
        if items.is_empty() {
            return Err("it holds no movables or static meshes to show".into());
        }
        level.rooms = vec![stage_room()];
        let mut viewer = ModelViewer {
            level,
            items,
            current: 0,
            anim: 0,
            frame: 0,
            playing: true,
            yaw: 24576.0,
            pitch: 3000.0,
            zoom: 2.2,
            tick: 0,
            framing: ([0.0; 3], 256.0),
        };
        viewer.select(0);
        Ok(viewer)
    }

    /// How many items there are.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True when there is nothing to show (never, once built).
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The item shown.
    pub fn item(&self) -> Item {
        self.items[self.current]
    }

    /// Shows the first item whose type id (movables) or static id is `id`.
    pub fn select_id(&mut self, id: u32) -> Result<(), String> {
        let index = self
            .items
            .iter()
            .position(|item| match item {
                Item::Movable(m) => self.level.models[m.index()].type_id == id,
                Item::Static(s) => self.level.statics[s.index()].id == id,
            })
            .ok_or_else(|| format!("no movable or static mesh has id {id}"))?;
        self.select(index as i64 - self.current as i64);
        Ok(())
    }

    /// Moves `delta` items on (wrapping) and starts its first animation.
    pub fn select(&mut self, delta: i64) {
        let n = self.items.len() as i64;
        self.current = (self.current as i64 + delta).rem_euclid(n) as usize;
        self.anim = 0;
        self.frame = self.animation().map_or(0, |a| self.anim_start(a));
        // Statics stand in the stage room; movables are entities.
        self.level.rooms[0].statics.clear();
        if let Item::Static(s) = self.item() {
            self.level.rooms[0].statics.push(RoomStatic {
                pos: [0; 3],
                rotation: 0,
                tint: [128, 128, 128, 255],
                static_id: self.level.statics[s.index()].id as u16,
                slot: Some(s),
            });
        }
        self.framing = self.extent();
    }

    /// How many animations the shown movable has.
    pub fn animation_count(&self) -> u32 {
        match self.item() {
            Item::Movable(m) => {
                let model = &self.level.models[m.index()];
                if model.first_animation.is_some() {
                    model.animation_count
                } else {
                    0
                }
            }
            Item::Static(_) => 0,
        }
    }

    /// The animation shown, if the item has one.
    pub fn animation(&self) -> Option<AnimId> {
        let Item::Movable(m) = self.item() else {
            return None;
        };
        let first = self.level.models[m.index()].first_animation?;
        let id = AnimId(first.0 + self.anim);
        self.level.animations.get(id.index()).map(|_| id)
    }

    fn anim_start(&self, anim: AnimId) -> u16 {
        self.level.animations[anim.index()].frame_start
    }

    /// Moves `delta` animations on (wrapping) and starts it.
    pub fn select_animation(&mut self, delta: i64) {
        let n = self.animation_count() as i64;
        if n == 0 {
            return;
        }
        self.anim = (self.anim as i64 + delta).rem_euclid(n) as u32;
        if let Some(a) = self.animation() {
            self.frame = self.anim_start(a);
        }
        self.framing = self.extent();
    }

    /// One 30 Hz tick: the next frame of the animation, looping.
    pub fn step(&mut self) {
        self.tick += 1;
        if !self.playing {
            return;
        }
        if let Some(a) = self.animation() {
            let anim = &self.level.animations[a.index()];
            self.frame = if self.frame >= anim.frame_end {
                anim.frame_start
            } else {
                self.frame + 1
            };
        }
    }

    /// The shown movable as an entity standing at the origin.
    pub fn entities(&self) -> Vec<EntitySnapshot> {
        let Item::Movable(m) = self.item() else {
            return Vec::new();
        };
        vec![EntitySnapshot {
            id: EntityId {
                index: 0,
                generation: 0,
            },
            type_id: self.level.models[m.index()].type_id as u16,
            model: Some(m),
            room: RoomId(0),
            prev_pos: [0; 3],
            pos: [0; 3],
            prev_rot: [0; 3],
            rot: [0; 3],
            anim: self.animation().unwrap_or(AnimId(0)),
            frame: self.frame,
            visible: true,
            alpha: 255,
            mesh_swaps: Vec::new(),
            posture: Default::default(),
            health: 0,
            air: 0,
        }]
    }

    /// The shown item's meshes placed as they stand.
    fn placed(&self) -> Vec<(MeshId, Transform)> {
        match self.item() {
            Item::Movable(m) => {
                let anim = self.animation().unwrap_or(AnimId(0));
                mesh_transforms(&self.level, m, anim, self.frame)
                    .into_iter()
                    .zip(self.level.models[m.index()].meshes.iter().copied())
                    .map(|(t, mesh)| (mesh, t))
                    .collect()
            }
            Item::Static(s) => vec![(self.level.statics[s.index()].mesh, Transform::IDENTITY)],
        }
    }

    /// Centre and radius of the shown item's vertices as posed now.
    pub fn extent(&self) -> ([f32; 3], f32) {
        let mut b = crate::level::transform::Bounds::default();
        for (mesh, t) in self.placed() {
            if let Some(m) = self.level.meshes.get(mesh.index()) {
                b.add(&t, &m.vertices);
            }
        }
        if b.is_empty() {
            return ([0.0; 3], 256.0);
        }
        let (lo, hi) = (b.lo, b.hi);
        let centre = [0, 1, 2].map(|k| (lo[k] + hi[k]) / 2.0);
        let radius = [0, 1, 2]
            .map(|k| (hi[k] - lo[k]) / 2.0)
            .iter()
            .map(|d| d * d)
            .sum::<f32>()
            .sqrt()
            .max(64.0);
        (centre, radius)
    }

    /// The orbiting camera, looking at the item's centre from `zoom` times
    /// its radius away.
    pub fn view(&self, fov: f32) -> View {
        let (centre, radius) = self.framing;
        let distance = radius * self.zoom;
        let (yaw, pitch) = (
            crate::world::pose::tr_radians(self.yaw),
            crate::world::pose::tr_radians(self.pitch),
        );
        // TR axes: y down; a camera at yaw looks along (sin yaw, cos yaw).
        let pos = [
            centre[0] - yaw.sin() * pitch.cos() * distance,
            centre[1] - pitch.sin() * distance,
            centre[2] - yaw.cos() * pitch.cos() * distance,
        ];
        View {
            pos,
            yaw: self.yaw,
            pitch: self.pitch,
            room: RoomId(0),
            fov,
        }
    }

    /// One line saying what is shown.
    pub fn caption(&self) -> String {
        let (kind, id) = match self.item() {
            Item::Movable(m) => ("MOVABLE", self.level.models[m.index()].type_id),
            Item::Static(s) => ("STATIC", self.level.statics[s.index()].id),
        };
        let mut text = format!(
            "{kind} {id}  ({} OF {})",
            self.current + 1,
            self.items.len()
        );
        if let Some(a) = self.animation() {
            let anim = &self.level.animations[a.index()];
            text.push_str(&format!(
                "  ANIM {} OF {}  FRAME {}",
                self.anim + 1,
                self.animation_count(),
                self.frame.saturating_sub(anim.frame_start)
            ));
        }
        text
    }

    /// The scene to draw for this tick.
    pub fn scene<'a>(&self, entities: &'a [EntitySnapshot]) -> Scene<'a> {
        Scene {
            flipped: &[],
            broken_statics: &[],
            entities,
            alpha: 1.0,
            time: self.tick as f32,
        }
    }
}

/// Keys of the viewer (fixed: the game's bindings are for playing).
pub const HELP: &str =
    "PGUP/PGDN OBJECT  HOME/END ANIM  SPACE PAUSE  ARROWS ORBIT  +/- ZOOM  F12 SHOT  ESC QUIT";

/// `tombrs play FILE.wad`: opens the viewer window.
pub fn run(path: &Path, frames: Option<u64>) -> Result<(), String> {
    let (level, notes) = wad_level(path)?;
    for n in notes {
        eprintln!("tombrs: {}: {n}", path.display());
    }
    let mut viewer = ModelViewer::new(level).map_err(|e| format!("{}: {e}", path.display()))?;
    let settings = super::window::settings()?;
    let (sdl, _video, window, _context) =
        super::window::open_window(&format!("tombrs — {}", path.display()), &settings, false)?;
    let mut renderer = Renderer::new(&viewer.level)?;
    renderer.clear_colour = [0.16, 0.17, 0.2];
    renderer.fog = None;
    let mut overlay = crate::render::overlay::Overlay::new()?;
    let mut segments = Vec::new();
    let mut events = sdl.event_pump()?;
    let tick = Duration::from_secs(1) / crate::world::TICK_RATE;
    let (mut last, mut accumulator, mut shown) = (Instant::now(), Duration::ZERO, 0u64);
    println!("{}: {} objects; {HELP}", path.display(), viewer.len());
    let help = [crate::render::hud::Notice {
        text: HELP.to_string(),
        until: u64::MAX,
    }];
    'main: loop {
        for event in events.poll_iter() {
            match event {
                SdlEvent::Quit { .. } => break 'main,
                SdlEvent::KeyDown {
                    scancode: Some(code),
                    ..
                } => match code {
                    Scancode::Escape => break 'main,
                    Scancode::PageDown => viewer.select(1),
                    Scancode::PageUp => viewer.select(-1),
                    Scancode::End => viewer.select_animation(1),
                    Scancode::Home => viewer.select_animation(-1),
                    Scancode::Space => viewer.playing = !viewer.playing,
                    Scancode::F12 => super::window::take_screenshot(&window, viewer.tick),
                    _ => {}
                },
                SdlEvent::MouseWheel { y, .. } => {
                    viewer.zoom = (viewer.zoom * 0.9f32.powi(y)).clamp(0.5, 20.0)
                }
                _ => {}
            }
        }
        let dt = super::window::frame_time(&mut last);
        let keys = events.keyboard_state();
        let held = |c: Scancode| {
            if keys.is_scancode_pressed(c) {
                1.0
            } else {
                0.0
            }
        };
        let turn = 16384.0 * dt.as_secs_f32();
        viewer.yaw += (held(Scancode::Left) - held(Scancode::Right)) * turn;
        viewer.pitch = (viewer.pitch + (held(Scancode::Up) - held(Scancode::Down)) * turn)
            .clamp(-15000.0, 15000.0);
        let zoom = held(Scancode::Minus) + held(Scancode::KpMinus)
            - held(Scancode::Equals)
            - held(Scancode::KpPlus);
        viewer.zoom = (viewer.zoom * (1.0 + zoom * dt.as_secs_f32())).clamp(0.5, 20.0);
        accumulator += dt;
        while accumulator >= tick {
            viewer.step();
            accumulator -= tick;
        }
        let entities = viewer.entities();
        let scene = viewer.scene(&entities);
        renderer.prepare(&viewer.level, &scene);
        let size = window.drawable_size();
        let view = viewer.view(settings.window.fov);
        let stats = renderer.draw(&viewer.level, &view, size, &scene);
        let caption = viewer.caption();
        let hud = crate::render::hud::Hud {
            caption: Some(&caption),
            notices: &help,
            ..Default::default()
        };
        crate::render::hud::draw(
            &mut overlay,
            &viewer.level,
            &stats,
            &scene,
            &hud,
            size,
            &mut segments,
        );
        window.gl_swap_window();
        shown += 1;
        if frames.is_some_and(|n| shown >= n) {
            break;
        }
    }
    println!("{shown} frames, {}", viewer.caption());
    Ok(())
}

/// `tombrs render FILE.wad`: draws one object (by type or static id, else
/// the first) after `ticks` ticks of its first animation.
pub fn render(
    path: &Path,
    id: Option<u32>,
    ticks: u64,
    size: (u32, u32),
    out: &Path,
) -> Result<crate::render::FrameStats, String> {
    let (level, _) = wad_level(path)?;
    let mut viewer = ModelViewer::new(level).map_err(|e| format!("{}: {e}", path.display()))?;
    if let Some(id) = id {
        viewer
            .select_id(id)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    for _ in 0..ticks {
        viewer.step();
    }
    let entities = viewer.entities();
    let scene = viewer.scene(&entities);
    let view = viewer.view(60.0);
    let (image, stats) = super::offscreen::render_scene(
        &viewer.level,
        &scene,
        &view,
        size,
        [0.16, 0.17, 0.2],
        None,
        None,
    )?;
    super::offscreen::write_png(&image, out)?;
    println!("{}", viewer.caption());
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build;
    use crate::builder::demo::demo_level;
    use crate::format::Game;

    fn demo_viewer() -> ModelViewer {
        ModelViewer::new(Level::from_raw(&build(&demo_level(), Game::Tr4)).unwrap()).unwrap()
    }

    #[test]
    fn the_viewer_walks_through_objects_and_animations() {
        let mut v = demo_viewer();
        assert_eq!(v.level.rooms.len(), 1, "only the stage");
        let n = v.len();
        assert!(n >= 2);
        let first = v.item();
        v.select(1);
        assert_ne!(v.item(), first);
        v.select(n as i64 - 1);
        assert_eq!(v.item(), first, "selection wraps");
        v.select(-1);
        // Statics stand in the stage room; movables are entities.
        match v.item() {
            Item::Static(_) => {
                assert_eq!(v.level.rooms[0].statics.len(), 1);
                assert!(v.entities().is_empty());
            }
            Item::Movable(_) => assert_eq!(v.entities().len(), 1),
        }
        assert!(v.select_id(u32::MAX).is_err());
    }

    #[test]
    fn animations_play_and_loop_within_their_frames() {
        let mut v = demo_viewer();
        let animated = (0..v.len())
            .find(|_| {
                v.select(1);
                v.animation().is_some_and(|a| {
                    let anim = &v.level.animations[a.index()];
                    anim.frame_end > anim.frame_start
                })
            })
            .expect("an animated demo model");
        let _ = animated;
        let a = v.animation().unwrap();
        let (start, end) = {
            let anim = &v.level.animations[a.index()];
            (anim.frame_start, anim.frame_end)
        };
        assert_eq!(v.frame, start);
        for _ in 0..(end - start) {
            v.step();
        }
        assert_eq!(v.frame, end);
        v.step();
        assert_eq!(v.frame, start, "loops");
        v.playing = false;
        v.step();
        assert_eq!(v.frame, start, "paused");
        assert!(v.caption().contains("ANIM 1 OF"));
    }

    #[test]
    fn the_camera_frames_the_object() {
        let v = demo_viewer();
        let (centre, radius) = v.extent();
        let view = v.view(60.0);
        let d = [0, 1, 2].map(|k| view.pos[k] - centre[k]);
        let distance = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
        assert!((distance - radius * v.zoom).abs() < 1.0);
        // It looks at the centre.
        let (yaw, pitch) = crate::render::cameras::look(view.pos, centre);
        assert!(
            (yaw - view.yaw)
                .rem_euclid(65536.0)
                .min((view.yaw - yaw).rem_euclid(65536.0))
                < 5.0
        );
        assert!((pitch - view.pitch).abs() < 5.0);
    }
}
