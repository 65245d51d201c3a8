//! Navigation data generated the way the level editor does (TRosettaStone 3 §7.3.1):
//! boxes grown from runs of equal-height sectors, overlaps between boxes whose
//! sectors touch (through portals too), and zones by flood fill for each
//! creature class and for the normal and flipped states.

use super::connect::Connections;
use super::geometry::CellKind;
use super::spec::LevelDef;

/// Step abilities, in clicks, of the ground zones: TR1 stores two ground
/// zones (walkers, climbers), TR2+ four (1 to 4 clicks).
pub fn ground_steps(tr1: bool) -> &'static [i32] {
    if tr1 {
        &[1, 3]
    } else {
        &[1, 2, 3, 4]
    }
}

/// A generated box in world sectors (max exclusive) with its floor in world units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoxDef {
    pub room: usize,
    pub x_min: i32,
    pub x_max: i32,
    pub z_min: i32,
    pub z_max: i32,
    pub floor: i32,
    pub blockable: bool,
}

/// Boxes, the box of every cell, overlaps and zones.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NavData {
    pub boxes: Vec<BoxDef>,
    /// Per room, per cell: the box (portal cells take the other room's box).
    pub cell_box: Vec<Vec<Option<usize>>>,
    pub overlaps: Vec<Vec<usize>>,
    /// Per ground class (see [`ground_steps`]): zone id of each box, normal state.
    pub ground: Vec<Vec<i16>>,
    pub fly: Vec<i16>,
    pub ground_alt: Vec<Vec<i16>>,
    pub fly_alt: Vec<i16>,
}

fn walkable(level: &LevelDef, c: &Connections, r: usize, i: usize, j: usize) -> bool {
    let room = &level.rooms[r];
    let k = i * room.nz + j;
    c.kinds[r][k] == CellKind::Open && c.room_below[r][k].is_none()
}

/// Generates the navigation data of a connected level.
pub fn navigation(level: &LevelDef, c: &Connections, tr1: bool) -> NavData {
    let mut nav = NavData {
        cell_box: level
            .rooms
            .iter()
            .map(|r| vec![None; r.nx * r.nz])
            .collect(),
        ..Default::default()
    };
    for (r, room) in level.rooms.iter().enumerate() {
        for i in 0..room.nx {
            for j in 0..room.nz {
                if nav.cell_box[r][i * room.nz + j].is_some() || !walkable(level, c, r, i, j) {
                    continue;
                }
                let s = &room.sectors[i * room.nz + j];
                let floor = s.floor.iter().max().copied().unwrap_or(0);
                let same = |nav: &NavData, ii: usize, jj: usize| {
                    ii < room.nx
                        && jj < room.nz
                        && nav.cell_box[r][ii * room.nz + jj].is_none()
                        && walkable(level, c, r, ii, jj)
                        && s.floor_is_flat()
                        && room.sectors[ii * room.nz + jj].floor_is_flat()
                        && room.sectors[ii * room.nz + jj].floor[0] == floor
                };
                let mut j1 = j;
                while same(&nav, i, j1 + 1) {
                    j1 += 1;
                }
                let mut i1 = i;
                while (j..=j1).all(|jj| same(&nav, i1 + 1, jj)) {
                    i1 += 1;
                }
                let id = nav.boxes.len();
                let mut blockable = false;
                for ii in i..=i1 {
                    for jj in j..=j1 {
                        nav.cell_box[r][ii * room.nz + jj] = Some(id);
                        blockable |= room.sectors[ii * room.nz + jj].door;
                    }
                }
                nav.boxes.push(BoxDef {
                    room: r,
                    x_min: room.x + i as i32,
                    x_max: room.x + i1 as i32 + 1,
                    z_min: room.z + j as i32,
                    z_max: room.z + j1 as i32 + 1,
                    floor: floor * 256,
                    blockable,
                });
            }
        }
    }
    // Portal cells take the box of the room they lead into.
    for (r, room) in level.rooms.iter().enumerate() {
        for k in 0..room.nx * room.nz {
            if let CellKind::Portal(b) = c.kinds[r][k] {
                let (wx, wz) = (room.x + (k / room.nz) as i32, room.z + (k % room.nz) as i32);
                if let Some((bi, bj)) = level.rooms[b].cell_of(wx, wz) {
                    nav.cell_box[r][k] = nav.cell_box[b][bi * level.rooms[b].nz + bj];
                }
            }
        }
    }
    nav.overlaps = overlaps(level, c, &nav, |r| r);
    let alt_of = |r: usize| level.rooms[r].alternate.unwrap_or(r);
    let alt_overlaps = overlaps(level, c, &nav, alt_of);
    let active_normal: Vec<bool> = (0..level.rooms.len())
        .map(|r| !level.rooms.iter().any(|o| o.alternate == Some(r)))
        .collect();
    let active_alt: Vec<bool> = (0..level.rooms.len())
        .map(|r| level.rooms[r].alternate.is_none())
        .collect();
    for &step in ground_steps(tr1) {
        nav.ground
            .push(zones(&nav, &nav.overlaps, &active_normal, Some(step * 256)));
        nav.ground_alt
            .push(zones(&nav, &alt_overlaps, &active_alt, Some(step * 256)));
    }
    nav.fly = zones(&nav, &nav.overlaps, &active_normal, None);
    nav.fly_alt = zones(&nav, &alt_overlaps, &active_alt, None);
    nav
}

