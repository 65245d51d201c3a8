//! What the game shows instead of, or over, the world for one tick: the
//! title menu, the inventory ring, a statistics page, the save slots, the
//! pause page. Lua describes a page as a plain table (docs/lua-api.md,
//! "Pages"); the engine reads it into a [`Page`] and the renderer draws it.
//! Nothing here knows about Lua or GL: a page is data.

use crate::script::saved::Plain;

/// What is drawn behind a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Backdrop {
    /// The level as it stands, held still and dimmed (the ring, pause).
    #[default]
    World,
    /// The level drawn as it is, undimmed (the title level behind its menu).
    Scene,
    /// Black (statistics pages, the end of the game).
    Black,
}

/// One row of text: a menu entry or a statistics line.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PageLine {
    /// The text on the left ("NEW GAME", "TIME TAKEN").
    pub label: String,
    /// The text on the right ("01:23", "2 OF 3"), empty for none.
    pub value: String,
    /// The entry the cursor is on.
    pub selected: bool,
    /// Shown greyed: an entry that cannot be chosen now.
    pub disabled: bool,
}

/// One item on the ring.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RingItem {
    /// The type whose model is drawn (the inventory model, or the pickup's
    /// own model where the level has no inventory model).
    pub model: u16,
    /// The item's name, shown under the ring when it is in front.
    pub label: String,
    /// How many she carries (shown when above 1), or the rounds of a gun.
    pub count: Option<i64>,
    /// The item's own turn about its vertical axis, TR angle units
    /// (65536 a full turn): the item in front spins.
    pub spin: i32,
    /// The frame of the model's first animation to pose it in (the
    /// passport opening, the guns' examine frames); 0 for the rest pose.
    pub frame: u16,
}

/// The rotating ring of item models.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Ring {
    /// The ring's name over it ("INVENTORY", "ITEMS", "OPTIONS").
    pub name: String,
    pub items: Vec<RingItem>,
    /// The item in front (an index into `items`).
    pub selected: usize,
    /// The ring's turn, in items: `selected` when at rest, a fraction
    /// between two items while it turns (Lua eases it each tick).
    pub turn: f32,
    /// The ring's rise, 0 (in place) to 1 (risen off screen): Lua sets it
    /// while a ring opens, closes or gives way to another.
    pub rise: f32,
    /// The item in front is drawn close up, larger (examine).
    pub examine: bool,
}

/// A page, as the renderer draws it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Page {
    /// What the page is ("title", "ring", "statistics", "slots", "pause",
    /// "picture"…), for the trace and for tests; the drawing follows the
    /// fields, not the kind.
    pub kind: String,
    /// The heading at the top, empty for none.
    pub title: String,
    /// Rows of text, drawn centred below the heading (or under the ring).
    pub lines: Vec<PageLine>,
    /// The ring of items, when the page has one.
    pub ring: Option<Ring>,
    /// A line at the bottom ("ACTION: SELECT   INVENTORY: BACK").
    pub footer: String,
    pub backdrop: Backdrop,
}

/// Looks up `key` in a plain table.
pub fn field<'a>(pairs: &'a [(Plain, Plain)], key: &str) -> Option<&'a Plain> {
    pairs
        .iter()
        .find(|(k, _)| matches!(k, Plain::Str(s) if s == key))
        .map(|(_, v)| v)
}

