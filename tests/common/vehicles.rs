//! Helpers of the vehicle tests (tests/vehicles.rs, vehicles2.rs, vehicles3.rs):
//! builder levels carrying a real game's Lara with stand-in vehicles and
//! vehicle Lara animation objects grafted in.

use super::moves::{with_models, Played};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::{AnimId, Level, MeshId};
use tombrs::world::Entity;

/// Appends to `level` the models of `types` from `from` (built by the
/// builder), with their meshes, animations, state changes and dispatches.
pub fn graft(level: &mut Level, from: &Level, types: &[u32]) {
    for &t in types {
        let mut m = from
            .models
            .iter()
            .find(|m| m.type_id == t)
            .expect("stand-in model")
            .clone();
        for id in m.meshes.iter_mut() {
            level.meshes.push(from.meshes[id.index()].clone());
            *id = MeshId(level.meshes.len() as u32 - 1);
        }
        if let Some(first) = m.first_animation {
            let base = level.animations.len() as u32;
            let shift = |a: AnimId| AnimId(a.0 - first.0 + base);
            for i in 0..m.animation_count {
                let mut a = from.animations[(first.0 + i) as usize].clone();
                a.next_animation = shift(a.next_animation);
                let sc_base = level.state_changes.len() as u32;
                for sc in &from.state_changes
                    [a.state_changes.start as usize..a.state_changes.end as usize]
                {
                    let mut sc = sc.clone();
                    let d_base = level.dispatches.len() as u32;
                    for d in
                        &from.dispatches[sc.dispatches.start as usize..sc.dispatches.end as usize]
                    {
                        let mut d = *d;
                        d.next_animation = shift(d.next_animation);
                        level.dispatches.push(d);
                    }
                    sc.dispatches = d_base..level.dispatches.len() as u32;
                    level.state_changes.push(sc);
                }
                a.state_changes = sc_base..level.state_changes.len() as u32;
                level.animations.push(a);
            }
            m.first_animation = Some(AnimId(base));
        }
        level.models.push(m);
    }
}

/// `def` built for `game` with that game's real Lara and the stand-ins of
/// `def.models` grafted in; `None` without TR_DATA_DIR.
pub fn vehicle_level(def: &LevelDef, game: Game) -> Option<Level> {
    let mut level = with_models(def, game)?;
    let own = Level::from_raw(&tombrs::builder::build(def, game)).unwrap();
    let types: Vec<u32> = def.models.iter().map(|m| m.type_id).collect();
    graft(&mut level, &own, &types);
    Some(level)
}

/// TR2's boat pool (tests/vehicles.rs, vehicles5.rs): a water room (room
/// 0, surface at 0, floor two sectors down) under an air room (room 1):
/// water over x 1–12, z 2–6; the south strip (z 1) and the east end (x
/// 13) are banks a click above the surface.
pub fn boat_pool() -> (RoomDef, RoomDef) {
    let mut pool = RoomDef::boxed(0, 0, 15, 8, 8, 0);
    pool.water = true;
    let mut air = RoomDef::boxed(0, 0, 15, 8, 0, -16);
    for x in 1..14 {
        for z in 1..7 {
            if z == 1 || x == 13 {
                pool.sector_mut(x, z).wall = true;
                air.sector_mut(x, z).floor = [-1; 4];
            } else {
                pool.sector_mut(x, z).open_above = true;
            }
        }
    }
    (pool, air)
}

/// Lara at `lara` facing `yaw`, then `others`.
pub fn entities(lara: [i32; 3], room: usize, yaw: u16, others: Vec<EntityDef>) -> Vec<EntityDef> {
    let mut me = EntityDef::new(0, room, lara);
    me.angle = yaw;
    std::iter::once(me).chain(others).collect()
}

pub fn vehicle(type_id: u16, room: usize, pos: [i32; 3], yaw: u16) -> EntityDef {
    let mut v = EntityDef::new(type_id, room, pos);
    v.angle = yaw;
    v
}

/// Where entity 1 (the vehicle) is at the end. With VEH_TRACE set it
/// first prints every tick's Lara (state, goal, animation, frame, place).
pub fn vehicle_at(p: &Played) -> &Entity {
    if std::env::var("VEH_TRACE").is_ok() {
        for (i, t) in p.ticks.iter().enumerate() {
            let e = &t.lara;
            eprintln!(
                "{i} s{} g{} a{} f{} {:?} rot{:?} inv{} grav{}",
                e.state, e.goal_state, e.anim.0, e.frame, e.pos, e.rot, e.invisible, e.gravity
            );
        }
    }
    &p.world.entities()[1]
}

/// A vehicle's Lara animation object as a stand-in: `count` animations
/// of eight frames, each in a state of its own that nothing asks for,
/// except `roles`: (animation index, state, the state it ends into).
pub fn lara_anims(type_id: u32, count: usize, roles: &[(usize, u16, u16)]) -> ModelDef {
    let mut list: Vec<(u16, i32, u16)> = (0..count)
        .map(|i| (200 + i as u16, 0, 200 + i as u16))
        .collect();
    for &(i, state, next) in roles {
        list[i] = (state, 0, next);
    }
    super::arena::stand_in_with(type_id, 100, 0, &list)
}

/// Her x each tick (a tick's step along +x is the speed she rides at).
pub fn lara_xs(p: &Played) -> Vec<i32> {
    p.ticks.iter().map(|t| t.lara.pos[0]).collect()
}
