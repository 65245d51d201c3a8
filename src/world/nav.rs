//! Navigation primitives for creature behaviours (spec 000 §7.3): the zone a
//! creature class may use in the current flip state, a depth-limited
//! Dijkstra search over overlaps that avoids blocked boxes, a random point
//! where two boxes meet, and moods as target choices.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::level::nav::NavBox;
use crate::level::BoxId;

use super::{Rng, World};

/// Which zone array a creature follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ZoneClass {
    /// Ground zone `n` (TR1: 0 walkers, 1 climbers; TR2+: 0..3 by step ability).
    Ground(usize),
    /// Flying and swimming creatures.
    Fly,
}

/// How a creature feels about its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mood {
    Bored,
    Attack,
    Escape,
    Stalk,
}

/// The search depth of §7.3.3.
pub const MAX_DEPTH: usize = 5;

impl World {
    /// The zone id of `b` for `class` in the current flip state.
    pub fn zone(&self, class: ZoneClass, b: BoxId) -> i16 {
        let flipped = self.flipped.iter().any(|&f| f);
        let z = if flipped {
            &self.level.navigation.zones.alternate
        } else {
            &self.level.navigation.zones.normal
        };
        let arr = match class {
            ZoneClass::Ground(n) => z.ground.get(n).or_else(|| z.ground.last()),
            ZoneClass::Fly => Some(&z.fly),
        };
        arr.and_then(|a| a.get(b.index())).copied().unwrap_or(0)
    }

    /// True when creatures of `large` size may not enter `b` now.
    pub fn box_closed(&self, b: BoxId, large: bool) -> bool {
        let nav = &self.level.navigation.boxes[b.index()];
        self.box_blocked.get(b.index()).copied().unwrap_or(false) || (large && nav.blockable)
    }

    /// Marks a box blocked or open (doors closing, blocks moving).
    pub fn set_box_blocked(&mut self, b: BoxId, blocked: bool) {
        if let Some(v) = self.box_blocked.get_mut(b.index()) {
            *v = blocked;
        }
    }

    /// The next box on the way from `from` to `to` for a creature of `class`
    /// (`large`: stopped by blockable boxes), searching at most `max_depth`
    /// boxes deep by centre-to-centre distance. When `to` is out of reach it
    /// heads for the explored box nearest to it. None when already there or
    /// boxed in.
    pub fn path_step(
        &self,
        class: ZoneClass,
        large: bool,
        from: BoxId,
        to: BoxId,
        max_depth: usize,
    ) -> Option<BoxId> {
        if from == to {
            return None;
        }
        let boxes = &self.level.navigation.boxes;
        let zone = self.zone(class, from);
        let centre = |b: BoxId| {
            let x = &boxes[b.index()];
            [
                (x.x_min + x.x_max) as i64 / 2,
                (x.z_min + x.z_max) as i64 / 2,
            ]
        };
        let dist = |a: BoxId, b: BoxId| {
            let (p, q) = (centre(a), centre(b));
            (((p[0] - q[0]).pow(2) + (p[1] - q[1]).pow(2)) as f64).sqrt() as i64
        };
        // (cost, box, depth, first step)
        let mut best: Vec<Option<(i64, BoxId)>> = vec![None; boxes.len()];
        let mut heap = BinaryHeap::new();
        heap.push(Reverse((0i64, from.0, 0usize, u32::MAX)));
        let mut closest = (dist(from, to), None);
        while let Some(Reverse((cost, b, depth, first))) = heap.pop() {
            let b = BoxId(b);
            if best[b.index()].is_some_and(|(c, _)| c < cost) {
                continue;
            }
            let first_step = (first != u32::MAX).then_some(BoxId(first));
            if b == to {
                return first_step;
            }
            let d = dist(b, to);
            if d < closest.0 && first_step.is_some() {
                closest = (d, first_step);
            }
            if depth >= max_depth {
                continue;
            }
            for &n in &self.level.navigation.overlaps[b.index()] {
                if self.zone(class, n) != zone || self.box_closed(n, large) {
                    continue;
                }
                let c = cost + dist(b, n);
                if best[n.index()].is_none_or(|(old, _)| c < old) {
                    let step = first_step.unwrap_or(n);
                    best[n.index()] = Some((c, step));
                    heap.push(Reverse((c, n.0, depth + 1, step.0)));
                }
            }
        }
        closest.1
    }

