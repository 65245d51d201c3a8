//! The shape of a sector's floor and ceiling: corner heights from the sector's
//! floor/ceiling clicks and its slant or triangulation function (TRosettaStone 3
//! §4.4.2, §4.4.3, §4.4.7), and the height at any point of the sector.
//!
//! Corners are named by their X then Z digit: `00` is (x₀, z₀), `01` is
//! (x₀, z₁), `10` is (x₁, z₀), `11` is (x₁, z₁). Heights are world y (down is
//! positive). Triangulated sectors are split along one diagonal: functions
//! 0x07, 0x09, 0x0B, 0x0C, 0x0F, 0x10 join corners 00 and 11; the others join
//! corners 01 and 10.

use super::floordata::{FloorEntry, FloorFunction, Triangulation};
use super::room::{CLICK, SECTOR};

/// Which diagonal splits a sector into two triangles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Diagonal {
    /// Corners 00 and 11.
    D00To11,
    /// Corners 01 and 10.
    D01To10,
}

/// One surface (floor or ceiling) of a sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Surface {
    /// World y of corners 00, 01, 10, 11.
    pub corners: [i32; 4],
    /// The split of a triangulated surface (None: planar quad).
    pub diagonal: Option<Diagonal>,
    /// Which triangle is a vertical portal (0 none, 1 or 2).
    pub portal_triangle: u8,
}

impl Surface {
    /// A flat surface at `y`.
    pub fn flat(y: i32) -> Surface {
        Surface {
            corners: [y; 4],
            diagonal: None,
            portal_triangle: 0,
        }
    }

    /// Which triangle (1 or 2, in the split's order) holds (fx, fz); 0 for a
    /// surface that is not split.
    pub fn triangle_at(&self, fx: i32, fz: i32) -> u8 {
        match self.diagonal {
            // Triangle 1 is (00, 10, 11): below the 00–11 diagonal (fx ≥ fz).
            Some(Diagonal::D00To11) => {
                if fx >= fz {
                    1
                } else {
                    2
                }
            }
            // Triangle 1 is (00, 10, 01): before the 01–10 diagonal.
            Some(Diagonal::D01To10) => {
                if fx + fz <= SECTOR {
                    1
                } else {
                    2
                }
            }
            None => 0,
        }
    }

    /// True when (fx, fz) lies over the open part of a vertical portal
    /// (the whole surface when no triangle is marked).
    pub fn opens_at(&self, fx: i32, fz: i32) -> bool {
        self.portal_triangle == 0 || self.triangle_at(fx, fz) == self.portal_triangle
    }

    /// Height at (fx, fz), the position inside the sector in world units (0..1024).
    pub fn height_at(&self, fx: i32, fz: i32) -> i32 {
        let fx = fx.clamp(0, SECTOR) as i64;
        let fz = fz.clamp(0, SECTOR) as i64;
        let [c00, c01, c10, c11] = self.corners.map(|c| c as i64);
        let s = SECTOR as i64;
        let h = match self.diagonal {
            // Two triangles on either side of the 00–11 diagonal (fx = fz).
            Some(Diagonal::D00To11) => {
                if fx >= fz {
                    c00 + (c10 - c00) * fx / s + (c11 - c10) * fz / s
                } else {
                    c00 + (c01 - c00) * fz / s + (c11 - c01) * fx / s
                }
            }
            // Two triangles on either side of the 01–10 diagonal (fx + fz = s).
            Some(Diagonal::D01To10) => {
                if fx + fz <= s {
                    c00 + (c10 - c00) * fx / s + (c01 - c00) * fz / s
                } else {
                    c11 + (c01 - c11) * (s - fx) / s + (c10 - c11) * (s - fz) / s
                }
            }
            // Bilinear over a planar (or slanted) quad.
            None => {
                let top = c00 * (s - fx) + c10 * fx;
                let bottom = c01 * (s - fx) + c11 * fx;
                (top * (s - fz) + bottom * fz) / (s * s)
            }
        };
        h as i32
    }
}

/// The corner heights of a triangulation relative to the surface's base height.
fn triangulated(base: i32, t: &Triangulation, ceiling: bool) -> [i32; 4] {
    let d = [t.c00, t.c01, t.c10, t.c11].map(|v| v as i32);
    let max = *d.iter().max().unwrap_or(&0);
    // Floors: the corner with the largest delta is the highest (smallest y).
    // Ceilings mirror it: the largest delta is the lowest point.
    d.map(|v| {
        if ceiling {
            base - (max - v) * CLICK
        } else {
            base + (max - v) * CLICK
        }
    })
}

