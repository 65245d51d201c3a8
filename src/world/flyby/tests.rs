//! Flyby playback tick by tick against the figures of TOMB4 spotcam.cpp
//! (`InitialiseSpotCam`, `CalculateSpotCams`) and TOMB5's fades.

use super::*;
use crate::world::camera::{CameraState, BARS_HEIGHT, FADE_SPEED};

const GAME: GameView = GameView {
    pos: [-4000, -1000, -4000],
    target: [-4000, -500, -2000],
};

fn point(x: i32, speed: u16, flags: u16, timer: u16) -> FlybyPoint {
    FlybyPoint {
        pos: [x, 0, 0],
        target: [x, 0, 1024],
        index: 0,
        fov: 80 * 182,
        roll: 0,
        timer,
        speed,
        flags,
        room: 0,
    }
}

fn sequence(points: Vec<FlybyPoint>) -> [FlybySequence; 1] {
    [FlybySequence {
        sequence: 0,
        points,
    }]
}

fn no_entity(_: u16) -> Option<[i32; 3]> {
    None
}

fn inputs(game: Game, player: [i32; 3], look: bool) -> FlybyInputs<'static> {
    FlybyInputs {
        game,
        player: Some(player),
        look,
        game_view: GAME,
        entity_pos: &no_entity,
    }
}

fn player_at(pos: [i32; 3]) -> FlybyPlayer {
    FlybyPlayer {
        pos,
        yaw: 0,
        health: 1000,
        air: 1800,
    }
}

/// A camera state that has started sequence 0 from the game camera
/// [`GAME`].
fn started(seq: &[FlybySequence]) -> CameraState {
    let mut cam = CameraState {
        game_view: Some(GAME),
        ..CameraState::default()
    };
    assert!(cam.trigger_flyby(0, true, seq, &player_at([0; 3])));
    cam
}

/// The frames shown until the flyby ends, and whether the player was held
/// on each tick.
fn play(points: Vec<FlybyPoint>) -> (Vec<FlybyFrame>, Vec<bool>) {
    let seq = sequence(points);
    let mut cam = started(&seq);
    let (mut frames, mut held) = (Vec::new(), Vec::new());
    while cam.flyby.is_some() && frames.len() < 1000 {
        held.push(cam.holds_player());
        cam.step(&seq, &inputs(Game::Tr4, [0; 3], false));
        frames.push(cam.flyby.and_then(|f| f.frame).unwrap_or_default());
    }
    (frames, held)
}

#[test]
fn a_segment_takes_as_many_ticks_as_its_speed_fits_in_the_spline() {
    // TOMB4 CalculateSpotCams: speed 5,240 (8 in the editor) a tick; the
    // point is reached once the position is within one more step of the
    // end: after 12 steps (62,880 > 65,536 − 5,240), the rest dropped.
    // Three points cut in and snapping back: two segments, 24 ticks.
    let flags = flags::CUT_IN | flags::SNAP_BACK;
    let (frames, _) = play(vec![point(0, 5240, flags, 0); 3]);
    assert_eq!(frames.len(), 24);
    // Half the speed: 25 steps a segment (65,536 − 2,620 = 62,916;
    // 2,620 and then 2,619 a step reach 62,856 at 24).
    let (frames, _) = play(vec![point(0, 2620, flags, 0); 3]);
    assert_eq!(frames.len(), 50);
}

#[test]
fn the_first_frame_is_the_first_point_and_each_frame_is_shown_before_the_step() {
    // CalculateSpotCams splines the frame at the position it starts the
    // tick at, then moves on: the first frame of a cut is the first point
    // itself, and the first of the second segment the second point.
    let points = vec![
        point(0, 5240, flags::CUT_IN | flags::SNAP_BACK, 0),
        point(4096, 5240, 0, 0),
        point(8192, 5240, 0, 0),
    ];
    let (frames, _) = play(points);
    assert_eq!(frames[0].pos, [0, 0, 0]);
    assert_eq!(frames[0].target, [0, 0, 1024]);
    assert_eq!(frames[0].fov, 80 * 182);
    assert_eq!(frames[12].pos[0], 4096);
    assert!(frames[11].pos[0] < 4096 && frames[1].pos[0] > 0);
}

