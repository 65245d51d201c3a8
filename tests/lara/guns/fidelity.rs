//! Lara's TR1 guns held to the original routines (TRX tr1 gun/gun.c
//! Gun_Control, gun_pistols.c, gun_rifle.c, gun_misc.c), on a builder
//! arena carrying TEST1.PHD's models (her skeleton, the pistol, magnum, uzi
//! and shotgun animation models, the wolf as the target held still). Each
//! figure is worked out from the routine it cites, tick by tick, in the
//! test's comment; the line of sight and the spheres a shot is tested
//! against are checked against the originals' arithmetic. Needs
//! `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use common::arena::LARA_AT;
use common::guns::{target, Fight, SECTOR, TOUGH};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::world::{Event, Input};

/// TR1's wolf: the target.
const WOLF: u16 = 7;
/// TR1's sounds: draw, holster, pistols, reload (the shotgun's pump),
/// magnums, uzis, shotgun, the empty click.
const DRAW: u16 = 6;
const HOLSTER: u16 = 7;
const PISTOLS: u16 = 8;
const RELOAD: u16 = 9;
const MAGNUMS: u16 = 44;
const UZIS: u16 = 43;
const SHOTGUN: u16 = 45;
const EMPTY: u16 = 48;
/// Lara's right hand mesh (TR1 LM_HAND_R).
const HAND_R: u16 = 10;

fn skipped() {
    eprintln!("notice: TR_DATA_DIR is not set; skipped");
}

/// What the guns did in one tick.
#[derive(Debug, Clone, PartialEq)]
struct Tick {
    status: String,
    right: i64,
    left: i64,
    /// Her right hand shows a gun model's mesh.
    holding: bool,
    sounds: Vec<u16>,
    /// Rounds left of the gun in hand (-1: infinite).
    rounds: i64,
    /// The target's health.
    health: i32,
    target: bool,
}

/// A fight on the open arena: Lara facing east, the wolves given (held
/// still, tough).
fn fight(targets: Vec<EntityDef>) -> Option<Fight> {
    Fight::open(Game::Tr1, targets)
}

/// One tick with `bits` held: what the guns did.
fn tick(f: &mut Fight, bits: u32) -> Tick {
    f.step(bits);
    let (status, right, left, rounds, target): (String, i64, i64, i64, bool) = f.lua(
        "local g = l.guns \
         return g.status, g.right.frame, g.left.frame, rounds(g.kind), g.target ~= false",
    );
    let lara = &f.world.entities()[0];
    let holding = lara.mesh_swaps.iter().any(|(m, _)| *m == HAND_R);
    let sounds = f
        .world
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Sound { sound, .. } => Some(*sound),
            _ => None,
        })
        .collect();
    let health = f.world.entities().get(1).map_or(0, |e| e.health as i32);
    Tick {
        status,
        right,
        left,
        holding,
        sounds,
        rounds,
        health,
        target,
    }
}

/// `n` ticks with `bits` held.
fn ticks(f: &mut Fight, n: usize, bits: u32) -> Vec<Tick> {
    (0..n).map(|_| tick(f, bits)).collect()
}

/// Gives and chooses `name` and presses Draw for one tick, then waits:
/// the ticks of the draw up to and including the one it is ready on.
fn draw(f: &mut Fight, name: &str) -> Vec<Tick> {
    let chosen: bool = f.lua(&format!("return give('{name}')"));
    assert!(chosen, "{name} chosen");
    let mut log = vec![tick(f, Input::DRAW)];
    while log.last().unwrap().status != "ready" {
        assert!(log.len() < 60, "{name} never ready: {log:?}");
        log.push(tick(f, 0));
    }
    log
}

/// 1-based ticks of `log` on which sound `id` played, once per play.
fn heard(log: &[Tick], id: u16) -> Vec<usize> {
    log.iter()
        .enumerate()
        .flat_map(|(t, k)| {
            k.sounds
                .iter()
                .filter(move |&&s| s == id)
                .map(move |_| t + 1)
        })
        .collect()
}

