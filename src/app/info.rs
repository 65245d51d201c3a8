//! `tombrs info`: what a level file holds, as text or as JSON with stable keys.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::format::RawLevel;
use crate::level::room::RoomFlags;
use crate::level::Level;

/// Names of the set room flags.
fn flag_names(f: RoomFlags) -> Vec<&'static str> {
    let mut out = Vec::new();
    for (name, bit) in [
        ("water", RoomFlags::WATER),
        ("sky", RoomFlags::SKYBOX),
        ("wind", RoomFlags::WIND),
        (
            "quicksand_or_no_lensflare",
            RoomFlags::QUICKSAND_OR_NO_LENSFLARE,
        ),
        ("caustics", RoomFlags::CAUSTICS),
        ("reflective", RoomFlags::REFLECTIVE),
        ("snow", RoomFlags::SNOW),
        ("rain", RoomFlags::RAIN),
        ("cold", RoomFlags::COLD),
    ] {
        if f.contains(bit) {
            out.push(name);
        }
    }
    out
}

/// Builds the JSON report of a parsed and resolved level.
pub fn level_report(raw: &RawLevel, level: &Level) -> Value {
    let game = raw.game();
    // The TR4/TR5 overlaps creatures cross by a jump or a monkey swing.
    let crossings = |flag: fn(&crate::level::nav::Overlap) -> bool| {
        let lists = level.navigation.overlaps.iter();
        lists.flatten().filter(|o| flag(o)).count()
    };
    let rooms: Vec<Value> = level
        .rooms
        .iter()
        .enumerate()
        .map(|(i, r)| {
            json!({
                "index": i,
                "position": r.position,
                "sectors_x": r.num_x_sectors,
                "sectors_z": r.num_z_sectors,
                "vertices": r.vertices.len(),
                "quads": r.quads.len(),
                "triangles": r.triangles.len(),
                "sprites": r.sprites.len(),
                "portals": r.portals.len(),
                "lights": r.lights.len(),
                "static_meshes": r.statics.len(),
                "flags": r.flags.bits(),
                "flag_names": flag_names(r.flags),
                "alternate": r.alternate_room.map(|a| a.0),
                "alternate_group": r.alternate_group,
                "null": r.is_null,
            })
        })
        .collect();
    let mut histogram: BTreeMap<String, usize> = BTreeMap::new();
    for e in &level.entities {
        *histogram.entry(e.type_id.to_string()).or_default() += 1;
    }
    let models: Vec<Value> = level
        .models
        .iter()
        .map(|m| json!({"type_id": m.type_id, "meshes": m.meshes.len(), "animations": m.animation_count}))
        .collect();
    let triggers = level
        .floor_lists
        .iter()
        .filter(|l| l.trigger().is_some())
        .count();
    json!({
        "game": game.name(),
        "version": format!("{:#010x}", raw.version_word),
        "demo": raw.demo.map(|d| format!("{d:?}")),
        "textiles": raw.tile_count(),
        "pages": level.pages.len(),
        "rooms": level.rooms.len(),
        "floordata": raw.floor_data.len(),
        "floordata_lists": level.floor_lists.len() - 1,
        "triggers": triggers,
        "meshes": raw.mesh_data.meshes.len(),
        "mesh_pointers": raw.mesh_pointers.len(),
        "animations": raw.animations.len(),
        "state_changes": raw.state_changes.len(),
        "anim_dispatches": raw.anim_dispatches.len(),
        "anim_commands": raw.anim_commands.len(),
        "mesh_trees": raw.mesh_trees.len(),
        "frames": raw.frames.len(),
        "models": raw.models.len(),
        "static_meshes": raw.static_meshes.len(),
        "object_textures": raw.object_textures.len(),
        "sprite_textures": raw.sprite_textures.len(),
        "sprite_sequences": raw.sprite_sequences.len(),
        "cameras": raw.cameras.len(),
        "flyby_cameras": raw.flyby_cameras.len(),
        "sound_sources": raw.sound_sources.len(),
        "boxes": raw.boxes.len(),
        "overlaps": raw.overlaps.len(),
        "jump_overlaps": crossings(|o| o.jump),
        "monkey_overlaps": crossings(|o| o.monkey),
        "zones": raw.zones.len(),
        "animated_textures": level.animated_textures.len(),
        "uv_rotate_count": raw.uv_rotate_count,
        "entities": raw.entities.len(),
        "ai_objects": level.ai_objects.len(),
        "cinematic_frames": raw.cinematic_frames.len(),
        "demo_data": raw.demo_data.len(),
        "sound_map": raw.sound_map.len(),
        "sound_details": raw.sound_details.len(),
        "sample_indices": raw.sample_indices.len(),
        "samples": level.sounds.samples.len(),
        "ng_chunk": raw.ng_chunk.as_ref().map(|c| c.len()),
        "room_table": rooms,
        "entity_types": histogram,
        "model_table": models,
    })
}

