//! Game pages drawn over the frame: the backdrop (the level dimmed, left
//! as it is, or black), the inventory ring of models (`ring.rs`) and the
//! page's text — the ring's name and the heading at the top, the rows
//! centred (label and value in two columns, the selected row on a bar,
//! disabled rows grey), the front item's name and count under the ring and
//! the footer at the bottom. The text layout is plain arithmetic
//! ([`layout`]), unit tested without GL; sizes follow the window height so
//! a page reads the same from 640×480 to 1920×1080.

use super::font::{self, CELL_H};
use super::hud::text_scale;
use super::level_font::Face;
use super::math::Mat4;
use super::overlay::{Colour, Overlay};
use super::room_mesh::Vertex;
use super::upload::stream_draw;
use super::{ring, Renderer};
use crate::game::page::{Backdrop, Page};
use crate::level::Level;

/// Ordinary text: a warm white, as the games' menus.
const TEXT: Colour = [0.93, 0.9, 0.8, 1.0];
/// Headings and the selected row: gold.
const GOLD: Colour = [1.0, 0.8, 0.3, 1.0];
/// Rows that cannot be chosen now.
const GREY: Colour = [0.45, 0.45, 0.45, 1.0];
/// The bar behind the selected row, and its frame.
const BAR: Colour = [0.2, 0.13, 0.04, 1.0];
const BAR_EDGE: Colour = [0.75, 0.55, 0.2, 1.0];
/// How dark the `World` backdrop makes the level: the opacity of the
/// black laid over it.
const DIM: f32 = 0.55;
/// The front item's name stands this far down the screen (share of the
/// height) unless rows under it need the room.
const ITEM_LABEL_AT: f32 = 0.8;
/// Without a ring, the heading stands this far down the screen.
const TITLE_AT: f32 = 0.18;
/// Space between a row's label and its value column, in font cells.
const COLUMN_GAP: f32 = 4.0;
/// Font pixels of space between rows.
const ROW_GAP: f32 = 5.0;

/// One piece of a page's text, in pixels (origin top left).
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    Text {
        x: f32,
        y: f32,
        scale: f32,
        colour: Colour,
        text: String,
    },
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        colour: Colour,
    },
}

/// The largest scale up to `want` at which `text` fits in `room` pixels
/// (never below 1).
fn fit(face: Face, text: &str, want: f32, room: f32) -> f32 {
    let per_scale = face.width(text, 1.0);
    if per_scale <= 0.0 {
        return want;
    }
    want.min((room / per_scale).floor()).max(1.0)
}

/// Text laid out from the top left: what [`layout`] builds on.
struct Marks<'a> {
    face: Face<'a>,
    out: Vec<Mark>,
    width: f32,
    margin: f32,
}

impl Marks<'_> {
    /// `text` centred across the screen at `y`, shrunk to fit; its height.
    fn centred(&mut self, y: f32, want: f32, colour: Colour, text: &str) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        let scale = fit(self.face, text, want, self.width - 2.0 * self.margin);
        let x = ((self.width - self.face.width(text, scale)) / 2.0).max(0.0);
        self.text(x, y, scale, colour, text);
        CELL_H * scale
    }

    fn text(&mut self, x: f32, y: f32, scale: f32, colour: Colour, text: &str) {
        self.out.push(Mark::Text {
            x: x.round(),
            y: y.round(),
            scale,
            colour,
            text: text.to_string(),
        });
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Colour) {
        self.out.push(Mark::Rect {
            x: x.round(),
            y: y.round(),
            w: w.round(),
            h: h.round(),
            colour,
        });
    }

    /// The rows from `y` down at `scale`: centred, values in a right-hand
    /// column, the selected row on a framed bar.
    fn rows(&mut self, page: &Page, y: f32, scale: f32) {
        let widest = |of: &dyn Fn(&crate::game::page::PageLine) -> &str| {
            let widths = page.lines.iter().map(|l| self.face.width(of(l), scale));
            widths.fold(0.0f32, f32::max)
        };
        let (label_w, value_w) = (widest(&|l| &l.label), widest(&|l| &l.value));
        let columns = if value_w > 0.0 {
            label_w + value_w + COLUMN_GAP * font::advance(scale)
        } else {
            0.0
        };
        let left = ((self.width - columns) / 2.0).max(self.margin);
        let step = row_height(scale);
        let pad = (2.0 * scale).round();
        for (i, line) in page.lines.iter().enumerate() {
            let top = y + i as f32 * step;
            let colour = if line.disabled {
                GREY
            } else if line.selected {
                GOLD
            } else {
                TEXT
            };
            let (x0, w) = if line.value.is_empty() {
                let w = self.face.width(&line.label, scale);
                (((self.width - w) / 2.0).max(0.0), w)
            } else {
                (left, columns)
            };
            if line.selected {
                let (bx, by) = (x0 - 3.0 * pad, top - pad);
                let (bw, bh) = (w + 6.0 * pad, CELL_H * scale + pad);
                let edge = scale.max(1.0);
                self.rect(
                    bx - edge,
                    by - edge,
                    bw + 2.0 * edge,
                    bh + 2.0 * edge,
                    BAR_EDGE,
                );
                self.rect(bx, by, bw, bh, BAR);
            }
            self.text(x0, top, scale, colour, &line.label);
            if !line.value.is_empty() {
                let vx = left + columns - self.face.width(&line.value, scale);
                self.text(vx, top, scale, colour, &line.value);
            }
        }
    }
}

