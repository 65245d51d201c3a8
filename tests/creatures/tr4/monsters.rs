//! TR4's monsters on a TR4 arena of stand-in models carrying the TOMB4
//! decompilation's state numbers (the real test level carries none of
//! their models). The skeleton rises from the floor, comes for Lara and
//! cuts her (80 a swing); her pistols do not wear it down, her shotgun
//! knocks it over and it gets up, a blast bursts it (her kill). The mummy
//! comes for her and swipes (100), shrugs off bullets and bursts under a
//! blast; placed lying (OCB 2) it stays down until she comes near.
//! TR5's SKELETON is another routine, the ghost: it stands, all but unseen
//! while she is far, swings at her (400) when she is near, and shots do not
//! end it.

use crate::common;

use common::arena::{
    arena_for, facing_lara, open_room, scripted, stand_in_with, BODY_HEIGHT, LARA_AT, RUN, STILL,
    WALK,
};
use common::bestiary::{assert_placed, fight, idle, no_script_trouble, SECTOR};
use common::guns::shot_with;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::{Status, World};

/// TR4's type ids (objects/tr45/names_tr4.lua).
const SKELETON: u32 = 35;
const MUMMY: u32 = 47;
/// TR5's SKELETON (objects/tr45/names_tr5.lua).
const GHOST: u32 = 73;
/// How far the stand-ins reach ahead: a sword's length; the mummy's arms
/// (it grabs within 682, swipes within 512).
const SWORD: i16 = 400;
const ARMS: i16 = 600;

/// TOMB4 skeleton.cpp's states (state, speed, the state its animation ends
/// into): it rises (0) into a stop (2), walks (15), runs (16), walks
/// swinging (18) and jumps gaps (21, 22 the long one; `tr4::leaps`).
pub(super) const SKELETON_STATES: &[(u16, i32, u16)] = &[
    (0, STILL, 2),
    (1, STILL, 2),
    (2, STILL, 2),
    (3, STILL, 2),
    (4, STILL, 2),
    (5, STILL, 2),
    (6, STILL, 2),
    (7, STILL, 7),
    (8, STILL, 2),
    (9, STILL, 2),
    (10, STILL, 10),
    (11, STILL, 2),
    (12, STILL, 25),
    (13, STILL, 25),
    (14, STILL, 2),
    (15, WALK, 15),
    (16, RUN, 16),
    (17, STILL, 7),
    (18, WALK, 15),
    (19, STILL, 2),
    (20, STILL, 2),
    (21, super::leaps::JUMP, 2),
    (22, super::leaps::JUMP, 2),
    (23, STILL, 23),
    (24, STILL, 24),
    (25, STILL, 25),
];
const SKELETON_ATTACKS: &[u16] = &[8, 9, 10, 18];
const SKELETON_DOWN: &[u16] = &[12, 13, 25, 14];

/// TOMB4 mummy.cpp's states: arms crossed (0) into a walk (2); thrown
/// down (7) into lying (8), rising (9) into a stop (1).
const MUMMY_STATES: &[(u16, i32, u16)] = &[
    (0, STILL, 0),
    (1, STILL, 1),
    (2, WALK, 2),
    (3, WALK, 3),
    (4, STILL, 3),
    (5, STILL, 1),
    (6, STILL, 3),
    (7, STILL, 8),
    (8, STILL, 8),
    (9, STILL, 1),
    (10, STILL, 1),
];
const MUMMY_ATTACKS: &[u16] = &[4, 10];

/// An arena with Lara and one monster `apart` sectors off facing her, with
/// its OCB; switched on.
fn arena(type_id: u32, states: &[(u16, i32, u16)], apart: i32, ocb: i16) -> (World, ScriptHost) {
    arena_of(Game::Tr4, type_id, states, apart * SECTOR, ocb)
}

/// [`arena`] in `game`, the monster `apart` units off.
fn arena_of(
    game: Game,
    type_id: u32,
    states: &[(u16, i32, u16)],
    apart: i32,
    ocb: i16,
) -> (World, ScriptHost) {
    let reach = if type_id == MUMMY { ARMS } else { SWORD };
    let model = stand_in_with(type_id, reach, BODY_HEIGHT, states);
    let monster = facing_lara(type_id, apart, 0, ocb);
    scripted(arena_for(
        game,
        open_room(),
        LARA_AT,
        vec![model],
        vec![monster],
    ))
}

fn steps(world: &mut World, host: &mut ScriptHost, n: usize) {
    for _ in 0..n {
        host.step(world, idle());
    }
}

#[test]
fn skeleton_rises_comes_and_cuts() {
    let (mut world, mut host) = arena(SKELETON, SKELETON_STATES, 5, 0);
    assert_eq!(
        world.entities()[1].state,
        0,
        "skeleton: not rising from the floor"
    );
    let (blows, attacked) = fight("skeleton", &mut world, &mut host, SKELETON_ATTACKS, 600, 2);
    assert!(attacked, "skeleton: never swung");
    assert_eq!(blows, vec![80, 80], "skeleton: its swings");
    no_script_trouble("skeleton", &host);
}

