//! Whole level files (spec 000 §10, ERRATA.md): the per-game outer layout —
//! palettes and texture tiles, the TR4/TR5 zlib chunks, embedded samples and
//! the NG level-editor chunk — around the common body in [`super::body`].

use super::body;
use super::cursor::{Reader, Writer};
use super::error::{ErrorKind, FormatError, Result};
use super::mesh::MeshData;
use super::records::*;
use super::room::Room;
use super::room_tr5::Tr5Room;
use super::zchunk::{inflate, read_chunk, write_chunk};
use super::{detect_game, Game};

/// Bytes in one 256×256 tile of each colour depth.
pub const TILE8_BYTES: usize = 256 * 256;
/// Bytes in one 16-bit tile.
pub const TILE16_BYTES: usize = 256 * 256 * 2;
/// Bytes in one 32-bit tile.
pub const TILE32_BYTES: usize = 256 * 256 * 4;

/// Data rearrangements of demo releases (§10.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DemoLayout {
    /// TR1 / Unfinished Business demos: palette between sprite sequences and cameras.
    Tr1PaletteMoved,
    /// TR2 "Wall" demo: light map between sprite sequences and cameras, and the
    /// sample-index array replaced by that many WAVE files.
    Tr2LightMapMoved,
}

/// TR4/TR5: how many 32-bit tiles of each kind the texture chunks hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TileCounts {
    pub room: u16,
    pub object: u16,
    pub bump: u16,
}

impl TileCounts {
    /// All tiles of the three kinds.
    pub fn total(&self) -> usize {
        self.room as usize + self.object as usize + self.bump as usize
    }
}

/// An embedded TR4/TR5 sample: the declared PCM size and the WAVE file bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tr4Sample {
    pub uncompressed_size: u32,
    pub data: Vec<u8>,
}

/// TR5 header fields after the texture chunks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tr5Header {
    /// 0 normal, 3 catsuit, 4 divesuit, 6 invisible.
    pub lara_type: u16,
    /// 0 none, 1 rain, 2 snow.
    pub weather_type: u16,
    pub padding: [u8; 28],
}

/// Every block of a level file of any game, in the units of the file.
///
/// Blocks a game does not have are empty (or `None`); the writer emits exactly
/// the blocks of `game`, in that game's order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RawLevel {
    pub game: Option<Game>,
    pub version_word: u32,
    pub demo: Option<DemoLayout>,
    /// TR1 (after the light map, or moved in demos), TR2, TR3: 256 colours, 0..63.
    pub palette: Vec<Colour3>,
    /// TR2/TR3: 256 entries.
    pub palette16: Vec<Colour4>,
    /// TR1–TR3: 8-bit tiles, 65536 bytes each.
    pub textile8: Vec<u8>,
    /// TR2–TR5: ARGB1555 tiles, 131072 bytes each.
    pub textile16: Vec<u8>,
    /// TR4/TR5: ARGB8888 tiles, 262144 bytes each.
    pub textile32: Vec<u8>,
    /// TR4/TR5: tile kinds.
    pub tile_counts: TileCounts,
    /// TR4: 2 (TR5: 3) extra 32-bit tiles: sky and font.
    pub misc_textile32: Vec<u8>,
    /// TR5 only.
    pub tr5_header: Tr5Header,
    /// The unused 32-bit word before the room count.
    pub unused: u32,
    /// TR1–TR4 rooms.
    pub rooms: Vec<Room>,
    /// TR5 rooms.
    pub tr5_rooms: Vec<Tr5Room>,
    pub floor_data: Vec<u16>,
    pub mesh_data: MeshData,
    pub mesh_pointers: Vec<u32>,
    pub animations: Vec<Animation>,
    pub state_changes: Vec<StateChange>,
    pub anim_dispatches: Vec<AnimDispatch>,
    pub anim_commands: Vec<i16>,
    pub mesh_trees: Vec<MeshTreeNode>,
    pub frames: Vec<u16>,
    pub models: Vec<Model>,
    pub static_meshes: Vec<StaticMesh>,
    pub object_textures: Vec<ObjectTexture>,
    pub sprite_textures: Vec<SpriteTexture>,
    pub sprite_sequences: Vec<SpriteSequence>,
    pub cameras: Vec<Camera>,
    /// TR4/TR5.
    pub flyby_cameras: Vec<FlybyCamera>,
    pub sound_sources: Vec<SoundSource>,
    pub boxes: Vec<NavBox>,
    pub overlaps: Vec<u16>,
    /// In file order: TR1 6 arrays of `boxes.len()`, TR2+ 10 arrays.
    pub zones: Vec<i16>,
    pub animated_textures: Vec<u16>,
    /// TR4/TR5: how many animated-texture ranges (from the first) are UV-rotated.
    pub uv_rotate_count: u8,
    pub entities: Vec<Entity>,
    /// TR4/TR5.
    pub ai_objects: Vec<AiObject>,
    /// TR1–TR3: 32 × 256 palette indices.
    pub light_map: Vec<u8>,
    /// TR1–TR3.
    pub cinematic_frames: Vec<CinematicFrame>,
    /// TR1–TR3 demo bytes.
    pub demo_data: Vec<u8>,
    /// TR4/TR5: the u16 that holds the demo-data count (0 in retail files; the
    /// sound-map length in NG level-editor files).
    pub tr45_demo_word: u16,
    pub sound_map: Vec<i16>,
    pub sound_details: Vec<SoundDetails>,
    /// TR1: the embedded WAVE files, addressed by byte offsets in `sample_indices`.
    pub tr1_samples: Vec<u8>,
    pub sample_indices: Vec<u32>,
    /// TR2 "Wall" demo: the WAVE files stored in place of the sample indices.
    pub demo_sample_files: Vec<Vec<u8>>,
    /// TR4: six zero bytes; TR5: six 0xCD bytes, after the sample indices.
    pub level_end_filler: [u8; 6],
    /// TR4/TR5 embedded samples.
    pub samples: Vec<Tr4Sample>,
    /// The NG level-editor chunk (`NG` … `NGLE` + size), kept as bytes.
    pub ng_chunk: Option<Vec<u8>>,
}

