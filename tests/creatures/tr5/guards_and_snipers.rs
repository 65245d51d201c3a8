//! TR5's people (creatures/guard.lua, creatures/sniper.lua): builder
//! arenas of TR5 with every model lent from `TR_DATA_DIR`'s tr5/TEST1.TRC
//! (its Lara, its blue guard, its sniper, its huskie). The guards without a
//! model of their own there (the SAS, the mafia gunman, the scientist) wear
//! the blue guard's, as the game gives them the blue guard's animations
//! when the level has no SWAT. Needs `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use common::arena::scripted_on;
use common::moves::{lara_at, level_def, with_models};
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, Status, World};

const SECTOR: i32 = 1024;
const EAST: u16 = 0x4000;
const WEST: u16 = 0xC000;

/// TR5 type ids.
const SAS: u16 = 31;
const BLUE_GUARD: u16 = 37;
const MAFIA: u16 = 49;
const SCIENTIST: u16 = 69;
const SNIPER: u16 = 83;
/// TR5's AI objects.
const AI_GUARD: u16 = 378;

/// The guard's states (creatures/stats/tr5.lua).
const STOP: u16 = 1;
const SHOOT: u16 = 3;
const AIM: u16 = 4;
const DEATH: u16 = 6;
const DEATH_BEHIND: u16 = 8;
const SIT: u16 = 15;
const ASLEEP: u16 = 17;
const SURRENDER: u16 = 39;

/// Where Lara stands: the west side of the arena, facing east.
const LARA: [i32; 3] = [2 * SECTOR + 512, 0, 6 * SECTOR + 512];

/// A point `x` sectors east on Lara's row.
fn east(x: i32) -> [i32; 3] {
    [LARA[0] + x * SECTOR, 0, LARA[2]]
}

/// The 12×12 arena of TR5 with Lara (entity 0) at `LARA` facing `lara_yaw`,
/// then `placed` (type, where, yaw, OCB) and the AI objects `markers`
/// (type, where, OCB), every model lent from the real level; the types the
/// real level lacks wear the blue guard's model.
fn arena(
    lara_yaw: u16,
    placed: &[(u16, [i32; 3], u16, i16)],
    markers: &[(u16, [i32; 3], i16)],
) -> Option<Level> {
    arena_at(LARA, lara_yaw, placed, markers)
}

/// [`arena`] with Lara at `lara`.
fn arena_at(
    lara: [i32; 3],
    lara_yaw: u16,
    placed: &[(u16, [i32; 3], u16, i16)],
    markers: &[(u16, [i32; 3], i16)],
) -> Option<Level> {
    let others = placed
        .iter()
        .map(|&(t, at, yaw, ocb)| {
            let mut e = EntityDef::new(t, 0, at);
            e.angle = yaw;
            e.ocb = ocb;
            e
        })
        .collect();
    let mut def = level_def(
        vec![RoomDef::boxed(0, 0, 12, 12, 0, -16)],
        lara_at(lara, lara_yaw),
        others,
    );
    def.ai_objects = markers
        .iter()
        .map(|&(t, at, ocb)| {
            let mut m = EntityDef::new(t, 0, at);
            m.ocb = ocb;
            m
        })
        .collect();
    let mut level = with_models(&def, Game::Tr5)?;
    lend_blue_guard(&mut level, &[SAS, MAFIA, SCIENTIST]);
    Some(level)
}

/// Gives each of `types` the blue guard's model (tr5/TEST1.TRC carries no
/// other guard's).
pub(super) fn lend_blue_guard(level: &mut Level, types: &[u16]) {
    let blue = level
        .models
        .iter()
        .find(|m| m.type_id == BLUE_GUARD as u32)
        .expect("tr5/TEST1.TRC has the blue guard")
        .clone();
    for &t in types {
        let mut m = blue.clone();
        m.type_id = t as u32;
        level.models.push(m);
    }
}

fn step(world: &mut World, host: &mut ScriptHost, bits: u32) {
    host.step(world, Input { bits });
}

