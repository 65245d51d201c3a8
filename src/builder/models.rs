//! Models made by code: meshes from boxes, mesh trees, animations with
//! procedural keyframes, state changes, dispatches and animation commands,
//! encoded in each game's frame and animation layout.

use crate::format::mesh::{Mesh, MeshShading};
use crate::format::records::{
    AnimDispatch, Animation, BoundingBox, Face3, Face4, MeshTreeNode, Model, StateChange, Vertex,
};
use crate::format::Game;
use crate::level::anim::{AnimCommand, Environment};

use super::textures::Material;

/// The direction the baked shades are lit from (unit length; y up is
/// negative): above, a little in front (+z) and to the side (+x).
const KEY_LIGHT: [f32; 3] = [0.36, -0.8, 0.48];

/// A mesh: vertices, and faces with a material each.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MeshDef {
    pub vertices: Vec<[i16; 3]>,
    pub quads: Vec<([u16; 4], Material)>,
    pub triangles: Vec<([u16; 3], Material)>,
}

impl MeshDef {
    /// An axis-aligned box from `min` to `max`, faces wound to be seen from outside.
    pub fn cuboid(min: [i16; 3], max: [i16; 3], m: Material) -> MeshDef {
        let v = |x: bool, y: bool, z: bool| {
            [
                if x { max[0] } else { min[0] },
                if y { max[1] } else { min[1] },
                if z { max[2] } else { min[2] },
            ]
        };
        let vertices = vec![
            v(false, false, false),
            v(true, false, false),
            v(true, false, true),
            v(false, false, true),
            v(false, true, false),
            v(true, true, false),
            v(true, true, true),
            v(false, true, true),
        ];
        // Top (y min), bottom (y max), then the four sides; each wound to
        // be seen from outside: clockwise on screen, so that the cross
        // product of its first two edges points into the box.
        let quads = [
            [3, 2, 1, 0],
            [4, 5, 6, 7],
            [1, 5, 4, 0],
            [2, 6, 5, 1],
            [3, 7, 6, 2],
            [0, 4, 7, 3],
        ]
        .map(|q| (q, m))
        .to_vec();
        MeshDef {
            vertices,
            quads,
            triangles: Vec::new(),
        }
    }

    /// Appends another mesh's faces (vertices shifted by `offset`).
    pub fn merge(mut self, other: MeshDef, offset: [i16; 3]) -> MeshDef {
        let base = self.vertices.len() as u16;
        self.vertices.extend(
            other
                .vertices
                .iter()
                .map(|v| [v[0] + offset[0], v[1] + offset[1], v[2] + offset[2]]),
        );
        self.quads
            .extend(other.quads.iter().map(|(q, m)| (q.map(|i| i + base), *m)));
        self.triangles.extend(
            other
                .triangles
                .iter()
                .map(|(t, m)| (t.map(|i| i + base), *m)),
        );
        self
    }

    /// Bounds of the vertices: min and max corners.
    pub fn bounds(&self) -> ([i16; 3], [i16; 3]) {
        let mut lo = [i16::MAX; 3];
        let mut hi = [i16::MIN; 3];
        for v in &self.vertices {
            for k in 0..3 {
                lo[k] = lo[k].min(v[k]);
                hi[k] = hi[k].max(v[k]);
            }
        }
        if self.vertices.is_empty() {
            ([0; 3], [0; 3])
        } else {
            (lo, hi)
        }
    }

    /// Each vertex's stored light (0 full, 0x1FFF dark): a light from above,
    /// in front and to the side falling on the average of the faces about
    /// the vertex, so that a figure's forms read with no lighting of its own
    /// (the games' lit meshes carry such shades too).
    pub fn shades(&self) -> Vec<i16> {
        let p = |i: u16| {
            self.vertices
                .get(i as usize)
                .copied()
                .unwrap_or_default()
                .map(f32::from)
        };
        let mut normals = vec![[0.0f32; 3]; self.vertices.len()];
        let faces = self
            .quads
            .iter()
            .map(|(q, _)| &q[..])
            .chain(self.triangles.iter().map(|(t, _)| &t[..]));
        for face in faces {
            // Twice the face's area along its inward normal (the faces are
            // wound so that this cross product points in).
            let (a, b, c) = (p(face[0]), p(face[1]), p(face[2]));
            let (u, v) = (
                [b[0] - a[0], b[1] - a[1], b[2] - a[2]],
                [c[0] - a[0], c[1] - a[1], c[2] - a[2]],
            );
            let n = [
                u[1] * v[2] - u[2] * v[1],
                u[2] * v[0] - u[0] * v[2],
                u[0] * v[1] - u[1] * v[0],
            ];
            for &i in face {
                if let Some(sum) = normals.get_mut(i as usize) {
                    for k in 0..3 {
                        sum[k] += n[k];
                    }
                }
            }
        }
        normals
            .iter()
            .map(|n| {
                let length = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
                let facing = if length > 0.0 {
                    -(n[0] * KEY_LIGHT[0] + n[1] * KEY_LIGHT[1] + n[2] * KEY_LIGHT[2]) / length
                } else {
                    0.0
                };
                let brightness = 0.78 + 0.22 * facing;
                ((1.0 - brightness) / 0.85 * 8191.0)
                    .round()
                    .clamp(0.0, 8191.0) as i16
            })
            .collect()
    }

