//! The overlay's own text face: DejaVu Sans Mono (data/fonts/, Bitstream
//! Vera licence beside it), embedded in the binary and rasterised by
//! `fontdue` at the size a window needs. Upper and lower case, digits and
//! punctuation for Lua code and file paths; a character the font lacks
//! shows as its replacement glyph.
//!
//! Sizes are given as a *scale*: a line of text is [`CELL_H`] pixels tall
//! per unit of scale, whatever the face (the level's font sprites follow the
//! same rule, `level_font.rs`), so layouts reason in lines and scales and a
//! page reads the same from 640×480 to 1920×1080. Every glyph of this face
//! is [`advance`] wide: text width is a count of characters.

use std::sync::OnceLock;

/// The font file, embedded.
const FONT_BYTES: &[u8] = include_bytes!("../../data/fonts/DejaVuSansMono.ttf");

/// The height of a line of text per unit of scale, in pixels.
pub const CELL_H: f32 = 8.0;

/// The parsed embedded font.
pub fn face() -> &'static fontdue::Font {
    static FACE: OnceLock<fontdue::Font> = OnceLock::new();
    FACE.get_or_init(|| {
        fontdue::Font::from_bytes(FONT_BYTES, fontdue::FontSettings::default())
            .expect("the embedded DejaVu Sans Mono parses (a unit test proves it)")
    })
}

/// The face's ascent, descent (negative) and advance per pixel of em size.
fn unit_metrics() -> (f32, f32, f32) {
    static UNIT: OnceLock<(f32, f32, f32)> = OnceLock::new();
    *UNIT.get_or_init(|| {
        let f = face();
        let em = 1000.0;
        let (ascent, descent) = f
            .horizontal_line_metrics(em)
            .map_or((0.93 * em, -0.24 * em), |m| (m.ascent, m.descent));
        let advance = f.metrics('M', em).advance_width;
        (ascent / em, descent / em, advance / em)
    })
}

/// The em size in whole pixels at which the face's ascent and descent fill
/// a line of `scale` (at least 4 pixels).
pub fn pixel_size(scale: f32) -> f32 {
    let (ascent, descent, _) = unit_metrics();
    (CELL_H * scale / (ascent - descent)).round().max(4.0)
}

/// The width of one character at `scale`, in pixels.
pub fn advance(scale: f32) -> f32 {
    unit_metrics().2 * pixel_size(scale)
}

/// How far below a line's top its baseline is at `scale`: the ascent,
/// with the line's spare height shared above and below the glyphs.
pub fn baseline(scale: f32) -> f32 {
    let (ascent, descent, _) = unit_metrics();
    let px = pixel_size(scale);
    let spare = CELL_H * scale - (ascent - descent) * px;
    (spare / 2.0 + ascent * px).round()
}

/// Width in pixels of `text` at `scale`.
pub fn text_width(text: &str, scale: f32) -> f32 {
    text.chars().count() as f32 * advance(scale)
}

/// One glyph rasterised: its coverage bitmap (one byte a pixel, row by row
/// from the top) and where it sits from the pen on the baseline.
#[derive(Debug, Clone, PartialEq)]
pub struct Glyph {
    pub width: usize,
    pub height: usize,
    /// From the pen position to the bitmap's left edge.
    pub left: f32,
    /// From the baseline up to the bitmap's top edge.
    pub top: f32,
    pub coverage: Vec<u8>,
}

/// Rasterises `c` at an em size of `px` pixels.
pub fn rasterise(c: char, px: f32) -> Glyph {
    let (m, coverage) = face().rasterize(c, px);
    Glyph {
        width: m.width,
        height: m.height,
        left: m.xmin as f32,
        top: (m.ymin + m.height as i32) as f32,
        coverage,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_font_is_monospaced_with_both_cases_and_fills_its_line() {
        let f = face();
        for c in ['a', 'A', 'g', '_', '/', ':', '(', '{', '0'] {
            assert_ne!(f.lookup_glyph_index(c), 0, "{c:?} has a glyph");
        }
        let px = pixel_size(2.0);
        let widths: Vec<f32> = ['i', 'W', 'm', '.', ' ']
            .iter()
            .map(|&c| f.metrics(c, px).advance_width)
            .collect();
        assert!(
            widths.iter().all(|w| (w - widths[0]).abs() < 1e-3),
            "{widths:?}"
        );
        for scale in [1.0, 2.0, 3.0, 4.0] {
            let line = CELL_H * scale;
            // Capitals and descenders stay inside their line.
            let b = baseline(scale);
            let cap = rasterise('H', pixel_size(scale));
            let tail = rasterise('g', pixel_size(scale));
            assert!(b - cap.top >= -1.0, "{scale}: {b} {cap:?}");
            assert!(b - tail.top + tail.height as f32 <= line + 1.0, "{scale}");
            assert_eq!(text_width("abcd", scale), 4.0 * advance(scale));
        }
        // Lower case is its own glyph, not the capital's.
        assert_ne!(rasterise('a', 16.0).coverage, rasterise('A', 16.0).coverage);
    }
}
