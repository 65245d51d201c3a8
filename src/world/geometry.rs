//! Where things are: the sector under a point (following collisional portals
//! and stacked rooms), floor and ceiling heights with slopes, the lowest
//! sector whose floor data holds the triggers (TRosettaStone 3 §3.2.3, §4).

use crate::level::heights::{sector_surfaces, Surface};
use crate::level::room::{Room, SECTOR};
use crate::level::{floordata::FloorFunction, Level, RoomId};

/// A sector of a room, by grid cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SectorRef {
    pub room: RoomId,
    pub x: usize,
    pub z: usize,
}

/// The grid cell of world (x, z) in `room`, clamped to the grid as the games do.
pub fn cell(room: &Room, x: i32, z: i32) -> (usize, usize) {
    let clamp = |v: i32, n: u16| v.div_euclid(SECTOR).clamp(0, n.max(1) as i32 - 1) as usize;
    (
        clamp(x - room.position[0], room.num_x_sectors),
        clamp(z - room.position[2], room.num_z_sectors),
    )
}

/// Room lookup that sees flipped rooms: `active(r)` is the room whose data
/// stands at index `r` now.
pub trait RoomView {
    fn level(&self) -> &Level;
    fn active(&self, r: RoomId) -> RoomId;
    fn room(&self, r: RoomId) -> &Room {
        &self.level().rooms[self.active(r).index()]
    }
    /// True when sector (x, z) of room `r` is shut as a wall (a closed
    /// door's: [`super::shut`]); such a sector has no floor, ceiling,
    /// portals, box or floor functions.
    fn shut(&self, _r: RoomId, _x: usize, _z: usize) -> bool {
        false
    }
}

/// The collisional portal of a sector's floor data, if any.
pub(super) fn portal_of(level: &Level, room: &Room, x: usize, z: usize) -> Option<RoomId> {
    let s = room.sector(x, z)?;
    level
        .floor_list(s.floor_list)
        .entries
        .iter()
        .find_map(|e| match e.function {
            FloorFunction::Portal(r) if (r as usize) < level.rooms.len() => Some(RoomId(r as u32)),
            _ => None,
        })
}

/// The sector at world (x, y, z) starting from `room`: through collisional
/// portals horizontally, then down through floors and up through ceilings
/// that are vertical portals.
pub fn find_sector(view: &impl RoomView, mut room: RoomId, x: i32, y: i32, z: i32) -> SectorRef {
    let level = view.level();
    for _ in 0..level.rooms.len().max(1) {
        let r = view.room(room);
        let (cx, cz) = cell(r, x, z);
        if view.shut(room, cx, cz) {
            break;
        }
        match portal_of(level, r, cx, cz) {
            Some(next) if next != room => room = next,
            _ => break,
        }
    }
    for _ in 0..level.rooms.len().max(1) {
        let r = view.room(room);
        let (cx, cz) = cell(r, x, z);
        let Some(s) = r.sector(cx, cz).filter(|_| !view.shut(room, cx, cz)) else {
            break;
        };
        let (floor, ceiling) = surfaces(level, r, cx, cz);
        let (fx, fz) = local(r, x, z);
        if let (Some(below), true) = (
            s.room_below,
            y >= floor.height_at(fx, fz) && floor.opens_at(fx, fz),
        ) {
            room = below;
        } else if let (Some(above), true) = (
            s.room_above,
            y < ceiling.height_at(fx, fz) && ceiling.opens_at(fx, fz),
        ) {
            room = above;
        } else {
            break;
        }
    }
    let r = view.room(room);
    let (cx, cz) = cell(r, x, z);
    SectorRef { room, x: cx, z: cz }
}

/// Position inside the sector (0..1024 on each axis).
fn local(room: &Room, x: i32, z: i32) -> (i32, i32) {
    (
        (x - room.position[0]).rem_euclid(SECTOR),
        (z - room.position[2]).rem_euclid(SECTOR),
    )
}

