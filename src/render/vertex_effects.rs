//! Per-vertex effects the shader animates from the world tick: water surface
//! waves, caustic shimmer, the wobble of geometry seen through a water
//! surface, TR2's room light modes and TR4/TR5 UV-rotate scrolling. The CPU
//! side only decides, per vertex, which effects apply and how strongly
//! (TRosettaStone 3 §3.2.5 room vertex attributes, §3.3 light modes, §3.4.6 room
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
}

/// Whether TR2 light mode 1 (flicker) is off on `tick`: the shader's
/// `flicker_hash` below 0.25. Tests use it to pick lit and dark ticks.
pub fn flicker_off(tick: u64) -> bool {
    flicker_hash(tick as f32) < 0.25
}

/// A repeatable pseudo-random value in [0, 1) for a tick, as the shader's
/// `flicker_hash` computes it.
fn flicker_hash(tick: f32) -> f32 {
    ((tick * 12.9898).sin() * 43758.547).rem_euclid(1.0)
}

/// The room shader's light-mode functions. Mode 1 flickers: on ticks where
/// the room's random draw is off, the light drops by value/31. Mode 2 fades
/// on a two-second cycle: values 1–15 rise toward full light (lower is
/// deeper), 17–30 sink toward black (higher is deeper); 0, 16 and 31 do
/// nothing. Mode 3 (sunset) needs the gameflow's sunset flag, which a level
/// file does not carry: it stays at full light. UV-rotate textures scroll
/// by `mod(-time * speed / 256, period)` in layer-space V, so positive
/// speeds move the picture down.
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
    fn uv_rotate_ranges_scroll_by_half_their_height() {
        let level = Level::from_raw(&build(&demo_level(), Game::Tr4)).unwrap();
        let uv = UvRotate::new(&level);
        let range = level
            .animated_textures
            .iter()
            .find(|r| r.uv_rotate)
            .unwrap();
        let id = range.textures[0].0;
        let t = &level.object_textures[id as usize];
        let (lo, hi) = t.uv.iter().fold((f32::MAX, f32::MIN), |(lo, hi), c| {
            (lo.min(c[1]), hi.max(c[1]))
        });
        assert_eq!(uv.scroll(id), [(hi - lo) / 2.0 / PAGE_SIZE as f32, 1.0]);
        // Textures outside the ranges do not scroll; nothing does before TR4.
        assert_eq!(uv.scroll(u32::MAX), [0.0; 2]);
        let tr3 = Level::from_raw(&build(&demo_level(), Game::Tr3)).unwrap();
        assert_eq!(UvRotate::new(&tr3).scroll(id), [0.0; 2]);
    }

    #[test]
    fn some_ticks_flicker_off_and_most_stay_on() {
        let off = (0..1000).filter(|t| flicker_off(*t)).count();
        assert!((100..400).contains(&off), "{off} of 1000 ticks off");
    }
}
