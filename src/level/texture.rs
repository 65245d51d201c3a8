//! Object textures with UVs in page pixels, sprites and animated-texture
//! ranges; the pages themselves are [`super::page`]'s.

use crate::format::Game;

use super::ids::PageId;
pub use super::page::{argb1555_to_rgba, bgra_to_rgba, TexturePage, PAGE_SIZE};

/// How a textured face is blended (object-texture attribute).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlendMode {
    /// Attribute 0.
    Opaque,
    /// Attribute 1: transparent texels are discarded.
    AlphaTest,
    /// Attribute 2: added to the frame.
    Additive,
    /// Any other attribute value, kept.
    Other(u16),
}

impl BlendMode {
    /// The mode for an attribute value.
    pub fn from_attribute(a: u16) -> Self {
        match a {
            0 => BlendMode::Opaque,
            1 => BlendMode::AlphaTest,
            2 => BlendMode::Additive,
            other => BlendMode::Other(other),
        }
    }
}

/// An object texture resolved to a page and page-pixel UVs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ObjectTexture {
    pub page: PageId,
    pub blend: BlendMode,
    /// Corner UVs in page pixels (0..256), fractional in TR4/TR5.
    pub uv: [[f32; 2]; 4],
    /// True when only the first three corners are used.
    pub is_triangle: bool,
    /// TR4/TR5: mapping-correction type (bits 0..2 of the new flags).
    pub mapping_correction: u8,
    /// TR4/TR5: bump level (0..2).
    pub bump_level: u8,
    /// TR4/TR5: texture belongs to room geometry.
    pub for_room: bool,
}

/// Resolves one stored object texture.
pub fn object_texture(t: &crate::format::records::ObjectTexture, game: Game) -> ObjectTexture {
    let tr45 = game.is_tr45();
    let coord = |v: u16| -> f32 {
        if tr45 {
            v as f32 / 256.0
        } else {
            (v >> 8) as f32 + if v & 0xFF >= 0x80 { 1.0 } else { 0.0 }
        }
    };
    let uv = t.vertices.map(|v| [coord(v.x), coord(v.y)]);
    let is_triangle = if tr45 {
        t.tile_and_flag & 0x8000 != 0
    } else {
        t.vertices[3].x == 0 && t.vertices[3].y == 0
    };
    ObjectTexture {
        page: PageId((t.tile_and_flag & 0x7FFF) as u32),
        blend: BlendMode::from_attribute(t.attribute),
        uv,
        is_triangle,
        mapping_correction: (t.new_flags & 0x7) as u8,
        bump_level: ((t.new_flags >> 9) & 0x3) as u8,
        for_room: t.new_flags & 0x8000 != 0,
    }
}

/// A sprite resolved to a page rectangle and a world-space rectangle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprite {
    pub page: PageId,
    /// Left, top, right, bottom in page pixels.
    pub uv: [f32; 4],
    /// Left, top, right, bottom in world units around the sprite's position.
    pub world: [i16; 4],
}

/// Resolves one stored sprite texture (TR1–TR3: x, y and size; TR4/TR5: the
/// side fields hold the page rectangle).
pub fn sprite(s: &crate::format::records::SpriteTexture, game: Game) -> Sprite {
    let w = (s.width >> 8) as f32 + if game.is_tr45() { 1.0 } else { 0.0 };
    let h = (s.height >> 8) as f32 + if game.is_tr45() { 1.0 } else { 0.0 };
    if game.is_tr45() {
        let (half, hh) = ((w / 2.0) as i16, h as i16);
        Sprite {
            page: PageId(s.tile as u32),
            uv: [
                s.left as f32,
                s.top as f32,
                s.right as f32 + 1.0,
                s.bottom as f32 + 1.0,
            ],
            world: [-half, -hh, half, 0],
        }
    } else {
        Sprite {
            page: PageId(s.tile as u32),
            uv: [s.x as f32, s.y as f32, s.x as f32 + w, s.y as f32 + h],
            world: [s.left, s.top, s.right, s.bottom],
        }
    }
}

/// A cycle of object textures animated by the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnimatedTextureRange {
    pub textures: Vec<super::ids::TextureId>,
    /// TR4/TR5: this range scrolls its UVs instead of cycling frames.
    pub uv_rotate: bool,
}

/// Decodes the animated-texture words: a range count, then per range
/// `count - 1` and the texture ids. Stops (without failing) at a short array.
pub fn animated_ranges(words: &[u16], uv_rotate_count: u8) -> Vec<AnimatedTextureRange> {
    let mut out = Vec::new();
    let Some((&n, mut rest)) = words.split_first() else {
        return out;
    };
    for i in 0..n as usize {
        let Some((&m, tail)) = rest.split_first() else {
            break;
        };
        let len = (m as usize + 1).min(tail.len());
        out.push(AnimatedTextureRange {
            textures: tail[..len]
                .iter()
                .map(|&t| super::ids::TextureId(t as u32))
                .collect(),
            uv_rotate: i < uv_rotate_count as usize,
        });
        rest = &tail[len..];
    }
    out
}