#[test]
fn skeleton_survives_pistols_and_falls_to_the_shotgun() {
    let (mut world, mut host) = arena(SKELETON, SKELETON_STATES, 3, 0);
    steps(&mut world, &mut host, 30);
    // Pistol shots worth ten times its hit points: nothing.
    for _ in 0..10 {
        let (health, _) = shot_with(&mut world, &mut host, "pistols", 15);
        assert_eq!(health, 15, "skeleton: pistols wore it down");
    }
    assert!(
        world.entities()[1].is_active(),
        "skeleton: stopped by pistols"
    );
    // Lara's shotgun knocks it over; it gets up again.
    let mut down = false;
    for _ in 0..20 {
        let (_, state) = shot_with(&mut world, &mut host, "shotgun", 15);
        if SKELETON_DOWN[..2].contains(&state) {
            down = true;
            break;
        }
    }
    assert!(down, "skeleton: the shotgun never knocked it over");
    assert_eq!(
        world.entities()[1].health,
        25,
        "skeleton: knocked over it holds 25"
    );
    let mut up = false;
    for t in 0..600 {
        host.step(&mut world, idle());
        assert_placed(&world, 1, "skeleton", t);
        if !SKELETON_DOWN.contains(&world.entities()[1].state) {
            up = true;
            break;
        }
    }
    assert!(up, "skeleton: never got up");
    assert_eq!(world.kills(), 0);
    no_script_trouble("skeleton", &host);
}

#[test]
fn skeleton_bursts_under_a_blast() {
    let (mut world, mut host) = arena(SKELETON, SKELETON_STATES, 4, 0);
    steps(&mut world, &mut host, 20);
    shot_with(&mut world, &mut host, "grenade", 30);
    let e = &world.entities()[1];
    assert!(e.health <= 0, "skeleton: the blast left it {}", e.health);
    assert!(e.invisible, "skeleton: did not burst");
    assert!(!e.solid && e.status == Status::Deactivated);
    assert_eq!(world.kills(), 1, "skeleton: the kill is not hers");
    no_script_trouble("skeleton", &host);
}

#[test]
fn skeleton_starts_by_its_ocb() {
    for (ocb, state) in [(1, 20), (2, 19), (3, 25)] {
        let (world, host) = arena(SKELETON, SKELETON_STATES, 5, ocb);
        assert_eq!(world.entities()[1].state, state, "skeleton OCB {ocb}");
        no_script_trouble("skeleton", &host);
    }
}

#[test]
fn mummy_comes_swipes_and_shrugs_off_bullets() {
    let (mut world, mut host) = arena(MUMMY, MUMMY_STATES, 5, 0);
    assert_eq!(
        world.entities()[1].state,
        0,
        "mummy: not standing with its arms crossed"
    );
    let (blows, attacked) = fight("mummy", &mut world, &mut host, MUMMY_ATTACKS, 600, 1);
    assert!(attacked, "mummy: never swiped");
    assert_eq!(blows, vec![100], "mummy: its swipe");
    for _ in 0..5 {
        let (health, _) = shot_with(&mut world, &mut host, "pistols", 15);
        assert_eq!(health, 15, "mummy: bullets wore it down");
    }
    shot_with(&mut world, &mut host, "grenade", 30);
    let e = &world.entities()[1];
    assert!(
        e.invisible && e.status == Status::Deactivated,
        "mummy: did not burst"
    );
    assert_eq!(world.kills(), 1);
    no_script_trouble("mummy", &host);
}

#[test]
fn mummy_placed_lying_waits_for_her() {
    let (mut world, mut host) = arena(MUMMY, MUMMY_STATES, 2, 2);
    assert_eq!(world.entities()[1].state, 8, "mummy OCB 2: not lying");
    // She is two sectors off: it lies (the waking roll aside) until she is
    // within one; then it rises.
    let mut rose = false;
    for _ in 0..200 {
        host.step(&mut world, idle());
        if world.entities()[1].state == 9 {
            rose = true;
            break;
        }
    }
    if !rose {
        world.entities_mut()[0].pos[0] = world.entities()[1].pos[0] - 700;
        for _ in 0..30 {
            host.step(&mut world, idle());
            rose |= world.entities()[1].state == 9;
        }
    }
    assert!(rose, "mummy: never rose");
    no_script_trouble("mummy", &host);
}

/// TOMB5 skeleton.cpp's states: it stands (1) and swings (2, 3).
const GHOST_STATES: &[(u16, i32, u16)] = &[(1, STILL, 1), (2, STILL, 1), (3, STILL, 1)];