/// Gun_Pistols_Draw: Draw sets the arms to the aim's first frame and the
/// draw, the same tick, finds frame 1 outside the draw and starts it at 5;
/// a frame a tick after, the guns come into her hands as frame 13 is
/// reached (tick 9, with the draw sound) and she is ready as frame 23 is
/// reached (tick 19), arms back at frame 0. Gun_Pistols_Undraw from arms
/// down: frame 0 jumps to the draw's last, 23, and counts down; the tick
/// that starts on 13 puts both guns back (tick 12, a holster sound for
/// each hand) and both arms at 5 free her hands (tick 19).
#[test]
fn pistols_draw_and_holster_in_nineteen_ticks() {
    let Some(mut f) = fight(vec![target(WOLF, 0, 3 * SECTOR)]) else {
        return skipped();
    };
    let log = draw(&mut f, "pistols");
    common::assert_no_script_error(&f.host, "pistols draw");
    let frames: Vec<i64> = log.iter().map(|t| t.right).collect();
    let want: Vec<i64> = (5..=22).chain([0]).collect();
    assert_eq!(frames, want, "the draw's frames, tick by tick");
    assert!(
        log.iter().all(|t| t.left == t.right),
        "both arms draw together"
    );
    assert_eq!(log.len(), 19, "ready on the 19th tick");
    let in_hand = log.iter().position(|t| t.holding).map(|t| t + 1);
    assert_eq!(in_hand, Some(9), "the guns in her hands at frame 13");
    assert_eq!(heard(&log, DRAW), [9]);
    // Nothing to aim at: the arms stay down.
    let rest = ticks(&mut f, 3, 0);
    assert!(rest.iter().all(|t| t.right == 0 && !t.target), "{rest:?}");

    let mut log = vec![tick(&mut f, Input::DRAW)];
    while log.last().unwrap().status != "holstered" {
        assert!(log.len() < 60, "never holstered: {log:?}");
        log.push(tick(&mut f, 0));
    }
    let frames: Vec<i64> = log.iter().map(|t| t.right).collect();
    let want: Vec<i64> = (6..=23).rev().chain([0]).collect();
    assert_eq!(
        frames, want,
        "the holster's frames (the last tick leaves the arms at rest)"
    );
    assert_eq!(log.len(), 19, "her hands free on the 19th tick");
    let back = log.iter().position(|t| !t.holding).map(|t| t + 1);
    assert_eq!(back, Some(12), "the guns back as frame 13 is left");
    assert_eq!(
        heard(&log, HOLSTER),
        [12, 12],
        "a holster sound for each gun"
    );
}

/// A pistol-type gun held on a target a sector ahead with Action held
/// (Gun_Pistols_Animate): the tick after the draw, the target is chosen
/// and both arms lock and rise a frame a tick (1, 2, 3, 4); on the fifth
/// both arms stand aimed with Action held and fire (right then left), then
/// recoil from 24 until frame 24 + recoil is reached, back to aimed, and
/// fire again the tick after: one volley every recoil + 1 ticks. At a
/// sector every round strikes the wolf. Returns the 1-based ticks (from the
/// tick after ready) of the volleys and what each took from the wolf and
/// from the gun's rounds.
fn volleys(f: &mut Fight, name: &str, sound: u16, ticks_held: usize) -> Vec<(usize, i32, i64)> {
    draw(f, name);
    let mut rounds: i64 = f.lua(&format!("return rounds('{name}')"));
    let log = ticks(f, ticks_held, Input::ACTION);
    common::assert_no_script_error(&f.host, name);
    let mut health = TOUGH;
    let mut out = Vec::new();
    for (t, k) in log.iter().enumerate() {
        let shots = k.sounds.iter().filter(|&&s| s == sound).count();
        if shots > 0 {
            assert_eq!(
                shots,
                2,
                "{name}: both arms fire together at tick {}",
                t + 1
            );
            out.push((t + 1, health - k.health, rounds - k.rounds));
        }
        health = k.health;
        rounds = k.rounds;
    }
    out
}

