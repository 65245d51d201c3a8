//! The figures TR2 changed in Lara's shared moves, read from TRX tr2
//! (`src/tr2/game/lara/`) and checked against tomb3, TOMB4 and TOMB5,
//! proved on each game's own Lara (her model, animations and state
//! changes lent to builder rooms from `TR_DATA_DIR`'s test levels), with
//! TR1 kept as TRX tr1 has it. Skipped with a notice without `TR_DATA_DIR`.

use crate::common;

use common::moves::{hold, lara_at, lean, play_bits, steady, turns_in, Played};
use tombrs::builder::RoomDef;
use tombrs::format::Game;
use tombrs::world::{Input, WaterState, World};

const SECTOR: i32 = 1024;
const LATER_GAMES: [Game; 4] = [Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5];
const DEATH: u16 = 8;
const TREAD: u16 = 13;
const SURF_TREAD: u16 = 33;
const SURF_SWIM: u16 = 34;
const STOP: u16 = 2;
const RUN: u16 = 1;
const FORWARD_JUMP: u16 = 3;
const BACK_JUMP: u16 = 25;
const TWIST: u16 = 68;
const SURF_BACK: u16 = 47;

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
        world.entities_mut()[0].health = health;
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

/// A pool 5 × 5 sectors, eight clicks deep, Lara treading in its middle
/// facing east, playing `inputs`.
fn pool(game: Game, inputs: &[u32]) -> Option<Played> {
    let mut pool = RoomDef::boxed(0, 0, 5, 5, 8, 0);
    pool.water = true;
    let lara = lara_at([2 * SECTOR + 512, 1024, 2 * SECTOR + 512], 0x4000);
    play_bits(game, vec![pool], lara, inputs, |_, _| {})
}

// TRX tr2 lara/state.c Lara_SwimTurn (tomb3, TOMB4, TOMB5 laraswim.cpp
// SwimTurn): Left adds −409 to the turn rate down to −1,092 and leans her
// −546; control.c Lara_HandleUnderwater then takes 364 off the lean and
// holds it within ±4,004, takes 364 off the turn rate and turns her by
// it: the turn grows by 45 a tick up to 728, the lean by 182 up to 4,004.
// TRX tr1 Lara_State_Swim turns her yaw by 1,092 directly and leans the
// same.
#[test]
fn treading_water_turns_through_the_turn_rate_and_leans_from_tr2_on() {
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let Some(p) = pool(game, &[hold(10, 0), hold(40, Input::LEFT)].concat()) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let turns = turns_in(&p, TREAD);
        let leans: Vec<i32> = p.ticks.iter().map(|t| lean(&t.lara)).collect();
        assert!(turns.len() > 30, "{game:?} treading: {:?}", p.states());
        if game == Game::Tr1 {
            assert_eq!(steady(&turns), -1092, "{game:?}: {turns:?}");
        } else {
            assert_eq!(steady(&turns), -728, "{game:?}: {turns:?}");
            let held = &turns[25..];
            assert_eq!(&turns[9..14], &[-45, -90, -135, -180, -225], "{game:?}");
            assert!(held.iter().all(|&d| d == -728), "{game:?}: {turns:?}");
        }
        assert_eq!(&leans[10..13], &[-182, -364, -546], "{game:?}");
        assert_eq!(*leans.iter().min().unwrap(), -4004, "{game:?}: {leans:?}");
    }
}

/// A pool 5 × 5 sectors, eight clicks deep, open to an air room above at
/// y = 0, Lara just under its surface (she comes up at once) facing east,
/// playing `inputs`.
fn surface(game: Game, inputs: &[u32]) -> Option<Played> {
    let air = RoomDef::boxed(0, 0, 5, 5, 0, -16);
    let mut pool = RoomDef::boxed(0, 0, 5, 5, 8, 0);
    pool.water = true;
    for x in 1..4 {
        for z in 1..4 {
            pool.sector_mut(x, z).open_above = true;
        }
    }
    let lara = lara_at([2 * SECTOR + 512, 16, 2 * SECTOR + 512], 0x4000);
    play_bits(game, vec![air, pool], lara, inputs, |_, _| {})
}

