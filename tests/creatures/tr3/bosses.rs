//! TR3's bosses on a TR3 arena of stand-in models carrying the tomb3
//! decompilation's state numbers (the real test level has none of their
//! models): Tony Firehands, Puna, Willard and Sophia Lee. Each test checks
//! what the boss does that no other creature does — Tony unharmed until
//! his great blast, then throwing fire that burns Lara; Puna's shield and
//! his lightning that kills Lara on its line, his summoned lizard man;
//! Willard stunned and up again until Lara holds the four artefacts;
//! Sophia whom shots never harm, her ring of force, her bolts from above
//! and her end when a fuse box bursts — and the end they share: a blast
//! that leaves nothing and drops the pickup the boss carried.

use crate::common;

use common::arena::{activate, arena_for, lengthen, open_room, stand_in, LARA_AT};
use common::bestiary::{idle, lara_shoots, no_script_trouble, placed_arena};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, SectorDef};
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Status, World};

const SECTOR: i32 = 1024;
const WEST: u16 = 0xC000;
const EAST: u16 = 0x4000;
const STILL: i32 = 0;
const REACH: i16 = 200;
/// A pickup the boss carries (TR3's quest item 1).
const QUEST_ITEM: u16 = 236;
/// The bosses' missiles: Tony's fireball, the lizard man's gas, Willard's
/// plasma, Sophia's bolts.
const MISSILES: &[u32] = &[283, 307, 369, 371];

/// A stand-in with `states` (all still), the missiles' and the quest
/// item's stand-ins.
fn models(type_id: u32, states: &[u16], walk: &[u16]) -> Vec<ModelDef> {
    let own: Vec<(u16, i32)> = states
        .iter()
        .map(|&s| (s, if walk.contains(&s) { 20 } else { STILL }))
        .collect();
    let mut all = vec![stand_in(type_id, REACH, &own)];
    for &t in MISSILES.iter().chain(&[u32::from(QUEST_ITEM)]) {
        all.push(stand_in(t, REACH, &[(0, 0)]));
    }
    all
}

/// The boss `apart` sectors from Lara facing her, with a quest item at
/// its very feet (entity 2), switched on.
fn boss_arena(models: Vec<ModelDef>, type_id: u16, apart: i32) -> (World, ScriptHost) {
    let at = [LARA_AT[0] + apart * SECTOR, 0, LARA_AT[2]];
    placed_arena(
        Game::Tr3,
        models,
        &[(type_id, at, WEST), (QUEST_ITEM, at, 0)],
        1,
    )
}

fn run(world: &mut World, host: &mut ScriptHost, ticks: usize) {
    for _ in 0..ticks {
        host.step(world, idle());
    }
}

/// Steps until entity 1 is in `state` (at most `ticks`); true when it is.
fn until_state(world: &mut World, host: &mut ScriptHost, state: u16, ticks: usize) -> bool {
    for _ in 0..ticks {
        host.step(world, idle());
        if world.entities()[1].state == state {
            return true;
        }
    }
    false
}

/// The boss's end: it plays `death`, the body goes in a blast that leaves
/// it hidden, switched off and not solid, and the quest item it carried
/// lies in sight where it died.
fn ends_in_a_blast(name: &str, world: &mut World, host: &mut ScriptHost, death: u16) {
    assert!(
        until_state(world, host, death, 60),
        "{name}: no death state"
    );
    run(world, host, 300);
    let e = &world.entities()[1];
    assert!(e.invisible, "{name}: the body did not burst");
    assert!(!e.solid, "{name}: the body is solid");
    assert_eq!(e.status, Status::Deactivated, "{name}: still running");
    let item = &world.entities()[2];
    assert!(!item.invisible, "{name}: the carried item was not dropped");
    no_script_trouble(name, host);
}

