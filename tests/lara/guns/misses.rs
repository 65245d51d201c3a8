//! Where a missed round goes (lara/shot.lua). TR1 (TRX tr1 gun/gun_misc.c
//! Gun_FireWeapon): it flies 16384 along the line and always ricochets
//! where the line of sight stops. TR2 (TRX tr2 gun/gun_misc.c
//! Gun_FireWeapon) and TR3 (tomb3 larafire.cpp FireWeapon): it flies the
//! gun's range (pistols 8192), ricochets only where the line of sight met
//! something before that, and breaks the first smashable item on its line
//! (LOS_CheckSmashable / ObjectOnLOS, then Gun_SmashItem / SmashItem: the
//! window is smashed) instead of ricocheting. Proved in the open arena with
//! each game's Lara, her pistols drawn and no target, so every round
//! misses. Needs `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use common::arena::{open_room, LARA_AT};
use common::guns::{Fight, EAST, SECTOR};
use common::moves::{lara_at, level_def, with_models};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::world::{Event, Input};

/// TR2's O_WINDOW_1 and TR3's SMASH_WINDOW.
const TR2_WINDOW: u16 = 72;
const TR3_WINDOW: u16 = 101;
/// The ricochet's particle effect (lib/particles.lua RICOCHET).
const RICOCHET: u16 = 5;
/// The window's glass sound (TR2 SFX_GLASS_BREAK) and TR3's smash sound
/// (the catalogue's `sound`).
const TR2_GLASS: u16 = 58;
const TR3_SMASH: u16 = 214;
/// The pistols' reach in TR2 and TR3 (weapons' target_dist).
const PISTOL_RANGE: i32 = 8192;

/// The model lent to the window: the test levels carry no window, so the
/// body the game's gun tests aim at (TR2's tiger, TR3's monkey) stands in;
/// its box is raised to straddle her line of fire (the window is paused:
/// it stays where it is put).
fn stand_in_type(game: Game) -> u32 {
    if game == Game::Tr2 {
        39
    } else {
        71
    }
}

/// Gives `level` a model of `type_id`: the stand-in's.
fn lend_window_model(level: &mut Level, game: Game, type_id: u32) {
    let (_, body) = level
        .model_by_type(stand_in_type(game))
        .unwrap_or_else(|| panic!("{game:?}: the test level has the stand-in's model"));
    let body = body.clone();
    level
        .models
        .push(tombrs::level::model::Model { type_id, ..body });
}

/// What her first pistol shot (a round from each hand) did: the rounds, the ricochets, whether the window broke (is
/// no longer drawn nor solid) and the sounds played.
struct Round {
    rounds: i64,
    ricochets: usize,
    window_broken: Option<bool>,
    sounds: Vec<u16>,
}

/// The arena with Lara facing east and, when `window` names a type, that
/// window `apart` units ahead of her across her line; her pistols drawn
/// with no target, one round fired.
fn one_round(game: Game, window: Option<(u16, i32)>) -> Option<Round> {
    let others: Vec<EntityDef> = window
        .map(|(type_id, apart)| {
            let mut e = EntityDef::new(type_id, 0, [LARA_AT[0] + apart, 0, LARA_AT[2]]);
            e.angle = 0xC000;
            e
        })
        .into_iter()
        .collect();
    let count = others.len();
    let mut level = with_models(
        &level_def(vec![open_room()], lara_at(LARA_AT, EAST), others),
        game,
    )?;
    if let Some((type_id, _)) = window {
        lend_window_model(&mut level, game, type_id as u32);
    }
    let mut f = Fight::on_level(level, count);
    if window.is_some() {
        // Not a target: the round flies straight and misses everything.
        f.lua::<()>(
            "local w = world.entity(1); w.targetable = false; w.health = 1 \
             local W = require('lara.guns').tables() \
             local _, _, top, bottom = w:bounds() \
             w.y = lara.y - W.pistols.shot_height - (top + bottom) // 2",
        );
    }
    f.draw("pistols");
    let used = |f: &mut Fight| f.lua::<i64>("return require('lib.stats').get().ammo_used or 0");
    let before = used(&mut f);
    let mut ricochets = 0;
    let mut sounds = Vec::new();
    // Action held until the tick her pistols fire (one round from each
    // hand, or one), then that tick's events.
    for _ in 0..60 {
        f.step(Input::ACTION);
        if used(&mut f) > before {
            break;
        }
    }
    let rounds = used(&mut f) - before;
    assert!(rounds > 0, "{game:?}: her pistols fired");
    for ev in f.world.events() {
        match ev {
            Event::Particles { effect, .. } if *effect == RICOCHET => ricochets += 1,
            Event::Sound { sound, .. } => sounds.push(*sound),
            _ => {}
        }
    }
    common::assert_no_script_error(&f.host, "pistols");
    let window_broken = window.map(|_| {
        let w = &f.world.entities()[1];
        w.invisible && !w.solid
    });
    Some(Round {
        rounds,
        ricochets,
        window_broken,
        sounds,
    })
}

#[test]
fn tr1_miss_flies_16384_and_ricochets_on_the_far_wall() {
    let Some(r) = one_round(Game::Tr1, None) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    // The arena's east wall is 9.5 sectors ahead: within 16384.
    assert_eq!(r.ricochets as i64, r.rounds, "a ricochet a round");
}

#[test]
fn tr2_miss_flies_the_pistols_range_and_meets_nothing_short_of_the_far_wall() {
    let Some(r) = one_round(Game::Tr2, None) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    // The east wall lies 9.5 sectors (9728) ahead, past the 8192 the round
    // flies: nothing stops it, so no ricochet.
    assert!(12 * SECTOR - LARA_AT[0] > PISTOL_RANGE);
    assert_eq!(r.ricochets, 0, "no ricochet in the open");
}

fn assert_window_smashed(game: Game, window: u16, sound: u16) {
    let Some(r) = one_round(game, Some((window, 3 * SECTOR))) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    assert_eq!(r.window_broken, Some(true), "{game:?}: the window breaks");
    assert!(
        r.sounds.contains(&sound),
        "{game:?}: its sound: {:?}",
        r.sounds
    );
    assert_eq!(r.ricochets, 0, "{game:?}: a smash is no ricochet");
}

#[test]
fn tr2_a_missed_round_smashes_the_window_on_its_line() {
    assert_window_smashed(Game::Tr2, TR2_WINDOW, TR2_GLASS);
}

#[test]
fn tr3_a_missed_round_smashes_the_window_on_its_line() {
    assert_window_smashed(Game::Tr3, TR3_WINDOW, TR3_SMASH);
}

/// The smashable test has no far end (LOS_CheckSmashable measures where
/// the line's extension meets the box's faces, only on the side it runs):
/// a window in a room the sight crossed breaks even when its near face lies
/// past the round's 8192, while the round itself ricochets nowhere.
#[test]
fn tr2_a_window_past_the_pistols_range_in_the_crossed_room_still_breaks() {
    // 8992 ahead: the stand-in's box reaches 606 towards her, so its near
    // face lies 8386 ahead.
    let apart = 8 * SECTOR + 800;
    assert!(apart - 606 > PISTOL_RANGE);
    let Some(r) = one_round(Game::Tr2, Some((TR2_WINDOW, apart))) else {
        eprintln!("skipped: TR_DATA_DIR unset");
        return;
    };
    assert_eq!(r.window_broken, Some(true), "broken beyond the round's end");
    assert_eq!(r.ricochets, 0, "and no ricochet");
}
