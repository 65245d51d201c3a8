//! The modders' tools in a game's window (`play`, `play DIR`): the keys
//! reach them through the same `DevTools::filter` as a level's window, and
//! they act on the stage's world and scripts, also under the pause menu.

#![cfg(feature = "frontend")]

use std::path::Path;

use sdl2::event::Event;
use sdl2::keyboard::Scancode;
use tombrs::app::config::Keys;
use tombrs::app::controls::Bindings;
use tombrs::app::devtools::DevTools;
use tombrs::app::keys::{key_press as key, text_typed as typed, WindowAction, WindowCommand};
use tombrs::app::offscreen::default_view;
use tombrs::game::folder::GameFolder;
use tombrs::game::session::{Session, SessionConfig};
use tombrs::world::Input;

/// Presses `bits` for a tick, then `after` ticks with no key.
fn press(session: &mut Session, bits: u32, after: usize) {
    session.tick(Input { bits }).unwrap();
    for _ in 0..after {
        session.tick(Input::default()).unwrap();
    }
}

/// Feeds the game window's events to the tools; what they leave.
fn feed(tools: &mut DevTools, bindings: &Bindings, events: &[Event]) -> Vec<WindowAction> {
    events
        .iter()
        .filter_map(|e| tools.filter(e, bindings, &WindowCommand::GAME))
        .collect()
}

/// Runs what the tools were asked on the stage, as the game window does
/// each frame.
fn update(tools: &mut DevTools, session: &mut Session) {
    let stage = session.stage.as_mut().expect("a level on stage");
    let view = default_view(&stage.world);
    tools.update(&mut stage.host, &mut stage.world, &view);
}

fn console_text(tools: &DevTools) -> Vec<String> {
    tools.console.lines().into_iter().map(|l| l.text).collect()
}

#[test]
fn the_console_and_inspector_act_on_the_stage_under_the_pause_menu() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/demo");
    let mut session =
        Session::open(GameFolder::open(&dir).unwrap(), SessionConfig::default()).unwrap();
    // The title menu, then New Game: the demo's level on stage.
    press(&mut session, Input::ACTION, 5);
    assert_eq!(session.stage.as_ref().unwrap().mode, "level");
    let bindings = Bindings::new(&Keys::default()).unwrap();
    let mut tools = DevTools::default();
    tools.new_stage(&session.stage.as_ref().unwrap().name);

    // Escape is the game's pause; the pause menu holds the world.
    assert_eq!(
        feed(&mut tools, &bindings, &[key(Scancode::Escape)]),
        [WindowAction::Tap(Input::PAUSE)]
    );
    press(&mut session, Input::PAUSE, 1);
    let page = || session.page().map(|p| p.summary());
    assert_eq!(page().as_deref(), Some("pause: PAUSED [RESUME]"));

    // The console opens over it and changes the held world: a frame for
    // each line, as a player types them.
    let frames = [
        vec![key(Scancode::Grave), typed("`")],
        vec![typed("lara.health = 500"), key(Scancode::Return)],
        vec![
            typed("lara.health"),
            key(Scancode::Return),
            key(Scancode::Escape),
        ],
    ];
    for events in frames {
        assert_eq!(feed(&mut tools, &bindings, &events), []);
        assert!(tools.holds_world());
        update(&mut tools, &mut session);
    }
    let stage = session.stage.as_ref().unwrap();
    assert_eq!(
        stage
            .world
            .entity(stage.world.lara().unwrap())
            .unwrap()
            .health,
        500
    );
    let shown = console_text(&tools);
    let tail = &shown[shown.len() - 5..];
    assert_eq!(
        tail,
        ["> lara.health = 500", "nil", "> lara.health", "500", "> _"],
        "{shown:?}"
    );
    assert_eq!(
        session.page().map(|p| p.summary()).as_deref(),
        Some("pause: PAUSED [RESUME]")
    );

    // Closed, the inspector shows the stage's entities and cycles them.
    let keys = [
        key(Scancode::Grave),
        key(Scancode::F7),
        key(Scancode::PageDown),
    ];
    assert_eq!(feed(&mut tools, &bindings, &keys), []);
    assert!(!tools.console.open && tools.inspector.open);
    update(&mut tools, &mut session);
    let stage = session.stage.as_ref().unwrap();
    let view = default_view(&stage.world);
    let chosen = tools
        .inspector
        .target(&stage.world, view.pos, view.yaw)
        .expect("an entity chosen");
    assert!(stage.world.entity(chosen).is_some());
    // F10 holds the world for single ticks while the inspector is open.
    assert_eq!(feed(&mut tools, &bindings, &[key(Scancode::F10)]), []);
    assert!(tools.holds_world() && tools.take_step() && !tools.take_step());
}
