//! TR4's horseman and his horse on a TR4 arena of stand-in models carrying
//! the TOMB4 decompilation's state numbers (the real test level carries
//! neither model). He walks to his horse, mounts it and rides at Lara, his
//! blows and the horse's hooves hurting her (250, 100 or 150); the horse is
//! carried under him. His shield turns a shot from his left; one from his
//! right front wounds him (1 a pistol shot, 20 a revolver's), one from
//! behind takes nothing; his 25 mounted hit points gone, he is knocked off
//! and fights on foot with 100, the horse left behind. The sphinx charges
//! her, stuns itself on the wall beyond and shrugs off every gun.

use crate::common;

use common::arena::{
    arena_for, facing_lara, open_room, scripted, stand_in_with, BODY_HEIGHT, LARA_AT, RUN, STILL,
    WALK,
};
use common::bestiary::{assert_placed, idle, no_script_trouble, SECTOR, WEST};
use common::guns::shot_with;
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::World;

const SPRINT: i32 = 56;
/// TR4's type ids (objects/tr45/names_tr4.lua).
const HORSEMAN: u32 = 53;
const HORSE: u32 = 65;
const SPHINX: u32 = 49;
/// The OCB tying the horseman to his horse.
const PAIR: i16 = 3;

/// TOMB4 horse.cpp's horseman: mounted run 1, walk 2, halt 3, rear 4,
/// mounting 5 (into the halt), blows aside 6 and 7, falling off 8 (onto
/// his feet), on foot idle 9, walk 10, run 11, blows 12-14, shield 15,
/// death 16, sprint 17.
const HORSEMAN_STATES: &[(u16, i32, u16)] = &[
    (9, STILL, 9),
    (10, WALK, 10),
    (11, RUN, 11),
    (12, WALK, 10),
    (13, WALK, 10),
    (14, STILL, 9),
    (15, STILL, 15),
    (16, STILL, 16),
    (5, STILL, 3),
    (3, STILL, 3),
    (1, RUN, 1),
    (2, WALK, 2),
    (4, STILL, 3),
    (6, RUN, 1),
    (7, RUN, 1),
    (8, STILL, 9),
    (17, SPRINT, 17),
];
const MOUNTED: &[u16] = &[1, 2, 3, 4, 5, 6, 7, 17];
const ON_FOOT: &[u16] = &[9, 10, 11, 12, 13, 14, 15];
/// The horse: idle 1, run 2, walk 3, rear 4 (back to idle), sprint 5.
const HORSE_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, RUN, 2),
    (3, WALK, 3),
    (4, STILL, 1),
    (5, SPRINT, 5),
];

fn model(type_id: u32, reach: i16, states: &[(u16, i32, u16)]) -> ModelDef {
    stand_in_with(type_id, reach, BODY_HEIGHT, states)
}

/// A TR4 arena: Lara, the horseman `apart` west of her facing her, his
/// horse `horse_at` from him (x, z); he is switched on.
fn arena(apart: i32, horse_at: [i32; 2]) -> (World, ScriptHost) {
    let at = [LARA_AT[0] + apart, 0, LARA_AT[2]];
    let mut rider = EntityDef::new(HORSEMAN as u16, 0, at);
    rider.angle = WEST;
    rider.ocb = PAIR;
    let mut horse = EntityDef::new(
        HORSE as u16,
        0,
        [at[0] + horse_at[0], 0, at[2] + horse_at[1]],
    );
    horse.angle = WEST;
    horse.ocb = PAIR;
    scripted(arena_for(
        Game::Tr4,
        open_room(),
        LARA_AT,
        vec![
            model(HORSEMAN, 400, HORSEMAN_STATES),
            model(HORSE, 1000, HORSE_STATES),
        ],
        vec![rider, horse],
    ))
}

/// Steps until he is in the saddle (at most `ticks`); the tick he was.
fn until_mounted(world: &mut World, host: &mut ScriptHost, ticks: usize) -> Option<usize> {
    (0..ticks).find(|&t| {
        host.step(world, idle());
        assert_placed(world, 1, "horseman", t);
        MOUNTED.contains(&world.entities()[1].state)
    })
}

