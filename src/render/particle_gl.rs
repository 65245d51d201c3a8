//! Drawing the particle billboards of [`super::particles`]: one streamed
//! vertex buffer sized for the whole pool (allocated once, rewritten each
//! frame), a small shader that samples the level's pages (or makes a soft
//! round spot where the level has no sprite for the effect) and fogs like
//! the rooms. Alpha-blended particles go first, then additive ones; both
//! are depth-tested against the scene without writing depth.

use std::cell::RefCell;

use super::gl_util::Program;
use super::math::Mat4;
use super::particles::{camera_axes, ParticleVertex, Particles, CAPACITY};
use crate::level::Level;

const VERTEX: &str = r#"#version 330 core
layout(location = 0) in vec3 pos;
layout(location = 1) in vec3 uvl;
layout(location = 2) in vec4 colour;
uniform mat4 view_proj;
uniform vec3 eye;
out vec3 v_uvl;
out vec4 v_colour;
out float v_distance;
void main() {
    v_uvl = uvl;
    v_colour = colour;
    v_distance = distance(pos, eye);
    gl_Position = view_proj * vec4(pos, 1.0);
}
"#;

const FRAGMENT_MAIN: &str = r#"
in vec3 v_uvl;
in vec4 v_colour;
in float v_distance;
uniform sampler2DArray pages;
uniform int additive;
out vec4 out_colour;
void main() {
    vec4 texel;
    if (v_uvl.z < 0.0) {
        float d = length(v_uvl.xy * 2.0 - 1.0);
        texel = vec4(1.0, 1.0, 1.0, 1.0 - smoothstep(0.5, 1.0, d));
    } else {
        texel = texture(pages, v_uvl);
    }
    vec4 c = texel * v_colour;
    if (c.a < 0.01) discard;
    float fog = fog_amount(v_distance);
    if (additive == 1) {
        out_colour = vec4(c.rgb * (1.0 - fog), c.a);
    } else {
        out_colour = vec4(mix(c.rgb, fog_colour, fog), c.a);
    }
}
"#;

/// The particle program and its buffer.
pub struct ParticleDraw {
    program: Program,
    vao: u32,
    vbo: u32,
    view_proj_at: i32,
    eye_at: i32,
    fog_range_at: i32,
    fog_colour_at: i32,
    additive_at: i32,
    /// Billboard vertices of the frame (kept between frames, never grown
    /// past the pool's size).
    scratch: RefCell<Vec<ParticleVertex>>,
}

/// What a frame's particle pass needs besides the particles.
#[derive(Debug, Clone, Copy)]
pub struct ParticleFrame<'a> {
    pub level: &'a Level,
    pub view_proj: &'a Mat4,
    pub eye: [f32; 3],
    /// Camera yaw and pitch, radians.
    pub yaw: f32,
    pub pitch: f32,
    pub alpha: f32,
    /// Fog range (world units) and colour.
    pub fog: (f32, f32),
    pub fog_colour: [f32; 3],
    /// The texture array of the level's pages.
    pub pages: u32,
}

impl ParticleDraw {
    /// Builds the program and a buffer for a full pool. Needs a current
    /// GL 3.3 core context.
    pub fn new() -> Result<ParticleDraw, String> {
        let program = Program::new(
            "particles",
            VERTEX,
            &format!(
                "#version 330 core\n{}{FRAGMENT_MAIN}",
                super::shaders::FOG_GLSL
            ),
        )?;
        let (mut vao, mut vbo) = (0, 0);
        let stride = std::mem::size_of::<ParticleVertex>() as i32;
        let bytes = (CAPACITY * 6 * std::mem::size_of::<ParticleVertex>()) as isize;
        // SAFETY: a fresh buffer of `bytes` (no data yet) and attribute
        // offsets matching the `repr(C)` vertex.
        unsafe {
            gl::GenVertexArrays(1, &mut vao);
            gl::GenBuffers(1, &mut vbo);
            gl::BindVertexArray(vao);
            gl::BindBuffer(gl::ARRAY_BUFFER, vbo);
            gl::BufferData(gl::ARRAY_BUFFER, bytes, std::ptr::null(), gl::STREAM_DRAW);
            gl::EnableVertexAttribArray(0);
            gl::VertexAttribPointer(0, 3, gl::FLOAT, gl::FALSE, stride, std::ptr::null());
            gl::EnableVertexAttribArray(1);
            gl::VertexAttribPointer(1, 3, gl::FLOAT, gl::FALSE, stride, (3 * 4) as *const _);
            gl::EnableVertexAttribArray(2);
            gl::VertexAttribPointer(2, 4, gl::FLOAT, gl::FALSE, stride, (6 * 4) as *const _);
            gl::BindVertexArray(0);
        }
        Ok(ParticleDraw {
            view_proj_at: program.uniform("view_proj"),
            eye_at: program.uniform("eye"),
            fog_range_at: program.uniform("fog_range"),
            fog_colour_at: program.uniform("fog_colour"),
            additive_at: program.uniform("additive"),
            program,
            vao,
            vbo,
            scratch: RefCell::new(Vec::with_capacity(CAPACITY * 6)),
        })
    }

