//! Atlantis's creatures (TR1): the mutants (20 winged, 21 walking shooter,
//! 22 walking non-shooter), the centaur (23) and its statue (161), Natla
//! (33), the torso boss (34), the mutant eggs (163, 181) and the missiles
//! (172 shard, 173 rocket), each on the arena with stand-in models that
//! have the real state numbers.

use crate::common;

use common::arena::{
    arena, arena_with, open_room, scripted, stand_in, stand_in_with, BODY_HEIGHT, LARA_AT,
};
use tombrs::builder::models::{ModelDef, TransitionDef};
use tombrs::builder::EntityDef;
use tombrs::level::Level;
use tombrs::script::ScriptHost;
use tombrs::world::{Entity, Input, Status, World};

const WINGED: u16 = 20;
const SHOOTER: u16 = 21;
const MUTANT: u16 = 22;
const CENTAUR: u16 = 23;
const NATLA: u16 = 33;
const TORSO: u16 = 34;
const STATUE: u16 = 161;
const POD: u16 = 163;
const BIG_POD: u16 = 181;
const SHARD: u16 = 172;
const ROCKET: u16 = 173;

/// Natla's hit points while she lies out of reach of guns.
const OUT_OF_REACH: i16 = -16384;

/// How much higher than the arena's stand-in the Atlanteans' bodies stand:
/// their guns lie some 200–400 units below the joints they hang from (a
/// mutant's hands, the centaur's arm), above the floor on these tall
/// bodies and in it on a stand-in body at the usual height.
const TALL: i16 = 400;

/// A stand-in raised by TALL.
fn tall(mut model: ModelDef) -> ModelDef {
    for a in model.animations.iter_mut() {
        for k in a.keys.iter_mut() {
            k.offset[1] -= TALL;
        }
    }
    model
}

/// The mutants' states (stop, walk, run, lunge, death, pose, charge,
/// punch, aim shard, aim rocket, shoot, mummy, fly), stand-in speeds and
/// the animation each ends into: the blows and the shot play out into a
/// stop (the charge into the run), as their states set no goal (TRX tr1
/// mutant.c FLYER_ATTACK1–3, FLYER_SHOOT).
fn mutant_model(type_id: u16) -> ModelDef {
    let states = [
        (1, 0, 1),
        (2, 8, 2),
        (3, 40, 3),
        (4, 20, 1),
        (5, 0, 5),
        (6, 0, 6),
        (7, 40, 3),
        (8, 0, 1),
        (9, 0, 9),
        (10, 0, 10),
        (11, 0, 1),
        (12, 0, 12),
        (13, 40, 13),
    ];
    tall(stand_in_with(type_id as u32, 500, BODY_HEIGHT, &states))
}

/// The centaur's states: stop, shoot, run, aim, death, rear (kick); the
/// shot ends into the aim, the rear into the stop (centaur.c).
fn centaur_model() -> ModelDef {
    tall(stand_in_with(
        CENTAUR as u32,
        900,
        BODY_HEIGHT,
        &[
            (1, 0, 1),
            (2, 0, 4),
            (3, 40, 3),
            (4, 0, 4),
            (5, 0, 5),
            (6, 0, 1),
        ],
    ))
}

/// Natla's states: stop, fly, run, aim, down, shoot, fall, stand, death;
/// the volley ends into the stop (natla.c NATLA_SHOOT sets no goal).
fn natla_model() -> ModelDef {
    tall(stand_in_with(
        NATLA as u32,
        300,
        BODY_HEIGHT,
        &[
            (1, 0, 1),
            (2, 40, 2),
            (3, 30, 3),
            (4, 0, 4),
            (5, 0, 5),
            (6, 0, 1),
            (7, 0, 7),
            (8, 0, 8),
            (9, 0, 9),
        ],
    ))
}

/// The torso's states: stop, turn left/right, two swings, grab, forward,
/// set, fall, death, kill. Its arms reach as far as its swing range; the
/// swings and the grab end into the stop (torso.c sets them no goal).
fn torso_model() -> ModelDef {
    let states: Vec<(u16, i32, u16)> = (1..=11)
        .map(|s| {
            (
                s,
                if s == 7 { 30 } else { 0 },
                if (4..=6).contains(&s) { 1 } else { s },
            )
        })
        .collect();
    tall(stand_in_with(TORSO as u32, 2700, BODY_HEIGHT, &states))
}

