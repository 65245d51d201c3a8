//! Small levels of every game assembled from raw structs, written with the
//! project's writers (the level builder will replace these).

use tombrs::format::companion::gameflow::{
    Gameflow, GameflowFlags, GameflowHeader, GameflowOp, Platform, Sequence,
};
use tombrs::format::level_file::{TileCounts, Tr4Sample, TILE16_BYTES, TILE32_BYTES, TILE8_BYTES};
use tombrs::format::mesh::{Mesh, MeshData, MeshShading, PackedMesh};
use tombrs::format::records::*;
use tombrs::format::room::{Room, RoomInfo, RoomLight, RoomStaticMesh, RoomVertex};
use tombrs::format::room_tr5::{Tr5Layer, Tr5LayerFaces, Tr5Room, Tr5RoomHeader, Tr5RoomVertex};
use tombrs::format::{body, Game, RawLevel, VERSION_TR1, VERSION_TR2, VERSION_TR3, VERSION_TR45};
use tombrs::level::floordata::{
    encode, FloorEntry, FloorFunction, TriggerAction, TriggerKind, TriggerSetup,
};

const WALL: i8 = -127;

/// A minimal WAVE file (8-bit mono PCM, 4 samples).
pub fn tiny_wave() -> Vec<u8> {
    let mut w = Vec::new();
    w.extend(b"RIFF");
    w.extend(40u32.to_le_bytes());
    w.extend(b"WAVEfmt ");
    w.extend(16u32.to_le_bytes());
    w.extend(1u16.to_le_bytes());
    w.extend(1u16.to_le_bytes());
    w.extend(11025u32.to_le_bytes());
    w.extend(11025u32.to_le_bytes());
    w.extend(1u16.to_le_bytes());
    w.extend(8u16.to_le_bytes());
    w.extend(b"data");
    w.extend(4u32.to_le_bytes());
    w.extend([128, 200, 128, 56]);
    w
}

/// Floor data: the dummy word, a slanted sector, and a trigger with a camera.
pub fn floor_data() -> (Vec<u16>, u16, u16) {
    let mut words = vec![0u16];
    let slant_at = words.len() as u16;
    words.extend(encode(&[FloorEntry {
        function: FloorFunction::FloorSlant { x: 1, z: -1 },
        spare: 0,
    }]));
    let trigger_at = words.len() as u16;
    words.extend(encode(&[
        FloorEntry {
            function: FloorFunction::Portal(1),
            spare: 0,
        },
        FloorEntry {
            function: FloorFunction::Trigger {
                kind: TriggerKind::Pad,
                setup: TriggerSetup {
                    timer: 3,
                    one_shot: true,
                    mask: 0x1F,
                    spare: 0,
                },
                actions: vec![
                    TriggerAction::Object(0),
                    TriggerAction::Camera {
                        camera: 0,
                        timer: 2,
                        once: true,
                        move_timer: 1,
                        spare: 0,
                        head_cont: true,
                    },
                    TriggerAction::Secret(0),
                ],
            },
            spare: 0,
        },
    ]));
    (words, slant_at, trigger_at)
}

/// A 3×3 sector grid: walls around one open sector carrying floor data `fd`.
fn sectors(fd: u16, box_index: u16) -> Vec<Sector> {
    (0..9)
        .map(|i| {
            let open = i == 4;
            Sector {
                floor_data_index: if open { fd } else { 0 },
                box_index: if open { box_index } else { 0xFFFF },
                room_below: 255,
                floor: if open { 0 } else { WALL },
                room_above: 255,
                ceiling: if open { -16 } else { WALL },
            }
        })
        .collect()
}

fn portal(to: u16) -> Portal {
    let v = |x, y, z| Vertex { x, y, z };
    Portal {
        adjoining_room: to,
        normal: v(-1, 0, 0),
        vertices: [
            v(3072, -4096, 1024),
            v(3072, -4096, 2048),
            v(3072, 0, 2048),
            v(3072, 0, 1024),
        ],
    }
}

