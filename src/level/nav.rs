//! Navigation data: boxes in world units, overlap lists, zones per creature
//! class and flip state (TRosettaStone 3 §7.3.1).

use crate::format::{Game, RawLevel};

use super::error::{check_index, LevelError};
use super::ids::BoxId;
use super::room::SECTOR;

/// A navigation box in world units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NavBox {
    pub x_min: i32,
    pub x_max: i32,
    pub z_min: i32,
    pub z_max: i32,
    /// Floor height (y grows downwards).
    pub floor: i32,
    /// Index of this box's list in the overlap words.
    pub overlap_index: u16,
    /// Bit 15: unpassable for large creatures, set behind doors.
    pub blockable: bool,
    /// Bit 14: currently blocked (closed door, block).
    pub blocked: bool,
}

/// One entry of a box's overlap list: a neighbour and how a creature
/// crosses to it. TR4 and TR5 keep the box in the word's low 11 bits and
/// two crossing flags above it (TOMB4/TOMB5 box.cpp `SearchLOT`: bit 11
/// a jump over a gap, bit 13 a swing along a monkey ceiling); TR1–TR3
/// words hold the box alone below the list's end bit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overlap {
    pub to: BoxId,
    /// Reached by jumping a gap: only classes that may jump take it.
    pub jump: bool,
    /// Reached by swinging along a monkey ceiling: classes that may swing
    /// take it whatever the floors' difference.
    pub monkey: bool,
}

/// The overlap word's end-of-list bit.
pub const OVERLAP_LAST: u16 = 0x8000;
/// The box bits of a TR1–TR3 overlap word.
pub const OVERLAP_BOX: u16 = 0x7FFF;
/// The box bits of a TR4/TR5 overlap word (boxes below 2048).
pub const OVERLAP_BOX_TR4: u16 = 0x7FF;
/// TR4/TR5: the neighbour is reached by jumping a gap.
pub const OVERLAP_JUMP: u16 = 0x800;
/// TR4/TR5: the neighbour is reached by swinging along a monkey ceiling.
pub const OVERLAP_MONKEY: u16 = 0x2000;

impl Overlap {
    /// Decodes an overlap word of `game` (the end-of-list bit aside).
    pub fn decode(game: Game, word: u16) -> Overlap {
        if game >= Game::Tr4 {
            Overlap {
                to: BoxId((word & OVERLAP_BOX_TR4) as u32),
                jump: word & OVERLAP_JUMP != 0,
                monkey: word & OVERLAP_MONKEY != 0,
            }
        } else {
            Overlap {
                to: BoxId((word & OVERLAP_BOX) as u32),
                jump: false,
                monkey: false,
            }
        }
    }
}

/// The zone arrays of one flip state: ground zones (2 in TR1, 4 later) and fly zone.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ZoneArrays {
    pub ground: Vec<Vec<i16>>,
    pub fly: Vec<i16>,
}

/// Zones for the normal and the flipped state.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Zones {
    pub normal: ZoneArrays,
    pub alternate: ZoneArrays,
}

/// Decoded navigation data.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Navigation {
    pub boxes: Vec<NavBox>,
    /// Per box: the boxes it overlaps, with how each is crossed to.
    pub overlaps: Vec<Vec<Overlap>>,
    pub zones: Zones,
}

/// Decodes boxes, overlap lists and zones.
pub fn navigation(raw: &RawLevel) -> Result<Navigation, LevelError> {
    let game = raw.game();
    let scale = if game == Game::Tr1 { 1 } else { SECTOR };
    let boxes: Vec<NavBox> = raw
        .boxes
        .iter()
        .map(|b| NavBox {
            x_min: b.x_min as i32 * scale,
            x_max: b.x_max as i32 * scale,
            z_min: b.z_min as i32 * scale,
            z_max: b.z_max as i32 * scale,
            floor: b.true_floor as i32,
            overlap_index: b.overlap_index & 0x3FFF,
            blockable: b.overlap_index & 0x8000 != 0,
            blocked: b.overlap_index & 0x4000 != 0,
        })
        .collect();
    let mut overlaps = Vec::with_capacity(boxes.len());
    for (i, b) in boxes.iter().enumerate() {
        let mut list = Vec::new();
        // TR2+ boxes without neighbours hold 0x3FFF (all index bits set).
        if b.overlap_index as usize >= raw.overlaps.len() {
            if b.overlap_index != 0x3FFF && !raw.overlaps.is_empty() {
                check_index(
                    || format!("boxes[{i}]"),
                    "overlap_index",
                    b.overlap_index as i64,
                    raw.overlaps.len(),
                    "overlap words",
                )?;
            }
            overlaps.push(list);
            continue;
        }
        for (k, &w) in raw.overlaps[b.overlap_index as usize..].iter().enumerate() {
            let overlap = Overlap::decode(game, w);
            check_index(
                || format!("overlaps[{}]", b.overlap_index as usize + k),
                "box",
                overlap.to.0 as i64,
                boxes.len(),
                "boxes",
            )?;
            list.push(overlap);
            if w & OVERLAP_LAST != 0 {
                break;
            }
        }
        overlaps.push(list);
    }
    let n = boxes.len();
    let arrays: Vec<Vec<i16>> = raw.zones.chunks(n.max(1)).map(|c| c.to_vec()).collect();
    let grounds = if game == Game::Tr1 { 2 } else { 4 };
    let take = |state: usize| -> ZoneArrays {
        let base = state * (grounds + 1);
        ZoneArrays {
            ground: (0..grounds)
                .map(|g| arrays.get(base + g).cloned().unwrap_or_default())
                .collect(),
            fly: arrays.get(base + grounds).cloned().unwrap_or_default(),
        }
    };
    let zones = if n == 0 {
        Zones::default()
    } else {
        Zones {
            normal: take(0),
            alternate: take(1),
        }
    };
    Ok(Navigation {
        boxes,
        overlaps,
        zones,
    })
}
