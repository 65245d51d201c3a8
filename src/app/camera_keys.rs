//! The play window's cameras under the player's keys: the free camera
//! flown by the held keys and the controller's sticks, and look-around
//! from the chase camera (turning within limits while Look is held and
//! swinging back when released).

use super::controls::{dead_zone, Bindings};
use crate::render::View;
use crate::world::geometry::find_sector;
use crate::world::World;

/// Stick deflection (−1..1) of a controller axis, with a dead zone.
fn axis(pad: Option<&sdl2::controller::GameController>, a: sdl2::controller::Axis) -> f32 {
    dead_zone(pad.map_or(0, |p| p.axis(a)) as f32 / 32767.0)
}

/// Free-camera movement per second (world units) and turn rate (TR units).
const MOVE_SPEED: f32 = 4096.0;
const TURN_SPEED: f32 = 32768.0;

/// How far look-around turns from the chase direction (TR angle units:
/// 80° sideways, 45° up or down).
const LOOK_YAW: f32 = 80.0 / 360.0 * 65536.0;
const LOOK_PITCH: f32 = 45.0 / 360.0 * 65536.0;

/// The next look-around offsets (yaw, pitch): while `looking`, `steer`
/// (right, down in -1..1) turns them within the limits; otherwise they
/// swing back toward the chase direction.
pub(crate) fn look_around(look: (f32, f32), looking: bool, steer: [f32; 2], dt: f32) -> (f32, f32) {
    if looking {
        (
            (look.0 + TURN_SPEED / 2.0 * dt * steer[0]).clamp(-LOOK_YAW, LOOK_YAW),
            (look.1 + TURN_SPEED / 2.0 * dt * steer[1]).clamp(-LOOK_PITCH, LOOK_PITCH),
        )
    } else {
        let back = (1.0 - 8.0 * dt).max(0.0);
        (look.0 * back, look.1 * back)
    }
}

/// Moves the free camera from the held keys and the controller's sticks;
/// the camera's room follows it through portals.
pub(crate) fn fly(
    view: &mut View,
    world: &World,
    bindings: &Bindings,
    keys: &sdl2::keyboard::KeyboardState,
    pad: Option<&sdl2::controller::GameController>,
    dt: f32,
) {
    use sdl2::controller::Axis;
    let held = |action: &str| {
        if bindings.held(action, keys) {
            1.0
        } else {
            0.0
        }
    };
    let fast = if bindings.held("fast", keys) {
        4.0
    } else {
        1.0
    };
    let step = MOVE_SPEED * fast * dt;
    let turn = held("right") - held("left") + axis(pad, Axis::LeftX) + axis(pad, Axis::RightX);
    view.yaw += TURN_SPEED * dt * turn;
    let look = held("look_down") - held("look_up") + axis(pad, Axis::RightY);
    view.pitch = (view.pitch + TURN_SPEED * dt / 2.0 * look).clamp(-15000.0, 15000.0);
    let forward = (held("forward") - held("back") - axis(pad, Axis::LeftY)) * step;
    let r = crate::render::math::tr_radians(view.yaw);
    view.pos[0] += r.sin() * forward;
    view.pos[2] += r.cos() * forward;
    view.pos[1] += (held("down") - held("up")) * step;
    let p = view.pos.map(|v| v as i32);
    view.room = find_sector(world, view.room, p[0], p[1], p[2]).room;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_around_turns_within_limits_and_swings_back() {
        let mut look = (0.0, 0.0);
        for _ in 0..100 {
            look = look_around(look, true, [1.0, -1.0], 1.0 / 60.0);
        }
        assert_eq!(look, (LOOK_YAW, -LOOK_PITCH));
        for _ in 0..60 {
            look = look_around(look, false, [0.0, 0.0], 1.0 / 60.0);
        }
        assert!(look.0.abs() < 10.0 && look.1.abs() < 10.0, "{look:?}");
    }
}
