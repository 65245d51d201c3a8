//! `tombrs info` for the files around the levels: scripts, language files,
//! containers, sound files and object WADs.

use std::path::Path;

use serde_json::{json, Value};

use crate::format::companion::cdaudio::CdAudio;
use crate::format::companion::cutseq::Cutseq;
use crate::format::companion::gameflow::{Gameflow, GameflowAction};
use crate::format::companion::kind::FileKind;
use crate::format::companion::language::LanguageFile;
use crate::format::companion::main_sfx::read_main_sfx;
use crate::format::companion::ogg::read_ogg;
use crate::format::companion::pak::read_pak;
use crate::format::companion::script::{Script, ScriptOp};
use crate::format::companion::wad::Wad;
use crate::format::companion::wave;
use crate::format::level_file::ReadLimits;
use crate::format::text::latin1;
use crate::level::Level;

fn strings(v: &[Vec<u8>]) -> Vec<String> {
    v.iter().map(|s| latin1(s)).collect()
}

fn op_json(op: &ScriptOp) -> Value {
    let name = |s: &str| json!({ "op": s });
    match *op {
        ScriptOp::Level {
            string_index,
            options,
            path_index,
            audio,
        } => {
            json!({"op": "level", "string_index": string_index, "options": format!("{options:?}"), "path_index": path_index, "audio": audio})
        }
        ScriptOp::Title {
            path_index,
            options,
            audio,
        } => {
            json!({"op": "title", "options": format!("{options:?}"), "path_index": path_index, "audio": audio})
        }
        ScriptOp::LoadCamera {
            source,
            target,
            room,
        } => json!({"op": "load_camera", "source": source, "target": target, "room": room}),
        ScriptOp::Item(i) => {
            json!({"op": "item", "slot": i.slot_name(), "string_index": i.string_index, "height": i.height, "size": i.size, "angles": [i.x_angle, i.y_angle, i.z_angle], "unknown": i.unknown})
        }
        other => {
            let mut v = name(&format!("{other:?}"));
            v["opcode"] = json!(other.opcode());
            v
        }
    }
}

/// Finds the first language file the script names, next to the script.
fn language_beside(script: &Script, path: &Path) -> Option<LanguageFile> {
    let dir = path.parent()?;
    script.language_files.iter().find_map(|f| {
        let name = latin1(f);
        let bytes = std::fs::read(dir.join(&name)).ok()?;
        LanguageFile::read(&bytes).ok()
    })
}