/// The floor distance between entities `a` and `b`.
fn apart(world: &World, a: usize, b: usize) -> i32 {
    let (p, q) = (&world.entities()[a].pos, &world.entities()[b].pos);
    ((p[0] - q[0]) as f64).hypot((p[2] - q[2]) as f64) as i32
}

fn no_trouble(what: &str, host: &ScriptHost) {
    let trouble = common::script_log_at(host, tombrs::script::Severity::Warn);
    assert!(trouble.is_empty(), "{what}: {trouble:#?}");
}

/// Each guard comes, aims and shoots: single shots of 30 (the blue
/// guard's model carries only a one-frame placeholder for the others'
/// burst, so on it the mafia gunman and the SAS fire single shots too;
/// the burst is tried on a stand-in below).
#[test]
fn guards_come_aim_and_shoot_her() {
    for t in [BLUE_GUARD, MAFIA, SAS] {
        come_aim_and_shoot(t, None, 30);
    }
}

/// After the Old Mill (the VCI levels RICH1, RICH2, RICHCUT2, RICH3) the
/// single shot does 60 (TOMB5 sas.cpp `SasControl`: `30 *
/// ((gfCurrentLevel > LVL5_OLD_MILL) + 1)`); levels/tr5/vci.lua.
#[test]
fn after_the_old_mill_the_single_shot_does_double() {
    for level in ["RICH1", "RICHCUT2"] {
        come_aim_and_shoot(BLUE_GUARD, Some(level), 60);
    }
}

/// The guard of type `t`, in a level called `level`, comes for Lara, aims
/// and fires its single shot, each blow `damage`.
fn come_aim_and_shoot(t: u16, level: Option<&str>, damage: i16) {
    let shot = SHOOT;
    let Some(arena) = arena(EAST, &[(t, east(7), WEST, 0)], &[]) else {
        eprintln!("notice: TR_DATA_DIR is not set; skipping TR5's people");
        return;
    };
    let (mut world, mut host) = common::arena::scripted_as(arena, level, 1, 1);
    let start = apart(&world, 0, 1);
    let (mut closest, mut states, mut blows) = (start, Vec::new(), Vec::new());
    for _ in 0..600 {
        let before = world.entities()[0].health;
        if before <= damage {
            // A last blow takes what she has left.
            break;
        }
        step(&mut world, &mut host, 0);
        closest = closest.min(apart(&world, 0, 1));
        let s = world.entities()[1].state;
        if !states.contains(&s) {
            states.push(s);
        }
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
    }
    no_trouble("guard", &host);
    assert!(
        closest < start - 2 * SECTOR,
        "type {t}: did not come ({start} → {closest})"
    );
    assert!(states.contains(&AIM), "type {t}: never aimed: {states:?}");
    assert!(
        states.contains(&shot),
        "type {t}: never shot ({shot}): {states:?}"
    );
    assert!(!blows.is_empty(), "type {t}: never hurt her");
    assert!(
        blows.iter().all(|&b| b == damage),
        "type {t} in {level:?}: blows {blows:?}"
    );
}

/// Killed with her ahead of him he falls facing her (6), killed with her
/// behind him he falls away from her (8); the body stays and the kill is
/// hers.
#[test]
fn a_guard_falls_facing_her_or_away() {
    for (yaw, death) in [(WEST, DEATH), (EAST, DEATH_BEHIND)] {
        let Some(level) = arena(EAST, &[(BLUE_GUARD, east(5), yaw, 0)], &[]) else {
            return;
        };
        let (mut world, mut host) = scripted_on(level, 1);
        step(&mut world, &mut host, 0);
        common::bestiary::lara_shoots(&host, &mut world, 1, 24);
        for _ in 0..150 {
            step(&mut world, &mut host, 0);
        }
        no_trouble("death", &host);
        let e = &world.entities()[1];
        assert_eq!(e.state, death, "yaw {yaw:#x}: fell in {}", e.state);
        assert!(!e.solid, "the body is solid");
        assert_eq!(e.status, Status::Deactivated, "still thinking");
        assert_eq!(world.kills(), 1, "not her kill");
    }
}

