//! The originals' line of sight: the segment is walked across the sector
//! grid one sector line at a time, once along x and once along z (the
//! longer axis last), testing the floor and ceiling on both sides of each
//! line; where it ends, a floor or ceiling it passed through clips it
//! (TRX tr1 `los.c` `LOS_Check`). Guns pick and keep targets with it and
//! a missed shot's ricochet lands where it stops.
//!
//! Integer arithmetic throughout: slopes in 1024ths with C's truncating
//! division, points stepped a sector at a time from the first sector line.

use crate::level::RoomId;

use super::geometry::{ceiling_height, find_sector, floor_height, RoomView};
use super::World;

/// What a line of sight reads: the rooms and the floor and ceiling heights
/// at a point. The world counts what entities lend (bridges, trapdoors); a
/// drawing snapshot reads the rooms alone.
pub trait Heights: RoomView + Sized {
    /// The floor under (x, y, z) of `room`.
    fn floor_at(&self, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
        floor_height(self, room, x, y, z)
    }
    /// The ceiling over (x, y, z) of `room`.
    fn ceiling_at(&self, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
        ceiling_height(self, room, x, y, z)
    }
}

impl Heights for World {
    fn floor_at(&self, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
        self.floor(room, x, y, z)
    }
    fn ceiling_at(&self, room: RoomId, x: i32, y: i32, z: i32) -> i32 {
        self.ceiling(room, x, y, z)
    }
}

/// Sector size and its shift.
const WALL: i32 = 1024;
const WALL_SHIFT: u32 = 10;
/// Sector lines a walk crosses at most (4 million units: far beyond any
/// level), so a script's wild coordinates end rather than loop.
const MAX_LINES: usize = 4096;

/// The most rooms a walk records (the originals' 20-entry room list).
pub const LOS_ROOMS: usize = 20;

/// The rooms the last sector walk of a line of sight stood in, in the
/// order it met them, its start room first (the originals' `LOSRooms`, which
/// the test for smashable items on a shot's line looks through). Rooms
/// past the first [`LOS_ROOMS`] are not kept, as in the originals' list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LosRooms {
    list: [RoomId; LOS_ROOMS],
    len: usize,
}

impl LosRooms {
    fn starting(room: RoomId) -> LosRooms {
        LosRooms {
            list: [room; LOS_ROOMS],
            len: 1,
        }
    }

    /// Records `room` when it is not the one last recorded.
    fn enter(&mut self, room: RoomId) {
        if self.len < LOS_ROOMS && self.list[self.len - 1] != room {
            self.list[self.len] = room;
            self.len += 1;
        }
    }

    /// The rooms, in the order met.
    pub fn as_slice(&self) -> &[RoomId] {
        &self.list[..self.len]
    }
}

/// What a line of sight found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sight {
    /// Nothing stands between the ends.
    pub clear: bool,
    /// The end point, or where the sight stopped.
    pub point: [i32; 3],
    /// The room of that point.
    pub room: RoomId,
    /// The rooms the last of the two sector walks stood in.
    pub rooms: LosRooms,
}

impl Sight {
    /// The sight stopped at `point` of `room`, its rooms kept.
    fn stop(&mut self, point: [i32; 3], room: RoomId) {
        self.clear = false;
        self.point = point;
        self.room = room;
    }
}

/// How one axis' walk ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Walk {
    /// It reached the end.
    Through,
    /// A sector line it stood on was inside geometry (the originals' −1).
    Inside,
    /// The next sector across a line was closed (the originals' 0).
    Blocked,
}

impl World {
    /// The line of sight from `from` (in `room`) to `to`: clear or not,
    /// and the point where it stopped with its room (TRX `LOS_Check`).
    pub fn los(&self, room: RoomId, from: [i32; 3], to: [i32; 3]) -> Sight {
        los(self, room, from, to)
    }

    /// True when nothing solid lies between two points: [`World::los`]
    /// came through both sector walks and no floor or ceiling clipped the
    /// end (the originals' `LOS_Check` result, which creatures' sight and
    /// the camera ask for).
    pub fn line_of_sight(&self, room: RoomId, from: [i32; 3], to: [i32; 3]) -> bool {
        los(self, room, from, to).clear
    }
}