impl RawLevel {
    /// The game of this level (TR1 when unset).
    pub fn game(&self) -> Game {
        self.game.unwrap_or(Game::Tr1)
    }

    /// Number of rooms whatever the game.
    pub fn room_count(&self) -> usize {
        if self.game() == Game::Tr5 {
            self.tr5_rooms.len()
        } else {
            self.rooms.len()
        }
    }

    /// Number of texture tiles of the file's primary colour depth.
    pub fn tile_count(&self) -> usize {
        match self.game() {
            Game::Tr1 => self.textile8.len() / TILE8_BYTES,
            Game::Tr2 | Game::Tr3 => self.textile8.len() / TILE8_BYTES,
            Game::Tr4 | Game::Tr5 => self.textile32.len() / TILE32_BYTES,
        }
    }
}

/// Limits applied while reading.
#[derive(Debug, Clone, Copy)]
pub struct ReadLimits {
    /// Largest inflated size accepted for one zlib chunk.
    pub inflate_limit: usize,
}

impl ReadLimits {
    /// The default for a file of `len` bytes: the larger of 64 MiB and 16 × the file.
    pub fn for_file_len(len: usize) -> Self {
        ReadLimits {
            inflate_limit: (64usize << 20).max(len.saturating_mul(16)),
        }
    }
}

/// Reads a level of any game; `extension` (without dot) separates TR4 from TR5.
pub fn read_level(bytes: &[u8], extension: Option<&str>) -> Result<RawLevel> {
    let game = detect_game(bytes, extension)?;
    read_level_as(bytes, game, ReadLimits::for_file_len(bytes.len()))
}

/// The length of a level file with its zlib chunks inflated: the file's
/// own length for TR1–TR3; for TR4/TR5 each chunk's compressed bytes
/// counted at their declared inflated size (read from the chunk headers,
/// nothing is inflated). TR5's level block is stored uncompressed.
pub fn inflated_len(bytes: &[u8], extension: Option<&str>) -> Result<usize> {
    let game = detect_game(bytes, extension)?;
    if !game.is_tr45() {
        return Ok(bytes.len());
    }
    let mut r = Reader::new(bytes);
    r.within("header", |r| r.bytes(4 + 6).map(|_| ()))?;
    let chunks = if game == Game::Tr4 { 4 } else { 3 };
    let mut len = bytes.len();
    for _ in 0..chunks {
        let chunk = r.within("chunk", read_chunk)?;
        len = len - chunk.compressed.len() + chunk.uncompressed_size as usize;
    }
    Ok(len)
}

/// Reads a level whose game is already known.
pub fn read_level_as(bytes: &[u8], game: Game, limits: ReadLimits) -> Result<RawLevel> {
    match game {
        Game::Tr1 | Game::Tr2 | Game::Tr3 => read_classic(bytes, game),
        Game::Tr4 | Game::Tr5 => read_tr45(bytes, game, limits),
    }
}

/// Writes a level in its game's layout.
pub fn write_level(level: &RawLevel) -> Vec<u8> {
    let mut w = Writer::with_capacity(
        level.textile8.len() + level.textile16.len() + level.textile32.len() / 2 + (1 << 20),
    );
    write_level_marked(level, &mut w);
    w.into_bytes()
}

