//! The user's settings: `config.toml` in the user's config directory
//! (`$XDG_CONFIG_HOME/tombrs`, else `~/.config/tombrs`; on macOS
//! `~/Library/Application Support/tombrs`), written with the defaults and
//! comments on first run. Unknown keys are errors that name the key, so a
//! typo is not silently ignored.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// Window and loop settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Window {
    pub width: u32,
    pub height: u32,
    pub fullscreen: bool,
    pub vsync: bool,
    /// Stop the world while the window is not focused.
    pub pause_on_focus_loss: bool,
    /// Vertical field of view in degrees.
    pub fov: f32,
    /// Sectors at which geometry has faded into darkness (the depth cue
    /// starts at 60 % of it); 0 turns the fade off.
    pub draw_distance: f32,
}

impl Default for Window {
    fn default() -> Window {
        Window {
            width: 1280,
            height: 720,
            fullscreen: false,
            vsync: true,
            pause_on_focus_loss: true,
            fov: 80.0,
            draw_distance: 20.0,
        }
    }
}

/// Key bindings: SDL key names ("W", "Up", "Left Shift", "F12", …).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Keys {
    pub forward: Vec<String>,
    pub back: Vec<String>,
    pub left: Vec<String>,
    pub right: Vec<String>,
    pub jump: Vec<String>,
    pub action: Vec<String>,
    pub walk: Vec<String>,
    pub step_left: Vec<String>,
    pub step_right: Vec<String>,
    pub roll: Vec<String>,
    pub look: Vec<String>,
    pub draw: Vec<String>,
    pub sprint: Vec<String>,
    pub duck: Vec<String>,
    pub flare: Vec<String>,
    /// Opens the inventory ring (and backs out of it).
    pub inventory: Vec<String>,
    /// Opens the pause menu, and goes back a step in a menu or the ring.
    pub pause: Vec<String>,
    /// Free camera only.
    pub up: Vec<String>,
    pub down: Vec<String>,
    pub look_up: Vec<String>,
    pub look_down: Vec<String>,
    pub fast: Vec<String>,
    /// Toggles and commands.
    pub stats: Vec<String>,
    pub fullscreen: Vec<String>,
    pub screenshot: Vec<String>,
    pub quit: Vec<String>,
    /// Switches between the chase camera and the free camera.
    pub free_camera: Vec<String>,
    /// Opens and closes the Lua console (the world holds while it is open).
    pub console: Vec<String>,
    /// Opens and closes the entity inspector.
    pub inspector: Vec<String>,
    /// Holds the world (while the inspector is open) and steps one tick.
    pub step: Vec<String>,
    /// Saves the game in the level's quick slot, and loads it back.
    pub quick_save: Vec<String>,
    pub quick_load: Vec<String>,
    /// Debug views drawn over the frame.
    pub debug_portals: Vec<String>,
    pub debug_boxes: Vec<String>,
    pub debug_triggers: Vec<String>,
    pub debug_nav: Vec<String>,
}

fn keys(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| s.to_string()).collect()
}

impl Default for Keys {
    fn default() -> Keys {
        Keys {
            forward: keys(&["W", "Up"]),
            back: keys(&["S", "Down"]),
            left: keys(&["A", "Left"]),
            right: keys(&["D", "Right"]),
            jump: keys(&["Space"]),
            action: keys(&["Left Ctrl", "Return"]),
            walk: keys(&["Left Shift"]),
            step_left: keys(&["Z"]),
            step_right: keys(&["X"]),
            roll: keys(&["End"]),
            look: keys(&["Keypad 0"]),
            draw: keys(&["R"]),
            sprint: keys(&["Left Alt"]),
            duck: keys(&["C"]),
            flare: keys(&["F"]),
            inventory: keys(&["Tab", "I"]),
            up: keys(&["E"]),
            down: keys(&["Q"]),
            look_up: keys(&["PageUp"]),
            look_down: keys(&["PageDown"]),
            fast: keys(&["Left Shift", "Right Shift"]),
            stats: keys(&["F1"]),
            fullscreen: keys(&["F11"]),
            screenshot: keys(&["F12"]),
            pause: keys(&["P", "Escape"]),
            quit: Vec::new(),
            free_camera: keys(&["F6"]),
            console: keys(&["`"]),
            inspector: keys(&["F7"]),
            step: keys(&["F10"]),
            quick_save: keys(&["F8"]),
            quick_load: keys(&["F9"]),
            debug_portals: keys(&["F2"]),
            debug_boxes: keys(&["F3"]),
            debug_triggers: keys(&["F4"]),
            debug_nav: keys(&["F5"]),
        }
    }
}

