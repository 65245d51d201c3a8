//! TR3's and TR4's vehicles (scripts/vehicles/quadbike.lua, jeep.lua,
//! motorbike.lua over vehicles/common.lua) on builder levels that carry
//! the game's real Lara: the vehicles, their Lara animation objects and
//! the bike wall are stand-ins (no test level has them), grafted in after
//! her real models are lent. Each test plays a committed input file
//! (tests/walks/veh_*.txt) and asserts what a player would see.

use crate::common;

use common::arena::stand_in;
use common::moves::play_walk;
use common::vehicles::{entities, lara_anims, lara_xs, vehicle, vehicle_at, vehicle_level};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;

/// A flat field 16 sectors long (x) and 8 wide, floor 0, and the vehicle
/// `type_id` facing +x at x 2.5 sectors, z 4.5; Lara stands `side` units
/// off its left (+z, positive) or right (−z), facing it.
fn field(
    type_id: u16,
    anims: ModelDef,
    side: i32,
    others: Vec<EntityDef>,
    more: Vec<ModelDef>,
) -> LevelDef {
    let room = RoomDef::boxed(0, 0, 16, 8, 0, -16);
    let v = vehicle(type_id, 0, [2560, 0, 4608], 0x4000);
    let yaw = if side > 0 { 0x8000 } else { 0 };
    let mut models = vec![stand_in(type_id as u32, 500, &[(0, 0)]), anims];
    models.extend(more);
    LevelDef {
        rooms: vec![room],
        models,
        entities: entities(
            [2560, 0, 4608 + side],
            0,
            yaw,
            std::iter::once(v).chain(others).collect(),
        ),
        ..Default::default()
    }
}

// ---------------------------------------------------------------- quad bike

/// tomb3 VEHICLE_ANIM (11) for the quad: get on right 9 / left 23 (into
/// the stand, 15), fall 25 (8), hit back 11 / front 12; free slots for
/// drive (1), turns (2, 22) and the get-offs (10, 24).
fn quad_anims() -> ModelDef {
    lara_anims(
        11,
        26,
        &[
            (0, 15, 15),
            (1, 1, 1),
            (2, 2, 2),
            (3, 22, 22),
            (4, 24, 24),
            (5, 10, 10),
            (9, 9, 15),
            (11, 11, 1),
            (12, 12, 1),
            (23, 23, 15),
            (25, 8, 8),
        ],
    )
}

#[test]
fn tr3_lara_rides_the_quad_bike_across_the_field_and_gets_off_beside_it() {
    let def = field(16, quad_anims(), 400, vec![], vec![]);
    let Some(level) = vehicle_level(&def, Game::Tr3) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/veh_tr3_quad.txt"),
        "veh_tr3_quad.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    // Action beside it: she gets on from its left (tomb3 anim 23, state 23).
    let on = p.first("got on", |e| e.pos == [2560, 0, 4608]);
    assert_eq!(t[on].lara.state, 23, "the get-on-left state");
    assert_eq!(t[on].lara.rot[1], 0x4000, "facing the quad's way");
    // Action drives it along +x; it needs no Forward.
    let xs = lara_xs(&p);
    let fastest = xs.windows(2).map(|w| w[1] - w[0]).max().unwrap();
    assert!(
        fastest > 100 && fastest <= 160,
        "near its top speed of 160: {fastest}"
    );
    assert!(
        t.iter().any(|t| t.lara.state == 1),
        "in the driving state while under way"
    );
    // Jump braked it to a stand short of the east wall; Roll + Left got
    // her off to its left (+z), 512 beside it, standing.
    let v = vehicle_at(&p);
    assert!(
        v.pos[0] > 9 * 1024 && v.pos[0] < 16 * 1024 - 550,
        "the quad stopped far along the field: {:?}",
        v.pos
    );
    assert!(
        t.iter().any(|t| t.lara.state == 24),
        "the get-off-left state"
    );
    let end = p.last();
    assert_eq!(end.state, 2, "standing");
    assert!(
        (end.pos[2] - (v.pos[2] + 512)).abs() <= 2 && (end.pos[0] - v.pos[0]).abs() <= 2,
        "beside it: {:?} by {:?}",
        end.pos,
        v.pos
    );
}

// ---------------------------------------------------------------- jeep

/// TOMB4 VEHICLE_EXTRA (33) for the jeep: get on right 9 / left 18 (into
/// the stand, 0), fall 6 (11), hit back 10 (5) / front 11 (4); free slots
/// for drive (1), turns (7, 8) and the get-off (10).
fn jeep_anims() -> ModelDef {
    lara_anims(
        33,
        45,
        &[
            (0, 0, 0),
            (1, 1, 1),
            (2, 7, 7),
            (3, 8, 8),
            (4, 10, 10),
            (6, 11, 11),
            (9, 9, 0),
            (10, 5, 1),
            (11, 4, 1),
            (18, 9, 0),
        ],
    )
}

