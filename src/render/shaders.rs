//! The room program's GLSL sources (rooms, static meshes, entities,
//! sprites and Lara's skin share it) and the distance fog every fragment
//! shader of the renderer uses.

/// The room shader's inputs and effects. `effect` and `scroll` are
/// explained in [`vertex_effects`]; `time` is in world ticks.
const ROOM_VERTEX_MAIN: &str = r#"
layout(location = 0) in vec3 pos;
layout(location = 1) in vec3 uvl;
layout(location = 2) in vec4 colour;
layout(location = 3) in vec4 effect;
layout(location = 4) in vec2 scroll;
uniform mat4 view_proj;
uniform mat4 model;
uniform vec3 tint;
uniform vec3 eye;
uniform float time;
uniform int light_mode;
uniform float through_water;
uniform float uv_speed;
out vec3 v_uvl;
out vec4 v_colour;
out float v_distance;
void main() {
    vec4 world = model * vec4(pos, 1.0);
    float phase = (world.x + world.z) / 512.0;
    // Water surface waves, then the wobble of what is seen through water.
    world.y += effect.x * sin(time * 0.2 + phase);
    world.xz += through_water * effect.z * 16.0
        * vec2(sin(time * 0.25 + world.z / 600.0), cos(time * 0.21 + world.x / 600.0));
    float light = light_mode_factor(light_mode, effect.w, time)
        * (1.0 + effect.y * 0.25 * sin(time * 0.3 + phase * 2.7));
    // Effect lights (flashes, explosions, flames) add to the baked light.
    v_uvl = uvl;
    if (scroll.x > 0.0) {
        v_uvl.y += mod(-time * scroll.y * uv_speed / 256.0, scroll.x);
    }
    v_colour = vec4((colour.rgb * light + dynamic_light(world.xyz)) * tint, colour.a);
    v_distance = distance(world.xyz, eye);
    gl_Position = view_proj * world;
}
"#;

/// The room vertex shader's source: version, shared functions, main.
pub fn room_vertex_source() -> String {
    format!(
        "#version 330 core\n{}{}{}",
        super::vertex_effects::GLSL,
        super::lighting::dynamic_glsl(),
        ROOM_VERTEX_MAIN
    )
}

/// Distance fog shared by the fragment shaders: from `fog_range.x` to
/// `fog_range.y` (world units from the eye) geometry fades into
/// `fog_colour`; `fog_amount` is 0 before the range and 1 past it.
pub const FOG_GLSL: &str = r#"
uniform vec2 fog_range;
uniform vec3 fog_colour;
float fog_amount(float distance_to_eye) {
    return clamp((distance_to_eye - fog_range.x) / max(fog_range.y - fog_range.x, 1.0), 0.0, 1.0);
}
"#;

const ROOM_FRAGMENT_MAIN: &str = r#"
in vec3 v_uvl;
in vec4 v_colour;
in float v_distance;
uniform sampler2DArray pages;
uniform float alpha_cut;
// An entity's opacity (Entity.alpha / 255) in the translucent pass, else 1.
uniform float fade;
out vec4 out_colour;
void main() {
    vec4 texel = texture(pages, v_uvl);
    if (texel.a < alpha_cut) discard;
    out_colour = vec4(mix(texel.rgb * v_colour.rgb, fog_colour, fog_amount(v_distance)), texel.a * fade);
}
"#;

/// The room fragment shader's source: version, fog, main.
pub fn room_fragment_source() -> String {
    format!("#version 330 core\n{FOG_GLSL}{ROOM_FRAGMENT_MAIN}")
}