impl Keys {
    /// Settings files written with the former defaults bind Escape to
    /// quit and only P to pause, so Escape would end the game at once
    /// instead of opening the pause menu. Exactly that pair
    /// (`quit = ["Escape"]`, `pause = ["P"]`) becomes today's defaults
    /// (no quit key; P and Escape pause, and the pause menu quits); any
    /// other binding is the player's choice and stays. True when the keys
    /// were changed.
    pub fn move_former_escape(&mut self) -> bool {
        if self.quit != ["Escape"] || self.pause != ["P"] {
            return false;
        }
        let defaults = Keys::default();
        self.quit = defaults.quit;
        self.pause = defaults.pause;
        true
    }

    /// Every binding by its name in `[keys]`; the game actions first, named
    /// as `world::Input::NAMES` names them.
    pub fn all(&self) -> [(&'static str, &[String]); 36] {
        [
            ("forward", &self.forward),
            ("back", &self.back),
            ("left", &self.left),
            ("right", &self.right),
            ("jump", &self.jump),
            ("action", &self.action),
            ("walk", &self.walk),
            ("step_left", &self.step_left),
            ("step_right", &self.step_right),
            ("roll", &self.roll),
            ("look", &self.look),
            ("draw", &self.draw),
            ("sprint", &self.sprint),
            ("duck", &self.duck),
            ("flare", &self.flare),
            ("inventory", &self.inventory),
            ("pause", &self.pause),
            ("up", &self.up),
            ("down", &self.down),
            ("look_up", &self.look_up),
            ("look_down", &self.look_down),
            ("fast", &self.fast),
            ("stats", &self.stats),
            ("fullscreen", &self.fullscreen),
            ("screenshot", &self.screenshot),
            ("quit", &self.quit),
            ("free_camera", &self.free_camera),
            ("console", &self.console),
            ("inspector", &self.inspector),
            ("step", &self.step),
            ("quick_save", &self.quick_save),
            ("quick_load", &self.quick_load),
            ("debug_portals", &self.debug_portals),
            ("debug_boxes", &self.debug_boxes),
            ("debug_triggers", &self.debug_triggers),
            ("debug_nav", &self.debug_nav),
        ]
    }
}

/// The fan fixes of the originals' behaviour a player may switch on, by
/// name (`[fixes]`): the original plays unless one is `true`. The names are
/// the ones behaviours read with `world.option(name)`; every fix the
/// shipped scripts know is written with the defaults, and a name they do
/// not know is kept for a mod's scripts. Demos always run the original.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Fixes(pub std::collections::BTreeMap<String, bool>);

/// The fixes the shipped scripts read: TRX's bear fix (`bear_ai`: the bear
/// measures its distance from its body's middle and reaches 300 rather
/// than from its pivot 500 ahead with a reach of 600), TRX's door check
/// (`door_under_lara`: a closed door's sector she stands in is given back
/// while she is there, TRX tr1 door.c `M_Check`) and TRX's
/// `fix_wall_jump_glitch` (`wall_jump_glitch`: landing from a forward jump
/// plays no extra frame of her animation, the frame whose movement lets
/// her climb walls).
pub const KNOWN_FIXES: [&str; 3] = ["bear_ai", "door_under_lara", "wall_jump_glitch"];

impl Default for Fixes {
    fn default() -> Fixes {
        Fixes(KNOWN_FIXES.iter().map(|n| (n.to_string(), false)).collect())
    }
}

impl Fixes {
    /// The names switched on.
    pub fn on(&self) -> std::collections::BTreeSet<String> {
        self.0
            .iter()
            .filter(|(_, &on)| on)
            .map(|(n, _)| n.clone())
            .collect()
    }
}

/// The installed mods: folders in `mods/` beside `config.toml`
/// (docs/modding.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
pub struct Mods {
    /// The installed mods `tombrs play` loads, by folder name, in order
    /// (a later mod wins a file both replace).
    pub enabled: Vec<String>,
}

/// Everything in `config.toml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub window: Window,
    pub keys: Keys,
    pub audio: crate::audio::AudioSettings,
    pub fixes: Fixes,
    pub mods: Mods,
}

