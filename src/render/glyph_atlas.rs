//! The overlay's glyph atlas on the CPU: one coverage texture that glyphs
//! are rasterised into the first time a size asks for them, packed on
//! shelves (rows as tall as their tallest glyph). A small solid block in
//! the corner serves rectangles and lines. When the atlas is full it starts
//! afresh; the overlay uploads it whenever it changed.

use std::collections::HashMap;

use super::font;

/// The atlas's side in texels.
pub const ATLAS_SIZE: usize = 1024;
/// The solid block's side in the top-left corner.
const SOLID: usize = 4;
/// Texels left between glyphs, so filtering never bleeds one into another.
const GAP: usize = 1;

/// Where one glyph is in the atlas and how it sits on the baseline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    /// Left, top, right, bottom in texels.
    pub texels: [usize; 4],
    /// From the pen to the bitmap's left edge, and from the baseline up to
    /// its top edge, in pixels.
    pub left: f32,
    pub top: f32,
}

/// The atlas: its coverage texels, the glyphs in it and the shelves.
pub struct GlyphAtlas {
    pub texels: Vec<u8>,
    glyphs: HashMap<(char, u32), Placed>,
    /// (top, height, next free x) of each shelf.
    shelves: Vec<(usize, usize, usize)>,
    /// True when the texels changed since [`GlyphAtlas::take_changed`].
    changed: bool,
}

impl Default for GlyphAtlas {
    fn default() -> GlyphAtlas {
        let mut atlas = GlyphAtlas {
            texels: Vec::new(),
            glyphs: HashMap::new(),
            shelves: Vec::new(),
            changed: true,
        };
        atlas.clear();
        atlas
    }
}

impl GlyphAtlas {
    /// Empties the atlas but for the solid block.
    fn clear(&mut self) {
        self.texels = vec![0; ATLAS_SIZE * ATLAS_SIZE];
        for y in 0..SOLID {
            self.texels[y * ATLAS_SIZE..y * ATLAS_SIZE + SOLID].fill(255);
        }
        self.glyphs.clear();
        self.shelves.clear();
        self.changed = true;
    }

    /// The middle of the solid block, in texels.
    pub fn solid(&self) -> [f32; 2] {
        [SOLID as f32 / 2.0; 2]
    }

    /// True once after the texels changed: the texture needs uploading.
    pub fn take_changed(&mut self) -> bool {
        std::mem::replace(&mut self.changed, false)
    }

    /// The glyph of `c` at an em size of `px` pixels, rasterised into the
    /// atlas on first use; None for a glyph with no ink (a space).
    pub fn glyph(&mut self, c: char, px: f32) -> Option<Placed> {
        let key = (c, px.to_bits());
        if let Some(p) = self.glyphs.get(&key) {
            return (p.texels[2] > p.texels[0]).then_some(*p);
        }
        let g = font::rasterise(c, px);
        let placed = match self.room_for(g.width, g.height) {
            Some(at) => at,
            None => {
                // Full: start again (glyphs queued earlier this frame may
                // show wrong for one frame).
                self.clear();
                self.room_for(g.width, g.height)?
            }
        };
        let [x0, y0, ..] = placed;
        for row in 0..g.height {
            let dst = (y0 + row) * ATLAS_SIZE + x0;
            self.texels[dst..dst + g.width]
                .copy_from_slice(&g.coverage[row * g.width..(row + 1) * g.width]);
        }
        self.changed |= g.width > 0;
        let p = Placed {
            texels: placed,
            left: g.left,
            top: g.top,
        };
        self.glyphs.insert(key, p);
        (g.width > 0 && g.height > 0).then_some(p)
    }

    /// A free rectangle of `w` × `h` texels on a shelf, as left, top,
    /// right, bottom; None when the atlas has no room.
    fn room_for(&mut self, w: usize, h: usize) -> Option<[usize; 4]> {
        if w == 0 || h == 0 {
            return Some([0, 0, 0, 0]);
        }
        if w + GAP > ATLAS_SIZE || h + GAP > ATLAS_SIZE {
            return None;
        }
        let fits = |&(_, sh, x): &(usize, usize, usize)| h <= sh && x + w + GAP <= ATLAS_SIZE;
        let shelf = match self.shelves.iter().position(fits) {
            Some(i) => i,
            None => {
                let top = self
                    .shelves
                    .last()
                    .map_or(SOLID + GAP, |&(t, sh, _)| t + sh + GAP);
                if top + h > ATLAS_SIZE {
                    return None;
                }
                self.shelves.push((top, h, 0));
                self.shelves.len() - 1
            }
        };
        let (top, _, x) = self.shelves[shelf];
        self.shelves[shelf].2 = x + w + GAP;
        Some([x, top, x + w, top + h])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_are_packed_once_apart_and_the_atlas_starts_again_when_full() {
        let mut atlas = GlyphAtlas::default();
        assert!(atlas.take_changed());
        assert_eq!(atlas.texels[0], 255, "the solid block");
        let a = atlas.glyph('a', 16.0).unwrap();
        assert!(atlas.take_changed());
        assert_eq!(atlas.glyph('a', 16.0), Some(a));
        assert!(!atlas.take_changed(), "a glyph is rasterised once");
        assert_eq!(atlas.glyph(' ', 16.0), None);
        let b = atlas.glyph('b', 16.0).unwrap();
        let overlap = |p: &Placed, q: &Placed| {
            p.texels[0] < q.texels[2]
                && q.texels[0] < p.texels[2]
                && p.texels[1] < q.texels[3]
                && q.texels[1] < p.texels[3]
        };
        assert!(!overlap(&a, &b));
        let [x0, y0, x1, y1] = a.texels;
        assert!(atlas.texels[y0 * ATLAS_SIZE..y1 * ATLAS_SIZE]
            .chunks(ATLAS_SIZE)
            .any(|row| row[x0..x1].iter().any(|&t| t > 128)));
        // Far more glyphs than fit: never a panic, always a place.
        for px in (8..200).step_by(4) {
            for c in ('!'..='~').step_by(7) {
                assert!(atlas.glyph(c, px as f32).is_some(), "{c} at {px}");
            }
        }
    }
}
