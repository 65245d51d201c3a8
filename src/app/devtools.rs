//! The play windows' tools for modders: the Lua console (`console.rs`),
//! the entity inspector (`inspector.rs`) and stepping one tick at a time,
//! wired to SDL's keys and drawn as panels over the frame. While the
//! console is open it takes every key (text goes to its line editor) and
//! the world holds; the step key holds the world while the inspector is
//! open and runs one tick each press. The level window and the game window
//! read their events through [`DevTools::filter`] and act on one world and
//! script host: the level's, or the stage's of a game.

use sdl2::event::Event;
use sdl2::keyboard::Scancode;

use super::console::{Console, Edit};
use super::controls::Bindings;
use super::inspector::{self, Inspector};
use super::keys::{action_of, WindowAction, WindowCommand};
use crate::render::overlay::Overlay;
use crate::render::panel::{self, PanelBox};
use crate::render::View;
use crate::script::ScriptHost;
use crate::world::World;

/// The tools' state.
#[derive(Debug, Default)]
pub struct DevTools {
    pub console: Console,
    pub inspector: Inspector,
    /// Held by the step key until the inspector closes.
    frozen: bool,
    /// Ticks asked for by the step key and not yet run.
    steps: u32,
    /// Lines entered in the console and not yet run.
    pending: Vec<String>,
    /// Entities the inspector's look keys moved by and not yet chosen.
    cycles: i32,
    /// Script log lines already shown in the console.
    log_seen: usize,
}

impl DevTools {
    /// True while the world must not step on its own.
    pub fn holds_world(&self) -> bool {
        self.console.open || self.frozen
    }

    /// Opens or closes the console.
    pub fn toggle_console(&mut self) {
        self.console.open = !self.console.open;
    }

    /// Starts SDL's text input while the console is open and stops it
    /// while it is closed (called once the events are read).
    pub fn follow_text_input(&self, video: &sdl2::VideoSubsystem) {
        let text = video.text_input();
        if text.is_active() != self.console.open {
            if self.console.open {
                text.start();
            } else {
                text.stop();
            }
        }
    }

    /// Opens or closes the inspector; closing lets the world go on.
    pub fn toggle_inspector(&mut self) {
        self.inspector.toggle();
        if !self.inspector.open {
            self.frozen = false;
        }
    }

    /// The step key: with the inspector open, the world holds and one tick
    /// runs.
    pub fn step(&mut self) {
        if self.inspector.open {
            self.frozen = true;
            self.steps += 1;
        }
    }

    /// True once for each tick the step key asked for.
    pub fn take_step(&mut self) -> bool {
        let step = self.steps > 0;
        self.steps = self.steps.saturating_sub(1);
        step
    }

    /// Reads one event for a window handling `commands`: the open console
    /// takes every key and text; with the inspector open the look keys
    /// (PgUp/PgDn) choose another entity; the tools' own commands (console,
    /// inspector, step) are carried out. What is left is the window's.
    pub fn filter(
        &mut self,
        event: &Event,
        bindings: &Bindings,
        commands: &[WindowCommand],
    ) -> Option<WindowAction> {
        if self.console.open && self.console_event(event, bindings) {
            return None;
        }
        if let (
            true,
            Event::KeyDown {
                scancode: Some(code),
                repeat: false,
                ..
            },
        ) = (self.inspector.open, event)
        {
            let step = [("look_up", -1), ("look_down", 1)]
                .into_iter()
                .find(|(name, _)| bindings.is(name, *code));
            if let Some((_, step)) = step {
                self.cycles += step;
                return None;
            }
        }
        match action_of(event, bindings, commands)? {
            WindowAction::Command(WindowCommand::Console) => self.toggle_console(),
            WindowAction::Command(WindowCommand::Inspector) => self.toggle_inspector(),
            WindowAction::Command(WindowCommand::Step) => self.step(),
            other => return Some(other),
        }
        None
    }