const HEADER: &str = "\
# tombrs settings. Delete this file to get the defaults back.
#
# [window]  width, height: the window size; fullscreen, vsync: true/false;
#           pause_on_focus_loss: stop the world while the window is not focused;
#           fov: vertical field of view in degrees; draw_distance: sectors at which
#           geometry has faded to black (0: no fade).
# [keys]    each action lists SDL key names, e.g. [\"W\", \"Up\"]. Game actions
#           (defaults): forward back left right (W/S/A/D, arrows), jump (Space),
#           action (Left Ctrl, Return), walk (Left Shift), step_left step_right
#           (Z, X), roll (End), look (Keypad 0), draw (R), sprint (Left Alt),
#           duck (C), flare (F), inventory (Tab, I), pause (P, Escape: the pause
#           menu; in a menu or the ring, back one step). free_camera (F6) switches between the chase
#           camera and a free camera (the world gets no keys while it flies).
#           Free camera: up down look_up look_down fast. Commands: stats (the
#           panel with FPS, frame time, draw calls, room) fullscreen screenshot
#           quit (none by default: the pause menu quits); console (`: the Lua
#           console), inspector (F7: the entity in view, its behaviour and
#           e.state; look_up/look_down pick another), step (F10: one tick with
#           the world held); quick_save (F8) and quick_load (F9) keep one saved game
#           per level in saves/ beside this file; debug_portals debug_boxes debug_triggers debug_nav toggle
#           the debug views (portals, collision boxes, trigger sectors, nav boxes).
# [audio]   enabled: play sound; master_volume, effects_volume, music_volume: 0..1;
#           ambience_layer: keep the looped ambience under one-shot tracks (the
#           original games stopped it); main_sfx: TR2/TR3 MAIN.SFX when it is not
#           next to the level. Soundtrack files: see tracks/trN.toml and music/
#           beside this file (copy data/tracks/trN.toml there to change it).
# [fixes]   fan fixes of the originals' behaviour, each off (the original) unless
#           true; demos always run the original. bear_ai: the bear reaches from
#           its body's middle (300) rather than from 500 ahead of it (600), as TRX's
#           fix_bear_ai. door_under_lara: a door that shuts while she stands in the
#           sector it walls leaves that sector open until she is out of it, as
#           TRX's door check (the original leaves her inside a wall).
#           wall_jump_glitch: landing from a forward jump plays no extra frame of
#           her animation (the frame that lets her climb walls), as TRX's
#           fix_wall_jump_glitch.
# [mods]    enabled: the mods `tombrs play` loads, by their folder in mods/ beside
#           this file, in order (the later wins a script both replace), e.g.
#           [\"howling_wolf\", \"double_jump\"]. `--mod DIR` adds more after them.
# Game controllers work without configuration: left stick or d-pad moves,
# A jump, X action, B roll, Y draw, left shoulder walk, right shoulder sprint,
# left trigger duck (TR1/TR2, which have no duck: with left/right, sidestep),
# right trigger flare, right stick looks around (Lara looks too), Back holds
# look. In the free camera the sticks fly.

";

/// Where the settings live.
pub fn config_path() -> Option<PathBuf> {
    let base = if cfg!(target_os = "macos") {
        std::env::var_os("HOME").map(|h| PathBuf::from(h).join("Library/Application Support"))
    } else {
        std::env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
    };
    base.map(|b| b.join("tombrs").join("config.toml"))
}

