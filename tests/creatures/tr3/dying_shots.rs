//! TR3's armed people as they die: the RX-Tech guard in the red jacket,
//! the London guard, the MP with a gun and the SWAT (the MP with a night
//! sight, the London mercenary) may fire one last shot from their death
//! animation, on its own frames, for its own damage, on its own roll; and
//! the SWAT and the MP with a gun lose 20 hit points a tick in a blocked
//! box. Stand-ins with the real state numbers, their death animation
//! lengthened to the original's frames; killed at once by her shot, over
//! many seeds.

use crate::common;

use common::arena::{arena_for, lengthen, open_room, scripted_seeded, LARA_AT};
use common::bestiary::{idle, lara_shoots, no_script_trouble};
use common::lua_eval;
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::script::ScriptHost;
use tombrs::world::World;

use super::people::{stand_in, GUARD, GUNNER};

const SECTOR: i32 = 1024;
/// Facing Lara (west), and facing 60° away from her: she is ahead (within
/// 90°) but outside the last shot's 45°.
const FACING_LARA: u16 = 0xC000;
const SIXTY_DEGREES_OFF: u16 = 0xC000 + 0x2AAB;
/// The death animations are played this long (past the SWAT's frame 51).
const DEATH_FRAMES: usize = 60;
/// The seeds each is killed under.
const SEEDS: u32 = 32;
/// Ticks watched after the kill (the lengthened death and a little more).
const WATCH: usize = 80;

/// One of the dying: its type, stand-in states and death state.
struct Dying {
    name: &'static str,
    type_id: u16,
    states: &'static [(u16, i32)],
    death: u16,
}

const RED_JACKET: Dying = Dying {
    name: "RX-Tech guard in the red jacket",
    type_id: 39,
    states: GUARD,
    death: 13,
};
const LONDON_GUARD: Dying = Dying {
    name: "London guard",
    type_id: 56,
    states: GUARD,
    death: 13,
};
const MP_WITH_GUN: Dying = Dying {
    name: "MP with a gun",
    type_id: 61,
    states: GUARD,
    death: 13,
};
const LONDON_MERCENARY: Dying = Dying {
    name: "London mercenary",
    type_id: 51,
    states: GUNNER,
    death: 7,
};
const NIGHT_SIGHT: Dying = Dying {
    name: "MP with a night sight",
    type_id: 63,
    states: GUNNER,
    death: 7,
};

/// A blow Lara took from the dying: the death animation's frame (counted
/// from its first, and as the level's frame store numbers it) on the tick
/// it fired, and the health she lost.
#[derive(Debug, Clone, Copy, PartialEq)]
struct LastShot {
    frame: i64,
    stored_frame: i64,
    damage: i16,
}

/// `d` two sectors east of Lara, under `seed`, switched on and then turned
/// to `yaw` (its first ticks turn it towards her).
fn arena(d: &Dying, yaw: u16, seed: u32) -> (World, ScriptHost) {
    let model = lengthen(
        stand_in(d.type_id.into(), 100, d.states),
        &[(d.death, DEATH_FRAMES)],
    );
    let mut e = EntityDef::new(d.type_id, 0, [LARA_AT[0] + 2 * SECTOR, 0, LARA_AT[2]]);
    e.angle = FACING_LARA;
    let level = arena_for(Game::Tr3, open_room(), LARA_AT, vec![model], vec![e]);
    let (mut world, host) = scripted_seeded(level, seed, 1);
    lua_eval::<()>(&host, &mut world, &format!("world.entity(1).yaw = {yaw}"));
    (world, host)
}

/// The death animation's frame `e` plays, from its first and as stored.
fn frames(host: &ScriptHost, world: &mut World) -> (i64, i64) {
    lua_eval(
        host,
        world,
        "local e = world.entity(1)
         local _, _, _, first = world.anim_info(e.type, e.anim)
         return e.frame, first + e.frame",
    )
}

/// Killed by her first shot under `seed`: the blows Lara takes while it
/// dies.
fn last_shots(d: &Dying, yaw: u16, seed: u32) -> Vec<LastShot> {
    let (mut world, mut host) = arena(d, yaw, seed);
    let full = world.entities()[1].health;
    lara_shoots(&host, &mut world, 1, full.into());
    let mut shots = Vec::new();
    for _ in 0..WATCH {
        let (frame, stored_frame) = frames(&host, &mut world);
        let before = world.entities()[0].health;
        host.step(&mut world, idle());
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            shots.push(LastShot {
                frame,
                stored_frame,
                damage: lost,
            });
        }
    }
    assert!(world.entities()[1].health <= 0, "{}: alive", d.name);
    assert_eq!(
        world.entities()[1].state,
        d.death,
        "{}: not in its death",
        d.name
    );
    no_script_trouble(d.name, &host);
    shots
}

/// Over every seed: each dying's blows, per seed.
fn over_seeds(d: &Dying, yaw: u16) -> Vec<Vec<LastShot>> {
    (1..=SEEDS).map(|seed| last_shots(d, yaw, seed)).collect()
}

