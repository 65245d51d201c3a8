//! Where a creature heads this tick, as the originals work it out from its
//! search (TRX tr1 box.c `Box_CalculateTarget`, `Box_TargetBox`; tr2 box.c;
//! tomb3, TOMB4 and TOMB5 box.cpp `CalculateTarget`, `TargetBox`).
//!
//! From the creature's box the chain of exit boxes is followed while the
//! creature could walk straight on: the corridor's bounds narrow to what
//! every box so far shares, and the point is clamped half a sector (`BIFF`)
//! inside each box it must cross. Where the way would have to turn, the
//! point found so far is a *secondary* target; reaching the target box
//! gives the mood's own point, a *primary* target; a chain that ends before
//! it gives a point in the last box reached (*none*).

use crate::format::Game;
use crate::level::nav::NavBox;

use super::super::Rng;
use super::lot::{Search, Terrain};

/// How far inside a box edge a crossing point stays (`BIFF`, half a sector).
pub const BIFF: i32 = 512;
/// A sector.
const WALL_L: i32 = 1024;
/// How far above a box floor a flyer aims at a box (TR1–TR3: one and a half
/// clicks, `STEP_L * 3 / 2`; TR4 and TR5 320 where no way leads on).
const FLY_ABOVE: i32 = 384;
const FLY_ABOVE_TR4: i32 = 320;

/// What kind of point the calculation gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetKind {
    /// The creature has no box, or the chain ended before the target box.
    None,
    /// The mood's own point: the way runs straight to the target box.
    Primary,
    /// A point on the way, where the way turns.
    Secondary,
}

impl TargetKind {
    /// The name scripts see.
    pub fn name(self) -> &'static str {
        match self {
            TargetKind::None => "none",
            TargetKind::Primary => "primary",
            TargetKind::Secondary => "secondary",
        }
    }
}

/// A box's bounds in world units, both ends inclusive, as each game reads
/// them: TR1 stores world units with inclusive maxima; TR2 on store sectors,
/// the maxima one past the box (`(right << WALL_SHIFT) - 1`).
#[derive(Debug, Clone, Copy)]
struct Bounds {
    left: i32,
    right: i32,
    top: i32,
    bottom: i32,
}

fn bounds(game: Game, b: &NavBox) -> Bounds {
    let end = if game == Game::Tr1 { 0 } else { 1 };
    Bounds {
        left: b.z_min,
        right: b.z_max - end,
        top: b.x_min,
        bottom: b.x_max - end,
    }
}

/// A random coordinate in `lo..=hi` kept half a sector from both ends, as
/// `Box_CalculateTarget` draws it: `((hi - lo - WALL_L) × roll >> 15) + lo + WALL_L / 2`.
fn random_across(rng: &mut Rng, lo: i32, hi: i32) -> i32 {
    let roll = rng.next_u15() as i32;
    ((hi - lo - WALL_L).wrapping_mul(roll) >> 15) + lo + WALL_L / 2
}

/// The sector-unit draw of the later games' `TargetBox`: `((sectors - 1) >> 5)
/// × roll + min + WALL_L / 2` (so boxes under 33 sectors give their first
/// sector's middle).
fn sector_draw(rng: &mut Rng, min: i32, max: i32) -> i32 {
    let sectors = (max - min) / WALL_L;
    ((sectors - 1) >> 5).wrapping_mul(rng.next_u15() as i32) + min + WALL_L / 2
}

/// Sets the search's required box to `b` and its target point to a random
/// point of it (`Box_TargetBox`): TR1 draws z, then x, half a sector inside
/// the box; TR2 the same order in sectors; TR3 on x, then z. A flyer aims
/// one and a half clicks above the floor.
pub fn target_box(
    search: &mut Search,
    game: Game,
    boxes: &[NavBox],
    b: usize,
    fly: bool,
    rng: &mut Rng,
) {
    let Some(x) = boxes.get(b) else { return };
    let (tx, tz);
    match game {
        Game::Tr1 => {
            let roll = rng.next_u15() as i32;
            tz = x.z_min + WALL_L / 2 + (roll.wrapping_mul(x.z_max - x.z_min - WALL_L) >> 15);
            let roll = rng.next_u15() as i32;
            tx = x.x_min + WALL_L / 2 + (roll.wrapping_mul(x.x_max - x.x_min - WALL_L) >> 15);
        }
        Game::Tr2 => {
            tz = sector_draw(rng, x.z_min, x.z_max);
            tx = sector_draw(rng, x.x_min, x.x_max);
        }
        _ => {
            tx = sector_draw(rng, x.x_min, x.x_max);
            tz = sector_draw(rng, x.z_min, x.z_max);
        }
    }
    let ty = if fly { x.floor - FLY_ABOVE } else { x.floor };
    search.target = [tx, ty, tz];
    search.set_required_box(Some(crate::level::BoxId(b as u32)));
}

