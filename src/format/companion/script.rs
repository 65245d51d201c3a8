//! TR4/TR5 SCRIPT.DAT (TRosettaStone 3 §12.1): global header, level header with the
//! PSX/PC extension strings, level-path and level-data offset tables, the
//! per-level opcode blocks, the language-file list and the NG extension block
//! (kept as bytes).

use bitflags::bitflags;

use crate::format::cursor::{Reader, Writer};
use crate::format::error::{ErrorKind, FormatError, Result};
use crate::format::ng::split_ng_block;
use crate::format::text::{read_cstring, split_cstrings};

bitflags! {
    /// Global options (header byte 0).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct GlobalOptions: u8 {
        const FLY_CHEAT = 0x01;
        const LOAD_SAVE = 0x02;
        const TITLE = 0x04;
        const PLAY_ANY_LEVEL = 0x08;
        const DEMO_DISC = 0x80;
        const _ = !0;
    }
}

bitflags! {
    /// Level and title option bits (§12.1.6).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct LevelOptions: u16 {
        const YOUNG_LARA = 0x0001;
        const WEATHER = 0x0002;
        const HORIZON = 0x0004;
        const HORIZON2 = 0x0008;
        const LAYER2 = 0x0010;
        const STARFIELD = 0x0020;
        const LIGHTNING = 0x0040;
        const TRAIN = 0x0080;
        const PULSE = 0x0100;
        const COL_ADD_HORIZON = 0x0200;
        const RESET_HUB = 0x0400;
        const COL_ADD_HORIZON2 = 0x0800;
        const TIMER = 0x1000;
        const MIRROR = 0x2000;
        const REMOVE_AMULET = 0x4000;
        const NO_LEVEL = 0x8000;
        const _ = !0;
    }
}

/// An inventory-item definition (opcodes 0x93..=0xD9): which item, its name and
/// how it is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemDef {
    pub opcode: u8,
    pub string_index: u16,
    pub height: u16,
    pub size: u16,
    pub y_angle: u16,
    pub z_angle: u16,
    pub x_angle: u16,
    pub unknown: u16,
}

impl ItemDef {
    /// The item slot's name (`KEY_ITEM1`, `PUZZLE_ITEM3_COMBO2`, …).
    pub fn slot_name(&self) -> String {
        let i = self.opcode - 0x93;
        match i {
            0..=11 => format!("KEY_ITEM{}", i + 1),
            12..=23 => format!("PUZZLE_ITEM{}", i - 11),
            24..=27 => format!("PICKUP_ITEM{}", i - 23),
            28..=30 => format!("EXAMINE{}", i - 27),
            31..=46 => format!("KEY_ITEM{}_COMBO{}", (i - 31) / 2 + 1, (i - 31) % 2 + 1),
            47..=62 => format!("PUZZLE_ITEM{}_COMBO{}", (i - 47) / 2 + 1, (i - 47) % 2 + 1),
            _ => format!("PICKUP_ITEM{}_COMBO{}", (i - 63) / 2 + 1, (i - 63) % 2 + 1),
        }
    }
}

/// One option of a level block (§12.1.6), with its exact argument layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScriptOp {
    /// 0x80: FMV index (low 4 bits) and trigger bits (high 4 bits).
    Fmv(u8),
    /// 0x81.
    Level {
        string_index: u8,
        options: LevelOptions,
        path_index: u8,
        audio: u8,
    },
    /// 0x82.
    Title {
        path_index: u8,
        options: LevelOptions,
        audio: u8,
    },
    /// 0x84.
    Cut(u8),
    /// 0x85..=0x88: resident cutscene slot 1..4.
    ResidentCut { slot: u8, cut: u8 },
    /// 0x89 (layer 1) and 0x8A (layer 2).
    Layer { layer: u8, rgb: [u8; 3], speed: i8 },
    /// 0x8B.
    UvRotate(i8),
    /// 0x8C.
    Legend(u8),
    /// 0x8D.
    LensFlare {
        y_clicks: u16,
        z_clicks: i16,
        x_clicks: u16,
        rgb: [u8; 3],
    },
    /// 0x8E.
    Mirror { room: u8, x_axis: i32 },
    /// 0x8F.
    Fog { rgb: [u8; 3] },
    /// 0x90: animating index − 1 (low 4 bits) and distance (high 4 bits).
    AnimatingMip(u8),
    /// 0x91.
    LoadCamera {
        source: [i32; 3],
        target: [i32; 3],
        room: u8,
    },
    /// 0x92.
    ResetHub(u8),
    /// 0x93..=0xD9.
    Item(ItemDef),
}

