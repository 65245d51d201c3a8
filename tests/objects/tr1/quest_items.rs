//! TR1's quest objects: the Midas hand's gold death and its lead-bar trade
//! (the demo hero, lent a "Lara misc" model with the two Midas
//! animations), a puzzle hole that wears its "done" model once filled and
//! a cutscene actor that plays untriggered (TR1's own models from
//! TEST1.PHD in builder rooms; skipped without `TR_DATA_DIR`).

use crate::common;

use std::sync::Arc;

use tombrs::builder::models::{AnimDef, ModelDef};
use tombrs::builder::{objects, EntityDef, LevelDef, Material, RoomDef};
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, World};

const LEAD_BAR: u16 = 126;
const GOLD_BAR: u16 = 110;
const LARA_MISC: u32 = 5;
const DIE_MIDAS: u16 = 51;
const USE_MIDAS: u16 = 50;

fn scripted(level: Level) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    (world, host)
}

/// Runs Lua `code` as a function of Lara's handle (entity 0).
fn on_lara(host: &ScriptHost, world: &World, code: &str) -> mlua::Value {
    let lua = host.lua();
    lua.load(format!("return function(e) {code} end"))
        .eval::<mlua::Function>()
        .unwrap()
        .call(tombrs::script::bindings::handle_value(lua, Some(world.entities()[0].id)).unwrap())
        .unwrap()
}

fn carried(host: &ScriptHost, world: &World, item: u16) -> i64 {
    match on_lara(
        host,
        world,
        &format!("return (e.state.inventory or {{}})[{item}] or 0"),
    ) {
        mlua::Value::Integer(n) => n,
        other => panic!("{other:?}"),
    }
}

/// One open room, Lara at (2.5, 2.5) sectors facing +x, `others` after her.
fn room_def(others: Vec<EntityDef>) -> LevelDef {
    let mut me = EntityDef::new(0, 0, [2 * 1024 + 512, 0, 2 * 1024 + 512]);
    me.angle = 0x4000;
    LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 8, 6, 0, -16)],
        models: objects::all(),
        entities: std::iter::once(me).chain(others).collect(),
        ..Default::default()
    }
}

/// A "Lara misc" model (type 5) for the demo hero: her meshes, each
/// tinted apart so a swap shows, and two long animations in the Midas
/// slots — 0 laying the bar (state 50), 1 the gold death (state 51) —
/// each one still key held over `frames` frames.
fn lara_misc() -> ModelDef {
    let hero = objects::all().into_iter().find(|m| m.type_id == 0).unwrap();
    let key = hero.animations[0].keys[0].clone();
    let anim = |name, state, frames: usize| AnimDef {
        name,
        state,
        frame_rate: 1,
        keys: vec![key.clone(); frames],
        speed: 0,
        accel: 0,
        next_anim: 0,
        next_frame: 0,
        transitions: vec![],
        commands: vec![],
    };
    let mut misc = hero.clone();
    misc.type_id = LARA_MISC;
    // Gold: every face metal, so each mesh differs from hers.
    for mesh in &mut misc.meshes {
        mesh.quads.iter_mut().for_each(|q| q.1 = Material::Metal);
        mesh.triangles
            .iter_mut()
            .for_each(|t| t.1 = Material::Metal);
    }
    misc.animations = vec![
        anim("place_bar", USE_MIDAS, 130),
        anim("die_gold", DIE_MIDAS, 240),
    ];
    misc
}

/// The demo hero in one open room with a Midas hand (128) at `hand` and
/// the "Lara misc" model the hand's moves borrow.
fn midas_level(hand: [i32; 3]) -> Level {
    let mut def = room_def(vec![EntityDef::new(128, 0, hand)]);
    def.models.push(lara_misc());
    Level::from_raw(&tombrs::builder::build(&def, tombrs::format::Game::Tr1)).unwrap()
}

