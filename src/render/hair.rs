//! Lara's ponytail (TR2/TR3 type 2, TR4/TR5 type 30): a chain of meshes
//! hung from the back of her head and moved by a small Verlet simulation —
//! gravity, damping, fixed segment lengths, and spheres around her head,
//! chest and hips it cannot pass through. It is decoration: it lives in the
//! renderer, steps once per world tick and never feeds back into the world.

use std::collections::BTreeMap;

use crate::format::Game;
use crate::level::{Level, MeshId, ModelId};
use crate::world::pose::{posed_transforms, Transform};
use crate::world::EntitySnapshot;

/// Where the ponytail starts, in the head's frame (behind and a little
/// above its origin).
pub const ATTACH: [f32; 3] = [-4.0, -4.0, -48.0];
/// Downward pull per tick² (TR units; y grows downward).
const GRAVITY: f32 = 8.0;
/// Velocity kept from one tick to the next.
const DAMPING: f32 = 0.8;
/// Constraint passes per tick.
const PASSES: usize = 4;
/// Ticks a fresh chain is stepped so it starts at rest.
const SETTLE_TICKS: usize = 30;
/// Skeleton nodes the hair keeps out of: hips, chest, head.
const BODY_NODES: [usize; 3] = [0, 7, 14];

/// The hair model's type id in each game (TR1 Lara has none).
pub fn hair_type(game: Game) -> Option<u32> {
    match game {
        Game::Tr1 => None,
        Game::Tr2 | Game::Tr3 => Some(2),
        Game::Tr4 | Game::Tr5 => Some(30),
    }
}

/// The level's hair model, its segment lengths, and the spheres it keeps
/// out of, each in its skeleton node's frame.
#[derive(Debug, Clone)]
struct HairModel {
    meshes: Vec<MeshId>,
    lengths: Vec<f32>,
    body: Vec<(usize, [f32; 3], f32)>,
}

impl HairModel {
    fn new(level: &Level) -> Option<HairModel> {
        let (_, model) = level.model_by_type(hair_type(level.game)?)?;
        if model.meshes.len() < 2 {
            return None;
        }
        let length = |o: &[i32; 3]| {
            let l = ((o[0] * o[0] + o[1] * o[1] + o[2] * o[2]) as f32).sqrt();
            if l > 1.0 {
                l
            } else {
                48.0
            }
        };
        // Segment k runs from node k to node k + 1; the last as long as the
        // one before it.
        let mut lengths: Vec<f32> = model.offsets.iter().skip(1).map(length).collect();
        lengths.push(lengths.last().copied().unwrap_or(48.0));
        Some(HairModel {
            meshes: model.meshes.clone(),
            lengths,
            body: body_spheres(level),
        })
    }
}

/// One ponytail's points: the attachment, then the end of each segment.
#[derive(Debug, Clone)]
struct Chain {
    points: Vec<[f32; 3]>,
    previous: Vec<[f32; 3]>,
    /// The world tick the chain was last stepped to (None: never; it
    /// settles first).
    tick: Option<u64>,
    /// Lara's right-hand axis, to keep the meshes from twisting.
    right: [f32; 3],
}

/// Every Lara's ponytail.
#[derive(Debug, Clone, Default)]
pub struct Hair {
    model: Option<HairModel>,
    chains: BTreeMap<u32, Chain>,
}

fn sub(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn length(a: [f32; 3]) -> f32 {
    (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]).sqrt()
}

