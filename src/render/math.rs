//! The little matrix algebra the renderer needs: column-major 4×4 matrices,
//! a perspective projection and the TR camera (yaw about −y, pitch, world y
//! pointing down) mapped into GL's y-up, −z-forward eye space.

/// A column-major 4×4 matrix (as GL expects it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mat4(pub [f32; 16]);

impl Mat4 {
    pub const IDENTITY: Mat4 = Mat4([
        1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
    ]);

    /// Element at row `r`, column `c`.
    pub fn at(&self, r: usize, c: usize) -> f32 {
        self.0[c * 4 + r]
    }

    /// `self × other`.
    pub fn mul(&self, other: &Mat4) -> Mat4 {
        let mut out = [0.0; 16];
        for c in 0..4 {
            for r in 0..4 {
                out[c * 4 + r] = (0..4).map(|k| self.at(r, k) * other.at(k, c)).sum();
            }
        }
        Mat4(out)
    }

    /// Transforms a point (w = 1), returning clip coordinates.
    pub fn transform(&self, p: [f32; 3]) -> [f32; 4] {
        let mut out = [0.0; 4];
        for (r, o) in out.iter_mut().enumerate() {
            *o = self.at(r, 0) * p[0] + self.at(r, 1) * p[1] + self.at(r, 2) * p[2] + self.at(r, 3);
        }
        out
    }

    /// A perspective projection: vertical field of view in radians.
    pub fn perspective(fov_y: f32, aspect: f32, near: f32, far: f32) -> Mat4 {
        let f = 1.0 / (fov_y / 2.0).tan();
        let mut m = [0.0; 16];
        m[0] = f / aspect;
        m[5] = f;
        m[10] = (far + near) / (near - far);
        m[11] = -1.0;
        m[14] = 2.0 * far * near / (near - far);
        Mat4(m)
    }

    /// The view matrix of a TR camera at `pos` looking along `yaw` (TR
    /// units, 0 = +z) and `pitch` (positive looks down).
    pub fn tr_view(pos: [f32; 3], yaw: f32, pitch: f32) -> Mat4 {
        let (sy, cy) = yaw.sin_cos();
        let (sp, cp) = pitch.sin_cos();
        // Rows: the camera's right, up (−y in TR) and back axes in world space.
        let forward = [sy * cp, sp, cy * cp];
        let right = [cy, 0.0, -sy];
        // up_gl = right × forward, in TR's y-down frame flipped to y-up below.
        let down = [
            forward[1] * right[2] - forward[2] * right[1],
            forward[2] * right[0] - forward[0] * right[2],
            forward[0] * right[1] - forward[1] * right[0],
        ];
        let rows = [
            right,
            [-down[0], -down[1], -down[2]],
            [-forward[0], -forward[1], -forward[2]],
        ];
        let mut m = Mat4::IDENTITY.0;
        for (r, axis) in rows.iter().enumerate() {
            for c in 0..3 {
                m[c * 4 + r] = axis[c];
            }
            m[12 + r] = -(axis[0] * pos[0] + axis[1] * pos[1] + axis[2] * pos[2]);
        }
        Mat4(m)
    }
}

/// TR angle units to radians (one definition, shared with the world).
pub use crate::world::pose::tr_radians;

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f32, b: f32) -> bool {
        (a - b).abs() < 1e-4
    }

    #[test]
    fn a_point_ahead_of_the_camera_lands_in_the_middle_of_the_screen() {
        let view = Mat4::tr_view([0.0, 0.0, 0.0], tr_radians(16384.0), 0.0);
        let proj = Mat4::perspective(1.0, 1.0, 10.0, 10_000.0);
        let clip = proj.mul(&view).transform([1000.0, 0.0, 0.0]);
        assert!(close(clip[0] / clip[3], 0.0) && close(clip[1] / clip[3], 0.0));
        assert!(clip[3] > 0.0, "in front of the camera");
        // TR y is down: a point below the axis is low on the screen.
        let below = proj.mul(&view).transform([1000.0, 300.0, 0.0]);
        assert!(below[1] / below[3] < 0.0);
        // To the camera's right (facing +x, right is −z).
        let right = proj.mul(&view).transform([1000.0, 0.0, -300.0]);
        assert!(right[0] / right[3] > 0.0);
    }

    #[test]
    fn pitch_looks_down() {
        let view = Mat4::tr_view([0.0, 0.0, 0.0], 0.0, tr_radians(8192.0));
        let p = view.transform([0.0, 1000.0, 1000.0]);
        assert!(close(p[0], 0.0) && close(p[1], 0.0) && p[2] < 0.0);
    }
}
