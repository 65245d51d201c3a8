//! What the guide does at AI_FOLLOW markers whose flags ask for it (TOMB4
//! guide.cpp `GuideControl`, creatures/marker_actions.lua): he slides onto
//! the marker's point, reads (flags 2) and goes on, and vanishes at a
//! marker of flags 62. A stand-in of TOMB4's state numbers.

use crate::common;

use super::bosses::{model, AHMET, AHMET_LONG, AHMET_STATES};
use common::arena::{
    lengthen, scripted, scripted_on, stand_in, stand_in_with, BODY_HEIGHT, STILL, WALK,
};
use common::bestiary::{idle, no_script_trouble, SECTOR, WEST};
use common::lua_eval;
use common::traps::heavy_trigger;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::{Status, World};

const GUIDE: u32 = 37;
const ANIMATING1: u32 = 427;
const AI_GUARD: u16 = 398;
const AI_FOLLOW: u16 = 402;
/// The guide's states: stop 1, walk 2, run 3, crouch 36, read 38, look
/// 39, the torchless walk 40, the slide onto a marker's point 41 (ahead)
/// and 42 (behind).
pub(super) const GUIDE_STATES: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, WALK, 2),
    (3, 40, 3),
    (11, STILL, 1),
    (31, STILL, 1),
    (36, STILL, 1),
    (37, STILL, 1),
    (38, STILL, 1),
    (39, STILL, 1),
    (40, WALK, 40),
    (41, STILL, 1),
    (42, STILL, 1),
    (43, STILL, 1),
];
/// Each action plays past its frames: the reading 42, the torch's taking
/// 35 and lighting 180, the blow 26.
const GUIDE_LONG: &[(u16, usize)] = &[
    (38, 50),
    (39, 30),
    (36, 40),
    (37, 45),
    (11, 200),
    (31, 30),
    (43, 40),
];
const LIGHT: u16 = 11;
const READ: u16 = 38;
const LOOK: u16 = 39;
const CROUCH: u16 = 36;
const LOOK_OUT: u16 = 43;
const TORCHLESS_WALK: u16 = 40;
const APPROACH: [u16; 2] = [41, 42];
/// Marker flags (the AI object's flags: the builder writes its mask
/// shifted up one): 2 reads, 62 vanishes.
const READS: u8 = 2 >> 1;
const VANISHES: u8 = 62 >> 1;
/// Flags 4: he crouches into his look-out once Lara is near.
const LOOKS_OUT: u8 = 4 >> 1;
/// Flags 32: he takes the torch on the wall.
const TORCH: u8 = 32 >> 1;
/// Flags 40 (0x20 among them: the marker's own place is its point): he
/// looks once Lara is near.
const LOOKS: u8 = 40 >> 1;

/// What else the arena holds: an ANIMATING1 (entity 2) that a heavy
/// trigger in a sector switches on, or one standing as a wall torch.
enum Animating {
    None,
    SwitchedFrom((usize, usize)),
    At([i32; 3]),
}

/// AI_FOLLOW markers `(where, key, heading, mask)` for the builder.
pub(super) fn follow_markers(markers: &[([i32; 3], i16, u16, u8)]) -> Vec<EntityDef> {
    markers
        .iter()
        .map(|&(at, key, heading, mask)| {
            let mut m = EntityDef::new(AI_FOLLOW, 0, at);
            m.ocb = key;
            m.angle = heading;
            m.mask = mask;
            m
        })
        .collect()
}