/// Writes a level into `w`, recording structure marks when `w` keeps them.
pub fn write_level_marked(level: &RawLevel, w: &mut Writer) {
    let game = level.game();
    let w = &mut *w;
    w.u32(level.version_word);
    match game {
        Game::Tr1 | Game::Tr2 | Game::Tr3 => {
            if game != Game::Tr1 {
                w.records(&level.palette, game);
                w.records(&level.palette16, game);
            }
            w.u32((level.textile8.len() / TILE8_BYTES) as u32);
            w.mark(|| "textiles".into());
            w.bytes(&level.textile8);
            if game != Game::Tr1 {
                w.bytes(&level.textile16);
            }
            body::write_body(w, level, game);
        }
        Game::Tr4 | Game::Tr5 => write_tr45(w, level, game),
    }
}

fn read_classic(bytes: &[u8], game: Game) -> Result<RawLevel> {
    let mut r = Reader::new(bytes);
    let mut level = RawLevel {
        game: Some(game),
        version_word: r.u32()?,
        ..Default::default()
    };
    if game != Game::Tr1 {
        level.palette = r.within("palette", |r| r.records(256, game))?;
        level.palette16 = r.within("palette16", |r| r.records(256, game))?;
    }
    let tiles = r.within("num_textiles", |r| r.u32())? as u64;
    let per_tile = if game == Game::Tr1 {
        TILE8_BYTES
    } else {
        TILE8_BYTES + TILE16_BYTES
    };
    let n = r.within("textiles", |r| r.check_count(tiles, per_tile))?;
    level.textile8 = r.bytes(n * TILE8_BYTES)?.to_vec();
    if game != Game::Tr1 {
        level.textile16 = r.bytes(n * TILE16_BYTES)?.to_vec();
    }
    let body_start = r.clone();
    let demo_layout = match game {
        Game::Tr1 => Some(DemoLayout::Tr1PaletteMoved),
        Game::Tr2 => Some(DemoLayout::Tr2LightMapMoved),
        _ => None,
    };
    match body::read_body(&mut r, &mut level, game, None).and_then(|_| expect_end(&r)) {
        Ok(()) => Ok(level),
        Err(first) => {
            let Some(layout) = demo_layout else {
                return Err(first);
            };
            let mut r = body_start;
            let mut demo = level.clone();
            match body::read_body(&mut r, &mut demo, game, Some(layout))
                .and_then(|_| expect_end(&r))
            {
                Ok(()) => {
                    demo.demo = Some(layout);
                    Ok(demo)
                }
                Err(_) => Err(first),
            }
        }
    }
}

fn expect_end(r: &Reader) -> Result<()> {
    if r.is_empty() {
        Ok(())
    } else {
        Err(r.invalid(format!(
            "{} unexpected bytes at the end of the file",
            r.remaining()
        )))
    }
}

fn tiles_from_chunk(
    data: Vec<u8>,
    tiles: usize,
    tile_bytes: usize,
    what: &str,
    at: usize,
) -> Result<Vec<u8>> {
    if data.len() != tiles * tile_bytes {
        return Err(FormatError::new(
            at,
            ErrorKind::Invalid(format!(
                "{what} chunk inflates to {} bytes, the tile counts give {} × {tile_bytes}",
                data.len(),
                tiles
            )),
        ));
    }
    Ok(data)
}

