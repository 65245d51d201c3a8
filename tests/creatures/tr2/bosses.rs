//! TR2's last inhabitants on TR2 arenas of stand-in models carrying TRX's
//! state numbers (the real test level has none of their models): the
//! dragon breathes fire and swipes, its back posed with its front; knocked
//! down it gets up with half its hit points, unless Lara pulls the dagger,
//! when it burns away into its bones; Bartoli's timer bursts the three
//! spheres (which throw Lara back) and leaves the dragon in his place; the
//! armed snowmobile shoots Lara, and shot to pieces drops its driver and is
//! hers to ride; Winston follows Lara and stops near her; the minisub runs
//! while triggered with its lamp lit.

use crate::common;

use std::sync::Arc;

use common::arena::{activate, arena_for, open_room, stand_in, stand_in_with, LARA_AT};
use common::lua_eval;
use tombrs::builder::models::ModelDef;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Event, Input, Status, World};

const SECTOR: i32 = 1024;
const WEST: u16 = 0xC000;
const BODY: i16 = 100;
const STILL: i32 = 0;
const WALK: i32 = 20;
/// TRX's TR2 ids.
const DRAGON_FRONT: u16 = 22;
const DRAGON_BACK: u16 = 23;
const BARTOLI: u16 = 40;
const SKIDOO_ARMED: u16 = 51;
const SKIDOO_DRIVER: u16 = 52;
const MINISUB: u16 = 66;
const LARA_EXTRA: u16 = 12;
const DAGGER: u32 = 175;
const SPHERES: [u16; 3] = [209, 210, 211];
const BONES: [u16; 2] = [218, 219];
const FLAME: u16 = 246;
const WINSTON: u16 = 260;

fn idle() -> Input {
    Input { bits: 0 }
}

fn action() -> Input {
    Input {
        bits: Input::ACTION,
    }
}

/// A TR2 arena: Lara at her spot, then `placed` (type, where, yaw) as
/// entities 1…; `awake` of them switched on as their triggers would.
fn world_of(
    models: Vec<ModelDef>,
    placed: &[(u16, [i32; 3], u16)],
    awake: &[usize],
) -> (World, ScriptHost) {
    let entities = placed
        .iter()
        .map(|&(t, at, yaw)| {
            let mut e = EntityDef::new(t, 0, at);
            e.angle = yaw;
            e
        })
        .collect();
    let level = Arc::new(arena_for(Game::Tr2, open_room(), LARA_AT, models, entities));
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), Game::Tr2, None).unwrap();
    host.bind_all(&mut world);
    for &i in awake {
        activate(&mut world, &mut host, i);
    }
    (world, host)
}

/// The first entity of `type_id` still in the world.
fn index_of(world: &World, type_id: u16) -> Option<usize> {
    world
        .entities()
        .iter()
        .position(|e| e.type_id == type_id && e.exists())
}

fn count_of(world: &World, type_id: u16) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.type_id == type_id && e.exists())
        .count()
}

fn lua_num(host: &ScriptHost, world: &mut World, code: &str) -> i64 {
    lua_eval::<i64>(host, world, code)
}

// ---------------------------------------------------------------- dragon

/// The dragon's states (TRX DRAGON_ANIM_*): (state, speed, next).
const DRAGON: &[(u16, i32, u16)] = &[
    (6, STILL, 6),
    (1, WALK, 1),
    (2, WALK, 2),
    (3, WALK, 3),
    (4, STILL, 4),
    (5, STILL, 5),
    (7, STILL, 6),
    (8, STILL, 6),
    (9, STILL, 6),
    (10, STILL, 6),
    (11, STILL, 11),
];

fn dragon_models() -> Vec<ModelDef> {
    vec![
        stand_in_with(DRAGON_FRONT as u32, 600, 300, DRAGON),
        stand_in_with(DRAGON_BACK as u32, 600, 300, DRAGON),
        stand_in(FLAME as u32, 20, &[(0, 0)]),
        stand_in(BONES[0] as u32, BODY, &[(0, 0)]),
        stand_in(BONES[1] as u32, BODY, &[(0, 0)]),
        // Lara's misc animations: a breath (state 0) into the pull (7).
        stand_in(LARA_EXTRA as u32, 20, &[(0, 0), (7, 0)]),
    ]
}