fn diagonal(t: &Triangulation) -> Diagonal {
    if t.split_nw_se() {
        Diagonal::D00To11
    } else {
        Diagonal::D01To10
    }
}

/// The floor and ceiling of a sector from its stored clicks and function list.
pub fn sector_surfaces(
    floor_clicks: i8,
    ceiling_clicks: i8,
    entries: &[FloorEntry],
) -> (Surface, Surface) {
    let mut floor = Surface::flat(floor_clicks as i32 * CLICK);
    let mut ceiling = Surface::flat(ceiling_clicks as i32 * CLICK);
    for e in entries {
        match &e.function {
            FloorFunction::FloorSlant { x, z } => {
                let (x, z) = (*x as i32 * CLICK, *z as i32 * CLICK);
                let b = floor.corners[0];
                floor.corners = [
                    b + x.max(0) + z.max(0),
                    b + x.max(0) + (-z).max(0),
                    b + (-x).max(0) + z.max(0),
                    b + (-x).max(0) + (-z).max(0),
                ];
            }
            FloorFunction::CeilingSlant { x, z } => {
                let (x, z) = (*x as i32 * CLICK, *z as i32 * CLICK);
                let b = ceiling.corners[0];
                ceiling.corners = [
                    b - (-x).max(0) - z.max(0),
                    b - (-x).max(0) - (-z).max(0),
                    b - x.max(0) - z.max(0),
                    b - x.max(0) - (-z).max(0),
                ];
            }
            FloorFunction::Triangulation(t) => {
                let target = if t.is_floor() {
                    &mut floor
                } else {
                    &mut ceiling
                };
                target.corners = triangulated(target.corners[0], t, !t.is_floor());
                target.diagonal = Some(diagonal(t));
                target.portal_triangle = t.portal_triangle();
            }
            _ => {}
        }
    }
    (floor, ceiling)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::floordata::FloorEntry;

    fn e(function: FloorFunction) -> FloorEntry {
        FloorEntry { function, spare: 0 }
    }

    #[test]
    fn floor_slants_lower_the_named_corners() {
        let (f, _) = sector_surfaces(4, -8, &[e(FloorFunction::FloorSlant { x: 2, z: 0 })]);
        assert_eq!(f.corners, [1024 + 512, 1024 + 512, 1024, 1024]);
        assert_eq!(f.height_at(512, 512), 1024 + 256);
        assert_eq!(f.height_at(0, 0), 1536);
        let (f, _) = sector_surfaces(0, -8, &[e(FloorFunction::FloorSlant { x: 0, z: -1 })]);
        assert_eq!(f.corners, [0, 256, 0, 256]);
    }

    #[test]
    fn ceiling_slants_raise_the_named_corners() {
        let (_, c) = sector_surfaces(0, -8, &[e(FloorFunction::CeilingSlant { x: 1, z: 0 })]);
        assert_eq!(c.corners, [-2048, -2048, -2048 - 256, -2048 - 256]);
    }

    #[test]
    fn triangulation_heights_follow_the_deltas_and_the_diagonal() {
        let t = Triangulation {
            function: 0x07,
            h1: 0,
            h2: 0,
            c00: 2,
            c01: 1,
            c10: 1,
            c11: 0,
        };
        let (f, _) = sector_surfaces(0, -8, &[e(FloorFunction::Triangulation(t))]);
        assert_eq!(f.corners, [0, 256, 256, 512]);
        assert_eq!(f.diagonal, Some(Diagonal::D00To11));
        // On the diagonal the height is the mean of its ends.
        assert_eq!(f.height_at(512, 512), 256);
        let t2 = Triangulation {
            function: 0x08,
            ..t
        };
        let (f2, _) = sector_surfaces(0, -8, &[e(FloorFunction::Triangulation(t2))]);
        assert_eq!(f2.diagonal, Some(Diagonal::D01To10));
        assert_eq!(f2.height_at(512, 512), 256);
        // Off-diagonal: corner 00 is highest, 11 lowest.
        assert_eq!(f2.height_at(0, 0), 0);
        assert_eq!(f2.height_at(1024, 1024), 512);
    }
}
