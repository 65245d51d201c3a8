//! A model's poses in the demo's content files: named poses and keyframes
//! as joint angles over a base pose, resolved against the model's joints.
//! Models name their poses ([`super::model`]); animations key them
//! ([`super::anim`]).

use std::collections::BTreeMap;

use serde::Deserialize;

use super::ContentError;

/// A pose: a root offset and joint angles in degrees (X pitch, Y yaw, Z
/// roll), either by joint name or as `r`, one triple per joint in mesh
/// order; `base` names a pose it starts from. Joints not named keep the
/// base's angles (zero without a base).
#[derive(Deserialize, Debug, Clone, Default)]
pub struct PoseSpec {
    #[serde(default)]
    pub base: Option<String>,
    #[serde(default)]
    pub offset: Option<[i16; 3]>,
    #[serde(default)]
    pub r: Option<Vec<[f32; 3]>>,
    #[serde(flatten)]
    pub joints: BTreeMap<String, [f32; 3]>,
}

/// A resolved pose: root offset and each joint's angles in degrees.
#[derive(Debug, Clone, PartialEq)]
pub struct Pose {
    pub offset: [f32; 3],
    pub angles: Vec<[f32; 3]>,
}

/// Every named pose of a model, resolved through its bases.
pub fn resolve_poses(
    file: &str,
    at: &str,
    specs: &BTreeMap<String, PoseSpec>,
    joints: &[String],
) -> Result<BTreeMap<String, Pose>, ContentError> {
    let mut done: BTreeMap<String, Pose> = BTreeMap::new();
    // Bases first: resolve repeatedly until nothing more resolves.
    while done.len() < specs.len() {
        let before = done.len();
        for (name, spec) in specs {
            if done.contains_key(name) {
                continue;
            }
            let ready = spec.base.as_ref().is_none_or(|b| done.contains_key(b));
            if ready {
                let pose = resolve_pose(file, &format!("{at}: pose {name}"), spec, joints, &done)?;
                done.insert(name.clone(), pose);
            }
        }
        if done.len() == before {
            let stuck: Vec<&String> = specs.keys().filter(|k| !done.contains_key(*k)).collect();
            return Err(ContentError::new(
                file,
                at,
                format!("poses {stuck:?} name bases that are missing or name each other"),
            ));
        }
    }
    Ok(done)
}

/// One pose (a named pose or a keyframe) resolved against the model's
/// named poses.
pub fn resolve_pose(
    file: &str,
    at: &str,
    spec: &PoseSpec,
    joints: &[String],
    poses: &BTreeMap<String, Pose>,
) -> Result<Pose, ContentError> {
    let mut pose = match &spec.base {
        Some(b) => poses.get(b).cloned().ok_or_else(|| {
            ContentError::new(file, at, format!("base pose {b:?} is not defined"))
        })?,
        None => Pose {
            offset: [0.0; 3],
            angles: vec![[0.0; 3]; joints.len()],
        },
    };
    if let Some(o) = spec.offset {
        pose.offset = o.map(f32::from);
    }
    if let Some(r) = &spec.r {
        if r.len() != joints.len() {
            return Err(ContentError::new(
                file,
                at,
                format!(
                    "`r` has {} joint angles; the model has {} joints",
                    r.len(),
                    joints.len()
                ),
            ));
        }
        pose.angles.clone_from(r);
    }
    for (name, a) in &spec.joints {
        let k = joints.iter().position(|j| j == name).ok_or_else(|| {
            ContentError::new(
                file,
                at,
                format!("{name:?} is no joint of the model ({})", joints.join(", ")),
            )
        })?;
        pose.angles[k] = *a;
    }
    Ok(pose)
}