/// The height of one row at `scale`.
fn row_height(scale: f32) -> f32 {
    (CELL_H + ROW_GAP) * scale
}

/// The page's text and bars on a screen of `size` pixels, in drawing order,
/// measured in `face`.
pub fn layout(page: &Page, size: (u32, u32), face: Face) -> Vec<Mark> {
    let (w, h) = (size.0.max(1) as f32, size.1.max(1) as f32);
    let base = text_scale(size.1);
    let big = (base * 1.5).round();
    let margin = 8.0 * base;
    let mut m = Marks {
        face,
        out: Vec::new(),
        width: w,
        margin,
    };
    // The rows must fit above the footer: shrink them when there are many.
    let footer_y = h - margin - CELL_H * base;
    let row_scale = |room: f32| {
        let n = page.lines.len().max(1) as f32;
        base.min((room / (n * (CELL_H + ROW_GAP))).floor()).max(1.0)
    };
    match &page.ring {
        Some(r) => {
            let mut y = margin;
            y += m.centred(y, big, GOLD, &r.name);
            if !r.name.is_empty() {
                y += margin / 2.0;
            }
            // A heading that repeats the ring's name is said once.
            if page.title != r.name {
                m.centred(y, base, TEXT, &page.title);
            }
            // Under the ring: the front item's name and count, then the rows.
            let item = r.items.get(r.selected);
            let count = item
                .and_then(|i| i.count)
                .filter(|c| *c > 1)
                .map(|c| c.to_string());
            let label_lines = item.map_or(0.0, |i| !i.label.is_empty() as u8 as f32)
                + count.is_some() as u8 as f32;
            let scale = row_scale(footer_y - h * ITEM_LABEL_AT);
            let rows_h = page.lines.len() as f32 * row_height(scale);
            let label_h = label_lines * row_height(base);
            let mut y = (h * ITEM_LABEL_AT).min(footer_y - rows_h - label_h);
            if let Some(i) = item {
                if m.centred(y, base, TEXT, &i.label) > 0.0 {
                    y += row_height(base);
                }
            }
            if let Some(c) = count {
                m.centred(y, base, GOLD, &c);
                y += row_height(base);
            }
            m.rows(page, y, scale);
        }
        None => {
            let mut y = h * TITLE_AT;
            let title_h = m.centred(y, big, GOLD, &page.title);
            if title_h > 0.0 {
                y += title_h + 2.0 * row_height(base);
            }
            let scale = row_scale(footer_y - y);
            let rows_h = page.lines.len() as f32 * row_height(scale);
            // Centred on the screen when there is room below the heading.
            let y = ((h - rows_h) / 2.0).max(y).min(footer_y - rows_h);
            m.rows(page, y, scale);
        }
    }
    m.centred(footer_y, base, TEXT, &page.footer);
    m.out
}

