//! TR4/TR5 traps, emitters and mechanisms (scripts/objects/common/tr45_*,
//! wired in scripts/objects/tr45/traps.lua): each on a TR4 builder level
//! with a stand-in model lent to its TR4 type id and the demo hero as Lara,
//! as the shipped TR4 catalogue binds them.

use crate::common;

use common::arena::stand_in_level;
use common::lua_eval;

/// [`tr4_level`] with stand-in models of `more` types (what a behaviour
/// spawns).
fn tr4_level_with(entities: Vec<EntityDef>, more: &[u16]) -> Level {
    stand_in_level(Game::Tr4, open_room(), entities, more)
}

use common::arena::{activate, open_room};
use common::traps::{bound, entity, mid, no_script_errors, run};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Event, World};

// TR4 type ids (spec catalogue-tr4-tr5.md).
const TEETH_SPIKES: u16 = 132;
const DARTS: u16 = 114;
const DART_EMITTER: u16 = 115;
const FLAME_EMITTER2: u16 = 144;
const RAISING_BLOCK1: u16 = 151;
const RAISING_BLOCK2: u16 = 152;
const FLAME_EMITTER3: u16 = 145;
const SMOKE_EMITTER_WHITE: u16 = 380;
const SMOKE_EMITTER_BLACK: u16 = 381;
const STEAM_EMITTER: u16 = 382;
const WATERFALLMIST: u16 = 385;

// Particle effects (scripts/lib/particles.lua).
const FLAME: u16 = 9;
const SMOKE_WHITE: u16 = 14;
const SMOKE_BLACK: u16 = 15;
const STEAM: u16 = 16;
const MIST: u16 = 17;