/// The text of a plain value (numbers written as Lua would).
pub fn text(p: Option<&Plain>) -> String {
    match p {
        Some(Plain::Str(s)) => s.clone(),
        Some(Plain::Int(i)) => i.to_string(),
        Some(Plain::Num(n)) => n.to_string(),
        Some(Plain::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

/// A plain number as f64.
pub fn number(p: Option<&Plain>) -> Option<f64> {
    match p {
        Some(Plain::Int(i)) => Some(*i as f64),
        Some(Plain::Num(n)) => Some(*n),
        _ => None,
    }
}

fn flag(p: Option<&Plain>) -> bool {
    matches!(p, Some(Plain::Bool(true)))
}

/// The array part of a plain table, in order (keys 1, 2, 3…).
pub fn array(p: Option<&Plain>) -> Vec<&Plain> {
    let Some(Plain::Table(pairs)) = p else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for i in 1.. {
        match pairs.iter().find(|(k, _)| *k == Plain::Int(i)) {
            Some((_, v)) => out.push(v),
            None => break,
        }
    }
    out
}

fn clamp_u16(v: f64) -> u16 {
    v.clamp(0.0, u16::MAX as f64) as u16
}

impl Page {
    /// Reads a page from the table Lua described it with. Fields of the
    /// wrong kind read as empty: a page is shown, never refused.
    pub fn from_plain(p: &Plain) -> Page {
        let Plain::Table(t) = p else {
            return Page::default();
        };
        let lines = array(field(t, "lines"))
            .into_iter()
            .map(|l| match l {
                Plain::Table(l) => PageLine {
                    label: text(field(l, "label")),
                    value: text(field(l, "value")),
                    selected: flag(field(l, "selected")),
                    disabled: flag(field(l, "disabled")),
                },
                other => PageLine {
                    label: text(Some(other)),
                    ..Default::default()
                },
            })
            .collect();
        let ring = match field(t, "ring") {
            Some(Plain::Table(r)) => {
                let items: Vec<RingItem> = array(field(r, "items"))
                    .into_iter()
                    .filter_map(|i| match i {
                        Plain::Table(i) => Some(RingItem {
                            model: clamp_u16(number(field(i, "model")).unwrap_or(0.0)),
                            label: text(field(i, "label")),
                            count: number(field(i, "count")).map(|n| n as i64),
                            spin: number(field(i, "spin")).unwrap_or(0.0) as i32,
                            frame: clamp_u16(number(field(i, "frame")).unwrap_or(0.0)),
                        }),
                        _ => None,
                    })
                    .collect();
                // Lua counts from 1.
                let selected = (number(field(r, "selected")).unwrap_or(1.0) as i64 - 1)
                    .clamp(0, items.len().saturating_sub(1) as i64)
                    as usize;
                Some(Ring {
                    name: text(field(r, "name")),
                    selected,
                    turn: number(field(r, "turn")).map_or(selected as f32, |t| t as f32 - 1.0),
                    rise: number(field(r, "rise")).unwrap_or(0.0).clamp(0.0, 1.0) as f32,
                    examine: flag(field(r, "examine")),
                    items,
                })
            }
            _ => None,
        };
        let backdrop = match text(field(t, "backdrop")).as_str() {
            "scene" => Backdrop::Scene,
            "black" => Backdrop::Black,
            _ => Backdrop::World,
        };
        Page {
            kind: text(field(t, "kind")),
            title: text(field(t, "title")),
            lines,
            ring,
            footer: text(field(t, "footer")),
            backdrop,
        }
    }

    /// The page in one line for the trace: its kind, heading and the
    /// selected entry or item.
    pub fn summary(&self) -> String {
        let mut s = self.kind.clone();
        if !self.title.is_empty() {
            s.push_str(": ");
            s.push_str(&self.title);
        }
        if let Some(l) = self.lines.iter().find(|l| l.selected) {
            s.push_str(" [");
            s.push_str(&l.label);
            s.push(']');
        }
        if let Some(item) = self.ring.as_ref().and_then(|r| r.items.get(r.selected)) {
            s.push_str(" <");
            s.push_str(&item.label);
            s.push('>');
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &str) -> Plain {
        Plain::Str(v.into())
    }

    fn table(pairs: Vec<(Plain, Plain)>) -> Plain {
        Plain::Table(pairs)
    }

    #[test]
    fn a_page_reads_from_its_table_and_bad_fields_read_empty() {
        let page = table(vec![
            (s("kind"), s("ring")),
            (s("title"), s("INVENTORY")),
            (
                s("lines"),
                table(vec![
                    (
                        Plain::Int(1),
                        table(vec![
                            (s("label"), s("USE")),
                            (s("selected"), Plain::Bool(true)),
                        ]),
                    ),
                    (Plain::Int(2), s("EXAMINE")),
                ]),
            ),
            (
                s("ring"),
                table(vec![
                    (
                        s("items"),
                        table(vec![
                            (
                                Plain::Int(1),
                                table(vec![
                                    (s("model"), Plain::Int(99)),
                                    (s("label"), s("Pistols")),
                                ]),
                            ),
                            (
                                Plain::Int(2),
                                table(vec![
                                    (s("model"), Plain::Int(-5)),
                                    (s("count"), Plain::Int(3)),
                                ]),
                            ),
                        ]),
                    ),
                    (s("selected"), Plain::Int(9)),
                    (s("turn"), Plain::Num(1.5)),
                ]),
            ),
            (s("backdrop"), Plain::Int(3)),
        ]);
        let p = Page::from_plain(&page);
        assert_eq!(p.kind, "ring");
        assert_eq!(p.lines.len(), 2);
        assert!(p.lines[0].selected);
        assert_eq!(p.lines[1].label, "EXAMINE");
        let ring = p.ring.as_ref().unwrap();
        assert_eq!(ring.items.len(), 2);
        assert_eq!(ring.items[1].model, 0);
        assert_eq!(ring.items[1].count, Some(3));
        assert_eq!(ring.selected, 1, "clamped to the last item");
        assert_eq!(ring.turn, 0.5);
        assert_eq!(p.backdrop, Backdrop::World);
        assert_eq!(p.summary(), "ring: INVENTORY [USE] <>");
        assert_eq!(Page::from_plain(&Plain::Int(3)), Page::default());
    }
}
