//! TR2/TR3 gameflow scripts, TOMBPC.DAT and TOMBPSX.DAT (TRosettaStone 3 §11):
//! header, flags and XOR key, every string array decoded, sequences parsed
//! into typed opcodes, the special actions of §11.6, PSX FMV info.

use bitflags::bitflags;

use crate::format::cursor::{Reader, Writer};
use crate::format::error::{ErrorKind, FormatError, Result};

bitflags! {
    /// Script flags (§11.3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
    pub struct GameflowFlags: u16 {
        const DEMO_VERSION = 0x0001;
        const TITLE_DISABLED = 0x0002;
        const CHEAT_MODE_CHECK_DISABLED = 0x0004;
        const NO_INPUT_TIMEOUT = 0x0008;
        const LOAD_SAVE_DISABLED = 0x0010;
        const SCREEN_SIZING_DISABLED = 0x0020;
        const LOCKOUT_OPTION_RING = 0x0040;
        const DOZY_CHEAT_ENABLED = 0x0080;
        const USE_XOR = 0x0100;
        const GYM_ENABLED = 0x0200;
        const SELECT_ANY_LEVEL = 0x0400;
        const ENABLE_CHEAT_CODE = 0x0800;
        const _ = !0;
    }
}

/// Which build the script is for: the string tables differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Platform {
    /// TOMBPC.DAT: 41 PC strings.
    #[default]
    Pc,
    /// TOMBPSX.DAT: FMV frame info, 80 PSX strings.
    Psx,
    /// The TR2 PSX beta: 79 PSX strings, secret and special item strings.
    PsxBeta,
}

/// Added to a level id to name a demo level (§11.5).
pub const DEMO_LEVEL_OFFSET: u16 = 1024;
/// Added to a StartInv item id to make it a bonus item (§11.5.2).
pub const BONUS_ITEM_OFFSET: u16 = 1000;

/// Splits a level id into (level, is a demo level).
pub fn level_id(v: u16) -> (u16, bool) {
    if v >= DEMO_LEVEL_OFFSET {
        (v - DEMO_LEVEL_OFFSET, true)
    } else {
        (v, false)
    }
}

/// A sequence command (§11.5.1) with its operand where it takes one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameflowOp {
    Picture(u16),
    ListStart,
    ListEnd,
    Fmv(u16),
    /// Level id; demo levels carry +1024.
    Level(u16),
    Cine(u16),
    Complete,
    Demo(u16),
    JumpToSequence(u16),
    End,
    Track(u16),
    Sunset,
    LoadPic(u16),
    DeadlyWater,
    RemoveWeapons,
    GameComplete,
    CutAngle(u16),
    NoFloor(u16),
    /// Item id; `bonus` (stored as +1000) gives it when all secrets are found.
    StartInv {
        item: u16,
        bonus: bool,
    },
    StartAnim(u16),
    Secrets(u16),
    KillToComplete,
    RemoveAmmo,
}

impl GameflowOp {
    /// Reads one command.
    pub fn read(r: &mut Reader) -> Result<GameflowOp> {
        use GameflowOp::*;
        let at = r.pos();
        let op = r.u16()?;
        Ok(match op {
            0 => Picture(r.u16()?),
            1 => ListStart,
            2 => ListEnd,
            3 => Fmv(r.u16()?),
            4 => Level(r.u16()?),
            5 => Cine(r.u16()?),
            6 => Complete,
            7 => Demo(r.u16()?),
            8 => JumpToSequence(r.u16()?),
            9 => End,
            10 => Track(r.u16()?),
            11 => Sunset,
            12 => LoadPic(r.u16()?),
            13 => DeadlyWater,
            14 => RemoveWeapons,
            15 => GameComplete,
            16 => CutAngle(r.u16()?),
            17 => NoFloor(r.u16()?),
            18 => {
                let v = r.u16()?;
                let bonus = v >= 1000;
                StartInv {
                    item: if bonus { v - 1000 } else { v },
                    bonus,
                }
            }
            19 => StartAnim(r.u16()?),
            20 => Secrets(r.u16()?),
            21 => KillToComplete,
            22 => RemoveAmmo,
            other => {
                return Err(FormatError::new(
                    at,
                    ErrorKind::Invalid(format!("unknown gameflow opcode {other}")),
                ))
            }
        })
    }