/// Checks the back stands where the front stands, in the same animation.
fn assert_back_posed(world: &World, tick: usize) {
    let (Some(f), Some(b)) = (index_of(world, DRAGON_FRONT), index_of(world, DRAGON_BACK)) else {
        panic!("tick {tick}: the dragon's parts are missing");
    };
    let (f, b) = (&world.entities()[f], &world.entities()[b]);
    assert_eq!(f.pos, b.pos, "tick {tick}: the back left the front");
    assert_eq!(f.state, b.state, "tick {tick}: the back's state differs");
    assert_eq!(f.frame, b.frame, "tick {tick}: the back's frame differs");
}

#[test]
fn the_dragon_breathes_fire_from_afar_and_swipes_up_close() {
    // Seven sectors off: it walks in, stops within six, aims and breathes.
    let at = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(dragon_models(), &[(DRAGON_FRONT, at, WEST)], &[1]);
    let (mut flames, mut fired, mut burnt) = (0, false, 0);
    for t in 0..240 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        assert_back_posed(&world, t);
        flames = flames.max(count_of(&world, FLAME));
        fired |= world.entities()[1].state == 5;
        if world.entities()[0].health < before {
            burnt += 1;
        }
    }
    assert!(fired, "the dragon never breathed fire");
    assert!(flames > 0, "no flame left its mouth");
    assert!(burnt > 0, "the flames never reached Lara");
    common::assert_no_script_error(&host, "dragon fire");

    // Close by (its body's reach): it swipes, 250 a blow.
    let at = [LARA_AT[0] + 650, 0, LARA_AT[2]];
    let (mut world, mut host) = world_of(dragon_models(), &[(DRAGON_FRONT, at, WEST)], &[1]);
    let (mut swiped, mut blow) = (false, 0);
    for _ in 0..200 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        let s = world.entities()[1].state;
        swiped |= s == 9 || s == 10;
        blow = blow.max(before - world.entities()[0].health);
        if world.entities()[0].health <= 0 {
            break;
        }
    }
    assert!(swiped, "the dragon never swiped");
    assert!(blow >= 250, "no swipe of 250 landed (largest blow {blow})");
    common::assert_no_script_error(&host, "dragon swipe");
}

/// The dragon's (state, yaw) after each of `ticks` ticks from `at`, its
/// stand-in creeping (speed `CREEP`) in its aim, fire, stop and turns, so
/// that Creature_Turn, which turns only a moving item, turns it there.
fn dragon_headings(at: [i32; 3], ticks: usize) -> Vec<(u16, i32)> {
    const CREEP: i32 = 4;
    let creeping: Vec<(u16, i32, u16)> = DRAGON
        .iter()
        .map(|&(s, v, next)| (s, if (4..=8).contains(&s) { CREEP } else { v }, next))
        .collect();
    let mut models = dragon_models();
    models[0] = stand_in_with(DRAGON_FRONT as u32, 600, 300, &creeping);
    models[1] = stand_in_with(DRAGON_BACK as u32, 600, 300, &creeping);
    let (mut world, mut host) = world_of(models, &[(DRAGON_FRONT, at, WEST)], &[1]);
    let t = (0..ticks)
        .map(|_| {
            host.step(&mut world, idle());
            let d = &world.entities()[1];
            (d.state, d.rot[1] as i32)
        })
        .collect();
    common::assert_no_script_error(&host, "dragon headings");
    t
}