/// 0x83, the end of every level block.
pub const OP_LEVEL_END: u8 = 0x83;

impl ScriptOp {
    /// Reads one option; `None` at the level-end opcode.
    pub fn read(r: &mut Reader) -> Result<Option<ScriptOp>> {
        let at = r.pos();
        let op = r.u8()?;
        let rgb = |r: &mut Reader| -> Result<[u8; 3]> { r.array() };
        Ok(Some(match op {
            0x80 => ScriptOp::Fmv(r.u8()?),
            0x81 => ScriptOp::Level {
                string_index: r.u8()?,
                options: LevelOptions::from_bits_retain(r.u16()?),
                path_index: r.u8()?,
                audio: r.u8()?,
            },
            0x82 => ScriptOp::Title {
                path_index: r.u8()?,
                options: LevelOptions::from_bits_retain(r.u16()?),
                audio: r.u8()?,
            },
            OP_LEVEL_END => return Ok(None),
            0x84 => ScriptOp::Cut(r.u8()?),
            0x85..=0x88 => ScriptOp::ResidentCut {
                slot: op - 0x84,
                cut: r.u8()?,
            },
            0x89 | 0x8A => ScriptOp::Layer {
                layer: op - 0x88,
                rgb: rgb(r)?,
                speed: r.i8()?,
            },
            0x8B => ScriptOp::UvRotate(r.i8()?),
            0x8C => ScriptOp::Legend(r.u8()?),
            0x8D => ScriptOp::LensFlare {
                y_clicks: r.u16()?,
                z_clicks: r.i16()?,
                x_clicks: r.u16()?,
                rgb: rgb(r)?,
            },
            0x8E => ScriptOp::Mirror {
                room: r.u8()?,
                x_axis: r.i32()?,
            },
            0x8F => ScriptOp::Fog { rgb: rgb(r)? },
            0x90 => ScriptOp::AnimatingMip(r.u8()?),
            0x91 => ScriptOp::LoadCamera {
                source: [r.i32()?, r.i32()?, r.i32()?],
                target: [r.i32()?, r.i32()?, r.i32()?],
                room: r.u8()?,
            },
            0x92 => ScriptOp::ResetHub(r.u8()?),
            0x93..=0xD9 => ScriptOp::Item(ItemDef {
                opcode: op,
                string_index: r.u16()?,
                height: r.u16()?,
                size: r.u16()?,
                y_angle: r.u16()?,
                z_angle: r.u16()?,
                x_angle: r.u16()?,
                unknown: r.u16()?,
            }),
            other => {
                return Err(FormatError::new(
                    at,
                    ErrorKind::Invalid(format!("unknown script opcode {other:#04x}")),
                ));
            }
        }))
    }

    /// The opcode byte.
    pub fn opcode(&self) -> u8 {
        match *self {
            ScriptOp::Fmv(_) => 0x80,
            ScriptOp::Level { .. } => 0x81,
            ScriptOp::Title { .. } => 0x82,
            ScriptOp::Cut(_) => 0x84,
            ScriptOp::ResidentCut { slot, .. } => 0x84 + slot,
            ScriptOp::Layer { layer, .. } => 0x88 + layer,
            ScriptOp::UvRotate(_) => 0x8B,
            ScriptOp::Legend(_) => 0x8C,
            ScriptOp::LensFlare { .. } => 0x8D,
            ScriptOp::Mirror { .. } => 0x8E,
            ScriptOp::Fog { .. } => 0x8F,
            ScriptOp::AnimatingMip(_) => 0x90,
            ScriptOp::LoadCamera { .. } => 0x91,
            ScriptOp::ResetHub(_) => 0x92,
            ScriptOp::Item(i) => i.opcode,
        }
    }

