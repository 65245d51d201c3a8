//! What a requested view draws over the frame ([`crate::world::camera::Sight`]):
//! a dark mask around one or two round lenses, a crosshair and a dot in
//! the middle. The mask is laid out on the CPU as horizontal strips of
//! rectangles (pure, unit tested) and queued on the overlay.

use super::overlay::{Colour, Overlay};
use crate::world::camera::{Sight, SightMask};

/// The mask's colour.
const MASK: Colour = [0.0, 0.0, 0.0, 1.0];

/// A lens's radius as a share of the frame's height.
const LENS_RADIUS: f32 = 0.4;
/// The binoculars' two lenses: how far each centre sits from the middle,
/// as a share of the radius (they overlap where this is below 1).
const LENS_APART: f32 = 0.6;
/// Height of one strip of the mask, as a share of the frame's height.
const STRIP: f32 = 1.0 / 270.0;
/// Crosshair arm length and gap, as shares of the frame's height.
const CROSSHAIR_ARM: f32 = 0.06;
const CROSSHAIR_GAP: f32 = 0.015;
/// Thickness of the crosshair's lines and half the dot's size, as shares
/// of the frame's height (never under a pixel).
const LINE: f32 = 1.0 / 360.0;
const DOT: f32 = 1.0 / 180.0;

/// A rectangle in pixels: x, y, width, height (origin top left).
pub type Rect = [f32; 4];

/// The lenses of `mask` in a frame of `size`: centre x, centre y, radius.
pub fn lenses(mask: SightMask, size: (u32, u32)) -> Vec<[f32; 3]> {
    let (w, h) = (size.0 as f32, size.1 as f32);
    let (cx, cy) = (w / 2.0, h / 2.0);
    match mask {
        SightMask::None => Vec::new(),
        SightMask::Scope => vec![[cx, cy, LENS_RADIUS * h]],
        SightMask::Binoculars => {
            // Both lenses must fit across: 2 × apart + 2 radii wide.
            let r = (LENS_RADIUS * h).min(w / (2.0 + 2.0 * LENS_APART) * 0.95);
            let d = LENS_APART * r;
            vec![[cx - d, cy, r], [cx + d, cy, r]]
        }
    }
}

/// The mask's rectangles: everything of the frame outside the lenses, in
/// strips. Empty for [`SightMask::None`].
pub fn mask_rects(mask: SightMask, size: (u32, u32)) -> Vec<Rect> {
    let lenses = lenses(mask, size);
    if lenses.is_empty() {
        return Vec::new();
    }
    let (w, h) = (size.0 as f32, size.1 as f32);
    let strip = (STRIP * h).round().max(1.0);
    let mut out = Vec::new();
    let mut y = 0.0;
    while y < h {
        let sh = strip.min(h - y);
        let mid = y + sh / 2.0;
        // The open spans of this strip, sorted by their left end.
        let mut open: Vec<(f32, f32)> = lenses
            .iter()
            .filter_map(|&[cx, cy, r]| {
                let dy = mid - cy;
                (dy.abs() < r).then(|| {
                    let half = (r * r - dy * dy).sqrt();
                    (cx - half, cx + half)
                })
            })
            .collect();
        open.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut x = 0.0;
        for (left, right) in open {
            if left > x {
                out.push([x, y, left.min(w) - x, sh]);
            }
            x = x.max(right);
        }
        if x < w {
            out.push([x, y, w - x, sh]);
        }
        y += sh;
    }
    out
}

/// Queues `sight` for a frame of `size` on `overlay`.
pub fn queue(overlay: &mut Overlay, sight: &Sight, size: (u32, u32)) {
    for [x, y, w, h] in mask_rects(sight.mask, size) {
        overlay.rect(x, y, w, h, MASK);
    }
    let h = size.1 as f32;
    let (cx, cy) = (size.0 as f32 / 2.0, h / 2.0);
    let line = (LINE * h).round().max(1.0);
    if let Some(c) = sight.crosshair {
        let colour = rgb(c);
        let (arm, gap) = (CROSSHAIR_ARM * h, CROSSHAIR_GAP * h);
        for side in [-1.0, 1.0] {
            let near = cx + side * gap;
            let far = cx + side * (gap + arm);
            overlay.rect(near.min(far), cy - line / 2.0, arm, line, colour);
            let near = cy + side * gap;
            let far = cy + side * (gap + arm);
            overlay.rect(cx - line / 2.0, near.min(far), line, arm, colour);
        }
    }
    if let Some(c) = sight.dot {
        let half = (DOT * h).round().max(1.0);
        overlay.rect(cx - half, cy - half, 2.0 * half, 2.0 * half, rgb(c));
    }
}

fn rgb(c: [u8; 3]) -> Colour {
    [
        c[0] as f32 / 255.0,
        c[1] as f32 / 255.0,
        c[2] as f32 / 255.0,
        1.0,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// True when the pixel at (x, y) lies under one of `rects`.
    fn covered(rects: &[Rect], x: f32, y: f32) -> bool {
        rects
            .iter()
            .any(|r| x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3])
    }

    #[test]
    fn the_mask_covers_the_corners_and_leaves_the_lenses_open() {
        let size = (640, 480);
        for mask in [SightMask::Binoculars, SightMask::Scope] {
            let rects = mask_rects(mask, size);
            for (x, y) in [(1.0, 1.0), (638.0, 1.0), (1.0, 478.0), (638.0, 478.0)] {
                assert!(covered(&rects, x, y), "{mask:?}: corner {x},{y} open");
            }
            assert!(
                !covered(&rects, 320.0, 240.0),
                "{mask:?}: the middle is masked"
            );
            for [cx, cy, r] in lenses(mask, size) {
                assert!(!covered(&rects, cx, cy - r * 0.9), "{mask:?}: lens top");
                assert!(
                    covered(&rects, cx, cy - r * 1.05),
                    "{mask:?}: above the lens"
                );
            }
            // No rectangle leaves the frame or has no size.
            assert!(rects.iter().all(|r| r[0] >= 0.0
                && r[2] > 0.0
                && r[0] + r[2] <= 640.0 + 1e-3
                && r[1] + r[3] <= 480.0 + 1e-3));
        }
        assert!(mask_rects(SightMask::None, size).is_empty());
    }

    #[test]
    fn binocular_lenses_sit_side_by_side_and_fit_any_frame() {
        for size in [(640, 480), (1920, 1080), (400, 600)] {
            let l = lenses(SightMask::Binoculars, size);
            assert_eq!(l.len(), 2);
            let (left, right) = (l[0], l[1]);
            assert!(left[0] < right[0] && left[1] == right[1]);
            assert!(left[0] - left[2] >= 0.0, "{size:?}: {l:?}");
            assert!(right[0] + right[2] <= size.0 as f32, "{size:?}: {l:?}");
            // The lenses overlap: the gap between them is open at mid height.
            let rects = mask_rects(SightMask::Binoculars, size);
            assert!(!covered(&rects, size.0 as f32 / 2.0, size.1 as f32 / 2.0));
        }
    }
}
