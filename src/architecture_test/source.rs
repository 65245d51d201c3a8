//! Rust sources read as text for the architecture checks: comments and
//! literals blanked, `#[cfg(test)]` items told apart, and the paths a file
//! names (`crate::…`, `super::…`, `self::…`, a child module's `a::…`, an
//! external crate's `name::…`) listed with their line.

use std::path::{Path, PathBuf};

/// One source file of `src/`, read and blanked.
pub struct Source {
    /// Path relative to `src/`, with `/` separators (`world/animate.rs`).
    pub rel: String,
    /// Its module path: `world/animate.rs` and `world/animate/mod.rs` are
    /// `["world", "animate"]`; `lib.rs` is empty.
    pub module: Vec<String>,
    /// The text with comments and string and character literals blanked
    /// (newlines kept, so offsets give the same lines).
    pub code: String,
    /// The code of `#[cfg(test)]` items blanked too: what the library
    /// itself is built from.
    pub shipped: String,
    /// The child modules the file declares, and whether behind
    /// `#[cfg(test)]`.
    pub children: Vec<(String, bool)>,
    /// True for a file of a `#[cfg(test)]` module (or inside one): none of
    /// it is shipped.
    pub test_only: bool,
}

/// A path found in a file: its segments from the root it starts at, with
/// the line (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub segments: Vec<String>,
    pub line: usize,
}

