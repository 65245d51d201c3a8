//! The senses' pitch at a crouching Lara (`x_angle`): tomb3, TOMB4 and
//! TOMB5 box.cpp `CreatureAIInfo` take her 384 higher (`y -= 384`) while
//! she is in one of their crouch states before the arctangent; TOMB5's
//! range of states (AS_MONKEY180 < state < AS_HANG2DUCK) also holds the
//! crawl back and the monkey-hang turns. The height test of `bite` still
//! takes her feet.

use crate::common;

use common::arena::{
    arena_for, facing_lara, open_room, scripted, stand_in_with, BODY_HEIGHT, LARA_AT,
};
use common::lua_eval;
use tombrs::format::Game;

/// Lara's states by number (lara.md; every game from TR3 numbers them so).
const STOP: u16 = 2;
const DUCK: u16 = 71;
const MONKEY_TURN_LEFT: u16 = 82;
const CRAWL_BACK: u16 = 86;
const DUCK_ROTATE_LEFT: u16 = 105;

/// The dog's type per game: any creature will do, the senses do not ask
/// which (its locomotion is given here, before its control runs).
fn dog(game: Game) -> u32 {
    match game {
        Game::Tr3 => 22,
        _ => 91,
    }
}

/// The creature's `x_angle` at Lara two sectors off on the same floor while
/// she is in `state`, and whether it may bite there.
fn pitch_at(game: Game, state: u16) -> (i32, bool) {
    let model = stand_in_with(dog(game), 256, BODY_HEIGHT, &[(1, 0, 1)]);
    let dog = facing_lara(dog(game), 2048, 0, 0);
    let level = arena_for(game, open_room(), LARA_AT, vec![model], vec![dog]);
    let (mut world, host) = scripted(level);
    lua_eval(
        &host,
        &mut world,
        &format!(
            "local sense = require('ai.sense')
             local lara = world.lara()
             lara.anim_state = {state}
             local ai = {{ class = 'ground', pivot = 0, info = {{}} }}
             local dog = world.entity(1)
             dog:set_locomotion({{ zone = ai.class }})
             local info = sense.update(dog, ai, lara)
             return info.x_angle, info.bite"
        ),
    )
}

#[test]
fn a_standing_lara_on_the_same_floor_is_pitched_level() {
    for game in [Game::Tr3, Game::Tr4, Game::Tr5] {
        assert_eq!(pitch_at(game, STOP), (0, true), "{game:?}");
    }
}

#[test]
fn a_ducking_lara_is_pitched_at_384_above_her_feet_from_tr3_on() {
    // phd_atan(2048, 0 - 384): the table arctangent of a rise of 384 over
    // 2048 (10.62°) is 1,934 of the 16-bit circle, negative as her raised
    // point stands above the creature's.
    let lifted = pitch_at(Game::Tr4, DUCK);
    assert_eq!(lifted.0, -1934, "{lifted:?}");
    assert!(lifted.1, "the bite's height test keeps her feet");
    for game in [Game::Tr3, Game::Tr5] {
        assert_eq!(pitch_at(game, DUCK), lifted, "{game:?}");
    }
}

#[test]
fn each_game_lifts_its_own_crouch_states() {
    // TR3 has no duck rotation (TR4's); TR4 holds no crawl back, TOMB5's
    // range does, and the monkey-hang turns inside it.
    assert_eq!(pitch_at(Game::Tr3, DUCK_ROTATE_LEFT).0, 0);
    assert!(pitch_at(Game::Tr4, DUCK_ROTATE_LEFT).0 < 0);
    assert_eq!(pitch_at(Game::Tr4, CRAWL_BACK).0, 0);
    assert!(pitch_at(Game::Tr5, CRAWL_BACK).0 < 0);
    assert_eq!(pitch_at(Game::Tr4, MONKEY_TURN_LEFT).0, 0);
    assert!(pitch_at(Game::Tr5, MONKEY_TURN_LEFT).0 < 0);
}
