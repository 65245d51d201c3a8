//! Navigation data generated the way the level editor does (TRosettaStone 3 §7.3.1):
//! boxes grown from runs of equal-height sectors, overlaps between boxes whose
//! sectors touch (through portals too), and zones by flood fill for each
//! creature class and for the normal and flipped states. TR4/TR5 levels also
//! get the crossings their creatures take: a jump overlap over a gap of one
//! or two sectors marked `jump_gap`, and the monkey flag on overlaps into or
//! out of a sector with a monkey ceiling (TOMB4 box.cpp `SearchLOT` reads
//! both); each zone array joins the crossings its class takes.

use super::connect::Connections;
use super::geometry::CellKind;
use super::spec::LevelDef;
use crate::format::Game;
use crate::level::floordata::FloorFunction;

/// One ground zone array the editor computes: the floor step (in clicks)
/// its creatures walk up and down, and which crossings they take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroundClass {
    pub step_clicks: i32,
    /// Joins boxes across jump overlaps.
    pub jumps: bool,
    /// Joins boxes along monkey overlaps whatever their floors.
    pub swings: bool,
}

const fn walker(step_clicks: i32) -> GroundClass {
    GroundClass {
        step_clicks,
        jumps: false,
        swings: false,
    }
}

/// The ground zone arrays of a game's files, in their order: TR1 stores two
/// (walkers, climbers), TR2 and TR3 four by step (1 to 4 clicks: tomb3
/// lot.cpp reads `ground_zone[(step >> 8) - 1]`), TR4 and TR5 four by their
/// `LOT.zone` (TOMB4 types.h: SKELLY_ZONE, BASIC_ZONE, CROC_ZONE, HUMAN_ZONE;
/// lot.cpp `InitialiseSlot`): the skeleton walks one click and jumps gaps,
/// the basic and crocodile classes walk one click, people climb four clicks,
/// jump and swing along bars.
pub fn ground_classes(game: Game) -> &'static [GroundClass] {
    const TR1: [GroundClass; 2] = [walker(1), walker(3)];
    const TR2_TR3: [GroundClass; 4] = [walker(1), walker(2), walker(3), walker(4)];
    const TR4_TR5: [GroundClass; 4] = [
        GroundClass {
            step_clicks: 1,
            jumps: true,
            swings: false,
        },
        walker(1),
        walker(1),
        GroundClass {
            step_clicks: 4,
            jumps: true,
            swings: true,
        },
    ];
    match game {
        Game::Tr1 => &TR1,
        Game::Tr2 | Game::Tr3 => &TR2_TR3,
        _ => &TR4_TR5,
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
    pub overlaps: Vec<Vec<NavLink>>,
    /// Per ground class (see [`ground_classes`]): zone id of each box, normal state.
    pub ground: Vec<Vec<i16>>,
    pub fly: Vec<i16>,
    pub ground_alt: Vec<Vec<i16>>,
    pub fly_alt: Vec<i16>,
}

/// One overlap: the box it leads to and how a creature crosses to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NavLink {
    pub to: usize,
    /// Across a gap: only creatures that jump take it.
    pub jump: bool,
    /// Along a monkey ceiling: creatures that swing take it whatever the
    /// floors' difference.
    pub monkey: bool,
}

impl NavLink {
    /// Whether a creature of `class` goes from a box with floor `from` across
    /// this overlap to one with floor `to`: a jump only if it jumps; a step
    /// within its reach, or any step along monkey bars if it swings.
    fn joins(&self, class: GroundClass, from: i32, to: i32) -> bool {
        if self.jump {
            return class.jumps;
        }
        (self.monkey && class.swings) || (from - to).abs() <= class.step_clicks * 256
    }
}

/// The longest run of gap sectors a jump overlap spans (a creature's long
/// jump clears two sectors).
const LONGEST_GAP: usize = 2;

fn walkable(level: &LevelDef, c: &Connections, r: usize, i: usize, j: usize) -> bool {
    let room = &level.rooms[r];
    let k = i * room.nz + j;
    c.kinds[r][k] == CellKind::Open && c.room_below[r][k].is_none()
}

