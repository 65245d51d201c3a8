//! A creature's path search as the originals keep it (their "LOT": TRX tr1
//! lot.c, box.c `Box_SearchLOT`, `Box_UpdateLOT`; tr2 box.c; tomb3, TOMB4,
//! TOMB5 box.cpp `SearchLOT`, `UpdateLOT`).
//!
//! The search runs backwards, from the box the creature wants to reach
//! outwards over the overlaps, a few boxes a tick ([`EXPANSION`]). Each box
//! has a node: the number of the search that last reached it (with a flag
//! when that search came through a box closed to the creature), the box one
//! step nearer the target (its exit) and its link in the queue of boxes
//! still to expand. A new target box starts a new search number at the head
//! of the queue; nodes of older searches are overwritten as the new one
//! reaches them. So a long way is found over several ticks, and the creature
//! follows exits that may still lead to its old target meanwhile.
//!
//! The nodes are made once per creature (one per box of the level); nothing
//! here allocates afterwards.

use serde::{Deserialize, Serialize};

use crate::format::Game;
use crate::level::nav::{NavBox, Overlap};
use crate::level::BoxId;

/// "No box" in a node's links, the queue's ends and the targets.
pub const NO_BOX: u16 = u16::MAX;
/// Boxes a search expands per tick, in every game (TRX tr1 `MAX_EXPANSION`,
/// tr2 `BOX_MAX_EXPANSION`; tomb3, TOMB4 and TOMB5 `UpdateLOT(LOT, 5)` in
/// `CalculateTarget`).
pub const EXPANSION: usize = 5;
/// The bits of a node's stamp that number the search.
const SEARCH_NUMBER: u16 = 0x7FFF;
/// The stamp's flag: this search reached the box only through a closed one.
const BLOCKED_SEARCH: u16 = 0x8000;

/// One box's node: the stamp of the search that reached it, its exit (the
/// box one step nearer the target) and the next box in the queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Node(pub u16, pub u16, pub u16);

impl Node {
    const CLEAR: Node = Node(0, NO_BOX, NO_BOX);
}

/// A creature's search over the box graph, and the point its mood aims at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Search {
    nodes: Vec<Node>,
    /// The boxes of the creature's zone, first `zone_count` of them, picked
    /// at random by bored, stalking and fleeing moods (`LOT_CreateZone`).
    zone_boxes: Vec<u16>,
    zone_count: u16,
    head: u16,
    tail: u16,
    search_number: u16,
    target_box: u16,
    required_box: u16,
    /// The point the mood aims at inside the required box.
    pub target: [i32; 3],
}

/// What a search needs of the level and of its creature's class.
pub struct Terrain<'a> {
    pub game: Game,
    pub boxes: &'a [NavBox],
    pub overlaps: &'a [Vec<Overlap>],
    /// The zone of each box for the creature's class in the current flip
    /// state.
    pub zone: &'a [i16],
    /// Boxes blocked now (closed doors, blocks).
    pub blocked: &'a [bool],
    /// Large creatures are stopped by blockable boxes instead of blocked
    /// ones (the originals' block mask, `BLOCKABLE` rather than `BLOCKED`).
    pub large: bool,
    /// Highest rise from one box to the next the class climbs.
    pub step: i32,
    /// Deepest drop it takes (positive).
    pub drop: i32,
    /// A flyer or swimmer: from TR3 on its search ignores zones.
    pub fly: bool,
    /// The class jumps gaps: it takes overlaps flagged as jumps (TR4/TR5
    /// `LOT.can_jump`), which every other class refuses.
    pub can_jump: bool,
    /// The class swings along monkey ceilings: an overlap flagged as a
    /// swing is taken whatever the floors' difference (`LOT.can_monkey`).
    pub can_monkey: bool,
}

impl Terrain<'_> {
    /// The zone of box `b` (0 past the end of a short zone array).
    pub fn zone_of(&self, b: u16) -> i16 {
        self.zone.get(b as usize).copied().unwrap_or(0)
    }

    /// True when the creature's block mask stops it at box `b`.
    pub fn closed(&self, b: usize) -> bool {
        if self.large {
            self.boxes.get(b).is_some_and(|x| x.blockable)
        } else {
            self.blocked.get(b).copied().unwrap_or(false)
        }
    }

    /// True when the class may go from box `from` (floor `from_floor`) to
    /// a box whose floor is `to_floor`, going the way the search runs (from
    /// the target outwards: the creature walks the other way).
    fn passable(&self, from_floor: i32, to_floor: i32, way: &Overlap) -> bool {
        let change = to_floor - from_floor;
        let within = change <= self.step && change >= -self.drop;
        (within || (way.monkey && self.can_monkey)) && (!way.jump || self.can_jump)
    }
}