/// Reads every `.rs` file under `src` (sorted, so reports are stable).
pub fn read_tree(src: &Path) -> Vec<Source> {
    let mut files = Vec::new();
    collect(src, &mut files);
    files.sort();
    let mut sources: Vec<Source> = files
        .iter()
        .map(|path| {
            let rel = path
                .strip_prefix(src)
                .expect("a file found under src")
                .to_string_lossy()
                .replace('\\', "/");
            let text =
                std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            Source::new(rel, &text)
        })
        .collect();
    let test_modules: Vec<Vec<String>> = sources
        .iter()
        .flat_map(|s| {
            s.children
                .iter()
                .filter(|(_, test)| *test)
                .map(|(child, _)| {
                    let mut path = s.module.clone();
                    path.push(child.clone());
                    path
                })
        })
        .collect();
    for s in &mut sources {
        s.test_only = test_modules.iter().any(|t| s.module.starts_with(t));
    }
    sources
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

impl Source {
    /// Blanks and indexes `text`, the file at `rel` under `src/`.
    pub fn new(rel: String, text: &str) -> Source {
        let code = blank_comments_and_literals(text);
        let (shipped, test_children) = blank_test_items(&code);
        let module = module_path(&rel);
        let children = declared_modules(&code)
            .into_iter()
            .map(|name| {
                let test = test_children.contains(&name);
                (name, test)
            })
            .collect();
        Source {
            rel,
            module,
            code,
            shipped,
            children,
            test_only: false,
        }
    }

    /// `segments` as a path from the crate's root: a path written in this
    /// file starting with `crate`, `super` (any number) or `self`, or with
    /// a name relative to this module (a child's name).
    pub fn absolute(&self, segments: &[String]) -> Vec<String> {
        match segments.first().map(String::as_str) {
            Some("crate") => segments[1..].to_vec(),
            Some("self") => [&self.module[..], &segments[1..]].concat(),
            Some("super") => {
                let ups = segments.iter().take_while(|p| *p == "super").count();
                let keep = self.module.len().saturating_sub(ups);
                [&self.module[..keep], &segments[ups..]].concat()
            }
            _ => [&self.module[..], segments].concat(),
        }
    }
}

/// `world/animate.rs` → `["world", "animate"]`; `mod.rs` names its folder.
fn module_path(rel: &str) -> Vec<String> {
    let stem = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    if parts
        .last()
        .is_some_and(|p| p == "mod" || p == "lib" || p == "main")
    {
        parts.pop();
    }
    parts
}

/// `text` with every comment and string, raw string and character
/// literal replaced by spaces; newlines stay where they were.
pub fn blank_comments_and_literals(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = chars.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(chars.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let ident_before = i > 0 && is_ident(chars[i - 1]);
        // `br"…"` is a raw string too.
        let byte_prefix = i > 0 && chars[i - 1] == 'b' && (i < 2 || !is_ident(chars[i - 2]));
        if c == '/' && next == Some('/') {
            let end = (i..chars.len())
                .find(|&j| chars[j] == '\n')
                .unwrap_or(chars.len());
            blank(&mut out, i, end);
            i = end;
        } else if c == '/' && next == Some('*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < chars.len() && depth > 0 {
                if chars[j] == '/' && chars.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 2;
                } else if chars[j] == '*' && chars.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if c == 'r'
            && (!ident_before || byte_prefix)
            && matches!(next, Some('"') | Some('#'))
        {
            // A raw string r"…", r#"…"#: it ends at a quote followed by as
            // many hashes as opened it.
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                i += 1;
                continue;
            }
            let mut j = i + 2 + hashes;
            while j < chars.len() {
                let closing = chars.get(j + 1..j + 1 + hashes);
                if chars[j] == '"' && closing.is_some_and(|h| h.iter().all(|&h| h == '#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            blank(&mut out, i, j);
            i = j;
        } else if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{…}'); otherwise a
            // lifetime or a label, which stays.
            let end = if next == Some('\\') {
                (i + 2..chars.len()).find(|&j| chars[j] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    blank(&mut out, i, end + 1);
                    i = end + 1;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    out.into_iter().collect()
}

/// `code` (already blanked) with every item behind `#[cfg(test)]` blanked
/// too, and the names of the test modules it declares in other files
/// (`#[cfg(test)] mod tests;`).
fn blank_test_items(code: &str) -> (String, Vec<String>) {
    const MARK: &str = "#[cfg(test)]";
    let mut out: Vec<char> = code.chars().collect();
    let chars = out.clone();
    let mut test_files = Vec::new();
    let text: String = chars.iter().collect();
    let mut from = 0;
    while let Some(found) = text[from..].find(MARK) {
        let start = char_index(&text, from + found);
        let end = item_end(&chars, start + MARK.chars().count());
        let item: String = chars[start..end].iter().collect();
        if item.trim_end().ends_with(';') {
            test_files.extend(declared_modules(&item));
        }
        for c in &mut out[start..end] {
            if *c != '\n' {
                *c = ' ';
            }
        }
        from = byte_index(&text, end);
    }
    (out.into_iter().collect(), test_files)
}

/// Where the item starting at `from` ends: after its first `;` outside
/// brackets, or after the brace closing its first `{`.
fn item_end(chars: &[char], from: usize) -> usize {
    let mut depth = 0usize;
    let mut i = from;
    // Attributes between the mark and the item are part of it.
    while i < chars.len() {
        match chars[i] {
            '[' | '(' => depth += 1,
            ']' | ')' => depth = depth.saturating_sub(1),
            ';' if depth == 0 => return i + 1,
            '{' if depth == 0 => break,
            _ => {}
        }
        i += 1;
    }
    let mut braces = 0usize;
    while i < chars.len() {
        match chars[i] {
            '{' => braces += 1,
            '}' => {
                braces -= 1;
                if braces == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    chars.len()
}

fn char_index(text: &str, byte: usize) -> usize {
    text[..byte].chars().count()
}

fn byte_index(text: &str, chars: usize) -> usize {
    text.char_indices()
        .nth(chars)
        .map_or(text.len(), |(b, _)| b)
}

/// The modules declared in `code` with a body in another file
/// (`mod name;`, any visibility).
fn declared_modules(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for statement in code.split(';') {
        let words: Vec<&str> = statement.split_whitespace().collect();
        if let [.., "mod", name] = words.as_slice() {
            if name.chars().all(is_ident) {
                names.push(name.to_string());
            }
        }
    }
    names
}

pub fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path in `code` that starts with the word `root` followed by `::`
/// (not itself after `::`, so `a::root::b` is not one), expanded through
/// groups: `root::{a::B, c}` gives `[a, B]` and `[c]`. `$crate` counts as
/// `crate`.
pub fn paths_from(code: &str, root: &str) -> Vec<Named> {
    let chars: Vec<char> = code.chars().collect();
    let root_chars: Vec<char> = root.chars().collect();
    let mut found = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '\n' {
            line += 1;
        }
        // `$crate` passes: `$` is no identifier character.
        let starts = chars[i..].starts_with(&root_chars)
            && chars[i + root_chars.len()..].starts_with(&[':', ':'])
            && (i == 0 || !is_ident(chars[i - 1]))
            && !(i >= 2 && chars[i - 2..i] == [':', ':']);
        if starts {
            let mut at = i + root_chars.len() + 2;
            for segments in path_tree(&chars, &mut at) {
                found.push(Named { segments, line });
            }
        }
        i += 1;
    }
    found
}

/// The paths of a use tree written out (`a::{b, c::D}` gives `[a, b]`
/// and `[a, c, D]`), as they stand: `crate`, `super` or `self` first if
/// the tree starts with one.
pub fn use_tree(text: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    path_tree(&chars, &mut 0)
}

/// Reads a path tree at `at` (after a `::`): `a::b`, `a::{b, c::d}`,
/// `a::*`; returns each full path's segments (a glob gives its prefix).
fn path_tree(chars: &[char], at: &mut usize) -> Vec<Vec<String>> {
    skip_space(chars, at);
    if chars.get(*at) == Some(&'{') {
        *at += 1;
        let mut all = Vec::new();
        loop {
            skip_space(chars, at);
            match chars.get(*at) {
                None => return all,
                Some('}') => {
                    *at += 1;
                    return all;
                }
                Some(',') => *at += 1,
                Some(_) => {
                    let before = *at;
                    all.extend(path_tree(chars, at));
                    skip_alias(chars, at);
                    if *at == before {
                        *at += 1;
                    }
                }
            }
        }
    }
    let start = *at;
    while chars.get(*at).is_some_and(|&c| is_ident(c)) {
        *at += 1;
    }
    if *at == start {
        return vec![Vec::new()];
    }
    let word: String = chars[start..*at].iter().collect();
    if chars[*at..].starts_with(&[':', ':']) && chars.get(*at + 2) != Some(&'<') {
        *at += 2;
        return path_tree(chars, at)
            .into_iter()
            .map(|mut rest| {
                rest.insert(0, word.clone());
                rest
            })
            .collect();
    }
    vec![vec![word]]
}

fn skip_space(chars: &[char], at: &mut usize) {
    while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
        *at += 1;
    }
}

/// Skips ` as name` after a path in a group.
fn skip_alias(chars: &[char], at: &mut usize) {
    let mut j = *at;
    skip_space(chars, &mut j);
    if chars[j..].starts_with(&['a', 's']) && chars.get(j + 2).is_some_and(|c| c.is_whitespace()) {
        j += 2;
        skip_space(chars, &mut j);
        while chars.get(j).is_some_and(|&c| is_ident(c)) {
            j += 1;
        }
        *at = j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_literals_are_blanked_lines_kept() {
        let code = blank_comments_and_literals(
            "a // crate::x\n/* crate::y\n */ \"crate::z {\" r#\"crate::w\"# '{' 'a b\n",
        );
        assert!(!code.contains("crate"), "{code}");
        assert!(!code.contains('{'), "{code}");
        assert_eq!(code.lines().count(), 3);
        assert!(code.contains("'a b"), "a lifetime stays: {code}");
    }

    #[test]
    fn test_items_are_blanked_and_their_files_named() {
        let code = "use crate::a;\n#[cfg(test)]\nmod tests;\n#[cfg(test)]\nmod t {\n use crate::b::{c, d};\n fn f() { g(); }\n}\nfn h() {}\n";
        let (shipped, files) = blank_test_items(code);
        assert_eq!(files, ["tests"]);
        assert!(shipped.contains("crate::a") && shipped.contains("fn h"));
        assert!(!shipped.contains("crate::b") && !shipped.contains("fn f"));
        assert_eq!(shipped.lines().count(), code.lines().count());
    }

    #[test]
    fn paths_expand_through_groups() {
        let code = "use crate::{a::{B, c::D}, e as f};\nx = $crate::g::h(1);\ny = z::crate::no;\n";
        let got: Vec<(Vec<String>, usize)> = paths_from(code, "crate")
            .into_iter()
            .map(|n| (n.segments, n.line))
            .collect();
        let want = |s: &[&str], line| (s.iter().map(|s| s.to_string()).collect(), line);
        assert_eq!(
            got,
            [
                want(&["a", "B"], 1),
                want(&["a", "c", "D"], 1),
                want(&["e"], 1),
                want(&["g", "h"], 2),
            ]
        );
        assert_eq!(paths_from("Vec::<u8>::new()", "Vec")[0].segments, [""; 0]);
    }
}