const CLIP_LEFT: u8 = 1;
const CLIP_RIGHT: u8 = 2;
const CLIP_TOP: u8 = 4;
const CLIP_BOTTOM: u8 = 8;
const ALL_CLIP: u8 = CLIP_LEFT | CLIP_RIGHT | CLIP_TOP | CLIP_BOTTOM;
const SECONDARY_CLIP: u8 = 16;

/// One side of a box the creature is beyond on one axis: its clip bit,
/// the limit the point is kept to inside the box (its edge ± `BIFF`),
/// whether it is the low side (the point may not go below the limit), and
/// the point's value when the way must turn there (the corridor's far end
/// ∓ `BIFF`).
struct Side {
    clip: u8,
    limit: i32,
    low: bool,
    turn_at: i32,
}

impl Side {
    fn new(clip: u8, limit: i32, low: bool, turn_at: i32) -> Side {
        Side {
            clip,
            limit,
            low,
            turn_at,
        }
    }

    /// Crossing into the box on this side (`Box_CalculateTarget`'s four
    /// clip branches): straight on when the creature lies within the box
    /// across the other axis and this side is still free (the corridor
    /// narrows to the box across), else the point turns there. True when
    /// the point found is final (a secondary target).
    fn cross(
        &self,
        prime_free: &mut u8,
        inside_across: bool,
        point: &mut i32,
        corridor: (&mut i32, &mut i32),
        across: (i32, i32),
    ) -> bool {
        if *prime_free & self.clip != 0 && inside_across {
            *point = if self.low {
                (*point).max(self.limit)
            } else {
                (*point).min(self.limit)
            };
            if *prime_free & SECONDARY_CLIP != 0 {
                return true;
            }
            *corridor.0 = (*corridor.0).max(across.0);
            *corridor.1 = (*corridor.1).min(across.1);
            *prime_free = self.clip;
        } else if *prime_free != self.clip {
            *point = self.turn_at;
            if *prime_free != ALL_CLIP {
                return true;
            }
            *prime_free |= SECONDARY_CLIP;
        }
        false
    }
}

/// The corridor shared so far: z from `left` to `right`, x from `top` to
/// `bottom`.
#[derive(Debug, Clone, Copy)]
struct Corridor {
    left: i32,
    right: i32,
    top: i32,
    bottom: i32,
}