#[test]
fn the_dragon_holds_its_heading_to_aim_fire_and_stand_and_spins_a_degree_a_tick() {
    // TRX tr2 dragon.c Dragon_Control: Creature_Turn (2° at most) every
    // tick; in DRAGON_ANIM_AIM, FIRE and STOP the turn is taken back, in
    // TURN_LEFT / TURN_RIGHT the heading moves by exactly ∓PHD_DEGREE
    // (182) with the turn taken back. The state deciding a tick is the one
    // the tick before left (the control runs before the animation).
    const DEGREE: i32 = 182;
    let (mut held, mut spun) = (0, 0);
    // From afar (it aims and breathes), and within its close range but out
    // of its swipes' reach (a swipe that misses makes the next stop turn),
    // Lara off its line so that it has to turn.
    for at in [
        [9 * SECTOR + 512, 0, 7 * SECTOR + 100],
        [LARA_AT[0] + 2000, 0, LARA_AT[2] + 1000],
    ] {
        let t = dragon_headings(at, 300);
        for w in t.windows(2) {
            let ((state, before), (_, after)) = (w[0], w[1]);
            let turned = ((after - before + 32768).rem_euclid(65536)) - 32768;
            match state {
                4..=6 => {
                    assert_eq!(turned, 0, "state {state} turned {turned}");
                    held += 1;
                }
                7 => {
                    assert_eq!(turned, -DEGREE, "turning left");
                    spun += 1;
                }
                8 => {
                    assert_eq!(turned, DEGREE, "turning right");
                    spun += 1;
                }
                _ => assert!(turned.abs() <= 2 * DEGREE, "state {state} turned {turned}"),
            }
        }
    }
    assert!(held > 0 && spun > 0, "held {held} ticks, spun {spun}");
}

#[test]
fn the_knocked_down_dragon_gets_up_with_half_its_hit_points() {
    let at = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(dragon_models(), &[(DRAGON_FRONT, at, WEST)], &[1]);
    host.step(&mut world, idle());
    lua_eval::<()>(&host, &mut world, "world.entity(1):hit(300, world.lara())");
    let mut down_ticks = 0;
    for t in 0..460 {
        host.step(&mut world, idle());
        let d = &world.entities()[1];
        if d.health <= 0 {
            down_ticks += 1;
            // The shot lands in the step (as her gun's would, in her turn,
            // after the items ran); the dragon finds itself down on its
            // next control (TRX tr2 dragon.c Dragon_Control reads its hit
            // points as it runs).
            assert!(
                down_ticks == 1 || !d.targetable,
                "tick {t}: a fallen dragon is a target"
            );
        }
    }
    // Down for live_time + almost_live (330 + 100) ticks, then 150 of 300.
    assert!(
        (425..=435).contains(&down_ticks),
        "down for {down_ticks} ticks"
    );
    assert_eq!(
        world.entities()[1].health,
        150,
        "it got up with the wrong hit points"
    );
    assert!(world.entities()[1].targetable, "up again, it is no target");
    assert_eq!(world.kills(), 1, "the fall counts one kill");
    common::assert_no_script_error(&host, "dragon down");
}

#[test]
fn lara_pulls_the_dagger_and_the_dragon_burns_away_into_its_bones() {
    // The dragon faces west; Lara stands a sector across its chest
    // (its frame's x is world z here) facing along its heading + 90°.
    let at = [LARA_AT[0], 0, LARA_AT[2] - 1000];
    let (mut world, mut host) = world_of(dragon_models(), &[(DRAGON_FRONT, at, WEST)], &[1]);
    lua_eval::<()>(&host, &mut world, "world.lara().yaw = 0");
    host.step(&mut world, idle());
    // Square on (a creature starts up to 45° off its placed heading).
    lua_eval::<()>(
        &host,
        &mut world,
        "world.entity(1).yaw = 0xC000; world.entity(1):hit(300, world.lara())",
    );
    // Action before the death has played out does nothing.
    for _ in 0..4 {
        host.step(&mut world, action());
    }
    assert_ne!(
        world.entities()[0].state,
        7,
        "the dagger came out too early"
    );
    let mut pulled = false;
    for _ in 0..40 {
        host.step(&mut world, action());
        pulled |= world.entities()[0].state == 7;
    }
    assert!(pulled, "Lara did not pull the dagger");
    let daggers = lua_num(
        &host,
        &mut world,
        &format!("return (world.lara().state.inventory or {{}})[{DAGGER}] or 0"),
    );
    assert_eq!(daggers, 1, "the dagger is not in her inventory");
    for _ in 0..220 {
        host.step(&mut world, idle());
    }
    assert_eq!(
        index_of(&world, DRAGON_FRONT),
        None,
        "the dragon is still there"
    );
    assert_eq!(
        index_of(&world, DRAGON_BACK),
        None,
        "its back is still there"
    );
    for b in BONES {
        let i = index_of(&world, b).unwrap_or_else(|| panic!("no bones {b}"));
        assert_eq!(world.entities()[i].pos[1], 0, "bones {b} off the floor");
    }
    common::assert_no_script_error(&host, "dagger");
}

