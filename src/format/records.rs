//! The small fixed-layout records shared by the level formats (TRosettaStone 3 §2–§9,
//! with the structs it lacks taken from TRosettaStone 1, see docs/formats.md).

use super::cursor::{Reader, Record, Writer};
use super::error::Result;
use super::field::Field;
use super::Game;
use crate::record;

record! {
    /// A vertex in 16-bit integer coordinates (`tr_vertex`, 6 bytes).
    pub struct Vertex { pub x: i16, pub y: i16, pub z: i16 }
}

record! {
    /// An 8-bit RGB colour (`tr_colour`, 3 bytes); palettes store 0..63.
    pub struct Colour3 { pub r: u8, pub g: u8, pub b: u8 }
}

record! {
    /// A 16-bit-palette entry (`tr_colour4`, 4 bytes).
    pub struct Colour4 { pub r: u8, pub g: u8, pub b: u8, pub unused: u8 }
}

record! {
    /// An axis-aligned box (`tr_bounding_box`, 12 bytes).
    pub struct BoundingBox {
        pub min_x: i16, pub max_x: i16,
        pub min_y: i16, pub max_y: i16,
        pub min_z: i16, pub max_z: i16,
    }
}

impl BoundingBox {
    /// The box between two corners (smallest and largest x, y, z).
    pub fn from_corners(lo: [i16; 3], hi: [i16; 3]) -> BoundingBox {
        BoundingBox {
            min_x: lo[0],
            max_x: hi[0],
            min_y: lo[1],
            max_y: hi[1],
            min_z: lo[2],
            max_z: hi[2],
        }
    }
}

record! {
    /// A visibility portal into another room (`tr_room_portal`, 32 bytes).
    pub struct Portal { pub adjoining_room: u16, pub normal: Vertex, pub vertices: [Vertex; 4] }
}

record! {
    /// One sector of a room's collision grid (`tr_room_sector`, 8 bytes).
    pub struct Sector {
        pub floor_data_index: u16,
        /// TR1–2: box index; TR3+: box index in bits 4..14, material in bits 0..3.
        pub box_index: u16,
        pub room_below: u8,
        pub floor: i8,
        pub room_above: u8,
        pub ceiling: i8,
    }
}

record! {
    /// A sprite drawn at a room vertex (`tr_room_sprite`, 4 bytes).
    pub struct RoomSprite { pub vertex: i16, pub texture: i16 }
}

record! {
    /// One node of a mesh tree: stack operation flags and offset (16 bytes).
    pub struct MeshTreeNode { pub flags: u32, pub x: i32, pub y: i32, pub z: i32 }
}

record! {
    /// Which animation dispatches lead to a state (`tr_state_change`, 6 bytes).
    pub struct StateChange { pub state: u16, pub num_dispatches: u16, pub first_dispatch: u16 }
}

record! {
    /// A frame range that switches to another animation (`tr_anim_dispatch`, 8 bytes).
    pub struct AnimDispatch { pub low: i16, pub high: i16, pub next_animation: i16, pub next_frame: i16 }
}

record! {
    /// A static (non-animated) mesh slot (`tr_staticmesh`, 32 bytes).
    pub struct StaticMesh {
        pub id: u32,
        pub mesh: u16,
        pub visibility_box: BoundingBox,
        pub collision_box: BoundingBox,
        pub flags: u16,
    }
}

record! {
    /// One corner of an object texture in 8.8 fixed-point page pixels (4 bytes).
    pub struct ObjectTextureVertex { pub x: u16, pub y: u16 }
}

record! {
    /// A sprite's tile rectangle and world-space extent (`tr_sprite_texture`, 16 bytes).
    pub struct SpriteTexture {
        pub tile: u16,
        pub x: u8,
        pub y: u8,
        pub width: u16,
        pub height: u16,
        pub left: i16,
        pub top: i16,
        pub right: i16,
        pub bottom: i16,
    }
}

record! {
    /// A run of sprite textures used by one type id (`tr_sprite_sequence`, 8 bytes).
    pub struct SpriteSequence { pub id: i32, pub negative_length: i16, pub offset: i16 }
}

record! {
    /// A fixed camera or an underwater-current sink (`tr_camera`, 16 bytes).
    pub struct Camera { pub x: i32, pub y: i32, pub z: i32, pub room: i16, pub flags: u16 }
}

record! {
    /// One point of a flyby sequence (`tr4_flyby_camera`, 40 bytes).
    pub struct FlybyCamera {
        pub x: i32, pub y: i32, pub z: i32,
        pub dx: i32, pub dy: i32, pub dz: i32,
        pub sequence: u8,
        pub index: u8,
        pub fov: u16,
        pub roll: i16,
        pub timer: u16,
        pub speed: u16,
        pub flags: u16,
        pub room: u32,
    }
}

