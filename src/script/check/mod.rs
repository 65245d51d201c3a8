//! `tombrs check-scripts`: compiles every script of the roots and holds
//! them to the modders' contract (docs/lua-api.md "Contract"): every
//! catalogue entry of every game and every level override in the one
//! shape, resolving to a module with valid hooks; every creature module in
//! the one form; Lara's states handled once and her fields declared; no
//! `require` cycle; no floating-point trigonometry in a behaviour script;
//! every binding annotated; every flipeffect index of
//! every game covered and every gameflow opcode handled. Problems read
//! `file:line: message` (or name the catalogue id).

mod annotations;
mod catalogue;
mod creatures;
mod float_math;
mod lara;
pub mod lua_text;
mod requires;

use std::path::PathBuf;

use mlua::Value;

use super::{game_key, gameflow, modules, HostConfig, ScriptHost};
use crate::format::Game;

pub use creatures::DECISION_PARAMS;

/// How many entries of a game's catalogue have a behaviour (not "inert"),
/// and which do not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    pub game: Game,
    pub entries: usize,
    pub behaving: usize,
    /// The inert entries, by type id: (id, name, the catalogue's `note`
    /// saying why, when it gives one).
    pub inert: Vec<(u32, String, Option<String>)>,
    /// Lara's states in this game held against her handlers.
    pub lara: LaraCoverage,
}

/// Lara's states of one game (spec lara.md §1: TR1 0–55 … TR5 0–138)
/// against the handlers `lara.player` gathers: which have one, which are
/// left without one for a stated reason (`lara.states`' WITHOUT_BEHAVIOUR:
/// no animation of any game carries them, so a handler would never run),
/// and which are missing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LaraCoverage {
    /// State ids the game's Lara has.
    pub states: usize,
    /// Of those, the ones with a handler.
    pub handled: usize,
    /// Ids without a handler that no game gives behaviour, with the reason.
    pub without_behaviour: Vec<(u16, String)>,
    /// Ids without a handler that should have one.
    pub missing: Vec<u16>,
}

/// Lara's state coverage in `host`'s game (empty when her modules fail to
/// load; `check` reports that).
fn lara_coverage(host: &ScriptHost, game: Game) -> LaraCoverage {
    let lua = host.lua();
    let (Ok(player), Ok(states)) = (
        modules::require_table(lua, "lara.player"),
        modules::require_table(lua, "lara.states"),
    ) else {
        return LaraCoverage::default();
    };
    let handlers: Option<mlua::Table> = player.raw_get("handlers").ok();
    let count: usize = states
        .raw_get::<mlua::Table>("COUNT")
        .and_then(|t| t.raw_get::<usize>(game as usize + 1))
        .unwrap_or(0);
    let reasons: Option<mlua::Table> = states.raw_get("WITHOUT_BEHAVIOUR").ok();
    let mut cov = LaraCoverage {
        states: count,
        ..Default::default()
    };
    for id in 0..count as u16 {
        let handled = handlers
            .as_ref()
            .is_some_and(|h| matches!(h.raw_get::<Value>(id), Ok(Value::Table(_))));
        if handled {
            cov.handled += 1;
        } else if let Some(why) = reasons
            .as_ref()
            .and_then(|r| r.raw_get::<Option<String>>(id).ok().flatten())
        {
            cov.without_behaviour.push((id, why));
        } else {
            cov.missing.push(id);
        }
    }
    cov
}

impl Coverage {
    /// The inert entry of `type_id`, if it is one.
    pub fn inert_entry(&self, type_id: u32) -> Option<&(u32, String, Option<String>)> {
        self.inert
            .binary_search_by_key(&type_id, |e| e.0)
            .ok()
            .map(|i| &self.inert[i])
    }
}

