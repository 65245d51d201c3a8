//! The debug views: line segments in world space for portals, entity
//! collision boxes, trigger sectors and navigation boxes, built from the
//! level and the frame's entities for the rooms in view. Pure CPU work,
//! tested without GL; the overlay draws the segments.

use crate::level::floordata::FloorFunction;
use crate::level::{Level, RoomId};
use crate::world::pose::Transform;
use crate::world::spheres::bounds_accurate as bounding_box;
use crate::world::EntitySnapshot;

use super::overlay::Colour;

/// Which debug views are on (each toggled by its key in `play`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DebugViews {
    pub portals: bool,
    pub collision_boxes: bool,
    pub trigger_sectors: bool,
    pub nav_boxes: bool,
}

impl DebugViews {
    /// Parses a comma-separated list: portals, boxes, triggers, nav, all.
    pub fn parse(list: &str) -> Result<DebugViews, String> {
        let mut v = DebugViews::default();
        for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match name {
                "portals" => v.portals = true,
                "boxes" => v.collision_boxes = true,
                "triggers" => v.trigger_sectors = true,
                "nav" => v.nav_boxes = true,
                "all" => {
                    v = DebugViews {
                        portals: true,
                        collision_boxes: true,
                        trigger_sectors: true,
                        nav_boxes: true,
                    }
                }
                other => {
                    return Err(format!(
                        "unknown debug view {other:?} (portals, boxes, triggers, nav, all)"
                    ))
                }
            }
        }
        Ok(v)
    }

    /// True when any view is on.
    pub fn any(&self) -> bool {
        self.portals || self.collision_boxes || self.trigger_sectors || self.nav_boxes
    }
}

/// One coloured segment.
pub type Segment = ([f32; 3], [f32; 3], Colour);

pub const PORTAL_COLOUR: Colour = [0.2, 1.0, 1.0, 1.0];
pub const BOX_COLOUR: Colour = [1.0, 1.0, 0.2, 1.0];
pub const TRIGGER_COLOUR: Colour = [1.0, 0.3, 0.3, 1.0];
pub const NAV_COLOUR: Colour = [0.4, 1.0, 0.4, 1.0];
pub const NAV_BLOCKABLE_COLOUR: Colour = [1.0, 0.6, 0.1, 1.0];

/// Lifts floor outlines a little so they do not fight with the floor.
const LIFT: f32 = 8.0;

fn outline(out: &mut Vec<Segment>, corners: [[f32; 3]; 4], colour: Colour) {
    for i in 0..4 {
        out.push((corners[i], corners[(i + 1) % 4], colour));
    }
}

/// True when `room` is drawn: itself, or its alternate while flipped
/// (entities keep their room's original index).
fn in_view(level: &Level, rooms: &[RoomId], room: RoomId) -> bool {
    rooms.contains(&room)
        || level
            .rooms
            .get(room.index())
            .and_then(|r| r.alternate_room)
            .is_some_and(|alt| rooms.contains(&alt))
}

