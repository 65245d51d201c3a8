//! Repairs of rooms (alternates, portals, sectors, faces, statics), the
//! navigation boxes' overlaps, where entities and AI objects stand, and the
//! sound details' samples.

use std::collections::HashSet;

use crate::format::records::{Face3, Face4, Portal, Sector};
use crate::format::room::RoomStaticMesh;
use crate::format::{Game, RawLevel};
use crate::level::floordata;
use crate::level::nav::{Overlap, OVERLAP_LAST};
use crate::level::room::NO_ROOM;

use super::{fits, Log};

/// A sector's side in world units.
const SECTOR: i32 = 1024;
/// TR3+ box word: box index in bits 4..14, "no box" when all are set.
const TR3_BOX_SHIFT: u16 = 4;
const TR3_BOX_MASK: u16 = 0x7FF;
/// TR1/TR2 "no box".
const NO_BOX: u16 = 0xFFFF;
/// The overlap index bits of a box; the top two are flags.
const OVERLAP_INDEX: u16 = 0x3FFF;
/// Sound details: the sample count in bits 2..7 of the characteristics.
const SAMPLE_COUNT_SHIFT: u16 = 2;
const SAMPLE_COUNT_MASK: u16 = 0x3F;

pub(super) fn repair(raw: &mut RawLevel, log: &mut Log) {
    rooms(raw, log);
    overlaps(raw, log);
    entities(raw, log);
    sounds(raw, log);
}

/// What every room of either layout holds that the model resolves.
struct RoomParts<'a> {
    alternate: i16,
    portals: &'a mut Vec<Portal>,
    sectors: &'a mut [Sector],
    statics: &'a mut Vec<RoomStaticMesh>,
}

fn rooms(raw: &mut RawLevel, log: &mut Log) {
    let game = raw.game();
    let n_rooms = raw.room_count();
    let n_boxes = raw.boxes.len();
    let static_ids: HashSet<u32> = raw.static_meshes.iter().map(|s| s.id).collect();
    let floor_data = std::mem::take(&mut raw.floor_data);
    let context = Context {
        game,
        n_rooms,
        n_boxes,
        static_ids: &static_ids,
        floor_data: &floor_data,
    };
    for (i, r) in raw.rooms.iter_mut().enumerate() {
        let alternate = room_parts(
            &context,
            log,
            i,
            RoomParts {
                alternate: r.alternate_room,
                portals: &mut r.portals,
                sectors: &mut r.sectors,
                statics: &mut r.static_meshes,
            },
        );
        r.alternate_room = alternate;
        let nv = r.vertices.len();
        faces(log, i, nv, 0, &mut r.rectangles, &mut r.triangles);
    }
    for (i, r) in raw.tr5_rooms.iter_mut().enumerate() {
        let alternate = room_parts(
            &context,
            log,
            i,
            RoomParts {
                alternate: r.header.alternate_room as i16,
                portals: &mut r.portals,
                sectors: &mut r.sectors,
                statics: &mut r.static_meshes,
            },
        );
        r.header.alternate_room = alternate as u16;
        let nv = r.vertices.len();
        let mut base = 0usize;
        for (layer, f) in r.layers.iter().zip(r.faces.iter_mut()) {
            faces(log, i, nv, base, &mut f.rectangles, &mut f.triangles);
            base += layer.num_vertices as usize;
        }
    }
    raw.floor_data = floor_data;
}

/// What the room repairs check against.
struct Context<'a> {
    game: Game,
    n_rooms: usize,
    n_boxes: usize,
    static_ids: &'a HashSet<u32>,
    floor_data: &'a [u16],
}

/// Repairs one room's references and returns its (repaired) alternate.
fn room_parts(c: &Context, log: &mut Log, i: usize, p: RoomParts) -> i16 {
    let mut alternate = p.alternate;
    if alternate >= 0 && !fits(alternate as i64, c.n_rooms) {
        log.note(
            format!("rooms[{i}]"),
            "alternate_room",
            alternate as i64,
            format!("only {} rooms; the room has no alternate", c.n_rooms),
        );
        alternate = -1;
    }
    let mut k = 0;
    p.portals.retain(|portal| {
        let ok = fits(portal.adjoining_room as i64, c.n_rooms);
        if !ok {
            log.note(
                format!("rooms[{i}].portals[{k}]"),
                "adjoining_room",
                portal.adjoining_room as i64,
                format!("only {} rooms; portal dropped", c.n_rooms),
            );
        }
        k += 1;
        ok
    });
    for (k, s) in p.sectors.iter_mut().enumerate() {
        sector(c, log, &format!("rooms[{i}].sectors[{k}]"), s);
    }
    let mut k = 0;
    p.statics.retain(|s| {
        let ok = c.static_ids.contains(&(s.mesh_id as u32));
        if !ok {
            log.note(
                format!("rooms[{i}].static_meshes[{k}]"),
                "mesh_id",
                s.mesh_id as i64,
                "no static mesh has this id; left out",
            );
        }
        k += 1;
        ok
    });
    alternate
}