// TRX tr1 and tr2 lara/state.c Lara_State_SurfTread and SurfSwim turn her
// LARA_SLOW_TURN (728) a tick, SurfBack, SurfLeft and SurfRight
// LARA_SLOW_TURN / 2 = LARA_SURF_TURN (364); tomb3, TOMB4 and TOMB5
// larasurf.cpp lara_as_surf* the same.
#[test]
fn at_the_surface_she_turns_728_treading_and_364_swimming_back() {
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let inputs = [
            hold(10, 0),
            hold(20, Input::LEFT),
            hold(10, 0),
            hold(40, Input::BACK | Input::LEFT),
        ]
        .concat();
        let Some(p) = surface(game, &inputs) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        assert_eq!(p.ticks[5].lara.water, WaterState::Surface, "{game:?}");
        assert_eq!(steady(&turns_in(&p, SURF_TREAD)[9..29]), -728, "{game:?}");
        if game == Game::Tr4 {
            // TR4's test level gives her one-frame surface animations
            // without state changes (`tombrs info TEST1.TR4 --anims 0`:
            // 110, 114, 140): she never strokes back there.
            continue;
        }
        let back = turns_in(&p, SURF_BACK);
        assert!(back.len() > 10, "{game:?} swam back: {:?}", p.states());
        assert_eq!(steady(&back), -364, "{game:?}: {back:?}");
    }
}

// TRX tr2 Lara_State_SurfTread counts the ticks Jump is held and dives her
// on the tenth (dive_count == 10; TRX tr1 DIVE_WAIT, tomb3/TOMB4/TOMB5
// lara_as_surftread the same); Lara_State_SurfSwim starts the count again
// and Jump sends her back to treading. Jump alone dives her on its tenth
// tick; Forward with it strokes ahead first and dives her only once she
// has trodden water ten ticks with Jump held.
#[test]
fn at_the_surface_jump_held_ten_ticks_treading_dives() {
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let Some(p) = surface(game, &[hold(10, 0), hold(20, Input::JUMP)].concat()) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let under = p.first("dived", |e| e.water == WaterState::Underwater);
        assert_eq!(under, 10 + 9, "{game:?}: the tenth tick of Jump dives her");
        if game == Game::Tr4 {
            // TR4's test level gives her one-frame surface animations
            // without state changes: she never strokes ahead there.
            continue;
        }
        let inputs = [hold(10, 0), hold(40, Input::FORWARD | Input::JUMP)].concat();
        let p = surface(game, &inputs).expect("levels found once");
        let ahead = p.first("swam ahead", |e| e.state == SURF_SWIM);
        let under = p.first("dived", |e| e.water == WaterState::Underwater);
        assert!(under > ahead, "{game:?}: dived at once: {:?}", p.states());
        let before = &p.ticks[under - 10..under];
        assert!(
            before.iter().all(|t| t.lara.state == SURF_TREAD),
            "{game:?}: dived after ten ticks treading: {:?}",
            p.states()
        );
    }
}

/// A flat room 12 × 12 sectors, Lara in its middle facing east, playing
/// `inputs`.
fn open_floor(game: Game, inputs: &[u32]) -> Option<Played> {
    let room = RoomDef::boxed(0, 0, 12, 12, 0, -16);
    let lara = lara_at([6 * SECTOR + 512, 0, 6 * SECTOR + 512], 0x4000);
    play_bits(game, vec![room], lara, inputs, |_, _| {})
}

/// A standing jump on [`open_floor`]: Jump with `way` held until she is in
/// `state` (the tick it shows in a first play holding `way` throughout:
/// the take-off reads the keys that tick), then `then` held.
fn jump_then(game: Game, way: u32, state: u16, then: u32) -> Option<Played> {
    let take_off = [hold(3, 0), hold(3, Input::JUMP | way)].concat();
    let first = open_floor(game, &[take_off.clone(), hold(40, way)].concat())?;
    let jumped = first.first("jumped", |e| e.state == state);
    let inputs = [take_off, hold(jumped + 1 - 6, way), hold(40, then)].concat();
    open_floor(game, &inputs)
}

/// She ends `p` standing or running on the open floor (y 0), out of the
/// air.
fn landed_on_the_floor(game: Game, p: &Played) {
    let last = p.last();
    assert_eq!(last.pos[1], 0, "{game:?}: on the floor: {:?}", p.states());
    assert!(!last.gravity, "{game:?}: out of the air");
    assert!(
        last.state == STOP || last.state == RUN,
        "{game:?}: landed: {:?}",
        p.states()
    );
}