/// Floor and ceiling of a sector (walls: far below / far above).
pub fn surfaces(level: &Level, room: &Room, x: usize, z: usize) -> (Surface, Surface) {
    match room.sector(x, z) {
        Some(s) if s.floor.is_some() => sector_surfaces(
            s.floor_clicks,
            s.ceiling_clicks,
            &level.floor_list(s.floor_list).entries,
        ),
        _ => (Surface::flat(NO_HEIGHT), Surface::flat(-NO_HEIGHT)),
    }
}

/// Height returned where there is no floor (a wall).
pub const NO_HEIGHT: i32 = -32512;

/// The sector whose floor is the floor under world (x, y, z): the lowest
/// one reached through open floor portals.
pub fn floor_sector(view: &impl RoomView, room: RoomId, x: i32, y: i32, z: i32) -> SectorRef {
    let mut s = find_sector(view, room, x, y, z);
    for _ in 0..view.level().rooms.len().max(1) {
        let r = view.room(s.room);
        let (fx, fz) = local(r, x, z);
        let opens = surfaces(view.level(), r, s.x, s.z).0.opens_at(fx, fz);
        match r
            .sector(s.x, s.z)
            .and_then(|sec| sec.room_below)
            .filter(|_| opens && !view.shut(s.room, s.x, s.z))
        {
            Some(below) => {
                let rb = view.room(below);
                let (bx, bz) = cell(rb, x, z);
                s = SectorRef {
                    room: below,
                    x: bx,
                    z: bz,
                };
            }
            None => break,
        }
    }
    s
}

/// The floor height under world (x, y, z): the floor of the lowest room
/// reached through floor portals.
pub fn floor_height(view: &impl RoomView, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
    let s = floor_sector(view, room, x, y, z);
    let r = view.room(s.room);
    let (fx, fz) = local(r, x, z);
    let (floor, _) = surfaces(view.level(), r, s.x, s.z);
    if view.shut(s.room, s.x, s.z) || r.sector(s.x, s.z).is_some_and(|sec| sec.floor.is_none()) {
        return NO_HEIGHT;
    }
    floor.height_at(fx, fz)
}

/// The tilt of the floor under world (x, y, z): clicks the floor drops per
/// sector along +x and +z (TR's "slope" of a sector; more than 2 on either
/// axis is a slope Lara slides on).
pub fn floor_tilt(view: &impl RoomView, room: RoomId, x: i32, y: i32, z: i32) -> [i32; 2] {
    let s = floor_sector(view, room, x, y, z);
    let r = view.room(s.room);
    let (fx, fz) = local(r, x, z);
    let (floor, _) = surfaces(view.level(), r, s.x, s.z);
    let slope = |lo: (i32, i32), hi: (i32, i32), span: i32| {
        let d = floor.height_at(hi.0, hi.1) - floor.height_at(lo.0, lo.1);
        // Clicks per sector, rounded to the nearest.
        let per_sector = d as i64 * SECTOR as i64 / span.max(1) as i64;
        ((per_sector + per_sector.signum() * 128) / 256) as i32
    };
    let (x0, x1) = ((fx - 128).max(0), (fx + 128).min(SECTOR));
    let (z0, z1) = ((fz - 128).max(0), (fz + 128).min(SECTOR));
    [
        slope((x0, fz), (x1, fz), x1 - x0),
        slope((fx, z0), (fx, z1), z1 - z0),
    ]
}

/// The floor and ceiling of `room`'s own sector at world (x, z), without
/// following portals (a water room's surface is its ceiling).
pub fn own_heights(view: &impl RoomView, room: RoomId, x: i32, z: i32) -> (i32, i32) {
    let r = view.room(room);
    let (cx, cz) = cell(r, x, z);
    if view.shut(room, cx, cz) {
        return (NO_HEIGHT, -NO_HEIGHT);
    }
    let (fx, fz) = local(r, x, z);
    let (floor, ceiling) = surfaces(view.level(), r, cx, cz);
    (floor.height_at(fx, fz), ceiling.height_at(fx, fz))
}

