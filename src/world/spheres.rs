//! The collision spheres of an entity's meshes as the originals compute
//! them: a 3×4 integer matrix with a 14-bit fraction walked down the mesh
//! tree (rotations Y, X, Z with the sine table of [`super::fixed`],
//! translations accumulated in the fraction, C's arithmetic shift when a
//! point is read out), posed at the keyframe nearest the entity's frame
//! rather than between two (TRX tr1 `collide.c` `Collide_GetSpheres`,
//! `items.c` `Item_GetBestFrame`, `math/matrix.c`).
//!
//! A shot tests the target's spheres in the frame of the shot (x across,
//! y down, z along it: [`view_spheres`]); bites and blows test two bodies'
//! spheres in the world ([`world_spheres`]). The arms Lara's guns pose and
//! her swapped meshes play no part, as in the originals.

use crate::level::anim::Keyframe;
use crate::level::Level;

use super::fixed::{cos, sin, W2V_SHIFT};
use super::Entity;

/// A mesh's collision sphere: centre and radius in world units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sphere {
    pub centre: [i32; 3],
    pub radius: i32,
}

/// Rotation rows scaled by 2^14 and a translation column that carries the
/// same fraction (the originals' `MATRIX`, `_00` … `_23`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Matrix {
    pub rows: [[i32; 4]; 3],
}

/// 1.0 in the matrix's fraction.
const ONE: i32 = 1 << W2V_SHIFT;

/// `(a · b) >> 14` with the originals' 32-bit wrap.
fn mul(a: i32, b: i32) -> i32 {
    a.wrapping_mul(b) >> W2V_SHIFT
}

impl Matrix {
    /// No rotation, no translation.
    pub const UNIT: Matrix = Matrix {
        rows: [[ONE, 0, 0, 0], [0, ONE, 0, 0], [0, 0, ONE, 0]],
    };

    /// The rotation that looks along `yaw` and `pitch` (pitch up positive,
    /// `roll` about the line of sight) with no translation: row 2 is the
    /// unit vector of the line of sight, rows 0 and 1 the view's right and
    /// down (TRX `Matrix_GenerateW2V`).
    pub fn view(pitch: i32, yaw: i32, roll: i32) -> Matrix {
        let (sx, cx) = (sin(pitch), cos(pitch));
        let (sy, cy) = (sin(yaw), cos(yaw));
        let (sz, cz) = (sin(roll), cos(roll));
        let (sxsy, sxcy) = (mul(sx, sy), mul(sx, cy));
        Matrix {
            rows: [
                [
                    mul(sxsy, sz) + mul(cy, cz),
                    mul(cx, sz),
                    mul(sxcy, sz) - mul(sy, cz),
                    0,
                ],
                [
                    mul(sxsy, cz) - mul(cy, sz),
                    mul(cx, cz),
                    mul(sxcy, cz) + mul(sy, sz),
                    0,
                ],
                [mul(cx, sy), -sx, mul(cx, cy), 0],
            ],
        }
    }

    /// Turns about the x axis (nothing for angle 0, as the originals skip it).
    pub fn rot_x(&mut self, angle: i32) {
        self.turn(angle, 1, 2, false);
    }

    /// Turns about the y axis.
    pub fn rot_y(&mut self, angle: i32) {
        self.turn(angle, 0, 2, true);
    }

    /// Turns about the z axis.
    pub fn rot_z(&mut self, angle: i32) {
        self.turn(angle, 0, 1, false);
    }

    /// Y, then X, then Z: an entity's or a keyframe's rotation.
    pub fn rot_yxz(&mut self, yaw: i32, pitch: i32, roll: i32) {
        self.rot_y(yaw);
        self.rot_x(pitch);
        self.rot_z(roll);
    }

