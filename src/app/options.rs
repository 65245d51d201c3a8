//! The options menu's side in the app: the settings as the page shows
//! them (`scripts/gameflow/options.lua`), from the user's config, and what
//! the player changed laid back over the config, which is then saved.

use super::config::Config;
use crate::game::folder::Table;
use crate::game::settings::SettingsChange;
use crate::script::saved::Plain;

/// The settings as the options page shows them: display, volumes (0–10),
/// the fan fixes of `[fixes]` and the key bindings.
pub fn settings_plain(config: &Config) -> Plain {
    let w = &config.window;
    let tenths = |v: f64| (v * 10.0).round() as i64;
    let fixes = config
        .fixes
        .0
        .iter()
        .map(|(name, on)| Plain::from(Table::default().at(1, name.as_str()).at(2, *on)));
    let controls = config.keys.all().into_iter().map(|(action, keys)| {
        Plain::from(
            Table::default()
                .at(1, action.replace('_', " ").as_str())
                .at(2, keys.join(", ").as_str()),
        )
    });
    Table::default()
        .set("width", w.width as i64)
        .set("height", w.height as i64)
        .set("fullscreen", w.fullscreen)
        .set("vsync", w.vsync)
        .set("fov", Plain::Num(w.fov as f64))
        .set("music", tenths(config.audio.music_volume))
        .set("sound", tenths(config.audio.effects_volume))
        .set("fixes", Table::list(fixes))
        .set("controls", Table::list(controls))
        .into()
}

/// Lays `change` over `config`.
pub fn apply(config: &mut Config, change: &SettingsChange) {
    let w = &mut config.window;
    w.width = change.width.unwrap_or(w.width);
    w.height = change.height.unwrap_or(w.height);
    w.fullscreen = change.fullscreen.unwrap_or(w.fullscreen);
    w.vsync = change.vsync.unwrap_or(w.vsync);
    w.fov = change.fov.unwrap_or(w.fov);
    let a = &mut config.audio;
    a.music_volume = change.music.unwrap_or(a.music_volume);
    a.effects_volume = change.sound.unwrap_or(a.effects_volume);
    for (name, on) in &change.fixes {
        config.fixes.0.insert(name.clone(), *on);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_lands_in_the_config_and_reads_back_on_the_page() {
        let mut config = Config::default();
        let change = SettingsChange {
            width: Some(800),
            height: Some(600),
            vsync: Some(false),
            music: Some(0.3),
            fixes: vec![("bear_ai".into(), true)],
            ..Default::default()
        };
        apply(&mut config, &change);
        assert_eq!((config.window.width, config.window.height), (800, 600));
        assert!(!config.window.vsync && !config.window.fullscreen);
        assert_eq!(config.audio.music_volume, 0.3);
        assert_eq!(
            config.fixes.on().into_iter().collect::<Vec<_>>(),
            ["bear_ai"]
        );
        let Plain::Table(t) = settings_plain(&config) else {
            panic!("a table")
        };
        let get = |k: &str| crate::game::page::field(&t, k).cloned();
        assert_eq!(get("width"), Some(Plain::Int(800)));
        assert_eq!(get("music"), Some(Plain::Int(3)));
        assert_eq!(get("vsync"), Some(Plain::Bool(false)));
        let text = config.text();
        assert_eq!(
            Config::parse(&text, std::path::Path::new("c.toml")).unwrap(),
            config
        );
    }
}
