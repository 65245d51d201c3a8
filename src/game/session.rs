//! A game being played: the gameflow's coroutine (`gameflow.run`) and the
//! stage it put up (one level's world and scripts). Each 30 Hz tick the
//! session either steps the stage (the level's own side of the gameflow,
//! `gameflow.level`, may hold it for the ring or the pause page) or shows
//! a page of the flow's and hands it the keys; whenever the flow is waiting
//! for an answer it is resumed at once, so loading, saving and the next
//! level all happen between two ticks. Headless and windowed play drive
//! the same session (`tombrs sim DIR`, `tombrs play DIR`).

use std::path::PathBuf;

use super::folder::{GameFolder, Layout, Table};
use super::page::{field, number, text, Page};
use crate::script::flow::FlowHost;
use crate::script::saved::Plain;
use crate::script::{HostConfig, ScriptHost};
use crate::world::{Event, Input, World};

mod slots;
mod stage;

/// The flow's driver and the level side's module.
const FLOW_MODULE: &str = "gameflow.run";
const LEVEL_MODULE: &str = super::level_side::MODULE;
/// Commands the flow may give between two ticks before the session calls
/// it stuck (a loop that never runs a level nor shows a page).
const MAX_COMMANDS_PER_TICK: usize = 256;
/// How many save slots a game has.
pub const SLOTS: i64 = 16;

/// How a session starts.
#[derive(Debug, Clone, Default)]
pub struct SessionConfig {
    /// Mod folders over the shipped scripts.
    pub mods: Vec<PathBuf>,
    /// Echo script log lines to stderr.
    pub echo: bool,
    /// Where the save slots are (None: saving is refused with a message).
    pub saves: Option<PathBuf>,
    /// The worlds' random seed.
    pub seed: u32,
    /// The settings as the options page shows them
    /// (`scripts/gameflow/options.lua`: display, volumes, fixes, keys);
    /// None: the pages show their defaults.
    pub settings: Option<Plain>,
    /// The user's config directory: its track maps and music folder decide
    /// the soundtrack's files, whose lengths each level's world is given.
    pub config_dir: Option<PathBuf>,
    /// The fan fixes switched on in every level played (never in a demo).
    pub fixes: std::collections::BTreeSet<String>,
}

/// One level on stage.
#[derive(Debug)]
pub struct Stage {
    pub world: World,
    pub host: ScriptHost,
    /// The level file.
    pub path: PathBuf,
    /// The file as the flow named it (kept in saves).
    pub file: String,
    /// The name the player knows it by.
    pub name: String,
    /// The game's number of the level (-1 for a title or a cutscene).
    pub number: i64,
    /// "level", "title", "cutscene" or "demo".
    pub mode: String,
    /// A demo's inputs and the next one to feed (mode "demo").
    demo: Option<(Vec<Input>, usize)>,
}

/// What the flow waits for.
#[derive(Debug)]
enum Waiting {
    /// The stage runs until something ends it (the level's end, Lara's
    /// death, a request from the ring, a time out, a key in a cutscene).
    Run {
        ticks_left: Option<u64>,
        interruptible: bool,
    },
    /// The flow's page is shown; the stage steps behind it when asked.
    Page { page: Page, step_stage: bool },
    /// The flow has ended: the game is over.
    Over,
}

/// What one tick did, for the window and the trace.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct TickReport {
    /// The stage's world stepped this tick.
    pub stepped: bool,
    /// The game is over (the flow returned or chose to exit).
    pub over: bool,
}

/// How far a level's load has come: shown by a window while it waits.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadProgress {
    /// The level's name as the flow gives it (its file when it has none).
    pub level: String,
    /// What is being done ("reading", "building the level", "scripts").
    pub step: &'static str,
    /// 0 (started) to 1 (ready).
    pub done: f32,
}

/// What a window does with each step of a load (draw a loading screen).
pub struct LoadObserver(pub Box<dyn FnMut(&LoadProgress)>);

impl std::fmt::Debug for LoadObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LoadObserver")
    }
}

/// A game being played.
#[derive(Debug)]
pub struct Session {
    /// Told each step of a level's load (`set_load_observer`).
    load_observer: std::cell::RefCell<Option<LoadObserver>>,
    pub folder: GameFolder,
    flow: FlowHost,
    config: SessionConfig,
    pub stage: Option<Stage>,
    waiting: Waiting,
    /// The page the level's side shows this tick (the ring, pause).
    level_page: Option<Page>,
    /// The input held on the previous tick (for presses).
    held: u32,
    /// What happened, as JSON lines for the trace (drained by the caller).
    lines: Vec<String>,
    /// Lines for the player (notices).
    notices: Vec<String>,
    /// The session's ticks.
    pub tick: u64,
    /// The page last reported to the trace.
    last_page: String,
    /// Stages put up so far.
    stages: u64,
    /// What the flow was started with (to start it again after an error).
    game: Plain,
    /// Times the flow failed and started again.
    failures: u32,
    /// What the player set on the options page, until taken.
    settings_change: Option<super::settings::SettingsChange>,
}

