//! Whole level files (TRosettaStone 3 §10, docs/formats.md): the per-game outer layout —
//! palettes and texture tiles, the TR4/TR5 zlib chunks, embedded samples and
//! the NG level-editor chunk — around the common body in [`super::body`].

use super::body;
use super::cursor::{Reader, Writer};
use super::error::{ErrorKind, FormatError, Result};
use super::zchunk::{inflate, read_chunk, write_chunk};
use super::{detect_game, Game};

/// The raw level's types, where the readers' callers have always found
/// them.
pub use super::raw_level::{
    DemoLayout, RawLevel, TileCounts, Tr4Sample, Tr5Header, TILE16_BYTES, TILE32_BYTES, TILE8_BYTES,
};

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
