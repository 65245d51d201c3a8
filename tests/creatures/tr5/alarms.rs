//! TR5's alarms and the guards' sight and climbs (ai/alarm.lua,
//! creatures/guard.lua) on builder levels of TR5, every model lent from
//! `TR_DATA_DIR`'s tr5/TEST1.TRC; the guards without a model of their own
//! there wear the blue guard's. Needs `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use common::moves::{lara_at, level_def, with_models};
use tombrs::builder::{EntityDef, RoomDef, SectorDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

const SECTOR: i32 = 1024;
const NORTH: u16 = 0;
const EAST: u16 = 0x4000;
const WEST: u16 = 0xC000;

/// TR5 type ids.
const SAS: u16 = 31;
const SWAT: u16 = 33;
const BLUE_GUARD: u16 = 37;
const MAFIA: u16 = 49;
const HUSKIE: u16 = 85;

/// The guard's states (creatures/stats/tr5.lua).
const AIM: u16 = 4;
const WALK: u16 = 5;
const RUN: u16 = 7;
const CLIMB_2: u16 = 20;
const SEARCH: u16 = 30;
const LOOK: u16 = 31;
/// OCBs: seated at a desk; looking about while she stays hidden; never
/// losing sight of her.
const SEATED: i16 = 3;
const KEEPS_LOOKING: i16 = 8;
const NEVER_LOSES_SIGHT: i16 = 10;

/// One placed entity: type, room, where, yaw, OCB.
type Placed = (u16, usize, [i32; 3], u16, i16);

/// A TR5 level of `rooms` with Lara (entity 0) at `lara` facing `yaw` in
/// room 0, then `placed`; the types the real level lacks wear the blue
/// guard's model.
fn level(rooms: Vec<RoomDef>, lara: [i32; 3], yaw: u16, placed: &[Placed]) -> Option<Level> {
    let others = placed
        .iter()
        .map(|&(t, room, at, yaw, ocb)| {
            let mut e = EntityDef::new(t, room, at);
            e.angle = yaw;
            e.ocb = ocb;
            e
        })
        .collect();
    let def = level_def(rooms, lara_at(lara, yaw), others);
    let Some(mut level) = with_models(&def, Game::Tr5) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping TR5's alarms");
        return None;
    };
    super::guards_and_snipers::lend_blue_guard(&mut level, &[SAS, SWAT, MAFIA]);
    Some(level)
}

fn step(world: &mut World, host: &mut ScriptHost, bits: u32) {
    host.step(world, Input { bits });
}

fn alarmed(world: &mut World, host: &ScriptHost, i: usize) -> bool {
    common::lua_eval::<bool>(
        host,
        world,
        &format!("return world.entity({i}).state.ai.alarmed == true"),
    )
}

/// Lara's room (6 × 8 sectors) and, a sector north of it and walled off
/// from it, a second (8 × 6).
fn two_rooms() -> Vec<RoomDef> {
    vec![
        RoomDef::boxed(0, 0, 6, 8, 0, -16),
        RoomDef::boxed(0, 9, 8, 6, 0, -16),
    ]
}

/// Where Lara stands in [`two_rooms`].
const LARA: [i32; 3] = [SECTOR + 512, 0, 6 * SECTOR + 512];