    /// An event while the console is open: keys edit its line (the
    /// console key closes it), text is typed. False for events that are
    /// not keys or text (the close button, focus), which stay the window's.
    fn console_event(&mut self, event: &Event, bindings: &Bindings) -> bool {
        match event {
            Event::TextInput { text, .. } => {
                // The console key's own character never reaches the line.
                let typed: String = text.chars().filter(|&c| c != '`').collect();
                self.console.edit(Edit::Insert(typed));
            }
            Event::KeyDown {
                scancode: Some(code),
                ..
            } => {
                if bindings.is("console", *code) {
                    self.toggle_console();
                    return true;
                }
                let edit = match code {
                    Scancode::Return | Scancode::KpEnter => Some(Edit::Submit),
                    Scancode::Backspace => Some(Edit::Backspace),
                    Scancode::Delete => Some(Edit::Delete),
                    Scancode::Left => Some(Edit::Left),
                    Scancode::Right => Some(Edit::Right),
                    Scancode::Home => Some(Edit::Home),
                    Scancode::End => Some(Edit::End),
                    Scancode::Up => Some(Edit::Older),
                    Scancode::Down => Some(Edit::Newer),
                    Scancode::PageUp => Some(Edit::ScrollBack),
                    Scancode::PageDown => Some(Edit::ScrollForward),
                    _ => None,
                };
                if let Some(line) = edit.and_then(|e| self.console.edit(e)) {
                    self.pending.push(line);
                }
            }
            Event::KeyUp { .. } | Event::TextEditing { .. } => {}
            _ => return false,
        }
        true
    }

    /// Carries out what the keys asked of `world` since the last frame:
    /// the inspector's choice moves from the entity `view` shows, the lines
    /// entered run, and their answers and what the scripts printed are
    /// shown.
    pub fn update(&mut self, host: &mut ScriptHost, world: &mut World, view: &View) {
        let cycles = std::mem::take(&mut self.cycles);
        if cycles != 0 {
            let shown = self.inspector.target(world, view.pos, view.yaw);
            self.inspector.cycle(world, shown, cycles);
        }
        for line in std::mem::take(&mut self.pending) {
            let answer = host.eval(world, &line);
            self.show_log(host);
            self.console.answer(&answer);
        }
        if self.console.open {
            self.show_log(host);
        }
    }

    /// With no level on stage (a game between levels): the lines entered
    /// are answered with that, and the inspector's choice is dropped.
    pub fn update_without_world(&mut self) {
        self.cycles = 0;
        for _ in std::mem::take(&mut self.pending) {
            self.console
                .answer(&Err("no level on stage: nothing to run on".into()));
        }
    }

    /// A new world and script host to act on (a game's next stage): the
    /// console goes on with the new host's log from its first line, and the
    /// inspector forgets the entity it was showing.
    pub fn new_stage(&mut self, name: &str) {
        self.log_seen = 0;
        self.cycles = 0;
        self.inspector.forget_choice();
        self.console.say(format!("-- {name} --"), panel::HEADING);
    }

    /// The script log's new lines, in the console.
    fn show_log(&mut self, host: &ScriptHost) {
        let lines = host.log().lines();
        for l in lines.iter().skip(self.log_seen) {
            let colour = match l.severity {
                crate::script::Severity::Error => panel::ERROR,
                crate::script::Severity::Warn => panel::HEADING,
                crate::script::Severity::Info => panel::QUIET,
            };
            self.console.say(&l.message, colour);
        }
        self.log_seen = lines.len();
    }