/// A TR4 level: Lara at the arena's spot, then `entities` (entity 1 on),
/// each of whose types gets a stand-in model.
fn tr4_level(entities: Vec<EntityDef>) -> Level {
    tr4_level_with(entities, &[])
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

/// One tick of spikes: extent, visible, position, Lara's health.
type SpikeTick = (i32, bool, [i32; 3], i16);

/// Per tick: (extent, visible, position, Lara's health) of spikes `ocb`
/// in `sector`, on for `ticks`.
fn spikes_run(sector: (i32, i32), ocb: i16, ticks: usize) -> (Vec<SpikeTick>, World, ScriptHost) {
    let (mut world, mut host) = bound(tr4_level(vec![placed(TEETH_SPIKES, sector, ocb)]), &[1]);
    let mut out = Vec::new();
    for _ in 0..ticks {
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
        let extent: i32 = lua_eval(&host, &mut world, "return world.entity(1).state.extent");
        let e = &world.entities()[1];
        out.push((extent, !e.invisible, e.pos, world.entities()[0].health));
    }
    (out, world, host)
}

#[test]
fn ocb_teeth_spikes_point_and_cycle_as_their_ocb_says() {
    // OCB 2: a wall of spikes at the +x edge of Lara's sector, half a
    // sector up, pointing -x (turned a quarter about z); they cycle.
    let (t, world, host) = spikes_run(LARA_SECTOR, 2, 300);
    let [sx, sz] = mid(LARA_SECTOR.0, LARA_SECTOR.1);
    let e = &world.entities()[1];
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
    no_script_errors(&host);

    // OCB 2 | 8: the same wall turned to z: pitched, at the -z edge.
    let (t, world, host) = spikes_run(LARA_SECTOR, 2 | 8, 40);
    let e = &world.entities()[1];
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
    assert_eq!(world.entities()[1].rot, [0, 0, 0], "pointing straight up");
    let dead = t.iter().position(|s| s.3 <= 0).expect("killed");
    assert!(dead <= 2, "{dead}");
    no_script_errors(&host);
    // Not triggered they stay in and harmless.
    let level = tr4_level(vec![placed(TEETH_SPIKES, LARA_SECTOR, 4)]);
    let (mut world, mut host) = bound(level, &[]);
    run(&mut world, &mut host, 60, |_| 0, |_, _| {});
    assert_eq!(world.entities()[0].health, 1000);
    assert!(world.entities()[1].invisible, "hidden");
    no_script_errors(&host);
}

// ---------------------------------------------------------------- emitters

/// One tick of a run: Lara's health, entity 1's position, the particles
/// asked for (effect, position, count).
struct Tick {
    health: i16,
    pos: [i32; 3],
    particles: Vec<(u16, [i32; 3], u16)>,
}

/// `ticks` still ticks of `entities` (entity 1 on when `on`).
fn emitter_run(entities: Vec<EntityDef>, on: bool, ticks: usize) -> (Vec<Tick>, ScriptHost) {
    let level = tr4_level(entities);
    let (mut world, mut host) = bound(level, &[]);
    if on {
        activate(&mut world, &mut host, 1);
    }
    let mut out = Vec::new();
    run(
        &mut world,
        &mut host,
        ticks,
        |_| 0,
        |_, w| {
            let particles = w
                .events()
                .iter()
                .filter_map(|e| match e {
                    Event::Particles {
                        effect, pos, count, ..
                    } => Some((*effect, *pos, *count)),
                    _ => None,
                })
                .collect();
            out.push(Tick {
                health: w.entities()[0].health,
                pos: w.entities()[1].pos,
                particles,
            });
        },
    );
    (out, host)
}

/// Ticks on which `effect` was asked for.
fn ticks_of(t: &[Tick], effect: u16) -> Vec<usize> {
    (0..t.len())
        .filter(|&i| t[i].particles.iter().any(|p| p.0 == effect))
        .collect()
}

#[test]
fn smoke_emitters_puff_their_colour_every_four_ticks_while_on() {
    for (kind, effect) in [
        (SMOKE_EMITTER_WHITE, SMOKE_WHITE),
        (SMOKE_EMITTER_BLACK, SMOKE_BLACK),
    ] {
        let (t, host) = emitter_run(vec![placed(kind, (5, 6), 0)], true, 40);
        let puffs = ticks_of(&t, effect);
        assert_eq!(puffs.len(), 10, "{kind}: {puffs:?}");
        assert!(puffs.windows(2).all(|w| w[1] - w[0] == 4), "{puffs:?}");
        assert!(t.iter().all(|s| s.health == 1000), "smoke is harmless");
        no_script_errors(&host);
        let (t, host) = emitter_run(vec![placed(kind, (5, 6), 0)], false, 40);
        assert!(ticks_of(&t, effect).is_empty(), "off: no smoke");
        no_script_errors(&host);
    }
}

#[test]
fn a_steam_jet_blasts_after_its_ocb_rest_and_scalds_her_in_its_path() {
    // OCB 8 | 3 << 4: a jet resting 3 ticks between blasts, in the sector
    // east of Lara, blowing west at her.
    let mut jet = placed(STEAM_EMITTER, (3, 6), 8 | (3 << 4));
    jet.angle = 0xC000;
    let (t, host) = emitter_run(vec![jet], true, 60);
    // It sits 320 ahead of where it was placed.
    assert_eq!(t[0].pos[0], mid(3, 6)[0] - 320);
    let blasts = ticks_of(&t, STEAM);
    assert!(
        !blasts.is_empty() && blasts[0] >= 2,
        "blasts after its rest: {blasts:?}"
    );
    let scalded: Vec<i16> = t
        .windows(2)
        .map(|w| w[0].health - w[1].health)
        .filter(|&d| d > 0)
        .collect();
    assert!(!scalded.is_empty(), "scalded");
    assert!(scalded.iter().all(|&d| d == 2), "{scalded:?}");
    no_script_errors(&host);
    // Turned away from her it blasts as much and leaves her be.
    jet.angle = 0x4000;
    let (t, host) = emitter_run(vec![jet], true, 60);
    assert!(!ticks_of(&t, STEAM).is_empty());
    assert!(t.iter().all(|s| s.health == 1000), "not in its path");
    no_script_errors(&host);
    // Without bit 3: plain steam puffs every 8 ticks, no harm.
    let (t, host) = emitter_run(vec![placed(STEAM_EMITTER, (3, 6), 0)], true, 40);
    assert_eq!(ticks_of(&t, SMOKE_WHITE).len(), 5);
    assert!(ticks_of(&t, STEAM).is_empty());
    assert!(t.iter().all(|s| s.health == 1000));
    no_script_errors(&host);
}

#[test]
fn waterfall_mist_sprays_ahead_of_its_foot_untriggered() {
    let mut mist = placed(WATERFALLMIST, (5, 6), 0);
    mist.angle = 0x4000; // facing +x
    let (t, host) = emitter_run(vec![mist], false, 40);
    let sprays: Vec<[i32; 3]> = t
        .iter()
        .flat_map(|s| s.particles.iter().filter(|p| p.0 == MIST).map(|p| p.1))
        .collect();
    assert_eq!(sprays.len(), 10);
    let [x, z] = mid(5, 6);
    assert!(sprays.iter().all(|p| *p == [x + 544, 0, z]), "{sprays:?}");
    no_script_errors(&host);
}

#[test]
fn the_other_fire_emitters_burn_as_their_ocb_says() {
    // FLAME_EMITTER2 OCB 0 next to her: a fire a quarter sector ahead of
    // its place, 64 up, whose heat hurts her and sets her alight.
    let mut near = placed(FLAME_EMITTER2, LARA_SECTOR, 0);
    near.pos[0] -= 256;
    let (t, host) = emitter_run(vec![near], true, 30);
    let [x, z] = mid(LARA_SECTOR.0, LARA_SECTOR.1);
    assert_eq!(t[0].pos, [x - 256, -64, z + 256]);
    assert!(ticks_of(&t, FLAME).len() >= 30);
    assert!(t.last().unwrap().health < 1000, "burnt");
    no_script_errors(&host);
    // Far from her: flames, no harm.
    let (t, host) = emitter_run(vec![placed(FLAME_EMITTER2, (8, 6), 0)], true, 30);
    assert!(!ticks_of(&t, FLAME).is_empty());
    assert!(t.iter().all(|s| s.health == 1000));
    no_script_errors(&host);
    // OCB 2: a flame creeping backwards (north-facing: towards -z) 8 a tick.
    let (t, host) = emitter_run(vec![placed(FLAME_EMITTER2, (8, 6), 2)], true, 30);
    assert_eq!(
        t[0].pos[2] - t[10].pos[2],
        80,
        "{:?} {:?}",
        t[0].pos,
        t[10].pos
    );
    assert_eq!(t[10].pos[1], 0, "on the floor");
    no_script_errors(&host);
    // FLAME_EMITTER3 OCB 0: a fire jumping about within half a sector.
    let (t, host) = emitter_run(vec![placed(FLAME_EMITTER3, (8, 6), 0)], true, 60);
    let [x, z] = mid(8, 6);
    let spots: Vec<[i32; 3]> = t
        .iter()
        .flat_map(|s| s.particles.iter().filter(|p| p.0 == FLAME).map(|p| p.1))
        .collect();
    assert_eq!(spots.len(), 60);
    assert!(spots
        .iter()
        .all(|p| (p[0] - x).abs() <= 512 && (p[2] - z).abs() <= 512));
    let mut distinct = spots.clone();
    distinct.dedup();
    assert!(distinct.len() >= 4, "it jumps: {distinct:?}");
    no_script_errors(&host);
}

// ------------------------------------------------------------------- darts

/// Per tick: Lara's health, her poison, and the darts in flight, of a TR4
/// dart emitter in sector (6, 6) facing `angle`, on for `ticks`.
fn darts_run(angle: u16, ticks: usize) -> (Vec<(i16, i64, usize)>, ScriptHost) {
    let mut emitter = placed(DART_EMITTER, (6, 6), 0);
    emitter.angle = angle;
    let level = tr4_level_with(vec![emitter], &[DARTS]);
    let (mut world, mut host) = bound(level, &[1]);
    let mut out = Vec::new();
    for _ in 0..ticks {
        run(&mut world, &mut host, 1, |_| 0, |_, _| {});
        let poison: i64 = lua_eval(
            &host,
            &mut world,
            "return require('lara.poison').level(world.lara())",
        );
        let darts = world
            .entities()
            .iter()
            .filter(|e| e.type_id == DARTS && e.status != tombrs::world::Status::Removed)
            .count();
        out.push((world.entities()[0].health, poison, darts));
    }
    (out, host)
}

#[test]
fn tr4_darts_fly_every_25_ticks_and_hurt_and_poison_her() {
    // Facing +x, east of her: its darts start 512 ahead and fly back west
    // at her.
    let (t, host) = darts_run(0x4000, 120);
    let blows: Vec<(usize, i16)> = t
        .windows(2)
        .enumerate()
        .filter(|(_, w)| w[1].0 < w[0].0)
        .map(|(i, w)| (i + 1, w[0].0 - w[1].0))
        .collect();
    assert!(blows.len() >= 3, "{blows:?}");
    assert!(blows.iter().all(|b| b.1 == 25), "25 a dart: {blows:?}");
    // (The first dart is shot on the tick the trigger comes on, before the
    // world first moves it.)
    assert!(
        blows[1..].windows(2).all(|w| w[1].0 - w[0].0 == 25),
        "every 25 ticks: {blows:?}"
    );
    // Each dart poisons her by 160, which wears off (no bite keeps it up).
    let hit = blows[0].0;
    assert!(t[hit].1 > 100, "poisoned: {}", t[hit].1);
    assert!(
        t[hit + 20].1 < t[hit].1 / 2,
        "wearing off: {:?}",
        &t[hit..hit + 21]
    );
    no_script_errors(&host);
    // Facing away, its darts fly off east and never reach her.
    let (t, host) = darts_run(0xC000, 120);
    assert!(t.iter().any(|s| s.2 > 0), "it shoots");
    assert!(t.iter().all(|s| s.0 == 1000 && s.1 == 0), "unhurt");
    no_script_errors(&host);
}

// ---------------------------------------------------------- raising blocks

#[test]
fn raising_blocks_grow_out_of_the_floor_while_on_and_sink_when_off() {
    for (kind, travel) in [(RAISING_BLOCK1, 1024), (RAISING_BLOCK2, 2048)] {
        let level = tr4_level(vec![placed(kind, (5, 6), 0)]);
        let (mut world, mut host) = bound(level, &[1]);
        let [x, z] = mid(5, 6);
        let floor = |host: &ScriptHost, world: &mut World| -> i32 {
            lua_eval(
                host,
                world,
                &format!("return world.floor(0, {x}, -4000, {z})"),
            )
        };
        assert_eq!(floor(&host, &mut world), 0, "flat before");
        assert!(world.entities()[1].invisible, "sunk in the floor");
        run(&mut world, &mut host, 32, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[1].pos[1],
            travel / 2,
            "half grown: its top at -{}",
            travel / 2
        );
        run(&mut world, &mut host, 40, |_| 0, |_, _| {});
        assert_eq!(world.entities()[1].pos[1], 0, "grown");
        assert_eq!(floor(&host, &mut world), -travel, "its top a floor");
        assert!(!world.entities()[1].invisible);
        let id = world.entities()[1].id;
        world.entities_mut()[1].status = tombrs::world::Status::Inactive;
        {
            use tombrs::world::Hooks;
            host.on_deactivate(&mut world, id, None);
        }
        run(&mut world, &mut host, 70, |_| 0, |_, _| {});
        assert_eq!(world.entities()[1].pos[1], travel, "sunk back");
        assert_eq!(floor(&host, &mut world), 0, "flat again");
        no_script_errors(&host);
    }
}
