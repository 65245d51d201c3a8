//! Lara running into a creature: the originals call the creature's
//! collision routine before her state's (TRX tr1 lara/control.c
//! Lara_HandleAboveWater: M_BaddieCollision, then the state's collision;
//! TRX tr2 lara/control.c likewise), and the routine (TRX tr1 creature.c
//! Creature_Collision, TRX tr2 Creature_Collision) pushes her out of its
//! box with Lara_Push (TRX tr1 lara/common.c, TRX tr2 lara/misc.c): her
//! place turned into the creature's frame, out by the side she is least
//! deep in, no widening (big_push false); a creature is no wall to her
//! run's collision, so she runs on along its side. Proved on builder rooms
//! with each game's own Lara and creature lent from `TR_DATA_DIR`'s test
//! level (skipped without it): TR1's wolf and TR2's tiger, the real TR2
//! level's case (a tiger once stopped her run there).

use crate::common;

use common::moves::{hold, lara_at, level_def, play_inputs, with_models, Played};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::world::spheres::best_bounds;
use tombrs::world::{Event, Input, World};

const SECTOR: i32 = 1024;
const RUN: u16 = 1;
/// How far inside the creature's box, from its +x side, her line runs.
const INSIDE: i32 = 5;
/// The flinch's sound by game (TRX tr1 Lara_Push SFX_LARA_BODYSL 27; TRX tr2
/// M_TakeHit SFX_LARA_INJURY 31).
fn flinch_sound(game: Game) -> u16 {
    if game == Game::Tr1 {
        27
    } else {
        31
    }
}

/// Lara runs north (+z) along a line `INSIDE` within the +x side of the
/// box of a creature of `type_id` that stands (not triggered) six sectors
/// ahead, squared to the north. The creature's box is read once it is set up
/// (its init picks its resting animation); she is placed from it.
fn run_past(game: Game, type_id: u16) -> Option<(Played, [i32; 3], [i32; 6])> {
    let room = RoomDef::boxed(0, 0, 10, 20, 0, -40);
    let creature = EntityDef::new(type_id, 0, [5 * SECTOR, 0, 9 * SECTOR]);
    let def = level_def(
        vec![room],
        lara_at([5 * SECTOR, 0, 3 * SECTOR], 0),
        vec![creature],
    );
    let level = with_models(&def, game)?;
    let inputs = [hold(2, 0), hold(180, Input::FORWARD)].concat();
    let mut placed = ([0; 3], [0; 6]);
    let played = play_inputs(
        level,
        inputs.iter().map(|&bits| Input { bits }),
        |world: &mut World, _| {
            // Squared to the north (a creature's set-up may turn it).
            world.entities_mut()[1].rot[1] = 0;
            world.entities_mut()[1].prev_rot[1] = 0;
            let c = &world.entities()[1];
            let b = best_bounds(world.level(), c).map(i32::from);
            placed = (c.pos, b);
            let line = c.pos[0] + b[1] - INSIDE;
            let lara = &mut world.entities_mut()[0];
            lara.pos[0] = line;
            lara.prev_pos = lara.pos;
        },
        &format!("{game:?} Lara and creature {type_id}"),
    );
    Some((played, placed.0, placed.1))
}

fn assert_pushed_aside_and_runs_on(game: Game, type_id: u16) {
    let Some((p, at, b)) = run_past(game, type_id) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let what = format!("{game:?} creature {type_id} at {at:?} box {b:?}");
    let line = at[0] + b[1] - INSIDE;
    let near = at[2] + b[4];
    // The first tick her centre is in the box: Lara_Push's depths are
    // INSIDE from the +x side and `deep` from the near (−z) side, the far
    // and −x sides deeper; the least is the side, so x goes to its edge and
    // z keeps her run's step.
    let pushed = p
        .ticks
        .iter()
        .position(|t| t.lara.pos[2] >= near && t.lara.pos[2] <= at[2] + b[5])
        .unwrap_or_else(|| panic!("{what}: she never reached the creature"));
    let (before, after) = (&p.ticks[pushed - 1].lara, &p.ticks[pushed].lara);
    let deep = after.pos[2] - near;
    assert!(
        deep > INSIDE && b[1] - b[0] > 2 * INSIDE && b[5] - after.pos[2] + at[2] > INSIDE,
        "{what}: the side is the least way out (near side {deep} deep)"
    );
    assert_eq!(before.pos[0], line, "{what}: her line before the push");
    assert_eq!(
        after.pos[0],
        at[0] + b[1],
        "{what}: out at the box's +x side"
    );
    assert_eq!(
        after.pos[2] - before.pos[2],
        after.speed,
        "{what}: her run's step forward, not pushed back"
    );
    // A living creature makes her flinch (spaz_on: the sound on the first
    // tick of it; TR2's only for an item taller than a click, as these are).
    assert!(
        p.ticks[pushed]
            .events
            .iter()
            .any(|e| matches!(e, Event::Sound { sound, .. } if *sound == flinch_sound(game))),
        "{what}: the flinch's sound"
    );
    // She runs on along its side and past it: never stopped.
    let past = p
        .ticks
        .iter()
        .position(|t| t.lara.pos[2] > at[2] + b[5] + SECTOR)
        .unwrap_or_else(|| panic!("{what}: she never got past it: {:?}", p.last().pos));
    let first_run = p.first("running", |e| e.state == RUN);
    for (t, tick) in p.ticks[first_run..=past].iter().enumerate() {
        assert_eq!(
            tick.lara.state,
            RUN,
            "{what}: still running at tick {}",
            first_run + t
        );
    }
    assert_eq!(
        p.ticks[past].lara.pos[0],
        at[0] + b[1],
        "{what}: along the side"
    );
}