    /// Writes the option.
    pub fn write(&self, w: &mut Writer) {
        w.u8(self.opcode());
        match *self {
            ScriptOp::Fmv(v)
            | ScriptOp::Cut(v)
            | ScriptOp::Legend(v)
            | ScriptOp::AnimatingMip(v)
            | ScriptOp::ResetHub(v) => w.u8(v),
            ScriptOp::ResidentCut { cut, .. } => w.u8(cut),
            ScriptOp::Level {
                string_index,
                options,
                path_index,
                audio,
            } => {
                w.u8(string_index);
                w.u16(options.bits());
                w.u8(path_index);
                w.u8(audio);
            }
            ScriptOp::Title {
                path_index,
                options,
                audio,
            } => {
                w.u8(path_index);
                w.u16(options.bits());
                w.u8(audio);
            }
            ScriptOp::Layer { rgb, speed, .. } => {
                w.bytes(&rgb);
                w.i8(speed);
            }
            ScriptOp::UvRotate(s) => w.i8(s),
            ScriptOp::LensFlare {
                y_clicks,
                z_clicks,
                x_clicks,
                rgb,
            } => {
                w.u16(y_clicks);
                w.i16(z_clicks);
                w.u16(x_clicks);
                w.bytes(&rgb);
            }
            ScriptOp::Mirror { room, x_axis } => {
                w.u8(room);
                w.i32(x_axis);
            }
            ScriptOp::Fog { rgb } => w.bytes(&rgb),
            ScriptOp::LoadCamera {
                source,
                target,
                room,
            } => {
                for v in source.iter().chain(&target) {
                    w.i32(*v);
                }
                w.u8(room);
            }
            ScriptOp::Item(i) => {
                for v in [
                    i.string_index,
                    i.height,
                    i.size,
                    i.y_angle,
                    i.z_angle,
                    i.x_angle,
                    i.unknown,
                ] {
                    w.u16(v);
                }
            }
        }
    }
}

/// One level block: its options in order, and any bytes after its end opcode.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ScriptLevel {
    pub ops: Vec<ScriptOp>,
    /// Bytes between the end opcode and the next level's data (none in known files).
    pub trailing: Vec<u8>,
}

impl ScriptLevel {
    /// The level's name string index and path index (title: no name).
    pub fn name_and_path(&self) -> Option<(Option<u8>, u8)> {
        self.ops.iter().find_map(|op| match *op {
            ScriptOp::Level {
                string_index,
                path_index,
                ..
            } => Some((Some(string_index), path_index)),
            ScriptOp::Title { path_index, .. } => Some((None, path_index)),
            _ => None,
        })
    }
}

/// A whole SCRIPT.DAT.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Script {
    pub options: GlobalOptions,
    pub filler: [u8; 3],
    pub input_timeout: u32,
    pub security: u8,
    pub num_unique_level_paths: u16,
    /// `.PSX`, `.FMV`, `.CUT` and a spare, 5 bytes each.
    pub psx_extensions: [[u8; 5]; 4],
    /// `.TR4`, `.BIK`, `.TR4` and a spare.
    pub pc_extensions: [[u8; 5]; 4],
    /// Per level: offset of its path in the path block.
    pub path_offsets: Vec<u16>,
    /// The path strings in block order.
    pub paths: Vec<Vec<u8>>,
    pub levels: Vec<ScriptLevel>,
    /// Language files by priority (`ENGLISH.DAT`, …).
    pub language_files: Vec<Vec<u8>>,
    /// The NG extension block (`NG` … `NGLE` + size), kept as bytes.
    pub ng_block: Option<Vec<u8>>,
}

impl Default for GlobalOptions {
    fn default() -> Self {
        GlobalOptions::empty()
    }
}

fn ext5(r: &mut Reader) -> Result<[[u8; 5]; 4]> {
    Ok([r.array()?, r.array()?, r.array()?, r.array()?])
}