/// Boxes whose cells are 4-neighbours, through portals too; `redirect` maps a
/// portal's target room to the room that stands there in the state computed.
fn overlaps(
    level: &LevelDef,
    c: &Connections,
    nav: &NavData,
    redirect: impl Fn(usize) -> usize,
) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); nav.boxes.len()];
    let mut link = |a: usize, b: usize| {
        if a != b && !out[a].contains(&b) {
            out[a].push(b);
        }
    };
    for (r, room) in level.rooms.iter().enumerate() {
        for i in 0..room.nx {
            for j in 0..room.nz {
                let Some(a) = nav.cell_box[r][i * room.nz + j]
                    .filter(|_| c.kinds[r][i * room.nz + j] == CellKind::Open)
                else {
                    continue;
                };
                for (di, dj) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
                    let (ni, nj) = (i as isize + di, j as isize + dj);
                    if ni < 0 || nj < 0 || ni as usize >= room.nx || nj as usize >= room.nz {
                        continue;
                    }
                    let k = ni as usize * room.nz + nj as usize;
                    let b = match c.kinds[r][k] {
                        CellKind::Open => nav.cell_box[r][k],
                        CellKind::Portal(t) => {
                            let t = redirect(t);
                            let (wx, wz) = (room.x + ni as i32, room.z + nj as i32);
                            level.rooms[t]
                                .cell_of(wx, wz)
                                .and_then(|(ti, tj)| nav.cell_box[t][ti * level.rooms[t].nz + tj])
                        }
                        CellKind::Wall => None,
                    };
                    if let Some(b) = b {
                        link(a, b);
                        link(b, a);
                    }
                }
            }
        }
    }
    for list in &mut out {
        list.sort_unstable();
    }
    out
}

/// Zone ids (from 1, in box order) by flood fill over `overlaps`, joining
/// boxes whose floors differ by at most `step` (None: any, the fly zone).
/// Boxes of rooms not active in the state get zone 0.
fn zones(nav: &NavData, overlaps: &[Vec<usize>], active: &[bool], step: Option<i32>) -> Vec<i16> {
    let mut zone = vec![0i16; nav.boxes.len()];
    let mut next = 1i16;
    for start in 0..nav.boxes.len() {
        if zone[start] != 0 || !active[nav.boxes[start].room] {
            continue;
        }
        zone[start] = next;
        let mut stack = vec![start];
        while let Some(a) = stack.pop() {
            for &b in &overlaps[a] {
                let ok = zone[b] == 0
                    && active[nav.boxes[b].room]
                    && step.is_none_or(|s| (nav.boxes[a].floor - nav.boxes[b].floor).abs() <= s);
                if ok {
                    zone[b] = next;
                    stack.push(b);
                }
            }
        }
        next += 1;
    }
    zone
}