#[test]
fn standing_by_the_midas_hand_turns_her_to_gold_feet_first() {
    let (mut world, mut host) = scripted(midas_level([2 * 1024 + 512 + 300, 0, 2 * 1024 + 512]));
    let mut states = Vec::new();
    let mut swaps = Vec::new();
    for _ in 0..200 {
        host.step(&mut world, Input { bits: 0 });
        let l = &world.entities()[0];
        states.push((l.state, l.health));
        swaps.push(l.mesh_swaps.clone());
    }
    let dead = states.iter().position(|s| s.1 <= 0).expect("she died");
    assert!(dead < 5, "at once: {dead}");
    assert_eq!(states[dead + 2].0, DIE_MIDAS, "the gold death");
    // The feet go first (frame 5), the head only at frame 225.
    let gold = world
        .level()
        .model_by_type(LARA_MISC)
        .unwrap()
        .1
        .meshes
        .clone();
    let gold_at = |mesh: u16| {
        swaps
            .iter()
            .position(|s| s.contains(&(mesh, gold[mesh as usize])))
    };
    let feet = gold_at(3).expect("her feet turned");
    assert_eq!(gold_at(6), Some(feet), "both feet together");
    let thigh = gold_at(1).expect("her left thigh turned");
    assert!(feet < thigh, "feet before the thigh: {feet} {thigh}");
    assert_eq!(gold_at(14), None, "her head is the last, after 200 ticks");
    common::assert_no_script_error(&host, "midas");
}

#[test]
fn a_lead_bar_laid_on_the_midas_hand_comes_back_gold() {
    // The palm above her: out of its deadly reach, in reach of her hands.
    let (mut world, mut host) = scripted(midas_level([2 * 1024 + 512 + 400, -800, 2 * 1024 + 512]));
    on_lara(
        &host,
        &world,
        &format!("e.state.inventory = {{ [{LEAD_BAR}] = 1 }}"),
    );
    let mut used = false;
    for tick in 0..400 {
        let bits = if tick < 10 { Input::ACTION } else { 0 };
        host.step(&mut world, Input { bits });
        used |= world.entities()[0].state == USE_MIDAS;
    }
    assert!(used, "she laid the bar");
    assert!(world.entities()[0].health > 0, "and lives");
    assert_eq!(carried(&host, &world, LEAD_BAR), 0, "the lead bar is gone");
    assert_eq!(carried(&host, &world, GOLD_BAR), 1, "a gold bar is hers");
    common::assert_no_script_error(&host, "midas");
}

#[test]
fn a_cutscene_actor_plays_its_animation_untriggered() {
    let actor = EntityDef::new(77, 0, [5 * 1024 + 512, 0, 4 * 1024 + 512]);
    let mut def = room_def(vec![actor]);
    def.models
        .push(common::arena::stand_in(77, 100, &[(0, 0), (1, 0)]));
    let level = Level::from_raw(&tombrs::builder::build(&def, tombrs::format::Game::Tr1)).unwrap();
    let (mut world, mut host) = scripted(level);
    let mut frames = std::collections::BTreeSet::new();
    for _ in 0..40 {
        host.step(&mut world, Input { bits: 0 });
        frames.insert(world.entities()[1].frame);
    }
    assert!(frames.len() > 4, "it animated: {frames:?}");
    common::assert_no_script_error(&host, "cutscene actor");
}

#[test]
fn a_filled_puzzle_hole_wears_its_done_model() {
    // Puzzle hole 1 (118), facing +x as she does.
    let mut hole = EntityDef::new(118, 0, [3 * 1024 + 512, 0, 2 * 1024 + 512]);
    hole.angle = 0x4000;
    let Some(level) = common::with_tr1_models(&room_def(vec![hole])) else {
        return;
    };
    if level.model_by_type(118).is_none() || level.model_by_type(122).is_none() {
        eprintln!("notice: TEST1.PHD has no puzzle hole 1 and its done model; skipping");
        return;
    }
    let (mut world, mut host) = scripted(level);
    // In front of it as the originals have it (TRX tr1 puzzle_hole.c
    // bounds: 312 to 512 ahead of it, facing its way).
    world.entities_mut()[0].pos = [3 * 1024 + 512 + 400, 0, 2 * 1024 + 512];
    on_lara(&host, &world, "e.state.inventory = { [110] = 1 }");
    for tick in 0..200 {
        let bits = if tick < 60 { Input::ACTION } else { 0 };
        host.step(&mut world, Input { bits });
    }
    assert_eq!(carried(&host, &world, 110), 0, "the puzzle item went in");
    let done = world.level().model_by_type(122).unwrap().1.meshes.clone();
    let hole = &world.entities()[1];
    assert!(!hole.mesh_swaps.is_empty(), "the hole changed its meshes");
    for (i, mesh) in &hole.mesh_swaps {
        assert_eq!(*mesh, done[*i as usize], "mesh {i} is the done model's");
    }
    common::assert_no_script_error(&host, "puzzle hole");
}