/// The JSON report of a non-level file.
pub fn report(kind: FileKind, bytes: &[u8], path: &Path) -> Result<Value, String> {
    let e = |e: crate::format::FormatError| e.to_string();
    let limit = ReadLimits::for_file_len(bytes.len()).inflate_limit;
    Ok(match kind {
        FileKind::Level(_) => unreachable_level(),
        FileKind::Script => {
            let s = Script::read(bytes).map_err(e)?;
            let lang = language_beside(&s, path);
            let levels: Vec<Value> = s
                .levels
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let (name_index, path_index) = l.name_and_path().unzip();
                    let _ = path_index;
                    let name = name_index.flatten().and_then(|n| lang.as_ref()?.string(n as usize));
                    let level_path = s.path_of(i).map(latin1);
                    json!({"index": i, "path": level_path, "name_index": name_index.flatten(), "name": name, "options": l.ops.iter().map(op_json).collect::<Vec<_>>(), "trailing_bytes": l.trailing.len()})
                })
                .collect();
            json!({"kind": "script", "options": format!("{:?}", s.options), "input_timeout": s.input_timeout, "security": s.security,
                "paths": strings(&s.paths), "levels": levels, "language_files": strings(&s.language_files),
                "ng_block": s.ng_block.as_ref().map(|b| b.len()), "language_found": lang.is_some()})
        }
        FileKind::Language => {
            let l = LanguageFile::read(bytes).map_err(e)?;
            json!({"kind": "language", "generic": l.generic.len(), "psx": l.psx.len(), "pc": l.pc.len(),
                "first_strings": strings(&l.generic.iter().take(8).cloned().collect::<Vec<_>>())})
        }
        FileKind::Gameflow => {
            let g = Gameflow::read(bytes).map_err(e)?;
            let h = &g.header;
            json!({"kind": "gameflow", "platform": format!("{:?}", g.platform), "version": g.version, "flags": format!("{:?}", h.flags),
                "xor_key": h.xor_key, "language_id": h.language_id,
                "first_option": format!("{:?}", GameflowAction::decode(h.first_option)), "on_death_in_game": format!("{:?}", GameflowAction::decode(h.on_death_in_game)),
                "levels": strings(&g.levels), "level_paths": strings(&g.level_paths), "fmvs": strings(&g.fmvs), "cutscene_paths": strings(&g.cutscene_paths),
                "titles": strings(&g.titles), "sequences": g.sequences.iter().map(|s| s.ops.iter().map(|o| format!("{o:?}")).collect::<Vec<_>>()).collect::<Vec<_>>(),
                "demo_levels": g.demo_levels.iter().map(|&d| crate::format::companion::gameflow::level_id(d).0).collect::<Vec<_>>(), "game_strings": g.game_strings.len(), "platform_strings": g.platform_strings.len()})
        }
        FileKind::Pak => {
            let data = read_pak(bytes, limit).map_err(e)?;
            let inner = crate::format::companion::kind::detect_kind(&data, None).map(|k| k.name());
            json!({"kind": "pak", "uncompressed_size": data.len(), "compressed_size": bytes.len() - 4, "contents": inner})
        }
        FileKind::Cutseq => {
            let c = Cutseq::read(bytes).map_err(e)?;
            let cuts: Vec<Value> = c.cutscenes.iter().enumerate().filter_map(|(i, s)| s.as_ref().map(|s| (i, s))).map(|(i, s)| {
                let undecoded = s.camera.iter().chain(s.actor_streams.iter().flatten()).flat_map(|(_, ch)| ch.iter()).filter(|c| c.is_err()).count();
                json!({"index": i, "frames": s.num_frames, "origin": s.origin, "audio_track": s.audio_track, "actors": s.actors.iter().map(|a| json!({"slot": a.slot, "nodes": a.nodes})).collect::<Vec<_>>(), "undecoded_channels": undecoded})
            }).collect();
            json!({"kind": "cutseq", "table_entries": c.table.len(), "cutscenes": cuts})
        }
        FileKind::CdAudio => {
            let c = CdAudio::read(bytes).map_err(e)?;
            let tracks: Vec<Value> = c.tracks.iter().enumerate().filter(|(_, t)| t.length > 0).map(|(i, t)| json!({"index": i, "name": t.name_str(), "length": t.length, "offset": t.offset})).collect();
            json!({"kind": "cdaudio", "tracks": tracks})
        }
        FileKind::MainSfx => {
            let files = read_main_sfx(bytes).map_err(e)?;
            json!({"kind": "main_sfx", "samples": files.len()})
        }
        FileKind::Wave => {
            let p = wave::decode(bytes).map_err(e)?;
            let f = wave::parse(bytes).map_err(e)?.format;
            json!({"kind": "wave", "format_tag": f.format_tag, "channels": p.channels, "sample_rate": p.sample_rate, "frames": p.frames(), "seconds": p.seconds(), "peak": p.peak()})
        }
        FileKind::Ogg => {
            let pages = read_ogg(bytes).map_err(e)?;
            let last = pages.last().map(|p| p.granule_position).unwrap_or(0);
            json!({"kind": "ogg", "pages": pages.len(), "streams": pages.iter().map(|p| p.serial).collect::<std::collections::BTreeSet<_>>().len(), "last_granule": last})
        }
        FileKind::Wad => {
            let w = Wad::read(bytes).map_err(e)?;
            let (level, notes) = Level::from_wad(&w).map_err(|e| e.to_string())?;
            let movables: Vec<Value> = level.models.iter().map(|m| json!({"id": m.type_id, "meshes": m.meshes.len(), "animations": m.animation_count})).collect();
            let statics: Vec<Value> = level
                .statics
                .iter()
                .map(|s| json!({"id": s.id, "mesh": s.mesh.0}))
                .collect();
            json!({"kind": "wad", "version": w.version, "texture_samples": w.samples.len(), "texture_pages": w.page_count(), "meshes": w.meshes.len(),
                "mesh_pointers": w.mesh_pointers.len(), "animations": w.animations.len(), "movables": movables, "statics": statics, "conversion_notes": notes})
        }
    })
}

fn unreachable_level() -> Value {
    json!({"error": "levels are reported by the level report"})
}
