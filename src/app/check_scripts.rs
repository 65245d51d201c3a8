//! `tombrs check-scripts`: the checks of [`crate::script::check`] printed
//! as `file:line: message` lines, with the catalogue and Lara coverage of
//! every game and, for the levels named, what they place that is inert.

use std::path::PathBuf;
use std::process::ExitCode;

/// Runs `tombrs check-scripts`.
pub fn run(mods: &[PathBuf], list_inert: bool, levels: &[PathBuf]) -> ExitCode {
    let config = crate::script::HostConfig::with_mods(mods);
    let mut problems = crate::script::check::check(&config);
    for p in &problems {
        println!("{p}");
    }
    let coverage = crate::script::check::coverage(&config);
    for c in &coverage {
        println!(
            "{:?}: {} of {} catalogue entries have a behaviour ({} inert)",
            c.game,
            c.behaving,
            c.entries,
            c.entries - c.behaving
        );
        if list_inert {
            print_inert("  inert", &c.inert);
        }
        let l = &c.lara;
        println!(
            "{:?}: {} of {} Lara states have a handler ({} carried by no animation, {} missing)",
            c.game,
            l.handled,
            l.states,
            l.without_behaviour.len(),
            l.missing.len()
        );
        if list_inert {
            for (id, why) in &l.without_behaviour {
                println!("    state {id:>3} ({why})");
            }
            if !l.missing.is_empty() {
                let ids: Vec<String> = l.missing.iter().map(u16::to_string).collect();
                println!("  missing: {}", ids.join(" "));
            }
        }
    }
    for path in levels {
        match level_coverage_line(&coverage, path) {
            Ok(()) => {}
            Err(e) => problems.push(format!("{}: {e}", path.display())),
        }
    }
    if problems.is_empty() {
        let roots: Vec<String> = config
            .roots
            .iter()
            .map(|r| r.display().to_string())
            .collect();
        println!("scripts ok ({})", roots.join(" + "));
        ExitCode::SUCCESS
    } else {
        println!("{} problem(s)", problems.len());
        ExitCode::from(1)
    }
}

/// Prints `label: id name (note), ...` one entry a line (nothing if empty).
fn print_inert(label: &str, entries: &[(u32, String, Option<String>)]) {
    if entries.is_empty() {
        return;
    }
    println!("{label} ({}):", entries.len());
    for (id, name, note) in entries {
        match note {
            Some(n) => println!("    {id:>4} {name} ({n})"),
            None => println!("    {id:>4} {name}"),
        }
    }
}

/// One level held against its game's catalogue coverage.
fn level_coverage_line(
    coverage: &[crate::script::check::Coverage],
    path: &std::path::Path,
) -> Result<(), String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let ext = path.extension().and_then(|e| e.to_str());
    let level = crate::level::Level::load(&bytes, ext).map_err(|e| e.to_string())?;
    let cov = coverage
        .iter()
        .find(|c| c.game == level.game)
        .ok_or_else(|| format!("no catalogue loaded for {:?}", level.game))?;
    let lc = crate::script::check::level_coverage(cov, &level);
    println!(
        "{} ({:?}): {} placed types, {} inert; {} more types carried (models, sprites), {} inert",
        path.display(),
        level.game,
        lc.placed_types,
        lc.placed_inert.len(),
        lc.carried_types.saturating_sub(lc.placed_types),
        lc.carried_inert.len()
    );
    print_inert("  placed and inert", &lc.placed_inert);
    print_inert("  carried and inert", &lc.carried_inert);
    Ok(())
}
