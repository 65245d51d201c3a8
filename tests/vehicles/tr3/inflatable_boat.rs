//! TR3's water vehicles (scripts/vehicles/boat3.lua, kayak.lua over
//! vehicles/common.lua) on builder levels that carry TR3's real Lara: the
//! vehicles and their Lara animation object (tomb3 VEHICLE_ANIM, 11) are
//! stand-ins grafted in after her real models are lent. Each test plays a
//! committed input file (tests/walks/veh_tr3_*.txt) and asserts what a
//! player would see.

use crate::common;

use common::arena::stand_in;
use common::moves::play_walk;
use common::vehicles::{entities, lara_anims, lara_xs, vehicle, vehicle_at, vehicle_level};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{LevelDef, RoomDef};
use tombrs::format::Game;

/// A pool (room 0, surface at 0) under an air room (room 1): water over x
/// 1–12, z 2–6; the south strip (z 1) and the east end (x 13) are banks a
/// click above the surface. The vehicle `type_id` floats facing +x by the
/// south bank at z `vz`; Lara stands on the bank facing it.
fn pool_def(type_id: u16, anims: ModelDef, vz: i32) -> LevelDef {
    let mut pool = RoomDef::boxed(0, 0, 15, 8, 8, 0);
    pool.water = true;
    let mut air = RoomDef::boxed(0, 0, 15, 8, 0, -16);
    for x in 1..14 {
        for z in 1..7 {
            let bank = z == 1 || x == 13;
            if bank {
                pool.sector_mut(x, z).wall = true;
                air.sector_mut(x, z).floor = [-1; 4];
            } else {
                pool.sector_mut(x, z).open_above = true;
            }
        }
    }
    LevelDef {
        rooms: vec![pool, air],
        models: vec![stand_in(type_id as u32, 700, &[(0, 0)]), anims],
        entities: entities(
            [2560, -256, 1800],
            1,
            0,
            vec![vehicle(type_id, 0, [2560, 0, vz], 0x4000)],
        ),
        ..Default::default()
    }
}

// ---------------------------------------------------------------- inflatable boat

/// tomb3 VEHICLE_ANIM (11) for the boat: get on left 0 / right 8 (state
/// 0, into the stand, 1), fall 15 (6), death 18 (8); free slots for
/// moving (2) and the jumps off (3 right, 4 left).
fn boat_anims() -> ModelDef {
    lara_anims(
        11,
        20,
        &[
            (0, 0, 1),
            (1, 1, 1),
            (2, 2, 2),
            (3, 3, 3),
            (4, 4, 4),
            (8, 0, 1),
            (15, 6, 6),
            (18, 8, 8),
        ],
    )
}

#[test]
fn tr3_lara_drives_the_inflatable_boat_with_action_and_sprint_and_jumps_off_onto_the_bank() {
    let Some(level) = vehicle_level(&pool_def(15, boat_anims(), 2380), Game::Tr3) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../../walks/veh_tr3_boat.txt"),
        "veh_tr3_boat.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    let on = p.first("got on", |e| e.pos[0] == 2560 && e.pos[2] == 2380);
    assert!(on <= 12, "on at once ({on})");
    assert_eq!(t[on].lara.state, 0, "the get-on state");
    // Action drives it east at up to 110 a tick; Sprint with it up to 185.
    let xs = lara_xs(&p);
    let steps: Vec<i32> = xs.windows(2).map(|w| w[1] - w[0]).collect();
    let fastest = *steps[..60].iter().max().unwrap();
    assert!(
        fastest > 90 && fastest <= 115,
        "Action alone (110, overshooting by at most 5): {fastest}"
    );
    let fastest = *steps.iter().max().unwrap();
    assert!(
        fastest > 115 && fastest <= 190,
        "with Sprint (185): {fastest}"
    );
    assert!(
        t[on..]
            .iter()
            .filter(|t| t.lara.invisible || t.lara.state <= 8)
            .take(100)
            .all(|t| t.lara.pos[1] == 0),
        "on the water's surface while riding"
    );
    // The marked spot: it got past x 8 sectors, and the east bank kept it
    // in the water (its bow 750 short of x 13 sectors).
    let v = vehicle_at(&p);
    assert!(
        v.pos[0] > 8 * 1024 && v.pos[0] <= 13 * 1024 - 750,
        "the boat stopped at the far end, in the water: {:?}",
        v.pos
    );
    assert_eq!(v.pos[1], 0, "afloat");
    // Jump braked it to a stand; Roll + Right jumped her off to its right
    // (south) onto the bank, where she stands.
    assert!(t.iter().any(|t| t.lara.state == 3), "the jump-off state");
    let end = p.last();
    assert_eq!(end.state, 2, "standing: {}", end.state);
    assert_eq!(end.pos[1], -256, "on the bank");
    assert!(end.pos[2] < 2048, "on the south bank: {:?}", end.pos);
    assert!(end.pos[0] > 8 * 1024, "beside where the boat stopped");
}
