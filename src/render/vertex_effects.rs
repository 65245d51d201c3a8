//! Per-vertex effects the shader animates from the world tick: water surface
//! waves, caustic shimmer, the wobble of geometry seen through a water
//! surface, TR2's room light modes and TR4/TR5 UV-rotate scrolling. The CPU
//! side only decides, per vertex, which effects apply and how strongly
//! (spec 000 §3.2.5 room vertex attributes, §3.3 light modes, §3.4.6 room
//! flags and water scheme, §5.7 animated textures); the motion itself is
//! in the room shader so a frame costs nothing extra on the CPU.

use crate::format::Game;
use crate::level::room::{Room, RoomFlags};
use crate::level::texture::PAGE_SIZE;
use crate::level::Level;

/// World units of wave height per step of a room's water scheme (0–15).
/// The spec says only that the amplitude follows the scheme; at 4 units a
/// step the strongest wave (15) moves a surface by a quarter of a click.
pub const WAVE_UNITS_PER_SCHEME: f32 = 4.0;

/// Caustic strength of the TR3/TR4 wave bits, which also shimmer but "much
/// less noticeably" than the caustics bit.
const WAVE_SHIMMER: f32 = 0.35;

/// What the shader does to one vertex: `[wave height in world units,
/// caustic strength 0–1, wobble when seen through water 0/1, TR2 light
/// effect value 0–31]`.
pub type VertexEffect = [f32; 4];

/// The effects of a room vertex with attribute bits `attributes`.
pub fn room_vertex_effect(game: Game, room: &Room, attributes: u16) -> VertexEffect {
    let water = room.is_water();
    let caustic_room = room.flags.contains(RoomFlags::CAUSTICS);
    let scheme = room.water_scheme.clamp(1, 15) as f32;
    match game {
        // TR1 shimmers every vertex of a water room; TR2 too, and its bit 15
        // keeps a water room's vertex still when seen through the surface.
        Game::Tr1 | Game::Tr2 => {
            let still = game == Game::Tr2 && attributes & 0x8000 != 0;
            let light = if game == Game::Tr2 {
                (attributes & 0x1F) as f32
            } else {
                0.0
            };
            [
                0.0,
                if water { 1.0 } else { 0.0 },
                if still { 0.0 } else { 1.0 },
                light,
            ]
        }
        // TR3/TR4: bit 13 waves (bit 15, broken in the originals, does the
        // same), bit 14 caustics; TR4's caustics room flag shimmers the room.
        Game::Tr3 | Game::Tr4 => {
            let wave = attributes & 0xA000 != 0;
            let caustic = if attributes & 0x4000 != 0 || (game == Game::Tr4 && caustic_room) {
                1.0
            } else if wave {
                WAVE_SHIMMER
            } else {
                0.0
            };
            [
                if wave {
                    scheme * WAVE_UNITS_PER_SCHEME
                } else {
                    0.0
                },
                caustic,
                1.0,
                0.0,
            ]
        }
        // TR5 vertices carry no attributes: water rooms and rooms flagged for
        // caustics shimmer as a whole.
        Game::Tr5 => [0.0, if water || caustic_room { 1.0 } else { 0.0 }, 1.0, 0.0],
    }
}

/// Textures that scroll vertically (TR4/TR5 UV-rotate ranges), with the
/// distance they scroll before repeating.
#[derive(Debug, Clone, Default)]
pub struct UvRotate {
    /// Object texture → scroll period in layer-space V (half the texture's
    /// height: the face shows the top half and the lower half repeats it).
    periods: std::collections::BTreeMap<u32, f32>,
}

impl UvRotate {
    /// The UV-rotate textures of `level` (none before TR4).
    pub fn new(level: &Level) -> UvRotate {
        let mut periods = std::collections::BTreeMap::new();
        for range in level.animated_textures.iter().filter(|r| r.uv_rotate) {
            for id in &range.textures {
                let Some(t) = level.object_textures.get(id.0 as usize) else {
                    continue;
                };
                let (lo, hi) = t.uv.iter().fold((f32::MAX, f32::MIN), |(lo, hi), uv| {
                    (lo.min(uv[1]), hi.max(uv[1]))
                });
                let half = (hi - lo) / 2.0;
                if half > 0.0 {
                    periods.insert(id.0, half / PAGE_SIZE as f32);
                }
            }
        }
        UvRotate { periods }
    }

    /// The per-vertex scroll attribute of a face with `texture`:
    /// `[period, 1]` for UV-rotate textures (the shader multiplies by the
    /// level's speed), zeros for the rest.
    pub fn scroll(&self, texture: u32) -> [f32; 2] {
        self.periods.get(&texture).map_or([0.0; 2], |p| [*p, 1.0])
    }

    /// True when the level has UV-rotate textures.
    pub fn is_empty(&self) -> bool {
        self.periods.is_empty()
    }
}

/// How far a UV-rotate texture has scrolled (layer-space V in
/// `[0, period)`) at `time` ticks with `speed` pixels per tick; the shader
/// computes the same (`ROOM_VERTEX`). Positive speeds move the picture down.
pub fn scroll_offset(period: f32, speed: f32, time: f32) -> f32 {
    if period <= 0.0 {
        return 0.0;
    }
    (-time * speed / PAGE_SIZE as f32).rem_euclid(period)
}