#[test]
fn tr1_a_wolf_pushes_her_run_aside() {
    assert_pushed_aside_and_runs_on(Game::Tr1, 7);
}

#[test]
fn tr2_a_tiger_pushes_her_run_aside() {
    assert_pushed_aside_and_runs_on(Game::Tr2, 39);
}

/// An object of `type_id`, lent the model of type `donor` (the test level
/// has none of its own), squared to the north six sectors ahead of Lara,
/// who runs straight at it along its centre line.
fn run_into_object(game: Game, type_id: u32, donor: u32) -> Option<(Played, [i32; 3], [i32; 6])> {
    let room = RoomDef::boxed(0, 0, 10, 20, 0, -40);
    let object = EntityDef::new(type_id as u16, 0, [5 * SECTOR, 0, 9 * SECTOR]);
    let def = level_def(
        vec![room],
        lara_at([5 * SECTOR, 0, 3 * SECTOR], 0),
        vec![object],
    );
    let mut level = with_models(&def, game)?;
    let (_, model) = level
        .model_by_type(donor)
        .unwrap_or_else(|| panic!("{game:?}: the test level has model {donor}"));
    let model = tombrs::level::model::Model {
        type_id,
        ..model.clone()
    };
    level.models.push(model);
    let inputs = [hold(2, 0), hold(160, Input::FORWARD)].concat();
    let mut placed = ([0; 3], [0; 6]);
    let played = play_inputs(
        level,
        inputs.iter().map(|&bits| Input { bits }),
        |world: &mut World, _| {
            let o = &world.entities()[1];
            placed = (o.pos, best_bounds(world.level(), o).map(i32::from));
        },
        &format!("{game:?} Lara and object {type_id}"),
    );
    Some((played, placed.0, placed.1))
}

/// A solid object's collision routine (TRX tr1 objects/common.c
/// Object_Collision, which TRX tr1 scion_holder.c sets) pushes her out of
/// its box widened by her radius when her spheres meet its meshes
/// (Collide_TestCollision), by Lara_Push with big_push and no spaz: run
/// straight at its near (−z) side, she is put back at z = its z + box min z
/// − 100 (LARA_RAD), her x untouched, with no flinch. The object is no wall
/// to her run's own collision (Lara_Col_Run sees only the room): she runs
/// on against it, a step in (while her run's frame keeps her spheres off
/// its meshes) and back out, never through.
#[test]
fn tr1_a_solid_object_holds_her_run_at_its_box_widened_by_her_radius() {
    let Some((p, at, b)) = run_into_object(Game::Tr1, 147, 7) else {
        eprintln!("TR_DATA_DIR not set: skipped");
        return;
    };
    let what = format!("scion holder at {at:?} box {b:?}");
    let held = at[2] + b[4] - 100;
    let first = p
        .ticks
        .iter()
        .position(|t| t.lara.pos[2] == held)
        .unwrap_or_else(|| panic!("{what}: never put back at {held}: {:?}", p.last().pos));
    let before = &p.ticks[first - 1].lara;
    assert!(
        before.pos[2] > held,
        "{what}: she was inside the widened box before the push ({})",
        before.pos[2]
    );
    let step = before.speed;
    let mut at_the_box = 0;
    for (t, tick) in p.ticks.iter().enumerate().skip(first) {
        let z = tick.lara.pos[2];
        assert!(
            z == held || z == held + step,
            "{what}: held or a step in at tick {t}: {z}"
        );
        at_the_box += usize::from(z == held);
        assert_eq!(tick.lara.pos[0], at[0], "{what}: her line at tick {t}");
        assert_eq!(tick.lara.state, RUN, "{what}: still running at tick {t}");
        assert!(
            !tick.events.iter().any(
                |e| matches!(e, Event::Sound { sound, .. } if *sound == flinch_sound(Game::Tr1))
            ),
            "{what}: no flinch at tick {t}"
        );
    }
    assert!(
        at_the_box > (p.ticks.len() - first) / 2,
        "{what}: mostly at the box"
    );
}
