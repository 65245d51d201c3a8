//! How rooms join: border cells that continue into a neighbouring room
//! (collisional portals), ceilings that open into the room above (vertical
//! portals), and the visibility portals drawn on those openings, placed and
//! wound as the games do (planes on a room's negative sides sit one unit
//! outside it; normals point into the owning room).

use std::collections::BTreeMap;

use super::geometry::{winding, CellKind};
use super::spec::LevelDef;

/// A visibility portal in room-relative coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortalDef {
    pub to: usize,
    pub normal: [i16; 3],
    pub vertices: [[i16; 3]; 4],
}

/// The result of joining the rooms of a level.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Connections {
    /// Per room, per cell (`i * nz + j`).
    pub kinds: Vec<Vec<CellKind>>,
    pub room_below: Vec<Vec<Option<usize>>>,
    pub room_above: Vec<Vec<Option<usize>>>,
    pub portals: Vec<Vec<PortalDef>>,
}

/// True when rooms `a` and `b` are a room and its flipped twin.
fn twins(level: &LevelDef, a: usize, b: usize) -> bool {
    level.rooms[a].alternate == Some(b) || level.rooms[b].alternate == Some(a)
}

/// True when room `r` is some other room's alternate (it only exists flipped).
/// Portals always lead to original rooms; the flip swaps them at run time.
fn is_alternate(level: &LevelDef, r: usize) -> bool {
    level.rooms.iter().any(|o| o.alternate == Some(r))
}

/// Joins the rooms.
pub fn connect(level: &LevelDef) -> Connections {
    let n = level.rooms.len();
    let mut c = Connections {
        kinds: Vec::with_capacity(n),
        room_below: level
            .rooms
            .iter()
            .map(|r| vec![None; r.nx * r.nz])
            .collect(),
        room_above: level
            .rooms
            .iter()
            .map(|r| vec![None; r.nx * r.nz])
            .collect(),
        portals: vec![Vec::new(); n],
    };
    for (a, room) in level.rooms.iter().enumerate() {
        let mut kinds = Vec::with_capacity(room.nx * room.nz);
        for i in 0..room.nx {
            for j in 0..room.nz {
                let s = &room.sectors[i * room.nz + j];
                if !s.wall {
                    kinds.push(CellKind::Open);
                    continue;
                }
                let (wx, wz) = (room.x + i as i32, room.z + j as i32);
                // Open cells of this room beside the border cell.
                let inward: Vec<&crate::builder::spec::SectorDef> =
                    [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)]
                        .iter()
                        .filter_map(|(di, dj)| {
                            let (ni, nj) = (i as isize + di, j as isize + dj);
                            if ni < 0 || nj < 0 {
                                return None;
                            }
                            room.sector(ni as usize, nj as usize).filter(|s| !s.wall)
                        })
                        .collect();
                // A room continuing here: its interior cell is open and shares
                // height with one of ours.
                let target = (0..n).find(|&b| {
                    b != a
                        && !twins(level, a, b)
                        && !is_alternate(level, b)
                        && level.rooms[b].cell_of(wx, wz).is_some_and(|(bi, bj)| {
                            let other = &level.rooms[b];
                            let interior =
                                bi > 0 && bj > 0 && bi + 1 < other.nx && bj + 1 < other.nz;
                            let os = &other.sectors[bi * other.nz + bj];
                            interior
                                && !os.wall
                                && inward.iter().any(|s| {
                                    s.ceiling_bottom().max(os.ceiling_bottom())
                                        < s.floor_top().min(os.floor_top())
                                })
                        })
                });
                kinds.push(match target {
                    Some(b) => CellKind::Portal(b),
                    None => CellKind::Wall,
                });
            }
        }
        c.kinds.push(kinds);
    }
    link_vertically(level, &mut c);
    for a in 0..n {
        c.portals[a] = visibility_portals(level, &c, a);
    }
    c
}

/// Pairs each open ceiling with the room whose floor lies on it.
fn link_vertically(level: &LevelDef, c: &mut Connections) {
    for (l, lower) in level.rooms.iter().enumerate() {
        for i in 0..lower.nx {
            for j in 0..lower.nz {
                let s = &lower.sectors[i * lower.nz + j];
                if s.wall || !s.open_above {
                    continue;
                }
                let (wx, wz) = (lower.x + i as i32, lower.z + j as i32);
                let upper = (0..level.rooms.len()).find(|&u| {
                    u != l
                        && !twins(level, u, l)
                        && !is_alternate(level, u)
                        && level.rooms[u].cell_of(wx, wz).is_some_and(|(ui, uj)| {
                            let us = &level.rooms[u].sectors[ui * level.rooms[u].nz + uj];
                            !us.wall && us.floor == s.ceiling
                        })
                });
                if let Some(u) = upper {
                    let (ui, uj) = level.rooms[u].cell_of(wx, wz).unwrap_or_default();
                    c.room_above[l][i * lower.nz + j] = Some(u);
                    c.room_below[u][ui * level.rooms[u].nz + uj] = Some(l);
                }
            }
        }
    }
}

