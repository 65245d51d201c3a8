//! Flat-coloured drawing over the scene: text in the project's bitmap font,
//! rectangles (HUD bars, text backgrounds) in screen pixels, and lines in
//! world space for the debug views. Vertices collect in buffers that keep
//! their capacity, so a frame allocates nothing once they have grown.

use super::font::{self, CELL_H, CELL_W};
use super::gl_util::{self, Program};
use super::math::Mat4;

const VERTEX: &str = r#"#version 330 core
layout(location = 0) in vec3 pos;
layout(location = 1) in vec2 uv;
layout(location = 2) in vec4 colour;
uniform mat4 transform;
out vec2 v_uv;
out vec4 v_colour;
void main() {
    v_uv = uv;
    v_colour = colour;
    gl_Position = transform * vec4(pos, 1.0);
}
"#;

const FRAGMENT: &str = r#"#version 330 core
in vec2 v_uv;
in vec4 v_colour;
uniform sampler2D font;
out vec4 out_colour;
void main() {
    float ink = texture(font, v_uv).r;
    if (ink < 0.5) discard;
    out_colour = v_colour;
}
"#;

/// An RGBA colour, components 0..1.
pub type Colour = [f32; 4];

#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Vertex {
    pos: [f32; 3],
    uv: [f32; 2],
    colour: Colour,
}

/// The overlay's GL resources and this frame's shapes.
pub struct Overlay {
    program: Program,
    transform_at: i32,
    font: u32,
    atlas_size: (f32, f32),
    /// The middle of the solid cell (filtering never reaches its edge):
    /// where rectangles and lines sample.
    solid_uv: [f32; 2],
    vao: u32,
    vbo: u32,
    /// Screen-space triangles (pixels, origin top left).
    quads: Vec<Vertex>,
    /// World-space line segments.
    lines: Vec<Vertex>,
}

impl Overlay {
    /// Builds the font texture and buffers; needs a current GL context.
    pub fn new() -> Result<Overlay, String> {
        let program = Program::new("overlay", VERTEX, FRAGMENT)?;
        let (w, h, pixels) = font::atlas();
        let (mut tex, mut vao, mut vbo) = (0, 0, 0);
        let stride = std::mem::size_of::<Vertex>() as i32;
        // SAFETY: uploads from live slices; attribute offsets match `Vertex`.
        unsafe {
            gl::GenTextures(1, &mut tex);
            gl::BindTexture(gl::TEXTURE_2D, tex);
            gl::PixelStorei(gl::UNPACK_ALIGNMENT, 1);
            gl::TexImage2D(
                gl::TEXTURE_2D,
                0,
                gl::R8 as i32,
                w as i32,
                h as i32,
                0,
                gl::RED,
                gl::UNSIGNED_BYTE,
                pixels.as_ptr().cast(),
            );
            gl::PixelStorei(gl::UNPACK_ALIGNMENT, 4);
            for (k, v) in [
                (gl::TEXTURE_MIN_FILTER, gl::NEAREST),
                (gl::TEXTURE_MAG_FILTER, gl::NEAREST),
                (gl::TEXTURE_WRAP_S, gl::CLAMP_TO_EDGE),
                (gl::TEXTURE_WRAP_T, gl::CLAMP_TO_EDGE),
            ] {
                gl::TexParameteri(gl::TEXTURE_2D, k, v as i32);
            }
            gl::GenVertexArrays(1, &mut vao);
            gl::GenBuffers(1, &mut vbo);
            gl::BindVertexArray(vao);
            gl::BindBuffer(gl::ARRAY_BUFFER, vbo);
            gl::EnableVertexAttribArray(0);
            gl::VertexAttribPointer(0, 3, gl::FLOAT, gl::FALSE, stride, std::ptr::null());
            gl::EnableVertexAttribArray(1);
            gl::VertexAttribPointer(1, 2, gl::FLOAT, gl::FALSE, stride, (3 * 4) as *const _);
            gl::EnableVertexAttribArray(2);
            gl::VertexAttribPointer(2, 4, gl::FLOAT, gl::FALSE, stride, (5 * 4) as *const _);
            gl::BindVertexArray(0);
        }
        gl_util::check("creating the overlay")?;
        let (sx, sy) = font::cell(font::SOLID);
        let solid_uv = [
            ((sx as f32 + 0.5) * CELL_W as f32) / w as f32,
            ((sy as f32 + 0.5) * CELL_H as f32) / h as f32,
        ];
        Ok(Overlay {
            solid_uv,
            transform_at: program.uniform("transform"),
            program,
            font: tex,
            atlas_size: (w as f32, h as f32),
            vao,
            vbo,
            quads: Vec::new(),
            lines: Vec::new(),
        })
    }