record! {
    /// A continuous sound emitter (`tr_sound_source`, 16 bytes).
    pub struct SoundSource { pub x: i32, pub y: i32, pub z: i32, pub sound_id: u16, pub flags: u16 }
}

record! {
    /// A camera key of a TR1–3 cutscene (`tr_cinematic_frame`, 16 bytes).
    pub struct CinematicFrame {
        pub target_x: i16, pub target_y: i16, pub target_z: i16,
        pub pos_z: i16, pub pos_y: i16, pub pos_x: i16,
        pub fov: i16, pub roll: i16,
    }
}

record! {
    /// A TR4/TR5 AI object (`tr4_ai_object`, 24 bytes).
    pub struct AiObject {
        pub type_id: u16,
        pub room: u16,
        pub x: i32, pub y: i32, pub z: i32,
        pub ocb: i16,
        pub flags: u16,
        pub angle: i32,
    }
}

/// A face with `N` corners: vertex indices and a texture (`tr_face4` 10 bytes,
/// `tr_face3` 8 bytes, or 2 more with the TR4/TR5 mesh and TR5 room `Effects`
/// word).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawFace<const N: usize> {
    pub vertices: [u16; N],
    /// Object texture index, or palette indices for coloured faces; bit 15 = double-sided.
    pub texture: u16,
    /// TR4/TR5 mesh faces and TR5 room faces: additive blend (bit 0), shine (bits 1..7).
    pub effects: u16,
}

/// A quad face.
pub type Face4 = RawFace<4>;
/// A triangle face.
pub type Face3 = RawFace<3>;

impl<const N: usize> Default for RawFace<N> {
    fn default() -> Self {
        RawFace {
            vertices: [0; N],
            texture: 0,
            effects: 0,
        }
    }
}

impl<const N: usize> RawFace<N> {
    /// Encoded size with or without the effects word.
    pub fn size(with_effects: bool) -> usize {
        2 * N + 2 + 2 * with_effects as usize
    }
    /// Reads a face, with the effects word when the layout has one.
    pub fn read(r: &mut Reader, with_effects: bool) -> Result<Self> {
        let vertices = <[u16; N]>::get(r)?;
        let texture = r.u16()?;
        let effects = if with_effects { r.u16()? } else { 0 };
        Ok(RawFace {
            vertices,
            texture,
            effects,
        })
    }
    /// Writes a face.
    pub fn write(&self, w: &mut Writer, with_effects: bool) {
        self.vertices.put(w);
        w.u16(self.texture);
        if with_effects {
            w.u16(self.effects);
        }
    }
}

/// Reads a u16 count of faces and the faces.
pub fn read_faces<const N: usize>(
    r: &mut Reader,
    with_effects: bool,
    name: &str,
) -> Result<Vec<RawFace<N>>> {
    r.within(name, |r| {
        let n = r.u16()? as u64;
        let n = r.check_count(n, RawFace::<N>::size(with_effects))?;
        (0..n)
            .map(|i| RawFace::read(r, with_effects).map_err(|e| e.within(&format!("[{i}]"))))
            .collect()
    })
}

/// Writes a u16 count and the faces.
pub fn write_faces<const N: usize>(w: &mut Writer, faces: &[RawFace<N>], with_effects: bool) {
    w.u16(faces.len() as u16);
    for f in faces {
        f.write(w, with_effects);
    }
}

/// An animation (`tr_animation`, 32 bytes; `tr4_animation`, 40 bytes with the
/// lateral speed and acceleration).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Animation {
    /// Byte offset into the frame words.
    pub frame_offset: u32,
    pub frame_rate: u8,
    /// Words per keyframe (TR2+).
    pub frame_size: u8,
    pub state: u16,
    /// 16.16 fixed point.
    pub speed: i32,
    pub accel: i32,
    /// TR4/TR5 only.
    pub speed_lateral: i32,
    pub accel_lateral: i32,
    pub frame_start: u16,
    pub frame_end: u16,
    pub next_animation: u16,
    pub next_frame: u16,
    pub num_state_changes: u16,
    pub state_change_offset: u16,
    pub num_anim_commands: u16,
    pub anim_command: u16,
}

