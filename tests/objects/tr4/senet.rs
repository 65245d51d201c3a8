//! TR4's Senet (scripts/objects/common/senet.lua the rules,
//! senet_sticks.lua the board's routine, senet_piece.lua the pieces): the
//! rules driven through the module's Lua API, and whole games played on a
//! builder level with stand-in models: Lara throws the sticks with Action
//! (her stand-in ANIM_THROWSTIX 426), her piece is chosen by switching it
//! on as its trigger would, the opponent plays itself, and the winner's
//! prize is switched on.

use crate::common;

use std::sync::Arc;

use common::arena::{activate, stand_in};
use common::controlled::hero_with;
use common::lua_eval;
use common::traps::{mid, no_script_errors};
use tombrs::builder::{EntityDef, LevelDef, RoomDef};
use tombrs::format::Game;
use tombrs::level::Level;
use tombrs::script::{HostConfig, ScriptHost};
use tombrs::world::{Input, Status, World};

// Type ids (spec catalogue-tr4-tr5.md).
const GAME_PIECE1: u16 = 108;
const ENEMY_PIECE: u16 = 111;
const WHEEL_OF_FORTUNE: u16 = 112;
const TRAPDOOR1: u16 = 122;
const RAISING_BLOCK2: u16 = 152;
/// Lara's ANIM_THROWSTIX (TOMB4 lara_states.h).
const THROWSTIX: usize = 426;
/// The room whose TRAPDOOR1 the opponent's win opens (TOMB4
/// CheckSenetWinner: rooms 20, 21, 22, 81).
const LOST_ROOM: usize = 20;

// Entity indices in `board_level`.
const STICKS: usize = 1;
const FIRST_PIECE: usize = 2;
const WON_BLOCK: usize = 8;
const LOST_TRAPDOOR: usize = 9;

/// A TR4 level: room 0 (12 × 16 sectors) holds Lara facing +x at sector
/// (9, 8) with the sticks 100 in front of her, facing her; Lara's pieces at
/// home in column 2 (sectors z 1-3), the opponent's in column 6 (OCB 0-2);
/// a RAISING_BLOCK2 in room 0 (Lara's prize); room 20, far off, holds a
/// TRAPDOOR1 (the opponent's).
fn board_level() -> Level {
    let mut rooms = vec![RoomDef::boxed(0, 0, 12, 16, 0, -16)];
    for i in 1..=LOST_ROOM {
        rooms.push(RoomDef::boxed(40 + 4 * i as i32, 0, 3, 3, 0, -16));
    }
    let lara = mid(9, 8);
    let mut hero = EntityDef::new(0, 0, [lara[0], 0, lara[1]]);
    hero.angle = 0x4000;
    let mut sticks = EntityDef::new(WHEEL_OF_FORTUNE, 0, [lara[0] + 100, 0, lara[1]]);
    sticks.angle = 0xC000;
    let mut entities = vec![hero, sticks];
    for k in 0..3 {
        let at = mid(2, 1 + k);
        entities.push(EntityDef::new(GAME_PIECE1 + k as u16, 0, [at[0], 0, at[1]]));
    }
    for k in 0..3 {
        let at = mid(6, 1 + k);
        let mut e = EntityDef::new(ENEMY_PIECE, 0, [at[0], 0, at[1]]);
        e.ocb = k as i16;
        entities.push(e);
    }
    let block = mid(10, 14);
    entities.push(EntityDef::new(RAISING_BLOCK2, 0, [block[0], 0, block[1]]));
    let far = (40 + 4 * LOST_ROOM as i32) * 1024 + 1536;
    entities.push(EntityDef::new(TRAPDOOR1, LOST_ROOM, [far, 0, 1536]));
    let mut models = vec![hero_with(&[(THROWSTIX, 30)])];
    for t in [108, 109, 110, 111, 112, TRAPDOOR1, RAISING_BLOCK2] {
        models.push(stand_in(t as u32, 100, &[(0, 0), (1, 0)]));
    }
    let def = LevelDef {
        rooms,
        models,
        entities,
        ..Default::default()
    };
    Level::from_raw(&tombrs::builder::build(&def, Game::Tr4)).unwrap()
}

/// The world of `board_level` with the shipped scripts, seeded `seed`.
fn board(seed: u32) -> (World, ScriptHost) {
    let level = Arc::new(board_level());
    let mut world = World::new(level.clone(), seed);
    let mut host = ScriptHost::new(&HostConfig::with_mods(&[]), level.game, None).unwrap();
    host.bind_all(&mut world);
    (world, host)
}