/// The JSON of plain data (keys as strings, arrays as objects).
pub fn plain_json(p: &Plain) -> serde_json::Value {
    use serde_json::Value as J;
    match p {
        Plain::Bool(b) => J::Bool(*b),
        Plain::Int(i) => J::from(*i),
        Plain::Num(n) => serde_json::Number::from_f64(*n).map_or(J::Null, J::Number),
        Plain::Str(s) => J::String(s.clone()),
        Plain::Entity(id) => J::String(format!("entity {}", id.index)),
        Plain::Table(pairs) => J::Object(
            pairs
                .iter()
                .map(|(k, v)| (text(Some(k)), plain_json(v)))
                .collect(),
        ),
    }
}

fn str_of(t: &[(Plain, Plain)], k: &str) -> String {
    text(field(t, k))
}

impl Session {
    /// Opens the game in `folder` and runs its flow up to the first thing
    /// it shows (the title, or the first level).
    pub fn open(folder: GameFolder, config: SessionConfig) -> Result<Session, String> {
        let mut host_config = HostConfig::with_mods(&config.mods);
        host_config.echo = config.echo;
        let mut flow = FlowHost::new(&host_config).map_err(|e| format!("gameflow: {e}"))?;
        let mut description = folder.description.clone();
        if let Layout::Own { source } = &folder.layout {
            let name = folder.root.join(super::folder::OWN_GAMEFLOW);
            description = flow
                .read_data(&name.display().to_string(), source)
                .map_err(|e| e.to_string())?;
        }
        let missing = folder.missing_levels(&description);
        let game = Table::default()
            .set(
                "missing",
                Table::list(missing.iter().map(|m| Plain::from(m.as_str()))),
            )
            .set("description", description)
            .set("folder", folder.name())
            .set("slots", SLOTS)
            .set("can_save", config.saves.is_some())
            .set(
                "settings",
                config.settings.clone().unwrap_or(Plain::Table(Vec::new())),
            );
        let game: Plain = game.into();
        flow.start(FLOW_MODULE, "main", &game)
            .map_err(|e| format!("gameflow: {e}"))?;
        let mut session = Session {
            load_observer: std::cell::RefCell::new(None),
            folder,
            flow,
            config,
            stage: None,
            waiting: Waiting::Over,
            level_page: None,
            held: 0,
            lines: Vec::new(),
            notices: Vec::new(),
            tick: 0,
            last_page: String::new(),
            stages: 0,
            game,
            failures: 0,
            settings_change: None,
        };
        for m in &missing {
            session.line("missing", serde_json::json!({ "level": m }));
        }
        session.advance(Plain::Bool(true))?;
        Ok(session)
    }

    /// The page on screen this tick: the level's (ring, pause) or the
    /// flow's (menus, statistics), if any.
    pub fn page(&self) -> Option<&Page> {
        if let Waiting::Page { page, .. } = &self.waiting {
            return Some(page);
        }
        self.level_page.as_ref()
    }

    /// How many stages the session has put up so far (a new count: a new
    /// level on stage, even of the same file).
    pub fn stages(&self) -> u64 {
        self.stages
    }

    /// Has `observer` told each step of every level load from now on (a
    /// window draws its loading screen from it while the load runs).
    pub fn set_load_observer(&mut self, observer: LoadObserver) {
        *self.load_observer.get_mut() = Some(observer);
    }

    /// Tells the load observer, if any, how far a load has come.
    fn loading(&self, level: &str, step: &'static str, done: f32) {
        if let Some(o) = self.load_observer.borrow_mut().as_mut() {
            (o.0)(&LoadProgress {
                level: level.to_string(),
                step,
                done,
            });
        }
    }

    /// What the player set on the options page since the last call
    /// (the window applies it and keeps it in config.toml).
    pub fn take_settings(&mut self) -> Option<super::settings::SettingsChange> {
        self.settings_change.take()
    }

    /// The settings as they now stand, for the options pages: the flow's
    /// next pages read them, and so does the level on stage.
    pub fn set_settings(&mut self, settings: Plain) {
        self.config.settings = Some(settings.clone());
        if let Some(s) = self.stage.as_mut() {
            super::level_side::notify(&mut s.host, &mut s.world, "configure", &[settings]);
        }
    }

    /// True once the game is over.
    pub fn over(&self) -> bool {
        matches!(self.waiting, Waiting::Over)
    }

