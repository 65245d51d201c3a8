//! The figures TR2 changed in Lara's shared moves, read from TRX tr2
//! (`src/tr2/game/lara/`) and checked against tomb3, TOMB4 and TOMB5,
//! proved on each game's own Lara (her model, animations and state
//! changes lent to builder rooms from `TR_DATA_DIR`'s test levels), with
//! TR1 kept as TRX tr1 has it. Skipped with a notice without `TR_DATA_DIR`.

use crate::common;

use common::moves::{hold, lara_at, play_bits, Played};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::world::{Input, World};

const SECTOR: i32 = 1024;
const LATER_GAMES: [Game; 4] = [Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];
const DEATH: u16 = 8;

/// Runs off the edge of a floor into a pit `clicks` deep, starting with
/// `health`.
fn run_into_pit(game: Game, clicks: i32, health: i16) -> Option<Played> {
    let mut room = RoomDef::boxed(0, 0, 10, 20, 0, -40);
    for x in 1..9 {
        for z in 6..19 {
            room.sector_mut(x, z).floor = [clicks; 4];
        }
    }
    let lara = lara_at([5 * SECTOR + 512, 0, 5 * SECTOR], 0);
    let inputs = [hold(3, 0), hold(40, Input::FORWARD), hold(60, 0)].concat();
    play_bits(game, vec![room], lara, &inputs, |world: &mut World, _| {
        world.entities[0].health = health;
    })
}

// TRX tr2 lara/misc.c Lara_LandedBad (and tomb3, TOMB4, TOMB5
// LaraLandedBad) call a landing fatal when it leaves `hit_points <= 0`;
// TRX tr1 Lara_LandedBad tests `< 0`, so TR1's Lara lands standing on
// exactly 0 and dies a tick later. Sixteen clicks land at a fall speed
// between 141 and 154 (hurt, not killed): the damage is read from a
// landing at full health, then she lands with exactly that much.
#[test]
fn a_landing_that_leaves_exactly_0_health_kills_from_tr2_on() {
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let Some(full) = run_into_pit(game, 16, 1000) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let damage = 1000 - full.last().health;
        assert!(
            damage > 0 && damage < 1000,
            "{game:?}: hurt, not killed: {damage}, fell at {}: {:?}",
            full.ticks
                .iter()
                .map(|t| t.lara.fall_speed)
                .max()
                .unwrap_or(0),
            full.states()
        );
        let p = run_into_pit(game, 16, damage).expect("levels found once");
        let landed = p.first("landed on 0 health", |e| e.health == 0);
        let goal = p.ticks[landed].lara.goal_state;
        if game == Game::Tr1 {
            assert_ne!(goal, DEATH, "TR1 lands standing: {:?}", p.states());
        } else {
            assert_eq!(goal, DEATH, "{game:?} dies landing: {:?}", p.states());
        }
        assert!(p.ever(|e| e.state == DEATH), "{game:?}: dead in the end");
    }
}
