//! What the play windows make of SDL's events, as plain values: the close
//! button and the quit key quit; a key press is the first window command
//! (full screen, screenshot, the modders' tools, the level window's
//! toggles) bound to it that the window handles, else a tap of the game
//! actions bound to it. `play` of a level and `play` of a game both read
//! their events through [`action_of`]; each says which commands it handles
//! and in what order ([`WindowCommand::ALL`], [`WindowCommand::GAME`]).

use sdl2::event::{Event, WindowEvent};
use sdl2::keyboard::{Mod, Scancode};

use super::controls::Bindings;

/// A command a play window carries out itself, bound in `[keys]` under
/// [`WindowCommand::binding`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowCommand {
    Stats,
    DebugPortals,
    DebugBoxes,
    DebugTriggers,
    DebugNav,
    Fullscreen,
    Screenshot,
    FreeCamera,
    QuickSave,
    QuickLoad,
    Console,
    Inspector,
    Step,
}

impl WindowCommand {
    /// Every command, in the order the level window tries them for a key
    /// bound to several.
    pub const ALL: [WindowCommand; 13] = [
        WindowCommand::Stats,
        WindowCommand::DebugPortals,
        WindowCommand::DebugBoxes,
        WindowCommand::DebugTriggers,
        WindowCommand::DebugNav,
        WindowCommand::Fullscreen,
        WindowCommand::Screenshot,
        WindowCommand::FreeCamera,
        WindowCommand::QuickSave,
        WindowCommand::QuickLoad,
        WindowCommand::Console,
        WindowCommand::Inspector,
        WindowCommand::Step,
    ];

    /// The commands of a game's window (`play DIR`, `play`): full screen,
    /// screenshots and the modders' tools over the level on stage. The
    /// level window's toggles (statistics, debug views, free camera, quick
    /// slot) are not among them: the game has its own menus and saves, and
    /// their keys do nothing there unless bound to a game action too.
    pub const GAME: [WindowCommand; 5] = [
        WindowCommand::Screenshot,
        WindowCommand::Fullscreen,
        WindowCommand::Console,
        WindowCommand::Inspector,
        WindowCommand::Step,
    ];

    /// The command's name in `[keys]` of `config.toml`.
    pub fn binding(self) -> &'static str {
        match self {
            WindowCommand::Stats => "stats",
            WindowCommand::DebugPortals => "debug_portals",
            WindowCommand::DebugBoxes => "debug_boxes",
            WindowCommand::DebugTriggers => "debug_triggers",
            WindowCommand::DebugNav => "debug_nav",
            WindowCommand::Fullscreen => "fullscreen",
            WindowCommand::Screenshot => "screenshot",
            WindowCommand::FreeCamera => "free_camera",
            WindowCommand::QuickSave => "quick_save",
            WindowCommand::QuickLoad => "quick_load",
            WindowCommand::Console => "console",
            WindowCommand::Inspector => "inspector",
            WindowCommand::Step => "step",
        }
    }
}

/// What one event asks of a play window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowAction {
    /// The window was closed or the quit key pressed.
    Quit,
    /// A key bound to one of the window's commands was pressed.
    Command(WindowCommand),
    /// A key bound to these game actions (`world::Input` bits) was pressed:
    /// they reach the next tick even when released before it.
    Tap(u32),
    /// A game controller was plugged in (its joystick index).
    ControllerAdded(u32),
    /// The window gained (true) or lost (false) the keyboard focus.
    Focus(bool),
}

/// The action of `event` for a window that handles `commands` (the first
/// one bound to a pressed key wins). Held-key repeats, keys bound to
/// nothing the window handles and other events are None.
pub fn action_of(
    event: &Event,
    bindings: &Bindings,
    commands: &[WindowCommand],
) -> Option<WindowAction> {
    match *event {
        Event::Quit { .. } => Some(WindowAction::Quit),
        Event::KeyDown {
            scancode: Some(code),
            repeat: false,
            ..
        } => {
            if bindings.is("quit", code) {
                return Some(WindowAction::Quit);
            }
            if let Some(&command) = commands.iter().find(|c| bindings.is(c.binding(), code)) {
                return Some(WindowAction::Command(command));
            }
            let bits = bindings.bits_of(code);
            (bits != 0).then_some(WindowAction::Tap(bits))
        }
        Event::ControllerDeviceAdded { which, .. } => Some(WindowAction::ControllerAdded(which)),
        Event::Window {
            win_event: WindowEvent::FocusLost,
            ..
        } => Some(WindowAction::Focus(false)),
        Event::Window {
            win_event: WindowEvent::FocusGained,
            ..
        } => Some(WindowAction::Focus(true)),
        _ => None,
    }
}

/// A key pressed (not held on into a repeat), as SDL reports it: what the
/// windows make of their keys is tested by handing them these.
pub fn key_press(code: Scancode) -> Event {
    Event::KeyDown {
        timestamp: 0,
        window_id: 0,
        keycode: None,
        scancode: Some(code),
        keymod: Mod::NOMOD,
        repeat: false,
    }
}

