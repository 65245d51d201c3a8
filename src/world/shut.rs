//! Sectors shut as walls: a closed door turns the sector its leaf stands
//! against into a wall (no floor, ceiling, portals, box or floor
//! functions) and gives it back when it opens, as the originals' door
//! routines overwrite the sector (TRX tr1 door.c `M_Shut` / `M_Open`, TOMB4
//! door.cpp `ShutThatDoor` / `OpenThatDoor`). Every height, sector and box
//! query sees a shut sector as a wall ([`super::geometry`]). A sector is
//! named by the room index that holds it (its flipped alternate is shut
//! with it, as the originals shut both) and its grid cell.

use crate::level::RoomId;

use super::geometry::{cell, find_sector, portal_of, RoomView};
use super::{EntityId, World};

/// A sector by room and grid cell (x, z).
pub type SectorKey = (RoomId, usize, usize);

impl World {
    /// Shuts (or opens again) the sector of `room` over world (x, z):
    /// the room's own grid cell, no portal followed.
    pub fn shut_sector(&mut self, room: RoomId, x: i32, z: i32, shut: bool) {
        let Some(r) = self.level.rooms.get(self.active(room).index()) else {
            return;
        };
        let (cx, cz) = cell(r, x, z);
        let key = (room, cx, cz);
        match (self.shut.binary_search(&key), shut) {
            (Err(at), true) => self.shut.insert(at, key),
            (Ok(at), false) => {
                self.shut.remove(at);
            }
            _ => {}
        }
    }

    /// The sectors shut now, in order.
    pub fn shut_sectors(&self) -> &[SectorKey] {
        &self.shut
    }

    /// The room that the collisional portal of `room`'s own sector over
    /// world (x, z) leads to, shut or not (None: no portal).
    pub fn sector_portal(&self, room: RoomId, x: i32, z: i32) -> Option<RoomId> {
        let r = self.level.rooms.get(self.active(room).index())?;
        let (cx, cz) = cell(r, x, z);
        portal_of(&self.level, r, cx, cz)
    }

    /// True when the sector under entity `id`'s place, found from its room
    /// through portals (the originals' `Room_GetSector` / `GetFloor`), is
    /// `room`'s own sector over world (x, z): who stands in a door's
    /// sector (TRX tr1 door.c `M_LaraDoorCollision`). False for an entity
    /// that does not exist.
    pub fn stands_in_sector(&self, id: EntityId, room: RoomId, x: i32, z: i32) -> bool {
        let (Some(e), Some(r)) = (
            self.entity(id),
            self.level.rooms.get(self.active(room).index()),
        ) else {
            return false;
        };
        let (cx, cz) = cell(r, x, z);
        let here = find_sector(self, e.room, e.pos[0], e.pos[1], e.pos[2]);
        (here.room, here.x, here.z) == (room, cx, cz)
    }

    /// True when `room`'s sector (x, z) is shut.
    pub(super) fn is_shut(&self, room: RoomId, x: usize, z: usize) -> bool {
        listed(&self.shut, room, x, z)
    }
}

/// True when `room`'s sector (x, z) is in `shut`, a sorted list of shut
/// sectors (the world's or a snapshot's copy of it).
pub(super) fn listed(shut: &[SectorKey], room: RoomId, x: usize, z: usize) -> bool {
    !shut.is_empty() && shut.binary_search(&(room, x, z)).is_ok()
}