/// The ceiling height over world (x, y, z): the ceiling of the highest room
/// reached through ceiling portals.
pub fn ceiling_height(view: &impl RoomView, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
    let mut s = find_sector(view, room, x, y, z);
    for _ in 0..view.level().rooms.len().max(1) {
        let r = view.room(s.room);
        let (fx, fz) = local(r, x, z);
        let opens = surfaces(view.level(), r, s.x, s.z).1.opens_at(fx, fz);
        match r
            .sector(s.x, s.z)
            .and_then(|sec| sec.room_above)
            .filter(|_| opens && !view.shut(s.room, s.x, s.z))
        {
            Some(above) => {
                let ra = view.room(above);
                let (ax, az) = cell(ra, x, z);
                s = SectorRef {
                    room: above,
                    x: ax,
                    z: az,
                };
            }
            None => break,
        }
    }
    let r = view.room(s.room);
    let (fx, fz) = local(r, x, z);
    if view.shut(s.room, s.x, s.z) || r.sector(s.x, s.z).is_some_and(|sec| sec.ceiling.is_none()) {
        return -NO_HEIGHT;
    }
    surfaces(view.level(), r, s.x, s.z).1.height_at(fx, fz)
}

/// The lowest sector under world (x, y, z), whose floor data holds the
/// triggers of a stacked-room column.
pub fn trigger_sector(view: &impl RoomView, room: RoomId, x: i32, y: i32, z: i32) -> SectorRef {
    let mut s = find_sector(view, room, x, y, z);
    for _ in 0..view.level().rooms.len().max(1) {
        match view
            .room(s.room)
            .sector(s.x, s.z)
            .and_then(|sec| sec.room_below)
        {
            Some(below) => {
                let (bx, bz) = cell(view.room(below), x, z);
                s = SectorRef {
                    room: below,
                    x: bx,
                    z: bz,
                };
            }
            None => break,
        }
    }
    s
}

/// What a sector offers besides heights: climbable walls, monkey-swing
/// ceiling, kill floor, footstep material and navigation box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SectorInfo {
    /// Climbable walls: 0x01 +Z, 0x02 +X, 0x04 −Z, 0x08 −X.
    pub climb: u8,
    pub monkey: bool,
    pub kill: bool,
    pub material: u8,
    pub box_id: Option<crate::level::BoxId>,
    /// The sector is a wall (floor byte 0x81).
    pub wall: bool,
    /// The floor-data functions 0x14 (bit 1) and 0x15 (bit 2) the sector
    /// holds: TR3's mine-cart rail marks (left turn, right turn, both: a
    /// buffer stop), TR4/TR5's trigger-triggerer and beetle marks.
    pub special: u8,
}

/// [`SectorInfo::special`]'s bit for floor-data function 0x14.
pub const SPECIAL_14: u8 = 1;
/// [`SectorInfo::special`]'s bit for floor-data function 0x15.
pub const SPECIAL_15: u8 = 2;

/// The sector information at world (x, y, z).
pub fn sector_info(view: &impl RoomView, room: RoomId, x: i32, y: i32, z: i32) -> SectorInfo {
    let s = find_sector(view, room, x, y, z);
    let r = view.room(s.room);
    let Some(sec) = r.sector(s.x, s.z).filter(|_| !view.shut(s.room, s.x, s.z)) else {
        return SectorInfo {
            wall: true,
            ..Default::default()
        };
    };
    let mut info = SectorInfo {
        material: sec.material,
        box_id: sec.box_id,
        wall: sec.floor.is_none(),
        ..Default::default()
    };
    for e in &view.level().floor_list(sec.floor_list).entries {
        match e.function {
            FloorFunction::Climb(d) => info.climb |= d,
            FloorFunction::Monkey => info.monkey = true,
            FloorFunction::Kill => info.kill = true,
            FloorFunction::Special14 => info.special |= SPECIAL_14,
            FloorFunction::Special15 => info.special |= SPECIAL_15,
            _ => {}
        }
    }
    info
}