#[test]
fn without_the_cut_flag_it_pans_in_from_the_game_camera() {
    // InitialiseSpotCam without SP_SNAPCAMERA: knots (game camera, game
    // camera, first point, second point) with the game's 80° lens and
    // (TOMB5) the first point's speed, so the pan takes a whole segment of
    // 12 ticks at 5,240; the points' own segments follow, then the cut back.
    let points = vec![
        point(0, 5240, flags::SNAP_BACK, 0),
        point(4096, 5240, 0, 0),
        point(8192, 5240, 0, 0),
    ];
    let (frames, _) = play(points);
    assert_eq!(frames[0].pos, GAME.pos);
    assert_eq!(frames[0].target, GAME.target);
    assert_eq!(frames[0].fov, GAME_FOV);
    assert!(frames[6].pos[0] > GAME.pos[0] && frames[6].pos[0] < 0);
    assert_eq!(frames[12].pos, [0, 0, 0], "the first point after the pan");
    assert_eq!(frames[24].pos[0], 4096);
    assert_eq!(frames.len(), 36);
}

#[test]
fn past_the_last_point_it_pans_back_to_the_chase_camera() {
    // Neither looping nor snapping back: the knots become (second last,
    // last, chase camera, chase camera) at the last point's speed and
    // half of it, and the flyby ends on reaching the chase camera.
    let points = vec![point(0, 5240, flags::CUT_IN, 0), point(4096, 5240, 0, 0)];
    let seq = sequence(points);
    let mut cam = started(&seq);
    let input = inputs(Game::Tr4, [0; 3], false);
    for _ in 0..12 {
        cam.step(&seq, &input);
    }
    let f = cam.flyby.expect("turned back, not ended");
    assert!(f.to_game);
    assert_eq!(
        f.knots,
        [Knot::Point(0), Knot::Point(1), Knot::Back, Knot::BackEnd]
    );
    let mut last = None;
    let mut ticks = 0;
    while let Some(f) = cam.flyby {
        cam.step(&seq, &input);
        if let Some(g) = cam.flyby {
            last = Some((f.position, g.frame));
        }
        ticks += 1;
    }
    // The half speed of the last knot only bends the speed's curve between
    // the two before it (5,240 at both ends): 12 ticks, as a segment out.
    assert_eq!(ticks, 12);
    // The frames run along the curve from the last point to the chase
    // camera; the last one the step before its end, where the chase camera
    // takes over.
    let (position, frame) = last.unwrap();
    let frame = frame.unwrap();
    let x = spline(position, &[0, 4096, GAME.pos[0], GAME.pos[0]]);
    assert_eq!(frame.pos[0], x);
    assert!(position > SPLINE_ONE * 3 / 4, "{position}");
}

#[test]
fn a_hold_waits_its_timer_over_16_at_the_point_and_control_comes_back_where_flagged() {
    // The middle point holds 160 >> 4 = 10 ticks (the count set on the
    // tick of arrival, then counted down) and gives control back.
    let points = vec![
        point(
            0,
            5240,
            flags::CUT_IN | flags::HOLD_PLAYER | flags::SNAP_BACK,
            0,
        ),
        point(0, 5240, flags::HOLD | flags::RELEASE_PLAYER, 160),
        point(0, 5240, 0, 0),
    ];
    let (frames, held) = play(points);
    assert_eq!(frames.len(), 24 + 10);
    assert!(held[..22].iter().all(|&h| h), "{held:?}");
    assert!(held[22..].iter().all(|&h| !h), "{held:?}");
}

