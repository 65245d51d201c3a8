//! Texture pages, kept in the form the file stores them: TR1's palette
//! indices, TR2/TR3's ARGB1555 words, TR4/TR5's 32-bit texels (turned to
//! RGBA in place). A page becomes RGBA8 only when asked
//! ([`TexturePage::rgba`]: the renderer's upload), so a headless world holds
//! a TR1 page in a quarter and a TR2/TR3 page in half of its RGBA size.

use std::borrow::Cow;
use std::sync::Arc;

use crate::format::level_file::{TILE16_BYTES, TILE32_BYTES, TILE8_BYTES};
use crate::format::records::Colour3;
use crate::format::{Game, RawLevel};

/// Side of a texture page in pixels.
pub const PAGE_SIZE: usize = 256;

/// The colours of TR1's palette indices as RGBA8: each 6-bit component
/// times four, index 0 transparent.
pub type Colours = [[u8; 4]; 256];

/// A 256×256 texture page: its texels in the file's form, a part of the
/// level's one copy of them.
#[derive(Clone)]
pub struct TexturePage {
    form: Form,
    /// The tiles of the page's kind, one after another.
    tiles: Arc<Vec<u8>>,
    /// Where this page's texels start in `tiles`.
    start: usize,
}

#[derive(Clone, PartialEq, Eq)]
enum Form {
    /// TR1: one palette index per texel, with the level's colours.
    Indexed(Arc<Colours>),
    /// TR2/TR3: ARGB1555 words, little-endian, as stored.
    Argb1555,
    /// RGBA8 (TR4/TR5 pages, after [`rgba_in_place`]).
    Rgba,
}

impl Form {
    fn page_bytes(&self) -> usize {
        match self {
            Form::Indexed(_) => TILE8_BYTES,
            Form::Argb1555 => TILE16_BYTES,
            Form::Rgba => TILE32_BYTES,
        }
    }
}

impl PartialEq for TexturePage {
    fn eq(&self, other: &TexturePage) -> bool {
        self.form == other.form && self.texels() == other.texels()
    }
}

impl Eq for TexturePage {}

impl std::fmt::Debug for TexturePage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let form = match &self.form {
            Form::Indexed(_) => "indexed",
            Form::Argb1555 => "ARGB1555",
            Form::Rgba => "RGBA8",
        };
        write!(f, "TexturePage({form}, {} bytes)", self.stored_bytes())
    }
}

impl TexturePage {
    /// The page's texels as stored.
    fn texels(&self) -> &[u8] {
        &self.tiles[self.start..self.start + self.form.page_bytes()]
    }

    /// The page as RGBA8, row-major, 4 bytes per pixel.
    pub fn rgba(&self) -> Cow<'_, [u8]> {
        let texels = self.texels();
        match &self.form {
            Form::Rgba => Cow::Borrowed(texels),
            Form::Indexed(colours) => {
                Cow::Owned(texels.iter().flat_map(|&i| colours[i as usize]).collect())
            }
            Form::Argb1555 => Cow::Owned(
                texels
                    .chunks_exact(2)
                    .flat_map(|p| argb1555_to_rgba(u16::from_le_bytes([p[0], p[1]])))
                    .collect(),
            ),
        }
    }

    /// The bytes of texels the page holds.
    pub fn stored_bytes(&self) -> usize {
        self.form.page_bytes()
    }
}

/// Decodes one ARGB1555 pixel (alpha bit 0 = transparent).
pub fn argb1555_to_rgba(p: u16) -> [u8; 4] {
    let expand = |v: u16| ((v << 3) | (v >> 2)) as u8;
    [
        expand((p >> 10) & 0x1F),
        expand((p >> 5) & 0x1F),
        expand(p & 0x1F),
        if p & 0x8000 != 0 { 255 } else { 0 },
    ]
}

/// Decodes one stored ARGB8888 pixel (bytes B, G, R, A in the file).
pub fn bgra_to_rgba(b: [u8; 4]) -> [u8; 4] {
    [b[2], b[1], b[0], b[3]]
}

/// Turns stored 32-bit texels (B, G, R, A) into RGBA8 where they are, with
/// magenta transparent.
fn rgba_in_place(texels: &mut [u8]) {
    for px in texels.chunks_exact_mut(4) {
        let mut c = bgra_to_rgba([px[0], px[1], px[2], px[3]]);
        if c[0] == 255 && c[1] == 0 && c[2] == 255 {
            c[3] = 0;
        }
        px.copy_from_slice(&c);
    }
}

/// The texel data a level's pages are made from, taken out of a
/// [`RawLevel`].
#[derive(Debug, Default)]
pub struct PageData {
    game: Option<Game>,
    palette: Vec<Colour3>,
    textile8: Vec<u8>,
    textile16: Vec<u8>,
    textile32: Vec<u8>,
    misc_textile32: Vec<u8>,
}