/// Generates the navigation data of a connected level; `crossings`: with the
/// TR4/TR5 jump and monkey overlaps.
pub fn navigation(level: &LevelDef, c: &Connections, game: Game, crossings: bool) -> NavData {
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
    nav.overlaps = overlaps(level, c, &nav, |r| r, crossings);
    let alt_of = |r: usize| level.rooms[r].alternate.unwrap_or(r);
    let alt_overlaps = overlaps(level, c, &nav, alt_of, crossings);
    let active_normal: Vec<bool> = (0..level.rooms.len())
        .map(|r| !level.rooms.iter().any(|o| o.alternate == Some(r)))
        .collect();
    let active_alt: Vec<bool> = (0..level.rooms.len())
        .map(|r| level.rooms[r].alternate.is_none())
        .collect();
    for &class in ground_classes(game) {
        nav.ground
            .push(zones(&nav, &nav.overlaps, &active_normal, Some(class)));
        nav.ground_alt
            .push(zones(&nav, &alt_overlaps, &active_alt, Some(class)));
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
    crossings: bool,
) -> Vec<Vec<NavLink>> {
    let mut out: Vec<Vec<NavLink>> = vec![Vec::new(); nav.boxes.len()];
    let mut link = |a: usize, b: usize, jump: bool, monkey: bool| {
        if a == b {
            return;
        }
        match out[a].iter_mut().find(|l| l.to == b) {
            Some(l) => {
                l.jump |= jump;
                l.monkey |= monkey;
            }
            None => out[a].push(NavLink {
                to: b,
                jump,
                monkey,
            }),
        }
    };
    let monkey_at = |r: usize, k: usize| {
        crossings
            && level.rooms[r].sectors[k]
                .functions
                .iter()
                .any(|f| matches!(f, FloorFunction::Monkey))
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
                    let monkey = monkey_at(r, i * room.nz + j) || monkey_at(r, k);
                    if crossings {
                        if let Some(far) = across_gap(level, c, nav, r, (i, j), (di, dj)) {
                            link(a, far, true, false);
                            link(far, a, true, false);
                        }
                    }
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
                        link(a, b, false, monkey);
                        link(b, a, false, monkey);
                    }
                }
            }
        }
    }
    for list in &mut out {
        list.sort_unstable_by_key(|l| l.to);
    }
    out
}

/// The box of the open sector beyond a run of one to [`LONGEST_GAP`] gap
/// sectors next to cell `from` of room `r` in direction `dir`, if the run
/// ends on one.
fn across_gap(
    level: &LevelDef,
    c: &Connections,
    nav: &NavData,
    r: usize,
    from: (usize, usize),
    dir: (isize, isize),
) -> Option<usize> {
    let room = &level.rooms[r];
    let cell = |n: usize| {
        let i = from.0 as isize + dir.0 * n as isize;
        let j = from.1 as isize + dir.1 * n as isize;
        (i >= 0 && j >= 0 && (i as usize) < room.nx && (j as usize) < room.nz)
            .then(|| i as usize * room.nz + j as usize)
    };
    let gap = |k: usize| c.kinds[r][k] == CellKind::Open && room.sectors[k].jump_gap;
    if room.sectors[cell(0)?].jump_gap {
        return None;
    }
    for n in 1..=LONGEST_GAP + 1 {
        let k = cell(n)?;
        if gap(k) {
            continue;
        }
        if n == 1 || c.kinds[r][k] != CellKind::Open {
            return None;
        }
        return nav.cell_box[r][k];
    }
    None
}

/// Zone ids (from 1, in box order) by flood fill over `overlaps`, joining
/// the boxes a creature of `class` goes between (None: any, the fly zone).
/// Boxes of rooms not active in the state get zone 0.
fn zones(
    nav: &NavData,
    overlaps: &[Vec<NavLink>],
    active: &[bool],
    class: Option<GroundClass>,
) -> Vec<i16> {
    let mut zone = vec![0i16; nav.boxes.len()];
    let mut next = 1i16;
    for start in 0..nav.boxes.len() {
        if zone[start] != 0 || !active[nav.boxes[start].room] {
            continue;
        }
        zone[start] = next;
        let mut stack = vec![start];
        while let Some(a) = stack.pop() {
            for l in &overlaps[a] {
                let b = l.to;
                let ok = zone[b] == 0
                    && active[nav.boxes[b].room]
                    && class.is_none_or(|c| l.joins(c, nav.boxes[a].floor, nav.boxes[b].floor));
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
