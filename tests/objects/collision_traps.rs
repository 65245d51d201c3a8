//! Traps whose collision routine is TRX tr1 Object_CollisionTrap (tomb3
//! TrapCollision): at rest they stand solid as Object_Collision (Lara is
//! pushed out of their box widened by her radius), running they only take
//! her touch, which their control hurts her by.

use crate::common;
use common::arena::{stand_in, LARA_AT};
use common::traps::{bound, near_lara, no_script_errors, run};

use tombrs::world::Input;

/// Her radius as the items' routines see it (coll->radius above water).
const LARA_RADIUS: i32 = 100;
/// The stand-in blade's reach ahead and behind along its heading.
const REACH: i32 = 300;

/// Her x each tick and her health, running 60 ticks at TR1's swinging blade
/// (36: Object_CollisionTrap) 700 ahead of her, its reach along her way,
/// triggered (`on`) or not.
fn run_at_blade(on: bool) -> Vec<(i32, i16)> {
    let blade = stand_in(36, REACH as i16, &[(0, 0), (2, 0)]);
    let level = near_lara(blade, [LARA_AT[0] + 700, LARA_AT[2]], 0, 0x4000);
    let (mut world, mut host) = bound(level, if on { &[1] } else { &[] });
    let mut seen = Vec::new();
    run(
        &mut world,
        &mut host,
        60,
        |_| Input::FORWARD,
        |_, w| seen.push((w.entities()[0].pos[0], w.entities()[0].health)),
    );
    no_script_errors(&host);
    seen
}

/// At rest (never triggered) the blade is an object: her run is held at its
/// box's near face less her radius, 700 − 300 − 100 = 300 on from where she
/// set out, unhurt. Triggered, it takes only her touch: she runs into it
/// and it cuts her (TRX tr1 pendulum.c, 100 a tick of contact).
#[test]
fn a_blade_at_rest_holds_her_run_and_a_working_one_lets_her_in_and_cuts() {
    let held = LARA_AT[0] + 700 - REACH - LARA_RADIUS;
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
