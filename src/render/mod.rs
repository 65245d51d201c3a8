//! The OpenGL renderer: GL resources built from a `Level` (a texture array
//! of its pages, one static vertex buffer per room) and drawing of a camera
//! view with portal visibility. It reads the world only through what the
//! caller passes (camera, flip state); it never mutates the simulation.

pub mod animated;
pub mod cameras;
pub mod debug_views;
pub mod font;
pub mod gl_util;
pub mod glyph_atlas;
pub mod hair;
pub mod hud;
pub mod level_font;
pub mod lighting;
pub mod math;
pub mod mesh_geometry;
pub mod overlay;
pub mod page;
pub mod panel;
pub mod particle_gl;
pub mod particles;
mod placement;
pub mod ring;
pub mod room_mesh;
mod shaders;
pub mod sight;
pub mod skin;
pub mod sprites;
mod upload;
pub mod vertex_effects;
pub mod visibility;
mod world_events;

use crate::level::{Level, MeshId, RoomId};
use crate::world::EntitySnapshot;
use gl_util::Program;
use math::Mat4;
use placement::room_tint;
pub use placement::skybox_type;
use upload::{stream_draw, upload_pages, upload_room, upload_vertices, RoomBuffers};

/// A camera for one frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub pos: [f32; 3],
    /// TR angles (65536 per turn).
    pub yaw: f32,
    pub pitch: f32,
    /// The room the camera is in.
    pub room: RoomId,
    /// Vertical field of view in degrees.
    pub fov: f32,
}

/// What the world contributes to a frame.
#[derive(Debug, Clone, Copy)]
pub struct Scene<'a> {
    /// Rooms swapped with their alternates.
    pub flipped: &'a [bool],
    /// Room statics broken (room, index in its list), sorted: not drawn.
    pub broken_statics: &'a [crate::world::statics::StaticKey],
    /// Entities of the last two ticks.
    pub entities: &'a [EntitySnapshot],
    /// Where the frame falls between the previous tick (0) and the last (1).
    pub alpha: f32,
    /// World time in ticks, fractional between ticks; drives the vertex
    /// effects (waves, caustics, light modes, UV-rotate).
    pub time: f32,
}

impl<'a> Scene<'a> {
    /// The world exactly as it stands after the snapshot's tick.
    pub fn settled(snapshot: &'a crate::world::Snapshot) -> Scene<'a> {
        Scene {
            flipped: &snapshot.flipped,
            broken_statics: &snapshot.broken_statics,
            entities: &snapshot.entities,
            alpha: 1.0,
            time: snapshot.tick as f32,
        }
    }
}

/// What one frame cost, and what it showed.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FrameStats {
    pub rooms: usize,
    pub draw_calls: usize,
    /// The rooms drawn (alternates where flipped), nearest first.
    pub visible: Vec<RoomId>,
    /// The camera's view-projection matrix, for drawing over the frame.
    pub view_proj: [f32; 16],
}

/// The view-projection matrix of `view` on a target of `size` pixels.
pub fn view_projection(view: &View, size: (u32, u32)) -> Mat4 {
    let aspect = size.0.max(1) as f32 / size.1.max(1) as f32;
    let proj = Mat4::perspective(view.fov.to_radians(), aspect, 16.0, 100_000.0);
    proj.mul(&Mat4::tr_view(
        view.pos,
        math::tr_radians(view.yaw),
        math::tr_radians(view.pitch),
    ))
}

/// GL resources of one level.
pub struct Renderer {
    program: Program,
    pages: u32,
    rooms: Vec<RoomBuffers>,
    view_proj_at: i32,
    model_at: i32,
    tint_at: i32,
    alpha_cut_at: i32,
    /// The opacity of the entity drawn in the translucent pass (else 1).
    fade_at: i32,
    meshes: RoomBuffers,
    /// Sprite billboards, rebuilt every frame.
    sprite_buffer: RoomBuffers,
    /// Lara's joint meshes posed in world space, rebuilt every frame.
    skin_buffer: RoomBuffers,
    joints: Option<skin::JointSkin>,
    hair: hair::Hair,
    mesh_ranges: Vec<mesh_geometry::MeshRange>,
    cycles: animated::TextureCycles,
    /// Buffer spans (rooms and meshes) that use animated textures.
    animated: Vec<animated::AnimatedSpan>,
    /// The animation step the room buffers show.
    step: u64,
    /// The colour where no room is drawn.
    pub clear_colour: [f32; 3],
    /// Distance fog (depth cue): from this distance (world units) to the
    /// second, geometry fades into the clear colour. None: off.
    pub fog: Option<(f32, f32)>,
    eye_at: i32,
    fog_range_at: i32,
    fog_colour_at: i32,
    time_at: i32,
    light_mode_at: i32,
    through_water_at: i32,
    uv_speed_at: i32,
    /// UV-rotate speed in texture pixels per tick (the gameflow's UVRotate).
    pub uv_speed: f32,
    /// Particles and effect lights, stepped by [`Renderer::step_particles`].
    particles: particles::Particles,
    particle_draw: particle_gl::ParticleDraw,
    dynamic: lighting::DynamicUniforms,
    /// The level's font sprites (TR1–TR3), measured once.
    level_font: Option<level_font::LevelFont>,
}

