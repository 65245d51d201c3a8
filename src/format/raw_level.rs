//! `RawLevel`: every block of every game's level file, in the units of the
//! file (TRosettaStone 3 §10, docs/formats.md). [`super::body`] reads and writes the
//! common body into it, [`super::level_file`] the per-game outer layout.

use super::mesh::MeshData;
use super::records::*;
use super::room::Room;
use super::room_tr5::Tr5Room;
use super::Game;

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