    /// The trace lines written since the last call (JSON, one per line).
    pub fn take_lines(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }

    /// Notices for the player since the last call.
    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    fn line(&mut self, kind: &str, data: serde_json::Value) {
        let mut obj = serde_json::Map::new();
        obj.insert("tick".into(), self.tick.into());
        obj.insert("flow".into(), kind.into());
        if let serde_json::Value::Object(m) = data {
            obj.extend(m);
        }
        self.lines.push(serde_json::Value::Object(obj).to_string());
    }

    /// One 30 Hz tick with the player's `input`.
    pub fn tick(&mut self, input: Input) -> Result<TickReport, String> {
        self.tick += 1;
        let pressed = input.bits & !self.held;
        self.held = input.bits;
        let mut report = TickReport::default();
        let keys = || {
            Plain::from(
                Table::default()
                    .set("pressed", pressed as i64)
                    .set("held", input.bits as i64),
            )
        };
        match &mut self.waiting {
            Waiting::Over => report.over = true,
            Waiting::Page { step_stage, page } => {
                let step = *step_stage;
                let summary = page.summary();
                if summary != self.last_page {
                    self.last_page = summary.clone();
                    self.line("page", serde_json::json!({ "page": summary }));
                }
                if step {
                    if let Some(s) = self.stage.as_mut() {
                        s.host.step(&mut s.world, Input::default());
                        report.stepped = true;
                    }
                }
                self.advance(keys())?;
            }
            Waiting::Run {
                ticks_left,
                interruptible,
            } => {
                let interruptible = *interruptible;
                if let Some(t) = ticks_left.as_mut() {
                    *t = t.saturating_sub(1);
                }
                let timed_out = *ticks_left == Some(0);
                let outcome =
                    self.run_tick(input, pressed, interruptible, timed_out, &mut report)?;
                if let Some(outcome) = outcome {
                    self.advance(outcome)?;
                }
            }
        }
        report.over |= self.over();
        Ok(report)
    }

    /// One tick of a running stage: the level's side first (it may hold
    /// the world for its ring or pause, or ask something of the game),
    /// then the world. Some(outcome) when the run is over.
    fn run_tick(
        &mut self,
        input: Input,
        pressed: u32,
        interruptible: bool,
        timed_out: bool,
        report: &mut TickReport,
    ) -> Result<Option<Plain>, String> {
        let Some(stage) = self.stage.as_mut() else {
            return Ok(Some(ended("no_stage")));
        };
        let side = super::level_side::tick(&mut stage.host, &mut stage.world, pressed, input.bits);
        let request = side.request;
        self.level_page = side.page;
        if let Some(p) = &self.level_page {
            let summary = p.summary();
            if summary != self.last_page {
                self.last_page = summary.clone();
                self.line("page", serde_json::json!({ "page": summary }));
            }
        } else if !self.last_page.is_empty() {
            self.last_page.clear();
        }
        if let Some(request) = request {
            let mut t = Table::default()
                .set("ended", "request")
                .set("request", request.clone());
            t = self.with_finish(t);
            self.line(
                "request",
                serde_json::json!({ "request": plain_json(&request) }),
            );
            return Ok(Some(t.into()));
        }
        if self.level_page.is_some() {
            return Ok(None);
        }
        let Some(stage) = self.stage.as_mut() else {
            return Ok(None);
        };
        // A demo plays its own inputs until they end or a key is pressed.
        let mut outcome = None;
        let input = match stage.demo.as_mut() {
            Some((inputs, at)) => match inputs.get(*at) {
                Some(i) => {
                    *at += 1;
                    *i
                }
                None => {
                    outcome = Some(Table::default().set("ended", "demo_end"));
                    Input::default()
                }
            },
            None => input,
        };
        if outcome.is_none() {
            stage.host.step(&mut stage.world, input);
            report.stepped = true;
        }
        for ev in stage.world.events() {
            match ev {
                Event::LevelEnd { level, start } if outcome.is_none() => {
                    outcome = Some(
                        Table::default()
                            .set("ended", "completed")
                            .set("next", *level as i64)
                            .set("start", *start as i64),
                    );
                }
                Event::Restart if outcome.is_none() => {
                    outcome = Some(Table::default().set("ended", "died"));
                }
                Event::SaveRequest if outcome.is_none() => {
                    outcome = Some(Table::default().set("ended", "save_request"));
                }
                Event::Notice { text } => self.notices.push(text.clone()),
                _ => {}
            }
        }
        if outcome.is_none() && interruptible && pressed != 0 {
            outcome = Some(Table::default().set("ended", "interrupted"));
        }
        if outcome.is_none() && timed_out {
            outcome = Some(Table::default().set("ended", "time"));
        }
        Ok(outcome.map(|t| self.with_finish(t).into()))
    }