    /// The box a mood leads to: attack and stalk go for the target's box,
    /// escape for the overlapping box farthest from it, bored for a random
    /// neighbour.
    pub fn mood_target(
        &mut self,
        mood: Mood,
        class: ZoneClass,
        own: BoxId,
        target: BoxId,
    ) -> BoxId {
        let zone = self.zone(class, own);
        let neighbours: Vec<BoxId> = self.level.navigation.overlaps[own.index()]
            .iter()
            .copied()
            .filter(|&n| self.zone(class, n) == zone)
            .collect();
        match mood {
            Mood::Attack | Mood::Stalk => target,
            Mood::Escape => {
                let c = centre(&self.level.navigation.boxes[target.index()]);
                neighbours
                    .iter()
                    .copied()
                    .max_by_key(|n| {
                        let p = centre(&self.level.navigation.boxes[n.index()]);
                        (p[0] - c[0]).pow(2) + (p[1] - c[1]).pow(2)
                    })
                    .unwrap_or(own)
            }
            Mood::Bored => {
                if neighbours.is_empty() {
                    own
                } else {
                    neighbours[self.rng.below(neighbours.len() as u32) as usize]
                }
            }
        }
    }
}

/// How far inside a box edge a steering point stays (half a sector).
pub const STEER_MARGIN: i32 = 512;

impl World {
    /// Where a creature of `class` in box `from` heads next on its way to
    /// `goal` (a point in box `goal_box`): the goal itself once in that box
    /// or when no path leads on, else the point of the next box's doorway
    /// nearest the goal, kept half a sector inside the opening where the
    /// opening is wide enough, then half a sector into the next box.
    pub fn steer(
        &self,
        class: ZoneClass,
        large: bool,
        from: BoxId,
        goal_box: BoxId,
        goal: [i32; 3],
    ) -> [i32; 3] {
        if from == goal_box {
            return goal;
        }
        let Some(next) = self.path_step(class, large, from, goal_box, MAX_DEPTH) else {
            return goal;
        };
        let boxes = &self.level.navigation.boxes;
        let (a, b) = (&boxes[from.index()], &boxes[next.index()]);
        // The opening between the boxes on each axis, narrowed by the margin
        // where it is wide enough, and the goal clamped into it.
        let span = |lo: i32, hi: i32, v: i32| {
            let (lo, hi) = if hi - lo > 2 * STEER_MARGIN {
                (lo + STEER_MARGIN, hi - STEER_MARGIN)
            } else {
                let mid = (lo + hi) / 2;
                (mid, mid)
            };
            v.clamp(lo.min(hi), hi.max(lo))
        };
        let mut x = span(a.x_min.max(b.x_min), a.x_max.min(b.x_max), goal[0]);
        let mut z = span(a.z_min.max(b.z_min), a.z_max.min(b.z_max), goal[2]);
        // Across the shared edge: half a sector into the next box.
        let inside = |lo: i32, hi: i32, v: i32| {
            v.clamp(
                lo + STEER_MARGIN.min((hi - lo) / 2),
                hi - STEER_MARGIN.min((hi - lo) / 2),
            )
        };
        if b.x_min >= a.x_max || b.x_max <= a.x_min {
            x = inside(b.x_min, b.x_max, x);
        }
        if b.z_min >= a.z_max || b.z_max <= a.z_min {
            z = inside(b.z_min, b.z_max, z);
        }
        [x, b.floor, z]
    }
}

fn centre(b: &NavBox) -> [i64; 2] {
    [
        (b.x_min + b.x_max) as i64 / 2,
        (b.z_min + b.z_max) as i64 / 2,
    ]
}

/// A random point (world x, floor y, z) inside the overlap of two touching
/// boxes, kept a little inside so a creature aims clear of the edge.
pub fn random_point_in_overlap(rng: &mut Rng, a: &NavBox, b: &NavBox) -> [i32; 3] {
    let lo_x = a.x_min.max(b.x_min);
    let hi_x = a.x_max.min(b.x_max);
    let lo_z = a.z_min.max(b.z_min);
    let hi_z = a.z_max.min(b.z_max);
    let pick = |rng: &mut Rng, lo: i32, hi: i32| {
        if hi <= lo {
            // Touching along an edge: stand on it.
            lo
        } else {
            let margin = ((hi - lo) / 8).min(256);
            lo + margin + rng.below((hi - lo - 2 * margin).max(1) as u32) as i32
        }
    };
    [pick(rng, lo_x, hi_x), b.floor, pick(rng, lo_z, hi_z)]
}
