//! Animated textures: each cycling range shows its textures in turn, one
//! step every [`ticks_per_step`] ticks. The renderer keeps, per room vertex,
//! which object texture and corner it came from, and rewrites the UVs of
//! the rooms that use animated textures when the step changes.

use super::room_mesh::Vertex;
use crate::level::texture::PAGE_SIZE;
use crate::level::Level;

/// Ticks per animation step in `game`. The spec says only that TR1/TR2
/// animate slowly and TR3 on faster: 6 steps a second up to TR2 and 10
/// from TR3 are the project's reading of the games.
pub fn ticks_per_step(game: crate::format::Game) -> u64 {
    if game >= crate::format::Game::Tr3 {
        3
    } else {
        5
    }
}

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

/// A run of vertices in a GL buffer that holds animated textures: from the
/// first animated vertex to the last, kept on the CPU with each vertex's
/// source texture and corner so a new step rewrites only this run.
#[derive(Debug, Clone)]
pub struct AnimatedSpan {
    vbo: u32,
    /// Index of the run's first vertex in the buffer.
    first: usize,
    vertices: Vec<Vertex>,
    sources: Vec<(u32, u8)>,
}

impl AnimatedSpan {
    /// The animated run of `vertices` (uploaded to `vbo` from vertex
    /// `base` on), if any vertex uses an animated texture.
    pub fn new(
        vbo: u32,
        base: usize,
        vertices: &[Vertex],
        sources: &[(u32, u8)],
        cycles: &TextureCycles,
    ) -> Option<AnimatedSpan> {
        let first = sources.iter().position(|(t, _)| cycles.animates(*t))?;
        let last = sources.iter().rposition(|(t, _)| cycles.animates(*t))?;
        Some(AnimatedSpan {
            vbo,
            first: base + first,
            vertices: vertices.get(first..=last)?.to_vec(),
            sources: sources.get(first..=last)?.to_vec(),
        })
    }

    /// The run's vertices with their textures as at `step`.
    pub fn at_step(&self, level: &Level, cycles: &TextureCycles, step: u64) -> Vec<Vertex> {
        let mut out = self.vertices.clone();
        for (v, (texture, corner)) in out.iter_mut().zip(&self.sources) {
            if cycles.animates(*texture) {
                if let Some(uvl) = cycles.uvl(level, *texture, *corner, step) {
                    v.uvl = uvl;
                }
            }
        }
        out
    }

    /// Writes the run as at `step` into its buffer. Needs a current GL
    /// context (the one that made the buffer).
    pub fn upload(&self, level: &Level, cycles: &TextureCycles, step: u64) {
        let vertices = self.at_step(level, cycles, step);
        let stride = std::mem::size_of::<Vertex>();
        // SAFETY: the buffer was created holding at least first + len vertices.
        unsafe {
            gl::BindBuffer(gl::ARRAY_BUFFER, self.vbo);
            gl::BufferSubData(
                gl::ARRAY_BUFFER,
                (self.first * stride) as isize,
                std::mem::size_of_val(vertices.as_slice()) as isize,
                vertices.as_ptr().cast(),
            );
            gl::BindBuffer(gl::ARRAY_BUFFER, 0);
        }
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

    #[test]
    fn later_games_step_faster() {
        assert_eq!(ticks_per_step(Game::Tr1), 5);
        assert_eq!(ticks_per_step(Game::Tr2), 5);
        assert!(
            ticks_per_step(Game::Tr3) < 5 && ticks_per_step(Game::Tr5) == ticks_per_step(Game::Tr3)
        );
    }

    #[test]
    fn an_animated_span_covers_only_the_animated_run_and_rewrites_its_uvs() {
        // TR3: the demo's water cycles (in TR4/TR5 its first range scrolls).
        let level = Level::from_raw(&build(&demo_level(), Game::Tr3)).unwrap();
        let cycles = TextureCycles::new(&level);
        let uv = super::super::vertex_effects::UvRotate::new(&level);
        let (room, mesh) = level
            .rooms
            .iter()
            .map(|r| (r, super::super::room_mesh::room_mesh(&level, r, &uv)))
            .find(|(_, m)| m.sources.iter().any(|(t, _)| cycles.animates(*t)))
            .expect("a demo room with animated water");
        let span = AnimatedSpan::new(0, 0, &mesh.vertices, &mesh.sources, &cycles).unwrap();
        assert!(cycles.animates(span.sources[0].0));
        assert!(cycles.animates(span.sources.last().unwrap().0));
        assert!(
            span.vertices.len() <= mesh.vertices.len(),
            "{}",
            room.quads.len()
        );
        let (s0, s1) = (
            span.at_step(&level, &cycles, 0),
            span.at_step(&level, &cycles, 1),
        );
        assert_eq!(s0.len(), s1.len());
        assert!(s0.iter().zip(&s1).any(|(a, b)| a.uvl != b.uvl));
        // Unanimated vertices inside the run keep their UVs.
        for ((a, b), (t, _)) in s0.iter().zip(&s1).zip(&span.sources) {
            if !cycles.animates(*t) {
                assert_eq!(a.uvl, b.uvl);
            }
        }
        assert!(AnimatedSpan::new(
            0,
            0,
            &mesh.vertices,
            &mesh.sources,
            &TextureCycles::default()
        )
        .is_none());
    }
}