    /// Adds what the level's side gives at the end of a run (what carries
    /// on, the statistics) to an outcome.
    fn with_finish(&mut self, t: Table) -> Table {
        let Some(stage) = self.stage.as_mut() else {
            return t;
        };
        match stage
            .host
            .call_module(&mut stage.world, LEVEL_MODULE, "finish", &[])
        {
            Ok(v) => match v.into_iter().next().flatten() {
                Some(p) => t.set("level", p),
                None => t,
            },
            Err(e) => {
                stage
                    .host
                    .log()
                    .push(crate::script::Severity::Error, e.to_string());
                t
            }
        }
    }

    /// Resumes the flow with `reply` and carries out its commands until it
    /// runs a stage, shows a page or ends.
    fn advance(&mut self, mut reply: Plain) -> Result<(), String> {
        for _ in 0..MAX_COMMANDS_PER_TICK {
            let command = match self.flow.resume(&reply) {
                Ok(Some(c)) => c,
                Ok(None) => {
                    self.line("over", serde_json::json!({}));
                    self.waiting = Waiting::Over;
                    return Ok(());
                }
                Err(e) => {
                    // A script error in the flow: reported, and the game
                    // goes back to its start (the title) rather than end;
                    // a flow that keeps failing at once ends the game.
                    self.failures += 1;
                    self.line("error", serde_json::json!({ "gameflow": e.to_string() }));
                    self.flow
                        .log()
                        .push(crate::script::Severity::Error, e.to_string());
                    self.notices
                        .push("THE GAMEFLOW FAILED: BACK TO THE START".into());
                    if self.failures > 3 {
                        self.waiting = Waiting::Over;
                        return Err(e.to_string());
                    }
                    self.flow
                        .start(FLOW_MODULE, "main", &self.game)
                        .map_err(|e| format!("gameflow: {e}"))?;
                    reply = Plain::Bool(true);
                    continue;
                }
            };
            let Plain::Table(t) = &command else {
                return Err("the gameflow gave a command that is not a table".into());
            };
            let kind = str_of(t, "kind");
            reply = match kind.as_str() {
                "run" => {
                    self.failures = 0;
                    self.level_page = None;
                    self.waiting = Waiting::Run {
                        ticks_left: number(field(t, "ticks")).map(|n| n.max(1.0) as u64),
                        interruptible: matches!(field(t, "interruptible"), Some(Plain::Bool(true))),
                    };
                    return Ok(());
                }
                "page" => {
                    let page = field(t, "page").map(Page::from_plain).unwrap_or_default();
                    self.level_page = None;
                    self.waiting = Waiting::Page {
                        page,
                        step_stage: matches!(field(t, "step_stage"), Some(Plain::Bool(true))),
                    };
                    return Ok(());
                }
                "quit" => {
                    self.line("over", serde_json::json!({}));
                    self.waiting = Waiting::Over;
                    return Ok(());
                }
                "load" => self.load(t),
                "unload" => {
                    self.stage = None;
                    Plain::Bool(true)
                }
                "fmv" => {
                    let file = str_of(t, "file");
                    let why = format!("FMV {file} skipped: tombrs has no player for FMV files");
                    self.line("fmv", serde_json::json!({ "file": file, "skipped": why }));
                    self.notices.push(why.clone());
                    Table::default().set("played", false).set("why", why).into()
                }
                "notice" => {
                    let text = str_of(t, "text");
                    self.line("notice", serde_json::json!({ "text": text }));
                    self.notices.push(text);
                    Plain::Bool(true)
                }
                "trace" => {
                    let what = field(t, "what").map(plain_json).unwrap_or_default();
                    self.line(&str_of(t, "event"), serde_json::json!({ "what": what }));
                    Plain::Bool(true)
                }
                "settings" => {
                    let change =
                        super::settings::SettingsChange::from_plain(&Plain::Table(t.to_vec()));
                    self.line(
                        "settings",
                        serde_json::json!({ "music": change.music, "sound": change.sound }),
                    );
                    self.settings_change = Some(change);
                    Plain::Bool(true)
                }
                "save" => self.save(t),
                "load_save" => self.load_save(t),
                "slots" => self.slots(),
                other => {
                    return Err(format!("the gameflow gave an unknown command {other:?}"));
                }
            };
        }
        Err(format!(
            "the gameflow gave {MAX_COMMANDS_PER_TICK} commands without running a level or \
             showing a page: stopped"
        ))
    }
}

/// An outcome with only its ending.
fn ended(why: &str) -> Plain {
    Table::default().set("ended", why).into()
}
