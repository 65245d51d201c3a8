//! Creatures: the AI library and TR1's enemies on real levels and the demo.

mod common;

use std::sync::Arc;

use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, Status, World};

fn real(path: &str) -> Option<tombrs::level::Level> {
    let p = common::shared(path)?;
    let bytes = std::fs::read(&p).unwrap();
    let raw = tombrs::format::level_file::read_level(&bytes, common::ext(&p).as_deref()).unwrap();
    Some(tombrs::level::Level::from_raw(&raw).unwrap())
}

#[test]
fn scratch_test1_wolf_and_bear() {
    let Some(level) = real("tr1/TEST1.PHD") else {
        return;
    };
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    for e in world.entities.iter_mut() {
        if e.type_id == 7 || e.type_id == 8 {
            e.status = Status::Active;
        }
    }
    for t in 0..900 {
        host.step(&mut world, Input { bits: 0 });
        if t == 300 {
            let lara = world.entities[0].clone();
            let bear = world
                .entities
                .iter()
                .find(|e| e.type_id == 8)
                .unwrap()
                .clone();
            eprintln!(
                "bits {:x}",
                tombrs::world::pose::touch_bits(&world.level, &bear, &lara)
            );
            eprintln!(
                "bear {:?}",
                tombrs::world::pose::mesh_spheres(&world.level, &bear)
            );
            eprintln!(
                "lara {:?}",
                tombrs::world::pose::mesh_spheres(&world.level, &lara)
            );
            eprintln!(
                "bear anim {} frame {} lara anim {} frame {}",
                bear.anim.0, bear.frame, lara.anim.0, lara.frame
            );
        }
        if t % 30 == 0 {
            for e in world
                .entities
                .iter()
                .filter(|e| matches!(e.type_id, 0 | 7 | 8))
            {
                eprintln!("{t} type {} pos {:?} room {} state {} goal {} health {} yaw {} anim {} frame {}", e.type_id, e.pos, e.room.0, e.state, e.goal_state, e.health, e.rot[1], e.anim.0, e.frame);
            }
        }
    }
    for m in host.log().lines() {
        eprintln!("{m:?}");
    }
}

/// The wolf's states (TR1) with the stand-in's speeds: walking 8, running
/// and pouncing 40, stalking 12.
fn wolf_stand_in() -> tombrs::builder::models::ModelDef {
    common::arena::stand_in(
        7,
        450,
        &[
            (8, 0),
            (1, 0),
            (2, 8),
            (3, 40),
            (4, 40),
            (5, 12),
            (6, 40),
            (7, 0),
            (9, 0),
            (10, 0),
            (11, 0),
            (12, 0),
        ],
    )
}

#[test]
fn scratch_arena_wolf() {
    let (mut world, mut host) = common::arena::scripted(common::arena::arena(wolf_stand_in()));
    for t in 0..600 {
        host.step(&mut world, Input { bits: 0 });
        if t % 20 == 0 {
            eprintln!(
                "bits {:x}",
                tombrs::world::pose::touch_bits(
                    &world.level,
                    &world.entities[1],
                    &world.entities[0]
                )
            );
            eprintln!(
                "wolf {:?}",
                tombrs::world::pose::mesh_spheres(&world.level, &world.entities[1])[0]
            );
            for e in world.entities.iter() {
                eprintln!(
                    "{t} type {} pos {:?} state {} goal {} health {} yaw {}",
                    e.type_id, e.pos, e.state, e.goal_state, e.health, e.rot[1]
                );
            }
        }
    }
    for m in host.log().lines() {
        eprintln!("{m:?}");
    }
}

#[test]
fn scratch_dump_gun_models() {
    let Some(level) = real("tr1/TEST1.PHD") else {
        return;
    };
    for m in level
        .models
        .iter()
        .filter(|m| (1..=4).contains(&m.type_id) || m.type_id == 0)
    {
        let first = m.first_animation.map_or(0, |a| a.0);
        eprintln!(
            "model {} meshes {} anims {}",
            m.type_id,
            m.meshes.len(),
            m.animation_count
        );
        if m.type_id == 0 {
            continue;
        }
        for a in first..first + m.animation_count {
            let an = &level.animations[a as usize];
            eprintln!(
                "  anim {} state {} frames {}..{} rate {} next {} nf {} changes {:?}",
                a - first,
                an.state,
                an.frame_start,
                an.frame_end,
                an.frame_rate,
                an.next_animation.0 as i64 - first as i64,
                an.next_frame,
                an.state_changes
            );
        }
        eprintln!("  meshes {:?}", m.meshes);
    }
    let lara = level.models.iter().find(|m| m.type_id == 0).unwrap();
    eprintln!("lara meshes {:?}", lara.meshes);
}
