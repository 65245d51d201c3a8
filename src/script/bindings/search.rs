//! A creature's path search and senses for scripts (the originals' LOT and
//! AI info, `world::nav::lot`, `world::nav::target`, `world::creature::info`):
//! `e:start_search()`, `e:search_boxes()`, `e:require_box(b [, x, y, z])`,
//! `e:target_box(b)`, `e:zone_box()`, `e:search_blocked(b)`,
//! `e:search_exit(b)`, `e:calculate_target()` and `e:ai_info(...)`.

use super::identity::stale;
use super::methods::Methods;
use super::with_world;
use crate::level::{BoxId, RoomId};
use crate::world::creature::info::Enemy;
use crate::world::{EntityId, World};

/// ai_info's arguments: zone class, pivot, target x, y, z, room, yaw,
/// heading, speed, alive, pitch lift (absent: 0).
type InfoArgs = (
    mlua::LuaString,
    i32,
    i32,
    i32,
    i32,
    u32,
    i32,
    i32,
    i32,
    bool,
    Option<i32>,
);

/// Box `b` of the level, or an error naming it.
fn level_box(w: &World, b: i64) -> mlua::Result<BoxId> {
    let n = w.level().navigation.boxes.len();
    if b < 0 || b as usize >= n {
        return Err(mlua::Error::runtime(format!(
            "box {b} does not exist (the level has {n})"
        )));
    }
    Ok(BoxId(b as u32))
}

/// The search of `id`, or an error saying it has none.
fn search_of(w: &mut World, id: EntityId) -> mlua::Result<&mut crate::world::nav::lot::Search> {
    let e = w.entity_mut(id).ok_or_else(|| stale(id))?;
    e.search.as_deref_mut().ok_or_else(|| {
        mlua::Error::runtime("this entity has no search (e:set_locomotion, then e:start_search())")
    })
}

/// Adds the search and senses methods to the entity handle.
pub(super) fn add_methods(methods: &mut Methods) {
    // start_search() → true: a cleared search (made once) with the boxes
    // of the creature's zone, as a creature taking an AI slot gets; false
    // (nothing done) for an entity without a locomotion.
    methods.add_method("start_search", |lua, h, ()| {
        with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            if e.locomotion.is_none() {
                return Ok(false);
            }
            w.start_search(h.0.index as usize);
            Ok(true)
        })
    });
    // search_boxes() → required box or nil, target box or nil, and the
    // point aimed at (x, y, z); nothing for an entity without a search.
    methods.add_method("search_boxes", |lua, h, ()| {
        with_world(lua, |w| {
            let e = w.entity(h.0).ok_or_else(|| stale(h.0))?;
            let Some(s) = e.search.as_deref() else {
                return Ok((None, None, None, None, None));
            };
            let t = s.target;
            Ok((
                s.required_box().map(|b| b.0),
                s.target_box().map(|b| b.0),
                Some(t[0]),
                Some(t[1]),
                Some(t[2]),
            ))
        })
    });
    // require_box(b | nil [, x, y, z]): the box the mood wants (nil: none)
    // and, when given, the point it aims at there.
    methods.add_method(
        "require_box",
        |lua, h, (b, x, y, z): (Option<i64>, Option<i32>, Option<i32>, Option<i32>)| {
            with_world(lua, |w| {
                let b = b.map(|b| level_box(w, b)).transpose()?;
                let s = search_of(w, h.0)?;
                s.set_required_box(b);
                if let (Some(x), Some(y), Some(z)) = (x, y, z) {
                    s.target = [x, y, z];
                }
                Ok(())
            })
        },
    );
    // target_box(b) → x, y, z: requires box b and aims at a random point
    // of it (Box_TargetBox).
    methods.add_method("target_box", |lua, h, b: i64| {
        with_world(lua, |w| {
            let b = level_box(w, b)?;
            search_of(w, h.0)?;
            w.target_box(h.0, b);
            let t = search_of(w, h.0)?.target;
            Ok((t[0], t[1], t[2]))
        })
    });
    // zone_box() → a box of the creature's zone picked with one roll.
    methods.add_method("zone_box", |lua, h, ()| {
        with_world(lua, |w| {
            search_of(w, h.0)?;
            let roll = w.rng_mut().next_u15();
            Ok(search_of(w, h.0)?.zone_box(roll).map(|b| b.0))
        })
    });
    // search_blocked(b) → true when the search reached b only through a box
    // closed to the creature.
    methods.add_method("search_blocked", |lua, h, b: i64| {
        with_world(lua, |w| {
            let b = level_box(w, b)?;
            Ok(search_of(w, h.0)?.blocked_at(b.index()))
        })
    });
    // search_exit(b) → the box one step from b towards the target box, or nil.
    methods.add_method("search_exit", |lua, h, b: i64| {
        with_world(lua, |w| {
            let b = level_box(w, b)?;
            Ok(search_of(w, h.0)?.exit_of(b.index()).map(|b| b.0))
        })
    });
    // ai_info(class, pivot, x, y, z, room, yaw, heading, speed, alive
    // [, pitch_lift]) → own box,
    // zone, target box, target zone (flagged when out of reach), squared
    // distance, angle, enemy_facing, ahead, bite, x_angle: the senses of
    // the tick towards a target there (Creature_AIInfo).
    methods.add_method("ai_info", |lua, h, args: InfoArgs| {
        let (class, pivot, x, y, z, room, yaw, heading, speed, alive, lift) = args;
        let class = super::creature::zone_class(&class.to_str()?)?;
        let info = with_world(lua, |w| {
            if room as usize >= w.level().rooms.len() {
                return Err(mlua::Error::runtime(format!("room {room} does not exist")));
            }
            let enemy = Enemy {
                pos: [x, y, z],
                room: RoomId(room),
                yaw: yaw as u16,
                heading: heading as u16,
                speed,
                alive,
                pitch_lift: lift.unwrap_or(0),
            };
            w.entity(h.0).ok_or_else(|| stale(h.0))?;
            w.ai_info(h.0.index as usize, class, pivot, &enemy)
                .ok_or_else(|| mlua::Error::runtime("ai_info: set the creature's locomotion first"))
        })?;
        Ok((
            info.own_box.map(|b| b.0),
            info.zone,
            info.enemy_box.map(|b| b.0),
            info.enemy_zone,
            info.distance,
            info.angle,
            info.enemy_facing,
            info.ahead,
            info.bite,
            info.x_angle,
        ))
    });
    // calculate_target() → x, y, z, kind ("primary", "secondary", "none"):
    // this tick's search and the point to head for.
    methods.add_method("calculate_target", |lua, h, ()| {
        with_world(lua, |w| {
            search_of(w, h.0)?;
            let (p, kind) = w
                .calculate_target(h.0)
                .ok_or_else(|| mlua::Error::runtime("calculate_target: no locomotion"))?;
            Ok((p[0], p[1], p[2], kind.name()))
        })
    });
}
