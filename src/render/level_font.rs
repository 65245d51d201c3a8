//! Text in the level's own font, as TR1–TR3 draw their ring, pages and
//! notices: the "font graphics" sprite sequence, one sprite per character.
//! Which sprite is which character is the games' fixed order (capitals,
//! then small letters, digits, then punctuation). The sprites are 16-unit
//! cells; the games advance each glyph by a width table of their own plus
//! one unit, and a space by six units (TRX tr1 game/text.c,
//! `Text_DrawText`, letter and word spacing). The widths here are measured
//! from each glyph's ink in the level's pages, once, when the renderer is
//! made: the same rule for every game and for a custom level's own font.
//! A string with a character the font lacks is drawn in the embedded face
//! instead ([`Face::covers`]), so nothing is ever shown wrong or missing.
//!
//! A line of the original font is 15 units tall with the baseline 12 units
//! down (TRX's `TEXT_HEIGHT_FIXED`); it is scaled to fill a line of
//! [`CELL_H`] × scale pixels, like the embedded face.

use super::font::{self, CELL_H};
use crate::format::Game;
use crate::level::texture::{Sprite, PAGE_SIZE};
use crate::level::Level;

/// The type id of the font's sprite sequence in each game that has one
/// (TR1 190, TR2 255, TR3 356: the catalogues' "Font graphics").
pub fn font_sprite_type(game: Game) -> Option<i32> {
    match game {
        Game::Tr1 => Some(190),
        Game::Tr2 => Some(255),
        Game::Tr3 => Some(356),
        _ => None,
    }
}

/// Units of the original font in one line, and from a line's top to its
/// baseline.
const LINE_UNITS: f32 = 15.0;
const BASELINE_UNITS: f32 = 12.0;
/// Units between two glyphs, and the width of a space.
const LETTER_SPACING: f32 = 1.0;
const WORD_SPACING: f32 = 6.0;

/// The sprite of `c` within the font's sequence: A–Z are 0–25, a–z 26–51,
/// 0–9 52–61, then the punctuation the games draw. None for a character
/// the font has no sprite for (the originals' accent marks — `(`, `)`,
/// `$`, `~` — are left out: our text means them literally).
pub fn sprite_of(c: char) -> Option<usize> {
    let from = |base: usize, first: char| Some(base + (c as usize - first as usize));
    match c {
        'A'..='Z' => from(0, 'A'),
        'a'..='z' => from(26, 'a'),
        '0'..='9' => from(52, '0'),
        '.' => Some(62),
        ',' => Some(63),
        '!' => Some(64),
        '?' => Some(65),
        '"' => Some(66),
        '/' => Some(68),
        '-' => Some(71),
        '+' => Some(72),
        ':' | ';' => Some(73),
        '%' => Some(74),
        '#' | '&' => Some(78),
        '\'' => Some(79),
        _ => None,
    }
}

/// One glyph of the level's font placed on screen: a rectangle in pixels
/// and the sprite's page rectangle (0..1) and page.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpriteGlyph {
    pub rect: [f32; 4],
    pub uv: [f32; 4],
    pub page: u32,
}

/// The level's font: where its sprites are and how wide each glyph's ink
/// is.
#[derive(Debug, Clone, PartialEq)]
pub struct LevelFont {
    first: usize,
    /// The ink's width of each sprite of the sequence, in font units.
    widths: Vec<f32>,
}

impl LevelFont {
    /// The font of `level`, when its game draws one and the level carries
    /// the sequence; each glyph measured in the level's pages.
    pub fn of(level: &Level) -> Option<LevelFont> {
        let ty = font_sprite_type(level.game)?;
        let &(_, first, count) = level.sprite_sequences.iter().find(|(t, _, _)| *t == ty)?;
        let first = first.0 as usize;
        let sprites = level.sprites.get(first..)?;
        let sprites = &sprites[..(count as usize).min(sprites.len())];
        if sprites.is_empty() {
            return None;
        }
        let mut pages = std::collections::BTreeMap::new();
        let widths = sprites
            .iter()
            .map(|s| {
                let page = pages
                    .entry(s.page.0)
                    .or_insert_with(|| level.pages.get(s.page.index()).map(|p| p.rgba()));
                page.as_ref().map_or(0.0, |texels| ink_width(texels, s))
            })
            .collect();
        Some(LevelFont { first, widths })
    }

