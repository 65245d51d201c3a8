//! A panel of text over the frame: a dark box and lines of coloured text
//! in the embedded face, long lines wrapped at the box's width and lines
//! past its height left out. The script-error overlay, the Lua console and
//! the entity inspector are panels. The wrapping is plain arithmetic
//! ([`wrap`]), unit tested without GL.

use super::font::{self, CELL_H};
use super::overlay::{Colour, Overlay};

/// Ordinary panel text, headings, errors and quieter lines.
pub const TEXT: Colour = [0.92, 0.92, 0.88, 1.0];
pub const HEADING: Colour = [1.0, 0.8, 0.3, 1.0];
pub const ERROR: Colour = [1.0, 0.45, 0.4, 1.0];
pub const QUIET: Colour = [0.6, 0.62, 0.66, 1.0];
/// The box behind the text.
const BACKGROUND: Colour = [0.02, 0.02, 0.04, 0.82];

/// One line of a panel.
#[derive(Debug, Clone, PartialEq)]
pub struct PanelLine {
    pub text: String,
    pub colour: Colour,
}

impl PanelLine {
    pub fn new(text: impl Into<String>, colour: Colour) -> PanelLine {
        PanelLine {
            text: text.into(),
            colour,
        }
    }
}

/// `text` cut into pieces of at most `columns` characters (at least one
/// piece, even for empty text); tabs count as spaces.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let chars: Vec<char> = text
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    if chars.is_empty() {
        return vec![String::new()];
    }
    chars
        .chunks(columns.max(1))
        .map(|c| c.iter().collect())
        .collect()
}

/// Where a panel is and how big its text is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PanelBox {
    /// Left, top, width, height in pixels.
    pub rect: [f32; 4],
    pub scale: f32,
}

impl PanelBox {
    /// Pixels between the box's edge and its text.
    fn pad(&self) -> f32 {
        (4.0 * self.scale).round()
    }

    /// Characters on a line.
    pub fn columns(&self) -> usize {
        ((self.rect[2] - 2.0 * self.pad()) / font::advance(self.scale)).max(1.0) as usize
    }

    /// Lines that fit.
    pub fn rows(&self) -> usize {
        ((self.rect[3] - 2.0 * self.pad()) / (CELL_H * self.scale)).max(0.0) as usize
    }
}

/// The wrapped lines of `lines` that fit in `panel`: the first ones, or
/// the last ones when `from_bottom` (a console's newest output), skipping
/// `scroll` lines from that end.
pub fn visible(
    panel: &PanelBox,
    lines: &[PanelLine],
    from_bottom: bool,
    scroll: usize,
) -> Vec<PanelLine> {
    let columns = panel.columns();
    let wrapped: Vec<PanelLine> = lines
        .iter()
        .flat_map(|l| {
            wrap(&l.text, columns)
                .into_iter()
                .map(|t| PanelLine::new(t, l.colour))
        })
        .collect();
    let rows = panel.rows();
    if from_bottom {
        let end = wrapped.len().saturating_sub(scroll);
        let start = end.saturating_sub(rows);
        wrapped[start..end].to_vec()
    } else {
        wrapped.into_iter().skip(scroll).take(rows).collect()
    }
}

/// Queues `panel` with the `lines` that fit (see [`visible`]) on `overlay`.
pub fn queue(
    overlay: &mut Overlay,
    panel: &PanelBox,
    lines: &[PanelLine],
    from_bottom: bool,
    scroll: usize,
) {
    let [x, y, w, h] = panel.rect;
    overlay.rect(x, y, w, h, BACKGROUND);
    let pad = panel.pad();
    let shown = visible(panel, lines, from_bottom, scroll);
    // A console's lines sit on the box's bottom edge.
    let mut row_y = if from_bottom {
        y + h - pad - shown.len() as f32 * CELL_H * panel.scale
    } else {
        y + pad
    };
    for line in &shown {
        overlay.text(x + pad, row_y, panel.scale, line.colour, &line.text);
        row_y += CELL_H * panel.scale;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_wrap_and_only_what_fits_is_shown() {
        assert_eq!(wrap("abcdef", 4), ["abcd", "ef"]);
        assert_eq!(wrap("", 4), [""]);
        assert_eq!(wrap("a\tb", 0), ["a", " ", "b"]);
        let panel = PanelBox {
            rect: [0.0, 0.0, 400.0, 100.0],
            scale: 2.0,
        };
        let (columns, rows) = (panel.columns(), panel.rows());
        assert!(columns > 10 && rows >= 4, "{columns} {rows}");
        let lines: Vec<PanelLine> = (0..20)
            .map(|i| PanelLine::new(format!("line {i}"), TEXT))
            .collect();
        let top = visible(&panel, &lines, false, 0);
        assert_eq!(top.len(), rows);
        assert_eq!(top[0].text, "line 0");
        let bottom = visible(&panel, &lines, true, 0);
        assert_eq!(bottom.last().unwrap().text, "line 19");
        let scrolled = visible(&panel, &lines, true, 5);
        assert_eq!(scrolled.last().unwrap().text, "line 14");
        let past = visible(&panel, &lines, true, 100);
        assert!(past.is_empty());
        let long = [PanelLine::new("x".repeat(columns * 2 + 1), ERROR)];
        assert_eq!(visible(&panel, &long, false, 0).len(), 3);
    }
}
