//! Rigid transforms of mesh trees: the rotation order of TR keyframes
//! (Y, then X, then Z) and composition down a tree. Shared by the world's
//! posing, the renderer and the builder (which measures posed bounding boxes).

/// A rigid transform: 3×3 rotation (rows) and a translation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Transform {
    pub rot: [[f32; 3]; 3],
    pub pos: [f32; 3],
}

impl Transform {
    /// The identity.
    pub const IDENTITY: Transform = Transform {
        rot: [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
        pos: [0.0; 3],
    };

    /// Applies to a point.
    pub fn apply(&self, p: [f32; 3]) -> [f32; 3] {
        let r = &self.rot;
        [0, 1, 2].map(|i| r[i][0] * p[0] + r[i][1] * p[1] + r[i][2] * p[2] + self.pos[i])
    }

    /// `self` followed by `child` in `self`'s frame.
    pub fn then(&self, child: &Transform) -> Transform {
        let mut rot = [[0.0; 3]; 3];
        for (i, row) in rot.iter_mut().enumerate() {
            for (j, v) in row.iter_mut().enumerate() {
                *v = (0..3).map(|k| self.rot[i][k] * child.rot[k][j]).sum();
            }
        }
        let p = child.pos;
        let pos = [0, 1, 2].map(|i| {
            self.rot[i][0] * p[0] + self.rot[i][1] * p[1] + self.rot[i][2] * p[2] + self.pos[i]
        });
        Transform { rot, pos }
    }

    /// A rotation of angles (1/65536 turns) about X, Y and Z, applied Y, then X, then Z.
    pub fn rotation(angles: [f32; 3], pos: [f32; 3]) -> Transform {
        let (sx, cx) = tr_radians(angles[0]).sin_cos();
        let (sy, cy) = tr_radians(angles[1]).sin_cos();
        let (sz, cz) = tr_radians(angles[2]).sin_cos();
        let ry = Transform {
            rot: [[cy, 0.0, sy], [0.0, 1.0, 0.0], [-sy, 0.0, cy]],
            pos,
        };
        let rx = Transform {
            rot: [[1.0, 0.0, 0.0], [0.0, cx, -sx], [0.0, sx, cx]],
            pos: [0.0; 3],
        };
        let rz = Transform {
            rot: [[cz, -sz, 0.0], [sz, cz, 0.0], [0.0, 0.0, 1.0]],
            pos: [0.0; 3],
        };
        ry.then(&rx).then(&rz)
    }
}

/// TR angle units (65536 per turn, as stored in levels) to radians.
pub fn tr_radians(a: f32) -> f32 {
    a * std::f32::consts::TAU / 65536.0
}

/// Bounds (min and max corners) of points placed by transforms, grown one
/// mesh at a time; empty until a point is added.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    pub lo: [f32; 3],
    pub hi: [f32; 3],
}

impl Default for Bounds {
    fn default() -> Bounds {
        Bounds {
            lo: [f32::MAX; 3],
            hi: [f32::MIN; 3],
        }
    }
}

impl Bounds {
    /// Adds `vertices` (model space) placed by `t`.
    pub fn add(&mut self, t: &Transform, vertices: &[[i16; 3]]) {
        for v in vertices {
            let p = t.apply(v.map(|c| c as f32));
            self.lo = [0, 1, 2].map(|k| self.lo[k].min(p[k]));
            self.hi = [0, 1, 2].map(|k| self.hi[k].max(p[k]));
        }
    }

    /// True until a point was added.
    pub fn is_empty(&self) -> bool {
        self.lo[0] > self.hi[0]
    }
}