/// The line of sight over `view` (see [`World::los`]).
pub fn los(view: &impl Heights, room: RoomId, from: [i32; 3], to: [i32; 3]) -> Sight {
    let mut target = Sight {
        clear: false,
        point: to,
        room,
        rooms: LosRooms::starting(room),
    };
    let along_z = (to[2] - from[2]).abs() > (to[0] - from[0]).abs();
    let (first, second) = if along_z {
        let a = walk(view, room, from, &mut target, 0);
        (a, walk(view, room, from, &mut target, 2))
    } else {
        let a = walk(view, room, from, &mut target, 2);
        (a, walk(view, room, from, &mut target, 0))
    };
    if second == Walk::Blocked {
        return target;
    }
    let [x, y, z] = target.point;
    target.room = find_sector(view, target.room, x, y, z).room;
    let unclipped = clip(view, from, &mut target);
    target.clear = unclipped && first == Walk::Through && second == Walk::Through;
    target
}

/// True when (x, y, z) of `room` lies below the floor or above the
/// ceiling of its sector.
fn outside(view: &impl Heights, room: RoomId, p: [i32; 3]) -> bool {
    let [x, y, z] = p;
    y > view.floor_at(room, x, y, z) || y < view.ceiling_at(room, x, y, z)
}

/// Walks the segment across the sector lines of `axis` (0: x, 2: z),
/// shortening `target` where it stops (TRX `LOS_CheckX` / `LOS_CheckZ`).
fn walk(
    view: &impl Heights,
    room: RoomId,
    from: [i32; 3],
    target: &mut Sight,
    axis: usize,
) -> Walk {
    // Each walk lists its own rooms (the originals reset the list).
    target.rooms = LosRooms::starting(room);
    let to = target.point;
    let d = to[axis].wrapping_sub(from[axis]);
    if d == 0 {
        return Walk::Through;
    }
    // The two other axes' change per sector along this one.
    let others: [usize; 2] = if axis == 0 { [1, 2] } else { [0, 1] };
    let slope = others.map(|k| (to[k].wrapping_sub(from[k]) << WALL_SHIFT).wrapping_div(d));
    let step = if d < 0 { -1 } else { 1 };
    let mut p = from;
    p[axis] = if d < 0 {
        from[axis] & !(WALL - 1)
    } else {
        from[axis] | (WALL - 1)
    };
    let run = p[axis] - from[axis];
    for (k, s) in others.iter().zip(slope) {
        p[*k] = from[*k].wrapping_add(s.wrapping_mul(run) >> WALL_SHIFT);
    }
    let mut current = room;
    for _ in 0..MAX_LINES {
        if (d < 0 && p[axis] <= to[axis]) || (d > 0 && p[axis] >= to[axis]) {
            target.room = current;
            return Walk::Through;
        }
        current = find_sector(view, current, p[0], p[1], p[2]).room;
        if outside(view, current, p) {
            target.stop(p, current);
            return Walk::Inside;
        }
        target.rooms.enter(current);
        let last = current;
        let mut beyond = p;
        beyond[axis] = beyond[axis].wrapping_add(step);
        current = find_sector(view, current, beyond[0], beyond[1], beyond[2]).room;
        if outside(view, current, beyond) {
            target.stop(p, last);
            return Walk::Blocked;
        }
        p[axis] = p[axis].wrapping_add(step * WALL);
        for (k, s) in others.iter().zip(slope) {
            p[*k] = p[*k].wrapping_add(step.wrapping_mul(s));
        }
    }
    target.stop(p, current);
    Walk::Inside
}

/// Clips the end to the floor or ceiling it lies beyond when the start
/// is on the near side; false when it did (TRX `LOS_ClipTarget`).
fn clip(view: &impl Heights, from: [i32; 3], target: &mut Sight) -> bool {
    let [x, y, z] = target.point;
    let d = [0, 1, 2].map(|k| target.point[k].wrapping_sub(from[k]));
    let floor = view.floor_at(target.room, x, y, z);
    let ceiling = view.ceiling_at(target.room, x, y, z);
    let surface = if y > floor && from[1] < floor {
        floor
    } else if y < ceiling && from[1] > ceiling {
        ceiling
    } else {
        return true;
    };
    // The strict comparisons above keep the rise across a nonzero d[1].
    let rise = surface.wrapping_sub(from[1]);
    target.point = [
        from[0].wrapping_add(d[0].wrapping_mul(rise).wrapping_div(d[1])),
        surface,
        from[2].wrapping_add(d[2].wrapping_mul(rise).wrapping_div(d[1])),
    ];
    false
}