/// Catalogue coverage per game (games whose catalogue fails to load are
/// left out; `check` reports them).
pub fn coverage(config: &HostConfig) -> Vec<Coverage> {
    let mut out = Vec::new();
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let Ok(host) = ScriptHost::new(config, game, None) else {
            continue;
        };
        let key = game_key(game);
        let Ok(cat) = modules::require_table(host.lua(), &format!("objects.{key}")) else {
            continue;
        };
        let (mut entries, mut behaving, mut inert) = (0, 0, Vec::new());
        for (k, v) in cat.pairs::<Value, Value>().flatten() {
            entries += 1;
            let id = match k {
                Value::Integer(i) => u32::try_from(i).unwrap_or(u32::MAX),
                _ => u32::MAX,
            };
            let (is_inert, name, note) = match &v {
                Value::Table(t) => (
                    matches!(
                        t.raw_get::<Value>("behaviour"),
                        Ok(Value::String(s)) if s.to_str().is_ok_and(|s| s == "inert")
                    ),
                    t.raw_get::<Option<String>>("name").ok().flatten(),
                    t.raw_get::<Option<String>>("note").ok().flatten(),
                ),
                _ => (true, None, None),
            };
            if is_inert {
                inert.push((id, name.unwrap_or_default(), note));
            } else {
                behaving += 1;
            }
        }
        inert.sort_by_key(|e| e.0);
        let lara = lara_coverage(&host, game);
        out.push(Coverage {
            game,
            entries,
            behaving,
            inert,
            lara,
        });
    }
    out
}

/// Runs every check; the problems found (empty: all good).
pub fn check(config: &HostConfig) -> Vec<String> {
    let mut problems = Vec::new();
    let roots = modules::Roots(config.roots.clone());
    // 1. Every file compiles.
    let all = roots.all_modules();
    match super::sandbox::new_lua(config.limits, &Default::default()) {
        Ok(lua) => {
            for path in all.values() {
                match std::fs::read(path) {
                    Ok(text) => {
                        if let Err(e) = modules::compile(&lua, path, &text) {
                            problems.push(located(&e.to_string(), path));
                        }
                    }
                    Err(e) => problems.push(format!("{}: {e}", path.display())),
                }
            }
        }
        Err(e) => problems.push(format!("cannot start Lua: {e}")),
    }
    if !problems.is_empty() {
        return problems;
    }
    // 2. Nothing requires itself through other modules, and no float
    // trigonometry decides gameplay.
    problems.extend(requires::check(&roots));
    problems.extend(float_math::check(&roots));
    // 3. Per game: catalogue entries and level overrides, flipeffects,
    // gameflow handlers; what the catalogues say of the creatures.
    let mut uses = creatures::Uses::default();
    let mut first_host = None;
    for game in [Game::Tr1, Game::Tr2, Game::Tr3, Game::Tr4, Game::Tr5] {
        let key = game_key(game);
        let host = match ScriptHost::new(config, game, None) {
            Ok(h) => h,
            Err(e) => {
                problems.push(catalogue::host_failure(&roots, game, &e.0));
                uses.missing();
                continue;
            }
        };
        let lua = host.lua();
        problems.extend(catalogue::check_game(lua, &roots, game));
        uses.add_game(lua, game);
        check_mod_catalogues(lua, &roots, game, &mut problems);
        let fx_name = format!("flipeffects.{key}");
        match modules::require_table(lua, &fx_name) {
            Ok(t) => {
                let stubs = super::unimplemented_stubs(lua).ok();
                for i in 0..game.flipeffect_count() {
                    match t.raw_get::<Value>(i) {
                        Ok(Value::Function(f)) => {
                            let stub = stubs
                                .as_ref()
                                .and_then(|s| s.raw_get::<Option<String>>(f).ok().flatten());
                            if let Some(name) = stub {
                                problems.push(format!(
                                    "{}: flipeffect {i} is unimplemented(\"{name}\")",
                                    file_of(&roots, &fx_name)
                                ));
                            }
                        }
                        _ => problems.push(format!(
                            "{}: flipeffect {i} has no function",
                            file_of(&roots, &fx_name)
                        )),
                    }
                }
            }
            Err(e) => problems.push(format!("{}: {e}", file_of(&roots, &fx_name))),
        }
        let flow_name = gameflow::handler_module(game).to_string();
        match modules::require_table(lua, &flow_name) {
            Ok(t) => {
                let handlers = match t.raw_get::<Value>("handlers") {
                    Ok(Value::Table(h)) => h,
                    _ => t,
                };
                for op in gameflow::required_handlers(game) {
                    if !matches!(handlers.raw_get::<Value>(*op), Ok(Value::Function(_))) {
                        problems.push(format!(
                            "{}: gameflow opcode {op} has no handler",
                            file_of(&roots, &flow_name)
                        ));
                    }
                }
            }
            Err(e) => problems.push(format!("{}: {e}", file_of(&roots, &flow_name))),
        }
        for line in host.log().lines() {
            // A bad catalogue entry is reported above, with its place.
            let entry_refused = line.message.ends_with(super::catalogue::REFUSED_ENTRY);
            if line.severity == super::Severity::Error && !entry_refused {
                problems.push(line.message);
            }
        }
        if first_host.is_none() {
            first_host = Some(host);
        }
    }
    // 4. The creature form, Lara's handlers and fields, the annotations.
    if let Some(host) = first_host {
        let lua = host.lua();
        problems.extend(creatures::check(lua, &roots, &uses));
        problems.extend(lara::check_handlers(lua, &roots));
        problems.extend(lara::check_fields(lua, &roots));
        problems.extend(annotations::check(lua, &roots));
    }
    problems
}