#[test]
fn a_jump_goes_on_from_the_point_in_its_timer_with_that_point_as_the_knot_before() {
    // SP_JUMPTO on reaching point 2: knots (0, 0, 1, 2) and the camera
    // heads for point 1 again, as at the start.
    let points = vec![
        point(0, 5240, flags::CUT_IN | flags::SNAP_BACK, 0),
        point(4096, 5240, 0, 0),
        point(8192, 5240, flags::JUMP_TO_TIMER, 0),
        point(12288, 5240, 0, 0),
    ];
    let seq = sequence(points);
    let mut cam = started(&seq);
    let input = inputs(Game::Tr4, [0; 3], false);
    for _ in 0..24 {
        cam.step(&seq, &input);
    }
    let f = cam.flyby.unwrap();
    assert_eq!(f.knots, [0, 0, 1, 2].map(Knot::Point));
    assert_eq!(f.current, 1);
}

#[test]
fn a_loop_goes_round_with_the_last_point_before_the_first() {
    // SP_LOOPCAMERA: past the last point the camera heads for the first
    // again; on reaching it the knot before is the last point (TOMB4:
    // current == first takes last_camera).
    let points = vec![
        point(0, 5240, flags::CUT_IN | flags::LOOP, 0),
        point(4096, 5240, 0, 0),
        point(8192, 5240, 0, 0),
    ];
    let seq = sequence(points);
    let mut cam = started(&seq);
    let input = inputs(Game::Tr4, [0; 3], false);
    for _ in 0..36 {
        cam.step(&seq, &input);
    }
    let f = cam.flyby.expect("a loop does not end");
    assert_eq!(f.laps, 1);
    assert_eq!(f.knots, [2, 0, 1, 2].map(Knot::Point));
}

#[test]
fn the_look_key_ends_a_flyby_unless_its_first_point_forbids_it() {
    let seq = sequence(vec![
        point(0, 5240, flags::CUT_IN | flags::HOLD_PLAYER, 0);
        3
    ]);
    let mut cam = started(&seq);
    cam.step(&seq, &inputs(Game::Tr4, [0; 3], false));
    assert!(cam.holds_player());
    cam.step(&seq, &inputs(Game::Tr4, [0; 3], true));
    assert!(cam.flyby.is_none(), "looking ends it");
    assert_eq!(cam.bars_goal, 0, "the bars go");
    let flags = flags::CUT_IN | flags::NO_BREAK;
    let seq = sequence(vec![point(0, 5240, flags, 0); 3]);
    let mut cam = started(&seq);
    cam.step(&seq, &inputs(Game::Tr4, [0; 3], true));
    assert!(cam.flyby.is_some(), "SP_NOBREAK: looking does not end it");
}

#[test]
fn the_camera_looks_at_the_player_when_the_first_point_says_so() {
    let seq = sequence(vec![
        point(0, 5240, flags::CUT_IN | flags::TARGET_PLAYER, 0);
        3
    ]);
    let mut cam = started(&seq);
    cam.step(&seq, &inputs(Game::Tr4, [500, -200, 700], false));
    assert_eq!(cam.flyby.unwrap().frame.unwrap().target, [500, -200, 700]);
}

#[test]
fn a_tracking_flyby_follows_the_player_along_its_curve_while_she_is_on_its_trigger() {
    // SP_TRACKCAMERA: the curve through (first, every point, last); each
    // tick a 32nd of the way to the place nearest her, looking at her.
    let points = vec![
        point(0, 0, flags::TRACK, 0),
        point(4096, 0, 0, 0),
        point(8192, 0, 0, 0),
    ];
    let seq = sequence(points);
    let mut cam = started(&seq);
    let her = [6144, 0, 2048];
    cam.step(&seq, &inputs(Game::Tr4, her, false));
    let f = cam.flyby.unwrap();
    let frame = f.frame.unwrap();
    assert_eq!(frame.pos, [0, 0, 0], "the first frame is the curve's start");
    assert_eq!(frame.target, her);
    // The nearest place is three quarters along (x = 6,144 of 8,192): a
    // 32nd of it after one tick.
    assert!(
        (f.position - 3 * SPLINE_ONE / 4 / 32).abs() < 64,
        "{}",
        f.position
    );
    assert!(f.tracking);
    // Off the trigger it waits, and the chase camera shows.
    cam.begin_tick();
    assert!(cam.flyby.is_none() && cam.tracking.is_some());
    // Back on it, it goes on from where it was, not from the start.
    let position = f.position;
    assert!(!cam.trigger_flyby(0, false, &seq, &player_at(her)));
    assert_eq!(cam.flyby.unwrap().position, position);
    // Looking shows the chase camera without ending it.
    cam.step(&seq, &inputs(Game::Tr4, her, true));
    assert!(cam.flyby.is_some_and(|f| f.frame.is_none()));
}