/// Draws `page` over what is on screen in the current framebuffer of
/// `size` pixels: the backdrop, the ring of models, the text. `time` is
/// world time in ticks (texture scrolling on the models). Leaves depth
/// testing on and blending off, as the renderer expects. Returns the draw
/// calls made.
pub fn draw_page(
    renderer: &mut Renderer,
    overlay: &mut Overlay,
    level: &Level,
    page: &Page,
    size: (u32, u32),
    time: f32,
) -> Result<u32, String> {
    let mut calls = 0usize;
    // SAFETY: state changes and a draw on the renderer's own objects with
    // the caller's current context.
    unsafe {
        gl::Viewport(0, 0, size.0 as i32, size.1 as i32);
        match page.backdrop {
            Backdrop::Scene => {}
            Backdrop::Black => {
                gl::ClearColor(0.0, 0.0, 0.0, 1.0);
                gl::DepthMask(gl::TRUE);
                gl::Clear(gl::COLOR_BUFFER_BIT | gl::DEPTH_BUFFER_BIT);
            }
            Backdrop::World => calls += dim(renderer, level, time),
        }
    }
    let mut view_proj = Mat4::IDENTITY;
    if let Some(r) = &page.ring {
        let drawn = ring::draw(renderer, level, r, size, time);
        calls += drawn.draw_calls;
        view_proj = ring::view_projection(size);
        // Items without a model: a box outline and the type it lacks (the
        // item's name is under the ring when it is in front).
        let scale = text_scale(size.1);
        for place in &drawn.missing {
            for (a, b) in ring::placeholder_box(place) {
                overlay.line(a, b, GREY);
            }
            let Some(item) = r.items.get(place.index) else {
                continue;
            };
            if let Some(p) = ring::screen_point(&view_proj, place.pos, size) {
                let name = format!("#{}", item.model);
                let x = p[0] - font::text_width(&name, scale) / 2.0;
                overlay.text(x, p[1] - CELL_H * scale / 2.0, scale, GREY, &name);
            }
        }
    }
    let face = renderer.in_game_face(level);
    for mark in layout(page, size, face) {
        match mark {
            Mark::Text {
                x,
                y,
                scale,
                colour,
                text,
            } => overlay.text_in(face, (x, y, scale), colour, &text),
            Mark::Rect { x, y, w, h, colour } => overlay.rect(x, y, w, h, colour),
        }
    }
    calls += overlay.draw(&view_proj, size);
    super::gl_util::check("drawing a page")?;
    Ok(calls as u32)
}