fn classic_room(game: Game, index: u16, fd: u16) -> Room {
    let box_index = if game >= Game::Tr3 {
        (index << 4) | 6
    } else {
        index
    };
    Room {
        info: RoomInfo {
            x: index as i32 * 3072,
            z: 0,
            y_bottom: 0,
            y_top: -4096,
        },
        vertices: (0..4)
            .map(|i| RoomVertex {
                pos: Vertex {
                    x: (i % 2) * 1024,
                    y: 0,
                    z: (i / 2) * 1024,
                },
                lighting: 0x0800,
                attributes: if game == Game::Tr1 { 0 } else { 0x4000 },
                lighting2_or_colour: match game {
                    Game::Tr1 => 0,
                    Game::Tr2 => 0x0800,
                    _ => 0x7FFF,
                },
            })
            .collect(),
        rectangles: vec![Face4 {
            vertices: [0, 1, 3, 2],
            texture: 0,
            effects: 0,
        }],
        triangles: vec![Face3 {
            vertices: [0, 1, 2],
            texture: 0x8000,
            effects: 0,
        }],
        sprites: vec![RoomSprite {
            vertex: 0,
            texture: 0,
        }],
        portals: vec![portal(1 - index)],
        num_z_sectors: 3,
        num_x_sectors: 3,
        sectors: sectors(fd, box_index),
        ambient: match game {
            Game::Tr1 => [0x1000, 0, 0],
            Game::Tr2 => [0x1000, 0x1000, 0],
            Game::Tr3 => [0x1000, 0, 0],
            _ => [0; 3],
        },
        colour: if game == Game::Tr4 { 0x00_40_40_40 } else { 0 },
        lights: vec![match game {
            Game::Tr1 => RoomLight::Tr1 {
                pos: [1536, -512, 1536],
                intensity: 0x1000,
                fade: 4096,
            },
            Game::Tr2 => RoomLight::Tr2 {
                pos: [1536, -512, 1536],
                intensity: [0x1000; 2],
                fade: [4096; 2],
            },
            Game::Tr3 => RoomLight::Tr3 {
                pos: [1536, -512, 1536],
                colour: [255, 200, 100],
                light_type: 1,
                params: [0x1000, 4096],
            },
            _ => RoomLight::Tr4 {
                pos: [1536, -512, 1536],
                colour: [255, 200, 100],
                light_type: 1,
                filler: 0xFF,
                intensity: 16,
                cone: [512.0, 4096.0, 0.0, 0.0],
                direction: [0.0, 1.0, 0.0],
            },
        }],
        static_meshes: vec![RoomStaticMesh {
            pos: [1536, 0, 1536],
            rotation: 0x4000,
            intensity1: 0x1234,
            intensity2: if game == Game::Tr1 { 0 } else { 0x1234 },
            mesh_id: 7,
        }],
        alternate_room: -1,
        flags: if index == 1 { 1 } else { 0x40 },
        water_scheme: 0,
        reverb: if game >= Game::Tr3 { 2 } else { 0 },
        alternate_group: if game == Game::Tr4 { 1 } else { 0 },
    }
}

fn tr5_room(index: u16, fd: u16) -> Tr5Room {
    let x = index as i32 * 3072;
    let mut room = Tr5Room {
        header: Tr5RoomHeader {
            separator0: 0xCDCD_CDCD,
            separator1: 0xCDCD_CDCD,
            x,
            y: 0,
            z: 0,
            y_bottom: 0,
            y_top: -4096,
            num_z_sectors: 3,
            num_x_sectors: 3,
            colour: 0xFF40_4040,
            reverb: 2,
            water_scheme: 0,
            filler0: [0x7FFF; 2],
            separator2: [0xCDCD_CDCD; 2],
            filler1: 0xFFFF_FFFF,
            alternate_room: 0xFFFF,
            flags: if index == 1 { 1 } else { 0x40 },
            separator3: 0xCDCD_CDCD,
            room_x: x as f32,
            room_y: 0.0,
            room_z: 0.0,
            separator4: [0xCDCD_CDCD; 4],
            separator6: 0xCDCD_CDCD,
            room_y_top: -4096,
            room_y_bottom: 0,
            separator7: [0xCDCD_CDCD; 4],
            ..Default::default()
        },
        sectors: sectors(fd, (index << 4) | 6),
        portals: vec![portal(1 - index)],
        portal_separator: 0xCDCD,
        layers: vec![Tr5Layer {
            num_vertices: 4,
            num_rectangles: 1,
            num_triangles: 1,
            bounds: [0.0, -4096.0, 0.0, 3072.0, 0.0, 3072.0],
            ..Default::default()
        }],
        faces: vec![Tr5LayerFaces {
            rectangles: vec![Face4 {
                vertices: [0, 1, 3, 2],
                texture: 0,
                effects: 0,
            }],
            triangles: vec![Face3 {
                vertices: [0, 1, 2],
                texture: 0,
                effects: 1,
            }],
        }],
        vertices: (0..4)
            .map(|i| Tr5RoomVertex {
                pos: [
                    x as f32 + (i % 2) as f32 * 1024.0,
                    0.0,
                    (i / 2) as f32 * 1024.0,
                ],
                normal: [0.0, -1.0, 0.0],
                colour: 0xFF80_8080,
            })
            .collect(),
        ..Default::default()
    };
    room.update_layout();
    room
}

