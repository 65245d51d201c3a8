//! Reading Lua source as text for the contract checks: the code without
//! its comments (and, when asked, without the contents of its strings),
//! line for line, and the few patterns the checks look for in it.

/// `text` with every comment replaced by spaces and, with `blank_strings`,
/// every string's contents too (its quotes kept); newlines stay where they
/// were, so line numbers still hold.
pub fn code_only(text: &str, blank_strings: bool) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    // Blanks chars[from..to], keeping newlines.
    let blank = |out: &mut String, from: usize, to: usize| {
        for &c in &chars[from..to] {
            out.push(if c == '\n' { '\n' } else { ' ' });
        }
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '-' && chars.get(i + 1) == Some(&'-') {
            let end = match long_bracket(&chars, i + 2) {
                Some(level) => close_of(&chars, i + 2, level),
                None => chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .map_or(chars.len(), |p| i + p),
            };
            blank(&mut out, i, end);
            i = end;
        } else if c == '"' || c == '\'' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != c && chars[j] != '\n' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(chars.len());
            if blank_strings {
                out.push(c);
                blank(&mut out, i + 1, end.saturating_sub(1).max(i + 1));
                if end > i + 1 {
                    out.push(chars[end - 1]);
                }
            } else {
                out.extend(&chars[i..end]);
            }
            i = end;
        } else if let Some(level) = (c == '[').then(|| long_bracket(&chars, i)).flatten() {
            let end = close_of(&chars, i, level);
            if blank_strings {
                blank(&mut out, i, end);
            } else {
                out.extend(&chars[i..end]);
            }
            i = end;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The level of a long bracket (`[[`, `[=[`, …) opening at `at`.
fn long_bracket(chars: &[char], at: usize) -> Option<usize> {
    if chars.get(at) != Some(&'[') {
        return None;
    }
    let level = chars[at + 1..].iter().take_while(|&&c| c == '=').count();
    (chars.get(at + 1 + level) == Some(&'[')).then_some(level)
}

/// Where the long bracket of `level` opened at `at` ends (just past its
/// closing bracket, or the end of the text).
fn close_of(chars: &[char], at: usize, level: usize) -> usize {
    let mut j = at + level + 2;
    while j < chars.len() {
        if chars[j] == ']'
            && chars[j + 1..].iter().take(level).all(|&c| c == '=')
            && chars.get(j + 1 + level) == Some(&']')
        {
            return j + level + 2;
        }
        j += 1;
    }
    chars.len()
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The identifier starting at byte `at` of `line`.
fn ident_at(line: &str, at: usize) -> Option<&str> {
    let rest = line.get(at..)?;
    let len = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
    let first = rest.chars().next()?;
    (len > 0 && !first.is_ascii_digit()).then(|| &rest[..len])
}

/// True when `path` (such as `e.state.`) starts at byte `at` of `line` as a
/// whole name: not the tail of a longer name or of a field access.
fn starts_name(line: &str, at: usize) -> bool {
    line[..at]
        .chars()
        .next_back()
        .is_none_or(|c| !is_ident(c) && c != '.' && c != ':')
}

/// The byte offsets just past each place where `path` starts a whole
/// name on `line` (see `starts_name`).
fn after_each_name<'a>(line: &'a str, path: &'a str) -> impl Iterator<Item = usize> + 'a {
    line.match_indices(path)
        .filter(move |&(at, _)| starts_name(line, at))
        .map(move |(at, _)| at + path.len())
}

/// The byte offsets just past each place where `word` stands on `line` as
/// a word of its own (a whole name, not the start of a longer one).
fn after_each_word<'a>(line: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    after_each_name(line, word).filter(move |&end| !line[end..].starts_with(is_ident))
}

/// The modules `code` (comments removed, strings kept) requires by a
/// literal name: (line, module), lines counted from 1.
pub fn requires(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        for from in after_each_word(line, "require") {
            let rest = line[from..].trim_start();
            let rest = rest.strip_prefix('(').unwrap_or(rest).trim_start();
            let Some(quote) = rest.chars().next().filter(|&c| c == '"' || c == '\'') else {
                continue;
            };
            if let Some(end) = rest[1..].find(quote) {
                out.push((n + 1, rest[1..1 + end].to_string()));
            }
        }
    }
    out
}

