//! TR1's human enemies and their kin on the arena: the gunmen (Larson,
//! Pierre, the skate kid and his board, the cowboy, Kold), the mummy, the
//! doppelgänger, and the two enemies the original never brought to life.
//! Stand-in models carry the real state numbers; their shoot animations lead
//! where the real ones do (back to aiming, or to the stop or the skate).

use crate::common;

use std::path::PathBuf;
use std::sync::Arc;

use common::arena::stand_in;
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::log::Severity;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Event, Input, Status, World};

const SECTOR: i32 = 1024;
/// Lara's place and the creature's (the arena's: seven sectors apart).
const LARA_AT: [i32; 3] = [2 * SECTOR + 512, 0, 6 * SECTOR + 512];
const CREATURE_AT: [i32; 3] = [9 * SECTOR + 512, 0, 6 * SECTOR + 512];
/// The test hitter's type: strikes entity 1 every few ticks as Lara would.
const HITTER: u16 = 200;
/// Pickups the gunmen carry.
const SHOTGUN: u32 = 85;
const MAGNUMS: u32 = 86;
const UZIS: u32 = 87;
const SCION_PIECE_2: u32 = 144;
const KEY_1: u32 = 129;
const SKATEBOARD: u32 = 29;
const FORWARD: u32 = 1;

/// The hitter's behaviour: every `timer` ticks entity 1 takes `ocb`
/// damage with Lara as the source (her gun, as far as the target knows).
const HITTER_LUA: &str = r#"
local hitter = {}
function hitter.control(e)
  local target = world.entity(1)
  if target and target:exists() and world.tick() % e.params.every == 0 then
    target:hit(e.params.damage, world.lara())
  end
end
return hitter
"#;

/// One arena: a 12×12-sector room (`room` may reshape it), Lara and the
/// creature facing each other, extra models and entities, sprite pickups.
struct Arena {
    room: RoomDef,
    creature: ModelDef,
    creature_yaw: u16,
    models: Vec<ModelDef>,
    /// Hitters, switched on with the creature.
    hitters: Vec<EntityDef>,
    /// Further entities, left for the test to switch on.
    asleep: Vec<EntityDef>,
    sprites: Vec<u32>,
    /// Lua text of the `types` the arena level overrides.
    types: String,
}

impl Arena {
    fn new(creature: ModelDef) -> Arena {
        Arena {
            room: RoomDef::boxed(0, 0, 12, 12, 0, -16),
            creature,
            creature_yaw: 0xC000,
            models: Vec::new(),
            hitters: Vec::new(),
            asleep: Vec::new(),
            sprites: Vec::new(),
            types: String::new(),
        }
    }

    /// A hitter striking the creature for `damage` every `every` ticks.
    fn hitter(mut self, damage: i32, every: i32) -> Arena {
        self.models.push(stand_in(HITTER as u32, 10, &[(0, 0)]));
        self.hitters
            .push(EntityDef::new(HITTER, 0, [SECTOR + 512, 0, SECTOR + 512]));
        self.types += &format!(
            "[{HITTER}] = {{ name = \"hitter\", behaviour = \"test.hitter\", \
             params = {{ damage = {damage}, every = {every} }} }},\n"
        );
        self
    }

    /// Builds the level and a host with the shipped scripts, the test's
    /// overrides and hitter; the creature and the hitters switched on.
    fn run(self, name: &str) -> (World, ScriptHost) {
        let mut lara = EntityDef::new(0, 0, LARA_AT);
        lara.angle = 0x4000;
        let mut creature = EntityDef::new(self.creature.type_id as u16, 0, CREATURE_AT);
        creature.angle = self.creature_yaw;
        let hitters = self.hitters.len();
        let mut entities = vec![lara, creature];
        entities.extend(self.hitters);
        entities.extend(self.asleep);
        let mut models = vec![tombrs::builder::hero::hero(), self.creature];
        models.extend(self.models);
        let def = LevelDef {
            rooms: vec![self.room],
            models,
            entities,
            sprite_items: self.sprites,
            ..Default::default()
        };
        let level = Level::from_raw(&tombrs::builder::build(&def, Game::Tr1)).unwrap();
        let dir = mod_dir(name, &self.types);
        let mut world = World::new(Arc::new(level), 1);
        let mut host = ScriptHost::new(
            &HostConfig::with_mods(std::slice::from_ref(&dir)),
            Game::Tr1,
            Some("ARENA"),
        )
        .unwrap();
        host.bind_all(&mut world);
        std::fs::remove_dir_all(&dir).ok();
        common::arena::activate(&mut world, &mut host, 1);
        for i in 0..hitters {
            common::arena::activate(&mut world, &mut host, 2 + i);
        }
        (world, host)
    }
}

