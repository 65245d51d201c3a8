//! TR4/TR5 traps, emitters and mechanisms (scripts/objects/common/tr45_*,
//! wired in scripts/objects/tr45/traps.lua): each on a TR4 builder level
//! with a stand-in model lent to its TR4 type id and the demo hero as Lara,
//! as the shipped TR4 catalogue binds them.

mod common;

use common::arena::{activate, arena_for, open_room, stand_in, LARA_AT};
use common::traps::{bound, entity, mid, no_script_errors, run};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, World};

// TR4 type ids (spec catalogue-tr4-tr5.md).
const TEETH_SPIKES: u16 = 132;

fn lua_eval<T: mlua::FromLuaMulti>(host: &ScriptHost, world: &mut World, code: &str) -> T {
    let _lend = tombrs::script::bindings::WorldGuard::lend(world);
    host.lua().load(code).eval::<T>().unwrap()
}

/// A TR4 level: Lara at the arena's spot, then `entities` (entity 1 on),
/// each of whose types gets a stand-in model.
fn tr4_level(entities: Vec<EntityDef>) -> Level {
    let mut types: Vec<u16> = entities.iter().map(|e| e.type_id).collect();
    types.sort();
    types.dedup();
    let models = types
        .iter()
        .map(|&t| stand_in(t as u32, 100, &[(0, 0), (1, 0)]))
        .collect();
    arena_for(Game::Tr4, open_room(), LARA_AT, models, entities)
}

/// An entity of TR4 `type_id` in the middle of sector (x, z) with `ocb`.
fn placed(type_id: u16, sector: (i32, i32), ocb: i16) -> EntityDef {
    let mut e = entity(type_id, mid(sector.0, sector.1), 0, 0);
    e.ocb = ocb;
    e
}

// ------------------------------------------------------------ teeth spikes

/// Lara's sector in the arena.
const LARA_SECTOR: (i32, i32) = (2, 6);

/// Per tick: (extent, visible, position, Lara's health) of spikes `ocb`
/// in `sector`, on for `ticks`.
fn spikes_run(
    sector: (i32, i32),
    ocb: i16,
    ticks: usize,
) -> (Vec<(i32, bool, [i32; 3], i16)>, World, ScriptHost) {
    let (mut world, mut host) = bound(tr4_level(vec![placed(TEETH_SPIKES, sector, ocb)]), &[1]);
    let mut out = Vec::new();
    for _ in 0..ticks {
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
        let extent: i32 = lua_eval(&host, &mut world, "return world.entity(1).state.extent");
        let e = &world.entities[1];
        out.push((extent, !e.invisible, e.pos, world.entities[0].health));
    }
    (out, world, host)
}

#[test]
fn ocb_teeth_spikes_point_and_cycle_as_their_ocb_says() {
    // OCB 2: a wall of spikes at the +x edge of Lara's sector, half a
    // sector up, pointing -x (turned a quarter about z); they cycle.
    let (t, world, host) = spikes_run(LARA_SECTOR, 2, 300);
    let [sx, sz] = mid(LARA_SECTOR.0, LARA_SECTOR.1);
    let e = &world.entities[1];
    assert_eq!(e.rot[2], 0xC000, "roll: a quarter turn the other way");
    let full = t.iter().position(|s| s.0 == 5120).expect("fully out");
    let at_full = t[full].2;
    assert_eq!(at_full[1], -512, "half a sector up the wall");
    assert_eq!(at_full[2], sz, "along x: z unchanged");
    // Out, the model slid further towards -x than when barely out.
    let first = t.iter().position(|s| s.0 > 0).unwrap();
    assert!(at_full[0] < t[first].2[0], "{:?} {:?}", at_full, t[first].2);
    assert!(t[full].1, "visible when out");
    // Drawn back in (hidden) after the cycle, then out again.
    let back = full + t[full..].iter().position(|s| s.0 == 0).expect("drawn back");
    assert!(!t[back].1, "hidden when in");
    assert!(back - full <= 64, "back within the cycle: {}", back - full);
    let again = back + t[back..].iter().position(|s| s.0 > 0).expect("out again");
    assert!(again - full >= 60, "{full} {again}");
    // Wall spikes hurt her 8 a tick while out, not while in.
    let hurt: Vec<i16> = t
        .windows(2)
        .map(|w| w[0].3 - w[1].3)
        .filter(|&d| d > 0)
        .collect();
    assert!(!hurt.is_empty(), "they hurt her");
    assert!(hurt.iter().all(|&d| d == 8), "{hurt:?}");
    assert!(
        t[back].3 < 1000 && t[back].3 > 0,
        "hurt, alive: {}",
        t[back].3
    );
    let _ = sx;
    no_script_errors(&host);

    // OCB 2 | 8: the same wall turned to z: pitched, at the -z edge.
    let (t, world, host) = spikes_run(LARA_SECTOR, 2 | 8, 40);
    let e = &world.entities[1];
    assert_eq!(
        (e.rot[0], e.rot[1]),
        (0xC000, 0x4000),
        "pitched, yawed a quarter"
    );
    let full = t.iter().find(|s| s.0 == 5120).expect("fully out");
    assert_eq!(full.2[0], sx, "along z: x unchanged");
    no_script_errors(&host);

    // OCB 2 | 32: out once, back in, and in they stay.
    let (t, _, host) = spikes_run(LARA_SECTOR, 2 | 32, 300);
    let full = t.iter().position(|s| s.0 == 5120).expect("fully out");
    let back = full + t[full..].iter().position(|s| s.0 == 0).unwrap();
    assert!(t[back..].iter().all(|s| s.0 == 0 && !s.1), "they stay in");
    no_script_errors(&host);

    // OCB 2 | 16: out and out they stay.
    let (t, _, host) = spikes_run(LARA_SECTOR, 2 | 16, 200);
    let full = t.iter().position(|s| s.0 == 5120 && s.3 > 0).expect("out");
    assert!(t[full + 20..].iter().all(|s| s.0 == 5120), "they stay out");
    no_script_errors(&host);

    // Three sectors away they never touch her.
    let (t, _, host) = spikes_run((5, 6), 2, 150);
    assert!(t.iter().any(|s| s.0 == 5120));
    assert!(t.iter().all(|s| s.3 == 1000), "out of reach, unhurt");
    no_script_errors(&host);
}

#[test]
fn floor_teeth_spikes_shooting_up_under_her_kill_her() {
    // OCB 4: floor spikes under her feet; the second tick they shoot up
    // faster than their launch speed, and that kills.
    let (t, world, host) = spikes_run(LARA_SECTOR, 4, 20);
    assert_eq!(world.entities[1].rot, [0, 0, 0], "pointing straight up");
    let dead = t.iter().position(|s| s.3 <= 0).expect("killed");
    assert!(dead <= 2, "{dead}");
    no_script_errors(&host);
    // Not triggered they stay in and harmless.
    let level = tr4_level(vec![placed(TEETH_SPIKES, LARA_SECTOR, 4)]);
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(world.entities[0].health, 1000);
    assert!(world.entities[1].invisible, "hidden");
    no_script_errors(&host);
    let _ = activate;
    let _: Option<Event> = None;
}
