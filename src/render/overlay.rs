//! Flat-coloured drawing over the scene: text in the embedded face
//! (`font.rs`, glyphs cached in `glyph_atlas.rs`) or in the level's font
//! sprites (`level_font.rs`), rectangles (HUD bars, text backgrounds) in
//! screen pixels, and lines in world space for the debug views. Vertices
//! collect in buffers that keep their capacity, so a frame allocates
//! nothing once they have grown and the glyphs it shows are cached.

use super::font;
use super::gl_util::{self, Program};
use super::glyph_atlas::{GlyphAtlas, ATLAS_SIZE};
use super::level_font::{Face, LevelFont};
use super::math::Mat4;
use crate::level::Level;

const VERTEX: &str = r#"#version 330 core
layout(location = 0) in vec3 pos;
layout(location = 1) in vec3 uvl;
layout(location = 2) in vec4 colour;
uniform mat4 transform;
out vec3 v_uvl;
out vec4 v_colour;
void main() {
    v_uvl = uvl;
    v_colour = colour;
    gl_Position = transform * vec4(pos, 1.0);
}
"#;

/// Coverage from the glyph atlas scales the colour's opacity.
const FRAGMENT: &str = r#"#version 330 core
in vec3 v_uvl;
in vec4 v_colour;
uniform sampler2D atlas;
out vec4 out_colour;
void main() {
    float ink = texture(atlas, v_uvl.xy).r;
    if (ink <= 0.0) discard;
    out_colour = vec4(v_colour.rgb, v_colour.a * ink);
}
"#;

/// The level's font sprites, tinted by the colour, cut where transparent.
const SPRITE_FRAGMENT: &str = r#"#version 330 core
in vec3 v_uvl;
in vec4 v_colour;
uniform sampler2DArray pages;
out vec4 out_colour;
void main() {
    vec4 texel = texture(pages, v_uvl);
    if (texel.a < 0.5) discard;
    out_colour = texel * v_colour;
}
"#;

/// An RGBA colour, components 0..1.
pub type Colour = [f32; 4];

#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Vertex {
    pos: [f32; 3],
    /// Atlas coordinates, or page coordinates and page for sprite glyphs.
    uvl: [f32; 3],
    colour: Colour,
}

/// The overlay's GL resources and this frame's shapes.
pub struct Overlay {
    program: Program,
    transform_at: i32,
    sprite_program: Program,
    sprite_transform_at: i32,
    atlas: GlyphAtlas,
    texture: u32,
    vao: u32,
    vbo: u32,
    /// Screen-space triangles (pixels, origin top left).
    quads: Vec<Vertex>,
    /// Screen-space triangles of the level's font sprites.
    sprite_quads: Vec<Vertex>,
    /// The level's page array the sprite glyphs sample.
    pages: u32,
    /// World-space line segments.
    lines: Vec<Vertex>,
}

impl Overlay {
    /// Builds the programs, atlas texture and buffers; needs a current GL
    /// context.
    pub fn new() -> Result<Overlay, String> {
        let program = Program::new("overlay", VERTEX, FRAGMENT)?;
        let sprite_program = Program::new("overlay sprites", VERTEX, SPRITE_FRAGMENT)?;
        let (mut tex, mut vao, mut vbo) = (0, 0, 0);
        let stride = std::mem::size_of::<Vertex>() as i32;
        // SAFETY: allocates objects this overlay owns; attribute offsets
        // match `Vertex`.
        unsafe {
            gl::GenTextures(1, &mut tex);
            gl::BindTexture(gl::TEXTURE_2D, tex);
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
            gl::VertexAttribPointer(1, 3, gl::FLOAT, gl::FALSE, stride, (3 * 4) as *const _);
            gl::EnableVertexAttribArray(2);
            gl::VertexAttribPointer(2, 4, gl::FLOAT, gl::FALSE, stride, (6 * 4) as *const _);
            gl::BindVertexArray(0);
        }
        gl_util::check("creating the overlay")?;
        Ok(Overlay {
            transform_at: program.uniform("transform"),
            program,
            sprite_transform_at: sprite_program.uniform("transform"),
            sprite_program,
            atlas: GlyphAtlas::default(),
            texture: tex,
            vao,
            vbo,
            quads: Vec::new(),
            sprite_quads: Vec::new(),
            pages: 0,
            lines: Vec::new(),
        })
    }