    /// Mixes columns `a` and `b` of every row by the angle: the Y turn
    /// takes `a·c − b·s` into `a` (`minus_into_a`), X and Z take `a·c + b·s`.
    fn turn(&mut self, angle: i32, a: usize, b: usize, minus_into_a: bool) {
        if angle as i16 == 0 {
            return;
        }
        let (s, c) = (sin(angle), cos(angle));
        for row in &mut self.rows {
            let (ra, rb) = (row[a], row[b]);
            let (na, nb) = if minus_into_a {
                (
                    ra.wrapping_mul(c).wrapping_sub(rb.wrapping_mul(s)),
                    rb.wrapping_mul(c).wrapping_add(ra.wrapping_mul(s)),
                )
            } else {
                (
                    ra.wrapping_mul(c).wrapping_add(rb.wrapping_mul(s)),
                    rb.wrapping_mul(c).wrapping_sub(ra.wrapping_mul(s)),
                )
            };
            row[a] = na >> W2V_SHIFT;
            row[b] = nb >> W2V_SHIFT;
        }
    }

    /// Moves the origin by (x, y, z) in the matrix's own axes
    /// (`Matrix_TranslateRel`).
    pub fn translate_rel(&mut self, v: [i32; 3]) {
        for row in &mut self.rows {
            let d = (0..3).fold(0i32, |acc, k| acc.wrapping_add(row[k].wrapping_mul(v[k])));
            row[3] = row[3].wrapping_add(d);
        }
    }

    /// Sets the origin to the point `v` − `eye` seen through the rotation
    /// (`Matrix_TranslateAbs` under a view whose eye is `eye`).
    pub fn translate_abs(&mut self, v: [i32; 3], eye: [i32; 3]) {
        let d = [0, 1, 2].map(|k| v[k].wrapping_sub(eye[k]));
        for row in &mut self.rows {
            row[3] = (0..3).fold(0i32, |acc, k| acc.wrapping_add(row[k].wrapping_mul(d[k])));
        }
    }

    /// The origin in whole units (the fraction shifted off).
    pub fn origin(&self) -> [i32; 3] {
        [0, 1, 2].map(|k| self.rows[k][3] >> W2V_SHIFT)
    }
}

/// The keyframe of an entity's animation nearest its frame: the earlier of
/// the two around it up to half way, the later past half way (TRX
/// `Item_GetBestFrame`). None without animation data.
pub fn best_keyframe<'a>(level: &'a Level, e: &Entity) -> Option<&'a Keyframe> {
    let a = level.animations.get(e.anim.index())?;
    let rate = a.frame_rate.max(1) as usize;
    let local = e.frame.saturating_sub(a.frame_start) as usize;
    let key = local / rate + usize::from(local % rate > rate / 2);
    a.keyframes.get(key.min(a.keyframes.len().checked_sub(1)?))
}

/// The bounding box of the keyframe nearest the entity's frame (min x,
/// max x, min y, max y, min z, max z in its own frame): what the guns aim
/// at (TRX `Gun_FindTargetPoint`). Zero without a model.
pub fn best_bounds(level: &Level, e: &Entity) -> [i16; 6] {
    match e.model.and(best_keyframe(level, e)) {
        Some(k) => k.bbox,
        None => [0; 6],
    }
}

/// The spheres of `e`'s meshes in world coordinates, in mesh order.
pub fn world_spheres(level: &Level, e: &Entity) -> Vec<Sphere> {
    let mut out = Vec::new();
    collect(level, e, Matrix::UNIT, e.pos, &mut out);
    out
}

/// The spheres of `e`'s meshes seen from `eye` looking along `yaw` and
/// `pitch` (up positive): x to the right, y down, z along the line of
/// sight, in mesh order. A ray from the eye along the line passes through
/// a sphere when |x|, |y| < r, x² + y² ≤ r² and z > r.
pub fn view_spheres(level: &Level, e: &Entity, eye: [i32; 3], yaw: i32, pitch: i32) -> Vec<Sphere> {
    let mut m = Matrix::view(pitch, yaw, 0);
    m.translate_abs(e.pos, eye);
    let mut out = Vec::new();
    collect(level, e, m, [0; 3], &mut out);
    out
}

