//! The pose play decides by: where an entity's meshes are, whether two
//! bodies touch and its box between keyframes, as the originals compute
//! them (the renderer's floating-point pose, `super::pose`, decides
//! nothing). A 3×4 integer matrix with a 14-bit fraction walked down the mesh
//! tree (rotations Y, X, Z with the sine table of [`super::fixed`],
//! translations accumulated in the fraction, C's arithmetic shift when a
//! point is read out), posed at the keyframe nearest the entity's frame
//! rather than between two (TRX tr1 `collide.c` `Collide_GetSpheres`,
//! `items.c` `Item_GetBestFrame`, `math/matrix.c`).
//!
//! A shot tests the target's spheres in the frame of the shot (x across,
//! y down, z along it: [`view_spheres`]); bites and blows test two bodies'
//! spheres in the world ([`world_spheres`]). The arms Lara's guns pose and
//! her swapped meshes play no part, as in the originals. Bites land by the
//! touch bits ([`touch_bits`], `Collide_TestCollision`) from points on a
//! joint ([`mesh_point`], `Collide_GetJointAbsPosition`); Lara's collision
//! with items, pickups and switches reads the box between keyframes
//! ([`bounds_accurate`], `Item_GetBoundsAccurate`).

use crate::level::anim::Keyframe;
use crate::level::{AnimId, Level};

use super::fixed::{cos, sin, W2V_SHIFT};
use super::Entity;

/// A mesh's collision sphere: centre and radius in world units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sphere {
    pub centre: [i32; 3],
    pub radius: i32,
}

impl Sphere {
    /// True when the centres lie closer than the radii together, strictly
    /// (`Collide_TestCollision`: `d < r²`; spheres just meeting do not
    /// touch). Squares in 64 bits: see [`touch_bits`].
    pub fn touches(&self, other: &Sphere) -> bool {
        let d: i64 = (0..3)
            .map(|k| (other.centre[k] as i64 - self.centre[k] as i64).pow(2))
            .sum();
        d < (other.radius as i64 + self.radius as i64).pow(2)
    }
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

/// The two keyframes around `frame` of `anim`, how many frames past the
/// first it is and the span between them, as the originals' `GetFrames`
/// counts them: the span is the animation's frame rate, cut short when the
/// next keyframe's frame (counted from the animation's start) lies past
/// its end frame (counted from the level's first frame; the originals
/// compare the two so). None without animation data.
pub fn frames_at(
    level: &Level,
    anim: AnimId,
    frame: u16,
) -> Option<(&Keyframe, &Keyframe, i32, i32)> {
    let a = level.animations.get(anim.index())?;
    let last = a.keyframes.len().checked_sub(1)?;
    let mut rate = a.frame_rate.max(1) as i32;
    let local = frame.saturating_sub(a.frame_start) as i32;
    let first = (local / rate) as usize;
    let (k0, k1) = (
        &a.keyframes[first.min(last)],
        &a.keyframes[(first + 1).min(last)],
    );
    let frac = local % rate;
    if frac == 0 {
        return Some((k0, k1, 0, rate));
    }
    let next = rate * (local / rate + 1);
    if next > a.frame_end as i32 {
        rate += a.frame_end as i32 - next;
    }
    Some((k0, k1, frac, rate.max(1)))
}

/// The keyframe of an animation nearest `frame`: the earlier of the two
/// around it up to half way, the later past half way (TRX
/// `Item_GetBestFrame`). None without animation data.
pub fn best_frame(level: &Level, anim: AnimId, frame: u16) -> Option<&Keyframe> {
    let (k0, k1, frac, rate) = frames_at(level, anim, frame)?;
    Some(if frac <= rate / 2 { k0 } else { k1 })
}

/// The keyframe of an entity's animation nearest its frame ([`best_frame`]).
pub fn best_keyframe<'a>(level: &'a Level, e: &Entity) -> Option<&'a Keyframe> {
    best_frame(level, e.anim, e.frame)
}