    /// The opcode and the operand, if any.
    pub fn encode(&self) -> (u16, Option<u16>) {
        use GameflowOp::*;
        match *self {
            Picture(v) => (0, Some(v)),
            ListStart => (1, None),
            ListEnd => (2, None),
            Fmv(v) => (3, Some(v)),
            Level(v) => (4, Some(v)),
            Cine(v) => (5, Some(v)),
            Complete => (6, None),
            Demo(v) => (7, Some(v)),
            JumpToSequence(v) => (8, Some(v)),
            End => (9, None),
            Track(v) => (10, Some(v)),
            Sunset => (11, None),
            LoadPic(v) => (12, Some(v)),
            DeadlyWater => (13, None),
            RemoveWeapons => (14, None),
            GameComplete => (15, None),
            CutAngle(v) => (16, Some(v)),
            NoFloor(v) => (17, Some(v)),
            StartInv { item, bonus } => (
                18,
                Some(if bonus {
                    item.wrapping_add(BONUS_ITEM_OFFSET)
                } else {
                    item
                }),
            ),
            StartAnim(v) => (19, Some(v)),
            Secrets(v) => (20, Some(v)),
            KillToComplete => (21, None),
            RemoveAmmo => (22, None),
        }
    }
}

/// What the header's option fields ask for (§11.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameflowAction {
    /// 0x000 + n: run sequence n (0 front end, 1 gym, 2 first level).
    Sequence(u8),
    /// 0x400 + n: play demo level n.
    Demo(u8),
    ExitToTitle,
    ExitGame,
    TitleDeselect,
    Other(i32),
}

impl GameflowAction {
    /// Decodes an option field.
    pub fn decode(v: i32) -> Self {
        match v & !0xFF {
            0x000 => GameflowAction::Sequence(v as u8),
            0x400 => GameflowAction::Demo(v as u8),
            0x500 => GameflowAction::ExitToTitle,
            0x700 => GameflowAction::ExitGame,
            0x900 => GameflowAction::TitleDeselect,
            _ => GameflowAction::Other(v),
        }
    }
}

/// One sequence of commands, ending with `End`, and bytes after it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sequence {
    pub ops: Vec<GameflowOp>,
    pub trailing: Vec<u8>,
}

/// The 128-byte gameflow block of the header.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameflowHeader {
    pub first_option: i32,
    pub title_replace: i32,
    pub on_death_demo_mode: i32,
    pub on_death_in_game: i32,
    /// Ticks (1/30 s) before a demo starts.
    pub demo_time: u32,
    pub on_demo_interrupt: i32,
    pub on_demo_end: i32,
    pub unknown1: Vec<u8>,
    pub title_sound_id: u16,
    /// Level id when playing one level only; 0xFFFF disabled.
    pub single_level: u16,
    pub unknown2: Vec<u8>,
    pub flags: GameflowFlags,
    pub unknown3: Vec<u8>,
    pub xor_key: u8,
    /// 0 English, 1 French, 2 German, 3 American, 4 Japanese.
    pub language_id: u8,
    pub secret_sound_id: u16,
    pub unknown4: Vec<u8>,
}

