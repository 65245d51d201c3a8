//! The creatures the real TR2–TR5 test levels place: TR2's tiger and masked
//! goons, TR4's dog, TR5's huskie and TR3's monkey. Each is tried in a
//! builder arena of its game with every model (its own, Lara's) lent from
//! the real level file, so it plays the game's own animations: it must come
//! for Lara, attack and hurt her, take her shots and die leaving its body,
//! keeping to its floor and its boxes. Then each real level runs with every
//! entity switched on. Needs `TR_DATA_DIR` (skipped with a notice).

use crate::common;

use std::sync::Arc;

use common::arena::{activate, arena_for, open_room, LARA_AT};
use tombrs::builder::EntityDef;
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost, Severity};
use tombrs::world::{Input, Status, World};

const SECTOR: i32 = 1024;

/// One creature: the real level its model comes from, its type and the
/// states in which it attacks (bites, blows or shots); a shooter need
/// not come close.
struct Case {
    name: &'static str,
    file: &'static str,
    game: Game,
    type_id: u16,
    attacks: &'static [u16],
    shoots: bool,
}

const CASES: &[Case] = &[
    Case {
        name: "tiger",
        file: "tr2/TEST1.TR2",
        game: Game::Tr2,
        type_id: 39,
        attacks: &[6, 7, 8],
        shoots: false,
    },
    Case {
        name: "masked goon 1",
        file: "tr2/TEST1.TR2",
        game: Game::Tr2,
        type_id: 16,
        attacks: &[7, 9, 11],
        shoots: true,
    },
    Case {
        name: "masked goon 2",
        file: "tr2/TEST1.TR2",
        game: Game::Tr2,
        type_id: 17,
        attacks: &[7, 9, 11],
        shoots: true,
    },
    Case {
        name: "masked goon 3",
        file: "tr2/TEST1.TR2",
        game: Game::Tr2,
        type_id: 18,
        attacks: &[7, 9, 11],
        shoots: true,
    },
    Case {
        name: "dog",
        file: "tr4/TEST1.TR4",
        game: Game::Tr4,
        type_id: 91,
        attacks: &[6, 12],
        shoots: false,
    },
    Case {
        name: "huskie",
        file: "tr5/TEST1.TRC",
        game: Game::Tr5,
        type_id: 85,
        attacks: &[6, 12],
        shoots: false,
    },
    Case {
        name: "monkey",
        file: "tr3/TEST1.TR2",
        game: Game::Tr3,
        type_id: 71,
        attacks: &[12, 13, 14],
        shoots: false,
    },
];

/// The real level of `rel`, or `None` without `TR_DATA_DIR`.
fn real(rel: &str) -> Option<Level> {
    let path = common::shared(rel)?;
    let ext = common::ext(&path).map(|e| e.to_lowercase());
    Some(Level::load(&std::fs::read(path).unwrap(), ext.as_deref()).unwrap())
}

/// The open arena of the case's game, Lara and the creature `apart`
/// sectors apart facing each other, every model lent from the real file.
fn arena(case: &Case, apart: i32) -> Option<Level> {
    let donor = real(case.file)?;
    let mut creature = EntityDef::new(
        case.type_id,
        0,
        [LARA_AT[0] + apart * SECTOR, 0, LARA_AT[2]],
    );
    creature.angle = 0xC000;
    let mut level = arena_for(case.game, open_room(), LARA_AT, Vec::new(), vec![creature]);
    common::lend_models(&mut level, donor);
    Some(level)
}

/// A world of `level` with the shipped scripts and the creature on.
fn scripted(level: Level) -> (World, ScriptHost) {
    let level = Arc::new(level);
    let mut world = World::new(level.clone(), 1);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    activate(&mut world, &mut host, 1);
    (world, host)
}

/// The creature (entity 1) on its floor and in its boxes.
fn check_place(name: &str, t: usize, world: &World) {
    let e = &world.entities()[1];
    let floor = world.floor(e.room, e.pos[0], e.pos[1] - 256, e.pos[2]);
    assert!(
        (e.pos[1] - floor).abs() <= 64 || e.pos[1] < floor,
        "{name}: off its floor ({floor}) at tick {t}: {:?}",
        e.pos
    );
    assert!(
        world.box_at(e.room, e.pos).is_some(),
        "{name}: out of its boxes at tick {t}: {:?}",
        e.pos
    );
}

fn no_script_trouble(name: &str, host: &ScriptHost) {
    let trouble = common::script_log_at(host, Severity::Warn);
    assert!(trouble.is_empty(), "{name}: {trouble:#?}");
}

/// The floor distance between Lara and the creature.
fn apart(world: &World) -> i32 {
    let (a, b) = (&world.entities()[0].pos, &world.entities()[1].pos);
    ((a[0] - b[0]) as f64).hypot((a[2] - b[2]) as f64) as i32
}