/// A mod folder of the test's own: the hitter and the arena's overrides.
fn mod_dir(name: &str, types: &str) -> PathBuf {
    let dir = crate::common::scratch(&format!("humans-{name}"));
    std::fs::create_dir_all(dir.join("test")).unwrap();
    std::fs::create_dir_all(dir.join("levels/tr1")).unwrap();
    std::fs::write(dir.join("test/hitter.lua"), HITTER_LUA).unwrap();
    std::fs::write(
        dir.join("levels/tr1/ARENA.lua"),
        format!("return {{ types = {{\n{types}}} }}\n"),
    )
    .unwrap();
    dir
}

fn idle() -> Input {
    Input { bits: 0 }
}

fn distance(a: [i32; 3], b: [i32; 3]) -> i32 {
    let (dx, dz) = ((a[0] - b[0]) as f64, (a[2] - b[2]) as f64);
    (dx * dx + dz * dz).sqrt() as i32
}

/// Entity `i` stands on its floor and inside the box graph.
fn assert_grounded(world: &World, i: usize, tick: usize) {
    let e = &world.entities()[i];
    let floor = world.floor(e.room, e.pos[0], e.pos[1], e.pos[2]);
    assert_eq!(
        e.pos[1], floor,
        "tick {tick}: {} off its floor at {:?}",
        e.type_id, e.pos
    );
    assert!(
        world.box_at(e.room, e.pos).is_some(),
        "tick {tick}: {} outside the boxes at {:?}",
        e.type_id,
        e.pos
    );
}

fn assert_no_script_error(host: &ScriptHost) {
    let errors: Vec<_> = host
        .log()
        .lines()
        .into_iter()
        .filter(|l| l.severity >= Severity::Warn)
        .collect();
    assert!(errors.is_empty(), "script log: {errors:?}");
}

/// Steps `ticks` ticks with `input`, checking that entity 1 stays grounded.
fn steps(world: &mut World, host: &mut ScriptHost, ticks: usize, input: Input) {
    for t in 0..ticks {
        host.step(world, input);
        if world.entities()[1].status != Status::Removed {
            assert_grounded(world, 1, t);
        }
    }
}

/// Types present and alive in the world.
fn count_of(world: &World, type_id: u32) -> usize {
    world
        .entities()
        .iter()
        .filter(|e| e.type_id as u32 == type_id && e.status != Status::Removed)
        .count()
}

/// One gunman as the table below tests it.
struct Gunman {
    name: &'static str,
    type_id: u32,
    /// (state, speed) of the stand-in; the first is where it starts.
    states: &'static [(u16, i32)],
    /// The shoot states and the state each one's animation leads to.
    shoot: &'static [(u16, u16)],
    death: u16,
    /// Pickups it drops and the level provides.
    drops: &'static [u32],
    /// Pierre dies only in his final encounter (a one-shot trigger).
    final_encounter: bool,
}

const POSER: &[(u16, i32)] = &[(1, 0), (2, 16), (3, 48), (4, 0), (5, 0), (6, 0), (7, 0)];
const GUNSLINGER: &[(u16, i32)] = &[(1, 0), (2, 16), (3, 48), (4, 0), (5, 0), (6, 0)];
const SKATER: &[(u16, i32)] = &[(2, 40), (0, 0), (1, 0), (3, 48), (4, 40), (5, 0)];

