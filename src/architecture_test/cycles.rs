//! Import cycles between the files of one module: file A names something
//! of file B (through `crate::`, `super::`, `self::`, a child module's
//! name, or a name B's parent re-exports with `pub use`) and B, directly
//! or through others, names A. A file and the files of its own submodules
//! are one family and do not count (a parent declares its children,
//! children use their parent's items). Glob re-exports (`pub use ids::*`)
//! are not followed.

use std::collections::{BTreeMap, BTreeSet};

use super::source::{paths_from, use_tree, Source};

/// Where the files' paths lead: module paths to files, and names a module
/// re-exports to the paths they stand for.
struct Map {
    files: BTreeMap<Vec<String>, usize>,
    reexports: BTreeMap<Vec<String>, Vec<String>>,
}

impl Map {
    fn new(sources: &[Source]) -> Map {
        let shipped = || {
            sources
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.module.is_empty() && !s.test_only)
        };
        let files = shipped().map(|(i, s)| (s.module.clone(), i)).collect();
        let mut reexports = BTreeMap::new();
        for (_, s) in shipped() {
            for statement in s.shipped.split(';') {
                let Some((_, tree)) = statement
                    .trim_start()
                    .strip_prefix("pub")
                    .and_then(|r| r.split_once("use "))
                else {
                    continue;
                };
                for path in use_tree(tree.trim()) {
                    if let Some(name) = path.last().filter(|n| !n.is_empty()) {
                        let key = [&s.module[..], std::slice::from_ref(name)].concat();
                        reexports.insert(key, s.absolute(&path));
                    }
                }
            }
        }
        Map { files, reexports }
    }

    /// The file holding the longest prefix of `path` that is a file's
    /// module, following re-exports.
    fn resolve(&self, path: &[String], depth: usize) -> Option<usize> {
        (1..=path.len())
            .rev()
            .find_map(|n| match self.reexports.get(&path[..n]) {
                Some(target) if depth < 8 && target.as_slice() != &path[..n] => {
                    let onward = [&target[..], &path[n..]].concat();
                    self.resolve(&onward, depth + 1)
                }
                _ => self.files.get(&path[..n]).copied(),
            })
    }
}

/// The cycles as sets of files (relative to `src/`), each sorted, the list
/// sorted.
pub fn file_cycles(sources: &[Source]) -> Vec<Vec<String>> {
    let map = Map::new(sources);
    let edges: Vec<BTreeSet<usize>> = sources
        .iter()
        .map(|s| {
            named_paths(s)
                .into_iter()
                .filter_map(|full| map.resolve(&full, 0))
                .filter(|&t| {
                    let target = &sources[t].module;
                    target[0] == s.module[0]
                        && !target.starts_with(&s.module)
                        && !s.module.starts_with(target)
                })
                .collect()
        })
        .collect();
    let mut cycles: Vec<Vec<String>> = strongly_connected(&edges)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|c| {
            let mut names: Vec<String> = c.iter().map(|&i| sources[i].rel.clone()).collect();
            names.sort();
            names
        })
        .collect();
    cycles.sort();
    cycles
}

/// Every path the file's shipped code names, made absolute (from the
/// crate root).
fn named_paths(s: &Source) -> Vec<Vec<String>> {
    if s.module.is_empty() || s.test_only {
        return Vec::new();
    }
    let mut roots: Vec<&str> = vec!["crate", "self", "super"];
    roots.extend(
        s.children
            .iter()
            .filter(|(_, test)| !test)
            .map(|(name, _)| name.as_str()),
    );
    let mut all = Vec::new();
    for root in roots {
        for named in paths_from(&s.shipped, root) {
            let written = [&[root.to_string()][..], &named.segments].concat();
            all.push(s.absolute(&written));
        }
    }
    all
}

/// Tarjan's strongly connected components of a graph given as the set of
/// targets of each node.
fn strongly_connected(edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        found: Vec<Vec<usize>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for &w in self.edges[v].iter() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(i) if self.on_stack[w] => self.low[v] = self.low[v].min(i),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                self.found.push(component);
            }
        }
    }
    let n = edges.len();
    let mut walk = Walk {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in 0..n {
        if walk.index[v].is_none() {
            walk.visit(v);
        }
    }
    walk.found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(rel: &str, text: &str) -> Source {
        Source::new(rel.to_string(), text)
    }

    #[test]
    fn siblings_naming_each_other_are_a_cycle_families_are_not() {
        let sources = [
            source("m/mod.rs", "mod a;\nmod b;\nmod c;\nuse a::X;\n"),
            source("m/a.rs", "use super::b::Y;\n"),
            source("m/b.rs", "use crate::m::{a::X, Z};\n"),
            source("m/c.rs", "use super::a::X;\n"),
        ];
        assert_eq!(file_cycles(&sources), [["m/a.rs", "m/b.rs"]]);
    }

    #[test]
    fn names_a_parent_reexports_lead_to_their_file() {
        let sources = [
            source("m/mod.rs", "mod a;\nmod b;\npub use a::{X, Y};\n"),
            source("m/a.rs", "pub struct X; fn f() { super::b::g(); }\n"),
            source("m/b.rs", "use super::X;\n"),
        ];
        assert_eq!(file_cycles(&sources), [["m/a.rs", "m/b.rs"]]);
    }

    #[test]
    fn components_are_found_through_longer_loops() {
        let edges: Vec<BTreeSet<usize>> = [vec![1], vec![2], vec![0, 3], vec![]]
            .into_iter()
            .map(|t| t.into_iter().collect())
            .collect();
        let mut sizes: Vec<usize> = strongly_connected(&edges).iter().map(Vec::len).collect();
        sizes.sort();
        assert_eq!(sizes, [1, 3]);
    }
}