    /// Queues the open panels for a window of `size`: the inspector's on
    /// the entity of `inspected` (a world and its scripts seen from a
    /// view; none with no level on stage), the console's.
    pub fn queue(
        &self,
        overlay: &mut Overlay,
        inspected: Option<(&World, &ScriptHost, &View)>,
        size: (u32, u32),
    ) {
        let scale = crate::render::hud::text_scale(size.1);
        let (w, h) = (size.0 as f32, size.1 as f32);
        let margin = 4.0 * scale;
        if let (true, Some((world, host, view))) = (self.inspector.open, inspected) {
            if let Some(id) = self.inspector.target(world, view.pos, view.yaw) {
                let lines = inspector::lines(world, host, id);
                // As tall as its lines (long ones wrap), at most most of
                // the window.
                let rows = lines.len() as f32 + 3.0;
                let tall = (rows * crate::render::font::CELL_H * scale).min(h * 0.9);
                let place = PanelBox {
                    rect: [w * 0.5, margin * 4.0, w * 0.5 - margin, tall],
                    scale,
                };
                panel::queue(overlay, &place, &lines, false, 0);
            }
        }
        if self.console.open {
            let place = PanelBox {
                rect: [0.0, 0.0, w, (h * 0.45).round()],
                scale,
            };
            panel::queue(
                overlay,
                &place,
                &self.console.lines(),
                true,
                self.console.scroll,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::config::Keys;
    use crate::app::keys::{key_press as press, text_typed as typed};
    use crate::world::Input;

    fn defaults() -> Bindings {
        Bindings::new(&Keys::default()).expect("the default bindings resolve")
    }

    #[test]
    fn the_game_window_opens_the_console_and_it_takes_the_keys() {
        let (b, game) = (defaults(), &WindowCommand::GAME);
        let mut tools = DevTools::default();
        assert_eq!(tools.filter(&press(Scancode::Grave), &b, game), None);
        assert!(tools.console.open && tools.holds_world());
        // The console key's character is not typed; Escape and the
        // movement keys edit or do nothing, they reach no game.
        for event in [
            typed("`"),
            typed("lara.health"),
            press(Scancode::Escape),
            press(Scancode::W),
            press(Scancode::Return),
        ] {
            assert_eq!(tools.filter(&event, &b, game), None, "{event:?}");
        }
        assert_eq!(tools.pending, ["lara.health"]);
        // The close button still closes the window.
        let quit = Event::Quit { timestamp: 0 };
        assert_eq!(tools.filter(&quit, &b, game), Some(WindowAction::Quit));
        assert_eq!(tools.filter(&press(Scancode::Grave), &b, game), None);
        assert!(!tools.console.open && !tools.holds_world());
        assert_eq!(
            tools.filter(&press(Scancode::Escape), &b, game),
            Some(WindowAction::Tap(Input::PAUSE))
        );
    }

    #[test]
    fn the_game_window_opens_the_inspector_cycles_and_steps() {
        let (b, game) = (defaults(), &WindowCommand::GAME);
        let mut tools = DevTools::default();
        // Closed, the step key does nothing and PgUp is no tool's.
        assert_eq!(tools.filter(&press(Scancode::F10), &b, game), None);
        assert!(!tools.take_step() && !tools.holds_world());
        assert_eq!(tools.filter(&press(Scancode::PageUp), &b, game), None);
        assert_eq!(tools.cycles, 0);
        assert_eq!(tools.filter(&press(Scancode::F7), &b, game), None);
        assert!(tools.inspector.open && !tools.holds_world());
        for code in [Scancode::PageDown, Scancode::PageDown, Scancode::PageUp] {
            assert_eq!(tools.filter(&press(code), &b, game), None);
        }
        assert_eq!(tools.cycles, 1);
        // Two presses of the step key: the world holds, two single ticks.
        for _ in 0..2 {
            assert_eq!(tools.filter(&press(Scancode::F10), &b, game), None);
        }
        assert!(tools.holds_world());
        assert!(tools.take_step() && tools.take_step() && !tools.take_step());
        assert!(tools.holds_world());
        // Closing the inspector lets the world go on.
        assert_eq!(tools.filter(&press(Scancode::F7), &b, game), None);
        assert!(!tools.inspector.open && !tools.holds_world());
    }

    #[test]
    fn without_a_stage_lines_are_answered_and_a_new_stage_is_announced() {
        let mut tools = DevTools {
            pending: vec!["lara".into()],
            cycles: 2,
            log_seen: 7,
            ..DevTools::default()
        };
        tools.update_without_world();
        assert!(tools.pending.is_empty() && tools.cycles == 0);
        tools.new_stage("Caves");
        assert_eq!(tools.log_seen, 0);
        let shown: Vec<String> = tools
            .console
            .lines()
            .iter()
            .map(|l| l.text.clone())
            .collect();
        assert_eq!(
            shown,
            ["no level on stage: nothing to run on", "-- Caves --", "> _"]
        );
    }
}
