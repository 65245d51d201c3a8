//! Portal visibility: from the camera's room, rooms are visible through
//! portals that face the camera and whose screen rectangle, clipped by the
//! rectangle they were seen through, is not empty (recursive screen-space
//! portal clipping, which also culls against the view frustum).

use super::math::Mat4;
use crate::level::{Level, RoomId};

/// A screen rectangle in normalised device coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

impl Rect {
    /// The whole screen.
    pub const SCREEN: Rect = Rect {
        x0: -1.0,
        y0: -1.0,
        x1: 1.0,
        y1: 1.0,
    };

    fn intersect(&self, o: &Rect) -> Option<Rect> {
        let r = Rect {
            x0: self.x0.max(o.x0),
            y0: self.y0.max(o.y0),
            x1: self.x1.min(o.x1),
            y1: self.y1.min(o.y1),
        };
        (r.x0 < r.x1 && r.y0 < r.y1).then_some(r)
    }

    fn union(&self, o: &Rect) -> Rect {
        Rect {
            x0: self.x0.min(o.x0),
            y0: self.y0.min(o.y0),
            x1: self.x1.max(o.x1),
            y1: self.y1.max(o.y1),
        }
    }

    fn contains(&self, o: &Rect) -> bool {
        self.x0 <= o.x0 && self.y0 <= o.y0 && self.x1 >= o.x1 && self.y1 >= o.y1
    }
}

/// The screen rectangle of a portal, or None when it is off screen. A
/// portal crossing the near plane covers everything it is seen through.
fn portal_rect(view_proj: &Mat4, corners: &[[f32; 3]; 4], through: &Rect) -> Option<Rect> {
    let mut r = Rect {
        x0: f32::MAX,
        y0: f32::MAX,
        x1: f32::MIN,
        y1: f32::MIN,
    };
    let mut behind = 0;
    for c in corners {
        let p = view_proj.transform(*c);
        if p[3] <= 1.0 {
            behind += 1;
            continue;
        }
        let (x, y) = (p[0] / p[3], p[1] / p[3]);
        r.x0 = r.x0.min(x);
        r.y0 = r.y0.min(y);
        r.x1 = r.x1.max(x);
        r.y1 = r.y1.max(y);
    }
    match behind {
        4 => None,
        0 => r.intersect(through),
        _ => Some(*through),
    }
}

/// The rooms visible from `camera` in room `start`, in the order found, with
/// the rectangle each is seen through. `active` maps a room to the room
/// drawn in its place (its alternate while flipped).
pub fn visible_rooms(
    level: &Level,
    start: RoomId,
    camera: [f32; 3],
    view_proj: &Mat4,
    active: impl Fn(RoomId) -> RoomId,
) -> Vec<(RoomId, Rect)> {
    let n = level.rooms.len();
    let mut seen: Vec<Option<Rect>> = vec![None; n];
    let mut order: Vec<RoomId> = Vec::new();
    if start.index() >= n {
        return Vec::new();
    }
    seen[start.index()] = Some(Rect::SCREEN);
    order.push(start);
    let mut stack = vec![(start, Rect::SCREEN)];
    let mut steps = 0;
    while let Some((room, rect)) = stack.pop() {
        steps += 1;
        if steps > 64 * n.max(1) {
            break;
        }
        let r = &level.rooms[active(room).index()];
        let origin = r.position.map(|v| v as f32);
        for portal in &r.portals {
            let target = portal.room;
            if target.index() >= n {
                continue;
            }
            let corners = portal.vertices.map(|v| {
                [
                    origin[0] + v[0] as f32,
                    origin[1] + v[1] as f32,
                    origin[2] + v[2] as f32,
                ]
            });
            // The camera must be on the inside of the portal (normals point in).
            let nrm = portal.normal.map(|v| v as f32);
            let to_cam = [
                camera[0] - corners[0][0],
                camera[1] - corners[0][1],
                camera[2] - corners[0][2],
            ];
            if to_cam[0] * nrm[0] + to_cam[1] * nrm[1] + to_cam[2] * nrm[2] <= 0.0 {
                continue;
            }
            let Some(through) = portal_rect(view_proj, &corners, &rect) else {
                continue;
            };
            match seen[target.index()] {
                Some(prev) if prev.contains(&through) => continue,
                Some(prev) => seen[target.index()] = Some(prev.union(&through)),
                None => {
                    seen[target.index()] = Some(through);
                    order.push(target);
                }
            }
            stack.push((target, through));
        }
    }
    order
        .into_iter()
        .map(|r| (r, seen[r.index()].unwrap_or(Rect::SCREEN)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build;
    use crate::builder::demo::{demo_level, rooms};
    use crate::format::Game;
    use crate::render::math::tr_radians;

    #[test]
    fn rooms_behind_the_camera_or_around_corners_are_not_drawn() {
        let level = Level::from_raw(&build(&demo_level(), Game::Tr4)).unwrap();
        let hall = RoomId(rooms::HALL as u32);
        // In the hall near its east doorway, looking east into the gap room.
        let cam = [7.0 * 1024.0, -512.0, 4.5 * 1024.0];
        let proj = Mat4::perspective(1.2, 4.0 / 3.0, 10.0, 40_000.0);
        let east = proj.mul(&Mat4::tr_view(cam, tr_radians(16384.0), 0.0));
        let west = proj.mul(&Mat4::tr_view(cam, tr_radians(-16384.0), 0.0));
        let seen_east: Vec<RoomId> = visible_rooms(&level, hall, cam, &east, |r| r)
            .into_iter()
            .map(|v| v.0)
            .collect();
        let seen_west: Vec<RoomId> = visible_rooms(&level, hall, cam, &west, |r| r)
            .into_iter()
            .map(|v| v.0)
            .collect();
        let gap = RoomId(rooms::GAP as u32);
        assert!(seen_east.contains(&gap), "{seen_east:?}");
        assert!(!seen_west.contains(&gap), "{seen_west:?}");
        assert_eq!(seen_west[0], hall);
        assert!(
            seen_east.len() < level.rooms.len(),
            "not everything is visible"
        );
    }
}