// --------------------------------------------------------------- Bartoli

#[test]
fn bartolis_explosions_throw_lara_back_and_leave_the_dragon() {
    let mut models = dragon_models();
    models.push(stand_in(BARTOLI as u32, BODY, &[(1, 0)]));
    for s in SPHERES {
        models.push(stand_in(s as u32, BODY, &[(0, 0)]));
    }
    let at = [LARA_AT[0] + 4 * SECTOR, 0, LARA_AT[2]];
    let (mut world, mut host) = world_of(models, &[(BARTOLI, at, WEST)], &[1]);
    assert_eq!(
        world.entities()[1].pos,
        [at[0] - 512, 0, at[2] - 512],
        "Bartoli is not set two clicks back"
    );
    let dragon = index_of(&world, DRAGON_FRONT).expect("no dragon waits for Bartoli");
    assert!(
        world.entities()[dragon].invisible,
        "the dragon shows too early"
    );
    let (mut spheres_at, mut thrown, mut woke) = (Vec::new(), false, None);
    for t in 0..220 {
        let before: usize = SPHERES.iter().map(|&s| count_of(&world, s)).sum();
        host.step(&mut world, idle());
        let after: usize = SPHERES.iter().map(|&s| count_of(&world, s)).sum();
        if after > before {
            spheres_at.push(t);
        }
        thrown |= world.entities()[0].gravity;
        if woke.is_none() && !world.entities()[dragon].invisible {
            woke = Some(t);
        }
    }
    // The timer starts on the first tick (Lara is near) and counts from 1.
    assert_eq!(
        spheres_at,
        vec![128, 138, 148],
        "the spheres burst at the wrong ticks"
    );
    assert_eq!(woke, Some(149), "the dragon woke at the wrong tick");
    assert!(thrown, "the spheres never threw Lara");
    assert_eq!(index_of(&world, BARTOLI), None, "Bartoli is still there");
    assert!(
        world.entities()[dragon].is_active(),
        "the dragon does not run"
    );
    common::assert_no_script_error(&host, "Bartoli");
}

// ------------------------------------------------------ armed snowmobile

/// The snowmobile's and its driver's states (TRX SKIDOO_DRIVER_STATE_*).
const SKIDOO: &[(u16, i32, u16)] = &[
    (1, STILL, 1),
    (2, 30, 2),
    (3, 30, 5),
    (4, 30, 6),
    (5, 30, 5),
    (6, 30, 6),
    (7, STILL, 7),
];