/// One sector: links to missing rooms, a missing box and floor data that
/// does not decode are taken away.
fn sector(c: &Context, log: &mut Log, ctx: &str, s: &mut Sector) {
    for (field, link) in [
        ("room_below", &mut s.room_below),
        ("room_above", &mut s.room_above),
    ] {
        if *link != NO_ROOM && !fits(*link as i64, c.n_rooms) {
            log.note(
                ctx,
                field,
                *link as i64,
                format!("only {} rooms; no room there", c.n_rooms),
            );
            *link = NO_ROOM;
        }
    }
    let (index, no_box) = if c.game >= Game::Tr3 {
        let index = (s.box_index >> TR3_BOX_SHIFT) & TR3_BOX_MASK;
        (index, index == TR3_BOX_MASK)
    } else {
        (s.box_index, s.box_index == NO_BOX)
    };
    if !no_box && !fits(index as i64, c.n_boxes) {
        log.note(
            ctx,
            "box_index",
            index as i64,
            format!("only {} boxes; no box", c.n_boxes),
        );
        s.box_index = if c.game >= Game::Tr3 {
            s.box_index | (TR3_BOX_MASK << TR3_BOX_SHIFT)
        } else {
            NO_BOX
        };
    }
    let fd = s.floor_data_index as usize;
    if fd != 0 {
        let problem = if fd >= c.floor_data.len() {
            Some(format!("only {} floor-data words", c.floor_data.len()))
        } else {
            floordata::decode(c.floor_data, fd).err().map(|e| e.reason)
        };
        if let Some(why) = problem {
            log.note(
                ctx,
                "floor_data_index",
                fd as i64,
                format!("{why}; no floor data"),
            );
            s.floor_data_index = 0;
        }
    }
}

/// Room faces with a corner past the room's vertices are dropped.
fn faces(
    log: &mut Log,
    i: usize,
    nv: usize,
    base: usize,
    quads: &mut Vec<Face4>,
    tris: &mut Vec<Face3>,
) {
    let bad = |corners: &[u16]| {
        corners
            .iter()
            .map(|&v| base + v as usize)
            .find(|&v| v >= nv)
    };
    let mut note = |v: usize| {
        log.note(
            format!("rooms[{i}].faces"),
            "vertex",
            v as i64,
            format!("only {nv} vertices; face dropped"),
        )
    };
    quads.retain(|f| bad(&f.vertices).map(&mut note).is_none());
    tris.retain(|f| bad(&f.vertices).map(&mut note).is_none());
}

/// Overlap lists that start past the overlap words become empty; overlap
/// words naming a missing box name the box whose list holds them (keeping
/// the end bit; a TR4/TR5 word's crossing flags go with its box).
fn overlaps(raw: &mut RawLevel, log: &mut Log) {
    let game = raw.game();
    let n_boxes = raw.boxes.len();
    let n_words = raw.overlaps.len();
    for i in 0..n_boxes {
        let stored = raw.boxes[i].overlap_index;
        let index = stored & OVERLAP_INDEX;
        if index as usize >= n_words {
            if index != OVERLAP_INDEX && n_words > 0 {
                log.note(
                    format!("boxes[{i}]"),
                    "overlap_index",
                    index as i64,
                    format!("only {n_words} overlap words; no neighbours"),
                );
                raw.boxes[i].overlap_index = (stored & !OVERLAP_INDEX) | OVERLAP_INDEX;
            }
            continue;
        }
        for w in index as usize..n_words {
            let word = raw.overlaps[w];
            let target = Overlap::decode(game, word).to.0 as i64;
            if !fits(target, n_boxes) {
                log.note(
                    format!("overlaps[{w}]"),
                    "box",
                    target,
                    format!("only {n_boxes} boxes; box {i} instead"),
                );
                raw.overlaps[w] = (word & OVERLAP_LAST) | i as u16;
            }
            if word & OVERLAP_LAST != 0 {
                break;
            }
        }
    }
}