/// The shape of the mods' catalogues (each mod's
/// `mods/<name>/catalogue.lua`): a table of entry tables by game name. The
/// entries themselves are checked as the host loads them.
fn check_mod_catalogues(
    lua: &mlua::Lua,
    roots: &modules::Roots,
    game: Game,
    problems: &mut Vec<String>,
) {
    let key = game_key(game);
    for module in super::mods::catalogue_modules(roots) {
        let file = file_of(roots, &module);
        let table = match modules::require_table(lua, &module) {
            Ok(t) => t,
            Err(e) => {
                if game == Game::Tr1 {
                    problems.push(format!("{file}: {e}"));
                }
                continue;
            }
        };
        if game == Game::Tr1 {
            for (k, _) in table.pairs::<Value, Value>().flatten() {
                let named = match &k {
                    Value::String(s) => super::mods::game_named(&s.to_string_lossy()).is_some(),
                    _ => false,
                };
                if !named {
                    problems.push(format!(
                        "{file}: key {k:?} is not a game (tr1, tr2, tr3, tr4, tr5)"
                    ));
                }
            }
        }
        match table.raw_get::<Value>(key) {
            Ok(Value::Table(entries)) => problems.extend(catalogue::check_mod_entries(
                lua, roots, game, &module, &entries,
            )),
            Ok(Value::Nil) => {}
            Ok(other) => problems.push(format!(
                "{file}: {key} is a {}, not a table of entries",
                other.type_name()
            )),
            Err(e) => problems.push(format!("{file}: {e}")),
        }
    }
}

fn file_of(roots: &modules::Roots, module: &str) -> String {
    roots
        .resolve(module)
        .unwrap_or_else(|| PathBuf::from(module.replace('.', "/") + ".lua"))
        .display()
        .to_string()
}

/// Lua's compile errors already start with `file:line:`; anything else gets
/// the file prefixed.
fn located(message: &str, path: &std::path::Path) -> String {
    let shown = path.display().to_string();
    let first = message
        .lines()
        .find(|l| l.contains(&shown))
        .unwrap_or(message);
    match first.find(&shown) {
        Some(at) => first[at..].to_string(),
        None => format!("{shown}: {message}"),
    }
}

/// What of one level's objects the catalogue leaves inert: the type ids the
/// level places as entities, and those it only carries a model or sprite
/// sequence for (a spawnable or inventory object), each without a behaviour.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LevelCoverage {
    /// Distinct type ids the level places.
    pub placed_types: usize,
    /// Distinct type ids with a model or sprite sequence in the file.
    pub carried_types: usize,
    /// Placed types still inert: (id, name, note).
    pub placed_inert: Vec<(u32, String, Option<String>)>,
    /// Types with a model or sprite but not placed, still inert.
    pub carried_inert: Vec<(u32, String, Option<String>)>,
}

/// Checks a level's placed entities, models and sprite sequences against
/// its game's coverage.
pub fn level_coverage(cov: &Coverage, level: &crate::level::Level) -> LevelCoverage {
    use std::collections::BTreeSet;
    let placed: BTreeSet<u32> = level
        .entities
        .iter()
        .map(|e| u32::from(e.type_id))
        .collect();
    let carried: BTreeSet<u32> = level
        .models
        .iter()
        .map(|m| m.type_id)
        .chain(
            level
                .sprite_sequences
                .iter()
                .filter_map(|s| u32::try_from(s.0).ok()),
        )
        .collect();
    let inert_of = |ids: &mut dyn Iterator<Item = &u32>| -> Vec<_> {
        ids.filter_map(|&id| cov.inert_entry(id).cloned()).collect()
    };
    LevelCoverage {
        placed_types: placed.len(),
        carried_types: carried.len(),
        placed_inert: inert_of(&mut placed.iter()),
        carried_inert: inert_of(&mut carried.difference(&placed)),
    }
}