/// The arena, Lara at `lara`, the guide facing west on its east side,
/// AI_FOLLOW markers `(where, key, heading, mask)`, and `animating`.
fn arena_with(
    lara: [i32; 3],
    markers: &[([i32; 3], i16, u16, u8)],
    animating: Animating,
) -> (World, tombrs::script::ScriptHost) {
    let mut hero = EntityDef::new(0, 0, lara);
    hero.angle = 0x4000;
    let mut guide = EntityDef::new(GUIDE as u16, 0, GUIDE_AT);
    guide.angle = WEST;
    let ai_objects = follow_markers(markers);
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let mut entities = vec![hero, guide];
    let animating_at = |at: [i32; 3]| EntityDef::new(ANIMATING1 as u16, 0, at);
    match animating {
        Animating::None => {}
        Animating::SwitchedFrom(sector) => {
            heavy_trigger(&mut room, sector, 2);
            entities.push(animating_at([SECTOR + 512, 0, SECTOR + 512]));
        }
        Animating::At(at) => entities.push(animating_at(at)),
    }
    let def = LevelDef {
        rooms: vec![room],
        models: vec![
            tombrs::builder::hero::hero(),
            lengthen(
                stand_in_with(GUIDE, 100, BODY_HEIGHT, GUIDE_STATES),
                GUIDE_LONG,
            ),
            stand_in(ANIMATING1, 100, &[(0, STILL)]),
        ],
        entities,
        ai_objects,
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    scripted(level)
}

/// [`arena_with`], Lara near the guide's start, no trigger.
fn arena(markers: &[([i32; 3], i16, u16, u8)]) -> (World, tombrs::script::ScriptHost) {
    arena_with(
        [8 * SECTOR + 512, 0, 9 * SECTOR + 512],
        markers,
        Animating::None,
    )
}

#[test]
fn the_guide_reads_at_a_reading_marker_then_vanishes_at_the_last() {
    // Marker 0 (flags 2) heading east: its point lies 256 east of it
    // (FindAITargetObject, flags without 0x20); marker 1 (flags 62).
    let first = [5 * SECTOR + 512, 0, 4 * SECTOR + 512];
    let last = [3 * SECTOR + 512, 0, 8 * SECTOR + 512];
    let (mut world, mut host) = arena(&[(first, 0, 0x4000, READS), (last, 1, 0, VANISHES)]);
    lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 5");
    let point = [first[0] + 256, 0, first[2]];
    let (mut slid, mut read_at) = (false, None);
    let frame_now = |host: &tombrs::script::ScriptHost, world: &mut World| -> i64 {
        lua_eval(host, world, "return world.entity(1).frame")
    };
    for _ in 0..900 {
        let frame = frame_now(&host, &mut world);
        let state = world.entities()[1].state;
        host.step(&mut world, idle());
        let lead: i64 = lua_eval(
            &host,
            &mut world,
            "return world.entity(1).state.ai.orders.lead or 0",
        );
        let e = &world.entities()[1];
        slid |= APPROACH.contains(&e.state);
        // The tick his reading reaches its frame 42 (GuideControl state
        // 38) he stands on the point, takes the marker's heading, and goes
        // on to marker 1.
        if lead == 1 && read_at.is_none() {
            read_at = Some((state, frame, e.pos, e.rot[1]));
        }
        if e.status == Status::Deactivated {
            break;
        }
    }
    let (state, frame, at, heading) = read_at.expect("the guide never read at the first marker");
    assert_eq!((state, frame), (READ, 42), "not on his reading's frame 42");
    assert!(slid, "the guide did not slide onto the marker's point");
    assert_eq!(at, point, "the guide did not read on the marker's point");
    assert_eq!(
        heading, 0x4000,
        "the guide did not take the marker's heading"
    );
    let e = world.entities()[1].clone();
    assert!(
        e.invisible || e.status == Status::Deactivated,
        "the guide did not vanish at the last marker"
    );
    let visible: bool = lua_eval(&host, &mut world, "return world.entity(1).visible");
    assert!(!visible, "the guide is still shown");
    assert!(
        (e.pos[0] - last[0]).abs() < 640 && (e.pos[2] - last[2]).abs() < 640,
        "the guide vanished away from the last marker ({:?})",
        e.pos
    );
    no_script_trouble("guide", &host);
}

#[test]
fn the_guide_looks_once_lara_is_near_and_his_look_sets_off_the_trigger() {
    // Marker 0 (flags 40) in sector (5, 4), on its own place (0x20), a
    // heavy trigger there switching on the ANIMATING1; Lara 4 sectors off.
    let first = [5 * SECTOR + 512, 0, 4 * SECTOR + 512];
    let next = [3 * SECTOR + 512, 0, 8 * SECTOR + 512];
    let far = [10 * SECTOR + 512, 0, 9 * SECTOR + 512];
    let (mut world, mut host) = arena_with(
        far,
        &[(first, 0, 0, LOOKS), (next, 1, 0, 0)],
        Animating::SwitchedFrom((5, 4)),
    );
    lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 5");
    // GuideControl: at the marker he waits (stop, 1) while she is two
    // sectors or more away.
    for _ in 0..500 {
        host.step(&mut world, idle());
        assert_ne!(world.entities()[1].state, LOOK, "he looked with Lara far");
    }
    // Within 128 of the point he stays where he is (no slide).
    let e = world.entities()[1].clone();
    let (dx, dz) = ((e.pos[0] - first[0]) as i64, (e.pos[2] - first[2]) as i64);
    assert!(
        dx * dx + dz * dz <= 128 * 128,
        "he does not stand at the marker ({:?})",
        e.pos
    );
    assert_ne!(world.entities()[2].status, Status::Active);
    // She comes within two sectors: he looks (39); on its frame 20 the
    // trigger under him fires and he goes on.
    world.entities_mut()[0].pos = [first[0] - 1500, 0, first[2]];
    let mut fired_at_frame = None;
    for _ in 0..60 {
        let before: (i64, i64) = lua_eval(
            &host,
            &mut world,
            "local g = world.entity(1); return g.anim_state, g.frame",
        );
        host.step(&mut world, idle());
        if fired_at_frame.is_none() && world.entities()[2].status == Status::Active {
            fired_at_frame = Some(before);
        }
    }
    assert_eq!(
        fired_at_frame,
        Some((LOOK as i64, 20)),
        "the trigger did not fire as his look reached its frame 20"
    );
    let lead: i64 = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).state.ai.orders.lead",
    );
    assert_eq!(lead, 1, "he did not go on to marker 1");
    no_script_trouble("guide", &host);
}