impl Record for Animation {
    fn min_size(game: Game) -> usize {
        if game.is_tr45() {
            40
        } else {
            32
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        let frame_offset = r.u32()?;
        let frame_rate = r.u8()?;
        let frame_size = r.u8()?;
        let state = r.u16()?;
        let speed = r.i32()?;
        let accel = r.i32()?;
        let (speed_lateral, accel_lateral) = if game.is_tr45() {
            (r.i32()?, r.i32()?)
        } else {
            (0, 0)
        };
        Ok(Animation {
            frame_offset,
            frame_rate,
            frame_size,
            state,
            speed,
            accel,
            speed_lateral,
            accel_lateral,
            frame_start: r.u16()?,
            frame_end: r.u16()?,
            next_animation: r.u16()?,
            next_frame: r.u16()?,
            num_state_changes: r.u16()?,
            state_change_offset: r.u16()?,
            num_anim_commands: r.u16()?,
            anim_command: r.u16()?,
        })
    }
    fn write(&self, w: &mut Writer, game: Game) {
        w.u32(self.frame_offset);
        w.u8(self.frame_rate);
        w.u8(self.frame_size);
        w.u16(self.state);
        w.i32(self.speed);
        w.i32(self.accel);
        if game.is_tr45() {
            w.i32(self.speed_lateral);
            w.i32(self.accel_lateral);
        }
        for v in [
            self.frame_start,
            self.frame_end,
            self.next_animation,
            self.next_frame,
            self.num_state_changes,
            self.state_change_offset,
            self.num_anim_commands,
            self.anim_command,
        ] {
            w.u16(v);
        }
    }
}

/// A movable object type (`tr_model`, 18 bytes; 20 in TR5 with a trailing filler).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Model {
    pub id: u32,
    pub num_meshes: u16,
    pub starting_mesh: u16,
    /// Index of the first int32 of this model's mesh-tree nodes.
    pub mesh_tree: u32,
    /// Byte offset into the frame words.
    pub frame_offset: u32,
    /// First animation, 0xFFFF for none.
    pub animation: u16,
    /// TR5 only: trailing filler (0xFEFF in real files).
    pub tr5_filler: u16,
}

impl Record for Model {
    fn min_size(game: Game) -> usize {
        if game == Game::Tr5 {
            20
        } else {
            18
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        Ok(Model {
            id: r.u32()?,
            num_meshes: r.u16()?,
            starting_mesh: r.u16()?,
            mesh_tree: r.u32()?,
            frame_offset: r.u32()?,
            animation: r.u16()?,
            tr5_filler: if game == Game::Tr5 { r.u16()? } else { 0 },
        })
    }
    fn write(&self, w: &mut Writer, game: Game) {
        w.u32(self.id);
        w.u16(self.num_meshes);
        w.u16(self.starting_mesh);
        w.u32(self.mesh_tree);
        w.u32(self.frame_offset);
        w.u16(self.animation);
        if game == Game::Tr5 {
            w.u16(self.tr5_filler);
        }
    }
}

/// Where a texture is taken from: attribute, tile, corners (`tr_object_texture`
/// 20 bytes; `tr4_object_texture` 38 bytes; TR5 adds a 2-byte filler: 40).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ObjectTexture {
    /// Blend mode: 0 opaque, 1 alpha-tested, 2 additive, …
    pub attribute: u16,
    /// Tile index in bits 0..14; TR4+: bit 15 marks a triangle.
    pub tile_and_flag: u16,
    /// TR4/TR5: room/object, bump level, mapping correction.
    pub new_flags: u16,
    pub vertices: [ObjectTextureVertex; 4],
    /// TR4/TR5 only.
    pub original_u: u32,
    pub original_v: u32,
    pub width: u32,
    pub height: u32,
    /// TR5 only.
    pub tr5_filler: u16,
}

impl Record for ObjectTexture {
    fn min_size(game: Game) -> usize {
        match game {
            Game::Tr4 => 38,
            Game::Tr5 => 40,
            _ => 20,
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        let attribute = r.u16()?;
        let tile_and_flag = r.u16()?;
        let mut t = ObjectTexture {
            attribute,
            tile_and_flag,
            ..Default::default()
        };
        if game.is_tr45() {
            t.new_flags = r.u16()?;
        }
        t.vertices = <[ObjectTextureVertex; 4]>::get(r)?;
        if game.is_tr45() {
            t.original_u = r.u32()?;
            t.original_v = r.u32()?;
            t.width = r.u32()?;
            t.height = r.u32()?;
        }
        if game == Game::Tr5 {
            t.tr5_filler = r.u16()?;
        }
        Ok(t)
    }
    fn write(&self, w: &mut Writer, game: Game) {
        w.u16(self.attribute);
        w.u16(self.tile_and_flag);
        if game.is_tr45() {
            w.u16(self.new_flags);
        }
        self.vertices.put(w);
        if game.is_tr45() {
            w.u32(self.original_u);
            w.u32(self.original_v);
            w.u32(self.width);
            w.u32(self.height);
        }
        if game == Game::Tr5 {
            w.u16(self.tr5_filler);
        }
    }
}

/// A navigation box (`tr_box` 20 bytes in TR1 with world units; `tr2_box`
/// 8 bytes in sectors from TR2 on). Kept in the units of the file.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct NavBox {
    pub z_min: u32,
    pub z_max: u32,
    pub x_min: u32,
    pub x_max: u32,
    pub true_floor: i16,
    /// Overlap index in bits 0..13; bit 14 blocked, bit 15 blockable.
    pub overlap_index: u16,
}