/// A shell (egg or statue): closed and breaking open.
fn shell_model(type_id: u16) -> ModelDef {
    stand_in(type_id as u32, 200, &[(0, 0), (1, 0)])
}

fn model_of(type_id: u16) -> ModelDef {
    match type_id {
        CENTAUR => centaur_model(),
        NATLA => natla_model(),
        TORSO => torso_model(),
        _ => mutant_model(type_id),
    }
}

/// Creatures that never leave the floor.
fn walks_only(type_id: u16) -> bool {
    matches!(type_id, SHOOTER | MUTANT | CENTAUR)
}

/// A scripted arena that checks, every tick, that no creature leaves its
/// floor or its boxes, and keeps the book of what Lara lost.
struct Sim {
    world: World,
    host: ScriptHost,
    /// Every drop of Lara's health, in order.
    blows: Vec<i32>,
    /// Long fights: while Lara lives, her health is raised to the second
    /// figure when it falls below the first.
    refill: Option<(i16, i16)>,
    /// Missiles seen so far (type, index).
    missiles: Vec<(u16, usize)>,
}

impl Sim {
    fn new(level: Level) -> Sim {
        let (world, host) = scripted(level);
        Sim {
            world,
            host,
            blows: Vec::new(),
            refill: None,
            missiles: Vec::new(),
        }
    }

    fn lara(&self) -> &Entity {
        &self.world.entities()[0]
    }

    fn tick(&mut self) {
        let before = self.lara().health;
        self.host.step(&mut self.world, Input { bits: 0 });
        let after = self.lara().health;
        if after < before {
            self.blows.push((before - after) as i32);
        }
        if let Some((below, to)) = self.refill {
            if after > 0 && after < below {
                self.world.entities_mut()[0].health = to;
            }
        }
        for (i, e) in self.world.entities().iter().enumerate() {
            if matches!(e.type_id, SHARD | ROCKET) && !self.missiles.contains(&(e.type_id, i)) {
                self.missiles.push((e.type_id, i));
            }
        }
        self.check_ground();
    }

    fn run(&mut self, ticks: usize) {
        for _ in 0..ticks {
            self.tick();
        }
    }

    /// Runs until `done` holds (true) or `ticks` have passed (false).
    fn run_until(&mut self, ticks: usize, mut done: impl FnMut(&Sim) -> bool) -> bool {
        for _ in 0..ticks {
            self.tick();
            if done(self) {
                return true;
            }
        }
        false
    }

    /// Every living, visible creature stands in a box, never below its
    /// floor or above its ceiling; walkers stand on the floor.
    fn check_ground(&self) {
        let w = &self.world;
        for e in w.entities() {
            let creature = matches!(e.type_id, WINGED..=CENTAUR | NATLA | TORSO);
            if !creature || !e.exists() || e.invisible {
                continue;
            }
            let [x, y, z] = e.pos;
            let floor = w.floor(e.room, x, y, z);
            let ceiling = w.ceiling(e.room, x, y, z);
            let at = format!("type {} at {:?} tick {}", e.type_id, e.pos, w.tick());
            assert!(w.box_at(e.room, e.pos).is_some(), "out of its boxes: {at}");
            assert!(y <= floor, "below the floor {floor}: {at}");
            assert!(y >= ceiling, "above the ceiling {ceiling}: {at}");
            if walks_only(e.type_id) {
                assert_eq!(y, floor, "off the floor: {at}");
            }
        }
    }

    fn no_script_errors(&self) {
        common::assert_no_script_error(&self.host, "arena");
    }

    fn distance(&self, index: usize) -> i64 {
        let (a, b) = (self.lara().pos, self.world.entities()[index].pos);
        let (dx, dz) = ((a[0] - b[0]) as i64, (a[2] - b[2]) as i64);
        ((dx * dx + dz * dz) as f64).sqrt() as i64
    }

    fn state(&self, index: usize) -> u16 {
        self.world.entities()[index].state
    }

    fn lara_hurt(&self) -> i32 {
        self.blows.iter().sum()
    }
}

/// The default arena (creature 7 sectors from Lara, facing her).
fn sim_of(type_id: u16) -> Sim {
    Sim::new(arena(model_of(type_id)))
}

/// The arena with the creature `x` sectors along Lara's line, facing her.
fn sim_at(type_id: u16, x: f32) -> Sim {
    let creature = placed(type_id, x, 6.5);
    Sim::new(arena_with(
        open_room(),
        LARA_AT,
        vec![model_of(type_id)],
        vec![creature],
    ))
}

