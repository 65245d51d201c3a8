//! Meshes (TRosettaStone 3 §5.2) and the mesh-data block they are packed in.
//!
//! Meshes start on 4-byte boundaries of the block; a mesh may be followed by
//! two bytes of padding, which are kept so the block is written back unchanged.

use super::cursor::{Reader, Writer};
use super::error::Result;
use super::field::Field;
use super::records::{read_faces, write_faces, Face3, Face4, Vertex};
use super::Game;

/// Per-vertex normals (external lighting) or intensities (internal lighting).
#[derive(Debug, Clone, PartialEq)]
pub enum MeshShading {
    /// Positive count: one normal per vertex, lit by the room's lights.
    Normals(Vec<Vertex>),
    /// Negative count: one intensity per vertex (0 bright .. 0x1FFF dark).
    Lights(Vec<i16>),
}

/// One mesh as stored (`tr_mesh` TR1–3 with coloured faces, `tr4_mesh` TR4/5
/// with face effects).
#[derive(Debug, Clone, PartialEq)]
pub struct Mesh {
    pub centre: Vertex,
    pub collision_radius: i32,
    pub vertices: Vec<Vertex>,
    pub shading: MeshShading,
    pub textured_rectangles: Vec<Face4>,
    pub textured_triangles: Vec<Face3>,
    /// TR1–TR3 only.
    pub coloured_rectangles: Vec<Face4>,
    /// TR1–TR3 only.
    pub coloured_triangles: Vec<Face3>,
}

impl Mesh {
    /// Reads one mesh.
    pub fn read(r: &mut Reader, game: Game) -> Result<Mesh> {
        let effects = game.is_tr45();
        let centre = Vertex::get(r)?;
        let collision_radius = r.i32()?;
        let vertices = r.within("vertices", |r| {
            let n = r.i16()?;
            if n < 0 {
                return Err(r.invalid(format!("negative vertex count {n}")));
            }
            r.records::<Vertex>(n as u64, game)
        })?;
        let shading = r.within("normals", |r| {
            let n = r.i16()?;
            if n >= 0 {
                Ok(MeshShading::Normals(r.records::<Vertex>(n as u64, game)?))
            } else {
                Ok(MeshShading::Lights(r.i16s(n.unsigned_abs() as u64)?))
            }
        })?;
        let textured_rectangles = read_faces(r, effects, "textured_rectangles")?;
        let textured_triangles = read_faces(r, effects, "textured_triangles")?;
        let (coloured_rectangles, coloured_triangles) = if effects {
            (Vec::new(), Vec::new())
        } else {
            (
                read_faces(r, false, "coloured_rectangles")?,
                read_faces(r, false, "coloured_triangles")?,
            )
        };
        Ok(Mesh {
            centre,
            collision_radius,
            vertices,
            shading,
            textured_rectangles,
            textured_triangles,
            coloured_rectangles,
            coloured_triangles,
        })
    }

    /// Writes one mesh.
    pub fn write(&self, w: &mut Writer, game: Game) {
        let effects = game.is_tr45();
        self.centre.put(w);
        w.i32(self.collision_radius);
        w.i16(self.vertices.len() as i16);
        w.records(&self.vertices, game);
        match &self.shading {
            MeshShading::Normals(n) => {
                w.i16(n.len() as i16);
                w.records(n, game);
            }
            MeshShading::Lights(l) => {
                w.i16((l.len() as i16).wrapping_neg());
                w.i16s(l);
            }
        }
        write_faces(w, &self.textured_rectangles, effects);
        write_faces(w, &self.textured_triangles, effects);
        if !effects {
            write_faces(w, &self.coloured_rectangles, false);
            write_faces(w, &self.coloured_triangles, false);
        }
    }
}

/// A mesh at its byte offset inside the mesh-data block, with the padding after it.
#[derive(Debug, Clone, PartialEq)]
pub struct PackedMesh {
    /// Byte offset from the start of the block (what mesh pointers hold).
    pub offset: u32,
    pub mesh: Mesh,
    /// Bytes between the end of this mesh and the next 4-byte boundary.
    pub padding: Vec<u8>,
}

/// The mesh-data block: every mesh in file order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MeshData {
    pub meshes: Vec<PackedMesh>,
}

impl MeshData {
    /// Reads the `NumMeshData` word count and the packed meshes.
    pub fn read(r: &mut Reader, game: Game) -> Result<MeshData> {
        r.within("mesh_data", |r| {
            let words = r.u32()?;
            let n = r.check_count(words as u64, 2)?;
            let start = r.pos();
            let block = r.bytes(n * 2)?;
            let mut b = Reader::new(block);
            let mut meshes = Vec::new();
            while !b.is_empty() {
                let offset = b.pos();
                let mesh = b
                    .within(&format!("mesh@{offset:#x}"), |b| Mesh::read(b, game))
                    .map_err(|mut e| {
                        e.offset += start as u64;
                        e
                    })?;
                let pad = (4 - b.pos() % 4) % 4;
                let padding = b.bytes(pad.min(b.remaining()))?.to_vec();
                meshes.push(PackedMesh {
                    offset: offset as u32,
                    mesh,
                    padding,
                });
            }
            Ok(MeshData { meshes })
        })
    }

    /// Writes the word count and the meshes with their padding.
    pub fn write(&self, w: &mut Writer, game: Game) {
        let count_at = w.len();
        w.u32(0);
        let start = w.len();
        for m in &self.meshes {
            m.mesh.write(w, game);
            w.bytes(&m.padding);
        }
        let words = (w.len() - start) / 2;
        w.patch_u32(count_at, words as u32);
    }

    /// Index of the mesh stored at byte `offset`, if one starts there.
    pub fn index_at(&self, offset: u32) -> Option<usize> {
        self.meshes.binary_search_by_key(&offset, |m| m.offset).ok()
    }

    /// Recomputes offsets and padding after meshes were added or changed by code.
    pub fn relayout(&mut self, game: Game) {
        let mut at = 0usize;
        for m in &mut self.meshes {
            m.offset = at as u32;
            let mut w = Writer::new();
            m.mesh.write(&mut w, game);
            at += w.len();
            let pad = (4 - at % 4) % 4;
            m.padding = vec![0; pad];
            at += pad;
        }
    }
}
