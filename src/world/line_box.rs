//! Whether a segment passes through an item's box, as the originals test
//! the smashable items on a shot's line (TRX tr2 los.c
//! `LOS_CheckSmashable`, tomb3 control.cpp `ObjectOnLOS`): the two faces of
//! the box across the segment's longer ground axis are met where the
//! segment reaches their plane, and the crossing counts when it lies within
//! the box's height (exclusive) and its other ground extent (inclusive), or
//! when the two faces are missed on opposite sides. Only the side of the
//! start the segment runs to counts: a face past the segment's end is met
//! all the same (the originals measure no far end). The box is the item's
//! current frame's, its x and z extents swapped for an item turned east or
//! west and never negated (the originals' own shortcut). Integer
//! arithmetic with C's truncating division, in 64 bits (the originals' 32
//! give the same within a room's reach).

use super::entity::{Entity, Status};
use super::los::Sight;
use super::spheres::bounds_accurate;
use super::{EntityId, World};

impl World {
    /// The first item that `accept` takes, in the rooms `sight`'s walk
    /// stood in (in their order, then the items' order), whose box the
    /// segment from `from` to where the sight stopped crosses
    /// ([`World::line_crosses_box`]); spent (deactivated) and removed items
    /// are passed over (TRX tr2 `LOS_CheckSmashable` after `LOS_Check`).
    pub fn first_crossing(
        &self,
        sight: &Sight,
        from: [i32; 3],
        accept: impl Fn(&Entity) -> bool,
    ) -> Option<EntityId> {
        sight.rooms.as_slice().iter().find_map(|&room| {
            self.entities
                .iter()
                .filter(|e| e.room == room && e.exists() && e.status != Status::Deactivated)
                .filter(|e| accept(e))
                .find(|e| self.line_crosses_box(e.id, from, sight.point))
                .map(|e| e.id)
        })
    }

    /// True when the segment `from`–`to` passes through `item`'s box as the
    /// originals' smashable test sees it (module doc). False when the item
    /// is gone, has no model, or the segment has no length on the ground.
    pub fn line_crosses_box(&self, item: EntityId, from: [i32; 3], to: [i32; 3]) -> bool {
        let Some(it) = self.entity(item) else {
            return false;
        };
        if it.model.is_none() {
            return false;
        }
        let b = bounds_accurate(&self.level, it.anim, it.frame).map(i64::from);
        let turned = (it.rot[1].wrapping_add(0x2000) & 0x4000) != 0;
        let (x_ext, z_ext) = if turned {
            ([b[4], b[5]], [b[0], b[1]])
        } else {
            ([b[0], b[1]], [b[4], b[5]])
        };
        let d = [0, 1, 2].map(|k| to[k] as i64 - from[k] as i64);
        let rel = [0, 1, 2].map(|k| it.pos[k] as i64 - from[k] as i64);
        let (top, bottom) = (rel[1] + b[2], rel[1] + b[3]);
        // The longer ground axis is the one walked ("along"), the other
        // is "across".
        let (along, across, along_ext, across_ext) = if d[2].abs() > d[0].abs() {
            (2, 0, z_ext, x_ext)
        } else {
            (0, 2, x_ext, z_ext)
        };
        if d[along] == 0 {
            return false;
        }
        let mut missed = 0;
        let mut distance = rel[along] + along_ext[0];
        for _ in 0..2 {
            if (distance >= 0) == (d[along] >= 0) {
                let y = d[1] * distance / d[along];
                // Outside the box's height: the originals go on to the
                // second pass without moving to the far face.
                if y <= top || y >= bottom {
                    continue;
                }
                let side = d[across] * distance / d[along];
                if side < rel[across] + across_ext[0] {
                    missed |= 1;
                } else if side > rel[across] + across_ext[1] {
                    missed |= 2;
                } else {
                    return true;
                }
            }
            distance = rel[along] + along_ext[1];
        }
        missed == 3
    }
}