/// The segments of the views in `views` for `rooms` (room ids as drawn,
/// i.e. already swapped for flipped rooms) and `entities` at `alpha`.
pub fn segments(
    level: &Level,
    views: DebugViews,
    rooms: &[RoomId],
    entities: &[EntitySnapshot],
    alpha: f32,
    out: &mut Vec<Segment>,
) {
    for &r in rooms {
        let Some(room) = level.rooms.get(r.index()) else {
            continue;
        };
        let [rx, _, rz] = room.position.map(|v| v as f32);
        if views.portals {
            for p in &room.portals {
                let c = p
                    .vertices
                    .map(|v| [rx + v[0] as f32, v[1] as f32, rz + v[2] as f32]);
                outline(out, c, PORTAL_COLOUR);
            }
        }
        if views.trigger_sectors || views.nav_boxes {
            for x in 0..room.num_x_sectors as usize {
                for z in 0..room.num_z_sectors as usize {
                    let Some(s) = room.sector(x, z) else { continue };
                    let Some(floor) = s.floor else { continue };
                    let y = floor as f32 - LIFT;
                    let (x0, z0) = (rx + x as f32 * 1024.0, rz + z as f32 * 1024.0);
                    let corners = [
                        [x0 + 64.0, y, z0 + 64.0],
                        [x0 + 960.0, y, z0 + 64.0],
                        [x0 + 960.0, y, z0 + 960.0],
                        [x0 + 64.0, y, z0 + 960.0],
                    ];
                    let triggered = level
                        .floor_list(s.floor_list)
                        .entries
                        .iter()
                        .any(|e| matches!(e.function, FloorFunction::Trigger { .. }));
                    if views.trigger_sectors && triggered {
                        outline(out, corners, TRIGGER_COLOUR);
                        out.push((corners[0], corners[2], TRIGGER_COLOUR));
                    }
                }
            }
        }
    }
    if views.nav_boxes {
        let in_view = |x: i32, z: i32| {
            rooms.iter().any(|r| {
                level.rooms.get(r.index()).is_some_and(|room| {
                    let (rx, rz) = (room.position[0], room.position[2]);
                    x >= rx
                        && z >= rz
                        && x < rx + room.num_x_sectors as i32 * 1024
                        && z < rz + room.num_z_sectors as i32 * 1024
                })
            })
        };
        for b in &level.navigation.boxes {
            if !in_view((b.x_min + b.x_max) / 2, (b.z_min + b.z_max) / 2) {
                continue;
            }
            let y = b.floor as f32 - 2.0 * LIFT;
            let (x0, x1) = (b.x_min as f32 + 32.0, b.x_max as f32 - 32.0);
            let (z0, z1) = (b.z_min as f32 + 32.0, b.z_max as f32 - 32.0);
            let colour = if b.blockable {
                NAV_BLOCKABLE_COLOUR
            } else {
                NAV_COLOUR
            };
            outline(
                out,
                [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]],
                colour,
            );
        }
    }
    if views.collision_boxes {
        for e in entities
            .iter()
            .filter(|e| e.visible && in_view(level, rooms, e.room))
        {
            let Some(bb) = e.model.map(|_| bounding_box(level, e.anim, e.frame)) else {
                continue;
            };
            // Collision boxes turn with the entity's yaw only.
            let yaw = e.interpolated_rot(alpha)[1];
            let place = Transform::rotation([0.0, yaw, 0.0], e.interpolated_pos(alpha));
            let corner = |x: i16, y: i16, z: i16| place.apply([x as f32, y as f32, z as f32]);
            let [x0, x1, y0, y1, z0, z1] = bb;
            let bottom = [
                corner(x0, y1, z0),
                corner(x1, y1, z0),
                corner(x1, y1, z1),
                corner(x0, y1, z1),
            ];
            let top = [
                corner(x0, y0, z0),
                corner(x1, y0, z0),
                corner(x1, y0, z1),
                corner(x0, y0, z1),
            ];
            outline(out, bottom, BOX_COLOUR);
            outline(out, top, BOX_COLOUR);
            for i in 0..4 {
                out.push((bottom[i], top[i], BOX_COLOUR));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entity_boxes_show_in_flipped_rooms() {
        use crate::builder::{build, demo::demo_level};
        use crate::world::World;
        let level =
            crate::level::Level::from_raw(&build(&demo_level(), crate::format::Game::Tr4)).unwrap();
        let (room, alt) = level
            .rooms
            .iter()
            .enumerate()
            .find_map(|(i, r)| Some((RoomId(i as u32), r.alternate_room?)))
            .expect("the demo flips a room");
        let world = World::new(std::sync::Arc::new(level), 0);
        let mut e = world
            .snapshot()
            .entities
            .into_iter()
            .find(|e| e.model.is_some())
            .unwrap();
        e.room = room;
        let views = DebugViews::parse("boxes").unwrap();
        let mut out = Vec::new();
        segments(
            world.level(),
            views,
            &[alt],
            std::slice::from_ref(&e),
            1.0,
            &mut out,
        );
        assert_eq!(out.len(), 12, "a box's 12 edges while the room is flipped");
        out.clear();
        segments(
            world.level(),
            views,
            &[RoomId(u32::MAX)],
            &[e],
            1.0,
            &mut out,
        );
        assert!(out.is_empty());
    }

    #[test]
    fn names_parse_and_typos_are_refused() {
        let v = DebugViews::parse("portals, nav").unwrap();
        assert!(v.portals && v.nav_boxes && !v.collision_boxes && !v.trigger_sectors);
        assert!(DebugViews::parse("all").unwrap().trigger_sectors);
        assert!(DebugViews::parse("portal").unwrap_err().contains("portal"));
        assert!(!DebugViews::parse("").unwrap().any());
    }
}