const GUNMEN: &[Gunman] = &[
    Gunman {
        name: "larson",
        type_id: 27,
        states: POSER,
        shoot: &[(7, 4)],
        death: 5,
        drops: &[],
        final_encounter: false,
    },
    Gunman {
        name: "pierre",
        type_id: 28,
        states: POSER,
        shoot: &[(7, 4)],
        death: 5,
        drops: &[MAGNUMS, SCION_PIECE_2, KEY_1],
        final_encounter: true,
    },
    Gunman {
        name: "skate_kid",
        type_id: 30,
        states: SKATER,
        shoot: &[(1, 0), (4, 2)],
        death: 5,
        drops: &[UZIS],
        final_encounter: false,
    },
    Gunman {
        name: "cowboy",
        type_id: 31,
        states: GUNSLINGER,
        shoot: &[(6, 4)],
        death: 5,
        drops: &[MAGNUMS],
        final_encounter: false,
    },
    Gunman {
        name: "kold",
        type_id: 32,
        states: GUNSLINGER,
        shoot: &[(6, 4)],
        death: 5,
        drops: &[SHOTGUN],
        final_encounter: false,
    },
];

/// The stand-in of a gunman: its shoot animations lead on as the real ones.
fn gunman_model(g: &Gunman) -> ModelDef {
    let mut m = stand_in(g.type_id, 100, g.states);
    let index = |state: u16| g.states.iter().position(|s| s.0 == state).unwrap();
    for &(from, to) in g.shoot {
        m.animations[index(from)].next_anim = index(to);
    }
    m
}

/// Each gunman comes within shooting range and shoots; Lara walks up to
/// four sectors from it (where shots begin to land) and waits until hurt
/// (flashes at the muzzle, blood or ricochets). It keeps to its floor and
/// boxes; when its hit points are gone it falls, drops what it carries
/// where it fell, stops being solid and is switched off once its death has
/// played; no script error on the way.
#[test]
fn gunmen_close_in_shoot_and_fall() {
    for g in GUNMEN {
        let mut arena = Arena::new(gunman_model(g));
        arena.sprites = g.drops.to_vec();
        let (mut world, mut host) = arena.run(g.name);
        world.entities_mut()[1].one_shot = g.final_encounter;
        let apart = |w: &World| distance(w.entities()[0].pos, w.entities()[1].pos);
        let start = apart(&world);
        let mut in_range = None;
        for t in 0..300 {
            host.step(&mut world, idle());
            assert_grounded(&world, 1, t);
            if g.shoot.iter().any(|s| s.0 == world.entities()[1].state) {
                in_range = Some(apart(&world));
                break;
            }
        }
        let in_range = in_range.unwrap_or_else(|| panic!("{}: never shot", g.name));
        assert!(
            in_range < start.min(7 * SECTOR),
            "{}: shot from {in_range}",
            g.name
        );
        let (mut flashes, mut strikes) = (0, 0);
        for t in 0..900 {
            let close = apart(&world) < 4 * SECTOR;
            host.step(
                &mut world,
                Input {
                    bits: if close { 0 } else { FORWARD },
                },
            );
            assert_grounded(&world, 1, t);
            for ev in world.events() {
                match ev {
                    Event::Particles { effect: 4, .. } => flashes += 1,
                    Event::Particles { effect: 1 | 5, .. } => strikes += 1,
                    _ => {}
                }
            }
            if world.entities()[0].health < 1000 {
                break;
            }
        }
        assert!(
            flashes > 0 && strikes > 0,
            "{}: {flashes} flashes, {strikes} strikes",
            g.name
        );
        assert!(world.entities()[0].health < 1000, "{}: Lara unhurt", g.name);

        let fell_at = world.entities()[1].pos;
        world.entities_mut()[1].health = 0;
        steps(&mut world, &mut host, 60, idle());
        let e = &world.entities()[1];
        assert_eq!(e.state, g.death, "{}: not dead", g.name);
        assert!(!e.solid, "{}: the body is solid", g.name);
        assert_eq!(e.status, Status::Deactivated, "{}: still running", g.name);
        for &d in g.drops {
            let item = world
                .entities()
                .iter()
                .find(|p| p.type_id as u32 == d)
                .unwrap_or_else(|| panic!("{}: dropped no {d}", g.name));
            assert!(
                distance(item.pos, fell_at) < 256,
                "{}: {d} far from the body",
                g.name
            );
        }
        assert_no_script_error(&host);
    }
}