fn scaled(a: [f32; 3], s: f32) -> [f32; 3] {
    a.map(|v| v * s)
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

impl Hair {
    /// The ponytail of `level`'s Lara (none without a hair model).
    pub fn new(level: &Level) -> Hair {
        Hair {
            model: HairModel::new(level),
            chains: BTreeMap::new(),
        }
    }

    /// True when the level has a ponytail to draw.
    pub fn is_present(&self) -> bool {
        self.model.is_some()
    }

    /// Steps each Lara's ponytail to world tick `tick`, pinned to her head
    /// as posed in `entities` (blended by `alpha`). A new Lara's ponytail
    /// starts hanging and settles before it is first shown.
    pub fn update(&mut self, level: &Level, entities: &[EntitySnapshot], alpha: f32, tick: u64) {
        let Some(model) = &self.model else {
            return;
        };
        let mut seen = Vec::new();
        for e in entities.iter().filter(|e| e.type_id == 0 && e.visible) {
            let Some(body) = body_of(level, e, alpha, &model.body) else {
                continue;
            };
            seen.push(e.id.index);
            let head = body.nodes[14];
            let root = head.apply(ATTACH);
            let right = [
                body.base.rot[0][0],
                body.base.rot[1][0],
                body.base.rot[2][0],
            ];
            let chain = self.chains.entry(e.id.index).or_insert_with(|| {
                let mut points = vec![root];
                for l in &model.lengths {
                    let last = points[points.len() - 1];
                    points.push([last[0], last[1] + l, last[2]]);
                }
                Chain {
                    previous: points.clone(),
                    points,
                    tick: None,
                    right,
                }
            });
            chain.right = right;
            let steps = chain.tick.map_or(SETTLE_TICKS as u64, |t| {
                tick.saturating_sub(t).min(SETTLE_TICKS as u64)
            });
            for _ in 0..steps {
                step(chain, root, &model.lengths, &body.spheres);
            }
            chain.tick = Some(tick);
            chain.points[0] = root;
        }
        self.chains.retain(|k, _| seen.contains(k));
    }

    /// Entity `index`'s ponytail starts again hanging at rest, settled
    /// before it is next shown (as a new Lara's does).
    pub fn reset(&mut self, index: u32) {
        self.chains.remove(&index);
    }

    /// The ponytail meshes of entity `index` placed in the world.
    pub fn meshes(&self, index: u32) -> Vec<(MeshId, Transform)> {
        let (Some(model), Some(chain)) = (&self.model, self.chains.get(&index)) else {
            return Vec::new();
        };
        model
            .meshes
            .iter()
            .enumerate()
            .filter_map(|(k, mesh)| {
                let (a, b) = (*chain.points.get(k)?, *chain.points.get(k + 1)?);
                Some((*mesh, segment_transform(a, b, chain.right)))
            })
            .collect()
    }

    /// The points of entity `index`'s ponytail (for tests and debugging).
    pub fn points(&self, index: u32) -> Option<&[[f32; 3]]> {
        self.chains.get(&index).map(|c| c.points.as_slice())
    }
}

/// Lara's pose this frame: her placement, each node's world transform and
/// the spheres the hair keeps out of.
struct Body {
    base: Transform,
    nodes: Vec<Transform>,
    spheres: Vec<([f32; 3], f32)>,
}

fn body_of(
    level: &Level,
    e: &EntitySnapshot,
    alpha: f32,
    spheres: &[(usize, [f32; 3], f32)],
) -> Option<Body> {
    let model_id: ModelId = e.model?;
    let base = Transform::rotation(e.interpolated_rot(alpha), e.interpolated_pos(alpha));
    let nodes: Vec<Transform> = posed_transforms(level, model_id, e.anim, e.frame, &e.posture)
        .iter()
        .map(|t| base.then(t))
        .collect();
    if nodes.len() <= 14 {
        return None;
    }
    let spheres = spheres
        .iter()
        .filter_map(|&(n, centre, radius)| Some((nodes.get(n)?.apply(centre), radius)))
        .collect();
    Some(Body {
        base,
        nodes,
        spheres,
    })
}

/// The spheres around Lara's hips, chest and head in their nodes' frames.
/// TR4/TR5 Lara wears her skin model's meshes; the stored centres and radii
/// of some games' meshes are placeholders, so the spheres come from the
/// vertices: their centroid and mean distance from it.
fn body_spheres(level: &Level) -> Vec<(usize, [f32; 3], f32)> {
    let Some((_, lara)) = level.model_by_type(0) else {
        return Vec::new();
    };
    let skin = level
        .model_by_type(super::skin::LARA_SKIN)
        .filter(|(_, m)| level.game.is_tr45() && m.meshes.len() == lara.meshes.len())
        .map_or(lara, |(_, m)| m);
    BODY_NODES
        .iter()
        .filter_map(|&n| {
            let mesh = level.meshes.get(skin.meshes.get(n)?.index())?;
            let (centre, radius) = vertex_sphere(&mesh.vertices)?;
            Some((n, centre, radius))
        })
        .collect()
}

/// The centroid of `vertices` and their mean distance from it.
fn vertex_sphere(vertices: &[[i16; 3]]) -> Option<([f32; 3], f32)> {
    if vertices.is_empty() {
        return None;
    }
    let n = vertices.len() as f32;
    let centre = [0, 1, 2].map(|k| vertices.iter().map(|v| v[k] as f32).sum::<f32>() / n);
    let radius = vertices
        .iter()
        .map(|v| length(sub(v.map(|c| c as f32), centre)))
        .sum::<f32>()
        / n;
    Some((centre, radius))
}

/// One tick of the chain: Verlet integration with gravity and damping, then
/// segment lengths and body spheres enforced a few times.
fn step(chain: &mut Chain, root: [f32; 3], lengths: &[f32], spheres: &[([f32; 3], f32)]) {
    chain.points[0] = root;
    chain.previous[0] = root;
    for k in 1..chain.points.len() {
        let p = chain.points[k];
        let v = scaled(sub(p, chain.previous[k]), DAMPING);
        chain.previous[k] = p;
        chain.points[k] = [p[0] + v[0], p[1] + v[1] + GRAVITY, p[2] + v[2]];
    }
    for _ in 0..PASSES {
        for k in 1..chain.points.len() {
            let mut p = chain.points[k];
            for (centre, radius) in spheres {
                let d = sub(p, *centre);
                let l = length(d);
                if l < *radius && l > 1e-3 {
                    p = [0, 1, 2].map(|i| centre[i] + d[i] / l * radius);
                }
            }
            let a = chain.points[k - 1];
            let d = sub(p, a);
            let l = length(d).max(1e-3);
            let want = lengths.get(k - 1).copied().unwrap_or(48.0);
            chain.points[k] = [0, 1, 2].map(|i| a[i] + d[i] / l * want);
        }
    }
}

/// A mesh's placement on the segment a → b: its local +z (the direction the
/// hair model's nodes run) along the segment, its x as near `right` as the
/// segment allows.
fn segment_transform(a: [f32; 3], b: [f32; 3], right: [f32; 3]) -> Transform {
    let d = sub(b, a);
    let l = length(d);
    let z = if l > 1e-3 {
        scaled(d, 1.0 / l)
    } else {
        [0.0, 1.0, 0.0]
    };
    let dot = right[0] * z[0] + right[1] * z[1] + right[2] * z[2];
    let mut x = sub(right, scaled(z, dot));
    if length(x) < 1e-3 {
        x = cross([0.0, 0.0, 1.0], z);
        if length(x) < 1e-3 {
            x = [1.0, 0.0, 0.0];
        }
    }
    let x = scaled(x, 1.0 / length(x));
    let y = cross(z, x);
    Transform {
        rot: [[x[0], y[0], z[0]], [x[1], y[1], z[1]], [x[2], y[2], z[2]]],
        pos: a,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_segment_transform_points_local_z_along_the_segment() {
        let t = segment_transform([0.0; 3], [0.0, 100.0, 0.0], [1.0, 0.0, 0.0]);
        let tip = t.apply([0.0, 0.0, 100.0]);
        assert!(length(sub(tip, [0.0, 100.0, 0.0])) < 1e-3, "{tip:?}");
        // x stays along `right`, and the frame is a rotation (det +1).
        assert!(length(sub(t.apply([1.0, 0.0, 0.0]), [1.0, 0.0, 0.0])) < 1e-3);
        let r = t.rot;
        let det = r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1])
            - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
            + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0]);
        assert!((det - 1.0).abs() < 1e-4);
    }

    #[test]
    fn the_chain_hangs_keeps_its_lengths_and_stays_out_of_the_body() {
        let lengths = vec![56.0; 6];
        let mut points = vec![[0.0f32; 3]];
        for k in 1..=6 {
            // Start sideways: gravity must bring it down.
            points.push([56.0 * k as f32, 0.0, 0.0]);
        }
        let mut chain = Chain {
            previous: points.clone(),
            points,
            tick: None,
            right: [1.0, 0.0, 0.0],
        };
        let sphere = ([0.0, 150.0, 30.0], 60.0);
        for _ in 0..200 {
            step(&mut chain, [0.0; 3], &lengths, &[sphere]);
        }
        for k in 1..chain.points.len() {
            let l = length(sub(chain.points[k], chain.points[k - 1]));
            assert!((l - 56.0).abs() < 0.5, "segment {k}: {l}");
            assert!(length(sub(chain.points[k], sphere.0)) >= sphere.1 - 1.0);
        }
        let tip = chain.points[6];
        assert!(tip[1] > 250.0, "hangs down: {tip:?}");
        assert!(tip[0].abs() < 60.0, "under its root: {tip:?}");
    }
}