/// Where the particles' random draws start.
const PARTICLE_SEED: u32 = 0x7A5C_1E55;

impl Renderer {
    /// The face in-game text (pages, the ring, notices) is drawn in: the
    /// level's font sprites where it has them (TR1–TR3), else the embedded
    /// face.
    pub fn in_game_face<'a>(&'a self, level: &'a Level) -> level_font::Face<'a> {
        match &self.level_font {
            Some(font) => level_font::Face::Level {
                level,
                font,
                pages: self.pages,
            },
            None => level_font::Face::Embedded,
        }
    }
}

/// UV-rotate speed (texture pixels per tick) when nothing says otherwise:
/// the level editors' customary `UVRotate=4`.
pub const DEFAULT_UV_SPEED: f32 = 4.0;

/// The games' depth cue: geometry darkens from 12 sectors away and is
/// black at 20 (the classic engines' draw distance).
pub const DEFAULT_FOG: (f32, f32) = (12.0 * 1024.0, 20.0 * 1024.0);

impl Renderer {
    /// Uploads the level. Needs a current GL 3.3 core context.
    pub fn new(level: &Level) -> Result<Renderer, String> {
        let program = Program::new(
            "room",
            &shaders::room_vertex_source(),
            &shaders::room_fragment_source(),
        )?;
        let pages = upload_pages(level);
        let cycles = animated::TextureCycles::new(level);
        let uv_rotate = vertex_effects::UvRotate::new(level);
        let mut rooms = Vec::with_capacity(level.rooms.len());
        let mut animated = Vec::new();
        for room in &level.rooms {
            let mesh = room_mesh::room_mesh(level, room, &uv_rotate);
            let buffers = upload_room(&mesh);
            animated.extend(animated::AnimatedSpan::new(
                buffers.vbo,
                0,
                &mesh.vertices,
                &mesh.sources,
                &cycles,
            ));
            rooms.push(buffers);
        }
        let geometry = mesh_geometry::build(level, &uv_rotate);
        let meshes = upload_vertices(&geometry.vertices, 0, 0);
        // One run per mesh, so two far-apart animated meshes do not make
        // the whole buffer one run.
        for r in &geometry.ranges {
            let run = r.first..r.first + r.opaque + r.additive;
            if let (Some(vertices), Some(sources)) = (
                geometry.vertices.get(run.clone()),
                geometry.sources.get(run),
            ) {
                animated.extend(animated::AnimatedSpan::new(
                    meshes.vbo, r.first, vertices, sources, &cycles,
                ));
            }
        }
        let joints = skin::JointSkin::new(level, &geometry);
        let sprite_buffer = upload_vertices(&[], 0, 0);
        let skin_buffer = upload_vertices(&[], 0, 0);
        gl_util::check("uploading the level")?;
        Ok(Renderer {
            particles: particles::Particles::new(PARTICLE_SEED),
            particle_draw: particle_gl::ParticleDraw::new()?,
            dynamic: lighting::DynamicUniforms::new(&program),
            level_font: level_font::LevelFont::of(level),
            view_proj_at: program.uniform("view_proj"),
            model_at: program.uniform("model"),
            tint_at: program.uniform("tint"),
            meshes,
            sprite_buffer,
            skin_buffer,
            joints,
            hair: hair::Hair::new(level),
            mesh_ranges: geometry.ranges,
            cycles,
            animated,
            step: 0,
            time_at: program.uniform("time"),
            light_mode_at: program.uniform("light_mode"),
            through_water_at: program.uniform("through_water"),
            uv_speed_at: program.uniform("uv_speed"),
            uv_speed: DEFAULT_UV_SPEED,
            alpha_cut_at: program.uniform("alpha_cut"),
            fade_at: program.uniform("fade"),
            eye_at: program.uniform("eye"),
            fog_range_at: program.uniform("fog_range"),
            fog_colour_at: program.uniform("fog_colour"),
            program,
            pages,
            rooms,
            clear_colour: [0.0; 3],
            fog: Some(DEFAULT_FOG),
        })
    }