/// A whole TOMBPC.DAT / TOMBPSX.DAT with strings decoded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Gameflow {
    pub platform: Platform,
    pub version: u32,
    /// 256 bytes, not encrypted.
    pub description: Vec<u8>,
    pub gameflow_size: u16,
    pub header: GameflowHeader,
    pub levels: Vec<Vec<u8>>,
    pub chapter_screens: Vec<Vec<u8>>,
    pub titles: Vec<Vec<u8>>,
    pub fmvs: Vec<Vec<u8>>,
    pub level_paths: Vec<Vec<u8>>,
    pub cutscene_paths: Vec<Vec<u8>>,
    /// NumLevels + 1 sequences (the first is the front end).
    pub sequences: Vec<Sequence>,
    pub demo_levels: Vec<u16>,
    /// PSX: start and end frame of each FMV.
    pub psx_fmv_info: Vec<[u32; 2]>,
    pub game_strings: Vec<Vec<u8>>,
    /// 41 PC strings, or 80 (beta: 79) PSX strings.
    pub platform_strings: Vec<Vec<u8>>,
    /// Four arrays of one string per level.
    pub puzzle_strings: Vec<Vec<Vec<u8>>>,
    /// PSX beta only: four arrays.
    pub secret_strings: Vec<Vec<Vec<u8>>>,
    /// PSX beta only: two arrays.
    pub special_strings: Vec<Vec<Vec<u8>>>,
    pub pickup_strings: Vec<Vec<Vec<u8>>>,
    pub key_strings: Vec<Vec<Vec<u8>>>,
}

fn key(flags: GameflowFlags, key: u8) -> u8 {
    if flags.contains(GameflowFlags::USE_XOR) {
        key
    } else {
        0
    }
}

/// Reads a string array of `count` strings (§11.1.1); characters are XORed
/// with the key, terminators are not.
fn read_strings(r: &mut Reader, count: usize, xor: u8) -> Result<Vec<Vec<u8>>> {
    let offsets = r.u16s(count as u64)?;
    let total = r.u16()? as usize;
    let data_at = r.pos();
    let data = r.bytes(total)?;
    let mut out = Vec::with_capacity(count);
    let mut expected = 0usize;
    for (i, &off) in offsets.iter().enumerate() {
        let off = off as usize;
        let s = data
            .get(off..)
            .and_then(|d| d.iter().position(|&b| b == 0).map(|n| &d[..n]))
            .ok_or_else(|| {
                FormatError::new(
                    data_at + off,
                    ErrorKind::Invalid(format!("string {i} has no terminator")),
                )
            })?;
        if off != expected {
            return Err(FormatError::new(
                data_at + off,
                ErrorKind::Invalid(format!(
                    "string {i} is not stored right after the previous one"
                )),
            ));
        }
        expected = off + s.len() + 1;
        out.push(s.iter().map(|b| b ^ xor).collect());
    }
    if expected != total {
        return Err(FormatError::new(
            data_at,
            ErrorKind::Invalid(format!(
                "string block of {total} bytes holds {expected} bytes of strings"
            )),
        ));
    }
    Ok(out)
}

fn write_strings(w: &mut Writer, strings: &[Vec<u8>], xor: u8) {
    let mut at = 0u16;
    for s in strings {
        w.u16(at);
        at = at.wrapping_add(s.len() as u16 + 1);
    }
    w.u16(at);
    for s in strings {
        w.bytes(&s.iter().map(|b| b ^ xor).collect::<Vec<_>>());
        w.u8(0);
    }
}

fn string_arrays(
    r: &mut Reader,
    arrays: usize,
    count: usize,
    xor: u8,
    name: &str,
) -> Result<Vec<Vec<Vec<u8>>>> {
    (0..arrays)
        .map(|i| r.within(&format!("{name}[{i}]"), |r| read_strings(r, count, xor)))
        .collect()
}

impl Gameflow {
    /// Reads a gameflow script, trying the PC layout, then PSX, then the PSX beta.
    pub fn read(bytes: &[u8]) -> Result<Gameflow> {
        let mut first_err = None;
        for platform in [Platform::Pc, Platform::Psx, Platform::PsxBeta] {
            match Self::read_as(bytes, platform) {
                Ok(g) => return Ok(g),
                Err(e) => {
                    first_err.get_or_insert(e);
                }
            }
        }
        Err(first_err
            .unwrap_or_else(|| FormatError::new(0, ErrorKind::Invalid("no layout".into()))))
    }