/// The bounding box (min x, max x, min y, max y, min z, max z, in the
/// entity's frame) at `frame` of `anim`: each bound moved `frac / rate` of
/// the way to the next keyframe's with C's truncating division (TRX
/// `Item_GetBoundsAccurate`, tomb3 `GetBoundsAccurate`). What Lara's
/// collision with items, pickups, switches and lines of fire test.
pub fn bounds_accurate(level: &Level, anim: AnimId, frame: u16) -> [i16; 6] {
    match frames_at(level, anim, frame) {
        Some((k0, _, 0, _)) => k0.bbox,
        Some((k0, k1, frac, rate)) => {
            [0, 1, 2, 3, 4, 5].map(|i| between(k0.bbox[i], k1.bbox[i], frac, rate))
        }
        None => [0; 6],
    }
}

/// `frac / rate` of the way from `a` to `b`, the step truncated toward
/// zero as C divides.
fn between(a: i16, b: i16, frac: i32, rate: i32) -> i16 {
    let (a, b) = (a as i32, b as i32);
    (a + (b - a) * frac / rate) as i16
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

/// Which laid-over poses [`joint_matrices`] follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limbs {
    /// The body's own keyframe only: the originals' spheres know no arm
    /// animation (`Collide_GetSpheres`).
    Body,
    /// Arms playing another animation as drawn, each arm's root oriented
    /// by the hips and turned by its aim (TRX tr1 `Lara_Draw`): where a
    /// hand really is.
    AsDrawn,
}

/// Each mesh's matrix from `base`: the entity's rotation (Y, X, Z), the
/// keyframe's root offset, then per mesh its bone offset from its parent,
/// its keyframe rotation and a behaviour's turn laid over it (the
/// originals' extra rotations, Y, X, Z), all at the keyframe nearest the
/// frame. Empty without a model or animation.
pub fn joint_matrices_from(level: &Level, e: &Entity, base: Matrix, limbs: Limbs) -> Vec<Matrix> {
    let Some(model) = e.model.and_then(|m| level.models.get(m.index())) else {
        return Vec::new();
    };
    let Some(key) = best_keyframe(level, e) else {
        return Vec::new();
    };
    let mut root = base;
    let rot = e.rot.map(|r| r as i32);
    root.rot_yxz(rot[1], rot[0], rot[2]);
    root.translate_rel(key.offset.map(|v| v as i32));
    let mut nodes: Vec<Matrix> = Vec::with_capacity(model.meshes.len());
    for i in 0..model.meshes.len() {
        let limb = match limbs {
            Limbs::Body => None,
            Limbs::AsDrawn => e.posture.limb_of(i),
        };
        let mut m = match model.parents.get(i).copied().flatten() {
            Some(p) => {
                let Some(parent) = nodes.get(p as usize).copied() else {
                    break;
                };
                let mut m = parent;
                m.translate_rel(model.offsets[i]);
                match limb {
                    Some(l) if l.first as usize == i => {
                        let mut arm = nodes[0];
                        for (row, at) in arm.rows.iter_mut().zip(&m.rows) {
                            row[3] = at[3];
                        }
                        let [x, y, z] = l.aim.map(i32::from);
                        arm.rot_yxz(y, x, z);
                        arm
                    }
                    _ => m,
                }
            }
            None => root,
        };
        let frame = limb
            .and_then(|l| best_frame(level, l.anim, l.frame))
            .unwrap_or(key);
        let r = frame.rotations.get(i).copied().unwrap_or_default();
        m.rot_yxz(r[1] as i32, r[0] as i32, r[2] as i32);
        if let Some(turn) = e.posture.turns.iter().find(|t| t.mesh as usize == i) {
            let [x, y, z] = turn.angles.map(|a| a as i32);
            m.rot_yxz(y, x, z);
        }
        nodes.push(m);
    }
    nodes
}

/// [`joint_matrices_from`] the unit matrix: each mesh in the entity's
/// space, its position still to be added.
pub fn joint_matrices(level: &Level, e: &Entity, limbs: Limbs) -> Vec<Matrix> {
    joint_matrices_from(level, e, Matrix::UNIT, limbs)
}