/// Her gunfire is swept up once every 32 ticks (TOMB5 control.cpp
/// ControlPhase: `lara.has_fired && !(wibble & 0x7F)`, wibble stepping by
/// 4, between the items' control and hers), not as she fires: a shot on
/// tick `f` alerts on tick `(f / 32 + 1) × 32`. The sweep (box.cpp
/// AlertNearbyGuards) alerts every creature holding an AI slot in her room
/// whatever its distance, and any other within earshot: the squares of the
/// offsets, each shifted down by 6, summing below 8000. Seated guards in
/// the next room 2048 east and 5120 north of her (32² + 80² = 7424) and
/// the huskie 4096 north (64² = 4096) are alerted, the guard 2560 east
/// (40² + 80² = 8000) is not; a guard in her room 4096 east and 5120 south
/// (64² + 80² = 10496) is.
#[test]
fn gunfire_is_swept_up_every_32_ticks_within_earshot() {
    let north = LARA[2] + 5 * SECTOR;
    let placed = [
        (
            BLUE_GUARD,
            1,
            [LARA[0] + 2 * SECTOR, 0, north],
            NORTH,
            SEATED,
        ),
        (BLUE_GUARD, 1, [LARA[0] + 2560, 0, north], NORTH, SEATED),
        (
            BLUE_GUARD,
            0,
            [LARA[0] + 4 * SECTOR, 0, LARA[2] - 5 * SECTOR],
            EAST,
            SEATED,
        ),
        (HUSKIE, 1, [LARA[0], 0, LARA[2] + 4 * SECTOR], NORTH, 0),
    ];
    let Some(level) = level(two_rooms(), LARA, WEST, &placed) else {
        return;
    };
    let (mut world, mut host) = common::arena::scripted_on(level, 4);
    step(&mut world, &mut host, Input::DRAW);
    let mut fired = None;
    for _ in 0..60 {
        let tick = world.tick() as i64;
        step(&mut world, &mut host, Input::ACTION);
        let at = common::lua_eval::<Option<i64>>(
            &host,
            &mut world,
            "return world.lara().state.guns.fired_tick",
        );
        if at.is_some() {
            assert_eq!(at, Some(tick), "the shot's tick");
            fired = at;
            break;
        }
    }
    let fired = fired.expect("she never fired");
    let sweep = (fired / 32 + 1) * 32;
    while (world.tick() as i64) <= sweep {
        let none = (1..=4).all(|i| !alarmed(&mut world, &host, i));
        assert!(none, "alerted before the sweep, at {}", world.tick());
        step(&mut world, &mut host, 0);
    }
    let after: Vec<bool> = (1..=4).map(|i| alarmed(&mut world, &host, i)).collect();
    assert_eq!(
        after,
        [true, false, true, true],
        "alerted at the sweep {sweep}"
    );
    common::bestiary::no_script_trouble("sweep", &host);
}

/// A guard that notices her (she is in his view: TOMB5 people.cpp
/// TargetVisible) alerts at once every running guard of his kind holding
/// an AI slot (box.cpp AlertAllGuards: the same object number), wherever
/// it is, and no other kind: the seated blue guard walled off in the next
/// room gets up, the seated mafia gunman beside him stays seated.
#[test]
fn a_guard_who_sees_her_alerts_his_kind_at_once() {
    let north = LARA[2] + 4 * SECTOR;
    let placed = [
        (BLUE_GUARD, 0, [LARA[0] + 3 * SECTOR, 0, LARA[2]], WEST, 0),
        (BLUE_GUARD, 1, [LARA[0] + SECTOR, 0, north], NORTH, SEATED),
        (MAFIA, 1, [LARA[0] + 4 * SECTOR, 0, north], NORTH, SEATED),
    ];
    let Some(level) = level(two_rooms(), LARA, EAST, &placed) else {
        return;
    };
    // Switched on in order, the seated ones run first (newest first) and
    // hold their slots when the first sees her.
    let (mut world, mut host) = common::arena::scripted_on(level, 3);
    step(&mut world, &mut host, 0);
    assert!(alarmed(&mut world, &host, 1), "he did not see her");
    assert!(
        alarmed(&mut world, &host, 2),
        "his kind was not alerted at once"
    );
    for t in 0..100 {
        assert!(
            !alarmed(&mut world, &host, 3),
            "another kind alerted at {t}"
        );
        step(&mut world, &mut host, 0);
    }
    assert_ne!(
        world.entities()[2].state,
        15,
        "the blue guard stayed seated"
    );
    assert_eq!(world.entities()[3].state, 15, "the mafia gunman got up");
    common::bestiary::no_script_trouble("alert all", &host);
}

/// The 12 × 12 arena with a wall across its middle (column 6, rows 3-9):
/// Lara west of it, the guard east.
fn walled_arena() -> Vec<RoomDef> {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for j in 3..=9 {
        *room.sector_mut(6, j) = SectorDef::wall();
    }
    vec![room]
}

/// Where Lara stands in [`walled_arena`]: behind the wall from the guard.
const BEHIND_WALL: [i32; 3] = [2 * SECTOR + 512, 0, 6 * SECTOR + 512];