    /// Atlas coordinates of a point `d` pixels into `c`'s cell.
    fn uv(&self, c: char, d: [f32; 2]) -> [f32; 2] {
        let (cx, cy) = font::cell(c);
        [
            (cx as f32 * CELL_W as f32 + d[0]) / self.atlas_size.0,
            (cy as f32 * CELL_H as f32 + d[1]) / self.atlas_size.1,
        ]
    }

    /// Two triangles over `rect` (x, y, w, h) mapping the atlas from `uv0`
    /// (top left) to `uv1` (bottom right).
    fn quad(&mut self, rect: [f32; 4], uv0: [f32; 2], uv1: [f32; 2], colour: Colour) {
        let [x, y, w, h] = rect;
        let corners = [
            ([x, y], uv0),
            ([x + w, y], [uv1[0], uv0[1]]),
            ([x + w, y + h], uv1),
            ([x, y + h], [uv0[0], uv1[1]]),
        ];
        for i in [0, 1, 2, 0, 2, 3] {
            let (p, uv) = corners[i];
            self.quads.push(Vertex {
                pos: [p[0], p[1], 0.0],
                uv,
                colour,
            });
        }
    }

    /// A filled rectangle in pixels (origin top left).
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Colour) {
        self.quad([x, y, w, h], self.solid_uv, self.solid_uv, colour);
    }

    /// Text with its top-left corner at (x, y), `scale` pixels per font
    /// pixel, with a one-pixel shadow so it reads on any background.
    pub fn text(&mut self, x: f32, y: f32, scale: f32, colour: Colour, text: &str) {
        let cell = [CELL_W as f32, CELL_H as f32];
        for (shadow, offset) in [(true, scale.max(1.0)), (false, 0.0)] {
            let ink = if shadow {
                [0.0, 0.0, 0.0, colour[3]]
            } else {
                colour
            };
            for (i, c) in text.chars().enumerate() {
                if c == ' ' {
                    continue;
                }
                let px = x + offset + i as f32 * CELL_W as f32 * scale;
                let (uv0, uv1) = (self.uv(c, [0.0; 2]), self.uv(c, cell));
                self.quad(
                    [px, y + offset, cell[0] * scale, cell[1] * scale],
                    uv0,
                    uv1,
                    ink,
                );
            }
        }
    }

    /// A line between two world points.
    pub fn line(&mut self, a: [f32; 3], b: [f32; 3], colour: Colour) {
        let uv = self.solid_uv;
        for pos in [a, b] {
            self.lines.push(Vertex { pos, uv, colour });
        }
    }

    /// Draws the world lines with `view_proj` (depth-tested against the
    /// scene) and the screen shapes over everything, then empties the
    /// queues. Returns the draw calls made.
    pub fn draw(&mut self, view_proj: &Mat4, size: (u32, u32)) -> usize {
        let (w, h) = (size.0.max(1) as f32, size.1.max(1) as f32);
        // Pixels (origin top left) to clip space.
        let mut screen = Mat4::IDENTITY;
        screen.0[0] = 2.0 / w;
        screen.0[5] = -2.0 / h;
        screen.0[12] = -1.0;
        screen.0[13] = 1.0;
        let mut draws = 0;
        // SAFETY: GL calls on objects this overlay owns; buffers are filled
        // from live slices of `repr(C)` vertices.
        unsafe {
            gl::UseProgram(self.program.id);
            gl::ActiveTexture(gl::TEXTURE0);
            gl::BindTexture(gl::TEXTURE_2D, self.font);
            gl::BindVertexArray(self.vao);
            gl::BindBuffer(gl::ARRAY_BUFFER, self.vbo);
            gl::Disable(gl::CULL_FACE);
            gl::Disable(gl::BLEND);
            for (vertices, transform, mode, depth) in [
                (&self.lines, view_proj, gl::LINES, true),
                (&self.quads, &screen, gl::TRIANGLES, false),
            ] {
                if vertices.is_empty() {
                    continue;
                }
                if depth {
                    gl::Enable(gl::DEPTH_TEST);
                } else {
                    gl::Disable(gl::DEPTH_TEST);
                }
                gl::UniformMatrix4fv(self.transform_at, 1, gl::FALSE, transform.0.as_ptr());
                gl::BufferData(
                    gl::ARRAY_BUFFER,
                    std::mem::size_of_val(vertices.as_slice()) as isize,
                    vertices.as_ptr().cast(),
                    gl::STREAM_DRAW,
                );
                gl::DrawArrays(mode, 0, vertices.len() as i32);
                draws += 1;
            }
            gl::BindVertexArray(0);
            gl::Enable(gl::DEPTH_TEST);
        }
        self.quads.clear();
        self.lines.clear();
        draws
    }
}

impl Drop for Overlay {
    fn drop(&mut self) {
        // SAFETY: deleting objects this overlay created.
        unsafe {
            gl::DeleteTextures(1, &self.font);
            gl::DeleteBuffers(1, &self.vbo);
            gl::DeleteVertexArrays(1, &self.vao);
        }
    }
}