/// Puts Lara `distance` from the horseman, `bearing` off his nose (TR
/// units; positive: his right).
fn lara_beside(world: &mut World, distance: i32, bearing: i32) {
    let e = &world.entities()[1];
    let a = (e.rot[1] as i32 + bearing) as f64 * std::f64::consts::PI / 32768.0;
    let (x, z) = (
        e.pos[0] + (a.sin() * distance as f64) as i32,
        e.pos[2] + (a.cos() * distance as f64) as i32,
    );
    world.entities_mut()[0].pos = [x, 0, z];
}

#[test]
fn horseman_walks_to_his_horse_mounts_and_rides_at_lara() {
    let (mut world, mut host) = arena(5 * SECTOR, [0, 2 * SECTOR]);
    assert_eq!(
        world.entities()[1].state,
        9,
        "horseman: not standing at the start"
    );
    let mounted = until_mounted(&mut world, &mut host, 300).expect("horseman: never mounted");
    // He walked the two sectors to the horse first.
    assert!(mounted > 10, "horseman: in the saddle at once ({mounted})");
    let (mut blows, mut galloped, mut carried) = (Vec::new(), false, true);
    for t in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_placed(&world, 1, "horseman", t);
        let (rider, horse) = (&world.entities()[1], &world.entities()[2]);
        carried &= rider.pos == horse.pos && rider.rot[1] == horse.rot[1];
        galloped |= rider.state == 1 && horse.state == 2;
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        if blows.len() >= 2 || world.entities()[0].health <= 0 {
            break;
        }
    }
    assert!(carried, "horse: not carried under its rider");
    assert!(galloped, "horseman: never galloped with the horse running");
    // Halted close before her, the horse rears: its hooves take 150; then
    // his axe (250), kick (100) or shield (150).
    assert_eq!(
        blows.first(),
        Some(&150),
        "the rearing horse's hooves: {blows:?}"
    );
    assert!(
        blows.iter().all(|b| [100, 150, 250].contains(b)),
        "horseman's blows: {blows:?}"
    );
    no_script_trouble("horseman", &host);
}

#[test]
fn the_shield_turns_shots_from_his_left_his_right_front_wounds_him() {
    // The horse where he stands: he mounts at once.
    let (mut world, mut host) = arena(6 * SECTOR, [0, 0]);
    until_mounted(&mut world, &mut host, 60).expect("horseman: never mounted");
    let full = world.entities()[1].health;
    assert_eq!(full, 25, "horseman: mounted hit points");
    // From his left front (the shield's side): turned.
    for _ in 0..3 {
        lara_beside(&mut world, 1500, -4000);
        shot_with(&mut world, &mut host, "pistols", 5);
    }
    assert_eq!(
        world.entities()[1].health,
        full,
        "the shield did not turn her shots"
    );
    // From behind: nothing either (he is undead).
    lara_beside(&mut world, 1500, 32768);
    shot_with(&mut world, &mut host, "shotgun", 20);
    assert_eq!(
        world.entities()[1].health,
        full,
        "a shot from behind wounded him"
    );
    // From his right front: a pistol's 1, a revolver's 20.
    lara_beside(&mut world, 1500, 4000);
    let (health, _) = shot_with(&mut world, &mut host, "pistols", 5);
    assert_eq!(health, full - 1, "a pistol shot from his right front");
    lara_beside(&mut world, 1500, 4000);
    let (health, _) = shot_with(&mut world, &mut host, "revolver", 5);
    assert_eq!(health, full - 21, "a revolver shot from his right front");
    no_script_trouble("horseman", &host);
}