/// A portal rectangle under construction: bounds along its plane.
#[derive(Debug, Clone, Copy)]
struct Span {
    lo: i32,
    hi: i32,
    top: i32,
    bottom: i32,
}

fn visibility_portals(level: &LevelDef, c: &Connections, a: usize) -> Vec<PortalDef> {
    let room = &level.rooms[a];
    // (target, axis, plane, normal sign) → span.
    let mut walls: BTreeMap<(usize, u8, i32, i8), Span> = BTreeMap::new();
    let mut floors: BTreeMap<(usize, i32, i8), [i32; 4]> = BTreeMap::new();
    let mut grow = |key, lo: i32, hi: i32, top: i32, bottom: i32| {
        let e = walls.entry(key).or_insert(Span {
            lo,
            hi,
            top,
            bottom,
        });
        e.lo = e.lo.min(lo);
        e.hi = e.hi.max(hi);
        e.top = e.top.min(top);
        e.bottom = e.bottom.max(bottom);
    };
    for i in 0..room.nx {
        for j in 0..room.nz {
            if c.kinds[a][i * room.nz + j] != CellKind::Open {
                continue;
            }
            let s = &room.sectors[i * room.nz + j];
            let (top, bottom) = (
                s.ceiling.iter().min().copied().unwrap_or(0) * 256,
                s.floor.iter().max().copied().unwrap_or(0) * 256,
            );
            let (x0, x1, z0, z1) = (
                i as i32 * 1024,
                (i as i32 + 1) * 1024,
                j as i32 * 1024,
                (j as i32 + 1) * 1024,
            );
            let side = |di: isize, dj: isize| {
                let (ni, nj) = (i as isize + di, j as isize + dj);
                if ni < 0 || nj < 0 || ni as usize >= room.nx || nj as usize >= room.nz {
                    return None;
                }
                match c.kinds[a][ni as usize * room.nz + nj as usize] {
                    CellKind::Portal(b) => Some(b),
                    _ => None,
                }
            };
            if let Some(b) = side(-1, 0) {
                grow((b, 0, x0 - 1, 1), z0, z1, top, bottom);
            }
            if let Some(b) = side(1, 0) {
                grow((b, 0, x1, -1), z0, z1, top, bottom);
            }
            if let Some(b) = side(0, -1) {
                grow((b, 2, z0 - 1, 1), x0, x1, top, bottom);
            }
            if let Some(b) = side(0, 1) {
                grow((b, 2, z1, -1), x0, x1, top, bottom);
            }
            let mut flat = |to: usize, y: i32, sign: i8| {
                let e = floors.entry((to, y, sign)).or_insert([x0, x1, z0, z1]);
                *e = [e[0].min(x0), e[1].max(x1), e[2].min(z0), e[3].max(z1)];
            };
            if let Some(u) = c.room_above[a][i * room.nz + j] {
                flat(u, s.ceiling[0] * 256 - 1, 1);
            }
            if let Some(l) = c.room_below[a][i * room.nz + j] {
                flat(l, s.floor[0] * 256, -1);
            }
        }
    }
    let mut out = Vec::new();
    for ((to, axis, plane, sign), s) in walls {
        let normal = if axis == 0 {
            [sign as i64, 0, 0]
        } else {
            [0, 0, sign as i64]
        };
        let at = |u: i32, y: i32| {
            if axis == 0 {
                [plane, y, u]
            } else {
                [u, y, plane]
            }
        };
        out.push(portal(
            to,
            normal,
            [
                at(s.lo, s.top),
                at(s.hi, s.top),
                at(s.hi, s.bottom),
                at(s.lo, s.bottom),
            ],
        ));
    }
    for ((to, y, sign), [x0, x1, z0, z1]) in floors {
        out.push(portal(
            to,
            [0, sign as i64, 0],
            [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]],
        ));
    }
    out
}

/// Orders the corners so the first edges' cross product points away from
/// the normal, as in the games' files.
fn portal(to: usize, normal: [i64; 3], mut v: [[i32; 3]; 4]) -> PortalDef {
    if winding(&v)
        .iter()
        .zip(normal)
        .map(|(a, b)| a * b)
        .sum::<i64>()
        > 0
    {
        v.reverse();
    }
    PortalDef {
        to,
        normal: normal.map(|n| n as i16),
        vertices: v.map(|p| p.map(|x| x as i16)),
    }
}