    /// Two triangles over `rect` (x, y, w, h) mapping `uv0` (top left) to
    /// `uv1` (bottom right) on layer `layer`.
    fn quad(out: &mut Vec<Vertex>, rect: [f32; 4], uv: [f32; 4], layer: f32, colour: Colour) {
        let [x, y, w, h] = rect;
        let [u0, v0, u1, v1] = uv;
        let corners = [
            ([x, y], [u0, v0]),
            ([x + w, y], [u1, v0]),
            ([x + w, y + h], [u1, v1]),
            ([x, y + h], [u0, v1]),
        ];
        for i in [0, 1, 2, 0, 2, 3] {
            let (p, uv) = corners[i];
            out.push(Vertex {
                pos: [p[0], p[1], 0.0],
                uvl: [uv[0], uv[1], layer],
                colour,
            });
        }
    }

    /// The solid block's texture coordinates.
    fn solid_uv(&self) -> [f32; 2] {
        self.atlas.solid().map(|t| t / ATLAS_SIZE as f32)
    }

    /// A filled rectangle in pixels (origin top left).
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Colour) {
        let [u, v] = self.solid_uv();
        Self::quad(&mut self.quads, [x, y, w, h], [u, v, u, v], 0.0, colour);
    }

    /// Text in the embedded face with its line's top-left corner at (x, y)
    /// and a line `font::CELL_H` × `scale` pixels tall, with a shadow so it
    /// reads on any background.
    pub fn text(&mut self, x: f32, y: f32, scale: f32, colour: Colour, text: &str) {
        let px = font::pixel_size(scale);
        let advance = font::advance(scale);
        let baseline = y + font::baseline(scale);
        let shadow = (scale / 2.0).round().max(1.0);
        let texel = 1.0 / ATLAS_SIZE as f32;
        for (dark, offset) in [(true, shadow), (false, 0.0)] {
            let ink = if dark {
                [0.0, 0.0, 0.0, colour[3]]
            } else {
                colour
            };
            for (i, c) in text.chars().enumerate() {
                let Some(g) = self.atlas.glyph(c, px) else {
                    continue;
                };
                let [l, t, r, b] = g.texels;
                let gx = (x + i as f32 * advance + g.left).round() + offset;
                let gy = baseline - g.top + offset;
                let uv = [l, t, r, b].map(|v| v as f32 * texel);
                let size = [(r - l) as f32, (b - t) as f32];
                Self::quad(&mut self.quads, [gx, gy, size[0], size[1]], uv, 0.0, ink);
            }
        }
    }

    /// Text in `face`: the level's font sprites when they cover it, else
    /// the embedded face.
    pub fn text_in(
        &mut self,
        face: Face,
        (x, y, scale): (f32, f32, f32),
        colour: Colour,
        text: &str,
    ) {
        match face.covers(text) {
            Some((level, f, pages)) => {
                self.sprite_text(level, f, pages, (x, y, scale), colour, text)
            }
            None => self.text(x, y, scale, colour, text),
        }
    }

    fn sprite_text(
        &mut self,
        level: &Level,
        font: &LevelFont,
        pages: u32,
        (x, y, scale): (f32, f32, f32),
        colour: Colour,
        text: &str,
    ) {
        self.pages = pages;
        let quads = &mut self.sprite_quads;
        let shadow = (scale / 2.0).round().max(1.0);
        for (dark, offset) in [(true, shadow), (false, 0.0)] {
            let ink = if dark {
                [0.0, 0.0, 0.0, colour[3]]
            } else {
                colour
            };
            font.glyphs(level, x + offset, y + offset, scale, text, &mut |g| {
                Self::quad(quads, g.rect, g.uv, g.page as f32, ink);
            });
        }
    }

    /// A line between two world points.
    pub fn line(&mut self, a: [f32; 3], b: [f32; 3], colour: Colour) {
        let [u, v] = self.solid_uv();
        for pos in [a, b] {
            self.lines.push(Vertex {
                pos,
                uvl: [u, v, 0.0],
                colour,
            });
        }
    }

    /// Uploads the atlas when glyphs were added to it.
    ///
    /// # Safety
    /// Needs the overlay's context current.
    unsafe fn upload_atlas(&mut self) {
        if !self.atlas.take_changed() {
            return;
        }
        gl::BindTexture(gl::TEXTURE_2D, self.texture);
        gl::PixelStorei(gl::UNPACK_ALIGNMENT, 1);
        gl::TexImage2D(
            gl::TEXTURE_2D,
            0,
            gl::R8 as i32,
            ATLAS_SIZE as i32,
            ATLAS_SIZE as i32,
            0,
            gl::RED,
            gl::UNSIGNED_BYTE,
            self.atlas.texels.as_ptr().cast(),
        );
        gl::PixelStorei(gl::UNPACK_ALIGNMENT, 4);
    }

    /// Draws the world lines with `view_proj` (depth-tested against the
    /// scene), then the screen shapes and text over everything, then
    /// empties the queues. Returns the draw calls made.
    pub fn draw(&mut self, view_proj: &Mat4, size: (u32, u32)) -> usize {
        let (w, h) = (size.0.max(1) as f32, size.1.max(1) as f32);
        // Pixels (origin top left) to clip space.
        let mut screen = Mat4::IDENTITY;
        screen.0[0] = 2.0 / w;
        screen.0[5] = -2.0 / h;
        screen.0[12] = -1.0;
        screen.0[13] = 1.0;
        let mut draws = 0;
        // SAFETY: GL calls on objects this overlay owns (and the level's
        // page array it was given); buffers are filled from live slices of
        // `repr(C)` vertices.
        unsafe {
            self.upload_atlas();
            gl::ActiveTexture(gl::TEXTURE0);
            gl::BindVertexArray(self.vao);
            gl::BindBuffer(gl::ARRAY_BUFFER, self.vbo);
            gl::Disable(gl::CULL_FACE);
            gl::Enable(gl::BLEND);
            gl::BlendFunc(gl::SRC_ALPHA, gl::ONE_MINUS_SRC_ALPHA);
            let passes = [
                (&self.lines, view_proj, gl::LINES, true, false),
                (&self.quads, &screen, gl::TRIANGLES, false, false),
                (&self.sprite_quads, &screen, gl::TRIANGLES, false, true),
            ];
            for (vertices, transform, mode, depth, sprites) in passes {
                if vertices.is_empty() {
                    continue;
                }
                if depth {
                    gl::Enable(gl::DEPTH_TEST);
                } else {
                    gl::Disable(gl::DEPTH_TEST);
                }
                let at = if sprites {
                    gl::UseProgram(self.sprite_program.id);
                    gl::BindTexture(gl::TEXTURE_2D_ARRAY, self.pages);
                    self.sprite_transform_at
                } else {
                    gl::UseProgram(self.program.id);
                    gl::BindTexture(gl::TEXTURE_2D, self.texture);
                    self.transform_at
                };
                gl::UniformMatrix4fv(at, 1, gl::FALSE, transform.0.as_ptr());
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
            gl::Disable(gl::BLEND);
            gl::Enable(gl::DEPTH_TEST);
        }
        self.quads.clear();
        self.sprite_quads.clear();
        self.lines.clear();
        draws
    }
}

impl Drop for Overlay {
    fn drop(&mut self) {
        // SAFETY: deleting objects this overlay created.
        unsafe {
            gl::DeleteTextures(1, &self.texture);
            gl::DeleteBuffers(1, &self.vbo);
            gl::DeleteVertexArrays(1, &self.vao);
        }
    }
}