fn mesh(game: Game) -> Mesh {
    let v = |x, y, z| Vertex { x, y, z };
    Mesh {
        centre: v(0, -256, 0),
        collision_radius: 512,
        vertices: vec![
            v(-128, 0, -128),
            v(128, 0, -128),
            v(128, -256, 128),
            v(-128, -256, 128),
        ],
        shading: MeshShading::Normals(vec![v(0, -16384, 0); 4]),
        textured_rectangles: vec![Face4 {
            vertices: [0, 1, 2, 3],
            texture: 0,
            effects: if game.is_tr45() { 2 } else { 0 },
        }],
        textured_triangles: vec![Face3 {
            vertices: [0, 1, 2],
            texture: 0,
            effects: 0,
        }],
        coloured_rectangles: if game.is_tr45() {
            vec![]
        } else {
            vec![Face4 {
                vertices: [0, 1, 2, 3],
                texture: 5,
                effects: 0,
            }]
        },
        coloured_triangles: vec![],
    }
}

/// A small but complete level of `game`: two rooms joined by a portal,
/// floor data with a slant and a trigger, one model with one animation, and
/// at least one record in every block the game has.
pub fn tiny_level(game: Game) -> RawLevel {
    let (floor, slant_at, trigger_at) = floor_data();
    let mut l = RawLevel {
        game: Some(game),
        ..Default::default()
    };
    l.version_word = match game {
        Game::Tr1 => VERSION_TR1,
        Game::Tr2 => VERSION_TR2,
        Game::Tr3 => VERSION_TR3[1],
        _ => VERSION_TR45,
    };
    if game.is_tr45() {
        l.tile_counts = TileCounts {
            room: 1,
            object: 0,
            bump: 0,
        };
        l.textile32 = (0..TILE32_BYTES).map(|i| (i % 251) as u8).collect();
        l.textile16 = vec![0xFF; TILE16_BYTES];
        l.misc_textile32 = vec![0x80; TILE32_BYTES * if game == Game::Tr5 { 3 } else { 2 }];
    } else {
        l.palette = (0..256)
            .map(|i| Colour3 {
                r: (i % 64) as u8,
                g: (i / 4) as u8,
                b: 63 - (i % 64) as u8,
            })
            .collect();
        l.textile8 = (0..TILE8_BYTES).map(|i| (i % 256) as u8).collect();
        if game != Game::Tr1 {
            l.palette16 = (0..256)
                .map(|i| Colour4 {
                    r: i as u8,
                    g: 0,
                    b: 255 - i as u8,
                    unused: 0,
                })
                .collect();
            l.textile16 = (0..TILE16_BYTES).map(|i| (i % 7) as u8 | 0x80).collect();
        }
        l.light_map = (0..body::LIGHT_MAP_BYTES)
            .map(|i| (i % 256) as u8)
            .collect();
        l.cinematic_frames = vec![CinematicFrame {
            target_x: 1,
            target_y: 2,
            target_z: 3,
            pos_z: 4,
            pos_y: 5,
            pos_x: 6,
            fov: 80,
            roll: 0,
        }];
    }
    if game == Game::Tr5 {
        l.tr5_rooms = vec![tr5_room(0, slant_at), tr5_room(1, trigger_at)];
        l.level_end_filler = [0xCD; 6];
    } else {
        l.rooms = vec![
            classic_room(game, 0, slant_at),
            classic_room(game, 1, trigger_at),
        ];
    }
    l.floor_data = floor;
    let mut mesh_data = MeshData {
        meshes: vec![
            PackedMesh {
                offset: 0,
                mesh: mesh(game),
                padding: vec![],
            },
            PackedMesh {
                offset: 0,
                mesh: mesh(game),
                padding: vec![],
            },
        ],
    };
    mesh_data.relayout(game);
    l.mesh_pointers = mesh_data.meshes.iter().map(|m| m.offset).collect();
    l.mesh_data = mesh_data;
    // Two meshes: root and one child at (0, -256, 0).
    l.mesh_trees = vec![MeshTreeNode {
        flags: 2,
        x: 0,
        y: -256,
        z: 0,
    }];
    let frame_size = if game == Game::Tr1 { 14 } else { 12 };
    l.animations = vec![Animation {
        frame_offset: 0,
        frame_rate: 1,
        frame_size,
        state: 2,
        speed: 0x10000,
        frame_start: 0,
        frame_end: 1,
        next_animation: 0,
        next_frame: 0,
        num_state_changes: 1,
        state_change_offset: 0,
        num_anim_commands: 2,
        anim_command: 0,
        ..Default::default()
    }];
    l.state_changes = vec![StateChange {
        state: 1,
        num_dispatches: 1,
        first_dispatch: 0,
    }];
    l.anim_dispatches = vec![AnimDispatch {
        low: 0,
        high: 1,
        next_animation: 0,
        next_frame: 0,
    }];
    l.anim_commands = vec![5, 1, 0x4000 | 3, 4];
    let keyframe: Vec<u16> = if game == Game::Tr1 {
        vec![
            0xFF80, 128, 0xFF00, 0, 0xFF80, 128, 0, 0, 0, 2, 0, 0x4000, 0x0100, 0,
        ]
    } else {
        vec![
            0xFF80,
            128,
            0xFF00,
            0,
            0xFF80,
            128,
            0,
            0,
            0,
            0x4000,
            0x0100,
            0x8000 | 256,
        ]
    };
    l.frames = [keyframe.clone(), keyframe].concat();
    l.models = vec![Model {
        id: 0,
        num_meshes: 2,
        starting_mesh: 0,
        mesh_tree: 0,
        frame_offset: 0,
        animation: 0,
        tr5_filler: if game == Game::Tr5 { 0xFEFF } else { 0 },
    }];
    let bbox = BoundingBox {
        min_x: -128,
        max_x: 128,
        min_y: -256,
        max_y: 0,
        min_z: -128,
        max_z: 128,
    };
    l.static_meshes = vec![StaticMesh {
        id: 7,
        mesh: 1,
        visibility_box: bbox,
        collision_box: bbox,
        flags: 2,
    }];
    let corner = |x: u16, y: u16| ObjectTextureVertex { x, y };
    l.object_textures = vec![ObjectTexture {
        attribute: 1,
        tile_and_flag: 0,
        new_flags: if game.is_tr45() { 0x8000 } else { 0 },
        vertices: [
            corner(0x0001, 0x0001),
            corner(0x3FFF, 0x0001),
            corner(0x3FFF, 0x3FFF),
            corner(0x0001, 0x3FFF),
        ],
        width: if game.is_tr45() { 63 } else { 0 },
        height: if game.is_tr45() { 63 } else { 0 },
        ..Default::default()
    }];
    l.sprite_textures = vec![SpriteTexture {
        tile: 0,
        x: 64,
        y: 64,
        width: 0x0FFF,
        height: 0x0FFF,
        left: -128,
        top: -256,
        right: 128,
        bottom: 0,
    }];
    l.sprite_sequences = vec![SpriteSequence {
        id: 176,
        negative_length: -1,
        offset: 0,
    }];
    l.cameras = vec![Camera {
        x: 1536,
        y: -1024,
        z: 1536,
        room: 0,
        flags: 1,
    }];
    if game.is_tr45() {
        l.flyby_cameras = vec![FlybyCamera {
            x: 1,
            y: 2,
            z: 3,
            dx: 4,
            dy: 5,
            dz: 6,
            sequence: 0,
            index: 0,
            fov: 80 * 182,
            roll: 0,
            timer: 0,
            speed: 655,
            flags: 4,
            room: 0,
        }];
        l.ai_objects = vec![AiObject {
            type_id: 398,
            room: 1,
            x: 4608,
            y: 0,
            z: 1536,
            ocb: 3,
            flags: 0,
            angle: 0,
        }];
    }
    l.sound_sources = vec![SoundSource {
        x: 1536,
        y: 0,
        z: 1536,
        sound_id: 0,
        flags: 0xC0,
    }];
    let scale = if game == Game::Tr1 { 1024 } else { 1 };
    l.boxes = vec![
        NavBox {
            z_min: scale,
            z_max: 2 * scale,
            x_min: scale,
            x_max: 2 * scale,
            true_floor: 0,
            overlap_index: 0,
        },
        NavBox {
            z_min: scale,
            z_max: 2 * scale,
            x_min: 4 * scale,
            x_max: 5 * scale,
            true_floor: 0,
            overlap_index: 0x8000 | 1,
        },
    ];
    l.overlaps = vec![0x8001, 0x8000];
    l.zones = (0..2 * body::zone_arrays(game))
        .map(|i| (i % 3) as i16)
        .collect();
    l.animated_textures = vec![1, 0, 0];
    l.uv_rotate_count = if game.is_tr45() { 1 } else { 0 };
    l.entities = vec![Entity {
        type_id: 0,
        room: 0,
        x: 1536,
        y: 0,
        z: 1536,
        angle: 0x4000,
        intensity1: -1,
        intensity2_or_ocb: match game {
            Game::Tr1 => 0,
            Game::Tr4 | Game::Tr5 => 5,
            _ => -1,
        },
        flags: 0x3E00 | 0x0100,
    }];
    l.sound_map = vec![-1; body::sound_map_len(game)];
    l.sound_map[0] = 0;
    l.sound_details = vec![SoundDetails {
        sample: 0,
        volume: 100,
        range: if game >= Game::Tr3 { 10 } else { 0 },
        chance: 0,
        pitch: 0,
        characteristics: 1 << 2,
    }];
    match game {
        Game::Tr1 => {
            l.tr1_samples = tiny_wave();
            l.sample_indices = vec![0];
        }
        Game::Tr2 | Game::Tr3 => l.sample_indices = vec![17],
        _ => {
            l.sample_indices = vec![17];
            l.samples = vec![Tr4Sample {
                uncompressed_size: 8,
                data: tiny_wave(),
            }];
        }
    }
    l
}