/// Checks pistol-type gun `name` (its shot's `sound`) against a wolf a
/// sector ahead over 305 ticks of Action: a volley every `period` ticks
/// from the fifth, each striking with both rounds for `per_volley` and
/// taking `rounds` of the gun's rounds, `per_second` damage over the ten
/// seconds from the first volley.
fn fires_every(
    name: &str,
    sound: u16,
    period: usize,
    per_volley: i32,
    rounds: i64,
    per_second: i32,
) {
    let Some(mut f) = fight(vec![target(WOLF, 1, 0)]) else {
        return skipped();
    };
    let v = volleys(&mut f, name, sound, 305);
    let at: Vec<usize> = v.iter().map(|s| s.0).collect();
    let want: Vec<usize> = (0..=300 / period).map(|k| 5 + period * k).collect();
    assert_eq!(at, want, "{name}: volleys");
    assert!(
        v.iter().all(|s| s.1 == per_volley && s.2 == rounds),
        "{name}: {v:?}"
    );
    let dealt: i32 = v.iter().filter(|s| s.0 < 5 + 300).map(|s| s.1).sum();
    assert_eq!(dealt, 10 * per_second, "{name}: damage in ten seconds");
}

/// Pistols (TRX tr1 g_Weapons: recoil 9, damage 1; infinite rounds): the
/// first volley on the fifth tick after ready, one every 10 ticks; both
/// rounds strike at a sector: 2 damage a volley, 6 a second (30 ticks).
#[test]
fn pistols_fire_every_ten_ticks_for_six_damage_a_second() {
    fires_every("pistols", PISTOLS, 10, 2, 0, 6);
}

/// Magnums (recoil 9, damage 2, 50 rounds a clip): every 10 ticks, two
/// rounds a volley, 4 damage a volley: 12 a second.
#[test]
fn magnums_fire_every_ten_ticks_for_twelve_damage_a_second() {
    fires_every("magnums", MAGNUMS, 10, 4, 2, 12);
}

/// Uzis (recoil 3, damage 1): recoil 24, 25, 26, then 27 = 24 + 3 sends
/// the arm back to aimed: a volley every 4 ticks, 2 damage each: 15 a
/// second; two rounds a volley.
#[test]
fn uzis_fire_every_four_ticks_for_fifteen_damage_a_second() {
    fires_every("uzis", UZIS, 4, 2, 2, 15);
}

/// Gun_Rifle_Draw: from frame 0 the draw finds 1 outside 13…47 and starts
/// at 13; the gun comes into her hands at 23 (tick 11, the draw sound)
/// and she is ready as 47 is reached (tick 35). Locked on a wolf a sector
/// ahead with Action held (Gun_Rifle_Animate): the gun rises 1…12, then
/// 13 becomes 47 (tick 13 after ready) and fires the next tick: six
/// pellets, six rounds, each up to 4; the recoil runs 48…79, 80 returns
/// it to 47 and it fires the tick after: every 33 ticks, the pump heard
/// at frame 57 (9 ticks after each shot).
#[test]
fn shotgun_draws_in_35_ticks_and_fires_every_33_locked() {
    let Some(mut f) = fight(vec![target(WOLF, 1, 0)]) else {
        return skipped();
    };
    let log = draw(&mut f, "shotgun");
    assert_eq!(log.len(), 35, "ready on the 35th tick");
    let frames: Vec<i64> = log.iter().map(|t| t.right).collect();
    assert_eq!(frames, (13..=46).chain([0]).collect::<Vec<_>>());
    assert_eq!(log.iter().position(|t| t.holding).map(|t| t + 1), Some(11));
    assert_eq!(heard(&log, DRAW), [11]);
    let start = log.last().unwrap().rounds;
    let log = ticks(&mut f, 140, Input::ACTION);
    common::assert_no_script_error(&f.host, "shotgun");
    assert_eq!(heard(&log, SHOTGUN), [14, 47, 80, 113]);
    assert_eq!(heard(&log, RELOAD), [23, 56, 89, 122]);
    let mut rounds = start;
    let mut health = TOUGH;
    for (t, k) in log.iter().enumerate() {
        if rounds != k.rounds {
            assert_eq!(rounds - k.rounds, 6, "six pellets at tick {}", t + 1);
            let wound = health - k.health;
            assert!(wound % 4 == 0 && wound <= 24, "pellets of 4: {wound}");
        }
        rounds = k.rounds;
        health = k.health;
    }
    assert!(health < TOUGH, "the pellets strike");
}