impl Search {
    /// A cleared search over `boxes` boxes (`LOT_ClearLOT`).
    pub fn new(boxes: usize) -> Search {
        Search {
            nodes: vec![Node::CLEAR; boxes],
            zone_boxes: vec![0; boxes],
            zone_count: 0,
            head: NO_BOX,
            tail: NO_BOX,
            search_number: 0,
            target_box: NO_BOX,
            required_box: NO_BOX,
            target: [0; 3],
        }
    }

    /// Forgets every search (`LOT_ClearLOT`), keeping the zone list.
    pub fn clear(&mut self) {
        self.nodes.fill(Node::CLEAR);
        self.head = NO_BOX;
        self.tail = NO_BOX;
        self.search_number = 0;
        self.target_box = NO_BOX;
        self.required_box = NO_BOX;
    }

    /// How many boxes the nodes cover.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Checks a search read from a save against a level of `boxes` boxes:
    /// one node and zone entry per box, every link a box or none.
    pub fn check(&self, boxes: usize) -> Result<(), String> {
        if self.nodes.len() != boxes || self.zone_boxes.len() != boxes {
            return Err(format!(
                "its search covers {} boxes, the level has {boxes}",
                self.nodes.len()
            ));
        }
        let fits = |b: u16| b == NO_BOX || (b as usize) < boxes;
        let links = self.nodes.iter().flat_map(|n| [n.1, n.2]);
        let ends = [self.head, self.tail, self.target_box, self.required_box];
        if !links.chain(ends).all(fits)
            || self.zone_count as usize > boxes
            || !self.zone_boxes.iter().all(|&b| (b as usize) < boxes.max(1))
        {
            return Err("its search names a box the level lacks".into());
        }
        Ok(())
    }

    /// True for a search over a level without boxes.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Lists the boxes sharing `own`'s zone in `normal` or its zone in
    /// `flipped` (`LOT_CreateZone`).
    pub fn create_zone(&mut self, normal: &[i16], flipped: &[i16], own: usize) {
        let zone = |a: &[i16], b: usize| a.get(b).copied().unwrap_or(0);
        let (zone_num, flip_num) = (zone(normal, own), zone(flipped, own));
        let mut count = 0;
        for b in 0..self.zone_boxes.len() {
            if zone(normal, b) == zone_num || zone(flipped, b) == flip_num {
                self.zone_boxes[count] = b as u16;
                count += 1;
            }
        }
        self.zone_count = count as u16;
    }

    /// The box of the zone list at `roll` (0..=32767) as the moods pick it:
    /// `roll × count / 0x7FFF`. A roll of 0x7FFF reads one past the list, as
    /// the originals do: the node there holds box 0 in a fresh search.
    pub fn zone_box(&self, roll: u16) -> Option<BoxId> {
        let i = roll as usize * self.zone_count as usize / 0x7FFF;
        let last = self.zone_boxes.len().checked_sub(1)?;
        Some(BoxId(self.zone_boxes[i.min(last)] as u32))
    }

    /// The box the creature's mood wants to reach (none: it keeps its
    /// target box).
    pub fn required_box(&self) -> Option<BoxId> {
        box_id(self.required_box)
    }

    /// Sets or clears the box the mood wants to reach; the search turns to
    /// it on the next update.
    pub fn set_required_box(&mut self, b: Option<BoxId>) {
        self.required_box = b.map_or(NO_BOX, |b| b.0 as u16);
    }

    /// The box the current search runs from.
    pub fn target_box(&self) -> Option<BoxId> {
        box_id(self.target_box)
    }

    /// The box one step from `b` towards the target box, if the search has
    /// reached `b` through open boxes.
    pub fn exit_of(&self, b: usize) -> Option<BoxId> {
        self.nodes.get(b).and_then(|n| box_id(n.1))
    }

    /// True when the current search reached box `b` only through a box
    /// closed to the creature (the originals' `search_num | BLOCKED_SEARCH`
    /// test in `Creature_AIInfo` and `Creature_Mood`).
    pub fn blocked_at(&self, b: usize) -> bool {
        self.nodes
            .get(b)
            .is_some_and(|n| n.0 == self.search_number | BLOCKED_SEARCH)
    }

    /// Turns the search to the required box when it changed (a new search
    /// number, the box at the head of the queue with no exit), then expands
    /// `count` boxes (`Box_UpdateLOT`). False once the queue is empty.
    pub fn update(&mut self, t: &Terrain, count: usize) -> bool {
        if self.required_box != NO_BOX && self.required_box != self.target_box {
            let target = self.required_box;
            self.target_box = target;
            let Some(node) = self.nodes.get(target as usize).copied() else {
                return false;
            };
            if node.2 == NO_BOX && self.tail != target {
                self.nodes[target as usize].2 = self.head;
                if self.head == NO_BOX {
                    self.tail = target;
                }
                self.head = target;
            }
            self.search_number = self.search_number.wrapping_add(1);
            self.nodes[target as usize].0 = self.search_number;
            self.nodes[target as usize].1 = NO_BOX;
        }
        self.expand(t, count)
    }

