//! Meshes, models with their mesh trees resolved into parents, static meshes.

use crate::format::mesh::{Mesh as RawMesh, MeshShading};
use crate::format::records::{Model as RawModel, StaticMesh as RawStatic};
use crate::format::RawLevel;

use super::error::{check_index, LevelError};
use super::ids::{AnimId, MeshId};
use super::room::{quad, triangle, Quad, Triangle};

/// How a mesh is lit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shading {
    /// Lit by room lights through these per-vertex normals.
    Normals(Vec<[i16; 3]>),
    /// Per-vertex intensities baked in the mesh (0 bright .. 0x1FFF dark).
    Intensities(Vec<i16>),
}

/// A mesh.
#[derive(Debug, Clone, PartialEq)]
pub struct Mesh {
    pub centre: [i16; 3],
    pub collision_radius: i32,
    pub vertices: Vec<[i16; 3]>,
    pub shading: Shading,
    pub quads: Vec<Quad>,
    pub triangles: Vec<Triangle>,
    /// TR1–TR3 flat-coloured faces (texture = palette indices).
    pub coloured_quads: Vec<Quad>,
    pub coloured_triangles: Vec<Triangle>,
}

impl Mesh {
    /// Converts a stored mesh.
    pub fn from_raw(m: &RawMesh) -> Mesh {
        let v = |v: &crate::format::records::Vertex| [v.x, v.y, v.z];
        Mesh {
            centre: v(&m.centre),
            collision_radius: m.collision_radius,
            vertices: m.vertices.iter().map(v).collect(),
            shading: match &m.shading {
                MeshShading::Normals(n) => Shading::Normals(n.iter().map(v).collect()),
                MeshShading::Lights(l) => Shading::Intensities(l.clone()),
            },
            quads: m.textured_rectangles.iter().map(quad).collect(),
            triangles: m.textured_triangles.iter().map(triangle).collect(),
            coloured_quads: m.coloured_rectangles.iter().map(quad).collect(),
            coloured_triangles: m.coloured_triangles.iter().map(triangle).collect(),
        }
    }

    /// Number of faces of every kind.
    pub fn face_count(&self) -> usize {
        self.quads.len()
            + self.triangles.len()
            + self.coloured_quads.len()
            + self.coloured_triangles.len()
    }
}

/// A movable object type: meshes in a tree, animations.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// Type id matched against entities.
    pub type_id: u32,
    /// One mesh per node; node 0 is the root.
    pub meshes: Vec<MeshId>,
    /// Parent node of each node (`None` for the root).
    pub parents: Vec<Option<u16>>,
    /// Offset of each node from its parent (zero for the root).
    pub offsets: Vec<[i32; 3]>,
    /// First animation (None when the engine animates it).
    pub first_animation: Option<AnimId>,
    /// Number of animations belonging to this model.
    pub animation_count: u32,
}

/// Resolves a stored model: mesh pointers to meshes, mesh-tree stack
/// operations to parent indices.
pub fn model(
    i: usize,
    m: &RawModel,
    raw: &RawLevel,
    pointer_to_mesh: &[MeshId],
) -> Result<Model, LevelError> {
    let ctx = || format!("models[{i}]");
    let n = m.num_meshes as usize;
    let mut meshes = Vec::with_capacity(n);
    for k in 0..n {
        let slot = m.starting_mesh as usize + k;
        check_index(
            ctx,
            "starting_mesh",
            slot as i64,
            pointer_to_mesh.len(),
            "mesh pointers",
        )?;
        meshes.push(pointer_to_mesh[slot]);
    }
    if !m.mesh_tree.is_multiple_of(4) {
        return Err(LevelError::new(
            ctx(),
            "mesh_tree",
            m.mesh_tree as i64,
            "not a multiple of 4 int32 values",
        ));
    }
    let first_node = m.mesh_tree as usize / 4;
    let mut parents = vec![None; n];
    let mut offsets = vec![[0i32; 3]; n];
    let mut stack: Vec<u16> = Vec::new();
    let mut parent = 0u16;
    for k in 1..n {
        let node_index = first_node + k - 1;
        check_index(
            ctx,
            "mesh_tree",
            node_index as i64,
            raw.mesh_trees.len(),
            "mesh-tree nodes",
        )?;
        let node = raw.mesh_trees[node_index];
        if node.flags & 1 != 0 {
            parent = stack.pop().unwrap_or(0);
        }
        if node.flags & 2 != 0 {
            stack.push(parent);
        }
        parents[k] = Some(parent);
        offsets[k] = [node.x, node.y, node.z];
        parent = k as u16;
    }
    Ok(Model {
        type_id: m.id,
        meshes,
        parents,
        offsets,
        first_animation: (m.animation != 0xFFFF).then_some(AnimId(m.animation as u32)),
        animation_count: 0,
    })
}

/// A static-mesh slot: mesh and boxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaticMesh {
    pub id: u32,
    pub mesh: MeshId,
    /// min x, max x, min y, max y, min z, max z.
    pub visibility_box: [i16; 6],
    pub collision_box: [i16; 6],
    pub flags: u16,
}

/// Resolves a stored static mesh.
pub fn static_mesh(
    i: usize,
    s: &RawStatic,
    pointer_to_mesh: &[MeshId],
) -> Result<StaticMesh, LevelError> {
    check_index(
        || format!("static_meshes[{i}]"),
        "mesh",
        s.mesh as i64,
        pointer_to_mesh.len(),
        "mesh pointers",
    )?;
    let b = |b: &crate::format::records::BoundingBox| {
        [b.min_x, b.max_x, b.min_y, b.max_y, b.min_z, b.max_z]
    };
    Ok(StaticMesh {
        id: s.id,
        mesh: pointer_to_mesh[s.mesh as usize],
        visibility_box: b(&s.visibility_box),
        collision_box: b(&s.collision_box),
        flags: s.flags,
    })
}