/// Renders the report as aligned text.
pub fn level_text(report: &Value) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let g = |k: &str| report.get(k).cloned().unwrap_or(Value::Null);
    let _ = writeln!(
        s,
        "game     {} (version {})",
        g("game").as_str().unwrap_or("?"),
        g("version").as_str().unwrap_or("?")
    );
    if let Some(demo) = g("demo").as_str() {
        let _ = writeln!(s, "demo     {demo}");
    }
    let _ = writeln!(s, "\nblocks");
    if let Value::Object(map) = report {
        for (k, v) in map {
            if v.is_number() {
                let _ = writeln!(s, "  {k:<18} {v}");
            }
        }
    }
    let _ = writeln!(
        s,
        "\nrooms\n  {:>4} {:>24} {:>7} {:>6} {:>6} {:>4} {:>6} {:>4}  flags",
        "#", "position", "sectors", "verts", "faces", "port", "lights", "alt"
    );
    for r in g("room_table").as_array().into_iter().flatten() {
        let p = &r["position"];
        let faces = r["quads"].as_u64().unwrap_or(0) + r["triangles"].as_u64().unwrap_or(0);
        let alt = r["alternate"]
            .as_u64()
            .map(|a| a.to_string())
            .unwrap_or_else(|| "-".into());
        let names: Vec<&str> = r["flag_names"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str())
            .collect();
        let _ = writeln!(
            s,
            "  {:>4} {:>24} {:>7} {:>6} {:>6} {:>4} {:>6} {:>4}  {:#06x} {}",
            r["index"].to_string(),
            format!("{},{},{}", p[0], p[1], p[2]),
            format!("{}x{}", r["sectors_x"], r["sectors_z"]),
            r["vertices"].to_string(),
            faces,
            r["portals"].to_string(),
            r["lights"].to_string(),
            alt,
            r["flags"].as_u64().unwrap_or(0),
            names.join(",")
        );
    }
    let _ = writeln!(s, "\nentity types (type: count)");
    let hist: Vec<String> = g("entity_types")
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| format!("{k}:{v}"))
        .collect();
    let _ = writeln!(s, "  {}", hist.join("  "));
    let _ = writeln!(s, "\nmodels (type id/meshes/animations)");
    let models: Vec<String> = g("model_table")
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| format!("{}/{}/{}", m["type_id"], m["meshes"], m["animations"]))
        .collect();
    for chunk in models.chunks(10) {
        let _ = writeln!(s, "  {}", chunk.join("  "));
    }
    let repairs = g("repairs");
    let repairs = repairs.as_array().map(Vec::as_slice).unwrap_or_default();
    if !repairs.is_empty() {
        let _ = writeln!(
            s,
            "\nrepairs ({}; `--strict` refuses the level)",
            repairs.len()
        );
        for r in repairs.iter().filter_map(|r| r.as_str()) {
            let _ = writeln!(s, "  {r}");
        }
    }
    s
}

/// Renders any JSON report as indented `key: value` lines.
pub fn generic_text(report: &Value) -> String {
    fn walk(v: &Value, indent: usize, out: &mut String) {
        use std::fmt::Write;
        let pad = "  ".repeat(indent);
        match v {
            Value::Object(map) => {
                for (k, v) in map {
                    if v.is_object()
                        || v.is_array()
                            && v.as_array()
                                .is_some_and(|a| a.iter().any(|x| x.is_object() || x.is_array()))
                    {
                        let _ = writeln!(out, "{pad}{k}:");
                        walk(v, indent + 1, out);
                    } else {
                        let _ = writeln!(out, "{pad}{k}: {v}");
                    }
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    let _ = writeln!(out, "{pad}[{i}]");
                    walk(item, indent + 1, out);
                }
            }
            other => {
                let _ = writeln!(out, "{pad}{other}");
            }
        }
    }
    let mut out = String::new();
    walk(report, 0, &mut out);
    out
}
