//! Animated textures: each cycling range shows its textures in turn, one
//! step every [`TICKS_PER_STEP`] ticks. The renderer keeps, per room vertex,
//! which object texture and corner it came from, and rewrites the UVs of
//! the rooms that use animated textures when the step changes.

use crate::level::texture::PAGE_SIZE;
use crate::level::Level;

/// Ticks per animation step (the originals advance about 6 times a second).
pub const TICKS_PER_STEP: u64 = 5;

/// Maps an object texture to what it shows at a step.
#[derive(Debug, Clone, Default)]
pub struct TextureCycles {
    /// For each animated texture: (its range, its position in the range).
    slots: std::collections::BTreeMap<u32, (usize, usize)>,
    ranges: Vec<Vec<u32>>,
}

impl TextureCycles {
    /// The cycling ranges of `level` (UV-rotate ranges are not cycled).
    pub fn new(level: &Level) -> TextureCycles {
        let mut out = TextureCycles::default();
        for r in level.animated_textures.iter().filter(|r| !r.uv_rotate) {
            let ids: Vec<u32> = r.textures.iter().map(|t| t.0).collect();
            if ids.len() < 2 {
                continue;
            }
            let index = out.ranges.len();
            for (pos, id) in ids.iter().enumerate() {
                out.slots.entry(*id).or_insert((index, pos));
            }
            out.ranges.push(ids);
        }
        out
    }

    /// True when `texture` animates.
    pub fn animates(&self, texture: u32) -> bool {
        self.slots.contains_key(&texture)
    }

    /// The texture shown in place of `texture` at `step`.
    pub fn at(&self, texture: u32, step: u64) -> u32 {
        match self.slots.get(&texture) {
            Some(&(range, pos)) => {
                let ids = &self.ranges[range];
                ids[(pos + step as usize) % ids.len()]
            }
            None => texture,
        }
    }

    /// The layer-space UV of corner `corner` of `texture` at `step`.
    pub fn uvl(&self, level: &Level, texture: u32, corner: u8, step: u64) -> Option<[f32; 3]> {
        let t = level.object_textures.get(self.at(texture, step) as usize)?;
        let uv = t.uv.get(corner as usize)?;
        Some([
            uv[0] / PAGE_SIZE as f32,
            uv[1] / PAGE_SIZE as f32,
            t.page.0 as f32,
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::build;
    use crate::builder::demo::demo_level;
    use crate::format::Game;

    #[test]
    fn ranges_cycle_through_their_textures() {
        let level = Level::from_raw(&build(&demo_level(), Game::Tr1)).unwrap();
        let cycles = TextureCycles::new(&level);
        let range = level
            .animated_textures
            .iter()
            .find(|r| r.textures.len() >= 2)
            .expect("the demo animates water");
        let (a, b) = (range.textures[0].0, range.textures[1].0);
        assert!(cycles.animates(a));
        assert_eq!(cycles.at(a, 0), a);
        assert_eq!(cycles.at(a, 1), b);
        assert_eq!(cycles.at(a, range.textures.len() as u64), a);
    }
}