    /// Expands up to `count` boxes from the head of the queue
    /// (`Box_SearchLOT`): each neighbour in the head's zone that the class
    /// can pass (within its step and drop or along a monkey ceiling it may
    /// swing, and never across a gap it may not jump) takes the head's stamp, and the head as its exit unless it
    /// is closed to the creature (then it is stamped as reached through a
    /// closed box, without an exit); a newly stamped box joins the queue.
    /// False once the queue is empty.
    pub fn expand(&mut self, t: &Terrain, count: usize) -> bool {
        let zone_free = t.fly && t.game >= Game::Tr3;
        let search_zone = t.zone_of(self.head);
        for _ in 0..count {
            if self.head == NO_BOX {
                if t.game >= Game::Tr2 {
                    self.tail = NO_BOX;
                }
                return false;
            }
            let head = self.head as usize;
            let (Some(here), Some(overlaps)) = (t.boxes.get(head), t.overlaps.get(head)) else {
                return false;
            };
            for way in overlaps {
                let n = way.to.index();
                let (Some(there), Some(&old)) = (t.boxes.get(n), self.nodes.get(n)) else {
                    continue;
                };
                if !zone_free && t.zone_of(n as u16) != search_zone {
                    continue;
                }
                if !t.passable(here.floor, there.floor, way) {
                    continue;
                }
                let stamp = self.nodes[head].0;
                if stamp & SEARCH_NUMBER < old.0 & SEARCH_NUMBER {
                    continue;
                }
                let same = stamp & SEARCH_NUMBER == old.0 & SEARCH_NUMBER;
                if stamp & BLOCKED_SEARCH != 0 {
                    if same {
                        continue;
                    }
                    self.nodes[n].0 = stamp;
                } else {
                    if same && old.0 & BLOCKED_SEARCH == 0 {
                        continue;
                    }
                    if t.closed(n) {
                        self.nodes[n].0 = stamp | BLOCKED_SEARCH;
                    } else {
                        self.nodes[n] = Node(stamp, head as u16, old.2);
                    }
                }
                if self.nodes[n].2 == NO_BOX && n as u16 != self.tail {
                    if let Some(tail) = self.nodes.get_mut(self.tail as usize) {
                        tail.2 = n as u16;
                    }
                    self.tail = n as u16;
                }
            }
            self.head = self.nodes[head].2;
            self.nodes[head].2 = NO_BOX;
        }
        true
    }
}

