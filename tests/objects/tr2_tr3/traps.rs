//! TR2's and TR3's traps (and TR1's teeth trap and shootable scion): each
//! on a builder level of its game with a stand-in model of its type and
//! the demo hero as Lara, as the shipped catalogues bind them.

use crate::common;

use common::arena::{arena_for, open_room, stand_in, stand_in_with, LARA_AT};
use common::traps::{bound, entity, health, mid, near_lara_in, no_script_errors, run, SECTOR};
use tombrs::builder::models::ModelDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::world::{Input, Status};

/// A stand-in of `type_id` with the two states `(rest, cut)`.
fn two_states(type_id: u32, reach: i16, rest: u16, cut: u16) -> ModelDef {
    stand_in(type_id, reach, &[(rest, 0), (cut, 0)])
}

/// Lara's health over `ticks` still ticks with a trap of `model` in her
/// face (150 ahead of her), triggered or not; no script error either way.
fn cut(game: Game, model: ModelDef, triggered: bool, ticks: usize) -> Vec<i16> {
    let at = [LARA_AT[0] + 150, LARA_AT[2]];
    let on: &[usize] = if triggered { &[1] } else { &[] };
    let (h, _, host) = health(near_lara_in(game, model, at, 0, 0), on, ticks);
    no_script_errors(&host);
    h
}

/// The first blow she took, and how much it took.
fn first_blow(h: &[i16]) -> (usize, i16) {
    let t = h.iter().position(|&v| v < 1000).expect("she was hurt");
    (t, 1000 - h[t])
}

#[test]
fn the_teeth_trap_bites_her_for_400_while_triggered_in_tr1_and_tr3() {
    for (game, id) in [(Game::Tr1, 42), (Game::Tr3, 94)] {
        let h = cut(game, two_states(id, 300, 0, 1), true, 40);
        let (t, blow) = first_blow(&h);
        assert_eq!(blow, 400, "{game:?}: TEETH_TRAP_DAMAGE");
        assert!(
            t >= 6,
            "{game:?}: only once its jaws are in the nasty state ({t})"
        );
        let h = cut(game, two_states(id, 300, 0, 1), false, 40);
        assert!(
            h.iter().all(|&v| v == 1000),
            "{game:?}: at rest it is harmless"
        );
    }
}

#[test]
fn wall_blades_and_the_killer_statue_strike_while_triggered() {
    // (game, type, damage a tick): tomb3 BladeControl 100, TRX tr2 killer
    // statue 20, tomb3 Pendulum 50 (the swinging box: no states of its own).
    for (game, id, damage) in [
        (Game::Tr2, 81, 100),
        (Game::Tr3, 111, 100),
        (Game::Tr2, 82, 20),
    ] {
        let h = cut(game, two_states(id, 300, 1, 2), true, 60);
        assert_eq!(first_blow(&h).1, damage, "{game:?} {id}");
        let h = cut(game, two_states(id, 300, 1, 2), false, 60);
        assert!(h.iter().all(|&v| v == 1000), "{game:?} {id}: at rest");
    }
    for (game, id) in [(Game::Tr2, 58), (Game::Tr3, 121)] {
        let h = cut(game, stand_in(id, 300, &[(0, 0)]), true, 10);
        assert_eq!(
            first_blow(&h),
            (0, 50),
            "{game:?} {id}: 50 from the first tick"
        );
        let h = cut(game, stand_in(id, 300, &[(0, 0)]), false, 10);
        assert!(h.iter().all(|&v| v == 1000), "{game:?} {id}: still");
    }
}

#[test]
fn fans_and_saws_cut_with_their_blades_only_while_running() {
    for (game, id) in [
        (Game::Tr2, 76),
        (Game::Tr2, 77),
        (Game::Tr3, 119),
        (Game::Tr3, 105),
    ] {
        let h = cut(game, two_states(id, 300, 1, 0), true, 10);
        assert_eq!(first_blow(&h).1, 200, "{game:?} {id}: 200 a touch");
        let h = cut(game, two_states(id, 300, 1, 0), false, 10);
        assert!(h.iter().all(|&v| v == 1000), "{game:?} {id}: stopped");
    }
}

/// A spiked wall of `id` at sector (x, 6) facing `angle`.
fn spike_wall_level(game: Game, id: u32, x: i32, angle: u16) -> Level {
    let at = mid(x, 6);
    arena_for(
        game,
        open_room(),
        LARA_AT,
        vec![stand_in(id, 400, &[(0, 0)])],
        vec![entity(id as u16, at, 0, angle)],
    )
}