fn read_tr45(bytes: &[u8], game: Game, limits: ReadLimits) -> Result<RawLevel> {
    let mut r = Reader::new(bytes);
    let mut level = RawLevel {
        game: Some(game),
        version_word: r.u32()?,
        ..Default::default()
    };
    level.tile_counts = r.within("tile_counts", |r| {
        Ok(TileCounts {
            room: r.u16()?,
            object: r.u16()?,
            bump: r.u16()?,
        })
    })?;
    let tiles = level.tile_counts.total();
    let c32 = r.within("textile32_chunk", read_chunk)?;
    level.textile32 = tiles_from_chunk(
        inflate(&c32, limits.inflate_limit)?,
        tiles,
        TILE32_BYTES,
        "32-bit texture",
        c32.offset,
    )?;
    let c16 = r.within("textile16_chunk", read_chunk)?;
    level.textile16 = tiles_from_chunk(
        inflate(&c16, limits.inflate_limit)?,
        tiles,
        TILE16_BYTES,
        "16-bit texture",
        c16.offset,
    )?;
    let cmisc = r.within("misc_textile_chunk", read_chunk)?;
    let misc = inflate(&cmisc, limits.inflate_limit)?;
    if !misc.len().is_multiple_of(TILE32_BYTES) {
        return Err(FormatError::new(
            cmisc.offset,
            ErrorKind::Invalid(format!(
                "misc texture chunk of {} bytes is not whole tiles",
                misc.len()
            )),
        ));
    }
    level.misc_textile32 = misc;
    if game == Game::Tr5 {
        level.tr5_header = r.within("tr5_header", |r| {
            Ok(Tr5Header {
                lara_type: r.u16()?,
                weather_type: r.u16()?,
                padding: r.array()?,
            })
        })?;
    }
    let (inner, base) = if game == Game::Tr4 {
        let c = r.within("level_chunk", read_chunk)?;
        (inflate(&c, limits.inflate_limit)?, c.offset + 8)
    } else {
        let at = r.pos();
        let (uncomp, comp) = r.within("level_block", |r| Ok((r.u32()?, r.u32()?)))?;
        if uncomp != comp {
            return Err(FormatError::new(
                at,
                ErrorKind::Invalid(format!("TR5 level block sizes differ: {uncomp} vs {comp}")),
            ));
        }
        let block = r.within("level_block", |r| r.bytes(comp as usize))?;
        (block.to_vec(), at + 8)
    };
    let mut lr = Reader::new(&inner);
    let region = if game == Game::Tr4 {
        "level_chunk(inflated)"
    } else {
        "level_block"
    };
    body::read_body(&mut lr, &mut level, game, None)
        .and_then(|_| expect_end(&lr))
        .map_err(|mut e| {
            if game == Game::Tr5 {
                e.offset += base as u64;
            }
            e.within(region)
        })?;
    level.samples = r.within("samples", |r| {
        let n = r.u32()?;
        let n = r.check_count(n as u64, 8)?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            out.push(r.within(&format!("[{i}]"), |r| {
                let uncompressed_size = r.u32()?;
                let size = r.u32()?;
                Ok(Tr4Sample {
                    uncompressed_size,
                    data: r.bytes(size as usize)?.to_vec(),
                })
            })?);
        }
        Ok(out)
    })?;
    if !r.is_empty() {
        level.ng_chunk = Some(r.within("ng_chunk", read_ng_chunk)?);
    }
    Ok(level)
}

/// Reads the NG level-editor chunk: `NG`, data, `NGLE`, u32 size of the whole chunk.
fn read_ng_chunk(r: &mut Reader) -> Result<Vec<u8>> {
    let rest = r.peek(r.remaining()).unwrap_or_default();
    if super::ng::ng_block_start(rest) != Some(0) {
        return Err(r.invalid(format!(
            "{} unexpected bytes after the samples (not an NG…NGLE chunk)",
            rest.len()
        )));
    }
    Ok(r.rest().to_vec())
}

fn write_tr45(w: &mut Writer, level: &RawLevel, game: Game) {
    let t = level.tile_counts;
    w.u16(t.room);
    w.u16(t.object);
    w.u16(t.bump);
    write_chunk(w, &level.textile32);
    write_chunk(w, &level.textile16);
    write_chunk(w, &level.misc_textile32);
    if game == Game::Tr5 {
        w.u16(level.tr5_header.lara_type);
        w.u16(level.tr5_header.weather_type);
        w.bytes(&level.tr5_header.padding);
    }
    let mut inner = Writer::with_capacity(1 << 20);
    body::write_body(&mut inner, level, game);
    let inner = inner.into_bytes();
    if game == Game::Tr4 {
        write_chunk(w, &inner);
    } else {
        w.u32(inner.len() as u32);
        w.u32(inner.len() as u32);
        w.bytes(&inner);
    }
    w.u32(level.samples.len() as u32);
    for s in &level.samples {
        w.u32(s.uncompressed_size);
        w.u32(s.data.len() as u32);
        w.bytes(&s.data);
    }
    if let Some(ng) = &level.ng_chunk {
        w.bytes(ng);
    }
}

/// Tells TR4 from TR5 by structure when the extension does not: TR5 stores
/// 32 bytes (Lara and weather type) after the texture chunks and an
/// uncompressed level block whose two sizes are equal.
pub fn guess_tr4_or_tr5(bytes: &[u8]) -> Game {
    let mut r = Reader::new(bytes);
    let probe = (|| -> Result<bool> {
        r.bytes(10)?;
        for _ in 0..3 {
            read_chunk(&mut r)?;
        }
        let after = r.clone();
        r.bytes(32)?;
        let (a, b) = (r.u32()?, r.u32()?);
        let tr5 = a == b && r.peek(4) == Some(&[0, 0, 0, 0]);
        let mut tr4 = after;
        let (_, comp) = (tr4.u32()?, tr4.u32()?);
        let zlib = tr4.peek(1) == Some(&[0x78]) && comp as usize <= tr4.remaining();
        Ok(tr5 && !zlib)
    })();
    if probe.unwrap_or(false) {
        Game::Tr5
    } else {
        Game::Tr4
    }
}