/// The fields read or written through `path` (such as `"l."` or
/// `"e.state."`) in `code` (comments and strings removed): (line, field).
pub fn fields_through(code: &str, path: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        for from in after_each_name(line, path) {
            if let Some(field) = ident_at(line, from) {
                out.push((n + 1, field.to_string()));
            }
        }
    }
    out
}

/// Where each of `names` (dotted paths such as `math.sin`) stands in
/// `code` as a whole name: (line, name), lines counted from 1.
pub fn uses_of<'a>(
    code: &str,
    names: impl Iterator<Item = &'a str> + Clone,
) -> Vec<(usize, &'a str)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        for name in names.clone() {
            if after_each_word(line, name).next().is_some() {
                out.push((n + 1, name));
            }
        }
    }
    out
}

/// The line (from 1) of the first line of `code` that `found` accepts.
pub fn line_where(code: &str, found: impl Fn(&str) -> bool) -> Option<usize> {
    code.lines().position(found).map(|n| n + 1)
}

/// The parameter names of the last function written on `line` (a
/// function's `line_defined`), or None when the line has none.
pub fn last_function_params(line: &str) -> Option<Vec<String>> {
    let mut found = None;
    for from in after_each_word(line, "function") {
        let Some(open) = line[from..].find('(') else {
            continue;
        };
        let Some(close) = line[from + open..].find(')') else {
            continue;
        };
        let inside = &line[from + open + 1..from + open + close];
        found = Some(
            inside
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect(),
        );
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_strings_are_blanked_line_for_line() {
        let text = "local a = 'l.x' -- l.y\n--[[ l.z\n]] l.w = \"--\" .. [[ l.v ]]\n";
        let code = code_only(text, true);
        assert_eq!(code.lines().count(), text.lines().count());
        let fields = fields_through(&code, "l.");
        assert_eq!(fields, vec![(3, "w".to_string())]);
    }

    #[test]
    fn literal_requires_are_found_with_their_lines() {
        let code = code_only(
            "local a = require(\"lib.a\")\n-- require('lib.c')\nlocal b = require 'lib.b'\nx.require('no')\n",
            false,
        );
        assert_eq!(
            requires(&code),
            vec![(1, "lib.a".to_string()), (3, "lib.b".to_string())]
        );
    }

    #[test]
    fn a_field_path_is_matched_only_as_a_whole_name() {
        let code = "self.l.a = 1; al.b = 2; l.c = e.state.d; ge.state.e = 1\n";
        assert_eq!(fields_through(code, "l."), vec![(1, "c".to_string())]);
        assert_eq!(fields_through(code, "e.state."), vec![(1, "d".to_string())]);
    }

    #[test]
    fn a_dotted_name_is_found_whole_and_not_as_a_prefix() {
        let code = "local a = math.sin(b)\nlocal c = math.sinh(d) + mymath.sin(e)\nx = math.pi\n";
        assert_eq!(
            uses_of(code, ["math.sin", "math.pi"].into_iter()),
            vec![(1, "math.sin"), (3, "math.pi")]
        );
    }

    #[test]
    fn the_last_function_on_a_line_gives_its_parameters() {
        assert_eq!(
            last_function_params("local function blow(kind) return function(e, ai, _, st)"),
            Some(vec!["e".into(), "ai".into(), "_".into(), "st".into()])
        );
        assert_eq!(
            last_function_params("function decide.stop(e, ai, info, st, S)"),
            Some(vec![
                "e".into(),
                "ai".into(),
                "info".into(),
                "st".into(),
                "S".into()
            ])
        );
        assert_eq!(last_function_params("local x = 1"), None);
    }
}
