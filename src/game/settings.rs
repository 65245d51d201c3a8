//! The settings the options page changes (`scripts/gameflow/options.lua`),
//! as the engine takes them from Lua: the display, the sound volumes and
//! the fan fixes. Fields the page did not give are None (left as they
//! are); values of the wrong kind read as not given.

use super::page::{field, number};
use crate::script::saved::Plain;

/// What the player set on the options page.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SettingsChange {
    pub width: Option<u32>,
    pub height: Option<u32>,
    pub fullscreen: Option<bool>,
    pub vsync: Option<bool>,
    /// Vertical field of view in degrees.
    pub fov: Option<f32>,
    /// Volumes 0..1 (the page counts 0–10).
    pub music: Option<f64>,
    pub sound: Option<f64>,
    /// Fan fixes by name, on or off.
    pub fixes: Vec<(String, bool)>,
}

impl SettingsChange {
    /// Reads the table the options page gave.
    pub fn from_plain(p: &Plain) -> SettingsChange {
        let Plain::Table(t) = p else {
            return SettingsChange::default();
        };
        let size = |k| {
            number(field(t, k))
                .filter(|v| (64.0..=16384.0).contains(v))
                .map(|v| v as u32)
        };
        let flag = |k| match field(t, k) {
            Some(Plain::Bool(b)) => Some(*b),
            _ => None,
        };
        let volume = |k| number(field(t, k)).map(|v| (v / 10.0).clamp(0.0, 1.0));
        let mut fixes: Vec<(String, bool)> = match field(t, "fixes") {
            Some(Plain::Table(f)) => f
                .iter()
                .filter_map(|(k, v)| match (k, v) {
                    (Plain::Str(name), Plain::Bool(on)) => Some((name.clone(), *on)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        fixes.sort();
        SettingsChange {
            width: size("width"),
            height: size("height"),
            fullscreen: flag("fullscreen"),
            vsync: flag("vsync"),
            fov: number(field(t, "fov"))
                .filter(|v| (10.0..=170.0).contains(v))
                .map(|v| v as f32),
            music: volume("music"),
            sound: volume("sound"),
            fixes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_table_reads_and_bad_values_are_left_out() {
        let s = |v: &str| Plain::Str(v.into());
        let page = Plain::Table(vec![
            (s("width"), Plain::Int(1600)),
            (s("height"), Plain::Int(9)),
            (s("fullscreen"), Plain::Bool(true)),
            (s("vsync"), s("yes")),
            (s("fov"), Plain::Int(75)),
            (s("music"), Plain::Int(5)),
            (s("sound"), Plain::Int(12)),
            (
                s("fixes"),
                Plain::Table(vec![
                    (s("bear_ai"), Plain::Bool(true)),
                    (Plain::Int(1), Plain::Bool(true)),
                ]),
            ),
        ]);
        let c = SettingsChange::from_plain(&page);
        assert_eq!(c.width, Some(1600));
        assert_eq!(c.height, None, "9 pixels is no window");
        assert_eq!((c.fullscreen, c.vsync), (Some(true), None));
        assert_eq!(c.fov, Some(75.0));
        assert_eq!((c.music, c.sound), (Some(0.5), Some(1.0)));
        assert_eq!(c.fixes, [("bear_ai".to_string(), true)]);
        assert_eq!(
            SettingsChange::from_plain(&Plain::Int(1)),
            SettingsChange::default()
        );
    }
}
