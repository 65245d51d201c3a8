//! The companion formats: real files round-trip and report what they hold;
//! writer-made TOMBPC.DAT, CUTSEQ, CDAUDIO.WAD and MAIN.SFX fixtures follow
//! every rule the readers check; every embedded sample of the real levels
//! decodes.

use crate::common;

use common::shared;
use std::process::Command;

use common::fixtures::{cutscene_block, gameflow, stream_header, tiny_wave};
use tombrs::format::companion::cdaudio::{open_track, CdAudio, HEADER_SIZE};
use tombrs::format::companion::cutseq::{pack_channel, packed_len, Cutseq};
use tombrs::format::companion::gameflow::{Gameflow, GameflowAction, GameflowOp, Platform};
use tombrs::format::companion::kind::{detect_kind, roundtrip_kind, FileKind};
use tombrs::format::companion::main_sfx::{read_main_sfx, write_main_sfx};
use tombrs::format::companion::pak::{read_pak, write_pak};
use tombrs::format::companion::script::{Script, ScriptOp};
use tombrs::format::companion::wad::Wad;
use tombrs::format::companion::wave;
use tombrs::format::{read_level, Game};
use tombrs::level::Level;

const COMPANION_FILES: [&str; 6] = [
    "trle/SCRIPT.DAT",
    "trle/ENGLISH.DAT",
    "trle/uklogo.pak",
    "trle/track_13.ogg",
    "wad/tr4_color.wad",
    "wad/coastal.wad",
];