    /// Reads a gameflow script in one platform's layout; the whole file must be used.
    pub fn read_as(bytes: &[u8], platform: Platform) -> Result<Gameflow> {
        let mut r = Reader::new(bytes);
        let version = r.within("version", |r| r.u32())?;
        let description = r.within("description", |r| Ok(r.bytes(256)?.to_vec()))?;
        let gameflow_size = r.within("gameflow_size", |r| r.u16())?;
        let mut h = GameflowHeader {
            first_option: r.i32()?,
            title_replace: r.i32()?,
            on_death_demo_mode: r.i32()?,
            on_death_in_game: r.i32()?,
            demo_time: r.u32()?,
            on_demo_interrupt: r.i32()?,
            on_demo_end: r.i32()?,
            unknown1: r.bytes(36)?.to_vec(),
            ..Default::default()
        };
        let counts = r.within("counts", |r| r.u16s(6))?;
        let [n_levels, n_chapters, n_titles, n_fmvs, n_cutscenes, n_demos] =
            [0, 1, 2, 3, 4, 5].map(|i| counts[i] as usize);
        h.title_sound_id = r.u16()?;
        h.single_level = r.u16()?;
        h.unknown2 = r.bytes(32)?.to_vec();
        h.flags = GameflowFlags::from_bits_retain(r.u16()?);
        h.unknown3 = r.bytes(6)?.to_vec();
        h.xor_key = r.u8()?;
        h.language_id = r.u8()?;
        h.secret_sound_id = r.u16()?;
        h.unknown4 = r.bytes(4)?.to_vec();
        let x = key(h.flags, h.xor_key);
        let mut g = Gameflow {
            platform,
            version,
            description,
            gameflow_size,
            ..Default::default()
        };
        g.levels = r.within("levels", |r| read_strings(r, n_levels, x))?;
        g.chapter_screens = r.within("chapter_screens", |r| read_strings(r, n_chapters, x))?;
        g.titles = r.within("titles", |r| read_strings(r, n_titles, x))?;
        g.fmvs = r.within("fmvs", |r| read_strings(r, n_fmvs, x))?;
        g.level_paths = r.within("level_paths", |r| read_strings(r, n_levels, x))?;
        g.cutscene_paths = r.within("cutscene_paths", |r| read_strings(r, n_cutscenes, x))?;
        g.sequences = r.within("sequences", |r| read_sequences(r, n_levels + 1))?;
        g.demo_levels = r.within("demo_levels", |r| r.u16s(n_demos as u64))?;
        if platform != Platform::Pc {
            g.psx_fmv_info = r.within("psx_fmv_info", |r| {
                (0..n_fmvs).map(|_| Ok([r.u32()?, r.u32()?])).collect()
            })?;
        }
        let n_game = r.within("num_game_strings", |r| r.u16())? as usize;
        g.game_strings = r.within("game_strings", |r| read_strings(r, n_game, x))?;
        let n_platform = match platform {
            Platform::Pc => 41,
            Platform::Psx => 80,
            Platform::PsxBeta => 79,
        };
        g.platform_strings = r.within("platform_strings", |r| read_strings(r, n_platform, x))?;
        g.puzzle_strings = string_arrays(&mut r, 4, n_levels, x, "puzzle_strings")?;
        if platform == Platform::PsxBeta {
            g.secret_strings = string_arrays(&mut r, 4, n_levels, x, "secret_strings")?;
            g.special_strings = string_arrays(&mut r, 2, n_levels, x, "special_strings")?;
        }
        g.pickup_strings = string_arrays(&mut r, 2, n_levels, x, "pickup_strings")?;
        g.key_strings = string_arrays(&mut r, 4, n_levels, x, "key_strings")?;
        if !r.is_empty() {
            return Err(r.invalid(format!("{} bytes after the key strings", r.remaining())));
        }
        g.header = h;
        Ok(g)
    }