/// The folder of installed mods beside the settings file `config_file`.
pub fn installed_mods_dir(config_file: &Path) -> PathBuf {
    config_file.parent().unwrap_or(Path::new(".")).join("mods")
}

impl Config {
    /// The folders of the enabled mods (`[mods] enabled`) under the
    /// installed mods' folder beside `config_file`; an enabled mod without
    /// its folder is an error naming both.
    pub fn enabled_mods(&self, config_file: &Path) -> Result<Vec<PathBuf>, String> {
        let dir = installed_mods_dir(config_file);
        self.mods
            .enabled
            .iter()
            .map(|name| {
                let path = dir.join(name);
                if path.is_dir() {
                    Ok(path)
                } else {
                    Err(format!(
                        "{}: [mods] enabled names {name:?}, but {} is not a folder",
                        config_file.display(),
                        path.display()
                    ))
                }
            })
            .collect()
    }

    /// Parses settings; errors name the file and the bad key or value.
    pub fn parse(text: &str, origin: &Path) -> Result<Config, String> {
        toml::from_str(text).map_err(|e| format!("{}: {e}", origin.display()))
    }

    /// The settings as written on first run.
    pub fn default_text() -> String {
        let body = toml::to_string_pretty(&Config::default()).unwrap_or_default();
        format!("{HEADER}{body}")
    }

    /// The settings as a file: the comments, then every value.
    pub fn text(&self) -> String {
        let body = toml::to_string_pretty(self).unwrap_or_default();
        format!("{HEADER}{body}")
    }

    /// Writes the settings to `path` (the options menu keeps its changes).
    pub fn save(&self, path: &Path) -> Result<(), String> {
        std::fs::write(path, self.text()).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Loads `path`, creating it with the defaults when it does not exist.
    /// A file with the former defaults' Escape to quit
    /// ([`Keys::move_former_escape`]) has Escape moved to pause and is
    /// written back, and stderr says so once.
    pub fn load_or_create(path: &Path) -> Result<Config, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => {
                let mut config = Config::parse(&text, path)?;
                if config.keys.move_former_escape() {
                    let kept = match config.save(path) {
                        Ok(()) => "the file is updated".to_string(),
                        Err(e) => format!("the file could not be updated ({e})"),
                    };
                    eprintln!(
                        "tombrs: {}: quit = [\"Escape\"] and pause = [\"P\"] were the former \
                         defaults; Escape opens the pause menu instead (its QUIT ends the game), \
                         as the defaults have it: {kept}",
                        path.display()
                    );
                }
                Ok(config)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                }
                std::fs::write(path, Config::default_text())
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                Ok(Config::default())
            }
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_defaults_read_back_as_the_defaults() {
        let text = Config::default_text();
        assert_eq!(
            Config::parse(&text, Path::new("c.toml")).unwrap(),
            Config::default()
        );
        assert!(text.contains("pause_on_focus_loss"));
    }

    #[test]
    fn partial_files_keep_defaults_and_typos_are_named() {
        let c = Config::parse("[window]\nwidth = 800\n", Path::new("c.toml")).unwrap();
        assert_eq!(c.window.width, 800);
        assert_eq!(c.window.height, 720);
        let e = Config::parse("[window]\nwidht = 800\n", Path::new("c.toml")).unwrap_err();
        assert!(e.contains("c.toml") && e.contains("widht"), "{e}");
    }

    #[test]
    fn the_game_actions_are_the_world_inputs_and_no_default_key_is_bound_twice() {
        let keys = Keys::default();
        let all = keys.all();
        let names: Vec<&str> = all.iter().map(|(n, _)| *n).collect();
        let inputs: Vec<&str> = crate::world::Input::NAMES.iter().map(|(n, _)| *n).collect();
        assert_eq!(names[..inputs.len()], inputs[..]);
        // Game actions and commands never share a key (the free camera's
        // own keys may, since the world gets no keys while it flies).
        let free = ["up", "down", "look_up", "look_down", "fast"];
        let mut seen = std::collections::BTreeMap::new();
        for (name, list) in all.iter().filter(|(n, _)| !free.contains(n)) {
            for k in list.iter() {
                if let Some(other) = seen.insert(k.clone(), *name) {
                    panic!("{k:?} is bound to {other} and {name}");
                }
            }
        }
        let text = Config::default_text();
        for name in names {
            assert!(HEADER.contains(name), "{name} is not documented");
            assert!(
                text.contains(&format!("{name} = ")),
                "{name} is not written"
            );
        }
    }