/// A guard seated at his desk (OCB 3) stays seated while she stands out
/// of his view; one asleep on his chair (OCB 4) sleeps on; when she fires
/// the shots wake them both and they come for her.
#[test]
fn her_gunfire_wakes_the_seated_and_the_sleeping() {
    let placed = [
        (BLUE_GUARD, east(5), EAST, 3),
        (
            BLUE_GUARD,
            [LARA[0] + 5 * SECTOR, 0, LARA[2] + 3 * SECTOR],
            EAST,
            4,
        ),
    ];
    let Some(level) = arena(WEST, &placed, &[]) else {
        return;
    };
    let (mut world, mut host) = scripted_on(level, 2);
    for t in 0..200 {
        step(&mut world, &mut host, 0);
        assert_eq!(
            world.entities()[1].state,
            SIT,
            "the seated guard got up at {t}"
        );
        assert_eq!(world.entities()[2].state, ASLEEP, "the sleeper woke at {t}");
    }
    // She draws and fires into the west wall, away from them.
    step(&mut world, &mut host, Input::DRAW);
    let mut aimed = [false; 2];
    for t in 0..400 {
        step(
            &mut world,
            &mut host,
            if t > 40 && t < 80 { Input::ACTION } else { 0 },
        );
        for (i, a) in aimed.iter_mut().enumerate() {
            *a |= world.entities()[1 + i].state == AIM;
        }
    }
    no_trouble("wake", &host);
    assert!(world.entities()[0].state != 0, "Lara is gone");
    assert_eq!(aimed, [true, true], "not both came to aim at her");
}

/// An AI_GUARD under him: he stands at his post while she is out of his
/// view (behind him), and turns on her once she has been seen.
#[test]
fn a_posted_guard_stays_until_he_sees_her() {
    let post = east(4);
    let Some(level) = arena(EAST, &[(BLUE_GUARD, post, EAST, 0)], &[(AI_GUARD, post, 0)]) else {
        return;
    };
    let (mut world, mut host) = scripted_on(level, 1);
    for t in 0..300 {
        step(&mut world, &mut host, 0);
        assert_eq!(world.entities()[1].state, STOP, "he left his post at {t}");
        assert_eq!(world.entities()[1].pos, post, "he moved at {t}");
    }
    // She walks round in front of him.
    world.entities_mut()[0].pos = east(8);
    let mut shot_at = false;
    for _ in 0..300 {
        step(&mut world, &mut host, 0);
        shot_at |= world.entities()[0].health < 1000;
    }
    no_trouble("posted", &host);
    assert!(shot_at, "he never shot at her once he saw her");
}

/// The scientist carries no gun: he never hurts her, puts his hands up
/// while she aims at him, and hurt he runs from her.
#[test]
fn the_scientist_surrenders_and_flees() {
    let Some(level) = arena(EAST, &[(SCIENTIST, east(3), WEST, 0)], &[]) else {
        return;
    };
    let (mut world, mut host) = scripted_on(level, 1);
    step(&mut world, &mut host, Input::DRAW);
    let mut surrendered = false;
    for _ in 0..200 {
        step(&mut world, &mut host, 0);
        surrendered |= world.entities()[1].state == SURRENDER;
    }
    assert!(surrendered, "his hands never went up");
    let mood = |world: &mut World, host: &ScriptHost| {
        common::lua_eval::<String>(host, world, "return world.entity(1).state.ai.mood")
    };
    assert_eq!(mood(&mut world, &host), "bored", "unhurt he leaves her be");
    step(&mut world, &mut host, Input::DRAW);
    common::bestiary::lara_shoots(&host, &mut world, 1, 4);
    let near = apart(&world, 0, 1);
    let (mut far, mut fled) = (near, false);
    for _ in 0..300 {
        step(&mut world, &mut host, 0);
        far = far.max(apart(&world, 0, 1));
        fled |= mood(&mut world, &host) == "escape";
    }
    no_trouble("scientist", &host);
    assert_eq!(world.entities()[0].health, 1000, "he hurt her");
    assert!(fled, "hurt, he never took fright");
    assert!(
        far > near + SECTOR / 4,
        "he did not run off ({near} → {far})"
    );
}

