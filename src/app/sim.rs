//! `tombrs sim`: the world stepped headless at 30 ticks per tick of the
//! command, with recorded inputs and a deterministic trace.

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use crate::level::Level;
use crate::world::trace::trace_line;
use crate::world::{Input, NoHooks, World};

/// Parses one input line: a number, or names joined by `+`.
pub fn parse_input(line: &str) -> Result<Input, String> {
    let line = line.trim();
    if line.is_empty() {
        return Ok(Input::default());
    }
    if let Ok(bits) = line.parse::<u32>() {
        return Ok(Input { bits });
    }
    let mut bits = 0;
    for name in line.split('+') {
        bits |= match name.trim() {
            "forward" => Input::FORWARD,
            "back" => Input::BACK,
            "left" => Input::LEFT,
            "right" => Input::RIGHT,
            "jump" => Input::JUMP,
            "action" => Input::ACTION,
            "walk" => Input::WALK,
            "step_left" => Input::STEP_LEFT,
            "step_right" => Input::STEP_RIGHT,
            "roll" => Input::ROLL,
            "look" => Input::LOOK,
            other => return Err(format!("unknown input {other:?}")),
        };
    }
    Ok(Input { bits })
}

/// Runs the simulation and writes the trace.
pub fn run(
    path: &Path,
    ticks: u64,
    input: Option<&Path>,
    seed: u32,
    trace: Option<&Path>,
) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("tombrs: {msg}");
        ExitCode::from(super::cli::EXIT_BAD_INPUT)
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => return fail(format!("{}: {e}", path.display())),
    };
    let ext = path.extension().and_then(|e| e.to_str());
    let level = match Level::load(&bytes, ext) {
        Ok(l) => Arc::new(l),
        Err(e) => return fail(format!("{}: {e}", path.display())),
    };
    let inputs = match input {
        Some(p) => match std::fs::read_to_string(p) {
            Ok(text) => match text
                .lines()
                .enumerate()
                .map(|(i, l)| parse_input(l).map_err(|e| format!("{}:{}: {e}", p.display(), i + 1)))
                .collect::<Result<Vec<_>, _>>()
            {
                Ok(v) => v,
                Err(e) => return fail(e),
            },
            Err(e) => return fail(format!("{}: {e}", p.display())),
        },
        None => Vec::new(),
    };
    let mut world = World::new(level, seed);
    let mut out = String::new();
    for t in 0..ticks {
        let input = inputs.get(t as usize).copied().unwrap_or_default();
        world.step(input, &mut NoHooks);
        if trace.is_some() {
            trace_line(&world, &mut out);
        }
    }
    if let Some(t) = trace {
        if let Err(e) = std::fs::write(t, out) {
            return fail(format!("{}: {e}", t.display()));
        }
    }
    println!(
        "simulated {ticks} ticks of {} ({} entities)",
        path.display(),
        world.entities.len()
    );
    ExitCode::SUCCESS
}