/// The brightness factor of TR2 light mode `mode` for a vertex with effect
/// value `value` (0–31) at `time` ticks; the shader computes the same.
/// Mode 1 flickers: on ticks where the room's random draw is off, the light
/// drops by `value`/31. Mode 2 fades on a two-second cycle: values 1–15 rise
/// toward full light (lower is deeper), 17–30 sink toward black (higher is
/// deeper); 0, 16 and 31 do nothing. Mode 3 (sunset) needs the gameflow's
/// sunset flag, which a level file does not carry: it stays at full light.
pub fn light_mode_factor(mode: u32, value: f32, time: f32) -> f32 {
    match mode {
        1 => {
            let off = flicker_hash(time.floor()) < 0.25;
            if off {
                1.0 - value / 31.0
            } else {
                1.0
            }
        }
        2 => {
            let pulse = 0.5 + 0.5 * (time * std::f32::consts::TAU / 60.0).sin();
            if (1.0..=15.0).contains(&value) {
                1.0 + pulse * (16.0 - value) / 16.0
            } else if (17.0..=30.0).contains(&value) {
                1.0 - pulse * (value - 16.0) / 15.0
            } else {
                1.0
            }
        }
        _ => 1.0,
    }
}

/// A repeatable pseudo-random value in [0, 1) for a tick (the shader's
/// `hash`).
pub fn flicker_hash(tick: f32) -> f32 {
    ((tick * 12.9898).sin() * 43758.547).rem_euclid(1.0)
}

/// The GLSL of the functions above, shared by the room shader.
pub const GLSL: &str = r#"
float flicker_hash(float tick) { return fract(sin(tick * 12.9898) * 43758.547); }
float light_mode_factor(int mode, float value, float time) {
    if (mode == 1) {
        return flicker_hash(floor(time)) < 0.25 ? 1.0 - value / 31.0 : 1.0;
    }
    if (mode == 2) {
        float pulse = 0.5 + 0.5 * sin(time * 6.2831853 / 60.0);
        if (value >= 1.0 && value <= 15.0) return 1.0 + pulse * (16.0 - value) / 16.0;
        if (value >= 17.0 && value <= 30.0) return 1.0 - pulse * (value - 16.0) / 15.0;
    }
    return 1.0;
}
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build;
    use crate::builder::demo::demo_level;

    #[test]
    fn each_game_reads_its_own_attribute_bits() {
        let level = Level::from_raw(&build(&demo_level(), Game::Tr4)).unwrap();
        let mut room = level.rooms[0].clone();
        room.flags = RoomFlags::empty();
        room.water_scheme = 10;
        assert_eq!(
            room_vertex_effect(Game::Tr4, &room, 0),
            [0.0, 0.0, 1.0, 0.0]
        );
        assert_eq!(
            room_vertex_effect(Game::Tr4, &room, 0x2000),
            [40.0, WAVE_SHIMMER, 1.0, 0.0]
        );
        assert_eq!(room_vertex_effect(Game::Tr3, &room, 0x4000)[1], 1.0);
        // TR2: the low five bits are the light effect value, bit 15 keeps
        // the vertex still under the surface.
        assert_eq!(
            room_vertex_effect(Game::Tr2, &room, 0x8000 | 21),
            [0.0, 0.0, 0.0, 21.0]
        );
        room.flags = RoomFlags::WATER;
        assert_eq!(room_vertex_effect(Game::Tr1, &room, 0)[1], 1.0);
        assert_eq!(room_vertex_effect(Game::Tr5, &room, 0)[1], 1.0);
    }

    #[test]
    fn light_modes_flicker_and_fade_as_the_value_says() {
        // Mode 2: low values brighten, high ones darken, 16 does nothing.
        let peak = 15.0; // a quarter of the 60-tick cycle
        assert!(light_mode_factor(2, 1.0, peak) > 1.9);
        assert!(light_mode_factor(2, 15.0, peak) < 1.1);
        assert!(light_mode_factor(2, 30.0, peak) < 0.1);
        assert_eq!(light_mode_factor(2, 16.0, peak), 1.0);
        // Mode 1: some ticks off, most on; value 0 never changes.
        let off = (0..1000)
            .filter(|t| light_mode_factor(1, 31.0, *t as f32) < 0.5)
            .count();
        assert!((100..400).contains(&off), "{off} of 1000 ticks off");
        assert!((0..100).all(|t| light_mode_factor(1, 0.0, t as f32) == 1.0));
        assert_eq!(light_mode_factor(0, 31.0, 7.0), 1.0);
    }

    #[test]
    fn uv_rotate_scrolls_half_the_texture_and_repeats() {
        let period = 32.0 / PAGE_SIZE as f32;
        assert_eq!(scroll_offset(period, 4.0, 0.0), 0.0);
        // 4 px a tick: a 32 px period repeats every 8 ticks.
        assert!((scroll_offset(period, 4.0, 8.0) - 0.0).abs() < 1e-6);
        let one = scroll_offset(period, 4.0, 1.0);
        assert!((one - 28.0 / PAGE_SIZE as f32).abs() < 1e-6, "{one}");
        assert_eq!(scroll_offset(0.0, 4.0, 3.0), 0.0);
    }
}