/// A creature of `type_id` placed at (x, z) in sectors, facing -x.
fn placed(type_id: u16, x: f32, z: f32) -> EntityDef {
    let mut e = EntityDef::new(type_id, 0, [(x * 1024.0) as i32, 0, (z * 1024.0) as i32]);
    e.angle = 0xC000;
    e
}

#[test]
fn mutants_come_for_lara_and_hurt_her() {
    // (type, a state it must reach on the way): the non-shooter comes to
    // blows (lunge 4, charge 7 or punch 8), the shooter fires (shoot 11)
    // from beyond its shooting range, the winged one either.
    for (type_id, wanted) in [
        (MUTANT, &[4u16, 7, 8][..]),
        (SHOOTER, &[11][..]),
        (WINGED, &[4, 7, 8, 11][..]),
    ] {
        let mut sim = sim_of(type_id);
        // The walkers wear the winged body with its wings (meshes 15-20)
        // hidden, as the original's mesh bits have it.
        let wings = if type_id == WINGED { 0 } else { 0x001F_8000 };
        assert_eq!(
            sim.world.entities()[1].posture.hidden,
            wings,
            "type {type_id}"
        );
        let start = sim.distance(1);
        let mut closest = start;
        let mut reached = false;
        sim.run_until(900, |s| {
            closest = closest.min(s.distance(1));
            reached |= wanted.contains(&s.state(1));
            reached && s.lara_hurt() > 0
        });
        assert!(reached, "type {type_id} never reached {wanted:?}");
        assert!(sim.lara_hurt() > 0, "type {type_id} never hurt Lara");
        if type_id == MUTANT {
            assert!(
                closest < start - 2048,
                "type {type_id} stayed away: {closest}"
            );
            assert!(sim.missiles.is_empty(), "the non-shooter fired");
        }
        if type_id == SHOOTER {
            assert!(!sim.missiles.is_empty(), "the shooter fired nothing");
        }
        sim.no_script_errors();
    }
}

#[test]
fn shooters_missiles_strike_for_their_damage_and_are_gone() {
    let mut sim = sim_of(SHOOTER);
    sim.refill = Some((500, 1000));
    sim.run(900);
    let shards = sim.missiles.iter().filter(|m| m.0 == SHARD).count();
    let rockets = sim.missiles.iter().filter(|m| m.0 == ROCKET).count();
    assert!(shards + rockets > 0, "no missiles");
    // Each blow is a shard's 30 or a rocket's 100 (or a fist, up close).
    assert!(
        sim.blows.iter().any(|&b| b == 30 || b == 100),
        "missile blows: {:?}",
        sim.blows
    );
    // Spent missiles are removed; none outlives its flight.
    let flying = sim
        .world
        .entities()
        .iter()
        .filter(|e| e.exists() && matches!(e.type_id, SHARD | ROCKET))
        .count();
    assert!(flying <= 2, "{flying} missiles still about");
    sim.no_script_errors();
}

#[test]
fn winged_mutant_flies_off_its_ledge_to_lara_and_lands() {
    // The mutant stands on a block two sectors high in the far corner;
    // Lara on the floor in the other, out of its shooting range.
    let mut room = open_room();
    for i in 9..12 {
        for j in 9..12 {
            room.sector_mut(i, j).floor = [-8; 4];
        }
    }
    let mut mutant = placed(WINGED, 10.5, 10.5);
    mutant.pos[1] = -2048;
    mutant.angle = 0xA000;
    let lara = [1024 + 512, 0, 1024 + 512];
    let mut sim = Sim::new(arena_with(
        room,
        lara,
        vec![mutant_model(WINGED)],
        vec![mutant],
    ));
    let start = sim.distance(1);
    let mut airborne = false;
    let landed = sim.run_until(1500, |s| {
        let e = &s.world.entities()[1];
        let floor = s.world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
        airborne |= e.state == 13 && floor - e.pos[1] > 512;
        airborne && e.state == 1 && e.pos[1] == floor && floor == 0
    });
    assert!(airborne, "never flew");
    assert!(landed, "never landed on Lara's floor");
    assert!(sim.distance(1) < start - 2048, "did not come closer");
    let hurt = sim.run_until(900, |s| s.lara_hurt() > 0);
    assert!(hurt, "never hurt Lara after landing");
    sim.no_script_errors();
}

