//! Repairs of meshes, textures, mesh pointers, models' meshes and mesh trees,
//! and static meshes: what the level model resolves first.

use crate::format::level_file::{TILE16_BYTES, TILE32_BYTES, TILE8_BYTES};
use crate::format::mesh::{Mesh, MeshShading, PackedMesh};
use crate::format::records::{MeshTreeNode, Vertex};
use crate::format::{Game, RawLevel};

use super::{fits, Log};

/// The stored "no animation" of a model.
const NO_ANIMATION: u16 = 0xFFFF;
/// Bit 15 of a textured face's texture word: double-sided (TR4/TR5), kept.
const DOUBLE_SIDED: u16 = 0x8000;
/// Bit 15 of an object texture's tile word: a triangle (TR4/TR5), kept.
const TILE_FLAG: u16 = 0x8000;

pub(super) fn repair(raw: &mut RawLevel, log: &mut Log) {
    texture_pages(raw, log);
    object_textures(raw, log);
    animated_textures(raw, log);
    mesh_faces(raw, log);
    let mut empty = EmptyMesh::default();
    mesh_pointers(raw, log, &mut empty);
    models(raw, log, &mut empty);
    statics(raw, log, &mut empty);
}

/// Number of texture pages the model will make (as `page::PageData::into_pages`).
pub(super) fn page_count(raw: &RawLevel) -> usize {
    match raw.game() {
        Game::Tr1 => raw.textile8.len() / TILE8_BYTES,
        Game::Tr2 | Game::Tr3 => raw.textile16.len() / TILE16_BYTES,
        Game::Tr4 | Game::Tr5 => {
            raw.textile32.len() / TILE32_BYTES + raw.misc_textile32.len() / TILE32_BYTES
        }
    }
}

/// Textures without a single page get one blank page to point at.
fn texture_pages(raw: &mut RawLevel, log: &mut Log) {
    if raw.object_textures.is_empty() || page_count(raw) > 0 {
        return;
    }
    match raw.game() {
        Game::Tr1 => raw.textile8.resize(TILE8_BYTES, 0),
        Game::Tr2 | Game::Tr3 => raw.textile16.resize(TILE16_BYTES, 0),
        Game::Tr4 | Game::Tr5 => raw.textile32.resize(TILE32_BYTES, 0),
    }
    log.note(
        "texture_pages",
        "count",
        0,
        format!(
            "{} object textures and no page; one blank page added",
            raw.object_textures.len()
        ),
    );
}

/// Object textures on a page the level does not have are moved to page 0.
fn object_textures(raw: &mut RawLevel, log: &mut Log) {
    let pages = page_count(raw);
    for (i, t) in raw.object_textures.iter_mut().enumerate() {
        let page = t.tile_and_flag & !TILE_FLAG;
        if !fits(page as i64, pages) {
            t.tile_and_flag &= TILE_FLAG;
            log.note(
                format!("object_textures[{i}]"),
                "tile",
                page as i64,
                format!("only {pages} texture pages; drawn from page 0"),
            );
        }
    }
}

/// References to missing object textures are dropped from their animated
/// range (a range left empty goes, with its UV-rotation place).
fn animated_textures(raw: &mut RawLevel, log: &mut Log) {
    let n = raw.object_textures.len();
    let Some((&count, mut rest)) = raw.animated_textures.split_first() else {
        return;
    };
    let mut ranges: Vec<Vec<u16>> = Vec::new();
    for _ in 0..count {
        let Some((&m, tail)) = rest.split_first() else {
            break;
        };
        let len = (m as usize + 1).min(tail.len());
        ranges.push(tail[..len].to_vec());
        rest = &tail[len..];
    }
    if ranges.iter().flatten().all(|&t| fits(t as i64, n)) {
        return;
    }
    let mut kept = Vec::new();
    let mut uv_rotate = raw.uv_rotate_count;
    for (i, range) in ranges.into_iter().enumerate() {
        let good: Vec<u16> = range
            .iter()
            .copied()
            .filter(|&t| fits(t as i64, n))
            .collect();
        for &t in range.iter().filter(|&&t| !fits(t as i64, n)) {
            log.note(
                format!("animated_textures[{i}]"),
                "texture",
                t as i64,
                format!("only {n} object textures; left out of the range"),
            );
        }
        if good.is_empty() {
            if i < raw.uv_rotate_count as usize {
                uv_rotate = uv_rotate.saturating_sub(1);
            }
            continue;
        }
        kept.push(good);
    }
    let mut words = vec![kept.len() as u16];
    for r in &kept {
        words.push(r.len() as u16 - 1);
        words.extend(r);
    }
    words.extend_from_slice(rest);
    raw.animated_textures = words;
    raw.uv_rotate_count = uv_rotate;
}