#[test]
fn the_guide_takes_the_torch_off_the_wall_and_lights_it() {
    // Marker 0 (flags 32: its own place) in sector (5, 4) with an
    // ANIMATING1 (the wall torch) on that sector; marker 1 beyond.
    let first = [5 * SECTOR + 512, 0, 4 * SECTOR + 512];
    let next = [3 * SECTOR + 512, 0, 8 * SECTOR + 512];
    let (mut world, mut host) = arena_with(
        [8 * SECTOR + 512, 0, 9 * SECTOR + 512],
        &[(first, 0, 0, TORCH), (next, 1, 0, 0)],
        Animating::At([first[0] + 300, 0, first[2] + 300]),
    );
    lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 5");
    let torch_state = |host: &tombrs::script::ScriptHost, world: &mut World| -> String {
        lua_eval(
            host,
            world,
            "return tostring(world.entity(1).state.ai.torch)",
        )
    };
    let (mut taken_in, mut lit_in) = (None, None);
    for _ in 0..900 {
        let state = world.entities()[1].state;
        let frame: i64 = lua_eval(&host, &mut world, "return world.entity(1).frame");
        let had = torch_state(&host, &mut world);
        host.step(&mut world, idle());
        let has = torch_state(&host, &mut world);
        if had == "nil" && has == "unlit" {
            taken_in = Some((state, frame));
        }
        if had == "unlit" && has == "lit" {
            lit_in = Some((state, frame));
            break;
        }
    }
    // GuideControl: the torch is his on frame 35 of his taking it (37),
    // lit from frame 164 of his lighting it (11), which he stops for.
    assert_eq!(
        taken_in,
        Some((37, 35)),
        "the torch was not taken on frame 35"
    );
    let wall_meshes: i64 = lua_eval(&host, &mut world, "return world.entity(2).mesh_bits");
    assert_eq!(
        wall_meshes, 0xFFFFFFFD,
        "the wall torch (mesh 1) is still on the wall"
    );
    assert_eq!(
        lit_in,
        Some((LIGHT, 164)),
        "the torch was not lit on frame 164"
    );
    no_script_trouble("guide", &host);
}

/// A blow: hit points lost, the guide's state and frame.
type Blow = (i16, i64, i64);

/// Where the guide starts, facing west.
const GUIDE_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];