/// Each mesh's sphere from the matrices of [`joint_matrices_from`] with
/// `offset` added to every centre.
fn collect(level: &Level, e: &Entity, base: Matrix, offset: [i32; 3], out: &mut Vec<Sphere>) {
    let Some(model) = e.model.and_then(|m| level.models.get(m.index())) else {
        return;
    };
    let joints = joint_matrices_from(level, e, base, Limbs::Body);
    for (m, mesh_id) in joints.iter().zip(&model.meshes) {
        let Some(mesh) = level.meshes.get(mesh_id.index()) else {
            continue;
        };
        let mut at = *m;
        at.translate_rel(mesh.centre.map(|v| v as i32));
        let p = at.origin();
        out.push(Sphere {
            centre: [0, 1, 2].map(|k| offset[k].wrapping_add(p[k])),
            radius: mesh.collision_radius,
        });
    }
}

/// Which meshes of `a` touch `b`: bit `i` is set when mesh `i`'s sphere
/// and one of `b`'s lie closer than their radii together, strictly, as
/// `Collide_TestCollision` counts them (the touch bits that decide whether
/// a bite or a blow lands). Spheres of radius 0 or less never touch, nor
/// do meshes a behaviour hides (a walking mutant's folded wings).
/// Squares are taken in 64 bits where the originals' 32 would wrap for
/// bodies over 26,000 units apart, which they never test. Meshes past the
/// 64th are not counted.
pub fn touch_bits(level: &Level, a: &Entity, b: &Entity) -> u64 {
    let touching = |e: &Entity| -> Vec<(usize, Sphere)> {
        world_spheres(level, e)
            .into_iter()
            .enumerate()
            .filter(|(i, s)| s.radius > 0 && e.posture.shows(*i))
            .collect()
    };
    let theirs = touching(b);
    let mut bits = 0u64;
    for (i, mine) in touching(a).into_iter().take_while(|(i, _)| *i < 64) {
        if theirs.iter().any(|(_, other)| mine.touches(other)) {
            bits |= 1 << i;
        }
    }
    bits
}

/// Where a point given in one mesh's frame of an entity lies in the world,
/// with the entity posed as the originals pose it for play (bite points,
/// muzzles, the eye of a requested view: [`joint_matrices`] with
/// arms as drawn, `Collide_GetJointAbsPosition`). `mesh` None: the point
/// is in the entity's own frame (turned with its rotation). Errors name
/// what is missing: the entity, its model, the mesh.
pub fn mesh_point(
    world: &super::World,
    id: super::EntityId,
    mesh: Option<usize>,
    local: [i32; 3],
) -> Result<[i32; 3], String> {
    let e = world
        .entity(id)
        .ok_or_else(|| format!("entity {} no longer exists", id.index))?;
    let mut at = match mesh {
        None => {
            let mut m = Matrix::UNIT;
            let [x, y, z] = e.rot.map(i32::from);
            m.rot_yxz(y, x, z);
            m
        }
        Some(mesh) => {
            e.model.ok_or("this entity has no model")?;
            let nodes = joint_matrices(&world.level, e, Limbs::AsDrawn);
            *nodes.get(mesh).ok_or_else(|| {
                format!(
                    "mesh {mesh} is out of range (the model has {})",
                    nodes.len()
                )
            })?
        }
    };
    at.translate_rel(local);
    let p = at.origin();
    Ok([0, 1, 2].map(|k| e.pos[k].wrapping_add(p[k])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spheres_just_meeting_do_not_touch() {
        // Collide_TestCollision counts a touch when d < (r1 + r2)².
        let a = Sphere {
            centre: [0, 0, 0],
            radius: 50,
        };
        let at = |x| Sphere {
            centre: [x, 0, 0],
            radius: 50,
        };
        assert!(!a.touches(&at(100)));
        assert!(a.touches(&at(99)));
        let far = Sphere {
            centre: [60_000, 60_000, 60_000],
            radius: 50,
        };
        assert!(!a.touches(&far), "no 32-bit wrap far apart");
    }

    #[test]
    fn bounds_between_keyframes_truncate_toward_zero() {
        // Item_GetBoundsAccurate: a + (b − a)·frac / rate in C. Shrinking
        // from 10 to 3 half way is 10 + (−7 / 2) = 7 (flooring gives 6);
        // growing from −10 to −3 is −10 + 3 = −7.
        assert_eq!(between(10, 3, 1, 2), 7);
        assert_eq!(between(-10, -3, 1, 2), -7);
        assert_eq!(between(-10, -3, 0, 2), -10);
    }

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