#[test]
fn each_goes_for_lara_attacks_and_hurts_her() {
    for case in CASES {
        let Some(level) = arena(case, 7) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping the later bestiary");
            return;
        };
        let (mut world, mut host) = scripted(level);
        let start = apart(&world);
        let (mut closest, mut attacked, mut hurt) = (start, false, false);
        for t in 0..900 {
            host.step(&mut world, Input { bits: 0 });
            check_place(case.name, t, &world);
            closest = closest.min(apart(&world));
            attacked |= case.attacks.contains(&world.entities()[1].state);
            hurt |= world.entities()[0].health < 1000;
        }
        no_script_trouble(case.name, &host);
        assert!(attacked, "{}: never attacked", case.name);
        assert!(
            closest < start - SECTOR || case.shoots,
            "{}: did not come for her ({start} → {closest})",
            case.name
        );
        assert!(hurt, "{}: she was never hurt", case.name);
    }
}

/// The tick a creature her shots have not killed yet is finished off.
const FINISH_AT: usize = 600;

#[test]
fn each_takes_her_shots_and_dies_leaving_its_body() {
    for case in CASES {
        // Two sectors off: she has it in her sights from the start.
        let Some(level) = arena(case, 2) else {
            eprintln!("notice: TR_DATA_DIR is not set; skipping the later bestiary");
            return;
        };
        let (mut world, mut host) = scripted(level);
        let full = world.entities()[1].health;
        let (mut died, mut by_her) = (None, true);
        for t in 0..1500 {
            let bits = if t == 0 { Input::DRAW } else { Input::ACTION };
            host.step(&mut world, Input { bits });
            check_place(case.name, t, &world);
            if died.is_none() && world.entities()[1].health <= 0 {
                died = Some(t);
            }
            // Where it fights her out of her sights, it is finished off.
            if t == FINISH_AT && died.is_none() {
                assert!(
                    world.entities()[1].health < full,
                    "{}: her shots never told",
                    case.name
                );
                world.entities_mut()[1].health = 0;
                by_her = false;
            }
            if died.is_some_and(|d| t > d + 300) {
                break;
            }
        }
        no_script_trouble(case.name, &host);
        let e = &world.entities()[1];
        assert!(full > 0, "{}: no hit points", case.name);
        let died = died.unwrap_or_else(|| panic!("{}: her shots did not kill it", case.name));
        assert!(
            !by_her || world.kills() >= 1,
            "{}: the kill was not counted",
            case.name
        );
        assert!(
            e.exists(),
            "{}: the body is gone (died at {died})",
            case.name
        );
        assert!(!e.solid, "{}: the body is still solid", case.name);
        assert!(
            !e.is_active() && e.status != Status::Removed,
            "{}: still thinking after its death played ({:?})",
            case.name,
            e.status
        );
        let at = e.pos;
        host.step(&mut world, Input { bits: 0 });
        assert_eq!(
            world.entities()[1].pos,
            at,
            "{}: the body moves on",
            case.name
        );
    }
}

#[test]
fn the_real_levels_run_with_every_entity_on() {
    let Some(paths) = common::real_levels() else {
        return;
    };
    for path in paths.iter().take(5) {
        let name = path.display().to_string();
        let ext = common::ext(path).map(|e| e.to_lowercase());
        let level = Level::load(&std::fs::read(path).unwrap(), ext.as_deref()).unwrap();
        let level = Arc::new(level);
        let mut world = World::new(level.clone(), 7);
        let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
        host.bind_all(&mut world);
        for i in 0..world.entities().len() {
            if world.entities()[i].type_id != 0 {
                activate(&mut world, &mut host, i);
            }
        }
        let creatures: Vec<usize> = (0..world.entities().len())
            .filter(|&i| {
                host.behaviour_of(world.entities()[i].id)
                    .is_some_and(|(module, _)| module.starts_with("creatures."))
            })
            .collect();
        for tick in 0..3000 {
            host.step(&mut world, Input { bits: 0 });
            for &i in &creatures {
                let e = &world.entities()[i];
                if e.health <= 0 || e.gravity || e.status == Status::Removed {
                    continue;
                }
                let floor = world.floor(e.room, e.pos[0], e.pos[1] - 256, e.pos[2]);
                assert!(
                    (e.pos[1] - floor).abs() <= 64 || e.pos[1] < floor,
                    "{name} tick {tick}: type {} at {:?} off its floor {floor}",
                    e.type_id,
                    e.pos
                );
                assert!(
                    world.box_at(e.room, e.pos).is_some(),
                    "{name} tick {tick}: type {} at {:?} outside the box graph",
                    e.type_id,
                    e.pos
                );
            }
        }
        no_script_trouble(&name, &host);
    }
}
