//! Input files: the per-tick inputs `sim --input` replays and `play
//! --record` writes (docs/cli.md "Input files").
//!
//! One line per 30 Hz tick:
//! - an empty line is a tick with nothing pressed;
//! - a number (decimal or `0x` hex) is the raw `world::Input` bits;
//! - action names (`Input::NAMES`, and `none`) joined by `+`, numbers allowed
//!   among them;
//! - `N*…` repeats the input for N ticks (`30*forward+walk`, `15*none`);
//! - `#` starts a comment to the end of the line; a line holding only a
//!   comment is no tick.
//!
//! Repeats are kept as runs, so a file of a few lines may stand for hours of
//! ticks without being expanded. Errors name `file:line`.

use std::path::Path;

use crate::world::Input;

/// Name of the empty input in input files.
pub const NONE: &str = "none";

/// The inputs of an input file, as runs of equal ticks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Inputs {
    /// (ticks, input); counts are at least 1.
    runs: Vec<(u32, Input)>,
}

impl Inputs {
    /// Parses the text of an input file; `origin` names it in errors.
    pub fn parse(text: &str, origin: &str) -> Result<Inputs, String> {
        let mut inputs = Inputs::default();
        for (i, line) in text.lines().enumerate() {
            if let Some((count, input)) =
                parse_line(line).map_err(|e| format!("{origin}:{}: {e}", i + 1))?
            {
                inputs.push_run(count, input);
            }
        }
        Ok(inputs)
    }