/// Faces of meshes with a corner past the vertices are dropped; textured
/// faces naming a missing object texture are drawn with texture 0.
fn mesh_faces(raw: &mut RawLevel, log: &mut Log) {
    let n_textures = raw.object_textures.len();
    for (mi, packed) in raw.mesh_data.meshes.iter_mut().enumerate() {
        let m = &mut packed.mesh;
        let nv = m.vertices.len();
        let ctx = || format!("meshes[{mi}]");
        let bad_corner = |corners: &[u16]| corners.iter().copied().find(|&v| !fits(v as i64, nv));
        let mut dropped = Vec::new();
        m.textured_rectangles
            .retain(|f| keep(bad_corner(&f.vertices), &mut dropped));
        m.textured_triangles
            .retain(|f| keep(bad_corner(&f.vertices), &mut dropped));
        m.coloured_rectangles
            .retain(|f| keep(bad_corner(&f.vertices), &mut dropped));
        m.coloured_triangles
            .retain(|f| keep(bad_corner(&f.vertices), &mut dropped));
        for v in dropped {
            log.note(
                ctx(),
                "face vertex",
                v as i64,
                format!("only {nv} vertices; face dropped"),
            );
        }
        let textures = m
            .textured_rectangles
            .iter_mut()
            .map(|f| &mut f.texture)
            .chain(m.textured_triangles.iter_mut().map(|f| &mut f.texture));
        for t in textures {
            let index = *t & !DOUBLE_SIDED;
            if n_textures > 0 && !fits(index as i64, n_textures) {
                log.note(
                    ctx(),
                    "face texture",
                    index as i64,
                    format!("only {n_textures} object textures; drawn with texture 0"),
                );
                *t &= DOUBLE_SIDED;
            }
        }
    }
}

/// `retain` helper: keeps a face unless it has a bad corner, collecting it.
fn keep(bad: Option<u16>, dropped: &mut Vec<u16>) -> bool {
    match bad {
        Some(v) => {
            dropped.push(v);
            false
        }
        None => true,
    }
}

/// A mesh with nothing in it, appended to the mesh data the first time a
/// repair needs something to point a missing mesh at.
#[derive(Default)]
struct EmptyMesh {
    offset: Option<u32>,
}

impl EmptyMesh {
    /// The empty mesh's offset in the mesh data, appending it if needed.
    fn offset(&mut self, raw: &mut RawLevel) -> u32 {
        if let Some(o) = self.offset {
            return o;
        }
        let game = raw.game();
        let end = raw.mesh_data.meshes.last().map_or(0, |last| {
            let mut w = crate::format::cursor::Writer::new();
            last.mesh.write(&mut w, game);
            last.offset as usize + w.len() + last.padding.len()
        });
        let offset = end.next_multiple_of(4) as u32;
        raw.mesh_data.meshes.push(PackedMesh {
            offset,
            mesh: Mesh {
                centre: Vertex::default(),
                collision_radius: 0,
                vertices: Vec::new(),
                shading: MeshShading::Normals(Vec::new()),
                textured_rectangles: Vec::new(),
                textured_triangles: Vec::new(),
                coloured_rectangles: Vec::new(),
                coloured_triangles: Vec::new(),
            },
            padding: Vec::new(),
        });
        self.offset = Some(offset);
        offset
    }