    #[test]
    fn fixes_are_written_off_and_read_by_name() {
        let text = Config::default_text();
        for name in KNOWN_FIXES {
            assert!(HEADER.contains(name), "{name} is not documented");
            assert!(
                text.contains(&format!("{name} = false")),
                "{name} is not written"
            );
        }
        let c = Config::parse(
            "[fixes]\nbear_ai = true\nmods_own = false\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(c.fixes.on().into_iter().collect::<Vec<_>>(), ["bear_ai"]);
        assert!(Config::default().fixes.on().is_empty());
    }

    #[test]
    fn enabled_mods_are_folders_beside_the_settings() {
        let dir = std::env::temp_dir().join(format!("tombrs-config-mods-{}", std::process::id()));
        let file = dir.join("config.toml");
        std::fs::create_dir_all(dir.join("mods/howl")).unwrap();
        let c = Config::parse("[mods]\nenabled = [\"howl\"]\n", &file).unwrap();
        assert_eq!(c.enabled_mods(&file).unwrap(), vec![dir.join("mods/howl")]);
        let c = Config::parse("[mods]\nenabled = [\"gone\"]\n", &file).unwrap();
        let e = c.enabled_mods(&file).unwrap_err();
        assert!(e.contains("config.toml") && e.contains("\"gone\""), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_former_defaults_escape_to_quit_moves_to_pause_and_is_written_back() {
        let dir = std::env::temp_dir().join(format!("tombrs-config-old-{}", std::process::id()));
        let path = dir.join("config.toml");
        std::fs::create_dir_all(&dir).unwrap();
        // As an earlier version wrote it (other keys and settings kept).
        let old = "[window]\nwidth = 800\n[keys]\nquit = [\"Escape\"]\npause = [\"P\"]\n\
                   jump = [\"Space\", \"J\"]\n";
        std::fs::write(&path, old).unwrap();
        let c = Config::load_or_create(&path).unwrap();
        assert!(c.keys.quit.is_empty());
        assert_eq!(c.keys.pause, Keys::default().pause);
        assert_eq!(c.keys.jump, ["Space", "J"]);
        assert_eq!(c.window.width, 800);
        // Written back: the file reads as what was loaded, and a second
        // load finds nothing to move.
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(Config::parse(&text, &path).unwrap(), c);
        let mut again = c.keys.clone();
        assert!(!again.move_former_escape());
        assert_eq!(Config::load_or_create(&path).unwrap(), c);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn keys_bound_otherwise_are_the_players_and_stay() {
        let kept = [
            (vec!["Escape"], vec!["P", "Pause"]),
            (vec!["Escape", "Q"], vec!["P"]),
            (vec!["Q"], vec!["P"]),
            (vec![], vec!["P"]),
            (vec!["Escape"], vec!["Escape"]),
        ];
        for (quit, pause) in kept {
            let mut keys = Keys {
                quit: keys(&quit),
                pause: keys(&pause),
                ..Keys::default()
            };
            let before = keys.clone();
            assert!(!keys.move_former_escape(), "{quit:?} {pause:?}");
            assert_eq!(keys, before);
        }
    }

    #[test]
    fn first_run_creates_the_file() {
        let dir = std::env::temp_dir().join(format!("tombrs-config-{}", std::process::id()));
        let path = dir.join("tombrs/config.toml");
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(Config::load_or_create(&path).unwrap(), Config::default());
        assert!(path.is_file());
        assert_eq!(Config::load_or_create(&path).unwrap(), Config::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
