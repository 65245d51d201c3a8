//! Where each mesh of an animated entity is: keyframes interpolated at the
//! entity's frame, rotations applied Y, X, Z down the mesh tree (TRosettaStone 3
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

/// A turn laid over one mesh's animated rotation: a creature's head
/// following its target, Lara's torso and head leaning into her aim.
/// Angles are x, y, z in TR units, applied Y, X, Z after the keyframe's own.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct JointTurn {
    pub mesh: u16,
    pub angles: [i16; 3],
}

/// A run of meshes posed by another animation than the entity's own: Lara's
/// arms playing a weapon model's draw, aim and recoil frames. The first
/// mesh hangs from its parent's position but takes its orientation from the
/// model's root (the body, not a swaying torso), turned by `aim` (x, y, z)
/// before its keyframe rotation, so an aimed arm points where it aims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LimbPose {
    pub first: u16,
    pub count: u16,
    pub anim: AnimId,
    pub frame: u16,
    pub aim: [i16; 3],
}

/// A mesh drawn fixed to one of the entity's meshes (a muzzle flash at a
/// hand): placed at `offset` in the parent mesh's frame, turned by
/// `angles` (x, y, z). Decoration only: it never collides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Attachment {
    pub slot: u8,
    pub parent: u16,
    pub mesh: crate::level::MeshId,
    pub offset: [i16; 3],
    pub angles: [i16; 3],
}

/// What behaviours lay over an entity's animation; empty for most. The
/// world's pose (bounding spheres, bite points) and the renderer honour it.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Posture {
    pub turns: Vec<JointTurn>,
    pub limbs: Vec<LimbPose>,
    pub attachments: Vec<Attachment>,
    /// Meshes neither drawn nor touching (bit i: mesh i, for the first 32):
    /// the complement of the games' "mesh bits" (a walking mutant's wings).
    pub hidden: u32,
    /// How much larger it is drawn along its own x, y and z
    /// ([`FULL_SCALE`] = its model's size); `None` unscaled. Drawing only:
    /// bounds and collisions stay the model's (a rope stretched between two
    /// points, spikes shooting out).
    #[serde(default)]
    pub scale: Option<[u32; 3]>,
}

/// The drawn scale of a model at its own size (see [`Posture::scale`]).
pub const FULL_SCALE: u32 = 4096;
/// The largest drawn scale a script may set: 256 times the model's size.
pub const MAX_SCALE: u32 = 256 * FULL_SCALE;

impl Posture {
    /// True when nothing is laid over the animation.
    pub fn is_empty(&self) -> bool {
        self.turns.is_empty()
            && self.limbs.is_empty()
            && self.attachments.is_empty()
            && self.hidden == 0
            && self.scale.is_none()
    }

    /// True when mesh `mesh` is drawn and touches (meshes past 32 always).
    pub fn shows(&self, mesh: usize) -> bool {
        mesh >= 32 || self.hidden & (1 << mesh) == 0
    }

    /// Sets the attachment in its slot, replacing one there.
    pub fn attach(&mut self, a: Attachment) {
        self.attachments.retain(|x| x.slot != a.slot);
        self.attachments.push(a);
    }

    /// Removes the attachment in `slot`.
    pub fn detach(&mut self, slot: u8) {
        self.attachments.retain(|x| x.slot != slot);
    }

    /// Sets (or with all-zero angles removes) the turn of `mesh`.
    pub fn turn(&mut self, mesh: u16, angles: [i16; 3]) {
        self.turns.retain(|t| t.mesh != mesh);
        if angles != [0; 3] {
            self.turns.push(JointTurn { mesh, angles });
        }
    }

    /// Sets the limb starting at `limb.first`, replacing one there.
    pub fn set_limb(&mut self, limb: LimbPose) {
        self.limbs.retain(|l| l.first != limb.first);
        self.limbs.push(limb);
    }

    /// Removes the limb starting at `first`.
    pub fn clear_limb(&mut self, first: u16) {
        self.limbs.retain(|l| l.first != first);
    }

    pub fn limb_of(&self, mesh: usize) -> Option<&LimbPose> {
        self.limbs.iter().find(|l| {
            let first = l.first as usize;
            mesh >= first && mesh < first + l.count as usize
        })
    }
}

/// Each mesh's transform in the entity's space at `frame` of `anim`.
pub fn mesh_transforms(level: &Level, model: ModelId, anim: AnimId, frame: u16) -> Vec<Transform> {
    posed_transforms(level, model, anim, frame, &Posture::default())
}

fn angles_at(k0: &Keyframe, k1: &Keyframe, t: f32, mesh: usize) -> [f32; 3] {
    let r0 = k0.rotations.get(mesh).copied().unwrap_or_default();
    let r1 = k1.rotations.get(mesh).copied().unwrap_or(r0);
    [0, 1, 2].map(|a| lerp_angle(r0[a], r1[a], t))
}

fn turn_of(angles: [i16; 3]) -> Transform {
    Transform::rotation(angles.map(|a| a as f32), [0.0; 3])
}

/// [`mesh_transforms`] with a behaviour's [`Posture`] laid over the animation.
pub fn posed_transforms(
    level: &Level,
    model: ModelId,
    anim: AnimId,
    frame: u16,
    posture: &Posture,
) -> Vec<Transform> {
    let Some(m) = level.models.get(model.index()) else {
        return Vec::new();
    };
    let Some((k0, k1, t)) = keyframes_at(level, anim, frame) else {
        return vec![Transform::IDENTITY; m.meshes.len()];
    };
    let mut out: Vec<Transform> = Vec::with_capacity(m.meshes.len());
    for i in 0..m.meshes.len() {
        let limb = posture.limb_of(i);
        let angles = match limb.and_then(|l| keyframes_at(level, l.anim, l.frame)) {
            Some((l0, l1, lt)) => angles_at(l0, l1, lt, i),
            None => angles_at(k0, k1, t, i),
        };
        let mut local = match m.parents[i] {
            None => {
                let off =
                    [0, 1, 2].map(|a| k0.offset[a] as f32 * (1.0 - t) + k1.offset[a] as f32 * t);
                Transform::rotation(angles, off)
            }
            Some(_) => Transform::rotation(angles, m.offsets[i].map(|v| v as f32)),
        };
        if let Some(turn) = posture.turns.iter().find(|j| j.mesh as usize == i) {
            local = local.then(&turn_of(turn.angles));
        }
        let world = match (m.parents[i], limb) {
            (Some(p), Some(l)) if l.first as usize == i => {
                // The limb's root: placed by its parent, oriented by the body.
                let at = out[p as usize].apply(m.offsets[i].map(|v| v as f32));
                let body = Transform {
                    rot: out[0].rot,
                    pos: at,
                };
                let unplaced = Transform {
                    pos: [0.0; 3],
                    ..local
                };
                body.then(&turn_of(l.aim)).then(&unplaced)
            }
            (Some(p), _) => out[p as usize].then(&local),
            (None, _) => local,
        };
        out.push(world);
    }
    out
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