/// Text typed, as SDL reports it while text input is on.
pub fn text_typed(text: &str) -> Event {
    Event::TextInput {
        timestamp: 0,
        window_id: 0,
        text: text.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::config::Keys;
    use crate::world::Input;

    /// A key press, or its repeat while held.
    fn press(code: Scancode, repeat: bool) -> Event {
        let mut event = key_press(code);
        if let Event::KeyDown { repeat: r, .. } = &mut event {
            *r = repeat;
        }
        event
    }

    /// Each key of `cases` gives its command in a window handling
    /// `commands`.
    fn assert_commands(
        b: &Bindings,
        commands: &[WindowCommand],
        cases: &[(Scancode, WindowCommand)],
    ) {
        for &(code, command) in cases {
            assert_eq!(
                action_of(&press(code, false), b, commands),
                Some(WindowAction::Command(command)),
                "{code:?}"
            );
        }
    }

    fn defaults() -> Bindings {
        Bindings::new(&Keys::default()).expect("the default bindings resolve")
    }

    /// The level window's commands.
    const LEVEL: &[WindowCommand] = &WindowCommand::ALL;

    #[test]
    fn every_command_key_gives_its_command() {
        let b = defaults();
        let cases = [
            (Scancode::F1, WindowCommand::Stats),
            (Scancode::F2, WindowCommand::DebugPortals),
            (Scancode::F3, WindowCommand::DebugBoxes),
            (Scancode::F4, WindowCommand::DebugTriggers),
            (Scancode::F5, WindowCommand::DebugNav),
            (Scancode::F6, WindowCommand::FreeCamera),
            (Scancode::F8, WindowCommand::QuickSave),
            (Scancode::F9, WindowCommand::QuickLoad),
            (Scancode::F11, WindowCommand::Fullscreen),
            (Scancode::F12, WindowCommand::Screenshot),
            (Scancode::F7, WindowCommand::Inspector),
            (Scancode::F10, WindowCommand::Step),
            (Scancode::Grave, WindowCommand::Console),
        ];
        assert_commands(&b, LEVEL, &cases);
        let quit = Some(WindowAction::Quit);
        assert_eq!(action_of(&Event::Quit { timestamp: 0 }, &b, &[]), quit);
        // Escape and P are the game's pause action: the pause menu.
        for key in [Scancode::Escape, Scancode::P] {
            assert_eq!(
                action_of(&press(key, false), &b, LEVEL),
                Some(WindowAction::Tap(Input::PAUSE))
            );
        }
    }

    #[test]
    fn the_game_window_has_the_modders_tools_and_not_the_level_toggles() {
        let b = defaults();
        let game = &WindowCommand::GAME;
        let cases = [
            (Scancode::Grave, WindowCommand::Console),
            (Scancode::F7, WindowCommand::Inspector),
            (Scancode::F10, WindowCommand::Step),
            (Scancode::F11, WindowCommand::Fullscreen),
            (Scancode::F12, WindowCommand::Screenshot),
        ];
        assert_commands(&b, game, &cases);
        // The level window's toggles are nothing here (bound to no game
        // action), and Escape stays the game's pause.
        for code in [Scancode::F1, Scancode::F6, Scancode::F8, Scancode::F9] {
            assert_eq!(action_of(&press(code, false), &b, game), None, "{code:?}");
        }
        assert_eq!(
            action_of(&press(Scancode::Escape, false), &b, game),
            Some(WindowAction::Tap(Input::PAUSE))
        );
    }

    #[test]
    fn keys_the_window_does_not_handle_tap_their_game_actions() {
        let b = defaults();
        let game = WindowCommand::GAME;
        // P is the game's pause action in every window.
        assert_eq!(
            action_of(&press(Scancode::P, false), &b, &game),
            Some(WindowAction::Tap(Input::PAUSE))
        );
        assert_eq!(
            action_of(&press(Scancode::Space, false), &b, LEVEL),
            Some(WindowAction::Tap(Input::JUMP))
        );
        assert_eq!(
            action_of(&press(Scancode::Tab, false), &b, LEVEL),
            Some(WindowAction::Tap(Input::INVENTORY))
        );
        // F1 is bound to a command only the level window has.
        assert_eq!(action_of(&press(Scancode::F1, false), &b, &game), None);
        assert_eq!(action_of(&press(Scancode::Space, true), &b, LEVEL), None);
    }

    #[test]
    fn the_first_command_bound_to_a_key_wins() {
        let keys = Keys {
            screenshot: vec!["F11".into()],
            ..Keys::default()
        };
        let b = Bindings::new(&keys).expect("bindings");
        let f11 = press(Scancode::F11, false);
        use WindowCommand::{Fullscreen, Screenshot};
        assert_eq!(
            action_of(&f11, &b, &[Fullscreen, Screenshot]),
            Some(WindowAction::Command(Fullscreen))
        );
        assert_eq!(
            action_of(&f11, &b, &[Screenshot, Fullscreen]),
            Some(WindowAction::Command(Screenshot))
        );
    }

    #[test]
    fn controllers_and_focus_are_passed_on() {
        let b = defaults();
        let added = Event::ControllerDeviceAdded {
            timestamp: 0,
            which: 2,
        };
        assert_eq!(
            action_of(&added, &b, &[]),
            Some(WindowAction::ControllerAdded(2))
        );
        let focus = |win_event| Event::Window {
            timestamp: 0,
            window_id: 0,
            win_event,
        };
        assert_eq!(
            action_of(&focus(WindowEvent::FocusLost), &b, &[]),
            Some(WindowAction::Focus(false))
        );
        assert_eq!(
            action_of(&focus(WindowEvent::FocusGained), &b, &[]),
            Some(WindowAction::Focus(true))
        );
        assert_eq!(action_of(&focus(WindowEvent::Exposed), &b, &[]), None);
    }
}