/// Walks `e`'s mesh tree from `base` (placed at the entity already, or the
/// unit matrix with `offset` added to every centre).
fn collect(level: &Level, e: &Entity, base: Matrix, offset: [i32; 3], out: &mut Vec<Sphere>) {
    let Some(model) = e.model.and_then(|m| level.models.get(m.index())) else {
        return;
    };
    let Some(key) = best_keyframe(level, e) else {
        return;
    };
    let mut root = base;
    let rot = e.rot.map(|r| r as i32);
    root.rot_yxz(rot[1], rot[0], rot[2]);
    root.translate_rel(key.offset.map(|v| v as i32));
    let mut nodes: Vec<Matrix> = Vec::with_capacity(model.meshes.len());
    for (i, mesh_id) in model.meshes.iter().enumerate() {
        let mut m = match model.parents.get(i).copied().flatten() {
            Some(p) => {
                let Some(parent) = nodes.get(p as usize).copied() else {
                    return;
                };
                let mut m = parent;
                m.translate_rel(model.offsets[i]);
                m
            }
            None => root,
        };
        let r = key.rotations.get(i).copied().unwrap_or_default();
        m.rot_yxz(r[1] as i32, r[0] as i32, r[2] as i32);
        if let Some(turn) = e.posture.turns.iter().find(|t| t.mesh as usize == i) {
            let [x, y, z] = turn.angles.map(|a| a as i32);
            m.rot_y(y);
            m.rot_x(x);
            m.rot_z(z);
        }
        nodes.push(m);
        let Some(mesh) = level.meshes.get(mesh_id.index()) else {
            continue;
        };
        let mut at = m;
        at.translate_rel(mesh.centre.map(|v| v as i32));
        let p = at.origin();
        out.push(Sphere {
            centre: [0, 1, 2].map(|k| offset[k].wrapping_add(p[k])),
            radius: mesh.collision_radius,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn view_row_two_is_the_line_of_sight() {
        // Straight ahead along +z, a quarter turn to +x, 45° up.
        assert_eq!(Matrix::view(0, 0, 0).rows[2], [0, 0, ONE, 0]);
        assert_eq!(Matrix::view(0, 0x4000, 0).rows[2], [ONE, 0, 0, 0]);
        let up = Matrix::view(0x2000, 0, 0).rows[2];
        assert_eq!(up[1], -sin(0x2000));
        assert_eq!(up[2], cos(0x2000));
    }

    #[test]
    fn a_point_ahead_of_the_eye_lies_on_the_view_axis() {
        let mut m = Matrix::view(0, 0x4000, 0);
        m.translate_abs([1000 + 300, 50, 2000], [1000, 50, 2000]);
        assert_eq!(m.origin(), [0, 0, 300]);
        // Seen from behind (yaw half a turn), the same point is 300 behind.
        let mut m = Matrix::view(0, 0xC000, 0);
        m.translate_abs([1300, 50, 2000], [1000, 50, 2000]);
        assert_eq!(m.origin(), [0, 0, -300]);
    }

    #[test]
    fn turns_follow_the_y_x_z_order_and_skip_zero() {
        let mut m = Matrix::UNIT;
        m.rot_yxz(0x4000, 0, 0);
        m.translate_rel([0, 0, 100]);
        assert_eq!(m.origin(), [100, 0, 0]);
        let mut m = Matrix::UNIT;
        m.rot_x(0);
        assert_eq!(m, Matrix::UNIT);
        // Negative points round towards −∞ as C's `>>` does: −0.707 is −1.
        let mut m = Matrix::UNIT;
        m.rot_y(0x2000);
        m.translate_rel([0, 0, -1]);
        assert_eq!(m.origin(), [-1, 0, -1]);
    }
}
