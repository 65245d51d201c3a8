//! `check-scripts` holds the scripts to the modders' contract
//! (docs/lua-api.md "Contract"): every shipped script passes, and each
//! breach a mod could make is rejected with its place (file:line, or the
//! catalogue and id).

use std::path::{Path, PathBuf};

use tombrs::script::check::check;
use tombrs::script::{shipped_scripts, HostConfig, Limits};

/// A temporary mod directory, removed when dropped.
struct ModDir(PathBuf);

impl ModDir {
    fn new(name: &str) -> ModDir {
        let dir = crate::common::scratch(&format!("contract-{name}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        ModDir(dir)
    }

    fn write(&self, rel: &str, text: &str) -> &ModDir {
        let path = self.0.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        self
    }

    /// The problems check-scripts finds with this directory laid over the
    /// shipped scripts.
    fn problems(&self) -> Vec<String> {
        check(&config(&[&self.0]))
    }
}

impl Drop for ModDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn config(mods: &[&Path]) -> HostConfig {
    let mut roots = vec![shipped_scripts()];
    roots.extend(mods.iter().map(|p| p.to_path_buf()));
    HostConfig {
        roots,
        limits: Limits::default(),
        echo: false,
    }
}

/// The one problem among `problems` containing every part of `parts`.
fn found<'a>(problems: &'a [String], parts: &[&str]) -> &'a str {
    problems
        .iter()
        .find(|p| parts.iter().all(|part| p.contains(part)))
        .unwrap_or_else(|| panic!("no problem with {parts:?} among {problems:#?}"))
}

/// The shipped text of a script, to lay a changed copy over it.
fn shipped(rel: &str) -> String {
    std::fs::read_to_string(shipped_scripts().join(rel)).unwrap()
}

#[test]
fn every_shipped_script_passes() {
    let problems = check(&HostConfig::with_mods(&[]));
    assert!(problems.is_empty(), "{problems:#?}");
}

/// A TR1 catalogue of a few entries in the contract's shape, `bad` among
/// them.
fn tr1_catalogue(bad: &str) -> String {
    format!(
        "return require(\"objects.catalogue\").list({{\n\
         {{ id = 0, name = \"Lara\", behaviour = \"lara.player\" }},\n\
         {bad}\n\
         {{ id = 57, name = \"Door 1\", behaviour = \"objects.common.door\" }},\n\
         }})\n"
    )
}

#[test]
fn a_catalogue_entry_without_an_id_is_rejected() {
    let dir = ModDir::new("no-id");
    dir.write(
        "objects/tr1.lua",
        &tr1_catalogue("{ name = \"Wolf\", behaviour = \"creatures.wolf\" },"),
    );
    let problems = dir.problems();
    found(
        &problems,
        &["objects/tr1.lua:1:", "entry 2 (Wolf) has no integer id"],
    );
}

#[test]
fn a_catalogue_entry_without_a_name_or_behaviour_is_rejected() {
    let dir = ModDir::new("no-name");
    dir.write(
        "objects/tr1.lua",
        &tr1_catalogue(
            "{ id = 7, behaviour = \"creatures.wolf\", params = { stats = \"wolf\" } },\n\
             { id = 8, name = \"Bear\" },",
        ),
    );
    let problems = dir.problems();
    found(
        &problems,
        &["objects/tr1.lua:3:", "objects.tr1 id 7", "has no name"],
    );
    found(
        &problems,
        &[
            "objects/tr1.lua:4:",
            "objects.tr1 id 8 (Bear)",
            "no behaviour named",
        ],
    );
}

#[test]
fn a_behaviour_must_be_a_full_module_name_of_the_roots() {
    let dir = ModDir::new("short-name");
    dir.write(
        "objects/tr1.lua",
        &tr1_catalogue(
            "{ id = 41, name = \"Lifting door\", behaviour = \"door\" },\n\
             { id = 42, name = \"Slamming doors\", behaviour = \"objects.common.no_such_trap\" },",
        ),
    );
    let problems = dir.problems();
    found(
        &problems,
        &[
            "objects/tr1.lua:3:",
            "id 41 (Lifting door)",
            "\"door\" names no module",
        ],
    );
    found(
        &problems,
        &[
            "objects/tr1.lua:4:",
            "id 42 (Slamming doors)",
            "no_such_trap",
        ],
    );
}

#[test]
fn a_name_or_id_given_twice_refuses_the_catalogue() {
    let dir = ModDir::new("twice");
    dir.write(
        "objects/tr1.lua",
        &tr1_catalogue("{ id = 58, name = \"Door 1\", behaviour = \"objects.common.door\" },"),
    );
    found(
        &dir.problems(),
        &["objects/tr1.lua:1:", "\"Door 1\" is given to ids 58 and 57"],
    );
}

