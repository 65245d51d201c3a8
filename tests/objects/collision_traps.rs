//! Traps and their collision routines: TRX tr1 Object_CollisionTrap
//! (tomb3 TrapCollision: at rest they stand solid as Object_Collision, Lara
//! pushed out of their box widened by her radius; running they only take
//! her touch, which their control hurts her by), Object_Collision (always
//! solid), Creature_Collision (the hook: its box not widened) and the
//! rolling balls' own routines.

use crate::common;
use common::arena::{stand_in, LARA_AT};
use common::traps::{bound, near_lara_in, no_script_errors, run};

use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::world::Input;

/// Her radius as the items' routines see it (coll->radius above water).
const LARA_RADIUS: i32 = 100;
/// The stand-in blade's reach ahead and behind along its heading.
const REACH: i32 = 300;

/// Where her run is held by an item whose box, widened by her radius,
/// pushes her out (Object_Collision): its near face less her radius.
const HELD_WIDENED: i32 = LARA_AT[0] + AHEAD - REACH - LARA_RADIUS;
/// How far ahead of her the item stands.
const AHEAD: i32 = 700;

/// Her x, her health and whether she is in the air each tick, for 60 ticks
/// of `input` in a `game` level with `model`'s item AHEAD of her on the
/// floor, its reach along her way, triggered (`on`) or not.
fn run_into(game: Game, model: ModelDef, on: bool, input: u32) -> Vec<(i32, i16, bool)> {
    run_into_at(game, model, 0, on, input)
}

/// [`run_into`] with the item's origin at `y`.
fn run_into_at(game: Game, model: ModelDef, y: i32, on: bool, input: u32) -> Vec<(i32, i16, bool)> {
    let level = near_lara_in(game, model, [LARA_AT[0] + AHEAD, LARA_AT[2]], y, 0x4000);
    let (mut world, mut host) = bound(level, if on { &[1] } else { &[] });
    let mut seen = Vec::new();
    run(
        &mut world,
        &mut host,
        60,
        |_| input,
        |_, w| {
            let l = &w.entities()[0];
            seen.push((l.pos[0], l.health, l.gravity))
        },
    );
    no_script_errors(&host);
    seen
}

/// Her x each tick and her health, running 60 ticks at TR1's swinging blade
/// (36: Object_CollisionTrap) 700 ahead of her, its reach along her way,
/// triggered (`on`) or not.
fn run_at_blade(on: bool) -> Vec<(i32, i16)> {
    let blade = stand_in(36, REACH as i16, &[(0, 0), (2, 0)]);
    run_into(Game::Tr1, blade, on, Input::FORWARD)
        .into_iter()
        .map(|(x, health, _)| (x, health))
        .collect()
}

/// At rest (never triggered) the blade is an object: her run is held at its
/// box's near face less her radius, 700 − 300 − 100 = 300 on from where she
/// set out, unhurt. Triggered, it takes only her touch: she runs into it
/// and it cuts her (TRX tr1 pendulum.c, 100 a tick of contact).
#[test]
fn a_blade_at_rest_holds_her_run_and_a_working_one_lets_her_in_and_cuts() {
    let held = HELD_WIDENED;
    let rest = run_at_blade(false);
    assert!(rest.iter().all(|s| s.0 <= held && s.1 == 1000), "{rest:?}");
    assert_eq!(rest.last().unwrap().0, held, "held at its face");
    let working = run_at_blade(true);
    assert!(
        working.iter().any(|s| s.0 > held),
        "into its box: {working:?}"
    );
    assert!(working.iter().any(|s| s.1 < 1000), "cut");
}

/// The stand-in of a rolling ball (its set and rolling states, standing
/// still: a triggered one stays active where it is).
fn ball(type_id: u32) -> ModelDef {
    stand_in(type_id, REACH as i16, &[(0, 0), (1, 0)])
}

/// TRX tr1 RollingBall_Collision: at rest (never triggered) the ball is an
/// object, her run held at its face less her radius and unhurt; rolling
/// (active), its touch on the ground is the boulder death.
#[test]
fn a_rolling_ball_at_rest_holds_her_and_a_rolling_one_crushes_her_on_the_ground() {
    let rest = run_into(Game::Tr1, ball(38), false, Input::FORWARD);
    assert!(
        rest.iter().all(|s| s.0 <= HELD_WIDENED && s.1 == 1000),
        "{rest:?}"
    );
    assert_eq!(rest.last().unwrap().0, HELD_WIDENED, "held at its face");
    let rolling = run_into(Game::Tr1, ball(38), true, Input::FORWARD);
    let dead = rolling.iter().position(|s| s.1 <= 0).expect("crushed");
    assert!(!rolling[dead].2, "on the ground: {rolling:?}");
}