fn strings(list: &[&str]) -> Vec<Vec<u8>> {
    list.iter().map(|s| s.as_bytes().to_vec()).collect()
}

/// A TR2-style gameflow script with every opcode, for `platform`.
pub fn gameflow(platform: Platform) -> Gameflow {
    let n = 2;
    let per_level = |prefix: &str| {
        (0..n)
            .map(|i| format!("{prefix} {i}").into_bytes())
            .collect::<Vec<_>>()
    };
    let psx = platform != Platform::Pc;
    Gameflow {
        platform,
        version: 3,
        description: {
            let mut d = b"tombrs test script".to_vec();
            d.resize(256, 0);
            d
        },
        gameflow_size: 128,
        header: GameflowHeader {
            first_option: 0x500,
            title_replace: -1,
            on_death_demo_mode: 0x500,
            on_death_in_game: 0x500,
            demo_time: 900,
            on_demo_interrupt: 0x500,
            on_demo_end: 0x500,
            unknown1: vec![0; 36],
            title_sound_id: 64,
            single_level: 0xFFFF,
            unknown2: vec![0; 32],
            flags: GameflowFlags::USE_XOR | GameflowFlags::GYM_ENABLED,
            unknown3: vec![0; 6],
            xor_key: 0xA6,
            language_id: 0,
            secret_sound_id: 47,
            unknown4: vec![0; 4],
        },
        levels: strings(&["Lara's Home", "The Great Wall"]),
        chapter_screens: vec![],
        titles: strings(&["data\\title.tr2", "pix\\title.pcx"]),
        fmvs: strings(&["fmv\\logo.rpl"]),
        level_paths: strings(&["data\\assault.tr2", "data\\wall.tr2"]),
        cutscene_paths: strings(&["data\\cut1.tr2"]),
        sequences: vec![
            Sequence {
                ops: vec![GameflowOp::Fmv(0), GameflowOp::End],
                trailing: vec![],
            },
            Sequence {
                ops: vec![GameflowOp::Level(0), GameflowOp::End],
                trailing: vec![],
            },
            Sequence {
                ops: vec![
                    GameflowOp::Track(3),
                    GameflowOp::StartInv {
                        item: 1,
                        bonus: false,
                    },
                    GameflowOp::StartInv {
                        item: 5,
                        bonus: true,
                    },
                    GameflowOp::Level(1),
                    GameflowOp::Cine(0),
                    GameflowOp::CutAngle(0x4000),
                    GameflowOp::Complete,
                    GameflowOp::Sunset,
                    GameflowOp::RemoveWeapons,
                    GameflowOp::NoFloor(10240),
                    GameflowOp::Secrets(3),
                    GameflowOp::KillToComplete,
                    GameflowOp::RemoveAmmo,
                    GameflowOp::StartAnim(12),
                    GameflowOp::DeadlyWater,
                    GameflowOp::LoadPic(1),
                    GameflowOp::JumpToSequence(0),
                    GameflowOp::GameComplete,
                    GameflowOp::End,
                ],
                trailing: vec![],
            },
        ],
        demo_levels: vec![1 + 1024],
        psx_fmv_info: if psx { vec![[0, 400]] } else { vec![] },
        game_strings: strings(&["INVENTORY", "OPTION", "ITEMS"]),
        platform_strings: (0..match platform {
            Platform::Pc => 41,
            Platform::Psx => 80,
            Platform::PsxBeta => 79,
        })
            .map(|i| format!("S{i}").into_bytes())
            .collect(),
        puzzle_strings: (0..4).map(|k| per_level(&format!("Puzzle {k}"))).collect(),
        secret_strings: if platform == Platform::PsxBeta {
            (0..4).map(|k| per_level(&format!("Secret {k}"))).collect()
        } else {
            vec![]
        },
        special_strings: if platform == Platform::PsxBeta {
            (0..2).map(|k| per_level(&format!("Special {k}"))).collect()
        } else {
            vec![]
        },
        pickup_strings: (0..2).map(|k| per_level(&format!("Pickup {k}"))).collect(),
        key_strings: (0..4).map(|k| per_level(&format!("Key {k}"))).collect(),
    }
}

