//! Room geometry generated from a sector grid: floors and ceilings (quads, or
//! two triangles along the sector's diagonal when not planar), and the walls
//! that close every height difference, wound the way the games wind them
//! (the cross product of the first two edges points away from the viewer).

use std::collections::HashMap;

use crate::level::heights::Diagonal;

use super::spec::{Material, RoomDef, SectorDef};

/// What a cell of a room grid is once rooms are connected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellKind {
    Wall,
    Open,
    /// A border cell through which the room continues into another room.
    Portal(usize),
}

/// Generated room geometry (room-relative positions, y in world units).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RoomMesh {
    pub vertices: Vec<[i32; 3]>,
    pub quads: Vec<([u16; 4], Material)>,
    pub triangles: Vec<([u16; 3], Material)>,
    index: HashMap<[i32; 3], u16>,
}

impl RoomMesh {
    /// The index of the vertex at `p`, adding it when new.
    pub fn vertex(&mut self, p: [i32; 3]) -> u16 {
        if let Some(&i) = self.index.get(&p) {
            return i;
        }
        let i = self.vertices.len() as u16;
        self.vertices.push(p);
        self.index.insert(p, i);
        i
    }

    fn face(&mut self, points: &[[i32; 3]], facing: [i64; 3], material: Material) {
        let mut pts = points.to_vec();
        if winding(&pts)
            .iter()
            .zip(facing)
            .map(|(a, b)| a * b)
            .sum::<i64>()
            > 0
        {
            pts.reverse();
        }
        let idx: Vec<u16> = pts.iter().map(|&p| self.vertex(p)).collect();
        match idx.len() {
            4 => self
                .quads
                .push(([idx[0], idx[1], idx[2], idx[3]], material)),
            3 => self.triangles.push(([idx[0], idx[1], idx[2]], material)),
            _ => {}
        }
    }
}

/// The cross product of a face's first non-degenerate pair of edges.
pub(crate) fn winding(p: &[[i32; 3]]) -> [i64; 3] {
    let n = p.len();
    for k in 0..n {
        let (a, b, c) = (p[k], p[(k + 1) % n], p[(k + 2) % n]);
        let e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]].map(|v| v as i64);
        let e2 = [c[0] - b[0], c[1] - b[1], c[2] - b[2]].map(|v| v as i64);
        let cross = [
            e1[1] * e2[2] - e1[2] * e2[1],
            e1[2] * e2[0] - e1[0] * e2[2],
            e1[0] * e2[1] - e1[1] * e2[0],
        ];
        if cross != [0, 0, 0] {
            return cross;
        }
    }
    [0, 0, 0]
}

const S: i32 = 1024;
const C: i32 = 256;

/// Corner position (room-relative) of cell (i, j) corner `k` (00, 01, 10, 11) at `clicks`.
fn corner(i: usize, j: usize, k: usize, clicks: i32) -> [i32; 3] {
    let (dx, dz) = [(0, 0), (0, 1), (1, 0), (1, 1)][k];
    [(i as i32 + dx) * S, clicks * C, (j as i32 + dz) * S]
}

/// Heights of a neighbouring cell, when it has a floor and ceiling.
pub type NeighbourHeights<'a> = &'a dyn Fn(isize, isize) -> Option<([i32; 4], [i32; 4])>;

/// Generates the geometry of `room`. `kind` says what each cell is,
/// `heights` gives the floor and ceiling corners of any open or portal cell
/// (the other room's sector for portal cells), `open_below` marks cells whose
/// floor is a vertical portal; `portal_triangles` (TR3+) lets a vertical
/// portal open only one triangle of its sector.
pub fn room_mesh(
    room: &RoomDef,
    portal_triangles: bool,
    kind: &dyn Fn(usize, usize) -> CellKind,
    heights: NeighbourHeights,
    open_below: &dyn Fn(usize, usize) -> bool,
) -> RoomMesh {
    let mut mesh = RoomMesh::default();
    for i in 0..room.nx {
        for j in 0..room.nz {
            if kind(i, j) != CellKind::Open {
                continue;
            }
            let s = &room.sectors[i * room.nz + j];
            // A vertical portal hides the whole surface, or one triangle of it.
            let portal_skip = if portal_triangles && s.portal_triangle != 0 {
                s.portal_triangle
            } else {
                3
            };
            let floor_skip = if open_below(i, j) { portal_skip } else { 0 };
            let ceiling_skip = if s.open_above { portal_skip } else { 0 };
            surface(
                &mut mesh,
                i,
                j,
                &s.floor,
                s.floor_split,
                [0, -1, 0],
                s.floor_material,
                floor_skip,
            );
            surface(
                &mut mesh,
                i,
                j,
                &s.ceiling,
                s.floor_split,
                [0, 1, 0],
                s.ceiling_material,
                ceiling_skip,
            );
            walls(&mut mesh, i, j, s, heights);
        }
    }
    mesh
}

