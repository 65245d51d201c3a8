//! TR3's climbing creatures (tomb3 box.cpp CreatureVault, called in place
//! of CreatureAnimation by lizman.cpp LizManControl with a shift of 260 and
//! monkey.cpp MonkeyControl with 128): a move that rose 384, 640 or 896 or
//! more is undone to the edge of the sector it left, `shift` inside it,
//! square on to the step and at its old height, and climbed in a climb of
//! two, three or four clicks; a drop of more than 896 is jumped down, and
//! for the monkey alone drops of more than 640 and 384 too.

use crate::common;

use common::arena::{arena_for, scripted, stand_in_with, LARA_AT, RUN, STILL, WALK};
use common::bestiary::{SECTOR, WEST};
use tombrs::builder::models::ModelDef;
use tombrs::builder::{EntityDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::anim::AnimCommand;
use tombrs::script::ScriptHost;
use tombrs::world::{Input, World};

/// One climber: its type, stand-in, the shift, and its climb (clicks up,
/// positive, or down, negative → state).
struct Climber {
    name: &'static str,
    type_id: u16,
    model: fn() -> ModelDef,
    shift: i32,
    vaults: &'static [(i32, u16)],
}

/// tomb3 objects.h MONKEY; monkey.h: walk 2 … attack jump 14, climbs of
/// four, three and two clicks 15-17, jumps down 18-20. Its start
/// animation (2) is its sit's here.
pub(super) const MONKEY: u16 = 71;
const MONKEY_STATES: &[(u16, i32, u16)] = &[
    (2, WALK, 2),
    (3, STILL, 3),
    (6, STILL, 6),
    (4, RUN, 4),
    (5, STILL, 3),
    (7, STILL, 6),
    (8, STILL, 6),
    (9, RUN, 3),
    (10, STILL, 3),
    (11, STILL, 11),
    (12, STILL, 3),
    (13, STILL, 3),
    (14, STILL, 3),
    (15, RUN, 3),
    (16, RUN, 3),
    (17, RUN, 3),
    (18, RUN, 3),
    (19, RUN, 3),
    (20, RUN, 3),
];

fn lizard_model() -> ModelDef {
    stand_in_with(
        super::lizard_man::LIZARD_MAN as u32,
        200,
        300,
        super::lizard_man::STATES,
    )
}

pub(super) fn monkey_model() -> ModelDef {
    stand_in_with(MONKEY as u32, 100, 200, MONKEY_STATES)
}

const CLIMBERS: &[Climber] = &[
    Climber {
        name: "lizard man",
        type_id: super::lizard_man::LIZARD_MAN,
        model: lizard_model,
        shift: 260,
        // lizman.h: CLIMB1 (two clicks) 13, CLIMB2 (three) 14, CLIMB3 (four)
        // 12, FALL3 (down four) 15.
        vaults: &[(2, 13), (3, 14), (4, 12), (-4, 15)],
    },
    Climber {
        name: "monkey",
        type_id: MONKEY,
        model: monkey_model,
        shift: 128,
        vaults: &[(2, 17), (3, 16), (4, 15), (-2, 20), (-3, 19), (-4, 18)],
    },
];

/// The vaults' states of `c` (the climbs and jumps down).
fn vaulting(c: &Climber, state: u16) -> bool {
    c.vaults.iter().any(|&(_, s)| s == state)
}

/// A world where `c`, drawn as `model`, comes west at Lara from sector 9
/// with the floor of sectors 1-5 `clicks` clicks above (negative: below)
/// its own.
fn step_arena(c: &Climber, model: ModelDef, clicks: i32) -> (World, ScriptHost) {
    // Floors in clicks, up negative: the step's (sectors 1-5) and the rest's.
    let (step, rest) = if clicks > 0 {
        (-clicks, 0)
    } else {
        (0, clicks)
    };
    let mut room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    for i in 0..12 {
        for j in 1..11 {
            room.sector_mut(i, j).floor = [if (1..6).contains(&i) { step } else { rest }; 4];
        }
    }
    let lara = [LARA_AT[0], step * 256, LARA_AT[2]];
    let mut climber = EntityDef::new(c.type_id, 0, [9 * SECTOR + 512, rest * 256, LARA_AT[2]]);
    climber.angle = WEST;
    let level = arena_for(Game::Tr3, room, lara, vec![model], vec![climber]);
    scripted(level)
}

/// The first tick `c` (see [`step_arena`]) is in a vault: its state,
/// position and yaw then, and where it stands a second after.
fn vault(c: &Climber, clicks: i32) -> ((u16, [i32; 3], u16), [i32; 3]) {
    let (mut world, mut host) = step_arena(c, (c.model)(), clicks);
    let mut vaulted = None;
    let mut settled = 0;
    for _ in 0..900 {
        host.step(&mut world, Input { bits: 0 });
        let e = &world.entities()[1];
        if vaulted.is_none() && vaulting(c, e.state) {
            vaulted = Some((e.state, e.pos, e.rot[1]));
        }
        // A second after its vault it stands on the new floor.
        if vaulted.is_some() && !vaulting(c, e.state) {
            settled += 1;
            if settled == 30 {
                break;
            }
        }
    }
    common::assert_no_script_error(&host, c.name);
    let vaulted = vaulted.unwrap_or_else(|| panic!("{}: no vault of {clicks} clicks", c.name));
    (vaulted, world.entities()[1].pos)
}

#[test]
fn the_lizard_man_and_the_monkey_vault_two_to_four_clicks() {
    // Sector 6's west edge is the one crossed: set back to x = 6 × 1024 +
    // shift, facing west (-0x4000), at the old floor's height; the climb
    // carries it onto the new floor.
    for c in CLIMBERS {
        for &(clicks, state) in c.vaults {
            let ((s, at, yaw), after) = vault(c, clicks);
            let what = format!("{}, {clicks} clicks", c.name);
            let old_floor = if clicks > 0 { 0 } else { clicks * 256 };
            assert_eq!(s, state, "{what}");
            assert_eq!([at[0], at[1]], [6 * SECTOR + c.shift, old_floor], "{what}");
            assert_eq!(yaw, WEST, "{what}");
            assert_eq!(after[1], old_floor - clicks * 256, "{what}: {after:?}");
            assert!(after[0] < 6 * SECTOR, "{what}: {after:?}");
        }
    }
}

/// `c`'s stand-in with climbs that end as the real monkey's do (its
/// animations 17-19 in TR3's TEST1.TR2): the creature climbs in place at
/// the foot of the step, and the animation's last command (SetPosition)
/// lifts it onto the step and half a sector on.
fn lifted_by_its_climbs(c: &Climber) -> ModelDef {
    let mut model = (c.model)();
    for a in &mut model.animations {
        let Some(&(clicks, _)) = c.vaults.iter().find(|v| v.0 > 0 && v.1 == a.state) else {
            continue;
        };
        a.speed = 0;
        a.commands.push(AnimCommand::SetPosition {
            x: 0,
            y: (-clicks * 256) as i16,
            z: SECTOR as i16 / 2,
        });
    }
    model
}

#[test]
fn a_climb_that_lifts_the_climber_onto_the_step_is_climbed_once() {
    // tomb3 monkey.cpp MonkeyControl and lizman.cpp LizManControl call
    // CreatureVault only when the state before the move is no climb (the
    // climbs and jumps down are the states from MONKEY_CLIMB4 on, and past
    // LIZMAN_DEATH): the move that ends a climb, lifted by its last command
    // onto the step, is no new rise to climb, and the climber goes on from
    // the step. Counted: the ticks it spends climbing in 300 (one climb's
    // frames at most), and where it stands at the end.
    for c in CLIMBERS {
        for &(clicks, state) in c.vaults.iter().filter(|v| v.0 > 0) {
            let what = format!("{}, {clicks} clicks", c.name);
            let model = lifted_by_its_climbs(c);
            let frames = model
                .animations
                .iter()
                .find(|a| a.state == state)
                .map_or(0, |a| a.frames());
            let (mut world, mut host) = step_arena(c, model, clicks);
            let mut climbing = 0;
            for _ in 0..300 {
                host.step(&mut world, Input { bits: 0 });
                let s = world.entities()[1].state;
                if vaulting(c, s) {
                    assert_eq!(s, state, "{what}");
                    climbing += 1;
                }
            }
            common::assert_no_script_error(&host, c.name);
            let at = world.entities()[1].pos;
            assert!(
                climbing > 0 && climbing <= frames,
                "{what}: {climbing} ticks climbing, one climb is {frames}: {at:?}"
            );
            assert_eq!(at[1], -clicks * 256, "{what}: on the step {at:?}");
            assert!(at[0] < 6 * SECTOR, "{what}: {at:?}");
        }
    }
}