/// The SWAT's burst, on a stand-in SWAT (every state eight frames): aimed,
/// he fires his burst (35), bullets of 10, several a burst.
#[test]
fn the_swat_fires_bursts_of_ten() {
    use common::arena::{arena_for, open_room, scripted as standing, stand_in_with, LARA_AT};
    const SWAT: u16 = 33;
    const RAPID: u16 = 35;
    // (state, speed, next): stop, turn, shot, aim, walk, the deaths, run, burst.
    let states: &[(u16, i32, u16)] = &[
        (STOP, 0, STOP),
        (2, 0, AIM),
        (SHOOT, 0, AIM),
        (AIM, 0, AIM),
        (5, 20, 5),
        (DEATH, 0, DEATH),
        (7, 50, 7),
        (DEATH_BEHIND, 0, DEATH_BEHIND),
        (RAPID, 0, AIM),
    ];
    let model = stand_in_with(SWAT as u32, 100, common::arena::BODY_HEIGHT, states);
    let mut swat = EntityDef::new(SWAT, 0, [LARA_AT[0] + 4 * SECTOR, 0, LARA_AT[2]]);
    swat.angle = WEST;
    let level = arena_for(Game::Tr5, open_room(), LARA_AT, vec![model], vec![swat]);
    let (mut world, mut host) = standing(level);
    let (mut burst, mut blows) = (false, Vec::new());
    for t in 0..600 {
        let before = world.entities()[0].health;
        if before < 100 {
            break;
        }
        step(&mut world, &mut host, 0);
        burst |= world.entities()[1].state == RAPID;
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push((t, lost));
        }
    }
    no_trouble("swat", &host);
    assert!(burst, "he never fired a burst");
    assert!(blows.iter().all(|&(_, b)| b == 10), "blows {blows:?}");
    let in_one_burst = blows.windows(2).any(|w| w[1].0 - w[0].0 <= 2);
    assert!(in_one_burst, "never two bullets of one burst: {blows:?}");
}

/// The sniper (the real model): hidden until she is in his view, then he
/// rises, fires shots of 100 now and then, and never leaves his place.
#[test]
fn the_sniper_rises_and_shoots_from_his_place() {
    let Some(level) = arena(EAST, &[(SNIPER, east(6), WEST, 0)], &[]) else {
        return;
    };
    let (mut world, mut host) = scripted_on(level, 1);
    let bits = |world: &mut World, host: &ScriptHost| {
        common::lua_eval::<i64>(host, world, "return world.entity(1).mesh_bits")
    };
    let placed = world.entities()[1].pos;
    assert_eq!(bits(&mut world, &host), 0, "not hidden at the start");
    let (mut risen, mut blows) = (false, Vec::new());
    for _ in 0..900 {
        let before = world.entities()[0].health;
        if before < 200 {
            break;
        }
        step(&mut world, &mut host, 0);
        risen |= bits(&mut world, &host) != 0;
        let lost = before - world.entities()[0].health;
        if lost > 0 {
            blows.push(lost);
        }
        assert_eq!(world.entities()[1].pos, placed, "he moved");
    }
    no_trouble("sniper", &host);
    assert!(risen, "he never rose from cover");
    assert!(
        !blows.is_empty() && blows.iter().all(|&b| b == 100),
        "blows {blows:?}"
    );
}