/// Adds a floor or ceiling: a quad when planar, else two triangles along the
/// split; `skip` leaves out triangle 1 or 2 (in split order), or everything (3).
#[allow(clippy::too_many_arguments)]
fn surface(
    mesh: &mut RoomMesh,
    i: usize,
    j: usize,
    c: &[i32; 4],
    split: Diagonal,
    facing: [i64; 3],
    m: Material,
    skip: u8,
) {
    if skip == 3 {
        return;
    }
    let p = |k: usize| corner(i, j, k, c[k]);
    if skip == 0 && c[0] + c[3] == c[1] + c[2] {
        mesh.face(&[p(0), p(2), p(3), p(1)], facing, m);
        return;
    }
    let triangles = match split {
        Diagonal::D00To11 => [[p(0), p(2), p(3)], [p(0), p(3), p(1)]],
        Diagonal::D01To10 => [[p(0), p(2), p(1)], [p(2), p(3), p(1)]],
    };
    for (k, t) in triangles.iter().enumerate() {
        if skip != k as u8 + 1 {
            mesh.face(t, facing, m);
        }
    }
}

/// One side of a cell: the neighbour offset, our two corners, the
/// neighbour's matching corners and the direction the wall faces (into our cell).
type Side = ((isize, isize), [usize; 2], [usize; 2], [i64; 3]);

const SIDES: [Side; 4] = [
    ((-1, 0), [0, 1], [2, 3], [1, 0, 0]),
    ((1, 0), [2, 3], [0, 1], [-1, 0, 0]),
    ((0, -1), [0, 2], [1, 3], [0, 0, 1]),
    ((0, 1), [1, 3], [0, 2], [0, 0, -1]),
];

fn walls(mesh: &mut RoomMesh, i: usize, j: usize, s: &SectorDef, heights: NeighbourHeights) {
    for ((di, dj), ours, theirs, facing) in SIDES {
        let n = heights(i as isize + di, j as isize + dj);
        // Per edge end: our ceiling and floor, and the opening into the neighbour.
        let mut spans = Vec::new();
        for e in 0..2 {
            let (ceil, floor) = (s.ceiling[ours[e]], s.floor[ours[e]]);
            let opening = n.map(|(nf, nc)| (ceil.max(nc[theirs[e]]), floor.min(nf[theirs[e]])));
            spans.push((ceil, floor, opening.filter(|(top, bottom)| top < bottom)));
        }
        let p = |e: usize, y: i32| corner(i, j, ours[e], y);
        let both_open = spans.iter().all(|s| s.2.is_some());
        if !both_open {
            // No opening at one end: close the whole edge.
            wall_quad(
                mesh,
                [
                    p(0, spans[0].0),
                    p(1, spans[1].0),
                    p(1, spans[1].1),
                    p(0, spans[0].1),
                ],
                facing,
                s.wall_material,
            );
            continue;
        }
        let (o0, o1) = (
            spans[0].2.unwrap_or_default(),
            spans[1].2.unwrap_or_default(),
        );
        // Above the opening: our ceiling down to the neighbour's ceiling.
        wall_quad(
            mesh,
            [p(0, spans[0].0), p(1, spans[1].0), p(1, o1.0), p(0, o0.0)],
            facing,
            s.wall_material,
        );
        // Below the opening: the neighbour's floor down to ours.
        wall_quad(
            mesh,
            [p(0, o0.1), p(1, o1.1), p(1, spans[1].1), p(0, spans[0].1)],
            facing,
            s.wall_material,
        );
    }
}

/// Adds a wall from its top-left, top-right, bottom-right, bottom-left corners,
/// dropping zero-height ends (a triangle) and empty walls.
fn wall_quad(mesh: &mut RoomMesh, p: [[i32; 3]; 4], facing: [i64; 3], m: Material) {
    let left = p[3][1] - p[0][1];
    let right = p[2][1] - p[1][1];
    match (left > 0, right > 0) {
        (true, true) => mesh.face(&p, facing, m),
        (true, false) => mesh.face(&[p[0], p[1], p[3]], facing, m),
        (false, true) => mesh.face(&[p[0], p[1], p[2]], facing, m),
        (false, false) => {}
    }
}
