//! Navigation primitives for creature behaviours (TRosettaStone 3 §7.3): the zone
//! a creature class may use in the current flip state ([`zone`]), boxes
//! closed to it, the originals' path search each creature owns ([`lot`])
//! and the point it heads for ([`target`]), and a random point where two
//! boxes meet.

pub mod lot;
pub mod target;
pub mod zone;

use crate::level::nav::NavBox;
use crate::level::BoxId;

use super::{EntityId, Rng, World};
use lot::Search;
use target::TargetKind;
use zone::zone_array;
pub use zone::ZoneClass;

impl World {
    /// The zone id of `b` for `class` in the current flip state.
    pub fn zone(&self, class: ZoneClass, b: BoxId) -> i16 {
        zone_array(&self.level, self.flip_status(), class)
            .get(b.index())
            .copied()
            .unwrap_or(0)
    }

    /// True when the block mask of a creature (`large`: the originals'
    /// `BLOCKABLE` mask of the T-Rex, the centaur and their kind, else
    /// `BLOCKED`) stops it at `b` now: large creatures never use blockable
    /// boxes (behind doors, under blocks), the others only avoid boxes
    /// blocked now (TRX tr1 lot.c `LOT_InitialiseSlot`, box.c).
    pub fn box_closed(&self, b: BoxId, large: bool) -> bool {
        if large {
            self.level
                .navigation
                .boxes
                .get(b.index())
                .is_some_and(|x| x.blockable)
        } else {
            self.box_blocked.get(b.index()).copied().unwrap_or(false)
        }
    }

    /// Marks a box blocked or open (doors closing, blocks moving).
    pub fn set_box_blocked(&mut self, b: BoxId, blocked: bool) {
        if let Some(v) = self.box_blocked.get_mut(b.index()) {
            *v = blocked;
        }
    }
}

impl World {
    /// True while any room is flipped (the originals' `flip_status`).
    pub fn flip_status(&self) -> bool {
        self.flipped.iter().any(|&f| f)
    }

    /// Gives the entity at slot `i` a cleared search (kept when it has one)
    /// and lists the boxes of its zone from the box it stands on, as a
    /// creature taking an AI slot does (TRX tr1 lot.c `LOT_InitialiseSlot`:
    /// `LOT_ClearLOT`, `LOT_CreateZone`). TR1 lists a climber's zone from
    /// the flipped state's second ground zone for both states, as its
    /// `LOT_CreateZone` reads them. Does nothing without a locomotion.
    pub fn start_search(&mut self, i: usize) {
        let level = self.level.clone();
        let Some(e) = self.entities.get(i) else {
            return;
        };
        let Some(loco) = e.locomotion else { return };
        let own = self.box_at(e.room, e.pos).map_or(0, |b| b.index());
        let (normal, flipped) = match (level.game, loco.zone) {
            (crate::format::Game::Tr1, ZoneClass::Ground(n)) if n > 0 => (
                zone_array(&level, true, loco.zone),
                zone_array(&level, true, loco.zone),
            ),
            _ => (
                zone_array(&level, false, loco.zone),
                zone_array(&level, true, loco.zone),
            ),
        };
        let boxes = level.navigation.boxes.len();
        let e = &mut self.entities[i];
        let search = e.search.get_or_insert_with(|| Box::new(Search::new(boxes)));
        search.clear();
        search.create_zone(normal, flipped, own);
    }

    /// The search of entity `id`, if it has one.
    pub fn search(&self, id: EntityId) -> Option<&Search> {
        self.entity(id)?.search.as_deref()
    }

    /// The search of entity `id` for changing its required box or target.
    pub fn search_mut(&mut self, id: EntityId) -> Option<&mut Search> {
        self.entity_mut(id)?.search.as_deref_mut()
    }

    /// Aims the search of entity `id` at a random point of box `b`
    /// (`Box_TargetBox`, drawing from the gameplay generator).
    pub fn target_box(&mut self, id: EntityId, b: BoxId) {
        let level = self.level.clone();
        let Some(e) = self
            .entities
            .get_mut(id.index as usize)
            .filter(|e| e.id == id)
        else {
            return;
        };
        let fly = e.locomotion.is_some_and(|l| l.fly > 0);
        let Some(search) = e.search.as_deref_mut() else {
            return;
        };
        let boxes = &level.navigation.boxes;
        target::target_box(search, level.game, boxes, b.index(), fly, &mut self.rng);
    }

    /// Runs this tick's search of entity `id` and works out where it heads
    /// (`Box_CalculateTarget`): the point and its kind. A flyer's wanted
    /// height follows the point's. None without a search or a locomotion.
    pub fn calculate_target(&mut self, id: EntityId) -> Option<([i32; 3], TargetKind)> {
        let level = self.level.clone();
        let flipped = self.flip_status();
        let e = self.entities.get(id.index as usize)?;
        if e.id != id {
            return None;
        }
        let own = self.box_at(e.room, e.pos).map(|b| b.index());
        let e = &mut self.entities[id.index as usize];
        let loco = e.locomotion.as_mut()?;
        let search = e.search.as_deref_mut()?;
        let terrain = loco.terrain(&level, &self.box_blocked, flipped);
        let (point, kind) = target::calculate_target(search, &terrain, e.pos, own, &mut self.rng);
        if loco.fly > 0 {
            loco.target_y = Some(point[1]);
        }
        Some((point, kind))
    }
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