/// Tony: unharmed until his great blast (his health held at 100); after it
/// he throws fire that hurts Lara 200 a blow and sets her alight; shot
/// down he bursts and drops the item he carried (hidden until then).
#[test]
fn tony_is_unharmed_until_his_blast_then_burns_lara_and_bursts() {
    let (mut world, mut host) = boss_arena(models(73, &[0, 1, 2, 3, 4, 5, 6], &[]), 73, 3);
    run(&mut world, &mut host, 2);
    assert!(
        world.entities()[2].invisible,
        "the carried item is in sight"
    );
    lara_shoots(&host, &mut world, 1, 500);
    run(&mut world, &mut host, 2);
    assert_eq!(world.entities()[1].health, 100, "hurt before his blast");
    assert!(until_state(&mut world, &mut host, 5, 200), "no great blast");
    let boomed = "return world.entity(1).state.ai.boomed == true";
    for _ in 0..60 {
        host.step(&mut world, idle());
        if lua_eval::<bool>(&host, &mut world, boomed) {
            break;
        }
    }
    assert!(
        lua_eval::<bool>(&host, &mut world, boomed),
        "the blast never came"
    );
    let mut biggest = 0;
    let mut threw = false;
    for _ in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        threw |= matches!(world.entities()[1].state, 3 | 4);
        biggest = biggest.max(before - world.entities()[0].health);
        if world.entities()[0].health <= 0 {
            break;
        }
    }
    assert!(threw, "never threw fire");
    assert!(
        biggest >= 200,
        "no fireball struck her (worst tick {biggest})"
    );
    let alight = "return world.lara().state.burning == true";
    let burning = lua_eval::<bool>(&host, &mut world, alight);
    assert!(
        burning || world.entities()[0].health <= 0,
        "the fire did not catch"
    );
    let hp = world.entities()[1].health;
    lara_shoots(&host, &mut world, 1, hp.into());
    ends_in_a_blast("Tony", &mut world, &mut host, 6);
}

/// Puna: his shield turns shots while he sits (here facing away, Lara
/// too far to rouse him); roused, he turns his chair to her and, with her
/// straight ahead, strikes her dead with his lightning.
#[test]
fn puna_shield_turns_shots_and_his_lightning_kills_lara_on_its_line() {
    let at = [LARA_AT[0] + 3 * SECTOR, 0, LARA_AT[2]];
    let (mut world, mut host) = placed_arena(
        Game::Tr3,
        models(36, &[0, 1, 2, 3], &[]),
        &[(36, at, EAST)],
        1,
    );
    run(&mut world, &mut host, 1);
    lara_shoots(&host, &mut world, 1, 150);
    run(&mut world, &mut host, 1);
    assert_eq!(
        world.entities()[1].health,
        200,
        "the shield let a shot through"
    );
    run(&mut world, &mut host, 60);
    assert_ne!(
        world.entities()[1].state,
        1,
        "cast at her unroused, facing away"
    );
    lua_eval::<()>(&host, &mut world, "world.entity(1).state.ai.roused = true");
    let mut cast = false;
    for _ in 0..300 {
        host.step(&mut world, idle());
        cast |= world.entities()[1].state == 1;
        if world.entities()[0].health <= 0 {
            break;
        }
    }
    assert!(cast, "never cast");
    assert!(world.entities()[0].health <= 0, "the lightning spared her");
    no_script_trouble("Puna", &host);
}

/// Puna after his bolts calls a lizard man up at the summoning point (the
/// lizard man placed in his room); with his shield down he can be killed,
/// and bursts.
/// The lizard man's stand-in: stop, walk, death.
fn lizard_man_model() -> ModelDef {
    stand_in(35, REACH, &[(1, 0), (2, 0), (11, 0)])
}