    /// Reads an input file.
    pub fn read(path: &Path) -> Result<Inputs, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Inputs::parse(&text, &path.display().to_string())
    }

    /// One input per tick, compressed into runs.
    pub fn from_ticks(ticks: impl IntoIterator<Item = Input>) -> Inputs {
        let mut inputs = Inputs::default();
        for t in ticks {
            inputs.push(t);
        }
        inputs
    }

    /// Appends one tick.
    pub fn push(&mut self, input: Input) {
        self.push_run(1, input);
    }

    fn push_run(&mut self, count: u32, input: Input) {
        match self.runs.last_mut() {
            Some((n, last)) if *last == input && n.checked_add(count).is_some() => *n += count,
            _ => self.runs.push((count, input)),
        }
    }

    /// The runs: (ticks, input).
    pub fn runs(&self) -> &[(u32, Input)] {
        &self.runs
    }

    /// How many ticks the inputs last.
    pub fn len(&self) -> u64 {
        self.runs.iter().map(|&(n, _)| n as u64).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// One input per tick.
    pub fn iter(&self) -> impl Iterator<Item = Input> + '_ {
        self.runs
            .iter()
            .flat_map(|&(n, input)| std::iter::repeat_n(input, n as usize))
    }

    /// The file text: `header` lines as comments, then one line per run
    /// (`N*` for runs longer than a tick).
    pub fn to_text(&self, header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            out.push_str("# ");
            out.push_str(line);
            out.push('\n');
        }
        for &(n, input) in &self.runs {
            if n > 1 {
                out.push_str(&format!("{n}*"));
            }
            out.push_str(&input_text(input));
            out.push('\n');
        }
        out
    }

    /// Writes the file.
    pub fn write(&self, path: &Path, header: &str) -> Result<(), String> {
        std::fs::write(path, self.to_text(header)).map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// An input as written: its action names joined by `+` (bits without a name
/// as one hex number), `none` when nothing is pressed.
pub fn input_text(input: Input) -> String {
    if input.bits == 0 {
        return NONE.into();
    }
    let mut parts: Vec<String> = Vec::new();
    let mut rest = input.bits;
    for &(name, bit) in Input::NAMES.iter() {
        if rest & bit != 0 {
            parts.push(name.into());
            rest &= !bit;
        }
    }
    if rest != 0 {
        parts.push(format!("{rest:#x}"));
    }
    parts.join("+")
}

/// Parses one line: None for a line holding only a comment, else the
/// repeat count and the input.
pub fn parse_line(line: &str) -> Result<Option<(u32, Input)>, String> {
    let (body, comment) = match line.find('#') {
        Some(at) => (&line[..at], true),
        None => (line, false),
    };
    let body = body.trim();
    if body.is_empty() {
        return Ok((!comment).then_some((1, Input::default())));
    }
    let (count, terms) = match body.split_once('*') {
        Some((n, terms)) => {
            let n = n.trim();
            let count: u32 = n
                .parse()
                .map_err(|_| format!("bad repeat count {n:?} (ticks, 1 to 4294967295)"))?;
            if count == 0 {
                return Err("a repeat count of 0 ticks".into());
            }
            (count, terms.trim())
        }
        None => (1, body),
    };
    if terms.is_empty() {
        return Err(format!(
            "nothing after {count}* (write {count}*{NONE} for idle ticks)"
        ));
    }
    Ok(Some((count, parse_input(terms)?)))
}

/// Parses an input: a number, or names and numbers joined by `+`.
pub fn parse_input(text: &str) -> Result<Input, String> {
    let mut bits = 0;
    for term in text.split('+') {
        let term = term.trim();
        bits |= term_bits(term)?;
    }
    Ok(Input { bits })
}

fn term_bits(term: &str) -> Result<u32, String> {
    if term.is_empty() {
        return Err("an empty name between '+' signs".into());
    }
    if term == NONE {
        return Ok(0);
    }
    if let Some(name) = Input::bit(term) {
        return Ok(name);
    }
    let number = match term.strip_prefix("0x").or_else(|| term.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16).ok(),
        None if term.starts_with(|c: char| c.is_ascii_digit()) => term.parse().ok(),
        None => None,
    };
    number.ok_or_else(|| {
        let names: Vec<&str> = Input::NAMES.iter().map(|(n, _)| *n).collect();
        format!(
            "unknown input {term:?} (a number, {NONE} or one of: {})",
            names.join(" ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: u32 = Input::FORWARD;
    const J: u32 = Input::JUMP;

    fn ticks(text: &str) -> Vec<u32> {
        Inputs::parse(text, "t.txt")
            .unwrap()
            .iter()
            .map(|i| i.bits)
            .collect()
    }

    #[test]
    fn the_old_format_reads_as_before() {
        assert_eq!(ticks("forward\n\n17\nforward + jump\n"), [F, 0, 17, F | J]);
    }

    #[test]
    fn comments_and_repeats() {
        let text = "# a walkthrough\n3*forward  # run\n  # aside\n2 * none\njump+0x10000\n";
        assert_eq!(ticks(text), [F, F, F, 0, 0, J | 0x10000]);
        let inputs = Inputs::parse(text, "t").unwrap();
        assert_eq!(inputs.len(), 6);
        assert_eq!(inputs.runs().len(), 3);
    }

    #[test]
    fn long_runs_are_not_expanded() {
        let inputs = Inputs::parse("4000000000*forward\n4000000000*forward\n", "t").unwrap();
        assert_eq!(inputs.len(), 8_000_000_000);
        assert_eq!(inputs.runs().len(), 2);
        assert_eq!(inputs.iter().take(3).count(), 3);
    }

    #[test]
    fn writing_then_parsing_gives_the_same_ticks() {
        let seq: Vec<Input> = [0, 0, 0, F, F, F | J, 0x8000_0000 | F, 0, Input::DUCK, F]
            .into_iter()
            .map(|bits| Input { bits })
            .collect();
        let inputs = Inputs::from_ticks(seq.iter().copied());
        let text = inputs.to_text("recorded by a test\nseed 0");
        assert_eq!(
            text,
            "# recorded by a test\n# seed 0\n3*none\n2*forward\nforward+jump\n\
             forward+0x80000000\nnone\nduck\nforward\n"
        );
        let back = Inputs::parse(&text, "t").unwrap();
        assert_eq!(back, inputs);
        assert_eq!(back.iter().collect::<Vec<_>>(), seq);
        assert_eq!(Inputs::from_ticks([]).to_text(""), "");
    }

    #[test]
    fn the_documented_example_reads() {
        let doc = include_str!("../../docs/cli.md");
        let from = doc.find("## Input files").unwrap();
        let block = &doc[from..];
        let start = block.find("```text\n").unwrap() + 8;
        let end = start + block[start..].find("```").unwrap();
        let inputs = Inputs::parse(&block[start..end], "docs/cli.md").unwrap();
        assert_eq!(inputs.len(), 15 + 40 + 1 + 1 + 1);
        assert_eq!(inputs.iter().last().unwrap().bits, F | J);
    }

    #[test]
    fn errors_name_file_and_line() {
        let cases = [
            ("forward\njmup\n", "t.txt:2: unknown input \"jmup\""),
            ("0*forward", "t.txt:1: a repeat count of 0 ticks"),
            ("x*forward", "t.txt:1: bad repeat count \"x\""),
            ("\n\n5*", "t.txt:3: nothing after 5*"),
            ("forward++jump", "t.txt:1: an empty name between '+' signs"),
            ("99999999999", "t.txt:1: unknown input \"99999999999\""),
            ("0xZZ", "t.txt:1: unknown input \"0xZZ\""),
            ("Forward", "t.txt:1: unknown input \"Forward\""),
        ];
        for (text, want) in cases {
            let e = Inputs::parse(text, "t.txt").unwrap_err();
            assert!(e.starts_with(want), "{text:?}: {e}");
        }
    }
}