#[test]
fn a_spiked_wall_creeps_while_triggered_until_blocked_and_spikes_her() {
    for (game, id) in [(Game::Tr2, 85), (Game::Tr3, 114)] {
        // Away from her, towards the east wall: 16 a tick, then stops.
        let (mut world, mut host) = bound(spike_wall_level(game, id, 7, 0x4000), &[1]);
        let x0 = world.entities()[1].pos[0];
        let mut xs = Vec::new();
        run(
            &mut world,
            &mut host,
            300,
            |_| 0,
            |_, w| xs.push(w.entities()[1].pos[0]),
        );
        assert_eq!(xs[0] - x0, 16, "{game:?}: 16 a tick");
        let end = *xs.last().unwrap();
        assert!(
            end < 11 * SECTOR && end > 10 * SECTOR,
            "{game:?}: stopped at the wall ({end})"
        );
        assert_eq!(xs[xs.len() - 50], end, "{game:?}: and stays stopped");
        no_script_errors(&host);
        // Not triggered it stays put.
        let (mut world, mut host) = bound(spike_wall_level(game, id, 7, 0x4000), &[]);
        run(&mut world, &mut host, 30, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[1].pos[0],
            x0,
            "{game:?}: still untriggered"
        );
        // Towards her: 20 a tick once it reaches her, until she dies.
        let (mut world, mut host) = bound(spike_wall_level(game, id, 5, 0xC000), &[1]);
        let mut h = Vec::new();
        run(
            &mut world,
            &mut host,
            400,
            |_| 0,
            |_, w| h.push(w.entities()[0].health),
        );
        assert_eq!(first_blow(&h).1, 20, "{game:?}: 20 a touch");
        assert!(
            *h.last().unwrap() <= 0,
            "{game:?}: spiked to death: {:?}",
            &h[h.len() - 5..]
        );
        no_script_errors(&host);
    }
}

#[test]
fn a_spiked_ceiling_comes_down_to_a_sector_above_the_floor_onto_her() {
    for (game, id) in [(Game::Tr2, 87), (Game::Tr3, 116)] {
        // The spikes hang 600 under its origin, over Lara's head.
        let ceiling = stand_in_with(id, 300, -600, &[(0, 0, 0)]);
        let level = arena_for(
            game,
            open_room(),
            LARA_AT,
            vec![ceiling],
            vec![entity(id as u16, [LARA_AT[0], LARA_AT[2]], -2048, 0)],
        );
        let (mut world, mut host) = bound(level, &[1]);
        let mut t = Vec::new();
        run(
            &mut world,
            &mut host,
            400,
            |_| 0,
            |_, w| t.push((w.entities()[1].pos[1], w.entities()[0].health)),
        );
        assert_eq!(t[0].0, -2048 + 5, "{game:?}: 5 a tick");
        let end = t.last().unwrap().0;
        assert!(
            (-1024 - 5..=-1024).contains(&end),
            "{game:?}: stops a sector up ({end})"
        );
        let h: Vec<i16> = t.iter().map(|s| s.1).collect();
        assert_eq!(first_blow(&h).1, 20, "{game:?}: 20 a touch");
        assert!(*h.last().unwrap() <= 0, "{game:?}: she dies under it");
        no_script_errors(&host);
    }
}

/// A rolling spindle (rest 1, rolling 2 at 40 a tick) at sector (6, 6)
/// facing +x, Lara by its path.
fn spindle_level(game: Game, id: u32) -> Level {
    let spindle = stand_in(id, 300, &[(1, 0), (2, 40)]);
    arena_for(
        game,
        open_room(),
        LARA_AT,
        vec![spindle],
        vec![entity(id as u16, mid(6, 6), 0, 0x4000)],
    )
}

#[test]
fn the_rolling_spindle_rolls_to_the_wall_turns_round_and_cuts_her_on_the_way_back() {
    for (game, id) in [(Game::Tr2, 80), (Game::Tr3, 108)] {
        let (mut world, mut host) = bound(spindle_level(game, id), &[1]);
        let mut t = Vec::new();
        run(
            &mut world,
            &mut host,
            400,
            |_| 0,
            |_, w| {
                t.push((
                    w.entities()[1].pos[0],
                    w.entities()[1].rot[1],
                    w.entities()[0].health,
                ))
            },
        );
        let far = t.iter().map(|s| s.0).max().unwrap();
        assert!(
            far > 7 * SECTOR && far < 11 * SECTOR,
            "{game:?}: rolled east to the wall ({far})"
        );
        assert!(t.iter().any(|s| s.1 == 0xC000), "{game:?}: turned round");
        let h: Vec<i16> = t.iter().map(|s| s.2).collect();
        assert_eq!(
            first_blow(&h).1,
            100,
            "{game:?}: 100 a touch on its way back"
        );
        no_script_errors(&host);
        let (mut world, mut host) = bound(spindle_level(game, id), &[]);
        let x0 = world.entities()[1].pos[0];
        run(&mut world, &mut host, 60, |_| 0, |_, _| {});
        assert_eq!(
            world.entities()[1].pos[0],
            x0,
            "{game:?}: still untriggered"
        );
    }
}