#[test]
fn tr4_lara_drives_the_jeep_backs_it_up_in_reverse_gear_and_gets_out_on_its_left() {
    // She gets in from its right (−z), facing it.
    let def = field(32, jeep_anims(), -450, vec![], vec![]);
    let Some(level) = vehicle_level(&def, Game::Tr4) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/veh_tr4_jeep.txt"),
        "veh_tr4_jeep.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    let on = p.first("got in", |e| e.pos == [2560, 0, 4608]);
    assert_eq!(t[on].lara.state, 9, "the get-in state");
    // Forward gear: Action drives it east at up to 128 a tick.
    let xs = lara_xs(&p);
    let steps: Vec<i32> = xs.windows(2).map(|w| w[1] - w[0]).collect();
    let fastest = *steps.iter().max().unwrap();
    assert!(fastest > 90 && fastest <= 128, "forward: {fastest}");
    let far = p.first("far east", |e| e.pos[0] > 8 * 1024);
    // Reverse gear (Sprint): Action then drives it west, at most 64 a tick.
    let slowest = *steps[far..].iter().min().unwrap();
    assert!((-64..-20).contains(&slowest), "backing up: {slowest}");
    let v = vehicle_at(&p);
    let east = xs.iter().max().unwrap();
    assert!(
        v.pos[0] < east - 300,
        "it backed up from {east} to {:?}",
        v.pos
    );
    // Walk, Jump + Left: out on its left (+z) only, 512 beside it.
    let end = p.last();
    assert_eq!(end.state, 2, "standing");
    assert!(
        (end.pos[2] - (v.pos[2] + 512)).abs() <= 2 && (end.pos[0] - v.pos[0]).abs() <= 2,
        "out on its left: {:?} by {:?}",
        end.pos,
        v.pos
    );
}

// ---------------------------------------------------------------- motorbike

/// TOMB4 VEHICLE_EXTRA (33) for the motorbike: get on (right) 9 into the
/// stand (15), fall 22 (8), hit back 11 / front 12; free slots for drive
/// (1), turns (2, 22) and the get-off (10).
fn bike_anims() -> ModelDef {
    lara_anims(
        33,
        30,
        &[
            (0, 15, 15),
            (1, 1, 1),
            (2, 2, 2),
            (3, 22, 22),
            (4, 10, 10),
            (9, 9, 15),
            (11, 11, 1),
            (12, 12, 1),
            (22, 8, 8),
        ],
    )
}

#[test]
fn tr4_motorbike_leans_into_a_turn_smashes_a_bike_wall_and_lara_gets_off_on_its_right() {
    // A bike wall (120) across its way at x 9.5 sectors, on from the start.
    let mut wall = EntityDef::new(120, 0, [9 * 1024 + 512, 0, 4608]);
    wall.mask = 0x1F;
    wall.angle = 0x4000;
    let def = field(
        31,
        bike_anims(),
        -400,
        vec![wall],
        vec![stand_in(120, 500, &[(0, 0)])],
    );
    let Some(level) = vehicle_level(&def, Game::Tr4) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let p = play_walk(
        level,
        include_str!("../walks/veh_tr4_motorbike.txt"),
        "veh_tr4_motorbike.txt",
        |_, _| {},
    );
    let t = &p.ticks;
    let on = p.first("got on", |e| e.pos == [2560, 0, 4608]);
    assert_eq!(t[on].lara.state, 9, "the get-on state");
    // Turning she leans with it: rolled into the turn.
    let leaning = t
        .iter()
        .map(|t| (t.lara.rot[2] as i16).unsigned_abs())
        .max()
        .unwrap();
    assert!(leaning > 1500, "leaning into the turn: {leaning}");
    // Under way it smashed the wall (gone) and rode on past it.
    let wall = &p.world.entities()[2];
    assert!(!wall.solid && wall.invisible, "the bike wall is smashed");
    let v = vehicle_at(&p);
    assert!(v.pos[0] > 10 * 1024, "rode past the wall: {:?}", v.pos);
    // Stopped, Jump + Right gets her off on its right, 512 beside it.
    let end = p.last();
    assert_eq!(end.state, 2, "standing");
    assert!(
        ((end.pos[0] - v.pos[0]).pow(2) + (end.pos[2] - v.pos[2]).pow(2) - 512 * 512).abs()
            < 2 * 512 * 4,
        "512 beside it: {:?} by {:?}",
        end.pos,
        v.pos
    );
}
