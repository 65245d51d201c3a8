//! The animation state machine (TRosettaStone 3 §6): goal-state changes through
//! dispatch frame ranges, frame advance, NextAnimation/NextFrame at the end,
//! per-frame and end-of-animation commands, speed and acceleration.

use crate::level::anim::{AnimCommand, Environment};
use crate::level::AnimId;

use super::entity::FULL_STRIDE;
use super::fixed::{cos, sin};
use super::geometry::find_sector;
use super::{Event, Foot, Hooks, Motion, World};

/// Gravity in world units per tick² while falling slower than
/// [`FAST_FALL_SPEED`]; past it the fall speeds up by one unit per tick.
pub const GRAVITY: i32 = 6;
pub const FAST_FALL_SPEED: i32 = 128;

/// Tries the state change to the entity's goal state from its current
/// frame; returns true when the animation changed.
pub fn change_state(world: &mut World, i: usize) -> bool {
    let level = world.level.clone();
    let e = &world.entities[i];
    if e.goal_state == e.state {
        return false;
    }
    let Some(anim) = level.animations.get(e.anim.index()) else {
        return false;
    };
    for sc in anim
        .state_changes
        .clone()
        .filter_map(|k| level.state_changes.get(k as usize))
    {
        if sc.state != e.goal_state {
            continue;
        }
        for d in sc
            .dispatches
            .clone()
            .filter_map(|k| level.dispatches.get(k as usize))
        {
            if (d.low..=d.high).contains(&e.frame) {
                set_anim(world, i, d.next_animation, Some(d.next_frame));
                return true;
            }
        }
    }
    false
}

/// Switches entity `i` to `anim` at `frame` (default: its first frame).
pub fn set_anim(world: &mut World, i: usize, anim: AnimId, frame: Option<u16>) {
    let Some(a) = world.level.animations.get(anim.index()) else {
        return;
    };
    let e = &mut world.entities[i];
    e.anim = anim;
    e.frame = frame.unwrap_or(a.frame_start);
    e.state = a.state;
}

/// The most frames [`animate_until`] plays before it gives up.
pub const ANIMATE_UNTIL_LIMIT: u32 = 256;

/// Plays entity `i`'s animation a frame at a time with `goal` as its goal
/// state until it is in that state, as the originals do when an object
/// starts one of Lara's moves at once (TRX tr1 lara/common.c
/// `Lara_AnimateUntil`: the transition frames are played within the tick).
/// Each frame is a whole [`animate`] step (movement and commands too);
/// the flipeffects of those frames are raised as events only, since no
/// behaviour hook runs inside another. The original loops without end;
/// here an animation that never reaches `goal` stops after
/// [`ANIMATE_UNTIL_LIMIT`] frames, and the answer is false.
pub fn animate_until(world: &mut World, i: usize, goal: u16) -> bool {
    world.entities[i].goal_state = goal;
    for _ in 0..ANIMATE_UNTIL_LIMIT {
        if world.entities[i].state == goal {
            return true;
        }
        animate(world, i, &mut super::NoHooks);
        // An item's goal falls back to its state at an animation's end;
        // the loop keeps asking for `goal`.
        world.entities[i].goal_state = goal;
    }
    world.entities[i].state == goal
}