    /// The stored mesh; `texture` maps a material to its quad texture (triangle: +1).
    pub fn to_mesh(&self, texture: &dyn Fn(Material) -> u16) -> Mesh {
        let (lo, hi) = self.bounds();
        let centre = Vertex {
            x: (lo[0] + hi[0]) / 2,
            y: (lo[1] + hi[1]) / 2,
            z: (lo[2] + hi[2]) / 2,
        };
        let radius = (0..3)
            .map(|k| ((hi[k] as i32 - lo[k] as i32) / 2).pow(2))
            .sum::<i32>();
        let radius = (radius as f64).sqrt() as i32;
        let (quads, triangles) = textured_faces(&self.quads, &self.triangles, texture);
        Mesh {
            centre,
            collision_radius: radius,
            vertices: self
                .vertices
                .iter()
                .map(|v| Vertex {
                    x: v[0],
                    y: v[1],
                    z: v[2],
                })
                .collect(),
            shading: MeshShading::Lights(self.shades()),
            textured_rectangles: quads,
            textured_triangles: triangles,
            coloured_rectangles: Vec::new(),
            coloured_triangles: Vec::new(),
        }
    }
}

/// Faces with materials as stored faces: quads take the material's quad
/// texture, triangles the triangle texture after it.
pub fn textured_faces(
    quads: &[([u16; 4], Material)],
    triangles: &[([u16; 3], Material)],
    texture: &dyn Fn(Material) -> u16,
) -> (Vec<Face4>, Vec<Face3>) {
    (
        quads
            .iter()
            .map(|(v, m)| Face4 {
                vertices: *v,
                texture: texture(*m),
                effects: 0,
            })
            .collect(),
        triangles
            .iter()
            .map(|(v, m)| Face3 {
                vertices: *v,
                texture: texture(*m) + 1,
                effects: 0,
            })
            .collect(),
    )
}

/// One keyframe: root offset and a rotation per mesh (1/65536 turns, X, Y, Z).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyDef {
    pub offset: [i16; 3],
    pub rotations: Vec<[u16; 3]>,
}

/// A transition out of an animation: to reach `state`, switch to `anim` at
/// `frame` while the current frame is in `low..=high` (frames of this animation, from 0).
/// The games test a state change after advancing the frame, so a range that
/// reaches the animation's last frame is written one frame past it, as the
/// real levels' ranges are (the frame the animation wraps from).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TransitionDef {
    pub state: u16,
    pub low: u16,
    pub high: u16,
    pub anim: usize,
    pub frame: u16,
}

/// An animation of a model.
#[derive(Debug, Clone, PartialEq)]
pub struct AnimDef {
    pub name: &'static str,
    pub state: u16,
    /// Game ticks per keyframe.
    pub frame_rate: u8,
    pub keys: Vec<KeyDef>,
    /// Forward speed and acceleration in world units per tick (16.16).
    pub speed: i32,
    pub accel: i32,
    pub next_anim: usize,
    pub next_frame: u16,
    pub transitions: Vec<TransitionDef>,
    /// Commands; frame numbers count from 0 in this animation.
    pub commands: Vec<AnimCommand>,
}

impl AnimDef {
    /// Number of frames (keyframes × rate, the last keyframe counted once).
    pub fn frames(&self) -> u16 {
        ((self.keys.len().max(1) - 1) * self.frame_rate.max(1) as usize) as u16 + 1
    }
}

/// A movable model.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelDef {
    pub type_id: u32,
    pub meshes: Vec<MeshDef>,
    /// For meshes 1..: (stack flags: 1 pop, 2 push; offset from parent).
    pub tree: Vec<(u32, [i32; 3])>,
    pub animations: Vec<AnimDef>,
}