/// A CUTSEQ packed-stream header: three keys, the marker word and three
/// packed lengths.
pub fn stream_header(key: [i16; 3], lengths: [u16; 3]) -> Vec<u8> {
    let mut h = Vec::new();
    for k in key {
        h.extend(k.to_le_bytes());
    }
    h.extend(0x3DEFu16.to_le_bytes());
    for l in lengths {
        h.extend(l.to_le_bytes());
    }
    h
}

/// A one-actor CUTSEQ cutscene block of ten frames.
pub fn cutscene_block() -> Vec<u8> {
    let n = tombrs::format::companion::cutseq::packed_len(10) as u16;
    let mut stream = Vec::new();
    for _ in 0..4 {
        stream.extend(stream_header([0, 0, 0], [n; 3]));
    }
    for c in 0..12 {
        stream.extend(tombrs::format::companion::cutseq::pack_channel(
            &(0..10).map(|f| f * c).collect::<Vec<_>>(),
            15,
        ));
    }
    let header_len = 2 + 2 + 12 + 4 + 4 + 8;
    let camera_len =
        2 * 14 + 6 * tombrs::format::companion::cutseq::pack_channel(&[0; 10], 15).len();
    let mut block = Vec::new();
    block.extend(1u16.to_le_bytes());
    block.extend(10u16.to_le_bytes());
    block.extend([0u8; 12]);
    block.extend((-1i32).to_le_bytes());
    block.extend((header_len as u32).to_le_bytes());
    block.extend(((header_len + camera_len) as u32).to_le_bytes());
    block.extend(0u16.to_le_bytes());
    block.extend(1u16.to_le_bytes());
    // Camera (2 headers) then actor (2 headers): reorder the shared stream.
    let headers = &stream[..4 * 14];
    let channels = &stream[4 * 14..];
    let per = tombrs::format::companion::cutseq::pack_channel(&[0; 10], 15).len();
    block.extend(&headers[..28]);
    block.extend(&channels[..6 * per]);
    block.extend(&headers[28..]);
    block.extend(&channels[6 * per..]);
    block
}
