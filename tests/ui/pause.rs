//! The pause menu of a game (`play DIR`, and `play LEVEL` through the same
//! level side): Escape (the pause action) opens it over the held world, a
//! second press resumes; Escape goes back a step in its pages; leaving
//! with unsaved progress asks first; its options page hands the settings
//! to the engine.

use std::path::Path;

use tombrs::game::folder::GameFolder;
use tombrs::game::session::{Session, SessionConfig};
use tombrs::world::Input;

/// Presses `bits` for a tick, then `after` ticks with no key (a key held
/// on into the next tick is no new press).
fn press(session: &mut Session, bits: u32, after: usize) {
    session.tick(Input { bits }).unwrap();
    for _ in 0..after {
        session.tick(Input::default()).unwrap();
    }
}

fn summary(session: &Session) -> String {
    session.page().map(|p| p.summary()).unwrap_or_default()
}

/// The bundled demo game, past its title into its level.
fn in_the_level() -> Session {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo");
    let mut session =
        Session::open(GameFolder::open(&dir).unwrap(), SessionConfig::default()).unwrap();
    press(&mut session, Input::ACTION, 5);
    assert!(session.page().is_none(), "playing: {}", summary(&session));
    assert_eq!(session.stage.as_ref().unwrap().mode, "level");
    session
}

#[test]
fn escape_pauses_holds_the_world_and_resumes() {
    let mut session = in_the_level();
    press(&mut session, Input::PAUSE, 0);
    assert_eq!(summary(&session), "pause: PAUSED [RESUME]");
    let tick = session.stage.as_ref().unwrap().world.tick();
    press(&mut session, 0, 30);
    assert_eq!(session.stage.as_ref().unwrap().world.tick(), tick, "held");
    press(&mut session, Input::PAUSE, 1);
    assert!(session.page().is_none(), "{}", summary(&session));
    assert!(session.stage.as_ref().unwrap().world.tick() > tick);
}

#[test]
fn escape_goes_back_a_step_and_leaving_unsaved_asks_first() {
    let mut session = in_the_level();
    press(&mut session, Input::PAUSE, 1);
    // Options, its controls page, and back out with Escape a step at a time.
    press(&mut session, Input::BACK, 1);
    press(&mut session, Input::ACTION, 1);
    assert_eq!(summary(&session), "options: OPTIONS [RESOLUTION]");
    for _ in 0..6 {
        press(&mut session, Input::BACK, 1);
    }
    assert_eq!(summary(&session), "options: OPTIONS [CONTROLS]");
    press(&mut session, Input::ACTION, 1);
    assert!(
        summary(&session).starts_with("controls: CONTROLS"),
        "{}",
        summary(&session)
    );
    press(&mut session, Input::PAUSE, 1);
    assert_eq!(summary(&session), "options: OPTIONS [CONTROLS]");
    press(&mut session, Input::PAUSE, 1);
    assert_eq!(summary(&session), "pause: PAUSED [OPTIONS]");
    assert!(
        session.take_settings().is_some(),
        "the options page was left"
    );
    // Quit: progress since the level began is unsaved, so it asks.
    for _ in 0..4 {
        press(&mut session, Input::BACK, 1);
    }
    assert_eq!(summary(&session), "pause: PAUSED [QUIT]");
    press(&mut session, Input::ACTION, 1);
    assert_eq!(summary(&session), "confirm: QUIT THE GAME? [NO]");
    press(&mut session, Input::PAUSE, 1);
    assert_eq!(summary(&session), "pause: PAUSED [QUIT]");
    press(&mut session, Input::ACTION, 1);
    press(&mut session, Input::BACK, 1);
    press(&mut session, Input::ACTION, 5);
    assert!(session.over(), "{}", summary(&session));
}
