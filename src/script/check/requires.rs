//! The static `require` graph of the script roots and its cycles. Every
//! `require("name")` with a literal name counts, wherever it stands (at the
//! top of a module or inside a function): a require moved into a function
//! hides a cycle from the loader, not from this check.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use super::lua_text::{code_only, requires};
use crate::script::modules::Roots;

/// One module's literal requires: module → (line, required module) for
/// the modules that exist in the roots.
pub type Graph = BTreeMap<String, Vec<(usize, String)>>;

/// The require graph of every module in `roots` (the file each name
/// resolves to, mods laid over the shipped scripts).
pub fn graph(roots: &Roots) -> (Graph, BTreeMap<String, PathBuf>) {
    let files = roots.all_modules();
    let mut graph = Graph::new();
    for (name, path) in &files {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let edges = requires(&code_only(&text, false))
            .into_iter()
            .filter(|(_, to)| files.contains_key(to))
            .collect();
        graph.insert(name.clone(), edges);
    }
    (graph, files)
}

/// Every cycle of the graph, one per strongly connected component of
/// more than one module (or a module requiring itself), as the path of
/// modules from the component's first module (by name) back to it.
pub fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for component in components(graph) {
        let members: BTreeSet<&str> = component.iter().map(String::as_str).collect();
        let Some(start) = component.iter().min() else {
            continue;
        };
        let self_loop = graph
            .get(start)
            .is_some_and(|e| e.iter().any(|(_, to)| to == start));
        if component.len() == 1 && !self_loop {
            continue;
        }
        out.push(path_back(graph, start, &members));
    }
    out
}

/// The shortest path from `start` back to itself inside `members`.
fn path_back(graph: &Graph, start: &str, members: &BTreeSet<&str>) -> Vec<String> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut frontier = vec![start];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &at in &frontier {
            for (_, to) in graph.get(at).into_iter().flatten() {
                let to = to.as_str();
                if !members.contains(to) || came_from.contains_key(to) {
                    continue;
                }
                came_from.insert(to, at);
                if to == start {
                    let mut path = vec![start.to_string()];
                    let mut back = at;
                    while back != start {
                        path.push(back.to_string());
                        back = came_from[back];
                    }
                    path.push(start.to_string());
                    path.reverse();
                    return path;
                }
                next.push(to);
            }
        }
        frontier = next;
    }
    vec![start.to_string(), start.to_string()]
}

/// The strongly connected components (Tarjan's algorithm, iterative).
fn components(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'a> {
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    let mut w = Walk {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    let targets = |v: &str| -> Vec<&str> {
        graph
            .get(v)
            .map(|e| e.iter().map(|(_, t)| t.as_str()).collect())
            .unwrap_or_default()
    };
    for root in graph.keys() {
        if w.index.contains_key(root.as_str()) {
            continue;
        }
        // (node, next edge to look at)
        let mut calls: Vec<(&str, usize)> = vec![(root.as_str(), 0)];
        while let Some(&(v, edge)) = calls.last() {
            if edge == 0 && !w.index.contains_key(v) {
                let n = w.index.len();
                w.index.insert(v, n);
                w.low.insert(v, n);
                w.stack.push(v);
                w.on_stack.insert(v);
            }
            if let Some(&to) = targets(v).get(edge) {
                if let Some(top) = calls.last_mut() {
                    top.1 += 1;
                }
                if !w.index.contains_key(to) {
                    calls.push((to, 0));
                } else if w.on_stack.contains(to) {
                    let low = w.low[v].min(w.index[to]);
                    w.low.insert(v, low);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                let low = w.low[parent].min(w.low[v]);
                w.low.insert(parent, low);
            }
            if w.low[v] == w.index[v] {
                let mut component = Vec::new();
                while let Some(m) = w.stack.pop() {
                    w.on_stack.remove(m);
                    component.push(m.to_string());
                    if m == v {
                        break;
                    }
                }
                w.out.push(component);
            }
        }
    }
    w.out
}

/// The problems: one per cycle, at the line of its first module that
/// requires the next.
pub fn check(roots: &Roots) -> Vec<String> {
    let (graph, files) = graph(roots);
    let mut problems = Vec::new();
    for cycle in cycles(&graph) {
        let (from, to) = (&cycle[0], &cycle[1]);
        let line = graph[from]
            .iter()
            .find(|(_, t)| t == to)
            .map_or(0, |(l, _)| *l);
        let file = files
            .get(from)
            .map_or_else(|| from.clone(), |p| p.display().to_string());
        problems.push(format!(
            "{file}:{line}: require cycle: {}; move what they share into a module both require",
            cycle.join(" → ")
        ));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph_of(edges: &[(&str, &str)]) -> Graph {
        let mut g = Graph::new();
        for &(a, b) in edges {
            g.entry(a.to_string()).or_default().push((1, b.to_string()));
            g.entry(b.to_string()).or_default();
        }
        g
    }

    #[test]
    fn a_loop_of_three_is_one_cycle_and_a_chain_none() {
        let g = graph_of(&[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e")]);
        assert_eq!(cycles(&g), vec![vec!["a", "b", "c", "a"]]);
    }

    #[test]
    fn a_module_requiring_itself_is_a_cycle() {
        let g = graph_of(&[("a", "a")]);
        assert_eq!(cycles(&g), vec![vec!["a", "a"]]);
    }
}
