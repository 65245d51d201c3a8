//! Light for models lit by the room (meshes stored with normals): the
//! room's ambient plus each of its lights, measured at the entity, falling
//! off as `radius / (radius + distance)` (full at the light, half at its
//! fade radius, a little beyond it, as the classic games' object lighting
//! looked). Meshes with their own shades (intensities) keep them, as the
//! games did. Per-vertex directional light is not done: the whole model
//! takes the light at its centre.

use crate::level::room::Light;

/// The brightest a model gets (lights can push past the ambient).
pub const MAX_LIGHT: f32 = 1.5;

/// RGB light at `pos` (world units) in a room with `ambient` and `lights`.
pub fn light_at(ambient: [u8; 3], lights: &[Light], pos: [f32; 3]) -> [f32; 3] {
    let mut out = ambient.map(|c| c as f32 / 255.0);
    for l in lights {
        if l.radius <= 0.0 {
            continue;
        }
        let d = [0, 1, 2].map(|k| pos[k] - l.pos[k]);
        let dist = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
        let falloff = l.radius / (l.radius + dist) * l.intensity.clamp(0.0, 1.0);
        for (o, c) in out.iter_mut().zip(l.colour) {
            *o += c as f32 / 255.0 * falloff;
        }
    }
    out.map(|c| c.clamp(0.0, MAX_LIGHT))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ambient_plus_lights_fading_to_their_radius() {
        let ambient = [51, 51, 51];
        assert_eq!(light_at(ambient, &[], [0.0; 3]), [0.2; 3]);
        let lights = [Light {
            pos: [0.0, 0.0, 0.0],
            colour: [255, 0, 0],
            intensity: 1.0,
            radius: 1000.0,
            kind: 1,
            direction: [0.0; 3],
        }];
        let at = light_at(ambient, &lights, [1000.0, 0.0, 0.0]);
        assert!((at[0] - 0.7).abs() < 1e-5 && (at[1] - 0.2).abs() < 1e-5);
        let far = light_at(ambient, &lights, [9000.0, 0.0, 0.0]);
        assert!((far[0] - 0.3).abs() < 1e-5);
        assert_eq!(light_at([255; 3], &lights, [0.0; 3])[0], MAX_LIGHT);
    }
}