    /// Writes the script in its platform's layout.
    pub fn write(&self) -> Vec<u8> {
        let h = &self.header;
        let x = key(h.flags, h.xor_key);
        let mut w = Writer::new();
        w.u32(self.version);
        let mut desc = self.description.clone();
        desc.resize(256, 0);
        w.bytes(&desc);
        w.u16(self.gameflow_size);
        for v in [
            h.first_option,
            h.title_replace,
            h.on_death_demo_mode,
            h.on_death_in_game,
        ] {
            w.i32(v);
        }
        w.u32(h.demo_time);
        w.i32(h.on_demo_interrupt);
        w.i32(h.on_demo_end);
        w.bytes(&fixed(&h.unknown1, 36));
        for n in [
            self.levels.len(),
            self.chapter_screens.len(),
            self.titles.len(),
            self.fmvs.len(),
            self.cutscene_paths.len(),
            self.demo_levels.len(),
        ] {
            w.u16(n as u16);
        }
        w.u16(h.title_sound_id);
        w.u16(h.single_level);
        w.bytes(&fixed(&h.unknown2, 32));
        w.u16(h.flags.bits());
        w.bytes(&fixed(&h.unknown3, 6));
        w.u8(h.xor_key);
        w.u8(h.language_id);
        w.u16(h.secret_sound_id);
        w.bytes(&fixed(&h.unknown4, 4));
        for list in [
            &self.levels,
            &self.chapter_screens,
            &self.titles,
            &self.fmvs,
            &self.level_paths,
            &self.cutscene_paths,
        ] {
            write_strings(&mut w, list, x);
        }
        write_sequences(&mut w, &self.sequences);
        w.u16s(&self.demo_levels);
        if self.platform != Platform::Pc {
            for [a, b] in &self.psx_fmv_info {
                w.u32(*a);
                w.u32(*b);
            }
        }
        w.u16(self.game_strings.len() as u16);
        write_strings(&mut w, &self.game_strings, x);
        write_strings(&mut w, &self.platform_strings, x);
        for arrays in [
            &self.puzzle_strings,
            &self.secret_strings,
            &self.special_strings,
            &self.pickup_strings,
            &self.key_strings,
        ] {
            for a in arrays.iter() {
                write_strings(&mut w, a, x);
            }
        }
        w.into_bytes()
    }
}

fn fixed(v: &[u8], n: usize) -> Vec<u8> {
    let mut v = v.to_vec();
    v.resize(n, 0);
    v
}

fn read_sequences(r: &mut Reader, count: usize) -> Result<Vec<Sequence>> {
    let offsets = r.u16s(count as u64)?;
    let size = r.u16()? as usize;
    let at = r.pos();
    let block = r.bytes(size)?;
    let mut sorted: Vec<usize> = offsets.iter().map(|&o| o as usize).collect();
    sorted.sort_unstable();
    let mut out = Vec::with_capacity(count);
    for (i, &off) in offsets.iter().enumerate() {
        let off = off as usize;
        let end = sorted.iter().copied().find(|&o| o > off).unwrap_or(size);
        let data = block.get(off..end).ok_or_else(|| {
            FormatError::new(
                at,
                ErrorKind::Invalid(format!(
                    "sequence {i} offset {off} is outside the {size}-byte block"
                )),
            )
        })?;
        let mut sr = Reader::new(data);
        let mut ops = Vec::new();
        loop {
            let op = GameflowOp::read(&mut sr).map_err(|mut e| {
                e.offset += (at + off) as u64;
                e.within(&format!("[{i}]"))
            })?;
            ops.push(op);
            if op == GameflowOp::End {
                break;
            }
        }
        out.push(Sequence {
            ops,
            trailing: sr.rest().to_vec(),
        });
    }
    Ok(out)
}

fn write_sequences(w: &mut Writer, sequences: &[Sequence]) {
    let blocks: Vec<Vec<u8>> = sequences
        .iter()
        .map(|s| {
            let mut b = Writer::new();
            for op in &s.ops {
                let (code, operand) = op.encode();
                b.u16(code);
                if let Some(v) = operand {
                    b.u16(v);
                }
            }
            b.bytes(&s.trailing);
            b.into_bytes()
        })
        .collect();
    let mut at = 0u16;
    for b in &blocks {
        w.u16(at);
        at = at.wrapping_add(b.len() as u16);
    }
    w.u16(at);
    for b in &blocks {
        w.bytes(b);
    }
}