#[test]
fn tr5_fades_the_screen_in_over_a_point_flagged_so_and_tr4_does_not() {
    // TOMB5 CalculateSpotCams: SP_FADEINSCREEN on the point the camera
    // heads for sets the fade to black and down by 16 a tick; TOMB4 only
    // notes the point (CameraFade).
    let points = vec![
        point(0, 5240, flags::CUT_IN | flags::SNAP_BACK, 0),
        point(4096, 5240, flags::FADE_IN, 0),
        point(8192, 5240, 0, 0),
    ];
    let seq = sequence(points);
    for game in [Game::Tr5, Game::Tr4] {
        let mut cam = started(&seq);
        cam.step(&seq, &inputs(game, [0; 3], false));
        let expect = if game == Game::Tr5 {
            255 - FADE_SPEED
        } else {
            0
        };
        assert_eq!(cam.fade, expect, "{game:?}");
        assert_eq!(cam.flyby.unwrap().faded, Some(1));
    }
}

#[test]
fn a_point_flagged_to_test_triggers_asks_for_them_under_the_camera_the_tick_after() {
    // SP_TESTTRIGGER on reaching point 1 sets bCheckTrigger; the next
    // CalculateSpotCams tests the heavy triggers where the camera is.
    let points = vec![
        point(0, 5240, flags::CUT_IN | flags::SNAP_BACK, 0),
        point(4096, 5240, flags::TEST_TRIGGERS, 0),
        point(8192, 5240, 0, 0),
    ];
    let seq = sequence(points);
    let mut cam = started(&seq);
    let input = inputs(Game::Tr4, [0; 3], false);
    let asked: Vec<_> = (0..24)
        .map(|_| cam.step(&seq, &input).test_triggers_at)
        .collect();
    assert!(asked[..12].iter().all(Option::is_none), "{asked:?}");
    assert_eq!(asked[12], Some((0, [4096, 0, 0])));
    assert!(asked[13..].iter().all(Option::is_none));
}

#[test]
fn the_letterbox_grows_a_step_a_tick_while_she_is_held_and_goes_after() {
    let flags = flags::CUT_IN | flags::HOLD_PLAYER | flags::SNAP_BACK;
    let seq = sequence(vec![point(0, 5240, flags, 0); 3]);
    let mut cam = started(&seq);
    let mut heights = Vec::new();
    for _ in 0..40 {
        cam.step(&seq, &inputs(Game::Tr4, [0; 3], false));
        heights.push(cam.bars);
    }
    assert_eq!(heights[0], 1);
    assert_eq!(heights[15], BARS_HEIGHT);
    // The flyby ends on its 24th tick; the bars shrink from there.
    assert_eq!(heights[23], BARS_HEIGHT - 1);
    assert_eq!(heights[39], 0);
}

#[test]
fn the_lens_is_the_horizontal_angle_of_a_4_by_3_frame() {
    // 80° across a 4:3 frame is 2·atan(tan 40° · 3/4) ≈ 64.37° high.
    let v = crate::world::camera::vertical_fov(GAME_FOV);
    assert!((v - 64.37).abs() < 0.01, "{v}");
}
