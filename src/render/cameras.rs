//! Where the view comes from: a running flyby, the view a script requested
//! (first person from a point of an entity: [`request_view`]), a fixed
//! camera switched on by a trigger (looking at the requested entity, else
//! the player), or the chase camera behind the player, pulled in so it
//! never ends up behind a wall and eased from frame to frame
//! ([`ChaseCamera`]).

use super::View;
use crate::level::RoomId;
use crate::world::flyby::GameView;
use crate::world::geometry::{ceiling_height, floor_height};
use crate::world::snapshot::EntitySnapshot;
use crate::world::Snapshot;

/// Yaw and pitch (TR units) that look from `from` to `to`.
pub fn look(from: [f32; 3], to: [f32; 3]) -> (f32, f32) {
    let (dx, dy, dz) = (to[0] - from[0], to[1] - from[1], to[2] - from[2]);
    let yaw = dx.atan2(dz) / std::f32::consts::TAU * 65536.0;
    let pitch = dy.atan2((dx * dx + dz * dz).sqrt()) / std::f32::consts::TAU * 65536.0;
    (yaw, pitch)
}

fn room_at(world: &Snapshot, start: RoomId, p: [f32; 3]) -> RoomId {
    world.room_at(start, p.map(|v| v as i32))
}

/// The view a script requested (`world.camera_request`), if one is on and
/// its entity still exists: from the requested point of the entity's mesh
/// (its origin when the mesh is not there) with the requested heading,
/// pitch and field of view.
pub fn request_view(world: &Snapshot) -> Option<View> {
    let r = world.camera.request?;
    let pos = r.eye.map(|v| v as f32);
    Some(View {
        pos,
        yaw: r.yaw as f32,
        pitch: r.pitch as f32,
        room: room_at(world, r.room, pos),
        fov: r.fov,
    })
}

/// What to draw over the frame for a requested view while it is the view
/// shown (no flyby over it).
pub fn request_sight(world: &Snapshot) -> Option<crate::world::camera::Sight> {
    if world.camera.flyby.is_some() {
        return None;
    }
    world.camera.request.map(|r| r.sight)
}

/// The view the world asks for, if any: a flyby, a script's request or a
/// fixed camera, in that order.
pub fn world_view(world: &Snapshot, fov: f32) -> Option<View> {
    let level = &world.level;
    if let Some(cv) = world.camera.flyby {
        let (yaw, pitch) = look(cv.pos, cv.target);
        let start = RoomId(cv.room.min(level.rooms.len().saturating_sub(1) as u32));
        return Some(View {
            pos: cv.pos,
            yaw,
            pitch,
            room: room_at(world, start, cv.pos),
            fov: cv.fov,
        });
    }
    if let Some(view) = request_view(world) {
        return Some(view);
    }
    let fixed = world.camera.fixed?;
    let cam = level.cameras.get(fixed as usize)?;
    let pos = cam.pos.map(|v| v as f32);
    let target = world
        .camera
        .look_at
        .or_else(|| world.lara().map(|e| e.id))
        .and_then(|id| world.entity(id))
        .map(|e| [e.pos[0] as f32, e.pos[1] as f32 - 512.0, e.pos[2] as f32])?;
    let (yaw, pitch) = look(pos, target);
    let start = RoomId(
        (cam.room_or_strength.max(0) as u32).min(level.rooms.len().saturating_sub(1) as u32),
    );
    Some(View {
        pos,
        yaw,
        pitch,
        room: room_at(world, start, pos),
        fov,
    })
}

/// How far ahead of the game camera the point it looks at lies when there
/// is no player to look at.
const LOOK_DISTANCE: f32 = 1024.0;

/// Where the game camera `view` stands and the point it looks at, as a
/// flyby pans in from it and back to it: along its direction as far as the
/// player's head (the chase camera looks at her), or [`LOOK_DISTANCE`].
pub fn game_view(view: &View, world: &Snapshot) -> GameView {
    let distance = world.lara().map_or(LOOK_DISTANCE, |lara| {
        let head = head(world, lara).map(|v| v as f32);
        distance(view.pos, head).max(1.0)
    });
    let (yaw, pitch) = (
        crate::render::math::tr_radians(view.yaw),
        crate::render::math::tr_radians(view.pitch),
    );
    let dir = [
        yaw.sin() * pitch.cos(),
        pitch.sin(),
        yaw.cos() * pitch.cos(),
    ];
    GameView {
        pos: view.pos.map(|v| v.round() as i32),
        target: [0, 1, 2].map(|i| (view.pos[i] + dir[i] * distance).round() as i32),
    }
}