// TRX tr2 lara/state.c Lara_State_BackJump (tomb3, TOMB4, TOMB5
// lara_as_backjump): Forward or Roll asks for the twist (68), which the
// back jump's animation (75) takes in its first five frames (anim 212);
// no animation carries state 68 itself (tomb3 and TOMB4 give it
// lara_void_func for both routines): 212 plays under the back jump (25),
// its last frame turns her round (flipeffect 0, FX_Turn180), and 213 and
// the forward jump's loop (77) fly her on under the forward jump (3), whose
// collision (Lara_Col_ForwardJump) lands her. TRX tr1 Lara_State_BackJump
// has no twist. She flies on the way she jumped, facing it.
#[test]
fn forward_in_a_back_jump_twists_her_round_from_tr2_on() {
    const BACK_JUMP_TWIST: u32 = 212;
    const BACK_JUMP_TWIST_END: u32 = 213;
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let Some(p) = jump_then(game, Input::BACK, BACK_JUMP, Input::FORWARD) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let twisted = p.ever(|e| e.anim.0 == BACK_JUMP_TWIST);
        let facing = p.last().rot[1];
        if game == Game::Tr1 {
            assert!(!twisted, "TR1 never twists");
            assert_eq!(facing, 0x4000, "TR1 still faces east");
        } else {
            assert!(twisted, "{game:?}: twisted: {:?}", p.states());
            assert!(!p.ever(|e| e.state == TWIST), "{game:?}: never in state 68");
            let turned = p.first("turned round", |e| e.rot[1] == 0xC000);
            assert_eq!(
                p.ticks[turned].lara.anim.0, BACK_JUMP_TWIST,
                "{game:?}: by 212's last frame"
            );
            assert!(
                p.ticks[turned + 1..]
                    .iter()
                    .take_while(|t| t.lara.gravity)
                    .all(|t| t.lara.state == FORWARD_JUMP && t.lara.rot[1] == 0xC000),
                "{game:?}: flies on as a forward jump: {:?}",
                p.states()
            );
            assert!(p.ever(|e| e.anim.0 == BACK_JUMP_TWIST_END), "{game:?}: 213");
            assert_eq!(facing, 0xC000, "{game:?} faces west, the way she flew");
        }
        landed_on_the_floor(game, &p);
        let west = p.ticks.iter().map(|t| t.lara.pos[0]).min().unwrap();
        assert!(west < 6 * SECTOR, "{game:?}: flew west");
    }
}

// TRX tr2 Lara_State_RightJump / LeftJump (tomb3, TOMB4, TOMB5
// lara_as_rightjump / leftjump): the key against the jump asks for the
// twist; TR2–TR5's side-jump animations offer no change to it, so she
// lands as she jumped.
#[test]
fn the_key_against_a_side_jump_asks_for_the_twist_from_tr2_on() {
    const RIGHT_JUMP: u16 = 26;
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let Some(p) = jump_then(game, Input::RIGHT, RIGHT_JUMP, Input::LEFT) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let asked = p.ever(|e| e.state == RIGHT_JUMP && e.goal_state == TWIST);
        assert_eq!(asked, game != Game::Tr1, "{game:?}");
        assert!(
            p.ticks.iter().all(|t| t.lara.rot[1] == 0x4000),
            "{game:?}: never turned"
        );
        landed_on_the_floor(game, &p);
    }
}

