//! What the play windows (`play LEVEL`, `play DIR`) share of their input:
//! the events read once a frame — the modders' tools take theirs
//! ([`DevTools::filter`]), full screen and screenshots are done at once,
//! game keys collect as taps until the next tick — the keyboard focus, and
//! the game controller (the first plugged in, or the next one when none
//! is). Each window names the commands it handles and carries out those
//! left to it.

use sdl2::controller::GameController;
use sdl2::video::Window;
use sdl2::EventPump;

use super::config::Config;
use super::controls::{Bindings, PadState};
use super::devtools::DevTools;
use super::keys::{WindowAction, WindowCommand};
use super::window::{first_controller, take_screenshot, toggle_fullscreen};

/// A play window's input between two frames.
pub(crate) struct PlayInput {
    /// Game actions (`world::Input` bits) pressed since the last tick: a
    /// tap shorter than a tick (drawing the guns, a quick jump) still
    /// reaches the game once. The window clears it when a tick takes it.
    pub tapped: u32,
    /// The window has the keyboard focus.
    pub focused: bool,
    /// The close button or the quit key was pressed: the window closes.
    pub quit: bool,
    controllers: sdl2::GameControllerSubsystem,
    pad: Option<GameController>,
}

impl PlayInput {
    /// The input of a window of `sdl`, with the first controller plugged in.
    pub fn new(sdl: &sdl2::Sdl) -> Result<PlayInput, String> {
        let controllers = sdl.game_controller()?;
        let pad = first_controller(&controllers);
        Ok(PlayInput {
            tapped: 0,
            focused: true,
            quit: false,
            controllers,
            pad,
        })
    }

    /// Reads the waiting events for a window handling `commands`: the
    /// tools take theirs, full screen and screenshots (named by `tick`) are
    /// done, game keys are added to [`PlayInput::tapped`], the focus and a
    /// controller plugged in are followed. Returns the window's other
    /// commands, in the order pressed; after the quit event the rest wait.
    pub fn read(
        &mut self,
        pump: &mut EventPump,
        bindings: &Bindings,
        commands: &[WindowCommand],
        tools: &mut DevTools,
        window: &mut Window,
        tick: u64,
    ) -> Vec<WindowCommand> {
        let mut left = Vec::new();
        for event in pump.poll_iter() {
            let Some(action) = tools.filter(&event, bindings, commands) else {
                continue;
            };
            match action {
                WindowAction::Quit => {
                    self.quit = true;
                    break;
                }
                WindowAction::Tap(bits) => self.tapped |= bits,
                WindowAction::ControllerAdded(which) => {
                    if self.pad.is_none() {
                        self.pad = self.controllers.open(which).ok();
                    }
                }
                WindowAction::Focus(gained) => self.focused = gained,
                WindowAction::Command(WindowCommand::Fullscreen) => toggle_fullscreen(window),
                WindowAction::Command(WindowCommand::Screenshot) => take_screenshot(window, tick),
                WindowAction::Command(command) => left.push(command),
            }
        }
        tools.follow_text_input(window.subsystem());
        left
    }

    /// True while the world holds because the window lost the focus and
    /// the settings ask for that (`pause_on_focus_loss`).
    pub fn holds(&self, settings: &Config) -> bool {
        !self.focused && settings.window.pause_on_focus_loss
    }

    /// The controller in use, if any.
    pub fn controller(&self) -> Option<&GameController> {
        self.pad.as_ref()
    }

    /// The controller's sticks and buttons now (all at rest without one).
    pub fn pad_state(&self) -> PadState {
        self.pad.as_ref().map(PadState::read).unwrap_or_default()
    }
}
