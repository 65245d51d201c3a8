//! Light for models lit by the room (meshes stored with normals): the
//! room's ambient plus each of its lights, measured at the entity, falling
//! off as `radius / (radius + distance)` (full at the light, half at its
//! fade radius, a little beyond it, as the classic games' object lighting
//! looked). Meshes with their own shades (intensities) keep them, as the
//! games did. Per-vertex directional light is not done: the whole model
//! takes the light at its centre.
//!
//! Effects (gun flashes, explosions, flames) add short-lived point lights
//! on top: the room shader sums up to [`MAX_DYNAMIC_LIGHTS`] of them per
//! vertex ([`DYNAMIC_GLSL`]) for rooms, static meshes and entities alike.

use super::gl_util::Program;
use crate::level::room::Light;

/// Effect lights the shaders take at once.
pub const MAX_DYNAMIC_LIGHTS: usize = 8;

/// A point light for one frame: full `colour` (0–1, already dimmed by its
/// age) at `pos`, fading linearly to nothing at `radius` world units.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct DynamicLight {
    pub pos: [f32; 3],
    pub colour: [f32; 3],
    pub radius: f32,
}

/// The light `lights` add at `pos`, as the shader's `dynamic_light`
/// computes it.
pub fn dynamic_at(lights: &[DynamicLight], pos: [f32; 3]) -> [f32; 3] {
    let mut out = [0.0; 3];
    for l in lights.iter().filter(|l| l.radius > 0.0) {
        let d = [0, 1, 2].map(|k| pos[k] - l.pos[k]);
        let f = (1.0 - (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt() / l.radius).clamp(0.0, 1.0);
        for (o, c) in out.iter_mut().zip(l.colour) {
            *o += c * f;
        }
    }
    out
}

/// The shader side of [`dynamic_at`]: uniforms and `dynamic_light(p)`.
pub fn dynamic_glsl() -> String {
    format!(
        r#"
#define MAX_DYNAMIC {MAX_DYNAMIC_LIGHTS}
uniform int dynamic_count;
uniform vec4 dynamic_pos[MAX_DYNAMIC];
uniform vec3 dynamic_colour[MAX_DYNAMIC];
vec3 dynamic_light(vec3 p) {{
    vec3 sum = vec3(0.0);
    for (int i = 0; i < dynamic_count; i++) {{
        float f = clamp(1.0 - distance(p, dynamic_pos[i].xyz) / dynamic_pos[i].w, 0.0, 1.0);
        sum += dynamic_colour[i] * f;
    }}
    return sum;
}}
"#
    )
}

/// Where a program keeps the dynamic light uniforms.
#[derive(Debug, Clone, Copy)]
pub struct DynamicUniforms {
    count: i32,
    pos: i32,
    colour: i32,
}

impl DynamicUniforms {
    /// The locations in `program` (built with [`dynamic_glsl`]).
    pub fn new(program: &Program) -> DynamicUniforms {
        DynamicUniforms {
            count: program.uniform("dynamic_count"),
            pos: program.uniform("dynamic_pos"),
            colour: program.uniform("dynamic_colour"),
        }
    }

    /// Sets the lights (at most [`MAX_DYNAMIC_LIGHTS`] are taken).
    ///
    /// # Safety
    /// Needs the program bound on a current context.
    pub unsafe fn upload(&self, lights: &[DynamicLight]) {
        let n = lights.len().min(MAX_DYNAMIC_LIGHTS);
        let mut pos = [0.0f32; 4 * MAX_DYNAMIC_LIGHTS];
        let mut colour = [0.0f32; 3 * MAX_DYNAMIC_LIGHTS];
        for (i, l) in lights.iter().take(n).enumerate() {
            pos[i * 4..i * 4 + 3].copy_from_slice(&l.pos);
            pos[i * 4 + 3] = l.radius.max(1.0);
            colour[i * 3..i * 3 + 3].copy_from_slice(&l.colour);
        }
        gl::Uniform1i(self.count, n as i32);
        if n > 0 {
            gl::Uniform4fv(self.pos, n as i32, pos.as_ptr());
            gl::Uniform3fv(self.colour, n as i32, colour.as_ptr());
        }
    }
}

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

    #[test]
    fn dynamic_lights_fade_linearly_to_their_radius() {
        let flash = DynamicLight {
            pos: [0.0; 3],
            colour: [1.0, 0.5, 0.0],
            radius: 1000.0,
        };
        assert_eq!(dynamic_at(&[flash], [0.0; 3]), [1.0, 0.5, 0.0]);
        let half = dynamic_at(&[flash, flash], [0.0, 500.0, 0.0]);
        assert!((half[0] - 1.0).abs() < 1e-5 && (half[1] - 0.5).abs() < 1e-5);
        assert_eq!(dynamic_at(&[flash], [0.0, 0.0, 1200.0]), [0.0; 3]);
    }
}