/// A mesh tree (as [`ModelDef::tree`]) from each mesh's parent and offset,
/// meshes 1.. in depth-first order: a mesh whose parent is not the mesh
/// before it pops that parent off the stack, and a parent with children still
/// to come is pushed (as the games' own trees do).
pub fn tree_from_parents(nodes: &[(usize, [i32; 3])]) -> Vec<(u32, [i32; 3])> {
    nodes
        .iter()
        .enumerate()
        .map(|(k, &(parent, offset))| {
            let mesh = k + 1;
            let pop = u32::from(parent != mesh - 1);
            let later = nodes[k + 1..].iter().any(|&(p, _)| p == parent);
            (pop | if later { 2 } else { 0 }, offset)
        })
        .collect()
}

/// The bounding box of `model` posed by keyframe `key` (every mesh placed
/// down the mesh tree with the key's rotations), as the games store per frame.
pub fn posed_bounds(model: &ModelDef, key: &KeyDef) -> BoundingBox {
    use crate::level::transform::Transform;
    let angles = |i: usize| {
        key.rotations
            .get(i)
            .copied()
            .unwrap_or_default()
            .map(|a| a as f32)
    };
    let mut world: Vec<Transform> = Vec::with_capacity(model.meshes.len());
    let mut stack: Vec<usize> = Vec::new();
    let mut parent = 0usize;
    for i in 0..model.meshes.len() {
        let t = if i == 0 {
            Transform::rotation(angles(0), key.offset.map(|v| v as f32))
        } else {
            let (flags, offset) = model.tree.get(i - 1).copied().unwrap_or_default();
            if flags & 1 != 0 {
                parent = stack.pop().unwrap_or(0);
            }
            if flags & 2 != 0 {
                stack.push(parent);
            }
            let local = Transform::rotation(angles(i), offset.map(|v| v as f32));
            let t = world[parent].then(&local);
            parent = i;
            t
        };
        world.push(t);
    }
    let mut b = crate::level::transform::Bounds::default();
    for (m, t) in model.meshes.iter().zip(&world) {
        b.add(t, &m.vertices);
    }
    if b.is_empty() {
        return BoundingBox::from_corners([0; 3], [0; 3]);
    }
    let (lo, hi) = (b.lo, b.hi);
    BoundingBox::from_corners(lo.map(|v| v.floor() as i16), hi.map(|v| v.ceil() as i16))
}

/// The tables a set of models is written into.
#[derive(Debug, Default)]
pub struct ModelTables {
    pub meshes: Vec<Mesh>,
    pub models: Vec<Model>,
    pub mesh_trees: Vec<MeshTreeNode>,
    pub animations: Vec<Animation>,
    pub state_changes: Vec<StateChange>,
    pub dispatches: Vec<AnimDispatch>,
    pub commands: Vec<i16>,
    pub frames: Vec<u16>,
}

fn a10(v: u16) -> u32 {
    (v >> 6) as u32 & 0x3FF
}

/// Encodes one keyframe in `game`'s layout.
fn encode_key(game: Game, bbox: &BoundingBox, key: &KeyDef) -> Vec<u16> {
    let mut w: Vec<u16> = [
        bbox.min_x, bbox.max_x, bbox.min_y, bbox.max_y, bbox.min_z, bbox.max_z,
    ]
    .iter()
    .chain(&key.offset)
    .map(|&v| v as u16)
    .collect();
    if game == Game::Tr1 {
        w.push(key.rotations.len() as u16);
    }
    for r in &key.rotations {
        let packed = (a10(r[0]) << 20) | (a10(r[1]) << 10) | a10(r[2]);
        let (hi, lo) = ((packed >> 16) as u16, packed as u16);
        if game == Game::Tr1 {
            w.extend([lo, hi]);
        } else {
            w.extend([hi, lo]);
        }
    }
    w
}