/// TRX tr1 RollingBall_Collision / tomb3 RollingBallCollision: met in the
/// air (her forward jump into the low stand-in, which she then clears), the
/// rolling ball pushes her out of its box widened by her radius and takes
/// ROLLINGBALL_DAMAGE_AIR (100) each tick it touches her; she lives.
#[test]
fn a_rolling_ball_met_in_the_air_pushes_her_back_and_hurts_her_by_100() {
    for (game, type_id) in [(Game::Tr1, 38), (Game::Tr3, 88)] {
        let jump = run_into(game, ball(type_id), true, Input::FORWARD | Input::JUMP);
        let hurt: Vec<_> = jump.windows(2).filter(|w| w[1].1 < w[0].1).collect();
        assert!(!hurt.is_empty(), "{game:?} hurt: {jump:?}");
        for w in &hurt {
            assert!(w[1].2, "{game:?} in the air: {w:?}");
            assert_eq!(w[0].1 - w[1].1, 100, "{game:?} 100 a touch: {w:?}");
            assert_eq!(
                w[1].0, HELD_WIDENED,
                "{game:?} pushed back to its widened face: {w:?}"
            );
        }
        assert!(jump.iter().all(|s| s.1 > 0), "{game:?} lives: {jump:?}");
    }
}

/// TOMB4 RollingBallCollision: a TR4 ball crushes only while triggered and
/// moving; triggered but still (a stand-in has no speed) it is a solid
/// object, as at rest.
#[test]
fn a_tr4_rolling_ball_standing_still_is_solid_even_triggered() {
    // TR4's ROLLINGBALL (objects/tr45/names_tr4.lua).
    for on in [false, true] {
        let seen = run_into(Game::Tr4, ball(130), on, Input::FORWARD);
        assert!(seen.iter().all(|s| s.1 == 1000), "unhurt: {seen:?}");
        assert_eq!(seen.last().unwrap().0, HELD_WIDENED, "held at its face");
    }
}

/// Every game's dart is Object_Collision (TRX tr1/tr2 dart.c, tomb3 and
/// TOMB4 setup DARTS): it pushes her out of its box widened by her radius,
/// and the touch found there is what its control hurts her by the next
/// tick (DART_DAMAGE 50).
#[test]
fn a_dart_pushes_her_as_a_solid_object_and_its_touch_hurts_by_50() {
    // Its body at her chest (the stand-in's is 300 above its origin), off
    // the floor where it would end.
    let dart = stand_in(39, REACH as i16, &[(0, 0)]);
    let seen = run_into_at(Game::Tr1, dart, -100, true, Input::FORWARD);
    assert_eq!(
        seen.last().unwrap().0,
        HELD_WIDENED,
        "held at its face: {seen:?}"
    );
    let hurt: Vec<_> = seen.windows(2).filter(|w| w[1].1 < w[0].1).collect();
    assert!(!hurt.is_empty(), "touched: {seen:?}");
    assert!(
        hurt.iter().all(|w| w[1].1 <= 0 || w[0].1 - w[1].1 == 50),
        "50 a touch: {hurt:?}"
    );
}

/// The hook is Creature_Collision (TRX tr2 hook.c, tomb3 setup HOOK): its
/// box, not widened, pushes her, so her run is held with her centre at its
/// face, her radius nearer than an object holds her.
#[test]
fn the_hook_holds_her_at_its_unwidened_box() {
    // TR2's overhead pulley hook (78), still and untriggered.
    let hook = stand_in(78, REACH as i16, &[(0, 0)]);
    let seen = run_into(Game::Tr2, hook, false, Input::FORWARD);
    let face = LARA_AT[0] + AHEAD - REACH;
    assert_eq!(seen.last().unwrap().0, face, "held at its face: {seen:?}");
    assert!(seen.iter().all(|s| s.0 <= face && s.1 == 1000), "{seen:?}");
}

/// TRX tr2 propeller.c: a propeller is Object_Collision_Trap (solid at
/// rest, her touch only while it runs: PROPELLER_DAMAGE 200 a touch of its
/// blades); the power saw (power_saw.c) is Object_Collision, solid while it
/// runs too.
#[test]
fn a_running_propeller_lets_her_into_its_blades_and_a_running_saw_holds_her() {
    // TR2's airplane propeller (76) and power saw (77), running (state 0,
    // triggered) or at rest (state 1).
    let meet = |type_id: u32, running: bool| {
        let states: &[(u16, i32)] = if running {
            &[(0, 0), (1, 0)]
        } else {
            &[(1, 0), (0, 0)]
        };
        run_into(
            Game::Tr2,
            stand_in(type_id, REACH as i16, states),
            running,
            Input::FORWARD,
        )
    };
    let rest = meet(76, false);
    assert_eq!(
        rest.last().unwrap().0,
        HELD_WIDENED,
        "at rest, held: {rest:?}"
    );
    assert!(
        rest.iter().all(|s| s.1 == 1000),
        "at rest, unhurt: {rest:?}"
    );
    // Running, nothing holds her: each tick she lives she runs on, the
    // blades taking 200 a touch until she dies.
    let running = meet(76, true);
    for w in running.windows(2).filter(|w| w[1].1 > 0) {
        assert!(w[1].0 > w[0].0, "runs on: {w:?}");
        assert!(
            w[1].1 == w[0].1 || w[0].1 - w[1].1 == 200,
            "200 a touch: {w:?}"
        );
    }
    assert!(running.iter().any(|s| s.1 <= 0), "cut down: {running:?}");
    let saw = meet(77, true);
    assert!(
        saw.iter().all(|s| s.0 <= HELD_WIDENED),
        "the saw holds her: {saw:?}"
    );
    assert!(
        saw.iter().any(|s| s.0 == HELD_WIDENED),
        "at its face: {saw:?}"
    );
}