#[test]
fn the_armed_snowmobile_shoots_then_drops_its_driver_and_is_hers_to_ride() {
    let models = vec![
        stand_in_with(SKIDOO_ARMED as u32, 300, 100, SKIDOO),
        stand_in_with(SKIDOO_DRIVER as u32, 100, 300, SKIDOO),
    ];
    let at = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(models, &[(SKIDOO_DRIVER, at, WEST)], &[1]);
    let skidoo = index_of(&world, SKIDOO_ARMED).expect("the driver brought no snowmobile");
    let mut blows = Vec::new();
    for t in 0..240 {
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        let (d, s) = (&world.entities()[1], &world.entities()[skidoo]);
        assert_eq!(d.pos, s.pos, "tick {t}: the driver left his seat");
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        if world.entities()[0].health < 300 {
            break;
        }
    }
    assert!(
        blows.contains(&50),
        "no 50 shot of its guns hit Lara on foot: {blows:?}"
    );
    assert!(!world.entities()[1].targetable, "the driver is a target");
    // Shot to pieces: he falls off, it stops and is hers to ride.
    lua_eval::<()>(
        &host,
        &mut world,
        &format!("world.entity({skidoo}):hit(100, world.lara())"),
    );
    for _ in 0..120 {
        host.step(&mut world, idle());
    }
    assert_eq!(world.entities()[1].state, 7, "the driver did not fall");
    assert_eq!(
        world.entities()[1].status,
        Status::Deactivated,
        "the driver still runs"
    );
    assert_eq!(world.kills(), 1, "the kill is not hers");
    let empty = lua_eval::<bool>(
        &host,
        &mut world,
        &format!("return world.entity({skidoo}).state.empty == true"),
    );
    assert!(empty, "the wreck is not an empty snowmobile");
    // Beside it, facing along its right side, with Action she gets on.
    lua_eval::<()>(
        &host,
        &mut world,
        &format!(
            "local v, l = world.entity({skidoo}), world.lara()
             local s, c = math.sin(v.yaw * math.pi / 32768), math.cos(v.yaw * math.pi / 32768)
             l:set_position(v.x + math.floor(400 * c), v.y, v.z - math.floor(400 * s))
             l.room = v.room
             l.yaw = (v.yaw - 16384) % 65536"
        ),
    );
    for _ in 0..3 {
        host.step(&mut world, action());
    }
    let riding = lua_eval::<bool>(
        &host,
        &mut world,
        &format!("return world.lara().state.vehicle == world.entity({skidoo})"),
    );
    assert!(riding, "Lara could not get on the empty snowmobile");
    common::assert_no_script_error(&host, "armed snowmobile");
}

// ---------------------------------------------------------------- Winston

#[test]
fn winston_follows_lara_and_stops_near_her() {
    let models = vec![stand_in_with(
        WINSTON as u32,
        BODY,
        300,
        &[(1, STILL, 1), (2, WALK, 2)],
    )];
    let at = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (mut world, mut host) = world_of(models, &[(WINSTON, at, WEST)], &[1]);
    assert!(!world.entities()[1].targetable, "Winston is a target");
    let mut walked = false;
    for _ in 0..400 {
        host.step(&mut world, idle());
        walked |= world.entities()[1].state == 2;
    }
    let (l, w) = (world.entities()[0].pos, world.entities()[1].pos);
    let d = ((l[0] - w[0]) as f64).hypot((l[2] - w[2]) as f64);
    assert!(walked, "Winston never walked");
    assert_eq!(world.entities()[1].state, 1, "Winston did not stop by her");
    assert!(
        d < 1536.0 + 400.0 && d > 300.0,
        "Winston stopped {d} from her"
    );
    assert_eq!(world.entities()[0].health, 1000, "Winston hurt Lara");
    // She goes off behind him: he follows again.
    lua_eval::<()>(
        &host,
        &mut world,
        "world.lara():set_position(10 * 1024 + 512, 0, 2 * 1024 + 512)",
    );
    let mut again = false;
    for _ in 0..60 {
        host.step(&mut world, idle());
        again |= world.entities()[1].state == 2;
    }
    assert!(again, "Winston did not follow her again");
    common::assert_no_script_error(&host, "Winston");
}

// ---------------------------------------------------------------- minisub

#[test]
fn the_minisub_runs_while_triggered_with_its_lamp_lit() {
    let models = vec![stand_in(MINISUB as u32, BODY, &[(0, STILL), (1, 24)])];
    let at = [6 * SECTOR + 512, 0, 3 * SECTOR + 512];
    let (mut world, mut host) = world_of(models, &[(MINISUB, at, 0)], &[]);
    for _ in 0..10 {
        host.step(&mut world, idle());
    }
    assert_eq!(world.entities()[1].pos, at, "the minisub moved untriggered");
    activate(&mut world, &mut host, 1);
    let mut lit = false;
    for _ in 0..40 {
        host.step(&mut world, idle());
        lit |= world
            .events()
            .iter()
            .any(|e| matches!(e, Event::Light { .. }));
    }
    let moved = world.entities()[1].pos;
    assert!(moved[2] > at[2] + 200, "the minisub did not run: {moved:?}");
    assert!(lit, "its lamp was not lit");
    common::assert_no_script_error(&host, "minisub");
}
