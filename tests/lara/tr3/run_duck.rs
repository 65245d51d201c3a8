//! Duck pressed while she runs, game by game, proved on each game's own
//! Lara lent to a builder room (skipped without `TR_DATA_DIR`).

use crate::common;

use common::moves::{hold, lara_at, play_bits};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::world::Input;

const RUN: u16 = 1;
const STOP: u16 = 2;
const DUCK: u16 = 71;

// tomb3 lara.cpp lara_as_run: Duck (not wading) stops her (the goal is
// the stop, tomb3's flexible crawl off); TOMB4 and TOMB5 lara_as_run: Duck
// with her hands free (or a one-handed gun) asks for the duck; TR1 and TR2
// have no Duck: she runs on.
#[test]
fn duck_stops_a_tr3_run_and_ducks_a_tr4_and_tr5_run() {
    for (game, goal) in [
        (Game::Tr1, RUN),
        (Game::Tr2, RUN),
        (Game::Tr3, STOP),
        (Game::Tr4, DUCK),
        (Game::Tr5, DUCK),
    ] {
        let room = RoomDef::boxed(0, 0, 6, 20, 0, -16);
        let lara = lara_at([3 * 1024 + 512, 0, 1024 + 512], 0);
        let inputs = [
            hold(3, 0),
            hold(20, Input::FORWARD),
            hold(1, Input::FORWARD | Input::DUCK),
        ]
        .concat();
        let Some(p) = play_bits(game, vec![room], lara, &inputs, |_, _| {}) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let last = p.last();
        assert_eq!(p.ticks[22].lara.state, RUN, "{game:?} ran");
        assert_eq!(last.goal_state, goal, "{game:?}: {:?}", p.states());
    }
}