    /// Draws the rooms visible from `view` into the current framebuffer of
    /// `size` pixels. `flipped[r]` draws room r's alternate in its place.
    pub fn draw(&self, level: &Level, view: &View, size: (u32, u32), scene: &Scene) -> FrameStats {
        let flipped = scene.flipped;
        let view_proj = view_projection(view, size);
        let active = |r: RoomId| level.active_room(flipped, r);
        let visible = visibility::visible_rooms(level, view.room, view.pos, &view_proj, active);
        // Under water, everything is seen through the water's colour.
        let underwater = level
            .rooms
            .get(active(view.room).index())
            .is_some_and(|r| r.is_water());
        let mut stats = FrameStats {
            rooms: visible.len(),
            draw_calls: 0,
            visible: visible.iter().map(|(r, _)| active(*r)).collect(),
            view_proj: view_proj.0,
        };
        // SAFETY: GL calls on objects this renderer owns, with a current context.
        unsafe {
            gl::Viewport(0, 0, size.0 as i32, size.1 as i32);
            let [r, g, b] = self.clear_colour;
            gl::ClearColor(r, g, b, 1.0);
            gl::Clear(gl::COLOR_BUFFER_BIT | gl::DEPTH_BUFFER_BIT);
            gl::Enable(gl::DEPTH_TEST);
            gl::DepthFunc(gl::LEQUAL);
            gl::Enable(gl::CULL_FACE);
            gl::CullFace(gl::BACK);
            gl::FrontFace(gl::CW);
            gl::UseProgram(self.program.id);
            gl::UniformMatrix4fv(self.view_proj_at, 1, gl::FALSE, view_proj.0.as_ptr());
            gl::ActiveTexture(gl::TEXTURE0);
            gl::BindTexture(gl::TEXTURE_2D_ARRAY, self.pages);
            // Opaque and alpha-tested faces, then additive ones.
            gl::Disable(gl::BLEND);
            gl::DepthMask(gl::TRUE);
            gl::Uniform3f(self.eye_at, view.pos[0], view.pos[1], view.pos[2]);
            let (near, far) = self.fog.unwrap_or((f32::MAX / 4.0, f32::MAX / 2.0));
            gl::Uniform2f(self.fog_range_at, near, far);
            gl::Uniform3f(self.fog_colour_at, r, g, b);
            gl::Uniform1f(self.alpha_cut_at, 0.5);
            gl::Uniform1f(self.fade_at, 1.0);
            gl::Uniform1f(self.time_at, scene.time);
            gl::Uniform1f(self.uv_speed_at, self.uv_speed);
            gl::Uniform1i(self.light_mode_at, 0);
            gl::Uniform1f(self.through_water_at, 0.0);
            self.dynamic.upload(&[]);
            // The sky, when a room in view shows it: the skybox model around
            // the eye, behind everything, without fog.
            if let Some(sky) = self.sky_meshes(level, &visible, &active, view.pos) {
                gl::DepthMask(gl::FALSE);
                gl::Disable(gl::DEPTH_TEST);
                gl::Uniform2f(self.fog_range_at, f32::MAX / 4.0, f32::MAX / 2.0);
                gl::BindVertexArray(self.meshes.vao);
                for additive in [false, true] {
                    if additive {
                        gl::Enable(gl::BLEND);
                        gl::BlendFunc(gl::ONE, gl::ONE);
                        gl::Uniform1f(self.alpha_cut_at, 0.0);
                    }
                    for (mesh, model) in &sky {
                        stats.draw_calls += self.draw_mesh(*mesh, model, [1.0; 3], additive);
                    }
                }
                gl::Disable(gl::BLEND);
                gl::Enable(gl::DEPTH_TEST);
                gl::DepthMask(gl::TRUE);
                gl::Uniform2f(self.fog_range_at, near, far);
                gl::Uniform1f(self.alpha_cut_at, 0.5);
            }
            let mut lights = [lighting::DynamicLight::default(); lighting::MAX_DYNAMIC_LIGHTS];
            let n = self.particles.lights(scene.alpha, view.pos, &mut lights);
            self.dynamic.upload(&lights[..n]);
            gl::UniformMatrix4fv(self.model_at, 1, gl::FALSE, Mat4::IDENTITY.0.as_ptr());
            gl::Uniform3f(self.tint_at, 1.0, 1.0, 1.0);
            for (room, _) in &visible {
                let r = active(*room);
                let b = &self.rooms[r.index()];
                if b.opaque > 0 {
                    self.room_uniforms(level, r, underwater);
                    gl::BindVertexArray(b.vao);
                    gl::DrawArrays(gl::TRIANGLES, 0, b.opaque);
                    stats.draw_calls += 1;
                }
            }
            // Static meshes and entities of the visible rooms.
            gl::Uniform1i(self.light_mode_at, 0);
            gl::Uniform1f(self.through_water_at, 0.0);
            gl::BindVertexArray(self.meshes.vao);
            let mut skinned = Vec::new();
            let placed =
                self.placed_meshes(level, &visible, scene, &active, underwater, &mut skinned);
            for (mesh, model, tint, _) in placed.iter().filter(|p| p.3 >= 1.0) {
                stats.draw_calls += self.draw_mesh(*mesh, model, *tint, false);
            }
            // Lara's joints, already posed in world space.
            if !skinned.is_empty() {
                gl::UniformMatrix4fv(self.model_at, 1, gl::FALSE, Mat4::IDENTITY.0.as_ptr());
                gl::Uniform3f(self.tint_at, 1.0, 1.0, 1.0);
                stats.draw_calls += stream_draw(&self.skin_buffer, &skinned);
            }
            // Sprites (alpha-tested, facing the camera).
            let rooms: Vec<RoomId> = visible.iter().map(|v| v.0).collect();
            let billboards = sprites::build(
                level,
                &rooms,
                scene.entities,
                scene.alpha.clamp(0.0, 1.0),
                math::tr_radians(view.yaw),
                &active,
            );
            if !billboards.is_empty() {
                gl::UniformMatrix4fv(self.model_at, 1, gl::FALSE, Mat4::IDENTITY.0.as_ptr());
                gl::Uniform3f(self.tint_at, 1.0, 1.0, 1.0);
                stats.draw_calls += stream_draw(&self.sprite_buffer, &billboards);
            }
            stats.draw_calls += self.draw_translucent(&placed);
            gl::Enable(gl::BLEND);
            gl::BlendFunc(gl::ONE, gl::ONE);
            gl::DepthMask(gl::FALSE);
            gl::Uniform1f(self.alpha_cut_at, 0.0);
            gl::Uniform1i(self.light_mode_at, 0);
            gl::Uniform1f(self.through_water_at, 0.0);
            gl::BindVertexArray(self.meshes.vao);
            for (mesh, model, tint, fade) in &placed {
                // A faded entity's additive faces add as much less light.
                let tint = tint.map(|c| c * fade);
                stats.draw_calls += self.draw_mesh(*mesh, model, tint, true);
            }
            gl::UniformMatrix4fv(self.model_at, 1, gl::FALSE, Mat4::IDENTITY.0.as_ptr());
            gl::Uniform3f(self.tint_at, 1.0, 1.0, 1.0);
            for (room, _) in &visible {
                let r = active(*room);
                let b = &self.rooms[r.index()];
                if b.additive > 0 {
                    self.room_uniforms(level, r, underwater);
                    gl::BindVertexArray(b.vao);
                    gl::DrawArrays(gl::TRIANGLES, b.opaque, b.additive);
                    stats.draw_calls += 1;
                }
            }
            gl::DepthMask(gl::TRUE);
            gl::Disable(gl::BLEND);
            gl::BindVertexArray(0);
        }
        stats.draw_calls += self.particle_draw.draw(
            &self.particles,
            &particle_gl::ParticleFrame {
                level,
                view_proj: &view_proj,
                eye: view.pos,
                yaw: math::tr_radians(view.yaw),
                pitch: math::tr_radians(view.pitch),
                alpha: scene.alpha.clamp(0.0, 1.0),
                fog: self.fog.unwrap_or((f32::MAX / 4.0, f32::MAX / 2.0)),
                fog_colour: self.clear_colour,
                pages: self.pages,
            },
        );
        stats
    }
}