#[test]
fn a_mod_catalogue_entry_out_of_shape_is_rejected() {
    let dir = ModDir::new("mod-catalogue");
    dir.write(
        "mods/broken/catalogue.lua",
        "return {\n\
         tr1 = {\n\
         Wolf = { behaviour = \"creatures.nowhere\", params = { stats = \"wolf\" } },\n\
         Nobody = { behaviour = \"creatures.wolf\" },\n\
         [8] = { id = 9, behaviour = \"creatures.bear\", params = { stats = \"bear\" } },\n\
         },\n\
         }\n",
    );
    let problems = dir.problems();
    found(
        &problems,
        &[
            "mods/broken/catalogue.lua",
            "mods.broken.catalogue.tr1[\"Wolf\"]",
            "\"creatures.nowhere\" names no module",
        ],
    );
    found(
        &problems,
        &[
            "mods/broken/catalogue.lua",
            "no type of the game's catalogue is named \"Nobody\"",
        ],
    );
    found(
        &problems,
        &[
            "mods/broken/catalogue.lua:5:",
            "the entry says id = 9 but overrides type 8",
        ],
    );
}

#[test]
fn a_level_override_names_types_by_id_or_by_catalogue_name() {
    let good = ModDir::new("override-good");
    good.write(
        "levels/tr1/TEST.lua",
        "return { types = { Wolf = { behaviour = \"creatures.bear\", params = { stats = \"bear\" } },\n\
         [8] = { name = \"Bear\", behaviour = \"inert\" } } }\n",
    );
    let problems = good.problems();
    assert!(problems.is_empty(), "{problems:#?}");
    let bad = ModDir::new("override-bad");
    bad.write(
        "levels/tr1/TEST.lua",
        "return { types = {\n  Werewolf = { behaviour = \"creatures.wolf\" },\n\
         [9] = { id = 10, name = \"Bat\", behaviour = \"creatures.bat\" } } }\n",
    );
    let problems = bad.problems();
    found(
        &problems,
        &[
            "levels/tr1/TEST.lua",
            "no type of the game's catalogue is named \"Werewolf\"",
        ],
    );
    found(
        &problems,
        &[
            "levels/tr1/TEST.lua:3:",
            "says id = 10 but overrides type 9",
        ],
    );
}

/// A creature module of the mod, named by TR1's wolf entry.
fn wolf_module(dir: &ModDir, decisions: &str) {
    dir.write(
        "creatures/wolf.lua",
        &format!(
            "local creature = require(\"ai.creature\")\n\
             local stats = require(\"creatures.stats\")\n\
             local wolf = {{}}\n\
             creature.behaviour(wolf, stats.of)\n\
             wolf.decide = {{}}\n\
             {decisions}\n\
             function wolf.control(e) creature.act_named(e, wolf.decide) end\n\
             return wolf\n"
        ),
    );
}

#[test]
fn a_decision_of_another_signature_is_rejected() {
    let dir = ModDir::new("signature");
    wolf_module(
        &dir,
        "function wolf.decide.stop(e, ai, info, st) e.goal_state = st.states.walk end\n\
         function wolf.decide.walk(e, ai, info, st, S) e.goal_state = S.stop end",
    );
    let problems = dir.problems();
    found(
        &problems,
        &[
            "creatures/wolf.lua:7:",
            "creatures.wolf.decide.walk takes (e, ai, info, st, S)",
            "(e, ai, info, st)",
        ],
    );
    assert!(
        !problems.iter().any(|p| p.contains("decide.stop")),
        "{problems:#?}"
    );
}

#[test]
fn a_decision_for_a_state_its_stats_do_not_declare_is_rejected() {
    let dir = ModDir::new("state-name");
    wolf_module(
        &dir,
        "function wolf.decide.stop(e, ai, info, st) end\n\
         function wolf.decide.prowl(e, ai, info, st) end",
    );
    found(
        &dir.problems(),
        &[
            "creatures/wolf.lua:7:",
            "decide.prowl names a state no stats of creatures.wolf declare",
        ],
    );
}

#[test]
fn decisions_keyed_by_state_number_or_kept_local_are_rejected() {
    let dir = ModDir::new("numbers");
    wolf_module(&dir, "wolf.decide[1] = function(e, ai, info, st) end");
    found(
        &dir.problems(),
        &["creatures/wolf.lua:6:", "decide is keyed by 1"],
    );
    let local = ModDir::new("local");
    local.write(
        "creatures/wolf.lua",
        "local creature = require(\"ai.creature\")\n\
         local wolf = {}\n\
         local decide = {}\n\
         function decide.stop(e, ai, info, st) end\n\
         function wolf.control(e) creature.act_named(e, decide) end\n\
         return wolf\n",
    );
    found(
        &local.problems(),
        &["creatures/wolf.lua:3:", "keeps its decisions local"],
    );
}