    /// Draws `particles`; the number of draw calls made. Leaves blending
    /// off, depth writes and culling on, and the program unbound.
    pub fn draw(&self, particles: &Particles, frame: &ParticleFrame) -> usize {
        if particles.live().is_empty() {
            return 0;
        }
        let mut vertices = self.scratch.borrow_mut();
        vertices.clear();
        let (right, down) = camera_axes(frame.yaw, frame.pitch);
        let (blended, additive) =
            particles.billboards(frame.level, frame.alpha, right, down, &mut vertices);
        if vertices.is_empty() {
            return 0;
        }
        let mut calls = 0;
        // SAFETY: objects this struct owns on the current context; the
        // upload is at most the buffer's size (the pool's capacity).
        unsafe {
            gl::UseProgram(self.program.id);
            gl::UniformMatrix4fv(self.view_proj_at, 1, gl::FALSE, frame.view_proj.0.as_ptr());
            gl::Uniform3f(self.eye_at, frame.eye[0], frame.eye[1], frame.eye[2]);
            gl::Uniform2f(self.fog_range_at, frame.fog.0, frame.fog.1);
            let [r, g, b] = frame.fog_colour;
            gl::Uniform3f(self.fog_colour_at, r, g, b);
            gl::ActiveTexture(gl::TEXTURE0);
            gl::BindTexture(gl::TEXTURE_2D_ARRAY, frame.pages);
            gl::BindVertexArray(self.vao);
            gl::BindBuffer(gl::ARRAY_BUFFER, self.vbo);
            let n = vertices.len().min(CAPACITY * 6);
            gl::BufferSubData(
                gl::ARRAY_BUFFER,
                0,
                (n * std::mem::size_of::<ParticleVertex>()) as isize,
                vertices.as_ptr().cast(),
            );
            gl::Enable(gl::DEPTH_TEST);
            gl::DepthMask(gl::FALSE);
            gl::Disable(gl::CULL_FACE);
            gl::Enable(gl::BLEND);
            if blended > 0 {
                gl::Uniform1i(self.additive_at, 0);
                gl::BlendFunc(gl::SRC_ALPHA, gl::ONE_MINUS_SRC_ALPHA);
                gl::DrawArrays(gl::TRIANGLES, 0, blended.min(n) as i32);
                calls += 1;
            }
            if additive > 0 && blended < n {
                gl::Uniform1i(self.additive_at, 1);
                gl::BlendFunc(gl::SRC_ALPHA, gl::ONE);
                gl::DrawArrays(gl::TRIANGLES, blended as i32, (n - blended) as i32);
                calls += 1;
            }
            gl::Disable(gl::BLEND);
            gl::DepthMask(gl::TRUE);
            gl::Enable(gl::CULL_FACE);
            gl::BindVertexArray(0);
            gl::UseProgram(0);
        }
        calls
    }
}

impl Drop for ParticleDraw {
    fn drop(&mut self) {
        // SAFETY: deleting objects this struct created.
        unsafe {
            gl::DeleteVertexArrays(1, &self.vao);
            gl::DeleteBuffers(1, &self.vbo);
        }
    }
}