/// Puna two sectors from Lara with his quest item, a lizard man of `lizard`
/// placed at his summoning point three sectors aside; his bolts spent, so
/// that he summons next. Returns the world, the host, the entity count
/// before any summons and the point.
fn puna_about_to_summon(lizard: ModelDef) -> (World, ScriptHost, usize, [i32; 3]) {
    let mut all = models(36, &[0, 1, 2, 3], &[]);
    all.push(lizard);
    let puna_at = [LARA_AT[0] + 2 * SECTOR, 0, LARA_AT[2]];
    let point = [LARA_AT[0] + 2 * SECTOR, 0, LARA_AT[2] + 3 * SECTOR];
    let (mut world, host) = placed_arena(
        Game::Tr3,
        all,
        &[
            (36, puna_at, WEST),
            (QUEST_ITEM, puna_at, 0),
            (35, point, 0),
        ],
        1,
    );
    let count = world.entities().len();
    lua_eval::<()>(&host, &mut world, "world.entity(1).state.ai.bolts = 4");
    (world, host, count, point)
}

#[test]
fn puna_summons_a_lizard_man_and_dies_with_his_shield_down() {
    let (mut world, mut host, count, point) = puna_about_to_summon(lizard_man_model());
    assert!(
        world.entities()[3].invisible,
        "the summoning point is in sight"
    );
    let mut summoned = false;
    for _ in 0..400 {
        host.step(&mut world, idle());
        summoned = world.entities().len() > count
            && world.entities()[count..]
                .iter()
                .any(|e| e.type_id == 35 && !e.invisible && e.is_active());
        if summoned {
            break;
        }
    }
    assert!(summoned, "no lizard man came");
    let at = world.entities()[count..]
        .iter()
        .find(|e| e.type_id == 35)
        .unwrap()
        .pos;
    assert_eq!([at[0], at[2]], [point[0], point[2]], "summoned elsewhere");
    lua_eval::<()>(&host, &mut world, "world.entity(1).state.ai.shield = false");
    lara_shoots(&host, &mut world, 1, 200);
    ends_in_a_blast("Puna", &mut world, &mut host, 3);
}

/// Puna counts his lizard man until its body bursts (tomb3 lizman.cpp
/// clears `lizard_man_active` at frame 50 of its death, triboss.cpp holds
/// his bolts and summons while it is set): killed, it holds him still
/// until its death reaches frame 50; then his bolts come again.
#[test]
fn puna_waits_for_his_lizard_man_to_burst_before_he_casts_again() {
    const LIGHTNING: u16 = 1;
    const BURST_FRAME: usize = 50;
    let lizard_model = lengthen(lizard_man_model(), &[(11, BURST_FRAME + 10)]);
    let (mut world, mut host, count, _) = puna_about_to_summon(lizard_model);
    let mut lizard = None;
    for _ in 0..400 {
        host.step(&mut world, idle());
        lizard = (count..world.entities().len()).find(|&i| {
            let e = &world.entities()[i];
            e.type_id == 35 && !e.invisible && e.is_active()
        });
        if lizard.is_some() {
            break;
        }
    }
    let lizard = lizard.expect("no lizard man came");
    // Back in his chair, he waits while it lives.
    for _ in 0..60 {
        host.step(&mut world, idle());
        assert_ne!(
            world.entities()[1].state,
            LIGHTNING,
            "he cast while it lived"
        );
    }
    world.entities_mut()[lizard].health = 0;
    let mut burst = None;
    let mut cast = None;
    for t in 0..400 {
        host.step(&mut world, idle());
        if burst.is_none() && world.entities()[lizard].status == Status::Deactivated {
            burst = Some(t);
        }
        if world.entities()[1].state == LIGHTNING {
            cast = Some(t);
            break;
        }
    }
    no_script_trouble("Puna's count", &host);
    let burst = burst.expect("its body never burst");
    let cast = cast.expect("he never cast again");
    assert!(
        burst >= BURST_FRAME - 1,
        "it burst at tick {burst} of its death"
    );
    // The tick it bursts he may decide again (its control ran first).
    assert!(
        cast >= burst,
        "he cast at tick {cast}, before it burst at {burst}"
    );
}

