//! The play window's tools for modders: the Lua console (`console.rs`),
//! the entity inspector (`inspector.rs`) and stepping one tick at a time,
//! wired to SDL's keys and drawn as panels over the frame. While the
//! console is open it takes every key (text goes to its line editor) and
//! the world holds; the step key holds the world while the inspector is
//! open and runs one tick each press.

use sdl2::event::Event;
use sdl2::keyboard::Scancode;

use super::console::{Console, Edit};
use super::controls::Bindings;
use super::inspector::{self, Inspector};
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
    /// Script log lines already shown in the console.
    log_seen: usize,
}

impl DevTools {
    /// True while the world must not step on its own.
    pub fn holds_world(&self) -> bool {
        self.console.open || self.frozen
    }

    /// Opens or closes the console (text input follows it).
    pub fn toggle_console(&mut self, video: &sdl2::VideoSubsystem) {
        self.console.open = !self.console.open;
        if self.console.open {
            video.text_input().start();
        } else {
            video.text_input().stop();
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

    /// Takes `event` when the console is open (every key and text goes to
    /// it; the console key closes it). False for events the window handles.
    pub fn take_event(
        &mut self,
        event: &Event,
        bindings: &Bindings,
        video: &sdl2::VideoSubsystem,
    ) -> bool {
        if !self.console.open {
            return false;
        }
        match event {
            Event::TextInput { text, .. } => {
                // The console key's own character never reaches the line.
                let typed: String = text.chars().filter(|&c| c != '`').collect();
                self.console.edit(Edit::Insert(typed));
                true
            }
            Event::KeyDown {
                scancode: Some(code),
                ..
            } => {
                if bindings.is("console", *code) {
                    self.toggle_console(video);
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
                true
            }
            Event::KeyUp { .. } | Event::TextEditing { .. } => true,
            _ => false,
        }
    }

    /// Runs the lines entered on `world` and shows their answers and what
    /// the scripts printed.
    pub fn run_console(&mut self, host: &mut ScriptHost, world: &mut World) {
        for line in std::mem::take(&mut self.pending) {
            let answer = host.eval(world, &line);
            self.show_log(host);
            self.console.answer(&answer);
        }
        if self.console.open {
            self.show_log(host);
        }
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

    /// Queues the open panels for a window of `size` seen from `view`.
    pub fn queue(
        &self,
        overlay: &mut Overlay,
        world: &World,
        host: &ScriptHost,
        view: &View,
        size: (u32, u32),
    ) {
        let scale = crate::render::hud::text_scale(size.1);
        let (w, h) = (size.0 as f32, size.1 as f32);
        let margin = 4.0 * scale;
        if self.inspector.open {
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

    /// The look keys while the inspector is open: another entity.
    pub fn cycle(&mut self, world: &World, view: &View, step: i32) {
        let shown = self.inspector.target(world, view.pos, view.yaw);
        self.inspector.cycle(world, shown, step);
    }
}