impl Renderer {
    /// Gets the frame of `scene` ready: animated textures at its tick and
    /// Lara's ponytail stepped to it.
    pub fn prepare(&mut self, level: &Level, scene: &Scene) {
        let tick = scene.time.max(0.0) as u64;
        self.animate_textures(level, tick);
        self.hair
            .update(level, scene.entities, scene.alpha.clamp(0.0, 1.0), tick);
    }

    /// One world tick of the particles: they age and move, and the tick's
    /// `events` spawn the `effects` they name. Call once per world step,
    /// with that step's events (decoration: nothing goes back to the world).
    pub fn step_particles(
        &mut self,
        level: &Level,
        effects: &crate::world::effects::EffectTable,
        events: &[crate::world::Event],
    ) {
        self.particles.step(level, effects, events);
    }

    /// The particles and effect lights (for tests and statistics).
    pub fn particles(&self) -> &particles::Particles {
        &self.particles
    }

    /// Forgets every particle and effect light (the level restarted).
    pub fn clear_particles(&mut self) {
        self.particles.clear();
    }

    /// Shows animated textures as they are at world tick `tick`: rewrites
    /// the UVs of the buffer spans that use them when the step changed.
    pub fn animate_textures(&mut self, level: &Level, tick: u64) {
        let step = tick / animated::ticks_per_step(level.game);
        if step == self.step {
            return;
        }
        self.step = step;
        for span in &self.animated {
            span.upload(level, &self.cycles, step);
        }
    }

