//! The level's own side of the gameflow (`gameflow.level` in the level's
//! script host), called before each world tick with the keys: the
//! inventory ring and the pause page hold the world and show their page;
//! the ring's passport asks the game for something (save, load, a new
//! game, leave). A game's session and a level played alone in the window
//! call it the same way.

use super::page::{field, Page};
use crate::script::saved::Plain;
use crate::script::ScriptHost;
use crate::world::World;

/// The module and function the engine calls.
pub const MODULE: &str = "gameflow.level";

/// What the level's side said for one tick.
#[derive(Debug, Default)]
pub struct SideTick {
    /// The page to show with the world held (None: the world steps).
    pub page: Option<Page>,
    /// What the ring asks of the game, as the script gave it.
    pub request: Option<Plain>,
}

impl SideTick {
    /// The options page's settings when the request carries them
    /// (`{ settings = {…} }`).
    pub fn settings(&self) -> Option<super::settings::SettingsChange> {
        match &self.request {
            Some(Plain::Table(t)) => {
                field(t, "settings").map(super::settings::SettingsChange::from_plain)
            }
            _ => None,
        }
    }

    /// True when the request names `key` (`{ save = true }`…).
    pub fn asks(&self, key: &str) -> bool {
        match &self.request {
            Some(Plain::Table(t)) => matches!(field(t, key), Some(Plain::Bool(true))),
            _ => false,
        }
    }
}

/// Calls `gameflow.level.tick(pressed, held)`; an error is logged in the
/// host's log and reads as "nothing to show".
pub fn tick(host: &mut ScriptHost, world: &mut World, pressed: u32, held: u32) -> SideTick {
    let args = [Plain::Int(pressed as i64), Plain::Int(held as i64)];
    match host.call_module(world, MODULE, "tick", &args) {
        Ok(mut v) => {
            v.resize(2, None);
            let request = v.pop().flatten();
            SideTick {
                page: v.pop().flatten().as_ref().map(Page::from_plain),
                request,
            }
        }
        Err(e) => {
            use crate::script::faults::{Culprit, Fault};
            let e = e.to_string();
            let culprit = Culprit::Call(format!("{MODULE}.tick"));
            host.record_fault(Fault::new(culprit, &e, ""), e.clone());
            SideTick::default()
        }
    }
}

/// The level's statistics page at its end (`gameflow.level.finish`'s
/// lines), headed `title`, as a game's sequence shows it.
pub fn statistics_page(host: &mut ScriptHost, world: &mut World, title: &str) -> Page {
    let finished = host
        .call_module(world, MODULE, "finish", &[])
        .ok()
        .and_then(|mut v| v.drain(..).next().flatten());
    let lines = match &finished {
        Some(Plain::Table(t)) => field(t, "lines").cloned(),
        _ => None,
    };
    let mut page = vec![
        (Plain::Str("kind".into()), Plain::Str("statistics".into())),
        (Plain::Str("title".into()), Plain::Str(title.into())),
        (
            Plain::Str("footer".into()),
            Plain::Str("ACTION: CONTINUE".into()),
        ),
        (Plain::Str("backdrop".into()), Plain::Str("black".into())),
    ];
    if let Some(lines) = lines {
        page.push((Plain::Str("lines".into()), lines));
    }
    Page::from_plain(&Plain::Table(page))
}

/// Calls `gameflow.level.<function>(args…)` for what it does (configure,
/// saved); an error is recorded with the host's script errors.
pub fn notify(host: &mut ScriptHost, world: &mut World, function: &str, args: &[Plain]) {
    if let Err(e) = host.call_module(world, MODULE, function, args) {
        use crate::script::faults::{Culprit, Fault};
        let e = e.to_string();
        let culprit = Culprit::Call(format!("{MODULE}.{function}"));
        host.record_fault(Fault::new(culprit, &e, ""), e.clone());
    }
}