/// The guide facing west at his start, Ahmet guarding his post at `foe_at`
/// facing west too, Lara far behind them both (out of Ahmet's sight), and
/// AI_FOLLOW markers `(where, key, heading, mask)`; both switched on.
fn guide_and_ahmet(
    foe_at: [i32; 3],
    markers: &[([i32; 3], i16, u16, u8)],
) -> (World, tombrs::script::ScriptHost) {
    let mut hero = EntityDef::new(0, 0, [11 * SECTOR + 256, 0, SECTOR + 512]);
    hero.angle = 0x4000;
    let mut guide = EntityDef::new(GUIDE as u16, 0, GUIDE_AT);
    guide.angle = WEST;
    let mut ahmet = EntityDef::new(AHMET as u16, 0, foe_at);
    ahmet.angle = WEST;
    let mut ai_objects = follow_markers(markers);
    ai_objects.push(EntityDef::new(AI_GUARD, 0, foe_at));
    let def = LevelDef {
        rooms: vec![RoomDef::boxed(0, 0, 12, 12, 0, -16)],
        models: vec![
            tombrs::builder::hero::hero(),
            lengthen(
                stand_in_with(GUIDE, 100, BODY_HEIGHT, GUIDE_STATES),
                GUIDE_LONG,
            ),
            model(AHMET, 300, AHMET_STATES, AHMET_LONG),
        ],
        entities: vec![hero, guide, ahmet],
        ai_objects,
        ..Default::default()
    };
    let level = tombrs::level::Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap();
    scripted_on(level, 2)
}

/// The guide (torch lit) facing west, Ahmet guarding his post `ahead`
/// before him facing away, Lara far behind them both, out of Ahmet's
/// sight, Lara's location `location`; runs `ticks` and returns each tick's
/// guide state (after it) with his distance from Ahmet, and each blow
/// `(lost, state, frame)`.
fn torch_fight(ahead: i32, ticks: usize, location: i64) -> (Vec<(u16, i32)>, Vec<Blow>) {
    let (mut world, mut host) = guide_and_ahmet([GUIDE_AT[0] - ahead, 0, GUIDE_AT[2]], &[]);
    lua_eval::<()>(
        &host,
        &mut world,
        &format!(
            "world.entity(1).state.ai.torch = 'lit'; \
             world.level_state().lara_location = {location}"
        ),
    );
    let (mut states, mut blows) = (Vec::new(), Vec::new());
    for _ in 0..ticks {
        let before = world.entities()[2].health;
        let (state, frame): (i64, i64) = lua_eval(
            &host,
            &mut world,
            "local g = world.entity(1); return g.anim_state, g.frame",
        );
        host.step(&mut world, idle());
        let lost = before - world.entities()[2].health;
        if lost > 0 {
            blows.push((lost, state, frame));
        }
        let (g, a) = (&world.entities()[1], &world.entities()[2]);
        states.push((g.state, (g.pos[0] - a.pos[0]).abs()));
    }
    no_script_trouble("guide", &host);
    (states, blows)
}

/// Lara's location past his marker 0: it does not hold him.
const PAST_MARKER_0: i64 = 5;

#[test]
fn with_the_torch_lit_the_guide_takes_on_no_one_while_lara_s_location_holds_him() {
    // GuideControl states 1 and 2: lit, he stands while lara.location (-1
    // before the first LARALOCATION) is short of his marker's number (0),
    // before any target is looked at.
    let (states, blows) = torch_fight(400, 120, -1);
    assert!(blows.is_empty(), "he struck Ahmet: {blows:?}");
    assert!(
        states.iter().all(|s| s.0 == 1),
        "he did not stand: {:?}",
        states.iter().find(|s| s.0 != 1)
    );
}

#[test]
fn with_the_torch_in_hand_the_guide_strikes_a_creature_before_him() {
    let (_, blows) = torch_fight(400, 120, PAST_MARKER_0);
    // GuideControl: stopped with a slot holder within a sector ahead he
    // strikes (31); 20 a blow, once, between its frames 15 and 26.
    assert!(!blows.is_empty(), "the guide never struck Ahmet");
    for &(lost, state, frame) in &blows {
        assert_eq!(lost, 20, "a blow took {lost}");
        assert_eq!(state, 31, "a blow outside his strike");
        assert!(frame > 15 && frame < 26, "a blow on frame {frame}");
    }
}

