//! The command line: every `tombrs` command and its flags (docs/cli.md),
//! parsed by clap and handed to the module that runs it.
//!
//! Bad input files give one line on stderr and exit code 2; a round trip that
//! differs exits 1.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::format;
use crate::format::companion::kind::{detect_kind, roundtrip_kind, unknown_kind_error, FileKind};
use crate::level::Level;

use super::EXIT_BAD_INPUT;

/// tombrs: plays TR1–TR5 levels; every entity behaviour is a Lua script.
#[derive(Debug, Parser)]
#[command(name = "tombrs", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Refuse a level whose model needs repairs (a dangling index, a bad
    /// texture reference) instead of repairing and listing them.
    #[arg(long, global = true)]
    pub strict: bool,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game, a level or a WAD's objects in a window (default: the
    /// bundled demo as a game).
    Play {
        /// An installed game's folder (the whole game, menus and all), a
        /// .PHD/.TUB/.TR2/.TR4/.TRC level, or a TRLE .WAD to browse its
        /// objects in the model viewer.
        level: Option<PathBuf>,
        /// A mod folder (with mod.toml) or an overlay folder laid over the
        /// shipped scripts, after the mods config.toml enables (repeatable;
        /// the later wins). An installed mod may be named alone.
        #[arg(long = "mod", visible_alias = "scripts", value_name = "DIR")]
        mods: Vec<PathBuf>,
        /// Quit after this many frames (smoke tests).
        #[arg(long)]
        frames: Option<u64>,
        /// Quit once the world has stepped this many ticks.
        #[arg(long)]
        ticks: Option<u64>,
        /// Start in the free camera instead of following Lara (the default
        /// while Lara has no behaviour script); the free_camera key (F6)
        /// switches at run time.
        #[arg(long)]
        free_camera: bool,
        /// Write the inputs fed to the world, one line per tick (an input
        /// file for `sim --input`), when the window closes.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// Start Lara at the level's demo start (TR1-TR3 demo data) and play
        /// the demo's inputs; the keys take over when they end.
        #[arg(long)]
        demo: bool,
        /// Replay an input file instead of the keys (the keys take over
        /// when it ends).
        #[arg(long, value_name = "FILE")]
        input: Option<PathBuf>,
        /// Write the JSON-lines trace of every tick, as `sim --trace` does.
        #[arg(long, value_name = "FILE")]
        trace: Option<PathBuf>,
    },
    /// Show what a file holds. Levels: version, block counts, rooms, entities,
    /// models. Also SCRIPT.DAT, language files, TOMBPC.DAT, PAK, CUTSEQ,
    /// CDAUDIO.WAD, MAIN.SFX, WAVE, Ogg and TRLE WADs.
    Info {
        file: PathBuf,
        /// Print JSON with stable keys instead of text.
        #[arg(long)]
        json: bool,
        /// List the animations of the model of this type id (a level):
        /// state, frames, speed, next, state changes (state→animation[dispatch frames]), commands.
        #[arg(long, value_name = "TYPE")]
        anims: Option<u32>,
    },
    /// Read a file, write it back in memory and compare (exit 1 when different).
    Roundtrip { file: PathBuf },
    /// Run a level or a whole game headless for N ticks, optionally
    /// replaying inputs, and write a JSON-lines trace (identical for
    /// identical arguments).
    Sim {
        /// A level file, or a game's folder (played from its title).
        level: PathBuf,
        /// Ticks to run (default: as long as the --input or --demo inputs,
        /// else 300).
        #[arg(long)]
        ticks: Option<u64>,
        /// An input file: one line per tick, a number or action names joined
        /// by '+' (forward back left right jump action walk step_left
        /// step_right roll look draw sprint duck flare none), 'N*' repeats a
        /// line N ticks, '#' comments (docs/cli.md "Input files").
        #[arg(long, value_name = "FILE")]
        input: Option<PathBuf>,
        /// Start Lara at the level's demo start (TR1-TR3 demo data) and
        /// replay the demo's inputs (or --input's, when given).
        #[arg(long)]
        demo: bool,
        /// The seed of the world's generators (a demo plays on the
        /// originals' demo seed whatever is given).
        #[arg(long, default_value_t = 0)]
        seed: u32,
        /// Switch on a fan fix of the originals' behaviour by its name in
        /// config.toml's [fixes] (repeatable; not with --demo, which plays
        /// the original).
        #[arg(long = "fix", value_name = "NAME")]
        fixes: Vec<String>,
        /// Where to write the trace (default: no trace).
        #[arg(long)]
        trace: Option<PathBuf>,
        /// A mod folder (with mod.toml) or an overlay folder laid over the
        /// shipped scripts (repeatable; the later wins a file both
        /// replace). An installed mod may be named alone.
        #[arg(long = "mod", visible_alias = "scripts", value_name = "DIR")]
        mods: Vec<PathBuf>,
        /// Run without Lua behaviours (the bare world).
        #[arg(long)]
        no_scripts: bool,
        /// Keep running in real time (30 ticks a second) after the given
        /// ticks, reloading scripts when they change; stop with Ctrl-C.
        #[arg(long)]
        watch: bool,
        /// After the ticks, evaluate each line of standard input as Lua in
        /// the scripts' sandbox (world, entity handles, lara, require) and
        /// print its result, as the window's console does.
        #[arg(long)]
        console: bool,
        /// Mix the level's sound for the simulated ticks (heard from Lara)
        /// into this 16-bit stereo 48 kHz WAV file.
        #[arg(long)]
        audio_out: Option<PathBuf>,
        /// Start from this saved game (of the same level) instead of the
        /// level's start.
        #[arg(long, value_name = "FILE")]
        load: Option<PathBuf>,
        /// Save the game to this file after the simulated ticks.
        #[arg(long, value_name = "FILE")]
        save: Option<PathBuf>,
        /// Playing a game folder: where its save slots are kept (without
        /// it, the game refuses to save).
        #[arg(long, value_name = "DIR")]
        saves: Option<PathBuf>,
    },
    /// Play a level headless at full speed for minutes of game time with
    /// seeded random input and every triggered entity switched on; report
    /// ticks, script errors, Lara's invariant violations (below the floor,
    /// inside a wall) and resident memory.
    Soak {
        level: PathBuf,
        /// Game time to play, in minutes (30 ticks a second).
        #[arg(long, default_value_t = 1.0)]
        minutes: f64,
        /// Seeds the random player and the world.
        #[arg(long, default_value_t = 0)]
        seed: u32,
        /// Mod folders over the shipped scripts (repeatable).
        #[arg(long = "mod", visible_alias = "scripts", value_name = "DIR")]
        mods: Vec<PathBuf>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Render one frame of a level offscreen to a PNG (default camera:
    /// behind Lara at her start; without Lara, the first room's centre).
    #[cfg(feature = "frontend")]
    Render {
        level: PathBuf,
        /// X,Y,Z,YAW,PITCH[,ROOM] in TR units (y down, 65536 per turn).
        #[arg(long)]
        camera: Option<crate::app::offscreen::CameraArg>,
        /// WIDTHxHEIGHT.
        #[arg(long, default_value = "640x480", value_parser = parse_size)]
        size: (u32, u32),
        /// Simulate this many ticks (with scripts) before drawing.
        #[arg(long, default_value_t = 0)]
        tick: u64,
        /// The PNG file to write.
        #[arg(short, long)]
        out: PathBuf,
        /// Mod folders over the shipped scripts (repeatable).
        #[arg(long = "mod", visible_alias = "scripts", value_name = "DIR")]
        mods: Vec<PathBuf>,
        /// Draw the HUD and the statistics panel over the frame.
        #[arg(long)]
        hud: bool,
        /// Debug views over the frame: portals, boxes, triggers, nav, all
        /// (comma-separated).
        #[arg(long, value_parser = crate::render::debug_views::DebugViews::parse)]
        debug: Option<crate::render::debug_views::DebugViews>,
        /// WAD files: the movable type id or static id to draw (default: the
        /// first movable); `--tick` plays its first animation that far.
        #[arg(long)]
        model: Option<u32>,
    },
    /// Compile every script, check every catalogue entry, flipeffect index
    /// and gameflow opcode; problems as `file:line: message`, exit 1 on any.
    CheckScripts {
        /// Mod folders laid over the shipped scripts (repeatable).
        #[arg(long = "mod", visible_alias = "scripts", value_name = "DIR")]
        mods: Vec<PathBuf>,
        /// Also list, per game, the catalogue entries still inert (with the
        /// catalogue's note on why, where it gives one).
        #[arg(long)]
        coverage: bool,
        /// Level files to hold against the catalogues: the placed types and
        /// the carried models and sprites that are still inert.
        levels: Vec<PathBuf>,
    },
    /// Make and check mods: `mod new DIR` scaffolds one, `mod check DIR`
    /// validates its manifest and checks its scripts.
    Mod {
        #[command(subcommand)]
        action: ModCommand,
    },
    /// Regenerate the bundled demo (all five formats, MAIN.SFX, hero table).
    BuildDemo {
        /// Where to write.
        #[arg(long, default_value = "data/demo")]
        out: PathBuf,
        /// Write a small game folder made by the builder instead, laid out
        /// as this game installs (tr1: DATA/*.PHD with its own gameflow.lua,
        /// tr2/tr3: TOMBPC.DAT, tr4/tr5: SCRIPT.DAT + ENGLISH.DAT), to play
        /// with `tombrs play OUT` or `tombrs sim OUT`.
        #[arg(long, value_name = "GAME")]
        game_folder: Option<String>,
    },
}

/// What `tombrs mod` does.
#[derive(Debug, Subcommand)]
pub enum ModCommand {
    /// Scaffold a mod in DIR (a new or empty folder): mod.toml, an example
    /// override wired through the mod's catalogue, and .luarc.json for
    /// editors (LuaLS) pointing at the API annotations.
    New {
        dir: PathBuf,
        /// The game it is made for (tr1 … tr5).
        #[arg(long, default_value = "tr1")]
        game: String,
    },
    /// Validate DIR's mod.toml and check its scripts laid over the shipped
    /// ones (as check-scripts does); clashes with the --mod folders given
    /// before it are listed.
    Check {
        dir: PathBuf,
        /// Mods loaded before it (the ones it requires; repeatable).
        #[arg(long = "mod", value_name = "DIR")]
        mods: Vec<PathBuf>,
    },
}

fn extension(path: &Path) -> Option<String> {
    path.extension()
        .and_then(|e| e.to_str())
        .map(str::to_string)
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// A mod stack that cannot be loaded: its error on stderr, exit code 2.
fn bad_mods(e: String) -> ExitCode {
    eprintln!("tombrs: {e}");
    ExitCode::from(EXIT_BAD_INPUT)
}

fn bad(path: &Path, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("tombrs: {}: {e}", path.display());
    ExitCode::from(EXIT_BAD_INPUT)
}

/// Runs `tombrs info`.
pub fn info(path: &Path, json: bool, anims: Option<u32>, strict: bool) -> ExitCode {
    let bytes = match read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("tombrs: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let name = path.file_name().and_then(|n| n.to_str());
    let kind = match detect_kind(&bytes, name) {
        Some(k) => k,
        None => return bad(path, unknown_kind_error()),
    };
    if !matches!(kind, FileKind::Level(_)) {
        return match super::companion_info::report(kind, &bytes, path) {
            Ok(report) => {
                if json {
                    println!(
                        "{}",
                        serde_json::to_string_pretty(&report).unwrap_or_default()
                    );
                } else {
                    print!("{}", super::info::generic_text(&report));
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tombrs: {}: {e}", path.display());
                ExitCode::from(EXIT_BAD_INPUT)
            }
        };
    }
    let raw = match format::read_level(&bytes, extension(path).as_deref()) {
        Ok(r) => r,
        Err(e) => return bad(path, e),
    };
    let built = if strict {
        Level::from_raw(&raw).map(|l| (l, Vec::new()))
    } else {
        Level::from_raw_repaired(&mut raw.clone())
    };
    let (level, repairs) = match built {
        Ok(l) => l,
        Err(e) => return bad(path, e),
    };
    if let Some(type_id) = anims {
        return match super::anim_table::anim_table(&level, type_id) {
            Ok(table) => {
                print!("{table}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tombrs: {}: {e}", path.display());
                ExitCode::from(EXIT_BAD_INPUT)
            }
        };
    }
    let mut report = super::info::level_report(&raw, &level);
    report["repairs"] = repairs.iter().map(|r| r.to_string()).collect();
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).unwrap_or_default()
        );
    } else {
        print!("{}", super::info::level_text(&report));
    }
    ExitCode::SUCCESS
}

/// Runs `tombrs roundtrip`.
pub fn roundtrip(path: &Path) -> ExitCode {
    let bytes = match read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("tombrs: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let name = path.file_name().and_then(|n| n.to_str());
    let Some(kind) = detect_kind(&bytes, name) else {
        return bad(path, unknown_kind_error());
    };
    match roundtrip_kind(kind, &bytes, extension(path).as_deref()) {
        Ok(None) => {
            println!("identical");
            ExitCode::SUCCESS
        }
        Ok(Some(d)) => {
            let show = |b: Option<u8>| {
                b.map(|b| format!("{b:#04x}"))
                    .unwrap_or_else(|| "end".into())
            };
            println!(
                "differs at {} offset {:#x} ({}): original {}, written {}",
                d.region,
                d.offset,
                d.structure,
                show(d.original),
                show(d.written)
            );
            ExitCode::from(1)
        }
        Err(e) => bad(path, e),
    }
}

/// Runs `tombrs build-demo`.
pub fn build_demo(out: &Path, game_folder: Option<&str>) -> ExitCode {
    use crate::builder::game_folder::{write_script_like, write_tombpc_like, write_tr1_like};
    let written = match game_folder {
        None => crate::builder::demo_files::write_demo(out),
        Some("tr1") => write_tr1_like(out),
        Some("tr2") => write_tombpc_like(out, crate::format::Game::Tr2),
        Some("tr3") => write_tombpc_like(out, crate::format::Game::Tr3),
        Some("tr4") => write_script_like(out, crate::format::Game::Tr4),
        Some("tr5") => write_script_like(out, crate::format::Game::Tr5),
        Some(other) => {
            eprintln!("tombrs: --game-folder {other}: name one of tr1, tr2, tr3, tr4, tr5");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    match written {
        Ok(paths) => {
            for p in paths {
                println!("wrote {}", p.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tombrs: {}: {e}", out.display());
            ExitCode::from(1)
        }
    }
}

/// Parses the arguments and runs the command.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Info { file, json, anims }) => info(&file, json, anims, cli.strict),
        Some(Command::Roundtrip { file }) => roundtrip(&file),
        Some(Command::Play {
            level,
            mods,
            frames,
            ticks,
            free_camera,
            record,
            demo,
            input,
            trace,
        }) => super::play(&super::PlayArgs {
            scripts: match super::mods::stack_roots(&mods, true) {
                Ok(roots) => roots,
                Err(e) => return bad_mods(e),
            },
            frames,
            ticks,
            free_camera,
            record,
            demo,
            input,
            trace,
            strict: cli.strict,
            ..super::PlayArgs::new(level.as_deref())
        }),
        Some(Command::BuildDemo { out, game_folder }) => build_demo(&out, game_folder.as_deref()),
        Some(Command::Sim {
            level,
            ticks,
            input,
            demo,
            seed,
            fixes,
            trace,
            mods,
            no_scripts,
            watch,
            console,
            audio_out,
            load,
            save,
            saves,
        }) => {
            let roots = if no_scripts {
                Vec::new()
            } else {
                match super::mods::stack_roots(&mods, false) {
                    Ok(roots) => roots,
                    Err(e) => return bad_mods(e),
                }
            };
            super::sim(&super::sim::SimArgs {
                level: &level,
                ticks,
                input: input.as_deref(),
                demo,
                seed,
                trace: trace.as_deref(),
                scripts: (!no_scripts).then_some(roots.as_slice()),
                watch,
                console,
                audio_out: audio_out.as_deref(),
                load: load.as_deref(),
                save: save.as_deref(),
                saves: saves.as_deref(),
                strict: cli.strict,
                fixes: &fixes,
            })
        }
        Some(Command::Soak {
            level,
            minutes,
            seed,
            mods,
            json,
        }) => super::soak::run(&super::soak::SoakArgs {
            level: &level,
            minutes,
            seed,
            scripts: &match super::mods::stack_roots(&mods, false) {
                Ok(roots) => roots,
                Err(e) => return bad_mods(e),
            },
            json,
            strict: cli.strict,
        }),
        Some(Command::CheckScripts {
            mods,
            coverage,
            levels,
        }) => match super::mods::stack_roots(&mods, false) {
            Ok(roots) => super::check_scripts::run(&roots, coverage, &levels),
            Err(e) => bad_mods(e),
        },
        Some(Command::Mod { action }) => match action {
            ModCommand::New { dir, game } => super::mods::new_mod(&dir, &game),
            ModCommand::Check { dir, mods } => super::mods::check_mod(&dir, &mods),
        },
        #[cfg(feature = "frontend")]
        Some(Command::Render {
            level,
            camera,
            size,
            tick,
            out,
            mods,
            hud,
            debug,
            model,
        }) => {
            if crate::app::play::is_wad(&level) {
                return match crate::app::viewer::render(&level, model, tick, size, &out) {
                    Ok(stats) => {
                        println!(
                            "wrote {} ({}x{}): {} draw calls",
                            out.display(),
                            size.0,
                            size.1,
                            stats.draw_calls
                        );
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        eprintln!("tombrs: render: {e}");
                        ExitCode::from(EXIT_BAD_INPUT)
                    }
                };
            }
            let scripts = match super::mods::stack_roots(&mods, false) {
                Ok(roots) => roots,
                Err(e) => return bad_mods(e),
            };
            let args = crate::app::offscreen::RenderArgs {
                level: &level,
                camera,
                size,
                tick,
                out: &out,
                scripts: &scripts,
                hud,
                debug: debug.unwrap_or_default(),
                strict: cli.strict,
            };
            match crate::app::offscreen::run(&args) {
                Ok(stats) => {
                    println!(
                        "wrote {} ({}x{}): {} rooms visible, {} draw calls",
                        out.display(),
                        size.0,
                        size.1,
                        stats.rooms,
                        stats.draw_calls
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("tombrs: render: {e}");
                    ExitCode::from(EXIT_BAD_INPUT)
                }
            }
        }
        None => super::play(&super::PlayArgs::new(None)),
    }
}

/// Parses WIDTHxHEIGHT.
pub fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WIDTHxHEIGHT, got {s:?}"))?;
    let w: u32 = w
        .trim()
        .parse()
        .map_err(|_| format!("bad width in {s:?}"))?;
    let h: u32 = h
        .trim()
        .parse()
        .map_err(|_| format!("bad height in {s:?}"))?;
    if !(1..=8192).contains(&w) || !(1..=8192).contains(&h) {
        return Err(format!("size {s:?} must be 1..8192 on each side"));
    }
    Ok((w, h))
}