impl Script {
    /// Reads a SCRIPT.DAT.
    pub fn read(bytes: &[u8]) -> Result<Script> {
        let (standard, ng_block) = split_ng_block(bytes);
        let ng_block = ng_block.map(<[u8]>::to_vec);
        let mut r = Reader::new(standard);
        let options = GlobalOptions::from_bits_retain(r.within("options", |r| r.u8())?);
        let filler = r.array()?;
        let input_timeout = r.u32()?;
        let security = r.u8()?;
        let (num_levels, num_unique_level_paths, path_len, block_len) =
            r.within("level_header", |r| {
                Ok((
                    r.u8()? as usize,
                    r.u16()?,
                    r.u16()? as usize,
                    r.u16()? as usize,
                ))
            })?;
        let psx_extensions = r.within("psx_extensions", ext5)?;
        let pc_extensions = r.within("pc_extensions", ext5)?;
        let path_offsets = r.within("path_offsets", |r| r.u16s(num_levels as u64))?;
        let path_block = r.within("paths", |r| r.bytes(path_len))?;
        let paths = split_cstrings(path_block)
            .ok_or_else(|| r.invalid("level-path block does not end with a NUL"))?;
        let data_offsets = r.within("level_data_offsets", |r| r.u16s(num_levels as u64))?;
        let block_start = r.pos();
        let block = r.within("level_block", |r| r.bytes(block_len))?;
        let mut order: Vec<usize> = data_offsets.iter().map(|&o| o as usize).collect();
        order.sort_unstable();
        let mut levels = Vec::with_capacity(num_levels);
        for (i, &off) in data_offsets.iter().enumerate() {
            let off = off as usize;
            let end = order
                .iter()
                .copied()
                .find(|&o| o > off)
                .unwrap_or(block_len);
            let data = block.get(off..end).ok_or_else(|| {
                FormatError::new(
                    block_start,
                    ErrorKind::Invalid(format!(
                        "level {i} data offset {off} is outside the {block_len}-byte level block"
                    )),
                )
            })?;
            let mut lr = Reader::new(data);
            let mut ops = Vec::new();
            let parsed = (|| -> Result<()> {
                while let Some(op) = ScriptOp::read(&mut lr)? {
                    ops.push(op);
                }
                Ok(())
            })();
            parsed.map_err(|mut e| {
                e.offset += (block_start + off) as u64;
                e.within(&format!("levels[{i}]"))
            })?;
            levels.push(ScriptLevel {
                ops,
                trailing: lr.rest().to_vec(),
            });
        }
        let mut language_files = Vec::new();
        while !r.is_empty() {
            language_files.push(r.within("language_files", read_cstring)?);
        }
        Ok(Script {
            options,
            filler,
            input_timeout,
            security,
            num_unique_level_paths,
            psx_extensions,
            pc_extensions,
            path_offsets,
            paths,
            levels,
            language_files,
            ng_block,
        })
    }

    /// Writes the file; level-data offsets follow the levels in order.
    pub fn write(&self) -> Vec<u8> {
        let mut blocks = Vec::with_capacity(self.levels.len());
        for level in &self.levels {
            let mut w = Writer::new();
            for op in &level.ops {
                op.write(&mut w);
            }
            w.u8(OP_LEVEL_END);
            w.bytes(&level.trailing);
            blocks.push(w.into_bytes());
        }
        let path_block: Vec<u8> = self
            .paths
            .iter()
            .flat_map(|p| p.iter().copied().chain([0]))
            .collect();
        let mut w = Writer::new();
        w.u8(self.options.bits());
        w.bytes(&self.filler);
        w.u32(self.input_timeout);
        w.u8(self.security);
        w.u8(self.levels.len() as u8);
        w.u16(self.num_unique_level_paths);
        w.u16(path_block.len() as u16);
        w.u16(blocks.iter().map(Vec::len).sum::<usize>() as u16);
        for e in self.psx_extensions.iter().chain(&self.pc_extensions) {
            w.bytes(e);
        }
        w.u16s(&self.path_offsets);
        w.bytes(&path_block);
        let mut at = 0u16;
        for b in &blocks {
            w.u16(at);
            at = at.wrapping_add(b.len() as u16);
        }
        for b in &blocks {
            w.bytes(b);
        }
        for f in &self.language_files {
            w.bytes(f);
            w.u8(0);
        }
        if let Some(ng) = &self.ng_block {
            w.bytes(ng);
        }
        w.into_bytes()
    }

    /// The path string of a level, through its path-offset entry.
    pub fn path_of(&self, level: usize) -> Option<&[u8]> {
        let off = *self.path_offsets.get(level)? as usize;
        let mut at = 0;
        for p in &self.paths {
            if at == off {
                return Some(p);
            }
            at += p.len() + 1;
        }
        None
    }
}