// TRX tr2 Lara_State_FastDive (tomb3, TOMB4, TOMB5 lara_as_fastdive):
// Roll asks for the twist, which the fast dive's animation (153) takes
// (anim 208); TRX tr1 Lara_State_FastDive has none.
#[test]
fn roll_in_a_fast_dive_twists_her_from_tr2_on() {
    const FAST_DIVE: u16 = 53;
    const FAST_DIVE_TWIST: u32 = 208;
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let mut room = RoomDef::boxed(0, 0, 10, 20, 0, -16);
        for x in 1..9 {
            for z in 4..19 {
                room.sector_mut(x, z).floor = [36; 4];
            }
        }
        let lara = lara_at([5 * SECTOR + 512, 0, 2 * SECTOR], 0);
        let inputs = [
            hold(3, 0),
            hold(15, Input::FORWARD),
            hold(12, Input::FORWARD | Input::JUMP | Input::WALK),
            hold(20, Input::WALK),
            hold(100, Input::WALK | Input::ROLL),
        ]
        .concat();
        let Some(p) = play_bits(game, vec![room], lara, &inputs, |_, _| {}) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        assert!(
            p.ever(|e| e.state == FAST_DIVE),
            "{game:?}: {:?}",
            p.states()
        );
        let twisted = p.ever(|e| e.anim.0 == FAST_DIVE_TWIST);
        assert_eq!(twisted, game != Game::Tr1, "{game:?}: {:?}", p.states());
        // 208 plays under the fast dive (53) and leads back to its loop
        // (153): Lara_Col_FastDive lands her on the pit's floor, falling
        // faster than 133 after 36 clicks: the landing kills her.
        assert!(
            p.ticks
                .iter()
                .filter(|t| t.lara.anim.0 == FAST_DIVE_TWIST)
                .all(|t| t.lara.state == FAST_DIVE),
            "{game:?}: {:?}",
            p.states()
        );
        let last = p.last();
        assert_eq!(last.pos[1], 36 * 256, "{game:?}: on the pit's floor");
        assert!(!last.gravity, "{game:?}: out of the air");
        assert_eq!(last.state, DEATH, "{game:?}: {:?}", p.states());
    }
}

// TRX tr2 lara/state.c Lara_State_Run (tomb3, TOMB4, TOMB5 lara_as_run):
// g_JumpPermitted / jump_ok is cleared in the run-start animation (6) and
// set again at the run's (0) frame 4, so Jump held from the first tick of
// the run asks for the forward jump only from that frame; TRX tr1
// Lara_State_Run asks at once.
#[test]
fn running_she_may_jump_only_from_the_runs_fourth_frame_from_tr2_on() {
    const RUN_START: u32 = 6;
    const RUN_ANIM: u32 = 0;
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let inputs = [
            hold(3, 0),
            hold(2, Input::FORWARD),
            hold(30, Input::FORWARD | Input::JUMP),
        ]
        .concat();
        let Some(p) = open_floor(game, &inputs) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        // The control routine reads her frame as the last tick left it.
        let asked = p.first("asked for the jump", |e| e.goal_state == FORWARD_JUMP);
        let before = &p.ticks[asked - 1].lara;
        assert_eq!(
            before.state,
            RUN,
            "{game:?}: from the run: {:?}",
            p.states()
        );
        if game == Game::Tr1 {
            assert_eq!(before.anim.0, RUN_START, "TR1 asks at once");
        } else {
            // The run's first frame is frame 0 of the level's frames.
            assert_eq!(
                (before.anim.0, before.frame),
                (RUN_ANIM, 4),
                "{game:?} asks from the run's frame 4"
            );
        }
    }
}

// TRX tr2 lara/col.c Lara_Col_UpJump (tomb3, TOMB4, TOMB5
// lara_col_upjump): while she rises faster than 70 and meets nothing,
// Forward adds 1 to her speed up to 5 (Back takes 2 off down to −5); TRX
// tr1 Lara_Col_UpJump has no drift.
#[test]
fn forward_in_an_up_jump_drifts_her_ahead_from_tr2_on() {
    const UP_JUMP: u16 = 28;
    for game in [Game::Tr1].into_iter().chain(LATER_GAMES) {
        let Some(p) = jump_then(game, 0, UP_JUMP, Input::FORWARD) else {
            eprintln!("TR_DATA_DIR not set: skipped");
            return;
        };
        let rising: Vec<(i32, i32)> = p
            .ticks
            .iter()
            .filter(|t| t.lara.state == UP_JUMP && t.lara.gravity)
            .map(|t| (t.lara.fall_speed, t.lara.speed))
            .collect();
        assert!(rising.len() > 5, "{game:?}: {:?}", p.states());
        // The take-off's own speed (its jump command), then the drift.
        let top = rising.iter().map(|&(_, s)| s).max().unwrap();
        if game == Game::Tr1 {
            assert!(
                rising.iter().all(|&(_, s)| s == rising[0].1),
                "TR1 does not drift: {rising:?}"
            );
            continue;
        }
        assert!(rising[0].1 < 5, "{game:?}: {rising:?}");
        assert_eq!(top, 5, "{game:?}: {rising:?}");
        // One more a tick while she rises fast, then held.
        let steps: Vec<i32> = rising.windows(2).map(|w| w[1].1 - w[0].1).collect();
        assert!(
            steps.iter().all(|&d| d == 0 || d == 1),
            "{game:?}: {rising:?}"
        );
    }
}