    /// Sets the per-room uniforms of room `room`: its tint, TR2 light mode
    /// and whether it is seen through a water surface.
    ///
    /// # Safety
    /// Needs the renderer's program bound on a current context.
    unsafe fn room_uniforms(&self, level: &Level, room: RoomId, underwater: bool) {
        let t = room_tint(level, room, underwater);
        gl::Uniform3f(self.tint_at, t[0], t[1], t[2]);
        let r = level.rooms.get(room.index());
        let mode = r.map_or(0, |r| r.light_mode as i32);
        let water = r.is_some_and(|r| r.is_water());
        gl::Uniform1i(self.light_mode_at, mode);
        gl::Uniform1f(
            self.through_water_at,
            if water != underwater { 1.0 } else { 0.0 },
        );
    }

    /// Draws one pass of one mesh; the number of draw calls made.
    ///
    /// # Safety
    /// Needs the renderer's program and mesh vertex array bound on a
    /// current context.
    /// The translucent pass: the opaque faces of faded entities (opacity
    /// below 1), blended over what is drawn (source alpha), depth-tested
    /// without writing depth. Leaves blending off and depth writes on.
    ///
    /// # Safety
    /// A current GL context with the room program in use and the mesh
    /// buffer bound.
    unsafe fn draw_translucent(&self, placed: &[(MeshId, Mat4, [f32; 3], f32)]) -> usize {
        let faded: Vec<_> = placed.iter().filter(|p| p.3 < 1.0 && p.3 > 0.0).collect();
        if faded.is_empty() {
            return 0;
        }
        let mut calls = 0;
        gl::BindVertexArray(self.meshes.vao);
        gl::Enable(gl::BLEND);
        gl::BlendFunc(gl::SRC_ALPHA, gl::ONE_MINUS_SRC_ALPHA);
        gl::DepthMask(gl::FALSE);
        for (mesh, model, tint, fade) in faded {
            gl::Uniform1f(self.fade_at, *fade);
            calls += self.draw_mesh(*mesh, model, *tint, false);
        }
        gl::Uniform1f(self.fade_at, 1.0);
        gl::DepthMask(gl::TRUE);
        gl::Disable(gl::BLEND);
        calls
    }

    unsafe fn draw_mesh(
        &self,
        mesh: MeshId,
        model: &Mat4,
        tint: [f32; 3],
        additive: bool,
    ) -> usize {
        let Some(r) = self.mesh_ranges.get(mesh.index()) else {
            return 0;
        };
        let (first, count) = if additive {
            (r.first + r.opaque, r.additive)
        } else {
            (r.first, r.opaque)
        };
        if count == 0 {
            return 0;
        }
        gl::UniformMatrix4fv(self.model_at, 1, gl::FALSE, model.0.as_ptr());
        gl::Uniform3f(self.tint_at, tint[0], tint[1], tint[2]);
        gl::DrawArrays(gl::TRIANGLES, first as i32, count as i32);
        1
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        // SAFETY: deleting objects this renderer created.
        unsafe {
            for b in self
                .rooms
                .iter()
                .chain([&self.meshes, &self.sprite_buffer, &self.skin_buffer])
            {
                gl::DeleteVertexArrays(1, &b.vao);
                gl::DeleteBuffers(1, &b.vbo);
            }
            gl::DeleteTextures(1, &self.pages);
        }
    }
}