#[test]
fn centaur_fires_rockets_from_afar() {
    let mut sim = sim_of(CENTAUR);
    let hit = sim.run_until(900, |s| s.lara_hurt() > 0);
    assert!(hit, "no rocket found Lara");
    assert!(sim.missiles.iter().all(|m| m.0 == ROCKET) && !sim.missiles.is_empty());
    assert!(sim.blows.contains(&100), "rocket blows: {:?}", sim.blows);
    sim.no_script_errors();
}

#[test]
fn a_rocket_that_misses_blasts_lara_near_where_it_strikes_the_wall() {
    let mut sim = sim_of(CENTAUR);
    let fired = sim.run_until(300, |s| !s.missiles.is_empty());
    assert!(fired, "no rocket");
    // Lara steps 300 aside of where it was aimed, towards the wall behind
    // her: the rocket flies past (further than its reach) into the wall
    // within its blast of her. Its pitch carries a random jitter of up to
    // 256 either way (TRX tr1 effects/gun.c M_ShootAtLara), which moves its
    // strike on the wall some 400 up or down; this run's strikes high.
    sim.world.entities_mut()[0].pos = [1024 + 276, 0, 6 * 1024 + 512 + 300];
    let (_, index) = sim.missiles[0];
    let gone = sim.run_until(120, |s| !s.world.entities()[index].exists());
    assert!(gone, "the rocket never struck");
    assert_eq!(sim.blows.len(), 1, "blows: {:?}", sim.blows);
    assert!((1..100).contains(&sim.blows[0]), "blast: {:?}", sim.blows);
    sim.no_script_errors();
}

#[test]
fn centaur_rears_and_kicks_lara_close_by() {
    let mut sim = sim_at(CENTAUR, 3.5);
    let mut reared = false;
    let kicked = sim.run_until(600, |s| {
        reared |= s.state(1) == 6;
        s.blows.contains(&200)
    });
    assert!(reared, "never reared");
    assert!(kicked, "the kick never landed: {:?}", sim.blows);
    sim.no_script_errors();
}

/// The centaur whose rear (anim 5, state 6) may change to the stop on any
/// of its frames, as a real animation's dispatch range may.
fn centaur_with_early_stop() -> ModelDef {
    let mut model = centaur_model();
    let stop = model.animations.iter().position(|a| a.state == 1).unwrap();
    let rear = model.animations.iter_mut().find(|a| a.state == 6).unwrap();
    let last = rear.frames();
    rear.transitions.push(TransitionDef {
        state: 1,
        low: 0,
        high: last,
        anim: stop,
        frame: 0,
    });
    model
}

#[test]
fn the_rear_plays_out_after_its_kick_lands_once() {
    // TRX tr1 centaur.c CENTAUR_WARNING: the kick (200) lands once, on the
    // touch, and only sets the required state; the goal stays the rear,
    // so the animation plays its eight frames even though it could change
    // to the stop on any of them, and ends into its next (Item_Animate:
    // the goal becomes the next animation's state).
    let creature = placed(CENTAUR, 3.5, 6.5);
    let mut sim = Sim::new(arena_with(
        open_room(),
        LARA_AT,
        vec![centaur_with_early_stop()],
        vec![creature],
    ));
    let kicked = sim.run_until(600, |s| s.blows.contains(&200));
    assert!(kicked, "the kick never landed: {:?}", sim.blows);
    assert_eq!(sim.state(1), 6);
    let mut more = 0;
    while sim.state(1) == 6 {
        sim.tick();
        more += 1;
        assert!(more <= 8, "the rear never ended");
    }
    assert!(
        more >= 2,
        "the rear was cut short after its kick: {more} ticks"
    );
    assert_eq!(sim.state(1), 1, "the rear ends into the stop");
    assert_eq!(
        sim.blows.iter().filter(|&&b| b == 200).count(),
        1,
        "{:?}",
        sim.blows
    );
    sim.no_script_errors();
}