/// Advances entity `i` by one tick. Entities without a model, or whose
/// model has no animations (a missile's single mesh), are moved by their
/// behaviour alone.
pub fn animate(world: &mut World, i: usize, hooks: &mut dyn Hooks) {
    let animated = world.entities[i]
        .model
        .and_then(|m| world.level.models.get(m.index()))
        .is_some_and(|m| m.first_animation.is_some());
    if !animated {
        return;
    }
    // The frame advances first; the state change is tried from the new
    // frame (TRX tr1 items.c Item_Animate, lara/common.c Lara_Animate).
    world.entities[i].frame = world.entities[i].frame.wrapping_add(1);
    change_state(world, i);
    let level = world.level.clone();
    let Some(anim) = level.animations.get(world.entities[i].anim.index()) else {
        return;
    };
    let player = world.entities[i].type_id == 0;
    let id = world.entities[i].id;
    let frame = world.entities[i].frame;
    if frame > anim.frame_end {
        // Whole-animation commands run as the animation ends.
        for c in &anim.commands {
            let e = &mut world.entities[i];
            match *c {
                AnimCommand::SetPosition { x, y, z } => {
                    let (s, co) = (sin(e.rot[1]), cos(e.rot[1]));
                    e.pos[0] += (x as i32 * co + z as i32 * s) >> 14;
                    e.pos[2] += (z as i32 * co - x as i32 * s) >> 14;
                    e.pos[1] += y as i32;
                }
                AnimCommand::JumpVelocity {
                    vertical,
                    horizontal,
                } => {
                    e.fall_speed = vertical as i32;
                    e.speed = horizontal as i32;
                    e.gravity = true;
                    // A jump whose speed the behaviour computed (Lara's up
                    // jump to a ledge: lara/common.c calc_fall_speed).
                    if e.jump_fall_speed != 0 {
                        e.fall_speed = e.jump_fall_speed;
                        e.jump_fall_speed = 0;
                    }
                }
                AnimCommand::Kill => e.status = super::Status::Deactivated,
                AnimCommand::EmptyHands => world.events.push(Event::EmptyHands { entity: id }),
                _ => {}
            }
        }
        let (next, next_frame) = (anim.next_animation, anim.next_frame);
        set_anim(world, i, next, Some(next_frame));
        // An item's goal becomes the state its next animation starts in;
        // the player keeps hers (Item_Animate / Lara_Animate).
        if !player {
            let e = &mut world.entities[i];
            e.goal_state = e.state;
        }
    }
    // Frame commands on this frame, of the animation playing now (a
    // command on the first frame of the next animation runs as it starts).
    let (frame, anim) = {
        let e = &world.entities[i];
        match level.animations.get(e.anim.index()) {
            Some(a) => (e.frame, a),
            None => return,
        }
    };
    for c in &anim.commands {
        match *c {
            AnimCommand::PlaySound {
                frame: f,
                sound,
                environment,
            } if f == frame => {
                let in_water = level
                    .rooms
                    .get(world.entities[i].room.index())
                    .is_some_and(|r| r.is_water());
                let plays = match environment {
                    Environment::Any => true,
                    Environment::Land => !in_water,
                    Environment::Water => in_water,
                };
                if plays {
                    world.events.push(Event::Sound {
                        sound,
                        pos: Some(world.entities[i].pos),
                        entity: Some(id),
                    });
                }
            }
            AnimCommand::Flipeffect {
                frame: f,
                effect,
                environment,
            } if f == frame => {
                let foot = match environment {
                    Environment::Land => Some(Foot::Left),
                    Environment::Water => Some(Foot::Right),
                    Environment::Any => None,
                };
                world.events.push(Event::Flipeffect {
                    effect,
                    entity: Some(id),
                    foot,
                });
                hooks.flipeffect(world, effect, Some(id), foot, None);
            }
            _ => {}
        }
    }
    let level = world.level.clone();
    let e = &mut world.entities[i];
    let Some(anim) = level.animations.get(e.anim.index()) else {
        return;
    };
    match e.motion {
        Motion::Swim => {
            // Swimming: a quarter of the fall-speed field along yaw and
            // pitch (pitch up raises the body).
            let (yaw, pitch) = (e.rot[1].wrapping_add(e.move_offset), e.rot[0]);
            let flat = (cos(pitch) * (e.fall_speed / 4)) >> 14;
            if e.driven {
                e.pos[0] += (sin(yaw) * flat) >> 14;
                e.pos[2] += (cos(yaw) * flat) >> 14;
                e.pos[1] -= (sin(pitch) * (e.fall_speed / 4)) >> 14;
            }
        }
        Motion::Ground => {
            if e.gravity {
                // In the air the player's speed still follows her
                // animation's acceleration (Lara_Animate); items keep theirs.
                if player && anim.accel != 0 {
                    let t = e.frame.wrapping_sub(anim.frame_start) as i64;
                    let before = anim.speed as i64 + anim.accel as i64 * (t - 1);
                    let after = before + anim.accel as i64;
                    e.speed += ((after >> 16) - (before >> 16)) as i32;
                }
                e.fall_speed += if e.fall_speed < FAST_FALL_SPEED {
                    GRAVITY
                } else {
                    1
                };
                e.pos[1] += e.fall_speed;
            } else {
                let t = e.frame.saturating_sub(anim.frame_start) as i64;
                let speed = (anim.speed as i64 + anim.accel as i64 * t) >> 16;
                e.speed = (speed * e.stride as i64 / FULL_STRIDE as i64) as i32;
            }
            if e.driven {
                let heading = e.rot[1].wrapping_add(e.move_offset);
                e.pos[0] += (sin(heading) * e.speed) >> 14;
                e.pos[2] += (cos(heading) * e.speed) >> 14;
                // Lateral speed (TR4/TR5, entities other than Lara).
                if e.type_id != 0 && anim.speed_lateral != 0 {
                    let yaw = e.rot[1];
                    let t = e.frame.saturating_sub(anim.frame_start) as i64;
                    let side =
                        ((anim.speed_lateral as i64 + anim.accel_lateral as i64 * t) >> 16) as i32;
                    e.pos[0] += (cos(yaw) * side) >> 14;
                    e.pos[2] -= (sin(yaw) * side) >> 14;
                }
            }
        }
    }
    // Room membership follows the position; a falling entity lands on its
    // floor unless its behaviour lands it itself.
    let (room, pos, falling) = (e.room, e.pos, e.gravity && e.auto_land);
    // Up or down the column it came from first, then across: a body that
    // climbed through an opening and stepped beyond it is in the room above.
    let (px, pz) = (e.prev_pos[0], e.prev_pos[2]);
    let column = find_sector(world, room, px, pos[1] - 1, pz).room;
    let sector = find_sector(world, column, pos[0], pos[1], pos[2]);
    let floor = if falling {
        world.floor(sector.room, pos[0], pos[1], pos[2])
    } else {
        0
    };
    let e = &mut world.entities[i];
    e.room = sector.room;
    if falling && e.pos[1] >= floor {
        e.pos[1] = floor;
        e.gravity = false;
        e.fall_speed = 0;
    }
}