/// Without the pickups in the level, nothing is dropped.
#[test]
fn gunmen_drop_only_what_the_level_has() {
    let g = &GUNMEN[3];
    let (mut world, mut host) = Arena::new(gunman_model(g)).run("nodrop");
    world.entities_mut()[1].health = 0;
    steps(&mut world, &mut host, 40, idle());
    assert_eq!(count_of(&world, MAGNUMS), 0);
    assert_no_script_error(&host);
}

/// Shots through the creature's on_hit: the cowboy dies of them and the
/// kill is Lara's; Pierre outside his final encounter keeps 40 hit points
/// whatever he is hit for (no kill), and in it he dies.
#[test]
fn shots_kill_gunmen_but_spare_pierre_before_his_final_encounter() {
    let (mut world, mut host) = Arena::new(gunman_model(&GUNMEN[3]))
        .hitter(30, 5)
        .run("cowboy-hit");
    steps(&mut world, &mut host, 60, idle());
    assert!(world.entities()[1].health <= 0);
    assert_eq!(world.kills(), 1);

    let (mut world, mut host) = Arena::new(gunman_model(&GUNMEN[1]))
        .hitter(15, 5)
        .run("pierre-hit");
    for _ in 0..120 {
        host.step(&mut world, idle());
        assert!(
            world.entities()[1].health >= 40,
            "Pierre lost {}",
            world.entities()[1].health
        );
    }
    assert_eq!(world.entities()[1].health, 40);
    assert_eq!(world.kills(), 0);
    assert_eq!(
        world.entities()[1].status,
        Status::Active,
        "seen all along: still here"
    );
    world.entities_mut()[1].one_shot = true;
    steps(&mut world, &mut host, 30, idle());
    assert!(world.entities()[1].health <= 0);
    assert_eq!(world.kills(), 1);
    assert_no_script_error(&host);
}

/// A wall between them: Pierre at his flee mark, unseen, is gone after ten
/// ticks; in the open he stays.
#[test]
fn fleeing_pierre_vanishes_out_of_sight() {
    let model = || gunman_model(&GUNMEN[1]);
    let mut walled = Arena::new(model());
    for j in 1..11 {
        *walled.room.sector_mut(6, j) = tombrs::builder::SectorDef::wall();
    }
    for (arena, name, gone) in [
        (walled, "walled", true),
        (Arena::new(model()), "open", false),
    ] {
        let (mut world, mut host) = arena.run(name);
        host.step(&mut world, idle());
        world.entities_mut()[1].health = 40;
        for _ in 0..30 {
            host.step(&mut world, idle());
        }
        let removed = world.entities()[1].status == Status::Removed;
        assert_eq!(removed, gone, "{name}");
        assert_eq!(world.kills(), 0);
        assert_no_script_error(&host);
    }
}

/// Pierre in water is gone at once.
#[test]
fn pierre_leaves_water() {
    let mut arena = Arena::new(gunman_model(&GUNMEN[1]));
    arena.room.water = true;
    let (mut world, mut host) = arena.run("water");
    host.step(&mut world, idle());
    assert_eq!(world.entities()[1].status, Status::Removed);
    assert_no_script_error(&host);
}

/// One Pierre at a time: a second woken by an ordinary trigger gives way
/// to the one about; one woken by his final (one-shot) trigger takes over.
#[test]
fn only_one_pierre_is_about() {
    for final_trigger in [false, true] {
        let mut arena = Arena::new(gunman_model(&GUNMEN[1]));
        let mut second = EntityDef::new(28, 0, [9 * SECTOR + 512, 0, 3 * SECTOR + 512]);
        second.angle = 0xC000;
        arena.asleep.push(second);
        let (mut world, mut host) = arena.run(if final_trigger {
            "pierre-final"
        } else {
            "pierre-two"
        });
        steps(&mut world, &mut host, 5, idle());
        world.entities_mut()[2].one_shot = final_trigger;
        common::arena::activate(&mut world, &mut host, 2);
        host.step(&mut world, idle());
        let (first, second) = (world.entities()[1].status, world.entities()[2].status);
        if final_trigger {
            assert_eq!((first, second), (Status::Removed, Status::Active));
        } else {
            assert_eq!((first, second), (Status::Active, Status::Removed));
        }
        assert_no_script_error(&host);
    }
}

