//! Lara's joint meshes (TR4/TR5 `LARA_SKIN_JOINTS`, type 9): one small mesh
//! per skeleton node that closes the gap between that node's skin mesh and
//! its parent's. Each joint vertex lying on a vertex of the parent's skin
//! mesh (in the bind pose, where every rotation is zero) follows the
//! parent; the others follow the node itself. Posed on the CPU each frame.

use super::mesh_geometry::MeshGeometry;
use super::room_mesh::Vertex;
use crate::level::Level;
use crate::world::pose::Transform;

/// The TR4/TR5 type id of Lara's skin model.
pub const LARA_SKIN: u32 = 8;
/// The TR4/TR5 type id of Lara's joint meshes.
pub const LARA_SKIN_JOINTS: u32 = 9;

/// Which node a joint vertex follows.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Bone {
    /// The joint's own node, at its stored position.
    Own,
    /// The parent node, at this position in the parent's frame.
    Parent(usize, [f32; 3]),
}

/// One node's joint mesh: its triangles' vertices in the node's frame,
/// each with the bone it follows.
#[derive(Debug, Clone)]
struct Joint {
    node: usize,
    vertices: Vec<(Vertex, Bone)>,
}

/// The joint meshes of a level's Lara, bound to her skeleton.
#[derive(Debug, Clone, Default)]
pub struct JointSkin {
    joints: Vec<Joint>,
}

impl JointSkin {
    /// Binds the joint model of a TR4/TR5 level (None when the level has no
    /// Lara, skin or joint model with matching node counts). `geometry` is
    /// the level's mesh geometry, whose joint triangles are kept.
    pub fn new(level: &Level, geometry: &MeshGeometry) -> Option<JointSkin> {
        if !level.game.is_tr45() {
            return None;
        }
        let model = |t: u32| level.models.iter().find(|m| m.type_id == t);
        let (lara, skin, joints) = (model(0)?, model(LARA_SKIN)?, model(LARA_SKIN_JOINTS)?);
        let n = lara.meshes.len();
        if skin.meshes.len() != n || joints.meshes.len() != n || lara.parents.len() != n {
            return None;
        }
        // Bind pose: each node's origin is the sum of the offsets above it.
        let mut origin = vec![[0.0f32; 3]; n];
        for i in 1..n {
            if let Some(p) = lara.parents[i].map(|p| p as usize).filter(|&p| p < i) {
                origin[i] = [0, 1, 2].map(|k| origin[p][k] + lara.offsets[i][k] as f32);
            }
        }
        let mut out = JointSkin::default();
        for i in 0..n {
            let parent = lara.parents[i].map(|p| p as usize).filter(|&p| p < n);
            let parent_skin = parent.and_then(|p| level.meshes.get(skin.meshes[p].index()));
            let bone_of = |local: [f32; 3]| {
                let bind = [0, 1, 2].map(|k| origin[i][k] + local[k]);
                let on_parent = parent.zip(parent_skin).and_then(|(p, m)| {
                    let in_parent = [0, 1, 2].map(|k| bind[k] - origin[p][k]);
                    m.vertices
                        .iter()
                        .any(|u| (0..3).all(|k| (u[k] as f32 - in_parent[k]).abs() <= 1.0))
                        .then_some(Bone::Parent(p, in_parent))
                });
                on_parent.unwrap_or(Bone::Own)
            };
            // Joint meshes are drawn in the opaque pass whatever their faces.
            let Some(range) = geometry.ranges.get(joints.meshes[i].index()) else {
                continue;
            };
            let end = range.first + range.opaque + range.additive;
            let vertices = geometry
                .vertices
                .get(range.first..end)
                .unwrap_or_default()
                .iter()
                .map(|v| (*v, bone_of(v.pos)))
                .collect();
            out.joints.push(Joint { node: i, vertices });
        }
        Some(out)
    }

    /// How many joint triangle corners follow a parent node.
    pub fn parent_bound(&self) -> usize {
        self.joints
            .iter()
            .flat_map(|j| &j.vertices)
            .filter(|(_, b)| matches!(b, Bone::Parent(..)))
            .count()
    }

    /// Appends the joint triangles posed by `nodes` (each node's world
    /// transform) in world space, their colours times `tint`.
    pub fn pose(&self, nodes: &[Transform], tint: [f32; 3], out: &mut Vec<Vertex>) {
        for joint in &self.joints {
            let Some(own) = nodes.get(joint.node) else {
                continue;
            };
            for (v, bone) in &joint.vertices {
                let pos = match bone {
                    Bone::Parent(p, at) => nodes.get(*p).map_or(own.apply(v.pos), |t| t.apply(*at)),
                    Bone::Own => own.apply(v.pos),
                };
                let c = v.colour;
                out.push(Vertex {
                    pos,
                    colour: [c[0] * tint[0], c[1] * tint[1], c[2] * tint[2], c[3]],
                    ..*v
                });
            }
        }
    }
}