impl ModelTables {
    /// Appends `model`; `texture` maps materials to quad textures.
    pub fn add(&mut self, model: &ModelDef, game: Game, texture: &dyn Fn(Material) -> u16) {
        let first_mesh = self.meshes.len() as u16;
        self.meshes
            .extend(model.meshes.iter().map(|m| m.to_mesh(texture)));
        let tree_index = self.mesh_trees.len() as u32 * 4;
        self.mesh_trees
            .extend(model.tree.iter().map(|(flags, o)| MeshTreeNode {
                flags: *flags,
                x: o[0],
                y: o[1],
                z: o[2],
            }));
        let first_anim = self.animations.len();
        let frame_offset = self.frames.len() as u32 * 2;
        // Frame numbers run on across the model's animations.
        let mut starts = Vec::with_capacity(model.animations.len());
        let mut next_start = 0u16;
        for a in &model.animations {
            starts.push(next_start);
            next_start += a.frames();
        }
        for (ai, a) in model.animations.iter().enumerate() {
            let offset = self.frames.len() as u32 * 2;
            let words: Vec<Vec<u16>> = a
                .keys
                .iter()
                .map(|k| encode_key(game, &posed_bounds(model, k), k))
                .collect();
            let frame_size = words.first().map(Vec::len).unwrap_or(0) as u8;
            for w in words {
                self.frames.extend(w);
            }
            let first_change = self.state_changes.len();
            let mut by_state: Vec<(u16, Vec<&TransitionDef>)> = Vec::new();
            for t in &a.transitions {
                match by_state.iter_mut().find(|(s, _)| *s == t.state) {
                    Some((_, v)) => v.push(t),
                    None => by_state.push((t.state, vec![t])),
                }
            }
            for (state, ts) in &by_state {
                self.state_changes.push(StateChange {
                    state: *state,
                    num_dispatches: ts.len() as u16,
                    first_dispatch: self.dispatches.len() as u16,
                });
                let last = a.frames().saturating_sub(1);
                for t in ts {
                    let high = if t.high >= last { last + 1 } else { t.high };
                    self.dispatches.push(AnimDispatch {
                        low: (starts[ai] + t.low) as i16,
                        high: (starts[ai] + high) as i16,
                        next_animation: (first_anim + t.anim) as i16,
                        next_frame: (starts[t.anim] + t.frame) as i16,
                    });
                }
            }
            let first_command = self.commands.len();
            // A flipeffect the game does not have (TR1 and TR2 have no
            // footprints) is left out of that game's build.
            let in_game = |c: &&AnimCommand| match c {
                AnimCommand::Flipeffect { effect, .. } => *effect < game.flipeffect_count(),
                _ => true,
            };
            let commands: Vec<&AnimCommand> = a.commands.iter().filter(in_game).collect();
            for c in &commands {
                self.commands.extend(encode_command(c, starts[ai]));
            }
            self.animations.push(Animation {
                frame_offset: offset,
                frame_rate: a.frame_rate.max(1),
                frame_size,
                state: a.state,
                speed: a.speed,
                accel: a.accel,
                frame_start: starts[ai],
                frame_end: starts[ai] + a.frames() - 1,
                next_animation: (first_anim + a.next_anim) as u16,
                next_frame: starts[a.next_anim.min(starts.len() - 1)] + a.next_frame,
                num_state_changes: by_state.len() as u16,
                state_change_offset: first_change as u16,
                num_anim_commands: commands.len() as u16,
                anim_command: first_command as u16,
                ..Default::default()
            });
        }
        self.models.push(Model {
            id: model.type_id,
            num_meshes: model.meshes.len() as u16,
            starting_mesh: first_mesh,
            mesh_tree: tree_index,
            frame_offset,
            animation: if model.animations.is_empty() {
                0xFFFF
            } else {
                first_anim as u16
            },
            tr5_filler: if game == Game::Tr5 { 0xFEFF } else { 0 },
        });
    }
}

fn env_bits(e: Environment) -> u16 {
    match e {
        Environment::Any => 0,
        Environment::Land => 0x4000,
        Environment::Water => 0x8000,
    }
}

/// Encodes a command, moving frame numbers to the model's frame numbering.
fn encode_command(c: &AnimCommand, start: u16) -> Vec<i16> {
    match *c {
        AnimCommand::SetPosition { x, y, z } => vec![1, x, y, z],
        AnimCommand::JumpVelocity {
            vertical,
            horizontal,
        } => vec![2, vertical, horizontal],
        AnimCommand::EmptyHands => vec![3],
        AnimCommand::Kill => vec![4],
        AnimCommand::PlaySound {
            frame,
            sound,
            environment,
        } => vec![
            5,
            (start + frame) as i16,
            (sound | env_bits(environment)) as i16,
        ],
        AnimCommand::Flipeffect {
            frame,
            effect,
            environment,
        } => vec![
            6,
            (start + frame) as i16,
            (effect | env_bits(environment)) as i16,
        ],
        AnimCommand::Unknown(code) => vec![code],
    }
}