/// Without a target (Gun_Rifle_Animate's unlocked branch, the original's):
/// Action raises the gun 0…12, 13 becomes 47 (tick 13 after ready) and it
/// fires the next (14); its recoil drops back to frame 0 at 60 (12 ticks
/// after the shot) and Action raises it again: a shot every 26 ticks.
/// Gun_Rifle_Undraw from frame 0: 80 at once, a frame a tick, the gun on
/// her back at 100 (tick 21), her hands free at 114 (tick 35).
#[test]
fn shotgun_without_a_target_fires_every_26_and_holsters_in_35() {
    let Some(mut f) = fight(vec![target(WOLF, 0, 3 * SECTOR)]) else {
        return skipped();
    };
    draw(&mut f, "shotgun");
    let log = ticks(&mut f, 80, Input::ACTION);
    assert_eq!(heard(&log, SHOTGUN), [14, 40, 66]);
    assert!(log.iter().all(|t| !t.target), "nothing in the cone");
    // Let go while the gun rises again: it comes down (frame 0), then holster.
    ticks(&mut f, 40, 0);
    let mut log = vec![tick(&mut f, Input::DRAW)];
    while log.last().unwrap().status != "holstered" {
        assert!(log.len() < 60, "never holstered: {log:?}");
        log.push(tick(&mut f, 0));
    }
    assert_eq!(log.len(), 35);
    assert_eq!(log[0].right, 80);
    assert_eq!(log.iter().position(|t| !t.holding).map(|t| t + 1), Some(21));
    assert_eq!(heard(&log, DRAW), [21], "the original plays the draw sound");
}

/// Gun_FireWeapon with the magnums' last two rounds: the volley on the
/// fifth tick takes them; ten ticks later each arm finds the gun empty,
/// clicks and asks for the pistols, and goes into its recoil all the same.
/// The next tick Gun_Control sees the pistols asked for and puts the
/// magnums away (Gun_Pistols_Undraw): each arm leaves its recoil for 4,
/// lowers 3, 2, 1, 0, jumps to 23 (tick 6) and counts down; the tick that
/// starts on 13 holsters them (tick 17) and both at 5 free her hands
/// (tick 24); the tick after, the pistols are drawn (frame 5), ready 18
/// ticks later.
#[test]
fn an_empty_gun_clicks_is_put_away_and_the_pistols_drawn() {
    let Some(mut f) = fight(vec![target(WOLF, 1, 0)]) else {
        return skipped();
    };
    draw(&mut f, "magnums");
    f.lua::<()>("l.guns.ammo.magnums = 2");
    let log = ticks(&mut f, 80, Input::ACTION);
    assert_eq!(heard(&log, MAGNUMS), [5, 5]);
    assert_eq!(heard(&log, EMPTY), [15, 15]);
    let status = |t: usize| log[t - 1].status.as_str();
    assert_eq!((status(15), status(16)), ("ready", "holstering"));
    let u = 15;
    assert_eq!(log[u].right, 4, "out of the recoil to aimed");
    let holstered = log
        .iter()
        .position(|t| t.status == "holstered")
        .map(|t| t + 1);
    assert_eq!(holstered, Some(u + 24));
    assert_eq!(
        log.iter()
            .skip(u)
            .position(|t| !t.holding)
            .map(|t| t + 1 + u),
        Some(u + 17)
    );
    assert_eq!(status(u + 25), "drawing");
    let kind: String = f.lua("return l.guns.kind");
    assert_eq!(kind, "pistols");
    assert_eq!(log[u + 24].right, 5, "the pistols' draw from 5");
    assert_eq!(status(u + 43), "ready");
}