    /// Appends a mesh pointer to the empty mesh and returns its index.
    fn pointer(&mut self, raw: &mut RawLevel) -> usize {
        let o = self.offset(raw);
        raw.mesh_pointers.push(o);
        raw.mesh_pointers.len() - 1
    }
}

/// Mesh pointers to no mesh's start point at an empty mesh.
fn mesh_pointers(raw: &mut RawLevel, log: &mut Log, empty: &mut EmptyMesh) {
    for i in 0..raw.mesh_pointers.len() {
        let p = raw.mesh_pointers[i];
        if raw.mesh_data.index_at(p).is_none() {
            raw.mesh_pointers[i] = empty.offset(raw);
            log.note(
                format!("mesh_pointers[{i}]"),
                "offset",
                if p == u32::MAX { -1 } else { p as i64 },
                "no mesh starts there; an empty mesh is drawn instead",
            );
        }
    }
}

/// Models whose meshes run past the mesh pointers get empty meshes for the
/// missing ones; mesh trees that are misaligned or too short are aligned and
/// padded with nodes at the parent's origin; a missing first animation
/// becomes "none".
fn models(raw: &mut RawLevel, log: &mut Log, empty: &mut EmptyMesh) {
    let n_anims = raw.animations.len();
    for i in 0..raw.models.len() {
        let ctx = || format!("models[{i}]");
        let m = raw.models[i];
        let n = m.num_meshes as usize;
        let have = raw.mesh_pointers.len();
        if n > 0 && m.starting_mesh as usize + n > have {
            let start = (m.starting_mesh as usize).min(have);
            let missing = start + n - have;
            for _ in 0..missing {
                empty.pointer(raw);
            }
            raw.models[i].starting_mesh = start as u16;
            log.note(
                ctx(),
                "starting_mesh",
                m.starting_mesh as i64,
                format!(
                    "{n} meshes from here run past the {have} mesh pointers; {missing} drawn empty"
                ),
            );
        }
        if !m.mesh_tree.is_multiple_of(4) {
            raw.models[i].mesh_tree = m.mesh_tree / 4 * 4;
            log.note(
                ctx(),
                "mesh_tree",
                m.mesh_tree as i64,
                "not a multiple of 4 int32 values; rounded down",
            );
        }
        let first_node = raw.models[i].mesh_tree as usize / 4;
        let needed = first_node + n.saturating_sub(1);
        if n > 1 && needed > raw.mesh_trees.len() {
            let missing = needed - raw.mesh_trees.len();
            log.note(
                ctx(),
                "mesh_tree",
                raw.models[i].mesh_tree as i64,
                format!(
                    "{} links of {n} meshes run past the {} mesh-tree nodes; {missing} added at their parent's origin",
                    n - 1,
                    raw.mesh_trees.len()
                ),
            );
            raw.mesh_trees.resize(needed, MeshTreeNode::default());
        }
        if m.animation != NO_ANIMATION && !fits(m.animation as i64, n_anims) {
            raw.models[i].animation = NO_ANIMATION;
            log.note(
                ctx(),
                "animation",
                m.animation as i64,
                format!("only {n_anims} animations; the model is left unanimated"),
            );
        }
    }
}

/// Static meshes naming a missing mesh pointer draw an empty mesh.
fn statics(raw: &mut RawLevel, log: &mut Log, empty: &mut EmptyMesh) {
    for i in 0..raw.static_meshes.len() {
        let mesh = raw.static_meshes[i].mesh;
        let have = raw.mesh_pointers.len();
        if !fits(mesh as i64, have) {
            raw.static_meshes[i].mesh = empty.pointer(raw) as u16;
            log.note(
                format!("static_meshes[{i}]"),
                "mesh",
                mesh as i64,
                format!("only {have} mesh pointers; an empty mesh is drawn instead"),
            );
        }
    }
}
