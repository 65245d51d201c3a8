//! The table "Modules and what each may touch" of docs/architecture.md,
//! read as data: per module, the modules and crates it may depend on and
//! those it must not touch.

/// One row of the table.
#[derive(Debug)]
pub struct Row {
    pub module: String,
    /// None for "all".
    pub may_use: Option<Allowed>,
    /// The modules and crates the row forbids outright (a name alone in
    /// the cell; an entry with words around it, such as "`world`
    /// mutation", is a rule for reviewers, not a forbidden edge).
    pub forbidden: Vec<String>,
}

/// What a module may name.
#[derive(Debug, Default)]
pub struct Allowed {
    /// Modules of this crate (the names in backticks).
    pub modules: Vec<String>,
    /// External crates (the plain names; `std` among them).
    pub crates: Vec<String>,
}

/// The heading above the table.
const HEADING: &str = "## Modules and what each may touch";

/// The table's names for the frontend crates.
const DEVICE_NAMES: [(&str, &str); 3] = [("SDL", "sdl2"), ("GL", "gl"), ("cpal", "cpal")];

/// Reads the table out of the architecture guide's text.
pub fn parse(doc: &str) -> Result<Vec<Row>, String> {
    let from = doc
        .find(HEADING)
        .ok_or_else(|| format!("no heading {HEADING:?}"))?;
    let lines = doc[from..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'));
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let [module, _owns, may, must_not] = cells.as_slice() else {
            return Err(format!(
                "table row {}: {} cells, not 4: {line}",
                n + 1,
                cells.len()
            ));
        };
        // The header and the separator.
        if n < 2 {
            continue;
        }
        let module = backticked(module)
            .ok_or_else(|| format!("table row {}: no `module` in {module:?}", n + 1))?;
        let may_use = if *may == "all" {
            None
        } else {
            let mut allowed = Allowed::default();
            // "`module` (why)" or "crate (why)".
            for item in items(may) {
                match backticked(item).filter(|_| item.starts_with('`')) {
                    Some(m) => allowed.modules.push(m),
                    None => allowed.crates.push(first_word(item)),
                }
            }
            Some(allowed)
        };
        let forbidden = items(must_not)
            .filter_map(|item| {
                let exact = item.trim_matches('`');
                DEVICE_NAMES
                    .iter()
                    .find(|(name, _)| *name == item)
                    .map(|(_, krate)| krate.to_string())
                    .or_else(|| {
                        (item.starts_with('`') && item.ends_with('`') && !exact.contains('`'))
                            .then(|| exact.to_string())
                    })
            })
            .collect();
        rows.push(Row {
            module,
            may_use,
            forbidden,
        });
    }
    Ok(rows)
}

/// The comma-separated entries of a cell (commas inside brackets do not
/// separate).
fn items(cell: &str) -> impl Iterator<Item = &str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in cell.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(cell[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(cell[start..].trim());
    parts.into_iter().filter(|p| !p.is_empty() && *p != "—")
}

/// The first name in backticks.
fn backticked(text: &str) -> Option<String> {
    let start = text.find('`')? + 1;
    let len = text[start..].find('`')?;
    Some(text[start..start + len].to_string())
}

fn first_word(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '(')
        .next()
        .unwrap_or_default()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_read_modules_crates_and_forbidden_names() {
        let doc = "## Modules and what each may touch\n\n\
            | module | owns | may depend on | must not touch |\n\
            | --- | --- | --- | --- |\n\
            | `a` | x | std, `b` (its ids, its types), serde (`saved.rs`) | `c`, SDL, GL, `d` mutation |\n\
            | `e` | y | all | — |\n\n";
        let rows = parse(doc).expect("parses");
        assert_eq!(rows.len(), 2);
        let a = rows[0].may_use.as_ref().expect("a list");
        assert_eq!(rows[0].module, "a");
        assert_eq!(a.modules, ["b"]);
        assert_eq!(a.crates, ["std", "serde"]);
        assert_eq!(rows[0].forbidden, ["c", "sdl2", "gl"]);
        assert!(rows[1].may_use.is_none() && rows[1].forbidden.is_empty());
    }
}