/// Runs `tombrs roundtrip` (must print `identical`) and `tombrs info --json`
/// (must succeed) on `path`; returns the JSON report.
fn cli_roundtrip_and_info(path: &std::path::Path) -> serde_json::Value {
    let exe = env!("CARGO_BIN_EXE_tombrs");
    let name = path.display();
    let out = Command::new(exe)
        .arg("roundtrip")
        .arg(path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "identical",
        "{name}: {stderr}"
    );
    let out = Command::new(exe)
        .args(["info", "--json"])
        .arg(path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "{name}: {stderr}");
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn real_companion_files_round_trip() {
    if common::real_levels().is_none() {
        return;
    }
    for rel in COMPANION_FILES {
        let path = shared(rel).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let name = path.file_name().and_then(|n| n.to_str());
        let kind = detect_kind(&bytes, name).unwrap_or_else(|| panic!("{rel}: not detected"));
        assert_eq!(
            roundtrip_kind(kind, &bytes, common::ext(&path).as_deref()).unwrap(),
            None,
            "{rel}"
        );
        let json = cli_roundtrip_and_info(&path);
        assert_eq!(json["kind"], kind.name().replace('-', "_"), "{rel}");
    }
}

#[test]
fn script_dat_lists_levels_with_paths_names_and_options() {
    let Some(path) = shared("trle/SCRIPT.DAT") else {
        return;
    };
    let script = Script::read(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(script.levels.len(), 3);
    assert_eq!(script.path_of(0), Some(&b"DATA\\TITLE"[..]));
    assert!(script.ng_block.is_some(), "NG extension kept");
    assert!(matches!(
        script.levels[0].ops.last(),
        Some(ScriptOp::Title { .. })
    ));
    let out = Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .args(["info", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let levels = json["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 3);
    assert_eq!(levels[0]["path"], "DATA\\TITLE");
    assert_eq!(
        levels[1]["name"], "Abandoned Mines",
        "names come from ENGLISH.DAT beside the script"
    );
    assert!(levels[1]["options"]
        .as_array()
        .unwrap()
        .iter()
        .any(|o| o["op"] == "level"));
    assert_eq!(json["language_files"][0], "ENGLISH.DAT");
}

#[test]
fn wads_convert_into_level_objects() {
    for rel in ["wad/tr4_color.wad", "wad/coastal.wad"] {
        let Some(path) = shared(rel) else { return };
        let wad = Wad::read(&std::fs::read(&path).unwrap()).unwrap();
        let (raw, _notes) = wad.to_raw_level();
        let level = Level::from_raw(&raw).unwrap_or_else(|e| panic!("{rel}: {e}"));
        assert_eq!(level.models.len(), wad.movables.len());
        assert_eq!(level.statics.len(), wad.statics.len());
        assert_eq!(level.pages.len(), wad.page_count());
        for m in &level.models {
            if let Some(first) = m.first_animation {
                let k = &level.animations[first.index()].keyframes;
                assert!(
                    !k.is_empty() && k[0].rotations.len() == m.meshes.len(),
                    "{rel}: model {}",
                    m.type_id
                );
            }
            assert_eq!(m.parents[0], None);
        }
        let faces: usize = level.meshes.iter().map(|m| m.face_count()).sum();
        let polygons: usize = wad.meshes.iter().map(|(_, m)| m.polygons.len()).sum();
        assert_eq!(faces, polygons, "{rel}: every polygon becomes a face");
    }
}

#[test]
fn pak_holds_its_declared_size() {
    let Some(path) = shared("trle/uklogo.pak") else {
        return;
    };
    let bytes = std::fs::read(&path).unwrap();
    let data = read_pak(&bytes, 64 << 20).unwrap();
    assert_eq!(
        data.len() as u32,
        u32::from_le_bytes(bytes[..4].try_into().unwrap())
    );
    assert_eq!(read_pak(&write_pak(&data), 64 << 20).unwrap(), data);
    let mut lying = bytes.clone();
    lying[..4].copy_from_slice(&(data.len() as u32 + 1).to_le_bytes());
    assert!(read_pak(&lying, 64 << 20).is_err());
}

#[test]
fn every_embedded_sample_of_the_real_levels_decodes() {
    let Some(levels) = common::real_levels() else {
        return;
    };
    for path in levels {
        let raw = read_level(
            &std::fs::read(&path).unwrap(),
            common::ext(&path).as_deref(),
        )
        .unwrap();
        let name = path.display();
        match raw.game() {
            Game::Tr4 | Game::Tr5 => {
                assert!(!raw.samples.is_empty(), "{name}");
                for (i, s) in raw.samples.iter().enumerate() {
                    let pcm =
                        wave::decode(&s.data).unwrap_or_else(|e| panic!("{name} sample {i}: {e}"));
                    let parsed = wave::parse(&s.data).unwrap();
                    // The declared size is the 16-bit mono PCM (PCM samples count
                    // their WAVE header too); ADPCM may pad up to a block.
                    let decoded_bytes = pcm.frames() as i64 * 2;
                    let header = (s.data.len() - parsed.data.len()) as i64;
                    let slack = header + 2 * (parsed.format.samples_per_block.max(1) as i64) + 4;
                    assert!(
                        (decoded_bytes - s.uncompressed_size as i64).abs() <= slack,
                        "{name} sample {i}: {decoded_bytes} decoded bytes, {} declared",
                        s.uncompressed_size
                    );
                    // Real files hold a few placeholder samples of a couple of zero
                    // frames (TR4 sample 19: 2 frames); anything longer must sound.
                    if pcm.frames() >= 64 {
                        assert!(pcm.peak() > 0, "{name} sample {i} is silent");
                    }
                    let clipped = pcm
                        .samples
                        .iter()
                        .filter(|&&v| v == i16::MAX || v == i16::MIN)
                        .count();
                    assert!(
                        clipped < pcm.samples.len() / 2,
                        "{name} sample {i} is clipped throughout"
                    );
                }
            }
            Game::Tr1 => {
                let level = Level::from_raw(&raw).unwrap();
                for (i, s) in level.sounds.samples.iter().enumerate() {
                    let tombrs::level::sound::Sample::Embedded(bytes) = s else {
                        panic!()
                    };
                    let pcm =
                        wave::decode(bytes).unwrap_or_else(|e| panic!("{name} sample {i}: {e}"));
                    assert!(pcm.frames() > 0 && pcm.peak() > 0, "{name} sample {i}");
                }
            }
            _ => {}
        }
    }
}

#[test]
fn tombpc_dat_fixtures_round_trip_for_every_platform() {
    for platform in [Platform::Pc, Platform::Psx, Platform::PsxBeta] {
        let g = gameflow(platform);
        let bytes = g.write();
        assert_eq!(
            detect_kind(&bytes, Some("TOMBPC.DAT")),
            Some(FileKind::Gameflow)
        );
        let back = Gameflow::read(&bytes).unwrap_or_else(|e| panic!("{platform:?}: {e}"));
        common::assert_same(&back, &g, &format!("{platform:?}"));
        assert_eq!(back.write(), bytes);
        assert_eq!(
            roundtrip_kind(FileKind::Gameflow, &bytes, Some("dat")).unwrap(),
            None
        );
        // Strings are stored XORed (terminators not), so the plain text is absent.
        assert!(!bytes.windows(11).any(|w| w == b"Lara's Home"));
    }
    let g = gameflow(Platform::Pc);
    assert_eq!(
        GameflowAction::decode(g.header.first_option),
        GameflowAction::ExitToTitle
    );
    assert_eq!(GameflowAction::decode(0x402), GameflowAction::Demo(2));
    assert_eq!(GameflowAction::decode(0x001), GameflowAction::Sequence(1));
    // StartInv with +1000 is a bonus item.
    let bytes = g.write();
    let back = Gameflow::read(&bytes).unwrap();
    assert!(back.sequences[2].ops.contains(&GameflowOp::StartInv {
        item: 5,
        bonus: true
    }));
}

#[test]
fn tombpc_dat_with_an_unknown_opcode_is_an_error_with_its_offset() {
    let mut g = gameflow(Platform::Pc);
    g.sequences[0].ops = vec![GameflowOp::End];
    g.sequences[0].trailing = vec![];
    let mut bytes = g.write();
    // The first sequence's opcode: find the End (9) after the offsets table and corrupt it.
    let needle = [9u8, 0, 4, 0, 0, 0, 9, 0];
    let at = bytes
        .windows(needle.len())
        .position(|w| w == needle)
        .unwrap();
    bytes[at] = 99;
    let err = Gameflow::read(&bytes).unwrap_err();
    assert!(
        err.to_string().contains("unknown gameflow opcode 99"),
        "{err}"
    );
}

#[test]
fn cutseq_fixture_decodes_and_round_trips() {
    // Camera target, camera position and one 1-node actor over 20 frames.
    let frames = 20;
    let curve = |base: i32, step: i32| {
        (0..frames)
            .map(|f| base + step * f + (f % 3))
            .collect::<Vec<i32>>()
    };
    let channels: Vec<Vec<i32>> = (0..12).map(|i| curve(i * 100, i - 6)).collect();
    let n = packed_len(frames as usize) as u16;
    let player = |chans: &[Vec<i32>]| -> Vec<u8> {
        let mut out = Vec::new();
        for triple in chans.chunks(3) {
            out.extend(stream_header(
                [
                    triple[0][0] as i16,
                    triple[1][0] as i16,
                    triple[2][0] as i16,
                ],
                [n; 3],
            ));
        }
        for c in chans {
            out.extend(pack_channel(c, 15));
        }
        out
    };
    let camera = player(&channels[0..6]);
    let actor = player(&channels[6..12]);
    let header_len = 2 + 2 + 12 + 4 + 4 + 8;
    let mut block = Vec::new();
    block.extend(1u16.to_le_bytes());
    block.extend((frames as u16).to_le_bytes());
    for v in [1024i32, -512, 2048, 7] {
        block.extend(v.to_le_bytes());
    }
    block.extend((header_len as u32).to_le_bytes());
    block.extend(((header_len + camera.len()) as u32).to_le_bytes());
    block.extend(0u16.to_le_bytes());
    block.extend(1u16.to_le_bytes());
    block.extend(&camera);
    block.extend(&actor);
    let file = Cutseq::build(30, &[block]);
    assert_eq!(detect_kind(&file, None), Some(FileKind::Cutseq));
    let c = Cutseq::read(&file).unwrap();
    assert_eq!(c.table.len(), 30);
    let scene = c.cutscenes[0].as_ref().unwrap();
    assert_eq!(
        (scene.num_frames, scene.origin, scene.audio_track),
        (20, [1024, -512, 2048], 7)
    );
    let decoded: Vec<&Vec<i32>> = scene
        .camera
        .iter()
        .chain(&scene.actor_streams[0])
        .flat_map(|(_, ch)| ch.iter())
        .map(|c| c.as_ref().unwrap())
        .collect();
    assert_eq!(decoded.len(), 12);
    for (got, want) in decoded.iter().zip(&channels) {
        assert_eq!(*got, want);
    }
    assert_eq!(c.write(), file);
    // Inside a PAK as TR4 ships it.
    let pak = write_pak(&file);
    assert_eq!(detect_kind(&pak, Some("CUTSEQ.PAK")), Some(FileKind::Pak));
    assert_eq!(
        Cutseq::read(&read_pak(&pak, 1 << 20).unwrap())
            .unwrap()
            .write(),
        file
    );
}

#[test]
fn cdaudio_fixture_streams_one_track() {
    let a = tiny_wave();
    let mut b = tiny_wave();
    b.extend([0u8; 10]);
    let cd = CdAudio::from_files(&[("track01.wav", &a), ("track02.wav", &b)]);
    let bytes = cd.write();
    assert_eq!(bytes.len(), HEADER_SIZE + a.len() + b.len());
    let back = CdAudio::read(&bytes).unwrap();
    assert_eq!(back, cd);
    assert_eq!(back.track(1), Some(&b[..]));
    assert_eq!(back.tracks[0].name_str(), "track01.wav");
    assert_eq!(
        roundtrip_kind(FileKind::CdAudio, &bytes, Some("wad")).unwrap(),
        None
    );
    assert_eq!(
        detect_kind(&bytes, Some("CDAUDIO.WAD")),
        Some(FileKind::CdAudio)
    );
    let path = crate::common::scratch("cdaudio.wad");
    std::fs::write(&path, &bytes).unwrap();
    let mut track = Vec::new();
    std::io::Read::read_to_end(&mut open_track(&path, 1).unwrap(), &mut track).unwrap();
    assert_eq!(track, b);
    assert!(open_track(&path, 200).is_err());
    std::fs::remove_file(&path).ok();
    // A track that points outside the file is an error.
    let mut bad = bytes.clone();
    bad[260..264].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(CdAudio::read(&bad).is_err());
}

#[test]
fn main_sfx_fixture_splits_into_waves() {
    let a = tiny_wave();
    let sfx = write_main_sfx(&[&a, &a, &a]);
    assert_eq!(detect_kind(&sfx, Some("MAIN.SFX")), Some(FileKind::MainSfx));
    let files = read_main_sfx(&sfx).unwrap();
    assert_eq!(files.len(), 3);
    for f in &files {
        assert_eq!(wave::decode(f).unwrap().samples.len(), 4);
    }
    assert_eq!(
        roundtrip_kind(FileKind::MainSfx, &sfx, Some("sfx")).unwrap(),
        None
    );
    assert!(read_main_sfx(&sfx[..sfx.len() - 1]).is_err());
}

#[test]
fn cli_round_trips_writer_made_fixtures() {
    let dir = crate::common::scratch("fixtures");
    std::fs::create_dir_all(&dir).unwrap();
    let wave = tiny_wave();
    let files: Vec<(&str, Vec<u8>)> = vec![
        ("TOMBPC.DAT", gameflow(Platform::Pc).write()),
        ("TOMBPSX.DAT", gameflow(Platform::Psx).write()),
        ("CUTSEQ.BIN", Cutseq::build(44, &[cutscene_block()])),
        (
            "CDAUDIO.WAD",
            CdAudio::from_files(&[("01.wav", &wave), ("02.wav", &wave)]).write(),
        ),
        ("MAIN.SFX", write_main_sfx(&[&wave, &wave, &wave])),
        ("SAMPLE.WAV", wave.clone()),
    ];
    for (name, bytes) in files {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        cli_roundtrip_and_info(&path);
    }
    std::fs::remove_dir_all(&dir).ok();
}