/// The RX-Tech guard in the red jacket always tries his last shot, 105 on
/// frame 47 of his death (tomb3 oilred.cpp `OilRedControl`), one a death,
/// hitting on TR3's roll (tomb3 people.cpp `ShotLara`); with her 60° off
/// his heading (outside 45°) he never fires.
#[test]
fn the_red_jacket_fires_105_on_frame_47_of_his_death() {
    let runs = over_seeds(&RED_JACKET, FACING_LARA);
    for shots in &runs {
        assert!(shots.len() <= 1, "more than one last shot: {shots:?}");
        for s in shots {
            assert_eq!((s.frame, s.damage), (47, 105), "{shots:?}");
        }
    }
    let hits = runs.iter().filter(|s| !s.is_empty()).count();
    assert!(hits > 0, "no last shot hit her in {SEEDS} deaths");
    let off = over_seeds(&RED_JACKET, SIXTY_DEGREES_OFF);
    assert!(off.iter().all(Vec::is_empty), "fired outside 45°: {off:?}");
}

/// The London guard fires 64 on frame 3 or 28 of his death when that
/// tick's roll comes up (1 in 2; tomb3 londsec.cpp `LondSecControl`);
/// some deaths fire, some do not.
#[test]
fn the_london_guard_fires_64_on_frame_3_or_28_on_an_even_chance() {
    let runs = over_seeds(&LONDON_GUARD, FACING_LARA);
    for shots in &runs {
        assert!(shots.len() <= 2, "{shots:?}");
        for s in shots {
            assert!([3, 28].contains(&s.frame), "{shots:?}");
            assert_eq!(s.damage, 64, "{shots:?}");
        }
    }
    let fired = runs.iter().filter(|s| !s.is_empty()).count();
    assert!(
        fired > 0 && fired < runs.len(),
        "{fired} of {} deaths fired",
        runs.len()
    );
}

/// The MP with a gun fires 32 on frame 1 of his death on a 1-in-4 roll
/// (tomb3 mpgun.cpp `MPGunControl`): fewer deaths fire than the London
/// guard's, never on another frame.
#[test]
fn the_mp_with_a_gun_fires_32_on_frame_1_one_death_in_four() {
    let runs = over_seeds(&MP_WITH_GUN, FACING_LARA);
    for shots in &runs {
        assert!(shots.len() <= 1, "{shots:?}");
        for s in shots {
            assert_eq!((s.frame, s.damage), (1, 32), "{shots:?}");
        }
    }
    let fired = runs.iter().filter(|s| !s.is_empty()).count();
    assert!(
        fired > 0 && fired <= runs.len() / 2,
        "{fired} of {} deaths fired",
        runs.len()
    );
}

/// Half the SWATs (a roll as the death begins) fire 84 on the frames 45–51
/// of their death whose number in the level's frame store is a multiple
/// of four (tomb3 swat.cpp `SwatControl`); an armed one fires on each
/// such frame (one or two) its sight allows, an unarmed one never.
#[test]
fn half_the_swats_fire_84_late_in_their_death() {
    for d in [&LONDON_MERCENARY, &NIGHT_SIGHT] {
        let runs = over_seeds(d, FACING_LARA);
        for shots in &runs {
            assert!(shots.len() <= 2, "{}: {shots:?}", d.name);
            for s in shots {
                assert!((45..=51).contains(&s.frame), "{}: {shots:?}", d.name);
                assert_eq!(s.stored_frame % 4, 0, "{}: {shots:?}", d.name);
                assert_eq!(s.damage, 84, "{}: {shots:?}", d.name);
            }
        }
        let fired = runs.iter().filter(|s| !s.is_empty()).count();
        assert!(
            fired > 0 && fired < runs.len(),
            "{}: {fired} of {} deaths fired",
            d.name,
            runs.len()
        );
    }
}

/// Standing in a blocked box (a door shut on it) the SWAT and the MP with
/// a gun lose 20 a tick until they die (tomb3 swat.cpp `SwatControl`,
/// mpgun.cpp `MPGunControl`: overlap index flag 0x4000); the London guard
/// there loses nothing.
#[test]
fn in_a_blocked_box_the_swat_and_the_mp_lose_20_a_tick() {
    for (d, loses) in [
        (&LONDON_MERCENARY, true),
        (&MP_WITH_GUN, true),
        (&LONDON_GUARD, false),
    ] {
        let (mut world, mut host) = arena(d, FACING_LARA, 1);
        lua_eval::<()>(
            &host,
            &mut world,
            "world.set_box_blocked(nav.box_of(world.entity(1)), true)",
        );
        let full = world.entities()[1].health;
        let mut health = Vec::new();
        for _ in 0..4 {
            host.step(&mut world, idle());
            health.push(world.entities()[1].health);
        }
        let wanted: Vec<i16> = if loses {
            (1..=4).map(|t| (full - 20 * t).max(0)).collect()
        } else {
            vec![full; 4]
        };
        assert_eq!(health, wanted, "{}", d.name);
        no_script_trouble(d.name, &host);
    }
}