/// Works out where the creature at `pos` in box `own` heads: updates the
/// search by [`super::lot::EXPANSION`] boxes first (`Box_UpdateLOT`), then
/// walks the exit chain (`Box_CalculateTarget`).
pub fn calculate_target(
    search: &mut Search,
    t: &Terrain,
    pos: [i32; 3],
    own: Option<usize>,
    rng: &mut Rng,
) -> ([i32; 3], TargetKind) {
    search.update(t, super::lot::EXPANSION);
    let mut target = pos;
    let Some(mut b) = own.filter(|&b| b < t.boxes.len()) else {
        return (target, TargetKind::None);
    };
    let game = t.game;
    let first = bounds(game, &t.boxes[b]);
    let mut c = if game >= Game::Tr3 {
        Corridor {
            left: first.left,
            right: first.right,
            top: first.top,
            bottom: first.bottom,
        }
    } else {
        Corridor {
            left: 0,
            right: 0,
            top: 0,
            bottom: 0,
        }
    };
    let mut prime_free = ALL_CLIP;
    let mut bx;
    let mut last;
    loop {
        last = &t.boxes[b];
        bx = bounds(game, last);
        // The height the point may have here (y grows downwards).
        let lift = match (game, t.fly) {
            (Game::Tr2, true) => 2 * WALL_L,
            (Game::Tr2, false) => WALL_L,
            (_, true) => WALL_L,
            (_, false) => 0,
        };
        target[1] = target[1].min(last.floor - lift);
        let inside_z = pos[2] >= bx.left && pos[2] <= bx.right;
        let inside_x = pos[0] >= bx.top && pos[0] <= bx.bottom;
        if inside_z && inside_x {
            c = Corridor {
                left: bx.left,
                right: bx.right,
                top: bx.top,
                bottom: bx.bottom,
            };
        } else {
            // Along z: the box lies beyond the creature's left or right.
            let side = if pos[2] < bx.left {
                Some(Side::new(CLIP_LEFT, bx.left + BIFF, true, c.right - BIFF))
            } else if pos[2] > bx.right {
                Some(Side::new(CLIP_RIGHT, bx.right - BIFF, false, c.left + BIFF))
            } else {
                None
            };
            let across = (&mut c.top, &mut c.bottom);
            if side.is_some_and(|s| {
                s.cross(
                    &mut prime_free,
                    inside_x,
                    &mut target[2],
                    across,
                    (bx.top, bx.bottom),
                )
            }) {
                return (target, TargetKind::Secondary);
            }
            // Along x: beyond its top or bottom.
            let side = if pos[0] < bx.top {
                Some(Side::new(CLIP_TOP, bx.top + BIFF, true, c.bottom - BIFF))
            } else if pos[0] > bx.bottom {
                Some(Side::new(
                    CLIP_BOTTOM,
                    bx.bottom - BIFF,
                    false,
                    c.top + BIFF,
                ))
            } else {
                None
            };
            let across = (&mut c.left, &mut c.right);
            if side.is_some_and(|s| {
                s.cross(
                    &mut prime_free,
                    inside_z,
                    &mut target[0],
                    across,
                    (bx.left, bx.right),
                )
            }) {
                return (target, TargetKind::Secondary);
            }
        }
        if search.target_box().is_some_and(|tb| tb.index() == b) {
            let goal = search.target;
            if prime_free & (CLIP_LEFT | CLIP_RIGHT) != 0 {
                target[2] = goal[2];
            } else if prime_free & SECONDARY_CLIP == 0 {
                target[2] = clamp_inside(target[2], bx.left, bx.right, Game::Tr1);
            }
            if prime_free & (CLIP_TOP | CLIP_BOTTOM) != 0 {
                target[0] = goal[0];
            } else if prime_free & SECONDARY_CLIP == 0 {
                target[0] = clamp_inside(target[0], bx.top, bx.bottom, Game::Tr1);
            }
            target[1] = goal[1];
            return (target, TargetKind::Primary);
        }
        match search.exit_of(b) {
            Some(next) if !t.closed(next.index()) && next.index() < t.boxes.len() => {
                b = next.index()
            }
            _ => break,
        }
    }
    // The chain ended short of the target box: a point in the last box.
    let random_end = game <= Game::Tr3;
    if random_end && prime_free & (CLIP_LEFT | CLIP_RIGHT) != 0 {
        target[2] = random_across(rng, bx.left, bx.right);
    } else if prime_free & SECONDARY_CLIP == 0 {
        target[2] = clamp_inside(target[2], bx.left, bx.right, game);
    }
    if random_end && prime_free & (CLIP_TOP | CLIP_BOTTOM) != 0 {
        target[0] = random_across(rng, bx.top, bx.bottom);
    } else if prime_free & SECONDARY_CLIP == 0 {
        target[0] = clamp_inside(target[0], bx.top, bx.bottom, Game::Tr1);
    }
    target[1] = match (t.fly, game >= Game::Tr4) {
        (false, _) => last.floor,
        (true, false) => last.floor - FLY_ABOVE,
        (true, true) => last.floor - FLY_ABOVE_TR4,
    };
    (target, TargetKind::None)
}

/// `v` kept half a sector inside `lo..=hi`. Where no way leads on, TR3 on
/// put a z past the high end at `hi - 521`, their slip for `hi - 512`
/// (`game` says whose rule applies).
fn clamp_inside(v: i32, lo: i32, hi: i32, game: Game) -> i32 {
    if v < lo + BIFF {
        lo + BIFF
    } else if v > hi - BIFF {
        if game >= Game::Tr3 {
            hi - 521
        } else {
            hi - BIFF
        }
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::BoxId;
    use crate::world::nav::lot::tests::{corridor, walker};

    #[test]
    fn the_next_box_along_x_gives_the_mood_s_point_clamped_inside_it() {
        // Two TR1 boxes side by side along x, each a sector square; the
        // creature in the second, the mood's point in the first.
        let (boxes, overlaps) = corridor(2);
        let (zone, blocked) = ([1i16; 2], [false; 2]);
        let t = walker(Game::Tr1, &boxes, &overlaps, &zone, &blocked);
        let mut search = Search::new(2);
        search.set_required_box(Some(BoxId(0)));
        search.target = [512, 0, 512];
        let mut rng = Rng::new(1);
        let (point, kind) = calculate_target(&mut search, &t, [1536, 0, 512], Some(1), &mut rng);
        // Box_CalculateTarget: crossing into box 0 past its bottom clips x
        // (CLIP_BOTTOM), so x is the mood's; z, free, is kept BIFF inside
        // box 0's right edge (1023 − 512).
        assert_eq!(kind, TargetKind::Primary);
        assert_eq!(point, [512, 0, 511]);
    }
}