/// Darkens the whole frame: black at [`DIM`] opacity blended over it (the
/// room program on one screen-filling quad of the white layer).
///
/// # Safety
/// Needs the renderer's context current.
unsafe fn dim(renderer: &Renderer, level: &Level, time: f32) -> usize {
    let white = level.pages.len() as f32;
    let corner = |x: f32, y: f32| Vertex {
        pos: [x, y, 0.0],
        uvl: [0.5, 0.5, white],
        colour: [0.0, 0.0, 0.0, 1.0],
        ..Vertex::default()
    };
    let quad = [
        corner(-1.0, -1.0),
        corner(1.0, -1.0),
        corner(1.0, 1.0),
        corner(-1.0, -1.0),
        corner(1.0, 1.0),
        corner(-1.0, 1.0),
    ];
    renderer.begin_plain_pass(&Mat4::IDENTITY, [0.0; 3], time);
    gl::UniformMatrix4fv(renderer.model_at, 1, gl::FALSE, Mat4::IDENTITY.0.as_ptr());
    gl::Uniform3f(renderer.tint_at, 1.0, 1.0, 1.0);
    gl::Uniform1f(renderer.fade_at, DIM);
    gl::Disable(gl::DEPTH_TEST);
    gl::Disable(gl::CULL_FACE);
    gl::Enable(gl::BLEND);
    gl::BlendFunc(gl::SRC_ALPHA, gl::ONE_MINUS_SRC_ALPHA);
    let calls = stream_draw(&renderer.sprite_buffer, &quad);
    gl::Disable(gl::BLEND);
    gl::Enable(gl::DEPTH_TEST);
    gl::Uniform1f(renderer.fade_at, 1.0);
    gl::BindVertexArray(0);
    calls
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::page::{PageLine, Ring, RingItem};

    fn line(label: &str, value: &str, selected: bool) -> PageLine {
        PageLine {
            label: label.into(),
            value: value.into(),
            selected,
            disabled: false,
        }
    }

    fn texts(marks: &[Mark]) -> Vec<(f32, f32, f32, String)> {
        marks
            .iter()
            .filter_map(|m| match m {
                Mark::Text {
                    x, y, scale, text, ..
                } => Some((*x, *y, *scale, text.clone())),
                _ => None,
            })
            .collect()
    }

    fn on_screen(marks: &[Mark], size: (u32, u32)) {
        for (x, y, scale, text) in texts(marks) {
            let right = x + font::text_width(&text, scale);
            let bottom = y + CELL_H * scale;
            assert!(
                x >= 0.0 && y >= 0.0 && right <= size.0 as f32 && bottom <= size.1 as f32,
                "{text:?} at {x},{y} off a {size:?} screen"
            );
        }
    }

    #[test]
    fn a_menu_reads_centred_on_every_window_size() {
        let page = Page {
            title: "TOMB RAIDER".into(),
            lines: vec![
                line("NEW GAME", "", true),
                line("LOAD GAME", "", false),
                line("OPTIONS", "", false),
                line("EXIT", "", false),
            ],
            footer: "ACTION: SELECT   INVENTORY: BACK".into(),
            ..Default::default()
        };
        for size in [
            (640, 480),
            (800, 600),
            (1280, 720),
            (1920, 1080),
            (320, 200),
        ] {
            let marks = layout(&page, size, Face::Embedded);
            on_screen(&marks, size);
            let t = texts(&marks);
            assert_eq!(t.len(), 6, "{size:?}");
            // Rows are centred and in order, one under another.
            for pair in t[1..5].windows(2) {
                assert!(pair[1].1 > pair[0].1);
            }
            let mid =
                |(x, _, s, text): &(f32, f32, f32, String)| x + font::text_width(text, *s) / 2.0;
            assert!((mid(&t[2]) - size.0 as f32 / 2.0).abs() <= 1.0);
            // The font grows with the window: 5×7 glyphs at least 2 pixels
            // a dot from 480 lines up.
            if size.1 >= 480 {
                assert!(t[1].2 >= 2.0);
            }
            // The selected row has its bar, drawn before its text.
            let bar = marks.iter().position(|m| matches!(m, Mark::Rect { .. }));
            let text = marks
                .iter()
                .position(|m| matches!(m, Mark::Text { text, .. } if text == "NEW GAME"));
            assert!(bar.unwrap() < text.unwrap());
        }
    }

    #[test]
    fn statistics_values_line_up_in_a_right_column() {
        let page = Page {
            title: "STATISTICS".into(),
            lines: vec![
                line("TIME TAKEN", "01:23:45", false),
                line("SECRETS FOUND", "2 OF 3", false),
                line("KILLS", "14", false),
            ],
            backdrop: Backdrop::Black,
            ..Default::default()
        };
        let marks = layout(&page, (640, 480), Face::Embedded);
        on_screen(&marks, (640, 480));
        let t = texts(&marks);
        let right = |i: usize| t[i].0 + font::text_width(&t[i].3, t[i].2);
        // Labels share a left edge, values a right edge (to the pixel
        // each is placed on).
        assert_eq!(t[1].0, t[3].0);
        assert!(
            (right(2) - right(4)).abs() <= 0.5,
            "{} {}",
            right(2),
            right(4)
        );
        assert!(right(2) > right(3) + font::advance(t[3].2));
    }

    #[test]
    fn a_ring_page_names_the_ring_at_the_top_and_the_item_underneath() {
        let page = Page {
            ring: Some(Ring {
                name: "INVENTORY".into(),
                items: vec![
                    RingItem {
                        label: "PISTOLS".into(),
                        ..Default::default()
                    },
                    RingItem {
                        label: "SMALL MEDI PACK".into(),
                        count: Some(3),
                        ..Default::default()
                    },
                ],
                selected: 1,
                turn: 1.0,
                ..Default::default()
            }),
            lines: (0..3)
                .map(|i| line(&format!("ROW {i}"), "", i == 0))
                .collect(),
            footer: "A VERY LONG FOOTER THAT WOULD NOT FIT A SMALL WINDOW AT ALL".into(),
            ..Default::default()
        };
        for size in [(640, 480), (800, 600), (1920, 1080)] {
            let marks = layout(&page, size, Face::Embedded);
            on_screen(&marks, size);
            let t = texts(&marks);
            assert_eq!(t[0].3, "INVENTORY");
            assert!(t[0].1 < size.1 as f32 * 0.1);
            assert_eq!(t[1].3, "SMALL MEDI PACK");
            assert_eq!(t[2].3, "3");
            assert!(t[1].1 > size.1 as f32 / 2.0);
        }
        // Too many rows for a tiny window: laid out small, never a panic.
        let crowded = Page {
            lines: (0..40)
                .map(|i| line("ROW", &i.to_string(), false))
                .collect(),
            ..page
        };
        assert!(texts(&layout(&crowded, (1, 1), Face::Embedded)).len() > 40);
    }
}