#[test]
fn tr5_ghost_fades_in_swings_and_does_not_die() {
    // Far: all but unseen, it stands.
    let (mut world, mut host) = arena_of(Game::Tr5, GHOST, GHOST_STATES, 5 * SECTOR, 0);
    steps(&mut world, &mut host, 30);
    let far = world.entities()[1].alpha;
    assert!(far < 16, "ghost: seen from afar (alpha {far})");
    assert_eq!(world.entities()[1].state, 1, "ghost: not standing");
    assert_eq!(world.entities()[0].health, 1000);
    // Near: seen, it swings once a swing for 400.
    let (mut world, mut host) = arena_of(Game::Tr5, GHOST, GHOST_STATES, 500, 0);
    let (blows, attacked) = fight("ghost", &mut world, &mut host, &[2, 3], 200, 1);
    assert!(attacked, "ghost: never swung");
    assert_eq!(blows, vec![400], "ghost: its swing");
    let near = world.entities()[1].alpha;
    assert!(near > 150, "ghost: unseen near her (alpha {near})");
    // Her shots: it goes on.
    for _ in 0..5 {
        let (health, _) = shot_with(&mut world, &mut host, "pistols", 100);
        assert_eq!(health, 100, "ghost: shots wore it down");
    }
    assert!(world.entities()[1].is_active());
    assert_eq!(world.kills(), 0);
    no_script_trouble("ghost", &host);
}

/// TOMB4's SHATTER0 (objects.h `static_types`) and SFX_HIT_ROCK.
const SHATTER0: u32 = 50;
const HIT_ROCK: u16 = 347;

/// The skeleton a sector from Lara with a pane of static `id` (512 wide,
/// 1024 high, on the floor: its square a stopper) standing in the
/// skeleton's square, where its stand-in's sword joint reaches.
fn skeleton_by_a_pane(id: u32) -> (World, ScriptHost, [i32; 3]) {
    use tombrs::builder::models::MeshDef;
    use tombrs::builder::spec::{StaticDef, StaticMeshDef};
    use tombrs::builder::{EntityDef, LevelDef, Material};
    let monster = facing_lara(SKELETON, SECTOR, 0, 0);
    let pane = monster.pos;
    let mut hero = EntityDef::new(0, 0, LARA_AT);
    hero.angle = 0x4000;
    let def = LevelDef {
        rooms: vec![open_room()],
        models: vec![
            tombrs::builder::hero::hero(),
            stand_in_with(SKELETON, SWORD, BODY_HEIGHT, SKELETON_STATES),
        ],
        entities: vec![hero, monster],
        static_meshes: vec![StaticMeshDef {
            id,
            mesh: MeshDef::cuboid([-256, -1024, -256], [256, 0, 256], Material::Stone),
            solid: true,
        }],
        statics: vec![StaticDef {
            room: 0,
            pos: pane,
            rotation: 0,
            id,
        }],
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    let (world, host) = scripted(level);
    (world, host, pane)
}

/// TOMB4 skeleton.cpp `SkeletonControl`, states 8, 9 and 18: past frame 15
/// of a swing, a stopper sector under joint 16 loses the statics of
/// SHATTER0 on standing in its square: the static breaks (`Flags &= ~1`),
/// SFX_HIT_ROCK sounds at the skeleton, the stopper is cleared.
#[test]
fn the_skeletons_swing_breaks_a_shatterable_static_in_its_square() {
    let (mut world, mut host, pane) = skeleton_by_a_pane(SHATTER0);
    let room = tombrs::level::RoomId(0);
    assert!(world.stopper(room, pane[0], pane[2]));
    let mut broke_at = None;
    for t in 0..600 {
        // The state its control ran in (the tick may end it in another).
        let swinging = world.entities()[1].state;
        host.step(&mut world, idle());
        let broke = world.events().iter().any(|e| {
            matches!(
                e,
                tombrs::world::Event::StaticBroken {
                    index: 0,
                    static_id: 50,
                    ..
                }
            )
        });
        if broke {
            broke_at = Some((t, swinging));
            let skeleton = Some(world.entities()[1].id);
            assert!(
                world.events().iter().any(|e| matches!(
                    e,
                    tombrs::world::Event::Sound { sound: HIT_ROCK, entity, .. } if *entity == skeleton
                )),
                "SFX_HIT_ROCK at the skeleton: {:?}",
                world.events()
            );
            break;
        }
    }
    let (_, state) = broke_at.expect("skeleton: its swings never broke the pane");
    assert!([8, 9, 18].contains(&state), "broken in state {state}");
    assert!(world.static_broken(room, 0));
    assert!(!world.stopper(room, pane[0], pane[2]));
    assert!(world.static_boxes(room).is_empty());
    no_script_trouble("skeleton", &host);
}

/// The same swing leaves a static that is not a SHATTER one (49, the last
/// DEBRIS slot) standing, its stopper too.
#[test]
fn the_skeletons_swing_leaves_other_statics_standing() {
    let (mut world, mut host, pane) = skeleton_by_a_pane(SHATTER0 - 1);
    let mut swings = 0;
    for _ in 0..600 {
        let swinging = [8, 9, 18].contains(&world.entities()[1].state);
        host.step(&mut world, idle());
        swings += usize::from(swinging);
    }
    assert!(swings > 0, "skeleton: never swung");
    let room = tombrs::level::RoomId(0);
    assert!(!world.static_broken(room, 0));
    assert!(world.stopper(room, pane[0], pane[2]));
    no_script_trouble("skeleton", &host);
}
