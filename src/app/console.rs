//! The Lua console of the play window: a line editor over the running game
//! (the backquote key opens and closes it; the world holds while it is
//! open) with a history of the lines entered and scrolling output. Each
//! line entered goes to `ScriptHost::eval`; what it gives, and what the
//! scripts print, is shown. This is the console's state and editing, with
//! no SDL or GL: the window turns keys into [`Edit`]s and draws
//! [`Console::lines`] on a panel.

use crate::render::panel::{self, PanelLine};

/// Lines of output kept; older ones leave first.
const KEPT: usize = 500;

/// One change the player makes to the console.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Characters typed at the cursor.
    Insert(String),
    Backspace,
    Delete,
    Left,
    Right,
    Home,
    End,
    /// The previous and next line of the history.
    Older,
    Newer,
    /// Scroll the output back and forth by a page.
    ScrollBack,
    ScrollForward,
    /// Enter: the line is run.
    Submit,
}

/// The console's state.
#[derive(Debug, Clone, Default)]
pub struct Console {
    pub open: bool,
    input: Vec<char>,
    cursor: usize,
    history: Vec<String>,
    /// The history line being edited (None: a new line).
    browsing: Option<usize>,
    output: Vec<PanelLine>,
    /// Lines scrolled back from the newest.
    pub scroll: usize,
}

/// How far a page of scrolling goes.
const PAGE: usize = 10;

impl Console {
    /// Applies an edit; a submitted line is returned (and kept in the
    /// history and echoed to the output).
    pub fn edit(&mut self, edit: Edit) -> Option<String> {
        match edit {
            Edit::Insert(text) => {
                for c in text.chars().filter(|c| !c.is_control()) {
                    self.input.insert(self.cursor, c);
                    self.cursor += 1;
                }
            }
            Edit::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.input.remove(self.cursor);
            }
            Edit::Delete if self.cursor < self.input.len() => {
                self.input.remove(self.cursor);
            }
            Edit::Left => self.cursor = self.cursor.saturating_sub(1),
            Edit::Right => self.cursor = (self.cursor + 1).min(self.input.len()),
            Edit::Home => self.cursor = 0,
            Edit::End => self.cursor = self.input.len(),
            Edit::Older if !self.history.is_empty() => {
                let at = self
                    .browsing
                    .map_or(self.history.len() - 1, |i| i.saturating_sub(1));
                self.recall(Some(at));
            }
            Edit::Newer => {
                let at = self
                    .browsing
                    .map(|i| i + 1)
                    .filter(|&i| i < self.history.len());
                self.recall(at);
            }
            Edit::ScrollBack => {
                self.scroll = (self.scroll + PAGE).min(self.output.len().saturating_sub(1));
            }
            Edit::ScrollForward => self.scroll = self.scroll.saturating_sub(PAGE),
            Edit::Submit => {
                let line: String = self.input.drain(..).collect();
                self.cursor = 0;
                self.browsing = None;
                self.scroll = 0;
                if line.trim().is_empty() {
                    return None;
                }
                if self.history.last() != Some(&line) {
                    self.history.push(line.clone());
                }
                self.say(format!("> {line}"), panel::QUIET);
                return Some(line);
            }
            _ => {}
        }
        None
    }

    /// Puts history line `at` (None: an empty new line) in the editor.
    fn recall(&mut self, at: Option<usize>) {
        self.browsing = at;
        self.input = at
            .and_then(|i| self.history.get(i))
            .map_or_else(Vec::new, |l| l.chars().collect());
        self.cursor = self.input.len();
    }

    /// Adds a line of output (each line of a multi-line text).
    pub fn say(&mut self, text: impl AsRef<str>, colour: crate::render::overlay::Colour) {
        for line in text.as_ref().lines() {
            self.output.push(PanelLine::new(line, colour));
        }
        if self.output.len() > KEPT {
            self.output.drain(..self.output.len() - KEPT);
        }
    }

    /// The answer of a line evaluated: its values or its error.
    pub fn answer(&mut self, answer: &Result<String, String>) {
        match answer {
            Ok(text) => self.say(text, panel::TEXT),
            Err(e) => self.say(e, panel::ERROR),
        }
    }

    /// The line being edited, with the cursor shown as `_` (or `|` inside
    /// the text).
    pub fn prompt(&self) -> String {
        let mut s = String::from("> ");
        for (i, c) in self.input.iter().enumerate() {
            if i == self.cursor {
                s.push('|');
            }
            s.push(*c);
        }
        if self.cursor == self.input.len() {
            s.push('_');
        }
        s
    }

    /// The output then the prompt, for the panel.
    pub fn lines(&self) -> Vec<PanelLine> {
        let mut out = self.output.clone();
        out.push(PanelLine::new(self.prompt(), panel::HEADING));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(c: &mut Console, text: &str) {
        c.edit(Edit::Insert(text.into()));
    }

    #[test]
    fn a_line_is_edited_submitted_and_recalled_from_the_history() {
        let mut c = Console::default();
        typed(&mut c, "return 6*8");
        c.edit(Edit::Backspace);
        typed(&mut c, "7");
        c.edit(Edit::Home);
        c.edit(Edit::Delete);
        typed(&mut c, "R");
        c.edit(Edit::End);
        assert_eq!(c.prompt(), "> Return 6*7_");
        c.edit(Edit::Left);
        assert_eq!(c.prompt(), "> Return 6*|7");
        assert_eq!(c.edit(Edit::Submit), Some("Return 6*7".to_string()));
        assert_eq!(c.prompt(), "> _");
        assert_eq!(c.edit(Edit::Submit), None, "an empty line runs nothing");
        typed(&mut c, "lara.health");
        c.edit(Edit::Submit);
        c.answer(&Ok("1000".into()));
        c.answer(&Err("console:1: boom".into()));
        c.edit(Edit::Older);
        assert_eq!(c.prompt(), "> lara.health_");
        c.edit(Edit::Older);
        c.edit(Edit::Older);
        assert_eq!(c.prompt(), "> Return 6*7_");
        c.edit(Edit::Newer);
        c.edit(Edit::Newer);
        assert_eq!(c.prompt(), "> _");
        let text: Vec<String> = c.lines().into_iter().map(|l| l.text).collect();
        assert_eq!(
            text,
            [
                "> Return 6*7",
                "> lara.health",
                "1000",
                "console:1: boom",
                "> _"
            ]
        );
        c.edit(Edit::ScrollBack);
        assert_eq!(c.scroll, 3, "no further back than the oldest line");
        c.edit(Edit::ScrollForward);
        assert_eq!(c.scroll, 0);
    }

    #[test]
    fn old_output_leaves_first() {
        let mut c = Console::default();
        for i in 0..KEPT + 10 {
            c.say(format!("{i}"), panel::TEXT);
        }
        let lines = c.lines();
        assert_eq!(lines.len(), KEPT + 1);
        assert_eq!(lines[0].text, "10");
    }
}