#[test]
fn with_the_torch_in_hand_the_guide_walks_at_a_creature_out_of_reach() {
    // GuideControl: stopped with a slot holder a sector or more off he
    // walks at it (state 1: the enemy not Lara); walking, within three
    // sectors and torch in hand, he stops (state 2); within a sector he
    // strikes (31).
    let (states, _) = torch_fight(2000, 400, PAST_MARKER_0);
    let first_walk = states
        .iter()
        .position(|s| s.0 == 2)
        .expect("he never walked at Ahmet");
    let strike = states
        .iter()
        .position(|s| s.0 == 31)
        .expect("he never struck at Ahmet");
    assert!(first_walk < strike, "he struck before he walked");
    assert!(
        states[strike].1 < 1024,
        "his strike began {} off",
        states[strike].1
    );
}

#[test]
fn the_guide_crouches_into_his_look_out_once_lara_is_near() {
    // Marker 0 (flags 4) heading north: its point 256 north of it, in
    // sector (5, 4), a heavy trigger there switching on the ANIMATING1;
    // Lara four sectors off.
    let first = [5 * SECTOR + 512, 0, 4 * SECTOR + 256];
    let next = [3 * SECTOR + 512, 0, 8 * SECTOR + 512];
    let far = [10 * SECTOR + 512, 0, 9 * SECTOR + 512];
    let (mut world, mut host) = arena_with(
        far,
        &[(first, 0, 0, LOOKS_OUT), (next, 1, 0, 0)],
        Animating::SwitchedFrom((5, 4)),
    );
    lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 5");
    // GuideControl state 1, flags 4: nothing while she is two sectors or
    // more away.
    for _ in 0..500 {
        host.step(&mut world, idle());
        let state = world.entities()[1].state;
        assert!(
            state != CROUCH && state != LOOK_OUT,
            "he looked out with Lara far"
        );
    }
    // She comes within two sectors: he crouches (36, required 43) into his
    // look-out (43); 20 frames before its end (its frame 19 of 40) the
    // trigger under him fires and he goes on.
    world.entities_mut()[0].pos = [first[0] - 1500, 0, first[2]];
    let (mut crouched, mut fired_at) = (false, None);
    for _ in 0..200 {
        let before: (i64, i64) = lua_eval(
            &host,
            &mut world,
            "local g = world.entity(1); return g.anim_state, g.frame",
        );
        host.step(&mut world, idle());
        crouched |= world.entities()[1].state == CROUCH;
        if fired_at.is_none() && world.entities()[2].status == Status::Active {
            fired_at = Some(before);
            break;
        }
    }
    assert!(crouched, "he did not crouch first");
    assert_eq!(
        fired_at,
        Some((LOOK_OUT as i64, 19)),
        "the trigger did not fire 20 frames before his look-out's end"
    );
    let lead: i64 = lua_eval(
        &host,
        &mut world,
        "return world.entity(1).state.ai.orders.lead",
    );
    assert_eq!(lead, 1, "he did not go on to marker 1");
    no_script_trouble("guide", &host);
}

#[test]
fn torchless_the_guide_walks_on_at_his_marker_while_a_creature_is_near() {
    // Marker 0 (flags 2) heading west, three sectors west of the guide;
    // Ahmet guards a sector beyond it. GuideControl state 1: a slot holder
    // within two sectors of him (his target) sends the torchless guide on
    // his walk (40) even at his reached marker, so he never reads there;
    // in state 40 the reached marker of flags 2 stops him again.
    let first = [6 * SECTOR + 512, 0, GUIDE_AT[2]];
    let (mut world, mut host) = guide_and_ahmet(
        [5 * SECTOR + 512, 0, GUIDE_AT[2]],
        &[(first, 0, WEST, READS)],
    );
    lua_eval::<()>(&host, &mut world, "world.level_state().lara_location = 5");
    let point = [first[0] - 256, 0, first[2]];
    let (mut stood_there, mut walked_on) = (false, false);
    for _ in 0..600 {
        host.step(&mut world, idle());
        let e = &world.entities()[1];
        assert_ne!(e.state, READ, "he read with Ahmet near");
        let near = (e.pos[0] - point[0]).abs() < 640 && (e.pos[2] - point[2]).abs() < 640;
        stood_there |= near && e.state == 1;
        walked_on |= stood_there && e.state == TORCHLESS_WALK;
    }
    no_script_trouble("guide", &host);
    assert!(stood_there, "he never stood at his marker");
    assert!(walked_on, "he did not walk on from his marker");
}