/// TR5's showcase: `tests/walks/fight_tr5.txt` played by the real TR5 Lara
/// in an arena with a blue guard posted on an AI_GUARD (his back to her), a
/// mafia gunman patrolling between his PATROL1 and PATROL2 out of her sight,
/// and the huskie, switched on once she has had time to shoot the two
/// gunmen. While she only stands the posted guard keeps his post and the
/// patroller walks his round; her gunfire ends both; all three come for
/// her, hurt her, take her shots and die. The huskie comes at her
/// after the gunmen, and from where its run reaches its crouch before
/// its leap range (the level's run animation changes to the crouch on two
/// frames of its stride, to the leap on any; TOMB4 dog.cpp): a huskie that
/// leaps past her bites her from behind, out of her guns' reach.
#[test]
fn fight_tr5_showcase() {
    const HUSKIE: u16 = 85;
    /// Ticks from her draw to the huskie's switching on: the gunmen fall
    /// within them.
    const HUSKIE_AFTER_DRAW: usize = 250;
    const AI_PATROL1: u16 = 380;
    const AI_PATROL2: u16 = 383;
    // She stands on the arena's west edge: the patroller's line, nine
    // sectors east, lies beyond any creature's sight (eight sectors).
    let west_side = [SECTOR + 512, 0, 6 * SECTOR + 512];
    let post = [west_side[0] + 5 * SECTOR, 0, west_side[2]];
    // The patroller starts on a PATROL1 (his orders, used up) between his
    // round's two markers.
    let start = [10 * SECTOR + 512, 0, 6 * SECTOR + 512];
    let (p1, p2) = (
        [10 * SECTOR + 512, 0, 3 * SECTOR + 512],
        [10 * SECTOR + 512, 0, 9 * SECTOR + 512],
    );
    let placed = [
        (BLUE_GUARD, post, EAST, 0),
        (MAFIA, start, 0, 0),
        (
            HUSKIE,
            [LARA[0] + 7 * SECTOR - 512, 0, LARA[2] - 4 * SECTOR],
            WEST,
            0,
        ),
    ];
    let markers = [
        (AI_GUARD, post, 0),
        (AI_PATROL1, start, 1),
        (AI_PATROL1, p1, 1),
        (AI_PATROL2, p2, 1),
    ];
    let Some(level) = arena_at(west_side, EAST, &placed, &markers) else {
        return;
    };
    let walk = include_str!("../../walks/fight_tr5.txt");
    let inputs = tombrs::app::input_file::Inputs::parse(walk, "fight_tr5.txt").unwrap();
    let inputs: Vec<Input> = inputs.iter().collect();
    let draw_at = inputs
        .iter()
        .position(|i| i.bits & Input::DRAW != 0)
        .expect("she draws");
    let (mut world, mut host) = scripted_on(level, 2);
    let near = |a: [i32; 3], b: [i32; 3]| (a[0] - b[0]).abs() < 640 && (a[2] - b[2]).abs() < 640;
    let (mut at_p1, mut back_at_p2) = (false, false);
    let mut fired_at = None;
    let mut attacked = [false; 3];
    let mut hurt = [false; 3];
    for (t, input) in inputs.iter().enumerate() {
        let before: Vec<i16> = (1..=3).map(|i| world.entities()[i].health).collect();
        if t == draw_at + HUSKIE_AFTER_DRAW {
            common::arena::activate(&mut world, &mut host, 3);
        }
        host.step(&mut world, *input);
        if fired_at.is_none() {
            fired_at = common::lua_eval::<Option<i64>>(
                &host,
                &mut world,
                "return world.lara().state.guns.fired_tick",
            )
            .map(|_| t);
        }
        if fired_at.is_none() {
            assert_eq!(
                world.entities()[1].pos,
                post,
                "the posted guard left at {t}"
            );
            let p = world.entities()[2].pos;
            at_p1 |= near(p, p1);
            back_at_p2 |= at_p1 && near(p, p2);
        }
        for (i, a) in attacked.iter_mut().enumerate() {
            let s = world.entities()[1 + i].state;
            *a |= if i == 2 {
                s == 6 || s == 12
            } else {
                s == AIM || s == SHOOT
            };
            hurt[i] |= world.entities()[1 + i].health < before[i];
        }
    }
    no_trouble("fight_tr5", &host);
    assert!(fired_at.is_some(), "she never fired");
    assert!(
        at_p1 && back_at_p2,
        "the patroller did not walk his round ({at_p1}, {back_at_p2})"
    );
    assert_eq!(attacked, [true; 3], "not all attacked");
    assert_eq!(hurt, [true; 3], "not all took her shots");
    assert!(world.entities()[0].health < 1000, "she was never hurt");
    assert!(world.entities()[0].health > 0, "she died");
    for i in 1..=3 {
        let e = &world.entities()[i];
        assert!(
            e.health <= 0,
            "entity {i} (type {}) survived with {}",
            e.type_id,
            e.health
        );
        assert!(!e.solid, "entity {i}: the body is solid");
    }
    assert_eq!(world.kills(), 3, "not all her kills");
}