fn box_id(b: u16) -> Option<BoxId> {
    (b != NO_BOX).then_some(BoxId(b as u32))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The terrain of a one-click walker of `game` over `boxes`, all of
    /// one zone, none blocked.
    pub(in crate::world::nav) fn walker<'a>(
        game: Game,
        boxes: &'a [NavBox],
        overlaps: &'a [Vec<Overlap>],
        zone: &'a [i16],
        blocked: &'a [bool],
    ) -> Terrain<'a> {
        Terrain {
            game,
            boxes,
            overlaps,
            zone,
            blocked,
            large: false,
            step: 256,
            drop: 256,
            fly: false,
            can_jump: false,
            can_monkey: false,
        }
    }

    /// A corridor of `n` boxes, each a sector long, all in zone 1 and at
    /// floor 0, each overlapping its neighbours.
    pub(in crate::world::nav) fn corridor(n: usize) -> (Vec<NavBox>, Vec<Vec<Overlap>>) {
        let boxes = (0..n as i32)
            .map(|i| NavBox {
                x_min: i * 1024,
                x_max: i * 1024 + 1023,
                z_min: 0,
                z_max: 1023,
                floor: 0,
                overlap_index: 0,
                blockable: false,
                blocked: false,
            })
            .collect();
        let overlaps = (0..n)
            .map(|i| {
                [i.checked_sub(1), (i + 1 < n).then_some(i + 1)]
                    .into_iter()
                    .flatten()
                    .map(|b| Overlap {
                        to: BoxId(b as u32),
                        jump: false,
                        monkey: false,
                    })
                    .collect()
            })
            .collect();
        (boxes, overlaps)
    }

    #[test]
    fn a_corridor_is_searched_five_boxes_a_tick_from_the_target_outwards() {
        let n = 12;
        let (boxes, overlaps) = corridor(n);
        let (zone, blocked) = (vec![1i16; n], vec![false; n]);
        let t = walker(Game::Tr1, &boxes, &overlaps, &zone, &blocked);
        let mut s = Search::new(n);
        s.set_required_box(Some(BoxId(11)));
        // Box_SearchLOT pops one box a round: box 11, then 10, 9, 8, 7
        // give exits to 10..6 in the first tick.
        assert!(s.update(&t, EXPANSION));
        assert_eq!(s.target_box(), Some(BoxId(11)));
        assert_eq!(s.exit_of(6), Some(BoxId(7)));
        assert_eq!(s.exit_of(5), None);
        assert!(s.update(&t, EXPANSION));
        assert_eq!(s.exit_of(1), Some(BoxId(2)));
        assert_eq!(s.exit_of(0), None);
        // The third pops box 1 (box 0's exit), then box 0, and runs dry.
        assert!(!s.update(&t, EXPANSION));
        assert_eq!(s.exit_of(0), Some(BoxId(1)));
    }

    /// A search over `game`'s rules run dry from box 0 of a 3-box corridor,
    /// then turned to box 2: where box 1 leads afterwards.
    fn after_turning_to_the_old_tail(game: Game) -> Option<BoxId> {
        let (boxes, overlaps) = corridor(3);
        let (zone, blocked) = (vec![1i16; 3], vec![false; 3]);
        let t = walker(game, &boxes, &overlaps, &zone, &blocked);
        let mut s = Search::new(3);
        s.set_required_box(Some(BoxId(0)));
        while s.update(&t, EXPANSION) {}
        s.set_required_box(Some(BoxId(2)));
        s.update(&t, EXPANSION);
        s.exit_of(1)
    }

    #[test]
    fn tr1_keeps_a_dry_queue_s_tail_and_tr2_clears_it() {
        // TRX tr1 Box_SearchLOT leaves the tail at the last box reached (2):
        // Box_UpdateLOT never queues a search for that box, and box 1 keeps
        // the old search's exit. TRX tr2 clears the tail: the new search runs.
        assert_eq!(after_turning_to_the_old_tail(Game::Tr1), Some(BoxId(0)));
        assert_eq!(after_turning_to_the_old_tail(Game::Tr2), Some(BoxId(2)));
    }

    /// Three boxes along x: 0 and 2 at floor 0, 1 a pit 2048 down between
    /// them; box 0 also reaches box 2 by `way` (a jump or a swing).
    fn gap(way: fn(BoxId) -> Overlap) -> (Vec<NavBox>, Vec<Vec<Overlap>>) {
        let (mut boxes, mut overlaps) = corridor(3);
        boxes[1].floor = 2048;
        overlaps[0].push(way(BoxId(2)));
        overlaps[2].push(way(BoxId(0)));
        (boxes, overlaps)
    }

    fn jump(to: BoxId) -> Overlap {
        Overlap {
            to,
            jump: true,
            monkey: false,
        }
    }

    /// Box 0's exit after a search for box 2 by a four-click human of TR4
    /// that may (or may not) jump and swing.
    fn exit_from_0(
        overlaps: &[Vec<Overlap>],
        boxes: &[NavBox],
        jump: bool,
        monkey: bool,
    ) -> Option<BoxId> {
        let (zone, blocked) = (vec![1i16; 3], vec![false; 3]);
        let mut t = walker(Game::Tr4, boxes, overlaps, &zone, &blocked);
        t.step = 1024;
        t.drop = 1024;
        t.can_jump = jump;
        t.can_monkey = monkey;
        let mut s = Search::new(3);
        s.set_required_box(Some(BoxId(2)));
        while s.update(&t, EXPANSION) {}
        s.exit_of(0)
    }

    #[test]
    fn a_jump_overlap_is_taken_only_by_a_class_that_jumps() {
        // TOMB4 box.cpp SearchLOT: an overlap word with 0x800 is skipped
        // unless LOT.can_jump; the pit (2048 down) is beyond the step.
        let (boxes, overlaps) = gap(jump);
        assert_eq!(exit_from_0(&overlaps, &boxes, true, false), Some(BoxId(2)));
        assert_eq!(exit_from_0(&overlaps, &boxes, false, true), None);
    }

    #[test]
    fn a_monkey_overlap_waives_the_step_only_for_a_class_that_swings() {
        // TOMB4 box.cpp SearchLOT: a change beyond step or drop is passed
        // when the word has 0x2000 and LOT.can_monkey. Box 1 (the pit under
        // the bars) is reached from box 2 along the swing, then box 0.
        let (boxes, mut overlaps) = corridor(3);
        let mut pit = boxes.clone();
        pit[1].floor = 2048;
        for list in overlaps.iter_mut() {
            for o in list.iter_mut() {
                o.monkey = true;
            }
        }
        assert_eq!(exit_from_0(&overlaps, &pit, false, true), Some(BoxId(1)));
        assert_eq!(exit_from_0(&overlaps, &pit, true, false), None);
    }
}