/// Distances behind Lara the chase camera tries, farthest first.
const CHASE_DISTANCES: [f32; 6] = [1536.0, 1280.0, 1024.0, 768.0, 512.0, 256.0];

/// Turns away from straight behind her (TR units, 1/65536 of a turn) the
/// chase camera tries when a wall stands close behind her: ever further
/// to either side, up to a quarter turn, as the games' camera swings round
/// her when she backs up to a wall.
const CHASE_SWINGS: [i32; 9] = [0, 4096, -4096, 8192, -8192, 12288, -12288, 16384, -16384];

/// A distance at which the chase camera stays on a direction rather than
/// swinging further round for more room.
const CHASE_ENOUGH: f32 = 1024.0;

/// Room kept free beyond the camera so the view never starts inside a wall.
const CHASE_MARGIN: f32 = 192.0;

/// How far the chase camera keeps from floors and ceilings; where they are
/// closer together it takes their midpoint (the originals' `GROUND_SHIFT`,
/// TRX tr1 camera/common.c `Camera_Move`).
const GROUND_SHIFT: i32 = 256;

/// How far under the ceiling over her the point the chase camera looks at
/// stays, so that it is inside her room when she hangs from a monkey bar or
/// crawls under a low ceiling.
const HEAD_CLEARANCE: i32 = 64;

/// The point over Lara the chase camera looks at: 768 above her feet, kept
/// under the ceiling over her.
fn head(world: &Snapshot, lara: &EntitySnapshot) -> [i32; 3] {
    let [x, y, z] = lara.pos;
    let ceiling = ceiling_height(world, lara.room, x, y, z);
    let above = y - 768;
    let y = if ceiling < y {
        above.max(ceiling + HEAD_CLEARANCE).min(y)
    } else {
        above
    };
    [x, y, z]
}

/// `p` moved up or down to lie between the floor and the ceiling at its
/// place, [`GROUND_SHIFT`] off each (their midpoint where they are
/// closer), as the originals' camera keeps out of floors and ceilings.
fn between_floor_and_ceiling(world: &Snapshot, start: RoomId, p: [f32; 3]) -> [f32; 3] {
    let room = room_at(world, start, p);
    let [x, y, z] = p.map(|v| v as i32);
    let mut low = floor_height(world, room, x, y, z) - GROUND_SHIFT;
    let mut high = ceiling_height(world, room, x, y, z) + GROUND_SHIFT;
    if low < high {
        high = (low + high) >> 1;
        low = high;
    }
    [p[0], y.clamp(high, low) as f32, p[2]]
}

/// The chase camera: behind and above the player, looking where she faces,
/// pulled towards her until nothing solid lies between them. With a wall
/// close behind her it swings to one side (the first direction of
/// [`CHASE_SWINGS`] with [`CHASE_ENOUGH`] room, else the roomiest) and
/// looks at her from there; walled in all round, it looks down from over
/// her head. Every place it takes is kept between the floor and the
/// ceiling there ([`between_floor_and_ceiling`]).
pub fn chase_view(world: &Snapshot, fov: f32) -> Option<View> {
    let lara = world.lara()?;
    let head = head(world, lara);
    let at = |swing: i32, d: f32| {
        let r = super::math::tr_radians(lara.rot[1] as f32 + swing as f32);
        let p = [
            lara.pos[0] as f32 - r.sin() * d,
            lara.pos[1] as f32 - 1024.0,
            lara.pos[2] as f32 - r.cos() * d,
        ];
        between_floor_and_ceiling(world, lara.room, p)
    };
    // The farthest distance from which she is seen along one direction.
    let room_along = |swing: i32| {
        CHASE_DISTANCES.into_iter().find(|&d| {
            let beyond = at(swing, d + CHASE_MARGIN).map(|v| v as i32);
            world.line_of_sight(lara.room, head, beyond)
        })
    };
    let mut best: Option<(i32, f32)> = None;
    for swing in CHASE_SWINGS {
        let Some(d) = room_along(swing) else { continue };
        if best.is_none_or(|(_, b)| d > b) {
            best = Some((swing, d));
        }
        if d >= CHASE_ENOUGH {
            break;
        }
    }
    let (pos, yaw) = match best {
        Some((0, d)) => (at(0, d), lara.rot[1] as f32),
        Some((swing, d)) => {
            let pos = at(swing, d);
            (pos, look(pos, head.map(|v| v as f32)).0.rem_euclid(65536.0))
        }
        None => (
            between_floor_and_ceiling(
                world,
                lara.room,
                [head[0] as f32, head[1] as f32 - 256.0, head[2] as f32],
            ),
            lara.rot[1] as f32,
        ),
    };
    Some(View {
        pos,
        yaw,
        pitch: 1800.0,
        room: room_at(world, lara.room, pos),
        fov,
    })
}

