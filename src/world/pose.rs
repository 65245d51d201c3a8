//! Where each mesh of an animated entity is: keyframes interpolated at the
//! entity's frame, rotations applied Y, X, Z down the mesh tree (spec 000
//! §6). Also the interpolated bounding box.

use crate::level::anim::Keyframe;
use crate::level::{AnimId, Level, ModelId};

pub use crate::level::transform::{tr_radians, Transform};

/// The two keyframes around `frame` of `anim` and the blend between them.
pub fn keyframes_at(
    level: &Level,
    anim: AnimId,
    frame: u16,
) -> Option<(&Keyframe, &Keyframe, f32)> {
    let a = level.animations.get(anim.index())?;
    let rate = a.frame_rate.max(1) as usize;
    let local = frame.saturating_sub(a.frame_start) as usize;
    let k = (local / rate).min(a.keyframes.len().checked_sub(1)?);
    let next = (k + 1).min(a.keyframes.len() - 1);
    Some((
        &a.keyframes[k],
        &a.keyframes[next],
        (local % rate) as f32 / rate as f32,
    ))
}

fn lerp_angle(a: u16, b: u16, t: f32) -> f32 {
    let delta = b.wrapping_sub(a) as i16 as f32;
    a as f32 + delta * t
}

/// Each mesh's transform in the entity's space at `frame` of `anim`.
pub fn mesh_transforms(level: &Level, model: ModelId, anim: AnimId, frame: u16) -> Vec<Transform> {
    let Some(m) = level.models.get(model.index()) else {
        return Vec::new();
    };
    let Some((k0, k1, t)) = keyframes_at(level, anim, frame) else {
        return vec![Transform::IDENTITY; m.meshes.len()];
    };
    let mut out: Vec<Transform> = Vec::with_capacity(m.meshes.len());
    for i in 0..m.meshes.len() {
        let r0 = k0.rotations.get(i).copied().unwrap_or_default();
        let r1 = k1.rotations.get(i).copied().unwrap_or(r0);
        let angles = [0, 1, 2].map(|a| lerp_angle(r0[a], r1[a], t));
        let local = match m.parents[i] {
            None => {
                let off =
                    [0, 1, 2].map(|a| k0.offset[a] as f32 * (1.0 - t) + k1.offset[a] as f32 * t);
                Transform::rotation(angles, off)
            }
            Some(_) => Transform::rotation(angles, m.offsets[i].map(|v| v as f32)),
        };
        let world = match m.parents[i] {
            Some(p) => out[p as usize].then(&local),
            None => local,
        };
        out.push(world);
    }
    out
}

/// The bounding box (min x, max x, min y, max y, min z, max z) at `frame`.
pub fn bounding_box(level: &Level, anim: AnimId, frame: u16) -> [i16; 6] {
    match keyframes_at(level, anim, frame) {
        Some((k0, k1, t)) => [0, 1, 2, 3, 4, 5]
            .map(|i| (k0.bbox[i] as f32 * (1.0 - t) + k1.bbox[i] as f32 * t) as i16),
        None => [0; 6],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotations_apply_y_then_x_then_z() {
        // 90° about Y turns +Z into +X.
        let t = Transform::rotation([0.0, 16384.0, 0.0], [0.0; 3]);
        let p = t.apply([0.0, 0.0, 1.0]);
        assert!((p[0] - 1.0).abs() < 1e-5 && p[2].abs() < 1e-5, "{p:?}");
        // Parent then child composes translations in the parent's frame.
        let parent = Transform::rotation([0.0, 16384.0, 0.0], [10.0, 0.0, 0.0]);
        let child = Transform::rotation([0.0; 3], [0.0, 0.0, 5.0]);
        let p = parent.then(&child).apply([0.0; 3]);
        assert!((p[0] - 15.0).abs() < 1e-4, "{p:?}");
    }
}