/// Willard bites, is shot down, lies out and gets up whole; once Lara
/// holds the four artefacts and he has got up with her holding them, the
/// next time he falls for good.
#[test]
fn willard_gets_up_until_lara_holds_the_artefacts() {
    let states = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    let (mut world, mut host) = boss_arena(models(49, &states, &[1, 2, 7, 8]), 49, 4);
    let mut hurt = false;
    for _ in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        hurt |= world.entities()[0].health < before;
        if hurt {
            break;
        }
    }
    assert!(hurt, "never hurt her");
    lara_shoots(&host, &mut world, 1, 200);
    assert!(until_state(&mut world, &mut host, 5, 60), "not knocked out");
    run(&mut world, &mut host, 200);
    assert_eq!(world.entities()[1].state, 5, "up too soon");
    assert!(until_state(&mut world, &mut host, 6, 200), "never got up");
    run(&mut world, &mut host, 10);
    assert_eq!(world.entities()[1].health, 200, "not whole again");
    lua_eval::<()>(
        &host,
        &mut world,
        "local inv = {} for i = 240, 243 do inv[i] = 1 end world.lara().state.inventory = inv",
    );
    lara_shoots(&host, &mut world, 1, 200);
    assert!(
        until_state(&mut world, &mut host, 6, 400),
        "never got up again"
    );
    run(&mut world, &mut host, 10);
    assert_eq!(
        world.entities()[1].status,
        Status::Active,
        "fell for good too soon"
    );
    lara_shoots(&host, &mut world, 1, 200);
    ends_in_a_blast("Willard", &mut world, &mut host, 4);
}

/// Sophia: shots glance off; Lara near her is struck by her ring of force
/// (200); a burst fuse box ends her.
#[test]
fn sophia_is_shot_in_vain_rings_lara_and_dies_with_a_fuse_box() {
    let states = [1, 2, 3, 4, 5, 6, 7, 8];
    let (mut world, mut host) = boss_arena(models(57, &states, &[2, 3]), 57, 2);
    run(&mut world, &mut host, 1);
    lara_shoots(&host, &mut world, 1, 500);
    run(&mut world, &mut host, 1);
    assert_eq!(world.entities()[1].health, 300, "a shot hurt her");
    let mut ring = false;
    for _ in 0..120 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        ring |= before - world.entities()[0].health == 200;
    }
    assert!(ring, "no ring struck Lara");
    lua_eval::<()>(
        &host,
        &mut world,
        "world.level_state().fuse_boxes_burst = 1",
    );
    ends_in_a_blast("Sophia", &mut world, &mut host, 6);
}

/// Sophia above Lara summons her power and casts her bolts down at her.
#[test]
fn sophia_casts_bolts_down_at_lara() {
    let mut room = open_room();
    for x in 6..9 {
        for z in 4..9 {
            *room.sector_mut(x, z) = SectorDef::open(-8, -16);
        }
    }
    // At the platform's edge: her bolts clear it on their way down.
    let at = [6 * SECTOR + 300, -8 * 256, 6 * SECTOR + 512];
    let mut sophia = EntityDef::new(57, 0, at);
    sophia.angle = WEST;
    let states = [1, 2, 3, 4, 5, 6, 7, 8];
    let level = arena_for(
        Game::Tr3,
        room,
        LARA_AT,
        models(57, &states, &[2, 3]),
        vec![sophia],
    );
    let level = std::sync::Arc::new(level);
    let mut world = World::new(level, 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr3, None).unwrap();
    host.bind_all(&mut world);
    activate(&mut world, &mut host, 1);
    let (mut summoned, mut blows) = (false, Vec::new());
    for _ in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        summoned |= world.entities()[1].state == 4;
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        if world.entities()[0].health <= 0 {
            break;
        }
    }
    assert!(summoned, "she never summoned her power");
    assert!(
        blows.iter().any(|&b| b == 30 || b == 542),
        "no bolt struck her: {blows:?}"
    );
    no_script_trouble("Sophia casting", &host);
}