/// Fraction of the gap to where `chase_view` would put it that the chase
/// camera closes each world tick. The games' chase camera closes a fixed
/// fraction each tick too, so when Lara turns it swings round behind her
/// instead of snapping; this one is brisker than their tenth so the
/// keyboard's quick turns stay readable.
pub const CHASE_EASE_PER_TICK: f32 = 0.2;

/// A gap (world units) past which the camera jumps instead of easing: a
/// restart, a teleport, the first frame.
pub const CHASE_SNAP_DISTANCE: f32 = 4096.0;

/// The chase camera's own motion between frames: it eases towards
/// [`chase_view`]'s place and heading at any frame rate, and never keeps a
/// place from which a wall hides Lara.
#[derive(Debug, Clone, Copy, Default)]
pub struct ChaseCamera {
    eased: Option<([f32; 3], f32)>,
}

impl ChaseCamera {
    /// The view `dt` seconds after the last one, eased towards where the
    /// chase camera wants to be; None without a player.
    pub fn follow(&mut self, world: &Snapshot, fov: f32, dt: f32) -> Option<View> {
        let ideal = chase_view(world, fov)?;
        let lara = world.lara()?;
        let (pos, yaw) = match self.eased {
            Some((pos, yaw)) if distance(pos, ideal.pos) < CHASE_SNAP_DISTANCE => {
                let ticks = dt * crate::world::TICK_RATE as f32;
                let k = 1.0 - (1.0 - CHASE_EASE_PER_TICK).powf(ticks);
                let pos = [0, 1, 2].map(|i| pos[i] + (ideal.pos[i] - pos[i]) * k);
                // The shorter way round.
                let turn = (ideal.yaw - yaw + 32768.0).rem_euclid(65536.0) - 32768.0;
                (pos, yaw + turn * k)
            }
            _ => (ideal.pos, ideal.yaw),
        };
        let head = head(world, lara);
        let (pos, yaw) = if world.line_of_sight(lara.room, head, pos.map(|v| v as i32)) {
            (pos, yaw)
        } else {
            (ideal.pos, yaw)
        };
        self.eased = Some((pos, yaw.rem_euclid(65536.0)));
        Some(View {
            pos,
            yaw,
            room: room_at(world, lara.room, pos),
            ..ideal
        })
    }
}

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    (0..3).map(|i| (a[i] - b[i]).powi(2)).sum::<f32>().sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_points_the_camera_at_the_target() {
        let (yaw, pitch) = look([0.0; 3], [1000.0, 0.0, 0.0]);
        assert!((yaw - 16384.0).abs() < 1.0 && pitch.abs() < 1.0);
        let (_, down) = look([0.0; 3], [0.0, 1000.0, 1000.0]);
        assert!(
            (down - 8192.0).abs() < 1.0,
            "y is down: looking down is positive"
        );
    }

    /// A world of one 8 × 8 room (walls round an open 6 × 6, floor 0,
    /// ceiling `ceiling` clicks) holding the builder's Lara at `at`,
    /// facing `yaw`.
    fn lara_in_a_room(at: [i32; 3], yaw: u16, ceiling: i32) -> crate::world::World {
        use crate::builder::{build, EntityDef, LevelDef, RoomDef};
        let mut lara = EntityDef::new(0, 0, at);
        lara.angle = yaw;
        let def = LevelDef {
            rooms: vec![RoomDef::boxed(0, 0, 8, 8, 0, ceiling)],
            models: vec![crate::builder::hero::hero()],
            entities: vec![lara],
            ..Default::default()
        };
        let level = crate::level::Level::from_raw(&build(&def, crate::format::Game::Tr1)).unwrap();
        crate::world::World::new(std::sync::Arc::new(level), 1)
    }

    /// Lara hanging under a ceiling four clicks up (a monkey bar): the chase
    /// camera stays in the room, GROUND_SHIFT off its floor and ceiling,
    /// and looks at a point under the ceiling, not through it.
    #[test]
    fn under_a_low_ceiling_the_chase_camera_stays_in_the_room() {
        let world = lara_in_a_room([4096, -300, 4096], 0x4000, -4);
        let snapshot = world.snapshot();
        let view = chase_view(&snapshot, 80.0).unwrap();
        assert!(
            (-1024.0 + 256.0..=-256.0).contains(&view.pos[1]),
            "between ceiling and floor: {:?}",
            view.pos
        );
        assert!(view.pos[0] < 4096.0 - 512.0, "behind her: {:?}", view.pos);
        let lara = snapshot.lara().unwrap();
        assert_eq!(head(&snapshot, lara)[1], -1024 + HEAD_CLEARANCE);
    }

    /// Lara with her back to a door's sector (the one straight behind her
    /// where the chase camera would stand): shut as the closed door shuts
    /// it (`World::shut_sector`), the snapshot's queries see it as a wall
    /// and the camera stays out of it, as the originals' camera reads the
    /// sector the door rewrote (TRX tr1 door.c `M_Shut`, camera.c); open,
    /// the camera stands in it.
    #[test]
    fn the_chase_camera_stays_out_of_a_closed_doors_sector() {
        use crate::level::RoomId;
        use crate::world::geometry::cell;
        // Facing +z from the middle of sector (4, 4): straight behind her
        // at the farthest distance is sector (4, 3).
        let mut world = lara_in_a_room([4608, 0, 4608], 0, -12);
        let door_sector = (4, 3);
        let sector_of = |view: &View, world: &crate::world::World| {
            cell(
                &world.level().rooms[0],
                view.pos[0] as i32,
                view.pos[2] as i32,
            )
        };
        let open = chase_view(&world.snapshot(), 80.0).unwrap();
        assert_eq!(
            sector_of(&open, &world),
            door_sector,
            "open: {:?}",
            open.pos
        );
        world.shut_sector(RoomId(0), 4608, 3584, true);
        let snapshot = world.snapshot();
        assert_eq!(
            floor_height(&snapshot, RoomId(0), 4608, 0, 3584),
            crate::world::geometry::NO_HEIGHT,
            "the snapshot sees the shut sector"
        );
        let shut = chase_view(&snapshot, 80.0).unwrap();
        assert_ne!(
            sector_of(&shut, &world),
            door_sector,
            "shut: {:?}",
            shut.pos
        );
        let lara = snapshot.lara().unwrap();
        assert!(
            snapshot.line_of_sight(lara.room, head(&snapshot, lara), shut.pos.map(|v| v as i32)),
            "she is seen from it: {:?}",
            shut.pos
        );
        let mut chase = ChaseCamera::default();
        for _ in 0..30 {
            let eased = chase.follow(&snapshot, 80.0, 1.0 / 30.0).unwrap();
            assert_ne!(sector_of(&eased, &world), door_sector, "{:?}", eased.pos);
        }
    }

    /// Lara with her back to a wall: the chase camera swings round to her
    /// side instead of sitting at the back of her head, and looks at her.
    #[test]
    fn the_chase_camera_swings_aside_from_a_wall_behind_her() {
        // An 8×8 room: open from 1024 to 7168 on each axis; Lara 300 units
        // from the wall at x = 1024, facing +x (away from it).
        let world = lara_in_a_room([1024 + 300, 0, 4096], 0x4000, -12);
        let view = chase_view(&world.snapshot(), 80.0).unwrap();
        let (dx, dz) = (view.pos[0] - 1324.0, view.pos[2] - 4096.0);
        assert!(view.pos[0] > 1024.0, "in the room: {:?}", view.pos);
        assert!(
            (dx * dx + dz * dz).sqrt() >= CHASE_ENOUGH,
            "well away from her: {:?}",
            view.pos
        );
        let (yaw, _) = look(view.pos, [1324.0, -768.0, 4096.0]);
        let off = (yaw - view.yaw + 32768.0).rem_euclid(65536.0) - 32768.0;
        assert!(off.abs() < 1.0, "looking at her: {} vs {yaw}", view.yaw);
    }
}