/// The kid's board comes out under him and goes where he goes.
#[test]
fn skate_kid_rides_his_board() {
    let mut arena = Arena::new(gunman_model(&GUNMEN[2]));
    arena.models.push(stand_in(
        SKATEBOARD,
        60,
        &[(2, 0), (0, 0), (1, 0), (3, 0), (4, 0), (5, 0)],
    ));
    let (mut world, mut host) = arena.run("board");
    for t in 0..200 {
        host.step(&mut world, idle());
        let board = world
            .entities()
            .iter()
            .find(|e| e.type_id as u32 == SKATEBOARD);
        let board = board.unwrap_or_else(|| panic!("tick {t}: no board"));
        assert_eq!(board.pos, world.entities()[1].pos, "tick {t}");
        assert_eq!(board.rot, world.entities()[1].rot, "tick {t}");
        assert_eq!(board.state, world.entities()[1].state, "tick {t}");
    }
    assert_eq!(count_of(&world, SKATEBOARD), 1);
    assert_no_script_error(&host);
}

fn mummy_model() -> ModelDef {
    stand_in(24, 100, &[(1, 0), (2, 0)])
}

/// The mummy stands still, its head turned towards Lara (who stands to
/// its side), and falls when shot out of its hit points (Lara's kill).
#[test]
fn mummy_watches_and_falls_when_shot() {
    let mut arena = Arena::new(mummy_model()).hitter(5, 10);
    arena.creature_yaw = 0;
    let (mut world, mut host) = arena.run("mummy-shot");
    steps(&mut world, &mut host, 20, idle());
    assert_eq!(world.entities()[1].pos, CREATURE_AT);
    // Meshes 11–14 hidden from the start (TRX tr1 mummy.c Mummy_Initialise).
    assert_eq!(!world.entities()[1].posture.hidden, 0xFFFF87FF);
    let turn = world.entities()[1]
        .posture
        .turns
        .iter()
        .find(|j| j.mesh == 3)
        .unwrap();
    assert!(turn.angles[1] < -4000, "head turn {:?}", turn.angles);
    steps(&mut world, &mut host, 100, idle());
    let e = &world.entities()[1];
    assert_eq!((e.state, e.solid, e.status), (2, false, Status::Inactive));
    assert_eq!(world.kills(), 1);
    assert_eq!(e.pos, CREATURE_AT);
    assert_no_script_error(&host);
}

/// Lara runs into the mummy: it falls, and the kill is counted.
#[test]
fn mummy_falls_when_touched() {
    let (mut world, mut host) = Arena::new(mummy_model()).run("mummy-touch");
    let mut fell = false;
    for t in 0..400 {
        host.step(&mut world, Input { bits: FORWARD });
        assert_grounded(&world, 1, t);
        fell |= world.entities()[1].state == 2;
    }
    assert!(fell, "never fell");
    let e = &world.entities()[1];
    assert_eq!((e.solid, e.status), (false, Status::Inactive));
    assert!(e.health <= 0);
    assert_eq!(world.kills(), 1);
    assert_no_script_error(&host);
}

/// The anchor of the doppelgänger tests: the middle between Lara and it.
const ANCHOR: [i32; 2] = [6 * SECTOR, 6 * SECTOR + 512];

fn doppelganger_arena() -> Arena {
    let mut a = Arena::new(stand_in(6, 80, &[(2, 0)]));
    a.types = format!(
        "[6] = {{ name = \"Doppelganger\", behaviour = \"creatures.doppelganger\", \
         params = {{ stats = \"doppelganger\", anchor_x = {}, anchor_z = {} }} }},\n",
        ANCHOR[0], ANCHOR[1]
    );
    a
}