#[test]
fn knocked_off_his_horse_he_fights_on_foot() {
    let (mut world, mut host) = arena(6 * SECTOR, [0, 0]);
    until_mounted(&mut world, &mut host, 60).expect("horseman: never mounted");
    for _ in 0..2 {
        lara_beside(&mut world, 1500, 4000);
        shot_with(&mut world, &mut host, "revolver", 5);
    }
    let e = &world.entities()[1];
    assert_eq!(e.state, 8, "horseman: not falling off");
    assert_eq!(e.health, 100, "horseman: his hit points on foot");
    assert_eq!(world.kills(), 0, "knocked off is no kill");
    let (mut on_foot, mut apart) = (false, false);
    for t in 0..120 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "horseman", t);
        let (rider, horse) = (&world.entities()[1], &world.entities()[2]);
        on_foot |= ON_FOOT.contains(&rider.state);
        apart |= rider.pos != horse.pos;
        assert!(
            !MOUNTED.contains(&rider.state),
            "horseman: back in the saddle at {t}"
        );
    }
    assert!(
        on_foot && apart,
        "horseman: not on his feet ({on_foot}) or still carrying the horse"
    );
    // On foot a wound raises his shield.
    let shield: bool = lua_eval(
        &host,
        &mut world,
        "return math.floor(world.entity(1).mesh_bits / 0x400) % 2 == 1",
    );
    assert!(shield, "horseman: lost his shield");
    no_script_trouble("horseman", &host);
}

/// TOMB4 sphinx.cpp: rests 1 and 2, waking 3 (into its stop), walk 4,
/// charge 5 (its animation 0), backing off 6, stunned 7, shaking 8, stop 9.
/// Its charge outruns the 50 a tick under which it counts as stuck.
const SPHINX_STATES: &[(u16, i32, u16)] = &[
    (5, 80, 5),
    (1, STILL, 1),
    (2, STILL, 2),
    (3, STILL, 9),
    (4, WALK, 4),
    (6, -WALK, 6),
    (7, STILL, 9),
    (8, STILL, 9),
    (9, STILL, 9),
    (0, STILL, 0),
];

/// A TR4 arena with the sphinx `apart` east of Lara facing her, woken at
/// once by its OCB.
fn sphinx_arena(apart: i32) -> (World, ScriptHost) {
    let bull = facing_lara(SPHINX, apart, 0, 1);
    scripted(arena_for(
        Game::Tr4,
        open_room(),
        LARA_AT,
        vec![model(SPHINX, 600, SPHINX_STATES)],
        vec![bull],
    ))
}

#[test]
fn the_sphinx_charges_and_stuns_itself_on_a_wall() {
    let (mut world, mut host) = sphinx_arena(6 * SECTOR);
    assert_eq!(
        world.entities()[1].state,
        1,
        "sphinx: not resting at the start"
    );
    let (mut charged, mut stunned_at, mut blows) = (false, None, Vec::new());
    for t in 0..600 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_placed(&world, 1, "sphinx", t);
        let e = &world.entities()[1];
        charged |= e.state == 5;
        if e.state == 7 && stunned_at.is_none() {
            stunned_at = Some(e.pos);
        }
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        if stunned_at.is_some() && charged {
            break;
        }
    }
    assert!(charged, "sphinx: never charged");
    let at = stunned_at.expect("sphinx: never stunned against a wall");
    // Stunned where the charge met the room's west wall (x = 1024), or on
    // Lara pinned against nothing: at the wall.
    assert!(
        at[0] < 3 * SECTOR,
        "sphinx: stunned away from the wall at {at:?}"
    );
    assert!(
        blows.iter().all(|&b| b == 200 || b >= 800),
        "sphinx's blows: {blows:?}"
    );
    no_script_trouble("sphinx", &host);
}

#[test]
fn no_gun_of_hers_wears_the_sphinx_down() {
    let (mut world, mut host) = sphinx_arena(8 * SECTOR);
    for kind in ["pistols", "shotgun", "grenade"] {
        let (health, _) = shot_with(&mut world, &mut host, kind, 100);
        assert_eq!(health, 1000, "sphinx: {kind} wore it down");
    }
    assert_eq!(world.kills(), 0);
    no_script_trouble("sphinx", &host);
}