/// A window of `id` a sector and a half ahead of Lara, facing as she
/// does, its pane (the stand-in's body) 600 up, where her running jump
/// meets it as she comes down.
fn window_level(game: Game, id: u32) -> Level {
    let window = stand_in(id, 100, &[(0, 0)]);
    let at = [LARA_AT[0] + 3 * SECTOR / 2, LARA_AT[2]];
    arena_for(
        game,
        open_room(),
        LARA_AT,
        vec![window],
        vec![entity(id as u16, at, -300, 0x4000)],
    )
}

#[test]
fn a_window_breaks_when_she_jumps_into_it_and_not_when_she_stands_by() {
    for (game, id) in [(Game::Tr2, 72), (Game::Tr3, 101)] {
        let (mut world, mut host) = bound(window_level(game, id), &[]);
        run(
            &mut world,
            &mut host,
            90,
            |_| Input::FORWARD | Input::JUMP,
            |_, _| {},
        );
        let w = &world.entities()[1];
        assert!(w.invisible && !w.collidable, "{game:?}: broken: {w:?}");
        assert_eq!(w.status, Status::Deactivated, "{game:?}: spent");
        no_script_errors(&host);
        let (mut world, mut host) = bound(window_level(game, id), &[]);
        run(&mut world, &mut host, 90, |_| 0, |_, _| {});
        let w = &world.entities()[1];
        assert!(!w.invisible && w.collidable, "{game:?}: whole");
    }
}

/// Walked into, too slowly to break it (a walk's speed along its facing is
/// under 50: tomb3 WindowControl), the whole window pushes her out of its
/// box widened by her radius (tomb3 ObjectCollision → ItemPushLara with
/// big_push): the stand-in's pane reaches 100 either side of its x, so she
/// stays at its x − 200 and goes no further. The window is no wall to her
/// walk's own collision (lara_col_walk sees only the room): she walks on
/// against it.
#[test]
fn a_whole_window_walked_into_holds_her_at_its_box_widened_by_her_radius() {
    for (game, id) in [(Game::Tr2, 72), (Game::Tr3, 101)] {
        let (mut world, mut host) = bound(window_level(game, id), &[]);
        let pane = world.entities()[1].pos[0];
        let held = pane - 100 - 100;
        let mut xs = Vec::new();
        let mut states = Vec::new();
        run(
            &mut world,
            &mut host,
            150,
            |_| Input::FORWARD | Input::WALK,
            |_, w| {
                xs.push(w.entities()[0].pos[0]);
                states.push(w.entities()[0].state);
            },
        );
        let w = &world.entities()[1];
        assert!(!w.invisible && w.collidable, "{game:?}: whole");
        assert!(
            xs.iter().all(|&x| x <= held),
            "{game:?}: never past {held}: {xs:?}"
        );
        let first = xs.iter().position(|&x| x == held).unwrap_or_else(|| {
            panic!("{game:?}: held at {held}: {xs:?}");
        });
        // State 0: the walk.
        assert!(
            states[first..].iter().all(|&s| s == 0),
            "{game:?}: walking on: {states:?}"
        );
        no_script_errors(&host);
    }
}

#[test]
fn the_shootable_scion_shot_to_nothing_blows_up_sets_off_its_triggers_and_goes() {
    let scion = stand_in(145, 100, &[(0, 0)]);
    let at = [LARA_AT[0] + 2 * SECTOR, LARA_AT[2]];
    let level = arena_for(
        Game::Tr1,
        open_room(),
        LARA_AT,
        vec![scion],
        vec![entity(145, at, 0, 0)],
    );
    let (mut world, mut host) = bound(level, &[1]);
    run(&mut world, &mut host, 5, |_| 0, |_, _| {});
    assert_eq!(world.entities()[1].health, 5, "five shots' worth");
    world.entities_mut()[1].health = 0;
    let mut seen = Vec::new();
    run(
        &mut world,
        &mut host,
        100,
        |_| 0,
        |_, w| {
            seen.push((
                w.entities()[1].invisible,
                w.entities()[1].triggered,
                w.entities()[1].status,
            ))
        },
    );
    assert!(
        seen[0].0 && seen[0].1,
        "gone and triggered at once: {:?}",
        seen[0]
    );
    assert_eq!(seen[80].2, Status::Active, "still blasting");
    assert_eq!(
        seen.last().unwrap().2,
        Status::Removed,
        "removed after 90 ticks"
    );
    no_script_errors(&host);
}