/// Gun_GetNewTarget's cone (pistols ±60°, TRX tr1 PISTOL_LOCK_*): a wolf
/// 50° to her right is chosen and both arms lock; one 70° off is not, and
/// the arms stay down without Action.
#[test]
fn targets_are_chosen_inside_the_lock_cone_only() {
    // Bearings from her heading (east): 50° and 70° to the right.
    for (degrees, chosen) in [(50.0f64, true), (70.0, false)] {
        let r = degrees.to_radians();
        let (dx, dz) = (
            (3.0 * SECTOR as f64 * r.cos()) as i32,
            (-3.0 * SECTOR as f64 * r.sin()) as i32,
        );
        let mut wolf = EntityDef::new(WOLF, 0, [LARA_AT[0] + dx, 0, LARA_AT[2] + dz]);
        wolf.angle = 0xC000;
        let Some(mut f) = fight(vec![wolf]) else {
            return skipped();
        };
        draw(&mut f, "pistols");
        let log = ticks(&mut f, 10, 0);
        let locked: (bool, bool) = f.lua("return l.guns.right.lock, l.guns.left.lock");
        assert_eq!(log.last().unwrap().target, chosen, "{degrees}°");
        assert_eq!(locked, (chosen, chosen), "{degrees}°");
        let yaw: i64 = f.lua("return l.guns.right.yaw");
        if !chosen {
            assert_eq!(yaw, 0, "{degrees}°: arms straight ahead");
        }
    }
}

/// Gun_GetNewTarget walks the active list from its head (TRX tr1 items.c
/// Item_AddActive puts each activation there) and takes a candidate only
/// when its bearing is strictly straighter than the best so far: of two
/// wolves dead ahead, the later switched on is chosen, though the other is
/// two sectors nearer.
#[test]
fn of_equally_straight_targets_the_newest_activated_is_chosen() {
    let Some(mut f) = fight(vec![target(WOLF, 2, 0), target(WOLF, 4, 0)]) else {
        return skipped();
    };
    f.put_dead_ahead(1);
    f.put_dead_ahead(2);
    draw(&mut f, "pistols");
    ticks(&mut f, 1, 0);
    let yaws: (i64, i64) = f.lua(
        "local aim = require('lara.aim') local out = {} \
         for i = 1, 2 do local x, _, z = aim.target_point(world.entity(i)) \
         out[i] = aim.vector_angles(x - lara.x, 0, z - lara.z) end \
         return out[1], out[2]",
    );
    assert_eq!(yaws, (0x4000, 0x4000), "both dead ahead (east)");
    assert_eq!(f.target_index(2), 2, "the newest activated");
}

/// The original's full lock (TRX tr1 Gun_GetNewTarget, target_mode
/// full-lock, what demos run with): while Action is held the target stays
/// chosen after it dies; letting go drops it (no living candidate).
#[test]
fn a_dead_target_stays_chosen_while_action_is_held() {
    let Some(mut f) = fight(vec![target(WOLF, 1, 0)]) else {
        return skipped();
    };
    draw(&mut f, "pistols");
    f.lua::<()>("world.entity(1).health = 3");
    let log = ticks(&mut f, 40, Input::ACTION);
    let died = log
        .iter()
        .position(|t| t.health <= 0)
        .expect("the wolf dies");
    assert!(log[died..].iter().all(|t| t.target), "still the target");
    let after = ticks(&mut f, 2, 0);
    assert!(
        !after.last().unwrap().target,
        "dropped once Action is let go"
    );
}

/// The spread in the original's integer form (TRX tr1 Gun_FireWeapon):
/// accuracy × (Random_GetControl() − 16384) / 65536 with C's truncating
/// division; the world's generator is Random_GetControl's (seed × 0x41C64E6D
/// + 0x3039, bits 10…24). Pistols' accuracy 8° = 1456.
#[test]
fn the_spread_is_the_originals_integer_roll() {
    let Some(mut f) = fight(vec![target(WOLF, 1, 0)]) else {
        return skipped();
    };
    for _ in 0..50 {
        let mut rng = *f.world.rng();
        let roll = rng.next_u15() as i32;
        let want = 1456 * (roll - 16384) / 65536;
        let got: i32 = f.lua("return require('lara.shot').deviate(0, 8)");
        assert_eq!(got, want, "roll {roll}");
        assert_eq!(
            f.world.rng_mut().next_u15(),
            rng.next_u15(),
            "one roll taken"
        );
    }
}

