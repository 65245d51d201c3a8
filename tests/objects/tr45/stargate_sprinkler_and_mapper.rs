//! TR4/TR5 mechanisms, second part (scripts/objects/common/{stargate,
//! sprinkler, lightning_conductor, mapper, gen_slot, operated}.lua, wired in
//! scripts/objects/tr45/mechanisms.lua): traps on builder levels with
//! stand-in models and the demo hero; the objects Lara operates with her
//! own animation on a builder room with every model lent from the real
//! TR5 level (skipped without TR_DATA_DIR).

use crate::common;

use common::arena::stand_in_level;
use common::lua_eval;

/// A TR4 level with stand-in models (entity 1 first).
fn tr4_level(entities: Vec<EntityDef>) -> Level {
    stand_in_level(Game::Tr4, open_room(), entities, &[])
}

use std::sync::Arc;

use common::arena::{arena_for, open_room, LARA_AT};
use common::traps::{bound, entity, health, mid, no_script_errors, run};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
const TR4_STARGATE: u16 = 137;
const TR4_MAPPER: u16 = 164;
const TR4_LIGHTNING_CONDUCTOR: u16 = 173;
const TR4_SPRINKLER: u16 = 390;
const TR5_SEARCH_OBJECT1: u16 = 164;
const TR5_SMALLMEDI_ITEM: u16 = 350;

#[test]
fn the_stargate_blades_cut_lara_inside_the_gate_and_not_outside() {
    // Inside: the gate on her spot; its blade meshes are where she stands.
    let inside = tr4_level(vec![entity(TR4_STARGATE, mid(2, 6), 0, 0x4000)]);
    let (h, world, host) = health(inside, &[1], 5);
    assert_eq!(h[0], 1000 - 100, "100 a tick of contact: {h:?}");
    assert_eq!(h[1], 1000 - 200, "{h:?}");
    assert!(world.entities()[0].health < 1000);
    no_script_errors(&host);
    // Outside: six sectors away, she is unhurt.
    let outside = tr4_level(vec![entity(TR4_STARGATE, mid(8, 6), 0, 0x4000)]);
    let (h, _, host) = health(outside, &[1], 30);
    assert!(h.iter().all(|&v| v == 1000), "{h:?}");
    no_script_errors(&host);
    // Not triggered: the blades stand still and cut nobody.
    let off = tr4_level(vec![entity(TR4_STARGATE, mid(2, 6), 0, 0x4000)]);
    let (h, _, _) = health(off, &[], 10);
    assert!(h.iter().all(|&v| v == 1000), "{h:?}");
}

#[test]
fn the_sprinkler_sprays_600_ticks_drips_600_more_and_stops() {
    let level = tr4_level(vec![entity(TR4_SPRINKLER, mid(6, 6), 0, 0)]);
    let (mut world, mut host) = bound(level, &[1]);
    run(&mut world, &mut host, 10, |_| 0, |_, _| {});
    let (count, spraying): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1); \
         return e.state.count, require('objects.common.sprinkler').spraying(e)",
    );
    assert_eq!(count, 10);
    assert!(spraying);
    run(&mut world, &mut host, 600, |_| 0, |_, _| {});
    let spraying: bool = lua_eval(
        &host,
        &mut world,
        "return require('objects.common.sprinkler').spraying(world.entity(1))",
    );
    assert!(!spraying, "dripping after 600 ticks");
    run(&mut world, &mut host, 700, |_| 0, |_, _| {});
    let (count, awake): (i64, bool) = lua_eval(
        &host,
        &mut world,
        "local e = world.entity(1); return e.state.count, e.awake",
    );
    assert_eq!(count, 1200, "it stops at 1200");
    assert!(!awake);
    no_script_errors(&host);
}

#[test]
fn the_lightning_conductor_ocb1_burns_lara_in_its_sector_only() {
    let mut on_her = entity(TR4_LIGHTNING_CONDUCTOR, mid(2, 6), 0, 0);
    on_her.ocb = 1;
    let (h, world, host) = health(tr4_level(vec![on_her]), &[1], 1500);
    assert!(
        *h.last().unwrap() <= 0,
        "a bolt landing in her sector kills her"
    );
    assert!(world.entities()[0].health <= 0);
    no_script_errors(&host);
    let mut away = entity(TR4_LIGHTNING_CONDUCTOR, mid(4, 6), 0, 0);
    away.ocb = 1;
    let (h, _, host) = health(tr4_level(vec![away]), &[1], 1500);
    assert!(h.iter().all(|&v| v == 1000), "a sector away she is safe");
    no_script_errors(&host);
}

#[test]
fn the_mapper_hides_its_beam_until_frame_200() {
    let level = tr4_level(vec![entity(TR4_MAPPER, mid(6, 6), 0, 0)]);
    let (mut world, mut host) = bound(level, &[1]);
    run(&mut world, &mut host, 20, |_| 0, |_, _| {});
    let bits: i64 = lua_eval(&host, &mut world, "return world.entity(1).mesh_bits");
    assert_eq!(
        bits, 0xFFFF_FFFD,
        "the beam (mesh 1) hidden before frame 200"
    );
    no_script_errors(&host);
}

/// The real TR5 level, or `None` without `TR_DATA_DIR`.
fn tr5_donor() -> Option<Level> {
    let path = common::shared("tr5/TEST1.TRC")?;
    Some(Level::load(&std::fs::read(path).unwrap(), Some("trc")).unwrap())
}

#[test]
fn a_tr5_search_object_gives_what_it_holds_after_her_search_animation() {
    let Some(donor) = tr5_donor() else { return };
    // The cabinet facing the way she does, its origin just behind her (the
    // model's body lies 234-509 ahead of it), a medipack in it.
    let at = [LARA_AT[0] - 100, LARA_AT[2]];
    let level = {
        let mut level = arena_for(
            Game::Tr5,
            open_room(),
            LARA_AT,
            Vec::new(),
            vec![
                entity(TR5_SEARCH_OBJECT1, at, 0, 0x4000),
                entity(TR5_SMALLMEDI_ITEM, [at[0] + 300, at[1]], 0, 0),
            ],
        );
        common::lend_models(&mut level, donor);
        level
    };
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    // Settle, then hold Action.
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    let hidden: bool = lua_eval(&host, &mut world, "return not world.entity(2).visible");
    assert!(hidden, "what it holds is hidden in it");
    let mut searched_at = None;
    for t in 0..400 {
        host.step(
            &mut world,
            Input {
                bits: Input::ACTION,
            },
        );
        let anim: i64 = lua_eval(&host, &mut world, "return world.lara().anim");
        if anim == 464 && searched_at.is_none() {
            searched_at = Some(t);
        }
    }
    let searched_at = searched_at.expect("she plays her cabinet search (464)");
    assert!(
        searched_at < 150,
        "after being moved into place: {searched_at}"
    );
    let (medi, anim): (i64, i64) = lua_eval(
        &host,
        &mut world,
        &format!(
            "local l = world.lara(); return (l.state.inventory or {{}})[{TR5_SMALLMEDI_ITEM}] or 0, \
             world.entity(1).anim"
        ),
    );
    assert_eq!(medi, 1, "the medipack is hers");
    assert_eq!(anim, 1, "the cabinet played its opening");
    assert_eq!(
        world.entities()[2].status,
        Status::Removed,
        "taken out of it"
    );
    // Searched once: Action again starts nothing.
    run(&mut world, &mut host, 60, |_| Input::ACTION, |_, _| {});
    let anim: i64 = lua_eval(&host, &mut world, "return world.lara().anim");
    assert_ne!(anim, 464);
    no_script_errors(&host);
}
