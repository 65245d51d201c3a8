//! `tombrs sim DIR`: a whole game played headless: the title, its menus,
//! the levels in their order, statistics, saves. Each line of the input
//! file is one 30 Hz tick, menus included, so a recorded game replays the
//! same. The trace holds the world's line for each tick a level stepped
//! and a `{"flow": …}` line for each thing the gameflow did (a level
//! loaded with what Lara carried in, a page shown, a level completed with
//! its statistics, a save, the end).

use std::path::Path;
use std::process::ExitCode;

use crate::game::folder::GameFolder;
use crate::game::session::{Session, SessionConfig};
use crate::world::trace::trace_line;
use crate::world::Input;

use super::sim::SimArgs;

/// The saves of a game played by `sim` (None: `--saves` not given, so
/// saving is refused rather than writing beside the player's own).
fn saves_dir(args: &SimArgs) -> Option<std::path::PathBuf> {
    args.saves.map(Path::to_path_buf)
}

/// Plays the game in `args.level` (a folder).
pub fn run(args: &SimArgs) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("tombrs: {msg}");
        ExitCode::from(super::EXIT_BAD_INPUT)
    };
    let folder = match GameFolder::open(args.level) {
        Ok(f) => f,
        Err(e) => return fail(e),
    };
    let inputs = match args.input {
        Some(p) => match super::input_file::Inputs::read(p) {
            Ok(i) => Some(i),
            Err(e) => return fail(e),
        },
        None => None,
    };
    let ticks = args.ticks.unwrap_or_else(|| {
        inputs
            .as_ref()
            .map_or(super::sim::DEFAULT_TICKS, |i| i.len())
    });
    let config = SessionConfig {
        mods: args.scripts.map(<[_]>::to_vec).unwrap_or_default(),
        echo: true,
        saves: saves_dir(args),
        seed: args.seed,
        settings: None,
        config_dir: super::config::config_path().and_then(|p| p.parent().map(Path::to_path_buf)),
        fixes: args.fixes.iter().cloned().collect(),
    };
    println!(
        "{}: {} ({:?})",
        args.level.display(),
        crate::script::game_key(folder.game),
        folder.layout_name()
    );
    let mut session = match Session::open(folder, config) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let mut out = String::new();
    let mut feed = super::replay::Feed::new(inputs, false);
    let mut run = 0;
    for line in session.take_lines() {
        out.push_str(&line);
        out.push('\n');
    }
    while run < ticks && !session.over() {
        let input = feed.next(Input::default());
        let report = match session.tick(input) {
            Ok(r) => r,
            Err(e) => return fail(e),
        };
        run += 1;
        if report.stepped {
            if let Some(stage) = session.stage.as_ref() {
                trace_line(&stage.world, &mut out);
            }
        }
        for line in session.take_lines() {
            println!("{line}");
            out.push_str(&line);
            out.push('\n');
        }
    }
    if let Some(t) = args.trace {
        if let Err(e) = std::fs::write(t, &out) {
            return fail(format!("{}: {e}", t.display()));
        }
    }
    println!(
        "played {run} ticks of {}{}",
        args.level.display(),
        if session.over() {
            "; the game is over"
        } else {
            ""
        }
    );
    if let Some(stage) = session.stage.as_mut() {
        if args.console {
            super::sim::console_lines(&mut stage.host, &mut stage.world);
        }
        eprint!("{}", stage.host.faults().summary());
    }
    ExitCode::SUCCESS
}
