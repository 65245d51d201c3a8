//! Every binding a script sees has its LuaLS annotation in `types/`: the
//! functions and values of the `world`, `nav`, `ai`, `input` and `log`
//! tables, the global `unimplemented`, the entity handle's fields and
//! methods (`---@class Entity`), and every behaviour hook
//! (`---@class Behaviour`).

use mlua::{Lua, Value};

use crate::script::behaviour::Hook;
use crate::script::bindings::fields::Field;
use crate::script::bindings::handle::{method_names, RECORD_FIELDS};
use crate::script::modules::Roots;

/// The global tables of bindings whose every key is annotated.
const TABLES: [&str; 5] = ["world", "nav", "ai", "input", "log"];
/// Global functions of the host.
const GLOBALS: [&str; 1] = ["unimplemented"];

/// The annotation text of the roots: every module under `types`.
fn annotations(roots: &Roots) -> (String, String) {
    let mut text = String::new();
    let mut files = Vec::new();
    for (name, path) in roots.all_modules() {
        if name.starts_with("types.") {
            text.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
            text.push('\n');
            files.push(path.display().to_string());
        }
    }
    (text, files.join(", "))
}

/// The `---@field` names of `---@class name` in `text`.
fn class_fields(text: &str, class: &str) -> Vec<String> {
    let header = format!("---@class {class}");
    let mut lines = text.lines().skip_while(|l| l.trim() != header);
    lines.next();
    lines
        .take_while(|l| l.starts_with("---@field "))
        .filter_map(|l| l["---@field ".len()..].split_whitespace().next())
        .map(|f| f.trim_end_matches('?').to_string())
        .collect()
}

/// True when `text` annotates `table.key` (a function or a value).
fn annotates(text: &str, table: &str, key: &str) -> bool {
    if table == "input" {
        return text.lines().any(|l| {
            l.split(',')
                .any(|part| part.trim().starts_with(&format!("{key} =")))
        });
    }
    let function = format!("function {table}.{key}(");
    let value = format!("{table}.{key} =");
    text.lines()
        .any(|l| l.starts_with(&function) || l.starts_with(&value))
}

/// The bindings of `lua` (a world host) without an annotation.
pub fn check(lua: &Lua, roots: &Roots) -> Vec<String> {
    let (text, files) = annotations(roots);
    let place = if files.is_empty() {
        "types/".to_string()
    } else {
        files
    };
    let mut missing = Vec::new();
    for table in TABLES {
        let Ok(Value::Table(t)) = lua.globals().raw_get::<Value>(table) else {
            continue;
        };
        let mut keys: Vec<String> = t
            .pairs::<String, Value>()
            .flatten()
            .map(|(k, _)| k)
            .collect();
        keys.sort();
        for key in keys {
            if !annotates(&text, table, &key) {
                missing.push(format!("{table}.{key}"));
            }
        }
    }
    for global in GLOBALS {
        let defined = matches!(
            lua.globals().raw_get::<Value>(global),
            Ok(Value::Function(_))
        );
        if defined
            && !text
                .lines()
                .any(|l| l.starts_with(&format!("function {global}(")))
        {
            missing.push(global.to_string());
        }
    }
    let entity_fields = class_fields(&text, "Entity");
    for field in Field::all()
        .map(Field::name)
        .chain(RECORD_FIELDS.iter().copied())
    {
        if !entity_fields.iter().any(|f| f == field) {
            missing.push(format!("Entity field {field}"));
        }
    }
    for method in method_names(lua).unwrap_or_default() {
        if !text
            .lines()
            .any(|l| l.starts_with(&format!("function Entity:{method}(")))
        {
            missing.push(format!("Entity:{method}"));
        }
    }
    let hooks = class_fields(&text, "Behaviour");
    for hook in Hook::ALL {
        if !hooks.iter().any(|h| h == hook.name()) {
            missing.push(format!("Behaviour hook {}", hook.name()));
        }
    }
    missing
        .into_iter()
        .map(|m| format!("{place}: {m} has no LuaLS annotation"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_lists_its_fields_until_the_first_other_line() {
        let text = "---@class Behaviour\n---@field init? fun(e: Entity)\n---@field control? fun()\n\n---@field other x\n";
        assert_eq!(class_fields(text, "Behaviour"), vec!["init", "control"]);
    }

    #[test]
    fn input_constants_are_found_in_their_table() {
        let text = "input = {\n  FORWARD = 1, BACK = 2,\n}\n";
        assert!(annotates(text, "input", "BACK"));
        assert!(!annotates(text, "input", "JUMP"));
    }
}