impl PageData {
    /// The texels `raw`'s pages are made from, taken out of it (the other
    /// forms the file also stores are left, and go with the raw level).
    pub fn taken(raw: &mut RawLevel) -> PageData {
        let game = raw.game();
        let mut data = PageData {
            game: Some(game),
            palette: raw.palette.clone(),
            ..PageData::default()
        };
        match game {
            Game::Tr1 => data.textile8 = std::mem::take(&mut raw.textile8),
            Game::Tr2 | Game::Tr3 => data.textile16 = std::mem::take(&mut raw.textile16),
            Game::Tr4 | Game::Tr5 => {
                data.textile32 = std::mem::take(&mut raw.textile32);
                data.misc_textile32 = std::mem::take(&mut raw.misc_textile32);
            }
        }
        data
    }

    /// The pages: TR1 from the 8-bit tiles and palette, TR2/TR3 from the
    /// 16-bit tiles, TR4/TR5 from the 32-bit tiles followed by the misc
    /// pages. The tiles are kept as they are (turned to RGBA in place for
    /// TR4/TR5), shared by their pages.
    pub fn into_pages(self) -> Vec<TexturePage> {
        let pages = |tiles: Vec<u8>, form: Form| -> Vec<TexturePage> {
            let size = form.page_bytes();
            let tiles = Arc::new(tiles);
            (0..tiles.len() / size)
                .map(|i| TexturePage {
                    form: form.clone(),
                    tiles: Arc::clone(&tiles),
                    start: i * size,
                })
                .collect()
        };
        match self.game.unwrap_or(Game::Tr1) {
            Game::Tr1 => {
                let colours = Arc::new(colours(&self.palette));
                pages(self.textile8, Form::Indexed(colours))
            }
            Game::Tr2 | Game::Tr3 => pages(self.textile16, Form::Argb1555),
            Game::Tr4 | Game::Tr5 => {
                let (mut tiles, mut misc) = (self.textile32, self.misc_textile32);
                rgba_in_place(&mut tiles);
                rgba_in_place(&mut misc);
                let mut out = pages(tiles, Form::Rgba);
                out.extend(pages(misc, Form::Rgba));
                out
            }
        }
    }
}

/// TR1's palette as page colours.
fn colours(palette: &[Colour3]) -> Colours {
    let mut out = [[0u8; 4]; 256];
    for (i, c) in out.iter_mut().enumerate() {
        let p = palette.get(i).copied().unwrap_or_default();
        let scale = |v: u8| v.saturating_mul(4);
        *c = [
            scale(p.r),
            scale(p.g),
            scale(p.b),
            if i == 0 { 0 } else { 255 },
        ];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every form gives the RGBA the pages had when they were decoded at
    /// load: TR1 palette ×4 with index 0 transparent, ARGB1555 expanded,
    /// stored BGRA swapped with magenta transparent.
    #[test]
    fn pages_give_the_rgba_of_their_stored_texels() {
        let mut raw = RawLevel {
            game: Some(Game::Tr1),
            palette: vec![Colour3 { r: 0, g: 0, b: 0 }, Colour3 { r: 63, g: 10, b: 1 }],
            textile8: [0u8, 1].repeat(TILE8_BYTES),
            ..RawLevel::default()
        };
        let pages = PageData::taken(&mut raw).into_pages();
        assert!(raw.textile8.is_empty(), "the texels moved");
        assert_eq!(pages.len(), 2);
        assert_eq!(pages[0].stored_bytes(), TILE8_BYTES);
        assert_eq!(pages[0].rgba().len(), TILE32_BYTES);
        assert_eq!(&pages[1].rgba()[..8], &[0, 0, 0, 0, 252, 40, 4, 255]);

        let mut raw = RawLevel {
            game: Some(Game::Tr2),
            textile16: [0x7C00u16.to_le_bytes(), 0xFC1Fu16.to_le_bytes()]
                .concat()
                .repeat(TILE16_BYTES / 4),
            ..RawLevel::default()
        };
        let pages = PageData::taken(&mut raw).into_pages();
        assert_eq!(&pages[0].rgba()[..8], &[255, 0, 0, 0, 255, 0, 255, 255]);

        let mut raw = RawLevel {
            game: Some(Game::Tr4),
            textile32: [[1u8, 2, 3, 4], [255, 0, 255, 9]]
                .concat()
                .repeat(TILE32_BYTES / 8),
            misc_textile32: vec![7; TILE32_BYTES],
            ..RawLevel::default()
        };
        let pages = PageData::taken(&mut raw).into_pages();
        assert_eq!(pages.len(), 2);
        assert_eq!(&pages[0].rgba()[..8], &[3, 2, 1, 4, 255, 0, 255, 0]);
        assert_eq!(&pages[1].rgba()[..4], &[7, 7, 7, 7]);
    }
}