/// The states a guard of OCB `ocb` plays behind the wall from her over
/// `ticks` ticks, in order of first appearance, with how far (at most) it
/// turned and moved in a tick of its search.
fn behind_the_wall(ocb: i16, ticks: usize) -> Option<(Vec<u16>, i32, i32)> {
    let at = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let level = level(
        walled_arena(),
        BEHIND_WALL,
        EAST,
        &[(BLUE_GUARD, 0, at, WEST, ocb)],
    )?;
    let (mut world, mut host) = common::arena::scripted_on(level, 1);
    let (mut states, mut turn, mut pace) = (Vec::new(), 0, 0);
    for _ in 0..ticks {
        let (yaw, pos) = (world.entities()[1].rot[1], world.entities()[1].pos);
        step(&mut world, &mut host, 0);
        let e = &world.entities()[1];
        if !states.contains(&e.state) {
            states.push(e.state);
        }
        if e.state == SEARCH {
            turn = turn.max((e.rot[1].wrapping_sub(yaw) as i16 as i32).abs());
            let d = ((e.pos[0] - pos[0]) as f64).hypot((e.pos[2] - pos[2]) as f64);
            pace = pace.max(d as i32);
        }
    }
    common::bestiary::no_script_trouble("behind the wall", &host);
    Some((states, turn, pace))
}

/// Lara out of his line of sight (TOMB5 sas.cpp SasControl: no LOS from
/// 384 above his feet to three quarters up her body), a guard at a stop
/// looks about (31) before anything else, bored or not, then searches (30:
/// the walk of animation 45, 17 a tick, turning at most 5° = 910 a tick);
/// round the wall, her in sight again, he stops and aims at her.
#[test]
fn out_of_his_sight_a_guard_looks_about_then_searches() {
    let Some((states, turn, pace)) = behind_the_wall(0, 900) else {
        return;
    };
    assert_eq!(states.first(), Some(&LOOK), "not a look first: {states:?}");
    let search = states.iter().position(|&s| s == SEARCH);
    assert_eq!(search, Some(1), "no search after the look: {states:?}");
    assert!(turn <= 910, "turned {turn} in a tick of his search");
    // 17 along its heading, the x and z steps rounded apart: under 19.
    assert!(pace > 0 && pace <= 18, "searched {pace} a tick");
    assert!(states.contains(&AIM), "never aimed at her: {states:?}");
}

/// OCB 8 keeps him looking about (31) while she stays hidden and he is
/// not hit; OCB 10 never loses sight of her: he never looks about, and
/// walks or runs to her.
#[test]
fn ocb_8_keeps_looking_and_ocb_10_never_loses_sight() {
    let Some((states, _, _)) = behind_the_wall(KEEPS_LOOKING, 300) else {
        return;
    };
    assert_eq!(states, [LOOK], "OCB 8 left his look");
    let Some((states, _, _)) = behind_the_wall(NEVER_LOSES_SIGHT, 300) else {
        return;
    };
    assert!(!states.contains(&LOOK), "OCB 10 looked about: {states:?}");
    assert!(
        states.contains(&WALK) || states.contains(&RUN),
        "OCB 10 did not go for her: {states:?}"
    );
}

/// The arena with a ledge two clicks up along its west side (columns
/// 1-5), Lara on it.
fn ledge_arena() -> Vec<RoomDef> {
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for i in 1..=5 {
        for j in 1..=10 {
            room.sector_mut(i, j).floor = [-2; 4];
        }
    }
    vec![room]
}

/// The SAS paths in the human zone, climbing four clicks (TOMB5 lot.cpp
/// InitialiseSlot: step 1024, drop −1024, `can_jump`): coming for her
/// beyond his aim (4096) he climbs the ledge, its rise of 512 over 384 a
/// climb of two clicks (box.cpp CreatureVault: state 20, animation 35),
/// and stands on it. The SWAT keeps the basic zone (one click up): the
/// ledge is out of his reach, he never leaves the floor.
#[test]
fn the_sas_climbs_to_her_ledge_the_swat_cannot() {
    let lara = [SECTOR + 512, -512, 6 * SECTOR + 512];
    let at = [10 * SECTOR + 512, 0, 6 * SECTOR + 512];
    for (t, climbs) in [(SAS, true), (SWAT, false)] {
        let Some(level) = level(ledge_arena(), lara, EAST, &[(t, 0, at, WEST, 0)]) else {
            return;
        };
        let (mut world, mut host) = common::arena::scripted_on(level, 1);
        let (mut climbed, mut top) = (false, 0);
        for _ in 0..600 {
            step(&mut world, &mut host, 0);
            let e = &world.entities()[1];
            climbed |= e.state == CLIMB_2;
            top = top.min(e.pos[1]);
        }
        common::bestiary::no_script_trouble("ledge", &host);
        assert_eq!(climbed, climbs, "type {t}: climbed");
        assert_eq!(top, if climbs { -512 } else { 0 }, "type {t}: highest");
    }
}