/// LOS_Check on the open arena (TRX tr1 los.c): the room spans sectors
/// 1…10 (walls around). Along x from (2560, −650, 6656): to x = 9000 it is
/// clear; to x = 12500 the walk along x stops at the last sector line
/// before the wall, x = 11263 (11264 is wall); to (5000, 350) below the
/// floor it clears every sector line and ClipTarget puts the end on the
/// floor: y = 0, x = 2560 + 2440 · 650 / 1000 = 4146.
#[test]
fn the_line_of_sight_walks_sector_lines_and_clips_to_the_floor() {
    let Some(mut f) = fight(vec![target(WOLF, 1, 0)]) else {
        return skipped();
    };
    let los = |f: &mut Fight, x: i32, y: i32| -> (bool, i32, i32, i32) {
        f.lua(&format!(
            "local clear, x, y, z = world.los(0, 2560, -650, 6656, {x}, {y}, 6656) \
             return clear, x, y, z"
        ))
    };
    assert_eq!(los(&mut f, 9000, -650), (true, 9000, -650, 6656));
    assert_eq!(los(&mut f, 12500, -650), (false, 11263, -650, 6656));
    assert_eq!(los(&mut f, 5000, 350), (false, 4146, 0, 6656));
}

/// The spheres of `e`'s meshes from the renderer's floating-point pose.
fn float_spheres(level: &tombrs::level::Level, e: &tombrs::world::Entity) -> Vec<([f32; 3], f32)> {
    use tombrs::world::pose;
    let model = e.model.expect("a model");
    let base = pose::Transform::rotation(e.rot.map(|r| r as f32), e.pos.map(|v| v as f32));
    pose::posed_transforms(level, model, e.anim, e.frame, &e.posture)
        .iter()
        .zip(&level.models[model.index()].meshes)
        .map(|(t, mesh)| {
            let mesh = &level.meshes[mesh.index()];
            let centre = base.then(t).apply(mesh.centre.map(|v| v as f32));
            (centre, mesh.collision_radius as f32)
        })
        .collect()
}

/// The spheres a shot is tested against (Collide_GetSpheres in the
/// originals' integer matrices) agree with the world's own pose of the
/// wolf at a keyframe to within the integer rounding, in the world and
/// seen along a line of fire (x right, y down, z along the line).
#[test]
fn integer_spheres_agree_with_the_pose() {
    use tombrs::world::spheres;
    let Some(mut f) = fight(vec![target(WOLF, 2, 300)]) else {
        return skipped();
    };
    let level = f.world.level().clone();
    for (anim_offset, yaw) in [(0u32, 0x4000u16), (2, 0x6123), (5, 0xC000)] {
        let wolf = &mut f.world.entities_mut()[1];
        let model = &level.models[wolf.model.unwrap().index()];
        let anim = tombrs::level::AnimId(model.first_animation.unwrap().0 + anim_offset);
        wolf.anim = anim;
        wolf.frame = level.animations[anim.index()].frame_start;
        wolf.rot = [0, yaw, 0];
        let wolf = f.world.entities()[1].clone();
        let exact = spheres::world_spheres(&level, &wolf);
        let posed = float_spheres(&level, &wolf);
        assert_eq!(exact.len(), posed.len());
        for (a, (c, r)) in exact.iter().zip(&posed) {
            assert_eq!(a.radius, *r as i32);
            for k in 0..3 {
                assert!(
                    (a.centre[k] as f32 - c[k]).abs() <= 2.0,
                    "{a:?} against {c:?}"
                );
            }
        }
        let eye = [LARA_AT[0], -650, LARA_AT[2]];
        let (sight_yaw, sight_pitch) = (0x3C00i32, -0x0400i32);
        let seen = spheres::view_spheres(&level, &wolf, eye, sight_yaw, sight_pitch);
        let (y, p) = (
            sight_yaw as f64 * std::f64::consts::TAU / 65536.0,
            sight_pitch as f64 * std::f64::consts::TAU / 65536.0,
        );
        let rows = [
            [y.cos(), 0.0, -y.sin()],
            [p.sin() * y.sin(), p.cos(), p.sin() * y.cos()],
            [p.cos() * y.sin(), -p.sin(), p.cos() * y.cos()],
        ];
        for (v, (c, _)) in seen.iter().zip(&posed) {
            let d = [0, 1, 2].map(|k| c[k] as f64 - eye[k] as f64);
            for (k, row) in rows.iter().enumerate() {
                let want: f64 = (0..3).map(|i| row[i] * d[i]).sum();
                assert!(
                    (v.centre[k] as f64 - want).abs() <= 3.0,
                    "{v:?}: axis {k} {want}"
                );
            }
        }
    }
}
