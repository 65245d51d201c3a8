//! Files in the wild: builder-made WADs and levels carrying each kind of
//! inconsistency open, name their repairs (`tombrs info`), and show the
//! objects that survive (`tombrs render`, offscreen). `--strict` still
//! refuses a level that needs repairs.
#![cfg(feature = "frontend")]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::images::{count, render_cli};
use tombrs::builder::{build, demo::demo_level, wad::wad_of};
use tombrs::format::companion::wad::Wad;
use tombrs::format::{write_level, Game, RawLevel};
use tombrs::level::Level;

fn scratch(name: &str) -> PathBuf {
    let dir = crate::common::scratch("tolerant");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn tombrs(args: &[&str], file: &Path) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tombrs"))
        .env("SDL_VIDEODRIVER", "offscreen")
        .args(args)
        .arg(file)
        .output()
        .unwrap()
}

/// `tombrs info --json FILE`, parsed; fails unless it succeeds.
fn info(file: &Path) -> serde_json::Value {
    let out = tombrs(&["info", "--json"], file);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The strings of the list `key` in an `info --json` report.
fn strings<'a>(report: &'a serde_json::Value, key: &str) -> Vec<&'a str> {
    report[key]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n.as_str())
        .collect()
}

/// The pixels of a 640×480 render that are not the viewer's background.
fn object_pixels(file: &Path, extra: &[&str]) -> usize {
    let image = render_cli(file, &file.with_extension("png"), extra);
    let background = |p: &[u8]| (p[0], p[1], p[2]) == (41, 43, 51);
    640 * 480 - count(&image, (0, 0, 640, 480), background)
}

fn demo_raw() -> RawLevel {
    build(&demo_level(), Game::Tr4)
}

/// The first animation of the first animated movable.
fn first_anim(w: &Wad) -> usize {
    w.movables
        .iter()
        .find(|m| m.animation != 0xFFFF)
        .unwrap()
        .animation as usize
}

/// The kinds of damage a WAD can carry: (name, the note it must give, how
/// the WAD is spoilt).
type WadSpoil = (&'static str, &'static str, fn(&mut Wad));

const WAD_SPOILS: &[WadSpoil] = &[
    ("keyframes", "keyframes of model", |w| {
        let a = first_anim(w);
        w.animations[a].frame_end = 30_000;
    }),
    ("commands", "commands run past", |w| {
        let a = first_anim(w);
        w.animations[a].num_anim_commands = 400;
    }),
    ("state_changes", "dispatches run past", |w| {
        w.state_changes[0].num_dispatches = 9000
    }),
    ("dispatch", "leads to missing animation", |w| {
        w.dispatches[0].next_animation = 4000
    }),
    ("mesh", "no mesh starts there", |w| w.mesh_pointers[1] = 3),
    ("texture", "texture sample 4095", |w| {
        w.meshes[0].1.polygons[0].texture = 0x0FFF
    }),
    ("vertex", "face dropped", |w| {
        w.meshes[0].1.polygons[0].vertices[1] = 999
    }),
    ("links", "links run past", |w| {
        let last = w.movables.len() - 1;
        w.movables[last].num_meshes += 40;
        w.movables[last].mesh_tree = w.links.len() as u32 - 4;
    }),
];

#[test]
fn a_builder_wad_opens_without_notes() {
    let raw = demo_raw();
    let wad = wad_of(&raw);
    let bytes = wad.write();
    let back = Wad::read(&bytes).unwrap();
    assert_eq!(back.write(), bytes, "the WAD round-trips");
    let (level, notes) = Level::from_wad(&back).unwrap();
    assert_eq!(notes, Vec::<String>::new());
    assert_eq!(level.models.len(), raw.models.len());
    assert_eq!(level.statics.len(), raw.static_meshes.len());
}

#[test]
fn damaged_wads_open_name_their_repairs_and_show_what_survives() {
    let sound = scratch("sound.wad");
    std::fs::write(&sound, wad_of(&demo_raw()).write()).unwrap();
    let whole = object_pixels(&sound, &[]);
    assert!(
        whole > 640 * 480 / 100,
        "the sound WAD shows its first object: {whole}"
    );
    for &(name, note, spoil) in WAD_SPOILS {
        let mut wad = wad_of(&demo_raw());
        spoil(&mut wad);
        let path = scratch(&format!("{name}.wad"));
        std::fs::write(&path, wad.write()).unwrap();
        let report = info(&path);
        let notes = strings(&report, "conversion_notes");
        assert!(
            notes.iter().any(|n| n.contains(note)),
            "{name}: no note says {note:?}: {notes:#?}"
        );
        let shown = object_pixels(&path, &[]);
        println!("{name}: {} notes, {shown} object pixels", notes.len());
        assert!(shown > 640 * 480 / 200, "{name}: {shown} object pixels");
    }
}

/// One kind of damage a level can carry, the repair it must name, and
/// whether the strict model refuses it.
struct LevelSpoil {
    name: &'static str,
    repair: &'static str,
    spoil: fn(&mut RawLevel),
}

const LEVEL_SPOILS: &[LevelSpoil] = &[
    LevelSpoil {
        name: "animation",
        repair: "animations[3].next_animation = 9999",
        spoil: |raw| raw.animations[3].next_animation = 9999,
    },
    LevelSpoil {
        name: "texture",
        repair: "object_textures[0].tile = 77",
        spoil: |raw| raw.object_textures[0].tile_and_flag = 77,
    },
    LevelSpoil {
        name: "entity",
        repair: "entities[0].room = 500",
        spoil: |raw| raw.entities[0].room = 500,
    },
    LevelSpoil {
        name: "portal",
        repair: "adjoining_room = 300",
        spoil: |raw| raw.rooms[0].portals[0].adjoining_room = 300,
    },
];

#[test]
fn damaged_levels_open_with_repairs_unless_strict() {
    for s in LEVEL_SPOILS {
        let mut raw = demo_raw();
        (s.spoil)(&mut raw);
        let path = scratch(&format!("{}.tr4", s.name));
        std::fs::write(&path, write_level(&raw)).unwrap();
        let strict = tombrs(&["info", "--strict"], &path);
        assert!(!strict.status.success(), "{}: --strict refuses it", s.name);
        let report = info(&path);
        let repairs = strings(&report, "repairs");
        assert!(
            repairs.iter().any(|r| r.contains(s.repair)),
            "{}: {repairs:#?}",
            s.name
        );
        let text = tombrs(&["info"], &path);
        assert!(
            String::from_utf8_lossy(&text.stdout).contains("repairs (1;"),
            "{}",
            s.name
        );
        let image = render_cli(&path, &path.with_extension("png"), &[]);
        let lit = count(&image, (0, 0, 640, 480), |p| {
            p[0] as u32 + p[1] as u32 + p[2] as u32 > 30
        });
        println!("{}: {lit} lit pixels", s.name);
        assert!(
            lit > 640 * 480 / 10,
            "{}: the level draws ({lit} lit pixels)",
            s.name
        );
        let sim = tombrs(&["sim", "--ticks", "30"], &path);
        assert!(
            sim.status.success(),
            "{}: {}",
            s.name,
            String::from_utf8_lossy(&sim.stderr)
        );
        assert!(
            String::from_utf8_lossy(&sim.stderr).contains("opened with 1 repairs"),
            "{}: sim says what it repaired",
            s.name
        );
    }
}