/// It mirrors Lara's place, heading and animation about the anchor as she
/// walks; shot, it loses nothing and Lara ten times the damage. The double
/// is an item: it copies her in the items' turn, before her own turn moves
/// her, so it shows where she ended the tick before (TRX tr1
/// bacon_lara.c BaconLara_Control reads g_LaraItem in Item_Control, which
/// runs before Lara_Control).
#[test]
fn doppelganger_mirrors_lara_and_takes_no_damage() {
    let (mut world, mut host) = doppelganger_arena().hitter(3, 20).run("double");
    let mut lara_hurt = 0;
    for t in 0..90 {
        let before = world.entities()[0].clone();
        host.step(
            &mut world,
            Input {
                bits: if t < 40 { FORWARD } else { 0 },
            },
        );
        let (lara, double) = (&world.entities()[0], &world.entities()[1]);
        lara_hurt += (before.health - lara.health) as i32;
        assert_eq!(double.pos[0], 2 * ANCHOR[0] - before.pos[0], "tick {t}");
        assert_eq!(double.pos[2], 2 * ANCHOR[1] - before.pos[2], "tick {t}");
        assert_eq!(double.pos[1], before.pos[1], "tick {t}");
        assert_eq!(
            double.rot[1],
            before.rot[1].wrapping_add(0x8000),
            "tick {t}"
        );
        // A blow's hit reaction: the hitter, switched on after the double,
        // runs before it (newest activation first), so the reaction has
        // replaced her pose by the time the double copies it.
        if lara.health == before.health {
            assert_eq!(
                (double.anim, double.frame),
                (before.anim, before.frame),
                "tick {t}"
            );
        }
        assert_eq!(double.health, 1000);
    }
    assert!(
        world.entities()[0].pos[0] > LARA_AT[0] + 512,
        "Lara did not walk"
    );
    // Struck on ticks 0, 20, 40, 60 and 80.
    assert_eq!(lara_hurt, 5 * 3 * 10, "Lara's loss");
    assert_no_script_error(&host);
}

/// Where the mirrored floor drops into a pit while Lara walks on level
/// ground, the double falls in and dies there; the body stays.
#[test]
fn doppelganger_dies_in_the_pit() {
    let mut a = doppelganger_arena();
    for i in 7..9 {
        for j in 1..11 {
            *a.room.sector_mut(i, j) = tombrs::builder::SectorDef::open(8, -16);
        }
    }
    let (mut world, mut host) = a.run("pit");
    let mut fell = false;
    for t in 0..200 {
        host.step(
            &mut world,
            Input {
                bits: if t < 30 { FORWARD } else { 0 },
            },
        );
        fell |= world.entities()[1].gravity;
    }
    let (lara, double) = (&world.entities()[0], &world.entities()[1]);
    assert!(fell, "never fell");
    assert_eq!(double.pos[1], 8 * 256, "not at the pit's floor");
    assert_eq!(double.state, 8, "not dead");
    assert!(!double.solid);
    assert_eq!(double.status, Status::Inactive);
    assert!(lara.health > 0 && lara.pos[1] == 0, "Lara fell too");
    assert_no_script_error(&host);
}

/// The dinosaur warrior and the fish: drawn where placed, and nothing more.
#[test]
fn dormant_enemies_stay_as_placed() {
    for type_id in [25u32, 26] {
        let (mut world, mut host) = Arena::new(stand_in(type_id, 100, &[(0, 20), (1, 20)]))
            .run(&format!("dormant{type_id}"));
        let (anim, frame) = (world.entities()[1].anim, world.entities()[1].frame);
        for _ in 0..30 {
            host.step(&mut world, Input { bits: FORWARD });
        }
        let e = &world.entities()[1];
        assert_eq!(e.status, Status::Inactive);
        assert_eq!((e.pos, e.anim, e.frame), (CREATURE_AT, anim, frame));
        assert!(!e.solid && e.health <= 0);
        assert_no_script_error(&host);
    }
}