#[test]
fn a_thinking_creature_deciding_in_an_if_chain_is_rejected() {
    let dir = ModDir::new("chain");
    dir.write(
        "creatures/wolf.lua",
        "local creature = require(\"ai.creature\")\n\
         local stats = require(\"creatures.stats\")\n\
         local wolf = {}\n\
         creature.behaviour(wolf, stats.of)\n\
         function wolf.control(e)\n\
           local ai = e.state.ai\n\
           if not creature.think(e, true) then return end\n\
           local S = ai.stats.states\n\
           if e.anim_state == S.stop then e.goal_state = S.walk\n\
           elseif e.anim_state == S.walk then e.goal_state = S.run end\n\
         end\n\
         return wolf\n",
    );
    found(
        &dir.problems(),
        &[
            "creatures/wolf.lua:10:",
            "decides in a chain over e.anim_state",
        ],
    );
}

#[test]
fn a_lara_state_handled_by_two_groups_is_rejected() {
    let dir = ModDir::new("twice-handled");
    dir.write(
        "lara/extra_moves.lua",
        "local S = require(\"lara.states\")\n\
         return { [S.STOP] = { control = function(e, l) end, collide = function(e, l) end } }\n",
    );
    dir.write(
        "lara/player.lua",
        "return { groups = { require(\"lara.ground\"), require(\"lara.extra_moves\") } }\n",
    );
    found(
        &dir.problems(),
        &[
            "lara/extra_moves.lua",
            "state 2 (STOP) has a handler in lara.ground and again in lara.extra_moves",
        ],
    );
}

#[test]
fn a_lara_field_used_but_not_declared_is_rejected() {
    let dir = ModDir::new("field");
    dir.write(
        "lara/extra_moves.lua",
        "local moves = {}\n\
         -- l.in_a_comment is not a use\n\
         function moves.tick(e, l)\n\
           l.landed = true\n\
           l.juggling = l.juggling or 0\n\
           e.state.whistling = \"l.in_a_string\"\n\
         end\n\
         return moves\n",
    );
    let problems = dir.problems();
    found(
        &problems,
        &[
            "lara/extra_moves.lua:5:",
            "Lara's field `juggling` is used but not declared",
        ],
    );
    found(&problems, &["lara/extra_moves.lua:6:", "`whistling`"]);
    let noise = ["`landed`", "`in_a_comment`", "`in_a_string`"];
    assert!(
        !problems.iter().any(|p| noise.iter().any(|n| p.contains(n))),
        "{problems:#?}"
    );
}

#[test]
fn a_require_cycle_is_rejected_even_through_a_function() {
    let dir = ModDir::new("cycle");
    dir.write(
        "mod/first.lua",
        "local second = require(\"mod.second\")\nreturn { go = second.go }\n",
    );
    dir.write(
        "mod/second.lua",
        "local second = {}\n\
         function second.go()\n\
           return require(\"mod.first\")\n\
         end\n\
         return second\n",
    );
    found(
        &dir.problems(),
        &[
            "mod/first.lua:1:",
            "require cycle: mod.first → mod.second → mod.first",
        ],
    );
}

#[test]
fn a_binding_or_hook_without_an_annotation_is_rejected() {
    let dir = ModDir::new("annotations");
    let text = shipped("types/tombrs.lua")
        .lines()
        .filter(|l| !l.starts_with("function world.floor(") && !l.contains("@field on_vehicle_hit"))
        .collect::<Vec<_>>()
        .join("\n");
    dir.write("types/tombrs.lua", &text);
    let problems = dir.problems();
    found(&problems, &["world.floor has no LuaLS annotation"]);
    found(
        &problems,
        &["Behaviour hook on_vehicle_hit has no LuaLS annotation"],
    );
}

#[test]
fn floating_point_trigonometry_in_a_behaviour_script_is_rejected() {
    let dir = ModDir::new("float-trig");
    dir.write(
        "mod/drift.lua",
        "-- math.sin in a comment is not a call\n\
         local fixed = require(\"lib.fixed\")\n\
         local drift = {}\n\
         function drift.step(e, speed)\n\
           e.x = e.x + fixed.scale_sin(speed, e.yaw)\n\
           e.z = e.z + math.floor(speed * math.cos(e.yaw * math.pi / 32768))\n\
           return \"math.sqrt\"\n\
         end\n\
         return drift\n",
    );
    let problems = dir.problems();
    found(&problems, &["mod/drift.lua:6:", "math.cos", "fixed.cos"]);
    found(&problems, &["mod/drift.lua:6:", "math.pi"]);
    let in_drift: Vec<&String> = problems
        .iter()
        .filter(|p| p.contains("drift.lua"))
        .collect();
    assert_eq!(in_drift.len(), 2, "{problems:#?}");
}