#[test]
fn the_rules_move_by_the_throw_capture_and_give_another_throw() {
    let (mut world, mut host) = board(1);
    host.step(&mut world, Input { bits: 0 });
    // Each check returns a string: "" when it holds, else what went wrong.
    let failures: String = lua_eval(
        &host,
        &mut world,
        r#"
        local senet = require("objects.common.senet")
        local out = {}
        local function check(ok, what) if not ok then out[#out + 1] = what end end
        local g = senet.new_game()
        -- A move is exactly the throw; the turn passes off a multiple of 4.
        check(senet.move(g, 1, 3) and g.squares[1] == 3, "piece 1 moves 3")
        check(g.turn == "opponent", "turn passes: " .. g.turn)
        check(not senet.move(g, 2, 3), "no two of a side on one square")
        check(senet.can_move(g, 2, 2), "another square is free")
        -- Ending on square 4, or throwing 6, gives another throw.
        g.turn = "throw"
        check(senet.move(g, 1, 1) and g.squares[1] == 4 and g.turn == "throw", "4 again")
        check(senet.move(g, 1, 6) and g.squares[1] == 10 and g.turn == "throw", "6 again")
        -- The opponent landing on Lara's piece in the shared row sends it home.
        g.squares[4] = 8
        check(senet.move(g, 4, 2) and g.squares[4] == 10 and g.squares[1] == 0, "capture")
        check(g.turn == "throw", "Lara's turn after the opponent's 2")
        -- The own lanes (1-4) are safe: both sides may stand on 'square 2'.
        g.squares[2], g.squares[5] = 2, 0
        check(senet.move(g, 5, 2) and g.squares[2] == 2 and g.squares[5] == 2, "lanes safe")
        -- Exactly to 16, which takes the piece off; never past it.
        g.squares[3] = 14
        check(not senet.move(g, 3, 3), "no overshoot")
        check(senet.move(g, 3, 2) and g.squares[3] == senet.OFF, "off at 16")
        check(not senet.can_move(g, 3, 1), "an off piece stays off")
        -- The opponent moves the first of its pieces that can.
        g.squares[4], g.squares[5], g.squares[6] = 6, 9, 0
        check(senet.first_movable(g, senet.OPPONENT, 3) == 5, "piece 4 blocked by 5 on 9")
        -- Her choice waits for the spin, and only her own pieces.
        g.turn, g.throw, g.spin, g.moving = "choose", 1, 5, nil
        check(not senet.choose(g, 1), "not while the sticks spin")
        g.spin = 0
        check(not senet.choose(g, 4), "not the opponent's piece")
        check(senet.choose(g, 2) and g.squares[2] == 3, "her piece by her throw")
        -- The winner: a side with all three off.
        check(senet.winner(g) == nil, "no winner yet")
        g.squares[4], g.squares[5], g.squares[6] = senet.OFF, senet.OFF, senet.OFF
        check(senet.winner(g) == senet.OPPONENT, "the opponent wins")
        -- Throws: four sticks at even odds, none up counts 6.
        local count = {}
        for _ = 1, 1600 do
          local n = senet.throw(g)
          count[n] = (count[n] or 0) + 1
        end
        check(count[5] == nil and count[0] == nil, "only 1-4 and 6")
        -- Expected 100 (1/16), 400, 600, 400, 100 (1600 throws).
        check(count[6] > 60 and count[6] < 140, "6: " .. tostring(count[6]))
        check(count[2] > 500 and count[2] < 700, "2: " .. tostring(count[2]))
        check(count[4] > 60 and count[4] < 140, "4: " .. tostring(count[4]))
        return table.concat(out, "; ")
        "#,
    );
    assert_eq!(failures, "", "rules");
    no_script_errors(&host);
}

/// What a whole game showed.
#[derive(Default, Debug)]
struct Played {
    winner: i64,
    throws_by_lara: usize,
    moves: usize,
    wrong_moves: Vec<String>,
    captures: usize,
    off_place: Vec<String>,
    lara_threw: bool,
    ticks: usize,
}

/// Plays a game on `board(seed)`: Lara throws whenever it is her turn;
/// her choice is her movable piece furthest on (`front`) or furthest back.
/// Every change of a square is checked against the throw.
fn play(seed: u32, front: bool) -> (World, ScriptHost, Played) {
    let (mut world, mut host) = board(seed);
    let mut out = Played::default();
    let mut last: Vec<i64> = Vec::new();
    for t in 0..60_000 {
        let (turn, spin, moving): (String, i64, bool) = lua_eval(
            &host,
            &mut world,
            "local g = world.level_state().senet; return g.turn, g.spin, g.moving ~= nil",
        );
        if turn == "over" {
            out.ticks = t;
            break;
        }
        let mut bits = 0;
        if turn == "throw" && spin == 0 && !moving {
            bits = Input::ACTION;
        }
        if turn == "choose" && spin == 0 && !moving {
            let pick = if front { "3, 1, -1" } else { "1, 3, 1" };
            let index: i64 = lua_eval(
                &host,
                &mut world,
                &format!(
                    "local senet = require('objects.common.senet')
                     local g = world.level_state().senet
                     local best
                     for s = {pick} do
                       if senet.can_move(g, s, g.throw) and (not best or
                          g.squares[s] {cmp} g.squares[best]) then best = s end
                     end
                     return g.pieces[best]",
                    cmp = if front { ">" } else { "<" }
                ),
            );
            // Switched on as its trigger would (she steps on it).
            activate(&mut world, &mut host, index as usize);
        }
        host.step(&mut world, Input { bits });
        let anim: i64 = lua_eval(&host, &mut world, "return world.lara().anim");
        out.lara_threw |= anim == THROWSTIX as i64;
        let (squares, throw): (Vec<i64>, i64) = lua_eval(
            &host,
            &mut world,
            "local g = world.level_state().senet; return g.squares, g.throw",
        );
        if !last.is_empty() && squares != last {
            let mut landed = None;
            for s in 0..6 {
                let (from, to) = (last[s], squares[s]);
                if from == to || (to == 0 && from > 0) {
                    continue;
                }
                out.moves += 1;
                let want = if from + throw == 16 { -1 } else { from + throw };
                if to != want {
                    out.wrong_moves
                        .push(format!("slot {} {from} -> {to} by {throw}", s + 1));
                }
                landed = Some((s, to));
            }
            for s in 0..6 {
                if squares[s] == 0 && last[s] > 0 {
                    let by_other =
                        landed.is_some_and(|(m, to)| (m < 3) != (s < 3) && to == last[s]);
                    assert!(by_other, "slot {} went home without a capture", s + 1);
                    out.captures += 1;
                }
            }
        }
        last = squares;
        // Once a move has played out, every piece on the board stands on
        // its square (one sent home stands at its home square).
        let settled: String = lua_eval(
            &host,
            &mut world,
            "local senet = require('objects.common.senet')
             local g = world.level_state().senet
             if g.moving or g.spin > 0 then return '' end
             local bad = {}
             for s = 1, 6 do
               local o = world.entity(g.pieces[s])
               if g.squares[s] ~= senet.OFF and o and o:exists() then
                 local x, z = senet.place(g, s, g.squares[s])
                 if o.x ~= x or o.z ~= z then
                   bad[#bad + 1] = s .. ' at ' .. o.x .. ',' .. o.z .. ' not ' .. x .. ',' .. z
                 end
               end
             end
             return table.concat(bad, '; ')",
        );
        if !settled.is_empty() {
            out.off_place.push(settled);
        }
        if turn == "throw" && bits != 0 {
            let now: String = lua_eval(&host, &mut world, "return world.level_state().senet.turn");
            if now != "throw" {
                out.throws_by_lara += 1;
            }
        }
    }
    out.winner = lua_eval(
        &host,
        &mut world,
        "return world.level_state().senet.winner or 0",
    );
    (world, host, out)
}

/// The Senet entities (sticks and pieces) are all put away.
fn put_away(world: &World) -> bool {
    (STICKS..FIRST_PIECE + 6).all(|i| {
        let e = &world.entities()[i];
        !e.exists() || (e.invisible && e.status == Status::Deactivated)
    })
}

#[test]
fn a_whole_game_lara_wins_and_her_prize_rises() {
    // Seed found by playing: Lara, moving her front piece, wins it.
    let (world, host, game) = (1..40)
        .map(|seed| play(seed, true))
        .find(|(_, _, g)| g.winner == 1 && g.captures > 0)
        .expect("some seed gives Lara a win with a capture");
    eprintln!("{game:?}");
    assert!(game.lara_threw, "she played ANIM_THROWSTIX");
    assert!(game.throws_by_lara >= 6, "she threw: {game:?}");
    assert!(game.wrong_moves.is_empty(), "{:?}", game.wrong_moves);
    assert!(game.off_place.is_empty(), "{:?}", game.off_place);
    // Three pieces a side, 16 squares each: at least 3 × 16 / 6 moves.
    assert!(game.moves >= 8, "{game:?}");
    assert_eq!(
        world.entities()[WON_BLOCK].status,
        Status::Active,
        "her prize"
    );
    assert_ne!(world.entities()[LOST_TRAPDOOR].status, Status::Active);
    assert!(put_away(&world), "the board put away");
    for i in FIRST_PIECE..FIRST_PIECE + 3 {
        assert!(!world.entities()[i].exists(), "her pieces left the board");
    }
    no_script_errors(&host);
}

#[test]
fn a_whole_game_the_opponent_wins_and_its_trapdoor_opens() {
    let (world, host, game) = (1..40)
        .map(|seed| play(seed, false))
        .find(|(_, _, g)| g.winner == 2)
        .expect("some seed gives the opponent the win");
    eprintln!("{game:?}");
    assert!(game.wrong_moves.is_empty(), "{:?}", game.wrong_moves);
    assert!(game.off_place.is_empty(), "{:?}", game.off_place);
    assert_eq!(
        world.entities()[LOST_TRAPDOOR].status,
        Status::Active,
        "its prize"
    );
    assert_ne!(world.entities()[WON_BLOCK].status, Status::Active);
    assert!(put_away(&world), "the board put away");
    for i in FIRST_PIECE + 3..FIRST_PIECE + 6 {
        assert!(!world.entities()[i].exists(), "its pieces left the board");
    }
    no_script_errors(&host);
}