impl Record for NavBox {
    fn min_size(game: Game) -> usize {
        if game == Game::Tr1 {
            20
        } else {
            8
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        let [z_min, z_max, x_min, x_max] = if game == Game::Tr1 {
            <[u32; 4]>::get(r)?
        } else {
            <[u8; 4]>::get(r)?.map(u32::from)
        };
        Ok(NavBox {
            z_min,
            z_max,
            x_min,
            x_max,
            true_floor: r.i16()?,
            overlap_index: r.u16()?,
        })
    }
    fn write(&self, w: &mut Writer, game: Game) {
        for v in [self.z_min, self.z_max, self.x_min, self.x_max] {
            if game == Game::Tr1 {
                w.u32(v);
            } else {
                w.u8(v as u8);
            }
        }
        w.i16(self.true_floor);
        w.u16(self.overlap_index);
    }
}

/// A placed entity (`tr_entity` 22 bytes in TR1, 24 from TR2 on; in TR4/TR5
/// the second intensity is the OCB).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Entity {
    pub type_id: i16,
    pub room: i16,
    pub x: i32,
    pub y: i32,
    pub z: i32,
    pub angle: i16,
    pub intensity1: i16,
    /// TR2/TR3: second intensity; TR4/TR5: OCB; absent in TR1.
    pub intensity2_or_ocb: i16,
    pub flags: u16,
}

impl Record for Entity {
    fn min_size(game: Game) -> usize {
        if game == Game::Tr1 {
            22
        } else {
            24
        }
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        Ok(Entity {
            type_id: r.i16()?,
            room: r.i16()?,
            x: r.i32()?,
            y: r.i32()?,
            z: r.i32()?,
            angle: r.i16()?,
            intensity1: r.i16()?,
            intensity2_or_ocb: if game == Game::Tr1 { 0 } else { r.i16()? },
            flags: r.u16()?,
        })
    }
    fn write(&self, w: &mut Writer, game: Game) {
        w.i16(self.type_id);
        w.i16(self.room);
        w.i32(self.x);
        w.i32(self.y);
        w.i32(self.z);
        w.i16(self.angle);
        w.i16(self.intensity1);
        if game != Game::Tr1 {
            w.i16(self.intensity2_or_ocb);
        }
        w.u16(self.flags);
    }
}

/// How a sound id is played (`tr_sound_details` TR1/TR2 and `tr3_sound_details`
/// TR3+, both 8 bytes).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SoundDetails {
    /// Index into the sample indices.
    pub sample: u16,
    /// TR1/TR2: 0..0x7FFF; TR3+: 0..255.
    pub volume: u16,
    /// TR3+ only, in sectors.
    pub range: u8,
    /// TR1/TR2: 0..0x7FFF; TR3+: 0..255.
    pub chance: u16,
    /// TR3+ only.
    pub pitch: u8,
    pub characteristics: u16,
}

impl Record for SoundDetails {
    fn min_size(_game: Game) -> usize {
        8
    }
    fn read(r: &mut Reader, game: Game) -> Result<Self> {
        let sample = r.u16()?;
        if game <= Game::Tr2 {
            Ok(SoundDetails {
                sample,
                volume: r.u16()?,
                chance: r.u16()?,
                characteristics: r.u16()?,
                ..Default::default()
            })
        } else {
            Ok(SoundDetails {
                sample,
                volume: r.u8()? as u16,
                range: r.u8()?,
                chance: r.u8()? as u16,
                pitch: r.u8()?,
                characteristics: r.u16()?,
            })
        }
    }
    fn write(&self, w: &mut Writer, game: Game) {
        w.u16(self.sample);
        if game <= Game::Tr2 {
            w.u16(self.volume);
            w.u16(self.chance);
        } else {
            w.u8(self.volume as u8);
            w.u8(self.range);
            w.u8(self.chance as u8);
            w.u8(self.pitch);
        }
        w.u16(self.characteristics);
    }
}