/// Room bounds, for placing a thing whose room is missing.
fn room_bounds(raw: &RawLevel) -> Vec<[i32; 6]> {
    let b = |x: i32, z: i32, nx: u16, nz: u16, top: i32, bottom: i32| {
        [
            x,
            x + nx as i32 * SECTOR,
            z,
            z + nz as i32 * SECTOR,
            top,
            bottom,
        ]
    };
    if raw.game() == Game::Tr5 {
        raw.tr5_rooms
            .iter()
            .map(|r| {
                let h = &r.header;
                b(
                    h.x,
                    h.z,
                    h.num_x_sectors,
                    h.num_z_sectors,
                    h.y_top,
                    h.y_bottom,
                )
            })
            .collect()
    } else {
        raw.rooms
            .iter()
            .map(|r| {
                b(
                    r.info.x,
                    r.info.z,
                    r.num_x_sectors,
                    r.num_z_sectors,
                    r.info.y_top,
                    r.info.y_bottom,
                )
            })
            .collect()
    }
}

/// The room holding a point, else room 0.
fn room_of(bounds: &[[i32; 6]], x: i32, y: i32, z: i32) -> usize {
    bounds
        .iter()
        .position(|b| x >= b[0] && x < b[1] && z >= b[2] && z < b[3] && y >= b[4] && y <= b[5])
        .unwrap_or(0)
}

/// Entities and AI objects in a missing room move to the room holding their
/// position (room 0 when none does); with no room at all they are dropped.
fn entities(raw: &mut RawLevel, log: &mut Log) {
    let bounds = room_bounds(raw);
    let n = bounds.len();
    if n == 0 {
        for (what, count) in [
            ("entities", raw.entities.len()),
            ("ai_objects", raw.ai_objects.len()),
        ] {
            if count > 0 {
                log.note(
                    what,
                    "count",
                    count as i64,
                    "the level has no rooms; all dropped",
                );
            }
        }
        raw.entities.clear();
        raw.ai_objects.clear();
        return;
    }
    // The room a thing stands in, unless it is one of the `n` rooms.
    let mut rehome = |what: String, room: i64, pos: [i32; 3]| -> Option<usize> {
        if fits(room, n) {
            return None;
        }
        let to = room_of(&bounds, pos[0], pos[1], pos[2]);
        log.note(
            what,
            "room",
            room,
            format!("only {n} rooms; placed in room {to}"),
        );
        Some(to)
    };
    for (i, e) in raw.entities.iter_mut().enumerate() {
        if let Some(to) = rehome(format!("entities[{i}]"), e.room as i64, [e.x, e.y, e.z]) {
            e.room = to as i16;
        }
    }
    for (i, a) in raw.ai_objects.iter_mut().enumerate() {
        if let Some(to) = rehome(format!("ai_objects[{i}]"), a.room as i64, [a.x, a.y, a.z]) {
            a.room = to as u16;
        }
    }
}

/// TR1 sample offsets past the sample bytes become empty samples; sound
/// details whose samples run past the level's are cut to those that exist.
fn sounds(raw: &mut RawLevel, log: &mut Log) {
    let bytes = raw.tr1_samples.len() as u32;
    if raw.game() == Game::Tr1 {
        for (i, off) in raw.sample_indices.iter_mut().enumerate() {
            if *off > bytes {
                log.note(
                    format!("sample_indices[{i}]"),
                    "offset",
                    *off as i64,
                    format!("outside the {bytes} sample bytes; silent"),
                );
                *off = bytes;
            }
        }
    }
    let n = match raw.game() {
        Game::Tr4 | Game::Tr5 => raw.samples.len(),
        _ => raw.sample_indices.len(),
    };
    if n == 0 {
        return;
    }
    for (i, d) in raw.sound_details.iter_mut().enumerate() {
        let count = (d.characteristics >> SAMPLE_COUNT_SHIFT) & SAMPLE_COUNT_MASK;
        let last = d.sample as usize + count.max(1) as usize - 1;
        if last < n {
            continue;
        }
        let (sample, kept) = if (d.sample as usize) < n {
            (d.sample, (n - d.sample as usize) as u16)
        } else {
            (0, 1)
        };
        log.note(
            format!("sound_details[{i}]"),
            "sample",
            d.sample as i64,
            format!(
                "{} samples from here run past the {n} samples; {kept} from sample {sample} kept",
                count.max(1)
            ),
        );
        d.sample = sample;
        d.characteristics = (d.characteristics & !(SAMPLE_COUNT_MASK << SAMPLE_COUNT_SHIFT))
            | (kept.min(SAMPLE_COUNT_MASK) << SAMPLE_COUNT_SHIFT);
    }
}