#[test]
fn natla_faces_her_target_apart_from_the_way_she_flies() {
    // TRX tr1 natla.c: in the air her heading is the path's plus a facing
    // kept from tick to tick (`item->priv`), which turns by up to her fly
    // turn (5°, 910) towards the target; landed, the path's turn is undone
    // and the facing folds into her heading. Her path here leads straight
    // on (+z) while Lara stands due +x.
    let mut sim = sim_of(NATLA);
    sim.run(1);
    let (yaws, landed, facing): (Vec<i64>, i64, i64) = common::lua_eval(
        &sim.host,
        &mut sim.world,
        "local natla = require('creatures.natla')
         local e = world.entity(1)
         local ai = e.state.ai
         e.yaw, ai.facing = 0, 0
         ai.steer_x, ai.steer_z = e.x, e.z + 4096
         local yaws = {}
         for _ = 1, 3 do
           ai.info.angle = 0x4000 - e.yaw
           natla.face(e, ai, ai.info, 910, true)
           yaws[#yaws + 1] = e.yaw
         end
         -- Landed, with her path bending 45° left: the turn is undone.
         ai.steer_x, ai.steer_z = e.x - 4096, e.z + 4096
         e.speed = 40
         natla.face(e, ai, ai.info, 910, false)
         return yaws, e.yaw, ai.facing",
    );
    assert_eq!(yaws, vec![910, 1820, 2730]);
    assert_eq!((landed, facing), (2730, 0));
}

#[test]
fn the_torso_strides_straight_on_whatever_its_bearing() {
    // TRX tr1 torso.c TORSO_FORWARD adds the bearing, clamped to 3°, to its
    // goal state, not to its heading: 20° off Lara it strides on without
    // turning (its turns are the turning animations', beyond 45°).
    let torso = placed(TORSO, 9.5, 6.5);
    let mut sim = Sim::new(arena_with(
        open_room(),
        LARA_AT,
        vec![torso_model()],
        vec![torso],
    ));
    sim.world.entities_mut()[1].rot[1] = 0xC000 + 20 * 182;
    let strode = sim.run_until(300, |s| s.state(1) == 7);
    assert!(strode, "never strode: state {}", sim.state(1));
    let yaw = sim.world.entities()[1].rot[1];
    let mut ticks = 0;
    while sim.state(1) == 7 && ticks < 40 {
        sim.tick();
        ticks += 1;
        if sim.state(1) == 7 {
            assert_eq!(sim.world.entities()[1].rot[1], yaw, "turned while striding");
        }
    }
    assert!(ticks >= 8, "strode {ticks} ticks only");
    sim.no_script_errors();
}

#[test]
fn natla_flies_falls_lies_out_of_reach_rises_and_dies() {
    let mut sim = sim_of(NATLA);
    sim.refill = Some((500, 1000));
    // Phase one: in the air, rockets.
    let mut flew = false;
    let hurt = sim.run_until(900, |s| {
        flew |= s.state(1) == 2;
        s.lara_hurt() > 0
    });
    assert!(flew, "Natla never flew");
    assert!(hurt, "her rockets never found Lara");
    assert!(sim.missiles.iter().any(|m| m.0 == ROCKET));
    // Half her health gone: she comes down and lies out of reach.
    sim.world.entities_mut()[1].health = 150;
    let down = sim.run_until(300, |s| {
        s.state(1) == 5 && s.world.entities()[1].health == OUT_OF_REACH
    });
    assert!(down, "never fell: state {}", sim.state(1));
    let body = &sim.world.entities()[1];
    assert!(
        body.pos[1]
            == sim
                .world
                .floor(body.room, body.pos[0], body.pos[1], body.pos[2])
    );
    // 16 s later she is up with 200 and fires shards on foot.
    sim.run(300);
    assert_eq!(
        sim.world.entities()[1].health,
        OUT_OF_REACH,
        "rose too soon"
    );
    let shards_before = sim.missiles.iter().filter(|m| m.0 == SHARD).count();
    let up = sim.run_until(400, |s| {
        s.world.entities()[1].health == 200 && matches!(s.state(1), 3 | 8)
    });
    assert!(
        up,
        "never rose: state {} health {}",
        sim.state(1),
        sim.world.entities()[1].health
    );
    sim.run(200);
    let shards = sim.missiles.iter().filter(|m| m.0 == SHARD).count();
    assert!(shards > shards_before, "no shards on foot");
    // Killed: she plays her death; the body stays.
    sim.world.entities_mut()[1].health = 0;
    sim.run(60);
    let body = &sim.world.entities()[1];
    assert!(body.exists() && !body.invisible && !body.solid);
    assert_eq!(body.state, 9);
    assert_ne!(body.status, Status::Active);
    sim.no_script_errors();
}

#[test]
fn torso_strides_slams_and_grabs() {
    let mut sim = sim_of(TORSO);
    // Square to Lara (the stand-in's turning animations do not turn).
    sim.world.entities_mut()[1].rot[1] = 0xC000;
    let start = sim.distance(1);
    let mut strode = false;
    let slammed = sim.run_until(900, |s| {
        strode |= s.state(1) == 7;
        // The slam's 500 (with the touch's 5 when both land at once).
        s.blows.iter().any(|&b| b >= 500)
    });
    assert!(strode, "never strode");
    assert!(slammed, "no slam landed: {:?}", sim.blows);
    assert!(sim.distance(1) < start);
    // With no more than a slam's worth left, it closes in and grabs her
    // (her health kept from its touch meanwhile).
    sim.world.entities_mut()[0].health = 450;
    sim.refill = Some((200, 450));
    let grabbed = sim.run_until(900, |s| s.state(1) == 11);
    assert!(grabbed, "never grabbed: state {}", sim.state(1));
    assert!(sim.lara().health <= 0, "Lara survived the grab");
    sim.no_script_errors();
}

#[test]
fn the_grab_kills_lara_in_the_torsos_hold() {
    // TRX tr1 torso.c TORSO_ATTACK3: its right arm on her, she takes the
    // first animation of her extra-animations model (5, EXTRA_ANIM_TORSO_SLAM)
    // at its place and heading, her health −1, and it goes on to its kill.
    let extra = stand_in(5, 100, &[(0, 0)]);
    let torso = placed(TORSO, 4.5, 6.5);
    let mut sim = Sim::new(arena_with(
        open_room(),
        LARA_AT,
        vec![torso_model(), extra],
        vec![torso],
    ));
    sim.world.entities_mut()[1].rot[1] = 0xC000;
    sim.world.entities_mut()[0].health = 450;
    sim.refill = Some((200, 450));
    let grabbed = sim.run_until(900, |s| s.lara().health <= 0);
    assert!(grabbed, "never grabbed: state {}", sim.state(1));
    assert_eq!(sim.state(1), 6, "by the grab, in its grab state");
    let slam = sim
        .world
        .level()
        .models
        .iter()
        .find(|m| m.type_id == 5)
        .unwrap();
    let (lara, torso) = (sim.lara(), &sim.world.entities()[1]);
    assert_eq!(Some(lara.anim), slam.first_animation, "the slam plays");
    assert_eq!(lara.health, -1);
    assert_eq!(
        (lara.pos, lara.rot[1]),
        (torso.pos, torso.rot[1]),
        "in its hold"
    );
    sim.run(10);
    assert_eq!(sim.state(1), 11, "then its kill");
    sim.no_script_errors();
}

#[test]
fn creatures_die_and_leave_their_remains() {
    // Killed mutants burst at once; the centaur and the torso burst once
    // their death animation has played; Natla's body stays to be seen.
    for type_id in [WINGED, SHOOTER, MUTANT, CENTAUR, TORSO, NATLA] {
        let mut sim = sim_of(type_id);
        sim.run(10);
        sim.world.entities_mut()[1].health = 0;
        sim.run(60);
        let e = &sim.world.entities()[1];
        assert!(e.exists(), "type {type_id} removed");
        assert!(!e.solid, "type {type_id} still solid");
        assert_ne!(e.status, Status::Active, "type {type_id} still active");
        assert_eq!(e.invisible, type_id != NATLA, "type {type_id} visibility");
        // Seven sectors away, Lara is out of the burst's reach.
        assert_eq!(sim.lara().health, 1000, "type {type_id} hurt Lara dying");
        sim.no_script_errors();
    }
}

#[test]
fn a_bursting_mutant_hurts_lara_close_by() {
    let mut sim = sim_at(MUTANT, 3.2);
    sim.world.entities_mut()[1].health = 0;
    sim.run(5);
    assert_eq!(sim.blows, vec![100]);
    assert!(sim.world.entities()[1].invisible);
    sim.no_script_errors();
}

#[test]
fn shells_release_their_creature() {
    // (shell, its placed mask, what it holds, whether it opens without
    // Lara near, whether the shell vanishes, its meshes shown once open):
    // an egg with mask 8 holds a walking non-shooter; a big egg (mask 1: a
    // walking shooter) opens as soon as it runs; the statue holds the
    // centaur. An egg shows 0xFF0001FF of its meshes closed and
    // 0xFFFFFF opening, the shell's 0xFFFE00 flying apart (TRX tr1 pod.c):
    // of the stand-in's 26 meshes 0–8 stay; the statue flies apart whole
    // (statue.c, Effect_ExplodingDeath of every mesh).
    for (shell, mask, inside, at_once, vanishes, left) in [
        (POD, 8, MUTANT, false, false, 0x1FF),
        (BIG_POD, 1, SHOOTER, true, false, 0x1FF),
        (STATUE, 0, CENTAUR, false, true, 0),
    ] {
        let mut placed_shell = placed(shell, 9.5, 6.5);
        placed_shell.mask = mask;
        let models = vec![shell_model(shell), model_of(inside)];
        let mut sim = Sim::new(arena_with(open_room(), LARA_AT, models, vec![placed_shell]));
        if shell != STATUE && !at_once {
            sim.run(1);
            assert_eq!(
                !sim.world.entities()[1].posture.hidden,
                0xFF0001FF,
                "a closed egg"
            );
        }
        let early = sim.run_until(60, |s| s.world.entities().len() == 3);
        assert_eq!(early, at_once, "shell {shell} opened with Lara far away");
        if !at_once {
            // Lara walks within three and a half sectors.
            sim.world.entities_mut()[0].pos[0] = 6 * 1024 + 512;
            let opened = sim.run_until(10, |s| s.world.entities().len() == 3);
            assert!(opened, "shell {shell} never opened");
        }
        let meshes = !sim.world.entities()[1].posture.hidden & ((1 << 26) - 1);
        assert_eq!(meshes, left, "shell {shell}'s meshes left");
        let held = &sim.world.entities()[2];
        assert_eq!(held.type_id, inside);
        assert_eq!(held.status, Status::Active);
        let hurt = sim.run_until(900, |s| s.lara_hurt() > 0);
        assert!(hurt, "the creature of shell {shell} never hurt Lara");
        let spent = &sim.world.entities()[1];
        assert!(!spent.collidable, "shell {shell} still collidable");
        assert_eq!(spent.invisible, vanishes, "shell {shell} visibility");
        assert_ne!(spent.status, Status::Active, "shell {shell} runs on");
        sim.no_script_errors();
    }
}

/// TR1's shards and rockets meet only floors and ceilings (TRX tr1
/// `effects/missile.c` `Missile_Control`): moved 250 a tick along their
/// heading, they end where the sector they arrive in has its floor or
/// ceiling, and strike Lara when `Lara_IsNearItem` finds them within 200
/// of her. A mutant standing on the line between shooter and Lara does
/// not stop a shard: it strikes her for `SHARD_DAMAGE` (30), and the
/// mutant is untouched.
#[test]
fn a_shard_flies_through_a_body_in_its_way_and_strikes_lara_for_30() {
    let mut blocker = EntityDef::new(MUTANT, 0, [6 * 1024, 0, 6 * 1024 + 512]);
    blocker.angle = 0x4000;
    let level = arena_with(
        open_room(),
        LARA_AT,
        vec![mutant_model(MUTANT)],
        vec![blocker],
    );
    let (mut world, mut host) = common::arena::scripted_on(level, 0);
    let before = world.entities()[0].health;
    let blocker_health = world.entities()[1].health;
    // Fired level along −x at her chest height from 9,000 (x 2,750 is the
    // first step within 200 of her: its 25th). Spawned between ticks, it
    // takes its first step on the second tick.
    let shard: i64 = common::lua_eval(
        &host,
        &mut world,
        "local m = world.spawn(172, 0, 9000, -500, 6656, 0xC000)
         m.yaw, m.pitch = 0xC000, 0
         m.state.flight = { yaw = 0xC000, pitch = 0, age = 0, kind = 'shard' }
         m:activate()
         return m.index",
    );
    let mut struck_at = None;
    for tick in 1..=40 {
        host.step(&mut world, Input { bits: 0 });
        if struck_at.is_none() && world.entities()[0].health < before {
            struck_at = Some(tick);
        }
    }
    assert_eq!(
        world.entities()[0].health,
        before - 30,
        "one shard's damage"
    );
    assert_eq!(struck_at, Some(26), "struck on its 25th step");
    assert_eq!(
        world.entities()[1].health,
        blocker_health,
        "the mutant in the way is untouched"
    );
    let spent: bool = common::lua_eval(
        &host,
        &mut world,
        &format!(
            "local m = world.entity({shard}) return m == nil or not m:exists() or not m.visible"
        ),
    );
    assert!(spent, "the shard is spent once it strikes");
}
