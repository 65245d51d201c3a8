//! Lara's look on real levels: the TR4/TR5 joint meshes close the gaps
//! between her skin meshes in any pose, and her ponytail hangs from her
//! head with its segments at their lengths. Needs `TR_DATA_DIR`.
#![cfg(feature = "frontend")]

use crate::common;

use std::sync::Arc;

use tombrs::level::{AnimId, Level};
use tombrs::render::hair::{Hair, ATTACH};
use tombrs::render::mesh_geometry;
use tombrs::render::skin::{JointSkin, LARA_SKIN, LARA_SKIN_JOINTS};
use tombrs::render::vertex_effects::UvRotate;
use tombrs::world::pose::{mesh_transforms, Transform};
use tombrs::world::World;

fn load(rel: &str) -> Option<Level> {
    let path = common::shared(rel)?;
    Some(tombrs::app::load_level(&path, false).unwrap())
}

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    (0..3).map(|k| (a[k] - b[k]).powi(2)).sum::<f32>().sqrt()
}

#[test]
fn joint_meshes_stay_on_their_neighbours_in_every_pose() {
    for rel in ["tr4/TEST1.TR4", "tr5/TEST1.TRC", "trle/title.tr4"] {
        let Some(level) = load(rel) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping the joint test");
            return;
        };
        let geometry = mesh_geometry::build(&level, &UvRotate::new(&level));
        let joints = JointSkin::new(&level, &geometry).expect("TR4/TR5 Lara has joints");
        assert!(
            joints.parent_bound() > 50,
            "{rel}: {}",
            joints.parent_bound()
        );
        let (lara_id, lara) = level.model_by_type(0).unwrap();
        let (_, skin) = level.model_by_type(LARA_SKIN).unwrap();
        let (_, joint_model) = level.model_by_type(LARA_SKIN_JOINTS).unwrap();
        let first = lara.first_animation.unwrap();
        // A few poses across her animations (running, climbing, …).
        for a in (0..lara.animation_count).step_by(37) {
            let anim = AnimId(first.0 + a);
            let frame = level.animations[anim.index()].frame_start;
            let nodes: Vec<Transform> = mesh_transforms(&level, lara_id, anim, frame);
            let mut posed = Vec::new();
            joints.pose(&nodes, [1.0; 3], &mut posed);
            assert!(!posed.is_empty());
            // Every posed joint corner lies on a vertex of its own node's or
            // its parent's skin mesh as posed, or (the joint's middle ring)
            // between the two.
            let skin_points: Vec<[f32; 3]> = (0..nodes.len())
                .flat_map(|n| {
                    let mesh = &level.meshes[skin.meshes[n].index()];
                    let t = nodes[n];
                    mesh.vertices
                        .iter()
                        .map(move |v| t.apply(v.map(|c| c as f32)))
                })
                .collect();
            let on_skin = posed
                .iter()
                .filter(|v| skin_points.iter().any(|p| distance(*p, v.pos) < 1.5))
                .count();
            assert!(
                on_skin * 10 >= posed.len() * 6,
                "{rel} anim {a}: {on_skin} of {} joint corners on the skin",
                posed.len()
            );
        }
        assert_eq!(joint_model.meshes.len(), lara.meshes.len());
    }
}

#[test]
fn the_ponytail_hangs_from_her_head() {
    for rel in [
        "tr2/TEST1.TR2",
        "tr3/TEST1.TR2",
        "tr4/TEST1.TR4",
        "tr5/TEST1.TRC",
    ] {
        let Some(level) = load(rel) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping the hair test");
            return;
        };
        let world = World::new(Arc::new(level), 0);
        let snapshot = world.snapshot();
        let mut hair = Hair::new(world.level());
        assert!(hair.is_present(), "{rel}");
        hair.update(world.level(), &snapshot.entities, 1.0, 0);
        let lara = snapshot.entities.iter().find(|e| e.type_id == 0).unwrap();
        let points = hair
            .points(lara.id.index)
            .expect("a chain for Lara")
            .to_vec();
        let meshes = hair.meshes(lara.id.index);
        assert_eq!(meshes.len() + 1, points.len(), "{rel}");
        // Pinned behind her head, hanging below it, segments at length.
        let base = Transform::rotation(lara.interpolated_rot(1.0), lara.interpolated_pos(1.0));
        let head = base
            .then(&mesh_transforms(world.level(), lara.model.unwrap(), lara.anim, lara.frame)[14]);
        assert!(distance(points[0], head.apply(ATTACH)) < 1e-3);
        let tip = points[points.len() - 1];
        assert!(
            tip[1] > points[0][1] + 100.0,
            "{rel}: tip {tip:?} root {:?}",
            points[0]
        );
        for k in 1..points.len() - 1 {
            let l = distance(points[k], points[k - 1]);
            assert!(l > 10.0 && l < 120.0, "{rel}: segment {k} is {l}");
        }
        // A later tick moves nothing while she stands still.
        hair.update(world.level(), &snapshot.entities, 1.0, 5);
        let later = hair.points(lara.id.index).unwrap();
        assert!(
            distance(later[points.len() - 1], tip) < 10.0,
            "{rel}: at rest: {points:?} then {later:?}"
        );
        // RESET_HAIR: the chain is dropped and hangs settled again.
        hair.reset(lara.id.index);
        assert!(hair.points(lara.id.index).is_none(), "{rel}: reset");
        hair.update(world.level(), &snapshot.entities, 1.0, 6);
        let again = hair.points(lara.id.index).unwrap();
        assert!(
            distance(again[points.len() - 1], tip) < 10.0,
            "{rel}: hangs as at the start"
        );
    }
}