    fn sprite<'l>(&self, level: &'l Level, c: char) -> Option<(&'l Sprite, f32)> {
        let i = sprite_of(c)?;
        let width = *self.widths.get(i)?;
        Some((level.sprites.get(self.first + i)?, width))
    }

    /// True when every character of `text` has a sprite (spaces need none).
    pub fn covers(&self, level: &Level, text: &str) -> bool {
        text.chars()
            .all(|c| c == ' ' || self.sprite(level, c).is_some())
    }

    /// Pixels per unit of the original font at `scale`.
    fn unit(scale: f32) -> f32 {
        CELL_H * scale / LINE_UNITS
    }

    /// The advance of `c` in units.
    fn advance(&self, level: &Level, c: char) -> f32 {
        match self.sprite(level, c) {
            Some((_, width)) => width + LETTER_SPACING,
            None => WORD_SPACING,
        }
    }

    /// Width of `text` at `scale` in pixels (no spacing after the last
    /// glyph).
    pub fn width(&self, level: &Level, text: &str, scale: f32) -> f32 {
        let units: f32 = text.chars().map(|c| self.advance(level, c)).sum();
        let trailing = if text.ends_with(' ') || text.is_empty() {
            0.0
        } else {
            LETTER_SPACING
        };
        (units - trailing).max(0.0) * Self::unit(scale)
    }

    /// The glyphs of `text` with its line's top left at (x, y).
    pub fn glyphs(
        &self,
        level: &Level,
        x: f32,
        y: f32,
        scale: f32,
        text: &str,
        out: &mut impl FnMut(SpriteGlyph),
    ) {
        let unit = Self::unit(scale);
        let baseline = y + BASELINE_UNITS * unit;
        let mut pen = x;
        for c in text.chars() {
            if let Some((s, _)) = self.sprite(level, c) {
                let [l, t, r, b] = s.world.map(|v| v as f32);
                out(SpriteGlyph {
                    rect: [
                        (pen).round(),
                        (baseline + t * unit).round(),
                        ((r - l) * unit).round(),
                        ((b - t) * unit).round(),
                    ],
                    uv: s.uv.map(|v| v / PAGE_SIZE as f32),
                    page: s.page.0,
                });
            }
            pen += self.advance(level, c) * unit;
        }
    }
}

/// The width in font units of the ink of sprite `s` (the columns from its
/// left edge to the last with an opaque texel), read from its page's RGBA
/// texels.
fn ink_width(texels: &[u8], s: &Sprite) -> f32 {
    let side = PAGE_SIZE;
    let [u0, v0, u1, v1] = s.uv.map(|v| (v.max(0.0) as usize).min(side));
    let opaque =
        |x: usize| (v0..v1).any(|y| texels.get((y * side + x) * 4 + 3).is_some_and(|&a| a > 0));
    let Some(last) = (u0..u1).rev().find(|&x| opaque(x)) else {
        return 0.0;
    };
    let units_per_texel = (s.world[2] - s.world[0]) as f32 / (u1 - u0).max(1) as f32;
    (last + 1 - u0) as f32 * units_per_texel
}

/// The face a piece of in-game text is drawn in: the level's font where
/// the level has one that covers the text (drawn from the level's page
/// array `pages`, a GL texture), else the embedded face.
#[derive(Debug, Clone, Copy, Default)]
pub enum Face<'a> {
    #[default]
    Embedded,
    Level {
        level: &'a Level,
        font: &'a LevelFont,
        pages: u32,
    },
}

impl<'a> Face<'a> {
    /// The level font when it can draw all of `text`.
    pub fn covers(&self, text: &str) -> Option<(&'a Level, &'a LevelFont, u32)> {
        match *self {
            Face::Level { level, font, pages } if font.covers(level, text) => {
                Some((level, font, pages))
            }
            _ => None,
        }
    }

    /// Width of `text` at `scale` in pixels, in the face it will be drawn in.
    pub fn width(&self, text: &str, scale: f32) -> f32 {
        match self.covers(text) {
            Some((level, f, _)) => f.width(level, text, scale),
            None => font::text_width(text, scale),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_map_to_the_games_sprite_order() {
        assert_eq!(sprite_of('A'), Some(0));
        assert_eq!(sprite_of('Z'), Some(25));
        assert_eq!(sprite_of('a'), Some(26));
        assert_eq!(sprite_of('z'), Some(51));
        assert_eq!(sprite_of('0'), Some(52));
        assert_eq!(sprite_of('9'), Some(61));
        assert_eq!(sprite_of('?'), Some(65));
        assert_eq!(sprite_of('('), None);
        assert_eq!(sprite_of('é'), None);
    }

    #[test]
    fn levels_without_the_sequence_use_the_embedded_face() {
        let level = crate::level::Level::from_raw(&crate::builder::build(
            &crate::builder::demo::demo_level(),
            Game::Tr1,
        ))
        .unwrap();
        assert_eq!(LevelFont::of(&level), None);
        let face = Face::Embedded;
        assert_eq!(face.width("abc", 2.0), font::text_width("abc", 2.0));
        assert!(face.covers("abc").is_none());
    }
}
